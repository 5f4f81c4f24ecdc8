; EXPECT: correct
; A value of type {} has no bits: every {} value (even a poison one, which
; has no bit to be poison) is the one value of the type, so returning
; another {} argument refines returning the first.
define {} @src({} %a, {} %b) {
  ret {} %a
}
define {} @tgt({} %a, {} %b) {
  ret {} %b
}
