package semantics

import (
	"math/bits"

	"github.com/irfuzz/irfuzz/ir"
)

// Integer semantics of LLVM 19 on one scalar lane. Each operation has a fast
// exact path for fully defined values of at most 64 bits (the concrete mode,
// and most of the abstract one) and a general path in intops_wide.go for
// wide integers and for operands with undefined bits. intBinary and intCmp
// also run the general path's rules on uint64 for operands of at most 64
// bits with undefined bits (intops_undef.go).

// intForceSlow routes every operation to the math/big general path (tests
// compare it with the uint64 paths).
var intForceSlow = false

// intFastOK reports whether x is a fully defined (possibly poison) scalar of
// at most 64 bits.
func intFastOK(w uint32, x *Val) bool {
	return w <= 64 && x.Undef == 0 && !intForceSlow
}

// intSetPoison makes r a poison scalar integer.
func intSetPoison(r *Val) {
	r.X = nil
	r.SetPoison()
}

// intSetBits makes r the fully defined scalar integer b.
func intSetBits(r *Val, b uint64) {
	r.X = nil
	r.SetInt(b)
}

// intBinary computes the integer binary operation op (add, sub, mul, udiv,
// sdiv, urem, srem, shl, lshr, ashr, and, or, xor) with the flags fl (nuw,
// nsw, exact, disjoint) on w-bit operands x and y into r, which may alias
// them. It returns the undefined behaviour the operation has (division by
// zero, signed division overflow, division by a poison or undef divisor), or
// UBNone. A violated flag or an out-of-range shift amount makes r poison.
// In the abstract mode a flag that may be violated makes r poison, the set
// that allows every behaviour.
func intBinary(op ir.Opcode, fl ir.Flags, w uint32, x, y, r *Val) UBKind {
	if w == 0 {
		return UBImmediate
	}
	if !intFastOK(w, x) || !intFastOK(w, y) {
		if w <= 64 && !intForceSlow {
			return intBinaryUndef(op, fl, w, x, y, r)
		}
		return intBinarySlow(op, fl, w, x, y, r)
	}
	m := widthMask(w)
	a, b := x.Bits&m, y.Bits&m
	switch op {
	case ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem:
		return divFast(op, fl, w, a, b, x.Poison, y.Poison, r)
	}
	if x.Poison || y.Poison {
		intSetPoison(r)
		return UBNone
	}
	var v uint64
	poison := false
	sb := uint64(1) << (w - 1)
	switch op {
	case ir.OpAdd:
		v = (a + b) & m
		poison = fl.Has(ir.NUW) && v < a ||
			fl.Has(ir.NSW) && (a^v)&(b^v)&sb != 0
	case ir.OpSub:
		v = (a - b) & m
		poison = fl.Has(ir.NUW) && a < b ||
			fl.Has(ir.NSW) && (a^b)&(a^v)&sb != 0
	case ir.OpMul:
		hi, lo := bits.Mul64(a, b)
		v = lo & m
		poison = fl.Has(ir.NUW) && (hi != 0 || lo > m) ||
			fl.Has(ir.NSW) && mulOverflowsS(signExtend(a, w), signExtend(b, w), w)
	case ir.OpAnd:
		v = a & b
	case ir.OpOr:
		v = a | b
		poison = fl.Has(ir.Disjoint) && a&b != 0
	case ir.OpXor:
		v = a ^ b
	case ir.OpShl:
		if b >= uint64(w) {
			poison = true
			break
		}
		v = a << b & m
		poison = fl.Has(ir.NUW) && v>>b != a ||
			fl.Has(ir.NSW) && signExtend(v, w)>>b != signExtend(a, w)
	case ir.OpLShr, ir.OpAShr:
		if b >= uint64(w) {
			poison = true
			break
		}
		if op == ir.OpLShr {
			v = a >> b
		} else {
			v = uint64(signExtend(a, w)>>b) & m
		}
		poison = fl.Has(ir.Exact) && a&(1<<b-1) != 0
	default:
		return UBImmediate
	}
	if poison {
		intSetPoison(r)
	} else {
		intSetBits(r, v)
	}
	return UBNone
}

// mulOverflowsS reports whether the product of the w-bit signed values a and
// b does not fit w bits.
func mulOverflowsS(a, b int64, w uint32) bool {
	neg := (a < 0) != (b < 0)
	ua, ub := uint64(a), uint64(b)
	if a < 0 {
		ua = -ua
	}
	if b < 0 {
		ub = -ub
	}
	hi, lo := bits.Mul64(ua, ub)
	if hi != 0 {
		return true
	}
	lim := uint64(1) << (w - 1) // |INT_MIN|
	if neg {
		return lo > lim
	}
	return lo >= lim
}

// divFast is udiv/sdiv/urem/srem on defined scalars (either may be poison).
func divFast(op ir.Opcode, fl ir.Flags, w uint32, a, b uint64, xp, yp bool, r *Val) UBKind {
	if yp {
		return UBDivPoison
	}
	if b == 0 {
		return UBDivByZero
	}
	m := widthMask(w)
	signed := op == ir.OpSDiv || op == ir.OpSRem
	if signed && b == m && (xp || a == 1<<(w-1)) {
		// INT_MIN / -1; a poison dividend may be INT_MIN (the hardware traps)
		return UBDivOverflow
	}
	if xp {
		intSetPoison(r)
		return UBNone
	}
	var q, rem uint64
	if signed {
		sa, sbv := signExtend(a, w), signExtend(b, w)
		q, rem = uint64(sa/sbv)&m, uint64(sa%sbv)&m
	} else {
		q, rem = a/b, a%b
	}
	if fl.Has(ir.Exact) && rem != 0 {
		intSetPoison(r)
		return UBNone
	}
	if op == ir.OpUDiv || op == ir.OpSDiv {
		intSetBits(r, q)
	} else {
		intSetBits(r, rem)
	}
	return UBNone
}

// intCmp computes the icmp predicate pred (with the samesign flag in fl) on
// w-bit operands x and y into the i1 r, which may alias them. Pointers
// arrive as 64-bit scalars and are compared by address. With samesign,
// operands of different signs make r poison. In the abstract mode r is
// undefined when the defined bits of the operands do not decide it.
func intCmp(pred ir.Predicate, fl ir.Flags, w uint32, x, y, r *Val) {
	if w == 0 {
		intSetPoison(r)
		return
	}
	if !intFastOK(w, x) || !intFastOK(w, y) {
		if w <= 64 && !intForceSlow {
			icmpUndef(pred, fl, w, x, y, r)
			return
		}
		icmpSlow(pred, fl, w, x, y, r)
		return
	}
	if x.Poison || y.Poison {
		intSetPoison(r)
		return
	}
	m := widthMask(w)
	a, b := x.Bits&m, y.Bits&m
	if fl.Has(ir.SameSign) && (a^b)>>(w-1)&1 != 0 {
		intSetPoison(r)
		return
	}
	sa, sbv := signExtend(a, w), signExtend(b, w)
	var t bool
	switch pred {
	case ir.IntEQ:
		t = a == b
	case ir.IntNE:
		t = a != b
	case ir.IntUGT:
		t = a > b
	case ir.IntUGE:
		t = a >= b
	case ir.IntULT:
		t = a < b
	case ir.IntULE:
		t = a <= b
	case ir.IntSGT:
		t = sa > sbv
	case ir.IntSGE:
		t = sa >= sbv
	case ir.IntSLT:
		t = sa < sbv
	case ir.IntSLE:
		t = sa <= sbv
	default:
		intSetPoison(r)
		return
	}
	intSetBits(r, boolBit(t))
}

func boolBit(t bool) uint64 {
	if t {
		return 1
	}
	return 0
}

// intCast computes trunc (flags nuw, nsw), zext (flag nneg) or sext of the
// from-bit integer x to a to-bit integer r, which may alias x. A violated
// flag makes r poison (in the abstract mode: a flag that may be violated).
func intCast(op ir.Opcode, fl ir.Flags, from, to uint32, x, r *Val) {
	if from == 0 || to == 0 {
		storeIntPoison(r, to)
		return
	}
	if !intFastOK(from, x) || to > 64 {
		intCastSlow(op, fl, from, to, x, r)
		return
	}
	if x.Poison {
		intSetPoison(r)
		return
	}
	a := x.Bits & widthMask(from)
	var v uint64
	switch op {
	case ir.OpTrunc:
		v = a & widthMask(to)
		if fl.Has(ir.NUW) && v != a || fl.Has(ir.NSW) && signExtend(v, to) != signExtend(a, from) {
			intSetPoison(r)
			return
		}
	case ir.OpZExt:
		if fl.Has(ir.NNeg) && a>>(from-1) != 0 {
			intSetPoison(r)
			return
		}
		v = a
	case ir.OpSExt:
		v = uint64(signExtend(a, from)) & widthMask(to)
	default:
		intSetPoison(r)
		return
	}
	intSetBits(r, v)
}
