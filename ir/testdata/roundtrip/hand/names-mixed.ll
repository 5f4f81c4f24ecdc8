; a function mixing named and unnamed values, names that look like numbers
define i32 @f(i32 %x, i32) {
  %2 = add i32 %x, %0
  %n3 = add i32 %2, 1
  %"4" = add i32 %n3, 1
  %3 = add i32 %"4", 1
  br label %named
named:
  %4 = add i32 %3, 1
  br label %5
5:
  ret i32 %4
}
