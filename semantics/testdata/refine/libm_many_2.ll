; EXPECT: correct
; WHY: eight calls of sin, one folded with glibc's answer (one ulp from the correctly rounded value): the seven the target makes are pinned to their answers, except where the source calls sin twice with one argument (input x = the folded constant: the target's call of sin(x + 0) and the fold have one argument and two answers), so the tolerant run stays small and has the target's outcome
declare double @sin(double)

define <2 x double> @src(double %x) {
  %y0 = fadd double %x, 0.0
  %s0 = call double @sin(double %y0)
  %y1 = fadd double %x, 1.0
  %s1 = call double @sin(double %y1)
  %y2 = fadd double %x, 2.0
  %s2 = call double @sin(double %y2)
  %y3 = fadd double %x, 3.0
  %s3 = call double @sin(double %y3)
  %y4 = fadd double %x, 4.0
  %s4 = call double @sin(double %y4)
  %y5 = fadd double %x, 5.0
  %s5 = call double @sin(double %y5)
  %y6 = fadd double %x, 6.0
  %s6 = call double @sin(double %y6)
  %a0 = fadd double %s0, %s1
  %a1 = fadd double %a0, %s2
  %a2 = fadd double %a1, %s3
  %a3 = fadd double %a2, %s4
  %a4 = fadd double %a3, %s5
  %a5 = fadd double %a4, %s6
  %v0 = insertelement <2 x double> poison, double %a5, i32 0
  %c = call double @sin(double 0xBFE9E5EF9EF3CBDF)
  %v1 = insertelement <2 x double> %v0, double %c, i32 1
  ret <2 x double> %v1
}

define <2 x double> @tgt(double %x) {
  %y0 = fadd double %x, 0.0
  %s0 = call double @sin(double %y0)
  %y1 = fadd double %x, 1.0
  %s1 = call double @sin(double %y1)
  %y2 = fadd double %x, 2.0
  %s2 = call double @sin(double %y2)
  %y3 = fadd double %x, 3.0
  %s3 = call double @sin(double %y3)
  %y4 = fadd double %x, 4.0
  %s4 = call double @sin(double %y4)
  %y5 = fadd double %x, 5.0
  %s5 = call double @sin(double %y5)
  %y6 = fadd double %x, 6.0
  %s6 = call double @sin(double %y6)
  %a0 = fadd double %s0, %s1
  %a1 = fadd double %a0, %s2
  %a2 = fadd double %a1, %s3
  %a3 = fadd double %a2, %s4
  %a4 = fadd double %a3, %s5
  %a5 = fadd double %a4, %s6
  %v0 = insertelement <2 x double> poison, double %a5, i32 0
  %v1 = insertelement <2 x double> %v0, double 0xBFE729824E5E1F3E, i32 1
  ret <2 x double> %v1
}
