; quoted names that look like numbers must stay named (not slot numbers)
@"0" = global i32 0
@"42" = global i32 1
%"7" = type { i32 }
@t = global %"7" zeroinitializer
define i32 @"1"(i32 %"0", i32 %"5") {
"3":
  %"2" = add i32 %"0", %"5"
  %0 = add i32 %"2", 1
  br label %"12"
"12":
  %"-1" = add i32 %0, 2
  ret i32 %"-1"
}
