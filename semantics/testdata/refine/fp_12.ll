; EXPECT: correct
; WHY: reassoc on both fadds allows (x + 1) + 1 to be computed as x + (1 + 1)
define half @src(half %x) {
  %a = fadd reassoc half %x, 1.0
  %r = fadd reassoc half %a, 1.0
  ret half %r
}

define half @tgt(half %x) {
  %r = fadd half %x, 2.0
  ret half %r
}
