; langref: noext: an ABI hint for passing the argument; the value passes unchanged
; expect: i8 -1 -> i8 -1

define noext i8 @g(i8 noext %x) {
  ret i8 %x
}

define i8 @f(i8 %a) {
  %r = call noext i8 @g(i8 noext %a)
  ret i8 %r
}
