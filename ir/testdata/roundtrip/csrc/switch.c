int dispatch(int op, int a, int b) {
  switch (op) {
  case 0: return a + b;
  case 1: return a - b;
  case 2: return a * b;
  case 3: return b ? a / b : 0;
  case 7: return a << (b & 31);
  case 100: return a ^ b;
  default: return -1;
  }
}
const char *name(unsigned c) {
  switch (c) { case 'a': return "alpha"; case 'b': return "beta"; case 'g': return "gamma"; }
  return "?";
}
