; The exact C functions with integer or pointer parts (libm.go): frexp
; stores the exponent, modf the integral part, ldexp scales, lrint rounds
; ties to even and lround away from zero (glibc prints the same).
; STDOUT: "0.75 6 -0.75 -3 48 0.125 2 3 -4\n"
@fmt = private unnamed_addr constant [32 x i8] c"%g %d %g %g %g %g %ld %ld %lld\0A\00"

declare i32 @printf(ptr, ...)
declare double @frexp(double, ptr)
declare double @modf(double, ptr)
declare double @ldexp(double, i32)
declare float @ldexpf(float, i32)
declare i64 @lrint(double)
declare i64 @lround(double)
declare i64 @llrint(double)

define i32 @main() {
entry:
  %e = alloca i32
  %ip = alloca double
  %m = call double @frexp(double 48.0, ptr %e)
  %ev = load i32, ptr %e
  %fr = call double @modf(double -3.75, ptr %ip)
  %ipv = load double, ptr %ip
  %l = call double @ldexp(double 3.0, i32 4)
  %lf = call float @ldexpf(float 1.0, i32 -3)
  %lfd = fpext float %lf to double
  %r1 = call i64 @lrint(double 2.5)
  %r2 = call i64 @lround(double 2.5)
  %r3 = call i64 @llrint(double -3.5)
  call i32 (ptr, ...) @printf(ptr @fmt, double %m, i32 %ev, double %fr, double %ipv, double %l, double %lfd, i64 %r1, i64 %r2, i64 %r3)
  ret i32 0
}
