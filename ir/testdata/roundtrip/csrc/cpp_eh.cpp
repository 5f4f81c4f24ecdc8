#include <stdexcept>
int may_throw(int x) { if (x < 0) throw std::runtime_error("neg"); return x * 2; }
int guarded(int x) {
  try { return may_throw(x); } catch (const std::runtime_error &) { return -1; } catch (...) { return -2; }
}
struct Guard { int *p; ~Guard() { ++*p; } };
int cleanup(int x, int *c) { Guard g{c}; return may_throw(x); }
