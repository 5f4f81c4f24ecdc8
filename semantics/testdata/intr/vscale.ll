; llvm.vscale: irfuzz has no scalable vectors and fixes a run's vscale by a
; rule (see Machine.enterVScale): the least value the entry function's
; vscale_range allows, 1 without one; entering a function whose
; vscale_range excludes it is undefined behaviour; a value that does not
; fit the result type is poison. (lli-22 on x86-64 cannot select
; llvm.vscale; opt-22 -O2 folds @fixed and @single to these constants,
; @narrow to false and @fits to true, and gives @none the range [1, 0).
; opt-22 -passes=inline folds @callee inlined into @caller_narrower to 2:
; vscale_range is a fact wherever a function runs.)
; RUN: @fixed -> i64 4
; RUN: @span -> i32 2
; RUN: @single -> i64 8
; RUN: @none -> i64 1
; RUN: @narrow -> i1 poison
; RUN: @fits -> i1 true
; RUN: @caller -> UB
; RUN: @caller_same -> i64 4
; RUN: @caller_narrower -> UB
; RUN: @caller_within -> i64 2

declare i64 @llvm.vscale.i64()
declare i32 @llvm.vscale.i32()
declare i1 @llvm.vscale.i1()

define i64 @fixed() vscale_range(4, 4) {
  %v = call i64 @llvm.vscale.i64()
  ret i64 %v
}

define i32 @span() vscale_range(2, 16) {
  %v = call i32 @llvm.vscale.i32()
  ret i32 %v
}

define i64 @single() vscale_range(8) {
  %v = call i64 @llvm.vscale.i64()
  ret i64 %v
}

define i64 @none() {
  %v = call i64 @llvm.vscale.i64()
  ret i64 %v
}

define i1 @narrow() vscale_range(2, 2) {
  %v = call i1 @llvm.vscale.i1()
  ret i1 %v
}

define i1 @fits() {
  %v = call i1 @llvm.vscale.i1()
  ret i1 %v
}

define i64 @callee() #0 {
  %v = call i64 @llvm.vscale.i64()
  ret i64 %v
}

define i64 @caller() {
  %v = call i64 @callee()
  ret i64 %v
}

define i64 @caller_same() vscale_range(4, 4) {
  %v = call i64 @callee()
  ret i64 %v
}

define i64 @caller_narrower() vscale_range(2, 2) {
  %v = call i64 @callee()
  ret i64 %v
}

define i64 @caller_within() vscale_range(2, 4) {
  %v = call i32 @span_callee()
  %w = zext i32 %v to i64
  ret i64 %w
}

define i32 @span_callee() vscale_range(1, 16) {
  %v = call i32 @llvm.vscale.i32()
  ret i32 %v
}

attributes #0 = { vscale_range(4,4) }
