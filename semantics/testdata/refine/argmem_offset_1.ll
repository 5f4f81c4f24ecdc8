; EXPECT: incorrect
; WHY: a load at byte 1000 of a pointer argument is defined when the caller's object holds that byte, so the source is not undefined on every input: a byte other than 0 there is a counterexample
; LANGREF (pointer aliasing rules): 任何内存访问都必须通过与内存访问的地址范围关联的指针值来完成,否则行为未定义。... 非零整数常量或从 LLVM 未定义的函数返回的指针值可能与通过 LLVM 提供的机制以外的机制分配的地址范围关联。
; ("any memory access must be done through a pointer value associated with an address range of the memory access, otherwise the behavior is undefined"; a pointer argument may point into memory its caller allocated, of any size: the access is defined when that memory holds it)

define i32 @src(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 1000
  %v = load i32, ptr %q
  ret i32 %v
}

define i32 @tgt(ptr %p) {
  ret i32 0
}
