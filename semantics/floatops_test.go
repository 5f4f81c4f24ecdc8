package semantics

import (
	"math"
	"math/big"
	"sort"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"pgregory.net/rapid"
)

var fpKinds = []struct {
	name string
	k    ir.TypeKind
	f    *fpFormat
}{
	{"half", ir.HalfType, &fmtHalf},
	{"bfloat", ir.BFloatType, &fmtBFloat},
	{"float", ir.FloatType, &fmtFloat},
	{"double", ir.DoubleType, &fmtDouble},
}

// refDecode is an independent decoder of an encoding into a big.Float.
func refDecode(f *fpFormat, b uint64) (*big.Float, bool) {
	e := int(b>>(f.p-1)) & int(widthMask(f.ebits))
	m := b & f.mantMask()
	if e == int(widthMask(f.ebits)) {
		return nil, false
	}
	x := new(big.Float).SetPrec(200)
	if e == 0 {
		x.SetMantExp(new(big.Float).SetUint64(m), f.emin-int(f.p-1))
	} else {
		x.SetMantExp(new(big.Float).SetUint64(m|1<<(f.p-1)), e-f.bias-int(f.p-1))
	}
	if b&f.sign() != 0 {
		x.Neg(x)
	}
	return x, true
}

func TestFloatDecodeExhaustive16(t *testing.T) {
	for _, fk := range fpKinds[:2] {
		f := fk.f
		for b := uint64(0); b < 1<<16; b++ {
			got := f.toF64(b)
			ref, finite := refDecode(f, b)
			switch {
			case f.isNaN(b):
				if !math.IsNaN(got) {
					t.Fatalf("%s %#x: got %v, want NaN", fk.name, b, got)
				}
				if back := f.fromF64(got); back != f.quiet(b) {
					t.Fatalf("%s %#x: NaN round trip %#x, want %#x", fk.name, b, back, f.quiet(b))
				}
				continue
			case !finite:
				if !math.IsInf(got, 0) || math.Signbit(got) != (b&f.sign() != 0) {
					t.Fatalf("%s %#x: got %v, want Inf", fk.name, b, got)
				}
			default:
				r, _ := ref.Float64()
				if math.Float64bits(r) != math.Float64bits(got) {
					t.Fatalf("%s %#x: got %v, want %v", fk.name, b, got, r)
				}
			}
			if back := f.fromF64(got); back != b {
				t.Fatalf("%s %#x: round trip gives %#x", fk.name, b, back)
			}
		}
	}
}

// refRound rounds x to f by searching the sorted finite values: nearest,
// ties to the even encoding, overflow to Inf per IEEE-754.
func refRound(f *fpFormat, vals []float64, x float64) uint64 {
	neg := math.Signbit(x)
	a := math.Abs(x)
	sg := f.signIf(neg)
	maxv := vals[len(vals)-1]
	// the overflow threshold is max + ulp(max)/2, which rounds to Inf (even)
	ulp := maxv - vals[len(vals)-2]
	if a >= maxv+ulp/2 {
		return sg | f.inf()
	}
	i := sort.SearchFloat64s(vals, a) // vals[i] >= a
	if i == len(vals) {
		return sg | uint64(i-1) // above max, below the overflow threshold
	}
	if vals[i] == a {
		return sg | uint64(i)
	}
	lo, hi := i-1, i
	dl, dh := a-vals[lo], vals[hi]-a
	switch {
	case dl < dh:
		return sg | uint64(lo)
	case dh < dl:
		return sg | uint64(hi)
	case lo%2 == 0:
		return sg | uint64(lo)
	}
	return sg | uint64(hi)
}

// finiteValues lists the non-negative finite values of a 16-bit format in
// encoding order (which is value order).
func finiteValues(f *fpFormat) []float64 {
	var v []float64
	for b := uint64(0); b < f.inf(); b++ {
		v = append(v, f.toF64(b))
	}
	return v
}

func TestFloatRoundingExhaustive16(t *testing.T) {
	for _, fk := range fpKinds[:2] {
		f := fk.f
		vals := finiteValues(f)
		check := func(x float64) {
			t.Helper()
			if got, want := f.fromF64(x), refRound(f, vals, x); got != want {
				t.Fatalf("%s: fromF64(%g) = %#x, want %#x", fk.name, x, got, want)
			}
		}
		for i := 0; i+1 < len(vals); i++ {
			mid := (vals[i] + vals[i+1]) / 2 // exact in float64
			for _, x := range []float64{vals[i], mid, math.Nextafter(mid, 0), math.Nextafter(mid, 1)} {
				check(x)
				check(-x)
			}
		}
		top := vals[len(vals)-1] + (vals[len(vals)-1]-vals[len(vals)-2])/2
		for _, x := range []float64{top, math.Nextafter(top, 0), math.MaxFloat64, 1e-300, math.SmallestNonzeroFloat64} {
			check(x)
			check(-x)
		}
	}
}

func TestFloatRoundPackAgainstGo(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := rapid.Uint64().Draw(t, "m")
		e := rapid.IntRange(-1200, 1100).Draw(t, "e")
		sticky := rapid.Bool().Draw(t, "sticky")
		x := new(big.Float).SetMantExp(new(big.Float).SetUint64(m), e).SetPrec(4000)
		if sticky {
			// a tiny amount far below the last bit of m
			x.Add(x, new(big.Float).SetMantExp(big.NewFloat(1), e-1200))
		}
		if m == 0 {
			return
		}
		f32, _ := x.Float32()
		if got := fmtFloat.roundPack(false, m, e, sticky); got != uint64(math.Float32bits(f32)) {
			t.Fatalf("float: roundPack(%#x, %d, %v) = %#x, want %#x", m, e, sticky, got, math.Float32bits(f32))
		}
		f64, _ := x.Float64()
		if got := fmtDouble.roundPack(false, m, e, sticky); got != math.Float64bits(f64) {
			t.Fatalf("double: roundPack(%#x, %d, %v) = %#x, want %#x", m, e, sticky, got, math.Float64bits(f64))
		}
	})
}

// edge returns special encodings of f: zeros, Infs, NaNs, subnormals,
// extremes, ones and a few ordinary values.
func edge(f *fpFormat) []uint64 {
	one := uint64(f.bias) << (f.p - 1)
	pos := []uint64{0, 1, f.mantMask(), f.mantMask() + 1, one, one + 1, one - 1, one + 1<<(f.p-1),
		one + 1<<(f.p-2), f.inf() - 1, f.inf(), f.inf() | 1, f.inf() | f.quietBit(), f.inf() | f.mantMask(),
		(uint64(f.bias) + 3) << (f.p - 1), (uint64(f.bias)-2)<<(f.p-1) | 5}
	var out []uint64
	for _, b := range pos {
		out = append(out, b, b|f.sign())
	}
	return out
}

// goBinary is the reference: Go arithmetic on float32/float64, or float64
// arithmetic rounded by refRound for 16-bit formats.
func goBinary(op ir.Opcode, x, y float64) float64 {
	switch op {
	case ir.OpFAdd:
		return x + y
	case ir.OpFSub:
		return x - y
	case ir.OpFMul:
		return x * y
	case ir.OpFDiv:
		return x / y
	}
	return math.Mod(x, y)
}

func goBinary32(op ir.Opcode, x, y float32) float32 {
	switch op {
	case ir.OpFAdd:
		return x + y
	case ir.OpFSub:
		return x - y
	case ir.OpFMul:
		return x * y
	case ir.OpFDiv:
		return x / y
	}
	return float32(math.Mod(float64(x), float64(y)))
}

// sameFloat compares results: NaNs match any NaN, other values bit for bit.
func sameFloat(f *fpFormat, got, want uint64) bool {
	if f.isNaN(want) {
		return f.isNaN(got)
	}
	return got == want
}

func TestFloatBinaryEdge(t *testing.T) {
	ops := []ir.Opcode{ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv, ir.OpFRem}
	for _, fk := range fpKinds {
		f := fk.f
		var vals []float64
		if f.width == 16 {
			vals = finiteValues(f)
		}
		for _, op := range ops {
			for _, a := range edge(f) {
				for _, b := range edge(f) {
					var r Val
					if !floatBinary(op, 0, fk.k, &Val{Bits: a}, &Val{Bits: b}, &r, false) {
						t.Fatalf("%s %v: not ok", fk.name, op)
					}
					var want uint64
					switch f.width {
					case 64:
						want = math.Float64bits(goBinary(op, math.Float64frombits(a), math.Float64frombits(b)))
					case 32:
						want = uint64(math.Float32bits(goBinary32(op, math.Float32frombits(uint32(a)), math.Float32frombits(uint32(b)))))
					default:
						w := goBinary(op, f.toF64(a), f.toF64(b))
						if math.IsNaN(w) {
							want = f.defaultNaN()
						} else {
							want = refRound(f, vals, w)
						}
					}
					if !sameFloat(f, r.Bits, want) || r.Poison || r.Undef != 0 {
						t.Errorf("%s %v %#x, %#x = %#x, want %#x", fk.name, op, a, b, r.Bits, want)
					}
					// the NaN a concrete x86 run produces
					if f.isNaN(a) && r.Bits != f.quiet(a) || !f.isNaN(a) && f.isNaN(b) && r.Bits != f.quiet(b) {
						t.Errorf("%s %v %#x, %#x = %#x: wrong NaN propagation", fk.name, op, a, b, r.Bits)
					}
				}
			}
		}
	}
}

func TestFloatFastMathAbstract(t *testing.T) {
	f := &fmtFloat
	one, two := uint64(math.Float32bits(1)), uint64(math.Float32bits(2))
	inf, nan := f.inf(), f.inf()|f.quietBit()
	negZero := f.sign()
	tests := []struct {
		name       string
		op         ir.Opcode
		fmf        ir.FastMath
		x, y       uint64
		poison     bool
		bits, mask uint64
	}{
		{"plain", ir.OpFAdd, 0, one, one, false, two, 0},
		{"nnan operand", ir.OpFAdd, ir.NNaN, nan, one, true, 0, 0},
		{"nnan result", ir.OpFSub, ir.NNaN, inf, inf, true, 0, 0},
		{"ninf operand", ir.OpFMul, ir.NInf, inf, one, true, 0, 0},
		{"ninf result", ir.OpFDiv, ir.NInf, one, 0, true, 0, 0},
		{"nan result any", ir.OpFSub, 0, inf, inf, false, f.expMask() | f.quietBit(), f.sign() | f.mantMask()&^f.quietBit()},
		{"reassoc any", ir.OpFAdd, ir.Reassoc, one, one, false, 0, f.mask()},
		{"reassoc nnan poison", ir.OpFAdd, ir.Reassoc | ir.NNaN, nan, one, true, 0, 0},
		{"nsz zero result", ir.OpFAdd, ir.NSZ, negZero, negZero, false, 0, f.sign()},
		{"nsz div by zero", ir.OpFDiv, ir.NSZ, one, 0, false, inf, f.sign()},
		{"no nsz div", ir.OpFDiv, 0, one, negZero, false, inf | f.sign(), 0},
	}
	for _, tc := range tests {
		var r Val
		floatBinary(tc.op, tc.fmf, ir.FloatType, &Val{Bits: tc.x}, &Val{Bits: tc.y}, &r, true)
		if r.Poison != tc.poison || !tc.poison && (r.Bits != tc.bits || r.Undef != tc.mask) {
			t.Errorf("%s: got %+v, want poison=%v bits=%#x undef=%#x", tc.name, r, tc.poison, tc.bits, tc.mask)
		}
	}
}

func TestFloatFNeg(t *testing.T) {
	for _, fk := range fpKinds {
		f := fk.f
		for _, b := range edge(f) {
			var r Val
			floatNeg(0, fk.k, &Val{Bits: b}, &r, false)
			if r.Bits != b^f.sign() {
				t.Errorf("%s fneg %#x = %#x", fk.name, b, r.Bits)
			}
		}
		// undef bits carry over; nsz frees a zero's sign
		var r Val
		floatNeg(0, fk.k, &Val{Bits: 1, Undef: 6}, &r, true)
		if r.Bits != 1|f.sign() || r.Undef != 6 {
			t.Errorf("%s fneg undef: %+v", fk.name, r)
		}
		floatNeg(ir.NSZ, fk.k, &Val{}, &r, true)
		if r.Undef != f.sign() {
			t.Errorf("%s fneg nsz 0: %+v", fk.name, r)
		}
		floatNeg(ir.NNaN, fk.k, &Val{Bits: f.inf() | 1}, &r, false)
		if !r.Poison {
			t.Errorf("%s fneg nnan NaN: %+v", fk.name, r)
		}
	}
	var r Val
	if !floatNeg(0, ir.FP128Type, &Val{X: &Ext{Words: []uint64{0, 0}, UndefWords: []uint64{0, 0}}}, &r, false) || r.X == nil || r.X.Words[1] != 1<<63 {
		t.Errorf("fp128 fneg 0: %+v", r)
	}
	if floatNeg(0, ir.PPCFP128Type, &Val{}, &Val{}, false) {
		t.Error("ppc_fp128 fneg: ok")
	}
}

func TestFCmpEdge(t *testing.T) {
	for _, fk := range fpKinds {
		f := fk.f
		for p := ir.FloatFalse; p <= ir.FloatTrue; p++ {
			for _, a := range edge(f) {
				for _, b := range edge(f) {
					x, y := f.toF64(a), f.toF64(b)
					var want bool
					uno := x != x || y != y
					switch p {
					case ir.FloatOEQ, ir.FloatUEQ:
						want = x == y
					case ir.FloatOGT, ir.FloatUGT:
						want = x > y
					case ir.FloatOGE, ir.FloatUGE:
						want = x >= y
					case ir.FloatOLT, ir.FloatULT:
						want = x < y
					case ir.FloatOLE, ir.FloatULE:
						want = x <= y
					case ir.FloatONE, ir.FloatUNE:
						want = x < y || x > y
					case ir.FloatORD, ir.FloatUNO, ir.FloatTrue:
						want = true
					}
					if p >= ir.FloatUEQ && p <= ir.FloatUNE {
						want = want || uno
					}
					if p == ir.FloatORD {
						want = !uno
					}
					if p == ir.FloatUNO {
						want = uno
					}
					var r Val
					if !floatCmp(p, 0, fk.k, &Val{Bits: a}, &Val{Bits: b}, &r, false) || r.Poison || (r.Bits == 1) != want {
						t.Errorf("%s fcmp %v %#x %#x = %+v, want %v", fk.name, p, a, b, r, want)
					}
				}
			}
		}
	}
	// a known NaN decides the comparison despite undef payload bits
	var r Val
	nan, u := fmtFloat.anyNaN(false)
	floatCmp(ir.FloatUNO, 0, ir.FloatType, &Val{Bits: nan, Undef: u, Nondet: true}, &Val{Bits: 0x3f800000}, &r, true)
	if r.Bits != 1 || r.Undef != 0 || r.Poison {
		t.Errorf("fcmp uno NaN: %+v", r)
	}
}

func TestFloatCastEdge(t *testing.T) {
	// float <-> float against Go conversions
	for _, a := range edge(&fmtDouble) {
		var r Val
		floatCast(ir.OpFPTrunc, 0, 0, ir.DoubleType, ir.FloatType, 0, 0, &Val{Bits: a}, &r, false)
		want := uint64(math.Float32bits(float32(math.Float64frombits(a))))
		if !sameFloat(&fmtFloat, r.Bits, want) {
			t.Errorf("fptrunc %#x = %#x, want %#x", a, r.Bits, want)
		}
	}
	for _, a := range edge(&fmtFloat) {
		var r Val
		floatCast(ir.OpFPExt, 0, 0, ir.FloatType, ir.DoubleType, 0, 0, &Val{Bits: a}, &r, false)
		want := math.Float64bits(float64(math.Float32frombits(uint32(a))))
		if !sameFloat(&fmtDouble, r.Bits, want) {
			t.Errorf("fpext %#x = %#x, want %#x", a, r.Bits, want)
		}
	}
	// float -> int
	tests := []struct {
		op     ir.Opcode
		x      float64
		w      uint32
		poison bool
		want   uint64
	}{
		{ir.OpFPToSI, -1.9, 8, false, 0xff},
		{ir.OpFPToSI, -128.5, 8, false, 0x80},
		{ir.OpFPToSI, -129, 8, true, 0},
		{ir.OpFPToSI, 127.9, 8, false, 127},
		{ir.OpFPToSI, 128, 8, true, 0},
		{ir.OpFPToUI, -0.9, 8, false, 0},
		{ir.OpFPToUI, -1, 8, true, 0},
		{ir.OpFPToUI, 255.5, 8, false, 255},
		{ir.OpFPToUI, 256, 8, true, 0},
		{ir.OpFPToSI, -1, 1, false, 1},
		{ir.OpFPToSI, 1, 1, true, 0},
		{ir.OpFPToSI, math.NaN(), 32, true, 0},
		{ir.OpFPToUI, math.Inf(1), 64, true, 0},
		{ir.OpFPToUI, 0x1p63, 64, false, 1 << 63},
		{ir.OpFPToSI, -0x1p63, 64, false, 1 << 63},
		{ir.OpFPToSI, 0x1p63, 64, true, 0},
	}
	for _, tc := range tests {
		var r Val
		floatCast(tc.op, 0, 0, ir.DoubleType, ir.IntegerType, 0, tc.w, &Val{Bits: math.Float64bits(tc.x)}, &r, false)
		if r.Poison != tc.poison || !tc.poison && r.Bits != tc.want {
			t.Errorf("%v %g to i%d = %+v, want poison=%v %#x", tc.op, tc.x, tc.w, r, tc.poison, tc.want)
		}
	}
	// int -> float against Go conversions
	for _, v := range []uint64{0, 1, 2, 3, 1<<24 + 1, 1<<53 + 1, 1<<63 + 1<<10 + 1, ^uint64(0), 1 << 63, 0x7fffffffffffffff, 12345678901} {
		var r Val
		floatCast(ir.OpUIToFP, 0, 0, ir.IntegerType, ir.FloatType, 64, 0, &Val{Bits: v}, &r, false)
		if want := uint64(math.Float32bits(float32(v))); r.Bits != want {
			t.Errorf("uitofp %#x to float = %#x, want %#x", v, r.Bits, want)
		}
		floatCast(ir.OpSIToFP, 0, 0, ir.IntegerType, ir.DoubleType, 64, 0, &Val{Bits: v}, &r, false)
		if want := math.Float64bits(float64(int64(v))); r.Bits != want {
			t.Errorf("sitofp %#x to double = %#x, want %#x", v, r.Bits, want)
		}
		floatCast(ir.OpUIToFP, ir.NNeg, 0, ir.IntegerType, ir.DoubleType, 64, 0, &Val{Bits: v}, &r, false)
		if r.Poison != (v>>63 != 0) {
			t.Errorf("uitofp nneg %#x: %+v", v, r)
		}
	}
}

// wideVal makes a wide integer Val from a big.Int (two's complement, w bits).
func wideVal(x *big.Int, w uint32) *Val {
	n := (w + 63) / 64
	m := new(big.Int).Lsh(big.NewInt(1), uint(w))
	v := new(big.Int).Mod(x, m)
	words := make([]uint64, n)
	for i := range words {
		words[i] = new(big.Int).Rsh(v, uint(64*i)).Uint64()
	}
	return &Val{X: &Ext{Words: words, UndefWords: make([]uint64, n)}}
}

func TestFloatCastWide(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		w := rapid.SampledFrom([]uint32{65, 127, 128, 200}).Draw(t, "w")
		nbits := rapid.IntRange(0, int(w)).Draw(t, "nbits")
		lo := rapid.Uint64().Draw(t, "lo")
		hi := rapid.Uint64().Draw(t, "hi")
		x := new(big.Int).Lsh(new(big.Int).SetUint64(hi), 64)
		x.Or(x, new(big.Int).SetUint64(lo))
		x.Rsh(x, uint(128-min(nbits, 128)))
		if nbits > 128 {
			x.Lsh(x, uint(nbits-128))
		}
		signed := rapid.Bool().Draw(t, "signed")
		ref := new(big.Int).Set(x)
		if signed && x.Bit(int(w)-1) != 0 {
			ref.Sub(ref, new(big.Int).Lsh(big.NewInt(1), uint(w)))
		}
		op := ir.OpUIToFP
		if signed {
			op = ir.OpSIToFP
		}
		for _, fk := range fpKinds {
			var r Val
			floatCast(op, 0, 0, ir.IntegerType, fk.k, w, 0, wideVal(x, w), &r, false)
			bf := new(big.Float).SetPrec(uint(fk.f.p)).SetMode(big.ToNearestEven).SetInt(ref)
			want := fk.f.roundBig(bf)
			if r.Bits != want || r.Poison {
				t.Fatalf("%v i%d %v to %s = %#x, want %#x", op, w, ref, fk.name, r.Bits, want)
			}
			// back: fptosi of the result recovers the rounded value when it fits
			if fk.f.isInf(r.Bits) {
				continue
			}
			var back Val
			bop := ir.OpFPToUI
			if signed {
				bop = ir.OpFPToSI
			}
			floatCast(bop, 0, 0, fk.k, ir.IntegerType, 0, w+1, &r, &back, false)
			if back.Poison {
				t.Fatalf("%v back of %#x to i%d: poison", bop, r.Bits, w+1)
			}
			bi, _ := bf.Int(nil)
			if got := wideVal(bi, w+1).X.Words; !equalWords(got, back.X.Words) {
				t.Fatalf("%v of %#x: got %x, want %x", bop, r.Bits, back.X.Words, got)
			}
		}
	})
}

func equalWords(a, b []uint64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestFloatIntrinsicEdge(t *testing.T) {
	unary := []struct {
		name string
		fn   func(float64) float64
	}{
		{"sqrt", math.Sqrt}, {"floor", math.Floor}, {"ceil", math.Ceil}, {"trunc", math.Trunc},
		{"rint", math.RoundToEven}, {"nearbyint", math.RoundToEven}, {"roundeven", math.RoundToEven},
		{"round", math.Round}, {"fabs", math.Abs}, {"canonicalize", func(x float64) float64 { return x }},
	}
	for _, fk := range fpKinds[2:] {
		f := fk.f
		for _, u := range unary {
			for _, a := range edge(f) {
				var r Val
				if !floatIntrinsic(u.name, 0, fk.k, 0, []*Val{{Bits: a}}, &r, false) {
					t.Fatalf("%s: not ok", u.name)
				}
				want := f.fromF64(u.fn(f.toF64(a)))
				if f.width == 32 {
					want = uint64(math.Float32bits(float32(u.fn(float64(math.Float32frombits(uint32(a)))))))
				}
				if !sameFloat(f, r.Bits, want) {
					t.Errorf("%s %s(%#x) = %#x, want %#x", fk.name, u.name, a, r.Bits, want)
				}
			}
		}
		for _, a := range edge(f) {
			for _, b := range edge(f) {
				x, y := f.toF64(a), f.toF64(b)
				var r Val
				floatIntrinsic("minimum", 0, fk.k, 0, []*Val{{Bits: a}, {Bits: b}}, &r, false)
				nanIn := math.IsNaN(x) || math.IsNaN(y) // Go's Min/Max prefer Inf to NaN
				if want := f.fromF64(math.Min(x, y)); !sameFloat(f, r.Bits, want) && !(nanIn && f.isNaN(r.Bits)) {
					t.Errorf("%s minimum(%#x, %#x) = %#x, want %#x", fk.name, a, b, r.Bits, want)
				}
				floatIntrinsic("maximum", 0, fk.k, 0, []*Val{{Bits: a}, {Bits: b}}, &r, false)
				if want := f.fromF64(math.Max(x, y)); !sameFloat(f, r.Bits, want) && !(nanIn && f.isNaN(r.Bits)) {
					t.Errorf("%s maximum(%#x, %#x) = %#x, want %#x", fk.name, a, b, r.Bits, want)
				}
				floatIntrinsic("minnum", 0, fk.k, 0, []*Val{{Bits: a}, {Bits: b}}, &r, false)
				want := f.fromF64(math.Min(x, y))
				if math.IsNaN(x) && math.IsNaN(y) {
					want = f.defaultNaN()
				} else if math.IsNaN(x) != math.IsNaN(y) {
					if math.IsNaN(x) {
						want = b
					} else {
						want = a
					}
				}
				if !sameFloat(f, r.Bits, want) {
					t.Errorf("%s minnum(%#x, %#x) = %#x, want %#x", fk.name, a, b, r.Bits, want)
				}
				floatIntrinsic("copysign", 0, fk.k, 0, []*Val{{Bits: a}, {Bits: b}}, &r, false)
				if want := a&^f.sign() | b&f.sign(); r.Bits != want {
					t.Errorf("%s copysign(%#x, %#x) = %#x, want %#x", fk.name, a, b, r.Bits, want)
				}
				for _, c := range edge(f)[:8] {
					floatIntrinsic("fma", 0, fk.k, 0, []*Val{{Bits: a}, {Bits: b}, {Bits: c}}, &r, false)
					want := math.Float64bits(math.FMA(x, y, f.toF64(c)))
					if f.width == 32 {
						want = refFMA32(a, b, c)
					}
					if !sameFloat(f, r.Bits, want) {
						t.Errorf("%s fma(%#x, %#x, %#x) = %#x, want %#x", fk.name, a, b, c, r.Bits, want)
					}
				}
			}
		}
	}
	// lround and is.fpclass
	lr := []struct {
		x      float64
		w      uint32
		poison bool
		want   uint64
	}{{2.5, 32, false, 3}, {-2.5, 32, false, 0xfffffffd}, {0.49999999999999994, 64, false, 0}, {0x1p31, 32, true, 0}, {-0x1p31, 32, false, 0x80000000}, {math.NaN(), 64, true, 0}}
	for _, tc := range lr {
		var r Val
		floatIntrinsic("lround", 0, ir.DoubleType, tc.w, []*Val{{Bits: math.Float64bits(tc.x)}}, &r, false)
		if r.Poison != tc.poison || !tc.poison && r.Bits != tc.want {
			t.Errorf("lround(%g) i%d = %+v, want %#x poison=%v", tc.x, tc.w, r, tc.want, tc.poison)
		}
	}
	cls := []struct {
		x    float64
		mask uint64
		want uint64
	}{{math.NaN(), 2, 1}, {math.NaN(), 1, 0}, {math.Inf(-1), 4, 1}, {-1, 8, 1}, {-5e-324, 16, 1}, {math.Copysign(0, -1), 32, 1}, {0, 64, 1}, {5e-324, 128, 1}, {1, 256, 1}, {math.Inf(1), 512, 1}, {1, 0x3ff &^ 256, 0}}
	for _, tc := range cls {
		var r Val
		floatIntrinsic("is.fpclass", 0, ir.DoubleType, 1, []*Val{{Bits: math.Float64bits(tc.x)}, {Bits: tc.mask}}, &r, false)
		if r.Bits != tc.want || r.Poison {
			t.Errorf("is.fpclass(%g, %#x) = %+v, want %d", tc.x, tc.mask, r, tc.want)
		}
	}
	if floatIntrinsic("sin", 0, ir.DoubleType, 0, []*Val{{}}, &Val{}, false) || floatIntrinsic("fabs", 0, ir.PPCFP128Type, 0, []*Val{{}}, &Val{}, false) || floatIntrinsic("fma", 0, ir.DoubleType, 0, []*Val{{}}, &Val{}, false) {
		t.Error("unsupported intrinsic call: ok")
	}
}

// refFMA32 is float32 fma through big.Float's own rounding.
func refFMA32(a, b, c uint64) uint64 {
	x, y, z := float64(math.Float32frombits(uint32(a))), float64(math.Float32frombits(uint32(b))), float64(math.Float32frombits(uint32(c)))
	if math.IsNaN(x) || math.IsNaN(y) || math.IsNaN(z) || math.IsInf(x, 0) || math.IsInf(y, 0) || math.IsInf(z, 0) {
		return uint64(math.Float32bits(float32(math.FMA(x, y, z))))
	}
	p := new(big.Float).SetPrec(2000).Mul(big.NewFloat(x), big.NewFloat(y))
	s := new(big.Float).SetPrec(2000).Add(p, big.NewFloat(z))
	r, _ := s.Float32()
	if s.Sign() == 0 {
		return uint64(math.Float32bits(float32(x*y + z))) // the sign of an exact zero
	}
	return uint64(math.Float32bits(r))
}

func TestFloatFMAExactAgainstMathFMA(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b, c := rapid.Uint64().Draw(t, "a"), rapid.Uint64().Draw(t, "b"), rapid.Uint64().Draw(t, "c")
		if rapid.Bool().Draw(t, "close") {
			// make cancellation likely: c near -(a*b)
			p := math.Float64frombits(a) * math.Float64frombits(b)
			c = math.Float64bits(-p) ^ rapid.Uint64Range(0, 3).Draw(t, "d")
		}
		f := &fmtDouble
		if f.isNaN(a) || f.isNaN(b) || f.isNaN(c) {
			return
		}
		want := math.Float64bits(math.FMA(math.Float64frombits(a), math.Float64frombits(b), math.Float64frombits(c)))
		if got := fmaExact(f, a, b, c); !sameFloat(f, got, want) {
			t.Fatalf("fmaExact(%#x, %#x, %#x) = %#x, want %#x", a, b, c, got, want)
		}
	})
}

// drawFloat draws an abstract operand of f (edge-biased bits, sometimes
// undef bits or poison) and a concrete operand inside it.
func drawFloat(t *rapid.T, f *fpFormat, label string) (abs, conc *Val) {
	var b uint64
	if rapid.Bool().Draw(t, label+"edge") {
		b = rapid.SampledFrom(edge(f)).Draw(t, label+"bits")
	} else {
		b = rapid.Uint64().Draw(t, label+"bits") & f.mask()
	}
	var u uint64
	switch rapid.IntRange(0, 5).Draw(t, label+"undefkind") {
	case 1: // a few undef bits
		for i := rapid.IntRange(1, 4).Draw(t, label+"n"); i > 0; i-- {
			u |= 1 << uint(rapid.IntRange(0, int(f.width)-1).Draw(t, label+"bit"))
		}
	case 2: // any NaN
		b, u = f.anyNaN(rapid.Bool().Draw(t, label+"signal"))
	case 3:
		u = rapid.Uint64().Draw(t, label+"undef") & f.mask()
	}
	abs = &Val{Bits: b &^ u, Undef: u, Nondet: u != 0 && rapid.Bool().Draw(t, label+"nondet")}
	if rapid.IntRange(0, 20).Draw(t, label+"poison") == 0 {
		abs = &Val{Poison: true}
	}
	choice := rapid.Uint64().Draw(t, label+"choice")
	conc = &Val{Bits: abs.Bits | choice&u, Poison: abs.Poison}
	return abs, conc
}

// contains reports whether the concrete result c is in the abstract set a.
func contains(a, c *Val) bool {
	if a.Poison {
		return true
	}
	if c.Poison || c.Undef != 0 {
		return false
	}
	if a.X != nil || c.X != nil {
		if a.X == nil || c.X == nil || len(a.X.Words) != len(c.X.Words) {
			return false
		}
		for i := range a.X.Words {
			if (a.X.Words[i]^c.X.Words[i])&^a.X.UndefWords[i] != 0 {
				return false
			}
		}
		return true
	}
	return (a.Bits^c.Bits)&^a.Undef == 0
}

func TestFloatAbstractSoundness(t *testing.T) {
	binops := []ir.Opcode{ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv, ir.OpFRem}
	intrinsics := []string{"fabs", "copysign", "minnum", "maxnum", "minimum", "maximum", "fma", "fmuladd",
		"sqrt", "floor", "ceil", "trunc", "rint", "nearbyint", "round", "roundeven", "lround", "llround",
		"is.fpclass", "canonicalize"}
	rapid.Check(t, func(t *rapid.T) {
		fk := rapid.SampledFrom(fpKinds).Draw(t, "kind")
		f := fk.f
		fmf := ir.FastMath(rapid.IntRange(0, int(ir.FastAll)).Draw(t, "fmf"))
		if rapid.Bool().Draw(t, "nofmf") {
			fmf = 0
		}
		xa, xc := drawFloat(t, f, "x")
		ya, yc := drawFloat(t, f, "y")
		za, zc := drawFloat(t, f, "z")
		var ra, rc Val
		var what string
		switch rapid.IntRange(0, 4).Draw(t, "family") {
		case 0:
			op := rapid.SampledFrom(binops).Draw(t, "op")
			what = op.String()
			floatBinary(op, fmf, fk.k, xa, ya, &ra, true)
			floatBinary(op, fmf, fk.k, xc, yc, &rc, false)
		case 1:
			what = "fneg"
			floatNeg(fmf, fk.k, xa, &ra, true)
			floatNeg(fmf, fk.k, xc, &rc, false)
		case 2:
			p := ir.Predicate(rapid.IntRange(int(ir.FloatFalse), int(ir.FloatTrue)).Draw(t, "pred"))
			what = "fcmp " + p.String()
			floatCmp(p, fmf, fk.k, xa, ya, &ra, true)
			floatCmp(p, fmf, fk.k, xc, yc, &rc, false)
		case 3:
			name := rapid.SampledFrom(intrinsics).Draw(t, "name")
			what = name
			rw := uint32(64)
			if name == "is.fpclass" {
				rw = 1
				m := rapid.Uint64Range(0, 0x3ff).Draw(t, "mask")
				ya, yc = &Val{Bits: m}, &Val{Bits: m}
			}
			args := []*Val{xa, ya, za}[:intrinsicArity(name)]
			cargs := []*Val{xc, yc, zc}[:intrinsicArity(name)]
			floatIntrinsic(name, fmf, fk.k, rw, args, &ra, true)
			floatIntrinsic(name, fmf, fk.k, rw, cargs, &rc, false)
		case 4:
			op := rapid.SampledFrom([]ir.Opcode{ir.OpFPTrunc, ir.OpFPExt, ir.OpFPToUI, ir.OpFPToSI, ir.OpUIToFP, ir.OpSIToFP}).Draw(t, "cast")
			w := rapid.SampledFrom([]uint32{1, 8, 16, 32, 64}).Draw(t, "w")
			what = op.String()
			switch op {
			case ir.OpFPTrunc, ir.OpFPExt:
				to := rapid.SampledFrom(fpKinds).Draw(t, "to")
				floatCast(op, 0, fmf, fk.k, to.k, 0, 0, xa, &ra, true)
				floatCast(op, 0, fmf, fk.k, to.k, 0, 0, xc, &rc, false)
			case ir.OpFPToUI, ir.OpFPToSI:
				floatCast(op, 0, 0, fk.k, ir.IntegerType, 0, w, xa, &ra, true)
				floatCast(op, 0, 0, fk.k, ir.IntegerType, 0, w, xc, &rc, false)
			default:
				fl := ir.Flags(0)
				if rapid.Bool().Draw(t, "nneg") {
					fl = ir.NNeg
				}
				ia, ic := &Val{Bits: xa.Bits & widthMask(w), Undef: xa.Undef & widthMask(w), Poison: xa.Poison, Nondet: xa.Nondet}, &Val{Bits: xc.Bits & widthMask(w), Poison: xc.Poison}
				floatCast(op, fl, 0, ir.IntegerType, fk.k, w, 0, ia, &ra, true)
				floatCast(op, fl, 0, ir.IntegerType, fk.k, w, 0, ic, &rc, false)
			}
		}
		if !contains(&ra, &rc) {
			t.Fatalf("%s %s fmf=%#x: concrete %+v (x=%#x y=%#x z=%#x) not in abstract %+v", fk.name, what, fmf, rc, xc.Bits, yc.Bits, zc.Bits, ra)
		}
	})
}

func intrinsicArity(name string) int {
	switch name {
	case "copysign", "minnum", "maxnum", "minimum", "maximum", "is.fpclass":
		return 2
	case "fma", "fmuladd":
		return 3
	}
	return 1
}
