; langref: inrange on a getelementptr constant expression: loads outside the range are undefined; in range it is a plain gep
; expect: -> i32 20

@a = global [4 x i32] [i32 10, i32 20, i32 30, i32 40]

define i32 @f() {
  %v = load i32, ptr getelementptr inbounds inrange(-4, 8) ([4 x i32], ptr @a, i64 0, i64 1)
  ret i32 %v
}
