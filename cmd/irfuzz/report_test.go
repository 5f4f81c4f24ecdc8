package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/rangecheck"
)

// The synthetic three-shard campaign of the reports package.
var reportShards = []string{
	"../../reports/testdata/campaign/shard0",
	"../../reports/testdata/campaign/shard1",
	"../../reports/testdata/campaign/shard2",
}

// TestReport: every format of `irfuzz report`, to stdout and to -o, and
// the exit codes of bad input.
func TestReport(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string // on stdout (or in the -o file)
	}{
		{"table", []string{"report", reportShards[0]}, exitOK, "test functions"},
		{"merged table", append([]string{"report"}, reportShards...), exitOK, "│ modules                                  │ 16 "},
		{"md", append([]string{"report", "--format", "md"}, reportShards...), exitOK, "## Findings by pass"},
		{"json", append([]string{"report", "--format", "json"}, reportShards...), exitOK, `"tests": 1024`},
		{"html to file", append([]string{"report", "--format", "html", "-o", "OUT"}, reportShards...), exitOK, "<svg"},
		{"flags after the directories", append(append([]string{"report"}, reportShards...), "--format", "json"), exitOK, `"modules": 16`},
		{"known against a corpus", append([]string{"report", "--format", "json", "--corpus", "../../corpus/testdata"}, reportShards...), exitOK, `"known_signatures": 1`},
		{"no corpus here: all new", append([]string{"report", "--format", "json"}, reportShards...), exitOK, `"known_signatures": 0`},
		{"a missing corpus named", []string{"report", "--corpus", "no/such/corpus", reportShards[0]}, exitUsage, ""},
		{"no directory", []string{"report"}, exitUsage, ""},
		{"unknown format", []string{"report", "--format", "pdf", reportShards[0]}, exitUsage, ""},
		{"not a campaign", []string{"report", "."}, exitUsage, ""},
		{"missing directory", []string{"report", "no/such/dir"}, exitUsage, ""},
		{"help", []string{"report", "-h"}, exitOK, "--format"},
		{"upstream: two directories", []string{"report", "--upstream", "OUT", reportShards[0], reportShards[1]}, exitUsage, ""},
		{"upstream: missing directory", []string{"report", "--upstream", "OUT", "no/such/dir"}, exitUsage, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "report.out")
			args := append([]string(nil), tc.args...)
			for i, a := range args {
				if a == "OUT" {
					args[i] = out
				}
			}
			code, stdout, stderr := runCmd(args...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d\nstderr: %s", code, tc.code, stderr)
			}
			if tc.code == exitUsage {
				if !strings.HasPrefix(stderr, "irfuzz report: ") && !strings.Contains(stderr, "usage:") {
					t.Errorf("stderr: %q", stderr)
				}
				return
			}
			got := stdout
			if strings.Contains(strings.Join(tc.args, " "), "OUT") {
				data, err := os.ReadFile(out)
				if err != nil {
					t.Fatal(err)
				}
				got = string(data)
			}
			if !strings.Contains(got, tc.want) {
				t.Errorf("output lacks %q:\n%s", tc.want, got)
			}
		})
	}
}

// TestReportCorruptSummary: a corrupt summary.json exits 2 with an error
// naming the file.
func TestReportCorruptSummary(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "summary.json"), []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runCmd("report", dir)
	if code != exitUsage || !strings.Contains(stderr, filepath.Join(dir, "summary.json")) || strings.Count(stderr, "\n") != 1 {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
}

// reportTotals are the counters a merged report must sum over its shards.
type reportTotals struct {
	Modules     int `json:"modules"`
	Tests       int `json:"tests"`
	Inputs      int `json:"inputs"`
	NativeSteps int `json:"native_steps"`
	Findings    int `json:"findings"`
	Stored      int `json:"stored"`
}

func (a *reportTotals) add(b reportTotals) {
	a.Modules += b.Modules
	a.Tests += b.Tests
	a.Inputs += b.Inputs
	a.NativeSteps += b.NativeSteps
	a.Findings += b.Findings
	a.Stored += b.Stored
}

// reportedTotals runs `irfuzz report --json` on dirs (merged) and returns
// its totals.
func reportedTotals(t *testing.T, dirs ...string) reportTotals {
	t.Helper()
	code, stdout, stderr := runCmd(append([]string{"report", "--json"}, dirs...)...)
	if code != exitOK {
		t.Fatalf("report: exit %d\n%s", code, stderr)
	}
	var tt reportTotals
	if err := json.Unmarshal([]byte(stdout), &tt); err != nil {
		t.Fatal(err)
	}
	return tt
}

// TestReportMergeEqualsSum: the merged JSON report's totals are the sums
// of the shards' JSON reports.
func TestReportMergeEqualsSum(t *testing.T) {
	var sum reportTotals
	for _, d := range reportShards {
		sum.add(reportedTotals(t, d))
	}
	if got := reportedTotals(t, reportShards...); got != sum {
		t.Errorf("merged %+v, want the sum %+v", got, sum)
	}
}

// TestReportUpstream: `irfuzz report --upstream OUT DIR` on a one-case
// corpus writes the case's LLVM issue and lists it as one to file.
func TestReportUpstream(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("replays a corpus case with LLVM's tools")
	}
	if len(rangecheck.Installed()) == 0 {
		t.Skip("no LLVM release installed")
	}
	dir, out := t.TempDir(), t.TempDir()
	data, err := os.ReadFile("../../corpus/cases/crash-a539bc510ceb.ll")
	if err != nil {
		t.Fatal(err)
	}
	// Without its tracker line: a bug to file.
	var kept []string
	for _, l := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(l, "; irfuzz: upstream:") {
			kept = append(kept, l)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "crash-a539bc510ceb.ll"), []byte(strings.Join(kept, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runCmd("report", "--upstream", out, "--ranges=false", dir)
	if code != exitOK {
		t.Fatalf("exit %d\nstderr: %s", code, stderr)
	}
	if strings.Contains(stderr, "0 of 1 findings reproduce") {
		t.Skipf("the case does not reproduce on the newest installed release: %s", stderr)
	}
	rep, err := os.ReadFile(filepath.Join(out, "crash-a539bc510ceb.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(rep), "# [AArch64] crash") || !strings.Contains(stdout, "TO FILE") {
		t.Errorf("stdout:\n%s\nreport:\n%s", stdout, rep)
	}
}

// TestGroupBugs: findings with one upstream.Key are one bug, its
// smallest test first; different crash messages, architectures and
// unreduced signals stay apart.
func TestGroupBugs(t *testing.T) {
	small := "define i8 @t(i8 %a) {\n  %f = freeze i8 %a\n  ret i8 %f\n}\n"
	big := "define i8 @t(i8 %a) {\n  %b = add i8 %a, 1\n  %f = freeze i8 %b\n  %c = mul i8 %f, 3\n  ret i8 %c\n}\n"
	fam := "native-miscompile/family/selectiondag/freeze-of-undef"
	cases := []*corpus.Case{
		{Kind: finding.KindNative, Target: "x86_64", Fingerprint: fam, Source: big, Function: "t"},
		{Kind: finding.KindNative, Target: "x86_64", Fingerprint: fam, Source: small, Function: "t"},
		{Kind: finding.KindNative, Target: "aarch64", Fingerprint: fam, Source: small, Function: "t"},
		{Kind: finding.KindCrash, Tool: "llc", Target: "aarch64", Message: "SIGABRT: LLVM ERROR: Cannot select: 0x55d0c0ffee00: f16 = AArch64ISD::CSEL 0x55d0c0ffee10, Constant:i32<1>"},
		{Kind: finding.KindCrash, Tool: "llc", Target: "aarch64", Message: "SIGABRT: LLVM ERROR: Cannot select: 0x5618600e3040: f16 = AArch64ISD::CSEL 0x5618600e3050, Constant:i32<6>"},
		{Kind: finding.KindCrash, Tool: "llc", Target: "aarch64", Message: "SIGABRT: LLVM ERROR: Cannot select: 0x5618600e3040: f32 = fcanonicalize 0x5618600e3050"},
		{Kind: finding.KindCrash, Tool: "llc", Target: "x86_64", Message: "SIGTRAP: in pass 'X86 DAG->DAG Instruction Selection'"},
		{Kind: finding.KindCrash, Tool: "llc", Target: "x86_64", Message: "SIGTRAP: in pass 'X86 DAG->DAG Instruction Selection'"},
	}
	names := []string{"n-big", "n-small", "n-arm", "c-csel1", "c-csel2", "c-canon", "c-trap1", "c-trap2"}
	var got []string
	for _, g := range groupBugs(cases, names) {
		var ms []string
		for _, m := range g.members {
			ms = append(ms, m.name)
		}
		got = append(got, strings.Join(ms, " "))
	}
	want := []string{"n-small n-big", "n-arm", "c-csel1 c-csel2", "c-canon", "c-trap1", "c-trap2"}
	if !slices.Equal(got, want) {
		t.Errorf("groups %q, want %q", got, want)
	}
}
