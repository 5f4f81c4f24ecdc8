package oracle_test

import (
	"testing"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/oracle"
)

// TestPolicyUndefMemory: LLVM 19's InstCombine deletes a store of undef
// over bytes that may hold poison (llvm/llvm-project#86261), which leaves
// poison where the Language Reference has undef. That is LLVM's reading
// of undef in memory: a policy finding, not an ir-miscompile. (That the
// policy check leaves real bugs alone, the miscompile tests of this
// package show: TestLLVM14Bugs, TestOpenWorldFakeOpt.)
func TestPolicyUndefMemory(t *testing.T) {
	const text = `@g1 = global [5 x <8 x i1>] zeroinitializer

define void @t11(i1 %v78) {
bb0:
  store <8 x i1> <i1 false, i1 true, i1 true, i1 false, i1 poison, i1 undef, i1 true, i1 false>, ptr @g1
  %v80 = getelementptr [5 x <8 x i1>], ptr @g1, i1 false, i1 %v78
  store <8 x i1> undef, ptr %v80
  ret void
}
`
	cfg := oracle.Config{Toolchain: realToolchain(t), Pipelines: []string{"instcombine"}, WorkDir: t.TempDir(), Blame: true}
	res := check(t, cfg, finding.NewMemStore(), text)
	if len(res.Findings) != 1 {
		t.Fatalf("findings: %d, want 1 (the policy difference)", len(res.Findings))
	}
	f := res.Findings[0]
	if f.Kind != finding.KindPolicy || f.Policy != "undef-memory-as-poison" || f.Signature != "policy/undef-memory-as-poison" {
		t.Errorf("finding %s (%s, policy %q): want the undef-memory-as-poison policy", f.Signature, f.Kind, f.Policy)
	}
	if len(oracle.Policies) == 0 || oracle.Policies[0].Why == "" {
		t.Error("the policy list has no documented entry")
	}
}
