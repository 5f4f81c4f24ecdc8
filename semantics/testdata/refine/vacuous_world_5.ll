; EXPECT: correct
; WHY: an inbounds getelementptr 4 bytes into an external [0 x i8] is poison only if the definition elsewhere is as small as the declaration: the source's undefined behaviour (a load through it) depends on the program, not on the arguments, so it is not undefined on every input and the verdict is not vacuous
; VACUOUS: no
; LANGREF (global variables): 其他翻译单元中的全局变量也可以被声明,在这种情况下,它们没有初始化器。
; ("global variables in other translation units can also be declared, in which case they have no initializer": their size and contents are the definition's, which the module does not hold)

@arr = external global [0 x i8]

define i8 @src() {
  %p = getelementptr inbounds i8, ptr @arr, i64 4
  %r = load i8, ptr %p
  ret i8 %r
}

define i8 @tgt() {
  %p = getelementptr i8, ptr @arr, i64 4
  %r = load i8, ptr %p
  ret i8 %r
}
