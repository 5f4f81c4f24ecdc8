; GCC's __builtin_setjmp and __builtin_longjmp (llvm.eh.sjlj.setjmp and
; llvm.eh.sjlj.longjmp) are a setjmp and longjmp pair: setjmp returns 1 again.
; STDOUT: "first 0\nagain 1\n"
; #include <stdio.h>
; static void *buf[5];
; static int n;
; __attribute__((noinline)) static void jump(void) { n++; __builtin_longjmp(buf, 1); }
; int main(void) {
;   if (__builtin_setjmp(buf) == 0) { printf("first %d\n", n); jump(); }
;   printf("again %d\n", n);
;   return 0;
; }

@buf = internal global [5 x ptr] zeroinitializer, align 16
@.str = private unnamed_addr constant [10 x i8] c"first %d\0A\00", align 1
@n = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"again %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() {
entry:
  %retval = alloca i32, align 4
  store i32 0, ptr %retval, align 4
  %0 = call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %0, ptr @buf, align 16
  %1 = call ptr @llvm.stacksave.p0()
  store ptr %1, ptr getelementptr inbounds (ptr, ptr @buf, i64 2), align 16
  %2 = call i32 @llvm.eh.sjlj.setjmp(ptr @buf)
  %cmp = icmp eq i32 %2, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %3 = load i32, ptr @n, align 4
  %call = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3)
  call void @jump()
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %4 = load i32, ptr @n, align 4
  %call1 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %4)
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0()

; Function Attrs: nounwind
declare i32 @llvm.eh.sjlj.setjmp(ptr)

declare i32 @printf(ptr noundef, ...)

; Function Attrs: noinline nounwind optnone uwtable
define internal void @jump() {
entry:
  %0 = load i32, ptr @n, align 4
  %inc = add nsw i32 %0, 1
  store i32 %inc, ptr @n, align 4
  call void @llvm.eh.sjlj.longjmp(ptr @buf)
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @llvm.eh.sjlj.longjmp(ptr)



