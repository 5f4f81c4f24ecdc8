; EXPECT: correct
; WHY: a load at a negative constant offset (-788 bytes) is defined when the caller's object extends below the pointer; the two address computations are the same
; LANGREF (pointer aliasing rules): 任何内存访问都必须通过与内存访问的地址范围关联的指针值来完成,否则行为未定义。... 非零整数常量或从 LLVM 未定义的函数返回的指针值可能与通过 LLVM 提供的机制以外的机制分配的地址范围关联。
; ("any memory access must be done through a pointer value associated with an address range of the memory access, otherwise the behavior is undefined"; a pointer argument may point into memory its caller allocated, of any size: the access is defined when that memory holds it)

define i32 @src(ptr %p) {
  %q = getelementptr [10 x i32], ptr %p, i64 -20, i64 3
  %v = load i32, ptr %q
  ret i32 %v
}

define i32 @tgt(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 -788
  %v = load i32, ptr %q
  ret i32 %v
}
