; langref: memory(inaccessiblemem: readwrite): reading memory visible to the module gives poison (the default location is none: the read is not observable); writing it is undefined behaviour
; expect: -> poison

@gl = global i32 5

define i32 @g() memory(inaccessiblemem: readwrite) {
  %v = load i32, ptr @gl
  ret i32 %v
}

define i32 @f() {
  %r = call i32 @g()
  ret i32 %r
}
