; other constant-expression contexts: icmp/fcmp do not exist in 19, so use nested exprs as operands
@g = global i32 0
define i64 @f() {
  %a = add i64 ptrtoint (ptr @g to i64), 1
  %b = getelementptr i8, ptr getelementptr (i8, ptr @g, i64 4), i64 %a
  store i32 1, ptr getelementptr inbounds (i32, ptr @g, i64 1)
  %c = load i32, ptr inttoptr (i64 add (i64 ptrtoint (ptr @g to i64), i64 4) to ptr)
  ret i64 %a
}
define <2 x i64> @v() {
  ret <2 x i64> <i64 ptrtoint (ptr @g to i64), i64 xor (i64 ptrtoint (ptr @g to i64), i64 5)>
}
