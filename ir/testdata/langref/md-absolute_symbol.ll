; langref: !absolute_symbol: the global's address is in the range (a fact about an external symbol)
; expect: -> i1 false

@sym = external hidden global i8, !absolute_symbol !0

define i1 @f() {
  %c = icmp eq ptr @sym, null
  ret i1 %c
}

!0 = !{i64 0, i64 256}
