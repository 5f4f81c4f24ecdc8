package semantics

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
)

// fuzzBudget keeps each fuzz execution short and bounded in memory.
var fuzzBudget = Config{MaxSteps: 20000, MaxMem: 1 << 20, MaxDepth: 200}

// runAll runs every defined function of m on a few inputs in both modes;
// it must never panic or hang, whatever the module does.
func runAll(t *testing.T, m *ir.Module) {
	if err := ir.Verify(m); err != nil {
		return
	}
	p, err := Load(m)
	if err != nil {
		return
	}
	abs := p.NewMachine(fuzzBudget)
	cc := fuzzBudget
	cc.Chooser = NewAdversarialChooser(1)
	con := p.NewMachine(cc)
	opts := CheckOptions{MaxInputs: 3, Exhaustive: 4}
	for _, f := range m.Funcs {
		if f.IsDeclaration() {
			continue
		}
		ins := Inputs(f, opts)
		if len(ins) > 8 {
			ins = ins[:8]
		}
		for _, in := range ins {
			outs := abs.Behaviours(f, in, 8)
			o := con.RunFunc(f, in)
			_ = o.String()
			for k := range outs {
				_ = outs[k].String()
			}
		}
	}
}

// FuzzInterp feeds parsed modules (from the seed corpus of hand-written
// tests and their mutations) to the interpreter.
func FuzzInterp(f *testing.F) {
	for _, dir := range []string{"testdata/refine", "testdata/ub"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.ll"))
		for _, file := range files {
			if src, err := os.ReadFile(file); err == nil {
				f.Add(src)
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := ir.Parse("fuzz.ll", src)
		if err != nil {
			return
		}
		runAll(t, m)
	})
}

// FuzzInterpGen runs generated modules: the input is the generator's seed.
func FuzzInterpGen(f *testing.F) {
	for _, s := range []uint64{0, 1, 2, 3, 42} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, seed uint64) {
		m, err := gen.Generate(seed, gen.DefaultConfig())
		if err != nil {
			t.Skip(err)
		}
		runAll(t, m)
	})
}
