; langref: switch: jumps to the case whose value equals the condition, else to the default
; expect: i32 7 -> i32 70

define i32 @f(i32 %v) {
  switch i32 %v, label %d [
    i32 1, label %one
    i32 7, label %seven
  ]
one:
  ret i32 10
seven:
  ret i32 70
d:
  ret i32 0
}
