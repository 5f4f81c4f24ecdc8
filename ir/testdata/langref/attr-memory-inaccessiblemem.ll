; langref: memory(inaccessiblemem: readwrite): accessing memory visible to the module is undefined behaviour
; expect: -> UB

@gl = global i32 5

define i32 @g() memory(inaccessiblemem: readwrite) {
  %v = load i32, ptr @gl
  ret i32 %v
}

define i32 @f() {
  %r = call i32 @g()
  ret i32 %r
}
