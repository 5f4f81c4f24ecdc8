; EXPECT: correct
; WHY: the source's call site promises that @g neither reads nor writes through %p; the target drops the promise. A world in which @g writes there makes the source undefined; in every other world both calls are the same, so dropping the attribute is correct (and judged on inputs)
; JUDGED: yes
; LANGREF (parameter attributes, readnone): 如果函数从 readnone 指针参数读取或写入,则行为是未定义的。
; ("if a function reads from or writes to a readnone pointer argument, the behavior is undefined": the unknown function is the same function in both; at the source's call site its write is undefined behaviour, not a different function)

declare void @g(ptr)

define void @src(ptr %p) {
  call void @g(ptr readnone %p)
  ret void
}

define void @tgt(ptr %p) {
  call void @g(ptr %p)
  ret void
}
