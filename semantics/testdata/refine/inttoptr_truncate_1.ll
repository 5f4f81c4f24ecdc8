; EXPECT: correct
; WHY: inttoptr of an i64 to a 32-bit pointer keeps its low 32 bits, so the pointer is null exactly when they are 0 (opt-22 -passes=instcombine writes this target)
; LANGREF (inttoptr): 指令通过应用零扩展或截断(取决于整数 value 的大小)将 value 转换为 ty2 类型。 如果 value 大于指针的大小,则执行截断。
; ("the inttoptr instruction converts value to type ty2 by applying either a zero extension or a truncation depending on the size of the integer value; if value is larger than the size of a pointer then a truncation is done")
target datalayout = "e-p:32:32"

define i1 @src(i64 %x) {
  %p = inttoptr i64 %x to ptr
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @tgt(i64 %x) {
  %t = trunc i64 %x to i32
  %c = icmp eq i32 %t, 0
  ret i1 %c
}
