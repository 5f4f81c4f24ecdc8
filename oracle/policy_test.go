package oracle_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/testkit"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// TestPolicyUndefMemory: LLVM 19's InstCombine deletes a store of undef
// over bytes that may hold poison (llvm/llvm-project#86261), which leaves
// poison where the Language Reference has undef. That is LLVM's reading
// of undef in memory: a policy finding, not an ir-miscompile. (That the
// policy check leaves real bugs alone, the miscompile tests of this
// package show: TestLLVM14Bugs, TestOpenWorldFakeOpt.)
func TestPolicyUndefMemory(t *testing.T) {
	t.Parallel()
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

// TestRemovableCalledAgain: a call the target may drop (argmemonly, into
// an alloca nothing else reads), followed by another call of the same
// function, is not judged natively: the stubs tell calls apart by the
// function called, so a program that dropped the first got the first's
// replay at the second and printed a call the source does not make. This
// LLVM 14 finding (opt -O1, then llc -O0 for x86_64, whose code passes
// null correctly) was a false alarm of the open-world stubs.
func TestRemovableCalledAgain(t *testing.T) {
	t.Parallel()
	tc, err := native.Find(14, "")
	if err != nil {
		t.Skipf("no LLVM 14: %v", err)
	}
	dir := filepath.Join("testdata", "falsealarm-removable-twice")
	rp, err := oracle.NewReplay(oracle.Config{Toolchain: tc, WorkDir: t.TempDir()}, dir)
	if err != nil {
		t.Fatal(err)
	}
	v, err := rp.Check(context.Background(), testkit.Parse(t, readFile(t, filepath.Join(dir, "source.ll"))))
	if err != nil {
		t.Fatal(err)
	}
	if v.Reproduces {
		t.Errorf("the false alarm reproduces: %s", v.Reason)
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
