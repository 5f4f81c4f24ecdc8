package reduce

import (
	"bytes"
	"context"
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
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// cProgram is a whole C program with more in it than the bug needs. The
// fake opt (fakeOptCSub) turns every add of -O2's output into a sub: with
// next inlined, main's add, so the program prints 12 instead of 8.
const cProgram = `#include <stdio.h>
int g = 5;
static int next(int x) { return x + 1; }
static int twice(int y) { return y * 2; }
static int unused(int z) { return z ^ 3; }
int main(void) {
  int a = twice(g);
  int b = a - 3;
  int c = unused(a);
  (void)c;
  printf("%d\n", next(b));
  return 0;
}
`

var fakeOptCSub = faketools.OptSed("", `s/add nsw i32/sub nsw i32/`)

// testLowering is the campaign's lowering (campaign/csmith.LowerArgv)
// with clang 19, which the test skips without.
func testLowering(t *testing.T) CLowering {
	t.Helper()
	clang, err := exec.LookPath("clang-19")
	if err != nil {
		if clang = llvmbin.Tool(19, "clang"); !fileExists(clang) {
			t.Skip("no clang-19 (scripts/deps.sh installs it)")
		}
	}
	return CLowering{Argv: func(in, out string) []string {
		return []string{clang, "-O0", "-Xclang", "-disable-O0-optnone", "-emit-llvm", "-S", "-w", "-o", out, in}
	}}
}

func fileExists(p string) bool { _, err := os.Stat(p); return err == nil }

// lowerC lowers csrc with low.
func lowerC(t *testing.T, low CLowering, csrc string) string {
	t.Helper()
	dir := t.TempDir()
	in, out := filepath.Join(dir, CFile), filepath.Join(dir, "prog.ll")
	if err := os.WriteFile(in, []byte(csrc), 0o644); err != nil {
		t.Fatal(err)
	}
	argv := low.Argv(in, out)
	if b, err := exec.Command(argv[0], argv[1:]...).CombinedOutput(); err != nil {
		t.Fatalf("clang: %v\n%s", err, b)
	}
	return readFile(t, out)
}

// makeCFinding lowers the C program csrc and runs the oracle on it as a
// whole program, returning its stored finding of kind (prog.c attached).
func makeCFinding(t *testing.T, cfg oracle.Config, low CLowering, csrc, kind string) *finding.Finding {
	t.Helper()
	text := lowerC(t, low, csrc)
	o := testkit.Oracle(t, cfg)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	origin := oracle.Origin{Seed: 7, What: "cfinding_test", Text: []byte(text), Files: map[string][]byte{CFile: []byte(csrc)}}
	res, err := o.CheckProgram(ctx, testkit.Parse(t, text), origin, nil)
	if err != nil {
		t.Fatalf("oracle: %v", err)
	}
	for _, f := range res.Findings {
		if f.Kind == kind && f.Dir != "" {
			return f
		}
	}
	t.Fatalf("no stored %s finding of the C program: %d findings", kind, len(res.Findings))
	return nil
}

// naiveCDiffers is the classic C reducer's test: the C program built
// through the fake opt prints something else than built without it
// (x86-64, llc -O0), whatever the C program means.
func naiveCDiffers(t *testing.T, tc *native.Toolchain, low CLowering, csrc string) bool {
	t.Helper()
	dir := t.TempDir()
	src := filepath.Join(dir, "src.ll")
	if err := os.WriteFile(src, []byte(lowerC(t, low, csrc)), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(args ...string) []byte {
		out, err := exec.Command(args[0], args[1:]...).Output()
		if err != nil {
			t.Fatalf("%s: %v", strings.Join(args, " "), err)
		}
		return out
	}
	run(tc.Opt, "-passes=default<O2>", "-S", src, "-o", filepath.Join(dir, "tgt.ll"))
	var outs [][]byte
	for _, m := range []string{"src", "tgt"} {
		run(tc.Llc, "-O0", "-filetype=obj", "-relocation-model=pic", filepath.Join(dir, m+".ll"), "-o", filepath.Join(dir, m+".o"))
		run("cc", "-o", filepath.Join(dir, m), filepath.Join(dir, m+".o"))
		outs = append(outs, run(filepath.Join(dir, m)))
	}
	return !bytes.Equal(outs[0], outs[1])
}

// TestCheckC: the C-level interestingness keeps a candidate only when it
// is free of UB and still miscompiled. A signed overflow or an
// out-of-bounds read still "reproduces" in the classic sense (the built
// program prints something else through the faulty opt), but the
// reference semantics finds the UB; an uninitialised variable is caught
// by clang's checks.
func TestCheckC(t *testing.T) {
	t.Parallel()
	low := testLowering(t)
	tools := fakeToolchain(t, fakeOptCSub, "")
	cfg := testkit.OracleConfig(t, tools)
	cfg.Targets = nil
	f := makeCFinding(t, cfg, low, cProgram, finding.KindIR)
	rp, err := oracle.NewReplay(cfg, f.Dir)
	if err != nil {
		t.Fatalf("NewReplay: %v", err)
	}
	main := func(body string) string {
		return "#include <stdio.h>\nint g = 5;\nstatic int next(int x) { return x + 1; }\nint main(void) {\n" + body + "\n  return 0;\n}\n"
	}
	tests := []struct {
		name        string
		csrc        string
		interesting bool
		reason      string
		naive       bool // the classic "outputs differ" test calls it interesting
	}{
		{name: "the finding's program", csrc: cProgram, interesting: true, reason: "standard output differs", naive: true},
		{name: "smaller", csrc: main(`  printf("%d\n", next(g));`), interesting: true, reason: "standard output differs", naive: true},
		{name: "signed overflow", csrc: main(`  printf("%d\n", next(g * 1000000000));`), reason: "undefined behaviour", naive: true},
		{name: "out of bounds", csrc: main("  int a[2] = {1, 2};\n  printf(\"%d\\n\", next(a[g - 3]));"), reason: "out-of-bounds"},
		{name: "pointer compared with an integer", csrc: main("  int a[2] = {1, 2};\n  printf(\"%d\\n\", next(g < a));"), reason: "depends on addresses"},
		{name: "uninitialised", csrc: main("  int u;\n  printf(\"%d\\n\", next(u));"), reason: "C checks"},
		{name: "implicit declaration", csrc: "int main(void) { printf(\"%d\\n\", 1); return 0; }\n", reason: "C checks"},
		{name: "no add left", csrc: main(`  printf("%d\n", g * 2);`), reason: "no longer miscompiled"},
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := CheckC(ctx, rp, low, []byte(tt.csrc))
			if err != nil {
				t.Fatalf("CheckC: %v", err)
			}
			if v.Interesting != tt.interesting || !strings.Contains(v.Reason, tt.reason) {
				t.Errorf("interesting %v (%s); want %v (%q)", v.Interesting, v.Reason, tt.interesting, tt.reason)
			}
			if tt.naive && !naiveCDiffers(t, tools, low, tt.csrc) {
				t.Errorf("the classic test does not call it interesting: the case shows nothing")
			}
		})
	}
}

// TestLintArgv: the C checks take the lowering's include paths and
// macros, and nothing that writes a file.
func TestLintArgv(t *testing.T) {
	t.Parallel()
	got := lintArgv([]string{"clang", "-O0", "-emit-llvm", "-S", "-w", "-I/usr/include/csmith", "-D", "X=1", "-o", "out.ll", "in.c"}, "in.c")
	s := strings.Join(got, " ")
	for _, want := range []string{"clang -fsyntax-only -Wno-everything", "-I/usr/include/csmith", "-D X=1", "-Werror=uninitialized"} {
		if !strings.Contains(s, want) {
			t.Errorf("lintArgv = %s; want %q in it", s, want)
		}
	}
	for _, bad := range []string{"-o", "out.ll", "-emit-llvm", " -w "} {
		if strings.Contains(s+" ", " "+strings.TrimSpace(bad)+" ") {
			t.Errorf("lintArgv = %s; %q should not be in it", s, bad)
		}
	}
	if got[len(got)-1] != "in.c" {
		t.Errorf("lintArgv does not end with the file: %s", s)
	}
}

func TestOriginClang(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ origin, want string }{
		{"csmith --seed 634 --max-funcs 4 > prog.c; /usr/bin/clang-19 -O0 -Xclang -disable-O0-optnone -emit-llvm -S -w -I/usr/include/csmith -o prog.ll prog.c", "/usr/bin/clang-19"},
		{"csmith --seed 1 > prog.c; clang -O0 -o prog.ll prog.c; reduced by irfuzz", "clang"},
		{"gen seed 42", ""},
		{"", ""},
	} {
		if got := OriginClang(tt.origin); got != tt.want {
			t.Errorf("OriginClang(%q) = %q, want %q", tt.origin, got, tt.want)
		}
	}
}

// The test binary is also ReduceC's interestingness command in
// TestReduceCEndToEnd: with IRFUZZ_TEST_CHECK_C set to a finding
// directory (and IRFUZZ_TEST_TOOLS to the fake tools' directory) it runs
// CheckC on the file named by its last argument and exits 0 when that is
// interesting (what `irfuzz interesting-c` does).
func TestMain(m *testing.M) {
	if dir := os.Getenv("IRFUZZ_TEST_CHECK_C"); dir != "" {
		os.Exit(helperCheckC(dir, os.Getenv("IRFUZZ_TEST_TOOLS"), os.Getenv("IRFUZZ_TEST_CLANG"), os.Args[len(os.Args)-1]))
	}
	os.Exit(m.Run())
}

// testCSteps bounds the interpreter on a candidate: the C reducer makes
// loops that never end.
const testCSteps = 1_000_000

func helperCheckC(dir, tools, clang, file string) int {
	tc, err := native.Find(0, tools)
	if err != nil {
		return 2
	}
	work, err := os.MkdirTemp("", "irfuzz-test-c-")
	if err != nil {
		return 2
	}
	defer os.RemoveAll(work)
	rp, err := oracle.NewReplay(oracle.Config{Toolchain: tc, WorkDir: work, ProgramSteps: testCSteps}, dir)
	if err != nil {
		return 2
	}
	csrc, err := os.ReadFile(file)
	if err != nil {
		return 2
	}
	low := CLowering{Argv: func(in, out string) []string {
		return []string{clang, "-O0", "-Xclang", "-disable-O0-optnone", "-emit-llvm", "-S", "-w", "-o", out, in}
	}}
	v, err := CheckC(context.Background(), rp, low, csrc)
	if err != nil {
		return 2
	}
	if !v.Interesting {
		return 1
	}
	return 0
}

// linesOnly returns a C-Vise that runs only its line-removal pass, to a
// fixed point: a wrapper script named cvise (ReduceC tells the reducers
// apart by name) that gives cvise a pass group of that one pass. Its
// full schedule (clang_delta's passes, then the lines at every nesting
// depth, again and again) took the whole 3 minutes TestReduceCEndToEnd
// gave it on a busy machine, long after the program was as small as the
// test needs; removing lines is enough to drop the unused function and
// its call, and ReduceC's handling of the reducer (its script, the
// result, the files) is the same whatever passes run. creduce is
// returned unchanged.
func linesOnly(t *testing.T, reducer string) string {
	t.Helper()
	if filepath.Base(reducer) != "cvise" {
		return reducer
	}
	dir := t.TempDir()
	group := filepath.Join(dir, "lines.json")
	const passes = `{"first": [], "main": [{"pass": "lines", "arg": "None"}], "last": []}` + "\n"
	if err := os.WriteFile(group, []byte(passes), 0o644); err != nil {
		t.Fatal(err)
	}
	wrapper := filepath.Join(dir, "cvise")
	script := "#!/bin/sh\nexec " + native.ShellJoin([]string{reducer, "--pass-group-file", group}) + " \"$@\"\n"
	if err := os.WriteFile(wrapper, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return wrapper
}

// TestReduceCEndToEnd reduces the C program of a whole-program finding
// with cvise (or creduce) and CheckC, and checks what it writes: a
// smaller reduced.c that still shows the finding and is UB-free,
// reduced.ll, report.md, a reduced-commands.sh that exits 0 (and 1 once
// opt is fixed), and the reduced finding directory, which replays.
func TestReduceCEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a C reducer")
	}
	t.Parallel()
	reducer, err := FindCReducer()
	if err != nil {
		t.Skip(err)
	}
	reducer = linesOnly(t, reducer)
	low := testLowering(t)
	tools := fakeToolchain(t, fakeOptCSub, "")
	cfg := testkit.OracleConfig(t, tools)
	cfg.Targets, cfg.ProgramSteps = nil, testCSteps
	f := makeCFinding(t, cfg, low, cProgram, finding.KindIR)
	clang := low.Argv("in", "out")[0]
	check := []string{"env", "IRFUZZ_TEST_CHECK_C=" + f.Dir, "IRFUZZ_TEST_TOOLS=" + tools.Dir, "IRFUZZ_TEST_CLANG=" + clang, os.Args[0]}
	out := t.TempDir()
	// The reducer is stopped after a while (its passes go on long after
	// the program is tiny, slowly on a busy machine): what it has then
	// is checked and written all the same.
	rctx, rcancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer rcancel()
	res, err := ReduceC(rctx, f.Dir, COptions{Config: cfg, Lowering: low, Reducer: reducer, Check: check, Jobs: 2, Out: out})
	if err != nil {
		t.Fatalf("ReduceC with %s: %v", reducer, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	t.Logf("%s: %d -> %d lines, %d -> %d instructions in %s:\n%s", filepath.Base(reducer), res.StartLines, res.FinalLines, res.StartSize, res.FinalSize, res.Elapsed, res.C)
	if res.FinalLines >= res.StartLines || !res.Verdict.Interesting || !res.Verdict.Replay.UBFree {
		t.Errorf("result: %d -> %d lines, interesting %v (%s), UB-free %v, stopped %q", res.StartLines, res.FinalLines, res.Verdict.Interesting, res.Verdict.Reason, res.Verdict.Replay.UBFree, res.Stopped)
	}
	if strings.Contains(res.C, "unused") {
		t.Errorf("the unused function survived:\n%s", res.C)
	}
	for _, name := range []string{ReducedCFile, ReducedCLL, ReportFile, CommandsFile, ReducedDir} {
		if !fileExists(filepath.Join(out, name)) {
			t.Errorf("%s not written", name)
		}
	}
	if rep := readFile(t, filepath.Join(out, ReportFile)); !strings.Contains(rep, "whole C program") || !strings.Contains(rep, res.C) {
		t.Errorf("report.md:\n%s", rep)
	}
	script := filepath.Join(out, CommandsFile)
	if code, output := runShell(t, script); code != 0 {
		t.Errorf("%s: exit %d, want 0\n%s", CommandsFile, code, output)
	}
	rf, err := finding.Load(filepath.Join(out, ReducedDir))
	if err != nil {
		t.Fatal(err)
	}
	if readFile(t, filepath.Join(rf.Dir, CFile)) != res.C || !rf.Program {
		t.Errorf("the reduced finding's %s is not reduced.c (program %v)", CFile, rf.Program)
	}
	rp, err := oracle.NewReplay(cfg, rf.Dir)
	if err != nil {
		t.Fatal(err)
	}
	if v, err := rp.Check(ctx, testkit.Parse(t, readFile(t, filepath.Join(rf.Dir, "source.ll")))); err != nil || !v.Reproduces {
		t.Errorf("the reduced finding does not replay: %v, %v", v.Reason, err)
	}
	if err := faketools.WriteTool(tools.Dir, llvm19, "opt", faketools.PassThrough); err != nil {
		t.Fatal(err)
	}
	if code, output := runShell(t, script); code != 1 {
		t.Errorf("%s with opt fixed: exit %d, want 1\n%s", CommandsFile, code, output)
	}
}

// TestReduceFindingProgram reduces a whole-program finding at the IR
// level: main's output is the behaviour and the whole program must stay
// free of UB; the bystander function and global go, the add the fake opt
// miscompiles stays, and reduced-commands.sh reproduces it.
func TestReduceFindingProgram(t *testing.T) {
	t.Parallel()
	const source = `@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"
@g = global i32 5
@unused = global i32 7

declare i32 @printf(ptr, ...)

define internal i32 @twice(i32 %y) {
  %r = mul i32 %y, 2
  ret i32 %r
}

define i32 @main() {
entry:
  %x = load i32, ptr @g
  %a = call i32 @twice(i32 %x)
  %b = xor i32 %a, 3
  %c = add i32 %x, 1
  %d = call i32 (ptr, ...) @printf(ptr @fmt, i32 %c)
  %e = call i32 (ptr, ...) @printf(ptr @fmt, i32 %b)
  ret i32 0
}
`
	tools := fakeToolchain(t, faketools.OptSed("", `s/add i32/sub i32/`), "")
	cfg := testkit.OracleConfig(t, tools)
	cfg.Targets = nil
	o := testkit.Oracle(t, cfg)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	res0, err := o.CheckProgram(ctx, testkit.Parse(t, source), oracle.Origin{Seed: 7, What: "finding_test"}, nil)
	if err != nil || len(res0.Findings) == 0 || res0.Findings[0].Dir == "" {
		t.Fatalf("CheckProgram: %v, %d findings", err, len(res0.Findings))
	}
	f := res0.Findings[0]
	out := t.TempDir()
	res, err := ReduceFinding(ctx, f.Dir, FindingOptions{Options: Options{Jobs: 2}, Config: cfg, Out: out})
	if err != nil {
		t.Fatalf("ReduceFinding: %v", err)
	}
	red := res.Reduced.String()
	t.Logf("%d -> %d instructions:\n%s", res.Stats.StartSize, res.Stats.FinalSize, red)
	if res.Stats.FinalSize >= res.Stats.StartSize || !res.Verdict.UBFree || !strings.Contains(red, "add i32") || strings.Contains(red, "@unused") || strings.Contains(red, "@twice") {
		t.Errorf("reduced (UB-free %v):\n%s", res.Verdict.UBFree, red)
	}
	if rep := readFile(t, filepath.Join(out, ReportFile)); !strings.Contains(rep, "whole C program") {
		t.Errorf("report.md:\n%s", rep)
	}
	if code, output := runShell(t, filepath.Join(out, CommandsFile)); code != 0 {
		t.Errorf("%s: exit %d\n%s", CommandsFile, code, output)
	}
}
