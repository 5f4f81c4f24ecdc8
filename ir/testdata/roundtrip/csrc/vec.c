typedef float v4f __attribute__((vector_size(16)));
typedef int v8i __attribute__((vector_size(32)));
v4f axpy(float a, v4f x, v4f y) { return a * x + y; }
v8i shuf(v8i a, v8i b) { return __builtin_shufflevector(a, b, 0, 8, 1, 9, 2, 10, -1, 11); }
int hsum(v8i a) { int s = 0; for (int i = 0; i < 8; i++) s += a[i]; return s; }
void saxpy(int n, float a, const float *restrict x, float *restrict y) { for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i]; }
