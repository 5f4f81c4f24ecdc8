; llvm.invariant.start(size, ptr) and llvm.invariant.end(start, size,
; ptr): between them the size bytes at ptr (to the end of the object for
; size -1) are constant: a write to them is undefined behaviour (write to
; constant); other bytes, reads, and writes after the end are fine.
; (lli-22 gives @read_inside 5, @write_outside 9, @write_after_end 8.)
; RUN: @read_inside i32 5 -> i32 5
; RUN: @write_inside i32 5 -> UB
; RUN: @write_outside i32 5 -> i32 9
; RUN: @write_after_end i32 5 -> i32 8
; RUN: @variable_size i32 5 -> UB
; RUN: @memset_inside -> UB

declare ptr @llvm.invariant.start.p0(i64 immarg, ptr captures(none))
declare void @llvm.invariant.end.p0(ptr, i64 immarg, ptr captures(none))
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)

define i32 @read_inside(i32 %x) {
  %a = alloca [2 x i32]
  store i32 %x, ptr %a
  %t = call ptr @llvm.invariant.start.p0(i64 4, ptr %a)
  %v = load i32, ptr %a
  ret i32 %v
}

define i32 @write_inside(i32 %x) {
  %a = alloca [2 x i32]
  store i32 %x, ptr %a
  %t = call ptr @llvm.invariant.start.p0(i64 4, ptr %a)
  store i32 9, ptr %a
  %v = load i32, ptr %a
  ret i32 %v
}

define i32 @write_outside(i32 %x) {
  %a = alloca [2 x i32]
  store i32 %x, ptr %a
  %t = call ptr @llvm.invariant.start.p0(i64 4, ptr %a)
  %b = getelementptr i32, ptr %a, i64 1
  store i32 9, ptr %b
  %v = load i32, ptr %b
  ret i32 %v
}

define i32 @write_after_end(i32 %x) {
  %a = alloca [2 x i32]
  store i32 %x, ptr %a
  %t = call ptr @llvm.invariant.start.p0(i64 4, ptr %a)
  call void @llvm.invariant.end.p0(ptr %t, i64 4, ptr %a)
  store i32 8, ptr %a
  %v = load i32, ptr %a
  ret i32 %v
}

define i32 @variable_size(i32 %x) {
  %a = alloca [2 x i32]
  %t = call ptr @llvm.invariant.start.p0(i64 -1, ptr %a)
  %b = getelementptr i32, ptr %a, i64 1
  store i32 %x, ptr %b
  ret i32 %x
}

define i32 @memset_inside() {
  %a = alloca [8 x i8]
  %b = getelementptr i8, ptr %a, i64 4
  %t = call ptr @llvm.invariant.start.p0(i64 2, ptr %b)
  call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 6, i1 false)
  ret i32 0
}
