package semantics

import (
	"cmp"
	"fmt"
	"maps"
	"math"
	"math/big"
	"slices"
	"strings"
	"sync"

	"github.com/irfuzz/irfuzz/ir"
)

// The C library's floating-point functions (sin, pow, exp, ... and the
// intrinsics llvm.sin, llvm.pow, ... that stand for them) by agreement.
//
// LLVM does not define them to the last bit: opt folds a call with
// constant arguments with the host's C library, native code calls the
// target's. So a call is a function of its arguments that source and
// target share, and a target is judged on the arguments it passes and on
// what it does with the result:
//
//  1. The answer of a run (source or target, abstract or concrete) is the
//     correctly rounded value (libm_math.go), the same for the same
//     arguments, so a target that calls the function with the source's
//     arguments matches the source, and one that changes them, or drops a
//     call whose result is used, does not.
//  2. A target that folded the call answered what the host's library
//     returned, which may differ from the correctly rounded value by the
//     tolerance of the function (libmFunc.ulps: glibc's error, 0 for the
//     functions the C standard requires exact). When a target's outcome
//     is not among the source's, the source is run again with each answer
//     any value within the tolerance (the same one for the same arguments
//     at the same call site within a run: a nondeterministic choice of
//     the abstract mode; two sites may differ, as a folded call and a
//     called one do), and the target is judged against all of them
//     (Judge, JudgeProgram). Beyond libmMaxPaths such paths the input has
//     no verdict: a false alarm is worse than a miss.
//
// errno: a call of the C function that is not memory(none) may write
// errno, which a program can read only through __errno_location, which
// the interpreter does not model (such a program is unsupported): the
// write is not observable, and the model needs no more. The intrinsics
// never touch errno.

// libmFunc is one function of the family.
type libmFunc struct {
	arity int
	// ulps is how far (in units in the last place) an answer may be from
	// the correctly rounded value; 0 for exact functions.
	ulps int
}

// libmFuncs are the functions by their double name (and base intrinsic
// name). sinpi and cospi are the two halves of llvm.sincospi.
var libmFuncs = map[string]libmFunc{
	"sin": {1, 1}, "cos": {1, 1}, "tan": {1, 2},
	"asin": {1, 1}, "acos": {1, 1}, "atan": {1, 1}, "atan2": {2, 1},
	"sinh": {1, 2}, "cosh": {1, 2}, "tanh": {1, 2},
	"exp": {1, 1}, "exp2": {1, 1}, "exp10": {1, 2},
	"log": {1, 1}, "log2": {1, 1}, "log10": {1, 2},
	"pow": {2, 1}, "sinpi": {1, 2}, "cospi": {1, 2},
}

// libmIntrinsics are the intrinsics of the family: lane-wise ones by their
// function, and the three with two results.
var libmIntrinsics = map[string]bool{"sincos": true, "sincospi": true, "modf": true}

// libmMaxPaths bounds the paths of the second, tolerant run of a source
// function, libmMaxProgramPaths of a whole program's (each path runs the
// whole program).
const (
	libmMaxPaths        = 512
	libmMaxProgramPaths = 64
)

// libmKey is one call: a function, the format and the arguments' bits.
type libmKey struct {
	fn   string
	w    uint32
	a, b uint64
}

// libmState is a machine's part of the model.
type libmState struct {
	// explore: every answer may be any value within its tolerance (the
	// second run of a source, abstract mode only).
	explore bool
	// used: a run called a function whose answer has a tolerance;
	// seen: the tolerant run's choices the runs met, each with its
	// number of answers (what the tolerant run would explore).
	used  bool
	seen  map[libmChoice]int
	count map[libmKey]int // the first runs' calls by arguments
	// called: a concrete run's calls; pinned: the tolerant run's calls
	// that answer the correctly rounded value (the ones the target made).
	called map[libmKey]bool
	pinned map[libmKey]bool
	site   *ir.Instruction       // the call being run
	chosen map[libmChoice]uint64 // explore: this run's answers
	cache  map[libmKey]uint64    // correctly rounded answers
}

// libmChoice is one call site's call: the tolerant run answers the same
// for the same arguments at one site (a loop's iterations), and may answer
// differently at two sites (LLVM may fold one of them with the host's
// library and leave the other to the target's).
type libmChoice struct {
	site *ir.Instruction
	key  libmKey
}

// libmReset starts a run's answers afresh.
func (m *Machine) libmReset() {
	clear(m.libm.chosen)
	clear(m.libm.called)
}

// libmTag records in o, an outcome of a concrete run, the calls the run
// made.
func (m *Machine) libmTag(o *Outcome) {
	if m.ev.ch == nil || len(m.libm.called) == 0 {
		return
	}
	o.libmCalled = slices.Collect(maps.Keys(m.libm.called))
}

// libmAnswer is the answer of function fn to arguments a (bits of format
// f) at call site m.libm.site: the correctly rounded value, or in the
// explore mode one within the function's tolerance, the same for the same
// arguments at the same site within the run.
func (m *Machine) libmAnswer(fn string, f *fpFormat, a []uint64) uint64 {
	key := libmKey{fn: fn, w: f.width, a: a[0]}
	if len(a) > 1 {
		key.b = a[1]
	}
	choice := libmChoice{m.libm.site, key}
	if m.libm.explore {
		if v, ok := m.libm.chosen[choice]; ok {
			return v
		}
	}
	v, ok := m.libm.cache[key]
	if !ok {
		v = libmCompute(fn, f, a)
		if m.libm.cache == nil || len(m.libm.cache) > 1<<14 {
			m.libm.cache = map[libmKey]uint64{}
		}
		m.libm.cache[key] = v
	}
	tol := libmFuncs[fn].ulps
	if tol == 0 || f.isNaN(v) {
		return v
	}
	m.libm.used = true
	if m.ev.ch != nil {
		if m.libm.called == nil {
			m.libm.called = map[libmKey]bool{}
		}
		m.libm.called[key] = true
	}
	if m.libm.pinned[key] {
		return v
	}
	if !m.libm.explore && m.ev.ch == nil {
		if m.libm.seen == nil {
			m.libm.seen = map[libmChoice]int{}
		}
		m.libm.seen[choice] = 1 + 2*tol
		if m.libm.count == nil {
			m.libm.count = map[libmKey]int{}
		}
		m.libm.count[key]++
	}
	if m.libm.explore && m.ev.ch == nil {
		alts := libmNear(f, v, tol)
		v = alts[m.choose(len(alts))]
		if m.libm.chosen == nil {
			m.libm.chosen = map[libmChoice]uint64{}
		}
		m.libm.chosen[choice] = v
	}
	return v
}

// libmNear returns v and the values of f within tol steps of it (not past
// the infinities), v first.
func libmNear(f *fpFormat, v uint64, tol int) []uint64 {
	ord := func(b uint64) int64 {
		if b&f.sign() != 0 {
			return -int64(b &^ f.sign())
		}
		return int64(b)
	}
	unord := func(o int64) uint64 {
		if o < 0 {
			return f.sign() | uint64(-o)
		}
		return uint64(o)
	}
	out := []uint64{v}
	o, lim := ord(v), int64(f.inf())
	for d := int64(1); d <= int64(tol); d++ {
		for _, n := range []int64{o - d, o + d} {
			if n >= -lim && n <= lim {
				out = append(out, unord(n))
			}
		}
	}
	return out
}

// libmLane computes function fn of the family on one lane: xs are the
// arguments (already resolved by the evaluator's use), fmf the call's
// fast-math flags.
func (m *Machine) libmLane(fn string, f *fpFormat, fmf ir.FastMath, xs []*Val, r *Val) {
	abstract := m.ev.ch == nil
	var a [2]uint64
	for i, x := range xs {
		if x.Poison {
			fpSetPoison(r)
			return
		}
		if x.X != nil || abstract && x.Undef&f.mask() != 0 {
			fpSet(r, 0, f.mask(), false)
			fixNondet(r, xs, abstract)
			return
		}
		a[i] = x.Bits & f.mask()
		if fmf&ir.NNaN != 0 && f.isNaN(a[i]) || fmf&ir.NInf != 0 && f.isInf(a[i]) {
			fpSetPoison(r)
			return
		}
	}
	if abstract && fmf&fpFreedomFlags != 0 {
		// afn (and the other flags that free a result, as for the
		// float intrinsics): an approximation, any value, fixed.
		fpSet(r, 0, f.mask(), true)
		return
	}
	maySignal := false
	for i := range xs {
		maySignal = maySignal || f.isSNaN(a[i])
	}
	if fn == "pow" && maySignal && (f.isZero(a[1]) || a[0] == f.fromF64(1)) {
		// Annex F's pow(NaN, ±0) = pow(1, NaN) = 1 is for quiet NaNs:
		// glibc answers a NaN for a signaling one, LLVM's folder 1.
		if !abstract || m.choose(2) == 0 {
			*r = Val{Bits: f.fromF64(1)}
			return
		}
		b, u := f.anyNaN(true)
		fpSet(r, b, u, true)
		return
	}
	v := m.libmAnswer(fn, f, a[:len(xs)])
	switch {
	case fmf&ir.NNaN != 0 && f.isNaN(v), fmf&ir.NInf != 0 && f.isInf(v):
		fpSetPoison(r)
	case abstract && f.isNaN(v):
		b, u := f.anyNaN(maySignal)
		fpSet(r, b, u, true)
	case abstract && fmf&ir.NSZ != 0 && f.isZero(v):
		fpSet(r, v&^f.sign(), f.sign(), true)
	default:
		*r = Val{Bits: v}
	}
}

// libmIntrinsicBase returns the function of an intrinsic of the family
// ("sin" for llvm.sin.v4f32), or "".
func libmIntrinsicBase(full string) string {
	rest, ok := strings.CutPrefix(full, "llvm.")
	if !ok {
		return ""
	}
	base, _, ok := strings.Cut(rest, ".")
	if !ok {
		return ""
	}
	if _, lane := libmFuncs[base]; lane && base != "sinpi" && base != "cospi" || libmIntrinsics[base] {
		return base
	}
	return ""
}

// libmIntrinsic runs an intrinsic of the family.
func (m *Machine) libmIntrinsic(base string, call *ir.Instruction, args []*Val, dst *Val) bool {
	at := intrArgType(call, 0)
	f := formatOf(at.Scalar().Kind)
	if f == nil || len(args) != max(1, libmFuncs[base].arity) {
		return m.unsupportedStop(unsupported("llvm.%s on %s", base, at))
	}
	for i := range args {
		if intrArgType(call, i) != at {
			return m.unsupportedStop(unsupported("llvm.%s with arguments of different types", base))
		}
	}
	if dst == nil {
		return true
	}
	w := widthOf(at.Scalar())
	m.libm.site = call
	if !libmIntrinsics[base] {
		if call.Ty != at {
			return m.unsupportedStop(unsupported("llvm.%s returning %s", base, call.Ty))
		}
		_, err := m.ev.lanes(&opDesc{ty: call.Ty}, args, dst, func(x []*Val, r *Val) (UBKind, error) {
			xs := make([]*Val, len(x))
			for i, v := range x {
				xs[i] = m.ev.use(v, i, w)
			}
			m.libmLane(base, f, call.FMF, xs, r)
			return UBNone, nil
		})
		if err != nil {
			return m.unsupportedStop(err)
		}
		return true
	}
	// {T, T}: sincos (sin, cos), sincospi (sin(pi x), cos(pi x)), modf
	// (fractional part, integral part).
	if call.Ty.Kind != ir.StructType || len(call.Ty.Fields) != 2 || call.Ty.Fields[0] != at || call.Ty.Fields[1] != at {
		return m.unsupportedStop(unsupported("llvm.%s returning %s", base, call.Ty))
	}
	shape(dst, call.Ty)
	lane := func(x *Val, r0, r1 *Val) {
		x = m.ev.use(x, 0, w)
		switch base {
		case "sincos":
			m.libmLane("sin", f, call.FMF, []*Val{x}, r0)
			m.libmLane("cos", f, call.FMF, []*Val{x}, r1)
		case "sincospi":
			m.libmLane("sinpi", f, call.FMF, []*Val{x}, r0)
			m.libmLane("cospi", f, call.FMF, []*Val{x}, r1)
		default:
			modfLane(f, call.FMF, x, r0, r1, m.ev.ch == nil)
		}
	}
	r0, r1 := &dst.X.Lanes[0], &dst.X.Lanes[1]
	if at.Kind != ir.VectorType {
		lane(args[0], r0, r1)
		return true
	}
	if args[0].X == nil || len(args[0].X.Lanes) != int(at.Len) {
		return m.unsupportedStop(unsupported("llvm.%s on %s", base, at))
	}
	for i := range args[0].X.Lanes {
		lane(&args[0].X.Lanes[i], &r0.X.Lanes[i], &r1.X.Lanes[i])
	}
	return true
}

// modfLane is llvm.modf on one lane: the fractional and the integral part,
// both with the argument's sign, exact (C: modf(±Inf) = (±0, ±Inf)).
func modfLane(f *fpFormat, fmf ir.FastMath, x, fr, in *Val, abstract bool) {
	switch {
	case x.Poison || x.X != nil:
		fpSetPoison(fr)
		fpSetPoison(in)
		return
	case abstract && x.Undef&f.mask() != 0:
		fpSet(fr, 0, f.mask(), x.Nondet)
		fpSet(in, 0, f.mask(), x.Nondet)
		return
	}
	b := x.Bits & f.mask()
	if fmf&ir.NNaN != 0 && f.isNaN(b) || fmf&ir.NInf != 0 && f.isInf(b) {
		fpSetPoison(fr)
		fpSetPoison(in)
		return
	}
	if f.isNaN(b) {
		q := f.quiet(b)
		*fr, *in = Val{Bits: q}, Val{Bits: q}
		if abstract {
			nb, nu := f.anyNaN(false)
			fpSet(fr, nb, nu, true)
			fpSet(in, nb, nu, true)
		}
		return
	}
	v := f.toF64(b)
	i := math.Trunc(v)
	fv := math.Copysign(v-i, v)
	if math.IsInf(v, 0) {
		fv = math.Copysign(0, v)
	}
	*fr, *in = Val{Bits: f.fromF64(fv)}, Val{Bits: f.fromF64(i)}
}

// libmResult is a function's value: exact (a float64 that every format
// holds or rounds as the function's value), or a big.Float.
type libmResult struct {
	exact float64
	big   *big.Float
}

// libmCompute is the correctly rounded answer of fn (a key of libmFuncs)
// to arguments a (bits of format f).
func libmCompute(fn string, f *fpFormat, a []uint64) uint64 {
	x := f.toF64(a[0])
	y := 0.0
	if len(a) > 1 {
		y = f.toF64(a[1])
	}
	r := libmEval(fn, x, y)
	if r.big == nil {
		return f.fromF64(r.exact)
	}
	switch f.width {
	case 64:
		d, _ := r.big.Float64()
		return math.Float64bits(d)
	case 32:
		s, _ := r.big.Float32()
		return uint64(math.Float32bits(s))
	}
	d, _ := r.big.Float64()
	return f.fromF64(d)
}

// exact is the value x, which rounds to each format as the function's
// value does.
func exact(x float64) libmResult { return libmResult{exact: x} }

func bigOf(x float64) *big.Float { return newBig(x, libmPrec+32) }

// libmEval is fn(x) or fn(x, y), with C Annex F's special cases.
func libmEval(fn string, x, y float64) libmResult {
	libmInit()
	nan := math.NaN()
	if math.IsNaN(x) && fn != "pow" || math.IsNaN(y) {
		if !(fn == "pow" && x == 1) {
			return exact(nan)
		}
	}
	odd := map[string]bool{"sin": true, "tan": true, "asin": true, "atan": true, "sinh": true, "tanh": true, "sinpi": true}
	if x == 0 && odd[fn] {
		return exact(x) // f(±0) = ±0
	}
	prec := uint(libmPrec + 32)
	switch fn {
	case "sin", "cos", "tan":
		if math.IsInf(x, 0) {
			return exact(nan)
		}
		s, c := bigSinCos(bigOf(x))
		switch fn {
		case "sin":
			return libmResult{big: s}
		case "cos":
			return libmResult{big: c}
		}
		return libmResult{big: s.Quo(s, c)}
	case "sinpi", "cospi":
		return sinCosPi(fn, x)
	case "asin", "acos":
		if math.Abs(x) > 1 {
			return exact(nan)
		}
		var as *big.Float
		if math.Abs(x) == 1 {
			as = new(big.Float).SetPrec(prec).Set(libmConsts.pi)
			as.SetMantExp(as, -1)
			if x < 0 {
				as.Neg(as)
			}
		} else {
			t := new(big.Float).SetPrec(prec).Mul(bigOf(x), bigOf(x))
			t.Sub(bigOf(1), t)
			t.Sqrt(t)
			as = bigAtan(t.Quo(bigOf(x), t))
		}
		if fn == "asin" {
			return libmResult{big: as}
		}
		if x == 1 {
			return exact(0)
		}
		hp := new(big.Float).SetPrec(prec).Set(libmConsts.pi)
		hp.SetMantExp(hp, -1)
		return libmResult{big: hp.Sub(hp, as)}
	case "atan":
		if math.IsInf(x, 0) {
			hp := new(big.Float).SetPrec(prec).Set(libmConsts.pi)
			hp.SetMantExp(hp, -1)
			if x < 0 {
				hp.Neg(hp)
			}
			return libmResult{big: hp}
		}
		return libmResult{big: bigAtan(bigOf(x))}
	case "atan2":
		return atan2Eval(x, y)
	case "sinh", "cosh", "tanh":
		return hyperbolic(fn, x)
	case "exp", "exp2", "exp10":
		switch {
		case math.IsInf(x, 1):
			return exact(x)
		case math.IsInf(x, -1):
			return exact(0)
		case x == 0:
			return exact(1)
		case math.Abs(x) > 5000:
			if x > 0 {
				return exact(math.Inf(1))
			}
			return exact(0)
		case fn == "exp2" && x == math.Trunc(x):
			return libmResult{big: new(big.Float).SetPrec(prec).SetMantExp(bigOf(1), int(x))}
		}
		t := bigOf(x)
		switch fn {
		case "exp2":
			t.Mul(t, libmConsts.ln2)
		case "exp10":
			t.Mul(t, libmConsts.ln10)
		}
		return libmResult{big: bigExp(t)}
	case "log", "log2", "log10":
		switch {
		case x < 0:
			return exact(nan)
		case x == 0:
			return exact(math.Inf(-1))
		case math.IsInf(x, 1):
			return exact(x)
		case x == 1:
			return exact(0)
		}
		switch fn {
		case "log2":
			return libmResult{big: bigLog2(bigOf(x))}
		case "log10":
			l := bigLog(bigOf(x))
			return libmResult{big: l.Quo(l, libmConsts.ln10)}
		}
		return libmResult{big: bigLog(bigOf(x))}
	case "pow":
		return powEval(x, y)
	}
	return exact(nan)
}

// sinCosPi is sin(pi x) or cos(pi x): exact at multiples of 1/2.
func sinCosPi(fn string, x float64) libmResult {
	if math.IsInf(x, 0) {
		return exact(math.NaN())
	}
	r := math.Mod(x, 2) // exact, in (-2, 2)
	if r*2 == math.Trunc(r*2) {
		var s, c float64
		switch math.Mod(r*2+4, 4) {
		case 0:
			s, c = 0, 1
		case 1:
			s, c = 1, 0
		case 2:
			s, c = 0, -1
		case 3:
			s, c = -1, 0
		}
		if fn == "sinpi" {
			if s == 0 {
				return exact(math.Copysign(0, x))
			}
			return exact(s)
		}
		return exact(c)
	}
	t := bigOf(r)
	t.Mul(t, libmConsts.pi)
	s, c := bigSinCos(t)
	if fn == "sinpi" {
		return libmResult{big: s}
	}
	return libmResult{big: c}
}

// atan2Eval is atan2(y, x) (C argument order: x here is y).
func atan2Eval(y, x float64) libmResult {
	prec := uint(libmPrec + 32)
	pi := func(num, den float64) libmResult {
		p := new(big.Float).SetPrec(prec).Set(libmConsts.pi)
		p.Mul(p, bigOf(num))
		p.Quo(p, bigOf(den))
		if math.Signbit(y) {
			p.Neg(p)
		}
		return libmResult{big: p}
	}
	switch {
	case y == 0:
		if math.Signbit(x) {
			return pi(1, 1)
		}
		return exact(y)
	case math.IsInf(y, 0):
		switch {
		case math.IsInf(x, 1):
			return pi(1, 4)
		case math.IsInf(x, -1):
			return pi(3, 4)
		}
		return pi(1, 2)
	case x == 0:
		return pi(1, 2)
	case math.IsInf(x, 1):
		return exact(math.Copysign(0, y))
	case math.IsInf(x, -1):
		return pi(1, 1)
	}
	q := new(big.Float).SetPrec(prec).Quo(bigOf(math.Abs(y)), bigOf(math.Abs(x)))
	a := bigAtan(q)
	if x < 0 {
		p := new(big.Float).SetPrec(prec).Set(libmConsts.pi)
		a = p.Sub(p, a)
	}
	if y < 0 {
		a.Neg(a)
	}
	return libmResult{big: a}
}

// hyperbolic is sinh, cosh or tanh of x (not ±0 for the odd ones).
func hyperbolic(fn string, x float64) libmResult {
	prec := uint(libmPrec + 32)
	if math.IsInf(x, 0) || math.Abs(x) > 5000 {
		switch fn {
		case "sinh":
			return exact(math.Copysign(math.Inf(1), x))
		case "cosh":
			return exact(math.Inf(1))
		}
		return exact(math.Copysign(1, x))
	}
	if x == 0 {
		return exact(1) // cosh(±0)
	}
	bx := bigOf(x)
	var sinh *big.Float
	if math.Abs(x) < 0.5 {
		// x + x^3/3! + ...: no cancellation for small x
		x2 := new(big.Float).SetPrec(prec).Mul(bx, bx)
		sinh = new(big.Float).SetPrec(prec).Set(bx)
		t := new(big.Float).SetPrec(prec).Set(bx)
		for n := 1; n < 200; n++ {
			t.Mul(t, x2)
			t.Quo(t, bigOf(float64((2*n)*(2*n+1))))
			sinh.Add(sinh, t)
			if t.MantExp(nil)-sinh.MantExp(nil) < -int(prec)-8 {
				break
			}
		}
	}
	e := bigExp(bx)
	ie := new(big.Float).SetPrec(prec).Quo(bigOf(1), e)
	if sinh == nil {
		sinh = new(big.Float).SetPrec(prec).Sub(e, ie)
		sinh.SetMantExp(sinh, -1)
	}
	cosh := new(big.Float).SetPrec(prec).Add(e, ie)
	cosh.SetMantExp(cosh, -1)
	switch fn {
	case "sinh":
		return libmResult{big: sinh}
	case "cosh":
		return libmResult{big: cosh}
	}
	return libmResult{big: sinh.Quo(sinh, cosh)}
}

// powEval is pow(x, y) with C Annex F's special cases.
func powEval(x, y float64) libmResult {
	prec := uint(libmPrec + 32)
	nan, inf := math.NaN(), math.Inf(1)
	yInt := y == math.Trunc(y) && !math.IsInf(y, 0)
	yOdd := yInt && math.Abs(y) < 1<<53 && math.Mod(y, 2) != 0
	switch {
	case y == 0 || x == 1:
		return exact(1)
	case math.IsNaN(x) || math.IsNaN(y):
		return exact(nan)
	case x == 0:
		switch {
		case y < 0 && yOdd:
			return exact(math.Copysign(inf, x))
		case y < 0:
			return exact(inf)
		case yOdd:
			return exact(x)
		}
		return exact(0)
	case math.IsInf(y, 0):
		switch {
		case x == -1:
			return exact(1)
		case (math.Abs(x) < 1) == (y < 0):
			return exact(inf)
		}
		return exact(0)
	case math.IsInf(x, 0):
		sign := 1.0
		if x < 0 && yOdd {
			sign = -1
		}
		if y < 0 {
			return exact(math.Copysign(0, sign))
		}
		return exact(math.Copysign(inf, sign))
	case x < 0 && !yInt:
		return exact(nan)
	}
	ax := bigOf(math.Abs(x))
	var r *big.Float
	switch {
	case yInt && math.Abs(y) <= 64:
		// Exactly, then one rounding (a product of 64 doubles fits).
		n := int(math.Abs(y))
		p := new(big.Float).SetPrec(53 * 65).SetFloat64(1)
		for range n {
			p.Mul(p, ax)
		}
		if y < 0 {
			p = new(big.Float).SetPrec(prec).Quo(bigOf(1), p)
		}
		r = p
	case y == 0.5:
		r = new(big.Float).SetPrec(prec).Sqrt(ax)
	default:
		t := bigLog(ax)
		t.Mul(t, bigOf(y))
		if tf, _ := t.Float64(); tf > 5000 {
			return exact(math.Copysign(inf, signOf(x < 0 && yOdd)))
		} else if tf < -5000 {
			return exact(math.Copysign(0, signOf(x < 0 && yOdd)))
		}
		r = bigExp(t)
	}
	if x < 0 && yOdd {
		r.Neg(r)
	}
	return libmResult{big: r}
}

func signOf(neg bool) float64 {
	if neg {
		return -1
	}
	return 1
}

// libmRelax is the second, tolerant run of a source (see the top of this
// file), made when a judge needs it: once with every answer free, and
// once per set of calls a target made with those answers pinned.
type libmRelax struct {
	seen     map[libmChoice]int // the choices the first runs met
	count    map[libmKey]int    // their calls by arguments
	first    int                // their outcomes
	maxPaths int
	run      func(pinned map[libmKey]bool) []Outcome

	mu   sync.Mutex
	outs map[string][]Outcome // by pinned set (libmPinKey)
}

// paths estimates the tolerant run's paths with the calls pinned pinned.
func (r *libmRelax) paths(pinned map[libmKey]bool) int {
	n := r.first
	for c, k := range r.seen {
		if pinned[c.key] {
			continue
		}
		if n *= k; n > r.maxPaths {
			break
		}
	}
	return n
}

// outcomes are the tolerant run's outcomes with the calls pinned pinned
// (nil: none), or a NoResult outcome alone when they would be too many.
func (r *libmRelax) outcomes(pinned map[libmKey]bool) []Outcome {
	key := libmPinKey(pinned)
	r.mu.Lock()
	defer r.mu.Unlock()
	if o, ok := r.outs[key]; ok {
		return o
	}
	var o []Outcome
	if r.paths(pinned) > r.maxPaths {
		o = []Outcome{{Kind: NoResult, Reason: fmt.Sprintf("more than %d tolerant paths of the C library's answers", r.maxPaths)}}
	} else {
		o = r.run(pinned)
	}
	if r.outs == nil {
		r.outs = map[string][]Outcome{}
	}
	r.outs[key] = o
	return o
}

// libmPinKey names a set of calls.
func libmPinKey(pinned map[libmKey]bool) string {
	var b strings.Builder
	keys := slices.Collect(maps.Keys(pinned))
	slices.SortFunc(keys, func(x, y libmKey) int {
		return cmp.Or(cmp.Compare(x.fn, y.fn), cmp.Compare(x.w, y.w), cmp.Compare(x.a, y.a), cmp.Compare(x.b, y.b))
	})
	for _, k := range keys {
		fmt.Fprintf(&b, "%s/%d/%x/%x;", k.fn, k.w, k.a, k.b)
	}
	return b.String()
}

// libmStart starts the source runs of one input (Behaviours,
// MainBehaviours).
func (m *Machine) libmStart() {
	m.libm.used = false
	clear(m.libm.seen)
	clear(m.libm.count)
}

// attachRelax gives the outcomes of a source run that used the family the
// means to run it again tolerantly: again(m2) runs it on a new machine
// m2, in the explore mode, within maxPaths paths. When the choices the
// first runs met already make more paths, the tolerant run is not tried
// (each path may be a whole program's run): it has no verdict.
func (m *Machine) attachRelax(outs []Outcome, maxPaths int, again func(m2 *Machine) []Outcome) {
	if !m.libm.used || m.libm.explore || m.ev.ch != nil || len(outs) == 0 {
		return
	}
	p, cfg, world := m.p, m.cfg, m.world
	r := &libmRelax{seen: maps.Clone(m.libm.seen), count: maps.Clone(m.libm.count), first: len(outs), maxPaths: maxPaths}
	r.run = func(pinned map[libmKey]bool) []Outcome {
		m2 := p.NewMachine(cfg)
		m2.world = world
		m2.libm.explore = true
		m2.libm.pinned = pinned
		return again(m2)
	}
	for i := range outs {
		outs[i].relax = r
	}
}

// relaxedJudge judges t again against the tolerant outcomes of the source
// whose first outcomes srcOuts are, when there are such: ok is false when
// there are none.
//
// A target run in the interpreter says which calls it made (libmCalled):
// those answered the correctly rounded value, and a source call with the
// same arguments is pinned to it first (the function is one function for
// both; only a call the target folded may have another answer), which
// keeps the tolerant run small where most calls remain. Only arguments
// the source's run called the function with once are pinned: where it
// calls it twice, the target may have folded one call (its argument a
// constant there) and made the other (the input equal to that constant,
// which inputs made from the function's constants often are), and the
// host's and the target's library may differ. When the pinned run finds
// no outcome, the run with every answer free decides where it is small
// enough, else the pinned one does. A tolerant run without a verdict
// (too many paths) accepts t: the first judgement is not trusted, and
// none replaces it.
func relaxedJudge(srcOuts []Outcome, t *Outcome, refines func(s, t *Outcome) string) (reason string, internal *PanicInfo, ok bool) {
	if len(srcOuts) == 0 || srcOuts[0].relax == nil {
		return "", nil, false
	}
	r := srcOuts[0].relax
	judge := func(pinned map[libmKey]bool) (reason string, internal *PanicInfo, decided bool) {
		outs := r.outcomes(pinned)
		for k := range outs {
			switch outs[k].Kind {
			case InternalError:
				return "", outs[k].Panic, true
			case Returned, Exited:
			default:
				return "", nil, false
			}
		}
		return allowedBy(outs, t, refines), nil, true
	}
	var pinned map[libmKey]bool
	if len(t.libmCalled) > 0 {
		pinned = map[libmKey]bool{}
		for _, k := range t.libmCalled {
			if r.count[k] == 1 {
				pinned[k] = true
			}
		}
		reason, internal, decided := judge(pinned)
		switch {
		case !decided:
			return "", nil, true
		case internal != nil || reason == "" || r.paths(nil) > r.maxPaths:
			return reason, internal, true
		}
	}
	reason, internal, decided := judge(nil)
	if !decided {
		return "", nil, true
	}
	return reason, internal, true
}

// libmExact are the C functions the interpreter computes exactly (the C
// standard requires them correctly rounded), by the intrinsic that has
// their meaning.
var libmExact = map[string]string{
	"sqrt": "sqrt", "fabs": "fabs", "floor": "floor", "ceil": "ceil", "trunc": "trunc",
	"round": "round", "rint": "rint", "nearbyint": "nearbyint", "copysign": "copysign",
	"fmin": "minnum", "fmax": "maxnum", "fma": "fma",
}

// libMathFuncs are the C library's floating-point functions of double and
// float (sin, sinf, sqrt, sqrtf, ...).
func libMathFuncs() []*libFunc {
	var l []*libFunc
	add := func(name string, arity int, run func(c *libCall) bool) {
		for _, t := range []string{"d", "f"} {
			n := name
			if t == "f" {
				n += "f"
			}
			l = append(l, &libFunc{n, t + strings.Repeat(t, arity), run})
		}
	}
	for name, fn := range libmFuncs {
		if name == "sinpi" || name == "cospi" {
			continue
		}
		add(name, fn.arity, func(c *libCall) bool { return libMathCall(c, name, false) })
	}
	for name, intr := range libmExact {
		arity := 1
		switch intr {
		case "copysign", "minnum", "maxnum":
			arity = 2
		case "fma":
			arity = 3
		}
		add(name, arity, func(c *libCall) bool { return libMathCall(c, intr, true) })
		// the long double (x86_fp80) variant: sqrtl, fabsl, ...
		l = append(l, &libFunc{name + "l", strings.Repeat("L", arity+1), func(c *libCall) bool { return libMathCall(c, intr, true) }})
	}
	// fmodl is exact too (its result is representable): frem
	l = append(l, &libFunc{"fmodl", "LLL", libFmodl})
	return append(l, libMathExtraFuncs()...)
}

// libMathCall runs a call of a C function of the family: fn is its
// function (libmFuncs) or, when isExact, its intrinsic (floatIntrinsic).
// The arguments are read (poison or undef is undefined behaviour, as for
// every C function); nnan, ninf and nsz are applied after the call as for
// any call, afn (an approximation: sqrt by a reciprocal estimate, pow by
// exp2 and log2) here.
func libMathCall(c *libCall, fn string, isExact bool) bool {
	f := formatOf(c.argType(0).Kind)
	args := c.call.Args()
	xs := make([]*Val, len(args))
	for i := range args {
		v, ok := c.defined(i)
		if !ok {
			return false
		}
		xs[i] = v
	}
	if c.in.dst < 0 {
		return true
	}
	var r Val
	free := c.call.FMF & fpFreedomFlags
	c.m.libm.site = c.call
	if isExact {
		floatIntrinsic(fn, free, c.argType(0).Kind, 0, xs, &r, c.m.ev.ch == nil)
	} else {
		c.m.libmLane(fn, f, free, xs, &r)
	}
	c.regs[c.in.dst] = r
	return true
}

// libFmodl runs fmodl, which is frem on x86_fp80.
func libFmodl(c *libCall) bool {
	x, ok := c.defined(0)
	if !ok {
		return false
	}
	y, ok := c.defined(1)
	if !ok {
		return false
	}
	if c.in.dst < 0 {
		return true
	}
	var r Val
	floatBinary(ir.OpFRem, c.call.FMF&fpFreedomFlags, ir.X86FP80Type, x, y, &r, c.m.ev.ch == nil)
	c.regs[c.in.dst] = r
	return true
}

// libMathExtraFuncs are the exact C functions with an integer or a
// pointer among their arguments or results: ldexp, frexp, modf and the
// lrint family, double and float.
func libMathExtraFuncs() []*libFunc {
	var l []*libFunc
	for _, t := range []string{"d", "f"} {
		suf := ""
		if t == "f" {
			suf = "f"
		}
		l = append(l,
			&libFunc{"ldexp" + suf, t + t + "i", libLdexp},
			&libFunc{"frexp" + suf, t + t + "p", libFrexp},
			&libFunc{"modf" + suf, t + t + "p", libModf})
		for _, n := range []string{"lrint", "llrint", "lround", "llround"} {
			l = append(l, &libFunc{n + suf, "i" + t, libLrint})
		}
	}
	return l
}

// libLdexp is ldexp(x, n): x 2^n, one rounding (C: exact unless it over-
// or underflows).
func libLdexp(c *libCall) bool {
	f := formatOf(c.argType(0).Kind)
	x, ok := c.defined(0)
	if !ok {
		return false
	}
	n, ok := c.int(1)
	if !ok || c.in.dst < 0 {
		return ok
	}
	c.regs[c.in.dst] = ldexpOf(f, x.Bits&f.mask(), n, c.m.ev.ch == nil)
	return true
}

// libFrexp is frexp(x, &e): the mantissa in [0.5, 1) with x's sign, and
// the exponent stored through the pointer (0 for a zero; glibc's 0 for an
// infinity or NaN, where C leaves it unspecified).
func libFrexp(c *libCall) bool {
	t := c.argType(0)
	f := formatOf(t.Kind)
	x, ok := c.defined(0)
	if !ok {
		return false
	}
	p, ok := c.ptr(1)
	if !ok {
		return false
	}
	b := x.Bits & f.mask()
	mant, exp := Val{Bits: b}, Val{}
	switch {
	case f.isNaN(b):
		mant = nanResult(f, b, c.m.ev.ch == nil)
	case !f.isInf(b) && !f.isZero(b):
		fr, e := math.Frexp(f.toF64(b))
		mant, exp = Val{Bits: f.fromF64(fr)}, Val{Bits: uint64(uint32(int32(e)))}
	}
	if ub := c.m.mem.Store(ir.I32, p, 1, &exp); ub != UBNone {
		return c.memUB(ub, 1)
	}
	if c.in.dst >= 0 {
		c.regs[c.in.dst] = mant
	}
	return true
}

// libModf is modf(x, &i): the fractional part returned, the integral part
// stored through the pointer, both exact and with x's sign.
func libModf(c *libCall) bool {
	t := c.argType(0)
	f := formatOf(t.Kind)
	x, ok := c.defined(0)
	if !ok {
		return false
	}
	p, ok := c.ptr(1)
	if !ok {
		return false
	}
	var fr, in Val
	modfLane(f, 0, x, &fr, &in, c.m.ev.ch == nil)
	if ub := c.m.mem.Store(t, p, 1, &in); ub != UBNone {
		return c.memUB(ub, 1)
	}
	if c.in.dst >= 0 {
		c.regs[c.in.dst] = fr
	}
	return true
}

// libLrint is lrint, llrint (to nearest, ties to even: the default mode)
// and lround, llround (ties away from zero) to the result's integer type.
// C leaves the value unspecified when it does not fit (glibc on x86-64
// and AArch64 answer differently): any value then.
func libLrint(c *libCall) bool {
	t := c.argType(0)
	x, ok := c.defined(0)
	if !ok || c.in.dst < 0 {
		return ok
	}
	name := strings.TrimSuffix(c.f.name, "f")
	if name == "llrint" || name == "llround" {
		name = name[1:]
	}
	rw := c.call.Ty.Bits
	var r Val
	floatIntrinsic(name, 0, t.Kind, rw, []*Val{x}, &r, c.m.ev.ch == nil)
	if r.Poison {
		if c.m.ev.ch == nil {
			r = Val{Undef: widthMask(rw), Nondet: true}
		} else {
			r = Val{Bits: c.m.ev.ch.Choose(0, widthMask(rw), rw)}
		}
	}
	c.regs[c.in.dst] = r
	return true
}
