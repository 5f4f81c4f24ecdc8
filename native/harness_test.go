package native

import (
	"context"
	"encoding/binary"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/ir"
)

func le32(x uint32) []byte { return binary.LittleEndian.AppendUint32(nil, x) }

// TestHarnessIRParses checks that the harness of every kind of case is IR
// our own parser and verifier accept.
func TestHarnessIRParses(t *testing.T) {
	tests := []struct {
		name string
		h    Harness
	}{
		{"ints", Harness{Cases: []Case{
			{Func: "f", Params: []string{"i32", "i8"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{le32(1), {2}}, {le32(3), {4}}}},
			{Func: "g", Params: []string{"i64"}, Ret: "i1", RetSize: 1, Inputs: [][][]byte{{make([]byte, 8)}}},
			{Func: "wide", Params: []string{"i128", "i17"}, Ret: "i65", RetSize: 16, Inputs: [][][]byte{{make([]byte, 16), make([]byte, 4)}}},
		}}},
		{"floats", Harness{Cases: []Case{
			{Func: "fadd", Params: []string{"float", "double"}, Ret: "double", RetSize: 8, Inputs: [][][]byte{{le32(0x3f800000), make([]byte, 8)}}},
			{Func: "h", Params: []string{"half", "bfloat"}, Ret: "half", RetSize: 2, Inputs: [][][]byte{{{0, 0x3c}, {0x80, 0x3f}}}},
		}}},
		{"vectors", Harness{Cases: []Case{
			{Func: "v", Params: []string{"<4 x i32>", "<2 x float>"}, Ret: "<4 x i32>", RetSize: 16, Inputs: [][][]byte{{make([]byte, 16), make([]byte, 8)}}},
			{Func: "vb", Params: []string{"<8 x i1>"}, Ret: "<8 x i1>", RetSize: 1, Inputs: [][][]byte{{{0x5a}}}},
		}}},
		{"void", Harness{Cases: []Case{
			{Func: "sink", Params: []string{"i32"}, Ret: "void", Inputs: [][][]byte{{le32(9)}, {le32(10)}}},
			{Func: "noargs", Ret: "void", Inputs: [][][]byte{{}}},
		}}},
		{"struct", Harness{Cases: []Case{
			{Func: "pair", Params: []string{"i32"}, Ret: "{ i32, i8 }", RetSize: 5, Inputs: [][][]byte{{le32(1)}}},
			{Func: "arr", Params: []string{"ptr"}, Ret: "[2 x i16]", RetSize: 4, Inputs: [][][]byte{{make([]byte, 8)}}},
		}}},
		{"globals", Harness{
			Cases: []Case{
				{Func: "set", Params: []string{"i32"}, Ret: "void", Inputs: [][][]byte{{le32(1)}}},
				{Func: "get", Ret: "i32", RetSize: 4, Inputs: [][][]byte{{}}},
			},
			Globals: []Global{{Name: "counter", Size: 4}, {Name: "odd name", Size: 3}},
		}},
		{"same function twice", Harness{Cases: []Case{
			{Func: "f", Params: []string{"i8"}, Ret: "i8", RetSize: 1, Inputs: [][][]byte{{{1}}}},
			{Func: "f", Params: []string{"i8"}, Ret: "i8", RetSize: 1, Inputs: [][][]byte{{{2}}}},
		}}},
		{"no steps", Harness{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			text := tc.h.IR()
			m, err := ir.Parse("harness.ll", []byte(text))
			if err != nil {
				t.Fatalf("parse: %v\n%s", err, text)
			}
			if err := ir.Verify(m); err != nil {
				t.Fatalf("verify: %v\n%s", err, text)
			}
			main := m.Func("main")
			if main == nil || main.IsDeclaration() {
				t.Fatal("no main")
			}
			for _, c := range tc.h.Cases {
				f := m.Func(c.Func)
				if f == nil || !f.IsDeclaration() {
					t.Errorf("@%s is not declared", c.Func)
					continue
				}
				if got := f.RetType().String(); got != c.Ret {
					t.Errorf("@%s returns %s, want %s", c.Func, got, c.Ret)
				}
			}
			for _, g := range tc.h.Globals {
				if m.Global(g.Name) == nil {
					t.Errorf("global @%s not declared", g.Name)
				}
			}
			// One driver per case: the harness grows with the cases, not
			// with the steps.
			for ci := range tc.h.Cases {
				if f := m.Func("__irfuzz.case." + itoa(ci)); f == nil || f.IsDeclaration() {
					t.Errorf("no driver for case %d", ci)
				}
			}
		})
	}
}

func itoa(n int) string { return StartArg(n) }

// parseSteps is ParseOutput without the start lines.
func parseSteps(out []byte, nGlobals int) ([]Observation, error) {
	obs, err := ParseOutput(out, nGlobals)
	_, obs = SplitStart(obs)
	return obs, err
}

// llvm19 returns the LLVM 19 toolchain or skips.
func llvm19(t *testing.T) *Toolchain {
	t.Helper()
	if _, err := os.Stat(llvmbin.Tool(19, "llc")); err != nil {
		t.Skip("LLVM 19 not installed")
	}
	tc, err := FromDir(llvmbin.Dir(19))
	if err != nil {
		t.Skipf("LLVM 19: %v", err)
	}
	return tc
}

// buildHarness compiles module text and the harness for tg and links them.
func buildHarness(t *testing.T, tg *Target, module string, h *Harness) (*Tools, string) {
	t.Helper()
	tc := llvm19(t)
	for _, miss := range tg.Missing() {
		t.Skipf("%s: %s missing", tg.Name, miss)
	}
	dir := t.TempDir()
	tools := &Tools{TC: tc, Dir: dir, Lim: Limits{Timeout: 60 * time.Second}}
	if err := os.WriteFile(filepath.Join(dir, "test.ll"), []byte(module), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "harness.ll"), []byte(h.IR()), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, c := range [][2]string{{"test.ll", "test.o"}, {"harness.ll", "harness.o"}} {
		if r := tools.Llc(ctx, tg, "O0", c[0], c[1]); !r.OK() {
			t.Fatalf("%s: %s\n%s", r.CommandLine(), r.Describe(), r.Stderr)
		}
	}
	if r := tools.Link(ctx, tg, "prog", "test.o", "harness.o"); !r.OK() {
		t.Fatalf("%s: %s\n%s", r.CommandLine(), r.Describe(), r.Stderr)
	}
	return tools, "prog"
}

const e2eModule = `
@counter = global i32 5

define i32 @add1(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i8 @mix(i32 %a, i8 %b) {
  %t = trunc i32 %a to i8
  %r = xor i8 %t, %b
  ret i8 %r
}

define void @bump(i32 %x) {
  %v = load i32, ptr @counter
  %s = add i32 %v, %x
  store i32 %s, ptr @counter
  ret void
}

define float @half(float %x) {
  %r = fmul float %x, 0.5
  ret float %r
}

define { i32, i8 } @pair(i32 %x) {
  %a = insertvalue { i32, i8 } poison, i32 %x, 0
  %b = insertvalue { i32, i8 } %a, i8 7, 1
  ret { i32, i8 } %b
}

define <2 x i32> @swap(<2 x i32> %v) {
  %r = shufflevector <2 x i32> %v, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  ret <2 x i32> %r
}
`

func e2eHarness() *Harness {
	return &Harness{
		Cases: []Case{
			{Func: "add1", Params: []string{"i32"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{le32(41)}, {le32(0xffffffff)}}},
			{Func: "mix", Params: []string{"i32", "i8"}, Ret: "i8", RetSize: 1, Inputs: [][][]byte{{le32(0x1234), {0x0f}}}},
			{Func: "bump", Params: []string{"i32"}, Ret: "void", Inputs: [][][]byte{{le32(3)}, {le32(10)}}},
			{Func: "half", Params: []string{"float"}, Ret: "float", RetSize: 4, Inputs: [][][]byte{{le32(0x40000000)}}}, // 2.0 -> 1.0
			{Func: "pair", Params: []string{"i32"}, Ret: "{ i32, i8 }", RetSize: 5, Inputs: [][][]byte{{le32(0x01020304)}}},
			{Func: "swap", Params: []string{"<2 x i32>"}, Ret: "<2 x i32>", RetSize: 8, Inputs: [][][]byte{{append(le32(1), le32(2)...)}}},
		},
		Globals: []Global{{Name: "counter", Size: 4}},
	}
}

func e2eWant() []Observation {
	g5 := [][]byte{le32(5)}
	return []Observation{
		{Step: 0, Ret: le32(42), Globals: g5},
		{Step: 1, Ret: le32(0), Globals: g5},
		{Step: 2, Ret: []byte{0x3b}, Globals: g5},
		// The global is reset to 5 before every call.
		{Step: 3, Globals: [][]byte{le32(8)}},
		{Step: 4, Globals: [][]byte{le32(15)}},
		{Step: 5, Ret: le32(0x3f800000), Globals: g5},
		{Step: 6, Ret: []byte{4, 3, 2, 1, 7}, Globals: g5},
		{Step: 7, Ret: append(le32(2), le32(1)...), Globals: g5},
	}
}

func TestHarnessEndToEnd(t *testing.T) {
	for _, name := range []string{"x86_64", "aarch64"} {
		t.Run(name, func(t *testing.T) {
			tg, err := LookupTarget(name)
			if err != nil {
				t.Fatal(err)
			}
			h := e2eHarness()
			tools, bin := buildHarness(t, tg, e2eModule, h)
			ctx := context.Background()
			obs, died, runs, err := tools.RunHarness(ctx, tg, bin, len(h.Steps()), len(h.Globals))
			_, obs = SplitStart(obs)
			if err != nil {
				t.Fatalf("RunHarness: %v", err)
			}
			if len(died) != 0 || len(runs) != 1 {
				t.Errorf("died %v, %d runs; want none and 1", died, len(runs))
			}
			if want := e2eWant(); !reflect.DeepEqual(obs, want) {
				t.Errorf("observations:\n got %v\nwant %v\nstdout:\n%s", obs, want, runs[0].Stdout)
			}
			// Starting at a later step runs only the steps from there.
			r := tools.Exec(ctx, tg, bin, StartArg(6))
			got, err := parseSteps(r.Stdout, 1)
			if err != nil || !r.OK() || !reflect.DeepEqual(got, e2eWant()[6:]) {
				t.Errorf("from step 6: %s, %v, %v", r.Describe(), got, err)
			}
			// A skip mask leaves out whole cases; a mask shorter than the
			// cases skips none of those it does not reach.
			skip := make([]bool, len(h.Cases))
			skip[0] = true
			r = tools.Exec(ctx, tg, bin, StartArg(0), StepAlarmArg(0), SkipArg(skip))
			got, err = parseSteps(r.Stdout, 1)
			var want []Observation
			for _, o := range e2eWant() {
				if h.Steps()[o.Step].Case != 0 {
					want = append(want, o)
				}
			}
			if err != nil || !r.OK() || !reflect.DeepEqual(got, want) {
				t.Errorf("skipping case 0: %s, %v, %v", r.Describe(), got, err)
			}
			r = tools.Exec(ctx, tg, bin, StartArg(0), StepAlarmArg(0), SkipArg(skip[1:]))
			if got, err = parseSteps(r.Stdout, 1); err != nil || !reflect.DeepEqual(got, e2eWant()) {
				t.Errorf("mask naming no case to skip: %s, %v, %v", r.Describe(), got, err)
			}
		})
	}
}

const crashModule = `
declare void @llvm.trap()
declare void @exit(i32)

define i32 @trapper(i32 %x) {
entry:
  %c = icmp eq i32 %x, 1
  br i1 %c, label %boom, label %ok
boom:
  call void @llvm.trap()
  unreachable
ok:
  %r = mul i32 %x, 3
  ret i32 %r
}

define i32 @spin(i32 %x) {
entry:
  %c = icmp eq i32 %x, 1
  br i1 %c, label %loop, label %ok
loop:
  br label %loop
ok:
  ret i32 %x
}

define i32 @quit(i32 %x) {
entry:
  %c = icmp eq i32 %x, 1
  br i1 %c, label %bye, label %ok
bye:
  call void @exit(i32 0)
  unreachable
ok:
  ret i32 %x
}
`

// TestRunHarnessRestarts checks that a step that crashes, hangs or exits
// is reported in died and that the steps after it still run.
func TestRunHarnessRestarts(t *testing.T) {
	x86, _ := LookupTarget("x86_64")
	in3 := [][][]byte{{le32(0)}, {le32(1)}, {le32(2)}}
	tests := []struct {
		fn    string
		check func(*Result) bool
		want  string
	}{
		{"trapper", func(r *Result) bool { return r.Signal == "SIGILL" || r.Signal == "SIGTRAP" }, "killed by a trap signal"},
		{"spin", func(r *Result) bool { return r.TimedOut && r.Signal == "" }, "timed out"},
		{"quit", func(r *Result) bool { return r.OK() }, "exit 0"},
	}
	for _, tc := range tests {
		t.Run(tc.fn, func(t *testing.T) {
			h := &Harness{Cases: []Case{
				{Func: tc.fn, Params: []string{"i32"}, Ret: "i32", RetSize: 4, Inputs: in3},
				// A second case after the bad one: its steps run too.
				{Func: "trapper", Params: []string{"i32"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{le32(5)}}},
			}}
			tools, bin := buildHarness(t, x86, crashModule, h)
			tools.RunLim = Limits{Timeout: 500 * time.Millisecond}
			start := time.Now()
			obs, died, runs, err := tools.RunHarness(context.Background(), x86, bin, 4, 0)
			_, obs = SplitStart(obs)
			if err != nil {
				t.Fatalf("RunHarness: %v", err)
			}
			if time.Since(start) > 10*time.Second {
				t.Errorf("RunHarness took %v", time.Since(start))
			}
			want := []Observation{{Step: 0, Ret: le32(0)}, {Step: 2, Ret: le32(map[string]uint32{"trapper": 6, "spin": 2, "quit": 2}[tc.fn])}, {Step: 3, Ret: le32(15)}}
			if !reflect.DeepEqual(obs, want) {
				t.Errorf("observations %v, want %v", obs, want)
			}
			if len(died) != 1 || died[0].Step != 1 {
				t.Fatalf("died = %+v, want step 1", died)
			}
			if !tc.check(died[0].Run) {
				t.Errorf("step 1: %s, want %s", died[0].Run.Describe(), tc.want)
			}
			// A hang gets a run of its own, and one retry with twice the
			// time, before it counts: ./prog 0, ./prog 1, ./prog 1, ./prog 2
			// (each with the step alarm after the start step).
			wantRuns := 2
			if tc.fn == "spin" {
				wantRuns = 4
			}
			if last := runs[len(runs)-1].Argv; len(runs) != wantRuns || len(last) < 2 || !reflect.DeepEqual(last[:2], []string{"./prog", "2"}) {
				t.Errorf("%d runs, last %v; want %d, restarted at step 2", len(runs), runs[len(runs)-1].Argv, wantRuns)
			}
		})
	}
}

// TestRunGroupsStepAlarm checks that a hanging step is killed by the
// harness's alarm long before the whole run's limit, and that the rest of
// its group (the other inputs of the same test function) is skipped.
func TestRunGroupsStepAlarm(t *testing.T) {
	x86, _ := LookupTarget("x86_64")
	// spin hangs on 1 and 3; steps 0-3 are one group, step 4 another.
	h := &Harness{Cases: []Case{
		{Func: "spin", Params: []string{"i32"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{le32(0)}, {le32(1)}, {le32(2)}, {le32(1)}}},
		{Func: "spin", Params: []string{"i32"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{le32(7)}}},
	}}
	tools, bin := buildHarness(t, x86, crashModule, h)
	tools.RunLim = Limits{Timeout: time.Minute}
	tools.StepLimit = 300 * time.Millisecond
	start := time.Now()
	obs, died, runs, err := tools.RunGroups(context.Background(), x86, bin, []int{4, 4, 4, 4, 5}, 5, 0)
	_, obs = SplitStart(obs)
	if err != nil {
		t.Fatalf("RunGroups: %v", err)
	}
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("took %v: the step alarm did not fire", d)
	}
	want := []Observation{{Step: 0, Ret: le32(0)}, {Step: 4, Ret: le32(7)}}
	if !reflect.DeepEqual(obs, want) {
		t.Errorf("observations %v, want %v", obs, want)
	}
	if len(died) != 1 || died[0].Step != 1 || died[0].Run.Signal != "SIGALRM" {
		t.Fatalf("died = %+v (%s), want step 1 killed by SIGALRM", died, died[0].Run.Describe())
	}
	// ./prog 0 (alarm at step 1), ./prog 1 (the retry with twice the
	// time, alarm again), ./prog 4.
	if len(runs) != 3 || runs[2].Argv[1] != "4" || runs[1].Argv[2] != "1" {
		t.Errorf("%d runs, last %v; want 3, the retry with a 1 s alarm, the last from step 4", len(runs), runs[len(runs)-1].Argv)
	}
}

// TestRunHarnessLastStepDies: a death at the last step ends the run.
func TestRunHarnessLastStepDies(t *testing.T) {
	x86, _ := LookupTarget("x86_64")
	h := &Harness{Cases: []Case{{Func: "trapper", Params: []string{"i32"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{le32(2)}, {le32(1)}}}}}
	tools, bin := buildHarness(t, x86, crashModule, h)
	obs, died, runs, err := tools.RunHarness(context.Background(), x86, bin, 2, 0)
	_, obs = SplitStart(obs)
	if err != nil || len(obs) != 1 || len(died) != 1 || died[0].Step != 1 || len(runs) != 1 {
		t.Errorf("obs %v died %+v runs %d err %v", obs, died, len(runs), err)
	}
	// A program that cannot start is an error, not a death.
	if _, _, _, err := tools.RunHarness(context.Background(), x86, "no-such-prog", 2, 0); err == nil {
		t.Error("missing program: no error")
	}
}

// TestRunHarnessNoProgress: a program that prints a step before the one
// it was started at (a corrupted step counter) must not make RunHarness
// restart it forever.
func TestRunHarnessNoProgress(t *testing.T) {
	x86, _ := LookupTarget("x86_64")
	dir := t.TempDir()
	script := "#!/bin/sh\necho '00000000 01'\nexit 1\n"
	if err := os.WriteFile(filepath.Join(dir, "prog"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	tools := &Tools{Dir: dir}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, died, runs, err := tools.RunHarness(ctx, x86, "prog", 3, 0)
	if err != nil {
		t.Fatalf("RunHarness: %v after %d runs", err, len(runs))
	}
	var steps []int
	for _, d := range died {
		steps = append(steps, d.Step)
	}
	if !reflect.DeepEqual(steps, []int{1, 2}) || len(runs) != 2 {
		t.Errorf("died at %v in %d runs, want [1 2] in 2", steps, len(runs))
	}
}

// TestRunPlanSkip checks that skipped cases are neither run nor blamed: a
// crash right after a skipped case is the crash of the step that ran.
func TestRunPlanSkip(t *testing.T) {
	x86, _ := LookupTarget("x86_64")
	h := &Harness{Cases: []Case{
		{Func: "quit", Params: []string{"i32"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{le32(2)}, {le32(1)}}},
		{Func: "spin", Params: []string{"i32"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{le32(1)}}},
		{Func: "trapper", Params: []string{"i32"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{le32(1)}, {le32(4)}}},
		{Func: "quit", Params: []string{"i32"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{le32(3)}}},
	}}
	tools, bin := buildHarness(t, x86, crashModule, h)
	var cases []int
	for _, st := range h.Steps() {
		cases = append(cases, st.Case)
	}
	plan := Plan{Steps: len(cases), GroupEnd: []int{2, 2, 3, 5, 5, 6}, Case: cases, Skip: []bool{true, true, false, false}}
	obs, died, runs, err := tools.RunPlan(context.Background(), x86, bin, plan)
	_, obs = SplitStart(obs)
	if err != nil {
		t.Fatal(err)
	}
	// Steps 0-2 (quit exiting, spin hanging) are skipped; trapper dies on
	// its first input (step 3), its second is in the same group; step 5
	// runs after a restart.
	if want := []Observation{{Step: 5, Ret: le32(3)}}; !reflect.DeepEqual(obs, want) {
		t.Errorf("observations %v, want %v", obs, want)
	}
	if len(died) != 1 || died[0].Step != 3 {
		t.Errorf("died %+v, want step 3", died)
	}
	if len(runs) != 2 || !slices.Contains(runs[0].Argv, "1100") {
		t.Errorf("%d runs, first %v; want 2, told to skip cases 0 and 1", len(runs), runs[0].Argv)
	}
}

// chattyModule's function prints about 6 KiB per call, more than a pipe's
// stdio buffer holds.
const chattyModule = `
@line = private constant [61 x i8] c"0123456789012345678901234567890123456789012345678901234567-\0A\00"
declare i32 @printf(ptr, ...)

define i32 @chatty(i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  %p = call i32 (ptr, ...) @printf(ptr @line)
  %n = add i32 %i, 1
  %c = icmp ult i32 %n, 100
  br i1 %c, label %loop, label %done
done:
  %r = add i32 %x, 1
  ret i32 %r
}
`

// TestHarnessOutputBuffer: what a test function prints does not limit
// it: a function printing more than stdio's buffer (which glibc flushes
// into the harness's own output when it fills) is still observed on
// every input.
func TestHarnessOutputBuffer(t *testing.T) {
	x86, _ := LookupTarget("x86_64")
	h := &Harness{Cases: []Case{{Func: "chatty", Params: []string{"i32"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{le32(1)}, {le32(2)}, {le32(3)}}}}}
	tools, bin := buildHarness(t, x86, chattyModule, h)
	obs, died, _, err := tools.RunHarness(context.Background(), x86, bin, 3, 0)
	_, obs = SplitStart(obs)
	if err != nil || len(died) != 0 || len(obs) != 3 {
		t.Fatalf("obs %v died %+v err %v; want 3 observations", obs, died, err)
	}
	for i, o := range obs {
		if !reflect.DeepEqual(o.Ret, le32(uint32(i+2))) {
			t.Errorf("step %d: ret %x, want %d", i, o.Ret, i+2)
		}
	}
}
