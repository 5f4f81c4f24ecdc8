; langref: afn on phi: choosing a value is exact; the flag only licenses rewrites
; expect: i1 true, float 2.5, float 1.0 -> float 2.500000e+00

define float @f(i1 %c, float %a, float %b) {
entry:
  br i1 %c, label %x, label %y
x:
  br label %j
y:
  br label %j
j:
  %r = phi afn float [ %a, %x ], [ %b, %y ]
  ret float %r
}
