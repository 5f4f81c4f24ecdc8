package oracle_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/faketools"
	"github.com/irfuzz/irfuzz/internal/testkit"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// falseAlarmTargets are the runnable targets of this machine among the
// default ones (or those IRFUZZ_FALSEALARM_TARGETS names).
func falseAlarmTargets(t *testing.T) []*native.Target {
	t.Helper()
	var ts []*native.Target
	names := native.DefaultTargets
	if env := os.Getenv("IRFUZZ_FALSEALARM_TARGETS"); env != "" {
		// (To run these suites on other targets: a comma-separated list.)
		names = strings.Split(env, ",")
	}
	for _, name := range names {
		tg, err := native.LookupTarget(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(tg.Missing()) == 0 {
			ts = append(ts, tg)
		}
	}
	if len(ts) == 0 {
		t.Skip("no runnable target")
	}
	return ts
}

// TestFalseAlarms checks the modules of testdata/falsealarm, one per
// class of false alarm seen on ordinary IR (signext/zeroext parameters,
// globals holding pointers, internal state, clang's output), with the
// real LLVM 19 and 14 on every runnable default target: none may give a
// finding, and none may give a native difference that the oracle then has
// to reject (that would be the harness at fault). clangN-*.ll files are
// checked with LLVM N only.
func TestFalseAlarms(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("testdata/falsealarm/*.ll")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test modules: %v", err)
	}
	targets := falseAlarmTargets(t)
	majors := []int{22, 19, 14}
	if testing.Short() {
		majors = []int{22} // -short: the default release alone
	}
	for _, major := range majors {
		tc, err := native.Find(major, "")
		if err != nil {
			t.Logf("LLVM %d: %v (skipped)", major, err)
			continue
		}
		for _, file := range files {
			base := filepath.Base(file)
			if strings.HasPrefix(base, "clang") && !strings.HasPrefix(base, "clang"+itoa(major)+"-") {
				continue
			}
			t.Run(itoa(major)+"/"+base, func(t *testing.T) {
				t.Parallel()
				m, err := ir.ParseFile(file)
				if err != nil {
					t.Fatal(err)
				}
				cfg := testkit.OracleConfig(t, tc)
				cfg.Pipelines = []string{"O2"}
				cfg.Levels = []string{"O0", "O2"}
				cfg.Targets = targets
				cfg.Inputs, cfg.NativeInputs = 16, 8
				res := checkModule(t, cfg, openStore(t), m)
				if res.Steps == 0 {
					t.Error("no harness steps ran")
				}
				for _, f := range res.Findings {
					t.Errorf("false alarm: %s: @%s(%s): expected %s, got %s", f.Signature, f.Function, f.Input, f.Expected, f.Actual)
				}
				for _, r := range res.Rejected {
					t.Errorf("rejected native difference: %s", r)
				}
				if strings.HasPrefix(base, "clang") && res.Fallbacks > 0 {
					t.Errorf("GlobalISel fell back %d times on clang's module", res.Fallbacks)
				}
			})
		}
	}
}

func itoa(n int) string { return native.StartArg(n) }

// TestPointerMiscompileCaught checks that comparing stored pointers by
// object and offset still catches a wrong one: the fake llc (at -O2) and
// the fake opt store @a+12 where the source stores @a+4.
func TestPointerMiscompileCaught(t *testing.T) {
	t.Parallel()
	const module = `
@a = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@c = global ptr getelementptr (i8, ptr @a, i64 8)

define void @setc(i1 %k) {
  %q = select i1 %k, ptr @a, ptr getelementptr (i8, ptr @a, i64 4)
  store ptr %q, ptr @c
  ret void
}
`
	const sed = `s/@a, i64 4)/@a, i64 12)/`
	t.Run("native", func(t *testing.T) {
		tools, cfg := fakeLlcX86O2(t, sed)
		res := check(t, cfg, openStore(t), module)
		f := only(t, res, finding.KindNative)[0]
		if f.Function != "setc" || !strings.HasPrefix(f.Reason, "final contents of @c differ at byte 0") {
			t.Errorf("finding = %+v", f)
		}
		if variantRepro() {
			reproduce(t, f)
			fixTool(t, f, tools, "llc", faketools.PassThrough)
		}
	})
	t.Run("ir", func(t *testing.T) {
		tools := fakeToolchain(t, faketools.OptSed("", sed), "")
		cfg := testkit.OracleConfig(t, tools)
		res := check(t, cfg, openStore(t), module)
		f := only(t, res, finding.KindIR)[0]
		if f.Function != "setc" || !strings.Contains(f.Reason, "@a+12 where the source has @a+4") {
			t.Errorf("finding = %+v", f)
		}
	})
}

// fakeLlcX86O2 is a configuration that checks the source alone (opt -O0)
// on x86-64 at llc -O2, where a fake llc edits the module with sed first.
func fakeLlcX86O2(t *testing.T, sed string) (*native.Toolchain, oracle.Config) {
	t.Helper()
	tg := needTarget(t, "x86_64")
	tools := fakeToolchain(t, "", faketools.LlcSed(sed))
	cfg := testkit.OracleConfig(t, tools)
	cfg.Pipelines = []string{"O0"}
	cfg.Levels = []string{"O2"}
	cfg.Targets = []*native.Target{tg}
	return tools, cfg
}

// TestExtensionBugCaught checks that the harness extends arguments as the
// ABI says: the fake llc compiles @s, whose parameter is signext, as if it
// were zeroext, so that the callee trusts its upper bits to be zero. That
// code is wrong only when the caller sign-extends (a caller that leaves
// the upper bits zero, as a load of an i8 does, gets the right answer).
func TestExtensionBugCaught(t *testing.T) {
	t.Parallel()
	const module = `
define i32 @s(i8 signext %x) {
  %r = zext i8 %x to i32
  ret i32 %r
}
`
	tools, cfg := fakeLlcX86O2(t, `s/define i32 @s(i8 signext %x)/define i32 @s(i8 zeroext %x)/`)
	cfg.Exhaustive = 8
	res := check(t, cfg, openStore(t), module)
	f := only(t, res, finding.KindNative)[0]
	if f.Function != "s" || f.Reason != "return value differs" || !strings.HasPrefix(f.Input, "i8 -") {
		t.Errorf("finding = %+v", f)
	}
	if variantRepro() {
		reproduce(t, f)
		fixTool(t, f, tools, "llc", faketools.PassThrough)
	}
}

// TestTrustingCalleeNoFalseAlarm is the other side of the ABI: the fake
// llc compiles @s, whose parameter is signext, into code that returns the
// whole 32-bit register its i8 arrived in. That is right when the caller
// sign-extends, as the attribute says it does, and wrong only when the
// caller did not extend: the harness must extend, so nothing is found.
func TestTrustingCalleeNoFalseAlarm(t *testing.T) {
	t.Parallel()
	const module = `
define i32 @s(i8 signext %x) {
  %r = sext i8 %x to i32
  ret i32 %r
}
`
	_, cfg := fakeLlcX86O2(t, `s/define i32 @s(i8 signext %x)/define i32 @s(i32 %x)/; s/%r = sext i8 %x to i32/%r = add i32 %x, 0/`)
	cfg.Exhaustive = 8
	res := check(t, cfg, openStore(t), module)
	if res.Steps == 0 {
		t.Fatal("no harness steps ran")
	}
	for _, f := range res.Findings {
		t.Errorf("false alarm: %s: @%s(%s): expected %s, got %s", f.Signature, f.Function, f.Input, f.Expected, f.Actual)
	}
}

// TestSourceDoesSame checks that a native difference the unoptimized
// source shows too is no finding: @poke writes to the address the
// reference semantics gives its first global, which natively is nothing,
// so every build dies.
func TestSourceDoesSame(t *testing.T) {
	t.Parallel()
	const module = `
@g = global i32 0

define i32 @poke(i32 %x) {
  %p = inttoptr i64 65536 to ptr
  store i32 %x, ptr %p
  ret i32 %x
}
`
	tg := needTarget(t, "x86_64")
	cfg := testkit.OracleConfig(t, realToolchain(t))
	cfg.Pipelines = []string{"O2"}
	cfg.Levels = []string{"O0", "O2"}
	cfg.Targets = []*native.Target{tg}
	res := check(t, cfg, openStore(t), module)
	if len(res.Findings) != 0 {
		t.Errorf("findings: %v", res.Findings)
	}
	if len(res.Rejected) == 0 {
		t.Fatal("nothing rejected: the program's death was not seen")
	}
	for _, r := range res.Rejected {
		if !strings.Contains(r, "@poke") || !strings.Contains(r, "the source built for x86_64 at -O0") || !strings.Contains(r, "dies too") {
			t.Errorf("rejection %q", r)
		}
	}
}

// TestWitnessViewMasks checks that a witness run is judged with the bits
// its view masks left out: the frozen poison index @f stores at is a
// choice of the source's paths, so the witness harness masks where they
// disagree (in @g, in the bytes of %a the stub dumps at @ext, in the
// result), and the unoptimized source's witness, whose bits there are 0,
// is still right. The fake llc (at -O2) stores 7 into @h where the source
// stores %x|1: a finding, not rejected because "the source built at -O0 is
// wrong too" (LLVM 19 campaign seed 9 lost an x86 crash so).
func TestWitnessViewMasks(t *testing.T) {
	t.Parallel()
	const module = `
@g = global [4 x i32] zeroinitializer, align 16
@h = global i32 0, align 4

declare void @ext(ptr) memory(argmem: readwrite, inaccessiblemem: readwrite) nounwind

define i32 @f(i32 %x) {
  %a = alloca [4 x i32], align 16
  call void @llvm.memset.p0.i64(ptr align 16 %a, i8 0, i64 16, i1 false)
  %y = or i32 %x, 1
  %i = freeze i32 poison
  %j = and i32 %i, 3
  %k = zext i32 %j to i64
  %p = getelementptr [4 x i32], ptr @g, i64 0, i64 %k
  store i32 %y, ptr %p, align 4
  %q = getelementptr [4 x i32], ptr %a, i64 0, i64 %k
  store i32 %y, ptr %q, align 4
  call void @ext(ptr %a)
  store i32 %y, ptr @h, align 4
  %r = add i32 %j, %y
  ret i32 %r
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
`
	_, cfg := fakeLlcX86O2(t, `s/store i32 %y, ptr @h, align 4/store i32 7, ptr @h, align 4/`)
	res := check(t, cfg, openStore(t), module)
	for _, r := range res.Rejected {
		t.Errorf("rejected: %s", r)
	}
	if f := only(t, res, finding.KindNative)[0]; f.Function != "f" {
		t.Errorf("finding in @%s", f.Function)
	}
}

// checkModule is check on a parsed module.
func checkModule(t *testing.T, cfg oracle.Config, store *finding.Store, m *ir.Module) *oracle.Result {
	t.Helper()
	return check(t, cfg, store, m.String())
}

// TestLLVM14Bugs checks that the real LLVM 14 bugs of testdata/llvm14-bugs
// and testdata/llvm14-memory are found, each with the kind its header
// names ("; Kind: A" is a native miscompile, "; Kind: B" an IR-level
// one): back-end bugs that need the caller's argument extension,
// middle-end ones that need a particular input (a float limit, a value
// next to a constant), and memory optimizations' bugs in functions that
// take pointers and call unknown functions.
func TestLLVM14Bugs(t *testing.T) {
	t.Parallel()
	tc, err := native.Find(14, "")
	if err != nil {
		t.Skipf("LLVM 14: %v", err)
	}
	files, err := filepath.Glob("testdata/llvm14-bugs/*.ll")
	memory, _ := filepath.Glob("testdata/llvm14-memory/*.ll")
	files = append(files, memory...)
	if err != nil || len(memory) < 3 {
		t.Fatalf("no bug modules: %v", err)
	}
	targets := falseAlarmTargets(t)
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if strings.HasPrefix(string(data), "; TestLLVM14Bugs: skip") {
				t.Skip(strings.SplitN(string(data), "\n", 2)[0])
			}
			kind := ""
			switch {
			case strings.Contains(string(data), "\n; Kind: A"):
				kind = finding.KindNative
			case strings.Contains(string(data), "\n; Kind: B"):
				kind = finding.KindIR
			default:
				t.Fatal("the header names no kind (; Kind: A or B)")
			}
			cfg := testkit.OracleConfig(t, tc)
			cfg.Pipelines = []string{"O2"}
			cfg.Levels = []string{"O0", "O2"}
			cfg.Targets = targets
			cfg.Inputs, cfg.Exhaustive, cfg.NativeInputs = 24, 16, 64 // as irfuzz check
			if kind == finding.KindIR {
				cfg.Targets = nil
			}
			res := check(t, cfg, openStore(t), string(data))
			only(t, res, kind)
		})
	}
}
