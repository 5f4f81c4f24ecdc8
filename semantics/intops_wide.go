package semantics

import (
	"math/big"
	"math/bits"
	"sync/atomic"

	"github.com/irfuzz/irfuzz/ir"
)

// This file is the general path of the integer operations: any width, and
// operands with undefined bits (the abstract mode). Values are math/big
// integers; an abstract integer is a pair (v, u) standing for every w-bit
// value that agrees with v outside the undefined bits u. Every function here
// over-approximates: the set it returns contains every result LLVM allows.
// intops.go holds the fast exact path for fully defined values of at most 64
// bits and dispatches here for everything else.

// absInt is a set of w-bit integers: the values that equal v outside u. v is
// kept with the bits of u cleared; both lie in [0, 2^w).
type absInt struct {
	v, u *big.Int
}

// wctx holds the width-derived constants of one operation. They are shared
// between operations (wctxFor) and so read-only: never the receiver of a
// big.Int method, nor stored into an absInt.
type wctx struct {
	w     uint32
	mask  *big.Int // 2^w - 1
	sign  *big.Int // 2^(w-1)
	smaxC *big.Int // 2^(w-1) - 1
	sminC *big.Int // -2^(w-1)
}

var bigOneInt = big.NewInt(1)

func newWctx(w uint32) *wctx {
	m := new(big.Int).Lsh(bigOneInt, uint(w))
	m.Sub(m, bigOneInt)
	s := new(big.Int).Lsh(bigOneInt, uint(w-1))
	return &wctx{w: w, mask: m, sign: s,
		smaxC: new(big.Int).Sub(s, bigOneInt), sminC: new(big.Int).Neg(s)}
}

// wctxCache holds the contexts of the common widths, each built on first
// use (building one allocates, and the general path runs once per
// operation; building all 256 at start would cost every process).
var wctxCache [257]atomic.Pointer[wctx]

// wctxFor returns the (shared, read-only) context of width w.
func wctxFor(w uint32) *wctx {
	if w > 0 && w < uint32(len(wctxCache)) {
		if c := wctxCache[w].Load(); c != nil {
			return c
		}
		c := newWctx(w)
		wctxCache[w].Store(c) // a racing goroutine may store an equal one
		return c
	}
	return newWctx(w)
}

// load reads a scalar or wide integer lane of width c.w.
func (c *wctx) load(x *Val) absInt {
	var v, u *big.Int
	if c.w <= 64 {
		v = new(big.Int).SetUint64(x.Bits)
		u = new(big.Int).SetUint64(x.Undef)
	} else {
		v, u = new(big.Int), new(big.Int)
		if x.X != nil {
			wordsToBig(v, x.X.Words)
			wordsToBig(u, x.X.UndefWords)
		}
	}
	return c.norm(v, u)
}

// norm truncates v and u to w bits and clears the undefined bits of v.
func (c *wctx) norm(v, u *big.Int) absInt {
	u.And(u, c.mask)
	v.And(v, c.mask)
	v.AndNot(v, u)
	return absInt{v, u}
}

func wordsToBig(z *big.Int, ws []uint64) {
	if bits.UintSize == 64 {
		bw := make([]big.Word, len(ws))
		for i, w := range ws {
			bw[i] = big.Word(w)
		}
		z.SetBits(bw)
		return
	}
	z.SetInt64(0)
	t := new(big.Int)
	for i := len(ws) - 1; i >= 0; i-- {
		z.Lsh(z, 64)
		z.Or(z, t.SetUint64(ws[i]))
	}
}

func bigToWords(ws []uint64, z *big.Int) {
	clear(ws)
	if bits.UintSize == 64 {
		for i, w := range z.Bits() {
			if i < len(ws) {
				ws[i] = uint64(w)
			}
		}
		return
	}
	t, m := new(big.Int).Set(z), new(big.Int).SetUint64(^uint64(0))
	for i := range ws {
		ws[i] = new(big.Int).And(t, m).Uint64()
		t.Rsh(t, 64)
	}
}

// intWideShape makes r a wide integer of width w with zeroed words, reusing
// its storage.
func intWideShape(r *Val, w uint32) {
	n := int(w+63) / 64
	if r.X == nil {
		r.X = &Ext{}
	}
	r.X.Words = intResizeWords(r.X.Words, n)
	r.X.UndefWords = intResizeWords(r.X.UndefWords, n)
	r.X.Lanes = r.X.Lanes[:0]
	r.Bits, r.Undef = 0, 0
}

func intResizeWords(s []uint64, n int) []uint64 {
	if cap(s) < n {
		return make([]uint64, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// store writes a into r (width c.w). nondet is the result's Nondet when it
// has undefined bits.
func (c *wctx) store(r *Val, a absInt, nondet bool) {
	c.norm(a.v, a.u)
	if c.w <= 64 {
		r.X = nil
		r.Bits, r.Undef = a.v.Uint64(), a.u.Uint64()
	} else {
		intWideShape(r, c.w)
		bigToWords(r.X.Words, a.v)
		bigToWords(r.X.UndefWords, a.u)
	}
	r.Prov, r.Poison = 0, false
	r.Nondet = nondet && a.u.Sign() != 0
}

// storeIntPoison makes r a poison integer of width w.
func storeIntPoison(r *Val, w uint32) {
	if w <= 64 {
		r.X = nil
	} else {
		intWideShape(r, w)
	}
	r.SetPoison()
}

func (c *wctx) konst(v *big.Int) absInt {
	return c.norm(new(big.Int).Set(v), new(big.Int))
}

func (c *wctx) all() absInt {
	return absInt{new(big.Int), new(big.Int).Set(c.mask)}
}

func (a absInt) defined() bool { return a.u.Sign() == 0 }

func (a absInt) umin() *big.Int { return a.v }

func (a absInt) umax() *big.Int { return new(big.Int).Or(a.v, a.u) }

// signed reads the w-bit pattern v as a two's complement number.
func (c *wctx) signed(v *big.Int) *big.Int {
	s := new(big.Int).Set(v)
	if v.Bit(int(c.w-1)) == 1 {
		s.Sub(s, c.mask)
		s.Sub(s, bigOneInt)
	}
	return s
}

// smin and smax bound the signed values of a.
func (c *wctx) smin(a absInt) *big.Int {
	v := new(big.Int).Set(a.v)
	if a.u.Bit(int(c.w-1)) == 1 {
		v.Or(v, c.sign)
	}
	return c.signed(v)
}

func (c *wctx) smax(a absInt) *big.Int {
	v := a.umax()
	if a.u.Bit(int(c.w-1)) == 1 {
		v.AndNot(v, c.sign)
	}
	return c.signed(v)
}

func (c *wctx) smaxConst() *big.Int { return new(big.Int).Sub(c.sign, bigOneInt) }
func (c *wctx) sminConst() *big.Int { return new(big.Int).Neg(c.sign) }

// fitsU and fitsS report whether an exact result is representable.
func (c *wctx) fitsU(z *big.Int) bool { return z.Sign() >= 0 && z.Cmp(c.mask) <= 0 }
func (c *wctx) fitsS(z *big.Int) bool {
	return z.Cmp(c.sminC) >= 0 && z.Cmp(c.smaxC) <= 0
}

// rangeSet is the set of w-bit patterns sharing the common high bits of lo
// and hi (unsigned, lo <= hi): it contains [lo, hi].
func (c *wctx) rangeSet(lo, hi *big.Int) absInt {
	d := new(big.Int).Xor(lo, hi)
	u := new(big.Int).Lsh(bigOneInt, uint(d.BitLen()))
	u.Sub(u, bigOneInt)
	return c.norm(new(big.Int).Set(lo), u)
}

// join is the smallest set of this shape containing a and b.
func absJoin(a, b absInt) absInt {
	u := new(big.Int).Or(a.u, b.u)
	u.Or(u, new(big.Int).Xor(a.v, b.v))
	return absInt{new(big.Int).AndNot(a.v, u), u}
}

// undefAbove is the function undefAbove for big masks.
func (c *wctx) undefAbove(m *big.Int) *big.Int {
	if m.Sign() == 0 {
		return new(big.Int)
	}
	low := new(big.Int).Lsh(bigOneInt, m.TrailingZeroBits())
	low.Sub(low, bigOneInt)
	return new(big.Int).AndNot(c.mask, low)
}

// arith is a result computed from the defined bits, undefined at and above
// the lowest undefined operand bit (carries only move upwards).
func (c *wctx) arith(v *big.Int, a, b absInt) absInt {
	return c.norm(v.And(v, c.mask), c.undefAbove(new(big.Int).Or(a.u, b.u)))
}

// absEnumerate lists the values of a when it has at most 2^6 of them
// (at most six undefined bits), else nil.
func absEnumerate(a absInt) []*big.Int {
	n := 0
	for _, w := range a.u.Bits() {
		n += bits.OnesCount64(uint64(w))
	}
	if n > 6 {
		return nil
	}
	var pos []int
	for i := 0; i < a.u.BitLen(); i++ {
		if a.u.Bit(i) == 1 {
			pos = append(pos, i)
		}
	}
	out := make([]*big.Int, 0, 1<<n)
	for s := 0; s < 1<<n; s++ {
		z := new(big.Int).Set(a.v)
		for j, p := range pos {
			if s>>j&1 == 1 {
				z.SetBit(z, p, 1)
			}
		}
		out = append(out, z)
	}
	return out
}

// cmpTri is a three-valued truth: false, true, or either.
type cmpTri uint8

const (
	cmpFalse cmpTri = iota
	cmpTrue
	cmpEither
)

func (t cmpTri) not() cmpTri {
	switch t {
	case cmpFalse:
		return cmpTrue
	case cmpTrue:
		return cmpFalse
	}
	return cmpEither
}

// cmpSlow decides an icmp predicate on two sets.
func (c *wctx) cmpSlow(pred ir.Predicate, a, b absInt) cmpTri {
	switch pred {
	case ir.IntEQ, ir.IntNE:
		t := cmpEither
		und := new(big.Int).Or(a.u, b.u)
		if new(big.Int).AndNot(new(big.Int).Xor(a.v, b.v), und).Sign() != 0 {
			t = cmpFalse
		} else if und.Sign() == 0 {
			t = cmpTrue
		}
		if pred == ir.IntNE {
			t = t.not()
		}
		return t
	case ir.IntULT:
		return ltTri(a.umax(), a.umin(), b.umin(), b.umax())
	case ir.IntUGT:
		return ltTri(b.umax(), b.umin(), a.umin(), a.umax())
	case ir.IntUGE:
		return ltTri(a.umax(), a.umin(), b.umin(), b.umax()).not()
	case ir.IntULE:
		return ltTri(b.umax(), b.umin(), a.umin(), a.umax()).not()
	case ir.IntSLT:
		return ltTri(c.smax(a), c.smin(a), c.smin(b), c.smax(b))
	case ir.IntSGT:
		return ltTri(c.smax(b), c.smin(b), c.smin(a), c.smax(a))
	case ir.IntSGE:
		return ltTri(c.smax(a), c.smin(a), c.smin(b), c.smax(b)).not()
	case ir.IntSLE:
		return ltTri(c.smax(b), c.smin(b), c.smin(a), c.smax(a)).not()
	}
	return cmpEither
}

// ltTri decides x < y for x in [xmin, xmax], y in [ymin, ymax].
func ltTri(xmax, xmin, ymin, ymax *big.Int) cmpTri {
	if xmax.Cmp(ymin) < 0 {
		return cmpTrue
	}
	if xmin.Cmp(ymax) >= 0 {
		return cmpFalse
	}
	return cmpEither
}

// intBinarySlow is intBinary's general path.
func intBinarySlow(op ir.Opcode, fl ir.Flags, w uint32, x, y, r *Val) UBKind {
	c := wctxFor(w)
	a, b := c.load(x), c.load(y)
	xp, yp := x.Poison, y.Poison
	nd := joinNondet(x, y)
	switch op {
	case ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem:
		res, poison, ub := c.div(op, fl, a, b, xp, yp, y.Nondet)
		if ub != UBNone {
			return ub
		}
		if poison {
			storeIntPoison(r, w)
		} else {
			c.store(r, res, nd)
		}
		return UBNone
	}
	if xp || yp {
		storeIntPoison(r, w)
		return UBNone
	}
	var res absInt
	poison := false
	switch op {
	case ir.OpAdd, ir.OpSub, ir.OpMul:
		res, poison = c.arithOp(op, fl, a, b)
	case ir.OpAnd:
		u := new(big.Int).And(a.u, new(big.Int).Or(b.v, b.u))
		u.Or(u, new(big.Int).And(b.u, new(big.Int).Or(a.v, a.u)))
		res = c.norm(new(big.Int).And(a.v, b.v), u)
	case ir.OpOr:
		u := new(big.Int).AndNot(a.u, b.v)
		u.Or(u, new(big.Int).AndNot(b.u, a.v))
		res = c.norm(new(big.Int).Or(a.v, b.v), u)
		if fl.Has(ir.Disjoint) && new(big.Int).And(a.umax(), b.umax()).Sign() != 0 {
			poison = true // the operands may share a set bit
		}
	case ir.OpXor:
		res = c.norm(new(big.Int).Xor(a.v, b.v), new(big.Int).Or(a.u, b.u))
	case ir.OpShl, ir.OpLShr, ir.OpAShr:
		res, poison = c.shift(op, fl, a, b)
	default:
		return UBImmediate
	}
	if poison {
		storeIntPoison(r, w)
		return UBNone
	}
	c.store(r, res, nd)
	return UBNone
}

// arithOp computes add/sub/mul; poison reports that a flag may be violated.
func (c *wctx) arithOp(op ir.Opcode, fl ir.Flags, a, b absInt) (absInt, bool) {
	v := new(big.Int)
	switch op {
	case ir.OpAdd:
		v.Add(a.v, b.v)
	case ir.OpSub:
		v.Sub(a.v, b.v)
	default:
		v.Mul(a.v, b.v)
	}
	res := c.arith(v, a, b)
	if fl.Has(ir.NUW) && c.mayOverflowU(op, a, b) {
		return res, true
	}
	if fl.Has(ir.NSW) && c.mayOverflowS(op, a, b) {
		return res, true
	}
	return res, false
}

// mayOverflowU reports whether some values of a and b overflow op unsigned;
// mustOverflowU whether all do.
func (c *wctx) mayOverflowU(op ir.Opcode, a, b absInt) bool {
	switch op {
	case ir.OpAdd:
		return !c.fitsU(new(big.Int).Add(a.umax(), b.umax()))
	case ir.OpSub:
		return a.umin().Cmp(b.umax()) < 0
	}
	return !c.fitsU(new(big.Int).Mul(a.umax(), b.umax()))
}

func (c *wctx) mustOverflowU(op ir.Opcode, a, b absInt) bool {
	switch op {
	case ir.OpAdd:
		return !c.fitsU(new(big.Int).Add(a.umin(), b.umin()))
	case ir.OpSub:
		return a.umax().Cmp(b.umin()) < 0
	}
	return !c.fitsU(new(big.Int).Mul(a.umin(), b.umin()))
}

// sRange bounds the exact signed result of op over the operand sets.
func (c *wctx) sRange(op ir.Opcode, a, b absInt) (lo, hi *big.Int) {
	amin, amax, bmin, bmax := c.smin(a), c.smax(a), c.smin(b), c.smax(b)
	switch op {
	case ir.OpAdd:
		return new(big.Int).Add(amin, bmin), new(big.Int).Add(amax, bmax)
	case ir.OpSub:
		return new(big.Int).Sub(amin, bmax), new(big.Int).Sub(amax, bmin)
	}
	// the extremes of a product of intervals are among the corner products
	ps := []*big.Int{
		new(big.Int).Mul(amin, bmin), new(big.Int).Mul(amin, bmax),
		new(big.Int).Mul(amax, bmin), new(big.Int).Mul(amax, bmax),
	}
	lo, hi = ps[0], ps[0]
	for _, p := range ps[1:] {
		if p.Cmp(lo) < 0 {
			lo = p
		}
		if p.Cmp(hi) > 0 {
			hi = p
		}
	}
	return lo, hi
}

func (c *wctx) mayOverflowS(op ir.Opcode, a, b absInt) bool {
	lo, hi := c.sRange(op, a, b)
	return !c.fitsS(lo) || !c.fitsS(hi)
}

// sOverflowDir reports whether the signed result of op may overflow upwards
// (hiMay), downwards (loMay), and whether it always overflows (must).
func (c *wctx) sOverflowDir(op ir.Opcode, a, b absInt) (hiMay, loMay, must bool) {
	lo, hi := c.sRange(op, a, b)
	hiMay = hi.Cmp(c.smaxC) > 0
	loMay = lo.Cmp(c.sminC) < 0
	must = lo.Cmp(c.smaxC) > 0 || hi.Cmp(c.sminC) < 0
	return hiMay, loMay, must
}

// shiftAmounts lists the possible shift shiftAmounts of b, or nil if there are too
// many to absEnumerate.
func shiftAmounts(b absInt) []*big.Int {
	if b.defined() {
		return []*big.Int{b.v}
	}
	return absEnumerate(b)
}

// shift computes shl/lshr/ashr; poison reports that the amount may be out of
// range or a flag may be violated.
func (c *wctx) shift(op ir.Opcode, fl ir.Flags, a, b absInt) (absInt, bool) {
	wb := big.NewInt(int64(c.w))
	ams := shiftAmounts(b)
	if ams == nil {
		if b.umax().Cmp(wb) >= 0 || fl != 0 {
			return absInt{}, true
		}
		return c.all(), false
	}
	var res absInt
	for i, am := range ams {
		if am.Cmp(wb) >= 0 {
			return absInt{}, true
		}
		one, poison := c.shiftBy(op, fl, a, uint(am.Uint64()))
		if poison {
			return absInt{}, true
		}
		if i == 0 {
			res = one
		} else {
			res = absJoin(res, one)
		}
	}
	return res, false
}

// bigLowMask returns 2^n - 1.
func bigLowMask(n uint) *big.Int {
	m := new(big.Int).Lsh(bigOneInt, n)
	return m.Sub(m, bigOneInt)
}

func (c *wctx) shiftBy(op ir.Opcode, fl ir.Flags, a absInt, s uint) (absInt, bool) {
	w := uint(c.w)
	switch op {
	case ir.OpShl:
		res := c.norm(new(big.Int).Lsh(a.v, s), new(big.Int).Lsh(a.u, s))
		if fl.Has(ir.NUW) && new(big.Int).Rsh(a.umax(), w-s).Sign() != 0 {
			return res, true
		}
		if fl.Has(ir.NSW) && !c.topEqual(a, s+1) {
			return res, true
		}
		return res, false
	default:
		if fl.Has(ir.Exact) && new(big.Int).And(a.umax(), bigLowMask(s)).Sign() != 0 {
			return absInt{}, true
		}
		v, u := new(big.Int).Rsh(a.v, s), new(big.Int).Rsh(a.u, s)
		if op == ir.OpAShr {
			fill := new(big.Int).AndNot(c.mask, new(big.Int).Rsh(c.mask, s))
			if a.u.Bit(int(w-1)) == 1 {
				u.Or(u, fill)
			} else if a.v.Bit(int(w-1)) == 1 {
				v.Or(v, fill)
			}
		}
		return c.norm(v, u), false
	}
}

// topEqual reports whether the top n bits of every value of a are equal
// (all defined, all zeros or all ones).
func (c *wctx) topEqual(a absInt, n uint) bool {
	sh := uint(c.w) - n
	if new(big.Int).Rsh(a.u, sh).Sign() != 0 {
		return false
	}
	t := new(big.Int).Rsh(a.v, sh)
	return t.Sign() == 0 || t.Cmp(bigLowMask(n)) == 0
}

// div computes udiv/sdiv/urem/srem, checking the undefined behaviour first.
func (c *wctx) div(op ir.Opcode, fl ir.Flags, a, b absInt, xp, yp, yNondet bool) (absInt, bool, UBKind) {
	if yp {
		return absInt{}, false, UBDivPoison
	}
	if !b.defined() && !yNondet {
		return absInt{}, false, UBDivPoison
	}
	if b.v.Sign() == 0 { // zero, or may be zero
		return absInt{}, false, UBDivByZero
	}
	signed := op == ir.OpSDiv || op == ir.OpSRem
	if signed && b.umax().Cmp(c.mask) == 0 {
		// the divisor may be -1: UB if the dividend may be INT_MIN (a poison
		// dividend may be anything, and the hardware traps)
		if xp || (new(big.Int).AndNot(a.v, c.sign).Sign() == 0 && a.umax().Bit(int(c.w-1)) == 1) {
			return absInt{}, false, UBDivOverflow
		}
	}
	if xp {
		return absInt{}, true, UBNone
	}
	if a.defined() && b.defined() {
		var q, rem *big.Int
		if signed {
			q, rem = new(big.Int).QuoRem(c.signed(a.v), c.signed(b.v), new(big.Int))
		} else {
			q, rem = new(big.Int).QuoRem(a.v, b.v, new(big.Int))
		}
		if fl.Has(ir.Exact) && rem.Sign() != 0 {
			return absInt{}, true, UBNone
		}
		if op == ir.OpUDiv || op == ir.OpSDiv {
			return c.norm(q.And(q, c.mask), new(big.Int)), false, UBNone
		}
		return c.norm(rem.And(rem, c.mask), new(big.Int)), false, UBNone
	}
	if fl.Has(ir.Exact) {
		return absInt{}, true, UBNone // the remainder may be non-zero
	}
	switch op {
	case ir.OpUDiv:
		return c.rangeSet(new(big.Int).Quo(a.umin(), b.umax()), new(big.Int).Quo(a.umax(), b.umin())), false, UBNone
	case ir.OpURem:
		if b.defined() {
			m := new(big.Int).Sub(b.v, bigOneInt)
			if new(big.Int).And(b.v, m).Sign() == 0 { // a power of two
				return c.norm(new(big.Int).And(a.v, m), new(big.Int).And(a.u, m)), false, UBNone
			}
			if a.umax().Cmp(b.v) < 0 {
				return a, false, UBNone
			}
		}
		hi := new(big.Int).Sub(b.umax(), bigOneInt)
		if a.umax().Cmp(hi) < 0 {
			hi = a.umax()
		}
		return c.rangeSet(new(big.Int), hi), false, UBNone
	}
	return c.all(), false, UBNone
}

// icmpSlow is intCmp's general path.
func icmpSlow(pred ir.Predicate, fl ir.Flags, w uint32, x, y, r *Val) {
	c := wctxFor(w)
	a, b := c.load(x), c.load(y)
	nd := joinNondet(x, y)
	if x.Poison || y.Poison {
		storeIntPoison(r, 1)
		return
	}
	if fl.Has(ir.SameSign) {
		sb := int(w - 1)
		if a.u.Bit(sb) == 1 || b.u.Bit(sb) == 1 || a.v.Bit(sb) != b.v.Bit(sb) {
			storeIntPoison(r, 1)
			return
		}
	}
	storeTri(r, c.cmpSlow(pred, a, b), nd)
}

// storeTri writes an i1 result.
func storeTri(r *Val, t cmpTri, nondet bool) {
	r.X = nil
	r.Prov, r.Poison, r.Nondet = 0, false, false
	switch t {
	case cmpTrue:
		r.Bits, r.Undef = 1, 0
	case cmpFalse:
		r.Bits, r.Undef = 0, 0
	default:
		r.Bits, r.Undef, r.Nondet = 0, 1, nondet
	}
}

// intCastSlow is intCast's general path.
func intCastSlow(op ir.Opcode, fl ir.Flags, from, to uint32, x, r *Val) {
	cf, ct := wctxFor(from), wctxFor(to)
	a := cf.load(x)
	nd := x.Nondet
	if x.Poison {
		storeIntPoison(r, to)
		return
	}
	sb := int(from - 1)
	switch op {
	case ir.OpTrunc:
		if fl.Has(ir.NUW) && new(big.Int).Rsh(a.umax(), uint(to)).Sign() != 0 {
			storeIntPoison(r, to)
			return
		}
		if fl.Has(ir.NSW) && !cf.topEqual(a, uint(from-to+1)) {
			storeIntPoison(r, to)
			return
		}
		ct.store(r, ct.norm(a.v, a.u), nd)
	case ir.OpZExt:
		if fl.Has(ir.NNeg) && a.umax().Bit(sb) == 1 {
			storeIntPoison(r, to)
			return
		}
		ct.store(r, ct.norm(a.v, a.u), nd)
	case ir.OpSExt:
		ext := new(big.Int).AndNot(ct.mask, cf.mask)
		if a.u.Bit(sb) == 1 {
			a.u.Or(a.u, ext)
		} else if a.v.Bit(sb) == 1 {
			a.v.Or(a.v, ext)
		}
		ct.store(r, ct.norm(a.v, a.u), nd)
	default:
		storeIntPoison(r, to)
	}
}
