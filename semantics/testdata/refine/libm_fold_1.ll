; EXPECT: correct
; WHY: opt -O2 (LLVM 22) folds sin(1.0) + pow(2.5, 1.7) + exp(0.3) with the host's C library: the C library's answers are a function of the arguments that the folder may take from the host
declare double @sin(double)
declare double @pow(double, double)
declare double @exp(double)

define double @src() {
  %a = call double @sin(double 1.0)
  %b = call double @pow(double 2.5, double 1.7)
  %c = call double @exp(double 0.3)
  %d = fadd double %a, %b
  %e = fadd double %d, %c
  ret double %e
}

define double @tgt() {
  ret double 0x401BC1BB48F80F36
}
