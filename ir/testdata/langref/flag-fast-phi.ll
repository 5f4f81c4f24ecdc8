; langref: fast on phi: a NaN result gives poison
; expect: i1 true, float nan, float 1.0 -> float poison

define float @f(i1 %c, float %a, float %b) {
entry:
  br i1 %c, label %x, label %y
x:
  br label %j
y:
  br label %j
j:
  %r = phi fast float [ %a, %x ], [ %b, %y ]
  ret float %r
}
