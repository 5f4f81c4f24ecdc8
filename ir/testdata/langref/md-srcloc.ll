; langref: !srcloc: the source location of an inline asm call for diagnostics; no meaning for values
; expect: -> i32 0

define i32 @f() {
  call void asm sideeffect "", ""(), !srcloc !0
  ret i32 0
}

!0 = !{i64 42}
