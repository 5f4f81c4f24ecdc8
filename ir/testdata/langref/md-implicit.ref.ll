; langref: !implicit.ref: an implicit reference from a global to another; no meaning for values
; expect: -> i32 5

@a = global i32 5
@b = global i32 6, !implicit.ref !0

define i32 @f() {
  %v = load i32, ptr @a
  ret i32 %v
}

!0 = !{ptr @a}
