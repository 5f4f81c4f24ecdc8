package semantics

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

func newTestMem(t testing.TB) *Memory {
	t.Helper()
	return NewMemory(mustLayout(t, dlX86), 1<<20)
}

func mustAlloc(t testing.TB, m *Memory, kind ObjKind, size, align uint64) Val {
	t.Helper()
	p, ok := m.Alloc(kind, size, align)
	if !ok {
		t.Fatalf("Alloc(%d, %d, %d) failed", kind, size, align)
	}
	return p
}

func offset(p Val, d uint64) *Val { p.Bits += d; return &p }

// TestMemAddresses checks the deterministic address assignment.
func TestMemAddresses(t *testing.T) {
	m := newTestMem(t)
	for run := range 2 {
		a := mustAlloc(t, m, ObjGlobal, 5, 1)
		b := mustAlloc(t, m, ObjStack, 4, 64)
		c := mustAlloc(t, m, ObjHeap, 0, 1)
		d := mustAlloc(t, m, ObjFunction, 1, 16)
		want := []Val{{Bits: 0x10000, Prov: 1}, {Bits: 0x10040, Prov: 2}, {Bits: 0x10054, Prov: 3}, {Bits: 0x10070, Prov: 4}}
		for i, p := range []Val{a, b, c, d} {
			if p != want[i] {
				t.Errorf("run %d: object %d at %#x prov %d, want %#x prov %d", run, i, p.Bits, p.Prov, want[i].Bits, want[i].Prov)
			}
		}
		if m.Free(&c) != UBNone {
			t.Fatalf("free of a heap object failed")
		}
		e := mustAlloc(t, m, ObjHeap, 8, 8)
		if e.Bits <= d.Bits || e.Prov != 5 {
			t.Errorf("run %d: an address or id was reused after free: %#x prov %d", run, e.Bits, e.Prov)
		}
		for _, tc := range []struct {
			addr uint64
			want uint32
		}{{0x10000, 1}, {0x10005, 1}, {0x10006, 0}, {0x10040, 2}, {0x10054, 3}, {0xffff, 0}, {e.Bits + 8, 5}, {e.Bits + 9, 0}} {
			if got := m.ProvAt(tc.addr); got != tc.want {
				t.Errorf("run %d: ProvAt(%#x) = %d, want %d", run, tc.addr, got, tc.want)
			}
		}
		if base, size, kind, alive := m.Object(3); base != 0x10054 || size != 0 || kind != ObjHeap || alive {
			t.Errorf("Object(3) = %#x %d %d %v", base, size, kind, alive)
		}
		m.Reset()
	}
}

// TestMemBudget checks the limit, and that Reset and Release give storage back.
func TestMemBudget(t *testing.T) {
	m := NewMemory(mustLayout(t, dlX86), 100)
	mustAlloc(t, m, ObjGlobal, 60, 1)
	if _, ok := m.Alloc(ObjHeap, 41, 1); ok {
		t.Errorf("an allocation above the limit succeeded")
	}
	mk := m.Mark()
	s := mustAlloc(t, m, ObjStack, 40, 1)
	m.Release(mk)
	if base, _, _, alive := m.Object(s.Prov); alive || base != s.Bits {
		t.Errorf("a released stack object is alive")
	}
	mustAlloc(t, m, ObjStack, 40, 1) // its storage was given back
	m.Reset()
	mustAlloc(t, m, ObjHeap, 100, 1)
	if _, ok := m.Alloc(ObjHeap, 1<<62, 1); ok {
		t.Errorf("a huge allocation succeeded")
	}
	m32 := NewMemory(mustLayout(t, dlBe32), 1<<40)
	if _, ok := m32.Alloc(ObjFunction, 1<<33, 1); ok {
		t.Errorf("an object beyond a 32-bit address space was allocated")
	}
}

// TestMemReleaseNested: a return kills the stack objects its call made,
// innermost call first, and no heap object.
func TestMemReleaseNested(t *testing.T) {
	m := NewMemory(mustLayout(t, dlX86), 1<<20)
	outer := m.Mark()
	a := mustAlloc(t, m, ObjStack, 8, 8)
	h := mustAlloc(t, m, ObjHeap, 8, 8)
	inner := m.Mark()
	b := mustAlloc(t, m, ObjStack, 8, 8)
	h2 := mustAlloc(t, m, ObjHeap, 8, 8)
	c := mustAlloc(t, m, ObjStack, 8, 8)
	alive := func(p Val) bool { _, _, _, ok := m.Object(p.Prov); return ok }
	m.Release(inner)
	if alive(b) || alive(c) || !alive(a) || !alive(h) || !alive(h2) {
		t.Errorf("after the inner return: a %v b %v c %v h %v h2 %v, want only a, h, h2 alive", alive(a), alive(b), alive(c), alive(h), alive(h2))
	}
	d := mustAlloc(t, m, ObjStack, 8, 8)
	m.Release(outer)
	if alive(a) || alive(d) || !alive(h) || !alive(h2) {
		t.Errorf("after the outer return: a %v d %v h %v h2 %v, want only the heap objects alive", alive(a), alive(d), alive(h), alive(h2))
	}
	m.Release(inner) // stale: ignored
	if !alive(h) {
		t.Errorf("a stale mark killed a heap object")
	}
}

// TestMemUB checks every kind of undefined behaviour of an access.
func TestMemUB(t *testing.T) {
	m := newTestMem(t)
	g := mustAlloc(t, m, ObjGlobal, 8, 8)
	cg := mustAlloc(t, m, ObjConstGlobal, 8, 8)
	h := mustAlloc(t, m, ObjHeap, 8, 8)
	st := mustAlloc(t, m, ObjStack, 8, 8)
	fn := mustAlloc(t, m, ObjFunction, 1, 16)
	freed := mustAlloc(t, m, ObjHeap, 8, 8)
	dead := mustAlloc(t, m, ObjStack, 8, 8)
	if ub := m.Free(&freed); ub != UBNone {
		t.Fatalf("free: %v", ub)
	}
	m.Kill(&dead)
	i32 := ir.I32
	tests := []struct {
		name  string
		p     Val
		align uint64
		load  UBKind
		store UBKind
	}{
		{"ok", g, 4, UBNone, UBNone},
		{"ok at the end", *offset(g, 4), 4, UBNone, UBNone},
		{"poison pointer", Val{Poison: true}, 1, UBPoisonAddress, UBPoisonAddress},
		{"undef pointer", Val{Bits: g.Bits, Undef: 1, Prov: g.Prov}, 1, UBUndefAddress, UBUndefAddress},
		{"null", Val{}, 1, UBNullAccess, UBNullAccess},
		{"no provenance", Val{Bits: g.Bits}, 1, UBOutOfBounds, UBOutOfBounds},
		{"unknown provenance", Val{Bits: g.Bits, Prov: 99}, 1, UBOutOfBounds, UBOutOfBounds},
		{"past the end", *offset(g, 5), 1, UBOutOfBounds, UBOutOfBounds},
		{"one past the end", *offset(g, 8), 1, UBOutOfBounds, UBOutOfBounds},
		{"before the start", *offset(g, ^uint64(0)), 1, UBOutOfBounds, UBOutOfBounds},
		{"other object's address", Val{Bits: h.Bits, Prov: g.Prov}, 1, UBOutOfBounds, UBOutOfBounds},
		{"function", fn, 1, UBOutOfBounds, UBOutOfBounds},
		{"freed heap", freed, 1, UBUseAfterFree, UBUseAfterFree},
		{"dead stack", dead, 1, UBUseAfterFree, UBUseAfterFree},
		{"misaligned", *offset(g, 2), 4, UBMisaligned, UBMisaligned},
		{"default alignment is ABI", *offset(g, 2), 0, UBMisaligned, UBMisaligned},
		{"align 2 is enough", *offset(g, 2), 2, UBNone, UBNone},
		{"constant", cg, 4, UBNone, UBWriteConstant},
		{"heap", h, 4, UBNone, UBNone},
		{"stack", st, 4, UBNone, UBNone},
	}
	for _, tc := range tests {
		var r Val
		if got := m.Load(i32, &tc.p, tc.align, &r, nil); got != tc.load {
			t.Errorf("%s: load: %v, want %v", tc.name, got, tc.load)
		}
		v := Val{Bits: 7}
		if got := m.Store(i32, &tc.p, tc.align, &v); got != tc.store {
			t.Errorf("%s: store: %v, want %v", tc.name, got, tc.store)
		}
	}

	frees := []struct {
		name string
		p    Val
		want UBKind
	}{
		{"null", Val{}, UBNone},
		{"poison", Val{Poison: true}, UBPoisonAddress},
		{"undef", Val{Undef: 8}, UBUndefAddress},
		{"double free", freed, UBInvalidFree},
		{"middle", *offset(h, 1), UBInvalidFree},
		{"stack", st, UBInvalidFree},
		{"global", g, UBInvalidFree},
		{"no provenance", Val{Bits: h.Bits}, UBInvalidFree},
		{"heap", h, UBNone},
		{"heap again", h, UBInvalidFree},
	}
	for _, tc := range frees {
		if got := m.Free(&tc.p); got != tc.want {
			t.Errorf("free %s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestMemSpan checks the bytes a C library function may scan from a
// pointer: the rules of an access of one byte, except that one past the
// end gives no bytes, and no alignment.
func TestMemSpan(t *testing.T) {
	m := newTestMem(t)
	g := mustAlloc(t, m, ObjGlobal, 8, 8)
	cg := mustAlloc(t, m, ObjConstGlobal, 8, 8)
	fn := mustAlloc(t, m, ObjFunction, 1, 16)
	dead := mustAlloc(t, m, ObjStack, 8, 8)
	m.Kill(&dead)
	tests := []struct {
		name        string
		p           Val
		n           int // bytes, when there is no UB
		read, write UBKind
	}{
		{"start", g, 8, UBNone, UBNone},
		{"odd offset", *offset(g, 3), 5, UBNone, UBNone},
		{"one past the end", *offset(g, 8), 0, UBNone, UBNone},
		{"past the end", *offset(g, 9), 0, UBOutOfBounds, UBOutOfBounds},
		{"poison", Val{Poison: true}, 0, UBPoisonAddress, UBPoisonAddress},
		{"undef", Val{Bits: g.Bits, Undef: 1, Prov: g.Prov}, 0, UBUndefAddress, UBUndefAddress},
		{"null", Val{}, 0, UBNullAccess, UBNullAccess},
		{"function", fn, 0, UBOutOfBounds, UBOutOfBounds},
		{"dead", dead, 0, UBUseAfterFree, UBUseAfterFree},
		{"constant", cg, 8, UBNone, UBWriteConstant},
	}
	for _, tc := range tests {
		for _, write := range []bool{false, true} {
			want := tc.read
			if write {
				want = tc.write
			}
			b, ub := m.span(&tc.p, write)
			if ub != want || ub == UBNone && len(b) != tc.n {
				t.Errorf("%s (write %v): %d bytes, %v; want %d, %v", tc.name, write, len(b), ub, tc.n, want)
			}
		}
	}
}

// TestMemContents checks initial contents, store/load, provenance through
// memory, lifetime and the memory intrinsics.
func TestMemContents(t *testing.T) {
	m := newTestMem(t)
	g := mustAlloc(t, m, ObjGlobal, 16, 8)
	s := mustAlloc(t, m, ObjStack, 16, 8)
	h := mustAlloc(t, m, ObjHeap, 16, 8)
	load := func(ty *ir.Type, p Val, ch Chooser) Val {
		t.Helper()
		var r Val
		if ub := m.Load(ty, &p, 1, &r, ch); ub != UBNone {
			t.Fatalf("load %s at %#x: %v", ty, p.Bits, ub)
		}
		return r
	}
	store := func(ty *ir.Type, p Val, v Val) {
		t.Helper()
		if ub := m.Store(ty, &p, 1, &v); ub != UBNone {
			t.Fatalf("store %s at %#x: %v", ty, p.Bits, ub)
		}
	}
	check := func(what string, got, want Val) {
		t.Helper()
		if !valEqual(&got, &want) {
			t.Errorf("%s: got %s, want %s", what, valString(&got), valString(&want))
		}
	}
	check("global starts zero", load(ir.I64, g, nil), Val{})
	check("stack starts undef", load(ir.I32, s, nil), Val{Undef: 0xffffffff})
	check("heap starts undef", load(ir.I8, h, nil), Val{Undef: 0xff})
	check("undef chosen when concrete", load(ir.I16, h, constChooser(0x1234)), Val{Bits: 0x1234})

	store(ir.I32, s, Val{Bits: 0xdeadbeef})
	check("i32 back", load(ir.I32, s, nil), Val{Bits: 0xdeadbeef})
	check("one byte of it", load(ir.I8, *offset(s, 1), nil), Val{Bits: 0xbe})
	check("partly undef", load(ir.I64, s, nil), Val{Bits: 0xdeadbeef, Undef: 0xffffffff00000000})
	store(ir.I8, *offset(s, 2), Val{Poison: true})
	check("poison byte poisons i32", load(ir.I32, s, nil), Val{Poison: true})
	check("neighbour byte is fine", load(ir.I8, *offset(s, 1), nil), Val{Bits: 0xbe})

	// i31: the top bit is poison in the abstract mode (the Language
	// Reference leaves it unspecified), 0 in the concrete one
	store(ir.Int(31), g, Val{Bits: 0x7fffffff})
	check("i31 padding abstract", load(ir.I32, g, nil), Val{Poison: true})
	check("i31 back", load(ir.Int(31), g, nil), Val{Bits: 0x7fffffff})
	m.Concrete = true
	store(ir.Int(31), g, Val{Bits: 0x7fffffff})
	check("i31 padding concrete", load(ir.I32, g, nil), Val{Bits: 0x7fffffff})
	m.Concrete = false

	// pointers: provenance survives memory; an integer gets it from the address
	store(ir.Ptr, *offset(g, 8), *offset(h, 4))
	check("pointer back", load(ir.Ptr, *offset(g, 8), nil), *offset(h, 4))
	check("pointer as integer", load(ir.I64, *offset(g, 8), nil), Val{Bits: h.Bits + 4})
	store(ir.I64, *offset(g, 8), Val{Bits: s.Bits + 2})
	check("integer as pointer", load(ir.Ptr, *offset(g, 8), nil), Val{Bits: s.Bits + 2, Prov: s.Prov})
	store(ir.I64, *offset(g, 8), Val{Bits: 0x42})
	check("integer with no object", load(ir.Ptr, *offset(g, 8), nil), Val{Bits: 0x42})

	// memset, memcpy, memmove
	if ub := m.Set(&h, &Val{Bits: 0xab}, 16); ub != UBNone {
		t.Fatalf("memset: %v", ub)
	}
	check("memset", load(ir.I32, *offset(h, 12), nil), Val{Bits: 0xabababab})
	if ub := m.Set(&h, &Val{Bits: 0x0, Undef: 0xf0, Nondet: true}, 2); ub != UBNone {
		t.Fatalf("memset: %v", ub)
	}
	check("memset nondet", load(ir.I16, h, nil), Val{Undef: 0xf0f0, Nondet: true})
	if ub := m.Set(&h, &Val{Poison: true}, 1); ub != UBNone {
		t.Fatalf("memset: %v", ub)
	}
	check("memset poison", load(ir.I8, h, nil), Val{Poison: true})
	store(ir.Ptr, h, *offset(g, 3))
	if ub := m.Copy(&s, &h, 16, false, nil); ub != UBNone {
		t.Fatalf("memcpy: %v", ub)
	}
	check("memcpy keeps provenance", load(ir.Ptr, s, nil), *offset(g, 3))
	check("memcpy copies", load(ir.I64, *offset(s, 8), nil), Val{Bits: 0xabababababababab})
	if ub := m.Copy(&s, &s, 16, false, nil); ub != UBNone {
		t.Errorf("memcpy onto itself: %v", ub)
	}
	if ub := m.Copy(offset(s, 1), &s, 8, false, nil); ub != UBOverlap {
		t.Errorf("overlapping memcpy: %v, want %v", ub, UBOverlap)
	}
	store(ir.I64, s, Val{Bits: 0x0807060504030201})
	if ub := m.Copy(offset(s, 1), &s, 8, true, nil); ub != UBNone {
		t.Fatalf("memmove: %v", ub)
	}
	check("memmove", load(ir.I64, *offset(s, 1), nil), Val{Bits: 0x0807060504030201})
	if ub := m.Copy(&cg0, &s, 0, false, nil); ub != UBNone {
		t.Errorf("memcpy of 0 bytes through a bad pointer: %v", ub)
	}
	if ub := m.Copy(&s, &h, 17, false, nil); ub != UBOutOfBounds {
		t.Errorf("memcpy past the end: %v", ub)
	}
	if ub := m.Set(&Val{}, &Val{}, 1); ub != UBNullAccess {
		t.Errorf("memset of null: %v", ub)
	}

	// a pointer whose bytes were overwritten in part loses the provenance of
	// its bytes and takes that of its address
	store(ir.Ptr, g, *offset(s, 1))
	store(ir.I8, g, Val{Bits: uint64(s.Bits+1) & 0xff})
	check("patched pointer gets the object at its address", load(ir.Ptr, g, nil), *offset(s, 1))

	// lifetime
	m.Kill(&s)
	var r Val
	if ub := m.Load(ir.I8, &s, 1, &r, nil); ub != UBUseAfterFree {
		t.Errorf("load after lifetime.end: %v", ub)
	}
	m.Revive(&s)
	check("revived object is undef", load(ir.I8, s, nil), Val{Undef: 0xff})

	// ReadBytes copies
	b, ub := m.ReadBytes(offset(g, 8), 2)
	if ub != UBNone || len(b) != 2 || b[0].Bits != 0x42 {
		t.Fatalf("ReadBytes: %v %v", b, ub)
	}
	b[0].Bits = 0
	check("ReadBytes returns a copy", load(ir.I8, *offset(g, 8), nil), Val{Bits: 0x42})
	if _, ub := m.ReadBytes(offset(g, 8), 9); ub != UBOutOfBounds {
		t.Errorf("ReadBytes past the end: %v", ub)
	}
}

// cg0 is a pointer with no provenance, for no-op checks.
var cg0 = Val{Bits: 0x1234}

// TestMemAggregates stores and loads aggregates and vectors through memory.
func TestMemAggregates(t *testing.T) {
	m := newTestMem(t)
	p := mustAlloc(t, m, ObjStack, 64, 16)
	ty := parseType(t, "{i8, <2 x i16>, [2 x ptr], i65}")
	v := lanes(Val{Bits: 1}, lanes(Val{Bits: 2}, Val{Poison: true}), lanes(p, Val{Poison: true}),
		Val{X: &Ext{Words: []uint64{5, 1}, UndefWords: []uint64{0, 0}}})
	if ub := m.Store(ty, &p, 0, &v); ub != UBNone {
		t.Fatalf("store: %v", ub)
	}
	var r Val
	if ub := m.Load(ty, &p, 0, &r, nil); ub != UBNone {
		t.Fatalf("load: %v", ub)
	}
	if !valEqual(&r, &v) {
		t.Errorf("got %s, want %s", valString(&r), valString(&v))
	}
	// Padding is poison in the abstract mode (see byteCodec.aggregatePad)
	// and undef in the concrete one.
	var pad Val
	if ub := m.Load(ir.I8, offset(p, 1), 1, &pad, nil); ub != UBNone || !pad.Poison {
		t.Errorf("struct padding: %s %v, want poison", valString(&pad), ub)
	}
	m.Concrete = true
	if ub := m.Store(ty, &p, 0, &v); ub != UBNone {
		t.Fatalf("store: %v", ub)
	}
	if ub := m.Load(ir.I8, offset(p, 1), 1, &pad, nil); ub != UBNone || pad.Poison || pad.Undef != 0xff {
		t.Errorf("concrete struct padding: %s %v, want undef", valString(&pad), ub)
	}
}

// TestMemLoadStoreNoAlloc checks that scalar loads and stores allocate nothing.
func TestMemLoadStoreNoAlloc(t *testing.T) {
	m := newTestMem(t)
	p := mustAlloc(t, m, ObjStack, 16, 8)
	q := *offset(p, 8)
	v, r := Val{Bits: 42}, Val{}
	var ch Chooser = constChooser(0)
	allocs := testing.AllocsPerRun(1000, func() {
		m.Store(ir.I32, &p, 4, &v)
		m.Load(ir.I32, &p, 4, &r, ch)
		m.Store(ir.Ptr, &q, 8, &p)
		m.Load(ir.Ptr, &q, 8, &r, nil)
		m.Load(ir.Double, &q, 8, &r, ch)
	})
	if allocs != 0 {
		t.Errorf("scalar load/store: %v allocs per run, want 0", allocs)
	}
}

func BenchmarkLoadStore(b *testing.B) {
	m := newTestMem(b)
	p := mustAlloc(b, m, ObjStack, 16, 8)
	q := *offset(p, 8)
	v, r := Val{Bits: 42}, Val{}
	var ch Chooser = constChooser(0)
	b.ReportAllocs()
	for b.Loop() {
		m.Store(ir.I32, &p, 4, &v)
		m.Load(ir.I32, &p, 4, &r, ch)
		m.Store(ir.Ptr, &q, 8, &p)
		m.Load(ir.Ptr, &q, 8, &r, nil)
	}
}

// BenchmarkMemReleaseDeep is a recursion 1000 calls deep in which every
// call mallocs: each return kills only its own stack object, whatever
// the number of heap objects made below it.
func BenchmarkMemReleaseDeep(b *testing.B) {
	m := NewMemory(mustLayout(b, dlX86), 1<<30)
	marks := make([]MemMark, 1000)
	for b.Loop() {
		m.Reset()
		for i := range marks {
			marks[i] = m.Mark()
			mustAlloc(b, m, ObjStack, 8, 8)
			mustAlloc(b, m, ObjHeap, 8, 8)
		}
		for i := len(marks) - 1; i >= 0; i-- {
			m.Release(marks[i])
		}
	}
}

// TestMemAllocUnobserved checks that objects whose address nothing
// observes move no other object, are found by their provenance only, and
// meet the address space's end without overlapping other objects.
func TestMemAllocUnobserved(t *testing.T) {
	plain := newTestMem(t)
	a0 := mustAlloc(t, plain, ObjStack, 4, 4)
	b0 := mustAlloc(t, plain, ObjStack, 8, 8)

	m := newTestMem(t)
	a := mustAlloc(t, m, ObjStack, 4, 4)
	u, ok := m.AllocUnobserved(64, 4)
	if !ok {
		t.Fatal("AllocUnobserved failed")
	}
	b := mustAlloc(t, m, ObjStack, 8, 8)
	if a.Bits != a0.Bits || b.Bits != b0.Bits {
		t.Errorf("addresses %#x %#x, want %#x %#x as without the unobserved object", a.Bits, b.Bits, a0.Bits, b0.Bits)
	}
	if u.Bits%memGap != 0 || u.Bits+64 > m.top || u.Bits < b.Bits {
		t.Errorf("unobserved object at %#x", u.Bits)
	}
	for _, tc := range []struct {
		addr uint64
		want uint32
	}{{a.Bits + 2, a.Prov}, {b.Bits + 8, b.Prov}, {u.Bits, 0}, {u.Bits + 10, 0}} {
		if got := m.ProvAt(tc.addr); got != tc.want {
			t.Errorf("ProvAt(%#x) = %d, want %d", tc.addr, got, tc.want)
		}
	}
	if ub := m.Store(ir.I32, offset(u, 60), 4, &Val{Bits: 7}); ub != UBNone {
		t.Errorf("store to the unobserved object: %v", ub)
	}
	if ub := m.Store(ir.I32, offset(u, 62), 1, &Val{Bits: 7}); ub != UBOutOfBounds {
		t.Errorf("store past the unobserved object: %v, want out of bounds", ub)
	}

	// A 32-bit address space fills from both ends and then refuses.
	small := NewMemory(mustLayout(t, "p:32:32"), 1<<40)
	small.addressesOnly = true // (addresses without storage)
	n := 0
	var bases []uint64
	for ; n < 1<<12; n++ {
		var p Val
		var ok bool
		if n%2 == 0 {
			p, ok = small.Alloc(ObjStack, 1<<24, 1)
		} else {
			p, ok = small.AllocUnobserved(1<<24, 1)
		}
		if !ok {
			break
		}
		bases = append(bases, p.Bits)
	}
	if n == 0 || n >= 1<<12 {
		t.Fatalf("%d objects of 16 MiB in a 32-bit address space", n)
	}
	const size = 1 << 24
	for i, bi := range bases {
		if bi+size > small.top {
			t.Errorf("object %d at %#x ends past the address space", i, bi)
		}
		for j, bj := range bases[i+1:] {
			if bi <= bj+size && bj <= bi+size { // (one past the end included)
				t.Fatalf("objects %d at %#x and %d at %#x overlap", i, bi, i+1+j, bj)
			}
		}
	}
}

// TestMemUndefAsPoison: under LLVM's policy reading, uninitialised stack
// and heap bytes are poison, stores and memsets of undef write poison
// (byte by byte for whole bytes), and a frozen (nondet) value stays a value.
func TestMemUndefAsPoison(t *testing.T) {
	m := newTestMem(t)
	m.UndefAsPoison = true
	p, _ := m.Alloc(ObjStack, 4, 4)
	if b, _ := m.ReadBytes(&p, 4); b[0].Poison != 0xff || b[3].Poison != 0xff {
		t.Errorf("uninitialised stack bytes %+v, want poison", b)
	}
	v := Val{Bits: 0x1234, Undef: 0xff00}
	m.Store(ir.I16, &p, 0, &v)
	if b, _ := m.ReadBytes(&p, 2); b[0].Poison != 0 || b[0].Bits != 0x34 || b[1].Poison != 0xff {
		t.Errorf("stored i16 with an undef high byte: %+v", b)
	}
	fz := Val{Undef: 0xffff, Nondet: true}
	m.Store(ir.I16, &p, 0, &fz)
	if b, _ := m.ReadBytes(&p, 2); b[0].Poison != 0 || b[1].Poison != 0 {
		t.Errorf("stored frozen value became poison: %+v", b)
	}
	u8 := Val{Undef: 0xff}
	m.Set(&p, &u8, 4)
	if b, _ := m.ReadBytes(&p, 4); b[2].Poison != 0xff {
		t.Errorf("memset of undef: %+v", b)
	}
	plain := newTestMem(t)
	q, _ := plain.Alloc(ObjStack, 2, 2)
	if b, _ := plain.ReadBytes(&q, 2); b[0].Undef != 0xff || b[0].Poison != 0 {
		t.Errorf("without the policy, uninitialised bytes %+v, want undef", b)
	}
}

// TestBudgetReason names the limit an allocation met: the object ids or
// the bytes.
func TestBudgetReason(t *testing.T) {
	m := newTestMem(t)
	if got := m.budgetReason(); got != "memory budget exhausted" {
		t.Errorf("bytes: %q", got)
	}
	m.nobjs = memMaxObjects
	if _, ok := m.Alloc(ObjHeap, 8, 8); ok {
		t.Fatal("an allocation past the object ids succeeded")
	}
	if got := m.budgetReason(); !strings.Contains(got, "object budget exhausted") {
		t.Errorf("objects: %q", got)
	}
}
