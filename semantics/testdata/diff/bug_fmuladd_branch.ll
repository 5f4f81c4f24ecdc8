; BUG(semantics): the abstract mode reports "UB: branch on undef" here.
; llvm.fmuladd may or may not fuse; that is a fixed nondeterministic choice,
; not undef, so branching on a value derived from it is no UB.
; irfuzz exec -f f bug_fmuladd_branch.ll 0x3F800800 0x3F800800 0xBF801000
; expected (abstract): returns i1 true or i1 false (both allowed), no UB
; actual   (abstract): UB: branch on undef at @f %entry br
;          (the result of @llvm.fmuladd alone: float 0b00??00???000..., Nondet=false)
define i1 @f(float %a, float %b, float %c) {
entry:
  %m = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
  %k = fcmp oeq float %m, 0x3E70000000000000
  br i1 %k, label %t, label %e
t:
  ret i1 true
e:
  ret i1 false
}
declare float @llvm.fmuladd.f32(float, float, float)
