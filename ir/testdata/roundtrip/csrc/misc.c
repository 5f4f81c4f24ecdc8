#include <complex.h>
#include <setjmp.h>
#include <string.h>
struct bits { unsigned a : 3, b : 5; signed c : 7; unsigned long long d : 40; };
int getb(struct bits *p) { return p->a + p->b + p->c + (int)p->d; }
void setb(struct bits *p, int v) { p->b = v; p->d = (unsigned long long)v << 20; }
int vla(int n) { int a[n]; for (int i = 0; i < n; i++) a[i] = i * i; return a[n / 2]; }
double complex cmul(double complex a, double complex b) { return a * b; }
static jmp_buf env;
int try_jump(int x) { if (setjmp(env)) return -1; if (x < 0) longjmp(env, 1); return x; }
int asm_add(int a, int b) { int r; __asm__("addl %2, %0" : "=r"(r) : "0"(a), "r"(b) : "cc"); return r; }
int likely(int x) { if (__builtin_expect(x > 10, 1)) return 1; return 0; }
void *stack(int n) { char *p = __builtin_alloca(n); memset(p, 0, n); return (void *)(p[0] + 0L); }
int computed(int i) {
  static const void *tab[] = { &&l0, &&l1, &&l2 };
  goto *tab[i % 3];
l0: return 10;
l1: return 20;
l2: return 30;
}
