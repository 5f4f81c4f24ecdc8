; EXPECT: correct
; WHY: a load from freed heap memory is UB (use after free), so src allows anything on every path
declare ptr @malloc(i64)
declare void @free(ptr)

define i8 @src(i8 %x) {
  %p = call ptr @malloc(i64 1)
  store i8 %x, ptr %p
  call void @free(ptr %p)
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @tgt(i8 %x) {
  ret i8 0
}
