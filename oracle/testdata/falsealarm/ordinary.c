/* Ordinary C: char, short and bool parameters, globals that hold
   pointers, static state, a helper the test functions call. */
#include <stdbool.h>
#include <stdint.h>

int table[8] = {1, 2, 3, 4, 5, 6, 7, 8};
int *cursor = &table[2];
int **handle = &cursor;
static short history[4];
static int calls;
const char *names[2] = {"zero", "one"};

static int scale(int x, signed char k) { return x * k; }

int pick(signed char k, unsigned short i, bool neg) {
  int v = scale(table[i & 7], k);
  calls++;
  return neg ? -v : v;
}

unsigned char narrow(short s, unsigned char u) {
  history[u & 3] = s;
  return (unsigned char)(s + u);
}

int advance(int n) {
  cursor += n & 3;
  if (cursor >= table + 8) cursor = table;
  return **handle;
}

/* int, not long: sign-extending a signext char argument to 64 bits is
   miscompiled by AArch64 FastISel in LLVM 14 and 19 (llvm-project issue
   205830; ../llvm14-bugs/aarch64-fastisel-signext-arg-to-i64.ll). */
int mix(char c, unsigned char uc, short s, unsigned short us, bool b) {
  return c * 3 + uc - s + us * (b ? 2 : 1);
}

int first_char(int i) { return names[i & 1][0]; }
