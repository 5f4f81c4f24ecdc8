; strlen reads a poison byte.
; EXPECT-UB: C library contract violated
; DETAIL-CONTAINS: @strlen: reads a poison byte at offset 0 of argument 1
declare i64 @strlen(ptr)

define i32 @main() {
entry:
  %buf = alloca [4 x i8]
  store i8 poison, ptr %buf
  %n = call i64 @strlen(ptr %buf)
  ret i32 0
}
