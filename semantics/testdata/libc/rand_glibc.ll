; rand and srand follow glibc (random_r TYPE_3): the first values of the
; default seed (srand(1)), of srand(42), and srand(0) as srand(1).
; STDOUT: "1804289383\n846930886\n1681692777\n1714636915\n1957747793\n71876166\n708592740\n1483128881\n1804289383\n"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %4

4:                                                ; preds = %10, %0
  %5 = load i32, ptr %2, align 4
  %6 = icmp slt i32 %5, 5
  br i1 %6, label %7, label %13

7:                                                ; preds = %4
  %8 = call i32 @rand()
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %8)
  br label %10

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %2, align 4
  br label %4

13:                                               ; preds = %4
  call void @srand(i32 noundef 42)
  store i32 0, ptr %3, align 4
  br label %14

14:                                               ; preds = %20, %13
  %15 = load i32, ptr %3, align 4
  %16 = icmp slt i32 %15, 3
  br i1 %16, label %17, label %23

17:                                               ; preds = %14
  %18 = call i32 @rand()
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %18)
  br label %20

20:                                               ; preds = %17
  %21 = load i32, ptr %3, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %3, align 4
  br label %14

23:                                               ; preds = %14
  call void @srand(i32 noundef 0)
  %24 = call i32 @rand()
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %24)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...)

; Function Attrs: nounwind
declare i32 @rand()

; Function Attrs: nounwind
declare void @srand(i32 noundef)

