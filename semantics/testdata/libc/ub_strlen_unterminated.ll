; strlen of an array without a NUL reads past its object.
; EXPECT-UB: out-of-bounds access
; DETAIL-CONTAINS: @strlen: the string argument 1 points to is not terminated within its object
; AT: @main %entry %n
@s = private unnamed_addr constant [3 x i8] c"abc"

declare i64 @strlen(ptr)

define i32 @main() {
entry:
  %n = call i64 @strlen(ptr @s)
  %r = trunc i64 %n to i32
  ret i32 %r
}
