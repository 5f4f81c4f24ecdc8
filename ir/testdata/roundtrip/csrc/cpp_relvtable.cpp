// regen-flags: -fexperimental-relative-c++-abi-vtables -fno-rtti
struct A { virtual int f(); virtual int g(); };
int A::f() { return 1; }
int A::g() { return 2; }
int call(A *a) { return a->f() + a->g(); }
