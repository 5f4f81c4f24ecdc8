; EXPECT: correct
; @f may touch only the memory its pointer argument points into, and the
; call returns (willreturn). Given a constant global ("the contents of the
; variable will never be modified"), it can only read it: the calls
; change nothing anyone can see, and their order does not matter.
@a = constant i16 3
@b = constant i16 4

declare void @f(ptr) memory(argmem: readwrite) willreturn

define void @src() {
  call void @f(ptr @a)
  call void @f(ptr @b)
  ret void
}
define void @tgt() {
  call void @f(ptr @b)
  call void @f(ptr @a)
  ret void
}
