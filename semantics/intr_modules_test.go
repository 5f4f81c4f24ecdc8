package semantics_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics"
)

// execCase is one "; RUN: @fn <args> -> <outcomes>" line of a module of
// testdata/intr.
type execCase struct {
	line int
	fn   string
	args []string
	want string
}

// parseRuns reads the RUN lines of a module.
func parseRuns(src string) ([]execCase, error) {
	var out []execCase
	for i, line := range strings.Split(src, "\n") {
		rest, ok := strings.CutPrefix(line, "; RUN:")
		if !ok {
			continue
		}
		call, want, ok := strings.Cut(rest, "->")
		if !ok {
			return nil, fmt.Errorf("line %d: no '->'", i+1)
		}
		call = strings.TrimSpace(call)
		fn, args, _ := strings.Cut(call, " ")
		if !strings.HasPrefix(fn, "@") {
			return nil, fmt.Errorf("line %d: %q does not name a function", i+1, fn)
		}
		c := execCase{line: i + 1, fn: fn[1:], want: strings.TrimSpace(want)}
		if a := strings.TrimSpace(args); a != "" {
			c.args = splitArgs(a)
		}
		out = append(out, c)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no '; RUN: @fn <args> -> <outcomes>' line")
	}
	return out, nil
}

// TestIntrinsicModules runs the modules of testdata/intr, one an intrinsic
// (or a family), on each of their RUN lines: the abstract mode's outcomes,
// as `irfuzz exec` prints them and joined by " | ", must be the expected
// ones (matchOutcome's shorthands "UB" and "poison" included), and every
// outcome of concrete runs (all-zero, all-one and random choices) must be
// one the abstract mode allows, which checks the two modes agree.
func TestIntrinsicModules(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "intr", "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no modules in testdata/intr (%v)", err)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			m, err := ir.Parse(path, src)
			if err != nil {
				t.Fatal(err)
			}
			if err := ir.Verify(m); err != nil {
				t.Fatal(err)
			}
			p, err := semantics.Load(m)
			if err != nil {
				t.Fatal(err)
			}
			runs, err := parseRuns(string(src))
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			for _, c := range runs {
				runCase(t, p, path, c)
			}
		})
	}
}

// runCase checks one RUN line (see TestIntrinsicModules).
func runCase(t *testing.T, p *semantics.Program, path string, c execCase) {
	t.Helper()
	f := p.FuncByName(c.fn)
	if f == nil {
		t.Fatalf("%s:%d: no function @%s", path, c.line, c.fn)
	}
	args, err := semantics.ParseArgs(f, c.args)
	if err != nil {
		t.Fatalf("%s:%d: %v", path, c.line, err)
	}
	outs := p.NewMachine(semantics.Config{MaxSteps: 1e6}).Behaviours(f, args, 256)
	texts := make([]string, len(outs))
	for i := range outs {
		texts[i] = outs[i].String()
	}
	got := strings.Join(texts, " | ")
	if !matchOutcome(c.want, got) {
		t.Errorf("%s:%d: @%s(%s) = %s, want %s\nrepro: go run ./cmd/irfuzz exec semantics/%s -f %s %s",
			path, c.line, c.fn, strings.Join(c.args, ", "), got, c.want, path, c.fn, quoteArgs(c.args))
		return
	}
	if outs[0].Kind == semantics.UndefinedBehaviour {
		return // the source allows anything
	}
	for _, ch := range []semantics.Chooser{semantics.ZeroChooser{}, semantics.OnesChooser{}, semantics.NewRandomChooser(1)} {
		args, _ := semantics.ParseArgs(f, c.args)
		o := p.NewMachine(semantics.Config{MaxSteps: 1e6, Chooser: ch}).RunFunc(f, args)
		if why := semantics.Allows(outs, &o); why != "" {
			t.Errorf("%s:%d: a concrete run (%T) of @%s gives %s, which the abstract outcomes %s do not allow: %s",
				path, c.line, ch, c.fn, o.String(), got, why)
		}
	}
}
