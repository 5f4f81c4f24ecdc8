/* A whole program calling the C library's floating-point functions:
   irfuzz judges it by agreement (semantics/libm.go). Built with
   clang-NN -O0 -ffp-contract=off -S -emit-llvm math.c -o math_NN.ll
   (without -ffp-contract=off clang emits llvm.fmuladd, fused or not,
   whose two answers printf cannot print as one). */
#include <math.h>
#include <stdio.h>

static double table[8];

int main(void) {
  double acc = 0;
  for (int i = 0; i < 8; i++) {
    double x = 0.25 * i - 0.5;
    table[i] = sin(x) * pow(2.0, x) + exp(x) - log(1.5 + x);
    acc += table[i];
  }
  printf("%.6f\n", acc);
  printf("%.17g %.17g\n", sin(1.0), cos(0.5));
  printf("%.17g %.17g\n", pow(2.5, 1.7), pow(-2.0, 3.0));
  printf("%.17g %.17g\n", exp(0.3), log(10.0));
  printf("%.9g %.9g\n", (double)sinf(0.5f), (double)powf(3.0f, 0.5f));
  printf("%.17g %.17g\n", atan2(1.0, -2.0), sqrt(2.0));
  printf("%g %g %g\n", pow(0.0, -1.0), log(0.0), exp(-INFINITY));
  return acc > 0 ? 0 : 1;
}
