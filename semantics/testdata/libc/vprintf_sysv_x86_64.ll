; The vprintf family reads its arguments from the va_list llvm.va_start
; made for the triple: vfprintf to stdout and stderr, vprintf. (clang -O1 of
; a C program, metadata dropped.)
; STDOUT: "-7 str 2.25 1234567890123 z|\n   42|ab |ff\n"
; STDERR: "err 3\n"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@stdout = external global ptr, align 8
@.str = private unnamed_addr constant [20 x i8] c"%d %s %.2f %ld %c|\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"%5d|%-3s|%x\0A\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@stderr = external global ptr, align 8
@.str.4 = private unnamed_addr constant [8 x i8] c"err %d\0A\00", align 1

define dso_local i32 @main() {
  %1 = load ptr, ptr @stdout, align 8
  call void (ptr, ptr, ...) @say(ptr noundef %1, ptr noundef nonnull @.str, i32 noundef -7, ptr noundef nonnull @.str.1, double noundef 2.250000e+00, i64 noundef 1234567890123, i32 noundef 122)
  call void (ptr, ...) @out(ptr noundef nonnull @.str.2, i32 noundef 42, ptr noundef nonnull @.str.3, i32 noundef 255)
  %2 = load ptr, ptr @stderr, align 8
  call void (ptr, ptr, ...) @say(ptr noundef %2, ptr noundef nonnull @.str.4, i32 noundef 3)
  ret i32 0
}

define internal void @say(ptr noundef %0, ptr noundef %1, ...) {
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = call i32 @vfprintf(ptr noundef %0, ptr noundef %1, ptr noundef nonnull %3)
  call void @llvm.va_end.p0(ptr %3)
  ret void
}

define internal void @out(ptr noundef %0, ...) {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call i32 @vprintf(ptr noundef %0, ptr noundef nonnull %2)
  call void @llvm.va_end.p0(ptr %2)
  ret void
}

declare void @llvm.va_start.p0(ptr)

declare i32 @vfprintf(ptr noundef, ptr noundef, ptr noundef)

declare void @llvm.va_end.p0(ptr)

define available_externally i32 @vprintf(ptr noalias noundef %0, ptr noundef %1) {
  %3 = load ptr, ptr @stdout, align 8
  %4 = call i32 @vfprintf(ptr noundef %3, ptr noundef %0, ptr noundef %1)
  ret i32 %4
}

