; EXPECT: correct
; WHY: with nusw, an i16 index wider than the 8-bit index width must survive trunc nsw; 200 does not, so src is poison and any target refines it
; LANGREF (getelementptr, nusw): 如果索引的类型大于指针索引类型,则截断为指针索引类型会保留有符号值 (`trunc nsw`)。
; ("if the type of an index is larger than the pointer index type, the truncation to the pointer index type preserves the signed value (trunc nsw)")
target datalayout = "p:8:8"

define ptr @src(ptr %p) {
  %q = getelementptr nusw i8, ptr %p, i16 200
  ret ptr %q
}

define ptr @tgt(ptr %p) {
  ret ptr poison
}
