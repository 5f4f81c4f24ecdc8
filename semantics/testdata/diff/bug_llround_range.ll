; BUG(semantics): an out-of-range llvm.llround/lround is poison in the
; interpreter; the LangRef (LLVM 19) says the result is a nondeterministic
; value, equivalent to freeze poison.
; irfuzz exec -f f bug_llround_range.ll 1e30
; expected: i1 true (%r is one fixed value, so %r == %r)
; actual:   UB: branch on poison at @f %entry br (both modes)
; irfuzz exec -f g bug_llround_range.ll 1e30
; expected: i64 0        actual: i64 poison
define i1 @f(double %x) {
entry:
  %r = call i64 @llvm.llround.i64.f64(double %x)
  %k = icmp eq i64 %r, %r
  br i1 %k, label %t, label %e
t:
  ret i1 true
e:
  ret i1 false
}
define i64 @g(double %x) {
entry:
  %r = call i64 @llvm.llround.i64.f64(double %x)
  %z = and i64 %r, 0
  ret i64 %z
}
declare i64 @llvm.llround.i64.f64(double)
