package semantics

import (
	"math"
	"math/bits"

	"github.com/irfuzz/irfuzz/ir"
)

// opDesc describes one operation apart from its operands: what an
// instruction or a constant expression asks for.
type opDesc struct {
	op      ir.Opcode
	fl      ir.Flags
	fmf     ir.FastMath
	pred    ir.Predicate
	ty      *ir.Type   // result type
	opTy    *ir.Type   // type of the first operand
	elemTy  *ir.Type   // getelementptr source element type
	idxTys  []*ir.Type // getelementptr index types
	indices []uint32   // extractvalue/insertvalue
	mask    []int32    // shufflevector
}

// evaluator computes operations in one mode. ch == nil is the abstract
// (source) mode; otherwise values are concrete and undetermined bits are
// chosen by ch at each use.
type evaluator struct {
	p   *Program
	mem *Memory
	ch  Chooser
	// tmp holds chosen copies of operands (concrete mode) so choosing
	// never writes to a register.
	tmp [4]Val
}

func (e *evaluator) abstract() bool { return e.ch == nil }

// use returns the operand a scalar operation should read: v itself, or in
// the concrete mode a copy of v with its undetermined bits chosen (each use
// of an undef value may see a different value).
func (e *evaluator) use(v *Val, k int, w uint32) *Val {
	if e.ch == nil || v.Poison {
		return v
	}
	if v.X != nil && len(v.X.UndefWords) > 0 {
		if !anyUndef(v) {
			return v
		}
		t := &e.tmp[k]
		t.CopyFrom(v)
		for i := range t.X.Words {
			ww := uint32(64)
			if i == len(t.X.Words)-1 && w%64 != 0 {
				ww = w % 64
			}
			t.X.Words[i] = e.ch.Choose(t.X.Words[i], t.X.UndefWords[i], ww)
			t.X.UndefWords[i] = 0
		}
		t.Nondet = false
		return t
	}
	if v.Undef == 0 {
		return v
	}
	t := &e.tmp[k]
	*t = *v
	t.Bits = e.ch.Choose(v.Bits&^v.Undef, v.Undef, w)
	t.Undef, t.Nondet = 0, false
	return t
}

// widthOf is the bit width the chooser sees for a scalar of type t.
func widthOf(t *ir.Type) uint32 {
	switch t.Kind {
	case ir.IntegerType:
		return t.Bits
	case ir.HalfType, ir.BFloatType:
		return 16
	case ir.FloatType:
		return 32
	case ir.X86FP80Type:
		return 80
	case ir.FP128Type:
		return 128
	}
	return 64
}

// compute performs d on ops into r (r may be one of ops).
func (e *evaluator) compute(d *opDesc, ops []*Val, r *Val) (UBKind, error) {
	switch d.op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem,
		ir.OpShl, ir.OpLShr, ir.OpAShr, ir.OpAnd, ir.OpOr, ir.OpXor:
		return e.lanes(d, ops, r, func(x []*Val, r *Val) (UBKind, error) {
			w := d.ty.Scalar().Bits
			return intBinary(d.op, d.fl, w, e.use(x[0], 0, w), e.use(x[1], 1, w), r), nil
		})
	case ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv, ir.OpFRem:
		k := d.ty.Scalar()
		return e.lanes(d, ops, r, func(x []*Val, r *Val) (UBKind, error) {
			w := widthOf(k)
			a, b := e.use(x[0], 0, w), e.use(x[1], 1, w)
			if !floatBinary(d.op, d.fmf, k.Kind, a, b, r, e.abstract()) {
				return UBNone, unsupported("%s on %s", d.op.Info().Name, k)
			}
			fixNondet(r, []*Val{a, b}, e.abstract())
			return UBNone, nil
		})
	case ir.OpFNeg:
		k := d.ty.Scalar()
		return e.lanes(d, ops, r, func(x []*Val, r *Val) (UBKind, error) {
			if !floatNeg(d.fmf, k.Kind, e.use(x[0], 0, widthOf(k)), r, e.abstract()) {
				return UBNone, unsupported("fneg on %s", k)
			}
			return UBNone, nil
		})
	case ir.OpICmp:
		st := d.opTy.Scalar()
		w := uint32(64)
		if st.IsInt() {
			w = st.Bits
		}
		return e.lanes(d, ops, r, func(x []*Val, r *Val) (UBKind, error) {
			intCmp(d.pred, d.fl, w, e.use(x[0], 0, w), e.use(x[1], 1, w), r)
			return UBNone, nil
		})
	case ir.OpFCmp:
		k := d.opTy.Scalar()
		return e.lanes(d, ops, r, func(x []*Val, r *Val) (UBKind, error) {
			w := widthOf(k)
			if !floatCmp(d.pred, d.fmf, k.Kind, e.use(x[0], 0, w), e.use(x[1], 1, w), r, e.abstract()) {
				return UBNone, unsupported("fcmp on %s", k)
			}
			return UBNone, nil
		})
	case ir.OpTrunc, ir.OpZExt, ir.OpSExt:
		from, to := d.opTy.Scalar().Bits, d.ty.Scalar().Bits
		return e.lanes(d, ops, r, func(x []*Val, r *Val) (UBKind, error) {
			intCast(d.op, d.fl, from, to, e.use(x[0], 0, from), r)
			return UBNone, nil
		})
	case ir.OpFPTrunc, ir.OpFPExt, ir.OpFPToUI, ir.OpFPToSI, ir.OpUIToFP, ir.OpSIToFP:
		ft, tt := d.opTy.Scalar(), d.ty.Scalar()
		return e.lanes(d, ops, r, func(x []*Val, r *Val) (UBKind, error) {
			if !floatCast(d.op, d.fl, d.fmf, ft.Kind, tt.Kind, intWidth(ft), intWidth(tt), e.use(x[0], 0, widthOf(ft)), r, e.abstract()) {
				return UBNone, unsupported("%s from %s to %s", d.op.Info().Name, ft, tt)
			}
			return UBNone, nil
		})
	case ir.OpPtrToInt, ir.OpPtrToAddr:
		// ptrtoaddr is the address, the pointer's low index-width bits;
		// ptrtoint the whole pointer. Neither marks the object:
		// inttoptr finds any live object at an address.
		to := d.ty.Scalar().Bits
		am := ^uint64(0)
		if d.op == ir.OpPtrToAddr {
			am = widthMask(e.p.Layout.IndexBits(d.opTy.Scalar().AddrSpace))
		}
		return e.lanes(d, ops, r, func(x []*Val, r *Val) (UBKind, error) {
			v := x[0]
			if am != ^uint64(0) && !v.Poison {
				a := *v
				a.Bits, a.Undef, a.X = a.Bits&am, a.Undef&am, nil
				v = &a
			}
			ptrToInt(v, to, r)
			return UBNone, nil
		})
	case ir.OpIntToPtr:
		pm := widthMask(e.p.Layout.PointerBits(d.ty.Scalar().AddrSpace))
		return e.lanes(d, ops, r, func(x []*Val, r *Val) (UBKind, error) {
			e.intToPtr(x[0], pm, r)
			return UBNone, nil
		})
	case ir.OpAddrSpaceCast:
		return e.lanes(d, ops, r, func(x []*Val, r *Val) (UBKind, error) {
			r.CopyFrom(x[0])
			return UBNone, nil
		})
	case ir.OpBitCast:
		return UBNone, e.bitcast(d.opTy, d.ty, ops[0], r)
	case ir.OpSelect:
		return e.selectOp(d, ops, r)
	case ir.OpPhi:
		return e.phiValue(d, ops, r)
	case ir.OpFreeze:
		e.freeze(d.ty, ops[0], r)
		return UBNone, nil
	case ir.OpExtractElement:
		e.extractElement(d, ops[0], ops[1], r)
		return UBNone, nil
	case ir.OpInsertElement:
		e.insertElement(d, ops[0], ops[1], ops[2], r)
		return UBNone, nil
	case ir.OpShuffleVector:
		e.shuffle(d, ops[0], ops[1], r)
		return UBNone, nil
	case ir.OpExtractValue:
		v := ops[0]
		for _, k := range d.indices {
			v = &v.X.Lanes[k]
		}
		if v == r {
			return UBNone, nil
		}
		tmp := v.Clone()
		r.CopyFrom(&tmp)
		return UBNone, nil
	case ir.OpInsertValue:
		if r != ops[0] {
			tmp := ops[0].Clone()
			r.CopyFrom(&tmp)
		}
		v := r
		for _, k := range d.indices {
			v = &v.X.Lanes[k]
		}
		tmp := ops[1].Clone()
		v.CopyFrom(&tmp)
		return UBNone, nil
	case ir.OpGetElementPtr:
		return e.gep(d, ops, r)
	}
	return UBNone, unsupported("%s", d.op.Info().Name)
}

// intWidth is t's width when t is an integer type, else 0.
func intWidth(t *ir.Type) uint32 {
	if t.IsInt() {
		return t.Bits
	}
	return 0
}

// lanes applies f lane by lane when d's result is a vector, else once.
// Scalar operands of a vector operation (GEP bases, select conditions) are
// broadcast.
func (e *evaluator) lanes(d *opDesc, ops []*Val, r *Val, f func(x []*Val, r *Val) (UBKind, error)) (UBKind, error) {
	if d.ty.Kind != ir.VectorType {
		return f(ops, r)
	}
	x := make([]*Val, len(ops))
	n := int(d.ty.Len)
	shape(r, d.ty)
	ub := UBNone
	for i := 0; i < n; i++ {
		for k, o := range ops {
			if o.X != nil && len(o.X.Lanes) == n {
				x[k] = &o.X.Lanes[i]
			} else {
				x[k] = o
			}
		}
		u, err := f(x, &r.X.Lanes[i])
		if err != nil {
			return UBNone, err
		}
		if ub == UBNone {
			ub = u
		}
	}
	return ub, nil
}

func ptrToInt(x *Val, to uint32, r *Val) {
	if x.Poison {
		r.SetPoison()
		return
	}
	if to > 64 {
		n := int(to+63) / 64
		if r.X == nil {
			r.X = &Ext{}
		}
		r.X.Words, r.X.UndefWords = resize(r.X.Words, n), resize(r.X.UndefWords, n)
		clear(r.X.Words)
		clear(r.X.UndefWords)
		r.X.Words[0], r.X.UndefWords[0] = x.Bits, x.Undef
		r.Bits, r.Undef, r.Prov, r.Poison, r.Nondet = 0, 0, 0, false, x.Nondet
		return
	}
	m := widthMask(to)
	*r = Val{Bits: x.Bits & m, Undef: x.Undef & m, Nondet: x.Nondet}
}

func (e *evaluator) intToPtr(x *Val, pmask uint64, r *Val) {
	if x.Poison {
		r.SetPoison()
		return
	}
	bits, undef := x.Bits, x.Undef
	if x.X != nil && len(x.X.Words) > 0 {
		bits, undef = x.X.Words[0], x.X.UndefWords[0]
	}
	// Truncated (or zero-extended) to the pointer's width; a pointer
	// undef in all its bits is undef in all 64, as an undef argument is.
	bits, undef = bits&pmask, undef&pmask
	if undef == pmask {
		undef = ^uint64(0)
	}
	var prov uint32
	if undef == 0 && e.mem != nil {
		prov = e.mem.ProvAt(bits)
	} else if undef == 0 && e.p != nil {
		prov = e.p.provAt(bits)
	}
	*r = Val{Bits: bits, Undef: undef, Prov: prov, Nondet: x.Nondet}
}

// provAt finds the global or function object containing addr (used for
// inttoptr in constant expressions, before any run exists).
func (p *Program) provAt(addr uint64) uint32 {
	if g := p.globalAt(func(g *globalSlot) bool { return addr >= g.ptr.Bits && addr < g.ptr.Bits+g.size }); g != nil {
		return g.ptr.Prov
	}
	return 0
}

// globalAt returns the first global whose slot satisfies match, or nil.
func (p *Program) globalAt(match func(*globalSlot) bool) *globalSlot {
	for i := range p.globals {
		if match(&p.globals[i]) {
			return &p.globals[i]
		}
	}
	return nil
}

// bitcast reinterprets x's bits as type to, through its memory encoding.
func (e *evaluator) bitcast(from, to *ir.Type, x, r *Val) error {
	if from == to || (from.IsPtr() && to.IsPtr()) {
		if x != r {
			r.CopyFrom(x)
		}
		return nil
	}
	// Same-width scalars: the bits are the value.
	if from.Kind != ir.VectorType && to.Kind != ir.VectorType && widthOf(from) <= 64 && widthOf(to) <= 64 && !from.IsPtr() && !to.IsPtr() {
		v := *x
		v.X = nil
		*r = v
		return nil
	}
	l := e.p.Layout
	n := l.StoreSize(from)
	buf := make([]Byte, n)
	EncodeValue(l, from, x, buf)
	shape(r, to)
	decodeValue(l, to, buf, r, nil)
	return nil
}

// selectOp implements select, with a scalar or vector condition.
func (e *evaluator) selectOp(d *opDesc, ops []*Val, r *Val) (UBKind, error) {
	c := ops[0]
	if d.ty.Kind == ir.VectorType && c.X != nil {
		ub, err := e.lanes(d, ops, r, func(x []*Val, r *Val) (UBKind, error) {
			e.select1(d.ty.Scalar(), x[0], x[1], x[2], r)
			return UBNone, nil
		})
		e.fastMathResult(d.ty, d.fmf, r)
		return ub, err
	}
	e.select1(d.ty, c, ops[1], ops[2], r)
	e.fastMathResult(d.ty, d.fmf, r)
	return UBNone, nil
}

// fastMathResult applies the fast-math flags of an operation that only
// passes a floating-point value on (select) to its result, lane by lane:
// with nnan a NaN is poison, with ninf an infinity is poison, and with
// nsz the sign of a zero is insignificant (either, in the source mode).
func (e *evaluator) fastMathResult(t *ir.Type, fmf ir.FastMath, r *Val) {
	if fmf&(ir.NNaN|ir.NInf|ir.NSZ) == 0 {
		return
	}
	st := fmfScalar(t)
	if st == nil {
		return
	}
	if wf := wideFormatOf(st.Kind); wf != nil {
		forScalars(r, func(v *Val) {
			if v.Poison {
				return
			}
			cls := wideClassesOf(wf, v, e.ch == nil)
			if fmf&ir.NNaN != 0 && cls&classNaN != 0 || fmf&ir.NInf != 0 && cls&classInf != 0 {
				wideSetPoison(v, wf)
				return
			}
			if e.ch == nil && fmf&ir.NSZ != 0 && cls&classZero != 0 && v.X != nil && len(v.X.Words) >= 2 {
				s := wf.signMask()
				v.X.Words[1] &^= s.hi
				v.X.UndefWords[1] |= s.hi
				v.Nondet = true
			}
		})
		return
	}
	f := formatOf(st.Kind)
	if f == nil {
		return
	}
	apply := func(v *Val) {
		if v.Poison {
			return
		}
		u := v.Undef & f.mask()
		if e.ch != nil {
			u = 0
		}
		cls := f.classes(v.Bits&f.mask(), u)
		if fmf&ir.NNaN != 0 && cls&classNaN != 0 || fmf&ir.NInf != 0 && cls&classInf != 0 {
			fpSetPoison(v)
			return
		}
		if e.ch == nil && fmf&ir.NSZ != 0 && cls&classZero != 0 {
			v.Bits &^= f.sign()
			v.Undef |= f.sign()
			v.Nondet = true
		}
	}
	forScalars(r, apply)
}

// select1 selects between whole values x and y (of type t) on a scalar i1
// condition c.
func (e *evaluator) select1(t *ir.Type, c, x, y, r *Val) {
	if c.Poison {
		shape(r, t)
		fillPoison(r, t)
		return
	}
	if c.Undef != 0 {
		if e.ch != nil {
			c = e.use(c, 3, 1)
		} else {
			// Either arm: the union, over-approximated part by part. A
			// fixed unknown condition does not make the result fixed
			// where an arm is undef: choosing that arm gives undef
			// (join keeps it so).
			tmp := newVal(t)
			join(t, x, y, &tmp)
			r.CopyFrom(&tmp)
			return
		}
	}
	src := y
	if c.Bits&1 != 0 {
		src = x
	}
	if src != r {
		r.CopyFrom(src)
	}
}

// join writes into r (shaped for t) a value whose set contains both x's
// and y's: poison if either may be poison, else the bits where they differ
// or either is undetermined become undetermined.
func join(t *ir.Type, x, y, r *Val) {
	if r.X != nil && len(r.X.Lanes) > 0 {
		for i := range r.X.Lanes {
			join(laneType(t, i), &x.X.Lanes[i], &y.X.Lanes[i], &r.X.Lanes[i])
		}
		return
	}
	if x.Poison || y.Poison {
		r.SetPoison()
		return
	}
	if r.X != nil && len(r.X.Words) > 0 {
		for i := range r.X.Words {
			u := x.X.UndefWords[i] | y.X.UndefWords[i] | (x.X.Words[i] ^ y.X.Words[i])
			r.X.Words[i] = x.X.Words[i] &^ u
			r.X.UndefWords[i] = u
		}
		r.Poison, r.Nondet = false, joinNondet(x, y)
		return
	}
	u := x.Undef | y.Undef | (x.Bits ^ y.Bits)
	prov := x.Prov
	if x.Prov != y.Prov {
		prov = 0
	}
	*r = Val{Bits: x.Bits &^ u, Undef: u, Prov: prov, Nondet: joinNondet(x, y)}
}

// freeze implements freeze: poison and undef parts become a fixed choice.
func (e *evaluator) freeze(t *ir.Type, x, r *Val) {
	if x != r {
		r.CopyFrom(x)
	}
	e.freezeParts(t, r)
}

func (e *evaluator) freezeParts(t *ir.Type, v *Val) {
	if v.X != nil && len(v.X.Lanes) > 0 {
		for i := range v.X.Lanes {
			e.freezeParts(laneType(t, i), &v.X.Lanes[i])
		}
		return
	}
	if v.Poison {
		fillUndef(v, t)
	}
	if !anyUndef(v) {
		return
	}
	if e.ch == nil {
		v.Nondet = true
		return
	}
	c := e.use(v, 3, widthOf(t))
	if c != v {
		v.CopyFrom(c)
	}
	v.Prov = 0
}

func (e *evaluator) extractElement(d *opDesc, vec, idx, r *Val) {
	n := uint64(d.opTy.Len)
	i, ok := e.index(idx, 1)
	if !ok || i >= n {
		shape(r, d.ty)
		fillPoison(r, d.ty)
		return
	}
	tmp := vec.X.Lanes[i].Clone()
	r.CopyFrom(&tmp)
}

// index reads an index operand: ok is false when it is poison, or undef in
// the abstract mode (the result is then poison: every choice must be
// covered, and poison covers them all).
func (e *evaluator) index(idx *Val, k int) (uint64, bool) {
	if idx.Poison {
		return 0, false
	}
	if idx.X != nil && len(idx.X.Words) > 0 {
		if anyUndef(idx) {
			return 0, false
		}
		for _, w := range idx.X.Words[1:] {
			if w != 0 {
				return ^uint64(0), true
			}
		}
		return idx.X.Words[0], true
	}
	if idx.Undef != 0 {
		if e.ch == nil {
			return 0, false
		}
		idx = e.use(idx, k, 64)
	}
	return idx.Bits, true
}

func (e *evaluator) insertElement(d *opDesc, vec, elt, idx, r *Val) {
	n := uint64(d.ty.Len)
	i, ok := e.index(idx, 2)
	if !ok || i >= n {
		shape(r, d.ty)
		fillPoison(r, d.ty)
		return
	}
	tmpE := elt.Clone()
	if vec != r {
		tmp := vec.Clone()
		r.CopyFrom(&tmp)
	}
	r.X.Lanes[i].CopyFrom(&tmpE)
}

func (e *evaluator) shuffle(d *opDesc, v1, v2, r *Val) {
	n := int(d.opTy.Len)
	a, b := v1.Clone(), v2.Clone()
	shape(r, d.ty)
	for i, m := range d.mask {
		dst := &r.X.Lanes[i]
		switch {
		case m < 0:
			dst.SetPoison()
		case int(m) < n:
			dst.CopyFrom(&a.X.Lanes[m])
		default:
			dst.CopyFrom(&b.X.Lanes[int(m)-n])
		}
	}
}

// gep computes getelementptr, lane by lane for vectors of pointers.
func (e *evaluator) gep(d *opDesc, ops []*Val, r *Val) (UBKind, error) {
	if d.ty.Kind == ir.VectorType {
		n := int(d.ty.Len)
		shape(r, d.ty)
		x := make([]*Val, len(ops))
		for i := 0; i < n; i++ {
			for k, o := range ops {
				if o.X != nil && len(o.X.Lanes) == n {
					x[k] = &o.X.Lanes[i]
				} else {
					x[k] = o
				}
			}
			e.gep1(d, x, &r.X.Lanes[i])
		}
		return UBNone, nil
	}
	e.gep1(d, ops, r)
	return UBNone, nil
}

// gep1 is getelementptr on one pointer: the flags' rules follow the
// Language Reference (inbounds implies nusw; every violated rule gives
// poison). Offsets are computed in the index width w of the pointer's
// address space: each index is sign-extended or truncated to w bits, and
// "the offsets are then added to the low bits of the base address up to
// the index type width, with silently-wrapping two's complement
// arithmetic. If the pointer size is larger than the index size, this
// means that the bits outside the index type width will not be affected."
func (e *evaluator) gep1(d *opDesc, ops []*Val, r *Val) {
	base := ops[0]
	if base.Poison {
		r.SetPoison()
		return
	}
	l := e.p.Layout
	as := d.ty.Scalar().AddrSpace
	w := min(l.IndexBits(as), 64)
	wm := widthMask(w)
	pmask := widthMask(l.PointerBits(as))
	nusw := d.fl&(ir.NUSW|ir.InBounds) != 0
	nuw := d.fl&ir.NUW != 0
	inb := d.fl&ir.InBounds != 0
	high := base.Bits &^ wm // the bits a getelementptr does not change
	cur := base.Bits & wm   // the address, truncated to the index width
	idxUndef := false
	undefFrom := uint32(64) // the lowest bit an undef index or base makes undef
	nondet := base.Nondet
	t := d.elemTy
	var sum uint64
	poison := false
	nonzero := false
	var objBase, objSize uint64
	haveObj := false
	if inb && base.Prov != 0 && e.mem != nil {
		objBase, objSize, _, _ = e.mem.Object(base.Prov)
		haveObj = true
	} else if inb && base.Prov != 0 {
		// A constant expression: only globals exist yet.
		if g := e.p.globalByProv(base.Prov); g != nil {
			objBase, objSize, haveObj = g.ptr.Bits, g.size, true
		}
	}
	inObj := func(a uint64) bool { return haveObj && a >= objBase && a-objBase <= objSize }
	if inb && base.Undef == 0 && base.Prov != 0 && !inObj(base.Bits) {
		// The base itself must be in bounds unless every index is zero.
		poison = true
	}
	for k, idxV := range ops[1:] {
		it := d.idxTys[k].Scalar()
		var off uint64
		if k == 0 {
			// The first index steps over the source element type itself.
		} else if t.Kind == ir.StructType {
			fi := idxV.Bits
			// A struct offset is sign-extended or truncated to w bits.
			off = l.FieldOffset(t, int(fi)) & wm
			t = t.Fields[fi]
			goto add
		} else {
			t = t.Elem
		}
		{
			if idxV.Poison {
				r.SetPoison()
				return
			}
			iv := idxV
			if anyUndef(iv) {
				if e.ch != nil {
					iv = e.use(iv, 1, it.Bits)
				} else if nusw || nuw {
					// Some value of the index may wrap or leave the
					// object, which makes the result poison: the
					// source allows poison.
					r.SetPoison()
					return
				} else {
					idxUndef = true
					nondet = nondet && iv.Nondet
					// An index whose bits below bit j are determined,
					// scaled by a size of 2^k: the offset's bits below
					// j+k are determined, and so are the address's (an
					// undef operand is a set of values: LangRef, undef
					// values, "如果已知 %X 和 %Y 都具有清除的低位,则 %A
					// 必须具有清除的低位").
					if sz := l.AllocSize(t); iv.X == nil && iv.Undef != 0 && sz != 0 && sz&(sz-1) == 0 {
						j := uint32(bits.TrailingZeros64(iv.Undef))
						k := uint32(bits.TrailingZeros64(sz))
						cur = (cur + (iv.Bits&(1<<j-1))<<k) & wm
						undefFrom = min(undefFrom, j+k)
					} else {
						undefFrom = 0
					}
					continue
				}
			}
			var idxPoison bool
			off, nonzero, idxPoison = gepIndexOffset(iv, it.Bits, l.AllocSize(t), w, nusw, nuw, nonzero)
			poison = poison || idxPoison
		}
	add:
		if off != 0 {
			nonzero = true
		}
		// The successive addition of offsets (without the base): add
		// nsw / add nuw in w bits.
		if nuw && (sum+off)&wm < sum {
			poison = true
		}
		if nusw && gepAddOverflowsSigned(sum, off, w) {
			poison = true
		}
		sum = (sum + off) & wm
		// The current address (unsigned) plus the offset (signed for
		// nusw, unsigned for nuw) does not wrap the index width.
		na := (cur + off) & wm
		if nuw && na < cur {
			poison = true
		}
		if nusw {
			if so := signExtend(off, w); (so >= 0 && na < cur) || (so < 0 && na > cur) {
				poison = true
			}
		}
		cur = na
		if inb && base.Undef == 0 && off != 0 && !inObj((high|cur)&pmask) {
			poison = true
		}
	}
	if base.Undef != 0 && (nusw || nuw) && nonzero && e.ch == nil {
		// Some value of the base address may wrap or leave its object
		// with these offsets: the source allows poison.
		poison = true
	}
	if inb && !nonzero {
		poison = false
	}
	if poison {
		r.SetPoison()
		return
	}
	undef := base.Undef &^ wm
	if base.Undef&wm != 0 {
		undefFrom = min(undefFrom, uint32(bits.TrailingZeros64(base.Undef&wm)))
	}
	if (idxUndef || base.Undef&wm != 0) && undefFrom < w {
		// Carries spread an undef bit of the address or an undef index
		// over every higher bit of the index width, and only there.
		undef |= wm &^ (1<<undefFrom - 1)
	}
	// (Bits above the pointer width stay as the base has them: an undef
	// argument is undef in all 64 bits.)
	addr := (high | cur) & pmask
	*r = Val{Bits: addr &^ undef, Undef: undef, Prov: base.Prov, Nondet: undef != 0 && nondet}
}

// gepAddOverflowsSigned reports whether a+b overflows as a signed sum of
// w-bit values (add nsw in w bits).
func gepAddOverflowsSigned(a, b uint64, w uint32) bool {
	sa, sb := signExtend(a, w), signExtend(b, w)
	s := sa + sb
	if (sa >= 0) == (sb >= 0) && (s >= 0) != (sa >= 0) {
		return true // overflows 64 bits, hence w bits
	}
	return signExtend(uint64(s), w) != s
}

// gepIndexOffset is the byte offset, in w (<= 64) bits, of one
// getelementptr index iv (of width iw, over elements of size scale): the
// index sign-extended or truncated to w bits, times scale, wrapping at w
// bits. nonzero is set once an index is not zero; poison reports a
// truncation (trunc nsw / trunc nuw) or multiplication (mul nsw / mul nuw,
// in w bits) that nusw or nuw forbid.
func gepIndexOffset(iv *Val, iw uint32, scale uint64, w uint32, nusw, nuw, nonzero bool) (off uint64, nz, poison bool) {
	wm := widthMask(w)
	var idx int64  // the index, sign-extended or truncated to w bits, as a signed value
	var low uint64 // the index's low 64 bits
	fitsS := true  // the index's signed value fits w bits
	fitsU := true  // the index's unsigned value fits w bits
	if iw > 64 {
		ws := iv.X.Words
		low = ws[0]
		hi := uint64(0)
		if int64(low) < 0 {
			hi = ^uint64(0)
		}
		for j := 1; j < len(ws); j++ {
			want := hi
			top := ^uint64(0)
			if j == len(ws)-1 && iw%64 != 0 {
				want &= widthMask(iw % 64)
				top = widthMask(iw % 64)
			}
			if ws[j] != want {
				fitsS = false
			}
			if ws[j]&top != 0 {
				fitsU = false
			}
		}
		if low != 0 || !fitsU {
			nonzero = true
		}
		fitsS = fitsS && signExtend(low, w) == int64(low)
		fitsU = fitsU && low&^wm == 0
	} else {
		low = iv.Bits & widthMask(iw)
		if low != 0 {
			nonzero = true
		}
		if iw > w {
			sv := signExtend(low, iw)
			fitsS = signExtend(uint64(sv), w) == sv
			fitsU = low&^wm == 0
		} else {
			low = uint64(signExtend(low, iw)) // sign extension to w bits
		}
	}
	idx = signExtend(low, w)
	if nusw && !fitsS || nuw && !fitsU {
		poison = true
	}
	ui := uint64(idx) & wm
	sc := scale & wm
	hi, lo := bits.Mul64(ui, sc)
	off = lo & wm
	if nusw {
		ss := signExtend(sc, w)
		p := idx * ss
		if ss != 0 && (p/ss != idx || (idx == -1 && ss == math.MinInt64) || signExtend(uint64(p), w) != p) {
			poison = true
		}
	}
	if nuw && (hi != 0 || lo&^wm != 0) {
		poison = true
	}
	return off, nonzero, poison
}
