package oracle_test

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/faketools"
	"github.com/irfuzz/irfuzz/internal/testkit"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/semantics"
)

// crossTargets are the runnable targets beyond x86_64 and aarch64.
var crossTargets = []string{"riscv64", "riscv64-v", "ppc64le", "ppc64", "s390x", "i686", "i686-x87", "armv7", "mips64el", "x86_64-avx512", "wasm32"}

// targetModule's results depend on byte order (@order reads one byte of
// an i64 it stored), pointer width (@width), 64-bit arithmetic in pairs
// of registers (@order on a 32-bit target), argument memory (@bump) and
// floating point (@fsum, which targets with a FloatCaveat leave out).
const targetModule = `
@g = global i64 0

define i64 @order(i64 %x, i32 %y) {
  %p = alloca i64
  store i64 %x, ptr %p
  %q = getelementptr i8, ptr %p, i32 1
  %b = load i8, ptr %q
  %bz = zext i8 %b to i64
  %s = shl i64 %bz, 8
  %yz = zext i32 %y to i64
  %r = add i64 %s, %yz
  store i64 %r, ptr @g
  ret i64 %r
}

define i32 @width(i32 %n) {
  %e = getelementptr ptr, ptr null, i32 %n
  %i = ptrtoint ptr %e to i32
  ret i32 %i
}

define void @bump(ptr %p, i16 %d) {
  %v = load i16, ptr %p
  %w = add i16 %v, %d
  store i16 %w, ptr %p
  ret void
}

define double @fsum(double %a, float %b) {
  %e = fpext float %b to double
  %s = fadd double %a, %e
  ret double %s
}
`

// TestTargetsNoFalseAlarm checks targetModule with the real llc at -O0
// and -O2 on every runnable target: nothing is found.
func TestTargetsNoFalseAlarm(t *testing.T) {
	t.Parallel()
	for _, name := range crossTargets {
		t.Run(name, func(t *testing.T) {
			tg := needTarget(t, name)
			cfg := testkit.OracleConfig(t, fakeToolchain(t, "", ""))
			cfg.Pipelines = []string{"O0", "O2"}
			cfg.Levels = []string{"O0", "O2"}
			cfg.Targets = []*native.Target{tg}
			res := check(t, cfg, openStore(t), targetModule)
			for _, f := range res.Findings {
				t.Errorf("false alarm on %s: %s: %s (%s)", name, f.Signature, f.Reason, f.Dir)
			}
			if res.Steps == 0 {
				t.Errorf("nothing ran on %s", name)
			}
		})
	}
}

// TestTargetsCatchMiscompile: a fake llc that miscompiles @order at -O2
// (a subtraction for the addition) is caught on every runnable target,
// commands.sh reproduces the finding, and no longer does with the real
// llc; so is one that reads the other byte of the stored i64 (what a
// back end that got the byte order wrong would do).
func TestTargetsCatchMiscompile(t *testing.T) {
	t.Parallel()
	for i, name := range crossTargets {
		t.Run(name, func(t *testing.T) {
			if testing.Short() && i > 0 {
				t.Skip("-short: the first cross target alone")
			}
			t.Parallel()
			tg := needTarget(t, name)
			for _, sed := range []string{`s/%r = add i64 %s, %yz/%r = sub i64 %s, %yz/`, `s/getelementptr i8, ptr %p, i32 1/getelementptr i8, ptr %p, i32 0/`} {
				tools := fakeToolchain(t, "", faketools.LlcSed(sed))
				cfg := testkit.OracleConfig(t, tools)
				cfg.Pipelines = []string{"O0"}
				cfg.Levels = []string{"O2"}
				cfg.Inputs, cfg.NativeInputs = 64, 64
				cfg.Targets = []*native.Target{tg}
				res := check(t, cfg, openStore(t), targetModule)
				fs := only(t, res, finding.KindNative)
				f := fs[0]
				if f.Function != "order" || f.Target != name || !strings.Contains(f.Signature, name) {
					t.Errorf("%s: finding = %+v", sed, f)
				}
				if variantRepro() {
					reproduce(t, f)
					fixTool(t, f, tools, "llc", faketools.PassThrough)
				}
			}
		})
	}
}

// TestUnjudged checks which code a target does not judge: floating point
// where the target has a FloatCaveat, a call of a declared (LP64) C
// function where pointers are narrower (unless it is one of the C
// library's that reads and returns the same under ILP32, given nothing
// wider than 32 bits: abs, printf with an int), and of one declared
// without signext or zeroext on an int parameter where callers extend
// ints.
func TestUnjudged(t *testing.T) {
	t.Parallel()
	m := testkit.Parse(t, `
declare i32 @abs(i32)
declare i32 @absx(i32 signext)
declare i32 @printf(ptr, ...)
declare i32 @llvm.smax.i32(i32, i32)

define i32 @ints(i32 %x) {
  %r = call i32 @llvm.smax.i32(i32 %x, i32 0)
  ret i32 %r
}

define i32 @callsabs(i32 %x) {
  %r = call i32 @abs(i32 %x)
  ret i32 %r
}

define i32 @callsabsx(i32 %x) {
  %r = call i32 @absx(i32 %x)
  ret i32 %r
}

define i32 @variadic(ptr %f, i32 %x) {
  %r = call i32 (ptr, ...) @printf(ptr %f, i32 %x)
  ret i32 %r
}

define i32 @variadic64(ptr %f, i64 %x) {
  %r = call i32 (ptr, ...) @printf(ptr %f, i64 %x)
  ret i32 %r
}

define float @half(float %x) {
  %r = fmul float %x, 0.5
  ret float %r
}

define i32 @viahelper(float %x) {
  %r = call float @half(float %x)
  %i = fptosi float %r to i32
  ret i32 %i
}
`)
	src, err := semantics.ParseLayout("e-m:e-i64:64-n8:16:32:64-S128")
	if err != nil {
		t.Fatal(err)
	}
	layout := func(tg *native.Target) *semantics.Layout {
		l, err := semantics.ParseLayout(tg.Layout(19))
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	for _, tc := range []struct {
		target  string
		judged  []string
		unjudge []string
	}{
		{"x86_64", []string{"ints", "callsabs", "callsabsx", "variadic", "variadic64", "half", "viahelper"}, nil},
		{"ppc64", []string{"ints", "callsabsx", "variadic", "variadic64", "half", "viahelper"}, []string{"callsabs"}},
		{"i686", []string{"ints", "callsabs", "variadic"}, []string{"callsabsx", "variadic64", "half", "viahelper"}},
		{"mips64el", []string{"ints", "callsabsx", "variadic", "variadic64"}, []string{"callsabs", "half", "viahelper"}},
	} {
		tg, err := native.LookupTarget(tc.target)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range tc.judged {
			if why := oracle.UnjudgedForTest(tg, src, layout(tg), m.Func(n)); why != "" {
				t.Errorf("%s: @%s not judged: %s", tc.target, n, why)
			}
		}
		for _, n := range tc.unjudge {
			if why := oracle.UnjudgedForTest(tg, src, layout(tg), m.Func(n)); why == "" {
				t.Errorf("%s: @%s judged", tc.target, n)
			}
		}
	}
}
