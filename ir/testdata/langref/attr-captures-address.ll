; langref: captures(address, read_provenance): only the address (and provenance for reads) may be captured
; expect: i32 3 -> i32 3

define i32 @g(ptr captures(address, read_provenance) %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @f(i32 %a) {
  %o = alloca i32
  store i32 %a, ptr %o
  %r = call i32 @g(ptr captures(address, read_provenance) %o)
  ret i32 %r
}
