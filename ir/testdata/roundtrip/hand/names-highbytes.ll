; identifiers and strings with bytes >= 0x80, control characters and backslashes
@"\C3\A9t\C3\A9" = global i32 0
@"tab\09name" = global i32 0
@"back\5Cslash" = global i32 0
@s = constant [4 x i8] c"\C3\A9\01\1F"
define void @"fn\01"(i32 %"p\C3\A9") {
  %"r\0A" = add i32 %"p\C3\A9", 1
  ret void
}
!n = !{!0}
!0 = !{!"md \C3\A9 \00 \FF"}
