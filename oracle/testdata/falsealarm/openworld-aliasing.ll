; Correct code on pointer arguments that may alias (the same object, or
; overlapping at an offset): nothing may be forwarded across a store
; through the other pointer, and the final bytes are the caller's.

define i32 @store_both_reload(ptr %p, ptr %q) {
  store i32 1, ptr %p, align 1
  store i32 2, ptr %q, align 1
  %v = load i32, ptr %p, align 1
  ret i32 %v
}

define i8 @copy_then_read(ptr %dst, ptr %src) {
  %v = load i8, ptr %src
  store i8 %v, ptr %dst
  %w = load i8, ptr %src
  %s = add i8 %v, %w
  ret i8 %s
}

define void @move_overlapping(ptr %p, ptr %q) {
  call void @llvm.memmove.p0.p0.i64(ptr %p, ptr %q, i64 8, i1 false)
  ret void
}

define i32 @noalias_forward(ptr noalias %p, ptr noalias %q) {
  store i32 7, ptr %p
  store i32 9, ptr %q
  %v = load i32, ptr %p
  ret i32 %v
}

declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
