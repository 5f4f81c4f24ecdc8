package gen

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/release"
)

// shapeModule returns a module of one test function @t0(i32, i64, i32,
// i64) whose body is the constraint shape kind, made from seed.
func shapeModule(t *testing.T, seed uint64, kind int) *ir.Module {
	t.Helper()
	cfg := DefaultConfig()
	cfg.LLVM = 22
	g := &gen{
		r:          rand.New(rand.NewPCG(seed, 1)),
		cfg:        &cfg,
		m:          &ir.Module{DataLayout: release.Layout(22, "x86_64"), Triple: "x86_64-unknown-linux-gnu"},
		intrinsics: map[string]*ir.Function{},
	}
	f := ir.NewFunction("t0", ir.Func(ir.I32, []*ir.Type{ir.I32, ir.I64, ir.I32, ir.I64}, false))
	g.m.AddFunction(f)
	b := g.newBody(f, palette{ints: []*ir.Type{ir.I32, ir.I64}}, nil)
	b.constraintOf(kind)
	b.ret()
	for _, d := range g.decls {
		g.m.AddFunction(d)
	}
	if g.err != nil {
		t.Fatalf("seed %d: %v", seed, g.err)
	}
	if err := ir.Verify(g.m); err != nil {
		t.Fatalf("seed %d, shape %d: ir.Verify: %v\n%s", seed, kind, err, g.m)
	}
	return g.m
}

// TestConstraintShapes: each constraint shape verifies, stores to the
// sink, and (when opt-22 is installed) is a shape ConstraintElimination
// changes: for most seeds, -passes=constraint-elimination changes the
// function (the decided comparison is replaced).
func TestConstraintShapes(t *testing.T) {
	opt := llvmbin.Tool(22, "opt")
	if _, err := os.Stat(opt); err != nil {
		t.Logf("LLVM 22's opt is not installed (%v): ConstraintElimination is not run on the shapes", err)
		opt = ""
	}
	tests := []struct {
		name string
		kind int
		want *regexp.Regexp // what the shape's text holds
	}{
		{"chain", ceChain, regexp.MustCompile(`icmp [us]l[te] i(32|64) [^,]+, .+\n\s+br i1 %v\d+, label %bb\d+, label %bb\d+\n`)},
		{"sign mix", ceSignMix, regexp.MustCompile(`icmp (sgt i(32|64) [^,]+, -1|sge i(32|64) [^,]+, 0)\n`)},
		{"sum of halves", ceSum, regexp.MustCompile(`add nuw i(32|64) %v\d+, %v\d+\n\s+%v\d+ = add nuw i(32|64) %v\d+, %v\d+\n\s+%v\d+ = icmp`)},
		{"bounds check", ceLoop, regexp.MustCompile(`phi i(32|64) \[ 0, %bb\d+ \], \[ %v\d+, %bb\d+ \]`)},
	}
	// Every seed's text is checked; opt (two runs a seed, 160 in all)
	// runs on the first optSeeds, 8 under -short.
	const seeds = 20
	optSeeds := seeds
	if testing.Short() {
		optSeeds = 8
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			changed := 0
			for seed := range uint64(seeds) {
				src := shapeModule(t, seed, tt.kind).String()
				if !tt.want.MatchString(src) {
					t.Fatalf("seed %d: no %s in\n%s", seed, tt.want, src)
				}
				if !strings.Contains(src, "ptr @sink") {
					t.Fatalf("seed %d: nothing stored to the sink in\n%s", seed, src)
				}
				if opt != "" && seed < uint64(optSeeds) && ceChanges(t, opt, dir, src) {
					changed++
				}
			}
			if opt != "" && changed < optSeeds*3/4 {
				t.Errorf("ConstraintElimination changed %d of %d functions, want at least %d", changed, optSeeds, optSeeds*3/4)
			}
		})
	}
}

// ceChanges reports whether opt's constraint-elimination pass changes
// the module src (its output differs from the module printed as it is).
// opt runs through native.Run in dir on m.ll, named relative to it: the
// test run cache answers a module seen before, and the output names the
// same module whatever the directory.
func ceChanges(t *testing.T, opt, dir, src string) bool {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, "m.ll"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(passes string) string {
		r := native.Run(context.Background(), native.Limits{Timeout: time.Minute}, dir, opt, "-passes="+passes, "-S", "m.ll", "-o", "-")
		if !r.OK() {
			t.Fatalf("%s -passes=%s rejects the module: %s\n%s\n%s", opt, passes, r.Describe(), r.Stderr, src)
		}
		return string(r.Stdout)
	}
	return run("verify") != run("constraint-elimination")
}

// TestLongLoops: the loop vectorizer's long arrays show up (as globals
// and a test's stack objects), loops over them have bounds masked to a
// power of two minus one (or reduced modulo a power of two) no larger
// than the length, reductions and searches are observed (stored to the
// sink), and only test functions walk them.
func TestLongLoops(t *testing.T) {
	cfg := DefaultConfig()
	cfg.LLVM = 22
	cfg.Weights.Constraint = 0 // the sink is then only the loops'
	want := map[string]*regexp.Regexp{
		"long global": regexp.MustCompile(`(?m)^@g0 = global \[(64|96|100|128|200|256) x `),
		"long alloca": regexp.MustCompile(`alloca \[(64|96|100|128|200|256) x (i8|i16|i32|i64|float|double)\]`),
		"masked bound": regexp.MustCompile(`(and i64 %v\d+, (31|63|127|255)|urem i64 %v\d+, (32|64|128|256))\n` +
			`(\s+.*\n)*?\s+br label %bb\d+\n\n(bb\d+):.*\n\s+%v\d+ = phi i64 \[ 0,`),
		"observed reduction": regexp.MustCompile(`getelementptr inbounds \[8 x i64\], ptr @sink`),
	}
	seen := map[string]bool{}
	for seed := range uint64(100) {
		m, err := Generate(seed, cfg)
		if err != nil {
			t.Fatal(err)
		}
		src := m.String()
		for k, re := range want {
			seen[k] = seen[k] || re.MatchString(src)
		}
		for _, f := range m.Funcs {
			switch walk := walksLong(f); {
			case walk && strings.HasPrefix(f.Name, "h"):
				t.Errorf("seed %d: helper @%s walks a long array in a loop", seed, f.Name)
			case walk:
				seen["long walk in a test"] = true
			}
		}
	}
	if !seen["long walk in a test"] {
		t.Errorf("no test function walks a long array in 100 modules")
	}
	for k := range want {
		if !seen[k] {
			t.Errorf("no %s in 100 modules", k)
		}
	}
}

// walksLong reports whether f indexes an array of at least longMin
// elements by a phi (a loop's induction variable).
func walksLong(f *ir.Function) bool {
	for _, blk := range f.Blocks {
		for _, i := range blk.Instrs {
			if i.Op != ir.OpGetElementPtr || i.ElemTy == nil || i.ElemTy.Kind != ir.ArrayType || i.ElemTy.Len < longMin {
				continue
			}
			ops := i.Operands
			if p, ok := ops[len(ops)-1].(*ir.Instruction); ok && p.Op == ir.OpPhi {
				return true
			}
		}
	}
	return false
}

// TestNewShapesAccepted: modules rich in the new shapes (constraint
// shapes and loops over long arrays, at high weights) pass llvm-as-22;
// skipped with a message when LLVM 22 is not installed.
func TestNewShapesAccepted(t *testing.T) {
	as := llvmbin.Tool(22, "llvm-as")
	if _, err := os.Stat(as); err != nil {
		t.Skipf("LLVM 22's llvm-as is not installed (%v): the new shapes' syntax is not checked", err)
	}
	for _, tc := range []struct {
		name             string
		constraint, loop int
	}{{"constraint", 30, 3}, {"vec loop", 3, 30}, {"both", 20, 20}} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := DefaultConfig()
			cfg.LLVM = 22
			cfg.Weights.Constraint, cfg.Weights.VecLoop = tc.constraint, tc.loop
			checkWithOpt(t, cfg, 40, as)
		})
	}
}

// TestObserveTypes: observe stores an i64 to the sink for every scalar
// integer and float type, and nothing for a vector.
func TestObserveTypes(t *testing.T) {
	tests := []struct {
		ty    *ir.Type
		store bool
		conv  string // the conversion to i64 expected before the store
	}{
		{ir.I1, true, "ext i1"}, {ir.I8, true, "ext i8"}, {ir.I64, true, ""}, {ir.I128, true, "trunc i128"},
		{ir.Half, true, "bitcast half"}, {ir.Double, true, "bitcast double"},
		{ir.Vector(4, ir.I32, false), false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.ty.String(), func(t *testing.T) {
			cfg := DefaultConfig()
			g := &gen{r: rand.New(rand.NewPCG(1, 2)), cfg: &cfg, m: &ir.Module{}, intrinsics: map[string]*ir.Function{}}
			f := ir.NewFunction("t0", ir.Func(ir.Void, []*ir.Type{tt.ty}, false))
			g.m.AddFunction(f)
			b := g.newBody(f, palette{ints: []*ir.Type{ir.I32}}, nil)
			b.observe(f.Params[0])
			b.cur.Append(ir.NewInstr(ir.OpRet, ir.Void))
			if err := ir.Verify(g.m); err != nil {
				t.Fatalf("ir.Verify: %v\n%s", err, g.m)
			}
			src := g.m.String()
			if got := strings.Contains(src, "store i64"); got != tt.store {
				t.Fatalf("store to the sink: %v, want %v\n%s", got, tt.store, src)
			}
			if tt.conv != "" && !strings.Contains(src, tt.conv) {
				t.Errorf("no %q in\n%s", tt.conv, src)
			}
		})
	}
}
