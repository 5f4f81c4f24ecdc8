package gen

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/release"
)

// promise emits an operation whose poison-generating flag holds for all
// (non-poison) operands, because the operands are built so: the
// optimizers may then use the flag, and a wrong use shows.
func (b *body) promise() {
	g := b.g
	t := b.pal.intLike(g.r)
	w := int64(t.Scalar().Bits)
	if w < 4 {
		b.intArith()
		return
	}
	x, y := b.val(t), b.val(t)
	half := func(op ir.Opcode, v ir.Value) ir.Value { // v >> 1: the top bit(s) settled
		return b.emit(ir.NewInstr(op, t, v, g.smallInt(t, 1)))
	}
	switch g.r.IntN(8) {
	case 0: // or disjoint (x << k), (y & (1<<k)-1)
		k := 1 + g.r.Int64N(min(w-1, 62))
		hi := b.emit(ir.NewInstr(ir.OpShl, t, x, g.smallInt(t, k)))
		lo := b.emit(ir.NewInstr(ir.OpAnd, t, y, g.smallInt(t, int64(1)<<k-1)))
		i := ir.NewInstr(ir.OpOr, t, hi, lo)
		if g.has(release.DisjointOr) {
			i.Flags = ir.Disjoint
		}
		b.emit(i)
	case 1: // zext nneg / uitofp nneg of x >> 1
		nn := half(ir.OpLShr, x)
		if t.IsVector() || len(b.pal.floats) == 0 || g.r.IntN(2) == 0 {
			wide := ir.I64
			if w >= 64 {
				wide = ir.Int(uint32(w) * 2)
			}
			if t.IsVector() {
				wide = ir.Vector(t.Len, ir.Int(uint32(w)*2), false)
			}
			i := ir.NewInstr(ir.OpZExt, wide, nn)
			if g.has(release.ZExtNNeg) {
				i.Flags = ir.NNeg
			}
			b.emit(i)
			return
		}
		ft := b.pal.floats[g.r.IntN(len(b.pal.floats))]
		i := ir.NewInstr(ir.OpUIToFP, ft, nn)
		if g.has(release.UIToFPNNeg) {
			i.Flags = ir.NNeg
		}
		b.emit(i)
	case 2: // trunc nuw (zext x), trunc nsw (sext x)
		if t.IsVector() {
			b.intArith()
			return
		}
		wide := ir.Int(uint32(w) + uint32(1+g.r.IntN(32)))
		op, fl := ir.OpZExt, ir.NUW
		if g.r.IntN(2) == 0 {
			op, fl = ir.OpSExt, ir.NSW
		}
		e := b.cast(op, x, wide)
		i := ir.NewInstr(ir.OpTrunc, t, e)
		if g.has(release.TruncNoWrap) {
			i.Flags = fl
		}
		b.emit(i)
	case 3: // icmp samesign of two values of one sign
		var a, c ir.Value
		if g.r.IntN(2) == 0 {
			a, c = half(ir.OpLShr, x), half(ir.OpLShr, y)
		} else {
			sign := g.smallInt(t, -1<<(min(w, 64)-1))
			if w > 64 {
				sign = g.smallInt(t, -1) // all ones: the sign bit set too
			}
			a = b.emit(ir.NewInstr(ir.OpOr, t, x, sign))
			c = b.emit(ir.NewInstr(ir.OpOr, t, y, sign))
		}
		i := ir.NewInstr(ir.OpICmp, boolOf(t), a, c)
		i.Pred = ir.IntEQ + ir.Predicate(g.r.IntN(int(ir.IntSLE-ir.IntEQ+1)))
		if g.has(release.SameSign) {
			i.Flags = ir.SameSign
		}
		b.emit(i)
	case 4: // add nsw of two halves, add nuw of two unsigned halves
		op, fl := ir.OpAShr, ir.NSW
		if g.r.IntN(2) == 0 {
			op, fl = ir.OpLShr, ir.NUW
		}
		i := ir.NewInstr(ir.OpAdd, t, half(op, x), half(op, y))
		i.Flags = fl
		b.emit(i)
	case 5: // sub nuw (x | y), (x & y)
		i := ir.NewInstr(ir.OpSub, t, b.emit(ir.NewInstr(ir.OpOr, t, x, y)), b.emit(ir.NewInstr(ir.OpAnd, t, x, y)))
		i.Flags = ir.NUW
		b.emit(i)
	case 6: // shl nuw ((x >> k), k), then lshr exact back
		k := 1 + g.r.Int64N(min(w-1, 62))
		s := b.emit(ir.NewInstr(ir.OpLShr, t, x, g.smallInt(t, k)))
		i := ir.NewInstr(ir.OpShl, t, s, g.smallInt(t, k))
		i.Flags = ir.NUW
		b.emit(i)
		e := ir.NewInstr(ir.OpLShr, t, i, g.smallInt(t, k))
		e.Flags = ir.Exact
		b.emit(e)
	default: // udiv exact / sdiv exact (x & -2^k), 2^k
		k := 1 + g.r.Int64N(min(w-2, 30))
		m := b.emit(ir.NewInstr(ir.OpAnd, t, x, g.smallInt(t, -1<<k)))
		i := ir.NewInstr(b.pickOp(ir.OpUDiv, ir.OpSDiv), t, m, g.smallInt(t, 1<<k))
		i.Flags = ir.Exact
		b.emit(i)
	}
}

// metaLoad stores a value to a leaf of an object and loads it straight
// back with metadata: !range over a range the stored value was taken
// into (or, now and then, was not: the load is then poison), !noundef
// when the stored value was frozen, or, through a pointer slot, !nonnull
// of the pointer stored.
func (b *body) metaLoad() {
	g := b.g
	var objs []*memObj
	for _, o := range b.objs {
		if !o.readOnly {
			objs = append(objs, o)
		}
	}
	if len(objs) == 0 {
		b.intArith()
		return
	}
	if b.slot != nil && g.r.IntN(4) == 0 {
		b.nonnullLoad(objs)
		return
	}
	obj := objs[g.r.IntN(len(objs))]
	p, t, known := b.access(obj)
	a := b.accessAlign(t, known)
	v := b.val(t)
	var md []ir.MDAttachment
	if t.IsInt() && t.Bits <= 64 && g.r.IntN(3) != 0 {
		pr := g.promiseFor(t, false)
		if !pr.hasRange {
			pr.hasRange, pr.lo, pr.hi = true, 0, int64(2+g.r.IntN(60))
		}
		v = b.keep(pr, t, v)
		md = append(md, ir.MDAttachment{Kind: "range", Node: &ir.MDNode{ID: -1,
			Elems: []ir.MD{&ir.MDValue{V: ir.NewInt(t, pr.lo)}, &ir.MDValue{V: ir.NewInt(t, pr.hi)}}}})
		if pr.noundef {
			md = append(md, ir.MDAttachment{Kind: "noundef", Node: &ir.MDNode{ID: -1}})
		}
	} else {
		v = b.frozen(v)
		md = append(md, ir.MDAttachment{Kind: "noundef", Node: &ir.MDNode{ID: -1}})
	}
	st := b.emit(ir.NewInstr(ir.OpStore, ir.Void, v, p))
	st.Align = a
	obj.written = true
	ld := ir.NewInstr(ir.OpLoad, t, p)
	ld.Align = a
	ld.SetMetadata(md)
	b.emit(ld)
}

// nonnullLoad stores the address of a stack object or a global to the
// function's pointer slot (or, now and then, null) and loads it back
// with !nonnull (and !noundef when it was not null), then compares it
// with null.
func (b *body) nonnullLoad(objs []*memObj) {
	g := b.g
	var p ir.Value
	for _, o := range objs {
		if (o.local || isGlobal(o.ptr)) && (p == nil || g.r.IntN(2) == 0) {
			p = o.ptr
		}
	}
	if p == nil || g.r.Float64() >= truthRate {
		p = ir.Zero(ir.Ptr)
	}
	st := b.emit(ir.NewInstr(ir.OpStore, ir.Void, p, b.slot))
	st.Align = 8
	ld := ir.NewInstr(ir.OpLoad, ir.Ptr, b.slot)
	ld.Align = 8
	ld.SetMetadata([]ir.MDAttachment{{Kind: "nonnull", Node: &ir.MDNode{ID: -1}}})
	if c, ok := p.(*ir.Const); !ok || c.Kind != ir.ConstNull && c.Kind != ir.ConstZero {
		ld.SetMetadata(append(ld.Metadata(), ir.MDAttachment{Kind: "noundef", Node: &ir.MDNode{ID: -1}}))
	}
	b.emit(ld)
	cmp := ir.NewInstr(ir.OpICmp, ir.I1, ld, ir.Zero(ir.Ptr))
	cmp.Pred = b.pickPred(ir.IntEQ, ir.IntNE)
	b.emit(cmp)
}

func isGlobal(v ir.Value) bool {
	_, ok := v.(*ir.Global)
	return ok
}
