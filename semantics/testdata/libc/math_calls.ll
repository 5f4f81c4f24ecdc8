; The C library's floating-point functions (libm.go): sin, pow, exp, log,
; sqrt, floor and their float forms answer the correctly rounded value
; (glibc prints the same).
; STDOUT: "0.84147098480789650 8.000000 2.718282 2.302585 1.414214 -3.000000 0.479426\n"
@fmt = private unnamed_addr constant [25 x i8] c"%.17f %f %f %f %f %f %f\0A\00"

declare i32 @printf(ptr, ...)
declare double @sin(double)
declare double @pow(double, double)
declare double @exp(double)
declare double @log(double)
declare double @sqrt(double)
declare double @floor(double)
declare float @sinf(float)

define i32 @main() {
entry:
  %a = call double @sin(double 1.0)
  %b = call double @pow(double 2.0, double 3.0)
  %c = call double @exp(double 1.0)
  %d = call double @log(double 10.0)
  %e = call double @sqrt(double 2.0)
  %f = call double @floor(double -2.5)
  %g = call float @sinf(float 0.5)
  %gd = fpext float %g to double
  call i32 (ptr, ...) @printf(ptr @fmt, double %a, double %b, double %c, double %d, double %e, double %f, double %gd)
  ret i32 0
}
