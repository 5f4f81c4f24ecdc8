#include <math.h>
double poly(double x) { return ((3.5 * x - 2.25) * x + 1e-3) * x - 7.0; }
float dot(const float *a, const float *b, int n) { float s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
double hyp(double a, double b) { return sqrt(a * a + b * b); }
long double ld(long double x) { return x * 2.0L + 1.0L; }
int classify(double d) { return isnan(d) ? 0 : isinf(d) ? 1 : d < 0 ? 2 : 3; }
_Float16 half(_Float16 h) { return h * (_Float16)0.5; }
