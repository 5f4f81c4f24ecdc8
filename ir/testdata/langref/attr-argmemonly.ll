; langref: argmemonly (function, old spelling of memory(argmem: readwrite)): reading memory other than through pointer arguments gives poison; writing it is undefined behaviour
; expect: -> poison

@gl = global i32 5

define i32 @g(ptr %p) argmemonly {
  %v = load i32, ptr @gl
  ret i32 %v
}

define i32 @f() {
  %o = alloca i32
  %r = call i32 @g(ptr %o)
  ret i32 %r
}
