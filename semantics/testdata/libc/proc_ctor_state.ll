; A constructor's writes are seen by main.
; STDOUT: "42\n"
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
@g = internal global i32 0
@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"

declare i32 @printf(ptr, ...)

define internal void @init() {
  store i32 42, ptr @g
  ret void
}

define i32 @main() {
  %v = load i32, ptr @g
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %v)
  ret i32 0
}
