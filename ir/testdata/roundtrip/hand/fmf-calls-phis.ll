; fast-math flags on vector phis and selects (LLVM 19 rejects them on aggregate-returning calls)
declare { float, float } @pair()
declare [2 x double] @arr()
define float @f(i1 %c) {
entry:
  %p = call { float, float } @pair()
  %a = call [2 x double] @arr()
  br i1 %c, label %x, label %y
x:
  br label %y
y:
  %v = phi nsz <2 x float> [ zeroinitializer, %entry ], [ <float 1.0, float 2.0>, %x ]
  %s = select afn i1 %c, <2 x float> %v, <2 x float> zeroinitializer
  %e = extractvalue { float, float } %p, 0
  ret float %e
}
