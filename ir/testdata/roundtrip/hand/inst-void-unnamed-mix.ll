; void calls and stores interleaved with unnamed values (numbering must skip void results)
declare void @v(i32)
declare i32 @r()
define i32 @f() {
  %1 = call i32 @r()
  call void @v(i32 %1)
  %2 = call i32 @r()
  store i32 %2, ptr null
  %3 = add i32 %1, %2
  call void @v(i32 %3)
  fence seq_cst
  %4 = mul i32 %3, %3
  ret i32 %4
}
