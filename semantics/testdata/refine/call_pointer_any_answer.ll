; EXPECT: correct
; A call that writes nothing, on memory the source leaves undetermined,
; answers any pointer the world could give (null or an escaped object),
; not poison: a later call that writes through it writes where the
; target's concrete answer points, and the source allows each answer.
declare ptr @ext2() memory(read) nounwind willreturn
declare i32 @ext1(ptr) memory(argmem: readwrite)
define i32 @src(ptr %a0) {
  %v1 = call ptr @ext2()
  %v2 = call i32 @ext1(ptr %v1)
  ret i32 0
}
define i32 @tgt(ptr %a0) {
  %v1 = call ptr @ext2()
  %v2 = call i32 @ext1(ptr %v1)
  ret i32 0
}
