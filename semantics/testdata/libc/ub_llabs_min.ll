; llabs(LLONG_MIN).
; EXPECT-UB: C library contract violated
; DETAIL-CONTAINS: @llabs: the absolute value of -9223372036854775808 is not representable
declare i64 @llabs(i64)

define i32 @main() {
entry:
  %r = call i64 @llabs(i64 -9223372036854775808)
  ret i32 0
}
