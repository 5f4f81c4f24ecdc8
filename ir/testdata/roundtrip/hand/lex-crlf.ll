; CRLF line endings
define i32 @f(i32 %x) {
entry:
  %y = add i32 %x, 1
  ret i32 %y
}
!0 = !{!"crlf"}
!n = !{!0}
