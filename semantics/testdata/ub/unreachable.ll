; ARGS: 1
; EXPECT-UB: unreachable executed
; AT: %dead unreachable
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %dead, label %ok

dead:
  unreachable

ok:
  ret i32 0
}
