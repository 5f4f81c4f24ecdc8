; fmemopen over the program's memory (libc_fmem.go): the modes, the flush that writes, the NUL glibc adds, positions. The output is a native run's (glibc 2.36).
; STDOUT: "w before flush: 58 58 58 58 58 58 58 00\ntell 3\nw after flush: 61 62 31 00 58 58 58 00\nw after close: 61 62 31 63 64 65 66 00\nw full: 61 62 63 00\na tell 2\na tell 4\na: 68 69 79 6f 00 00 00 00 00 00 00 00\nr line [one\n] tell 4\nr line [two\n] tell 8\nr line [xyz] tell 11\nr eof 1\nr getc y tell 10\nr fread 5 [one\nt] tell 5\nnull [null-7\n]\nr+: 30 31 32 5a 5a 35 36 37 38 39\nr+ fread 10 [012ZZ56789] eof 0\nwb+: 61 62 63 64 65 00\nw+: 00 62 63 64 65 00\na+ getc -1 eof 1\na+ getc a\na+: 61 62 63 64 65 00 00 00 00 00\n"
; clang-22 -O0 of:
; #define _GNU_SOURCE
; #include <stdio.h>
; #include <string.h>
; static void show(const char *what, const char *b, int n) {
;   printf("%s:", what);
;   for (int i = 0; i < n; i++) printf(" %02x", (unsigned char)b[i]);
;   printf("\n");
; }
; int main(void) {
;   char line[64];
;   /* w: not truncated at open; the write waits for the flush */
;   char b1[8] = "XXXXXXX";
;   FILE *f = fmemopen(b1, sizeof b1, "w");
;   fprintf(f, "ab%d", 1);
;   show("w before flush", b1, 8);
;   printf("tell %ld\n", ftell(f));
;   fflush(f);
;   show("w after flush", b1, 8);
;   fputs("cdef", f);
;   fclose(f);
;   show("w after close", b1, 8);
;   /* filling the buffer: its last byte takes the NUL */
;   char b2[4] = "zzz";
;   f = fmemopen(b2, 4, "w");
;   fputs("abcd", f);
;   fclose(f);
;   show("w full", b2, 4);
;   /* append: at the first NUL */
;   char b3[12] = "hi";
;   f = fmemopen(b3, sizeof b3, "a");
;   printf("a tell %ld\n", ftell(f));
;   fputs("yo", f);
;   printf("a tell %ld\n", ftell(f));
;   fclose(f);
;   show("a", b3, 12);
;   /* r: up to the size, not the NUL */
;   char b4[] = "one\ntwo\nxyz";
;   f = fmemopen(b4, strlen(b4), "r");
;   while (fgets(line, sizeof line, f)) printf("r line [%s] tell %ld\n", line, ftell(f));
;   printf("r eof %d\n", feof(f));
;   fseek(f, -2, SEEK_END);
;   printf("r getc %c tell %ld\n", fgetc(f), ftell(f));
;   rewind(f);
;   size_t n = fread(line, 1, 5, f);
;   printf("r fread %zu [%.5s] tell %ld\n", n, line, ftell(f));
;   fclose(f);
;   /* a null buffer */
;   f = fmemopen(NULL, 32, "w+");
;   fprintf(f, "%s-%d\n", "null", 7);
;   rewind(f);
;   if (fgets(line, sizeof line, f)) printf("null [%s]\n", line);
;   fclose(f);
;   /* r+: overwrite in the middle */
;   char b5[10] = "0123456789";
;   f = fmemopen(b5, sizeof b5, "r+");
;   fseek(f, 3, SEEK_SET);
;   fputs("ZZ", f);
;   fseek(f, 0, SEEK_CUR);
;   show("r+", b5, 10);
;   rewind(f);
;   n = fread(line, 1, 10, f);
;   printf("r+ fread %zu [%.10s] eof %d\n", n, line, feof(f));
;   fclose(f);
;   /* wb+ is not truncated at open, w+ is */
;   char b6[6] = "abcde", b7[6] = "abcde";
;   fclose(fmemopen(b6, 6, "wb+"));
;   fclose(fmemopen(b7, 6, "w+"));
;   show("wb+", b6, 6);
;   show("w+", b7, 6);
;   /* a+: reads start at the end */
;   char b8[10] = "abc";
;   f = fmemopen(b8, sizeof b8, "a+");
;   printf("a+ getc %d eof %d\n", fgetc(f), feof(f));
;   rewind(f);
;   printf("a+ getc %c\n", fgetc(f));
;   fseek(f, 0, SEEK_END);
;   fputs("de", f);
;   fflush(NULL);
;   show("a+", b8, 10);
;   fclose(f);
;   return 0;
; }

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
@__const.main.b1 = private unnamed_addr constant [8 x i8] c"XXXXXXX\00", align 1
@.str = private unnamed_addr constant [2 x i8] c"w\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"ab%d\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"w before flush\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"tell %ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"w after flush\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"cdef\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"w after close\00", align 1
@__const.main.b2 = private unnamed_addr constant [4 x i8] c"zzz\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"abcd\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"w full\00", align 1
@__const.main.b3 = private unnamed_addr constant [12 x i8] c"hi\00\00\00\00\00\00\00\00\00\00", align 1
@.str.9 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"a tell %ld\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"yo\00", align 1
@__const.main.b4 = private unnamed_addr constant [12 x i8] c"one\0Atwo\0Axyz\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"r line [%s] tell %ld\0A\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"r eof %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [20 x i8] c"r getc %c tell %ld\0A\00", align 1
@.str.16 = private unnamed_addr constant [29 x i8] c"r fread %zu [%.5s] tell %ld\0A\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"w+\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"%s-%d\0A\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"null [%s]\0A\00", align 1
@__const.main.b5 = private unnamed_addr constant [10 x i8] c"0123456789", align 1
@.str.21 = private unnamed_addr constant [3 x i8] c"r+\00", align 1
@.str.22 = private unnamed_addr constant [3 x i8] c"ZZ\00", align 1
@.str.23 = private unnamed_addr constant [29 x i8] c"r+ fread %zu [%.10s] eof %d\0A\00", align 1
@__const.main.b6 = private unnamed_addr constant [6 x i8] c"abcde\00", align 1
@__const.main.b7 = private unnamed_addr constant [6 x i8] c"abcde\00", align 1
@.str.24 = private unnamed_addr constant [4 x i8] c"wb+\00", align 1
@__const.main.b8 = private unnamed_addr constant [10 x i8] c"abc\00\00\00\00\00\00\00", align 1
@.str.25 = private unnamed_addr constant [3 x i8] c"a+\00", align 1
@.str.26 = private unnamed_addr constant [19 x i8] c"a+ getc %d eof %d\0A\00", align 1
@.str.27 = private unnamed_addr constant [12 x i8] c"a+ getc %c\0A\00", align 1
@.str.28 = private unnamed_addr constant [3 x i8] c"de\00", align 1
@.str.29 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.30 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.31 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
define dso_local i32 @main() {
entry:
  %retval = alloca i32, align 4
  %line = alloca [64 x i8], align 16
  %b1 = alloca [8 x i8], align 1
  %f = alloca ptr, align 8
  %b2 = alloca [4 x i8], align 1
  %b3 = alloca [12 x i8], align 1
  %b4 = alloca [12 x i8], align 1
  %n = alloca i64, align 8
  %b5 = alloca [10 x i8], align 1
  %b6 = alloca [6 x i8], align 1
  %b7 = alloca [6 x i8], align 1
  %b8 = alloca [10 x i8], align 1
  store i32 0, ptr %retval, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %b1, ptr align 1 @__const.main.b1, i64 8, i1 false)
  %arraydecay = getelementptr inbounds [8 x i8], ptr %b1, i64 0, i64 0
  %call = call noalias ptr @fmemopen(ptr noundef %arraydecay, i64 noundef 8, ptr noundef @.str)
  store ptr %call, ptr %f, align 8
  %0 = load ptr, ptr %f, align 8
  %call1 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %0, ptr noundef @.str.1, i32 noundef 1)
  %arraydecay2 = getelementptr inbounds [8 x i8], ptr %b1, i64 0, i64 0
  call void @show(ptr noundef @.str.2, ptr noundef %arraydecay2, i32 noundef 8)
  %1 = load ptr, ptr %f, align 8
  %call3 = call i64 @ftell(ptr noundef %1)
  %call4 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %call3)
  %2 = load ptr, ptr %f, align 8
  %call5 = call i32 @fflush(ptr noundef %2)
  %arraydecay6 = getelementptr inbounds [8 x i8], ptr %b1, i64 0, i64 0
  call void @show(ptr noundef @.str.4, ptr noundef %arraydecay6, i32 noundef 8)
  %3 = load ptr, ptr %f, align 8
  %call7 = call i32 @fputs(ptr noundef @.str.5, ptr noundef %3)
  %4 = load ptr, ptr %f, align 8
  %call8 = call i32 @fclose(ptr noundef %4)
  %arraydecay9 = getelementptr inbounds [8 x i8], ptr %b1, i64 0, i64 0
  call void @show(ptr noundef @.str.6, ptr noundef %arraydecay9, i32 noundef 8)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %b2, ptr align 1 @__const.main.b2, i64 4, i1 false)
  %arraydecay10 = getelementptr inbounds [4 x i8], ptr %b2, i64 0, i64 0
  %call11 = call noalias ptr @fmemopen(ptr noundef %arraydecay10, i64 noundef 4, ptr noundef @.str)
  store ptr %call11, ptr %f, align 8
  %5 = load ptr, ptr %f, align 8
  %call12 = call i32 @fputs(ptr noundef @.str.7, ptr noundef %5)
  %6 = load ptr, ptr %f, align 8
  %call13 = call i32 @fclose(ptr noundef %6)
  %arraydecay14 = getelementptr inbounds [4 x i8], ptr %b2, i64 0, i64 0
  call void @show(ptr noundef @.str.8, ptr noundef %arraydecay14, i32 noundef 4)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %b3, ptr align 1 @__const.main.b3, i64 12, i1 false)
  %arraydecay15 = getelementptr inbounds [12 x i8], ptr %b3, i64 0, i64 0
  %call16 = call noalias ptr @fmemopen(ptr noundef %arraydecay15, i64 noundef 12, ptr noundef @.str.9)
  store ptr %call16, ptr %f, align 8
  %7 = load ptr, ptr %f, align 8
  %call17 = call i64 @ftell(ptr noundef %7)
  %call18 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %call17)
  %8 = load ptr, ptr %f, align 8
  %call19 = call i32 @fputs(ptr noundef @.str.11, ptr noundef %8)
  %9 = load ptr, ptr %f, align 8
  %call20 = call i64 @ftell(ptr noundef %9)
  %call21 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %call20)
  %10 = load ptr, ptr %f, align 8
  %call22 = call i32 @fclose(ptr noundef %10)
  %arraydecay23 = getelementptr inbounds [12 x i8], ptr %b3, i64 0, i64 0
  call void @show(ptr noundef @.str.9, ptr noundef %arraydecay23, i32 noundef 12)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %b4, ptr align 1 @__const.main.b4, i64 12, i1 false)
  %arraydecay24 = getelementptr inbounds [12 x i8], ptr %b4, i64 0, i64 0
  %arraydecay25 = getelementptr inbounds [12 x i8], ptr %b4, i64 0, i64 0
  %call26 = call i64 @strlen(ptr noundef %arraydecay25)
  %call27 = call noalias ptr @fmemopen(ptr noundef %arraydecay24, i64 noundef %call26, ptr noundef @.str.12)
  store ptr %call27, ptr %f, align 8
  br label %while.cond
while.cond:                                       ; preds = %while.body, %entry
  %arraydecay28 = getelementptr inbounds [64 x i8], ptr %line, i64 0, i64 0
  %11 = load ptr, ptr %f, align 8
  %call29 = call ptr @fgets(ptr noundef %arraydecay28, i32 noundef 64, ptr noundef %11)
  %tobool = icmp ne ptr %call29, null
  br i1 %tobool, label %while.body, label %while.end
while.body:                                       ; preds = %while.cond
  %arraydecay30 = getelementptr inbounds [64 x i8], ptr %line, i64 0, i64 0
  %12 = load ptr, ptr %f, align 8
  %call31 = call i64 @ftell(ptr noundef %12)
  %call32 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %arraydecay30, i64 noundef %call31)
  br label %while.cond
while.end:                                        ; preds = %while.cond
  %13 = load ptr, ptr %f, align 8
  %call33 = call i32 @feof(ptr noundef %13)
  %call34 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %call33)
  %14 = load ptr, ptr %f, align 8
  %call35 = call i32 @fseek(ptr noundef %14, i64 noundef -2, i32 noundef 2)
  %15 = load ptr, ptr %f, align 8
  %call36 = call i32 @fgetc(ptr noundef %15)
  %16 = load ptr, ptr %f, align 8
  %call37 = call i64 @ftell(ptr noundef %16)
  %call38 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %call36, i64 noundef %call37)
  %17 = load ptr, ptr %f, align 8
  call void @rewind(ptr noundef %17)
  %arraydecay39 = getelementptr inbounds [64 x i8], ptr %line, i64 0, i64 0
  %18 = load ptr, ptr %f, align 8
  %call40 = call i64 @fread(ptr noundef %arraydecay39, i64 noundef 1, i64 noundef 5, ptr noundef %18)
  store i64 %call40, ptr %n, align 8
  %19 = load i64, ptr %n, align 8
  %arraydecay41 = getelementptr inbounds [64 x i8], ptr %line, i64 0, i64 0
  %20 = load ptr, ptr %f, align 8
  %call42 = call i64 @ftell(ptr noundef %20)
  %call43 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %19, ptr noundef %arraydecay41, i64 noundef %call42)
  %21 = load ptr, ptr %f, align 8
  %call44 = call i32 @fclose(ptr noundef %21)
  %call45 = call noalias ptr @fmemopen(ptr noundef null, i64 noundef 32, ptr noundef @.str.17)
  store ptr %call45, ptr %f, align 8
  %22 = load ptr, ptr %f, align 8
  %call46 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %22, ptr noundef @.str.18, ptr noundef @.str.19, i32 noundef 7)
  %23 = load ptr, ptr %f, align 8
  call void @rewind(ptr noundef %23)
  %arraydecay47 = getelementptr inbounds [64 x i8], ptr %line, i64 0, i64 0
  %24 = load ptr, ptr %f, align 8
  %call48 = call ptr @fgets(ptr noundef %arraydecay47, i32 noundef 64, ptr noundef %24)
  %tobool49 = icmp ne ptr %call48, null
  br i1 %tobool49, label %if.then, label %if.end
if.then:                                          ; preds = %while.end
  %arraydecay50 = getelementptr inbounds [64 x i8], ptr %line, i64 0, i64 0
  %call51 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, ptr noundef %arraydecay50)
  br label %if.end
if.end:                                           ; preds = %if.then, %while.end
  %25 = load ptr, ptr %f, align 8
  %call52 = call i32 @fclose(ptr noundef %25)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %b5, ptr align 1 @__const.main.b5, i64 10, i1 false)
  %arraydecay53 = getelementptr inbounds [10 x i8], ptr %b5, i64 0, i64 0
  %call54 = call noalias ptr @fmemopen(ptr noundef %arraydecay53, i64 noundef 10, ptr noundef @.str.21)
  store ptr %call54, ptr %f, align 8
  %26 = load ptr, ptr %f, align 8
  %call55 = call i32 @fseek(ptr noundef %26, i64 noundef 3, i32 noundef 0)
  %27 = load ptr, ptr %f, align 8
  %call56 = call i32 @fputs(ptr noundef @.str.22, ptr noundef %27)
  %28 = load ptr, ptr %f, align 8
  %call57 = call i32 @fseek(ptr noundef %28, i64 noundef 0, i32 noundef 1)
  %arraydecay58 = getelementptr inbounds [10 x i8], ptr %b5, i64 0, i64 0
  call void @show(ptr noundef @.str.21, ptr noundef %arraydecay58, i32 noundef 10)
  %29 = load ptr, ptr %f, align 8
  call void @rewind(ptr noundef %29)
  %arraydecay59 = getelementptr inbounds [64 x i8], ptr %line, i64 0, i64 0
  %30 = load ptr, ptr %f, align 8
  %call60 = call i64 @fread(ptr noundef %arraydecay59, i64 noundef 1, i64 noundef 10, ptr noundef %30)
  store i64 %call60, ptr %n, align 8
  %31 = load i64, ptr %n, align 8
  %arraydecay61 = getelementptr inbounds [64 x i8], ptr %line, i64 0, i64 0
  %32 = load ptr, ptr %f, align 8
  %call62 = call i32 @feof(ptr noundef %32)
  %call63 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i64 noundef %31, ptr noundef %arraydecay61, i32 noundef %call62)
  %33 = load ptr, ptr %f, align 8
  %call64 = call i32 @fclose(ptr noundef %33)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %b6, ptr align 1 @__const.main.b6, i64 6, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %b7, ptr align 1 @__const.main.b7, i64 6, i1 false)
  %arraydecay65 = getelementptr inbounds [6 x i8], ptr %b6, i64 0, i64 0
  %call66 = call noalias ptr @fmemopen(ptr noundef %arraydecay65, i64 noundef 6, ptr noundef @.str.24)
  %call67 = call i32 @fclose(ptr noundef %call66)
  %arraydecay68 = getelementptr inbounds [6 x i8], ptr %b7, i64 0, i64 0
  %call69 = call noalias ptr @fmemopen(ptr noundef %arraydecay68, i64 noundef 6, ptr noundef @.str.17)
  %call70 = call i32 @fclose(ptr noundef %call69)
  %arraydecay71 = getelementptr inbounds [6 x i8], ptr %b6, i64 0, i64 0
  call void @show(ptr noundef @.str.24, ptr noundef %arraydecay71, i32 noundef 6)
  %arraydecay72 = getelementptr inbounds [6 x i8], ptr %b7, i64 0, i64 0
  call void @show(ptr noundef @.str.17, ptr noundef %arraydecay72, i32 noundef 6)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %b8, ptr align 1 @__const.main.b8, i64 10, i1 false)
  %arraydecay73 = getelementptr inbounds [10 x i8], ptr %b8, i64 0, i64 0
  %call74 = call noalias ptr @fmemopen(ptr noundef %arraydecay73, i64 noundef 10, ptr noundef @.str.25)
  store ptr %call74, ptr %f, align 8
  %34 = load ptr, ptr %f, align 8
  %call75 = call i32 @fgetc(ptr noundef %34)
  %35 = load ptr, ptr %f, align 8
  %call76 = call i32 @feof(ptr noundef %35)
  %call77 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %call75, i32 noundef %call76)
  %36 = load ptr, ptr %f, align 8
  call void @rewind(ptr noundef %36)
  %37 = load ptr, ptr %f, align 8
  %call78 = call i32 @fgetc(ptr noundef %37)
  %call79 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, i32 noundef %call78)
  %38 = load ptr, ptr %f, align 8
  %call80 = call i32 @fseek(ptr noundef %38, i64 noundef 0, i32 noundef 2)
  %39 = load ptr, ptr %f, align 8
  %call81 = call i32 @fputs(ptr noundef @.str.28, ptr noundef %39)
  %call82 = call i32 @fflush(ptr noundef null)
  %arraydecay83 = getelementptr inbounds [10 x i8], ptr %b8, i64 0, i64 0
  call void @show(ptr noundef @.str.25, ptr noundef %arraydecay83, i32 noundef 10)
  %40 = load ptr, ptr %f, align 8
  %call84 = call i32 @fclose(ptr noundef %40)
  ret i32 0
}
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg)
declare noalias ptr @fmemopen(ptr noundef, i64 noundef, ptr noundef)
declare i32 @fprintf(ptr noundef, ptr noundef, ...)
define internal void @show(ptr noundef %what, ptr noundef %b, i32 noundef %n) {
entry:
  %what.addr = alloca ptr, align 8
  %b.addr = alloca ptr, align 8
  %n.addr = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr %what, ptr %what.addr, align 8
  store ptr %b, ptr %b.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %0 = load ptr, ptr %what.addr, align 8
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str.29, ptr noundef %0)
  store i32 0, ptr %i, align 4
  br label %for.cond
for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %i, align 4
  %2 = load i32, ptr %n.addr, align 4
  %cmp = icmp slt i32 %1, %2
  br i1 %cmp, label %for.body, label %for.end
for.body:                                         ; preds = %for.cond
  %3 = load ptr, ptr %b.addr, align 8
  %4 = load i32, ptr %i, align 4
  %idxprom = sext i32 %4 to i64
  %arrayidx = getelementptr inbounds i8, ptr %3, i64 %idxprom
  %5 = load i8, ptr %arrayidx, align 1
  %conv = zext i8 %5 to i32
  %call1 = call i32 (ptr, ...) @printf(ptr noundef @.str.30, i32 noundef %conv)
  br label %for.inc
for.inc:                                          ; preds = %for.body
  %6 = load i32, ptr %i, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond
for.end:                                          ; preds = %for.cond
  %call2 = call i32 (ptr, ...) @printf(ptr noundef @.str.31)
  ret void
}
declare i32 @printf(ptr noundef, ...)
declare i64 @ftell(ptr noundef)
declare i32 @fflush(ptr noundef)
declare i32 @fputs(ptr noundef, ptr noundef)
declare i32 @fclose(ptr noundef)
declare i64 @strlen(ptr noundef)
declare ptr @fgets(ptr noundef, i32 noundef, ptr noundef)
declare i32 @feof(ptr noundef)
declare i32 @fseek(ptr noundef, i64 noundef, i32 noundef)
declare i32 @fgetc(ptr noundef)
declare void @rewind(ptr noundef)
declare i64 @fread(ptr noundef, i64 noundef, i64 noundef, ptr noundef)
