; langref: select: a poison condition gives poison
; expect: i1 poison, i32 1, i32 2 -> i32 poison

define i32 @f(i1 %c, i32 %a, i32 %b) {
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}
