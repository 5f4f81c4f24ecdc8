; EXPECT: incorrect
; WHY: a pointer loaded from the memory a pointer argument points to may point into the caller's memory, where the load of an i32 through it is defined; where that i32 is not 0 the target is wrong
; LANGREF (pointer aliasing rules): 任何内存访问都必须通过与内存访问的地址范围关联的指针值来完成,否则行为未定义。... 非零整数常量或从 LLVM 未定义的函数返回的指针值可能与通过 LLVM 提供的机制以外的机制分配的地址范围关联。
; ("any memory access must be done through a pointer value associated with an address range of the memory access, otherwise the behavior is undefined"; a pointer argument may point into memory its caller allocated, and that memory may hold pointers to memory the caller allocated)

define i32 @src(ptr %pp) {
  %p = load ptr, ptr %pp
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @tgt(ptr %pp) {
  ret i32 0
}
