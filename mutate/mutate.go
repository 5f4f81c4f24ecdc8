// Package mutate changes existing LLVM IR modules into other well-formed
// modules: the mutation half of irfuzz's test sources, beside the generator.
//
// A mutation is one named, weighted operator applied at a random place: swap
// operands, replace an operand, change an opcode, a predicate, a flag or a
// constant, insert or delete an instruction, change an integer width along a
// use-def chain, add or remove a branch, split a block, wrap instructions in
// a loop, duplicate a function and call the copy. Every operator keeps the
// module well-formed by construction (types match, definitions dominate
// their uses, phis match predecessors); Mutate checks each step with the
// verifier and reports a step that is not as an error, never as a module.
// Mutations may well introduce undefined behaviour: the oracle judges each
// input under the reference semantics and skips those.
//
// Every random choice flows from the seed: the same module, seed and
// Config give the same mutant, byte for byte.
package mutate

import (
	"fmt"
	"math/rand/v2"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/release"
)

// Config says how Mutate mutates.
type Config struct {
	// LLVM is the release whose syntax the mutant keeps to (any release
	// the release table supports): the flags an operator may add are
	// those the release has (release.DisjointOr, ZExtNNeg, TruncNoWrap,
	// GEPNoWrap, SameSign, ...). Flags already in the input are kept.
	LLVM int `json:"llvm"`
	// MinSteps and MaxSteps bound the number of mutations per mutant.
	MinSteps int `json:"min_steps"`
	MaxSteps int `json:"max_steps"`
	// Weights overrides operator weights by name; 0 turns one off.
	Weights map[string]int `json:"weights,omitempty"`
	// UndefRate and PoisonRate are the chances that a new constant is undef
	// or poison.
	UndefRate  float64 `json:"undef_rate"`
	PoisonRate float64 `json:"poison_rate"`
	// MaxLoopTrips bounds the trip count of a loop wrap-in-loop adds.
	MaxLoopTrips int `json:"max_loop_trips"`
}

// DefaultConfig mutates for LLVM 19 with 1 to 4 steps per mutant.
func DefaultConfig() Config {
	return Config{LLVM: 19, MinSteps: 1, MaxSteps: 4, UndefRate: 0.02, PoisonRate: 0.02, MaxLoopTrips: 4}
}

// Validate reports a Config that Mutate cannot use.
func (c *Config) Validate() error {
	if err := release.Check(c.LLVM); err != nil {
		return fmt.Errorf("mutate: llvm: %w", err)
	}
	if c.MinSteps < 1 || c.MaxSteps < c.MinSteps {
		return fmt.Errorf("mutate: want 1 <= min_steps <= max_steps, have %d and %d", c.MinSteps, c.MaxSteps)
	}
	for name, w := range c.Weights {
		if Lookup(name) == nil {
			return fmt.Errorf("mutate: unknown operator %q in weights", name)
		}
		if w < 0 {
			return fmt.Errorf("mutate: negative weight %d for %s", w, name)
		}
	}
	if c.MaxLoopTrips < 1 {
		return fmt.Errorf("mutate: max_loop_trips must be at least 1, not %d", c.MaxLoopTrips)
	}
	return nil
}

// Mutation is what one applied operator did: which operator, in which
// function, and a one-line description naming the values it touched.
type Mutation struct {
	Op     string `json:"op"`
	Func   string `json:"func"`
	Detail string `json:"detail"`
}

// String prints the mutation as "op @func: detail".
func (m Mutation) String() string { return fmt.Sprintf("%s @%s: %s", m.Op, m.Func, m.Detail) }

// Operator is a named, weighted mutation.
type Operator struct {
	Name   string
	Weight int    // default weight; Config.Weights overrides it
	Doc    string // what it does, one line
	// apply mutates m at a random place and describes what it did; false
	// when the module has no place where the operator applies.
	apply func(s *state) (Mutation, bool)
}

// Operators lists every operator, in a fixed order.
func Operators() []*Operator { return operators }

// Lookup returns the operator called name, or nil.
func Lookup(name string) *Operator {
	for _, op := range operators {
		if op.Name == name {
			return op
		}
	}
	return nil
}

// tries is how many operators a step draws before it gives up on a module
// where few apply.
const tries = 24

// Mutate returns a mutant of m (m itself is not changed) after between
// MinSteps and MaxSteps mutations chosen from seed, and what each did. It
// fails when m does not verify, or when a step leaves the module not
// well-formed, which is a bug in an operator: the error names it.
func Mutate(m *ir.Module, seed uint64, cfg Config) (*ir.Module, []Mutation, error) {
	if err := cfg.Validate(); err != nil {
		return nil, nil, err
	}
	if err := ir.Verify(m); err != nil {
		return nil, nil, fmt.Errorf("mutate: the input does not verify: %w", err)
	}
	r := newRand(seed)
	ops, weights := weighted(cfg)
	if len(ops) == 0 {
		return nil, nil, fmt.Errorf("mutate: every operator has weight 0")
	}
	cur := m
	done, err := run(r, &cfg, ops, weights, func(op *Operator) (Mutation, bool, error) {
		next, mu, ok, err := step(cur, op, r, &cfg)
		if ok {
			cur = next
		}
		return mu, ok, err
	})
	if err != nil {
		return nil, done, err
	}
	if cur == m {
		cur = m.Clone()
	}
	return cur, done, nil
}

// run applies MinSteps to MaxSteps operators drawn by weight, each with
// try, which reports whether the operator found a place to apply; a step
// draws up to tries operators before the sequence ends early (a module
// where nothing applies any more).
func run(r *rand.Rand, cfg *Config, ops []*Operator, weights []int, try func(*Operator) (Mutation, bool, error)) ([]Mutation, error) {
	var done []Mutation
	steps := cfg.MinSteps + r.IntN(cfg.MaxSteps-cfg.MinSteps+1)
	for range steps {
		applied := false
		for range tries {
			mu, ok, err := try(ops[pick(r, weights)])
			if err != nil {
				return done, err
			}
			if ok {
				done = append(done, mu)
				applied = true
				break
			}
		}
		if !applied {
			break
		}
	}
	return done, nil
}

// newRand is the random source of a mutation seed.
func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed^0x6d75746174652121)) }

// Apply applies operator op once to a copy of m, with choices drawn from
// seed. It reports false when the operator has no place to apply in m, and
// an error when the result does not verify.
func Apply(m *ir.Module, op *Operator, seed uint64, cfg Config) (*ir.Module, Mutation, bool, error) {
	if err := cfg.Validate(); err != nil {
		return nil, Mutation{}, false, err
	}
	return step(m, op, newRand(seed), &cfg)
}

// step applies op to a copy of m and verifies the result.
func step(m *ir.Module, op *Operator, r *rand.Rand, cfg *Config) (*ir.Module, Mutation, bool, error) {
	next := m.Clone()
	s := newState(next, r, cfg)
	mu, ok := op.apply(s)
	if !ok {
		return nil, Mutation{}, false, nil
	}
	mu.Op = op.Name
	tidy(next)
	if err := ir.Verify(next); err != nil {
		return nil, mu, false, fmt.Errorf("mutate: %s left the module not well-formed (a bug in the operator): %w", mu, err)
	}
	return next, mu, true, nil
}

// weighted returns the operators with a positive weight and their weights.
func weighted(cfg Config) ([]*Operator, []int) {
	var ops []*Operator
	var ws []int
	for _, op := range operators {
		w := op.Weight
		if v, ok := cfg.Weights[op.Name]; ok {
			w = v
		}
		if w > 0 {
			ops = append(ops, op)
			ws = append(ws, w)
		}
	}
	return ops, ws
}

// pick returns an index drawn with probability proportional to weights.
func pick(r *rand.Rand, weights []int) int {
	total := 0
	for _, w := range weights {
		total += w
	}
	n := r.IntN(total)
	for k, w := range weights {
		if n < w {
			return k
		}
		n -= w
	}
	return len(weights) - 1
}

// choose returns a random element of xs (the zero value when empty).
func choose[T any](r *rand.Rand, xs []T) T {
	var zero T
	if len(xs) == 0 {
		return zero
	}
	return xs[r.IntN(len(xs))]
}
