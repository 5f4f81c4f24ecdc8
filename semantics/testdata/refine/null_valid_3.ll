; EXPECT: correct
; WHY: the source's callee @h, which is not marked null_pointer_is_valid, loads from null: undefined there although the caller is marked, on the only input, so the verdict is vacuous
; VACUOUS: yes
; LANGREF (function attributes, null_pointer_is_valid): 如果设置了 null_pointer_is_valid,则地址空间 0 中的null 地址被认为是内存加载和存储的有效地址。任何分析或优化都不应将在此函数中解引用指向null 的指针视为未定义的行为。
; ("if null_pointer_is_valid is set, the null address in address space 0 is considered a valid address for memory loads and stores; no analysis or optimization should treat dereferencing a pointer to null in this function as undefined behavior")
; (the attribute is the function's: "in this function")

define internal i8 @h() {
  %v = load i8, ptr null
  ret i8 %v
}

define i8 @src() null_pointer_is_valid {
  %v = call i8 @h()
  ret i8 %v
}

define i8 @tgt() null_pointer_is_valid {
  ret i8 7
}
