struct Base { virtual ~Base(); virtual int f(int) const = 0; virtual int g() { return 1; } };
struct Derived : Base { int k; explicit Derived(int k) : k(k) {} int f(int x) const override { return x + k; } };
Base::~Base() {}
template <typename T> T twice(T x) { return x + x; }
int use(const Base &b) { return b.f(3) + twice(4) + (int)twice(2.5); }
int make_and_use(int k) { Derived d(k); return use(d) + d.g(); }
namespace ns { inline int counter() { static int c; return ++c; } }
int tick() { return ns::counter(); }
