; LLVM 19 lets numbered values and blocks skip numbers (each must be greater than the last)
define i32 @f(i32 %0, i32 %3) {
5:
  %7 = add i32 %0, %3
  br label %10
10:
  %11 = mul i32 %7, 2
  %20 = add i32 %11, 1
  ret i32 %20
}
