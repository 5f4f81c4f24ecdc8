package reduce

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
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
	"github.com/irfuzz/irfuzz/semantics"
	"github.com/irfuzz/irfuzz/upstream"
)

var llvm19 = llvmbin.Dir(19)

// Fake tool bodies (see faketools): @REAL@ is the real LLVM 19 tool;
// anything not matched (--version included) goes through to it.
var (
	// fakeOptCrash aborts with an LLVM error when its input has a udiv.
	fakeOptCrash = faketools.OptCrash("udiv")

	// fakeOptSub runs the real opt, then turns every add of @victim in its
	// output into a sub when the input matches @WHEN@: an IR-level
	// miscompile.
	fakeOptSub = faketools.OptSed(`grep -q '@WHEN@' "$in"`, `/^define.*@victim(/,/^}/ s/add i32/sub i32/`)
)

// Modules the findings come from: a test function with more in it than
// the bug needs, and a bystander.
const (
	crashSource = `
define i32 @other(i32 %a) {
  %r = mul i32 %a, 7
  ret i32 %r
}

define i32 @big(i32 %a, i32 %b) {
entry:
  %x = mul i32 %a, 3
  %y = xor i32 %x, %b
  %c = icmp ult i32 %y, 10
  br i1 %c, label %then, label %else
then:
  %q = udiv i32 %y, 7
  %s = add i32 %q, %a
  br label %join
else:
  %t = shl i32 %y, 2
  br label %join
join:
  %p = phi i32 [ %s, %then ], [ %t, %else ]
  %r = sub i32 %p, %b
  ret i32 %r
}
`
	irSource = `
define i32 @victim(i32 %x, i32 %y) {
  %a = mul i32 %x, %y
  %b = and i32 %a, 255
  %c = add i32 %x, %y
  %d = xor i32 %c, %b
  %e = or i32 %d, 1
  ret i32 %e
}

define i32 @bystander(i32 %x) {
  %r = shl i32 %x, 3
  ret i32 %r
}
`
	nativeSource = `
@g = global i32 0

define i32 @inc(i32 %x, i8 %b) {
  %z = zext i8 %b to i32
  %w = mul i32 %z, 5
  store i32 %w, ptr @g
  %r = add i32 %x, 1
  %s = xor i32 %r, %z
  ret i32 %s
}

define i32 @bystander(i32 %x) {
  %r = shl i32 %x, 3
  ret i32 %r
}
`
	// udivSource divides by an argument: shrinking the divisor to 0 makes
	// the source undefined, which only a UB-guarded predicate notices.
	udivSource = `
define i32 @victim(i32 %x, i32 %y) {
  %q = udiv i32 %x, %y
  %r = add i32 %q, %y
  ret i32 %r
}
`
)

func needTools(t *testing.T) {
	t.Helper()
	if err := faketools.Available(llvm19); err != nil {
		t.Skip(err)
	}
}

// fakeToolchain writes opt and llc scripts around the real LLVM 19 tools
// ("" passes everything through) and loads them.
func fakeToolchain(t *testing.T, optBody, llcBody string) *native.Toolchain {
	t.Helper()
	needTools(t)
	tc, err := faketools.Write(t.TempDir(), llvm19, optBody, llcBody)
	if err != nil {
		t.Fatal(err)
	}
	return tc
}

// makeFinding runs the oracle on text and returns its stored finding of kind.
func makeFinding(t *testing.T, cfg oracle.Config, text, kind string) *finding.Finding {
	t.Helper()
	o := testkit.Oracle(t, cfg)
	m := testkit.Parse(t, text)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res, err := o.Check(ctx, m, oracle.Origin{Seed: 7, What: "finding_test"})
	if err != nil {
		t.Fatalf("oracle: %v", err)
	}
	var sigs []string
	for _, f := range res.Findings {
		if f.Kind == kind && f.Dir != "" {
			return f
		}
		sigs = append(sigs, f.Signature)
	}
	t.Fatalf("no stored %s finding; findings: %q", kind, sigs)
	return nil
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// runShell runs a shell script and returns its exit code and output.
func runShell(t *testing.T, path string) (int, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", path)
	cmd.WaitDelay = 5 * time.Second
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0, string(out)
	case errors.As(err, &ee):
		return ee.ExitCode(), string(out)
	}
	t.Fatalf("%s: %v", path, err)
	return -1, ""
}

func TestReduceFinding(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name       string
		opt, llc   string // fake tool bodies
		target     string // native target ("" for none)
		source     string
		kind       string
		maxSize    int
		keep       string // the reduced module must contain it
		fixed, bug string // the fake tool ("opt"/"llc") and its fixed body
	}{
		{name: "opt crash", opt: fakeOptCrash, source: crashSource, kind: finding.KindCrash,
			maxSize: 3, keep: "udiv", fixed: "opt"},
		{name: "IR miscompile", opt: strings.ReplaceAll(fakeOptSub, "@WHEN@", "add"), source: irSource, kind: finding.KindIR,
			maxSize: 2, keep: "add i32", fixed: "opt"},
		{name: "native miscompile x86_64", llc: faketools.LlcSed(`s/add i32 %x, 1$/add i32 %x, 2/`),
			target: "x86_64", source: nativeSource, kind: finding.KindNative, maxSize: 2, keep: "add i32 %x, 1", fixed: "llc"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tools := fakeToolchain(t, tc.opt, tc.llc)
			cfg := testkit.OracleConfig(t, tools)
			if tc.target != "" {
				tg, err := native.LookupTarget(tc.target)
				if err != nil {
					t.Fatal(err)
				}
				if miss := tg.Missing(); len(miss) > 0 {
					t.Skipf("target %s: missing %v", tc.target, miss)
				}
				cfg.Pipelines, cfg.Levels, cfg.Targets = []string{"O0"}, []string{"O2"}, []*native.Target{tg}
			}
			f := makeFinding(t, cfg, tc.source, tc.kind)
			out := t.TempDir()
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			res, err := ReduceFinding(ctx, f.Dir, FindingOptions{Options: Options{Jobs: 2}, Config: cfg, Out: out})
			if err != nil {
				t.Fatalf("ReduceFinding: %v", err)
			}
			got := res.Reduced.String()
			t.Logf("%s: %d -> %d instructions, %d tests, %s:\n%s", f.Signature, res.Stats.StartSize, res.Stats.FinalSize,
				res.Stats.Tests, res.Stats.Elapsed.Round(time.Millisecond), got)
			if n := Size(res.Reduced); n > tc.maxSize || !strings.Contains(got, tc.keep) {
				t.Errorf("reduced to %d instructions (want at most %d, with %q)", n, tc.maxSize, tc.keep)
			}
			v := res.Verdict
			if !v.Reproduces {
				t.Errorf("verdict on the result: %+v", v)
			}
			if miscompile := tc.kind != finding.KindCrash; v.UBFree != miscompile {
				t.Errorf("UBFree = %v for a %s", v.UBFree, tc.kind)
			}
			if readFile(t, filepath.Join(out, ReducedFile)) != got {
				t.Errorf("%s differs from the result", ReducedFile)
			}
			rep := readFile(t, filepath.Join(out, ReportFile))
			rp, err := oracle.NewReplay(cfg, f.Dir)
			if err != nil {
				t.Fatal(err)
			}
			// report.md is the LLVM issue when a stock-tool command shows
			// the bug (it names the release and holds that command), else
			// irfuzz's own account.
			var wants []string
			p, err := upstream.Extract(rep)
			t.Logf("report.md in LLVM's issue form: %v (%v)", err == nil, lastLine(rep))
			if err == nil {
				wants = []string{"# [", "With LLVM " + tools.Version + ":", p.Command}
				if !strings.Contains(rep, strings.TrimLeft(got, "\n")) && !strings.Contains(rep, "after `opt") {
					t.Errorf("report.md does not hold the reduced module:\n%s", rep)
				}
			} else {
				wants = []string{got, strings.Join(rp.Commands(ReducedFile), "\n"), "## LLVM version", tools.Version, "_Not in LLVM's issue form: "}
			}
			if tc.kind != finding.KindCrash {
				wants = append(wants, v.Expected, v.Actual, v.Reason, v.Input)
			} else {
				wants = append(wants, "fake crash in FooPass")
			}
			for _, w := range wants {
				if !strings.Contains(rep, w) {
					t.Errorf("report.md lacks %q:\n%s", w, rep)
				}
			}
			if tc.kind == finding.KindIR {
				checkPair(t, filepath.Join(out, SrcTgtFile))
			} else if _, err := os.Stat(filepath.Join(out, SrcTgtFile)); err == nil {
				t.Errorf("%s written for a %s", SrcTgtFile, tc.kind)
			}
			// The reduced finding directory replays and reproduces on its own.
			rd := filepath.Join(out, ReducedDir)
			rf, err := finding.Load(rd)
			if err != nil {
				t.Fatal(err)
			}
			if readFile(t, filepath.Join(rd, "source.ll")) != got || rf.Signature != f.Signature || (tc.kind != finding.KindCrash && rf.Input != v.Input) {
				t.Errorf("%s: source.ll or finding.json do not describe the result: %+v", ReducedDir, rf)
			}
			rrp, err := oracle.NewReplay(cfg, rd)
			if err != nil {
				t.Fatal(err)
			}
			if rv, err := rrp.Check(context.Background(), testkit.Parse(t, got)); err != nil || !rv.Reproduces {
				t.Errorf("replaying %s: %+v, %v", ReducedDir, rv, err)
			}
			if code, outp := runShell(t, filepath.Join(rd, "commands.sh")); code != 0 {
				t.Errorf("%s/commands.sh: exit %d, want 0:\n%s", ReducedDir, code, outp)
			}
			script := filepath.Join(out, CommandsFile)
			if code, outp := runShell(t, script); code != 0 {
				t.Errorf("%s: exit %d, want 0:\n%s\n--- script:\n%s", CommandsFile, code, outp, readFile(t, script))
			}
			// With the bug fixed the script must say so: it can fail.
			if err := faketools.WriteTool(tools.Dir, llvm19, tc.fixed, faketools.PassThrough); err != nil {
				t.Fatal(err)
			}
			if code, outp := runShell(t, script); code != 1 {
				t.Errorf("%s with the bug fixed: exit %d, want 1:\n%s", CommandsFile, code, outp)
			}
		})
	}
}

// checkPair checks an alive-tv pair: it parses and verifies, and holds
// @src with an add and @tgt with the fake's sub.
func checkPair(t *testing.T, path string) {
	t.Helper()
	text := readFile(t, path)
	m, err := ir.Parse(path, []byte(text))
	if err == nil {
		err = ir.Verify(m)
	}
	if err != nil {
		t.Fatalf("%s: %v\n%s", path, err, text)
	}
	src, tgt := m.Func("src"), m.Func("tgt")
	if src == nil || tgt == nil || src.FuncTy.String() != tgt.FuncTy.String() {
		t.Fatalf("%s lacks @src and @tgt of one type:\n%s", path, text)
	}
	if !strings.Contains(src.String(), "add i32") || !strings.Contains(tgt.String(), "sub i32") {
		t.Errorf("%s: @src should add, @tgt subtract:\n%s", path, text)
	}
}

// witnessArgs reads a finding's inputs file (`i32 5\t; image ...` lines).
func witnessArgs(t *testing.T, fn *ir.Function, path string) []semantics.Val {
	t.Helper()
	var in []semantics.Val
	for k, line := range strings.Split(strings.TrimSpace(readFile(t, path)), "\n") {
		text, _, _ := strings.Cut(line, ";")
		ty := fn.Params[k].Ty
		v, err := semantics.ParseArg(ty, strings.TrimPrefix(strings.TrimSpace(text), ty.String()+" "))
		if err != nil {
			t.Fatal(err)
		}
		in = append(in, v)
	}
	return in
}

// sourceOn runs @fn of m on in under the reference semantics: its
// outcomes, or why there are none ("UB: ...").
func sourceOn(t *testing.T, m *ir.Module, fn string, in []semantics.Val) string {
	t.Helper()
	p, err := semantics.Load(m)
	if err != nil {
		t.Fatal(err)
	}
	outs, skip := semantics.NewChecker(p, p, semantics.CheckOptions{}).Expect(m.Func(fn), in)
	if skip != "" {
		return skip
	}
	return outs[0].String()
}

// naiveDiffers is the predicate a reducer without a UB guard would use:
// @fn keeps its type fnType, and opt's output and the source print
// different outcomes on the witness, undefined behaviour counting as one
// outcome like any other.
func naiveDiffers(t *testing.T, tc *native.Toolchain, fn, fnType, inputs string) Interesting {
	dir := t.TempDir()
	return func(ctx context.Context, m *ir.Module) (bool, error) {
		// Each candidate in a directory of its own under one name: the
		// run's key in the test run cache is its content, not its turn.
		cdir, err := os.MkdirTemp(dir, "c")
		if err != nil {
			return false, err
		}
		defer os.RemoveAll(cdir)
		src, tgt := filepath.Join(cdir, "c.ll"), filepath.Join(cdir, "c.opt.ll")
		if err := os.WriteFile(src, []byte(m.String()), 0o644); err != nil {
			return false, err
		}
		if !native.Run(ctx, native.Limits{}, "", tc.Opt, "-passes=default<O2>", "-S", src, "-o", tgt).OK() {
			return false, nil
		}
		out, err := os.ReadFile(tgt)
		if err != nil {
			return false, err
		}
		tm, err := ir.Parse("tgt.ll", out)
		sf, tf := m.Func(fn), tm.Func(fn)
		if err != nil || sf == nil || tf == nil || sf.FuncTy.String() != fnType || tf.FuncTy.String() != fnType {
			return false, nil
		}
		in := witnessArgs(t, sf, inputs)
		tp, err := semantics.Load(tm)
		if err != nil {
			return false, nil
		}
		got := tp.NewMachine(semantics.Config{Chooser: semantics.ZeroChooser{}}).RunFunc(tf, in)
		return sourceOn(t, m, fn, in) != got.String(), nil
	}
}

// TestReduceFindingStaysUBFree reduces one miscompile twice: with the
// finding's replay (ReduceFinding) and with a naive "outputs differ"
// predicate. The fake opt miscompiles @victim only when it divides, so
// both keep the udiv; the naive reduction shrinks its divisor to 0, a
// source with undefined behaviour on the witness that reports nothing,
// while ReduceFinding's result has a defined outcome there.
func TestReduceFindingStaysUBFree(t *testing.T) {
	t.Parallel()
	tools := fakeToolchain(t, strings.ReplaceAll(fakeOptSub, "@WHEN@", "udiv"), "")
	cfg := testkit.OracleConfig(t, tools)
	f := makeFinding(t, cfg, udivSource, finding.KindIR)
	inputs := filepath.Join(f.Dir, "inputs")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	res, err := ReduceFinding(ctx, f.Dir, FindingOptions{Options: Options{Jobs: 2}, Config: cfg, Out: t.TempDir()})
	if err != nil {
		t.Fatalf("ReduceFinding: %v", err)
	}
	src := testkit.Parse(t, readFile(t, filepath.Join(f.Dir, "source.ll")))
	naive, _, err := Reduce(ctx, src, naiveDiffers(t, tools, f.Function, src.Func(f.Function).FuncTy.String(), inputs), Options{Jobs: 2})
	if err != nil {
		t.Fatalf("naive reduction: %v", err)
	}
	in := witnessArgs(t, src.Func(f.Function), inputs)
	honest := sourceOn(t, res.Reduced, f.Function, in)
	drifted := sourceOn(t, naive, f.Function, in)
	t.Logf("ReduceFinding (source: %s):\n%s\nnaive (source: %s):\n%s", honest, res.Reduced, drifted, naive)
	if !res.Verdict.UBFree || strings.HasPrefix(honest, "UB") || !strings.Contains(res.Reduced.String(), "udiv") {
		t.Errorf("ReduceFinding's result is not a UB-free division on the witness (UBFree %v, source %s)", res.Verdict.UBFree, honest)
	}
	if !strings.HasPrefix(drifted, "UB") {
		t.Errorf("the naive predicate did not drift into UB (source: %s): the test shows nothing", drifted)
	}
	// The replay itself rejects the naive result, and says why.
	rp, err := oracle.NewReplay(cfg, f.Dir)
	if err != nil {
		t.Fatal(err)
	}
	if v, err := rp.Check(ctx, naive); err != nil || v.Reproduces || v.UBFree || !strings.Contains(v.Reason, "UB") {
		t.Errorf("Check(naive result) = %+v, %v; want rejected for UB", v, err)
	}
}

func TestReduceWithScript(t *testing.T) {
	needTools(t)
	dir := t.TempDir()
	module := filepath.Join(dir, "crash.ll")
	if err := os.WriteFile(module, []byte(`
define double @f(double %x, i32 %n) {
  %a = fadd double %x, 1.0
  %m = mul i32 %n, 3
  %fm = sitofp i32 %m to double
  %c = call double @llvm.canonicalize.f64(double 5.000000e-01)
  %r = fmul double %a, %c
  %s = fadd double %r, %fm
  ret double %s
}

define i32 @g(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

declare double @llvm.canonicalize.f64(double)
`), 0o644); err != nil {
		t.Fatal(err)
	}
	// llvm-reduce's convention: the script's own arguments, then the file.
	grep := filepath.Join(dir, "interesting.sh")
	if err := os.WriteFile(grep, []byte("#!/bin/sh\n"+filepath.Join(llvm19, "llc")+
		" -O0 -mtriple=x86_64 \"$2\" -o /dev/null 2>&1 | grep -q -- \"$1\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		script  string
		args    []string
		timeout time.Duration // ScriptTimeout (0: the default)
		maxSize int
		wantErr string
	}{
		{name: "llc crash", script: grep, args: []string{"Cannot select"}, maxSize: 3},
		{name: "other message", script: grep, args: []string{"Assertion"}, wantErr: "not interesting"},
		// A script that hangs is killed at the time limit: not interesting.
		{name: "hang", script: "sh", args: []string{"-c", "sleep 30", "sh"}, timeout: 300 * time.Millisecond, wantErr: "not interesting"},
		{name: "no such script", script: filepath.Join(dir, "missing.sh"), wantErr: "missing.sh"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("TMPDIR", t.TempDir())
			if tc.timeout != 0 {
				defer func(d time.Duration) { ScriptTimeout = d }(ScriptTimeout)
				ScriptTimeout = tc.timeout
			}
			start := time.Now()
			m, st, err := ReduceWithScript(context.Background(), module, tc.script, tc.args, Options{Jobs: 2})
			if tc.timeout != 0 && time.Since(start) > 10*time.Second {
				t.Errorf("the hanging script was not killed at its time limit (%s)", time.Since(start))
			}
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%d -> %d instructions, %d tests:\n%s", st.StartSize, st.FinalSize, st.Tests, m)
			if n := Size(m); n > tc.maxSize || !strings.Contains(m.String(), "llvm.canonicalize") {
				t.Errorf("reduced to %d instructions, want at most %d with the canonicalize call", n, tc.maxSize)
			}
			ents, _ := os.ReadDir(os.Getenv("TMPDIR"))
			for _, e := range ents {
				if strings.HasPrefix(e.Name(), "irfuzz-reduce-") {
					t.Errorf("candidate directory left behind: %s", e.Name())
				}
			}
		})
	}
}

// TestReduceFindingStopped: a reduction stopped once it has made progress
// still writes the smallest module found, replayed and reproducing, and
// says it was stopped.
func TestReduceFindingStopped(t *testing.T) {
	t.Parallel()
	tools := fakeToolchain(t, fakeOptCrash, "")
	cfg := testkit.OracleConfig(t, tools)
	f := makeFinding(t, cfg, crashSource, finding.KindCrash)
	out := t.TempDir()
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	stop := func(p Progress) {
		if p.Size < p.StartSize {
			cancel(errors.New("the test's stop"))
		}
	}
	res, err := ReduceFinding(ctx, f.Dir, FindingOptions{Options: Options{Jobs: 1, Progress: stop}, Config: cfg, Out: out})
	if err != nil {
		t.Fatalf("ReduceFinding: %v", err)
	}
	if !strings.Contains(res.Stopped, "the test's stop") || !res.Verdict.Reproduces || res.Stats.FinalSize >= res.Stats.StartSize {
		t.Errorf("stopped %q, verdict %+v, %d -> %d", res.Stopped, res.Verdict, res.Stats.StartSize, res.Stats.FinalSize)
	}
	if readFile(t, filepath.Join(out, ReducedFile)) != res.Reduced.String() {
		t.Errorf("%s is not the best module so far", ReducedFile)
	}
	if rep := readFile(t, filepath.Join(out, ReportFile)); !strings.Contains(rep, "The reduction was stopped") {
		t.Errorf("report.md does not say the reduction was stopped:\n%s", rep)
	}
}

// TestRefingerprint: a reduced finding's fingerprint is computed anew
// from its reduced/ directory and written to its finding.json, known
// bugs named; a finding without a reduction is left alone.
func TestRefingerprint(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	f := &finding.Finding{Kind: finding.KindNative, Signature: "native-miscompile/x86_64/O0/FastISel", Target: "x86_64", Level: "O0",
		Reduction: &finding.Reduction{Fingerprint: "old", Size: 1}}
	if err := finding.Write(dir, f); err != nil {
		t.Fatal(err)
	}
	red := &finding.Finding{Kind: f.Kind, Signature: f.Signature,
		Files: map[string][]byte{"source.ll": []byte("define i8 @t1(i8 %a) {\n  %x = udiv i8 %a, 3\n  ret i8 %x\n}\n")}}
	if err := finding.Write(filepath.Join(dir, ReducedDir), red); err != nil {
		t.Fatal(err)
	}
	want := "native-miscompile/x86_64/O0/FastISel#"
	r, err := Refingerprint(context.Background(), nil, dir, nil)
	if err != nil || r == nil || !strings.HasPrefix(r.Fingerprint, want) || r.Skeleton != "udiv i8" {
		t.Fatalf("Refingerprint: %+v, %v", r, err)
	}
	r2, err := Refingerprint(context.Background(), nil, dir, map[string]string{finding.KnownKey(r.Fingerprint): "case.ll"})
	if err != nil || r2.Known != "case.ll" {
		t.Fatalf("with known: %+v, %v", r2, err)
	}
	back, _ := finding.Load(dir)
	if back.Reduction.Fingerprint != r.Fingerprint || back.Reduction.Known != "case.ll" {
		t.Errorf("finding.json: %+v", back.Reduction)
	}
	plain := t.TempDir()
	finding.Write(plain, &finding.Finding{Kind: finding.KindIR, Signature: "s"})
	if r, err := Refingerprint(context.Background(), nil, plain, nil); r != nil || err != nil {
		t.Errorf("a finding not reduced: %+v, %v", r, err)
	}
}

func TestHung(t *testing.T) {
	t.Parallel()
	for actual, want := range map[string]bool{
		"the program killed by SIGALRM":   true,
		"the program timed out after 20s": true,
		"the program killed by SIGSEGV":   false,
		"i32 5":                           false,
	} {
		if got := hung(actual); got != want {
			t.Errorf("hung(%q) = %v", actual, got)
		}
	}
}

// A candidate that reproduces in irfuzz's own build but not with the
// commands.sh that ships with it (its program depends on the environment)
// must not make the result: the script, run on the result, sends the
// reduction back to the start with the script run on every candidate.
// It builds and runs every candidate natively twice (8 s of the quiet
// -short suite, the package's largest): the full suite runs it.
func TestReduceFindingScriptDisagrees(t *testing.T) {
	if testing.Short() {
		t.Skip("runs commands.sh on every candidate of a native reduction")
	}
	t.Parallel()
	tg, err := native.LookupTarget("x86_64")
	if err != nil {
		t.Fatal(err)
	}
	if miss := tg.Missing(); len(miss) > 0 {
		t.Skipf("target x86_64: missing %v", miss)
	}
	// The fake llc miscompiles the script's build (target*.ll) only while
	// the module keeps its mul, irfuzz's own build always.
	llc := faketools.LlcSedWhen(`[ "$level" = -O2 ] && case "$in" in target*.ll|*/target*.ll) grep -q "mul i32" "$in";; *) true;; esac`,
		`s/add i32 %x, 1$/add i32 %x, 2/`)
	tools := fakeToolchain(t, "", llc)
	cfg := testkit.OracleConfig(t, tools)
	cfg.Pipelines, cfg.Levels, cfg.Targets = []string{"O0"}, []string{"O2"}, []*native.Target{tg}
	f := makeFinding(t, cfg, nativeSource, finding.KindNative)
	out := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	res, err := ReduceFinding(ctx, f.Dir, FindingOptions{Options: Options{Jobs: 2}, Config: cfg, Out: out})
	if err != nil {
		t.Fatalf("ReduceFinding: %v", err)
	}
	got := res.Reduced.String()
	t.Logf("%d tests:\n%s", res.Stats.Tests, got)
	if !strings.Contains(got, "mul i32") || !strings.Contains(got, "add i32 %x, 1") {
		t.Errorf("the result lost what the shipped script needs (mul i32, add i32 %%x, 1):\n%s", got)
	}
	if code, outp := runShell(t, filepath.Join(out, CommandsFile)); code != 0 {
		t.Errorf("%s: exit %d, want 0:\n%s", CommandsFile, code, outp)
	}
}

// lastLine is the last non-empty line of s.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}
