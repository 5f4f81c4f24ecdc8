package semantics

import (
	"fmt"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// PtrRef is a pointer stored in a global's final bytes, told by what it
// points to rather than by its address. Addresses are one placement of
// many: the optimized module lays its globals out elsewhere, a native
// program elsewhere again, so what a caller can observe of a stored
// pointer is the object it points into and the offset, never its bits.
type PtrRef struct {
	At   int // the pointer's first byte within the global
	Size int // bytes it spans
	// Object names the global or function pointed into; "" when no
	// caller can name it (a stack or heap object, an unnamed global, or
	// bytes that are only a fragment of a pointer), which leaves the
	// pointer's value unconstrained.
	Object string
	Offset int64 // the address minus the object's base
	// Dangling: the object is dead (an alloca of a returned frame, freed
	// memory), so the pointer's value is unspecified.
	Dangling bool
	// Fresh (a call's pointer argument only): the name is given to this
	// object at this call; it may have named another object before, one
	// the world can no longer reach (see Machine.nameRunObject). Not
	// compared: a target that keeps one object where the source makes a
	// new one names it alike.
	Fresh bool
}

// Judged reports whether the pointer's value is observable: it points
// into a named object that is alive.
func (r *PtrRef) Judged() bool { return r.Object != "" && !r.Dangling }

// String renders the reference as `@g+8`, `dangling pointer` or `pointer
// to an unnamed object`.
func (r *PtrRef) String() string {
	switch {
	case r.Dangling:
		return "dangling pointer"
	case r.Object == "":
		return "pointer to an unnamed object"
	case strings.HasPrefix(r.Object, "%") || strings.HasPrefix(r.Object, "@"):
		// A run-made object (an argument object, one an unknown function
		// was given or returned), or a name that has its sigil.
		if r.Offset == 0 {
			return r.Object
		}
		return fmt.Sprintf("%s%+d", r.Object, r.Offset)
	case r.Offset == 0:
		return "@" + ir.QuoteName(r.Object)
	}
	return fmt.Sprintf("@%s%+d", ir.QuoteName(r.Object), r.Offset)
}

// ptrRefs describes the pointers stored in bs, the bytes of a global: a
// run of pointer bytes with the same provenance and every significance
// from 0 to the pointer's size once is a pointer; other pointer bytes
// (a pointer partly overwritten) are fragments, unconstrained. name tells
// the object a pointer with provenance prov and address addr points into.
func ptrRefs(l *Layout, bs []Byte, name func(prov uint32, addr uint64) (string, int64, bool)) []PtrRef {
	var refs []PtrRef
	size := int(l.PointerBits(0) / 8)
	for i := 0; i < len(bs); {
		prov := bs[i].Prov()
		if prov == 0 {
			i++
			continue
		}
		// The longest run from i of bytes of this pointer, each
		// significance at most once.
		var seen uint64
		j := i
		for j < len(bs) && j-i < 64 && bs[j].Prov() == prov && seen&(1<<bs[j].PtrIndex()) == 0 {
			seen |= 1 << bs[j].PtrIndex()
			j++
		}
		r := PtrRef{At: i, Size: j - i}
		if r.Size == size && seen == 1<<size-1 {
			var addr uint64
			defined := true
			for k := i; k < j; k++ {
				addr |= uint64(bs[k].Bits) << (8 * bs[k].PtrIndex())
				defined = defined && bs[k].Undef == 0 && bs[k].Poison == 0
			}
			if defined {
				r.Object, r.Offset, r.Dangling = name(prov, addr)
			}
		}
		refs = append(refs, r)
		i = j
	}
	return refs
}

// objectName names the object with id prov for a pointer holding addr at
// the end of the machine's run: its name when it is a named global or
// function, "" otherwise; dangling when the object is dead.
func (m *Machine) objectName(prov uint32, addr uint64) (name string, off int64, dangling bool) {
	o := m.mem.object(&Val{Prov: prov})
	if o == nil {
		return "", 0, false
	}
	if !o.alive {
		return "", int64(addr - o.base), true
	}
	if n := m.runObjectName(prov); n != "" {
		return n, int64(addr - o.base), false
	}
	return m.p.objectName(prov, addr)
}

// objectName names the global or function with id prov for a pointer
// holding addr ("" for any other object: those are made by runs).
func (p *Program) objectName(prov uint32, addr uint64) (name string, off int64, dangling bool) {
	if int(prov) <= len(p.globals) && p.globals[prov-1].ptr.Prov == prov {
		return p.globals[prov-1].g.Name, int64(addr - p.globals[prov-1].ptr.Bits), false
	}
	if f := p.objFunc[prov]; f != nil {
		return f.Name, int64(addr - p.fnAddr[f].Bits), false
	}
	return "", 0, false
}

// InitialBytes returns the bytes global g holds before a run and the
// pointers among them, or false when g is not a defined global of the
// program or its initialiser cannot be represented.
func (p *Program) InitialBytes(g *ir.Global) ([]Byte, []PtrRef, bool) {
	for i := range p.globals {
		s := &p.globals[i]
		if s.g != g {
			continue
		}
		if g.Init == nil || s.unsupported != "" {
			return nil, nil, false
		}
		bs := make([]Byte, s.store)
		encodeInitializer(p.Layout, g.ValueType, &s.init, bs, false)
		return bs, ptrRefs(p.Layout, bs, p.objectName), true
	}
	return nil, nil, false
}

// SameBytes reports whether a and b are the same memory contents: the
// same bits, undetermined and poison bits, and pointer provenance.
func SameBytes(a, b []Byte) bool { return slices.Equal(a, b) }

// ptrRefAt returns the reference of gb's pointer starting at byte at.
func (gb *GlobalBytes) ptrRefAt(at int) *PtrRef {
	for k := range gb.Ptrs {
		if gb.Ptrs[k].At == at {
			return &gb.Ptrs[k]
		}
	}
	return nil
}

// hasObject reports whether module m defines or declares a global,
// function or alias called name.
func hasObject(m *ir.Module, name string) bool {
	if m == nil {
		return false
	}
	if m.Global(name) != nil || m.Func(name) != nil {
		return true
	}
	for _, a := range m.Aliases {
		if a.Name == name {
			return true
		}
	}
	return false
}

// pointerRefines explains why the target's bytes tb (of global g) do not
// hold the pointer s that the source stored there ("" when they do). A
// pointer into an object the target module no longer has (a constant
// merged into another, say) cannot be told apart from a legitimate
// renaming, so it is not judged. t is the target's outcome: a native
// run's bytes are raw, and t.Addrs gives the run's address of each object.
func pointerRefines(what string, s *PtrRef, srcBytes []Byte, t *Outcome, tb []Byte, tp []PtrRef, mod *ir.Module) string {
	if !s.Judged() {
		return ""
	}
	differ := func(got string) string {
		return fmt.Sprintf("%s differ at byte %d: %s where the source has %s", what, s.At, got, s.String())
	}
	label := labelAddress(mod, s)
	if t.Addrs != nil {
		base, ok := t.Addrs[s.Object]
		if !ok {
			return ""
		}
		var addr uint64
		for k := 0; k < s.Size; k++ {
			b := &tb[s.At+k]
			if b.Undef != 0 || b.Poison != 0 {
				return differ("an undetermined pointer")
			}
			addr |= uint64(b.Bits) << (8 * srcBytes[s.At+k].PtrIndex())
		}
		if off := int64(addr - base); off != s.Offset && !(label && off != 0) {
			return differ(fmt.Sprintf("a pointer %#x (@%s%+d)", addr, ir.QuoteName(s.Object), off))
		}
		return ""
	}
	if !strings.HasPrefix(s.Object, "%") && !hasObject(mod, s.Object) {
		return ""
	}
	var r *PtrRef
	for k := range tp {
		if tp[k].At == s.At {
			r = &tp[k]
		}
	}
	switch {
	case r == nil:
		return differ("no pointer")
	case label && r.Size == s.Size && r.Object == s.Object && r.Offset != 0 && !r.Dangling:
		// Another label of the same function: its bits are not judged.
	case r.Size != s.Size || r.Object != s.Object || r.Offset != s.Offset || r.Dangling:
		return differ(r.String())
	}
	return ""
}

// labelAddress reports whether pointer s is the address of a basic block
// (a blockaddress: a pointer into a function of mod past its entry). Its
// bits are not judged: "This value only has defined behavior when used
// as an operand to the 'indirectbr' or for comparisons against null ...
// This may be passed around as an opaque pointer sized value as long as
// the bits are not inspected" (Constants, Addresses of Basic Blocks), so
// a pass that removes or reorders blocks (SimplifyCFG) may give the same
// label other bits; a table of labels stays a table of labels of that
// function, and only that is compared.
func labelAddress(mod *ir.Module, s *PtrRef) bool {
	return mod != nil && s.Offset != 0 && mod.Func(s.Object) != nil
}
