/* The exact long double functions of libm (a call each at -O0 without -fno-math-errno). */
#include <stdio.h>
#include <math.h>
volatile long double a = 10.75L, b = -3.0L;
int main(void) {
	printf("%La %La %La %La\n", sqrtl(a), fabsl(b), floorl(-a), ceill(a));
	printf("%La %La %La %La\n", truncl(-a), roundl(a), rintl(a), nearbyintl(-a));
	printf("%La %La %La %La %La\n", copysignl(a, b), fminl(a, b), fmaxl(a, b), fmal(a, b, 1.0L), fmodl(a, b));
	return 0;
}
