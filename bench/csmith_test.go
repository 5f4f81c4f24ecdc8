package bench

import (
	"context"
	"os/exec"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/campaign/csmith"
)

// TestCsmithSample is the quick form of `irfuzz bench csmith`: 30 Csmith
// programs from seed 1, irfuzz exec in-process and lli left out; every
// one of the 60 IR files (clang -O0 and opt -O2 of it) must print exactly
// what the native program prints.
func TestCsmithSample(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 30 Csmith programs")
	}
	t.Parallel()
	for _, tool := range []string{"csmith", "opt-19", "cc"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	if _, err := csmith.FindClang(19); err != nil {
		t.Skip(err)
	}
	cfg := DefaultCsmithConfig
	cfg.Count, cfg.Seed, cfg.LLI, cfg.Dir = 30, 1, NoLLI, t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	start := time.Now()
	var log strings.Builder
	res, err := RunCsmith(ctx, cfg, &log)
	t.Logf("progress:\n%s", log.String())
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d programs (%d seeds skipped) in %s; irfuzz exec in-process %s in total",
		len(res.Programs), len(res.Skipped), time.Since(start).Round(time.Millisecond), func() time.Duration { d, _ := res.Totals(); return d }().Round(time.Millisecond))
	if len(res.Programs) != 30 {
		t.Fatalf("measured %d programs, want 30", len(res.Programs))
	}
	for _, s := range res.Skipped {
		t.Logf("skipped seed %d: %s", s.Seed, s.Reason)
	}
	if got := res.Matches(); got != res.Files() {
		t.Errorf("irfuzz exec printed the native output on %d of %d IR files:\n%s", got, res.Files(), strings.Join(res.Mismatches(), "\n"))
	}
	if res.Ratio() != 0 || len(res.LLIDisagreements()) != 0 {
		t.Errorf("lli left out, but Ratio %v, disagreements %v", res.Ratio(), res.LLIDisagreements())
	}
	var table strings.Builder
	if err := res.WriteTable(&table); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(table.String(), "60/60") {
		t.Errorf("table does not show 60/60 matches:\n%s", table.String())
	}
	if d := time.Since(start); d > 3*time.Minute {
		t.Errorf("took %s, want under 3 minutes", d)
	}
}

// TestCsmithResult checks the figures of a hand-made result.
func TestCsmithResult(t *testing.T) {
	ms := time.Millisecond
	res := &CsmithResult{
		Config: CsmithConfig{Seed: 7, LLI: "lli-19", LLITimeout: 60 * time.Second, CC: "cc"},
		Programs: []CsmithProgram{
			{Seed: 7, Native: "checksum = 1\n", Files: [2]CsmithFile{
				{Level: "O0", Match: true, Outcome: "exit 0", Irfuzz: 10 * ms, LLI: 40 * ms, LLIOK: true},
				{Level: "O2", Match: true, Outcome: "exit 0", Irfuzz: 10 * ms, LLI: 20 * ms, LLIOK: true},
			}},
			{Seed: 9, Native: "checksum = 2\n", Files: [2]CsmithFile{
				{Level: "O0", Match: false, Outcome: "UB: x", Why: "output \"\"", Irfuzz: 20 * ms,
					LLI: 60 * time.Second, LLITimedOut: true, LLIWhy: "timed out after 1m0s"},
				{Level: "O2", Match: true, Outcome: "exit 0", Irfuzz: 10 * ms, LLI: 30 * ms, LLIWhy: "exit 1"},
			}},
		},
		Skipped: []CsmithSkip{{Seed: 8, Reason: "native run did not finish in 10s"}},
	}
	if got := res.Files(); got != 4 {
		t.Errorf("Files = %d, want 4", got)
	}
	if got := res.Matches(); got != 3 {
		t.Errorf("Matches = %d, want 3", got)
	}
	if o0, o2 := res.MatchesAt(0), res.MatchesAt(1); o0 != 1 || o2 != 2 {
		t.Errorf("MatchesAt = %d, %d, want 1, 2", o0, o2)
	}
	if got, want := res.Mismatches(), []string{`seed 9 O0: output ""`}; !reflect.DeepEqual(got, want) {
		t.Errorf("Mismatches = %q, want %q", got, want)
	}
	irf, lli := res.Totals()
	if irf != 50*ms || lli != 60*time.Second+90*ms {
		t.Errorf("Totals = %s, %s, want 50ms, 1m0.09s", irf, lli)
	}
	if got, want := res.Ratio(), float64(60*time.Second+90*ms)/float64(50*ms); got != want {
		t.Errorf("Ratio = %v, want %v", got, want)
	}
	if got, want := res.FinishedRatio(), 3.0; got != want { // 90ms / 30ms
		t.Errorf("FinishedRatio = %v, want %v", got, want)
	}
	if got, want := res.AgreedRatio(), 3.0; got != want { // 60ms / 20ms (seed 7 O0 and O2)
		t.Errorf("AgreedRatio = %v, want %v", got, want)
	}
	if got := res.LLITimeouts(); len(got) != 1 || !strings.HasPrefix(got[0], "seed 9 O0: lli timed out") {
		t.Errorf("LLITimeouts = %q", got)
	}
	if got, want := res.LLIDisagreements(), []string{"seed 9 O2: exit 1"}; !reflect.DeepEqual(got, want) {
		t.Errorf("LLIDisagreements = %q, want %q", got, want)
	}
	var b strings.Builder
	if err := res.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"3/4", "MISMATCH", "seed 9 O0", "lli timeouts (1)", "skipped seeds (1)", "seed 8: native run"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, b.String())
		}
	}

	// Without lli the ratios are 0.
	res.Config.LLI = NoLLI
	for i := range res.Programs {
		for j := range res.Programs[i].Files {
			f := &res.Programs[i].Files[j]
			f.LLI, f.LLIOK, f.LLITimedOut, f.LLIWhy = 0, false, false, ""
		}
	}
	if res.Ratio() != 0 || res.FinishedRatio() != 0 || res.AgreedRatio() != 0 || res.LLIDisagreements() != nil {
		t.Errorf("without lli: Ratio %v, FinishedRatio %v, AgreedRatio %v, disagreements %q", res.Ratio(), res.FinishedRatio(), res.AgreedRatio(), res.LLIDisagreements())
	}
}

// TestCsmithConfigErrors checks that a bad configuration fails before any
// program is made.
func TestCsmithConfigErrors(t *testing.T) {
	if _, err := RunCsmith(context.Background(), CsmithConfig{Count: 0}, nil); err == nil {
		t.Error("count 0: no error")
	}
	cfg := DefaultCsmithConfig
	cfg.Count, cfg.Clang, cfg.Opt = 1, "/bin/true", "no-such-opt-tool"
	if _, err := RunCsmith(context.Background(), cfg, nil); err == nil || !strings.Contains(err.Error(), "no-such-opt-tool") {
		t.Errorf("missing opt: err = %v", err)
	}
}
