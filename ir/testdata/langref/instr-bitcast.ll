; langref: bitcast: the same bits as another type
; expect: float 1.0 -> i32 1065353216

define i32 @f(float %a) {
  %r = bitcast float %a to i32
  ret i32 %r
}
