package gen

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/modules.golden from the generator as it is")

// TestGoldenModules checks that the generator writes, seed for seed, the
// modules it wrote when testdata/modules.golden was made: a campaign's
// modules are its seeds (a resumed campaign, a finding's "irfuzz gen
// --seed S", a module-count run compared before and after a change all
// rely on it). A change that means to change the modules runs the test
// with -update and says so in its commit.
func TestGoldenModules(t *testing.T) {
	t.Parallel()
	golden := filepath.Join("testdata", "modules.golden")
	var b strings.Builder
	b.WriteString("# release seed tests sha256 of `irfuzz gen --llvm release --seed seed` (tests: test functions per module)\n")
	for _, llvm := range []int{14, 19, 22} {
		for _, tests := range []int{0, 64} {
			for seed := range uint64(12) {
				cfg := DefaultConfig()
				cfg.LLVM = llvm
				if tests > 0 {
					cfg.MinTests, cfg.MaxTests = tests, tests
				}
				m, err := Generate(seed, cfg)
				if err != nil {
					t.Fatalf("LLVM %d seed %d: %v", llvm, seed, err)
				}
				fmt.Fprintf(&b, "%d %d %d %x\n", llvm, seed, tests, sha256.Sum256([]byte(m.String())))
			}
		}
	}
	if *update {
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run with -update to make it)", err)
	}
	got := strings.Split(b.String(), "\n")
	for k, w := range strings.Split(string(want), "\n") {
		if k >= len(got) || got[k] != w {
			g := ""
			if k < len(got) {
				g = got[k]
			}
			t.Errorf("line %d: the generator now writes\n  %s\nwhere it wrote\n  %s", k+1, g, w)
		}
	}
}
