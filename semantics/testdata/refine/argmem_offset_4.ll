; EXPECT: correct
; WHY: a memset of 300 bytes at byte 100 of a pointer argument, then a load of its last byte: defined when the caller's object holds 400 bytes, and it reads 7
; LANGREF (pointer aliasing rules): 任何内存访问都必须通过与内存访问的地址范围关联的指针值来完成,否则行为未定义。... 非零整数常量或从 LLVM 未定义的函数返回的指针值可能与通过 LLVM 提供的机制以外的机制分配的地址范围关联。
; ("any memory access must be done through a pointer value associated with an address range of the memory access, otherwise the behavior is undefined"; a pointer argument may point into memory its caller allocated, of any size: the access is defined when that memory holds it)

define i8 @src(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 100
  call void @llvm.memset.p0.i64(ptr %q, i8 7, i64 300, i1 false)
  %r = getelementptr i8, ptr %p, i64 399
  %v = load i8, ptr %r
  ret i8 %v
}

define i8 @tgt(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 100
  call void @llvm.memset.p0.i64(ptr %q, i8 7, i64 300, i1 false)
  ret i8 7
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
