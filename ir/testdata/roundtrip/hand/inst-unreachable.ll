; unreachable as terminator, after noreturn calls
declare void @abort() noreturn
define void @f(i1 %c) {
entry:
  br i1 %c, label %dead, label %live
dead:
  call void @abort()
  unreachable
live:
  ret void
}
define i32 @g() {
  unreachable
}
