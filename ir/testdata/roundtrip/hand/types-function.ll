; function types in declarations, indirect calls, ifuncs, aliases, varargs
declare void @a()
declare i32 @b(i32, ...)
declare { i32, i1 } @c(<2 x float>, ptr, [2 x i8])
declare void @d(...)
define void @f(ptr %fp) {
  call void (...) %fp(i32 1, double 2.0)
  %x = call { i32, i1 } (<2 x float>, ptr, [2 x i8]) %fp(<2 x float> zeroinitializer, ptr null, [2 x i8] c"ab")
  ret void
}
