; The predicate: the add keeps nsw; every other flag goes.
; passes: flags
; keep @f: nsw i32 %x
; expect: flags
define i32 @f(i32 %x, ptr %p, double %d) {
  %a = add nuw nsw i32 %x, 1
  %b = lshr exact i32 %a, 1
  %q = getelementptr inbounds i8, ptr %p, i64 4
  %e = fadd fast double %d, 1.000000e+00
  %g = or disjoint i32 %b, 2
  ret i32 %g
}
