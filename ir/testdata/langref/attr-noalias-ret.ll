; langref: noalias (return): the returned pointer is not based on other pointers visible to the caller
; expect: -> i32 7

@buf = global i32 0

define noalias ptr @g() {
  ret ptr @buf
}

define i32 @f() {
  %p = call noalias ptr @g()
  store i32 7, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}
