; llvm.objectsize(ptr, min, nullunknown, dynamic): with R the bytes from
; the pointer to the end of its object (0 outside it), any value in [R,
; 2^N-1] without min and in [0, R] with it (the source over-approximates
; [0, R] by the bits below R's highest; a target run answers R); an
; unknown size (no object) is -1 or 0 by min; null in address space 0 has
; 0 bytes unless nullunknown. (lli-22, where the calls are lowered at
; compile time, gives @min_bound 7, @max_bound 7, @unknown_max -1,
; @unknown_min 0, @null_known_min 0, @null_unknown_max -1, @past_end 0,
; @fits true, @global_dynamic 9.)
; RUN: @min_bound -> i32 0b00000000000000000000000000000???
; RUN: @max_bound -> i32 any
; RUN: @unknown_max i64 1234 -> i32 -1
; RUN: @unknown_min i64 1234 -> i32 0
; RUN: @null_known_min -> i32 0
; RUN: @null_known_max -> i32 any
; RUN: @null_unknown_max -> i32 -1
; RUN: @past_end -> i32 0
; RUN: @fits -> i1 true
; RUN: @poison_ptr ptr poison -> i32 poison
; RUN: @global_dynamic -> i64 0b000000000000000000000000000000000000000000000000000000000000????

@g = global [12 x i8] zeroinitializer

declare i32 @llvm.objectsize.i32.p0(ptr, i1 immarg, i1 immarg, i1 immarg)
declare i64 @llvm.objectsize.i64.p0(ptr, i1 immarg, i1 immarg, i1 immarg)

define i32 @min_bound() {
  %o = alloca [10 x i8]
  %p = getelementptr i8, ptr %o, i64 3
  %s = call i32 @llvm.objectsize.i32.p0(ptr %p, i1 true, i1 false, i1 false)
  ret i32 %s
}

define i32 @max_bound() {
  %o = alloca [10 x i8]
  %p = getelementptr i8, ptr %o, i64 3
  %s = call i32 @llvm.objectsize.i32.p0(ptr %p, i1 false, i1 false, i1 false)
  ret i32 %s
}

define i32 @unknown_max(i64 %a) {
  %p = inttoptr i64 %a to ptr
  %s = call i32 @llvm.objectsize.i32.p0(ptr %p, i1 false, i1 false, i1 false)
  ret i32 %s
}

define i32 @unknown_min(i64 %a) {
  %p = inttoptr i64 %a to ptr
  %s = call i32 @llvm.objectsize.i32.p0(ptr %p, i1 true, i1 false, i1 false)
  ret i32 %s
}

define i32 @null_known_min() {
  %s = call i32 @llvm.objectsize.i32.p0(ptr null, i1 true, i1 false, i1 false)
  ret i32 %s
}

define i32 @null_known_max() {
  %s = call i32 @llvm.objectsize.i32.p0(ptr null, i1 false, i1 false, i1 false)
  ret i32 %s
}

define i32 @null_unknown_max() {
  %s = call i32 @llvm.objectsize.i32.p0(ptr null, i1 false, i1 true, i1 false)
  ret i32 %s
}

define i32 @past_end() {
  %o = alloca [10 x i8]
  %p = getelementptr i8, ptr %o, i64 20
  %s = call i32 @llvm.objectsize.i32.p0(ptr %p, i1 true, i1 false, i1 false)
  ret i32 %s
}

; The upper bound is at least the 7 bytes left, whichever value it is.
define i1 @fits() {
  %o = alloca [10 x i8]
  %p = getelementptr i8, ptr %o, i64 3
  %s = call i32 @llvm.objectsize.i32.p0(ptr %p, i1 true, i1 false, i1 false)
  %c = icmp ule i32 %s, 7
  ret i1 %c
}

define i32 @poison_ptr(ptr %p) {
  %s = call i32 @llvm.objectsize.i32.p0(ptr %p, i1 true, i1 false, i1 false)
  ret i32 %s
}

define i64 @global_dynamic() {
  %p = getelementptr i8, ptr @g, i64 3
  %s = call i64 @llvm.objectsize.i64.p0(ptr %p, i1 true, i1 false, i1 true)
  ret i64 %s
}
