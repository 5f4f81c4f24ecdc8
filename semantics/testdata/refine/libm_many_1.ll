; EXPECT: incorrect
; WHY: seven calls of sin (3^7 tolerant answers, beyond the tolerant run's paths) and a target that adds 1: the target makes all seven calls, whose answers are pinned, so the tolerant run is one path and x = 0 shows the difference
declare double @sin(double)
define double @src(double %x) {
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
  ret double %a5
}

define double @tgt(double %x) {
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
  %w = fadd double %a5, 1.0
  ret double %w
}
