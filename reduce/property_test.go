package reduce

import (
	"context"
	"os"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
)

// smallConfig keeps generated modules small enough for many reductions.
func smallConfig() gen.Config {
	cfg := gen.DefaultConfig()
	cfg.MinTests, cfg.MaxTests = 1, 3
	cfg.TestBudget, cfg.HelperBudget = 24, 10
	return cfg
}

// opcodes returns the opcodes of m's instructions, once each, in order of
// first appearance.
func opcodes(m *ir.Module) []ir.Opcode {
	var out []ir.Opcode
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				if !slices.Contains(out, i.Op) {
					out = append(out, i.Op)
				}
			}
		}
	}
	return out
}

// hasOp is a synthetic predicate: some function still has an instruction op.
func hasOp(op ir.Opcode) Interesting {
	return func(_ context.Context, m *ir.Module) (bool, error) {
		for _, f := range m.Funcs {
			for _, b := range f.Blocks {
				for _, i := range b.Instrs {
					if i.Op == op {
						return true, nil
					}
				}
			}
		}
		return false, nil
	}
}

// seedFor logs and returns the seed of a randomized test; IRFUZZ_SEED
// overrides the default.
func seedFor(t *testing.T, def uint64) uint64 {
	if s := os.Getenv("IRFUZZ_SEED"); s != "" {
		n, err := strconv.ParseUint(s, 0, 64)
		if err != nil {
			t.Fatalf("IRFUZZ_SEED=%q: %v", s, err)
		}
		def = n
	}
	t.Logf("seed %d (set IRFUZZ_SEED to repeat)", def)
	return def
}

// TestReduceProperty: for random generated modules and a synthetic
// predicate, every accepted step keeps the predicate, parses back, verifies
// and does not grow Size; the input is left alone; the result is no larger
// than the input and still interesting.
func TestReduceProperty(t *testing.T) {
	// Not parallel: its checks are bounded by time, and rapid fails a
	// property whose draws are mostly skipped; beside the package's other
	// tests on a loaded machine it got through 65 checks in its 40 s, and
	// the 1000 skips after failed it.
	deadline := time.Now().Add(40 * time.Second)
	if testing.Short() {
		deadline = time.Now().Add(8 * time.Second)
	}
	rapid.Check(t, func(rt *rapid.T) {
		if time.Now().After(deadline) {
			rt.Skip("time budget of the property test spent")
		}
		seed := rapid.Uint64().Draw(rt, "seed")
		m, err := gen.Generate(seed, smallConfig())
		if err != nil {
			rt.Fatal(err)
		}
		ops := opcodes(m)
		want := rapid.SliceOfNDistinct(rapid.SampledFrom(ops), 1, 3, func(o ir.Opcode) ir.Opcode { return o }).Draw(rt, "opcodes")
		// A floor on Size makes many valid candidates boring, so that the
		// reduction explores more than the easy path.
		floor := rapid.IntRange(0, Size(m)/3).Draw(rt, "floor")
		jobs := rapid.IntRange(1, 3).Draw(rt, "jobs")
		pred := func(ctx context.Context, c *ir.Module) (bool, error) {
			if Size(c) < floor {
				return false, nil
			}
			for _, op := range want {
				if ok, _ := hasOp(op)(ctx, c); !ok {
					return false, nil
				}
			}
			return true, nil
		}
		before := m.String()

		var mu sync.Mutex
		var problems []string
		wrapped := func(ctx context.Context, c *ir.Module) (bool, error) {
			if err := ir.Verify(c); err != nil {
				mu.Lock()
				problems = append(problems, "candidate does not verify: "+err.Error())
				mu.Unlock()
			}
			return pred(ctx, c)
		}
		last := Size(m)
		steps := 0
		progress := func(p Progress) {
			steps++
			if p.Size > last {
				rt.Errorf("step %d (%s) grew Size from %d to %d", steps, p.Pass, last, p.Size)
			}
			last = p.Size
			if n := Size(p.Module); n != p.Size {
				rt.Errorf("step %d: Progress.Size %d but the module has %d instructions", steps, p.Size, n)
			}
			if ok, _ := pred(context.Background(), p.Module); !ok {
				rt.Errorf("step %d (%s) lost the property", steps, p.Pass)
			}
			if err := ir.Verify(p.Module); err != nil {
				rt.Errorf("step %d (%s) does not verify: %v", steps, p.Pass, err)
			}
			if _, err := ir.Parse("step.ll", []byte(p.Module.String())); err != nil {
				rt.Errorf("step %d (%s) does not parse back: %v", steps, p.Pass, err)
			}
		}
		got, st, err := Reduce(context.Background(), m, wrapped, Options{Jobs: jobs, Progress: progress, MaxTests: 400})
		if err != nil {
			rt.Fatalf("seed %d, opcodes %v: %v", seed, want, err)
		}
		for _, p := range problems {
			rt.Error(p)
		}
		if m.String() != before {
			rt.Error("the input module was modified")
		}
		if steps != st.Accepted {
			rt.Errorf("%d progress calls for %d accepted steps", steps, st.Accepted)
		}
		if Size(got) > Size(m) || Size(got) != st.FinalSize {
			rt.Errorf("final size %d (stats %d), input %d", Size(got), st.FinalSize, Size(m))
		}
		if ok, _ := pred(context.Background(), got); !ok {
			rt.Error("the result lost the property")
		}
		if err := ir.Verify(got); err != nil {
			rt.Errorf("the result does not verify: %v", err)
		}
	})
}

// TestDeterminism: the result does not depend on the number of jobs.
func TestDeterminism(t *testing.T) {
	t.Parallel()
	base := seedFor(t, 7)
	n := uint64(4)
	if testing.Short() {
		n = 2
	}
	for s := base; s < base+n; s++ {
		m, err := gen.Generate(s, smallConfig())
		if err != nil {
			t.Fatal(err)
		}
		ops := opcodes(m)
		op := ops[int(s)%len(ops)]
		// The floor on Size makes many candidates boring: more decisions
		// for the window to get wrong.
		floor := Size(m) / 5
		pred := func(ctx context.Context, c *ir.Module) (bool, error) {
			ok, err := hasOp(op)(ctx, c)
			return ok && Size(c) >= floor, err
		}
		var texts []string
		var accepted []int
		for _, jobs := range []int{1, 4} {
			got, st, err := Reduce(context.Background(), m, pred, Options{Jobs: jobs})
			if err != nil {
				t.Fatalf("seed %d, jobs %d: %v", s, jobs, err)
			}
			texts = append(texts, got.String())
			accepted = append(accepted, st.Accepted)
		}
		if texts[0] != texts[1] {
			t.Errorf("seed %d (%s): Jobs=1 and Jobs=4 give different results:\n--- jobs 1:\n%s--- jobs 4:\n%s", s, op, texts[0], texts[1])
		}
		if accepted[0] != accepted[1] {
			t.Errorf("seed %d: %d accepted steps with Jobs=1, %d with Jobs=4", s, accepted[0], accepted[1])
		}
	}
}
