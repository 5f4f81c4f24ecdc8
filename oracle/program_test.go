package oracle_test

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/faketools"
	"github.com/irfuzz/irfuzz/internal/testkit"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// programModule is a whole C program: it prints argc+1 (2, run with no
// arguments) through a helper that -O2 inlines into main.
const programModule = `
@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"

declare i32 @printf(ptr, ...)

define internal i32 @next(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @main(i32 %argc, ptr %argv) {
entry:
  %v = call i32 @next(i32 %argc)
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i32 %v)
  ret i32 0
}
`

// checkProgram runs CheckProgram on text with cfg.
func checkProgram(t *testing.T, cfg oracle.Config, text string) *oracle.Result {
	t.Helper()
	o, err := oracle.New(cfg, openStore(t))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res, err := o.CheckProgram(ctx, testkit.Parse(t, text), oracle.Origin{Seed: 7, What: "oracle_test"}, nil)
	if err != nil {
		t.Fatalf("CheckProgram: %v", err)
	}
	if res.Skipped != "" {
		t.Fatalf("program skipped: %s", res.Skipped)
	}
	if len(res.Errors) > 0 {
		t.Errorf("oracle errors: %q", res.Errors)
	}
	for _, f := range res.Findings {
		t.Logf("finding %s: %s (%s)", f.Kind, f.Signature, f.Dir)
	}
	return res
}

func TestProgramClean(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, text string
		unjudged   string // a piece of Result.Unjudged; "" when judged
		steps      uint64 // Config.ProgramSteps (0: the default)
	}{
		{"prints", programModule, "", 0},
		// abort does not flush stdout natively; the source keeps it all.
		{"abort after printing", `
@s = private unnamed_addr constant [3 x i8] c"x\0A\00"
declare i32 @printf(ptr, ...)
declare void @abort()
define i32 @main() {
  %n = call i32 (ptr, ...) @printf(ptr @s)
  call void @abort()
  unreachable
}
`, "", 0},
		{"exit status", `
declare void @exit(i32)
define i32 @main() {
  call void @exit(i32 3)
  unreachable
}
`, "", 0},
		// UB in the source: nothing to compare with; the tools still run.
		{"source UB", `
define i32 @main() {
  %p = getelementptr i8, ptr null, i64 0
  %v = load i32, ptr %p
  ret i32 %v
}
`, "UB: null pointer access", 0},
		// Over the budget: the reason says how to raise it.
		{"step budget", `
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %c = icmp ult i32 %j, 1000
  br i1 %c, label %loop, label %done
done:
  ret i32 0
}
`, "step budget (100 instructions) exhausted (the whole-program budget: raise it with irfuzz check --program-steps N)", 100},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := testkit.OracleConfig(t, realToolchain(t))
			cfg.Targets = []*native.Target{needTarget(t, "x86_64")}
			cfg.Levels = []string{"O0", "O2"}
			cfg.ProgramSteps = tc.steps
			res := checkProgram(t, cfg, tc.text)
			if len(res.Findings) > 0 {
				t.Errorf("findings on a correct compiler: %d", len(res.Findings))
			}
			if tc.unjudged == "" && (res.Unjudged != "" || res.Steps == 0) {
				t.Errorf("not judged (%q) or no native run (%d)", res.Unjudged, res.Steps)
			}
			if tc.unjudged != "" && !strings.Contains(res.Unjudged, tc.unjudged) {
				t.Errorf("Unjudged = %q, want it to contain %q", res.Unjudged, tc.unjudged)
			}
		})
	}
}

// TestProgramPrivateTmp: a program that writes and reads back a file in
// /tmp is judged where native runs get a private /tmp, and the file does
// not reach the host's /tmp.
func TestProgramPrivateTmp(t *testing.T) {
	t.Parallel()
	if !native.PrivateTmp() {
		t.Skip("no private /tmp on this machine")
	}
	const text = `
@name = private unnamed_addr constant [25 x i8] c"/tmp/irfuzz-oracle-test1\00"
@w = private unnamed_addr constant [2 x i8] c"w\00"
@r = private unnamed_addr constant [2 x i8] c"r\00"
@s = private unnamed_addr constant [4 x i8] c"ok\0A\00"
declare ptr @fopen(ptr, ptr)
declare i32 @fputs(ptr, ptr)
declare i32 @fclose(ptr)
declare i32 @fgetc(ptr)
declare i32 @remove(ptr)
declare i32 @putchar(i32)
define i32 @main() {
  %old = call ptr @fopen(ptr @name, ptr @r)
  %fresh = icmp eq ptr %old, null
  br i1 %fresh, label %write, label %bad
write:
  %f = call ptr @fopen(ptr @name, ptr @w)
  %n = call i32 @fputs(ptr @s, ptr %f)
  %c1 = call i32 @fclose(ptr %f)
  %g = call ptr @fopen(ptr @name, ptr @r)
  %ch = call i32 @fgetc(ptr %g)
  %c2 = call i32 @fclose(ptr %g)
  %p = call i32 @putchar(i32 %ch)
  ret i32 0
bad:
  ret i32 1
}
`
	cfg := testkit.OracleConfig(t, realToolchain(t))
	cfg.Targets = []*native.Target{needTarget(t, "x86_64")}
	cfg.Levels = []string{"O0"}
	res := checkProgram(t, cfg, text)
	if len(res.Findings) > 0 || res.Unjudged != "" || res.Steps == 0 {
		t.Errorf("findings %d, not judged %q, native runs %d", len(res.Findings), res.Unjudged, res.Steps)
	}
	if _, err := os.Stat("/tmp/irfuzz-oracle-test1"); err == nil {
		os.Remove("/tmp/irfuzz-oracle-test1")
		t.Errorf("the program's file reached the host's /tmp")
	}
}

func TestProgramIRMiscompile(t *testing.T) {
	t.Parallel()
	// opt turns main's add (next inlined) into a sub: the program prints 0.
	tools := fakeToolchain(t, faketools.OptSed("", `/^define.*@main(/,/^}/ s/add i32/sub i32/`), "")
	cfg := testkit.OracleConfig(t, tools)
	cfg.Targets = []*native.Target{needTarget(t, "x86_64")}
	cfg.Blame = true
	res := checkProgram(t, cfg, programModule)
	fs := only(t, res, finding.KindIR)
	f := fs[0]
	if f.Pipeline != "O2" || f.Function != "main" || !strings.Contains(f.Reason, "standard output differs") || !strings.Contains(f.Expected, `"2\n"`) || !strings.Contains(f.Actual, `"0\n"`) {
		t.Errorf("finding = %+v", f)
	}
	// The fake edits main's add, which main has once next is inlined:
	// bisection names the inliner.
	if f.Signature != finding.KindIR+"/InlinerPass" || f.Pass != "InlinerPass" {
		t.Errorf("signature %q, pass %q, blame note %q", f.Signature, f.Pass, f.BlameNote)
	}
	for _, g := range res.Findings {
		if g.Kind == finding.KindNative && g.Pipeline == "O2" {
			t.Errorf("a native finding for the pipeline already found wrong: %s", g.Signature)
		}
	}
	files := checkStored(t, f, "target.ll", "expected.out", "expected.status", "expected", "actual")
	if files["expected.out"] != "2\n" || files["expected.status"] != "0\n" {
		t.Errorf("expected.out %q, expected.status %q", files["expected.out"], files["expected.status"])
	}
	reproduce(t, f)
	fixTool(t, f, tools, "opt", faketools.PassThrough)
}

func TestProgramNativeMiscompile(t *testing.T) {
	t.Parallel()
	for _, target := range []string{"x86_64", "aarch64"} {
		t.Run(target, func(t *testing.T) {
			tg := needTarget(t, target)
			tools := fakeToolchain(t, "", faketools.LlcSed(`s/add i32 %x, 1$/add i32 %x, 2/`))
			cfg := testkit.OracleConfig(t, tools)
			cfg.Pipelines = []string{"O0"}
			cfg.Levels = []string{"O0", "O2"}
			cfg.Targets = []*native.Target{tg}
			cfg.Blame = true
			res := checkProgram(t, cfg, programModule)
			// (The source and opt -O0's output are two builds, one signature.)
			fs := only(t, res, finding.KindNative)
			for _, g := range fs[1:] {
				if g.Signature != fs[0].Signature {
					t.Errorf("signatures %q and %q", fs[0].Signature, g.Signature)
				}
			}
			f := fs[0]
			if f.Target != target || f.Level != "O2" || f.Pipeline != "" || f.Function != "main" || !strings.Contains(f.Actual, `"3\n"`) {
				t.Errorf("finding = %+v", f)
			}
			// The fake llc is wrong at -O2 whatever the selector and the
			// bisection limit: localized to the code they share.
			if want := finding.KindNative + "/" + target + "/O2/CodeGen"; f.Signature != want || !strings.Contains(f.BlameNote, "-fast-isel") {
				t.Errorf("signature %q, blame note %q; want %q", f.Signature, f.BlameNote, want)
			}
			checkStored(t, f, "expected.out", "expected.status", "observed.out")
			reproduce(t, f)
			fixTool(t, f, tools, "llc", faketools.PassThrough)
		})
	}
}

// TestProgramReplay: a whole-program miscompile (IR level or native) is
// marked as one and replayed as a program: its source reproduces; a
// candidate that still "shows" the bug but has undefined behaviour under
// the reference semantics (an out-of-bounds read, a signed overflow), that
// changes main's type or that no longer has what the tool miscompiles does
// not; nor does the source once the tool is fixed.
func TestProgramReplay(t *testing.T) {
	t.Parallel()
	// The faulty step turns main's add (next inlined) into a sub or +2.
	oob := strings.Replace(programModule, "  %n = call", "  %bad = load i32, ptr getelementptr (i8, ptr @fmt, i64 64)\n  %n = call", 1)
	overflow := strings.Replace(programModule, "%r = add i32 %x, 1", "%big = add nsw i32 %x, 2147483647\n  %r = add i32 %big, 1", 1)
	noMain := strings.Replace(strings.Replace(programModule, "@main(i32 %argc, ptr %argv)", "@main()", 1), "@next(i32 %argc)", "@next(i32 1)", 1)
	clean := strings.Replace(programModule, "%r = add i32 %x, 1", "%r = mul i32 %x, 2", 1)
	tests := []struct {
		name, kind, target string
		opt, llc           string
		pipelines, levels  []string
		fix, fixBody       string
	}{
		{name: "IR level", kind: finding.KindIR, target: "x86_64", opt: faketools.OptSed("", `/^define.*@main(/,/^}/ s/add i32/sub i32/`),
			pipelines: []string{"O2"}, levels: []string{"O0"}, fix: "opt", fixBody: faketools.PassThrough},
		{name: "native aarch64", kind: finding.KindNative, target: "aarch64", llc: faketools.LlcSed(`s/add i32 %x, 1$/add i32 %x, 2/`),
			pipelines: []string{"O0"}, levels: []string{"O2"}, fix: "llc", fixBody: faketools.PassThrough},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tg := needTarget(t, tt.target)
			tools := fakeToolchain(t, tt.opt, tt.llc)
			cfg := testkit.OracleConfig(t, tools)
			cfg.Pipelines, cfg.Levels, cfg.Targets = tt.pipelines, tt.levels, []*native.Target{tg}
			f := only(t, checkProgram(t, cfg, programModule), tt.kind)[0]
			if !f.Program || f.TypedPointers || f.Input != "argv: prog" {
				t.Fatalf("Program %v, TypedPointers %v, input %q", f.Program, f.TypedPointers, f.Input)
			}
			rp, err := oracle.NewReplay(cfg, f.Dir)
			if err != nil {
				t.Fatalf("NewReplay: %v", err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			for _, c := range []struct {
				name, text     string
				reproduces, ub bool // ub: not UB-free
				reason         string
			}{
				{"source", programModule, true, false, "standard output differs"},
				{"out of bounds", oob, false, true, "out-of-bounds"},
				{"signed overflow", overflow, false, true, "no defined behaviour"},
				{"main's type", noMain, false, true, "changed its type"},
				{"no add", clean, false, false, "allows"},
			} {
				v, err := rp.Check(ctx, testkit.Parse(t, c.text))
				if err != nil {
					t.Fatalf("%s: %v", c.name, err)
				}
				if v.Reproduces != c.reproduces || v.UBFree == c.ub || !strings.Contains(v.Reason, c.reason) {
					t.Errorf("%s: reproduces %v, UB-free %v, reason %q; want %v, %v, %q", c.name, v.Reproduces, v.UBFree, v.Reason, c.reproduces, !c.ub, c.reason)
				}
				if v.Reproduces && (v.Files["commands.sh"] == nil || v.Files["expected.out"] == nil || v.Input != "argv: prog") {
					t.Errorf("%s: files %v, input %q", c.name, len(v.Files), v.Input)
				}
			}
			if err := faketools.WriteTool(tools.Dir, llvmBin, tt.fix, tt.fixBody); err != nil {
				t.Fatal(err)
			}
			if v, err := rp.Check(ctx, testkit.Parse(t, programModule)); err != nil || v.Reproduces {
				t.Errorf("with %s fixed: reproduces %v (%s), %v", tt.fix, v.Reproduces, v.Reason, err)
			}
		})
	}
}

// TestProgramTargetLayout: a program whose output depends on the
// datalayout (the size of a struct holding an i72, whose alignment is that
// of the next larger integer the layout names) is judged, for each target,
// under the layout llc gives that target, not the module's.
func TestProgramTargetLayout(t *testing.T) {
	t.Parallel()
	const text = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%S = type { i8, i72 }
@fmt = private unnamed_addr constant [5 x i8] c"%ld\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i64 ptrtoint (ptr getelementptr (%S, ptr null, i32 1) to i64))
  ret i32 0
}
`
	cfg := testkit.OracleConfig(t, realToolchain(t))
	cfg.Targets = []*native.Target{needTarget(t, "x86_64"), needTarget(t, "aarch64")}
	cfg.Levels = []string{"O0"}
	res := checkProgram(t, cfg, text)
	if len(res.Findings) > 0 || res.Unjudged != "" || res.Steps < 2 {
		t.Errorf("%d findings (want none), unjudged %q, %d native runs", len(res.Findings), res.Unjudged, res.Steps)
	}
}
