; EXPECT: correct
; WHY: an i7 loaded from a global initialised as an i8 (0xff) was not written by a store of i7: any i7 refines it
; LANGREF (load): 当加载大小不是字节整数倍的类型(如 i20)的值时,如果该值最初不是使用相同类型的存储写入的,则结果是未定义的。
; ("when loading a value of a type like i20 with a size that is not an integral number of bytes, the result is undefined if the value was not originally written using a store of the same type"; undefined: any value of the type)
@g = global i8 -1

define i7 @src() {
  %v = load i7, ptr @g
  ret i7 %v
}

define i7 @tgt() {
  ret i7 0
}
