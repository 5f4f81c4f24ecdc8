; A handler registered while the handlers run is called too (C11 7.22.4.4:
; "a function is called after any previously registered functions that had
; already been called at the time it was registered"); glibc does so.
; STDOUT: "A\nB\n"
@A = private unnamed_addr constant [2 x i8] c"A\00"
@B = private unnamed_addr constant [2 x i8] c"B\00"

declare i32 @puts(ptr)
declare i32 @atexit(ptr)

define void @hb() {
entry:
  call i32 @puts(ptr @B)
  ret void
}

define void @ha() {
entry:
  call i32 @puts(ptr @A)
  call i32 @atexit(ptr @hb)
  ret void
}

define i32 @main() {
entry:
  call i32 @atexit(ptr @ha)
  ret i32 0
}
