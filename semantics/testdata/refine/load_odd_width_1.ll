; EXPECT: correct
; WHY: an i1 loaded from a caller's memory was not written by a store of i1, so it is any i1: reading the byte and comparing it with 0 refines it (a byte of 2 gives true, not the low bit)
; LANGREF (load): 当加载大小不是字节整数倍的类型(如 i20)的值时,如果该值最初不是使用相同类型的存储写入的,则结果是未定义的。
; ("when loading a value of a type like i20 with a size that is not an integral number of bytes, the result is undefined if the value was not originally written using a store of the same type"; undefined: any value of the type)

define i1 @src(ptr %p) {
  %v = load i1, ptr %p
  ret i1 %v
}

define i1 @tgt(ptr %p) {
  %b = load i8, ptr %p
  %v = icmp ne i8 %b, 0
  ret i1 %v
}
