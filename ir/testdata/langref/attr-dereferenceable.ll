; langref: dereferenceable(<n>) (parameter): implies nonnull and noundef: a null argument is undefined behaviour
; expect: -> UB

define i32 @g(ptr dereferenceable(4) %p) {
  ret i32 0
}

define i32 @f() {
  %r = call i32 @g(ptr dereferenceable(4) null)
  ret i32 %r
}
