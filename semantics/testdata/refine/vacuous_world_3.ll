; EXPECT: correct
; WHY: the source branches on a value it loads from an external global, which it assumes not zero (the target returns 1 at once): the check reads the global as zeros, but the program may have stored anything there, so an undefined source on the inputs enumerated is not undefined on every input, and the verdict is not vacuous
; VACUOUS: no
; LANGREF (global variables): 其他翻译单元中的全局变量也可以被声明,在这种情况下,它们没有初始化器。
; ("global variables in other translation units can also be declared, in which case they have no initializer": what a declaration holds is the program's, so the inputs of a check that enumerates arguments do not cover it)

@flag = external global i8

define i32 @src() {
  %v = load i8, ptr @flag
  %c = icmp eq i8 %v, 0
  br i1 %c, label %a, label %b
a:
  unreachable
b:
  ret i32 1
}

define i32 @tgt() {
  ret i32 1
}
