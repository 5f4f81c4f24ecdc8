; langref: !invariant.group: loads and stores of a group see the same value; a valid use is plain
; expect: i32 4 -> i32 4

define i32 @f(i32 %a) {
  %p = alloca i32
  store i32 %a, ptr %p, !invariant.group !0
  %v = load i32, ptr %p, !invariant.group !0
  ret i32 %v
}

!0 = !{}
