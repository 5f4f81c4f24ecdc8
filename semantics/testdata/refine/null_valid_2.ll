; EXPECT: incorrect
; WHY: the source stores 2 at null, then %x at %p, and loads null back: with p=null it reads x, which the target, returning 2, does not (x=3, p=null)
; LANGREF (function attributes, null_pointer_is_valid): 如果设置了 null_pointer_is_valid,则地址空间 0 中的null 地址被认为是内存加载和存储的有效地址。任何分析或优化都不应将在此函数中解引用指向null 的指针视为未定义的行为。
; ("if null_pointer_is_valid is set, the null address in address space 0 is considered a valid address for memory loads and stores; no analysis or optimization should treat dereferencing a pointer to null in this function as undefined behavior")

define i8 @src(i8 %x, ptr %p) null_pointer_is_valid {
  store i8 2, ptr null
  store i8 %x, ptr %p
  %v = load i8, ptr null
  ret i8 %v
}

define i8 @tgt(i8 %x, ptr %p) null_pointer_is_valid {
  store i8 2, ptr null
  store i8 %x, ptr %p
  ret i8 2
}
