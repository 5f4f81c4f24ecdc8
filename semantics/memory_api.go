package semantics

// Check reports the undefined behaviour, if any, of accessing n bytes at p
// (the test behind the dereferenceable attribute).
func (m *Memory) Check(p *Val, n uint64) UBKind {
	if n == 0 {
		return UBNone
	}
	_, ub := m.access(p, n, 1, false)
	return ub
}

// Protect makes the global object p points to constant, once its
// initialiser is in place: later stores to it are UBWriteConstant.
func (m *Memory) Protect(p *Val) {
	if o := m.object(p); o != nil && o.kind == ObjGlobal {
		o.kind = ObjConstGlobal
	}
}

// span returns the bytes from p to the end of its object (those a C
// library function may scan), with the checks of an access of one byte
// through p; a pointer one past the end gives no bytes and no UB. write
// asks for writable bytes.
func (m *Memory) span(p *Val, write bool) ([]Byte, UBKind) {
	switch {
	case p.Poison:
		return nil, UBPoisonAddress
	case p.Undef != 0:
		return nil, UBUndefAddress
	case p.Bits == 0:
		return nil, UBNullAccess
	}
	o := m.object(p)
	if o == nil || o.kind == ObjFunction {
		return nil, UBOutOfBounds
	}
	if !o.alive {
		return nil, UBUseAfterFree
	}
	off := p.Bits - o.base
	if p.Bits < o.base || off > o.size {
		return nil, UBOutOfBounds
	}
	if write && o.kind == ObjConstGlobal {
		return nil, UBWriteConstant
	}
	arena := m.heap
	if o.kind == ObjStack {
		arena = m.stack
	}
	return arena[o.off+off : o.off+o.size], UBNone
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
