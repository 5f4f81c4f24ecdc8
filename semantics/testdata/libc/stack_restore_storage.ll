; A loop that makes a variable-length array each iteration between
; llvm.stacksave and llvm.stackrestore (C's `int x[n]` in a loop at -O0)
; runs in bounded storage: the restore gives the array's storage back.
; 70000 arrays of 1 KB would exceed the 64 MiB memory budget otherwise.
; The restored array is dead: the pointer kept to the last one is not
; read.
; STDOUT: "70000\n"
@fmt = private constant [4 x i8] c"%d\0A\00"
@p = global ptr null

declare i32 @printf(ptr, ...)
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)

define i32 @main() {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %s = call ptr @llvm.stacksave.p0()
  %x = alloca [1024 x i8], align 16
  store i8 1, ptr %x
  store volatile ptr %x, ptr @p
  call void @llvm.stackrestore.p0(ptr %s)
  %j = add i32 %i, 1
  %done = icmp eq i32 %j, 70000
  br i1 %done, label %exit, label %loop

exit:
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %j)
  ret i32 0
}
