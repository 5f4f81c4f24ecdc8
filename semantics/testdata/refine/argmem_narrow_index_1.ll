; EXPECT: incorrect
; WHY: the source loads at %p plus a zext i8 index, defined when the caller's object holds the 256 bytes from %p; the target sign-extends the index, so for x >= 128 it loads below %p, outside that object: undefined where the source is not (x=200 and a 256-byte object at %p)
; LANGREF (pointer aliasing rules): 任何内存访问都必须通过与内存访问的地址范围关联的指针值来完成,否则行为未定义。
; ("any memory access must be done through a pointer value associated with an address range of the memory access, otherwise the behavior is undefined": the caller's object may be as large as the accesses need, so the inputs give it every offset a narrow index reaches)

define i8 @src(i8 %x, ptr %p) {
  %i = zext i8 %x to i64
  %q = getelementptr inbounds i8, ptr %p, i64 %i
  %v = load i8, ptr %q
  ret i8 %v
}

define i8 @tgt(i8 %x, ptr %p) {
  %i = sext i8 %x to i64
  %q = getelementptr inbounds i8, ptr %p, i64 %i
  %v = load i8, ptr %q
  ret i8 %v
}
