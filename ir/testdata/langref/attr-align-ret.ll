; langref: align (return): a returned pointer less aligned than the align attribute is poison
; expect: i64 1 -> i64 poison

define align 2 ptr @g(ptr %p, i64 %i) {
  %q = getelementptr i8, ptr %p, i64 %i
  ret ptr %q
}

define i64 @f(i64 %i) {
  %o = alloca [4 x i32], align 8
  %q = call align 2 ptr @g(ptr %o, i64 %i)
  %a = ptrtoint ptr %q to i64
  %b = ptrtoint ptr %o to i64
  %d = sub i64 %a, %b
  ret i64 %d
}
