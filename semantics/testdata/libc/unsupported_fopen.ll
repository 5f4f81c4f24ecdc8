; An external function outside the subset is unsupported, by name.
; EXPECT-KIND: unsupported
; REASON-CONTAINS: call to external function @fopen
; STDOUT: "start\n"
@name = private unnamed_addr constant [4 x i8] c"f.t\00"
@mode = private unnamed_addr constant [2 x i8] c"r\00"
@start = private unnamed_addr constant [6 x i8] c"start\00"

declare ptr @fopen(ptr, ptr)
declare i32 @puts(ptr)

define i32 @main() {
entry:
  call i32 @puts(ptr @start)
  %f = call ptr @fopen(ptr @name, ptr @mode)
  ret i32 0
}
