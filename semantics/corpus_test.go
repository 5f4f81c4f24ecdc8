package semantics

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// header returns the text after "; KEY:" on the first line that has it.
func header(src, key string) (string, bool) {
	re := regexp.MustCompile(`(?m)^; ` + key + `:[ \t]*(.*)$`)
	m := re.FindStringSubmatch(src)
	if m == nil {
		return "", false
	}
	return strings.TrimSpace(m[1]), true
}

func loadTestModule(t *testing.T, path string) (*ir.Module, string) {
	t.Helper()
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
	return m, string(src)
}

// TestRefinePairs checks every src/tgt pair of testdata/refine against its
// expected verdict; under -short, every fourth pair (in name order): the
// pairs take some 13 s of CPU, the package's largest share.
func TestRefinePairs(t *testing.T) {
	t.Parallel()
	files, _ := filepath.Glob("testdata/refine/*.ll")
	if len(files) < 150 {
		t.Fatalf("only %d refinement pairs; want at least 150", len(files))
	}
	// The pairs run in parallel (each its own module and checker); counts
	// is shared and logged when they are all done. -short checks every
	// fourth pair in name order; the full suite checks all.
	var mu sync.Mutex
	counts := map[string]int{}
	t.Cleanup(func() { t.Logf("expected verdicts: %v", counts) })
	for i, f := range files {
		if testing.Short() && i%4 != 0 {
			continue
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			m, src := loadTestModule(t, f)
			want, ok := header(src, "EXPECT")
			if !ok {
				t.Fatal("no EXPECT header")
			}
			mu.Lock()
			counts[want]++
			mu.Unlock()
			p, err := Load(m)
			if err != nil {
				t.Fatal(err)
			}
			pairs := Pairs(m)
			if len(pairs) != 1 {
				t.Fatalf("%d pairs, want 1", len(pairs))
			}
			v := NewChecker(p, p, CheckOptions{Seed: 1, Exits: true}).Check(pairs[0][0], pairs[0][1])
			got := "correct"
			if !v.Correct {
				got = "incorrect"
			}
			if got != want {
				t.Errorf("verdict %s (%s; source %s, target %s), want %s", got, v.Reason, v.Source, v.Target, want)
			}
			if j, ok := header(src, "JUDGED"); ok && (j == "yes") != (v.Tried > v.Skipped) {
				t.Errorf("%d of %d inputs judged (%s), want judged: %s", v.Tried-v.Skipped, v.Tried, v.Inconclusive, j)
			}
			if vac, ok := header(src, "VACUOUS"); ok && (vac == "yes") != v.Vacuous {
				t.Errorf("vacuous %v (%s), want %s", v.Vacuous, v.Inconclusive, vac)
			}
			if v.Correct && v.Tried == v.Skipped && !v.Vacuous && !strings.HasPrefix(v.Inconclusive, "the source has undefined") {
				t.Errorf("no input was judged: %s", v.Inconclusive)
			}
		})
	}
}

// TestUBCatalogue runs each file of testdata/ub on its ARGS and checks the
// UB kind and location (or, for noub_* files, the result).
func TestUBCatalogue(t *testing.T) {
	files, _ := filepath.Glob("testdata/ub/*.ll")
	kinds := map[string]bool{}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			m, src := loadTestModule(t, f)
			p, err := Load(m)
			if err != nil {
				t.Fatal(err)
			}
			fn := m.Func("f")
			argText, _ := header(src, "ARGS")
			var args []Val
			if argText != "" {
				// Arguments are separated by spaces, or by ";" when one
				// is an argument object (which has spaces).
				parts := strings.Fields(argText)
				if strings.Contains(argText, "<") {
					parts = strings.Split(argText, ";")
				}
				var err error
				if args, err = ParseArgs(fn, parts); err != nil {
					t.Fatal(err)
				}
			}
			outs := p.NewMachine(Config{}).Behaviours(fn, args, 64)
			if want, ok := header(src, "EXPECT-UB"); ok {
				at, _ := header(src, "AT")
				found := false
				for _, o := range outs {
					if o.Kind == UndefinedBehaviour && o.UB.Kind.String() == want {
						where := o.UB.Where()
						if strings.HasSuffix(where, at) {
							found = true
							kinds[want] = true
						} else {
							t.Errorf("UB at %q, want at %q", where, at)
						}
					}
				}
				if !found {
					t.Errorf("outcomes %v, want UB %q", outcomeStrings(outs), want)
				}
				return
			}
			want, _ := header(src, "EXPECT")
			for _, o := range outs {
				if o.String() != want {
					t.Errorf("outcome %q, want %q", o.String(), want)
				}
			}
		})
	}
	for k := UBDivByZero; k < numUBKinds; k++ {
		if !kinds[k.String()] {
			t.Errorf("no catalogue test shows UB kind %q", k)
		}
	}
}

func outcomeStrings(outs []Outcome) []string {
	var s []string
	for _, o := range outs {
		s = append(s, o.String())
	}
	return s
}

// TestFoundByDiff replays the interpreter bugs the native differential
// test found: fmuladd's fused-or-not choice is not undef, and an
// out-of-range llround is an arbitrary value, not poison.
func TestFoundByDiff(t *testing.T) {
	tests := []struct {
		file, fn string
		args     []string
		want     []string
	}{
		{"testdata/diff/bug_fmuladd_branch.ll", "f", []string{"0x3F800800", "0x3F800800", "0xBF801000"}, []string{"i1 true", "i1 false"}},
		{"testdata/diff/bug_llround_range.ll", "g", []string{"1e30"}, []string{"i64 0"}},
	}
	for _, tc := range tests {
		m, _ := loadTestModule(t, tc.file)
		p, err := Load(m)
		if err != nil {
			t.Fatal(err)
		}
		f := m.Func(tc.fn)
		var args []Val
		for i, a := range tc.args {
			v, err := ParseArg(f.Params[i].Ty, a)
			if err != nil {
				t.Fatal(err)
			}
			args = append(args, v)
		}
		got := outcomeStrings(p.NewMachine(Config{}).Behaviours(f, args, 16))
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("%s: behaviours %q, want %q", tc.file, got, tc.want)
		}
	}
}
