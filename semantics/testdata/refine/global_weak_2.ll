; EXPECT: correct
; WHY: @g is linkonce_odr: every definition of it is equivalent, so its initialiser is what the program holds and folding the load to 7 is right; and a weak global's load forwarded from a store the function made is right too
; LANGREF (linkage types, linkonce): 其主体可能会在稍后被更明确的定义覆盖。... 它不知道此函数定义是否是程序中的最终定义,或者是否会被更强的定义覆盖。 weak: “weak”链接与linkonce 链接具有相同的合并语义
; ("its body may be overridden later by a more definitive definition ... it does not know whether this definition is the final one in the program or will be overridden by a stronger one"; "weak linkage has the same merging semantics as linkonce": the initialiser is not what the program necessarily holds)

@g = linkonce_odr constant i32 7
@h = weak global i32 0

define i32 @src() {
  %x = load i32, ptr @g
  store i32 %x, ptr @h
  %y = load i32, ptr @h
  ret i32 %y
}

define i32 @tgt() {
  store i32 7, ptr @h
  ret i32 7
}
