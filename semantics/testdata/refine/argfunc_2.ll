; EXPECT: incorrect
; WHY: the target calls @f with the argument readnone where the source calls the same function through %fn without the attribute: with fn=@f and a world in which @f writes through its argument, the target is undefined where the source is not
; LANGREF (call): 在大多数情况下,这是一个直接函数调用,但间接call 也是可能的,调用指向函数值的任意指针。
; ("indirect calls are just as possible, calling an arbitrary pointer to function value": the counterexample passes @f's address)
; LANGREF (parameter attributes, readnone): 如果函数从 readnone 指针参数读取或写入,则行为是未定义的。
; ("if a function reads from or writes to a readnone pointer argument, the behavior is undefined")

declare i8 @f(ptr)

define i8 @src(ptr %p, ptr %fn) {
  %v = call i8 %fn(ptr %p)
  ret i8 %v
}

define i8 @tgt(ptr %p, ptr %fn) {
  %c = icmp eq ptr %fn, @f
  br i1 %c, label %then, label %else
then:
  %v = call i8 @f(ptr readnone %p)
  ret i8 %v
else:
  %v2 = call i8 %fn(ptr %p)
  ret i8 %v2
}
