; langref: callbr: runs the inline asm and continues at the fallthrough label when it does not jump
; expect: -> i32 1

define i32 @f() {
entry:
  callbr void asm "", "!i"() to label %fall [label %indirect]
fall:
  ret i32 1
indirect:
  ret i32 2
}
