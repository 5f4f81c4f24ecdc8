; unnamed values, args, blocks and globals numbered %0, %1..., @0, @1...
@0 = global i32 1
@1 = private constant [2 x i8] c"x\00"
define i32 @2(i32 %0, i32 %1) {
  %3 = add i32 %0, %1
  br label %4
4:
  %5 = mul i32 %3, 2
  %6 = load i32, ptr @0
  br i1 true, label %7, label %9
7:
  %8 = add i32 %5, %6
  br label %9
9:
  %10 = phi i32 [ %5, %4 ], [ %8, %7 ]
  ret i32 %10
}
define void @3() {
  %1 = call i32 @2(i32 1, i32 2)
  ret void
}
define i32 @unnamed_entry(i32) {
  %2 = add i32 %0, 1
  ret i32 %2
}
