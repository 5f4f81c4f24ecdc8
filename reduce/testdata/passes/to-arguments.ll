; The predicate: @f still xors 1 into something it returns; the sext and
; the lshr feeding it become parameters. @h is called, so it keeps its
; signature.
; passes: to-arguments,instructions
; keep @f: xor i8 1, %
; keep @h: sext i1 %b to i8
; expect: to-arguments
define i8 @f(i1 %a) {
entry:
  %s = sext i1 %a to i8
  %l = lshr i8 %s, 1
  %x = xor i8 1, %l
  %c = call i8 @h(i1 %a)
  ret i8 %x
}

define i8 @h(i1 %b) {
  %s = sext i1 %b to i8
  ret i8 %s
}
