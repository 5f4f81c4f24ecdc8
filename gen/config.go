package gen

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"

	"github.com/irfuzz/irfuzz/release"
)

// Config says what the generator makes. The zero value of a weight turns the
// feature off; rates are probabilities in [0, 1]. DefaultConfig is tuned to
// find bugs; a JSON file (LoadConfig) overrides any subset of its fields.
type Config struct {
	// LLVM is the release whose syntax and intrinsics the output keeps to:
	// any release the release table supports (release.Supported).
	LLVM int `json:"llvm"`

	MinTests   int `json:"min_tests"`   // test functions @t<N> per module, at least
	MaxTests   int `json:"max_tests"`   // and at most
	MaxHelpers int `json:"max_helpers"` // internal helper functions per module, at most
	MaxGlobals int `json:"max_globals"` // global variables per module, at most
	MaxParams  int `json:"max_params"`  // parameters per function, at most

	// TestBudget and HelperBudget are the number of statements generated for
	// the body of a test and of a helper (control flow nests within it).
	TestBudget   int `json:"test_budget"`
	HelperBudget int `json:"helper_budget"`
	MaxDepth     int `json:"max_depth"`     // nesting depth of control flow
	MaxTripCount int `json:"max_trip"`      // loop trip counts are in [0, MaxTripCount]
	MaxCases     int `json:"max_cases"`     // switch cases, at most
	MaxRecursion int `json:"max_recursion"` // recursion depth bound of recursive helpers

	OddWidthRate float64 `json:"odd_width_rate"` // an integer type is an odd width (i3, i17, i33, i65 ...)
	WideIntRate  float64 `json:"wide_int_rate"`  // an integer type is i128 (or wider than 64 bits)
	FloatRate    float64 `json:"float_rate"`     // a function works with floating point
	VectorRate   float64 `json:"vector_rate"`    // a function works with fixed vectors
	FlagRate     float64 `json:"flag_rate"`      // a poison-generating flag is set, per flag
	FastMathRate float64 `json:"fast_math_rate"` // an FP operation carries fast-math flags
	UndefRate    float64 `json:"undef_rate"`     // a constant is undef
	PoisonRate   float64 `json:"poison_rate"`    // a constant (or shuffle lane) is poison
	UninitRate   float64 `json:"uninit_rate"`    // a stack object is left uninitialised
	UnmaskRate   float64 `json:"unmask_rate"`    // a shift amount is not masked below the width
	RecurseRate  float64 `json:"recurse_rate"`   // a helper is recursive

	// PtrParamRate is the probability that a test function takes pointer
	// parameters (one to three), each pointing to a memory object its body
	// loads from and stores to, with attributes the body keeps to.
	PtrParamRate float64 `json:"ptr_param_rate"`
	// ExternCallRate is the probability that a function (test or helper)
	// calls the module's declared external functions @ext<N>, which the
	// checker answers from a deterministic world (statement weight
	// Weights.ExternCall).
	ExternCallRate float64 `json:"extern_call_rate"`

	Weights Weights `json:"weights"`

	// Avoid names constructs the generator keeps out of its modules
	// (AvoidPatterns): known bug families a campaign should not spend its
	// time rediscovering.
	Avoid []string `json:"avoid,omitempty"`
}

// AvoidPatterns are the constructs Config.Avoid can name, with what each
// turns off.
var AvoidPatterns = map[string]string{
	// The back ends lower freeze of undef or poison as an undefined
	// register that later passes split (the #60429 family).
	"freeze-undef": "freeze statements, undef and poison constants and reads of uninitialised memory (freeze of a value that may be undef or poison)",
	// AArch64 leaves the upper limbs of a wide ucmp/scmp result 0.
	"wide-cmp": "llvm.ucmp and llvm.scmp with results wider than 64 bits",
	// x86 and AArch64 (LLVM 19 and 22) cannot select a float vector
	// compress feeding a constrained operation ("Cannot select: f32 =
	// Constant<0>").
	"compress-strict": "llvm.experimental.vector.compress of float vectors (whose result may reach a constrained intrinsic)",
}

// avoids reports whether the configuration avoids the named pattern.
func (c *Config) avoids(name string) bool {
	for _, a := range c.Avoid {
		if a == name {
			return true
		}
	}
	return false
}

// ApplyAvoid turns down what the avoided patterns name in the weights and
// rates (the rest is done where the construct is made).
func (c *Config) ApplyAvoid() {
	if c.avoids("freeze-undef") {
		c.Weights.Freeze, c.UndefRate, c.PoisonRate, c.UninitRate = 0, 0, 0, 0
	}
}

// ParseAvoid reads an avoid list: one pattern name of AvoidPatterns per
// line; '#' starts a comment.
func ParseAvoid(name string, data []byte) ([]string, error) {
	var out []string
	for k, line := range bytes.Split(data, []byte("\n")) {
		if i := bytes.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		p := string(bytes.TrimSpace(line))
		if p == "" {
			continue
		}
		if _, ok := AvoidPatterns[p]; !ok {
			return nil, fmt.Errorf("%s:%d: unknown pattern %q (known: freeze-undef, wide-cmp, compress-strict)", name, k+1, p)
		}
		out = append(out, p)
	}
	return out, nil
}

// Weights are the relative frequencies of the kinds of statement the
// generator emits. 0 turns a kind off.
type Weights struct {
	IntArith     int `json:"int_arith"`     // add, sub, mul
	Bitwise      int `json:"bitwise"`       // and, or, xor
	Shift        int `json:"shift"`         // shl, lshr, ashr
	Div          int `json:"div"`           // udiv, sdiv, urem, srem
	ICmp         int `json:"icmp"`          // icmp
	Select       int `json:"select"`        // select
	Freeze       int `json:"freeze"`        // freeze
	IntCast      int `json:"int_cast"`      // trunc, zext, sext, bitcast
	IntIntrinsic int `json:"int_intrinsic"` // llvm.smax, llvm.ctpop, ...
	FloatArith   int `json:"float_arith"`   // fadd ... frem, fneg
	FCmp         int `json:"fcmp"`          // fcmp
	FPIntrinsic  int `json:"fp_intrinsic"`  // llvm.fabs, llvm.fma, ...
	FPCast       int `json:"fp_cast"`       // fptrunc, fpext, fptoui, fptosi, uitofp, sitofp
	VectorOp     int `json:"vector_op"`     // extractelement, insertelement, shufflevector
	Reduce       int `json:"reduce"`        // llvm.vector.reduce.*
	Memory       int `json:"memory"`        // load, store through in-bounds GEPs
	MemIntrinsic int `json:"mem_intrinsic"` // memcpy, memset
	Call         int `json:"call"`          // calls of helpers
	ExternCall   int `json:"extern_call"`   // calls of external functions (in functions chosen at ExternCallRate)
	Diamond      int `json:"diamond"`       // if/else
	Loop         int `json:"loop"`          // bounded loops
	Switch       int `json:"switch"`        // switches
	EarlyReturn  int `json:"early_return"`  // conditional early returns
	Unreachable  int `json:"unreachable"`   // switches whose default is an unreachable block
	// Promise: flags whose promise the operands are built to keep (or
	// disjoint of disjoint bits, zext nneg of a non-negative value,
	// icmp samesign of values of one sign, trunc nuw of a zext, add
	// nsw of halves, ...), for the optimizers to use.
	Promise  int `json:"promise"`
	MetaLoad int `json:"meta_load"` // a store, then a load of it with !range, !noundef or !nonnull
	// SLP: straight-line isomorphic operations on adjacent elements of
	// arrays (load a[0..n), the same operation on each, store b[0..n)).
	SLP int `json:"slp"`
	// VecLoop: counted loops over arrays that the loop vectorizer takes:
	// maps, reductions (sum, min/max, and/or/xor), interleaved accesses,
	// conditional stores, searches with an early exit.
	VecLoop int `json:"vec_loop"`
	// Constraint: branches on comparisons of frozen values and, where
	// they hold, a comparison they decide only together (x < y and
	// y < z, so x < z; bounds checks in loops whose bound is known to
	// be below the limit), observed through the module's sink global;
	// for ConstraintElimination.
	Constraint int `json:"constraint"`
	// Families: calls of the intrinsic families (intrinsics.go):
	// conversions and rounding, stack and objects, vectorizer shapes,
	// constrained floating point, each intrinsic in a well-defined use.
	Families int `json:"families"`
}

// DefaultConfig returns the configuration `irfuzz gen` uses without flags.
func DefaultConfig() Config {
	return Config{
		LLVM:     19,
		MinTests: 2, MaxTests: 5, MaxHelpers: 3, MaxGlobals: 3, MaxParams: 4,
		TestBudget: 40, HelperBudget: 16, MaxDepth: 3, MaxTripCount: 6, MaxCases: 8, MaxRecursion: 4,
		OddWidthRate: 0.15, WideIntRate: 0.08, FloatRate: 0.5, VectorRate: 0.35,
		FlagRate: 0.2, FastMathRate: 0.3, UndefRate: 0.02, PoisonRate: 0.02,
		UninitRate: 0.05, UnmaskRate: 0.05, RecurseRate: 0.3,
		PtrParamRate: 0.3, ExternCallRate: 0.3,
		Weights: Weights{
			IntArith: 12, Bitwise: 8, Shift: 6, Div: 5, ICmp: 6, Select: 5, Freeze: 2, IntCast: 6,
			IntIntrinsic: 8, FloatArith: 10, FCmp: 4, FPIntrinsic: 6, FPCast: 5,
			VectorOp: 6, Reduce: 3, Memory: 10, MemIntrinsic: 2, Call: 4, ExternCall: 6,
			Diamond: 4, Loop: 3, Switch: 2, EarlyReturn: 1, Unreachable: 1,
			Promise: 4, MetaLoad: 2, SLP: 2, VecLoop: 3, Constraint: 4, Families: 3,
		},
	}
}

// NoUndefConfig returns DefaultConfig without undef and poison constants and
// without reads of uninitialised memory (the "no-undef" profile).
func NoUndefConfig() Config {
	c := DefaultConfig()
	c.UndefRate, c.PoisonRate, c.UninitRate = 0, 0, 0
	return c
}

// Profile returns the named configuration: "default" or "no-undef".
func Profile(name string) (Config, error) {
	switch name {
	case "", "default":
		return DefaultConfig(), nil
	case "no-undef":
		return NoUndefConfig(), nil
	}
	return Config{}, fmt.Errorf("gen: unknown profile %q (have: default, no-undef)", name)
}

// LoadConfig reads a JSON configuration: the fields it sets override base.
// Unknown fields are an error, so that a misspelt weight is not silently ignored.
func LoadConfig(path string, base Config) (Config, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return Config{}, fmt.Errorf("gen: reading config: %w", err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	c := base
	if err := dec.Decode(&c); err != nil {
		return Config{}, fmt.Errorf("gen: config %s: %w", path, err)
	}
	if err := c.Validate(); err != nil {
		return Config{}, fmt.Errorf("gen: config %s: %w", path, err)
	}
	return c, nil
}

// Validate reports the first out-of-range field, or nil.
func (c *Config) Validate() error {
	if err := release.Check(c.LLVM); err != nil {
		return fmt.Errorf("llvm: %w", err)
	}
	for _, a := range c.Avoid {
		if _, ok := AvoidPatterns[a]; !ok {
			return fmt.Errorf("avoid: unknown pattern %q", a)
		}
	}
	ints := []struct {
		name   string
		v      int
		lo, hi int
	}{
		{"min_tests", c.MinTests, 1, 1000}, {"max_tests", c.MaxTests, c.MinTests, 1000},
		{"max_helpers", c.MaxHelpers, 0, 1000}, {"max_globals", c.MaxGlobals, 0, 1000},
		{"max_params", c.MaxParams, 0, 64}, {"test_budget", c.TestBudget, 1, 100000},
		{"helper_budget", c.HelperBudget, 1, 100000}, {"max_depth", c.MaxDepth, 0, 16},
		{"max_trip", c.MaxTripCount, 0, 255}, {"max_cases", c.MaxCases, 1, 1000},
		{"max_recursion", c.MaxRecursion, 0, 64},
	}
	for _, f := range ints {
		if f.v < f.lo || f.v > f.hi {
			return fmt.Errorf("%s = %d is outside [%d, %d]", f.name, f.v, f.lo, f.hi)
		}
	}
	rates := []struct {
		name string
		v    float64
	}{
		{"odd_width_rate", c.OddWidthRate}, {"wide_int_rate", c.WideIntRate}, {"float_rate", c.FloatRate},
		{"vector_rate", c.VectorRate}, {"flag_rate", c.FlagRate}, {"fast_math_rate", c.FastMathRate},
		{"undef_rate", c.UndefRate}, {"poison_rate", c.PoisonRate}, {"uninit_rate", c.UninitRate},
		{"unmask_rate", c.UnmaskRate}, {"recurse_rate", c.RecurseRate},
		{"ptr_param_rate", c.PtrParamRate}, {"extern_call_rate", c.ExternCallRate},
	}
	for _, r := range rates {
		if !(r.v >= 0 && r.v <= 1) {
			return fmt.Errorf("%s = %v is outside [0, 1]", r.name, r.v)
		}
	}
	for _, w := range c.Weights.list() {
		if *w < 0 {
			return fmt.Errorf("weights must not be negative")
		}
	}
	return nil
}

// list returns pointers to the statement weights, in a fixed order.
func (w *Weights) list() []*int {
	return []*int{&w.IntArith, &w.Bitwise, &w.Shift, &w.Div, &w.ICmp, &w.Select, &w.Freeze, &w.IntCast,
		&w.IntIntrinsic, &w.FloatArith, &w.FCmp, &w.FPIntrinsic, &w.FPCast, &w.VectorOp, &w.Reduce,
		&w.Memory, &w.MemIntrinsic, &w.Call, &w.ExternCall, &w.Diamond, &w.Loop, &w.Switch, &w.EarlyReturn, &w.Unreachable,
		&w.Promise, &w.MetaLoad, &w.SLP, &w.VecLoop, &w.Constraint, &w.Families}
}
