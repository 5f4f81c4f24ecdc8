package semantics

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// inputsFunc parses a module and returns its function @f.
func inputsFunc(t *testing.T, src string) *ir.Function {
	t.Helper()
	m, err := ir.Parse("inputs.ll", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	f := m.Func("f")
	if f == nil {
		t.Fatalf("no @f in\n%s", src)
	}
	return f
}

// firstWith returns the index of the first input whose parameter param
// (or, when lane >= 0, that lane of the vector parameter) is want (as
// ParseArg reads it), -1 if none is.
func firstWith(t *testing.T, f *ir.Function, ins [][]Val, param, lane int, want string) int {
	t.Helper()
	ty := f.Params[param].Ty
	if lane >= 0 {
		ty = ty.Elem
	}
	w, err := ParseArg(ty, want)
	if err != nil {
		t.Fatalf("ParseArg(%s, %q): %v", ty, want, err)
	}
	ws := FormatVal(ty, &w)
	for k, in := range ins {
		v := &in[param]
		if lane >= 0 {
			v = &v.X.Lanes[lane]
		}
		if FormatVal(ty, v) == ws {
			return k
		}
	}
	return -1
}

func dumpInputs(f *ir.Function, ins [][]Val) string {
	var b strings.Builder
	for k, in := range ins {
		fmt.Fprintf(&b, "%d:", k)
		for i := range in {
			fmt.Fprintf(&b, " %s", FormatVal(f.Params[i].Ty, &in[i]))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// The oracle interprets the first 24 inputs and runs the first 12
// natively: the values a function's constants, widths and float types
// point at must be among those.
func TestInputsDerivedValues(t *testing.T) {
	tests := []struct {
		name   string
		src    string
		param  int
		lane   int      // -1: the parameter is a scalar
		within int      // the values must be among the first within inputs
		want   []string // ParseArg spellings
	}{
		{
			name: "icmp constant and neighbours",
			src: `define i1 @f(i32 %x) {
  %c = icmp ult i32 %x, 1000
  ret i1 %c
}`,
			lane: -1, within: 12,
			want: []string{"999", "1000", "1001", "-1000"},
		},
		{
			name: "int float int round trip",
			src: `define i32 @f(i32 %x) {
  %f = sitofp i32 %x to float
  %i = fptosi float %f to i32
  ret i32 %i
}`,
			lane: -1, within: 12,
			want: []string{"16777217", "-16777217"},
		},
		{
			name: "round trip limits not first",
			src: `define i32 @f(i32 %x) {
  %f = sitofp i32 %x to float
  %i = fptosi float %f to i32
  ret i32 %i
}`,
			lane: -1, within: 24,
			want: []string{"16777216", "16777215", "-16777216"},
		},
		{
			name: "double around 2^53",
			src: `define double @f(double %x) {
  %y = fadd double %x, 1.0
  ret double %y
}`,
			lane: -1, within: 12,
			// 2^53, the next double above it (2^53+2) and below (2^53-1)
			want: []string{"9007199254740992.0", "0x4340000000000001", "-9007199254740994.0"},
		},
		{
			name: "double below 2^53",
			src: `define double @f(double %x) {
  %y = fadd double %x, 1.0
  ret double %y
}`,
			lane: -1, within: 24,
			want: []string{"9007199254740991.0", "-9007199254740992.0", "0x3FF0000000000001"},
		},
		{
			name: "float around 2^24",
			src: `define float @f(float %x) {
  %y = fmul float %x, 3.0
  ret float %y
}`,
			lane: -1, within: 24,
			want: []string{"16777216.0", "16777218.0", "16777215.0", "-16777218.0"},
		},
		{
			name: "half around 2^11",
			src: `define half @f(half %x, half %y) {
  %z = fadd half %x, %y
  ret half %z
}`,
			lane: -1, within: 12,
			want: []string{"2048.0", "2050.0", "2047.0"},
		},
		{
			name: "i8 boundaries",
			src: `define i8 @f(i8 %x, i8 %y, i8 %z) {
  %a = add i8 %x, %y
  %b = add i8 %a, %z
  ret i8 %b
}`,
			lane: -1, within: 12,
			want: []string{"127", "128", "129", "-127"},
		},
		{
			name: "float constant to int",
			src: `define i32 @f(i32 %x) {
  %d = sitofp i32 %x to double
  %c = fcmp olt double %d, 1000.5
  %r = zext i1 %c to i32
  ret i32 %r
}`,
			lane: -1, within: 12,
			want: []string{"1000", "1001"},
		},
		{
			name: "wider constant wraps",
			src: `define i1 @f(i8 %x, i8 %y, i8 %z) {
  %w = zext i8 %x to i64
  %c = icmp eq i64 %w, 300
  ret i1 %c
}`,
			lane: -1, within: 12,
			want: []string{"44", "45", "43"}, // 300 mod 256 and its neighbours
		},
		{
			name: "narrower constant sign- and zero-extended",
			src: `define i1 @f(i32 %x) {
  %t = trunc i32 %x to i8
  %c = icmp ugt i8 %t, -56
  ret i1 %c
}`,
			lane: -1, within: 12,
			want: []string{"-56", "200"},
		},
		{
			name: "switch cases",
			src: `define i32 @f(i32 %x) {
  switch i32 %x, label %d [ i32 77, label %a
                            i32 -5000, label %a ]
a:
  ret i32 1
d:
  ret i32 0
}`,
			lane: -1, within: 12,
			want: []string{"77", "78", "76", "-5000"},
		},
		{
			name: "constant inside a constant expression",
			src: `@g = global [8 x i8] zeroinitializer
define i1 @f(i64 %x) {
  %c = icmp eq i64 %x, ptrtoint (ptr getelementptr (i8, ptr @g, i64 4242) to i64)
  ret i1 %c
}`,
			lane: -1, within: 12,
			want: []string{"4242", "4243", "4241"},
		},
		{
			name: "vector constant elements reach the lanes",
			src: `define <2 x i1> @f(<2 x i32> %v) {
  %c = icmp slt <2 x i32> %v, <i32 1000, i32 -77>
  ret <2 x i1> %c
}`,
			lane: 0, within: 12,
			want: []string{"1000", "-77", "1001", "999"},
		},
		{
			name: "wide integer constant",
			src: `define i128 @f(i128 %x) {
  %a = add i128 %x, 123456789012345678901234567
  ret i128 %a
}`,
			lane: -1, within: 12,
			want: []string{"123456789012345678901234567", "123456789012345678901234568", "123456789012345678901234566", "-123456789012345678901234567"},
		},
		{
			name: "float parameter takes the integer constants",
			src: `define i1 @f(float %x, i32 %n) {
  %c = icmp eq i32 %n, 16777217
  %d = fcmp oeq float %x, 0.0
  %r = and i1 %c, %d
  ret i1 %r
}`,
			lane: -1, within: 12,
			want: []string{"16777216.0", "16777218.0"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := inputsFunc(t, tc.src)
			ins := Inputs(f, CheckOptions{MaxInputs: 24, Seed: 1})
			for _, w := range tc.want {
				if k := firstWith(t, f, ins, tc.param, tc.lane, w); k < 0 || k >= tc.within {
					t.Errorf("%s: at %d, want among the first %d inputs:\n%s", w, k, tc.within, dumpInputs(f, ins[:min(len(ins), 24)]))
				}
			}
		})
	}
}

// Sampled inputs start with every parameter at 0, 1 and -1.
func TestInputsHeadEdges(t *testing.T) {
	f := inputsFunc(t, `define i32 @f(i32 %x, float %y) {
  %c = icmp eq i32 %x, 1000
  %r = select i1 %c, i32 1, i32 2
  ret i32 %r
}`)
	ins := Inputs(f, CheckOptions{MaxInputs: 24, Seed: 3})
	for k, want := range [][2]string{{"0", "0.0"}, {"1", "-0.0"}, {"-1", "1.0"}} {
		for i, w := range want {
			v, _ := ParseArg(f.Params[i].Ty, w)
			if got := FormatVal(f.Params[i].Ty, &ins[k][i]); got != FormatVal(f.Params[i].Ty, &v) {
				t.Errorf("input %d parameter %d = %s, want %s", k, i, got, w)
			}
		}
	}
}

func TestInputsDeterministic(t *testing.T) {
	f := inputsFunc(t, `define i64 @f(i64 %x, <4 x i16> %v, double %d) {
  %a = add i64 %x, 12345
  %e = extractelement <4 x i16> %v, i32 2
  %s = sext i16 %e to i64
  %c = fptosi double %d to i64
  %r = add i64 %a, %s
  %q = mul i64 %r, %c
  ret i64 %q
}`)
	for _, seed := range []uint64{0, 1, 99} {
		opts := CheckOptions{MaxInputs: 40, Seed: seed}
		a, b := dumpInputs(f, Inputs(f, opts)), dumpInputs(f, Inputs(f, opts))
		if a != b {
			t.Fatalf("seed %d: two calls differ:\n%s\nvs\n%s", seed, a, b)
		}
	}
	if dumpInputs(f, Inputs(f, CheckOptions{MaxInputs: 40, Seed: 1})) == dumpInputs(f, Inputs(f, CheckOptions{MaxInputs: 40, Seed: 2})) {
		t.Errorf("seeds 1 and 2 give the same inputs: the random part ignores the seed")
	}
}

// manyConstants is a function with n distinct constants.
func manyConstants(n int) string {
	var b strings.Builder
	b.WriteString("define i32 @f(i32 %x, i16 %y, float %z) {\n  %v0 = add i32 %x, 0\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "  %%v%d = xor i32 %%v%d, %d\n", i, i-1, i*7919+13)
	}
	fmt.Fprintf(&b, "  ret i32 %%v%d\n}\n", n)
	return b.String()
}

// Inputs gives exactly MaxInputs sampled inputs, then the special ones,
// however many constants the function has.
func TestInputsBounded(t *testing.T) {
	for _, src := range []string{
		manyConstants(3),
		manyConstants(500),
		`define i8 @f(ptr %p, i8 %x) {
  %v = load i8, ptr %p
  %r = add i8 %v, %x
  ret i8 %r
}`,
	} {
		f := inputsFunc(t, src)
		special := len(specialInputs(f.Params))
		for _, max := range []int{1, 2, 3, 5, 12, 24, 100, 1000} {
			opts := CheckOptions{MaxInputs: max, Seed: 7}
			if n := len(Inputs(f, opts)); n != max+special {
				t.Errorf("%s: MaxInputs %d: %d inputs, want %d + %d special", f.Ident(), max, n, max, special)
			}
			opts.NoPoisonArg = true
			if n := len(Inputs(f, opts)); n != max {
				t.Errorf("%s: MaxInputs %d, NoPoisonArg: %d inputs", f.Ident(), max, n)
			}
		}
	}
	d := deriveValues(inputsFunc(t, manyConstants(500)))
	if len(d.consts) != maxDerivedConsts {
		t.Errorf("%d constants kept, want the first %d", len(d.consts), maxDerivedConsts)
	}
}

// Small argument spaces are enumerated whole, each input once: the edge
// values and the function's own first (for a caller that takes some),
// then the rest in order.
func TestInputsExhaustive(t *testing.T) {
	f := inputsFunc(t, `define i8 @f(i8 %x, i4 %y) {
  %c = icmp eq i8 %x, 100
  %r = select i1 %c, i8 7, i8 9
  ret i8 %r
}`)
	ins := Inputs(f, CheckOptions{NoPoisonArg: true})
	if len(ins) != 1<<12 {
		t.Fatalf("%d inputs, want %d", len(ins), 1<<12)
	}
	seen := make([]bool, 1<<12)
	for _, in := range ins {
		k := in[0].Bits | in[1].Bits<<8
		if seen[k] {
			t.Fatalf("input x=%d y=%d twice", in[0].Bits, in[1].Bits)
		}
		seen[k] = true
	}
	head := map[uint64]bool{}
	for _, in := range ins[:exhaustiveHead] {
		head[in[0].Bits] = true
	}
	for _, x := range []uint64{0, 1, 0xff, 100, 99, 101} {
		if !head[x] {
			t.Errorf("x=%d is not among the first %d inputs", x, exhaustiveHead)
		}
	}
	// After the head, the enumeration's order.
	for k := exhaustiveHead + 1; k < len(ins); k++ {
		a, b := ins[k-1][0].Bits|ins[k-1][1].Bits<<8, ins[k][0].Bits|ins[k][1].Bits<<8
		if a >= b {
			t.Fatalf("inputs %d and %d out of order", k-1, k)
		}
	}
}

// The pools leave out exactly the head edge values that start every
// sampled list.
func TestValuePoolHeadIsEdges(t *testing.T) {
	for _, ty := range []*ir.Type{ir.Int(2), ir.Int(8), ir.Int(32), ir.Int(64), ir.Int(65), ir.Int(128), ir.Half, ir.BFloat, ir.Float, ir.Double} {
		p := newValuePool(ty, 0)
		ev := edgeValues(ty)
		for i := 0; i < headEdges; i++ {
			k := u128{lo: ev[i].Bits}
			if ev[i].X != nil {
				k = u128{ev[i].X.Words[0], ev[i].X.Words[1]}
			}
			if p.seen.add(k) {
				t.Errorf("%s: head edge value %s is not in a new pool", ty, FormatVal(ty, &ev[i]))
			}
		}
		if p.seen.add(u128{lo: 5}) == false {
			t.Errorf("%s: 5 is in a new pool", ty)
		}
	}
}

// Integer pools hold every 2^k-1, 2^k, 2^k+1 and negation, and the float
// limits that fit the type.
func TestInterestingValuesIntegers(t *testing.T) {
	f := inputsFunc(t, `define i16 @f(i16 %x, i32 %y, i64 %z, i128 %w) {
  ret i16 %x
}`)
	has := func(ty *ir.Type, vs []Val, s string) bool {
		w, err := ParseArg(ty, s)
		if err != nil {
			t.Fatalf("ParseArg(%s, %s): %v", ty, s, err)
		}
		for i := range vs {
			if FormatVal(ty, &vs[i]) == FormatVal(ty, &w) {
				return true
			}
		}
		return false
	}
	i16 := f.Params[0].Ty
	vs := interestingValues(f, i16)
	for k := 0; k < 16; k++ {
		p := int64(1) << k
		for _, x := range []int64{p - 1, p, p + 1, -(p - 1), -p, -(p + 1)} {
			x = int64(int16(x))
			if x == 0 || x == 1 || x == -1 {
				continue // the head edge values
			}
			if !has(i16, vs, fmt.Sprint(x)) {
				t.Errorf("i16: no %d (from 2^%d)", x, k)
			}
		}
	}
	seen := map[string]bool{}
	for i := range vs {
		s := FormatVal(i16, &vs[i])
		if seen[s] {
			t.Errorf("i16: %s twice", s)
		}
		seen[s] = true
	}
	for _, c := range []struct {
		param int
		val   string
		want  bool
	}{
		{0, "2049", true}, {0, "-2049", true}, // 2^11+1 fits i16
		{1, "16777217", true}, {1, "-16777217", true}, // 2^24+1 fits i32
		{2, "9007199254740993", true}, {2, "-9007199254740993", true},
		{3, "18446744073709551617", true}, {3, "-18446744073709551617", true}, // 2^64+1 in i128
		{3, "170141183460469231731687303715884105727", true}, // 2^127-1
	} {
		ty := f.Params[c.param].Ty
		if got := has(ty, interestingValues(f, ty), c.val); got != c.want {
			t.Errorf("%s %s: in pool = %v, want %v", ty, c.val, got, c.want)
		}
	}
}

// Float pools: the values next to the limits, rounded to the type, and
// nothing that overflows to infinity.
func TestInterestingValuesFloats(t *testing.T) {
	f := inputsFunc(t, `define i32 @f(half %h, float %x, double %d) {
  %i = fptosi float %x to i32
  %c = fcmp olt double %d, 0.1
  %j = fptoui half %h to i16
  ret i32 %i
}`)
	for _, c := range []struct {
		param int
		val   string
		want  bool
	}{
		{0, "2048.0", true}, {0, "2050.0", true}, {0, "2047.0", true}, {0, "-2050.0", true},
		{0, "32768.0", true},                // 2^15: fptoui/fptosi i16 boundary
		{0, "16777216.0", false},            // 2^24 is not a half (inf)
		{1, "2147483648.0", true},           // 2^31, the fptosi i32 boundary
		{1, "2147483520.0", true},           // the float below it
		{1, "9007199254740992.0", true},     // 2^53 (tier 6)
		{2, "0.1", true},                    // the constant
		{2, "0x3FB999999999999B", true},     // and the next double above it
		{2, "0x3FB9999999999999", true},     // and below
		{2, "-0.1", true},                   // negated
		{2, "1.1", true},                    // plus one
		{2, "0x4340000000000001", true},     // 2^53+2
		{2, "18446744073709551616.0", true}, // 2^64
	} {
		ty := f.Params[c.param].Ty
		w, err := ParseArg(ty, c.val)
		if err != nil {
			t.Fatal(err)
		}
		got := false
		for _, v := range interestingValues(f, ty) {
			if v.Bits == w.Bits {
				got = true
			}
			if fm := formatOf(ty.Kind); fm.isInf(v.Bits) {
				t.Errorf("%s pool holds an infinity", ty)
			}
		}
		if got != c.want {
			t.Errorf("%s %s: in pool = %v, want %v", ty, c.val, got, c.want)
		}
	}
}

func TestFloatConstantCentres(t *testing.T) {
	for _, c := range []struct {
		x    float64
		w    uint32
		want []int64
	}{
		{1000.5, 32, []int64{1000, 1001}},
		{-2.5, 32, []int64{-3, -2}},
		{7, 8, []int64{7}},
		{300, 8, nil},         // out of i8's range [-128, 256): left out
		{255, 8, []int64{-1}}, // 255 is the unsigned i8 -1
		{1e30, 64, nil},
		{math.Inf(1), 64, nil},
		{math.NaN(), 64, nil},
	} {
		got := appendIntCentres(nil, ir.NewDouble(c.x), c.w)
		var gs []int64
		for _, g := range got {
			gs = append(gs, signExtend(g.trunc(c.w).lo, c.w))
		}
		if fmt.Sprint(gs) != fmt.Sprint(c.want) && !(len(gs) == 0 && len(c.want) == 0) {
			t.Errorf("%g in i%d: %v, want %v", c.x, c.w, gs, c.want)
		}
	}
}

func TestU128Set(t *testing.T) {
	var s u128Set
	s.init(0)
	for round := 0; round < 2; round++ {
		for i := uint64(0); i < 3000; i++ {
			k := u128{i * 0x10001, i >> 3}
			if got := s.add(k); got != (round == 0 && i != 0) {
				t.Fatalf("round %d: add(%v) = %v", round, k, got)
			}
		}
	}
}
