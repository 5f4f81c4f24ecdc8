; langref: nneg on uitofp: a negative operand gives poison
; expect: i8 -1 -> float poison

define float @f(i8 %a) {
  %r = uitofp nneg i8 %a to float
  ret float %r
}
