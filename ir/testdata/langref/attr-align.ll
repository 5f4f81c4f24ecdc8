; langref: align (parameter): a pointer argument less aligned than the align attribute is poison
; expect: i64 2 -> i64 poison

define i64 @g(ptr align 4 %p) {
  %a = ptrtoint ptr %p to i64
  ret i64 %a
}

define i64 @f(i64 %i) {
  %o = alloca [4 x i32], align 8
  %q = getelementptr i8, ptr %o, i64 %i
  %r = call i64 @g(ptr align 4 %q)
  %b = ptrtoint ptr %o to i64
  %d = sub i64 %r, %b
  ret i64 %d
}
