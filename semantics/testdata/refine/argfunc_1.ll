; EXPECT: correct
; WHY: the source calls through its pointer parameter; the target calls @fn directly when the pointer is @fn and through it otherwise: the same call on every input where the pointer is a function (inputs point it at @fn and at an unknown function of the call's type), so inputs are judged, not all undefined
; JUDGED: yes
; LANGREF (call): 在大多数情况下,这是一个直接函数调用,但间接call 也是可能的,调用指向函数值的任意指针。
; ("in most cases this is a direct function call, but indirect calls are just as possible, calling an arbitrary pointer to function value": a pointer parameter's caller may pass any function's address)

declare i8 @fn()

define i8 @src(ptr %p) {
  %v = call i8 %p()
  ret i8 %v
}

define i8 @tgt(ptr %p) {
  %c = icmp eq ptr %p, @fn
  br i1 %c, label %then, label %else
then:
  %v = call i8 @fn()
  ret i8 %v
else:
  %w = call i8 %p()
  ret i8 %w
}
