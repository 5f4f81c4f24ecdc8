; The C locale's character classes through glibc's macros (__ctype_b_loc) and
; toupper/tolower, for EOF and every unsigned char; the output is the native
; run's (clang-19 -O0).
; STDOUT: "2048890488 Qq\n"
; #include <stdio.h>
; #include <ctype.h>
; int main(void) {
;   unsigned h = 0;
;   for (int c = -1; c < 256; c++) {
;     h = h * 33 + (isalpha(c) ? 1 : 0) + (isdigit(c) ? 2 : 0) + (isspace(c) ? 4 : 0) + (ispunct(c) ? 8 : 0) + (isxdigit(c) ? 16 : 0) + (isupper(c) ? 32 : 0) + (iscntrl(c) ? 64 : 0) + (isprint(c) ? 128 : 0) + (isgraph(c) ? 256 : 0) + (isblank(c) ? 512 : 0) + (isalnum(c) ? 1024 : 0) + (islower(c) ? 2048 : 0);
;     h ^= (unsigned)toupper(c) * 7u + (unsigned)tolower(c);
;   }
;   printf("%u %c%c\n", h, toupper('q'), tolower('Q'));
;   return 0;
; }
; ModuleID = 'ctype_table.c'
source_filename = "ctype_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%u %c%c\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 -1, ptr %3, align 4
  br label %4

4:                                                ; preds = %162, %0
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 256
  br i1 %6, label %7, label %165

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = mul i32 %8, 33
  %10 = call ptr @__ctype_b_loc() #4
  %11 = load ptr, ptr %10, align 8
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i16, ptr %11, i64 %13
  %15 = load i16, ptr %14, align 2
  %16 = zext i16 %15 to i32
  %17 = and i32 %16, 1024
  %18 = icmp ne i32 %17, 0
  %19 = zext i1 %18 to i64
  %20 = select i1 %18, i32 1, i32 0
  %21 = add i32 %9, %20
  %22 = call ptr @__ctype_b_loc() #4
  %23 = load ptr, ptr %22, align 8
  %24 = load i32, ptr %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i16, ptr %23, i64 %25
  %27 = load i16, ptr %26, align 2
  %28 = zext i16 %27 to i32
  %29 = and i32 %28, 2048
  %30 = icmp ne i32 %29, 0
  %31 = zext i1 %30 to i64
  %32 = select i1 %30, i32 2, i32 0
  %33 = add i32 %21, %32
  %34 = call ptr @__ctype_b_loc() #4
  %35 = load ptr, ptr %34, align 8
  %36 = load i32, ptr %3, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i16, ptr %35, i64 %37
  %39 = load i16, ptr %38, align 2
  %40 = zext i16 %39 to i32
  %41 = and i32 %40, 8192
  %42 = icmp ne i32 %41, 0
  %43 = zext i1 %42 to i64
  %44 = select i1 %42, i32 4, i32 0
  %45 = add i32 %33, %44
  %46 = call ptr @__ctype_b_loc() #4
  %47 = load ptr, ptr %46, align 8
  %48 = load i32, ptr %3, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i16, ptr %47, i64 %49
  %51 = load i16, ptr %50, align 2
  %52 = zext i16 %51 to i32
  %53 = and i32 %52, 4
  %54 = icmp ne i32 %53, 0
  %55 = zext i1 %54 to i64
  %56 = select i1 %54, i32 8, i32 0
  %57 = add i32 %45, %56
  %58 = call ptr @__ctype_b_loc() #4
  %59 = load ptr, ptr %58, align 8
  %60 = load i32, ptr %3, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i16, ptr %59, i64 %61
  %63 = load i16, ptr %62, align 2
  %64 = zext i16 %63 to i32
  %65 = and i32 %64, 4096
  %66 = icmp ne i32 %65, 0
  %67 = zext i1 %66 to i64
  %68 = select i1 %66, i32 16, i32 0
  %69 = add i32 %57, %68
  %70 = call ptr @__ctype_b_loc() #4
  %71 = load ptr, ptr %70, align 8
  %72 = load i32, ptr %3, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i16, ptr %71, i64 %73
  %75 = load i16, ptr %74, align 2
  %76 = zext i16 %75 to i32
  %77 = and i32 %76, 256
  %78 = icmp ne i32 %77, 0
  %79 = zext i1 %78 to i64
  %80 = select i1 %78, i32 32, i32 0
  %81 = add i32 %69, %80
  %82 = call ptr @__ctype_b_loc() #4
  %83 = load ptr, ptr %82, align 8
  %84 = load i32, ptr %3, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i16, ptr %83, i64 %85
  %87 = load i16, ptr %86, align 2
  %88 = zext i16 %87 to i32
  %89 = and i32 %88, 2
  %90 = icmp ne i32 %89, 0
  %91 = zext i1 %90 to i64
  %92 = select i1 %90, i32 64, i32 0
  %93 = add i32 %81, %92
  %94 = call ptr @__ctype_b_loc() #4
  %95 = load ptr, ptr %94, align 8
  %96 = load i32, ptr %3, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i16, ptr %95, i64 %97
  %99 = load i16, ptr %98, align 2
  %100 = zext i16 %99 to i32
  %101 = and i32 %100, 16384
  %102 = icmp ne i32 %101, 0
  %103 = zext i1 %102 to i64
  %104 = select i1 %102, i32 128, i32 0
  %105 = add i32 %93, %104
  %106 = call ptr @__ctype_b_loc() #4
  %107 = load ptr, ptr %106, align 8
  %108 = load i32, ptr %3, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i16, ptr %107, i64 %109
  %111 = load i16, ptr %110, align 2
  %112 = zext i16 %111 to i32
  %113 = and i32 %112, 32768
  %114 = icmp ne i32 %113, 0
  %115 = zext i1 %114 to i64
  %116 = select i1 %114, i32 256, i32 0
  %117 = add i32 %105, %116
  %118 = call ptr @__ctype_b_loc() #4
  %119 = load ptr, ptr %118, align 8
  %120 = load i32, ptr %3, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i16, ptr %119, i64 %121
  %123 = load i16, ptr %122, align 2
  %124 = zext i16 %123 to i32
  %125 = and i32 %124, 1
  %126 = icmp ne i32 %125, 0
  %127 = zext i1 %126 to i64
  %128 = select i1 %126, i32 512, i32 0
  %129 = add i32 %117, %128
  %130 = call ptr @__ctype_b_loc() #4
  %131 = load ptr, ptr %130, align 8
  %132 = load i32, ptr %3, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i16, ptr %131, i64 %133
  %135 = load i16, ptr %134, align 2
  %136 = zext i16 %135 to i32
  %137 = and i32 %136, 8
  %138 = icmp ne i32 %137, 0
  %139 = zext i1 %138 to i64
  %140 = select i1 %138, i32 1024, i32 0
  %141 = add i32 %129, %140
  %142 = call ptr @__ctype_b_loc() #4
  %143 = load ptr, ptr %142, align 8
  %144 = load i32, ptr %3, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds i16, ptr %143, i64 %145
  %147 = load i16, ptr %146, align 2
  %148 = zext i16 %147 to i32
  %149 = and i32 %148, 512
  %150 = icmp ne i32 %149, 0
  %151 = zext i1 %150 to i64
  %152 = select i1 %150, i32 2048, i32 0
  %153 = add i32 %141, %152
  store i32 %153, ptr %2, align 4
  %154 = load i32, ptr %3, align 4
  %155 = call i32 @toupper(i32 noundef %154) #5
  %156 = mul i32 %155, 7
  %157 = load i32, ptr %3, align 4
  %158 = call i32 @tolower(i32 noundef %157) #5
  %159 = add i32 %156, %158
  %160 = load i32, ptr %2, align 4
  %161 = xor i32 %160, %159
  store i32 %161, ptr %2, align 4
  br label %162

162:                                              ; preds = %7
  %163 = load i32, ptr %3, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %3, align 4
  br label %4, !llvm.loop !6

165:                                              ; preds = %4
  %166 = load i32, ptr %2, align 4
  %167 = call i32 @toupper(i32 noundef 113) #5
  %168 = call i32 @tolower(i32 noundef 81) #5
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %166, i32 noundef %167, i32 noundef %168)
  ret i32 0
}

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #1

; Function Attrs: nounwind willreturn memory(read)
declare i32 @toupper(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @tolower(i32 noundef) #2

declare i32 @printf(ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(none) }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
