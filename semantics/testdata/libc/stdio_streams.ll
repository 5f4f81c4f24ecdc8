; fprintf(stderr) goes to standard error; fputs, fputc, putc, fwrite, puts
; and putchar to standard output.
; STDOUT: "abcde\nfx|6 1 2 120\n"
; STDERR: "err 7\n"
@stdout = external global ptr
@stderr = external global ptr
@err = private unnamed_addr constant [8 x i8] c"err %d\0A\00"
@a = private unnamed_addr constant [2 x i8] c"a\00"
@cdx = private unnamed_addr constant [3 x i8] c"cdx"
@e = private unnamed_addr constant [2 x i8] c"e\00"
@fmt = private unnamed_addr constant [15 x i8] c"|%d %d %ld %d\0A\00"

declare i32 @fprintf(ptr, ptr, ...)
declare i32 @fputs(ptr, ptr)
declare i32 @fputc(i32, ptr)
declare i32 @putc(i32, ptr)
declare i64 @fwrite(ptr, i64, i64, ptr)
declare i32 @puts(ptr)
declare i32 @putchar(i32)
declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %so = load ptr, ptr @stdout
  %se = load ptr, ptr @stderr
  %n = call i32 (ptr, ptr, ...) @fprintf(ptr %se, ptr @err, i32 7)
  %r1 = call i32 @fputs(ptr @a, ptr %so)
  call i32 @fputc(i32 98, ptr %so)
  %w = call i64 @fwrite(ptr @cdx, i64 1, i64 2, ptr %so)
  call i32 @puts(ptr @e)
  call i32 @putc(i32 102, ptr %so)
  %pc = call i32 @putchar(i32 376)   ; 376 = 0x178: writes and returns (unsigned char) 'x'
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %n, i32 %r1, i64 %w, i32 %pc)
  ret i32 0
}
