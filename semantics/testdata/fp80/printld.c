/* printf of long double: %Lf %Le %Lg %La with flags, widths, precisions. */
#include <stdio.h>
#include <stdarg.h>

static void vp(const char *f, ...) {
	va_list ap;
	va_start(ap, f);
	vprintf(f, ap);
	va_end(ap);
}

volatile long double vz = 0.0L;

int main(void) {
	long double xs[] = {0.0L, -0.0L, 1.0L, 1.0L / 3.0L, -2.5L, 1e-4940L, 1.18973149535723176502e+4932L,
		123456789.125L, 0.1L, 1e20L, 5e-5L, 0.5L, 1.5L, 2.5L};
	int n = sizeof xs / sizeof xs[0];
	for (int i = 0; i < n; i++) {
		long double x = xs[i];
		printf("[%Lf] [%Le] [%Lg] [%La]\n", x, x, x, x);
		printf("[%.0Lf] [%.3Le] [%.10Lg] [%#.0Le] [%+12.4Lf] [%-14.2Le|] [%012.3Lg] [%LA] [%LE] [%LG]\n", x, x, x, x, x, x, x, x, x, x);
		vp("va [%.20Lf] [%.18Lg] %d\n", x, x, i);
	}
	long double inf = 1.0L / vz, nan = vz / vz;
	printf("[%Lf] [%Le] [%LG] [%5.1Lf] %d\n", inf, -inf, inf, inf, nan != nan);
	return 0;
}
