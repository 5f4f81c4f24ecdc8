; main's result is read by exit.
; EXPECT-UB: C library contract violated
; DETAIL-CONTAINS: main returns poison or undef
define i32 @main() {
entry:
  ret i32 poison
}
