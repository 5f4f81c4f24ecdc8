package semantics

import (
	"math"
	"math/big"

	"github.com/irfuzz/irfuzz/ir"
)

// floatExp runs llvm.ldexp, llvm.frexp and llvm.powi, lane by lane.
func (m *Machine) floatExp(base string, call *ir.Instruction, args []*Val, dst *Val) bool {
	xt := intrArgType(call, 0)
	f := formatOf(xt.Scalar().Kind)
	if f == nil {
		return m.unsupportedStop(unsupported("llvm.%s on %s", base, xt))
	}
	abstract := m.ev.ch == nil
	x := args[0].Clone()
	var e Val
	var ew uint32
	if len(args) > 1 {
		e = args[1].Clone()
		ew = intrArgType(call, 1).Scalar().Bits
		if ew > 64 {
			return m.unsupportedStop(unsupported("llvm.%s with an exponent of %d bits", base, ew))
		}
	}
	shape(dst, call.Ty)
	n := 1
	if xt.Kind == ir.VectorType {
		n = int(xt.Len)
	}
	for i := range n {
		xi, out := &x, dst
		if xt.Kind == ir.VectorType {
			xi = &x.X.Lanes[i]
		}
		ei := &e
		if e.X != nil {
			ei = &e.X.Lanes[i] // (powi's exponent is a scalar for vectors too)
		}
		switch base {
		case "frexp":
			mant, exp := &dst.X.Lanes[0], &dst.X.Lanes[1]
			if xt.Kind == ir.VectorType {
				mant, exp = &mant.X.Lanes[i], &exp.X.Lanes[i]
			}
			et := call.Ty.Fields[1].Scalar()
			if et.Bits > 64 {
				return m.unsupportedStop(unsupported("llvm.frexp with an exponent of %d bits", et.Bits))
			}
			m.frexpLane(f, xi, et.Bits, mant, exp)
			continue
		case "ldexp", "powi":
			if xt.Kind == ir.VectorType {
				out = &dst.X.Lanes[i]
			}
			if xi.Poison || ei.Poison {
				out.SetPoison()
				continue
			}
			if anyUndef(ei) {
				if abstract {
					// Any exponent: any value, but NaN, infinity and
					// zero stay as they are (ldexp) or give a set we do
					// not enumerate (powi).
					*out = Val{Undef: f.mask(), Nondet: ei.Nondet && (xi.Undef == 0 || xi.Nondet)}
					continue
				}
				c := *m.ev.use(ei, 1, ew)
				ei = &c
			}
			k := signExtend(ei.Bits, ew)
			if base == "ldexp" {
				m.fpEach(f, xi, out, func(b uint64) Val { return ldexpOf(f, b, k, abstract) })
			} else {
				m.fpEach(f, xi, out, func(b uint64) Val { return powiOf(f, b, k, abstract) })
			}
		default:
			return m.unsupportedStop(unsupported("intrinsic llvm.%s", base))
		}
	}
	return true
}

// fpEach sets r to g of the float x: in the source mode the union of g
// over every value x's undetermined bits allow (any value when there are
// more than fpEnumLimit of them), fixed choices if x's are.
func (m *Machine) fpEach(f *fpFormat, x, r *Val, g func(b uint64) Val) {
	xb, xu := x.Bits&f.mask(), x.Undef&f.mask()
	if m.ev.ch != nil && xu != 0 {
		xb, xu = m.ev.use(x, 0, f.width).Bits&f.mask(), 0
	}
	if xu == 0 {
		*r = g(xb)
		return
	}
	ops := []fpOperand{{f: f, bits: xb, undef: xu}}
	if fpUndefBits(ops) > fpEnumLimit {
		*r = Val{Undef: f.mask(), Nondet: x.Nondet}
		return
	}
	first := true
	fpForEachAssignment(ops, func(a []uint64) bool {
		v := g(a[0])
		if first {
			*r, first = v, false
		} else {
			fpJoin(r, &v)
		}
		return true
	})
	if r.Undef != 0 {
		r.Nondet = x.Nondet || r.Nondet
	}
}

// nanResult is the result of an operation on the NaN b that the Language
// Reference says returns "the same value": the source allows any NaN (a
// quiet one may come back for a signaling one, and payloads are the
// target's), a target run gives b quieted.
func nanResult(f *fpFormat, b uint64, abstract bool) Val {
	if abstract {
		nb, nu := f.anyNaN(true)
		return Val{Bits: nb &^ nu, Undef: nu, Nondet: true}
	}
	return Val{Bits: f.quiet(b)}
}

// ldexpOf is llvm.ldexp(b, k): "multiplies the first argument by 2 raised
// to the second argument's power. If the first argument is NaN or
// infinite, the same value is returned. If the result underflows a zero
// with the same sign is returned. If the result overflows, the result is
// an infinity with the same sign." One rounding (to nearest, ties to
// even) of the exact product.
func ldexpOf(f *fpFormat, b uint64, k int64, abstract bool) Val {
	switch {
	case f.isNaN(b):
		return nanResult(f, b, abstract)
	case f.isInf(b) || f.isZero(b):
		return Val{Bits: b}
	}
	k = max(min(k, 1<<20), -(1 << 20)) // far beyond any format's range either way
	x := f.bigOf(b)
	x.SetMantExp(x, int(k))
	return Val{Bits: f.roundBigOverflow(x)}
}

// roundBigOverflow is roundBig for a value that may be beyond f's range:
// an infinity of its sign then (round to nearest), and a zero of its sign
// below half the least subnormal (roundBig's rounding).
func (f *fpFormat) roundBigOverflow(x *big.Float) uint64 {
	lim := new(big.Float).SetMantExp(big.NewFloat(1), f.maxExp()+1)
	if new(big.Float).Abs(x).Cmp(lim) >= 0 {
		return f.signIf(x.Signbit()) | f.inf()
	}
	return f.roundBig(x)
}

// maxExp is the exponent of f's largest finite value (2^maxExp <= it).
func (f *fpFormat) maxExp() int { return int(widthMask(f.ebits)) - 1 - f.bias }

// powiOf is llvm.powi(b, k) "with an unspecified sequence of rounding
// operations" ("the order of evaluation of multiplications is not
// specified"). A target run computes it as compiler-rt's __powi*f2 does
// (square and multiply, the reciprocal last for a negative power, each
// step rounded). The source gives that one value where every order gives
// it: a power of 0 is 1.0 (LLVM folds powi(x, 0) to 1.0), a NaN base
// gives a NaN, a zero or infinite base is exact in any order, and so is a
// finite base whose exact power (and for a negative power, the exact
// power's reciprocal) is a value of the format, as then every partial
// product is too. Elsewhere the source allows any value.
func powiOf(f *fpFormat, b uint64, k int64, abstract bool) Val {
	if k == 0 {
		return Val{Bits: f.fromF64(1)}
	}
	if f.isNaN(b) {
		return nanResult(f, b, abstract)
	}
	if !abstract || f.isZero(b) || f.isInf(b) {
		return Val{Bits: powiSteps(f, b, k)}
	}
	if k < -64 || k > 64 {
		return Val{Undef: f.mask(), Nondet: true}
	}
	prec := uint(64*f.p + 64)
	acc := new(big.Float).SetPrec(prec).SetInt64(1)
	x := new(big.Float).SetPrec(prec).Set(f.bigOf(b))
	for range absInt64(k) {
		acc.Mul(acc, x)
	}
	if !f.exact(acc) {
		return Val{Undef: f.mask(), Nondet: true}
	}
	if k < 0 {
		acc.Quo(new(big.Float).SetPrec(prec).SetInt64(1), acc)
		if !f.exact(acc) {
			return Val{Undef: f.mask(), Nondet: true}
		}
	}
	return Val{Bits: f.roundBigOverflow(acc)}
}

// exact reports whether the finite x is a finite value of f.
func (f *fpFormat) exact(x *big.Float) bool {
	r := f.roundBigOverflow(x)
	return !f.isInf(r) && f.bigOf(r).Cmp(x) == 0
}

// powiSteps is compiler-rt's __powi*f2 on b in f: each product rounded
// to f, and 1/r last for a negative power.
func powiSteps(f *fpFormat, b uint64, k int64) uint64 {
	mul := func(x, y uint64) uint64 {
		r, _, _ := fpBinaryOp(ir.OpFMul)(f, []uint64{x, y})
		return r
	}
	a, r := b, f.fromF64(1)
	n := absInt64(k)
	for {
		if n&1 != 0 {
			r = mul(r, a)
		}
		n >>= 1
		if n == 0 {
			break
		}
		a = mul(a, a)
	}
	if k < 0 {
		q, _, _ := fpBinaryOp(ir.OpFDiv)(f, []uint64{f.fromF64(1), r})
		return q
	}
	return r
}

func absInt64(k int64) uint64 {
	if k < 0 {
		return uint64(-k)
	}
	return uint64(k)
}

// frexpLane is llvm.frexp on one lane into mant and exp (ew bits): "For a
// non-zero argument, returns the argument multiplied by some power of two
// such that the absolute value of the returned value is in the range
// [0.5, 1.0), with the same sign as the argument. The second result is an
// integer such that the first result raised to the power of the second
// result is the input argument. If the argument is a zero, returns a zero
// with the same sign and a 0 exponent. If the argument is a NaN, a NaN is
// returned and the returned exponent is unspecified. If the argument is an
// infinity, returns an infinity with the same sign and an unspecified
// exponent." An unspecified exponent is any value (the source) or a
// chosen one (a target run); a poison argument makes both poison.
func (m *Machine) frexpLane(f *fpFormat, x *Val, ew uint32, mant, exp *Val) {
	abstract := m.ev.ch == nil
	if x.Poison {
		mant.SetPoison()
		exp.SetPoison()
		return
	}
	unspecified := func() Val {
		if abstract {
			return Val{Undef: widthMask(ew), Nondet: true}
		}
		return Val{Bits: m.ev.ch.Choose(0, widthMask(ew), ew)}
	}
	m.fpEach(f, x, mant, func(b uint64) Val {
		if f.isNaN(b) {
			return nanResult(f, b, abstract)
		}
		if f.isInf(b) || f.isZero(b) {
			return Val{Bits: b}
		}
		fr, _ := math.Frexp(f.toF64(b))
		return Val{Bits: f.fromF64(fr)}
	})
	m.fpEach(f, x, exp, func(b uint64) Val {
		if f.isNaN(b) || f.isInf(b) {
			return unspecified()
		}
		if f.isZero(b) {
			return Val{}
		}
		_, e := math.Frexp(f.toF64(b))
		return Val{Bits: uint64(int64(e)) & widthMask(ew)}
	})
}
