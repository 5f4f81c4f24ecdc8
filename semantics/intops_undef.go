package semantics

import (
	"cmp"
	"math/bits"

	"github.com/irfuzz/irfuzz/ir"
)

// The uint64 path for operands of at most 64 bits with undefined bits. Each
// function here is its math/big counterpart in intops_wide.go transcribed to
// uint64 and must return exactly the same Val and UBKind (the general path
// stays the definition; TestIntUndefFastEqualsSlow checks the two agree).
// Generated tests use undef a lot, so this is where the abstract mode spends
// most of its integer time.

// abs64 is absInt for w <= 64: the values equal to v outside u (v&u == 0,
// both within w bits).
type abs64 struct{ v, u uint64 }

// load64 is wctx.load for w <= 64.
func load64(x *Val, m uint64) abs64 {
	u := x.Undef & m
	return abs64{x.Bits & m &^ u, u}
}

func (a abs64) umax() uint64 { return a.v | a.u }

// smin64 and smax64 are wctx.smin and wctx.smax.
func smin64(a abs64, w uint32) int64 {
	v := a.v
	if a.u>>(w-1)&1 != 0 {
		v |= 1 << (w - 1)
	}
	return signExtend(v, w)
}

func smax64(a abs64, w uint32) int64 {
	v := a.umax()
	if a.u>>(w-1)&1 != 0 {
		v &^= 1 << (w - 1)
	}
	return signExtend(v, w)
}

// store64 is wctx.store for w <= 64 (it normalises v and u).
func store64(r *Val, v, u, m uint64, nondet bool) {
	u &= m
	r.X = nil
	r.Bits, r.Undef = v&m&^u, u
	r.Prov, r.Poison = 0, false
	r.Nondet = nondet && u != 0
}

// join64 is absJoin.
func join64(av, au, bv, bu uint64) (v, u uint64) {
	u = au | bu | (av ^ bv)
	return av &^ u, u
}

// rangeSet64 is wctx.rangeSet.
func rangeSet64(lo, hi uint64) (v, u uint64) {
	u = widthMask(uint32(bits.Len64(lo ^ hi)))
	return lo &^ u, u
}

// intBinaryUndef is intBinarySlow for w <= 64.
func intBinaryUndef(op ir.Opcode, fl ir.Flags, w uint32, x, y, r *Val) UBKind {
	m := widthMask(w)
	a, b := load64(x, m), load64(y, m)
	xp, yp := x.Poison, y.Poison
	nd := joinNondet(x, y)
	switch op {
	case ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem:
		return divUndef(op, fl, w, a, b, xp, yp, y.Nondet, nd, r)
	}
	if xp || yp {
		intSetPoison(r)
		return UBNone
	}
	var v, u uint64
	poison := false
	switch op {
	case ir.OpAdd, ir.OpSub, ir.OpMul:
		v, u, poison = arith64(op, fl, w, a, b)
	case ir.OpAnd:
		v, u = a.v&b.v, a.u&b.umax()|b.u&a.umax()
	case ir.OpOr:
		v, u = a.v|b.v, a.u&^b.v|b.u&^a.v
		poison = fl.Has(ir.Disjoint) && a.umax()&b.umax() != 0
	case ir.OpXor:
		v, u = a.v^b.v, a.u|b.u
	case ir.OpShl, ir.OpLShr, ir.OpAShr:
		v, u, poison = shift64(op, fl, w, a, b)
	default:
		return UBImmediate
	}
	if poison {
		intSetPoison(r)
		return UBNone
	}
	store64(r, v, u, m, nd)
	return UBNone
}

// arith64 is wctx.arithOp.
func arith64(op ir.Opcode, fl ir.Flags, w uint32, a, b abs64) (v, u uint64, poison bool) {
	switch op {
	case ir.OpAdd:
		v = a.v + b.v
	case ir.OpSub:
		v = a.v - b.v
	default:
		v = a.v * b.v
	}
	u = undefAbove(a.u|b.u, w)
	poison = fl.Has(ir.NUW) && mayOverflowU64(op, w, a, b) ||
		fl.Has(ir.NSW) && mayOverflowS64(op, w, a, b)
	return v, u, poison
}

// mayOverflowU64 is wctx.mayOverflowU.
func mayOverflowU64(op ir.Opcode, w uint32, a, b abs64) bool {
	m := widthMask(w)
	switch op {
	case ir.OpAdd:
		s, carry := bits.Add64(a.umax(), b.umax(), 0)
		return carry != 0 || s > m
	case ir.OpSub:
		return a.v < b.umax()
	}
	hi, lo := bits.Mul64(a.umax(), b.umax())
	return hi != 0 || lo > m
}

// mayOverflowS64 is wctx.mayOverflowS: whether an end of the exact signed
// result range lies outside w bits.
func mayOverflowS64(op ir.Opcode, w uint32, a, b abs64) bool {
	amin, amax, bmin, bmax := smin64(a, w), smax64(a, w), smin64(b, w), smax64(b, w)
	switch op {
	case ir.OpAdd:
		return !addFitsS(amin, bmin, w) || !addFitsS(amax, bmax, w)
	case ir.OpSub:
		return !subFitsS(amin, bmax, w) || !subFitsS(amax, bmin, w)
	}
	// the product range is convex, so its ends fit iff every corner does
	return mulOverflowsS(amin, bmin, w) || mulOverflowsS(amin, bmax, w) ||
		mulOverflowsS(amax, bmin, w) || mulOverflowsS(amax, bmax, w)
}

// addFitsS and subFitsS report whether p+q (p-q), computed exactly, is a
// w-bit signed value; p and q are w-bit signed values.
func addFitsS(p, q int64, w uint32) bool {
	s := p + q
	if (p^s)&(q^s) < 0 { // beyond int64, so beyond w bits
		return false
	}
	return signExtend(uint64(s), w) == s
}

func subFitsS(p, q int64, w uint32) bool {
	s := p - q
	if (p^q)&(p^s) < 0 {
		return false
	}
	return signExtend(uint64(s), w) == s
}

// shift64 is wctx.shift. An amount of w or more makes the result poison;
// below w <= 64 the undefined bits of b lie in its low 6 bits, so listing
// its values (what absEnumerate does) never gives up.
func shift64(op ir.Opcode, fl ir.Flags, w uint32, a, b abs64) (v, u uint64, poison bool) {
	if b.umax() >= uint64(w) {
		return 0, 0, true
	}
	for s, first := uint64(0), true; ; s = (s - b.u) & b.u { // subsets of b.u
		ov, ou, p := shiftBy64(op, fl, w, a, uint(b.v|s))
		if p {
			return 0, 0, true
		}
		if first {
			v, u, first = ov, ou, false
		} else {
			v, u = join64(v, u, ov, ou)
		}
		if s == b.u {
			return v, u, false
		}
	}
}

// shiftBy64 is wctx.shiftBy (s < w).
func shiftBy64(op ir.Opcode, fl ir.Flags, w uint32, a abs64, s uint) (v, u uint64, poison bool) {
	m := widthMask(w)
	if op == ir.OpShl {
		u = a.u << s & m
		v = a.v << s & m &^ u
		poison = fl.Has(ir.NUW) && a.umax()>>(uint(w)-s) != 0 ||
			fl.Has(ir.NSW) && !topEqual64(a, w, uint32(s)+1)
		return v, u, poison
	}
	if fl.Has(ir.Exact) && a.umax()&(1<<s-1) != 0 {
		return 0, 0, true
	}
	v, u = a.v>>s, a.u>>s
	if op == ir.OpAShr {
		fill := m &^ (m >> s)
		if a.u>>(w-1)&1 != 0 {
			u |= fill
		} else if a.v>>(w-1)&1 != 0 {
			v |= fill
		}
	}
	return v &^ u, u, false
}

// topEqual64 is wctx.topEqual.
func topEqual64(a abs64, w, n uint32) bool {
	sh := w - n
	if a.u>>sh != 0 {
		return false
	}
	t := a.v >> sh
	return t == 0 || t == widthMask(n)
}

// divUndef is wctx.div followed by intBinarySlow's store.
func divUndef(op ir.Opcode, fl ir.Flags, w uint32, a, b abs64, xp, yp, yNondet, nd bool, r *Val) UBKind {
	if yp || b.u != 0 && !yNondet {
		return UBDivPoison
	}
	if b.v == 0 { // zero, or may be zero
		return UBDivByZero
	}
	m, sb := widthMask(w), uint64(1)<<(w-1)
	signed := op == ir.OpSDiv || op == ir.OpSRem
	if signed && b.umax() == m && (xp || a.v&^sb == 0 && a.umax()&sb != 0) {
		return UBDivOverflow
	}
	if xp {
		intSetPoison(r)
		return UBNone
	}
	var v, u uint64
	switch {
	case a.u == 0 && b.u == 0:
		var q, rem uint64
		if signed {
			sa, sbv := signExtend(a.v, w), signExtend(b.v, w)
			q, rem = uint64(sa/sbv)&m, uint64(sa%sbv)&m
		} else {
			q, rem = a.v/b.v, a.v%b.v
		}
		if fl.Has(ir.Exact) && rem != 0 {
			intSetPoison(r)
			return UBNone
		}
		v = rem
		if op == ir.OpUDiv || op == ir.OpSDiv {
			v = q
		}
	case fl.Has(ir.Exact): // the remainder may be non-zero
		intSetPoison(r)
		return UBNone
	case op == ir.OpUDiv:
		v, u = rangeSet64(a.v/b.umax(), a.umax()/b.v)
	case op == ir.OpURem:
		if b.u == 0 {
			if p := b.v - 1; b.v&p == 0 { // a power of two
				v, u = a.v&p, a.u&p
				break
			}
			if a.umax() < b.v {
				v, u = a.v, a.u
				break
			}
		}
		v, u = rangeSet64(0, min(b.umax()-1, a.umax()))
	default:
		v, u = 0, m
	}
	store64(r, v, u, m, nd)
	return UBNone
}

// icmpUndef is icmpSlow for w <= 64.
func icmpUndef(pred ir.Predicate, fl ir.Flags, w uint32, x, y, r *Val) {
	m := widthMask(w)
	a, b := load64(x, m), load64(y, m)
	nd := joinNondet(x, y)
	if x.Poison || y.Poison {
		intSetPoison(r)
		return
	}
	if sb := uint64(1) << (w - 1); fl.Has(ir.SameSign) && ((a.u|b.u)&sb != 0 || (a.v^b.v)&sb != 0) {
		intSetPoison(r)
		return
	}
	storeTri(r, cmp64(pred, w, a, b), nd)
}

// cmp64 is wctx.cmpSlow.
func cmp64(pred ir.Predicate, w uint32, a, b abs64) cmpTri {
	switch pred {
	case ir.IntEQ, ir.IntNE:
		t := cmpEither
		und := a.u | b.u
		if (a.v^b.v)&^und != 0 {
			t = cmpFalse
		} else if und == 0 {
			t = cmpTrue
		}
		if pred == ir.IntNE {
			t = t.not()
		}
		return t
	case ir.IntULT:
		return ltTriOf(a.umax(), a.v, b.v, b.umax())
	case ir.IntUGT:
		return ltTriOf(b.umax(), b.v, a.v, a.umax())
	case ir.IntUGE:
		return ltTriOf(a.umax(), a.v, b.v, b.umax()).not()
	case ir.IntULE:
		return ltTriOf(b.umax(), b.v, a.v, a.umax()).not()
	}
	amin, amax, bmin, bmax := smin64(a, w), smax64(a, w), smin64(b, w), smax64(b, w)
	switch pred {
	case ir.IntSLT:
		return ltTriOf(amax, amin, bmin, bmax)
	case ir.IntSGT:
		return ltTriOf(bmax, bmin, amin, amax)
	case ir.IntSGE:
		return ltTriOf(amax, amin, bmin, bmax).not()
	case ir.IntSLE:
		return ltTriOf(bmax, bmin, amin, amax).not()
	}
	return cmpEither
}

// ltTriOf is ltTri on machine integers.
func ltTriOf[T cmp.Ordered](xmax, xmin, ymin, ymax T) cmpTri {
	if xmax < ymin {
		return cmpTrue
	}
	if xmin >= ymax {
		return cmpFalse
	}
	return cmpEither
}
