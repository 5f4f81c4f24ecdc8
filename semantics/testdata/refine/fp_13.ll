; EXPECT: incorrect
; WHY: without reassoc each fadd rounds: half x=2048 gives (2048+1 -> 2048)+1 -> 2048 in src but 2050 in tgt
define half @src(half %x) {
  %a = fadd half %x, 1.0
  %r = fadd half %a, 1.0
  ret half %r
}

define half @tgt(half %x) {
  %r = fadd half %x, 2.0
  ret half %r
}
