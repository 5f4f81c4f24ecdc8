; ARGS: 5
; EXPECT-UB: use after free
; AT: %entry %v
; A pointer to a returned function's alloca dangles, even after a later
; call reuses the alloca's storage (Memory.Release gives it back at the
; return; the object stays dead).
define internal ptr @local(i32 %x) {
entry:
  %a = alloca i32, align 4
  store i32 %x, ptr %a, align 4
  ret ptr %a
}

define internal i32 @other(i32 %x) {
entry:
  %b = alloca i32, align 4
  store i32 %x, ptr %b, align 4
  %r = load i32, ptr %b, align 4
  ret i32 %r
}

define i32 @f(i32 %x) {
entry:
  %p = call ptr @local(i32 %x)
  %o = call i32 @other(i32 7)
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
