package oracle

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics"
)

// Policy is a corner of the Language Reference that LLVM reads its own
// way on purpose: a difference it explains is LLVM's policy, not a bug to
// report, and is counted apart (finding.KindPolicy).
type Policy struct {
	Name string
	// Why says what LLVM does and where that is documented or discussed.
	Why string
	// relax is how the source's semantics is widened to LLVM's reading.
	relax func(*semantics.CheckOptions)
}

// Policies is the policy list: a miscompile whose target refines the
// source under one of these readings is a policy finding.
var Policies = []Policy{{
	Name: "undef-memory-as-poison",
	Why: "LLVM treats memory that holds undef (uninitialised stack or heap bytes, a store of undef) as if it " +
		"could hold poison: InstCombine deletes a store of undef over bytes that hold poison (llvm/llvm-project#86261), " +
		"MemCpyOpt and SROA drop copies from uninitialised allocas, and the LangRef is moving uninitialised memory " +
		"to poison (the 'uninitialized memory is poison' RFC). The source is run with such bytes poison.",
	relax: func(o *semantics.CheckOptions) { o.UndefMemoryAsPoison = true },
}}

// policyOf names the policy that explains why the target function tf
// does not refine the source's e.fn on input k, or "" when none does: the
// target refines the source under that policy's reading.
func (ts *testFuncs) policyOf(tp *semantics.Program, tf *ir.Function, e *entry, k int) string {
	for _, p := range Policies {
		opts := semantics.CheckOptions{MaxSteps: ts.o.cfg.MaxSteps, MoreChoosers: 60}
		p.relax(&opts)
		ck := semantics.NewChecker(ts.prog, tp, opts)
		outs, skip := ck.Expect(e.fn, e.inputs[k])
		if skip != "" {
			continue
		}
		var vd semantics.Verdict
		if ck.CheckTarget(outs, tf, e.inputs[k], &vd) && vd.Internal == nil {
			return p.Name
		}
	}
	return ""
}
