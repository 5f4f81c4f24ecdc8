package oracle_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/faketools"
	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/internal/testkit"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

var llvmBin = llvmbin.Dir(19)

// baseModule has three test functions with i32/i8 parameters and a global
// one of them writes.
const baseModule = `
@g = global i32 0

define i32 @victim(i32 %x, i32 %y) {
  %r = add i32 %x, %y
  ret i32 %r
}

define i32 @inc(i32 %x, i8 %b) {
  %z = zext i8 %b to i32
  %r = add i32 %x, 1
  %s = xor i32 %r, %z
  ret i32 %s
}

define i32 @store_g(i32 %v, i8 %k) {
  %e = sext i8 %k to i32
  %w = shl i32 %v, 2
  %t = or i32 %w, %e
  store i32 %t, ptr @g
  %r = mul i32 %v, 3
  ret i32 %r
}
`

// crashModule adds @crashme, the function the fake tools choke on, and a
// helper only another test function uses.
const crashModule = baseModule + `
define internal i32 @helper(i32 %a) {
  %r = mul i32 %a, 7
  ret i32 %r
}

define i32 @uses_helper(i32 %a, i8 %b) {
  %h = call i32 @helper(i32 %a)
  %z = zext i8 %b to i32
  %r = sub i32 %h, %z
  ret i32 %r
}

define i32 @crashme(i32 %a, i8 %b) {
  %z = sext i8 %b to i32
  %r = and i32 %a, %z
  ret i32 %r
}
`

// Fake tool bodies (built with faketools, whose bodies all pass --version
// and anything they do not recognise through to the real tool @REAL@).
var (
	// optSubVictim runs the real opt and then turns the add of @victim
	// into a sub: an IR-level miscompile. With -opt-bisect-limit below
	// @THRESHOLD@ (7 is the pass number of EarlyCSE on @victim under O2)
	// the output is left alone, so bisection can converge on that pass.
	optSubVictim = faketools.OptSed(`[ "$limit" -ge @THRESHOLD@ ]`, `/^define.*@victim(/,/^}/ s/add i32/sub i32/`)

	// optCrash aborts with an LLVM error when the input defines @crashme.
	optCrash = faketools.OptCrash(`^define.*@crashme(`)

	// optBadOutput prints IR that uses an undefined value in @victim.
	optBadOutput = faketools.OptSed("", `/^define.*@victim(/,/^}/ s/ret i32 %r/ret i32 %nowhere/`)
)

// More fake tool bodies, used by these tests alone.
const (
	// llcCrash fails with an LLVM error on any module defining @crashme.
	llcCrash = `for a in "$@"; do
  case "$a" in *.ll) grep -q '^define.*@crashme(' "$a" && { echo "LLVM ERROR: Cannot select: t42: i32 = fake t7" >&2; exit 1; };; esac
done
exec "@REAL@" "$@"`

	// llcCrashNamed is llcCrash with the pass stack LLVM prints, which
	// names the function; every run appends a line to @COUNT@.
	llcCrashNamed = `echo run >> "@COUNT@"
for a in "$@"; do
  case "$a" in *.ll) grep -q '^define.*@crashme(' "$a" && {
    echo "LLVM ERROR: Cannot select: t42: i32 = fake t7" >&2
    printf "1.\tRunning pass 'Function Pass Manager' on module '%s'.\n2.\tRunning pass 'X86 DAG->DAG Instruction Selection' on function '@crashme'\n" "$a" >&2
    exit 1; };; esac
done
exec "@REAL@" "$@"`

	// optHang never finishes when the input defines @crashme.
	optHang = `in=; prev=
for a in "$@"; do [ "$prev" = -S ] && in=$a; prev=$a; done
if [ -n "$in" ] && grep -q '^define.*@crashme(' "$in"; then exec sleep 30; fi
exec "@REAL@" "$@"`
)

func needLLVM(t *testing.T) {
	t.Helper()
	if err := faketools.Available(llvmBin); err != nil {
		t.Skip(err)
	}
}

func needTarget(t *testing.T, name string) *native.Target {
	t.Helper()
	tg, err := native.LookupTarget(name)
	if err != nil {
		t.Fatal(err)
	}
	if miss := tg.Missing(); len(miss) > 0 {
		t.Skipf("target %s: missing %v", name, miss)
	}
	return tg
}

// fakeToolchain writes opt and llc scripts wrapping the real LLVM 19
// tools (a body of "" passes everything through) and loads them.
func fakeToolchain(t *testing.T, optBody, llcBody string) *native.Toolchain {
	t.Helper()
	needLLVM(t)
	tc, err := faketools.Write(t.TempDir(), llvmBin, optBody, llcBody)
	if err != nil {
		t.Fatal(err)
	}
	if tc.Major != 19 {
		t.Fatalf("fake toolchain is LLVM %d", tc.Major)
	}
	return tc
}

// inProcessTools is a toolchain of in-process tools (faketools.Opt and
// faketools.Llc, no LLVM process) for the tests of the oracle's state
// machines that need no real LLVM: IR-level only (no targets) or
// compile-only targets. The tests that reproduce a finding through its
// commands.sh keep the shell fakes around the real tools.
func inProcessTools(t *testing.T, opt faketools.Opt) *native.Toolchain {
	t.Helper()
	tc, remove, err := faketools.InProcessToolchain(19, opt.Run, faketools.Llc{}.Run)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(remove)
	return tc
}

// definesCrashme is optCrash's condition: the module defines @crashme.
var definesCrashme = regexp.MustCompile(`(?m)^define.*@crashme\(`).MatchString

// inProcessCrash is optCrash in-process.
var inProcessCrash = faketools.Opt{Crash: definesCrashme, CrashMessage: "fake crash in FooPass"}

// inFunc applies edit to the lines of function fn's body in text (sed's
// /^define.*@fn(/,/^}/ range).
func inFunc(text, fn string, edit func(string) string) string {
	var b strings.Builder
	in := false
	for line := range strings.Lines(text) {
		switch {
		case strings.HasPrefix(line, "define") && strings.Contains(line, "@"+fn+"("):
			in = true
		case strings.HasPrefix(line, "}"):
			in = false
		case in:
			line = edit(line)
		}
		b.WriteString(line)
	}
	return b.String()
}

// inProcessSubVictim is optSubVictim in-process: @victim's add becomes a
// sub from bisect pass from on.
func inProcessSubVictim(from int) faketools.Opt {
	return faketools.Opt{From: from, Edit: func(s string) string {
		return inFunc(s, "victim", func(l string) string { return strings.ReplaceAll(l, "add i32", "sub i32") })
	}}
}

func realToolchain(t *testing.T) *native.Toolchain {
	t.Helper()
	needLLVM(t)
	tc, err := native.FromDir(llvmBin)
	if err != nil {
		t.Fatal(err)
	}
	return tc
}

func check(t *testing.T, cfg oracle.Config, store *finding.Store, text string) *oracle.Result {
	t.Helper()
	o, err := oracle.New(cfg, store)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res, err := o.Check(ctx, testkit.Parse(t, text), oracle.Origin{Seed: 7, What: "oracle_test"})
	if err != nil {
		t.Fatalf("Check: %v", err)
	}
	if res.Skipped != "" {
		t.Fatalf("module skipped: %s", res.Skipped)
	}
	if len(res.Errors) > 0 {
		t.Errorf("oracle errors: %q", res.Errors)
	}
	if ents, _ := os.ReadDir(cfg.WorkDir); len(ents) != 0 {
		t.Errorf("work directory left behind: %v", ents)
	}
	for _, f := range res.Findings {
		t.Logf("finding %s: %s (%s)", f.Kind, f.Signature, f.Dir)
	}
	for _, r := range res.Rejected {
		t.Logf("rejected: %s", r)
	}
	return res
}

func openStore(t *testing.T) *finding.Store {
	t.Helper()
	s, err := finding.OpenStore(filepath.Join(t.TempDir(), "findings"))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// only returns the findings of kind, failing unless there is one at least.
func only(t *testing.T, res *oracle.Result, kind string) []*finding.Finding {
	t.Helper()
	var fs []*finding.Finding
	for _, f := range res.Findings {
		if f.Kind == kind {
			fs = append(fs, f)
		}
	}
	if len(fs) == 0 {
		var kinds []string
		for _, f := range res.Findings {
			kinds = append(kinds, f.Signature)
		}
		t.Fatalf("no %s finding; findings: %q", kind, kinds)
	}
	return fs
}

// checkStored checks a finding's directory: finding.json matching f, the
// named files, an executable commands.sh; it returns the files' contents.
func checkStored(t *testing.T, f *finding.Finding, files ...string) map[string]string {
	t.Helper()
	if f.Dir == "" {
		t.Fatalf("finding %s was not stored", f.Signature)
	}
	got := map[string]string{}
	for _, name := range append([]string{"finding.json", "source.ll", "commands.sh"}, files...) {
		data, err := os.ReadFile(filepath.Join(f.Dir, name))
		if err != nil {
			t.Errorf("finding directory: %v", err)
			continue
		}
		if len(data) == 0 && name != "stderr" {
			t.Errorf("%s is empty", name)
		}
		got[name] = string(data)
	}
	var js finding.Finding
	if err := json.Unmarshal([]byte(got["finding.json"]), &js); err != nil {
		t.Fatalf("finding.json: %v", err)
	}
	if js.Kind != f.Kind || js.Signature != f.Signature || js.Seed != 7 || js.Origin != "oracle_test" || js.LLVM == "" {
		t.Errorf("finding.json = %+v", js)
	}
	st, err := os.Stat(filepath.Join(f.Dir, "commands.sh"))
	if err == nil && st.Mode()&0o111 == 0 {
		t.Errorf("commands.sh is not executable: %v", st.Mode())
	}
	if _, err := ir.Parse("source.ll", []byte(got["source.ll"])); err != nil {
		t.Errorf("source.ll does not parse: %v", err)
	}
	return got
}

// reproduce runs the finding's commands.sh with sh and expects exit 0.
func reproduce(t *testing.T, f *finding.Finding) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", "commands.sh")
	cmd.Dir = f.Dir
	cmd.WaitDelay = 5 * time.Second
	out, err := cmd.CombinedOutput()
	if err != nil {
		script, _ := os.ReadFile(filepath.Join(f.Dir, "commands.sh"))
		t.Errorf("commands.sh: %v\n--- output:\n%s\n--- script:\n%s", err, out, script)
		return
	}
	// A bad-output script shows opt's output and what irfuzz said of it:
	// judging it again needs irfuzz, so it has no verdict to print.
	if f.Kind != finding.KindBadOutput && !strings.Contains(string(out), "reproduced") {
		t.Errorf("commands.sh exited 0 without saying so:\n%s", out)
	}
}

// variantRepro reports whether a test runs the commands.sh of its
// finding (reproduce, fixTool) when another test already runs that of a
// finding of the same kind and build: always in the full suite. Under
// -short the kinds' own tests run theirs (TestIRMiscompile,
// TestNativeMiscompile, TestCrash, TestCrashFlaky, TestTimeout,
// TestNativeDeath, TestLlcCrashCompileOnly, TestBadOutput, the program
// ones, the argument-object and stub harnesses), and the variants (every
// level, localized, another target, the caught false-alarm shapes, an
// extra stub call) do not: each script runs real opt, llc, cc and qemu
// with no cache, some 40% of the package's -short CPU.
func variantRepro() bool { return !testing.Short() }

// fixTool replaces a fake tool by body (the bug "fixed") and checks that
// the finding's commands.sh then says it does not reproduce (exit 1).
func fixTool(t *testing.T, f *finding.Finding, tc *native.Toolchain, tool, body string) {
	t.Helper()
	if err := faketools.WriteTool(tc.Dir, llvmBin, tool, body); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", "commands.sh")
	cmd.Dir = f.Dir
	cmd.WaitDelay = 5 * time.Second
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
		t.Errorf("commands.sh with the bug fixed: %v, want exit 1\n%s", err, out)
	}
}

func TestIRMiscompile(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		threshold string // the least -opt-bisect-limit at which the fake miscompiles
		blamed    bool
	}{
		// The fake miscompiles whatever the limit: bisection cannot
		// converge, the signature says unbisected.
		{"unbisected", "0", false},
		// The fake miscompiles from pass 7 on: blame names that pass.
		{"blamed", "7", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tools := fakeToolchain(t, strings.ReplaceAll(optSubVictim, "@THRESHOLD@", tc.threshold), "")
			cfg := testkit.OracleConfig(t, tools)
			cfg.Blame = true
			store := openStore(t)
			res := check(t, cfg, store, baseModule)
			if res.Tests != 3 || res.Inputs == 0 {
				t.Errorf("Tests = %d, Inputs = %d", res.Tests, res.Inputs)
			}
			fs := only(t, res, finding.KindIR)
			if len(res.Findings) != 1 || res.Stored != 1 {
				t.Errorf("%d findings, %d stored; want 1 IR finding", len(res.Findings), res.Stored)
			}
			f := fs[0]
			if f.Function != "victim" || f.Pipeline != "O2" || f.Tool != "opt" || f.Input == "" || f.Expected == "" || f.Actual == "" || f.Reason == "" {
				t.Errorf("finding = %+v", f)
			}
			files := checkStored(t, f, "target.ll", "inputs", "expected", "actual", "harness.ll")
			if !strings.Contains(files["target.ll"], "sub i32") {
				t.Errorf("target.ll has no sub:\n%s", files["target.ll"])
			}
			// Reduced to @victim: the other test functions are declarations.
			if !strings.Contains(files["source.ll"], "define i32 @victim") || strings.Contains(files["source.ll"], "define i32 @inc") {
				t.Errorf("source.ll not reduced to @victim:\n%s", files["source.ll"])
			}
			// Blame bisects again from the stored finding alone.
			pass, err := oracle.Blame(context.Background(), cfg, f.Dir)
			if tc.blamed {
				want := passNumbered(t, filepath.Join(f.Dir, "source.ll"), 7)
				if f.Pass != want || f.Signature != finding.KindIR+"/"+want {
					t.Errorf("pass %q, signature %q; want pass %q", f.Pass, f.Signature, want)
				}
				if pass != want || err != nil {
					t.Errorf("Blame = %q, %v; want %q", pass, err, want)
				}
			} else {
				if f.Pass != "" || !strings.Contains(f.Signature, "unbisected") {
					t.Errorf("pass %q, signature %q; want unbisected", f.Pass, f.Signature)
				}
				if err == nil || !strings.Contains(err.Error(), "cannot skip") {
					t.Errorf("Blame = %q, %v; want no convergence (wrong already at limit 0)", pass, err)
				}
				if !strings.Contains(f.BlameNote, "cannot skip") {
					t.Errorf("blame note %q; want why bisection did not converge", f.BlameNote)
				}
			}
			reproduce(t, f)
			fixTool(t, f, tools, "opt", faketools.PassThrough)
		})
	}
}

// passNumbered is the name of pass number n when the real opt runs O2 on
// file.
func passNumbered(t *testing.T, file string, n int) string {
	t.Helper()
	out, _ := exec.Command(filepath.Join(llvmBin, "opt"), "-passes=default<O2>", "-S", file, "-o", os.DevNull, "-opt-bisect-limit=1000000000").CombinedOutput()
	m := regexp.MustCompile(`running pass \(` + strings.TrimSpace(native.StartArg(n)) + `\) (\S+) on`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("no pass %d in:\n%s", n, out)
	}
	return string(m[1])
}

func TestNativeMiscompile(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, target string
		sed          string // what the fake llc does at -O2
		fn           string // the function it breaks
		reason       string
	}{
		{"x86_64", "x86_64", `s/add i32 %x, 1$/add i32 %x, 2/`, "inc", "return value differs"},
		{"aarch64", "aarch64", `s/add i32 %x, 1$/add i32 %x, 2/`, "inc", "return value differs"},
		// Only the final contents of @g differ: the harness prints it.
		{"x86_64 global", "x86_64", `s/shl i32 %v, 2$/shl i32 %v, 3/`, "store_g", "final contents of @g differ"},
	}
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if testing.Short() && i > 0 {
				t.Skip("-short: the first case alone")
			}
			tg := needTarget(t, tc.target)
			needTarget(t, "x86_64") // commands.sh builds the reference for x86-64
			tools := fakeToolchain(t, "", faketools.LlcSed(tc.sed))
			cfg := testkit.OracleConfig(t, tools)
			cfg.Pipelines = []string{"O0"}
			cfg.Levels = []string{"O2"}
			cfg.Targets = []*native.Target{tg}
			res := check(t, cfg, openStore(t), baseModule)
			if res.Steps == 0 {
				t.Error("no harness steps ran")
			}
			for _, f := range res.Findings {
				if f.Kind != finding.KindNative || f.Function != tc.fn {
					t.Errorf("unexpected %s finding %s", f.Kind, f.Signature)
				}
			}
			fs := only(t, res, finding.KindNative)
			f := fs[0]
			if f.Target != tc.target || f.Level != "O2" || f.Function != tc.fn || f.Input == "" || f.Actual == "" || !strings.HasPrefix(f.Reason, tc.reason) {
				t.Errorf("finding = %+v", f)
			}
			// Blame is off: the signature names the target and level,
			// never the function.
			if want := finding.KindNative + "/" + tc.target + "/O2/unlocalized"; f.Signature != want {
				t.Errorf("signature %q, want %q", f.Signature, want)
			}
			checkNoFunctionInSig(t, f)
			files := checkStored(t, f, "inputs", "expected", "actual", "harness.ll")
			if !strings.Contains(files["source.ll"], "define i32 @"+tc.fn) || strings.Contains(files["source.ll"], "define i32 @victim") {
				t.Errorf("source.ll not reduced to @%s:\n%s", tc.fn, files["source.ll"])
			}
			reproduce(t, f)
			fixTool(t, f, tools, "llc", faketools.PassThrough)
		})
	}
}

// checkCrashSource checks that a tool failure was isolated to @crashme.
func checkCrashSource(t *testing.T, src string) {
	t.Helper()
	if !strings.Contains(src, "define i32 @crashme") {
		t.Errorf("source.ll lost @crashme:\n%s", src)
	}
	for _, other := range []string{"@victim", "@inc", "@store_g", "@uses_helper", "@helper"} {
		if strings.Contains(src, "define i32 "+other+"(") || strings.Contains(src, "define internal i32 "+other+"(") {
			t.Errorf("source.ll still defines %s:\n%s", other, src)
		}
	}
}

func TestCrash(t *testing.T) {
	t.Parallel()
	tools := fakeToolchain(t, optCrash, "")
	cfg := testkit.OracleConfig(t, tools)
	res := check(t, cfg, openStore(t), crashModule)
	fs := only(t, res, finding.KindCrash)
	if len(res.Findings) != 1 {
		t.Errorf("%d findings, want 1", len(res.Findings))
	}
	f := fs[0]
	if !strings.Contains(f.Signature, "fake crash") || !strings.HasPrefix(f.Signature, finding.KindCrash+"/opt/") {
		t.Errorf("signature %q", f.Signature)
	}
	if f.Tool != "opt" || f.Pipeline != "O2" || !strings.Contains(f.Message, "LLVM ERROR: fake crash in FooPass") || f.Actual != "killed by SIGABRT" {
		t.Errorf("finding = %+v", f)
	}
	files := checkStored(t, f, "stderr")
	checkCrashSource(t, files["source.ll"])
	if !strings.Contains(files["commands.sh"], "grep -qF") {
		t.Errorf("commands.sh does not look for the message:\n%s", files["commands.sh"])
	}
	reproduce(t, f)
	// Another crash is not this one.
	fixTool(t, f, tools, "opt", strings.ReplaceAll(optCrash, "fake crash in FooPass", "other crash in BarPass"))
}

// TestCrashFlaky: a crash that shows only on some runs (as a memory-safety
// bug's does under address-space randomization) still reproduces from
// commands.sh, which runs the tool again until it sees the crash.
func TestCrashFlaky(t *testing.T) {
	t.Parallel()
	// Every third run of opt on @crashme crashes, counting in a file.
	flaky := strings.Replace(optCrash, "grep -q '^define.*@crashme(' \"$in\"; then",
		"grep -q '^define.*@crashme(' \"$in\"; then\n  n=$(( $(cat \"$0.count\" 2>/dev/null || echo 0) + 1 )); echo $n > \"$0.count\"\n  [ $((n % 3)) -eq 1 ] || exec \"@REAL@\" \"$@\"", 1)
	if flaky == optCrash {
		t.Fatal("optCrash changed: the flaky variant no longer applies")
	}
	tools := fakeToolchain(t, flaky, "")
	res := check(t, testkit.OracleConfig(t, tools), openStore(t), crashModule)
	f := only(t, res, finding.KindCrash)[0]
	// The next two runs do not crash: a single try would not reproduce.
	count := filepath.Join(tools.Dir, "opt.count")
	if err := os.WriteFile(count, []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	reproduce(t, f)
	fixTool(t, f, tools, "opt", faketools.PassThrough)
}

// A wild memory access that faults on one run in three is replayed as
// commands.sh runs it: until it faults, up to its number of attempts.
func TestReplayWildCrash(t *testing.T) {
	t.Parallel()
	segv := `in=; prev=
for a in "$@"; do [ "$prev" = -S ] && in=$a; prev=$a; done
if [ -n "$in" ] && grep -q '^define.*@crashme(' "$in"; then
  n=$(( $(cat "$0.count" 2>/dev/null || echo 0) + 1 )); echo $n > "$0.count"
  [ $((n % 3)) -eq 1 ] && kill -SEGV $$
fi
exec "@REAL@" "$@"`
	tools := fakeToolchain(t, segv, "")
	cfg := testkit.OracleConfig(t, tools)
	f := only(t, check(t, cfg, openStore(t), crashModule), finding.KindCrash)[0]
	if !strings.Contains(f.Signature, "SIGSEGV") {
		t.Fatalf("signature %q is no SIGSEGV", f.Signature)
	}
	// The next two runs do not fault: a single try would not reproduce.
	if err := os.WriteFile(filepath.Join(tools.Dir, "opt.count"), []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	rp, err := oracle.NewReplay(cfg, f.Dir)
	if err != nil {
		t.Fatal(err)
	}
	if v, err := rp.Check(context.Background(), testkit.Parse(t, crashModule)); err != nil || !v.Reproduces {
		t.Errorf("Check = %+v, %v; want reproduced on the third run", v, err)
	}
}

func TestTimeout(t *testing.T) {
	t.Parallel()
	tools := fakeToolchain(t, optHang, "")
	cfg := testkit.OracleConfig(t, tools)
	cfg.ToolLimits.Timeout = 2 * time.Second
	start := time.Now()
	res := check(t, cfg, openStore(t), crashModule)
	t.Logf("checked in %v", time.Since(start))
	fs := only(t, res, finding.KindTimeout)
	if len(res.Findings) != 1 {
		t.Errorf("%d findings, want 1", len(res.Findings))
	}
	f := fs[0]
	if f.Signature != finding.KindTimeout+"/opt/O2" || !strings.HasPrefix(f.Actual, "timed out") {
		t.Errorf("finding = %+v", f)
	}
	files := checkStored(t, f)
	checkCrashSource(t, files["source.ll"])
	if !strings.Contains(files["commands.sh"], "timeout 2 ") {
		t.Errorf("commands.sh does not use the 2 s limit:\n%s", files["commands.sh"])
	}
	reproduce(t, f)
	fixTool(t, f, tools, "opt", faketools.PassThrough)
}

func TestCleanModule(t *testing.T) {
	t.Parallel()
	tg := needTarget(t, "x86_64")
	cfg := testkit.OracleConfig(t, realToolchain(t))
	cfg.Targets = []*native.Target{tg}
	store := openStore(t)
	res := check(t, cfg, store, crashModule)
	if len(res.Findings) != 0 || res.Stored != 0 {
		t.Errorf("findings on a clean module: %d", len(res.Findings))
	}
	if res.Tests != 5 || res.Steps == 0 {
		t.Errorf("Tests = %d, Steps = %d; want 5 tests and some steps", res.Tests, res.Steps)
	}
	if ents, _ := os.ReadDir(store.Dir()); len(ents) != 0 {
		t.Errorf("store has %d entries", len(ents))
	}
}

func TestDedup(t *testing.T) {
	t.Parallel()
	tools := inProcessTools(t, inProcessCrash)
	cfg := testkit.OracleConfig(t, tools)
	store := openStore(t)
	r1 := check(t, cfg, store, crashModule)
	r2 := check(t, cfg, store, crashModule)
	if len(r1.Findings) != 1 || r1.Stored != 1 || len(r2.Findings) != 1 || r2.Stored != 0 {
		t.Fatalf("first: %d findings, %d stored; second: %d findings, %d stored", len(r1.Findings), r1.Stored, len(r2.Findings), r2.Stored)
	}
	if r1.Findings[0].Signature != r2.Findings[0].Signature {
		t.Errorf("signatures differ: %q vs %q", r1.Findings[0].Signature, r2.Findings[0].Signature)
	}
	ents, err := os.ReadDir(store.Dir())
	if err != nil || len(ents) != 1 {
		t.Errorf("store has %d entries (%v), want 1", len(ents), err)
	}
	counts := store.Counts()
	if len(counts) != 1 || counts[0].Count != 2 || counts[0].Kind != finding.KindCrash || counts[0].Signature != r1.Findings[0].Signature {
		t.Errorf("Counts() = %+v", counts)
	}
	// Reopening the store reads the signature back.
	s2, err := finding.OpenStore(store.Dir())
	if err != nil || !s2.Seen(r1.Findings[0].Signature) || len(s2.Counts()) != 1 || s2.Counts()[0].Count != 1 {
		t.Errorf("reopened store: %+v, %v", s2.Counts(), err)
	}
}

// TestNativeDeath: the program dies at a step where the source returns.
func TestNativeDeath(t *testing.T) {
	t.Parallel()
	tg := needTarget(t, "x86_64")
	// At -O2, @inc stores to address 0 first.
	tools := fakeToolchain(t, "", faketools.LlcSed(`s/^  %r = add i32 %x, 1$/  store volatile i32 0, ptr null\n  %r = add i32 %x, 1/`))
	cfg := testkit.OracleConfig(t, tools)
	cfg.Pipelines = []string{"O0"}
	cfg.Levels = []string{"O2"}
	cfg.Targets = []*native.Target{tg}
	res := check(t, cfg, openStore(t), baseModule)
	f := only(t, res, finding.KindNative)[0]
	if f.Function != "inc" || f.Actual != "the program killed by SIGSEGV" || f.Reason != "the program did not return where the source returns" {
		t.Errorf("finding = %+v", f)
	}
	checkStored(t, f, "inputs", "expected", "actual", "harness.ll")
	reproduce(t, f)
	fixTool(t, f, tools, "llc", faketools.PassThrough)
}

// TestLlcCrashCompileOnly: llc fails on a compile-only target; nothing
// runs, the failing function is isolated.
func TestLlcCrashCompileOnly(t *testing.T) {
	t.Parallel()
	tg := needTarget(t, "aarch64_be")
	tools := fakeToolchain(t, "", llcCrash)
	cfg := testkit.OracleConfig(t, tools)
	cfg.Targets = []*native.Target{tg}
	res := check(t, cfg, openStore(t), crashModule)
	if res.Steps != 0 {
		t.Errorf("%d steps ran on a compile-only target", res.Steps)
	}
	fs := only(t, res, finding.KindCrash)
	want := finding.KindCrash + "/llc/aarch64_be/LLVM ERROR: Cannot select: fake"
	for _, f := range res.Findings {
		if f.Signature != want {
			t.Errorf("signature %q, want %q", f.Signature, want)
		}
	}
	if res.Stored != 1 {
		t.Errorf("%d stored, want 1", res.Stored)
	}
	f := fs[0]
	if f.Tool != "llc" || f.Target != "aarch64_be" || f.Level != "O0" {
		t.Errorf("finding = %+v", f)
	}
	files := checkStored(t, f, "stderr")
	checkCrashSource(t, files["source.ll"])
	reproduce(t, f)
	fixTool(t, f, tools, "llc", faketools.PassThrough)
}

// TestBadOutput: opt prints IR our parser rejects.
func TestBadOutput(t *testing.T) {
	t.Parallel()
	tools := fakeToolchain(t, optBadOutput, "")
	res := check(t, testkit.OracleConfig(t, tools), openStore(t), baseModule)
	f := only(t, res, finding.KindBadOutput)[0]
	if len(res.Findings) != 1 || !strings.Contains(f.Message, "nowhere") || !strings.HasPrefix(f.Signature, finding.KindBadOutput+"/parse/") {
		t.Errorf("%d findings; finding = %+v", len(res.Findings), f)
	}
	files := checkStored(t, f, "target.ll")
	if !strings.Contains(files["target.ll"], "%nowhere") {
		t.Errorf("target.ll:\n%s", files["target.ll"])
	}
	reproduce(t, f)

	// The output that irfuzz cannot read is still built natively, whole,
	// for a target whose datalayout is the module's (this panicked: the
	// builds looked for test functions in the module that did not parse).
	cfg := testkit.OracleConfig(t, tools)
	tg := needTarget(t, "x86_64")
	cfg.Targets = []*native.Target{tg}
	res = check(t, cfg, openStore(t), "target datalayout = \""+tg.Layout(tools.Major)+"\"\n"+baseModule)
	if bad := only(t, res, finding.KindBadOutput); len(bad) != 1 {
		t.Errorf("with a target: %d bad-output findings", len(bad))
	}
}

// TestNamedStructReturn: a test function returning an identified struct
// is driven like one returning the literal struct (the harness module
// does not define the module's types).
func TestNamedStructReturn(t *testing.T) {
	t.Parallel()
	tg := needTarget(t, "x86_64")
	cfg := testkit.OracleConfig(t, realToolchain(t))
	cfg.Targets = []*native.Target{tg}
	res := check(t, cfg, openStore(t), `
%pair = type { i32, %inner }
%inner = type { i8, [2 x i16] }

define %pair @mkpair(i32 %x, i8 %b) {
  %a = insertvalue %pair poison, i32 %x, 0
  %c = insertvalue %pair %a, i8 %b, 1, 0
  %d = insertvalue %pair %c, i16 7, 1, 1, 1
  %e = insertvalue %pair %d, i16 9, 1, 1, 0
  ret %pair %e
}
`)
	if len(res.Findings) != 0 || res.Tests != 1 || res.Steps == 0 {
		t.Errorf("%d findings, %d tests, %d steps; want 0, 1, some", len(res.Findings), res.Tests, res.Steps)
	}
}

// layoutModule stores into a global whose layout depends on i128's
// alignment, which is 8 in this (LLVM 14 x86-64) datalayout and 16 on
// AArch64: the expectations for AArch64 must follow AArch64's layout.
const layoutModule = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = global { i16, i128, [2 x float] } { i16 3, i128 5, [2 x float] [float 1.0, float 2.0] }, align 16

define i32 @t0(i32 %x) {
  %p = getelementptr inbounds { i16, i128, [2 x float] }, ptr @g, i64 0, i32 1
  %w = zext i32 %x to i128
  store i128 %w, ptr %p, align 8
  %q = getelementptr inbounds { i16, i128, [2 x float] }, ptr @g, i64 0, i32 2, i64 1
  store float 4.0, ptr %q, align 4
  %r = add i32 %x, 1
  ret i32 %r
}
`

// TestTargetLayout: a module whose datalayout differs from the one llc
// gives the target is judged under the target's layout (no false alarm).
func TestTargetLayout(t *testing.T) {
	t.Parallel()
	tg := needTarget(t, "aarch64")
	x86 := needTarget(t, "x86_64")
	cfg := testkit.OracleConfig(t, realToolchain(t))
	cfg.Targets = []*native.Target{x86, tg}
	res := check(t, cfg, openStore(t), layoutModule)
	if len(res.Findings) != 0 {
		t.Errorf("%d findings, want none", len(res.Findings))
	}
	if res.Steps == 0 {
		t.Errorf("nothing ran natively")
	}
}

// TestLlcCrashCompilesAround: when llc fails on one test function, the
// others are still compiled, run and checked natively.
func TestLlcCrashCompilesAround(t *testing.T) {
	t.Parallel()
	tg := needTarget(t, "x86_64")
	cfg := testkit.OracleConfig(t, fakeToolchain(t, "", llcCrash))
	cfg.Targets = []*native.Target{tg}
	res := check(t, cfg, openStore(t), crashModule)
	only(t, res, finding.KindCrash)
	if res.Steps == 0 {
		t.Errorf("no native steps ran: the functions llc compiles were not checked")
	}
}

// TestLlcCrashNamedFunction checks that when llc names the function it
// died in, that function is left out without splitting the batch: the
// same finding and native steps as TestLlcCrashCompilesAround, with fewer
// llc runs than splitting needs.
func TestLlcCrashNamedFunction(t *testing.T) {
	t.Parallel()
	tg := needTarget(t, "x86_64")
	runs := func(body string) (int, *oracle.Result) {
		count := filepath.Join(t.TempDir(), "count")
		cfg := testkit.OracleConfig(t, fakeToolchain(t, "", strings.ReplaceAll(body, "@COUNT@", count)))
		cfg.Targets = []*native.Target{tg}
		cfg.Pipelines = []string{"O1"}
		res := check(t, cfg, openStore(t), crashModule)
		only(t, res, finding.KindCrash)
		if res.Steps == 0 {
			t.Errorf("no native steps ran: the functions llc compiles were not checked")
		}
		data, _ := os.ReadFile(count)
		return strings.Count(string(data), "run"), res
	}
	named, res := runs(llcCrashNamed)
	split, _ := runs(strings.Replace(llcCrashNamed, "printf", "true", 1))
	t.Logf("llc runs: %d naming the function, %d not", named, split)
	if named >= split {
		t.Errorf("llc ran %d times when it named the crashing function, %d when it did not", named, split)
	}
	for _, f := range res.Findings {
		if !strings.Contains(string(f.Files["source.ll"]), "@crashme(") || strings.Contains(string(f.Files["source.ll"]), "define i32 @uses_helper") {
			t.Errorf("finding's source.ll is not @crashme alone:\n%s", f.Files["source.ll"])
		}
	}
}

// TestRuntimeRoutineMissing checks that a test function whose code calls a
// runtime routine the target's libraries lack (llc lowers
// smul.with.overflow.i128 on AArch64 to __muloti4, which is in compiler-rt
// but not libgcc: the call jumps to address 0) is not judged, while the
// rest of the module is.
func TestRuntimeRoutineMissing(t *testing.T) {
	t.Parallel()
	tg := needTarget(t, "aarch64")
	cfg := testkit.OracleConfig(t, realToolchain(t))
	cfg.Targets = []*native.Target{tg}
	cfg.Pipelines = []string{"O1"}
	res := check(t, cfg, openStore(t), baseModule+`
declare { i128, i1 } @llvm.smul.with.overflow.i128(i128, i128)

define internal i128 @mulo(i128 %a, i128 %b) {
  %r = call { i128, i1 } @llvm.smul.with.overflow.i128(i128 %a, i128 %b)
  %v = extractvalue { i128, i1 } %r, 0
  ret i128 %v
}

define i128 @uses_mulo(i128 %a, i32 %b) {
  %w = sext i32 %b to i128
  %r = call i128 @mulo(i128 %a, i128 %w)
  ret i128 %r
}
`)
	for _, f := range res.Findings {
		t.Errorf("finding %s (%s)", f.Signature, f.Actual)
	}
	if res.Steps == 0 {
		t.Error("no native steps ran")
	}
}

// TestVariantDedup: a test function whose code in a later variant is the
// same text as in an earlier one (here O3 = O2 except for @inc) is not
// compiled and run again, while one that differs still is: the fake llc
// miscompiles only O3's spelling of @inc, and that is found.
func TestVariantDedup(t *testing.T) {
	t.Parallel()
	// The fake opt rewrites @inc when an argument mentions O3.
	optO3 := faketools.OptSed(`case "$*" in *O3*) ;; *) false;; esac`, `/^define.*@inc(/,/^}/ s/add i32 %x, 1$/add i32 1, %x/`)
	tools := fakeToolchain(t, optO3, faketools.LlcSed("s/add i32 1, %x$/add i32 2, %x/"))
	cfg := testkit.OracleConfig(t, tools)
	cfg.Pipelines = []string{"O2", "O3"}
	cfg.Levels = []string{"O0", "O2"}
	cfg.Targets = []*native.Target{needTarget(t, "x86_64")}
	if os.Getenv("KEEPWORK") != "" {
		cfg.KeepWork, cfg.WorkDir = true, "/tmp/keepwork"
	}
	o, err := oracle.New(cfg, openStore(t))
	if err != nil {
		t.Fatal(err)
	}
	// With the x86-64 layout, opt's outputs are compiled too (not only
	// the source, as for a module whose layout llc would change).
	text := "target datalayout = \"" + native.X86Layout(19) + "\"\n" + baseModule
	res, err := o.Check(context.Background(), testkit.Parse(t, text), oracle.Origin{Seed: 7, What: "oracle_test"})
	if err != nil || len(res.Errors) > 0 {
		t.Fatalf("Check: %v, %q", err, res.Errors)
	}
	fs := only(t, res, finding.KindNative)
	if len(fs) != 1 || fs[0].Function != "inc" || fs[0].Pipeline != "O3" || fs[0].Level != "O2" {
		t.Errorf("findings %+v; want @inc under O3 at llc -O2", fs)
	}
	// @victim and @store_g of O3 at O0 and at O2.
	if got := o.Deduped(); got != 4 {
		t.Errorf("Deduped = %d, want 4", got)
	}
}

// TestIRDedup: the same wrong function in two pipelines' outputs is judged
// once; the second pipeline's copy counts as wrong too, so it is not run
// natively either (which would report the IR-level bug a second time).
func TestIRDedup(t *testing.T) {
	t.Parallel()
	tools := fakeToolchain(t, strings.ReplaceAll(optSubVictim, "@THRESHOLD@", "0"), "")
	cfg := testkit.OracleConfig(t, tools)
	cfg.Pipelines = []string{"O2", "O3"}
	cfg.Targets = []*native.Target{needTarget(t, "x86_64")}
	text := "target datalayout = \"" + native.X86Layout(19) + "\"\n" + baseModule
	res := check(t, cfg, openStore(t), text)
	if len(res.Findings) != 1 || res.Findings[0].Kind != finding.KindIR || res.Findings[0].Pipeline != "O2" {
		for _, f := range res.Findings {
			t.Logf("%s %s %s", f.Kind, f.Pipeline, f.Signature)
		}
		t.Errorf("%d findings; want one, IR-level under O2", len(res.Findings))
	}
}

// TestSlowIsNotHang: a step that outlives the step alarm but returns the
// right outcome when given time (a slow emulator, or code that loops far
// more than it needs) is not a finding; a step that never returns is.
func TestSlowIsNotHang(t *testing.T) {
	// The fake llc makes @inc sleep 2.5 s before it returns (usleep is in
	// libc): past the 1 s alarm and its one retry with 2 s.
	sleepy := faketools.LlcSed(`/^define i32 @inc(/,/^}/ s/^  ret i32 %s$/  %zz = call i32 @usleep(i32 2500000)\n  ret i32 %s/; $ a declare i32 @usleep(i32)`)
	tools := fakeToolchain(t, "", sleepy)
	cfg := testkit.OracleConfig(t, tools)
	cfg.Pipelines = []string{"O0"}
	cfg.Levels = []string{"O2"}
	cfg.NativeInputs = 1
	cfg.StepLimit = time.Second
	cfg.Targets = []*native.Target{needTarget(t, "x86_64")}
	res := check(t, cfg, openStore(t), baseModule)
	if res.Steps == 0 {
		t.Fatal("nothing ran natively")
	}
	for _, f := range res.Findings {
		t.Errorf("finding %s: %s (%s)", f.Kind, f.Signature, f.Actual)
	}
}

// TestWitnessOnce: variants of a module that the back end breaks the same
// way each get a native finding, and each finding's witness is checked
// against the unoptimized source's reference build; that program is
// built and run once, not once per variant.
func TestWitnessOnce(t *testing.T) {
	t.Parallel()
	// The fake opt gives @inc a code of its own under each pipeline, so
	// that no variant's @inc is left out as judged already.
	opt := faketools.OptSed(`case "$*" in *O3*|*O2*) ;; *) false;; esac`,
		`/^define.*@inc(/,/^}/ { /O3/! s/xor i32 %r, %z$/xor i32 %z, %r/; }`)
	opt = strings.Replace(opt, `sed -i '`, `case "$*" in *O3*) sed -i '/^define.*@inc(/,/^}/ s/add i32 %x, 1$/add i32 1, %x/' "$out";; esac; sed -i '`, 1)
	tools := fakeToolchain(t, opt, faketools.LlcSed("s/add i32 %x, 1$/add i32 %x, 2/; s/add i32 1, %x$/add i32 2, %x/"))
	cfg := testkit.OracleConfig(t, tools)
	cfg.Pipelines = []string{"O2", "O3"}
	cfg.Levels = []string{"O2"}
	cfg.Targets = []*native.Target{needTarget(t, "x86_64")}
	o, err := oracle.New(cfg, openStore(t))
	if err != nil {
		t.Fatal(err)
	}
	text := "target datalayout = \"" + native.X86Layout(19) + "\"\n" + baseModule
	res, err := o.Check(context.Background(), testkit.Parse(t, text), oracle.Origin{Seed: 7, What: "oracle_test"})
	if err != nil || len(res.Errors) > 0 {
		t.Fatalf("Check: %v, %q", err, res.Errors)
	}
	pipelines := map[string]bool{}
	for _, f := range only(t, res, finding.KindNative) {
		pipelines[f.Pipeline] = true
	}
	if len(pipelines) < 2 {
		t.Fatalf("native findings after pipelines %v, want the source's and at least one pipeline's", pipelines)
	}
	refs := 0
	for _, u := range o.Tally() {
		if u.Tool == "llc" && strings.Contains(u.Purpose, "judgeReferences") {
			refs += u.N
		}
	}
	if refs != 1 {
		t.Errorf("the reference build of the source was compiled %d times for %d findings, want once; tally %+v", refs, len(pipelines), o.Tally())
	}
}

// TestLlcCrashScreen: the functions llc died in on one target are tried
// alone first on the next, so a back end that dies in several test
// functions (LLVM 19 on llvm.canonicalize, everywhere) costs the next
// target one compile of the whole module, not one per function; each
// target still reports its crash and compiles the rest.
func TestLlcCrashScreen(t *testing.T) {
	t.Parallel()
	first, second := needTarget(t, "hexagon"), needTarget(t, "sparcv9")
	log := filepath.Join(t.TempDir(), "log")
	// The fake llc dies in the first @crashN of its input, in module
	// order, as a back end does; it logs each run that dies, and whether
	// the module held the rest of the batch (@victim) or not.
	llc := strings.ReplaceAll(`in=; triple=
for a in "$@"; do case "$a" in *.ll) in=$a;; -mtriple=*) triple=${a#-mtriple=};; esac; done
if [ -n "$in" ]; then
  f=$(grep -o '^define[^@]*@crash[0-9]*(' "$in" | head -n 1 | sed 's/.*@//; s/($//')
  if [ -n "$f" ]; then
    whole=alone; grep -q '^define.*@victim(' "$in" && whole=whole
    echo "$triple $whole" >> "@LOG@"
    echo "LLVM ERROR: Cannot select: t42: i32 = fake t7" >&2
    printf "1.\tRunning pass 'Function Pass Manager' on module '%s'.\n2.\tRunning pass 'DAG->DAG Instruction Selection' on function '@%s'\n" "$in" "$f" >&2
    exit 1
  fi
  grep -q '^define.*@victim(' "$in" && echo "$triple compiled" >> "@LOG@"
fi
exec "@REAL@" "$@"`, "@LOG@", log)
	cfg := testkit.OracleConfig(t, fakeToolchain(t, "", llc))
	cfg.Targets = []*native.Target{first, second}
	cfg.Pipelines = []string{"O1"}
	var crashers strings.Builder
	for i := 1; i <= 3; i++ {
		fmt.Fprintf(&crashers, "\ndefine i32 @crash%d(i32 %%a) {\n  %%r = mul i32 %%a, %d\n  ret i32 %%r\n}\n", i, i+2)
	}
	res := check(t, cfg, openStore(t), baseModule+crashers.String())
	if fs := only(t, res, finding.KindCrash); len(fs) != 2 {
		t.Errorf("%d crash findings, want one per target", len(fs))
	}
	data, _ := os.ReadFile(log)
	count := func(line string) int { return strings.Count(string(data), line+"\n") }
	for _, c := range []struct {
		tg         *native.Target
		whole, min int
	}{{first, 3, 1}, {second, 1, 1}} {
		if got := count(c.tg.Triple + " whole"); got != c.whole {
			t.Errorf("%s: llc died in %d compiles of the whole module, want %d", c.tg.Name, got, c.whole)
		}
		if got := count(c.tg.Triple + " compiled"); got < c.min {
			t.Errorf("%s: the functions llc compiles were not compiled", c.tg.Name)
		}
	}
	if t.Failed() {
		t.Logf("llc runs:\n%s", data)
	}
}
