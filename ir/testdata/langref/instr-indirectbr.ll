; langref: indirectbr: jumps to the block whose blockaddress is the operand
; expect: i1 false -> i32 2

define i32 @f(i1 %c) {
entry:
  %a = select i1 %c, ptr blockaddress(@f, %one), ptr blockaddress(@f, %two)
  indirectbr ptr %a, [label %one, label %two]
one:
  ret i32 1
two:
  ret i32 2
}
