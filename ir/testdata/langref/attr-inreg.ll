; langref: inreg: an ABI hint for passing the argument; the value passes unchanged
; expect: i8 -1 -> i8 -1

define inreg i8 @g(i8 inreg %x) {
  ret i8 %x
}

define i8 @f(i8 %a) {
  %r = call inreg i8 @g(i8 inreg %a)
  ret i8 %r
}
