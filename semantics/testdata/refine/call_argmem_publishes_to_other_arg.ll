; EXPECT: incorrect
; WHY: a function limited to argument memory may still store one pointer argument into the object another one points to: here into a global, which a later memory(read) call reads, so the first object escapes and its bytes (written by the first call) may decide the later call's answer; dropping the first call is wrong
@slot = global ptr null

declare i1 @ext0(ptr, ptr) memory(argmem: readwrite) nounwind willreturn
declare i1 @ext2() memory(read)

define i1 @src() {
  %v0 = alloca [8 x i8]
  %r = call i1 @ext0(ptr %v0, ptr @slot)
  %v = call i1 @ext2()
  ret i1 %v
}

define i1 @tgt() {
  %v = call i1 @ext2()
  ret i1 %v
}
