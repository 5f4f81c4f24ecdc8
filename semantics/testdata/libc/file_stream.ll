; Files on the run's in-memory file system (libc_file.go): the output is a
; native run's in an empty directory (clang-22 -O0 of the C program in the comments).
; STDOUT: "missing: null\nline [x=5\n]line [second line\n]line [z12345]\neof 1\ngetc x, tell 1\nread 3 [345] eof 1 tell 22\na+: 3 [x=5\nse]\nremove 0 -1\ntmp tell 6\ntmp [tmp 42]\n"
; #include <stdio.h>
; #include <string.h>
; int main(void) {
;   FILE *f = fopen("data.txt", "w");
;   fprintf(f, "x=%d\n", 5);
;   fputs("second line\n", f);
;   fputc('z', f);
;   fwrite("12345", 1, 5, f);
;   fclose(f);
;   printf("missing: %s\n", fopen("nothere.txt", "r") ? "opened" : "null");
;   f = fopen("data.txt", "r");
;   char l[32];
;   while (fgets(l, sizeof l, f)) printf("line [%s]", l);
;   printf("\neof %d\n", feof(f));
;   rewind(f);
;   printf("getc %c, tell %ld\n", fgetc(f), ftell(f));
;   fseek(f, -3, SEEK_END);
;   char b[8] = {0};
;   size_t n = fread(b, 1, 8, f);
;   printf("read %zu [%s] eof %d tell %ld\n", n, b, feof(f), ftell(f));
;   fclose(f);
;   f = fopen("data.txt", "a+");
;   fputs("!", f);
;   fseek(f, 0, SEEK_SET);
;   n = fread(b, 2, 3, f);
;   printf("a+: %zu [%.6s]\n", n, b);
;   fclose(f);
;   printf("remove %d %d\n", remove("data.txt"), remove("data.txt"));
;   FILE *t = tmpfile();
;   fprintf(t, "%s %d", "tmp", 42);
;   printf("tmp tell %ld\n", ftell(t));
;   rewind(t);
;   n = fread(b, 1, sizeof b - 1, t);
;   b[n] = 0;
;   printf("tmp [%s]\n", b);
;   fclose(t);
;   return 0;
; }

@.str = private unnamed_addr constant [9 x i8] c"data.txt\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"w\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"x=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"second line\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"12345\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"missing: %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"nothere.txt\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"opened\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"line [%s]\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"\0Aeof %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [19 x i8] c"getc %c, tell %ld\0A\00", align 1
@.str.13 = private unnamed_addr constant [31 x i8] c"read %zu [%s] eof %d tell %ld\0A\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"a+\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"!\00", align 1
@.str.16 = private unnamed_addr constant [16 x i8] c"a+: %zu [%.6s]\0A\00", align 1
@.str.17 = private unnamed_addr constant [14 x i8] c"remove %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"%s %d\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"tmp\00", align 1
@.str.20 = private unnamed_addr constant [14 x i8] c"tmp tell %ld\0A\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c"tmp [%s]\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() {
entry:
  %retval = alloca i32, align 4
  %f = alloca ptr, align 8
  %l = alloca [32 x i8], align 16
  %b = alloca [8 x i8], align 1
  %n = alloca i64, align 8
  %t = alloca ptr, align 8
  store i32 0, ptr %retval, align 4
  %call = call noalias ptr @fopen(ptr noundef @.str, ptr noundef @.str.1)
  store ptr %call, ptr %f, align 8
  %0 = load ptr, ptr %f, align 8
  %call1 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %0, ptr noundef @.str.2, i32 noundef 5)
  %1 = load ptr, ptr %f, align 8
  %call2 = call i32 @fputs(ptr noundef @.str.3, ptr noundef %1)
  %2 = load ptr, ptr %f, align 8
  %call3 = call i32 @fputc(i32 noundef 122, ptr noundef %2)
  %3 = load ptr, ptr %f, align 8
  %call4 = call i64 @fwrite(ptr noundef @.str.4, i64 noundef 1, i64 noundef 5, ptr noundef %3)
  %4 = load ptr, ptr %f, align 8
  %call5 = call i32 @fclose(ptr noundef %4)
  %call6 = call noalias ptr @fopen(ptr noundef @.str.6, ptr noundef @.str.7)
  %tobool = icmp ne ptr %call6, null
  %5 = zext i1 %tobool to i64
  %cond = select i1 %tobool, ptr @.str.8, ptr @.str.9
  %call7 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %cond)
  %call8 = call noalias ptr @fopen(ptr noundef @.str, ptr noundef @.str.7)
  store ptr %call8, ptr %f, align 8
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %arraydecay = getelementptr inbounds [32 x i8], ptr %l, i64 0, i64 0
  %6 = load ptr, ptr %f, align 8
  %call9 = call ptr @fgets(ptr noundef %arraydecay, i32 noundef 32, ptr noundef %6)
  %tobool10 = icmp ne ptr %call9, null
  br i1 %tobool10, label %while.body, label %while.end

while.body:                                       ; preds = %while.cond
  %arraydecay11 = getelementptr inbounds [32 x i8], ptr %l, i64 0, i64 0
  %call12 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %arraydecay11)
  br label %while.cond

while.end:                                        ; preds = %while.cond
  %7 = load ptr, ptr %f, align 8
  %call13 = call i32 @feof(ptr noundef %7)
  %call14 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %call13)
  %8 = load ptr, ptr %f, align 8
  call void @rewind(ptr noundef %8)
  %9 = load ptr, ptr %f, align 8
  %call15 = call i32 @fgetc(ptr noundef %9)
  %10 = load ptr, ptr %f, align 8
  %call16 = call i64 @ftell(ptr noundef %10)
  %call17 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %call15, i64 noundef %call16)
  %11 = load ptr, ptr %f, align 8
  %call18 = call i32 @fseek(ptr noundef %11, i64 noundef -3, i32 noundef 2)
  call void @llvm.memset.p0.i64(ptr align 1 %b, i8 0, i64 8, i1 false)
  %arraydecay19 = getelementptr inbounds [8 x i8], ptr %b, i64 0, i64 0
  %12 = load ptr, ptr %f, align 8
  %call20 = call i64 @fread(ptr noundef %arraydecay19, i64 noundef 1, i64 noundef 8, ptr noundef %12)
  store i64 %call20, ptr %n, align 8
  %13 = load i64, ptr %n, align 8
  %arraydecay21 = getelementptr inbounds [8 x i8], ptr %b, i64 0, i64 0
  %14 = load ptr, ptr %f, align 8
  %call22 = call i32 @feof(ptr noundef %14)
  %15 = load ptr, ptr %f, align 8
  %call23 = call i64 @ftell(ptr noundef %15)
  %call24 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %13, ptr noundef %arraydecay21, i32 noundef %call22, i64 noundef %call23)
  %16 = load ptr, ptr %f, align 8
  %call25 = call i32 @fclose(ptr noundef %16)
  %call26 = call noalias ptr @fopen(ptr noundef @.str, ptr noundef @.str.14)
  store ptr %call26, ptr %f, align 8
  %17 = load ptr, ptr %f, align 8
  %call27 = call i32 @fputs(ptr noundef @.str.15, ptr noundef %17)
  %18 = load ptr, ptr %f, align 8
  %call28 = call i32 @fseek(ptr noundef %18, i64 noundef 0, i32 noundef 0)
  %arraydecay29 = getelementptr inbounds [8 x i8], ptr %b, i64 0, i64 0
  %19 = load ptr, ptr %f, align 8
  %call30 = call i64 @fread(ptr noundef %arraydecay29, i64 noundef 2, i64 noundef 3, ptr noundef %19)
  store i64 %call30, ptr %n, align 8
  %20 = load i64, ptr %n, align 8
  %arraydecay31 = getelementptr inbounds [8 x i8], ptr %b, i64 0, i64 0
  %call32 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %20, ptr noundef %arraydecay31)
  %21 = load ptr, ptr %f, align 8
  %call33 = call i32 @fclose(ptr noundef %21)
  %call34 = call i32 @remove(ptr noundef @.str)
  %call35 = call i32 @remove(ptr noundef @.str)
  %call36 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %call34, i32 noundef %call35)
  %call37 = call noalias ptr @tmpfile()
  store ptr %call37, ptr %t, align 8
  %22 = load ptr, ptr %t, align 8
  %call38 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %22, ptr noundef @.str.18, ptr noundef @.str.19, i32 noundef 42)
  %23 = load ptr, ptr %t, align 8
  %call39 = call i64 @ftell(ptr noundef %23)
  %call40 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i64 noundef %call39)
  %24 = load ptr, ptr %t, align 8
  call void @rewind(ptr noundef %24)
  %arraydecay41 = getelementptr inbounds [8 x i8], ptr %b, i64 0, i64 0
  %25 = load ptr, ptr %t, align 8
  %call42 = call i64 @fread(ptr noundef %arraydecay41, i64 noundef 1, i64 noundef 7, ptr noundef %25)
  store i64 %call42, ptr %n, align 8
  %26 = load i64, ptr %n, align 8
  %arrayidx = getelementptr inbounds nuw [8 x i8], ptr %b, i64 0, i64 %26
  store i8 0, ptr %arrayidx, align 1
  %arraydecay43 = getelementptr inbounds [8 x i8], ptr %b, i64 0, i64 0
  %call44 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, ptr noundef %arraydecay43)
  %27 = load ptr, ptr %t, align 8
  %call45 = call i32 @fclose(ptr noundef %27)
  ret i32 0
}

declare noalias ptr @fopen(ptr noundef, ptr noundef)

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...)

declare i32 @fputs(ptr noundef, ptr noundef)

declare i32 @fputc(i32 noundef, ptr noundef)

declare i64 @fwrite(ptr noundef, i64 noundef, i64 noundef, ptr noundef)

declare i32 @fclose(ptr noundef)

declare i32 @printf(ptr noundef, ...)

declare ptr @fgets(ptr noundef, i32 noundef, ptr noundef)

; Function Attrs: nounwind
declare i32 @feof(ptr noundef)

declare void @rewind(ptr noundef)

declare i32 @fgetc(ptr noundef)

declare i64 @ftell(ptr noundef)

declare i32 @fseek(ptr noundef, i64 noundef, i32 noundef)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

declare i64 @fread(ptr noundef, i64 noundef, i64 noundef, ptr noundef)

; Function Attrs: nounwind
declare i32 @remove(ptr noundef)

declare noalias ptr @tmpfile()



