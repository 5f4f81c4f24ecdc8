; langref: preallocated(<ty>): the argument memory comes from llvm.call.preallocated.arg of the call's preallocated bundle
; expect: i32 5 -> i32 5

declare token @llvm.call.preallocated.setup(i32)
declare ptr @llvm.call.preallocated.arg(token, i32)

define i32 @g(ptr preallocated(i32) %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @f(i32 %a) {
  %t = call token @llvm.call.preallocated.setup(i32 1)
  %o = call ptr @llvm.call.preallocated.arg(token %t, i32 0) preallocated(i32)
  store i32 %a, ptr %o
  %r = call i32 @g(ptr preallocated(i32) %o) [ "preallocated"(token %t) ]
  ret i32 %r
}
