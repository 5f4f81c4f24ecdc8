; EXPECT: correct
; WHY: the source selects with nsz between x and -y and negates; the target negates x with nsz and selects y: with y undef the source's result is undef in all but its sign, which nsz leaves free: the target's undef refines it (floats keep the old rule: a set of zero signs does not make the value fixed)
; LANGREF (fast-math flags): nsz 无符号零 - 允许优化将零参数或零结果的符号视为不重要。
; ("no signed zeros: allow optimizations to treat the sign of a zero argument or zero result as insignificant")

define float @src(float %x, float %y, i1 %b) {
  %ny = fneg float %y
  %s = select nsz i1 %b, float %x, float %ny
  %r = fneg float %s
  ret float %r
}

define float @tgt(float %x, float %y, i1 %b) {
  %x.neg = fneg nsz float %x
  %a = select nsz i1 %b, float %x.neg, float %y
  ret float %a
}
