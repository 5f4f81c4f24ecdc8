; The predicate: @f still divides %a by a constant and selects on %c;
; the other operands become 0, 1, -1, an argument or smaller constants.
; passes: operands
; keep @f: sdiv i32 %a, 
; keep @f: select i1 %c, i32 %d
; keep @f: fcmp olt float %z,
; expect: operands
define i32 @f(i32 %x, i32 %y, float %z) {
  %a = add i32 %x, 1000
  %d = sdiv i32 %a, 96
  %c = fcmp olt float %z, 2.500000e+00
  %s = select i1 %c, i32 %d, i32 %y
  %t = fadd float %z, 3.000000e+00
  ret i32 %s
}
