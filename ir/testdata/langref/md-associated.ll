; langref: !associated: the global is kept only together with the referenced one; no meaning for values
; expect: -> i32 5

@a = global i32 5
@b = global i32 6, !associated !0

define i32 @f() {
  %v = load i32, ptr @a
  ret i32 %v
}

!0 = !{ptr @a}
