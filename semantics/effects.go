package semantics

import (
	"slices"

	"github.com/irfuzz/irfuzz/ir"
)

// A defined function's memory attributes bind its body. LangRef
// (memory(...)): a location may be read, written, both or neither, by
// kind of location: argument memory (accesses based on pointer
// arguments), inaccessible memory, errno, and the default (all other
// memory: globals, captured pointers). "read: writing the location is
// immediately undefined behaviour"; "write: ... reading a location before
// writing it returns poison"; "none: reads and writes of the location are
// not observable outside the function. Reading and writing allocas, and
// reading constant globals, is always valid, even with memory(none)".
//
// irfuzz checks the calls in progress as scopes: an access to an object
// that existed when a limited call began (objects it made, its allocas
// and what it allocated, are its own) must be allowed by that call's
// attributes and by every limited call around it. A write that is not
// allowed is UBMemoryAttr; a read that is not allowed sees poison in the
// bytes not written since the call began (the rule for write, and for
// none, where nothing can have been written without UB, a value the
// memory cannot have influenced). Where an access could belong to more
// than one kind of location it is allowed by the union of their accesses,
// so that no run is undefined that the Language Reference defines: an
// object a pointer argument points into is argument memory however it is
// reached, and an object an unknown function made may be errno. Calls of
// the C library and of unknown functions inside a limited call are
// checked by their own attributes, except that a write the world makes
// is checked here too (the source would have written what the call
// forbids).

// scopeEffects is what a limited call may do: to argument memory, to
// errno, and to all other memory the module can see (inaccessible memory
// and target memory are none of the module's objects).
type scopeEffects struct{ argmem, errno, other modRef }

// unlimited is a call that may do anything.
var unlimited = scopeEffects{3, 3, 3}

func (e scopeEffects) and(o scopeEffects) scopeEffects {
	return scopeEffects{e.argmem & o.argmem, e.errno & o.errno, e.other & o.other}
}

// scopeEffectsOf reads the memory effects of function (or call site)
// attributes l in module m for checking a body (ir.FnMemoryEffects).
// Locations irfuzz's objects never are (inaccessible memory, target
// memory) are left out.
func scopeEffectsOf(m *ir.Module, l ir.AttrList) scopeEffects {
	e := m.FnMemoryEffects(l)
	return scopeEffects{modRef(e.ArgMem), modRef(e.ErrnoMem), modRef(e.Other)}
}

// effectScope is a limited call in progress.
type effectScope struct {
	eff   scopeEffects
	first uint32   // objects with a larger id were made during the call
	args  []uint32 // the objects its pointer arguments point into
	// written marks, per object the call may write but not read, the
	// bytes written since the call began.
	written map[uint32][]bool
}

// allowed is what the call may do to object id (o).
func (s *effectScope) allowed(id uint32, o *memObject) modRef {
	a := s.eff.other
	if slices.Contains(s.args, id) {
		a |= s.eff.argmem
	}
	if o.world {
		a |= s.eff.errno
	}
	return a
}

// scopeAccess checks an access of n bytes at byte off of object o (id)
// against the limited calls in progress: a write one of them forbids is
// UBMemoryAttr; for a read one of them forbids, readable marks the bytes
// written since that call began (nil when every scope allows the read).
func (m *Memory) scopeAccess(id uint32, o *memObject, off, n uint64, write bool) (readable []bool, ub UBKind) {
	for i := range m.scopes {
		s := &m.scopes[i]
		if id > s.first || !write && o.kind == ObjConstGlobal {
			continue
		}
		a := s.allowed(id, o)
		if write {
			if !a.write() {
				return nil, UBMemoryAttr
			}
			continue
		}
		if a.read() {
			continue
		}
		w := s.written[id]
		if readable == nil {
			readable = make([]bool, n)
			for k := range readable {
				readable[k] = true
			}
		}
		for k := range readable {
			readable[k] = readable[k] && w != nil && w[off+uint64(k)]
		}
	}
	if write {
		// Allowed by every scope: remember the bytes for the scopes
		// that may not read them.
		for i := range m.scopes {
			s := &m.scopes[i]
			if id > s.first || s.allowed(id, o).read() {
				continue
			}
			if s.written == nil {
				s.written = map[uint32][]bool{}
			}
			w := s.written[id]
			if w == nil {
				w = make([]bool, o.size)
				s.written[id] = w
			}
			for k := off; k < off+n && k < uint64(len(w)); k++ {
				w[k] = true
			}
		}
	}
	return readable, UBNone
}

// scopeView is what a read of bytes b sees, readable marking those a
// limited call may read: poison elsewhere. The view is a copy.
func scopeView(b []Byte, readable []bool) []Byte {
	v := make([]Byte, len(b))
	for i := range b {
		if readable[i] {
			v[i] = b[i]
		} else {
			v[i] = Byte{Poison: 0xff}
		}
	}
	return v
}

// enterScope begins a call of f, limited by effects eff (its own and its
// call site's attributes), with arguments args, whose memory began at
// mark; it reports whether it pushed a scope (leaveScope ends it).
func (m *Machine) enterScope(eff scopeEffects, args []*Val, mark MemMark) bool {
	if eff == unlimited {
		return false
	}
	s := effectScope{eff: eff, first: uint32(mark.objs)}
	for _, a := range args {
		if a.X != nil && a.X.Lanes != nil {
			for k := range a.X.Lanes {
				if p := a.X.Lanes[k].Prov; p != 0 {
					s.args = append(s.args, p)
				}
			}
			continue
		}
		if a.Prov != 0 {
			s.args = append(s.args, a.Prov)
		}
	}
	m.mem.scopes = append(m.mem.scopes, s)
	return true
}

// leaveScope ends the innermost limited call.
func (m *Machine) leaveScope() {
	m.mem.scopes = m.mem.scopes[:len(m.mem.scopes)-1]
}

// worldMayWrite reports whether a write the world makes into object id
// is allowed by the limited calls in progress.
func (m *Memory) worldMayWrite(id uint32) bool {
	if len(m.scopes) == 0 || id == 0 || int(id) > m.nobjs {
		return true
	}
	o := m.obj(int(id) - 1)
	for i := range m.scopes {
		s := &m.scopes[i]
		if id <= s.first && !s.allowed(id, o).write() {
			return false
		}
	}
	return true
}

// paramAccessUB finds the loads and stores of f that go through a
// pointer based on a readonly parameter (stores) or a readnone one (loads
// and stores): LangRef, "if a function writes to a readonly pointer
// argument, the behavior is undefined", and likewise for reading or
// writing through a readnone one. Based on is followed where it is
// certain: the parameter itself and getelementptr, bitcast and
// addrspacecast chains from it; a pointer that may come from elsewhere
// (phi, select, memory, integers) is not followed, which can miss
// undefined behaviour but never makes a defined run undefined.
func paramAccessUB(f *ir.Function) map[*ir.Instruction]bool {
	const readonly, readnone = 1, 2
	based := map[ir.Value]uint8{}
	for _, a := range f.Params {
		if !a.Ty.IsPtr() || a.Ty.Kind == ir.VectorType {
			continue
		}
		switch {
		case a.Attrs.Has("readnone"):
			based[a] = readnone
		case a.Attrs.Has("readonly"):
			based[a] = readonly
		}
	}
	if len(based) == 0 {
		return nil
	}
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				switch in.Op {
				case ir.OpGetElementPtr, ir.OpBitCast, ir.OpAddrSpaceCast:
				default:
					continue
				}
				if in.Ty.Kind == ir.VectorType || len(in.Operands) == 0 {
					continue
				}
				if k := based[in.Operands[0]]; k != 0 && based[in] != k {
					based[in] = k
					changed = true
				}
			}
		}
	}
	var ub map[*ir.Instruction]bool
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			var k uint8
			switch in.Op {
			case ir.OpLoad:
				if based[in.Operands[0]] == readnone {
					k = readnone
				}
			case ir.OpStore:
				k = based[in.Operands[1]]
			case ir.OpAtomicRMW, ir.OpCmpXchg:
				k = based[in.Operands[0]]
			}
			if k != 0 {
				if ub == nil {
					ub = map[*ir.Instruction]bool{}
				}
				ub[in] = true
			}
		}
	}
	return ub
}

// markWorld records that an unknown function made object id.
func (m *Memory) markWorld(id uint32) {
	if id != 0 && int(id) <= m.nobjs {
		m.obj(int(id) - 1).world = true
	}
}
