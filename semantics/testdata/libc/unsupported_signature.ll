; A known function called with another signature is unsupported.
; EXPECT-KIND: unsupported
; REASON-CONTAINS: call to @strlen with an unexpected signature
@s = private unnamed_addr constant [2 x i8] c"x\00"

declare i64 @strlen(ptr, i32)

define i32 @main() {
entry:
  %n = call i64 @strlen(ptr @s, i32 1)
  ret i32 0
}
