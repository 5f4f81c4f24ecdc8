package oracle

import (
	"context"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
)

func TestClosureKeys(t *testing.T) {
	t.Parallel()
	const base = `target datalayout = "e"
@g = global i32 1
@p = global ptr @t2

define i32 @t0(i32 %x) #0 {
  %h = call i32 @h(i32 %x)
  %l = load i32, ptr @g, !range !0
  %r = add i32 %h, %l
  ret i32 %r
}

define internal i32 @h(i32 %x) {
  %r = mul i32 %x, 3
  ret i32 %r
}

define i32 @t1(i32 %x) {
  ret i32 %x
}

define i32 @t2(i32 %x) {
  ret i32 %x
}

attributes #0 = { nounwind }
!0 = !{i32 0, i32 10}
`
	edit := func(old, new string) string {
		if !strings.Contains(base, old) {
			t.Fatalf("%q not in the module", old)
		}
		return strings.ReplaceAll(base, old, new)
	}
	k0, shared := closureKeys(base)
	if len(k0) != 4 {
		t.Fatalf("keys %v, want one per defined function", k0)
	}
	if !shared["h"] || !shared["t2"] || shared["t0"] || shared["t1"] {
		t.Errorf("shared = %v, want h (called) and t2 (in a global's initialiser)", shared)
	}
	tests := []struct {
		name, old, new string
		same           bool // t0's key stays
	}{
		{"other function changed", "define i32 @t1(i32 %x) {\n  ret i32 %x", "define i32 @t1(i32 %x) {\n  ret i32 7", true},
		{"source file name", "target datalayout", "source_filename = \"x.ll\"\ntarget datalayout", true},
		{"helper changed", "mul i32 %x, 3", "mul i32 %x, 4", false},
		{"global changed", "@g = global i32 1", "@g = global i32 2", false},
		{"attribute group changed", "{ nounwind }", "{ nounwind readnone }", false},
		{"metadata changed", "!{i32 0, i32 10}", "!{i32 0, i32 11}", false},
		{"layout changed", `datalayout = "e"`, `datalayout = "E"`, false},
		{"own body changed", "add i32 %h, %l", "sub i32 %h, %l", false},
		// Numbered per module: the same attributes and metadata under
		// other numbers are the same code.
		{"attribute group renumbered", "#0", "#7", true},
		{"metadata renumbered", "!0", "!4", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			k, _ := closureKeys(edit(tc.old, tc.new))
			if got := k["t0"] == k0["t0"]; got != tc.same {
				t.Errorf("t0's key unchanged = %v, want %v", got, tc.same)
			}
		})
	}
}

// TestForTargetNoVariants: asking for the view of a target whose layout
// differs outside a run (as Blame does for a native finding) must not
// panic.
func TestForTargetNoVariants(t *testing.T) {
	t.Parallel()
	tc, err := native.FromDir(llvmbin.Dir(19))
	if err != nil {
		t.Skip("no LLVM 19")
	}
	tg, _ := native.LookupTarget("aarch64")
	ts := sourceTestFuncs(t, Config{Toolchain: tc, WorkDir: t.TempDir()}, "define i32 @f(i32 %x) {\n  ret i32 %x\n}\n")
	ts.expect(&Result{})
	if view, sourceOnly := ts.targetView(tg); view == nil {
		t.Errorf("targetView(aarch64) = %v, %v", view, sourceOnly)
	}
}

// TestRefutesItselfNoFinding: where the source does not refine itself on
// an input (its own set of outcomes is wrong: here another function's,
// standing for a flaw of the reference semantics), a difference found
// there is counted as NotSelfRefining, not made a finding.
func TestRefutesItselfNoFinding(t *testing.T) {
	t.Parallel()
	tc, err := native.FromDir(llvmbin.Dir(19))
	if err != nil {
		t.Skip("no LLVM 19")
	}
	ts := sourceTestFuncs(t, Config{Toolchain: tc, WorkDir: t.TempDir(), Pipelines: []string{"O1"}},
		"define i8 @f(i8 %x) {\n  ret i8 %x\n}\n\ndefine i8 @g(i8 %x) {\n  %r = add i8 %x, 1\n  ret i8 %r\n}\n")
	res := &Result{}
	ts.expect(res)
	if len(ts.entries) != 2 {
		t.Fatalf("%d entries, want 2", len(ts.entries))
	}
	f, g := ts.entries[0], ts.entries[1]
	f.inputs, f.expect = g.inputs, g.expect
	ts.checkIR(context.Background(), &variant{pipeline: "O1", file: "source.ll", prog: ts.prog, mod: ts.src}, res)
	if len(res.Findings) != 0 || res.NotFindings[NotSelfRefining] == 0 {
		t.Errorf("%d findings, %d not self-refining; want none and some", len(res.Findings), res.NotFindings[NotSelfRefining])
	}
}

// sourceTestFuncs opens a batch of module text under cfg (closed when the
// test ends) and returns its test-function subject, entries not made yet.
func sourceTestFuncs(t *testing.T, cfg Config, text string) *testFuncs {
	t.Helper()
	o, err := New(cfg, finding.NewMemStore())
	if err != nil {
		t.Fatal(err)
	}
	m, err := ir.Parse("t.ll", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	b, err := o.openBatch(m, Origin{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.close)
	return newTestFuncs(b, newObjCache())
}
