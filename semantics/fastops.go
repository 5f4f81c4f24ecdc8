package semantics

import (
	"math/bits"

	"github.com/irfuzz/irfuzz/ir"
)

// The arithmetic of exec's fast cases on defined scalar integers of at most
// 64 bits. Each returns ok = false whenever the operation is not a plain
// defined result: a broken poison-generating flag, a shift amount out of
// range, a division that is undefined. exec then takes the slow path (the
// evaluator, intBinary and intCast), which decides; so these need only be
// right when they say ok, and they compute what intBinary and intCast
// compute then.

// fastFlags are the poison-generating flags of integer operations that
// exec's fast cases check (inst.fl holds them; they fit a byte).
const fastFlags = ir.NUW | ir.NSW | ir.Exact | ir.Disjoint | ir.NNeg | ir.SameSign

// wrapOK reports whether the defined result v of op (add, sub, mul, shl,
// lshr, ashr, or) on the w-bit operands a and b keeps the promises of the
// flags fl (shift amounts are below w).
func wrapOK(op opc, fl ir.Flags, w uint32, m, a, b, v uint64) bool {
	sb := uint64(1) << (w - 1)
	switch op {
	case xAdd:
		return !(fl.Has(ir.NUW) && v < a || fl.Has(ir.NSW) && (a^v)&(b^v)&sb != 0)
	case xSub:
		return !(fl.Has(ir.NUW) && a < b || fl.Has(ir.NSW) && (a^b)&(a^v)&sb != 0)
	case xMul:
		if fl.Has(ir.NUW) {
			if hi, lo := bits.Mul64(a, b); hi != 0 || lo > m {
				return false
			}
		}
		return !(fl.Has(ir.NSW) && mulOverflowsS(signExtend(a, w), signExtend(b, w), w))
	case xShl:
		return !(fl.Has(ir.NUW) && v>>b != a || fl.Has(ir.NSW) && signExtend(v, w)>>b != signExtend(a, w))
	case xLShr, xAShr:
		return !(fl.Has(ir.Exact) && a&(1<<b-1) != 0)
	case xOr:
		return !(fl.Has(ir.Disjoint) && a&b != 0)
	case xAnd, xXor:
		return true
	}
	return false
}

// divOK computes udiv, sdiv, urem or srem (op) with the flags fl on the
// defined w-bit operands a and b; ok is false for a zero divisor, INT_MIN
// / -1, and a broken exact.
func divOK(op opc, fl ir.Flags, w uint32, m, a, b uint64) (v uint64, ok bool) {
	if b == 0 {
		return 0, false
	}
	var q, rem uint64
	if op == xSDiv || op == xSRem {
		if b == m && a == 1<<(w-1) {
			return 0, false
		}
		sa, sbv := signExtend(a, w), signExtend(b, w)
		q, rem = uint64(sa/sbv)&m, uint64(sa%sbv)&m
	} else {
		q, rem = a/b, a%b
	}
	if fl.Has(ir.Exact) && rem != 0 {
		return 0, false
	}
	if op == xUDiv || op == xSDiv {
		return q, true
	}
	return rem, true
}

// castOK computes trunc, zext or sext (op) with the flags fl of the
// defined from-bit integer a to the width whose mask is m; ok is false
// when a flag's promise is broken.
func castOK(op opc, fl ir.Flags, from uint32, m, a uint64) (v uint64, ok bool) {
	switch op {
	case xTrunc:
		v = a & m
		if fl.Has(ir.NUW) && v != a || fl.Has(ir.NSW) && signExtend(v, uint32(bits.Len64(m))) != signExtend(a, from) {
			return 0, false
		}
		return v, true
	case xZExt:
		if fl.Has(ir.NNeg) && a>>(from-1) != 0 {
			return 0, false
		}
		return a, true
	case xSExt:
		return uint64(signExtend(a, from)) & m, true
	}
	return 0, false
}
