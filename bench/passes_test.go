package bench

import (
	"context"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/native"
)

// The captured outputs in testdata/passes are of testdata/passes/tiny.ll:
//
//	opt-NN -passes='default<O3>' -print-changed -print-module-scope -disable-output tiny.ll
//	llc-19 -O2 -mtriple=x86_64-unknown-linux-gnu -relocation-model=pic -filetype=obj -print-after-all \
//	  -print-module-scope -print-changed -print-before=pre-isel-intrinsic-lowering -filter-print-funcs=t1 tiny.ll -o /dev/null
//	llc-22 -O0 -mtriple=aarch64-unknown-linux-gnu -relocation-model=pic -filetype=obj -global-isel=0 -print-after-all \
//	  -print-module-scope -print-changed -print-before=pre-isel-intrinsic-lowering -filter-print-funcs=t0,t1 tiny.ll -o /dev/null

// tinyTests are tiny.ll's test functions.
var tinyTests = map[string]bool{"t0": true, "t1": true, "t2": true}

// optTiny is what both releases' default<O3> does to tiny.ll's test
// functions, pass by pass (opt prints the class names in 19 and 22).
var optTiny = map[string][]string{
	"EarlyCSEPass":                   {"t0"},
	"IPSCCPPass":                     {"t1"},             // a module pass: the load of @g0 becomes 7
	"GlobalOptPass":                  {"t0", "t1", "t2"}, // a module pass: local_unnamed_addr
	"InstCombinePass":                {"t0", "t1"},       // the xors and the mul
	"InlinerPass":                    {"t0"},             // a CGSCC pass: h0 goes into t0
	"PostOrderFunctionAttrsPass":     {"t0", "t1", "t2"}, // CGSCC: attributes
	"CorrelatedValuePropagationPass": {"t1"},             // (a function pass)
	"IndVarSimplifyPass":             {"t1"},             // a loop pass
	"LoopDeletionPass":               {"t1"},             // invalidated its loop: no dump
	"GVNPass":                        {"t1"},             // not charged with LoopDeletion's change
	"SLPVectorizerPass":              nil,                // ran, changed nothing
	"LICMPass":                       nil,
}

func TestPassParseOpt(t *testing.T) {
	for _, tc := range []struct {
		file  string
		major int
	}{{"opt19-O3.txt", 19}, {"opt22-O3.txt", 22}} {
		t.Run(tc.file, func(t *testing.T) {
			tr, err := parseOptChanged(readPassData(t, tc.file), tc.major, tinyTests)
			if err != nil {
				t.Fatal(err)
			}
			if want := []string{"t0", "t1", "t2"}; !slices.Equal(tr.funcs, want) {
				t.Errorf("test functions %v, want %v", tr.funcs, want)
			}
			checkTrace(t, tr, optTiny, true)
			for _, p := range tr.passes {
				if managerPass(p) {
					t.Errorf("pass manager %s counted as a pass", p)
				}
			}
		})
	}
}

func TestPassParseLlc(t *testing.T) {
	for _, tc := range []struct {
		file  string
		major int
		want  map[string][]string
	}{
		{"llc19-x86_64-O2.txt", 19, map[string][]string{
			"X86 DAG->DAG Instruction Selection":        {"t1"}, // the first machine code is a change
			"Live Interval Analysis":                    {"t1"}, // judged by llc's -print-changed
			"Greedy Register Allocator":                 {"t1"},
			"Branch Probability Basic Block Placement":  {"t1"},
			"CodeGen Prepare":                           nil, // an IR pass that changed nothing
			"Machine Common Subexpression Elimination":  nil,
			"Post-RA pseudo instruction expansion pass": {"t1"},
		}},
		{"llc22-aarch64-O0.txt", 22, map[string][]string{
			"AArch64 Instruction Selection":                    {"t0", "t1"},
			"Fast Register Allocator":                          {"t0", "t1"},
			"Prologue/Epilogue Insertion & Frame Finalization": {"t0", "t1"},
			"Post-RA pseudo instruction expansion pass":        {"t1"},
			"Pre-ISel Intrinsic Lowering":                      nil,
		}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			tr, err := parseLlc(readPassData(t, tc.file), tc.major, tinyTests)
			if err != nil {
				t.Fatal(err)
			}
			if want := []string{"t0", "t1", "t2"}; !slices.Equal(tr.funcs, want) {
				t.Errorf("test functions %v, want %v", tr.funcs, want)
			}
			checkTrace(t, tr, tc.want, false)
			for _, p := range tr.passes {
				if strings.Contains(p, " on ") || strings.Contains(p, "***") {
					t.Errorf("pass name %q holds a header's unit or status", p)
				}
			}
		})
	}
}

// checkTrace compares the functions each pass of want changed; with
// exact, no other pass may have changed a function.
func checkTrace(t *testing.T, tr *passTrace, want map[string][]string, exact bool) {
	t.Helper()
	for p, fs := range want {
		if _, ok := tr.changed[p]; !ok {
			t.Errorf("%s did not run (passes: %v)", p, tr.passes)
			continue
		}
		if got := slices.Sorted(maps.Keys(tr.changed[p])); !slices.Equal(got, fs) {
			t.Errorf("%s changed %v, want %v", p, got, fs)
		}
	}
	if !exact {
		return
	}
	for p, fs := range tr.changed {
		if _, ok := want[p]; !ok && len(fs) > 0 {
			t.Errorf("%s changed %v, want nothing", p, slices.Sorted(maps.Keys(fs)))
		}
	}
}

func readPassData(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "passes", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestPassParseOptRules checks the rule's corners on small hand-made
// outputs in opt's format.
func TestPassParseOptRules(t *testing.T) {
	const start = "*** IR Dump At Start ***\n"
	mod := func(t0attr, t0body, t1body string, groups ...string) string {
		s := "define i32 @t0(i32 %a) " + t0attr + "{\n" + t0body + "\n}\n\ndefine i32 @t1(i32 %a) {\n" + t1body + "\n}\n"
		for _, g := range groups {
			s += g + "\n"
		}
		return s
	}
	tests := map[string]bool{"t0": true, "t1": true}
	for _, tc := range []struct {
		name, out string
		want      map[string][]string
		err       string
	}{
		{"an attribute group renumbered is no change",
			start + mod("#0 ", "  ret i32 %a", "  ret i32 %a", "attributes #0 = { nounwind }") +
				"*** IR Dump After FooPass on [module] ***\n" + mod("#1 ", "  ret i32 %a", "  ret i32 %a", "attributes #0 = { cold }", "attributes #1 = { nounwind }"),
			map[string][]string{"FooPass": nil}, ""},
		{"an attribute group changed is a change",
			start + mod("#0 ", "  ret i32 %a", "  ret i32 %a", "attributes #0 = { nounwind }") +
				"*** IR Dump After FooPass on [module] ***\n" + mod("#0 ", "  ret i32 %a", "  ret i32 %a", "attributes #0 = { nounwind willreturn }"),
			map[string][]string{"FooPass": {"t0"}}, ""},
		{"metadata renumbered is no change",
			start + mod("", "  ret i32 %a, !foo !0", "  ret i32 %a") +
				"*** IR Dump After FooPass on [module] ***\n" + mod("", "  ret i32 %a, !foo !1", "  ret i32 %a, !bar !0"),
			map[string][]string{"FooPass": {"t1"}}, ""},
		{"a module pass is charged with what it changed only",
			start + mod("", "  ret i32 %a", "  ret i32 %a") +
				"*** IR Dump After BarPass on t0 omitted because no change ***\n" +
				"*** IR Dump After FooPass on [module] ***\n" + mod("", "  ret i32 0", "  ret i32 %a"),
			map[string][]string{"FooPass": {"t0"}, "BarPass": nil}, ""},
		{"an invalidated pass is charged and the next unit's pass is not",
			start + mod("", "  ret i32 %a", "  ret i32 %a") +
				"*** IR Dump After BarPass on loop %bb1 in function t1 omitted because no change ***\n" +
				"*** IR Pass LoopDeletionPass invalidated ***\n" +
				"*** IR Pass PassManager<Loop, LoopAnalysisManager, LoopStandardAnalysisResults &, LPMUpdater &> invalidated ***\n" +
				"*** IR Dump After FooPass on t0 ***\n" + mod("", "  ret i32 1", "  ret i32 2"),
			map[string][]string{"LoopDeletionPass": {"t1"}, "FooPass": {"t0"}, "BarPass": nil}, ""},
		{"quiet output is refused",
			"*** IR Dump After FooPass on t0 ***\n" + mod("", "  ret i32 %a", "  ret i32 %a"), nil, "before the module at the start"},
		{"no output is refused", "", nil, "no \"IR Dump At Start\""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := parseOptChanged(tc.out, 19, tests)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want one with %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			checkTrace(t, tr, tc.want, true)
		})
	}
}

func TestPassHeaders(t *testing.T) {
	for _, tc := range []struct {
		line string
		want optHeader
	}{
		{"*** IR Dump At Start ***", optHeader{start: true, dump: true}},
		{"*** IR Dump After InstCombinePass on t3 ***", optHeader{dump: true, pass: "InstCombinePass", unit: "t3"}},
		{"*** IR Dump After SROAPass on t0 omitted because no change ***", optHeader{pass: "SROAPass", unit: "t0", status: "omitted"}},
		{"*** IR Dump After InlinerPass on (t0, h1) ***", optHeader{dump: true, pass: "InlinerPass", unit: "(t0, h1)"}},
		{"*** IR Dump After LICMPass on loop %bb6 in function t0 ***", optHeader{dump: true, pass: "LICMPass", unit: "loop %bb6 in function t0"}},
		{"*** IR Pass LoopDeletionPass invalidated ***", optHeader{pass: "LoopDeletionPass", status: "invalidated"}},
		{"*** IR Pass PassManager<Function> on h0 ignored ***", optHeader{pass: "PassManager<Function>", unit: "h0", status: "ignored"}},
		{"*** IR Dump After EarlyCSEPass on h0 filtered out ***", optHeader{pass: "EarlyCSEPass", unit: "h0", status: "filtered"}},
	} {
		if got, ok := parseOptHeader(tc.line); !ok || got != tc.want {
			t.Errorf("parseOptHeader(%q) = %+v, %v; want %+v", tc.line, got, ok, tc.want)
		}
	}
	for _, tc := range []struct {
		line, next string
		want       llcDump
	}{
		{"*** IR Dump After CodeGen Prepare (codegenprepare) *** (function: t1)", "; ModuleID = 'tiny.ll'", llcDump{pass: "CodeGen Prepare (codegenprepare)"}},
		{"*** IR Dump After Loop Strength Reduction (loop-reduce) *** (loop: %bb6)", "; ModuleID = 'tiny.ll'", llcDump{pass: "Loop Strength Reduction (loop-reduce)"}},
		{"*** IR Dump Before Pre-ISel Intrinsic Lowering (pre-isel-intrinsic-lowering) ***", "; ModuleID = 'tiny.ll'", llcDump{pass: "Pre-ISel Intrinsic Lowering (pre-isel-intrinsic-lowering)", before: true}},
		{"# *** IR Dump After Machine code sinking (machine-sink) ***:", "# Machine code for function t1: IsSSA", llcDump{pass: "Machine code sinking (machine-sink)", machine: true}},
		{"*** IR Dump After Machine code sinking (machine-sink) on t1 ***", "# Machine code for function t1: IsSSA", llcDump{pass: "Machine code sinking (machine-sink)", report: true, unit: "t1", changed: true}},
		{"*** IR Dump After Machine code sinking (machine-sink) on t1 omitted because no change ***", "", llcDump{pass: "Machine code sinking (machine-sink)", report: true, unit: "t1"}},
		{"*** IR Dump After AArch64 Assembly Printer on t0 omitted because no change ***", "", llcDump{pass: "AArch64 Assembly Printer", report: true, unit: "t0"}},
		{"*** IR Dump After X86 vzeroupper inserter on t1 ***", "# Machine code for function t1: NoPHIs", llcDump{pass: "X86 vzeroupper inserter", report: true, unit: "t1", changed: true}},
	} {
		if got, ok := parseLlcHeader(tc.line, tc.next); !ok || got != tc.want {
			t.Errorf("parseLlcHeader(%q) = %+v, %v; want %+v", tc.line, got, ok, tc.want)
		}
	}
	for _, tc := range []struct {
		major      int
		head, want string
	}{
		{19, "X86 DAG->DAG Instruction Selection (x86-isel)", "X86 DAG->DAG Instruction Selection"},
		{22, "Something Else (x86-isel)", "X86 DAG->DAG Instruction Selection"}, // the release table's name
		{22, "X86 vzeroupper inserter", "X86 vzeroupper inserter"},
		{22, "Instrument function entry/exit with calls to e.g. mcount() (post inlining) (post-inline-ee-instrument)",
			"Instrument function entry/exit with calls to e.g. mcount() (post inlining)"},
	} {
		if got := llcPassName(tc.major, tc.head); got != tc.want {
			t.Errorf("llcPassName(%d, %q) = %q, want %q", tc.major, tc.head, got, tc.want)
		}
	}
}

func TestPassFloors(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []PassFloor
		err  bool
	}{
		{"", nil, false},
		{"GVNPass=0.05", []PassFloor{{Column: "O3", Passes: []string{"GVNPass"}, Min: 0.05}}, false},
		{"O2:SCCPPass|IPSCCPPass=5%, x86_64/O2:Machine code sinking=0.1",
			[]PassFloor{{Column: "O2", Passes: []string{"SCCPPass", "IPSCCPPass"}, Min: 0.05}, {Column: "x86_64/O2", Passes: []string{"Machine code sinking"}, Min: 0.1}}, false},
		{"GVNPass", nil, true},
		{"GVNPass=2", nil, true},
		{"=0.1", nil, true},
		{"GVNPass=x", nil, true},
	} {
		got, err := ParsePassFloors(tc.in)
		if (err != nil) != tc.err {
			t.Errorf("ParsePassFloors(%q): error %v, want error %v", tc.in, err, tc.err)
			continue
		}
		if !slices.EqualFunc(got, tc.want, func(a, b PassFloor) bool {
			return a.Column == b.Column && slices.Equal(a.Passes, b.Passes) && a.Min == b.Min
		}) {
			t.Errorf("ParsePassFloors(%q) = %+v, want %+v", tc.in, got, tc.want)
		}
	}
	c := &PassColumn{Changed: map[string]int{}, sets: map[string]map[funcKey]bool{}}
	tr := newPassTrace()
	tr.funcs = []string{"t0", "t1", "t2", "t3"}
	tr.change("SCCPPass", "t0")
	tr.change("IPSCCPPass", "t0")
	tr.change("IPSCCPPass", "t1")
	tr.ran("GVNPass")
	c.add(0, tr)
	for _, tc := range []struct {
		passes []string
		want   float64
	}{{[]string{"SCCPPass"}, 0.25}, {[]string{"SCCPPass", "IPSCCPPass"}, 0.5}, {[]string{"GVNPass"}, 0}, {[]string{"LICMPass"}, 0}} {
		if got := c.ShareAny(tc.passes); got != tc.want {
			t.Errorf("ShareAny(%v) = %v, want %v", tc.passes, got, tc.want)
		}
	}
	if !c.Ran("GVNPass") || c.Ran("LICMPass") {
		t.Errorf("Ran: GVNPass %v (want true), LICMPass %v (want false)", c.Ran("GVNPass"), c.Ran("LICMPass"))
	}
}

// TestPassActivity19 runs the whole measurement on two modules with
// LLVM 19's opt and llc.
func TestPassActivity19(t *testing.T) {
	if !llvmbin.Installed(19) {
		t.Skip("LLVM 19 is not installed (" + llvmbin.Tool(19, "opt") + "): the end-to-end pass activity test needs it")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cfg := PassActivityConfig{LLVM: 19, Modules: 2, Seed: 1, Pipelines: []string{"O3"}, Targets: []string{"x86_64"}, Levels: []string{"O2"},
		Floors: []PassFloor{{Column: "O3", Passes: []string{"InstCombinePass"}, Min: 0.01}, {Column: "O3", Passes: []string{"NoSuchPass"}, Min: 0.01}},
		Jobs:   2, Limits: native.Limits{Timeout: time.Minute}}
	res, err := PassActivity(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	o3, llc := res.Column("O3"), res.Column("x86_64/O2")
	if o3 == nil || llc == nil {
		t.Fatalf("columns %v", columnNames(res.Columns))
	}
	for _, c := range []*PassColumn{o3, llc} {
		if c.Modules != 2 || c.Funcs < 2 || len(c.Failed) > 0 {
			t.Errorf("%s: %d modules, %d test functions, failed %v", c.Name, c.Modules, c.Funcs, c.Failed)
		}
	}
	if s := o3.Share("InstCombinePass"); s <= 0 {
		t.Errorf("InstCombinePass changed %.2f of the test functions at O3", s)
	}
	if s := llc.Share("X86 DAG->DAG Instruction Selection"); s != 1 {
		t.Errorf("instruction selection changed %.2f of the test functions, want all", s)
	}
	if below := res.Below(); len(below) != 1 || below[0].Passes[0] != "NoSuchPass" || below[0].Ran {
		t.Errorf("floors below: %+v, want NoSuchPass alone, never run", below)
	}
	var b strings.Builder
	if err := res.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"InstCombinePass", "X86 DAG->DAG Instruction Selection", "BELOW (never ran"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("the table lacks %q:\n%s", want, b.String())
		}
	}
	if _, err := PassActivity(ctx, PassActivityConfig{LLVM: 19, Modules: 1, Pipelines: []string{"O3"}, Floors: []PassFloor{{Column: "O2", Passes: []string{"GVNPass"}}}}); err == nil {
		t.Errorf("a floor on a column not measured: no error")
	}
}
