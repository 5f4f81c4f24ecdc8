; langref: !fpmath: the result may have the given error in ULPs; an exactly representable result is not changed by a correct rounding
; expect: float 1.5, float 2.0 -> float 7.500000e-01

define float @f(float %a, float %b) {
  %r = fdiv float %a, %b, !fpmath !0
  ret float %r
}

!0 = !{float 2.5}
