; langref: !type: type identifiers of a global for control-flow integrity; no meaning for values
; expect: -> i32 5

@gl = constant i32 5, !type !0

define i32 @f() {
  %v = load i32, ptr @gl
  ret i32 %v
}

!0 = !{i64 0, !"_ZTS1A"}
