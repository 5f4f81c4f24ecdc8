; sscanf, fscanf and scanf (stdin empty): the output is a native run's
; (clang-22 -O0 of the C program in the comments, stdin /dev/null).
; STDOUT: "9: -42 17 abc Z 1f 3.25 -1000 99999999999 -7 44\n1 12\nempty -1\nmismatch 1\n3: 7 16 8\n2: 123 45\n2: 5 6 eof 0\n1: 7 eof 1\n-1 eof 1\nscanf -1\n"
; #include <stdio.h>
; int main(void) {
;   int a = 0, n = 0; unsigned u = 0; long l = 0; short h = 0; char s[16] = {0}, c = 0; double d = 0; float f = 0; unsigned x = 0;
;   int r = sscanf("  -42 17 abc Z 0x1f 3.25 -1e3 99999999999 -7", "%d %u %s %c %x %lf %f %ld %hd%n", &a, &u, s, &c, &x, &d, &f, &l, &h, &n);
;   printf("%d: %d %u %s %c %x %g %g %ld %d %d\n", r, a, u, s, c, x, d, f, l, h, n);
;   r = sscanf("12abc", "%d%d", &a, &u);
;   printf("%d %d\n", r, a);
;   r = sscanf("", "%d", &a);
;   printf("empty %d\n", r);
;   r = sscanf("7 x", "%d %d", &a, &u);
;   printf("mismatch %d\n", r);
;   r = sscanf("007 0x10 010", "%i %i %i", &a, (int *)&u, (int *)&x);
;   printf("%d: %d %u %u\n", r, a, u, x);
;   r = sscanf("12345", "%3d%d", &a, (int *)&u);
;   printf("%d: %d %u\n", r, a, u);
;   FILE *t = tmpfile();
;   fputs("5 6\n7", t);
;   rewind(t);
;   int p, q, z;
;   r = fscanf(t, "%d %d", &p, &q);
;   printf("%d: %d %d eof %d\n", r, p, q, feof(t));
;   r = fscanf(t, "%d", &z);
;   printf("%d: %d eof %d\n", r, z, feof(t));
;   r = fscanf(t, "%d", &z);
;   printf("%d eof %d\n", r, feof(t));
;   fclose(t);
;   printf("scanf %d\n", scanf("%d", &z));
;   return 0;
; }

@.str = private unnamed_addr constant [45 x i8] c"  -42 17 abc Z 0x1f 3.25 -1e3 99999999999 -7\00", align 1
@.str.1 = private unnamed_addr constant [32 x i8] c"%d %u %s %c %x %lf %f %ld %hd%n\00", align 1
@.str.2 = private unnamed_addr constant [36 x i8] c"%d: %d %u %s %c %x %g %g %ld %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"12abc\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%d%d\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"empty %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"7 x\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"%d %d\00", align 1
@.str.11 = private unnamed_addr constant [13 x i8] c"mismatch %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"007 0x10 010\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"%i %i %i\00", align 1
@.str.14 = private unnamed_addr constant [14 x i8] c"%d: %d %u %u\0A\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"12345\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"%3d%d\00", align 1
@.str.17 = private unnamed_addr constant [11 x i8] c"%d: %d %u\0A\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"5 6\0A7\00", align 1
@.str.19 = private unnamed_addr constant [18 x i8] c"%d: %d %d eof %d\0A\00", align 1
@.str.20 = private unnamed_addr constant [15 x i8] c"%d: %d eof %d\0A\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"%d eof %d\0A\00", align 1
@.str.22 = private unnamed_addr constant [10 x i8] c"scanf %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() {
entry:
  %retval = alloca i32, align 4
  %a = alloca i32, align 4
  %n = alloca i32, align 4
  %u = alloca i32, align 4
  %l = alloca i64, align 8
  %h = alloca i16, align 2
  %s = alloca [16 x i8], align 16
  %c = alloca i8, align 1
  %d = alloca double, align 8
  %f = alloca float, align 4
  %x = alloca i32, align 4
  %r = alloca i32, align 4
  %t = alloca ptr, align 8
  %p = alloca i32, align 4
  %q = alloca i32, align 4
  %z = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  store i32 0, ptr %a, align 4
  store i32 0, ptr %n, align 4
  store i32 0, ptr %u, align 4
  store i64 0, ptr %l, align 8
  store i16 0, ptr %h, align 2
  call void @llvm.memset.p0.i64(ptr align 16 %s, i8 0, i64 16, i1 false)
  store i8 0, ptr %c, align 1
  store double 0.000000e+00, ptr %d, align 8
  store float 0.000000e+00, ptr %f, align 4
  store i32 0, ptr %x, align 4
  %arraydecay = getelementptr inbounds [16 x i8], ptr %s, i64 0, i64 0
  %call = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str, ptr noundef @.str.1, ptr noundef %a, ptr noundef %u, ptr noundef %arraydecay, ptr noundef %c, ptr noundef %x, ptr noundef %d, ptr noundef %f, ptr noundef %l, ptr noundef %h, ptr noundef %n)
  store i32 %call, ptr %r, align 4
  %0 = load i32, ptr %r, align 4
  %1 = load i32, ptr %a, align 4
  %2 = load i32, ptr %u, align 4
  %arraydecay1 = getelementptr inbounds [16 x i8], ptr %s, i64 0, i64 0
  %3 = load i8, ptr %c, align 1
  %conv = sext i8 %3 to i32
  %4 = load i32, ptr %x, align 4
  %5 = load double, ptr %d, align 8
  %6 = load float, ptr %f, align 4
  %conv2 = fpext float %6 to double
  %7 = load i64, ptr %l, align 8
  %8 = load i16, ptr %h, align 2
  %conv3 = sext i16 %8 to i32
  %9 = load i32, ptr %n, align 4
  %call4 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %arraydecay1, i32 noundef %conv, i32 noundef %4, double noundef %5, double noundef %conv2, i64 noundef %7, i32 noundef %conv3, i32 noundef %9)
  %call5 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.3, ptr noundef @.str.4, ptr noundef %a, ptr noundef %u)
  store i32 %call5, ptr %r, align 4
  %10 = load i32, ptr %r, align 4
  %11 = load i32, ptr %a, align 4
  %call6 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %10, i32 noundef %11)
  %call7 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.6, ptr noundef @.str.7, ptr noundef %a)
  store i32 %call7, ptr %r, align 4
  %12 = load i32, ptr %r, align 4
  %call8 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %12)
  %call9 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.9, ptr noundef @.str.10, ptr noundef %a, ptr noundef %u)
  store i32 %call9, ptr %r, align 4
  %13 = load i32, ptr %r, align 4
  %call10 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %13)
  %call11 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.12, ptr noundef @.str.13, ptr noundef %a, ptr noundef %u, ptr noundef %x)
  store i32 %call11, ptr %r, align 4
  %14 = load i32, ptr %r, align 4
  %15 = load i32, ptr %a, align 4
  %16 = load i32, ptr %u, align 4
  %17 = load i32, ptr %x, align 4
  %call12 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17)
  %call13 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.15, ptr noundef @.str.16, ptr noundef %a, ptr noundef %u)
  store i32 %call13, ptr %r, align 4
  %18 = load i32, ptr %r, align 4
  %19 = load i32, ptr %a, align 4
  %20 = load i32, ptr %u, align 4
  %call14 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %18, i32 noundef %19, i32 noundef %20)
  %call15 = call noalias ptr @tmpfile()
  store ptr %call15, ptr %t, align 8
  %21 = load ptr, ptr %t, align 8
  %call16 = call i32 @fputs(ptr noundef @.str.18, ptr noundef %21)
  %22 = load ptr, ptr %t, align 8
  call void @rewind(ptr noundef %22)
  %23 = load ptr, ptr %t, align 8
  %call17 = call i32 (ptr, ptr, ...) @__isoc99_fscanf(ptr noundef %23, ptr noundef @.str.10, ptr noundef %p, ptr noundef %q)
  store i32 %call17, ptr %r, align 4
  %24 = load i32, ptr %r, align 4
  %25 = load i32, ptr %p, align 4
  %26 = load i32, ptr %q, align 4
  %27 = load ptr, ptr %t, align 8
  %call18 = call i32 @feof(ptr noundef %27)
  %call19 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %24, i32 noundef %25, i32 noundef %26, i32 noundef %call18)
  %28 = load ptr, ptr %t, align 8
  %call20 = call i32 (ptr, ptr, ...) @__isoc99_fscanf(ptr noundef %28, ptr noundef @.str.7, ptr noundef %z)
  store i32 %call20, ptr %r, align 4
  %29 = load i32, ptr %r, align 4
  %30 = load i32, ptr %z, align 4
  %31 = load ptr, ptr %t, align 8
  %call21 = call i32 @feof(ptr noundef %31)
  %call22 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %29, i32 noundef %30, i32 noundef %call21)
  %32 = load ptr, ptr %t, align 8
  %call23 = call i32 (ptr, ptr, ...) @__isoc99_fscanf(ptr noundef %32, ptr noundef @.str.7, ptr noundef %z)
  store i32 %call23, ptr %r, align 4
  %33 = load i32, ptr %r, align 4
  %34 = load ptr, ptr %t, align 8
  %call24 = call i32 @feof(ptr noundef %34)
  %call25 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %33, i32 noundef %call24)
  %35 = load ptr, ptr %t, align 8
  %call26 = call i32 @fclose(ptr noundef %35)
  %call27 = call i32 (ptr, ...) @__isoc99_scanf(ptr noundef @.str.7, ptr noundef %z)
  %call28 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %call27)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)

; Function Attrs: nounwind
declare i32 @__isoc99_sscanf(ptr noundef, ptr noundef, ...)

declare i32 @printf(ptr noundef, ...)

declare noalias ptr @tmpfile()

declare i32 @fputs(ptr noundef, ptr noundef)

declare void @rewind(ptr noundef)

declare i32 @__isoc99_fscanf(ptr noundef, ptr noundef, ...)

; Function Attrs: nounwind
declare i32 @feof(ptr noundef)

declare i32 @fclose(ptr noundef)

declare i32 @__isoc99_scanf(ptr noundef, ...)



