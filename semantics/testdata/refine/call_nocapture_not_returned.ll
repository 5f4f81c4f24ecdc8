; EXPECT: correct
; An object given to a nocapture parameter does not escape: a later call
; cannot return it.
declare void @f(ptr nocapture)
declare ptr @g()
define i8 @src() {
  %p = alloca i8
  store i8 1, ptr %p
  call void @f(ptr nocapture readonly %p)
  %q = call ptr @g()
  store i8 2, ptr %q
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @tgt() {
  %p = alloca i8
  store i8 1, ptr %p
  call void @f(ptr nocapture readonly %p)
  %q = call ptr @g()
  store i8 2, ptr %q
  ret i8 1
}
