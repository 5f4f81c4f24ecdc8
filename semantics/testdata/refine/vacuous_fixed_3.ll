; EXPECT: correct
; WHY: the source stores through its readonly byval parameter on the straight path from its entry: undefined whatever the argument points to, so the verdict is vacuous
; VACUOUS: yes
; LANGREF (parameter attributes, readonly): 如果函数写入 readonly 指针参数,则行为是未定义的。
; ("if a function writes to a readonly pointer argument, the behavior is undefined": the store is through the argument itself, whatever it points to)

define i8 @src(ptr readonly byval(i8) %p) {
  store i8 0, ptr %p
  ret i8 1
}

define i8 @tgt(ptr readonly byval(i8) %p) {
  ret i8 2
}
