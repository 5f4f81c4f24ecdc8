; strcmp reads an uninitialised byte of an alloca: "a" then undef.
; EXPECT-UB: C library contract violated
; DETAIL-CONTAINS: @strcmp: reads an undef byte at offset 1 of argument 1
; AT: @main %entry %r
@ab = private unnamed_addr constant [3 x i8] c"ab\00"

declare i32 @strcmp(ptr, ptr)

define i32 @main() {
entry:
  %buf = alloca [4 x i8]
  store i8 97, ptr %buf
  %r = call i32 @strcmp(ptr %buf, ptr @ab)
  ret i32 0
}
