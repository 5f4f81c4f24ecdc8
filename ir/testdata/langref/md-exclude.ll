; langref: !exclude: the global is not emitted into the final executable; no meaning for values
; expect: -> i32 5

@a = global i32 5
@b = global i32 6, section ".data.excl", !exclude !0

define i32 @f() {
  %v = load i32, ptr @a
  ret i32 %v
}

!0 = !{}
