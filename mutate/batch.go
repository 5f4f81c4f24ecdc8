package mutate

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// Batch returns a module of about want mutated test functions made from
// m: each function of m for which test is true (and that the operators
// can change) becomes several copies, named NAME.mK beside NAME itself,
// and each copy gets its own MinSteps to MaxSteps mutations confined to
// it. The rest of m (helpers, globals) is kept as it is. One module of many
// small mutants is what the oracle checks fastest: one opt and one llc run
// for them all.
func Batch(m *ir.Module, seed uint64, cfg Config, want int, test func(*ir.Function) bool) (*ir.Module, []Mutation, error) {
	if err := cfg.Validate(); err != nil {
		return nil, nil, err
	}
	if err := ir.Verify(m); err != nil {
		return nil, nil, fmt.Errorf("mutate: the input does not verify: %w", err)
	}
	ops, weights := weighted(cfg)
	if len(ops) == 0 {
		return nil, nil, fmt.Errorf("mutate: every operator has weight 0")
	}
	out := m.Clone()
	var targets []*ir.Function
	for _, f := range out.Funcs {
		if !f.IsDeclaration() && f.Personality == nil && test(f) && !unsupported(f) {
			targets = append(targets, f)
		}
	}
	if len(targets) == 0 {
		return nil, nil, fmt.Errorf("mutate: no test function to mutate")
	}
	copies := max(1, want/len(targets))
	// Copies first, from the unchanged functions; then the mutations.
	var mutants []*ir.Function
	for _, f := range targets {
		mutants = append(mutants, f)
		for k := 1; k < copies; k++ {
			name := fmt.Sprintf("%s.m%d", f.Name, k)
			for j := 1; out.Func(name) != nil || out.Global(name) != nil; j++ {
				name = fmt.Sprintf("%s.m%d.%d", f.Name, k, j)
			}
			g, err := f.CloneFunction(name)
			if err != nil {
				return nil, nil, fmt.Errorf("mutate: %w", err)
			}
			mutants = append(mutants, g)
		}
	}
	r := newRand(seed)
	var done []Mutation
	for _, g := range mutants {
		mine, err := run(r, &cfg, ops, weights, func(op *Operator) (Mutation, bool, error) {
			s := newState(out, r, &cfg)
			s.only = g
			mu, ok := op.apply(s)
			mu.Op = op.Name
			return mu, ok, nil
		})
		if err != nil {
			return nil, done, err
		}
		tidy(out)
		if err := ir.Verify(out); err != nil {
			return nil, done, fmt.Errorf("mutate: the mutations %v left the module not well-formed (a bug in an operator): %w", mine, err)
		}
		done = append(done, mine...)
	}
	return out, done, nil
}
