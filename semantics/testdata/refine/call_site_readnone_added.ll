; EXPECT: incorrect
; WHY: the target adds readnone to the argument of a call of @g, which may write through it: in a world where @g writes there the target is undefined and the source is not
; LANGREF (parameter attributes, readnone): 如果函数从 readnone 指针参数读取或写入,则行为是未定义的。
; ("if a function reads from or writes to a readnone pointer argument, the behavior is undefined")

declare void @g(ptr)

define void @src(ptr %p) {
  call void @g(ptr %p)
  ret void
}

define void @tgt(ptr %p) {
  call void @g(ptr readnone %p)
  ret void
}
