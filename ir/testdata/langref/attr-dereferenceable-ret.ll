; langref: dereferenceable(<n>) (return): a returned pointer to n live bytes satisfies it
; expect: -> i32 7

@gl = global i32 7

define dereferenceable(4) ptr @g() {
  ret ptr @gl
}

define i32 @f() {
  %p = call dereferenceable(4) ptr @g()
  %v = load i32, ptr %p
  ret i32 %v
}
