package oracle_test

import (
	"context"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/internal/testkit"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// TestTargetLimits: BPF rejects floating point, wide returns and more
// than five arguments by design; a module that uses them gives no crash
// finding on bpf (a false alarm an LLVM 19 campaign over all targets
// reported), says why in Rejected, and still builds the rest of the
// module there. A real crash on bpf is still one.
func TestTargetLimits(t *testing.T) {
	t.Parallel()
	tc := testkit.Toolchain(t, 19)
	bpf, err := native.LookupTarget("bpf")
	if err != nil || len(bpf.Missing()) > 0 {
		t.Skip("no bpf back end")
	}
	src := `
define double @f(i32 %a) {
  %d = sitofp i32 %a to double
  %r = fmul double %d, 2.5
  ret double %r
}
define i128 @w(i64 %a) {
  %x = zext i64 %a to i128
  %r = shl i128 %x, 64
  ret i128 %r
}
define i64 @s(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f) {
  %r = add i64 %a, %f
  ret i64 %r
}
define i32 @ok(i32 %a) {
  %r = add i32 %a, 1
  ret i32 %r
}
`
	m, err := ir.Parse("limits.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	cfg := testkit.OracleConfig(t, tc)
	cfg.Targets = []*native.Target{bpf}
	cfg.Levels = []string{"O0", "O2"}
	res, err := testkit.Oracle(t, cfg).Check(context.Background(), m, oracle.Origin{What: "limits"})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range res.Findings {
		t.Errorf("finding on what bpf lacks by design: %s", f.Signature)
	}
	if len(res.Rejected) == 0 || !strings.Contains(strings.Join(res.Rejected, "\n"), "does not support") {
		t.Errorf("rejected %q, want the limitations named", res.Rejected)
	}
	for _, level := range cfg.Levels {
		if c := res.Cells["bpf/"+level]; c == nil || c.Builds == 0 {
			t.Errorf("bpf/%s: nothing built around the limitations (%+v)", level, c)
		}
	}
	if got := bpf.Limitation([]byte("LLVM ERROR: Cannot select: t5: i64 = bswap t2\n")); got != "" {
		t.Errorf("a selection failure is a limitation: %q", got)
	}
}

// TestHarnessWithoutHalf: LLVM 14's s390x back end compiles a function
// that passes a half through but not the harness that stores the half
// result; the function is left unjudged there (said in Rejected) and the
// module's other functions are judged, where the harness failure used to
// leave the whole module unjudged on s390x, as an irfuzz error.
func TestHarnessWithoutHalf(t *testing.T) {
	t.Parallel()
	tc := testkit.Toolchain(t, 14)
	s390x, err := native.LookupTarget("s390x")
	if err != nil || len(s390x.Missing()) > 0 {
		t.Skip("no s390x toolchain")
	}
	m, err := ir.Parse("half.ll", []byte("define half @h(half %x) {\n  ret half %x\n}\ndefine i32 @ok(i32 %a) {\n  %r = add i32 %a, 1\n  ret i32 %r\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := testkit.OracleConfig(t, tc)
	cfg.Targets = []*native.Target{s390x}
	res, err := testkit.Oracle(t, cfg).Check(context.Background(), m, oracle.Origin{What: "half"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Errors) > 0 || len(res.Findings) > 0 {
		t.Errorf("errors %q, findings %d", res.Errors, len(res.Findings))
	}
	if c := res.Cells["s390x/O0"]; c == nil || c.Calls == 0 {
		t.Errorf("@ok not judged on s390x: %+v", c)
	}
	if !strings.Contains(strings.Join(res.Rejected, "\n"), "@h") {
		t.Logf("rejected: %q (LLVM 14's s390x passed the half harness: nothing to show)", res.Rejected)
	}
}

// TestHarnessPerABI: riscv64 and riscv64-v share a triple, not an ABI
// (with V, a <2 x i32> comes back in v8, not a0); checked one after the
// other, each must link a harness of its own ABI. A shared harness read
// riscv64-v's results from a0 and saw garbage lanes, which the oracle
// rejected as differences the witness alone did not show.
func TestHarnessPerABI(t *testing.T) {
	t.Parallel()
	tc := testkit.Toolchain(t, 19)
	var tgs []*native.Target
	for _, n := range []string{"riscv64", "riscv64-v"} {
		tg, err := native.LookupTarget(n)
		if err != nil || len(tg.Missing()) > 0 {
			t.Skipf("no %s toolchain", n)
		}
		tgs = append(tgs, tg)
	}
	src := `
define <2 x i32> @v(<2 x i32> %a) {
  %r = add <2 x i32> %a, <i32 1, i32 2>
  ret <2 x i32> %r
}
define <2 x i32> @c() {
  %r = shufflevector <2 x i32> zeroinitializer, <2 x i32> zeroinitializer, <2 x i32> <i32 3, i32 3>
  ret <2 x i32> %r
}
`
	m, err := ir.Parse("abi.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	cfg := testkit.OracleConfig(t, tc)
	cfg.Targets = tgs
	cfg.Levels = []string{"O0", "O2"}
	res, err := testkit.Oracle(t, cfg).Check(context.Background(), m, oracle.Origin{What: "abi"})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range res.Findings {
		t.Errorf("false alarm: %s: @%s(%s): expected %s, got %s", f.Signature, f.Function, f.Input, f.Expected, f.Actual)
	}
	for _, r := range res.Rejected {
		t.Errorf("rejected: %s", r)
	}
	if c := res.Cells["riscv64-v/O2"]; c == nil || c.Calls == 0 {
		t.Errorf("riscv64-v/O2 judged nothing: %+v", c)
	}
}

// TestUnreadableSource: a module in IR syntax newer than the release
// (atomicrmw fmaximum, LLVM 20 on, which ir.ForRelease cannot spell for
// older releases), or one its verifier turns down (a module flag
// behaviour of a later release), is not checked with LLVM 14,
// and says so; every tool run failing to parse it used to be reported as
// a crash of opt and of llc on every target.
func TestUnreadableSource(t *testing.T) {
	t.Parallel()
	tc := testkit.Toolchain(t, 14)
	for _, src := range []string{
		"define float @f(ptr %p) {\n  %r = atomicrmw fmaximum ptr %p, float 1.0 seq_cst\n  ret float %r\n}\n",
		// clang-22's PIC Level flag has behaviour 8 (Min), which LLVM 14
		// parses and its verifier turns down.
		"define i32 @f(i32 %x) {\n  ret i32 %x\n}\n!llvm.module.flags = !{!0}\n!0 = !{i32 8, !\"PIC Level\", i32 2}\n",
	} {
		m, err := ir.Parse("new.ll", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		res, err := testkit.Oracle(t, testkit.OracleConfig(t, tc)).Check(context.Background(), m, oracle.Origin{What: "new"})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Findings) > 0 || !strings.Contains(res.Skipped, "cannot read") {
			t.Errorf("%q: %d findings, skipped %q; want none, and why", src, len(res.Findings), res.Skipped)
		}
	}
}
