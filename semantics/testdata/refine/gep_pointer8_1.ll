; EXPECT: correct
; WHY: with 8-bit pointers (index width 8) an offset of 256 is 0 (opt-22 -passes=instcombine folds the getelementptr away)
; LANGREF (getelementptr): 索引本身会被符号扩展或截断 ... 然后,偏移量被添加到基地址的低位,直到索引类型宽度,使用静默回绕的二补算术。
; ("the index itself is sign extended or truncated ... the offsets are added to the low bits of the base address up to the index type width, with silently-wrapping two's complement arithmetic")
target datalayout = "p:8:8"

define ptr @src(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 256
  ret ptr %q
}

define ptr @tgt(ptr %p) {
  ret ptr %p
}
