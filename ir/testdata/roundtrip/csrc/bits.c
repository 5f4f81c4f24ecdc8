#include <stdint.h>
unsigned popc(uint64_t x) { return __builtin_popcountll(x); }
unsigned clz(uint32_t x) { return x ? __builtin_clz(x) : 32; }
uint32_t rotl(uint32_t x, unsigned r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }
uint16_t bswap(uint16_t x) { return __builtin_bswap16(x); }
int sat_add(int a, int b) { int r; if (__builtin_add_overflow(a, b, &r)) return a > 0 ? INT32_MAX : INT32_MIN; return r; }
__int128 mul128(__int128 a, __int128 b) { return a * b; }
_BitInt(37) odd(_BitInt(37) a) { return a * 3 + 1; }
int indirect(int (*f)(int), int x) { return f(x) + f(x + 1); }
static int sq(int x) { return x * x; }
int use_indirect(void) { return indirect(sq, 4); }
void *label_addr(int i) { static void *t[] = { &&a, &&b }; goto *t[i & 1]; a: return t[0]; b: return t[1]; }
