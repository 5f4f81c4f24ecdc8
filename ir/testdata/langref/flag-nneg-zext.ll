; langref: nneg on zext: a negative operand gives poison
; expect: i8 -1 -> i32 poison

define i32 @f(i8 %a) {
  %r = zext nneg i8 %a to i32
  ret i32 %r
}
