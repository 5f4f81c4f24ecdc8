; EXPECT: correct
; WHY: InstCombine's sin(-x) -> -sin(x) (sin is odd; the answers of the correctly rounded sin are odd too)
declare double @sin(double)

define double @src(double %x) {
  %n = fneg double %x
  %a = call double @sin(double %n)
  ret double %a
}

define double @tgt(double %x) {
  %1 = call double @sin(double %x)
  %a = fneg double %1
  ret double %a
}
