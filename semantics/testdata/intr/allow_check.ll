; llvm.allow.ubsan.check(kind) and llvm.allow.runtime.check(name) may give
; true or false, as the implementation chooses (LowerAllowCheckPass folds
; them either way): the source allows both ways of a branch on them, and a
; target run's choice is one of them. (lli-22 without that pass: true.)
; RUN: @ubsan -> i32 1 | i32 2
; RUN: @runtime -> i1 any
; RUN: @same_call -> i1 true

declare i1 @llvm.allow.ubsan.check(i8 immarg)
declare i1 @llvm.allow.runtime.check(metadata)

define i32 @ubsan() {
entry:
  %c = call i1 @llvm.allow.ubsan.check(i8 3)
  br i1 %c, label %check, label %fast
check:
  ret i32 1
fast:
  ret i32 2
}

define i1 @runtime() {
  %c = call i1 @llvm.allow.runtime.check(metadata !"x")
  ret i1 %c
}

; One call is one answer.
define i1 @same_call() {
  %c = call i1 @llvm.allow.runtime.check(metadata !"x")
  %d = xor i1 %c, %c
  %e = xor i1 %d, true
  ret i1 %e
}
