; Functions with pointer parameters: the harness passes them pointers into
; argument objects laid out with the input's bytes and alignment (two
; parameters may share one object), and the judge compares the objects'
; final bytes, pointers stored into them by the object they point to.
; Optimizations that depend on aliasing (noalias, two stores through
; parameters that may alias), vector and byte loops, memory intrinsics.
; No finding.

@g = global i32 5
@tab = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]

declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define i32 @sum4(ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %q = getelementptr i32, ptr %p, i64 %i
  %v = load i32, ptr %q, align 4
  %s1 = add i32 %s, %v
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, 4
  br i1 %more, label %loop, label %done
done:
  ret i32 %s1
}

define void @inc_both(ptr %p, ptr %q) {
  %a = load i32, ptr %p, align 4
  %a1 = add i32 %a, 1
  store i32 %a1, ptr %p, align 4
  %b = load i32, ptr %q, align 4
  %b1 = add i32 %b, 1
  store i32 %b1, ptr %q, align 4
  ret void
}

define i32 @noalias_sum(ptr noalias %p, ptr noalias %q) {
  store i32 3, ptr %p, align 4
  store i32 4, ptr %q, align 4
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %q, align 4
  %r = add i32 %a, %b
  ret i32 %r
}

define void @swap(ptr %a, ptr %b) {
  %x = load i64, ptr %a, align 8
  %y = load i64, ptr %b, align 8
  store i64 %y, ptr %a, align 8
  store i64 %x, ptr %b, align 8
  ret void
}

; (A memmove of a constant 8 bytes is one for an IR-level finding:
; InstCombine makes it an i64 load and store, which turns one poison byte
; into eight.)
define void @move(ptr %dst, ptr %src, i64 %n) {
  %m = and i64 %n, 15
  call void @llvm.memmove.p0.p0.i64(ptr %dst, ptr %src, i64 %m, i1 false)
  ret void
}

define void @fill(ptr %p, i8 %v) {
  call void @llvm.memset.p0.i64(ptr align 16 %p, i8 %v, i64 16, i1 false)
  ret void
}

define void @keep(ptr %p, ptr %q) {
  %r = getelementptr i8, ptr %q, i64 2
  store ptr %r, ptr %p, align 1
  %s = getelementptr i8, ptr %p, i64 8
  store ptr getelementptr (i8, ptr @tab, i64 4), ptr %s, align 1
  ret void
}

define void @vadd(ptr noalias %dst, ptr noalias %src) {
  %a = load <4 x i32>, ptr %src, align 4
  %b = load <4 x i32>, ptr %dst, align 4
  %c = add <4 x i32> %a, %b
  store <4 x i32> %c, ptr %dst, align 4
  ret void
}

define i32 @count(ptr %p, i32 %n) {
entry:
  %m = and i32 %n, 15
  %z = icmp eq i32 %m, 0
  br i1 %z, label %done, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %c = phi i32 [ 0, %entry ], [ %c1, %loop ]
  %iw = zext i32 %i to i64
  %q = getelementptr i8, ptr %p, i64 %iw
  %b = load i8, ptr %q, align 1
  %nz = icmp ne i8 %b, 0
  %inc = zext i1 %nz to i32
  %c1 = add i32 %c, %inc
  store i8 0, ptr %q, align 1
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %m
  br i1 %more, label %loop, label %done
done:
  %r = phi i32 [ 0, %entry ], [ %c1, %loop ]
  ret i32 %r
}

define i32 @global_and_arg(ptr %p) {
  %v = load i32, ptr @g, align 4
  %w = load i32, ptr %p, align 4
  %s = add i32 %v, %w
  store i32 %s, ptr @g, align 4
  store i32 %v, ptr %p, align 4
  ret i32 %w
}
