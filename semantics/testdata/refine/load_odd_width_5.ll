; EXPECT: incorrect
; WHY: an i1 loaded from a caller's memory is some value of i1 (undefined, not undef), so a branch on it is no undefined behaviour: the source returns 1 or 2, never 3
; LANGREF (load): 当加载大小不是字节整数倍的类型(如 i20)的值时,如果该值最初不是使用相同类型的存储写入的,则结果是未定义的。
; ("when loading a value of a type like i20 with a size that is not an integral number of bytes, the result is undefined if the value was not originally written using a store of the same type"; undefined: any value of the type)

define i32 @src(ptr %p) {
  %v = load i1, ptr %p
  br i1 %v, label %a, label %b
a:
  ret i32 1
b:
  ret i32 2
}

define i32 @tgt(ptr %p) {
  ret i32 3
}
