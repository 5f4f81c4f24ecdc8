; langref: ptrtoaddr: the address bits of the pointer, without capturing provenance
; expect: i64 8 -> i64 8

define i64 @f(i64 %i) {
  %p = alloca [4 x i32]
  %q = getelementptr i8, ptr %p, i64 %i
  %a = ptrtoaddr ptr %q to i64
  %b = ptrtoaddr ptr %p to i64
  %d = sub i64 %a, %b
  ret i64 %d
}
