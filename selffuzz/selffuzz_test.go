package selffuzz_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/selffuzz"
)

// The native fuzz targets. `make fuzz-self` runs each for a share of its
// DURATION (go test ./selffuzz -run XXX -fuzz '^FuzzExec$'
// -fuzztime 1m runs one); a crasher lands in testdata/fuzz/<target>/ and
// then replays as part of `go test ./selffuzz`, which otherwise runs
// the seeds only. The slower targets take a sample of the seeds, so that
// plain go test stays fast.

// The seed directories, relative to this package.
const (
	irSeeds        = "../ir/testdata"
	semanticsSeeds = "../semantics/testdata"
	reduceSeeds    = "../reduce/testdata/passes"
	corpusSeeds    = "../corpus/cases"
)

// FuzzParse runs the Parse target (parser and printer on arbitrary bytes).
func FuzzParse(f *testing.F) {
	addAll(f, irSeeds, semanticsSeeds, reduceSeeds, corpusSeeds)
	addGenerated(f, 4, gen.DefaultConfig())
	f.Fuzz(func(t *testing.T, data []byte) { check(t, selffuzz.Parse, data) })
}

// FuzzVerify runs the Verify target (the verifier on parsed modules).
func FuzzVerify(f *testing.F) {
	addAll(f, irSeeds, semanticsSeeds, reduceSeeds, corpusSeeds)
	addGenerated(f, 4, gen.DefaultConfig())
	f.Fuzz(func(t *testing.T, data []byte) { check(t, selffuzz.Verify, data) })
}

// FuzzExec runs the Exec target (the interpreter on modules and mutants).
func FuzzExec(f *testing.F) {
	addAll(f, semanticsSeeds, reduceSeeds, corpusSeeds)
	addSample(f, 120, 16<<10, irSeeds)
	addGenerated(f, 4, gen.DefaultConfig())
	f.Fuzz(func(t *testing.T, data []byte) { check(t, selffuzz.Exec, data) })
}

// FuzzMutate runs the Mutate target (the mutator on verified modules).
func FuzzMutate(f *testing.F) {
	addAll(f, reduceSeeds)
	addSample(f, 48, 4<<10, semanticsSeeds, irSeeds, corpusSeeds)
	addGenerated(f, 4, gen.DefaultConfig())
	f.Fuzz(func(t *testing.T, data []byte) { check(t, selffuzz.Mutate, data) })
}

// FuzzReduce runs the Reduce target (the reducer with a synthetic
// predicate on verified modules).
func FuzzReduce(f *testing.F) {
	addAll(f, reduceSeeds, semanticsSeeds, corpusSeeds)
	addSample(f, 24, 4<<10, irSeeds)
	addGenerated(f, 3, smallConfig())
	f.Fuzz(func(t *testing.T, data []byte) { check(t, selffuzz.Reduce, data) })
}

// check fails t with the bug a target reports on data.
func check(t *testing.T, target func([]byte) (int, error), data []byte) {
	t.Helper()
	if _, err := target(data); err != nil {
		t.Fatal(err)
	}
}

// addAll adds every .ll file under dirs as a seed.
func addAll(f *testing.F, dirs ...string) {
	f.Helper()
	for _, dir := range dirs {
		for _, path := range llFiles(f, dir) {
			addFile(f, path)
		}
	}
}

// addSample adds up to n of the .ll files of at most maxSize bytes under
// each of dirs, evenly spread over their lexical order so that every
// subdirectory is represented.
func addSample(f *testing.F, n int, maxSize int64, dirs ...string) {
	f.Helper()
	for _, dir := range dirs {
		var small []string
		for _, path := range llFiles(f, dir) {
			if fi, err := os.Stat(path); err == nil && fi.Size() <= maxSize {
				small = append(small, path)
			}
		}
		if len(small) <= n {
			for _, path := range small {
				addFile(f, path)
			}
			continue
		}
		for i := range n {
			addFile(f, small[i*len(small)/n])
		}
	}
}

// addGenerated adds the modules gen makes from seeds 1..n under cfg.
func addGenerated(f *testing.F, n uint64, cfg gen.Config) {
	f.Helper()
	for seed := uint64(1); seed <= n; seed++ {
		m, err := gen.Generate(seed, cfg)
		if err != nil {
			f.Fatalf("gen seed %d: %v", seed, err)
		}
		f.Add([]byte(m.String()))
	}
}

// smallConfig keeps generated modules small enough for many reductions.
func smallConfig() gen.Config {
	cfg := gen.DefaultConfig()
	cfg.MinTests, cfg.MaxTests = 1, 3
	cfg.TestBudget, cfg.HelperBudget = 24, 10
	return cfg
}

func addFile(f *testing.F, path string) {
	f.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(src)
}

// llFiles lists the .ll files under dir, recursively, in lexical order.
func llFiles(tb testing.TB, dir string) []string {
	tb.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, ".ll") {
			out = append(out, path)
		}
		return nil
	})
	if err != nil {
		tb.Fatalf("listing seeds: %v", err)
	}
	if len(out) == 0 {
		tb.Fatalf("no .ll seeds under %s", dir)
	}
	return out
}
