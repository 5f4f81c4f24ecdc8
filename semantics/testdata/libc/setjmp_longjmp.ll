; setjmp returns 0, then again with longjmp's value when a function it
; called longjmps (through another activation); a value of 0 comes back
; as 1 (C11 7.13.2.1). What memory holds is as longjmp left it: each
; return of setjmp stores its value at the count of returns so far.
; STDOUT: "0 7 1\n"
@fmt = private constant [10 x i8] c"%d %d %d\0A\00"
@n = internal global i32 0
@vals = internal global [3 x i32] zeroinitializer
declare i32 @_setjmp(ptr) returns_twice
declare void @longjmp(ptr, i32) noreturn
declare i32 @printf(ptr, ...)

define internal void @thrower(ptr %env, i32 %v) {
  call void @longjmp(ptr %env, i32 %v)
  unreachable
}

define internal void @middle(ptr %env, i32 %v) {
  call void @thrower(ptr %env, i32 %v)
  ret void
}

define i32 @main() {
entry:
  %env = alloca [200 x i8], align 16
  %r = call i32 @_setjmp(ptr %env)
  %k = load i32, ptr @n
  %k1 = add i32 %k, 1
  store i32 %k1, ptr @n
  %slot = getelementptr [3 x i32], ptr @vals, i32 0, i32 %k
  store i32 %r, ptr %slot
  switch i32 %k, label %done [ i32 0, label %zero
                               i32 1, label %seven ]
zero:
  call void @middle(ptr %env, i32 7)
  unreachable
seven:
  call void @longjmp(ptr %env, i32 0)
  unreachable
done:
  %a = load i32, ptr @vals
  %pb = getelementptr [3 x i32], ptr @vals, i32 0, i32 1
  %b = load i32, ptr %pb
  %pc = getelementptr [3 x i32], ptr @vals, i32 0, i32 2
  %c = load i32, ptr %pc
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 %a, i32 %b, i32 %c)
  ret i32 0
}
