; langref: naked: no prologue or epilogue; the body (here without arguments) runs as written
; expect: -> i32 0

define void @g() naked {
  ret void
}

define i32 @f() {
  call void @g()
  ret i32 0
}
