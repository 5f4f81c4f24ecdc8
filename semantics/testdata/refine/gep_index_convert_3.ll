; EXPECT: incorrect
; WHY: without flags an index wider than the index width is truncated, never poison: i16 200 is the offset -56 with 8-bit pointers (src is p-56 for every p)
; LANGREF (getelementptr): 索引首先被转换为指针索引类型中的偏移量。... 否则,索引本身会被符号扩展或截断,然后乘以当前索引类型的类型分配大小
; ("the indices are first converted to offsets in the pointer's index type ... the index itself is sign extended or truncated, and then multiplied by the type allocation size")
target datalayout = "p:8:8"

define ptr @src(ptr %p) {
  %q = getelementptr i8, ptr %p, i16 200
  ret ptr %q
}

define ptr @tgt(ptr %p) {
  ret ptr poison
}
