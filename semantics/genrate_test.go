package semantics

import (
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/gen"
)

// TestGenUBFreeRate measures how often generated test functions run without
// undefined behaviour on 16 inputs each (issue 4 asks for at least 95%;
// the rest are mostly runs that exhaust the call-depth budget, which are
// "no result", not UB).
// IRFUZZ_GEN_SEEDS sets the number of modules (default 100; 2000 for the
// figure in the closing note).
func TestGenUBFreeRate(t *testing.T) {
	seeds := 100
	if testing.Short() {
		seeds = 20
	}
	if s := os.Getenv("IRFUZZ_GEN_SEEDS"); s != "" {
		seeds, _ = strconv.Atoi(s)
	}
	var pairs, clean, noResult int
	kinds := map[string]int{}
	for seed := 0; seed < seeds; seed++ {
		m, err := gen.Generate(uint64(seed), gen.DefaultConfig())
		if err != nil {
			t.Fatal(err)
		}
		p, err := Load(m)
		if err != nil {
			t.Fatal(err)
		}
		mach := p.NewMachine(Config{MaxSteps: 1e6})
		for _, f := range m.Funcs {
			if f.IsDeclaration() || !strings.HasPrefix(f.Name, "t") {
				continue
			}
			ins := Inputs(f, CheckOptions{MaxInputs: 16, Exhaustive: 4, Seed: uint64(seed), NoPoisonArg: true})
			if len(ins) > 16 {
				ins = ins[:16]
			}
			for _, in := range ins {
				o := mach.RunFunc(f, in)
				pairs++
				switch o.Kind {
				case Returned:
					clean++
				case UndefinedBehaviour:
					kinds[o.UB.Kind.String()]++
				default:
					noResult++
					kinds[o.String()]++
				}
			}
		}
	}
	rate := float64(clean) / float64(pairs)
	var top []string
	for k, n := range kinds {
		top = append(top, strconv.Itoa(n)+" "+k)
	}
	sort.Slice(top, func(i, j int) bool {
		a, _ := strconv.Atoi(strings.Fields(top[i])[0])
		b, _ := strconv.Atoi(strings.Fields(top[j])[0])
		return a > b
	})
	if len(top) > 8 {
		top = top[:8]
	}
	t.Logf("%d modules, %d (function, input) pairs: %.2f%% without UB; %d no result/unsupported; top: %s",
		seeds, pairs, 100*rate, noResult, strings.Join(top, "; "))
	if rate < 0.95 {
		t.Errorf("UB-free rate %.2f%%, want at least 95%%", 100*rate)
	}
}
