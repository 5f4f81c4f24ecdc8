; EXPECT: correct
; WHY: store then load through malloc'ed memory forwards the value; the heap object is unobservable after free
declare ptr @malloc(i64)
declare void @free(ptr)

define i8 @src(i8 %x) {
entry:
  %p = call ptr @malloc(i64 4)
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
  %p = call ptr @malloc(i64 4)
  %n = icmp eq ptr %p, null
  br i1 %n, label %fail, label %ok

ok:
  call void @free(ptr %p)
  ret i8 %x

fail:
  ret i8 0
}
