package oracle

import (
	"math/rand/v2"
	"regexp"
	"testing"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
)

// TestSubsetTextIsSubset checks SubsetText's fast path (subsetPrint, no
// fallback) against Subset, printed, on
// generated modules of every release's syntax and random sets of test
// functions kept: the fast path must give llc the very text the copy,
// print and parse gave, but for the order of the blocks' "; preds ="
// comments (use-list order: a generated module's differs from a parsed
// one's).
func TestSubsetTextIsSubset(t *testing.T) {
	t.Parallel()
	seeds := 20
	if testing.Short() {
		seeds = 6
	}
	for _, llvm := range []int{14, 19, 22} {
		cfg := gen.DefaultConfig()
		cfg.LLVM = llvm
		cfg.MinTests, cfg.MaxTests = 6, 24
		for seed := range uint64(seeds) {
			m, err := gen.Generate(seed, cfg)
			if err != nil {
				t.Fatalf("LLVM %d seed %d: %v", llvm, seed, err)
			}
			var tests []string
			for _, f := range m.Funcs {
				if Drivable(f) {
					tests = append(tests, f.Name)
				}
			}
			r := rand.New(rand.NewPCG(seed, uint64(llvm)))
			for range 4 {
				keep := map[string]bool{}
				for _, n := range tests {
					if r.IntN(3) == 0 {
						keep[n] = true
					}
				}
				before := m.String()
				got := subsetPrint(m, keep)
				if m.String() != before {
					t.Fatalf("LLVM %d seed %d: subsetPrint changed its argument", llvm, seed)
				}
				var want []byte
				if sub := Subset(m, keep); sub != nil {
					want = []byte(sub.String())
				}
				if noPreds(string(got)) != noPreds(string(want)) {
					t.Fatalf("LLVM %d seed %d keep %v: subsetPrint differs from Subset:\n%s", llvm, seed, keep, firstDiff(string(got), string(want)))
				}
			}
		}
	}
	// The hand-written cases of TestSubset, every set of names.
	m, err := ir.Parse("subset.ll", []byte(subsetModule))
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"a", "b", "c"}
	for bits := range 8 {
		keep := map[string]bool{}
		for k, n := range names {
			if bits&(1<<k) != 0 {
				keep[n] = true
			}
		}
		if got, want := string(subsetPrint(m, keep)), Subset(m, keep).String(); noPreds(got) != noPreds(want) {
			t.Errorf("keep %v: subsetPrint differs from Subset:\n%s", keep, firstDiff(got, want))
		}
	}
}

var predsComment = regexp.MustCompile(`(?m)\s*; preds = .*$`)

// noPreds is text without the blocks' "; preds =" comments.
func noPreds(text string) string { return predsComment.ReplaceAllString(text, "") }

// firstDiff shows where two texts part, a few lines each side.
func firstDiff(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	lo := max(0, i-200)
	return "got:  ..." + a[lo:min(len(a), i+200)] + "\nwant: ..." + b[lo:min(len(b), i+200)]
}
