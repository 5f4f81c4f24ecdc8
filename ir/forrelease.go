package ir

import (
	"fmt"

	"github.com/irfuzz/irfuzz/release"
)

// ForRelease returns a copy of m that LLVM release major reads: what the
// release lacks and has an older spelling is written the old way (a
// lifetime marker gets its size, captures(none) is nocapture, ptrtoaddr
// is ptrtoint), and flags and attributes the release does not know are
// dropped (each only makes the program less defined: an untrue one
// gives poison or undefined behaviour, a true one states a fact, so the
// copy is refined by m, and a miscompile of the copy is a miscompile).
// changes names each kind of rewrite done, once; m is not changed.
// Constructs the release cannot read in any spelling (atomicrmw
// operations it lacks) are left: the release's own tools then reject the
// copy, which says that the release cannot run it.
func ForRelease(m *Module, major int) (out *Module, changes []string, err error) {
	if !needsRewrite(m, major) {
		return m.Clone(), nil, nil
	}
	out = m.Clone()
	seen := map[string]bool{}
	note := func(what string) {
		if !seen[what] {
			seen[what] = true
			changes = append(changes, what)
		}
	}
	for _, g := range out.AttrGroups {
		g.Attrs = attrsFor(g.Attrs, major, note)
	}
	for _, gv := range out.Globals {
		gv.Attrs.Attrs = attrsFor(gv.Attrs.Attrs, major, note)
	}
	for _, f := range out.Funcs {
		f.RetAttrs.Attrs = attrsFor(f.RetAttrs.Attrs, major, note)
		f.FnAttrs.Attrs = attrsFor(f.FnAttrs.Attrs, major, note)
		for _, p := range f.Params {
			p.Attrs.Attrs = attrsFor(p.Attrs.Attrs, major, note)
		}
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				instrFor(i, major, note)
			}
		}
	}
	if !release.Has(major, release.LifetimeNoSize) && hasOneOperandLifetime(out) {
		if err := LifetimeWithSize(out); err != nil {
			return nil, nil, fmt.Errorf("for LLVM %d: %w", major, err)
		}
		note("llvm.lifetime.start/end given their size")
	}
	return out, changes, nil
}

// NeedsRewrite reports whether m uses anything release major cannot read
// as it is, which ForRelease would rewrite (without copying m).
func NeedsRewrite(m *Module, major int) bool { return needsRewrite(m, major) }

func needsRewrite(m *Module, major int) bool {
	if !release.Has(major, release.LifetimeNoSize) && hasOneOperandLifetime(m) {
		return true
	}
	lists := func(ls ...[]Attr) bool {
		for _, l := range ls {
			for _, a := range l {
				if f, ok := attrFeatures[a.Key]; ok && !a.IsString && !release.Has(major, f) {
					return true
				}
			}
		}
		return false
	}
	for _, g := range m.AttrGroups {
		if lists(g.Attrs) {
			return true
		}
	}
	for _, f := range m.Funcs {
		if lists(f.RetAttrs.Attrs, f.FnAttrs.Attrs) {
			return true
		}
		for _, p := range f.Params {
			if lists(p.Attrs.Attrs) {
				return true
			}
		}
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				for _, ff := range flagFeatures {
					if i.Op == ff.op && i.Flags&ff.flags != 0 && !release.Has(major, ff.feature) {
						return true
					}
				}
				if i.Op == OpPtrToAddr && !release.Has(major, release.PtrToAddr) {
					return true
				}
				if i.Call != nil && lists(i.Call.FnAttrs.Attrs, i.Call.RetAttrs.Attrs) {
					return true
				}
				if i.Call != nil {
					for _, l := range i.Call.ArgAttrs {
						if lists(l.Attrs) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// hasOneOperandLifetime reports whether m declares a lifetime marker in
// LLVM 22's one-operand form.
func hasOneOperandLifetime(m *Module) bool {
	for _, f := range m.Funcs {
		if (f.Name == "llvm.lifetime.start.p0" || f.Name == "llvm.lifetime.end.p0") && len(f.Params) == 1 {
			return true
		}
	}
	return false
}

// flagFeatures are the instruction flags that came with a release, by
// opcode.
var flagFeatures = []struct {
	op      Opcode
	flags   Flags
	feature release.Feature
}{
	{OpOr, Disjoint, release.DisjointOr},
	{OpZExt, NNeg, release.ZExtNNeg},
	{OpUIToFP, NNeg, release.UIToFPNNeg},
	{OpTrunc, NUW | NSW, release.TruncNoWrap},
	{OpGetElementPtr, NUSW | NUW, release.GEPNoWrap},
	{OpICmp, SameSign, release.SameSign},
}

// instrFor rewrites one instruction for release major.
func instrFor(i *Instruction, major int, note func(string)) {
	for _, ff := range flagFeatures {
		if i.Op == ff.op && i.Flags&ff.flags != 0 && !release.Has(major, ff.feature) {
			i.Flags &^= ff.flags
			note("dropped " + ff.feature.String())
		}
	}
	if i.Op == OpPtrToAddr && !release.Has(major, release.PtrToAddr) {
		i.Op = OpPtrToInt
		note("ptrtoaddr written as ptrtoint")
	}
	if i.Call != nil {
		i.Call.FnAttrs.Attrs = attrsFor(i.Call.FnAttrs.Attrs, major, note)
		i.Call.RetAttrs.Attrs = attrsFor(i.Call.RetAttrs.Attrs, major, note)
		for k := range i.Call.ArgAttrs {
			i.Call.ArgAttrs[k].Attrs = attrsFor(i.Call.ArgAttrs[k].Attrs, major, note)
		}
	}
}

// attrFeatures are the attributes that came with a release.
var attrFeatures = map[string]release.Feature{
	"range":          release.RangeAttr,
	"nofpclass":      release.NoFPClass,
	"writable":       release.Writable,
	"dead_on_unwind": release.DeadOnUnwind,
	"initializes":    release.Initializes,
	"dead_on_return": release.DeadOnReturn,
	"captures":       release.Captures,
	"memory":         release.MemoryAttr,
}

// attrsFor is attrs without what release major does not know (a new
// slice when anything goes; captures(none) becomes nocapture).
func attrsFor(attrs []Attr, major int, note func(string)) []Attr {
	var out []Attr
	changed := false
	for _, a := range attrs {
		f, ok := attrFeatures[a.Key]
		if a.IsString || !ok || release.Has(major, f) {
			out = append(out, a)
			continue
		}
		changed = true
		if a.Key == "memory" {
			legacy := legacyMemory(a.Args)
			out = append(out, legacy...)
			note("memory(...) written as readnone/readonly/writeonly/argmemonly/inaccessiblememonly")
			continue
		}
		if a.Key == "captures" && a.Args == "none" {
			out = append(out, Attr{Key: "nocapture"})
			note("captures(none) written as nocapture")
			continue
		}
		note("dropped " + f.String())
	}
	if !changed {
		return attrs
	}
	return out
}

// legacyMemory spells memory(args) with the attributes of the releases
// before LLVM 16: readnone, readonly or writeonly for the kind of access,
// argmemonly, inaccessiblememonly or inaccessiblemem_or_argmemonly for
// the locations. Where the older attributes cannot say it exactly they
// say less (more access, more locations), which only makes the function
// more defined and its callers' optimizations fewer. Locations the old
// attributes do not name (errno, target memory) count as other memory.
func legacyMemory(args string) []Attr {
	parts, ok := ParseMemory(args)
	if !ok {
		return nil
	}
	var def, arg, inacc uint8
	for _, p := range parts {
		switch p.Loc {
		case "":
			def, arg, inacc = p.Access, p.Access, p.Access
		case "argmem":
			arg = p.Access
		case "inaccessiblemem":
			inacc = p.Access
		default:
			def |= p.Access
		}
	}
	var out []Attr
	switch access := def | arg | inacc; access {
	case 0:
		return []Attr{{Key: "readnone"}}
	case 1:
		out = append(out, Attr{Key: "readonly"})
	case 2:
		out = append(out, Attr{Key: "writeonly"})
	}
	if def != 0 {
		return out
	}
	switch {
	case inacc == 0:
		out = append(out, Attr{Key: "argmemonly"})
	case arg == 0:
		out = append(out, Attr{Key: "inaccessiblememonly"})
	default:
		out = append(out, Attr{Key: "inaccessiblemem_or_argmemonly"})
	}
	return out
}
