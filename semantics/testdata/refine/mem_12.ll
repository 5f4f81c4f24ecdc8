; EXPECT: incorrect
; WHY: moving the load after free makes it a use after free (UB) where src returns x
declare ptr @malloc(i64)
declare void @free(ptr)

define i8 @src(i8 %x) {
entry:
  %p = call ptr @malloc(i64 1)
  %n = icmp eq ptr %p, null
  br i1 %n, label %fail, label %ok

ok:
  store i8 %x, ptr %p
  %v = load i8, ptr %p
  call void @free(ptr %p)
  ret i8 %v

fail:
  ret i8 0
}

define i8 @tgt(i8 %x) {
entry:
  %p = call ptr @malloc(i64 1)
  %n = icmp eq ptr %p, null
  br i1 %n, label %fail, label %ok

ok:
  store i8 %x, ptr %p
  call void @free(ptr %p)
  %v = load i8, ptr %p
  ret i8 %v

fail:
  ret i8 0
}
