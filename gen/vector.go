package gen

import (
	"math/bits"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/release"
)

// Code shapes the vectorizers take: straight-line isomorphic operations
// on adjacent array elements (SLPVectorizer) and counted loops over
// arrays (LoopVectorize): maps, reductions, interleaved accesses,
// conditional stores and searches with an early exit. Every index stays
// inside its array: loops count from 0 to at most the array's length
// (half of it for interleaved pairs), and a bound computed from the
// inputs is masked below (or reduced modulo) the largest power of two
// that is at most length+1.
//
// Long arrays (longArray: 64 to 256 elements, the first global of most
// modules and now and then a test's stack object) give loops the full
// unroller leaves to the loop vectorizer: only test functions walk
// them, and only outside other loops, so that a call runs a few
// thousand steps at most. A reduction's result and a search's index are
// observed (stored to the sink), so that the loop is not dead.

// vecElems are the element types of the arrays the vectorizers work on.
var vecElems = []*ir.Type{ir.I8, ir.I16, ir.I32, ir.I32, ir.I64, ir.Float, ir.Float, ir.Double}

// vecArray returns an array type [N x T] of a vectorizable element type,
// of at most maxBytes bytes and at least 4 elements.
func (g *gen) vecArray(maxBytes uint64) *ir.Type {
	t := vecElems[g.r.IntN(len(vecElems))]
	if t.IsFloat() && g.cfg.FloatRate == 0 {
		t = ir.I32
	}
	es, _ := g.sizeAlign(t)
	n := uint64(4) << g.r.IntN(4) // 4, 8, 16, 32
	for n > 4 && n*es > maxBytes {
		n /= 2
	}
	if g.r.IntN(4) == 0 && n > 4 {
		n -= uint64(1 + g.r.IntN(3)) // a length that is not a power of two
	}
	return ir.Array(n, t)
}

// longMin is the least length of a long array (see longArray); shorter
// arrays are at most 32 elements long.
const longMin = 64

// longArray returns an array type [N x T] of a vectorizable element type
// with 64 to 256 elements, of at most 1 KiB.
func (g *gen) longArray() *ir.Type {
	t := vecElems[g.r.IntN(len(vecElems))]
	if t.IsFloat() && g.cfg.FloatRate == 0 {
		t = ir.I32
	}
	es, _ := g.sizeAlign(t)
	n := []uint64{64, 96, 128, 200, 256}[g.r.IntN(5)]
	for n > longMin && n*es > 1024 {
		n /= 2
	}
	return ir.Array(max(n, longMin), t)
}

// mayWalkLong reports whether a loop here may walk a long array: in a
// test function, outside every other loop.
func (b *body) mayWalkLong() bool { return b.long && b.loops == 0 }

// walkable returns the arrays of objs a loop here may walk: the long
// ones only where mayWalkLong, and then, when long is set, only the long
// ones if there are any.
func (b *body) walkable(objs []*memObj, long bool) []*memObj {
	var short, longs []*memObj
	for _, o := range objs {
		if o.ty.Len >= longMin {
			longs = append(longs, o)
		} else {
			short = append(short, o)
		}
	}
	switch {
	case !b.mayWalkLong():
		return short
	case long && len(longs) > 0:
		return longs
	}
	return objs
}

// arrays returns the function's objects that are arrays of a vectorizable
// element type; writable ones only when write is set.
func (b *body) arrays(write bool) []*memObj {
	var out []*memObj
	for _, o := range b.objs {
		if o.ty.Kind != ir.ArrayType || o.ty.Len < 2 || write && o.readOnly {
			continue
		}
		for _, e := range vecElems {
			if o.ty.Elem == e {
				out = append(out, o)
				break
			}
		}
	}
	return out
}

// pickArray returns a random one of objs, preferring those of element
// type elem when elem is not nil; nil when objs is empty.
func (b *body) pickArray(objs []*memObj, elem *ir.Type) *memObj {
	var same []*memObj
	for _, o := range objs {
		if o.ty.Elem == elem {
			same = append(same, o)
		}
	}
	if len(same) > 0 && b.g.r.IntN(4) != 0 {
		objs = same
	}
	if len(objs) == 0 {
		return nil
	}
	return objs[b.g.r.IntN(len(objs))]
}

// elemPtr emits the address of element idx (an i64) of array object o.
func (b *body) elemPtr(o *memObj, idx ir.Value) *ir.Instruction {
	gep := ir.NewInstr(ir.OpGetElementPtr, ir.Ptr, o.ptr, ir.NewInt(ir.I64, 0), idx)
	gep.ElemTy = o.ty
	gep.Flags = ir.InBounds
	if b.g.has(release.GEPNoWrap) && b.g.r.IntN(2) == 0 {
		gep.Flags |= ir.NUW
	}
	return b.emit(gep)
}

// elemAlign is the alignment of an element of o at a variable index (or
// at constant index k >= 0).
func (b *body) elemAlign(o *memObj, k int64) uint64 {
	es, abi := b.g.sizeAlign(o.ty.Elem)
	if k >= 0 {
		return min(abi, lowBit(uint64(k)*es, o.align))
	}
	return min(abi, lowBit(es, o.align))
}

func (b *body) loadElem(o *memObj, idx ir.Value, k int64) *ir.Instruction {
	ld := ir.NewInstr(ir.OpLoad, o.ty.Elem, b.elemPtr(o, idx))
	ld.Align = b.elemAlign(o, k)
	return b.emit(ld)
}

func (b *body) storeElem(o *memObj, idx, v ir.Value, k int64) {
	st := ir.NewInstr(ir.OpStore, ir.Void, v, b.elemPtr(o, idx))
	st.Align = b.elemAlign(o, k)
	b.emit(st)
	o.written = true
}

// lanewise emits one element-wise operation of x and y (of scalar type
// t) of the kind op picks: integer add, sub, mul, and, or, xor, shl by a
// small constant; floating-point fadd, fsub, fmul with fast-math flags.
func (b *body) lanewise(op int, t *ir.Type, x, y ir.Value) ir.Value {
	if t.IsFloat() {
		i := ir.NewInstr([]ir.Opcode{ir.OpFAdd, ir.OpFSub, ir.OpFMul}[op%3], t, x, y)
		i.FMF = b.fastMath()
		return b.emit(i)
	}
	ops := []ir.Opcode{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpShl}
	o := ops[op%len(ops)]
	if o == ir.OpShl {
		y = ir.NewInt(t, int64(1+op%3))
	}
	i := ir.NewInstr(o, t, x, y)
	i.Flags = b.flagsFor(o)
	return b.emit(i)
}

// slp emits k loads of adjacent elements of an array, the same operation
// on each (with a constant, or the adjacent elements of another array),
// and k stores of the results to adjacent elements; or a sum of the k
// loaded values (a horizontal reduction).
func (b *body) slp() {
	g := b.g
	src := b.pickArray(b.arrays(false), nil)
	if src == nil {
		b.intArith()
		return
	}
	t := src.ty.Elem
	k := int64(2) << g.r.IntN(3) // 2, 4, 8
	n := int64(src.ty.Len)
	for k > n {
		k /= 2
	}
	j := (g.r.Int64N(n-k+1) / k) * k
	var other *memObj
	if g.r.IntN(2) == 0 {
		if o := b.pickArray(b.arrays(false), t); o != nil && o.ty.Elem == t && int64(o.ty.Len) >= j+k {
			other = o
		}
	}
	op := g.r.IntN(7)
	if g.r.IntN(4) == 0 { // a horizontal reduction of the loaded values
		var acc ir.Value
		for l := j; l < j+k; l++ {
			x := b.loadElem(src, ir.NewInt(ir.I64, l), l)
			if acc == nil {
				acc = x
				continue
			}
			acc = b.lanewise(op%3, t, acc, x)
		}
		return
	}
	dst := b.pickArray(b.arrays(true), t)
	if dst == nil || dst.ty.Elem != t || int64(dst.ty.Len) < j+k {
		dst = nil
	}
	c := b.val(t)
	vals := make([]ir.Value, 0, k)
	for l := j; l < j+k; l++ {
		x := b.loadElem(src, ir.NewInt(ir.I64, l), l)
		y := c
		if other != nil {
			y = b.loadElem(other, ir.NewInt(ir.I64, l), l)
		}
		vals = append(vals, b.lanewise(op, t, x, y))
	}
	if dst == nil {
		return
	}
	for l, v := range vals {
		b.storeElem(dst, ir.NewInt(ir.I64, j+int64(l)), v, j+int64(l))
	}
}

// The loop shapes vecLoop makes.
const (
	vlMap = iota
	vlReduce
	vlInterleave
	vlCondStore
	vlSearch
	vlKinds
)

// vecLoop emits a counted loop over an array the loop vectorizer may
// vectorize: i from 0 to n (the array's length, or a frozen input value
// modulo length+1), one of the shapes above.
func (b *body) vecLoop(budget int) int {
	g := b.g
	long := g.r.IntN(3) != 0 // prefer the long arrays, where there are any
	src := b.pickArray(b.walkable(b.arrays(false), long), nil)
	if src == nil {
		b.intArith()
		return 1
	}
	t := src.ty.Elem
	kind := g.r.IntN(vlKinds)
	dst := b.loopDst(src, long)
	if dst == nil && (kind == vlMap || kind == vlCondStore) {
		kind = vlReduce
	}
	length := src.ty.Len
	if dst != nil && (kind == vlMap || kind == vlCondStore) {
		length = min(length, dst.ty.Len)
	}
	if kind == vlInterleave {
		length /= 2
	}
	n := b.loopBound(src, length)
	op := g.r.IntN(7)
	c := b.val(t)
	var key ir.Value
	if kind == vlSearch || kind == vlCondStore {
		key = b.frozen(b.val(t))
	}
	var start ir.Value
	if kind == vlReduce {
		start = b.reduceStart(op, t)
	}
	pre := b.cur
	header, body, exit := b.block(), b.block(), b.block()
	b.br(header)
	b.cur = header
	iv := b.emit(ir.NewInstr(ir.OpPhi, ir.I64))
	iv.AddIncoming(ir.NewInt(ir.I64, 0), pre)
	var acc *ir.Instruction
	if kind == vlReduce {
		acc = b.emit(ir.NewInstr(ir.OpPhi, t))
		acc.AddIncoming(start, pre)
		if t.IsFloat() {
			acc.FMF = b.fastMath()
		}
	}
	cont := b.emit(ir.NewInstr(ir.OpICmp, ir.I1, iv, n))
	cont.Pred = ir.IntULT
	header.Append(ir.NewInstr(ir.OpBr, ir.Void, cont, body, exit))

	mark := len(b.pool)
	b.cur = body
	var found *ir.Block
	var accNext ir.Value
	switch kind {
	case vlMap:
		x := b.loadElem(src, iv, -1)
		b.storeElem(dst, iv, b.lanewise(op, t, x, c), -1)
	case vlReduce:
		accNext = b.reduceStep(op, t, acc, b.loadElem(src, iv, -1))
	case vlInterleave:
		i2 := b.emit(ir.NewInstr(ir.OpShl, ir.I64, iv, ir.NewInt(ir.I64, 1)))
		i2.Flags = ir.NUW | ir.NSW
		i21 := b.emit(ir.NewInstr(ir.OpOr, ir.I64, i2, ir.NewInt(ir.I64, 1)))
		if g.has(release.DisjointOr) {
			i21.Flags = ir.Disjoint
		}
		x, y := b.loadElem(src, i2, -1), b.loadElem(src, i21, -1)
		if dst != nil && dst.ty.Len >= 2*length {
			b.storeElem(dst, i2, b.lanewise(op, t, x, y), -1)
			b.storeElem(dst, i21, b.lanewise(op+1, t, y, c), -1)
		}
	case vlCondStore:
		x := b.loadElem(src, iv, -1)
		cond := b.frozen(b.compare(t, x, key))
		then, latch := b.block(), b.block()
		b.cur.Append(ir.NewInstr(ir.OpBr, ir.Void, cond, then, latch))
		b.cur = then
		b.storeElem(dst, iv, b.lanewise(op, t, x, c), -1)
		b.br(latch)
		b.cur = latch
	case vlSearch:
		x := b.loadElem(src, iv, -1)
		cond := b.frozen(b.compare(t, x, key))
		found = b.block()
		latch := b.block()
		b.cur.Append(ir.NewInstr(ir.OpBr, ir.Void, cond, found, latch))
		b.cur = latch
	}
	next := b.emit(ir.NewInstr(ir.OpAdd, ir.I64, iv, ir.NewInt(ir.I64, 1)))
	next.Flags = ir.NUW | ir.NSW
	b.br(header)
	iv.AddIncoming(next, b.cur)
	if acc != nil {
		acc.AddIncoming(accNext, b.cur)
	}
	b.pool = b.pool[:mark]
	b.cur = exit
	if found != nil { // the index found, or n when none was
		join := b.block()
		b.br(join)
		b.cur = found
		b.br(join)
		b.cur = join
		r := ir.NewInstr(ir.OpPhi, ir.I64)
		r.AddIncoming(n, exit)
		r.AddIncoming(iv, found)
		b.emit(r)
		if g.r.IntN(4) != 0 {
			b.observe(r)
		}
	}
	if acc != nil && g.r.IntN(4) != 0 {
		b.observe(acc)
	}
	return 4
}

// loopDst returns the array a loop over src stores to: one of src's
// element type (nil when there is none), for a long src mostly one the
// caller sees (a global or a pointer parameter), where there is one.
func (b *body) loopDst(src *memObj, long bool) *memObj {
	t := src.ty.Elem
	dsts := b.walkable(b.arrays(true), long)
	if src.ty.Len >= longMin {
		var seen []*memObj
		for _, o := range dsts {
			if !o.local && o.ty.Elem == t {
				seen = append(seen, o)
			}
		}
		if len(seen) > 0 && b.g.r.IntN(4) != 0 {
			dsts = seen
		}
	}
	dst := b.pickArray(dsts, t)
	if dst != nil && dst.ty.Elem != t {
		dst = nil
	}
	return dst
}

// loopBound returns the i64 bound of a loop over src that may run
// length times: length itself, or a value computed from the inputs that
// is at most length (mostly so for long arrays, whose loops then have a
// trip count only known at run time).
func (b *body) loopBound(src *memObj, length uint64) ir.Value {
	g := b.g
	var n ir.Value = ir.NewInt(ir.I64, int64(length))
	if bound := g.r.IntN(3); bound == 0 || src.ty.Len >= longMin && bound == 1 {
		x := b.frozen(b.val(b.pal.ints[g.r.IntN(len(b.pal.ints))]))
		switch w := x.Type().Bits; {
		case w < 64:
			x = b.cast(ir.OpZExt, x, ir.I64)
		case w > 64:
			x = b.cast(ir.OpTrunc, x, ir.I64)
		}
		// Masked to 2^k-1 or reduced modulo 2^k, for the largest 2^k
		// <= length+1: for an unknown x (a frozen poison), the
		// reference's set of results is then exactly [0, 2^k), where
		// modulo length+1 it would be [0, 2^j) for the first 2^j >
		// length+1, and the loop would seem to run past the end (UB,
		// so the input would tell nothing).
		p := uint64(1) << (bits.Len64(length+1) - 1)
		if g.r.IntN(2) == 0 {
			n = b.emit(ir.NewInstr(ir.OpAnd, ir.I64, x, ir.NewInt(ir.I64, int64(p-1))))
		} else {
			n = b.emit(ir.NewInstr(ir.OpURem, ir.I64, x, ir.NewInt(ir.I64, int64(p))))
		}
	}
	return n
}

// compare emits a comparison of x with y of scalar type t: an icmp, or
// an fcmp with fast-math flags.
func (b *body) compare(t *ir.Type, x, y ir.Value) ir.Value {
	if t.IsFloat() {
		i := ir.NewInstr(ir.OpFCmp, ir.I1, x, y)
		i.Pred = b.pickPred(ir.FloatOEQ, ir.FloatOGT, ir.FloatOLT, ir.FloatUNE, ir.FloatUGE)
		i.FMF = b.fastMath()
		return b.emit(i)
	}
	i := ir.NewInstr(ir.OpICmp, ir.I1, x, y)
	i.Pred = b.pickPred(ir.IntEQ, ir.IntNE, ir.IntSGT, ir.IntULT, ir.IntSLE)
	return b.emit(i)
}

// The reductions: add (fadd), mul (fmul), and, or, xor, smin/smax (fmin
// and fmax by fcmp and select), umin/umax.
const (
	redAdd = iota
	redMul
	redAnd
	redOr
	redXor
	redSMin
	redSMax
)

// reduceStart is the start value of reduction op on t.
func (b *body) reduceStart(op int, t *ir.Type) ir.Value {
	if b.g.r.IntN(3) == 0 {
		return b.val(t)
	}
	if t.IsFloat() {
		if op%7 == redMul {
			return ir.NewFloat(t, oneBits(t), 0)
		}
		return ir.NewFloat(t, 0, 0)
	}
	switch op % 7 {
	case redMul:
		return ir.NewInt(t, 1)
	case redAnd:
		return ir.NewInt(t, -1)
	}
	return ir.NewInt(t, 0)
}

// reduceStep emits acc op x for reduction op.
func (b *body) reduceStep(op int, t *ir.Type, acc, x ir.Value) ir.Value {
	g := b.g
	if t.IsFloat() {
		switch op % 7 {
		case redSMin, redSMax, redAnd:
			c := ir.NewInstr(ir.OpFCmp, ir.I1, acc, x)
			c.Pred = ir.FloatOLT
			if op%7 == redSMax {
				c.Pred = ir.FloatOGT
			}
			c.FMF = b.fastMath()
			b.emit(c)
			s := ir.NewInstr(ir.OpSelect, t, c, acc, x)
			s.FMF = b.fastMath()
			return b.emit(s)
		}
		i := ir.NewInstr([]ir.Opcode{ir.OpFAdd, ir.OpFMul}[op%7%2], t, acc, x)
		i.FMF = b.fastMath()
		if g.r.IntN(2) == 0 {
			i.FMF |= ir.Reassoc // what lets the loop vectorizer reorder the sum
		}
		return b.emit(i)
	}
	switch op % 7 {
	case redSMin, redSMax:
		name := []string{"llvm.smin", "llvm.smax", "llvm.umin", "llvm.umax"}[g.r.IntN(4)]
		return b.call(g.registered(name, t), acc, x)
	}
	o := []ir.Opcode{ir.OpAdd, ir.OpMul, ir.OpAnd, ir.OpOr, ir.OpXor}[op%7]
	i := ir.NewInstr(o, t, acc, x)
	i.Flags = b.flagsFor(o)
	return b.emit(i)
}
