package semantics

import (
	"math"
	"math/big"

	"github.com/irfuzz/irfuzz/ir"
)

// floatArity is how many arguments floatIntrinsic's intrinsics with a
// signature in ir's registry take, by base name (the others take one).
var floatArity = func() map[string]int {
	m := map[string]int{}
	for _, in := range ir.IntrinsicsOf(ir.IntrinsicFloat, ir.IntrinsicFloatClass, ir.IntrinsicFPToInt) {
		if in.HasSignature() {
			m[in.Base()] = in.NumParams()
		}
	}
	return m
}()

// floatArityOf is how many arguments floatIntrinsic's intrinsic name takes.
func floatArityOf(name string) int {
	if n, ok := floatArity[name]; ok {
		return n
	}
	return 1
}

// floatIntrinsic computes a floating-point intrinsic by base name ("fabs",
// "copysign", "minnum", "maxnum", "minimum", "maximum", "fma", "fmuladd",
// "sqrt", "floor", "ceil", "trunc", "rint", "nearbyint", "round",
// "roundeven", "lround", "llround", "lrint", "llrint", "fptosi.sat",
// "fptoui.sat", "is.fpclass", "canonicalize") on one
// lane. k is the float kind of the first argument; rw is the result width
// when the result is an integer (lround/llround) or 1 (is.fpclass). ok is
// false if name is not one of these, the argument count is wrong or k is
// unsupported. r may alias an argument.
func floatIntrinsic(name string, fmf ir.FastMath, k ir.TypeKind, rw uint32, args []*Val, r *Val, abstract bool) (ok bool) {
	if wf := wideFormatOf(k); wf != nil {
		return wideIntrinsic(name, fmf, wf, rw, args, r, abstract)
	}
	f := formatOf(k)
	if f == nil {
		return false
	}
	e, known := fpLaneOps[name]
	if !known || len(args) != e.arity {
		return false
	}
	for _, a := range args {
		if a == nil {
			return false
		}
	}
	switch name {
	case "fabs":
		fpBitOp(f, fmf, args[0], nil, r, abstract, func(b, u uint64) (uint64, uint64) {
			return b &^ f.sign(), u &^ f.sign()
		})
	case "copysign":
		y := args[1]
		yb, yu := y.Bits&f.sign(), y.Undef&f.sign()
		if !abstract {
			yu = 0
		}
		fpBitOp(f, fmf, args[0], y, r, abstract, func(b, u uint64) (uint64, uint64) {
			return b&^f.sign() | yb, u&^f.sign() | yu
		})
	case "lround", "llround":
		if rw == 0 {
			return false
		}
		// An out-of-range result (and NaN, Inf) is reported as poison
		// here; the interpreter turns it into the arbitrary fixed value
		// LLVM 19 specifies, which needs the run's chooser.
		floatToIntResult(f, args[0], rw, true, abstract, math.Round, r)
	case "lrint", "llrint":
		if rw == 0 {
			return false
		}
		// The default rounding mode: to nearest, ties to even. Out of
		// range as for lround.
		floatToIntResult(f, args[0], rw, true, abstract, math.RoundToEven, r)
	case "fptosi.sat", "fptoui.sat":
		if rw == 0 {
			return false
		}
		floatToIntSat(f, args[0], rw, name == "fptosi.sat", abstract, r)
	case "is.fpclass":
		isFPClass(f, args[0], args[1], r, abstract)
	default:
		if e.op == nil {
			return false
		}
		fpCompute(f, f, fmf, args, r, abstract, e.propagatesNaN, e.op)
	}
	return true
}

// fpLaneOp is what floatIntrinsic knows of an intrinsic: how many
// arguments it takes and, for one computed by a single concrete
// operation on values of its own format, that operation and whether a
// NaN operand always gives a NaN (minnum/maxnum return the other operand
// instead).
type fpLaneOp struct {
	arity         int
	op            fpOp
	propagatesNaN bool
}

// fpLaneOps are floatIntrinsic's intrinsics by base name: those of its
// switch and those of fpComputed, with their arities from ir's registry
// (floatArityOf), so that a lane needs one lookup.
var fpLaneOps = func() map[string]fpLaneOp {
	m := map[string]fpLaneOp{}
	for name, c := range fpComputed {
		m[name] = c
	}
	for _, name := range []string{"fabs", "copysign", "lround", "llround", "lrint", "llrint", "fptosi.sat", "fptoui.sat", "is.fpclass"} {
		m[name] = fpLaneOp{}
	}
	for name, e := range m {
		e.arity = floatArityOf(name)
		m[name] = e
	}
	return m
}()

// fpComputed lists the intrinsics computed by one concrete operation
// (fpLaneOp without its arity).
var fpComputed = map[string]fpLaneOp{
	"minnum": {op: opMinNum, propagatesNaN: false}, "maxnum": {op: opMaxNum, propagatesNaN: false},
	"minimum": {op: opMinimum, propagatesNaN: true}, "maximum": {op: opMaximum, propagatesNaN: true},
	"fma": {op: fmaOp, propagatesNaN: true}, "fmuladd": {op: fmulAddOp, propagatesNaN: true}, "sqrt": {op: sqrtOp, propagatesNaN: true},
	"floor": {op: opFloor, propagatesNaN: true}, "ceil": {op: opCeil, propagatesNaN: true}, "trunc": {op: opTrunc, propagatesNaN: true},
	// the default rounding mode is to nearest, ties to even
	"rint": {op: opRoundEven, propagatesNaN: true}, "nearbyint": {op: opRoundEven, propagatesNaN: true}, "roundeven": {op: opRoundEven, propagatesNaN: true},
	"round": {op: opRound, propagatesNaN: true},
	// NaNs are quieted; denormals are kept (the default IEEE mode)
	"canonicalize": {op: opCanonicalize, propagatesNaN: true},
}

// The concrete operations of the intrinsics, made once.
var (
	opMinNum, opMaxNum   = minMaxNum(false), minMaxNum(true)
	opMinimum, opMaximum = minMaxIEEE(false), minMaxIEEE(true)
	opFloor              = roundingOp(math.Floor)
	opCeil               = roundingOp(math.Ceil)
	opTrunc              = roundingOp(math.Trunc)
	opRoundEven          = roundingOp(math.RoundToEven)
	opRound              = roundingOp(math.Round)
	opCanonicalize       = roundingOp(func(x float64) float64 { return x })
)

// isFPClass computes llvm.is.fpclass(x, mask) into the i1 r.
func isFPClass(f *fpFormat, x, m, r *Val, abstract bool) {
	r.X = nil
	if x.Poison || m.Poison || m.Undef != 0 {
		r.SetPoison()
		return
	}
	mask := uint16(m.Bits & 0x3FF)
	u := x.Undef & f.mask()
	if !abstract {
		u = 0
	}
	c := f.classes(x.Bits&f.mask(), u)
	switch {
	case c&^mask == 0:
		r.SetInt(1)
	case c&mask == 0:
		r.SetInt(0)
	default:
		*r = Val{Undef: 1, Nondet: x.Nondet}
	}
}

// minMaxNum is llvm.minnum/maxnum (LLVM 19): a quiet NaN operand yields the
// other operand; equal fpOperands (+0 and -0) may give either. A signaling NaN
// operand may also give a NaN (IEEE minNum, which newer LangRefs adopt).
func minMaxNum(isMax bool) fpOp {
	return func(f *fpFormat, a []uint64) (uint64, uint64, bool) {
		x, y := a[0], a[1]
		xn, yn := f.isNaN(x), f.isNaN(y)
		switch {
		case xn && yn:
			return f.quiet(x), 0, false
		case xn:
			return y, f.defaultNaN(), f.isSNaN(x)
		case yn:
			return x, f.defaultNaN(), f.isSNaN(y)
		}
		fx, fy := f.toF64(x), f.toF64(y)
		if fx == fy {
			if x == y {
				return x, 0, false
			}
			// +0 and -0: either; the concrete choice orders -0 < +0
			neg, pos := x|y, (x|y)&^f.sign()
			if isMax {
				return pos, neg, true
			}
			return neg, pos, true
		}
		if (fx < fy) != isMax {
			return x, 0, false
		}
		return y, 0, false
	}
}

// minMaxIEEE is llvm.minimum/maximum: NaN-propagating, -0 < +0.
func minMaxIEEE(isMax bool) fpOp {
	return func(f *fpFormat, a []uint64) (uint64, uint64, bool) {
		if n, ok := firstNaN(f, a); ok {
			return n, 0, false
		}
		x, y := a[0], a[1]
		fx, fy := f.toF64(x), f.toF64(y)
		if fx == fy {
			if isMax {
				return x & y, 0, false // +0 unless both are -0
			}
			return x | y, 0, false // -0 if either is -0
		}
		if (fx < fy) != isMax {
			return x, 0, false
		}
		return y, 0, false
	}
}

// fmaOp is llvm.fma: x*y+z with one rounding.
func fmaOp(f *fpFormat, a []uint64) (uint64, uint64, bool) {
	if n, ok := firstNaN(f, a); ok {
		return n, 0, false
	}
	if f.width == 64 {
		return fixNaN(f, math.Float64bits(math.FMA(math.Float64frombits(a[0]), math.Float64frombits(a[1]), math.Float64frombits(a[2])))), 0, false
	}
	return fmaExact(f, a[0], a[1], a[2]), 0, false
}

// fmaExact computes x*y+z (no NaN operand) exactly with math/big and rounds
// it once to f.
func fmaExact(f *fpFormat, x, y, z uint64) uint64 {
	if f.isInf(x) || f.isInf(y) || f.isInf(z) {
		// the result is Inf or NaN, which float64 arithmetic gets exactly
		return fixNaN(f, f.fromF64(math.FMA(f.toF64(x), f.toF64(y), f.toF64(z))))
	}
	// the product is exact in 2p bits; the sum is exact in a precision
	// covering the whole exponent range of the product and of z
	prod := new(big.Float).SetPrec(uint(2*f.p)).Mul(f.bigOf(x), f.bigOf(y))
	span := uint(2*(f.emax-f.emin) + 4*int(f.p) + 8)
	sum := new(big.Float).SetPrec(span).Add(prod, f.bigOf(z))
	return f.roundBig(sum)
}

// fmulAddOp is llvm.fmuladd: fused or not, at the implementation's choice.
func fmulAddOp(f *fpFormat, a []uint64) (uint64, uint64, bool) {
	fused, _, _ := fmaOp(f, a)
	p, _, _ := fpOpFMul(f, a[:2])
	sep, _, _ := fpOpFAdd(f, []uint64{p, a[2]})
	if f.isNaN(fused) && f.isNaN(sep) {
		return fused, 0, false
	}
	return fused, sep, sep != fused
}

// sqrtOp is llvm.sqrt, correctly rounded (float64 has more than 2p+2 bits
// for every narrower format, so one rounding of the double root is exact).
func sqrtOp(f *fpFormat, a []uint64) (uint64, uint64, bool) {
	if n, ok := firstNaN(f, a); ok {
		return n, 0, false
	}
	x := f.toF64(a[0])
	if x < 0 {
		return f.defaultNaN(), 0, false
	}
	return f.fromF64(math.Sqrt(x)), 0, false
}

// roundingOp makes an operation from a function whose result on a value of
// f is again exactly a value of f (floor, ceil, ...). NaNs are quieted.
func roundingOp(g func(float64) float64) fpOp {
	return func(f *fpFormat, a []uint64) (uint64, uint64, bool) {
		if n, ok := firstNaN(f, a); ok {
			return n, 0, false
		}
		return f.fromF64(g(f.toF64(a[0]))), 0, false
	}
}

// floatToIntSat is llvm.fptosi.sat / llvm.fptoui.sat of x into a w-bit
// integer r: "If the argument is any NaN, zero is returned. If the
// argument is smaller than [the smallest representable (signed) integer
// of the result type] (this includes negative infinity), [it] is
// returned. If the argument is larger than the largest representable
// [...] integer of the result type (this includes positive infinity), the
// largest representable [...] integer is returned. Otherwise, the result
// of rounding the argument towards zero is returned." Undetermined bits of
// x (the source mode) give the union over the values they allow, or any
// value when they are too many to enumerate.
func floatToIntSat(f *fpFormat, x *Val, w uint32, signed, abstract bool, r *Val) {
	if x.Poison {
		fpSetIntPoison(r, w)
		return
	}
	one := func(b uint64) []uint64 {
		if f.isNaN(b) {
			return make([]uint64, (w+63)/64)
		}
		v := f.toF64(b)
		if words, ok := fpToIntWords(v, w, signed); ok {
			return words
		}
		return satWords(w, signed, v < 0)
	}
	xb, xu := x.Bits&f.mask(), x.Undef&f.mask()
	if !abstract || xu == 0 {
		fpSetInt(r, w, one(xb))
		return
	}
	ops := []fpOperand{{f: f, bits: xb, undef: xu}}
	n := int((w + 63) / 64)
	acc, undef := make([]uint64, n), make([]uint64, n)
	if fpUndefBits(ops) > fpEnumLimit {
		for i := range undef {
			undef[i] = ^uint64(0)
		}
	} else {
		first := true
		fpForEachAssignment(ops, func(a []uint64) bool {
			words := one(a[0])
			if first {
				copy(acc, words)
				first = false
			}
			for i := range acc {
				undef[i] |= acc[i] ^ words[i]
			}
			return true
		})
	}
	fpSetIntSet(r, w, acc, undef, x.Nondet)
}

// satWords is the w-bit integer a saturating conversion gives past the
// range: the least (neg) or greatest signed or unsigned value.
func satWords(w uint32, signed, neg bool) []uint64 {
	n := int((w + 63) / 64)
	words := make([]uint64, n)
	if !signed && neg {
		return words
	}
	for i := range words {
		words[i] = ^uint64(0)
	}
	top := w - uint32(n-1)*64 // bits in the top word
	words[n-1] &= widthMask(top)
	if signed {
		sign := uint64(1) << (top - 1)
		if neg {
			clear(words)
			words[n-1] = sign
		} else {
			words[n-1] &^= sign
		}
	}
	return words
}
