#include <stdarg.h>
#include <stdio.h>
int sumints(int n, ...) {
  va_list ap; va_start(ap, n);
  int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap); return s;
}
void logf2(const char *fmt, ...) { va_list ap; va_start(ap, fmt); vprintf(fmt, ap); va_end(ap); }
int main(void) { printf("%d\n", sumints(3, 1, 2, 3)); logf2("%s %d\n", "x", 4); return 0; }
