; writing to stdin.
; EXPECT-UB: C library contract violated
; DETAIL-CONTAINS: writes to stdin
@stdin = external global ptr

declare i32 @fputc(i32, ptr)

define i32 @main() {
entry:
  %si = load ptr, ptr @stdin
  call i32 @fputc(i32 120, ptr %si)
  ret i32 0
}
