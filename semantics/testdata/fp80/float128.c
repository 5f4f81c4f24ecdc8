/* Exercises fp128 (__float128) arithmetic; prints the encodings in hex. */
#include <stdio.h>
#include <string.h>

static void pq(const char *n, __float128 x) {
	unsigned long long w[2];
	memcpy(w, &x, 16);
	printf("%s %016llx%016llx\n", n, w[1], w[0]);
}

volatile __float128 va = 1, vb = 3, vz = 0;

int main(void) {
	__float128 a = va, b = vb;
	pq("div", a / b);
	pq("add", a / b + (__float128)2 / 7);
	pq("sub", a - b / 1e20);
	pq("mul", (a / b) * (a / 7));
	printf("nan %d\n", vz / vz != vz / vz);
	pq("neg", -(a / b));
	double d = (double)(a / b);
	printf("d %a\n", d);
	pq("ext", (__float128)0.1);
	pq("extld", (__float128)(1.0L / 3.0L));
	printf("ld %d\n", (long double)(a / b) == 1.0L / 3.0L);
	long long ll = (long long)(b * 1e15Q);
	printf("ll %lld\n", ll);
	pq("sitofp", (__float128)(-1234567890123456789LL));
	printf("cmp %d %d %d\n", a < b, a == b, vz / vz != vz / vz);
	return 0;
}
