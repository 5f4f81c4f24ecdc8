; EXPECT: incorrect
; A call that may touch inaccessible memory (I/O, say) may not be
; dropped, even with its argument memory dead.
declare i32 @fill(ptr) memory(argmem: readwrite, inaccessiblemem: readwrite) nounwind willreturn
define i32 @src(i32 %x) {
  %buf = alloca [8 x i8]
  %r = call i32 @fill(ptr %buf)
  ret i32 %x
}
define i32 @tgt(i32 %x) {
  ret i32 %x
}
