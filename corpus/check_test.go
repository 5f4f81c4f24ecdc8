package corpus

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/faketools"
	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/internal/testkit"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// with returns a copy of c changed by edit.
func with(c *Case, edit func(*Case)) *Case {
	d := *c
	edit(&d)
	return &d
}

// TestCheck replays the testdata cases, and variants of them, on LLVM 14
// and 19. The CVP miscompile (smul.with.overflow.i1 at O2) is an LLVM 14
// bug that 19 no longer has; llc of both cannot select fcanonicalize at
// -O0 on x86-64; the expect-pass module is right on both.
func TestCheck(t *testing.T) {
	t.Parallel()
	cvp := loadTestdata(t, "ir-miscompile-")
	canon := loadTestdata(t, "crash-")
	pass := loadTestdata(t, "expect-pass-")
	tests := []struct {
		name   string
		c      *Case
		major  int
		want   string
		reason string // substring of the reason
	}{
		{"cvp on 14", cvp, 14, StateOpen, "expected { i1, i1 } { i1 true, i1 true }, got { i1, i1 } { i1 true, i1 false }"},
		{"cvp on 19", cvp, 19, StateFixed, "correct"},
		{"cvp fixed on 14 regressed", with(cvp, func(c *Case) { c.Status = StatusFixed }), 14, StateRegressed, "was fixed"},
		{"cvp fixed-in 14 regressed", with(cvp, func(c *Case) { c.FixedIn = []int{14} }), 14, StateRegressed, "reproduces again"},
		{"cvp fixed-in 13 regressed on 14", with(cvp, func(c *Case) { c.FixedIn = []int{13, 19} }), 14, StateRegressed, "fixed-in: 13 19"},
		{"cvp recorded fixed on 14 regressed", with(cvp, func(c *Case) { c.FixedIn, c.States = nil, []ReleaseState{{"14.0.6", StateFixed}} }), 14, StateRegressed, "was fixed (recorded fixed on 14.0.6)"},
		{"cvp applies to 19 only", with(cvp, func(c *Case) { c.Applies = []int{19} }), 14, StateSkipped, "applies to LLVM 19 only"},
		{"cvp bisected to another pass", with(cvp, func(c *Case) { c.Pass = "SomeOtherPass" }), 14, StateChanged, "now ir-miscompile/CorrelatedValuePropagationPass"},
		{"canonicalize on 14", canon, 14, StateOpen, "Cannot select"},
		{"canonicalize crashing differently", with(canon, func(c *Case) {
			c.Signature = "crash/llc/x86_64/LLVM ERROR: Cannot select: fmaximum"
		}), 19, StateChanged, "now crash/llc/x86_64/LLVM ERROR: Cannot select: fcanonicalize"},
		{"canonicalize on 19", canon, 19, StateOpen, "Cannot select"},
		{"canonicalize fixed on 19 regressed", with(canon, func(c *Case) { c.FixedIn = []int{19} }), 19, StateRegressed, "Cannot select"},
		{"canonicalize recorded fixed on 14 regressed on 19", with(canon, func(c *Case) { c.States = []ReleaseState{{"14.0.6", StateFixed}} }), 19, StateRegressed, "recorded fixed on 14.0.6"},
		{"canonicalize recorded fixed on 19 open on 14", with(canon, func(c *Case) { c.States = []ReleaseState{{"19.1.7", StateFixed}} }), 14, StateOpen, "Cannot select"},
		{"canonicalize, unknown target", with(canon, func(c *Case) { c.Target = "vax" }), 19, StateSkipped, "unknown target"},
		{"canonicalize, now canonical", with(canon, func(c *Case) {
			c.Source = strings.Replace(c.Source, "call float @llvm.canonicalize.f32(float 0.000000e+00)", "fadd float 0.000000e+00, 0.000000e+00", 1)
		}), 19, StateFixed, "llc succeeded"},
		{"expect-pass on 14", pass, 14, StatePass, "native calls on x86_64"},
		{"expect-pass on 19", pass, 19, StatePass, "3 test functions"},
		{"expect-pass that crashes llc", with(pass, func(c *Case) { c.Source = canon.Source }), 19, StateFail, "Cannot select: fcanonicalize"},
		{"no witness", with(cvp, func(c *Case) { c.Args = nil }), 14, StateSkipped, "inputs"},
		// What the release spells otherwise is adapted to it (ir.ForRelease);
		// what it cannot read in any spelling makes the case unreadable.
		{"cvp with samesign on 14", with(cvp, func(c *Case) { c.Source += samesignFunc }), 14, StateOpen, "(adapted for LLVM 14: dropped icmp samesign)"},
		{"cvp with atomicrmw fmaximum on 19", with(cvp, func(c *Case) { c.Source += fmaximumFunc }), 19, StateSkipped, "LLVM 19.1.7 cannot read it: opt: source.ll:"},
		{"cvp with scmp on 14", with(cvp, func(c *Case) { c.Source += "declare i8 @llvm.scmp.i8.i32(i32, i32)\n" }), 14, StateSkipped, "LLVM 14.0.6 cannot read it: it has no @llvm.scmp (it came in LLVM 19)"},
		{"cvp with scmp on 19", with(cvp, func(c *Case) { c.Source += "declare i8 @llvm.scmp.i8.i32(i32, i32)\n" }), 19, StateFixed, "correct"},
		{"expect-pass with atomicrmw fmaximum on 14", with(pass, func(c *Case) { c.Source += fmaximumFunc }), 14, StateSkipped, "LLVM 14.0.6 cannot read it"},
	}
	cases := make([][]*Case, 20)
	for _, tc := range tests {
		cases[tc.major] = append(cases[tc.major], tc.c)
	}
	// One Check per release, all cases in parallel, as the CLI does.
	type key struct {
		c     *Case
		major int
	}
	results := map[key]Result{}
	for _, major := range []int{14, 19} {
		if len(cases[major]) == 0 {
			continue
		}
		tc, err := native.Find(major, "")
		if err != nil {
			t.Logf("LLVM %d: %v", major, err)
			continue
		}
		cfg := oracle.Config{Toolchain: tc, WorkDir: t.TempDir()}
		rs := Check(context.Background(), cases[major], cfg, 0, 4)
		for i, r := range rs {
			if r.Case != cases[major][i] || r.Major != major {
				t.Fatalf("result %d is of %v on %d", i, r.Case, r.Major)
			}
			results[key{r.Case, major}] = r
		}
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, ok := results[key{tc.c, tc.major}]
			if !ok {
				t.Skipf("LLVM %d not installed", tc.major)
			}
			if r.State != tc.want || !strings.Contains(r.Reason, tc.reason) {
				t.Errorf("%s: %s (%s), want %s (%s)", filepath.Base(tc.c.Path), r.State, r.Reason, tc.want, tc.reason)
			}
			if want := strings.Contains(tc.reason, "cannot read"); r.Unreadable != want {
				t.Errorf("%s: unreadable %v, want %v", filepath.Base(tc.c.Path), r.Unreadable, want)
			}
			exit := 0
			if tc.want == StateRegressed || tc.want == StateFail {
				exit = 1
			}
			if got := ExitCode([]Result{r}); got != exit {
				t.Errorf("ExitCode %d, want %d", got, exit)
			}
		})
	}
}

// samesignFunc uses icmp samesign (LLVM 20), which ir.ForRelease drops
// for older releases; fmaximumFunc atomicrmw fmaximum (LLVM 22), which no
// older release reads in any spelling.
const (
	samesignFunc = "\ndefine i1 @uses_samesign(i32 %a, i32 %b) {\n  %c = icmp samesign ult i32 %a, %b\n  ret i1 %c\n}\n"
	fmaximumFunc = "\ndefine float @uses_fmaximum(ptr %p, float %x) {\n  %o = atomicrmw fmaximum ptr %p, float %x seq_cst, align 4\n  ret float %o\n}\n"
)

// fakeAddToSub is a case the fake toolchain of TestCheckFakeRegression
// breaks: its opt turns every add i32 into sub i32.
func fakeAddToSub(status string, fixedIn ...int) *Case {
	return &Case{
		Path: fmt.Sprintf("add-%s.ll", status), Kind: finding.KindIR, Signature: "ir-miscompile/add-" + status, Status: status,
		Tool: "opt", Pipeline: "O2", LLVM: "19.1.7", Function: "f", Args: []string{"i32 5\t; image 05000000"}, FixedIn: fixedIn,
		Source: "define i32 @f(i32 %x) {\n  %r = add i32 %x, 1\n  ret i32 %r\n}\n",
	}
}

// TestCheckFakeRegression: an opt that re-introduces a miscompile (add
// i32 becomes sub i32) makes a fixed case regress and an expect-pass case
// fail; the real opt leaves them fixed and passing.
func TestCheckFakeRegression(t *testing.T) {
	t.Parallel()
	realBin := llvmbin.Dir(19)
	if err := faketools.Available(realBin); err != nil {
		t.Skip(err)
	}
	real := testkit.Toolchain(t, 19)
	fake, err := faketools.Write(filepath.Join(t.TempDir(), "bin"), realBin, faketools.OptSed("", "s/add i32/sub i32/"), "")
	if err != nil {
		t.Fatal(err)
	}
	pass := fakeAddToSub(StatusExpectPass)
	fixed := fakeAddToSub(StatusFixed, 19)
	cases := []*Case{pass, fixed}
	for _, tc := range []struct {
		name string
		tc   *native.Toolchain
		want []string
		exit int
	}{
		{"real opt", real, []string{StatePass, StateFixed}, 0},
		{"opt turning add into sub", fake, []string{StateFail, StateRegressed}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rs := Check(context.Background(), cases, oracle.Config{Toolchain: tc.tc, WorkDir: t.TempDir()}, 19, 0)
			for i, r := range rs {
				if r.State != tc.want[i] {
					t.Errorf("%s: %s (%s), want %s", r.Case.Path, r.State, r.Reason, tc.want[i])
				}
			}
			if got := ExitCode(rs); got != tc.exit {
				t.Errorf("ExitCode %d, want %d", got, tc.exit)
			}
		})
	}
}

// TestNotShown: a replay that did not show the finding because the
// release's tools failed first is not a fix.
func TestNotShown(t *testing.T) {
	for _, tc := range []struct{ reason, want string }{
		{"opt's output is correct on the witness; other inputs: opt's output is correct on each of 32 inputs", StateFixed},
		{"llc succeeded", StateFixed},
		{"the program prints 00000001 01, which the source allows", StateFixed},
		{"opt failed: killed by SIGSEGV", StateCrashes},
		{"opt failed: exit 1", StateCannotBuild},
		{"the program could not be built or run", StateCannotBuild},
		{"the tool step could not be run", StateCannotBuild},
	} {
		if got := notShown(tc.reason); got != tc.want {
			t.Errorf("notShown(%q) = %q, want %q", tc.reason, got, tc.want)
		}
	}
}
