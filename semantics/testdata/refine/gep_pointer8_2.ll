; EXPECT: correct
; WHY: with 8-bit pointers, i32 elements at index 64 and at index i are the same address exactly when i is a multiple of 64 (the offset wraps at 8 bits; opt-22 -passes=instcombine writes this target)
; LANGREF (getelementptr): 索引本身会被符号扩展或截断,然后乘以当前索引类型的类型分配大小 ... 然后,偏移量被添加到基地址的低位,直到索引类型宽度,使用静默回绕的二补算术。
; ("the index itself is sign extended or truncated, and then multiplied by the type allocation size ... added to the low bits of the base address up to the index type width, with silently-wrapping two's complement arithmetic")
target datalayout = "p:8:8"

define i1 @src(ptr %p, i64 %i) {
  %q = getelementptr i32, ptr %p, i64 %i
  %r = getelementptr i32, ptr %p, i64 64
  %c = icmp eq ptr %q, %r
  ret i1 %c
}

define i1 @tgt(ptr %p, i64 %i) {
  %m = and i64 %i, 63
  %c = icmp eq i64 %m, 0
  ret i1 %c
}
