package semantics

import (
	"github.com/irfuzz/irfuzz/ir"
)

// resultMeta is what a load's or a call's metadata promises about its
// result: !range (a violation makes it poison), !nonnull and !align
// (likewise, for pointers), and !noundef (a poison or undef result, one
// made so by the others included, is undefined behaviour).
type resultMeta struct {
	ranges  [][2]uint64 // [lo, hi) pairs, wrapping as in the range attribute
	width   uint32      // the ranges' integer width (at most 64)
	nonnull bool
	noundef bool
	align   uint64
}

// resultMetaOf reads the result metadata of in; nil when it has none.
func resultMetaOf(in *ir.Instruction) *resultMeta {
	if len(in.Metadata()) == 0 {
		return nil // (before md, which escapes: most instructions have none)
	}
	var md resultMeta
	found := false
	for _, a := range in.Metadata() {
		switch a.Kind {
		case "range":
			n, ok := a.Node.(*ir.MDNode)
			if !ok || len(n.Elems)%2 != 0 {
				continue
			}
			for k := 0; k+1 < len(n.Elems); k += 2 {
				lo, w1, ok1 := mdInt(n.Elems[k])
				hi, w2, ok2 := mdInt(n.Elems[k+1])
				if !ok1 || !ok2 || w1 != w2 || w1 > 64 {
					md.ranges = nil
					break
				}
				md.ranges, md.width = append(md.ranges, [2]uint64{lo, hi}), w1
			}
			found = found || md.ranges != nil
		case "nonnull":
			md.nonnull, found = true, true
		case "noundef":
			md.noundef, found = true, true
		case "align":
			if n, ok := a.Node.(*ir.MDNode); ok && len(n.Elems) == 1 {
				if x, _, ok := mdInt(n.Elems[0]); ok && x > 1 {
					md.align, found = x, true
				}
			}
		}
	}
	if !found {
		return nil
	}
	return &md
}

// loadMeta runs a load with result metadata.
func (m *Machine) loadMeta(lf *fn, in *inst, regs []Val) bool {
	if ub := m.mem.Load(in.ty, &regs[in.a], in.align, &regs[in.dst], nil); ub != UBNone {
		return m.fail(ub, in.src)
	}
	if ub := lf.metas[in.aux].apply(&regs[in.dst], m.ev.ch == nil); ub != UBNone {
		return m.fail(ub, in.src)
	}
	return true
}

// mdInt reads an integer constant used as metadata (`i32 5`).
func mdInt(m ir.MD) (uint64, uint32, bool) {
	v, ok := m.(*ir.MDValue)
	if !ok {
		return 0, 0, false
	}
	c, ok := v.V.(*ir.Const)
	if !ok || c.Ty == nil || !c.Ty.IsInt() || c.Ty.Bits > 64 || c.Kind != ir.ConstInt {
		return 0, 0, false
	}
	return c.Int & widthMask(c.Ty.Bits), c.Ty.Bits, true
}

// apply makes v (of type t) poison where the metadata's promises fail,
// lane by lane, and returns UBNoundef when !noundef is broken. In the
// abstract mode a lane with undetermined bits that the promise constrains
// is poison (some of its values break it).
func (md *resultMeta) apply(v *Val, abstract bool) UBKind {
	forScalars(v, func(s *Val) {
		if s.Poison || s.X != nil {
			return
		}
		if md.ranges != nil {
			if s.Undef != 0 {
				if abstract {
					s.SetPoison()
				}
				return
			}
			in := false
			for _, r := range md.ranges {
				in = in || inRange(s.Bits, r[0], r[1], md.width)
			}
			if !in {
				s.SetPoison()
			}
		}
		if md.nonnull && s.Undef == 0 && s.Bits == 0 {
			s.SetPoison()
		}
		if md.align > 1 && (s.Undef&(md.align-1) != 0 && abstract || s.Undef&(md.align-1) == 0 && s.Bits%md.align != 0) {
			s.SetPoison()
		}
	})
	if md.noundef && notWellDefined(v) {
		return UBNoundef
	}
	return UBNone
}
