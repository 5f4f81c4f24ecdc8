; EXPECT: incorrect
; WHY: fptosi to i8 of 200.0 is out of range, hence poison in tgt, while src converts via i32 and truncates to -56
define i8 @src(half %x) {
  %w = fptosi half %x to i32
  %r = trunc i32 %w to i8
  ret i8 %r
}

define i8 @tgt(half %x) {
  %r = fptosi half %x to i8
  ret i8 %r
}
