package ir

// MemAccess is what a function may do to a kind of memory location: read
// (1), write (2), both (3) or neither (0), as memory(...) spells it none,
// read, write and readwrite.
type MemAccess uint8

// Read reports whether the location may be read.
func (a MemAccess) Read() bool { return a&1 != 0 }

// Write reports whether the location may be written.
func (a MemAccess) Write() bool { return a&2 != 0 }

// MemoryEffects is what a function or call site may do to memory, by kind
// of location (LangRef, memory(...)): the memory its pointer arguments
// point into, inaccessible memory, errno, the target-specific locations
// (target_mem0, ...), and all other memory.
type MemoryEffects struct {
	ArgMem, InaccessibleMem, ErrnoMem, TargetMem, Other MemAccess
}

// AnyMemory is a function that may do anything to every location.
var AnyMemory = MemoryEffects{3, 3, 3, 3, 3}

// Intersect is what both e and o allow.
func (e MemoryEffects) Intersect(o MemoryEffects) MemoryEffects {
	return MemoryEffects{e.ArgMem & o.ArgMem, e.InaccessibleMem & o.InaccessibleMem, e.ErrnoMem & o.ErrnoMem, e.TargetMem & o.TargetMem, e.Other & o.Other}
}

// MemoryOf reads the argument of memory(...): a part without a location
// sets every location, a named one (argmem, inaccessiblemem, errnomem,
// target_mem*) overrides it; a part it does not know is left out.
func MemoryOf(args string) MemoryEffects {
	var e MemoryEffects // locations not named have the default access, else none
	parts, _ := ParseMemory(args)
	for _, p := range parts {
		k := MemAccess(p.Access)
		switch p.Loc {
		case "":
			e = MemoryEffects{k, k, k, k, k}
		case "argmem":
			e.ArgMem = k
		case "inaccessiblemem":
			e.InaccessibleMem = k
		case "errnomem":
			e.ErrnoMem = k
		case "other":
			e.Other = k
		default:
			e.TargetMem = k
		}
	}
	return e
}

// FnMemoryEffects reads the memory effects of function (or call site)
// attributes l in module m: memory(...) and the older readnone, readonly,
// writeonly, argmemonly, inaccessiblememonly and
// inaccessiblemem_or_argmemonly, each the memory(...) the Language
// Reference says it stands for.
func (m *Module) FnMemoryEffects(l AttrList) MemoryEffects {
	e := AnyMemory
	if l.Empty() {
		return e
	}
	if a := m.FnAttr(l, "memory"); a != nil {
		e = e.Intersect(MemoryOf(a.Args))
	}
	switch {
	case m.FnAttr(l, "readnone") != nil:
		e = MemoryEffects{}
	case m.FnAttr(l, "readonly") != nil:
		e = e.Intersect(MemoryEffects{1, 1, 1, 1, 1})
	case m.FnAttr(l, "writeonly") != nil:
		e = e.Intersect(MemoryEffects{2, 2, 2, 2, 2})
	}
	switch {
	case m.FnAttr(l, "argmemonly") != nil:
		e = e.Intersect(MemoryEffects{ArgMem: 3})
	case m.FnAttr(l, "inaccessiblememonly") != nil:
		e = e.Intersect(MemoryEffects{InaccessibleMem: 3})
	case m.FnAttr(l, "inaccessiblemem_or_argmemonly") != nil:
		e = e.Intersect(MemoryEffects{ArgMem: 3, InaccessibleMem: 3})
	}
	return e
}
