; langref: memory(argmem: readwrite): reading memory other than through pointer arguments gives poison ("none: reads of the location are not observable outside the function", as a read before a write under "write"); writing it is undefined behaviour
; expect: -> poison

@gl = global i32 5

define i32 @g(ptr %p) memory(argmem: readwrite) {
  %v = load i32, ptr @gl
  ret i32 %v
}

define i32 @f() {
  %o = alloca i32
  %r = call i32 @g(ptr %o)
  ret i32 %r
}
