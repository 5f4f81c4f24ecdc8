; EXPECT: correct
; WHY: the source indexes %p by a zext i8 and the target by the same value widened in two steps: the same byte on every input; inputs whose object holds the 256 bytes a zext i8 reaches make the source defined for every x, so they are judged
; JUDGED: yes
; LANGREF (pointer aliasing rules): 任何内存访问都必须通过与内存访问的地址范围关联的指针值来完成,否则行为未定义。
; ("any memory access must be done through a pointer value associated with an address range of the memory access, otherwise the behavior is undefined")

define i8 @src(i8 %x, ptr %p) {
  %i = zext i8 %x to i64
  %q = getelementptr inbounds i8, ptr %p, i64 %i
  %v = load i8, ptr %q
  ret i8 %v
}

define i8 @tgt(i8 %x, ptr %p) {
  %w = zext i8 %x to i32
  %i = zext i32 %w to i64
  %q = getelementptr inbounds i8, ptr %p, i64 %i
  %v = load i8, ptr %q
  ret i8 %v
}
