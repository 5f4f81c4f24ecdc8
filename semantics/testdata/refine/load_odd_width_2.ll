; EXPECT: correct
; WHY: an i1 loaded from a byte a store of i8 wrote (2) is undefined, so true refines it although the low bit is 0
; LANGREF (load): 当加载大小不是字节整数倍的类型(如 i20)的值时,如果该值最初不是使用相同类型的存储写入的,则结果是未定义的。
; ("when loading a value of a type like i20 with a size that is not an integral number of bytes, the result is undefined if the value was not originally written using a store of the same type"; undefined: any value of the type)

define i1 @src() {
  %a = alloca i8
  store i8 2, ptr %a
  %v = load i1, ptr %a
  ret i1 %v
}

define i1 @tgt() {
  ret i1 true
}
