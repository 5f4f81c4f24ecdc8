; langref: ptrtoint: the address of the pointer as an integer
; expect: i64 12 -> i64 12

define i64 @f(i64 %i) {
  %p = alloca [4 x i32]
  %q = getelementptr i8, ptr %p, i64 %i
  %a = ptrtoint ptr %q to i64
  %b = ptrtoint ptr %p to i64
  %d = sub i64 %a, %b
  ret i64 %d
}
