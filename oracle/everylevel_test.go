package oracle_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/testkit"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// otherReleaseInstalled skips the test unless an LLVM release other
// than major is installed: the independent references need one.
func otherReleaseInstalled(t *testing.T, major int) {
	t.Helper()
	for _, tc := range native.Installed() {
		if tc.Major != major {
			return
		}
	}
	t.Skipf("no LLVM release other than %d installed: no independent reference", major)
}

// headerTargets is the first installed runnable target that a module's
// "; Targets:" line names, nil when none is.
func headerTargets(t *testing.T, text string) *native.Target {
	t.Helper()
	for _, line := range strings.Split(text, "\n") {
		names, ok := strings.CutPrefix(line, "; Targets:")
		if !ok {
			continue
		}
		for _, n := range strings.Fields(names) {
			tg, err := native.LookupTarget(n)
			if err != nil {
				t.Fatal(err)
			}
			if len(tg.Missing()) == 0 {
				return tg
			}
		}
		return nil
	}
	t.Fatal("the header has no '; Targets:' line")
	return nil
}

// TestLLVM14EveryLevel checks the back-end bugs of
// testdata/llvm14-everylevel: LLVM 14's SelectionDAG is wrong on them at
// -O0 as at -O2, so the unoptimized source's reference builds do the
// same as the finding's; each is a native miscompile all the same, on the
// first installed target its header names, whose evidence names the
// independent build that agrees with the reference semantics, and whose
// commands.sh shows it with stock tools.
func TestLLVM14EveryLevel(t *testing.T) {
	t.Parallel()
	tc := testkit.Toolchain(t, 14)
	otherReleaseInstalled(t, 14)
	files, err := filepath.Glob("testdata/llvm14-everylevel/*.ll")
	if err != nil || len(files) < 8 {
		t.Fatalf("want 8 bug modules at least, have %d (%v)", len(files), err)
	}
	for i, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			if testing.Short() && i > 0 {
				t.Skip("-short: the first module alone")
			}
			t.Parallel()
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			tg := headerTargets(t, string(data))
			if tg == nil {
				t.Skip("none of the targets the header names is installed (scripts/deps.sh --targets)")
			}
			cfg := testkit.OracleConfig(t, tc)
			cfg.Pipelines = []string{"O0"} // (the source alone: opt -O0 changes nothing)
			cfg.Levels = []string{"O0"}
			cfg.Targets = []*native.Target{tg}
			cfg.Inputs, cfg.Exhaustive, cfg.NativeInputs = 24, 16, 64
			res := check(t, cfg, openStore(t), string(data))
			var f *finding.Finding
			for _, g := range only(t, res, finding.KindNative) {
				if g.Target == tg.Name {
					f = g
				}
			}
			switch {
			case f == nil:
				t.Fatalf("no native miscompile on %s", tg.Name)
			case !strings.Contains(f.Evidence, "prints the same") && !strings.Contains(f.Evidence, "wrong too"):
				t.Errorf("evidence %q: the source's own build is not said to be wrong", f.Evidence)
			case !strings.Contains(f.Evidence, "; right: the source built "):
				t.Errorf("evidence %q names no independent build that is right", f.Evidence)
			}
			t.Logf("%s: %s", f.Signature, f.Evidence)
			if variantRepro() {
				reproduce(t, f)
			}
		})
	}
}

// halfConversion is LLVM 14's environment mismatch with libgcc 12 on
// x86-64: LLVM 14 expects __truncdfhf2 to return the half in ax, libgcc
// 12 returns it in xmm0, so every LLVM 14 build of @d2h prints garbage,
// and LLVM 15 and later, which agree with libgcc, print the right half.
const halfConversion = `
define i16 @d2h(double %x) {
  %h = fptrunc double %x to half
  %b = bitcast half %h to i16
  ret i16 %b
}
`

// TestHalfConversionStaysRejected: the independent references must not
// turn an environment mismatch into a finding. @d2h calls a runtime
// routine of the machine's libraries, so other releases' right answers do
// not count, and every LLVM 14 build is wrong: no finding, and the
// difference counted under oracle.RuntimeShared.
func TestHalfConversionStaysRejected(t *testing.T) {
	t.Parallel()
	tc := testkit.Toolchain(t, 14)
	otherReleaseInstalled(t, 14)
	tg := needTarget(t, "x86_64")
	cfg := testkit.OracleConfig(t, tc)
	cfg.Pipelines = []string{"O0"}
	cfg.Levels = []string{"O0"}
	cfg.Targets = []*native.Target{tg}
	res := check(t, cfg, openStore(t), halfConversion)
	for _, f := range res.Findings {
		t.Errorf("finding %s: @%s(%s): expected %s, got %s; evidence %q", f.Signature, f.Function, f.Input, f.Expected, f.Actual, f.Evidence)
	}
	switch c := res.Cells["x86_64/O0"]; {
	case c == nil || c.Calls == 0:
		// (A libgcc without __truncdfhf2, older than 12, leaves the
		// function unjudged: nothing to show.)
		t.Logf("@d2h not judged on x86_64: %+v", c)
	case res.NotFindings[oracle.RuntimeShared] == 0:
		t.Errorf("no difference counted as %q: %v", oracle.RuntimeShared, res.NotFindings)
	}
}

// everyLevelProgram prints whether smul.with.overflow.i2(argc, -2)
// overflows: with no arguments, 1 * -2 does not (0), but LLVM 14's
// SelectionDAG folds the multiplication by "2" into an addition that
// does, at -O0 as at -O2 (issue 55644).
const everyLevelProgram = `
@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"

declare i32 @printf(ptr, ...)

define i32 @main(i32 %argc, ptr %argv) {
  %x = trunc i32 %argc to i2
  %r = call { i2, i1 } @llvm.smul.with.overflow.i2(i2 %x, i2 -2)
  %o = extractvalue { i2, i1 } %r, 1
  %z = zext i1 %o to i32
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i32 %z)
  ret i32 0
}

declare { i2, i1 } @llvm.smul.with.overflow.i2(i2, i2)
`

// TestProgramEveryLevel: a whole program that LLVM 14 builds wrong at
// -O0 on x86-64, as the source's reference build does, is a native
// miscompile whose evidence names a release that builds it right, and
// whose commands.sh shows that with stock tools.
func TestProgramEveryLevel(t *testing.T) {
	t.Parallel()
	tc := testkit.Toolchain(t, 14)
	otherReleaseInstalled(t, 14)
	cfg := testkit.OracleConfig(t, tc)
	cfg.Pipelines = []string{"O0"}
	cfg.Levels = []string{"O0"}
	cfg.Targets = []*native.Target{needTarget(t, "x86_64")}
	res := checkProgram(t, cfg, everyLevelProgram)
	f := only(t, res, finding.KindNative)[0]
	if !strings.Contains(f.Evidence, "does the same") || !strings.Contains(f.Evidence, "right: the source built for x86_64 at -O0 by LLVM ") {
		t.Errorf("evidence %q", f.Evidence)
	}
	if variantRepro() {
		reproduce(t, f)
	}
}
