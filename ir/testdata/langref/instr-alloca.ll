; langref: alloca: stack memory of the type, live until the function returns; fresh memory is undef
; expect: -> i32 undef

define i32 @f() {
  %p = alloca i32, align 4
  %v = load i32, ptr %p
  ret i32 %v
}
