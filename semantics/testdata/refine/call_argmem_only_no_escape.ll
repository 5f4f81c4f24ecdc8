; EXPECT: correct
; WHY: a function that may access only argument memory (memory(argmem: readwrite)) can keep a pointer it is given only in the memory that pointer reaches, which no later call finds, so the object does not escape; with the call's result unused and the alloca otherwise dead, InstCombine drops both, and a later memory(read) call cannot tell (found by a campaign on LLVM 22: the world let the later call read the alloca)
declare i1 @ext0(ptr) memory(argmem: readwrite) nounwind willreturn
declare i64 @ext2() memory(read)

define i64 @src() {
  %v0 = alloca i64
  store i64 7, ptr %v0
  %r = call i1 @ext0(ptr %v0)
  %v = call i64 @ext2()
  ret i64 %v
}

define i64 @tgt() {
  %v = call i64 @ext2()
  ret i64 %v
}
