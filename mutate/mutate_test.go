package mutate

import (
	"context"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"pgregory.net/rapid"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/ops")

func parseFile(t testing.TB, path string) *ir.Module {
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
	return m
}

// TestOperatorGolden applies each operator once to testdata/ops.ll; the
// mutant and what the operator reports are kept in testdata/ops/OP.golden
// (go test ./mutate -run Golden -update rewrites them).
func TestOperatorGolden(t *testing.T) {
	m := parseFile(t, "testdata/ops.ll")
	before := m.String()
	for _, op := range Operators() {
		t.Run(op.Name, func(t *testing.T) {
			got, mu, ok, err := Apply(m, op, 1, DefaultConfig())
			if err != nil || !ok {
				t.Fatalf("applied %v, error %v", ok, err)
			}
			if mu.Op != op.Name || mu.Func == "" || mu.Detail == "" {
				t.Errorf("report %+v", mu)
			}
			text := "; " + mu.String() + "\n" + got.String()
			path := filepath.Join("testdata", "ops", op.Name+".golden")
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update)", err)
			}
			if text != string(want) {
				t.Errorf("mutant differs from %s (run with -update after checking it):\n%s", path, text)
			}
			if text == "; "+mu.String()+"\n"+before {
				t.Error("the mutant is the input")
			}
		})
	}
	if m.String() != before {
		t.Error("Apply changed its input")
	}
}

// generated returns n generated modules for LLVM release llvm.
func generated(t testing.TB, n int, llvm int) []*ir.Module {
	cfg := gen.DefaultConfig()
	cfg.LLVM = llvm
	var out []*ir.Module
	for seed := range uint64(n) {
		m, err := gen.Generate(seed, cfg)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	return out
}

// TestOperatorRates: on random generated modules every operator finds a
// place to apply on at least 30% of them, and never leaves a module that
// does not verify (`irfuzz mutate --stats` prints the same table).
// Under -short for LLVM 19's modules only; the full suite adds LLVM 14's.
func TestOperatorRates(t *testing.T) {
	releases := []int{19, 14}
	if testing.Short() {
		releases = releases[:1]
	}
	for _, llvm := range releases {
		cfg := DefaultConfig()
		cfg.LLVM = llvm
		st, errs := Stats(generated(t, 100, llvm), 1, cfg)
		for _, e := range errs {
			t.Error(e)
		}
		for _, s := range st {
			if s.Rate < 0.30 || s.Invalid > 0 {
				t.Errorf("LLVM %d: %s applied on %d of %d modules (%.0f%%), %d invalid", llvm, s.Name, s.Applied, s.Tried, 100*s.Rate, s.Invalid)
			}
		}
	}
}

// corpusModules are the ir round-trip testdata modules that parse and
// verify: hand-written corner cases of the IR and clang output.
func corpusModules(t testing.TB) ([]*ir.Module, []string) {
	var mods []*ir.Module
	var names []string
	err := filepath.WalkDir("../ir/testdata/roundtrip", func(p string, d fs.DirEntry, err error) error {
		if err != nil || !strings.HasSuffix(p, ".ll") {
			return err
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		m, err := ir.Parse(p, src)
		if err == nil && ir.Verify(m) == nil {
			mods = append(mods, m)
			names = append(names, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return mods, names
}

// sampled is a mutant kept for the check by LLVM's own verifier.
type sampled struct {
	name string
	llvm int
	text string
}

// TestMutationSequences is the property: random mutation sequences (up to
// 8 steps) on generated modules (LLVM 14 and 19) and on the ir testdata
// corpus give modules that verify, print and parse back to the same text,
// leave their input unchanged, and are the same for the same seed. Every
// 5th mutant with a mutation, about 500 of the default 2,500 checks, is
// then checked by `opt -passes=verify` of the LLVM it was made for.
// (The default was 10,000 checks with every 18th mutant verified: as
// many opt runs, but the checks alone took 287 s, the longest test of a
// cache-off suite run on the 2-core machine loaded by other jobs; rapid
// draws new seeds each run, so CI runs add up, and -rapid.checks=10000
// gives the old depth.)
func TestMutationSequences(t *testing.T) {
	// 2,500 checks unless -rapid.checks (or RAPID_CHECKS) says otherwise;
	// -short asks for 1,000, of which rapid itself makes a fifth.
	if f := flag.Lookup("rapid.checks"); f != nil && f.Value.String() == f.DefValue && os.Getenv("RAPID_CHECKS") == "" {
		checks := "2500"
		if testing.Short() {
			checks = "1000"
		}
		if err := f.Value.Set(checks); err != nil {
			t.Fatal(err)
		}
		defer f.Value.Set(f.DefValue)
	}
	pool19, pool14 := generated(t, 150, 19), generated(t, 150, 14)
	corpus, corpusNames := corpusModules(t)
	if len(corpus) < 300 {
		t.Fatalf("only %d corpus modules", len(corpus))
	}
	texts := map[*ir.Module]string{}
	var keep []sampled
	n := 0
	rapid.Check(t, func(rt *rapid.T) {
		n++
		var m *ir.Module
		var name string
		cfg := DefaultConfig()
		cfg.MaxSteps = 8
		switch rapid.IntRange(0, 2).Draw(rt, "source") {
		case 0:
			k := rapid.IntRange(0, len(pool19)-1).Draw(rt, "gen19")
			m, name = pool19[k], fmt.Sprintf("gen-llvm19-seed%d", k)
		case 1:
			k := rapid.IntRange(0, len(pool14)-1).Draw(rt, "gen14")
			m, name, cfg.LLVM = pool14[k], fmt.Sprintf("gen-llvm14-seed%d", k), 14
		default:
			k := rapid.IntRange(0, len(corpus)-1).Draw(rt, "corpus")
			m, name = corpus[k], corpusNames[k]
		}
		seed := rapid.Uint64().Draw(rt, "seed")
		if _, ok := texts[m]; !ok {
			texts[m] = m.String()
		}
		got, mus, err := Mutate(m, seed, cfg)
		if err != nil {
			rt.Fatalf("%s seed %d: %v", name, seed, err)
		}
		if m.String() != texts[m] {
			rt.Fatalf("%s seed %d: the input changed", name, seed)
		}
		if err := ir.Verify(got); err != nil {
			rt.Fatalf("%s seed %d: %v", name, seed, err)
		}
		text := got.String()
		back, err := ir.Parse("mutant.ll", []byte(text))
		if err != nil {
			rt.Fatalf("%s seed %d: the mutant does not parse back: %v\n%s", name, seed, err, text)
		}
		if noPreds(back.String()) != noPreds(text) {
			rt.Fatalf("%s seed %d: the mutant prints differently after a round trip", name, seed)
		}
		if n%10 == 0 {
			again, _, err := Mutate(m, seed, cfg)
			if err != nil || again.String() != text {
				rt.Fatalf("%s seed %d: not deterministic (%v)", name, seed, err)
			}
		}
		if n%5 == 0 && len(mus) > 0 {
			keep = append(keep, sampled{fmt.Sprintf("%s seed %d: %v", name, seed, mus), cfg.LLVM, text})
		}
	})
	t.Logf("%d mutation sequences; %d kept for opt -passes=verify", n, len(keep))
	llvmVerify(t, keep)
}

// llvmVerify runs opt -passes=verify of each mutant's LLVM on it, two at
// a time.
func llvmVerify(t *testing.T, ms []sampled) {
	for _, v := range []int{14, 19} {
		if _, err := os.Stat(optPath(v)); err != nil {
			t.Skipf("LLVM %d not installed (scripts/deps.sh installs it): the mutants were not checked by opt", v)
		}
	}
	dir := t.TempDir()
	var mu sync.Mutex
	bad := 0
	work := make(chan int)
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range work {
				s := ms[k]
				path := filepath.Join(dir, fmt.Sprintf("m%d.ll", k))
				if err := os.WriteFile(path, []byte(s.text), 0o644); err != nil {
					t.Error(err)
					continue
				}
				argv := []string{optPath(s.llvm), "-passes=verify", "-disable-output", path}
				if s.llvm == 14 {
					argv = append(argv, "-opaque-pointers")
				}
				// (through native.Run: a mutant checked before is
				// answered from the run cache)
				r := native.Run(context.Background(), native.Limits{}, dir, argv...)
				out := append(r.Stdout, r.Stderr...)
				if r.Signal != "" && !r.TimedOut {
					// opt dying by a signal is LLVM's bug, not a rejection:
					// opt 19's parser crashes on some modules with x86_mmx
					// values, which the mutator may make from bug-x86-mmx.ll.
					t.Logf("opt %d crashed (%s) on the mutant %s: an LLVM bug, not a rejection", s.llvm, r.Signal, s.name)
					continue
				}
				if !r.OK() {
					mu.Lock()
					bad++
					if bad <= 5 {
						t.Errorf("opt %d rejects the mutant %s (%s):\n%s", s.llvm, s.name, path, out)
					}
					mu.Unlock()
				}
			}
		}()
	}
	for k := range ms {
		work <- k
	}
	close(work)
	wg.Wait()
	if bad > 0 {
		t.Errorf("opt rejected %d of %d mutants", bad, len(ms))
	}
}

// noPreds drops the "; preds = ..." comments, whose order follows the use
// lists, which a round trip through text may reorder.
// (A line scan: the regular expression it replaces, `(?m) *; preds = .*$`,
// took a fifth of the property test's time.)
func noPreds(s string) string {
	if !strings.Contains(s, "; preds = ") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for line := range strings.Lines(s) {
		if i := strings.Index(line, "; preds = "); i >= 0 {
			nl := strings.HasSuffix(line, "\n")
			line = strings.TrimRight(line[:i], " ")
			if nl {
				line += "\n"
			}
		}
		b.WriteString(line)
	}
	return b.String()
}

func optPath(llvm int) string { return llvmbin.Tool(llvm, "opt") }

func TestConfigValidate(t *testing.T) {
	tests := []struct {
		name string
		edit func(*Config)
		want string // substring of the error; "" for none
	}{
		{"default", func(*Config) {}, ""},
		{"llvm 14", func(c *Config) { c.LLVM = 14 }, ""},
		{"llvm 22", func(c *Config) { c.LLVM = 22 }, ""},
		{"llvm 17", func(c *Config) { c.LLVM = 17 }, "not a release irfuzz supports"},
		{"no steps", func(c *Config) { c.MinSteps = 0 }, "min_steps"},
		{"max below min", func(c *Config) { c.MinSteps, c.MaxSteps = 3, 2 }, "max_steps"},
		{"unknown operator", func(c *Config) { c.Weights = map[string]int{"frob": 1} }, `unknown operator "frob"`},
		{"negative weight", func(c *Config) { c.Weights = map[string]int{"split-block": -1} }, "negative weight"},
		{"no loop trips", func(c *Config) { c.MaxLoopTrips = 0 }, "max_loop_trips"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := DefaultConfig()
			tc.edit(&c)
			err := c.Validate()
			if (tc.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tc.want)) {
				t.Errorf("Validate: %v, want %q", err, tc.want)
			}
		})
	}
}

// TestMutateSteps: the steps stay within the bounds, each reported; with
// only one operator weighted, only it is used; with none, an error.
func TestMutateSteps(t *testing.T) {
	m := parseFile(t, "testdata/ops.ll")
	cfg := DefaultConfig()
	cfg.MinSteps, cfg.MaxSteps = 3, 3
	cfg.Weights = map[string]int{}
	for _, op := range Operators() {
		cfg.Weights[op.Name] = 0
	}
	cfg.Weights["change-predicate"] = 1
	for seed := range uint64(20) {
		_, mus, err := Mutate(m, seed, cfg)
		if err != nil || len(mus) != 3 {
			t.Fatalf("seed %d: %d mutations, %v", seed, len(mus), err)
		}
		for _, mu := range mus {
			if mu.Op != "change-predicate" {
				t.Errorf("seed %d: %s", seed, mu)
			}
		}
	}
	cfg.Weights["change-predicate"] = 0
	if _, _, err := Mutate(m, 1, cfg); err == nil || !strings.Contains(err.Error(), "weight 0") {
		t.Errorf("all weights 0: %v", err)
	}
	bad := ir.NewFunction("f", ir.Func(ir.Int(32), nil, false))
	bad.AddBlock("entry") // no terminator: does not verify
	mb := &ir.Module{}
	mb.AddFunction(bad)
	if _, _, err := Mutate(mb, 1, DefaultConfig()); err == nil || !strings.Contains(err.Error(), "does not verify") {
		t.Errorf("an input that does not verify: %v", err)
	}
}

// isTest picks the generator's test functions, as the oracle would.
func isTest(f *ir.Function) bool {
	return strings.HasPrefix(f.Name, "t") && f.Linkage == ir.LinkageExternal
}

// TestBatch: a batch of mutants of a corpus-sized module has about the
// functions asked for, keeps the helpers as they were, is the same for
// the same seed, and LLVM's verifier accepts it.
func TestBatch(t *testing.T) {
	var keep []sampled
	for _, llvm := range []int{19, 14, 22} {
		cfg := DefaultConfig()
		cfg.LLVM = llvm
		for k, m := range generated(t, 10, llvm) {
			// Test functions that call placed intrinsics (stacksave,
			// constrained FP, ...) are left as they are, the others
			// copied twice and mutated.
			tests, mutable := 0, 0
			for _, f := range m.Funcs {
				if isTest(f) {
					tests++
					if !unsupported(f) {
						mutable++
					}
				}
			}
			if mutable == 0 {
				continue
			}
			want := tests + 2*mutable
			b, mus, err := Batch(m, uint64(k), cfg, 3*mutable, isTest)
			if err != nil {
				t.Fatalf("LLVM %d module %d: %v", llvm, k, err)
			}
			got := 0
			for _, f := range b.Funcs {
				switch {
				case isTest(f):
					got++
				case !f.IsDeclaration() && f.Linkage == ir.LinkageInternal && !strings.Contains(f.Name, ".dup"):
					if orig := m.Func(f.Name); orig == nil || noPreds(orig.String()) != noPreds(f.String()) {
						t.Errorf("LLVM %d module %d: helper @%s changed", llvm, k, f.Name)
					}
				}
			}
			if got != want || len(mus) < 3*mutable {
				t.Errorf("LLVM %d module %d: %d test functions (want %d), %d mutations", llvm, k, got, want, len(mus))
			}
			again, _, _ := Batch(m, uint64(k), cfg, 3*mutable, isTest)
			if again.String() != b.String() {
				t.Errorf("LLVM %d module %d: not deterministic", llvm, k)
			}
			keep = append(keep, sampled{fmt.Sprintf("batch LLVM %d module %d", llvm, k), llvm, b.String()})
		}
	}
	m := parseFile(t, "testdata/ops.ll")
	if _, _, err := Batch(m, 1, DefaultConfig(), 8, func(*ir.Function) bool { return false }); err == nil || !strings.Contains(err.Error(), "no test function") {
		t.Errorf("no test function: %v", err)
	}
	llvmVerify(t, keep)
}

// TestPlacedIntrinsics pins the name prefixes of the calls the operators
// leave alone (ir's placed intrinsics) to the list mutate had before.
func TestPlacedIntrinsics(t *testing.T) {
	want := []string{"llvm.experimental.", "llvm.threadlocal.address", "llvm.coro.", "llvm.eh.",
		"llvm.localescape", "llvm.localrecover", "llvm.icall.branch.funnel", "llvm.call.preallocated", "llvm.stacksave", "llvm.stackrestore"}
	if !slices.Equal(placedIntrinsics, want) {
		t.Errorf("placedIntrinsics = %q, want %q", placedIntrinsics, want)
	}
}

func TestNoPreds(t *testing.T) {
	re := regexp.MustCompile(`(?m) *; preds = .*$`)
	for _, s := range []string{
		"",
		"define void @f() {\nentry:\n  ret void\n}\n",
		"b:                                                ; preds = %a, %c\n  ret void\n",
		"b: ; preds = %a\r\nx ; preds = \n; preds = %q",
		"  x  \t ; preds = %a ; preds = %b\nend",
	} {
		if got, want := noPreds(s), re.ReplaceAllString(s, ""); got != want {
			t.Errorf("noPreds(%q) = %q, want %q", s, got, want)
		}
	}
}
