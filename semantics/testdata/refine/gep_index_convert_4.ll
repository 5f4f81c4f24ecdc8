; EXPECT: incorrect
; WHY: an i8 index narrower than the 32-bit index width is sign-extended, also under nuw: -1 is 0xffffffff, so p=null gives 0xffffffff, not 255
; LANGREF (getelementptr): 索引本身会被符号扩展或截断,然后乘以当前索引类型的类型分配大小;(nuw) 当前地址(截断为指针索引类型并解释为无符号数)与每个偏移量(也解释为无符号数)的连续相加不会回绕指针索引类型
; ("the index itself is sign extended or truncated ...; nuw: the successive addition of the current address, truncated to the pointer index type and interpreted as an unsigned number, and each offset, also interpreted as an unsigned number, does not wrap the pointer index type")
target datalayout = "e-p:32:32"

define i32 @src(ptr %p) {
  %q = getelementptr nuw i8, ptr %p, i8 -1
  %r = ptrtoint ptr %q to i32
  ret i32 %r
}

define i32 @tgt(ptr %p) {
  %q = getelementptr nuw i8, ptr %p, i32 255
  %r = ptrtoint ptr %q to i32
  ret i32 %r
}
