; EXPECT: incorrect
; WHY: the module declares no function of type void (i8): the source's pointer parameter is called as one, so an input points it at an unknown function of that type, which sees i8 1 from the source and i8 2 from the target
; LANGREF (call): 在大多数情况下,这是一个直接函数调用,但间接call 也是可能的,调用指向函数值的任意指针。
; ("indirect calls are just as possible, calling an arbitrary pointer to function value": the function need not be one the module declares)

define void @src(ptr %f) {
  call void %f(i8 1)
  ret void
}

define void @tgt(ptr %f) {
  call void %f(i8 2)
  ret void
}
