package semantics

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"pgregory.net/rapid"
)

// The tests compare intBinary, intCmp, intCast and intIntrinsic with a
// straightforward math/big reference (refBinary, ...) written from the
// Language Reference: exhaustively for widths 1..8 on both the fast and the
// general path, on random values for wide widths, and, for operands with
// undefined bits, by checking that every concretisation's result lies in
// the computed set.

// intOutcome is what one operation does on concrete operands.
type intOutcome struct {
	ub     UBKind
	poison bool
	v      *big.Int
	ovf    int // with.overflow: 0 or 1; -1 otherwise
}

func (o intOutcome) String() string {
	switch {
	case o.ub != UBNone:
		return "UB(" + o.ub.String() + ")"
	case o.poison:
		return "poison"
	case o.ovf >= 0:
		return fmt.Sprintf("{%v, %d}", o.v, o.ovf)
	}
	return o.v.String()
}

func poisonOut() intOutcome        { return intOutcome{poison: true, ovf: -1} }
func ubOut(k UBKind) intOutcome    { return intOutcome{ub: k, ovf: -1} }
func valOut(v *big.Int) intOutcome { return intOutcome{v: v, ovf: -1} }

func intPow2(n uint32) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(n)) }

// wrap reduces z modulo 2^w.
func intWrap(z *big.Int, w uint32) *big.Int {
	m := new(big.Int).Sub(intPow2(w), big.NewInt(1))
	return new(big.Int).And(z, m)
}

// toS reads the w-bit pattern a as signed.
func intToS(a *big.Int, w uint32) *big.Int {
	if a.Bit(int(w-1)) == 1 {
		return new(big.Int).Sub(a, intPow2(w))
	}
	return new(big.Int).Set(a)
}

func intInU(z *big.Int, w uint32) bool { return z.Sign() >= 0 && z.Cmp(intPow2(w)) < 0 }

func intInS(z *big.Int, w uint32) bool {
	h := intPow2(w - 1)
	return z.Cmp(new(big.Int).Neg(h)) >= 0 && z.Cmp(h) < 0
}

// refBinary is intBinary's reference on concrete operands.
func refBinary(op ir.Opcode, fl ir.Flags, w uint32, a, b *big.Int, ap, bp bool) intOutcome {
	sa, sb := intToS(a, w), intToS(b, w)
	switch op {
	case ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem:
		signed := op == ir.OpSDiv || op == ir.OpSRem
		switch {
		case bp:
			return ubOut(UBDivPoison)
		case b.Sign() == 0:
			return ubOut(UBDivByZero)
		case signed && sb.Cmp(big.NewInt(-1)) == 0 && (ap || sa.Cmp(new(big.Int).Neg(intPow2(w-1))) == 0):
			return ubOut(UBDivOverflow)
		case ap:
			return poisonOut()
		}
		x, y := a, b
		if signed {
			x, y = sa, sb
		}
		q, r := new(big.Int).QuoRem(x, y, new(big.Int))
		if fl.Has(ir.Exact) && r.Sign() != 0 {
			return poisonOut()
		}
		if op == ir.OpUDiv || op == ir.OpSDiv {
			return valOut(intWrap(q, w))
		}
		return valOut(intWrap(r, w))
	}
	if ap || bp {
		return poisonOut()
	}
	var u, s *big.Int // exact unsigned and signed results, for the flags
	switch op {
	case ir.OpAdd:
		u, s = new(big.Int).Add(a, b), new(big.Int).Add(sa, sb)
	case ir.OpSub:
		u, s = new(big.Int).Sub(a, b), new(big.Int).Sub(sa, sb)
	case ir.OpMul:
		u, s = new(big.Int).Mul(a, b), new(big.Int).Mul(sa, sb)
	case ir.OpShl:
		if b.Cmp(big.NewInt(int64(w))) >= 0 {
			return poisonOut()
		}
		u, s = new(big.Int).Lsh(a, uint(b.Uint64())), new(big.Int).Lsh(sa, uint(b.Uint64()))
	case ir.OpLShr, ir.OpAShr:
		if b.Cmp(big.NewInt(int64(w))) >= 0 {
			return poisonOut()
		}
		n := uint(b.Uint64())
		if fl.Has(ir.Exact) && new(big.Int).And(a, new(big.Int).Sub(intPow2(uint32(n)), big.NewInt(1))).Sign() != 0 {
			return poisonOut()
		}
		if op == ir.OpLShr {
			return valOut(new(big.Int).Rsh(a, n))
		}
		return valOut(intWrap(new(big.Int).Rsh(sa, n), w))
	case ir.OpAnd:
		return valOut(new(big.Int).And(a, b))
	case ir.OpOr:
		if fl.Has(ir.Disjoint) && new(big.Int).And(a, b).Sign() != 0 {
			return poisonOut()
		}
		return valOut(new(big.Int).Or(a, b))
	case ir.OpXor:
		return valOut(new(big.Int).Xor(a, b))
	}
	if fl.Has(ir.NUW) && !intInU(u, w) || fl.Has(ir.NSW) && !intInS(s, w) {
		return poisonOut()
	}
	return valOut(intWrap(u, w))
}

// refICmp is intCmp's reference.
func refICmp(p ir.Predicate, fl ir.Flags, w uint32, a, b *big.Int, ap, bp bool) intOutcome {
	if ap || bp || fl.Has(ir.SameSign) && a.Bit(int(w-1)) != b.Bit(int(w-1)) {
		return poisonOut()
	}
	uc, sc := a.Cmp(b), intToS(a, w).Cmp(intToS(b, w))
	t := map[ir.Predicate]bool{
		ir.IntEQ: uc == 0, ir.IntNE: uc != 0, ir.IntUGT: uc > 0, ir.IntUGE: uc >= 0,
		ir.IntULT: uc < 0, ir.IntULE: uc <= 0, ir.IntSGT: sc > 0, ir.IntSGE: sc >= 0,
		ir.IntSLT: sc < 0, ir.IntSLE: sc <= 0,
	}[p]
	return valOut(big.NewInt(int64(boolBit(t))))
}

// refCast is intCast's reference.
func refCast(op ir.Opcode, fl ir.Flags, from, to uint32, a *big.Int, ap bool) intOutcome {
	if ap {
		return poisonOut()
	}
	switch op {
	case ir.OpTrunc:
		if fl.Has(ir.NUW) && !intInU(a, to) || fl.Has(ir.NSW) && !intInS(intToS(a, from), to) {
			return poisonOut()
		}
		return valOut(intWrap(a, to))
	case ir.OpZExt:
		if fl.Has(ir.NNeg) && a.Bit(int(from-1)) == 1 {
			return poisonOut()
		}
		return valOut(new(big.Int).Set(a))
	}
	return valOut(intWrap(intToS(a, from), to))
}

// mkVal builds a w-bit integer lane.
func intMkVal(w uint32, v, u *big.Int, poison, nondet bool) Val {
	var r Val
	c := newWctx(w)
	c.store(&r, c.norm(new(big.Int).Set(v), new(big.Int).Set(u)), nondet)
	if poison {
		storeIntPoison(&r, w)
	}
	return r
}

// readVal reads a w-bit integer lane back.
func intReadVal(w uint32, r *Val) (v, u *big.Int) {
	a := newWctx(w).load(r)
	return a.v, a.u
}

// gotOutcome is the intOutcome of an operation on concrete operands.
func gotOutcome(ub UBKind, w uint32, r *Val) intOutcome {
	if ub != UBNone {
		return ubOut(ub)
	}
	if r.Poison {
		return poisonOut()
	}
	v, u := intReadVal(w, r)
	if u.Sign() != 0 {
		return valOut(big.NewInt(-1)) // an undefined result never matches
	}
	return valOut(v)
}

func sameOutcome(a, b intOutcome) bool {
	if a.ub != b.ub || a.poison != b.poison || a.ovf != b.ovf {
		return false
	}
	if a.ub != UBNone || a.poison {
		return true
	}
	return a.v.Cmp(b.v) == 0
}

var binOps = []struct {
	op    ir.Opcode
	flags []ir.Flags
}{
	{ir.OpAdd, []ir.Flags{0, ir.NUW, ir.NSW, ir.NUW | ir.NSW}},
	{ir.OpSub, []ir.Flags{0, ir.NUW, ir.NSW, ir.NUW | ir.NSW}},
	{ir.OpMul, []ir.Flags{0, ir.NUW, ir.NSW, ir.NUW | ir.NSW}},
	{ir.OpUDiv, []ir.Flags{0, ir.Exact}},
	{ir.OpSDiv, []ir.Flags{0, ir.Exact}},
	{ir.OpURem, []ir.Flags{0}},
	{ir.OpSRem, []ir.Flags{0}},
	{ir.OpShl, []ir.Flags{0, ir.NUW, ir.NSW, ir.NUW | ir.NSW}},
	{ir.OpLShr, []ir.Flags{0, ir.Exact}},
	{ir.OpAShr, []ir.Flags{0, ir.Exact}},
	{ir.OpAnd, []ir.Flags{0}},
	{ir.OpOr, []ir.Flags{0, ir.Disjoint}},
	{ir.OpXor, []ir.Flags{0}},
}

var intPreds = []ir.Predicate{ir.IntEQ, ir.IntNE, ir.IntUGT, ir.IntUGE, ir.IntULT, ir.IntULE, ir.IntSGT, ir.IntSGE, ir.IntSLT, ir.IntSLE}

// intBothPaths runs f on the fast path and on the general path.
func intBothPaths(t *testing.T, f func(t *testing.T)) {
	t.Helper()
	for _, slow := range []bool{false, true} {
		t.Run(fmt.Sprintf("slow=%v", slow), func(t *testing.T) {
			old := intForceSlow
			intForceSlow = slow
			defer func() { intForceSlow = old }()
			f(t)
		})
	}
}

// maxExhaustive is the widest type checked on every pair of values.
func maxExhaustive(slow bool) uint32 {
	switch {
	case testing.Short():
		return 4
	case slow:
		return 5
	}
	return 8
}

// concreteVals lists the w-bit test values: every value for small widths,
// special and random values otherwise (12 random ones, 4 under -short).
func concreteVals(w uint32, exhaustive bool, rng *rand.Rand) []*big.Int {
	if exhaustive {
		var out []*big.Int
		for i := int64(0); i < 1<<w; i++ {
			out = append(out, big.NewInt(i))
		}
		return out
	}
	m := intWrap(big.NewInt(-1), w)
	h := intPow2(w - 1)
	out := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(2), big.NewInt(3), m, h,
		new(big.Int).Sub(h, big.NewInt(1)), new(big.Int).Add(h, big.NewInt(1)), new(big.Int).Sub(m, big.NewInt(1)),
		big.NewInt(int64(w - 1)), big.NewInt(int64(w)), big.NewInt(64), big.NewInt(63)}
	random := 12
	if testing.Short() {
		random = 4
	}
	for range random {
		out = append(out, intRandBig(rng, w))
	}
	for i, v := range out {
		out[i] = intWrap(v, w)
	}
	return out
}

func intRandBig(rng *rand.Rand, w uint32) *big.Int {
	z := new(big.Int)
	for i := uint32(0); i < w; i += 32 {
		z.Lsh(z, 32)
		z.Or(z, big.NewInt(int64(rng.Uint32())))
	}
	// sometimes keep only a few low bits, so that small magnitudes appear
	if rng.IntN(3) == 0 {
		z.And(z, big.NewInt(0xff))
	}
	return intWrap(z, w)
}

// intTestRNG returns a seeded generator; IRFUZZ_SEED overrides the seed.
func intTestRNG(t *testing.T) *rand.Rand {
	seed := uint64(1)
	if s := os.Getenv("IRFUZZ_SEED"); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("IRFUZZ_SEED=%q: %v", s, err)
		}
		seed = n
	}
	t.Logf("seed %d (set IRFUZZ_SEED to override)", seed)
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

// widths returns the widths to test: every one up to the exhaustive limit,
// then the wide ones on special and random values.
func intTestWidths(slow bool) (small []uint32, wide []uint32) {
	for w := uint32(1); w <= maxExhaustive(slow); w++ {
		small = append(small, w)
	}
	return small, []uint32{16, 33, 63, 64, 65, 100, 128, 129}
}

// poisonVariants lists the poison combinations tried for two operands:
// all of them for narrow and wide types, none in between (speed).
func poisonVariants(w uint32) [][2]bool {
	if w <= 4 || w > 8 {
		return [][2]bool{{false, false}, {true, false}, {false, true}}
	}
	return [][2]bool{{false, false}}
}

func forWidthPairs(t *testing.T, slow bool, f func(w uint32, a, b *big.Int)) {
	rng := intTestRNG(t)
	small, wide := intTestWidths(slow)
	for _, w := range small {
		vs := concreteVals(w, true, rng)
		for _, a := range vs {
			for _, b := range vs {
				f(w, a, b)
			}
		}
	}
	for _, w := range wide {
		vs := concreteVals(w, false, rng)
		for _, a := range vs {
			for _, b := range vs {
				f(w, a, b)
			}
		}
	}
}

func TestIntBinaryReference(t *testing.T) {
	intBothPaths(t, func(t *testing.T) {
		fails := 0
		forWidthPairs(t, intForceSlow, func(w uint32, a, b *big.Int) {
			for _, o := range binOps {
				for _, fl := range o.flags {
					for _, p := range poisonVariants(w) {
						x, y := intMkVal(w, a, new(big.Int), p[0], false), intMkVal(w, b, new(big.Int), p[1], false)
						var r Val
						got := gotOutcome(intBinary(o.op, fl, w, &x, &y, &r), w, &r)
						want := refBinary(o.op, fl, w, a, b, p[0], p[1])
						if !sameOutcome(got, want) && fails < 20 {
							fails++
							t.Errorf("%s flags %b i%d %v(poison %v), %v(poison %v) = %v, want %v",
								o.op, fl, w, a, p[0], b, p[1], got, want)
						}
					}
				}
			}
		})
	})
}

func TestIntBinaryAlias(t *testing.T) {
	// the result may alias an operand: r = x op x, and r = x op y with r == y
	x := intMkVal(8, big.NewInt(7), new(big.Int), false, false)
	if ub := intBinary(ir.OpMul, 0, 8, &x, &x, &x); ub != UBNone || x.Bits != 49 {
		t.Errorf("x*x into x = %d (ub %v), want 49", x.Bits, ub)
	}
	x = intMkVal(100, big.NewInt(7), new(big.Int), false, false)
	y := intMkVal(100, big.NewInt(3), new(big.Int), false, false)
	if ub := intBinary(ir.OpSub, 0, 100, &x, &y, &y); ub != UBNone {
		t.Fatalf("ub %v", ub)
	}
	if v, _ := intReadVal(100, &y); v.Int64() != 4 {
		t.Errorf("7-3 into y = %v, want 4", v)
	}
}

func TestICmpReference(t *testing.T) {
	intBothPaths(t, func(t *testing.T) {
		fails := 0
		forWidthPairs(t, intForceSlow, func(w uint32, a, b *big.Int) {
			for _, p := range intPreds {
				for _, fl := range []ir.Flags{0, ir.SameSign} {
					for _, ps := range poisonVariants(w) {
						x, y := intMkVal(w, a, new(big.Int), ps[0], false), intMkVal(w, b, new(big.Int), ps[1], false)
						var r Val
						intCmp(p, fl, w, &x, &y, &r)
						got, want := gotOutcome(UBNone, 1, &r), refICmp(p, fl, w, a, b, ps[0], ps[1])
						if !sameOutcome(got, want) && fails < 20 {
							fails++
							t.Errorf("icmp %v flags %b i%d %v, %v (poison %v) = %v, want %v", p, fl, w, a, b, ps, got, want)
						}
					}
				}
			}
		})
	})
}

func TestIntCastReference(t *testing.T) {
	casts := []struct {
		op    ir.Opcode
		flags []ir.Flags
	}{
		{ir.OpTrunc, []ir.Flags{0, ir.NUW, ir.NSW, ir.NUW | ir.NSW}},
		{ir.OpZExt, []ir.Flags{0, ir.NNeg}},
		{ir.OpSExt, []ir.Flags{0}},
	}
	widths := []uint32{1, 2, 3, 5, 8, 16, 32, 63, 64, 65, 100, 128, 129}
	intBothPaths(t, func(t *testing.T) {
		rng := intTestRNG(t)
		fails := 0
		for _, from := range widths {
			vals := concreteVals(from, from <= 8, rng)
			for _, to := range widths {
				for _, c := range casts {
					if (c.op == ir.OpTrunc) != (to < from) || to == from {
						continue
					}
					for _, fl := range c.flags {
						for _, a := range vals {
							for _, p := range []bool{false, true} {
								x := intMkVal(from, a, new(big.Int), p, false)
								var r Val
								intCast(c.op, fl, from, to, &x, &r)
								got, want := gotOutcome(UBNone, to, &r), refCast(c.op, fl, from, to, a, p)
								if !sameOutcome(got, want) && fails < 20 {
									fails++
									t.Errorf("%s flags %b i%d %v (poison %v) to i%d = %v, want %v",
										c.op, fl, from, a, p, to, got, want)
								}
							}
						}
					}
				}
			}
		}
	})
}

func TestIntBinaryTable(t *testing.T) {
	// hand-checked cases from the Language Reference
	tests := []struct {
		op     ir.Opcode
		fl     ir.Flags
		w      uint32
		a, b   int64
		want   int64
		poison bool
		ub     UBKind
	}{
		{ir.OpAdd, ir.NSW, 8, 127, 1, 0, true, UBNone},
		{ir.OpAdd, ir.NUW, 8, 255, 1, 0, true, UBNone},
		{ir.OpAdd, 0, 8, 255, 1, 0, false, UBNone},
		{ir.OpSub, ir.NUW, 8, 0, 1, 0, true, UBNone},
		{ir.OpMul, ir.NSW, 8, -128, -1, 0, true, UBNone},
		{ir.OpSDiv, 0, 8, -128, -1, 0, false, UBDivOverflow},
		{ir.OpSRem, 0, 32, -2147483648, -1, 0, false, UBDivOverflow},
		{ir.OpUDiv, 0, 8, 1, 0, 0, false, UBDivByZero},
		{ir.OpSDiv, 0, 8, -7, 2, -3, false, UBNone},
		{ir.OpSRem, 0, 8, -7, 2, -1, false, UBNone},
		{ir.OpSDiv, ir.Exact, 8, -7, 2, 0, true, UBNone},
		{ir.OpShl, 0, 8, 1, 8, 0, true, UBNone},
		{ir.OpShl, ir.NSW, 8, 64, 1, 0, true, UBNone},
		{ir.OpShl, ir.NUW, 8, 64, 1, 128, false, UBNone},
		{ir.OpAShr, 0, 8, -128, 7, -1, false, UBNone},
		{ir.OpLShr, ir.Exact, 8, 3, 1, 0, true, UBNone},
		{ir.OpOr, ir.Disjoint, 8, 3, 1, 0, true, UBNone},
		{ir.OpMul, ir.NSW, 64, -1 << 63, -1, 0, true, UBNone},
		{ir.OpMul, ir.NSW, 64, -1 << 62, 2, -1 << 63, false, UBNone},
		{ir.OpSDiv, 0, 64, -1 << 63, -1, 0, false, UBDivOverflow},
	}
	for _, tc := range tests {
		name := fmt.Sprintf("%s_%b_i%d_%d_%d", tc.op, tc.fl, tc.w, tc.a, tc.b)
		t.Run(name, func(t *testing.T) {
			x := Val{Bits: uint64(tc.a) & widthMask(tc.w)}
			y := Val{Bits: uint64(tc.b) & widthMask(tc.w)}
			var r Val
			ub := intBinary(tc.op, tc.fl, tc.w, &x, &y, &r)
			if ub != tc.ub || ub == UBNone && (r.Poison != tc.poison || !tc.poison && r.Bits != uint64(tc.want)&widthMask(tc.w)) {
				t.Errorf("got ub %v poison %v bits %#x, want ub %v poison %v %d", ub, r.Poison, r.Bits, tc.ub, tc.poison, tc.want)
			}
		})
	}
}

// absGen draws an abstract w-bit operand: value, undef mask (few bits, so
// that its concretisations can be listed), poison and nondet.
type absArg struct {
	v, u   *big.Int
	poison bool
	nondet bool
}

func drawWidth(t *rapid.T) uint32 {
	return rapid.SampledFrom([]uint32{1, 2, 3, 4, 5, 6, 7, 8, 16, 64, 65, 100, 128}).Draw(t, "w")
}

func drawAbs(t *rapid.T, w uint32, name string, maxUndef int) absArg {
	v := drawBig(t, w, name+".v")
	u := new(big.Int)
	n := rapid.IntRange(0, maxUndef).Draw(t, name+".nundef")
	for i := 0; i < n; i++ {
		// mostly low bits, sometimes the sign bit
		var pos int
		if rapid.IntRange(0, 3).Draw(t, name+".signbit") == 0 {
			pos = int(w - 1)
		} else {
			pos = rapid.IntRange(0, int(min(w, 8))-1).Draw(t, name+".upos")
		}
		u.SetBit(u, pos, 1)
	}
	return absArg{
		v: v, u: u,
		poison: rapid.IntRange(0, 15).Draw(t, name+".poison") == 0,
		nondet: rapid.Bool().Draw(t, name+".nondet"),
	}
}

func drawBig(t *rapid.T, w uint32, name string) *big.Int {
	special := rapid.IntRange(0, 7).Draw(t, name+".kind")
	h := intPow2(w - 1)
	switch special {
	case 0:
		return big.NewInt(0)
	case 1:
		return intWrap(big.NewInt(-1), w)
	case 2:
		return new(big.Int).Set(h)
	case 3:
		return new(big.Int).Sub(h, big.NewInt(1))
	}
	z := new(big.Int).SetUint64(rapid.Uint64().Draw(t, name+".lo"))
	if w > 64 && rapid.Bool().Draw(t, name+".hi?") {
		z.Or(z, new(big.Int).Lsh(new(big.Int).SetUint64(rapid.Uint64().Draw(t, name+".hi")), 64))
	}
	return intWrap(z, w)
}

func (a absArg) val(w uint32) Val { return intMkVal(w, a.v, a.u, a.poison, a.nondet) }

// concretise lists every value of a (a.v with any subset of a.u).
func (a absArg) concretise() []*big.Int {
	vs := absEnumerate(absInt{new(big.Int).AndNot(a.v, a.u), a.u})
	return vs
}

// contains checks the soundness of an abstract result against one concrete
// intOutcome: abstract UB or poison allow anything; otherwise the concrete
// intOutcome must be a value inside the set.
func intSetContains(absUB UBKind, w uint32, r *Val, c intOutcome) string {
	if absUB != UBNone || r.Poison {
		return ""
	}
	if c.ub != UBNone || c.poison {
		return "concrete " + c.String() + " but abstract is a value set"
	}
	v, u := intReadVal(w, r)
	if new(big.Int).AndNot(new(big.Int).Xor(v, c.v), u).Sign() != 0 {
		return fmt.Sprintf("concrete %v outside abstract {%#x undef %#x}", c.v, v, u)
	}
	return ""
}

// checkNondet checks the Nondet rule on an abstract result.
func checkNondet(t *rapid.T, r *Val, x, y *Val) {
	if r.Poison || r.IsDefined() {
		if r.Nondet {
			t.Fatalf("defined result marked Nondet")
		}
		return
	}
	if r.Nondet != joinNondet(x, y) {
		t.Fatalf("Nondet %v, want joinNondet %v", r.Nondet, joinNondet(x, y))
	}
}

func TestIntBinaryUndefSound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		w := drawWidth(t)
		o := rapid.SampledFrom(binOps).Draw(t, "op")
		fl := rapid.SampledFrom(o.flags).Draw(t, "flags")
		xa, ya := drawAbs(t, w, "x", 4), drawAbs(t, w, "y", 4)
		if o.op == ir.OpShl || o.op == ir.OpLShr || o.op == ir.OpAShr {
			if rapid.Bool().Draw(t, "small shift") {
				ya.v = new(big.Int).Mod(ya.v, big.NewInt(int64(w)))
			}
		}
		x, y := xa.val(w), ya.val(w)
		var r Val
		ub := intBinary(o.op, fl, w, &x, &y, &r)
		for _, a := range xa.concretise() {
			for _, b := range ya.concretise() {
				c := refBinary(o.op, fl, w, a, b, xa.poison, ya.poison)
				if msg := intSetContains(ub, w, &r, c); msg != "" {
					t.Fatalf("%s flags %b i%d: x=%v y=%v: %s", o.op, fl, w, a, b, msg)
				}
			}
		}
		if ub == UBNone {
			checkNondet(t, &r, &x, &y)
		}
	})
}

func TestICmpUndefSound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		w := drawWidth(t)
		p := rapid.SampledFrom(intPreds).Draw(t, "pred")
		fl := rapid.SampledFrom([]ir.Flags{0, ir.SameSign}).Draw(t, "flags")
		xa, ya := drawAbs(t, w, "x", 4), drawAbs(t, w, "y", 4)
		x, y := xa.val(w), ya.val(w)
		var r Val
		intCmp(p, fl, w, &x, &y, &r)
		for _, a := range xa.concretise() {
			for _, b := range ya.concretise() {
				if msg := intSetContains(UBNone, 1, &r, refICmp(p, fl, w, a, b, xa.poison, ya.poison)); msg != "" {
					t.Fatalf("icmp %v flags %b i%d: x=%v y=%v: %s", p, fl, w, a, b, msg)
				}
			}
		}
		checkNondet(t, &r, &x, &y)
	})
}

func TestICmpUndefDecided(t *testing.T) {
	// defined bits that differ decide eq/ne even when other bits are undef
	x := Val{Bits: 1, Undef: 0xf0}
	y := Val{Bits: 2}
	var r Val
	intCmp(ir.IntEQ, 0, 8, &x, &y, &r)
	if r.Poison || r.Undef != 0 || r.Bits != 0 {
		t.Errorf("eq {1 | undef 0xf0}, 2 = %+v, want defined false", r)
	}
	intCmp(ir.IntULT, 0, 8, &y, &x, &r)
	if r.Undef != 1 {
		t.Errorf("ult 2, {1 | undef 0xf0} = %+v, want undef", r)
	}
}

func TestIntCastUndefSound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		from := drawWidth(t)
		to := rapid.SampledFrom([]uint32{1, 2, 3, 5, 8, 16, 64, 65, 100, 128, 200}).Draw(t, "to")
		if to == from {
			t.Skip("same width")
		}
		type castCase struct {
			op ir.Opcode
			fl ir.Flags
		}
		var cs []castCase
		if to < from {
			cs = []castCase{{ir.OpTrunc, 0}, {ir.OpTrunc, ir.NUW}, {ir.OpTrunc, ir.NSW}, {ir.OpTrunc, ir.NUW | ir.NSW}}
		} else {
			cs = []castCase{{ir.OpZExt, 0}, {ir.OpZExt, ir.NNeg}, {ir.OpSExt, 0}}
		}
		cc := rapid.SampledFrom(cs).Draw(t, "cast")
		xa := drawAbs(t, from, "x", 5)
		x := xa.val(from)
		var r Val
		intCast(cc.op, cc.fl, from, to, &x, &r)
		for _, a := range xa.concretise() {
			if msg := intSetContains(UBNone, to, &r, refCast(cc.op, cc.fl, from, to, a, xa.poison)); msg != "" {
				t.Fatalf("%s flags %b i%d to i%d: x=%v: %s", cc.op, cc.fl, from, to, a, msg)
			}
		}
		checkNondet(t, &r, &x, nil)
	})
}
