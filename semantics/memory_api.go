package semantics

import "fmt"

// Check reports the undefined behaviour, if any, of accessing n bytes at p
// (the test behind the dereferenceable attribute).
func (m *Memory) Check(p *Val, n uint64) UBKind {
	if n == 0 {
		return UBNone
	}
	if n == toObjectEnd {
		return UBOutOfBounds
	}
	m.raw = true
	_, ub := m.access(p, n, 1, false)
	m.raw = false
	return ub
}

// Protect makes the global object p points to constant, once its
// initialiser is in place: later stores to it are UBWriteConstant.
func (m *Memory) Protect(p *Val) {
	if o := m.object(p); o != nil && o.kind == ObjGlobal {
		o.kind = ObjConstGlobal
		o.sync()
	}
}

// denyAccess forbids the accesses deny (reads, writes) to the object p
// points to, as a memory attribute of the running function does for an
// argument object or a byval copy: such an access is UBMemoryAttr, but
// for a read of an object only written through (writeonly,
// memory(argmem: write)), which gives what was written since, else
// poison (LangRef since LLVM 19, llvm/llvm-project#95238; LLVM 14-18
// said undefined behaviour, which no pass of theirs relied on while
// LICM's store promotion read such memory: the later rule is the one
// LLVM's passes keep to).
func (m *Memory) denyAccess(p *Val, deny modRef) {
	if o := m.object(p); o != nil {
		o.deny = deny
		o.written = nil
		if deny.read() && !deny.write() {
			o.written = make([]bool, o.size)
		}
		o.sync()
	}
}

// allocFrom is Alloc at an address of at least min (when the addresses
// handed out so far are below it): objects of a run that must have the
// same address in source and target whatever else each allocated.
func (m *Memory) allocFrom(kind ObjKind, size, align, min uint64) (Val, bool) {
	if min > m.next && min < m.top/2 {
		m.next = min
	}
	return m.Alloc(kind, size, align)
}

// byteState classifies a memory byte a C library function reads and
// branches on: 0 determined, else the UB (poison or undef) or, for a
// frozen unknown byte, NoResult's marker byteFrozen.
func byteState(b *Byte) int {
	switch {
	case b.Poison != 0:
		return bytePoison
	case b.Undef == 0:
		return 0
	case b.Undef&^b.Nondet != 0:
		return byteUndef
	}
	return byteFrozen
}

const (
	bytePoison = 1 + iota
	byteUndef
	byteFrozen
)

// poisonDead makes poison the n bytes from p that exist in its object
// (n == toObjectEnd: all of the object, from its base), as memory a
// dead_on_return argument leaves dead; nothing when p points to no live,
// writable object.
func (m *Memory) poisonDead(p *Val, n uint64) {
	o := m.object(p)
	if o == nil || !o.alive || o.kind == ObjFunction || o.kind == ObjConstGlobal || p.Bits < o.base {
		return
	}
	q := *p
	off := p.Bits - o.base
	switch {
	case n == toObjectEnd:
		q.Bits, n = o.base, o.size
	case off >= o.size:
		return
	default:
		n = min(n, o.size-off)
	}
	m.raw = true
	b, ub := m.access(&q, n, 1, true)
	m.raw = false
	if ub == UBNone {
		memFill(b, Byte{Poison: 0xff})
	}
}

// budgetReason says which of the memory's limits an allocation that
// failed met: the number of objects (every alloca executed makes one, and
// ids are reused only as Memory.release allows) or the bytes.
func (m *Memory) budgetReason() string {
	if m.nobjs >= memMaxObjects {
		return fmt.Sprintf("object budget exhausted (%d objects in one run: every alloca executed makes one, and a return gives its ids back only in a whole program, when nothing else holds them)", memMaxObjects)
	}
	return "memory budget exhausted"
}
