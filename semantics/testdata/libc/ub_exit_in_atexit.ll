; exit called from an exit handler (C11 7.22.4.4: calling exit more than
; once is undefined).
; EXPECT-UB: C library contract violated
; DETAIL-CONTAINS: @exit: exit called while exiting
; AT: @handler %entry call
declare i32 @atexit(ptr)
declare void @exit(i32)

define void @handler() {
entry:
  call void @exit(i32 1)
  ret void
}

define i32 @main() {
entry:
  call i32 @atexit(ptr @handler)
  ret i32 0
}
