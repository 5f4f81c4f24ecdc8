; EXPECT: incorrect
; WHY: @g is a weak constant: the program may hold another definition of it with other contents, so the source's load is not necessarily 0 and the target's constant 0 is wrong where @g holds something else
; LANGREF (linkage types, linkonce): 其主体可能会在稍后被更明确的定义覆盖。... 它不知道此函数定义是否是程序中的最终定义,或者是否会被更强的定义覆盖。 weak: “weak”链接与linkonce 链接具有相同的合并语义
; ("its body may be overridden later by a more definitive definition ... it does not know whether this definition is the final one in the program or will be overridden by a stronger one"; "weak linkage has the same merging semantics as linkonce": the initialiser is not what the program necessarily holds)

@g = weak constant i32 0

define i32 @src() {
  %x = load i32, ptr @g
  ret i32 %x
}

define i32 @tgt() {
  ret i32 0
}
