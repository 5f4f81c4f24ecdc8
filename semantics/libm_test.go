package semantics

import (
	"math"
	"os"
	"path/filepath"
	"testing"
)

// TestLibmCorrectlyRounded checks the C library's functions against
// correctly rounded values (mpmath at 400 bits; for float, of the float
// argument), arguments chosen for hard reductions (sin 1e22, cos 1e300),
// cancellation (sinh 1e-5, log2 near 1, pow near 1), subnormal results
// and arguments.
func TestLibmCorrectlyRounded(t *testing.T) {
	cases := []struct {
		fn  string
		x   []float64
		d   uint64
		f32 uint32 // 0: not checked
	}{
		{"sin", []float64{1e+22}, 0xBFEB453AB76BF397, 0xBF3BECC4},
		{"cos", []float64{1e+300}, 0xBFE2699022ADC4C1, 0},
		{"tan", []float64{1.5}, 0x402C33ED50B88777, 0x41619F6B},
		{"asin", []float64{0.999}, 0x3FF86AC9AD18F803, 0x3FC35650},
		{"acos", []float64{-0.5}, 0x4000C152382D7366, 0x40060A92},
		{"atan", []float64{7.0}, 0x3FF6DCC57BB565FD, 0x3FB6E62C},
		{"atan2", []float64{-1.0, -2.0}, 0xC0056C6E7397F5AE, 0xC02B6374},
		{"sinh", []float64{1e-05}, 0x3EE4F8B588E4E940, 0x3727C5AC},
		{"cosh", []float64{3.0}, 0x402422A497D6185E, 0x41211525},
		{"tanh", []float64{0.75}, 0x3FE45323E552F228, 0x3F22991F},
		{"exp", []float64{-700.5}, 0x00C4FF475C68CA02, 0x00000000},
		{"exp2", []float64{0.5}, 0x3FF6A09E667F3BCD, 0x3FB504F3},
		{"exp10", []float64{-3.3}, 0x3F406C4363887513, 0x3A03621C},
		{"log", []float64{1e-310}, 0xC0864E69394D9508, 0},
		{"log2", []float64{1.0000001}, 0x3E835D0FEA5FCCB7, 0x3438AA3A},
		{"log10", []float64{7.0}, 0x3FEB0B0B0B78CC3F, 0x3F585858},
		{"pow", []float64{1.0000001, 10000000.0}, 0x4005BF0A790CE6F2, 0x4052D05E},
		{"sinpi", []float64{0.3}, 0x3FE9E3779B97F4A8, 0x3F4F1BBD},
		{"cospi", []float64{1.75}, 0x3FE6A09E667F3BCD, 0x3F3504F3},
	}
	for _, c := range cases {
		a := make([]uint64, len(c.x))
		af := make([]uint64, len(c.x))
		for i, x := range c.x {
			a[i] = math.Float64bits(x)
			af[i] = uint64(math.Float32bits(float32(x)))
		}
		if got := libmCompute(c.fn, &fmtDouble, a); got != c.d {
			t.Errorf("%s%v = %#x, want %#x", c.fn, c.x, got, c.d)
		}
		if c.f32 == 0 {
			continue
		}
		if got := libmCompute(c.fn, &fmtFloat, af); got != uint64(c.f32) {
			t.Errorf("%sf%v = %#x, want %#x", c.fn, c.x, got, c.f32)
		}
	}
}

// TestLibmSpecialValues checks C Annex F's special cases (what LLVM's
// folder and LibCallSimplifier rely on) and exact results.
func TestLibmSpecialValues(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	negZero := math.Copysign(0, -1)
	pi := math.Pi
	cases := []struct {
		fn   string
		x, y float64
		want float64
	}{
		{"pow", nan, 0, 1}, {"pow", 1, nan, 1}, {"pow", negZero, -1, -inf}, {"pow", negZero, -2, inf},
		{"pow", negZero, 3, negZero}, {"pow", negZero, 0.5, 0}, {"pow", -inf, 0.5, inf}, {"pow", -inf, -3, negZero},
		{"pow", -1, inf, 1}, {"pow", 0.5, -inf, inf}, {"pow", 2, -inf, 0}, {"pow", -2, 0.5, nan},
		{"pow", -2, 3, -8}, {"pow", 2, 10, 1024}, {"pow", 4, 0.5, 2}, {"pow", 10, -400, 0}, {"pow", 3, 1e10, inf},
		{"exp", -inf, 0, 0}, {"exp", inf, 0, inf}, {"exp", negZero, 0, 1}, {"exp2", -1074, 0, 5e-324}, {"exp2", 10, 0, 1024},
		{"exp", 710, 0, inf}, {"exp10", 3, 0, 1000},
		{"log", 1, 0, 0}, {"log", negZero, 0, -inf}, {"log", -1, 0, nan}, {"log2", 0.125, 0, -3}, {"log10", 1000, 0, 3},
		{"sin", negZero, 0, negZero}, {"sin", inf, 0, nan}, {"cos", negZero, 0, 1}, {"tan", negZero, 0, negZero},
		{"asin", 2, 0, nan}, {"acos", 1, 0, 0}, {"atan", -inf, 0, -pi / 2},
		{"atan2", 0, negZero, pi}, {"atan2", negZero, negZero, -pi}, {"atan2", negZero, 1, negZero}, {"atan2", 1, 0, pi / 2},
		{"atan2", inf, -inf, 3 * pi / 4}, {"atan2", -1, -inf, -pi},
		{"sinh", negZero, 0, negZero}, {"sinh", -1e4, 0, -inf}, {"cosh", -inf, 0, inf}, {"tanh", -inf, 0, -1}, {"tanh", 30, 0, 1},
		{"sinpi", -2, 0, negZero}, {"sinpi", 0.5, 0, 1}, {"cospi", 0.5, 0, 0}, {"cospi", 1, 0, -1}, {"sinpi", 1e300, 0, 0},
	}
	for _, c := range cases {
		got := math.Float64frombits(libmCompute(c.fn, &fmtDouble, []uint64{math.Float64bits(c.x), math.Float64bits(c.y)}))
		same := got == c.want && math.Signbit(got) == math.Signbit(c.want) || math.IsNaN(got) && math.IsNaN(c.want)
		if !same {
			t.Errorf("%s(%v, %v) = %v, want %v", c.fn, c.x, c.y, got, c.want)
		}
	}
}

// TestLibmNear checks the answers a tolerance allows.
func TestLibmNear(t *testing.T) {
	one := math.Float64bits(1)
	got := libmNear(&fmtDouble, one, 1)
	if len(got) != 3 || got[0] != one || got[1] != one-1 || got[2] != one+1 {
		t.Errorf("libmNear(1, 1) = %#x", got)
	}
	// Across zero, and not past infinity.
	if got := libmNear(&fmtDouble, 0, 1); len(got) != 3 || got[1] != 1<<63|1 || got[2] != 1 {
		t.Errorf("libmNear(0, 1) = %#x", got)
	}
	if got := libmNear(&fmtFloat, 0x7F800000, 2); len(got) != 3 || got[1] != 0x7F7FFFFF {
		t.Errorf("libmNear(float inf, 2) = %#x", got)
	}
}

// TestLibmProgram runs testdata/libm/math.c as clang-19 and clang-22 built
// it (-O0): what it prints is what the native program (glibc) printed.
func TestLibmProgram(t *testing.T) {
	want, err := os.ReadFile(filepath.Join("testdata", "libm", "math.out"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"math_19.ll", "math_22.ll"} {
		m, _ := loadTestModule(t, filepath.Join("testdata", "libm", name))
		p, err := Load(m)
		if err != nil {
			t.Fatal(err)
		}
		outs := p.NewMachine(Config{}).MainBehaviours([]string{"prog"}, 16)
		if len(outs) != 1 || outs[0].Kind != Exited || string(outs[0].Stdout) != string(want) {
			t.Errorf("%s: %d outcomes, first %s, stdout %q, want %q", name, len(outs), outs[0].String(), outs[0].Stdout, want)
		}
	}
}

// TestLibmNativeAnswer judges outcomes as a native run gives them: glibc's
// sin(0xBFE9E5EF9EF3CBDF) is one ulp from the correctly rounded value the
// interpreter answers, which the tolerant second run of the source allows;
// three ulp is not allowed.
func TestLibmNativeAnswer(t *testing.T) {
	p := libcLoad(t, `
@fmt = private unnamed_addr constant [4 x i8] c"%a\0A\00"
declare i32 @printf(ptr, ...)
declare double @sin(double)
define i32 @main() {
  %s = call double @sin(double 0xBFE9E5EF9EF3CBDF)
  call i32 (ptr, ...) @printf(ptr @fmt, double %s)
  ret i32 0
}`)
	outs := p.NewMachine(Config{}).MainBehaviours([]string{"prog"}, 16)
	if len(outs) != 1 || string(outs[0].Stdout) != "-0x1.729824e5e1f3fp-1\n" {
		t.Fatalf("source: %d outcomes, first %q", len(outs), outs[0].Stdout)
	}
	for _, c := range []struct {
		out string
		ok  bool
	}{{"-0x1.729824e5e1f3fp-1\n", true}, {"-0x1.729824e5e1f3ep-1\n", true}, {"-0x1.729824e5e1f3cp-1\n", false}} {
		native := Outcome{Kind: Exited, Stdout: []byte(c.out)}
		if r := ProgramAllows(outs, &native); (r == "") != c.ok {
			t.Errorf("stdout %q: ProgramAllows = %q, want allowed %v", c.out, r, c.ok)
		}
	}
}

// TestLibmPowSignalingNaN: pow(sNaN, 0) and pow(1, sNaN) are 1 (LLVM's
// fold, Annex F for quiet NaNs) or a NaN (glibc): the source allows both,
// a target run answers 1.
func TestLibmPowSignalingNaN(t *testing.T) {
	p := libcLoad(t, `
declare float @llvm.pow.f32(float, float)
define float @f(float %x, float %y) {
  %r = call float @llvm.pow.f32(float %x, float %y)
  ret float %r
}`)
	f := p.Module.Func("f")
	snan, one, zero := Val{Bits: 0x7F800001}, Val{Bits: 0x3F800000}, Val{}
	for _, args := range [][]Val{{snan, zero}, {one, snan}} {
		outs := p.NewMachine(Config{}).Behaviours(f, args, 16)
		if len(outs) != 2 || outs[0].Value.Bits != 0x3F800000 || !fmtFloat.isNaN(outs[1].Value.Bits|outs[1].Value.Undef) {
			t.Errorf("pow(%#x, %#x): source %v", args[0].Bits, args[1].Bits, outs)
		}
		o := p.NewMachine(Config{Chooser: ZeroChooser{}}).RunFunc(f, args)
		if o.Value.Bits != 0x3F800000 {
			t.Errorf("pow(%#x, %#x): target %s", args[0].Bits, args[1].Bits, o.String())
		}
	}
}
