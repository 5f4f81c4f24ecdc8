package corpus

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/faketools"
	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/internal/testkit"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// llvm19 holds the real tools the fake toolchains of these tests wrap.
var llvm19 = llvmbin.Dir(19)

// findCase runs the oracle with cfg (a buggy toolchain) on text and
// returns its stored finding of kind as a case, as `irfuzz corpus add`
// makes it, written into dir.
func findCase(t *testing.T, cfg oracle.Config, text, kind, dir string) *Case {
	t.Helper()
	o := testkit.Oracle(t, cfg)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res, err := o.Check(ctx, testkit.Parse(t, text), oracle.Origin{Seed: 7, What: "regress_test"})
	if err != nil {
		t.Fatalf("oracle: %v", err)
	}
	var sigs []string
	for _, f := range res.Findings {
		if f.Kind == kind && f.Dir != "" {
			c, err := FromFinding(f.Dir)
			if err != nil {
				t.Fatal(err)
			}
			if _, _, err := Add(dir, c); err != nil {
				t.Fatal(err)
			}
			return c
		}
		sigs = append(sigs, f.Signature)
	}
	t.Fatalf("no stored %s finding; findings: %q", kind, sigs)
	return nil
}

// checkOne1 checks one case on tc (LLVM 19) and returns its result.
func checkOne1(t *testing.T, c *Case, tc *native.Toolchain) Result {
	t.Helper()
	rs := Check(context.Background(), []*Case{c}, oracle.Config{Toolchain: tc, WorkDir: t.TempDir()}, 0, 1)
	if len(rs) != 1 {
		t.Fatalf("%d results", len(rs))
	}
	return rs[0]
}

// reload reads the case back from its file.
func reload(t *testing.T, c *Case) *Case {
	t.Helper()
	data, err := os.ReadFile(c.Path)
	if err != nil {
		t.Fatal(err)
	}
	d, err := Parse(c.Path, data)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestRegressionCaught is the acceptance test of recorded states: for a
// crash, an IR-level and a native case, none carrying fixed-in, found on
// a buggy fake LLVM 19, recording the case fixed on a fixed build
// (`corpus check --record` with the real tools behind pass-through
// scripts) and checking it on the buggy build again says regressed, and
// exit code 1; so does a fixed state recorded on an older release. A
// state recorded open, or fixed on a newer release only, keeps it open.
func TestRegressionCaught(t *testing.T) {
	t.Parallel()
	if err := faketools.Available(llvm19); err != nil {
		t.Skip(err)
	}
	fixed, err := faketools.Write(filepath.Join(t.TempDir(), "fixed"), llvm19, "", "")
	if err != nil {
		t.Fatal(err)
	}
	v := fixed.Version
	tests := []struct {
		name, kind string
		opt, llc   string // the buggy build's fake tool bodies
		target     string // native target ("" for none)
		source     string
	}{
		{name: "crash", kind: finding.KindCrash, opt: faketools.OptCrash("udiv"),
			source: "define i32 @f(i32 %x) {\n  %q = udiv i32 %x, 7\n  ret i32 %q\n}\n"},
		{name: "ir-miscompile", kind: finding.KindIR, opt: faketools.OptSed("", "s/add i32/sub i32/"),
			source: "define i32 @f(i32 %x) {\n  %r = add i32 %x, 1\n  ret i32 %r\n}\n"},
		{name: "native-miscompile", kind: finding.KindNative, llc: faketools.LlcSed(`s/add i32 %x, 1$/add i32 %x, 2/`), target: "x86_64",
			source: "define i32 @inc(i32 %x) {\n  %r = add i32 %x, 1\n  ret i32 %r\n}\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			buggy, err := faketools.Write(filepath.Join(t.TempDir(), "buggy"), llvm19, tc.opt, tc.llc)
			if err != nil {
				t.Fatal(err)
			}
			cfg := testkit.OracleConfig(t, buggy)
			if tc.target != "" {
				tg, err := native.LookupTarget(tc.target)
				if err != nil {
					t.Fatal(err)
				}
				if miss := tg.Missing(); len(miss) > 0 {
					t.Skipf("target %s: missing %v", tc.target, miss)
				}
				cfg.Pipelines, cfg.Levels, cfg.Targets = []string{"O0"}, []string{"O2"}, []*native.Target{tg}
			}
			c := findCase(t, cfg, tc.source, tc.kind, filepath.Join(t.TempDir(), "cases"))
			if c.FixedIn != nil || c.Status != StatusOpen || !reflect.DeepEqual(c.States, []ReleaseState{{v, StateOpen}}) {
				t.Fatalf("new case: fixed-in %v, status %s, states %v", c.FixedIn, c.Status, c.States)
			}

			// Found on the buggy build: open there, and not a failure.
			if r := checkOne1(t, c, buggy); r.State != StateOpen || r.Recorded != StateOpen || ExitCode([]Result{r}) != 0 {
				t.Fatalf("buggy build: %s (recorded %q): %s", r.State, r.Recorded, r.Reason)
			}
			// The fixed build: fixed, and --record writes it down.
			r := checkOne1(t, c, fixed)
			if r.State != StateFixed {
				t.Fatalf("fixed build: %s: %s", r.State, r.Reason)
			}
			changed := Record([]Result{r})
			if len(changed) != 1 || changed[0] != c {
				t.Fatalf("Record changed %v", changed)
			}
			if err := c.Write(); err != nil {
				t.Fatal(err)
			}
			c = reload(t, c)
			// Fixed on the release it was found with, its status is fixed too.
			if text := string(c.Format()); !strings.Contains(text, "; irfuzz: status: fixed\n; irfuzz: state: "+v+" fixed\n") || strings.Contains(text, "fixed-in") {
				t.Fatalf("recorded header:\n%s", text[:strings.Index(text, "\n\n")])
			}
			// The bug comes back: regressed, exit code 1.
			r = checkOne1(t, c, buggy)
			if r.State != StateRegressed || !strings.Contains(r.Reason, "recorded fixed on "+v) || ExitCode([]Result{r}) != 1 {
				t.Errorf("buggy build after the fix: %s: %s", r.State, r.Reason)
			}
			if Record([]Result{r}) != nil || c.StateOn(v) != StateFixed {
				t.Errorf("a regression was recorded: %v", c.States)
			}

			// The same bug against other records of the release history, the
			// status open.
			for _, h := range []struct {
				states []ReleaseState
				want   string
			}{
				{[]ReleaseState{{"14.0.6", StateFixed}}, StateRegressed},                   // fixed on an older release
				{[]ReleaseState{{"14.0.6", StateFixed}, {v, StateOpen}}, StateOpen},        // ... unless recorded open since: known to be back
				{[]ReleaseState{{"14.0.6", StateOpen}, {v, StateChanged}}, StateOpen},      // never fixed
				{[]ReleaseState{{"14.0.6", StateOpen}, {"99.0.0", StateFixed}}, StateOpen}, // fixed on a newer release only
				{[]ReleaseState{{strings.Split(v, ".")[0], StateFixed}}, StateRegressed},   // a major alone: its .0.0
			} {
				d := *c
				d.Status, d.States = StatusOpen, h.states
				if r := checkOne1(t, &d, buggy); r.State != h.want {
					t.Errorf("recorded %v: %s (%s), want %s", h.states, r.State, r.Reason, h.want)
				}
			}
		})
	}
}
