package oracle

import (
	"context"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
)

// TestFamilyKey: a reduced native miscompile that freezes a value that
// may be undef or poison is the freeze family of its instruction
// selector, whatever pass the bisection blamed; one that freezes a
// defined value (an argument, a phi of defined values) is not. The
// modules are reductions from LLVM 19 and 14 campaigns.
func TestFamilyKey(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, target, sig, src, want string
	}{
		{"freeze undef", "x86_64", "native-miscompile/x86_64/O2/CodeGen", `
define i32 @t(i32 %a) {
  %f = freeze i1 undef
  %r = select i1 %f, i32 %a, i32 0
  ret i32 %r
}`, "native-miscompile/family/selectiondag/freeze-of-undef"},
		{"freeze of poison made by a shift", "aarch64", "native-miscompile/aarch64/O2/Machine Instruction Scheduler", `
define i32 @t(i32 %a, i32 %b) {
  %s = shl i32 %a, %b
  %f = freeze i32 %s
  ret i32 %f
}`, "native-miscompile/family/selectiondag/freeze-of-undef"},
		{"freeze undef through a phi", "aarch64-gisel", "native-miscompile/aarch64-gisel/O2/Machine Instruction Scheduler", `
define i32 @t(i1 %c) {
a:
  br i1 %c, label %b, label %j
b:
  br label %j
j:
  %p = phi i32 [ undef, %a ], [ 1, %b ]
  %f = freeze i32 %p
  ret i32 %f
}`, "native-miscompile/family/globalisel/freeze-of-undef"},
		{"freeze of an argument", "aarch64-gisel", "native-miscompile/aarch64-gisel/O0/GlobalISel", `
@g1 = global [7 x i8] zeroinitializer
define i16 @t48(i16 %a2) {
  %v3 = trunc i16 %a2 to i8
  store i8 %v3, ptr @g1
  %v5 = freeze i16 %a2
  ret i16 %v5
}`, ""},
		{"freeze of a phi of defined values", "aarch64-gisel", "native-miscompile/aarch64-gisel/O2/GlobalISel", `
define i8 @t(i32 %x, i1 %c) {
a:
  br i1 %c, label %b, label %j
b:
  %v4 = or i32 0, %x
  %v7 = trunc i32 %v4 to i8
  br label %j
j:
  %p = phi i8 [ %v7, %b ], [ 0, %a ]
  %f = freeze i8 %p
  ret i8 %f
}`, ""},
		{"shift by a constant in range", "x86_64", "native-miscompile/x86_64/O2/CodeGen", `
define i32 @t(i32 %a) {
  %s = lshr i32 %a, 3
  %f = freeze i32 %s
  ret i32 %f
}`, ""},
	} {
		m, err := ir.Parse(tc.name, []byte(tc.src))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		f := &finding.Finding{Kind: finding.KindNative, Target: tc.target, Signature: tc.sig}
		if got := familyKey(f, m, ""); got != tc.want {
			t.Errorf("%s: familyKey = %q, want %q", tc.name, got, tc.want)
		}
		fp, _ := Fingerprint(f, m, nil)
		if tc.want != "" && fp != tc.want {
			t.Errorf("%s: Fingerprint = %q, want the family", tc.name, fp)
		}
	}
	irf := &finding.Finding{Kind: finding.KindIR, Signature: "ir-miscompile/InstCombinePass"}
	m, err := parseIR("define i1 @t() {\n  %f = freeze i1 undef\n  ret i1 %f\n}")
	if err != nil {
		t.Fatal(err)
	}
	if got := familyKey(irf, m, ""); got != "" {
		t.Errorf("an IR-level finding is in family %q", got)
	}
}

func parseIR(src string) (*ir.Module, error) { return ir.Parse("t.ll", []byte(src)) }

// TestGenericCrashFingerprint: a failure in the back ends' shared
// legalizer is one bug on every back end whose reduction has the same
// skeleton (llvm.minimum.f64 expanded to an i64 setcc on 32-bit targets,
// armv7 and i686-x87), and another bug for another skeleton; a
// target's own selection failure keeps its back end.
func TestGenericCrashFingerprint(t *testing.T) {
	t.Parallel()
	minimum, err := parseIR("define double @t(double %x) {\n  %r = call double @llvm.minimum.f64(double 0.0, double %x)\n  ret double %r\n}\ndeclare double @llvm.minimum.f64(double, double)")
	if err != nil {
		t.Fatal(err)
	}
	cmp, err := parseIR("define i1 @t(i1 %x, i1 %y) {\n  %r = icmp ult i1 %x, %y\n  ret i1 %r\n}")
	if err != nil {
		t.Fatal(err)
	}
	crash := func(target, msg string) *finding.Finding {
		return &finding.Finding{Kind: finding.KindCrash, Target: target, Signature: "crash/llc/" + target + "/" + msg}
	}
	arm, _ := Fingerprint(crash("armv7", "LLVM ERROR: Cannot select: setcc"), minimum, nil)
	x87, _ := Fingerprint(crash("i686-x87", "LLVM ERROR: Cannot select: setcc"), minimum, nil)
	ptx, _ := Fingerprint(crash("nvptx64", "LLVM ERROR: Cannot select: setcc"), cmp, nil)
	if arm != x87 || arm == ptx || !strings.HasPrefix(arm, "crash/llc/any-target/") {
		t.Errorf("armv7 %s, i686-x87 %s, nvptx64 %s: want the first two one bug", arm, x87, ptx)
	}
	// fminimum and fmaximum are lowered together: one bug.
	max, err := parseIR("define double @t(double %x) {\n  %r = call double @llvm.maximum.f64(double 0.0, double %x)\n  ret double %r\n}\ndeclare double @llvm.maximum.f64(double, double)")
	if err != nil {
		t.Fatal(err)
	}
	fmin, _ := Fingerprint(crash("x86_64", "LLVM ERROR: Cannot select: fminimum"), minimum, nil)
	fmax, _ := Fingerprint(crash("x86_64", "LLVM ERROR: Cannot select: fmaximum"), max, nil)
	if fmin != fmax {
		t.Errorf("fminimum %s, fmaximum %s: want one bug", fmin, fmax)
	}
	own, _ := Fingerprint(crash("aarch64_be", "LLVM ERROR: Cannot select: AArch64ISD::CSEL"), cmp, nil)
	if own != "crash/llc/aarch64/LLVM ERROR: Cannot select: AArch64ISD::CSEL" {
		t.Errorf("a back end's own failure: %s", own)
	}
}

// TestPassFingerprint: two reductions of one DSE bug (#115976: a
// shortened memset keeps its dereferenceable bytes) differ in what the
// rest of -O2 does to them (one's two stores are merged into a vector
// store by a later pass), not in what DSE does: the fingerprint is that
// of the guilty pass's change, so they are one bug.
func TestPassFingerprint(t *testing.T) {
	t.Parallel()
	tc, err := native.Find(19, "")
	if err != nil {
		t.Skipf("LLVM 19: %v", err)
	}
	arg, err := parseIR(`define void @t54(ptr %a0) {
  call void @llvm.memset.p0.i8(ptr %a0, i8 0, i8 64, i1 false)
  store <4 x float> splat (float 1.000000e+00), ptr %a0
  ret void
}
declare void @llvm.memset.p0.i8(ptr, i8, i8, i1)`)
	if err != nil {
		t.Fatal(err)
	}
	global, err := parseIR(`@g0 = global { double, double, [5 x half] } zeroinitializer
define void @t20() {
  call void @llvm.memset.p0.i32(ptr @g0, i8 0, i32 32, i1 false)
  store double 1.000000e+00, ptr @g0
  %v103 = getelementptr { double, double, [5 x half] }, ptr @g0, i32 0, i32 1
  store double 0.000000e+00, ptr %v103
  ret void
}
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)`)
	if err != nil {
		t.Fatal(err)
	}
	f := func(fn string) *finding.Finding {
		return &finding.Finding{Kind: finding.KindIR, Signature: "ir-miscompile/DSEPass", Pass: "DSEPass", Pipeline: "O2", Function: fn}
	}
	a, ska := FingerprintOptimized(context.Background(), tc, t.TempDir(), f("t54"), arg)
	b, skb := FingerprintOptimized(context.Background(), tc, t.TempDir(), f("t20"), global)
	if a != b || !strings.Contains(ska, "memset") {
		t.Errorf("one DSE bug, two fingerprints:\n%s (%s)\n%s (%s)", a, ska, b, skb)
	}
}

// TestFamilyKeyNarrow: the families found in 60-minute LLVM 14 campaigns,
// each split under several fingerprints (by the pass its bisection
// blamed, or by what else its reductions kept), are one key each, and a
// module just short of the pattern, or on another selector, is not in
// them. The modules are reductions from those campaigns.
func TestFamilyKeyNarrow(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, kind, target, sig, delta, src, want string
	}{
		{"zext of a frozen trunc", finding.KindNative, "aarch64-gisel", "native-miscompile/aarch64-gisel/O2/Machine Copy Propagation Pass", "", `
define i64 @t(i64 %a0) {
  %v2 = trunc i64 %a0 to i32
  %v24 = freeze i32 %v2
  %v25 = zext i32 %v24 to i64
  ret i64 %v25
}`, "native-miscompile/family/globalisel/zext-of-frozen-trunc"},
		{"through two freezes", finding.KindNative, "aarch64-gisel", "native-miscompile/aarch64-gisel/O2/Peephole Optimizations", "", `
define i64 @t(i64 %a0) {
  %v2 = trunc i64 %a0 to i32
  %v3 = freeze i32 %v2
  %v4 = freeze i32 %v3
  %v5 = zext i32 %v4 to i64
  ret i64 %v5
}`, "native-miscompile/family/globalisel/zext-of-frozen-trunc"},
		{"zext of a trunc without freeze", finding.KindNative, "aarch64-gisel", "native-miscompile/aarch64-gisel/O2/Peephole Optimizations", "", `
define i64 @t(i64 %a0) {
  %v2 = trunc i64 %a0 to i32
  %v5 = zext i32 %v2 to i64
  ret i64 %v5
}`, ""},
		{"the same on SelectionDAG", finding.KindNative, "aarch64", "native-miscompile/aarch64/O2/Peephole Optimizations", "", `
define i64 @t(i64 %a0) {
  %v2 = trunc i64 %a0 to i32
  %v24 = freeze i32 %v2
  %v25 = zext i32 %v24 to i64
  ret i64 %v25
}`, ""},
		{"switch on i128 at -O0", finding.KindNative, "aarch64-gisel", "native-miscompile/aarch64-gisel/O0/GlobalISel", "", `
define i1 @t52(i128 %a2) {
bb0:
  switch i128 %a2, label %bb1 [
    i128 0, label %bb2
    i128 -9, label %bb2
  ]
bb1:
  ret i1 false
bb2:
  ret i1 true
}`, "native-miscompile/family/globalisel/switch-wider-than-64-bits"},
		{"switch on i64", finding.KindNative, "aarch64-gisel", "native-miscompile/aarch64-gisel/O2/IRTranslator", "", `
define i1 @t(i64 %a) {
bb0:
  switch i64 %a, label %bb1 [
    i64 0, label %bb2
  ]
bb1:
  ret i1 false
bb2:
  ret i1 true
}`, ""},
		{"overflow flag into a select, x86 FastISel", finding.KindNative, "x86_64", "native-miscompile/x86_64/O0/FastISel", "", overflowSelect,
			"native-miscompile/family/fastisel/overflow-flag-clobbered"},
		{"overflow flag into a branch, x86 FastISel", finding.KindNative, "x86_64", "native-miscompile/x86_64/O0/FastISel", "", `
define i32 @t36(i32 %a1, i32 %a3) {
bb0:
  %v58 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %a3, i32 %a1)
  %v60 = extractvalue { i32, i1 } %v58, 1
  br i1 %v60, label %bb7, label %bb8
bb7:
  br label %bb8
bb8:
  %v74 = phi i32 [ 0, %bb7 ], [ %a3, %bb0 ]
  ret i32 %v74
}
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)`, "native-miscompile/family/fastisel/overflow-flag-clobbered"},
		{"the same on AArch64 FastISel", finding.KindNative, "aarch64", "native-miscompile/aarch64/O0/FastISel", "", overflowSelect, ""},
		{"the same on x86 SelectionDAG", finding.KindNative, "x86_64", "native-miscompile/x86_64/O2/X86 DAG->DAG Instruction Selection", "", overflowSelect, ""},
		{"the result, not the flag, x86 FastISel", finding.KindNative, "x86_64", "native-miscompile/x86_64/O0/FastISel", "", `
define i32 @t(i32 %a0) {
  %v2 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 0, i32 %a0)
  %v4 = extractvalue { i32, i1 } %v2, 0
  %c = icmp eq i32 %v4, 0
  %v6 = select i1 %c, i32 0, i32 %a0
  ret i32 %v6
}
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)`, ""},
		{"phi of undef and a maybe-poison value", finding.KindIR, "", "ir-miscompile/EarlyCSEPass", "changed: phi i8", `
define i8 @t29(i8 %a0, i1 %v66) {
bb0:
  %v47 = mul nuw i8 2, %a0
  br label %bb19
bb19:
  %v65 = phi i8 [ undef, %bb0 ], [ %v47, %bb19 ]
  br i1 %v66, label %bb19, label %bb21
bb21:
  ret i8 %v65
}`, "ir-miscompile/family/phi-of-undef-folded"},
		{"phi of undef and an argument", finding.KindIR, "", "ir-miscompile/SimplifyCFGPass", "changed: icmp ugt i1; phi i1", `
define i1 @t48(i1 %a1, i1 %v18) {
bb0:
  br i1 %v18, label %bb16, label %bb18
bb16:
  br label %bb17
bb17:
  %v72 = phi i1 [ %a1, %bb16 ], [ undef, %bb18 ]
  ret i1 %v72
bb18:
  br label %bb17
}`, "ir-miscompile/family/phi-of-undef-folded"},
		{"the pass left the phi", finding.KindIR, "", "ir-miscompile/InstCombinePass", "changed: mul nuw i8", `
define i8 @t29(i8 %a0, i1 %v66) {
bb0:
  %v47 = mul nuw i8 2, %a0
  br label %bb19
bb19:
  %v65 = phi i8 [ undef, %bb0 ], [ %v47, %bb19 ]
  br i1 %v66, label %bb19, label %bb21
bb21:
  ret i8 %v65
}`, ""},
		{"phi of undef and two values", finding.KindIR, "", "ir-miscompile/SimplifyCFGPass", "changed: phi i1", `
define i1 @t(i1 %a, i1 %b, i1 %c) {
bb0:
  br i1 %c, label %x, label %y
x:
  br i1 %a, label %j, label %z
y:
  br label %j
z:
  br label %j
j:
  %p = phi i1 [ %a, %x ], [ %b, %y ], [ undef, %z ]
  ret i1 %p
}`, ""},
	} {
		m, err := parseIR(tc.src)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		f := &finding.Finding{Kind: tc.kind, Target: tc.target, Signature: tc.sig, Function: m.Funcs[0].Name}
		if got := familyKey(f, m, tc.delta); got != tc.want {
			t.Errorf("%s: familyKey = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// overflowSelect is an x86 FastISel reduction from a 60-minute LLVM 14
// campaign: the select's constant 0 is materialized with an xor between
// the flag's definition and the cmov.
const overflowSelect = `
define i32 @t35(i32 %a0) {
  %v2 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 0, i32 %a0)
  %v4 = extractvalue { i32, i1 } %v2, 1
  %v5 = xor i32 0, 0
  %v6 = select i1 %v4, i32 0, i32 %a0
  ret i32 %v6
}
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)`

// TestSkeletonControlOnly: a reduced module of branches, phis and returns
// only has the skeleton of its control flow, not an empty one that every
// such bug of a signature would share.
func TestSkeletonControlOnly(t *testing.T) {
	t.Parallel()
	a, err := parseIR("define float @t(i1 %c, float %x) {\nbb0:\n  br i1 %c, label %r, label %u\nr:\n  ret float %x\nu:\n  ret float undef\n}")
	if err != nil {
		t.Fatal(err)
	}
	b, err := parseIR("define i8 @t(i1 %c, i8 %x) {\nbb0:\n  br i1 %c, label %j, label %u\nu:\n  br label %j\nj:\n  %p = phi i8 [ %x, %bb0 ], [ undef, %u ]\n  ret i8 %p\n}")
	if err != nil {
		t.Fatal(err)
	}
	sa, sb := Skeleton(a), Skeleton(b)
	if sa == "" || sb == "" || sa == sb {
		t.Errorf("skeletons %q and %q: want two, neither empty", sa, sb)
	}
	if want := "br; br i1; phi i8; ret i8"; sb != want {
		t.Errorf("skeleton %q, want %q", sb, want)
	}
}

// TestPassFingerprintPhiFamily: the undef-phi family is seen in what the
// guilty pass was given, not only in the reduced source: in this LLVM 19
// reduction SimplifyCFG merges the two returns into a phi of undef and
// %a2, which EarlyCSE then folds to %a2. The LLVM 14 reduction folds a
// phi of the source. Both are the family, whatever pass folded it.
func TestPassFingerprintPhiFamily(t *testing.T) {
	t.Parallel()
	merged := `define i1 @t10(i1 %a2, i1 %v4) {
bb0:
  br i1 %v4, label %bb1, label %bb3
bb1:
  ret i1 %a2
bb3:
  %v21 = icmp ult i1 false, false
  br i1 %v21, label %bb3, label %bb5
bb5:
  ret i1 undef
}`
	loop := `define i8 @t10(i8 %a0, i1 %v66) {
bb0:
  %v47 = mul nuw i8 2, %a0
  br label %bb19
bb19:
  %v65 = phi i8 [ undef, %bb0 ], [ %v47, %bb19 ]
  br i1 %v66, label %bb19, label %bb21
bb21:
  ret i8 %v65
}`
	for _, c := range []struct {
		llvm int
		src  string
	}{{19, merged}, {14, loop}} {
		tc, err := native.Find(c.llvm, "")
		if err != nil {
			t.Logf("LLVM %d: %v", c.llvm, err)
			continue
		}
		m, err := parseIR(c.src)
		if err != nil {
			t.Fatal(err)
		}
		f := &finding.Finding{Kind: finding.KindIR, Signature: "ir-miscompile/EarlyCSEPass", Pass: "EarlyCSEPass", Pipeline: "O1", Function: "t10"}
		fp, sk := FingerprintOptimized(context.Background(), tc, t.TempDir(), f, m)
		if fp != "ir-miscompile/family/phi-of-undef-folded" {
			t.Errorf("LLVM %d: fingerprint %s (%s), want the undef-phi family", c.llvm, fp, sk)
		}
	}
}

// TestFamilyNoundefOverPoisonReturnAttr checks the FunctionAttrs family
// on the two reductions of one LLVM 22 campaign (nofpclass(ninf nnorm)
// float and nofpclass(zero) double) and keeps it narrow.
func TestFamilyNoundefOverPoisonReturnAttr(t *testing.T) {
	t.Parallel()
	const want = "ir-miscompile/family/noundef-inferred-over-poison-return-attr"
	for _, tc := range []struct {
		name, pass, actual, src, want string
	}{
		{"nofpclass float", "PostOrderFunctionAttrsPass", "UB: noundef violation at @t1 %bb4 ret", `
define nofpclass(ninf nnorm) float @t1(float %a0) {
  %v48 = freeze float %a0
  ret float %v48
}`, want},
		{"nofpclass double", "PostOrderFunctionAttrsPass", "UB: noundef violation at @t27 %bb10 ret", `
define nofpclass(zero) double @t27(double %a1) {
  %v1 = freeze double %a1
  ret double %v1
}`, want},
		{"range", "ReversePostOrderFunctionAttrsPass", "UB: noundef violation at @t ret", `
define range(i8 0, 4) i8 @t(i8 %a) {
  %f = freeze i8 %a
  ret i8 %f
}`, want},
		{"another pass", "InstCombinePass", "UB: noundef violation at @t ret", `
define range(i8 0, 4) i8 @t(i8 %a) {
  %f = freeze i8 %a
  ret i8 %f
}`, ""},
		{"another wrong outcome", "PostOrderFunctionAttrsPass", "i8 7", `
define range(i8 0, 4) i8 @t(i8 %a) {
  %f = freeze i8 %a
  ret i8 %f
}`, ""},
		{"no poison-generating return attribute", "PostOrderFunctionAttrsPass", "UB: noundef violation at @t ret", `
define i8 @t(i8 noundef %a) {
  ret i8 %a
}`, ""},
	} {
		m, err := parseIR(tc.src)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		f := &finding.Finding{Kind: finding.KindIR, Signature: "ir-miscompile/" + tc.pass, Pass: tc.pass, Actual: tc.actual, Function: m.Funcs[0].Name}
		if got := familyKey(f, m, ""); got != tc.want {
			t.Errorf("%s: familyKey = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestFamilyLICMWriteonly checks the LICM family on the two reductions of
// one LLVM 22 campaign (a double and an i1 store) and keeps it narrow.
func TestFamilyLICMWriteonly(t *testing.T) {
	t.Parallel()
	const want = "ir-miscompile/family/licm-promotes-writeonly-argument"
	for _, tc := range []struct {
		name, pass, src, want string
	}{
		{"double", "LICMPass", `
define void @t39(ptr noalias align 16 dereferenceable(16) writable %a2, i1 %v14) {
bb0:
  br label %bb1
bb1:
  br i1 %v14, label %bb4, label %bb6
bb4:
  store double 0.000000e+00, ptr %a2
  br label %bb1
bb6:
  ret void
}`, want},
		{"i1", "LICMPass", `
define void @t0(ptr noalias dereferenceable(28) writable %a0, i1 %v8) {
bb0:
  br label %bb12
bb12:
  br i1 %v8, label %bb13, label %bb14
bb13:
  store i1 false, ptr %a0
  br label %bb12
bb14:
  ret void
}`, want},
		{"not writable", "LICMPass", `
define void @t0(ptr noalias dereferenceable(28) %a0, i1 %v8) {
bb0:
  br label %bb12
bb12:
  br i1 %v8, label %bb13, label %bb14
bb13:
  store i1 false, ptr %a0
  br label %bb12
bb14:
  ret void
}`, ""},
		{"another pass", "GVNPass", `
define void @t0(ptr noalias dereferenceable(28) writable %a0, i1 %v8) {
  store i1 false, ptr %a0
  ret void
}`, ""},
		{"exposed by SimplifyCFG", "SimplifyCFGPass at %v36.promoted", `
define void @t0(ptr noalias dereferenceable(28) writable %a0, i1 %v8) {
  store i1 false, ptr %a0
  ret void
}`, want},
	} {
		m, err := parseIR(tc.src)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		pass, at, _ := strings.Cut(tc.pass, " at ")
		f := &finding.Finding{Kind: finding.KindIR, Signature: "ir-miscompile/" + pass, Pass: pass, Function: m.Funcs[0].Name}
		if at != "" {
			f.Actual = "UB: access forbidden by a memory attribute at @t0 %bb2.lr.ph " + at
		}
		if got := familyKey(f, m, ""); got != tc.want {
			t.Errorf("%s: familyKey = %q, want %q", tc.name, got, tc.want)
		}
	}
}
