#include <string.h>
struct point { double x, y; };
struct rect { struct point lo, hi; char tag[8]; };
struct __attribute__((packed)) packed { char c; int i; short s; };
union u { int i; float f; char b[4]; };
struct point mid(struct rect r) { struct point p = { (r.lo.x + r.hi.x) / 2, (r.lo.y + r.hi.y) / 2 }; return p; }
struct rect make(double w, double h) { struct rect r; memset(&r, 0, sizeof r); r.hi.x = w; r.hi.y = h; strcpy(r.tag, "box"); return r; }
int packed_sum(struct packed *p) { return p->c + p->i + p->s; }
float pun(int i) { union u x; x.i = i; return x.f; }
struct rect table[3] = { { {0, 0}, {1, 1}, "a" }, { {1, 2}, {3, 4}, "bb" } };
