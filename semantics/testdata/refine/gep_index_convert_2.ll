; EXPECT: correct
; WHY: with nusw, index times type size is mul nsw in the index width: 40 * 4 = 160 overflows i8 (8-bit pointers), so src is poison
; LANGREF (getelementptr, nusw): 索引乘以类型大小不会以有符号方式回绕指针索引类型 (`mul nsw`)。
; ("the multiplication of an index by the type size does not wrap the pointer index type in a signed sense (mul nsw)")
target datalayout = "p:8:8"

define ptr @src(ptr %p) {
  %q = getelementptr nusw i32, ptr %p, i8 40
  ret ptr %q
}

define ptr @tgt(ptr %p) {
  ret ptr poison
}
