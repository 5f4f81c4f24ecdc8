/* Exercises x86_fp80 arithmetic; prints the encodings in hex. */
#include <stdio.h>
#include <string.h>
#include <math.h>

static void pl(const char *n, long double x) {
	unsigned char b[16];
	unsigned long long lo;
	unsigned short hi;
	memset(b, 0, sizeof b);
	memcpy(b, &x, 10);
	memcpy(&lo, b, 8);
	memcpy(&hi, b + 8, 2);
	printf("%s %04x%016llx\n", n, hi, lo);
}

volatile long double va = 1.0L, vb = 3.0L, vc = 1e-4940L, vd = 1e4930L, vz = 0.0L;

int main(void) {
	long double a = va, b = vb;
	pl("div", a / b);
	pl("add", a / b + 2.0L / 7.0L);
	pl("sub", a - b / 1e20L);
	pl("mul", (a / b) * (a / 7.0L));
	pl("rem", fmodl(10.5L, 3.0L));
	pl("rem2", (long double)__builtin_fmodl(vd, 7.0L));
	pl("sub1", vc * 0.5L);
	pl("sub2", vc / 3.0L);
	pl("ovf", vd * 10.0L);
	printf("nan %d\n", __builtin_isnan(vz / vz) != 0);
	pl("neg", -(a / b));
	pl("sqrt", __builtin_sqrtl(b));
	pl("floor", __builtin_floorl(-2.5L));
	pl("round", __builtin_roundl(2.5L));
	pl("trunc", __builtin_truncl(-7.9L));
	pl("ceil", __builtin_ceill(7.1L));
	pl("fabs", __builtin_fabsl(-b));
	pl("copysign", __builtin_copysignl(b, -1.0L));
	pl("fma", __builtin_fmal(a / b, b, -1.0L));
	double d = (double)(a / b);
	float f = (float)(a / b);
	printf("d %a f %a\n", d, (double)f);
	pl("ext", (long double)(0.1));
	pl("extf", (long double)(0.1f));
	long long ll = (long long)(vd / -1e4912L);
	unsigned long long ull = (unsigned long long)(1e19L);
	printf("ll %lld ull %llu\n", ll, ull);
	pl("sitofp", (long double)(-1234567890123456789LL));
	pl("uitofp", (long double)(18446744073709551615ULL));
	printf("cmp %d %d %d %d\n", a < b, a == b, vz / vz != vz / vz, a >= b);
	return 0;
}
