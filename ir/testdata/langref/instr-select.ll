; langref: select: the first value when the condition is true, else the second
; expect: i1 true, i32 1, i32 2 -> i32 1

define i32 @f(i1 %c, i32 %a, i32 %b) {
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}
