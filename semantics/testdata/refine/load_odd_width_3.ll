; EXPECT: incorrect
; WHY: an i33 written by a store of i33 is read back as stored: the rule does not make it undefined (x=0 gives 0 from src, 1 from tgt)
; LANGREF (load): 当加载大小不是字节整数倍的类型(如 i20)的值时,如果该值最初不是使用相同类型的存储写入的,则结果是未定义的。
; ("when loading a value of a type like i20 with a size that is not an integral number of bytes, the result is undefined if the value was not originally written using a store of the same type"; undefined: any value of the type)

define i33 @src(i33 %x) {
  %a = alloca i64
  store i33 %x, ptr %a
  %v = load i33, ptr %a
  ret i33 %v
}

define i33 @tgt(i33 %x) {
  %v = or i33 %x, 1
  ret i33 %v
}
