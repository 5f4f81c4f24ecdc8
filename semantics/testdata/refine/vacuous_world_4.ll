; EXPECT: correct
; WHY: a store to a global the module declares constant is undefined whatever the definition elsewhere holds (the declaration says so, not its contents), and the source makes it on every input, before any unknown call: the verdict is vacuous
; VACUOUS: yes
; LANGREF (global variables): 这表示变量的内容将永远不会被修改 ... LLVM 显式允许将全局变量的声明标记为常量,即使全局变量的最终定义不是常量。
; ("(constant) indicates that the contents of the variable will never be modified ... LLVM explicitly allows declarations of global variables to be marked constant, even if the final definition of the global is not": the store is undefined on every input, which the source's one argument, an i1, enumerates)

@x = external constant i8, align 4

define i8 @src(i1 %c) {
  store i8 1, ptr @x
  %r = zext i1 %c to i8
  ret i8 %r
}

define i8 @tgt(i1 %c) {
  ret i8 7
}
