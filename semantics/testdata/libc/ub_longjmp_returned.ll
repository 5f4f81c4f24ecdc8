; longjmp to a setjmp whose function has returned: "the behavior is
; undefined" (C11 7.13.2.1).
; EXPECT-UB: C library contract violated
; DETAIL-CONTAINS: whose function has returned
@env = internal global [200 x i8] zeroinitializer, align 16
declare i32 @_setjmp(ptr) returns_twice
declare void @longjmp(ptr, i32) noreturn

define internal i32 @save() {
  %r = call i32 @_setjmp(ptr @env)
  ret i32 %r
}

define i32 @main() {
entry:
  %r = call i32 @save()
  call void @longjmp(ptr @env, i32 1)
  unreachable
}
