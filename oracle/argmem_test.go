package oracle_test

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/faketools"
	"github.com/irfuzz/irfuzz/internal/testkit"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/semantics"
)

// argObjectsModule stores through two pointer parameters, which may point
// into one argument object, and loads back.
const argObjectsModule = `
define void @f(ptr %p, ptr %q) {
  store i32 7, ptr %p, align 4
  store i32 9, ptr %q, align 4
  %x = load i32, ptr %p, align 4
  %y = add i32 %x, 1
  %r = getelementptr i8, ptr %q, i64 4
  store i32 %y, ptr %r, align 4
  ret void
}
`

// llvmReleases are the LLVM releases the native argument-memory tests run
// with, by the directory of their tools (-short: LLVM 19 alone).
func llvmReleases(t *testing.T) []*native.Toolchain {
	t.Helper()
	var tcs []*native.Toolchain
	majors := []int{19, 14}
	if testing.Short() {
		majors = majors[:1] // -short: LLVM 19 alone
	}
	for _, major := range majors {
		tc, err := native.Find(major, "")
		if err != nil {
			t.Logf("LLVM %d: %v (skipped)", major, err)
			continue
		}
		tcs = append(tcs, tc)
	}
	if len(tcs) == 0 {
		t.Skip("no LLVM release installed")
	}
	return tcs
}

// nativeConfig checks the module natively on tg with tc: the source and
// its O2 output at llc -O0 and -O2.
func nativeConfig(t *testing.T, tc *native.Toolchain, tg *native.Target) oracle.Config {
	cfg := testkit.OracleConfig(t, tc)
	cfg.Pipelines = []string{"O2"}
	cfg.Levels = []string{"O0", "O2"}
	cfg.Targets = []*native.Target{tg}
	cfg.Inputs, cfg.NativeInputs = 24, 12
	return cfg
}

// fakeLlc is a configuration that checks the source alone (opt -O0) on tg
// at llc -O2, where a fake llc wrapping tc's edits the module with sed.
func fakeLlc(t *testing.T, tc *native.Toolchain, tg *native.Target, sed string) (*native.Toolchain, oracle.Config) {
	t.Helper()
	fake, err := faketools.Write(t.TempDir(), tc.Dir, "", faketools.LlcSed(sed))
	if err != nil {
		t.Fatal(err)
	}
	cfg := nativeConfig(t, fake, tg)
	cfg.Pipelines, cfg.Levels = []string{"O0"}, []string{"O2"}
	return fake, cfg
}

// checkNoFindings checks that res ran harness steps and has no findings
// and no rejected native differences.
func checkNoFindings(t *testing.T, res *oracle.Result) {
	t.Helper()
	if res.Steps == 0 {
		t.Error("no harness steps ran")
	}
	for _, f := range res.Findings {
		t.Errorf("false alarm: %s: @%s(%s): expected %s, got %s (%s)", f.Signature, f.Function, f.Input, f.Expected, f.Actual, f.Reason)
	}
	for _, r := range res.Rejected {
		t.Errorf("rejected native difference: %s", r)
	}
}

// TestArgObjectsNative checks that a function with pointer parameters
// runs natively on its argument objects, on x86-64 and AArch64 with LLVM
// 19 and 14: right code gives no finding, and a fake llc that stores
// another constant through %q gives a native finding about the object's
// final bytes.
func TestArgObjectsNative(t *testing.T) {
	t.Parallel()
	for _, tc := range llvmReleases(t) {
		for _, name := range []string{"x86_64", "aarch64"} {
			t.Run(itoa(tc.Major)+"/"+name, func(t *testing.T) {
				t.Parallel()
				tg := needTarget(t, name)
				res := check(t, nativeConfig(t, tc, tg), openStore(t), argObjectsModule)
				checkNoFindings(t, res)
				fake, cfg := fakeLlc(t, tc, tg, `s/store i32 9, ptr %q/store i32 10, ptr %q/`)
				res = check(t, cfg, openStore(t), argObjectsModule)
				f := only(t, res, finding.KindNative)[0]
				t.Logf("input %s\nexpected %s\nactual %s\nreason %s", f.Input, f.Expected, f.Actual, f.Reason)
				if f.Function != "f" || !strings.HasPrefix(f.Reason, "final contents of %arg") || !strings.Contains(f.Input, "x i8]") {
					t.Errorf("finding: @%s(%s): %s", f.Function, f.Input, f.Reason)
				}
				if !strings.Contains(f.Actual, "%arg") || !strings.Contains(f.Expected, "%arg") {
					t.Errorf("expected %q and actual %q do not show the objects", f.Expected, f.Actual)
				}
				if name == "x86_64" && tc.Major == 19 {
					checkStored(t, f, "inputs", "harness.ll", "observed.out")
					reproduce(t, f)
					fixTool(t, f, fake, "llc", faketools.PassThrough)
				}
			})
		}
	}
}

// TestArgObjectsIRFinding checks an IR-level finding on argument memory:
// its witness (the objects, in the inputs file) is read back, and its
// commands.sh shows the difference natively, the source's own build
// printing one of the lines the reference semantics expects.
func TestArgObjectsIRFinding(t *testing.T) {
	t.Parallel()
	tools := fakeToolchain(t, faketools.OptSed("", `s/store i32 9, ptr %q/store i32 10, ptr %q/`), "")
	needTarget(t, "x86_64")
	cfg := testkit.OracleConfig(t, tools)
	cfg.Inputs = 24
	res := check(t, cfg, openStore(t), argObjectsModule)
	f := only(t, res, finding.KindIR)[0]
	if f.Function != "f" || !strings.HasPrefix(f.Reason, "final contents of %arg") {
		t.Errorf("finding: @%s(%s): %s", f.Function, f.Input, f.Reason)
	}
	files := checkStored(t, f, "inputs", "expected.lines", "harness.ll")
	if !strings.Contains(files["inputs"], "x i8] <") {
		t.Errorf("inputs file has no argument object:\n%s", files["inputs"])
	}
	out := runScript(t, f)
	if !strings.Contains(out, "reproduced natively") || strings.Contains(out, "note:") {
		t.Errorf("commands.sh:\n%s", out)
	}
	// The fake miscompiles whatever the bisection limit: no pass is
	// guilty, but the witness must be read back to get that far.
	if _, err := oracle.Blame(context.Background(), cfg, f.Dir); err == nil || !strings.Contains(err.Error(), "no guilty pass") {
		t.Errorf("Blame: %v, want no guilty pass", err)
	}
}

// runScript runs a finding's commands.sh and returns its output, failing
// unless it exits 0.
func runScript(t *testing.T, f *finding.Finding) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", "commands.sh")
	cmd.Dir = f.Dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Errorf("commands.sh: %v\n%s", err, out)
	}
	return string(out)
}

// stubsModule calls unknown functions: one that may read and write what
// its argument points to, one that returns a value (and may write the
// escaped object).
const stubsModule = `
declare void @sink(ptr)
declare i32 @src_val()

define i32 @g(ptr %p, i32 %x) {
  store i32 %x, ptr %p, align 4
  call void @sink(ptr %p)
  %v = call i32 @src_val()
  %y = load i32, ptr %p, align 4
  %r = add i32 %v, %y
  ret i32 %r
}
`

// TestStubsNative checks that a function calling unknown functions runs
// natively with stubs that replay the source's answers, on x86-64 and
// AArch64 with LLVM 19 and 14: right code gives no finding, and a fake
// llc that drops the store before the call gives a native finding about
// the memory the call sees.
func TestStubsNative(t *testing.T) {
	t.Parallel()
	for _, tc := range llvmReleases(t) {
		for _, name := range []string{"x86_64", "aarch64"} {
			t.Run(itoa(tc.Major)+"/"+name, func(t *testing.T) {
				t.Parallel()
				tg := needTarget(t, name)
				res := check(t, nativeConfig(t, tc, tg), openStore(t), stubsModule)
				checkNoFindings(t, res)
				fake, cfg := fakeLlc(t, tc, tg, `/store i32 %x, ptr %p/d`)
				res = check(t, cfg, openStore(t), stubsModule)
				f := only(t, res, finding.KindNative)[0]
				t.Logf("input %s\nexpected %s\nactual %s\nreason %s", f.Input, f.Expected, f.Actual, f.Reason)
				if f.Function != "g" || !strings.HasPrefix(f.Reason, "call 1 differs: memory of %arg0") {
					t.Errorf("finding: @%s(%s): %s", f.Function, f.Input, f.Reason)
				}
				if name == "x86_64" && tc.Major == 19 {
					checkStored(t, f, "inputs", "harness.ll", "observed.out")
					reproduce(t, f)
					fixTool(t, f, fake, "llc", faketools.PassThrough)
				}
			})
		}
	}
}

// TestStubsExtraCall checks a target that makes a call the source does
// not: the stub logs it and stops the program, and the finding says how
// the calls differ.
func TestStubsExtraCall(t *testing.T) {
	t.Parallel()
	tc := realToolchain(t)
	tg := needTarget(t, "x86_64")
	fake, cfg := fakeLlc(t, tc, tg, `s/call void @sink(ptr %p)/call void @sink(ptr %p)\n  call void @sink(ptr %p)/`)
	res := check(t, cfg, openStore(t), stubsModule)
	f := only(t, res, finding.KindNative)[0]
	if f.Function != "g" || !strings.HasPrefix(f.Reason, "call 2 differs: the target calls @sink(ptr %arg0) where the source calls @src_val()") {
		t.Errorf("finding: @%s(%s): %s", f.Function, f.Input, f.Reason)
	}
	if !strings.HasPrefix(f.Actual, "the program stopped at a call the source does not make") {
		t.Errorf("actual = %q", f.Actual)
	}
	if variantRepro() {
		reproduce(t, f)
		fixTool(t, f, fake, "llc", faketools.PassThrough)
	}
}

// TestGuardNative checks the native traps of argument memory on x86-64
// and AArch64 with LLVM 19 and 14, on two modules of testdata/openworld
// whose fake llc (the module's sed script, on the source) makes a
// wrong access that only undefined behaviour shows: a widened load that
// reads past the end of a small object (its guard page faults) and a
// load of an object after free (its pages are gone). The source itself
// gives no finding, and no difference is rejected: the inputs on which
// it frees its argument object run natively and agree.
func TestGuardNative(t *testing.T) {
	t.Parallel()
	for _, tc := range llvmReleases(t) {
		for _, name := range []string{"x86_64", "aarch64"} {
			for _, mod := range []string{"wrong-loads-widened-past-dereferenceable.ll", "wrong-load-hoisted-out-of-loop-past-free.ll"} {
				t.Run(itoa(tc.Major)+"/"+name+"/"+mod, func(t *testing.T) {
					t.Parallel()
					tg := needTarget(t, name)
					data, err := os.ReadFile(filepath.Join("testdata/openworld", mod))
					if err != nil {
						t.Fatal(err)
					}
					first, _, _ := strings.Cut(string(data), "\n")
					sed := strings.TrimSpace(strings.TrimPrefix(first, "; sed:"))
					cfg := nativeConfig(t, tc, tg)
					cfg.Inputs, cfg.Exhaustive, cfg.NativeInputs = 24, 16, 64
					checkNoFindings(t, check(t, cfg, openStore(t), string(data)))
					_, cfg = fakeLlc(t, tc, tg, sed)
					cfg.Inputs, cfg.Exhaustive, cfg.NativeInputs = 24, 16, 64
					f := only(t, check(t, cfg, openStore(t), string(data)), finding.KindNative)[0]
					t.Logf("input %s\nexpected %s\nactual %s\nreason %s", f.Input, f.Expected, f.Actual, f.Reason)
					if !strings.Contains(f.Actual, "SIGSEGV") {
						t.Errorf("finding: @%s(%s): %s, not a fault", f.Function, f.Input, f.Actual)
					}
				})
			}
		}
	}
}

// TestClaimedAlign checks the alignment a module states of its pointers,
// which bounds how the harness aligns argument objects: the largest one
// its accesses and attributes state (an access without one states its
// type's), none (0) when it may look at addresses.
func TestClaimedAlign(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		body string
		want uint64
	}{
		{"define i32 @f(ptr %p) {\n  %x = load i8, ptr %p, align 1\n  %y = zext i8 %x to i32\n  ret i32 %y\n}", 1},
		{"define void @f(ptr %p) {\n  store i32 0, ptr %p, align 4\n  ret void\n}", 4},
		{"define i64 @f(ptr %p) {\n  %x = load i64, ptr %p\n  ret i64 %x\n}", 8},
		{"define void @f(ptr align 32 %p) {\n  ret void\n}", 32},
		{"declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\ndefine void @f(ptr %p) {\n  call void @llvm.memset.p0.i64(ptr align 8 %p, i8 0, i64 8, i1 false)\n  ret void\n}", 8},
		{"define i64 @f(ptr %p) {\n  %a = ptrtoint ptr %p to i64\n  ret i64 %a\n}", 0},
		{"declare void @llvm.assume(i1)\ndefine void @f(ptr %p) {\n  call void @llvm.assume(i1 true) [ \"align\"(ptr %p, i64 16) ]\n  ret void\n}", 0},
	} {
		m, err := ir.Parse("m.ll", []byte(c.body))
		if err != nil {
			t.Fatal(err)
		}
		lay, err := semantics.ParseLayout(native.X86Layout(19))
		if err != nil {
			t.Fatal(err)
		}
		if got := oracle.ClaimedAlignForTest(m, lay); got != c.want {
			t.Errorf("%s\nclaims %d, want %d", c.body, got, c.want)
		}
	}
}
