; EXPECT: correct
; WHY: fptosi to i8 is poison when the truncated value does not fit; when it fits, fptosi to i32 + trunc agrees
define i8 @src(half %x) {
  %r = fptosi half %x to i8
  ret i8 %r
}

define i8 @tgt(half %x) {
  %w = fptosi half %x to i32
  %r = trunc i32 %w to i8
  ret i8 %r
}
