; A C function reads its arguments: sin of poison is undefined behaviour
; (as for every function of the C library subset).
; EXPECT-UB: C library contract violated
declare double @sin(double)

define i32 @main() {
entry:
  %a = call double @sin(double poison)
  ret i32 0
}
