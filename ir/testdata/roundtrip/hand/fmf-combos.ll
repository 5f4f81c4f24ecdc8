; fast-math flag combinations on calls, selects, phis, fcmp
declare float @llvm.sqrt.f32(float)
define float @f(i1 %c, float %a, float %b) {
entry:
  %s = select nnan i1 %c, float %a, float %b
  %t = call nsz arcp float @llvm.sqrt.f32(float %s)
  %u = call fast float @llvm.sqrt.f32(float %t)
  %v = call reassoc nnan ninf nsz arcp contract afn float @llvm.sqrt.f32(float %u)
  %k = fcmp nnan ninf olt float %v, 0.0
  br i1 %k, label %x, label %y
x:
  br label %y
y:
  %p = phi ninf float [ %a, %entry ], [ %v, %x ]
  ret float %p
}
define float @justone(float %a) {
  %r1 = fadd reassoc float %a, %a
  %r2 = fadd contract float %r1, %a
  %r3 = fadd afn float %r2, %a
  %r4 = fadd arcp float %r3, %a
  %r5 = fadd nsz float %r4, %a
  %r6 = fadd ninf float %r5, %a
  %r7 = fadd nnan float %r6, %a
  %r8 = fadd nnan ninf nsz arcp contract afn reassoc float %r7, %a
  ret float %r8
}
