#include <stddef.h>
static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
void bubble(int *v, size_t n) {
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j + 1 < n - i; j++)
      if (v[j] > v[j + 1]) swap(&v[j], &v[j + 1]);
}
static int part(int *v, int lo, int hi) {
  int p = v[hi], i = lo - 1;
  for (int j = lo; j < hi; j++) if (v[j] <= p) swap(&v[++i], &v[j]);
  swap(&v[i + 1], &v[hi]);
  return i + 1;
}
void quick(int *v, int lo, int hi) {
  if (lo < hi) { int p = part(v, lo, hi); quick(v, lo, p - 1); quick(v, p + 1, hi); }
}
