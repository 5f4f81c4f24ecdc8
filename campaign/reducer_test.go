package campaign

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/faketools"
)

// TestBackgroundReduction runs a campaign on an opt that miscompiles
// (add i32 becomes sub i32; in-process, with llc for a compile-only
// target), with background reduction:
// every stored finding gets its reduction record, each reduced one its
// reduced module and fingerprint, and the summary counts the bugs.
func TestBackgroundReduction(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a campaign with reductions")
	}
	cfg := inProcessConfig(t)
	fake, remove, err := faketools.InProcessToolchain(19, faketools.Opt{From: 5, Edit: func(s string) string { return strings.ReplaceAll(s, "add i32 ", "sub i32 ") }}.Run, faketools.Llc{}.Run)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(remove)
	cfg.Oracle.Toolchain = fake
	cfg.MaxModules, cfg.BatchSize = 6, 8
	cfg.Reduce = ReduceConfig{Enabled: true, PerFinding: 90 * time.Second, Tail: 4 * time.Minute}
	s, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	dirs, _ := filepath.Glob(filepath.Join(cfg.Out, "findings", finding.KindIR+"-*"))
	if len(dirs) == 0 || s.ByKind[finding.KindIR] == 0 {
		t.Fatalf("no IR-level finding: %+v", s.ByKind)
	}
	if s.Stored != len(dirs) {
		t.Errorf("signatures %+v, stored %d, directories %d", s.Signatures, s.Stored, len(dirs))
	}
	reduced := 0
	for _, d := range dirs {
		f, err := finding.Load(d)
		if err != nil {
			t.Fatal(err)
		}
		r := f.Reduction
		switch {
		case r == nil:
			t.Errorf("%s: no reduction record", filepath.Base(d))
		case r.Failed != "":
			t.Logf("%s: reduction failed: %s", filepath.Base(d), r.Failed)
		default:
			reduced++
			if _, err := os.Stat(filepath.Join(d, "reduced.ll")); err != nil {
				t.Errorf("%s: reduced, but %v", filepath.Base(d), err)
			}
			if !strings.HasPrefix(r.Fingerprint, finding.BugKey(f)+"#") || r.Size == 0 || !strings.Contains(r.Skeleton, "sub") && !strings.Contains(r.Skeleton, "add") {
				t.Errorf("%s: reduction %+v", filepath.Base(d), r)
			}
		}
	}
	n := 0
	for _, b := range s.Bugs {
		n += b.Findings
	}
	if reduced == 0 || s.Reduced != reduced || n != reduced || s.ReducePending != 0 || s.Reduced+s.ReduceFailed != len(dirs) {
		t.Errorf("summary: reduced %d (of %d directories, %d reduced on disk), failed %d, pending %d, bugs %+v",
			s.Reduced, len(dirs), reduced, s.ReduceFailed, s.ReducePending, s.Bugs)
	}
	t.Logf("%d findings, %d stored, %d reduced into %d bugs in %.0fs of reduction", s.Findings, s.Stored, s.Reduced, len(s.Bugs), s.ReduceSeconds)
}

// TestRecordKnown: a reduction whose fingerprint is a known case's is
// counted as known, a second one of a fingerprint as the same bug.
func TestRecordKnown(t *testing.T) {
	c := &run{cfg: Config{Jobs: 1, Reduce: ReduceConfig{Known: map[string]string{"k#1": "case.ll"}}}}
	r := newReducer(c, make(chan struct{}, 1))
	for k, fp := range []string{"k#1", "n#2", "n#2"} {
		dir := filepath.Join(t.TempDir(), "f")
		f := &finding.Finding{Kind: finding.KindIR, Signature: "ir-miscompile/P"}
		if err := finding.Write(dir, f); err != nil {
			t.Fatal(err)
		}
		r.record(f, &finding.Reduction{Fingerprint: fp, Size: k + 1}, 1)
	}
	var s finding.Summary
	r.fill(&s)
	if s.Reduced != 3 || s.KnownFindings != 1 || len(s.Bugs) != 2 || s.Bugs[0].Known != "case.ll" || s.Bugs[1].Findings != 2 {
		t.Errorf("summary: %+v", s)
	}
}

// TestReduceOrder: native findings are reduced first, then IR-level ones,
// then the rest, each kind oldest first.
func TestReduceOrder(t *testing.T) {
	r := newReducer(&run{cfg: Config{Jobs: 1}}, make(chan struct{}, 1))
	var fs []*finding.Finding
	for i, kind := range []string{finding.KindCrash, finding.KindIR, finding.KindNative, finding.KindIR, finding.KindNative} {
		fs = append(fs, &finding.Finding{Kind: kind, Dir: fmt.Sprint(i)})
	}
	r.add(fs)
	var got []string
	for f := r.next(); f != nil; f = r.next() {
		got = append(got, f.Dir)
	}
	if fmt.Sprint(got) != "[2 4 1 3 0]" {
		t.Errorf("order %v, want [2 4 1 3 0]", got)
	}
}

// TestReduceParallel: while the campaign fuzzes, reductions run on up to
// Share × Jobs of its slots at once (at least one), never more, and each
// takes a slot the workers then do not have.
func TestReduceParallel(t *testing.T) {
	for _, tc := range []struct {
		jobs  int
		share float64
		want  int
	}{{2, 0.3, 1}, {8, 0.3, 2}, {8, 0.5, 4}, {1, 0.1, 1}} {
		slots := make(chan struct{}, tc.jobs)
		r := newReducer(&run{cfg: Config{Jobs: tc.jobs, Reduce: ReduceConfig{Share: tc.share, Tail: -1}}}, slots)
		r.start = time.Now().Add(-time.Hour) // a budget that does not hold it back
		var mu sync.Mutex
		now, most := 0, 0
		release := make(chan struct{})
		r.reduceOne = func(ctx context.Context, f *finding.Finding) (*finding.Reduction, error) {
			mu.Lock()
			now++
			most = max(most, now)
			if len(slots) < now {
				t.Errorf("jobs %d: %d reductions hold %d slots", tc.jobs, now, len(slots))
			}
			mu.Unlock()
			<-release
			mu.Lock()
			now--
			mu.Unlock()
			return &finding.Reduction{Fingerprint: "fp"}, nil
		}
		var fs []*finding.Finding
		for i := range 6 {
			fs = append(fs, &finding.Finding{Kind: finding.KindIR, Dir: filepath.Join(t.TempDir(), fmt.Sprint(i))})
		}
		r.add(fs)
		fuzzing, stop := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { r.during(context.Background(), fuzzing); close(done) }()
		// Let the reducer start all it may, then let them end one by one.
		for range 6 {
			time.Sleep(100 * time.Millisecond)
			release <- struct{}{}
		}
		stop()
		<-done
		if most != tc.want {
			t.Errorf("jobs %d, share %.1f: %d reductions at once, want %d", tc.jobs, tc.share, most, tc.want)
		}
	}
}

// TestReduceBudgetCountsRunning: a reduction going on counts against the
// budget, so that parallel reductions do not all start on one share; the
// budget starts with one reduction's limit in hand, so that the first
// findings need not wait for the share to build up.
func TestReduceBudgetCountsRunning(t *testing.T) {
	r := newReducer(&run{cfg: Config{Jobs: 8, Reduce: ReduceConfig{Share: 0.5, PerFinding: time.Minute}}}, make(chan struct{}, 8))
	r.start = time.Now()
	if !r.inBudget() {
		t.Fatal("at the start, with no reduction yet: out of budget")
	}
	r.start = time.Now().Add(-time.Minute) // 8 minutes of job time: a budget of 4, and 1 in hand
	r.running[&finding.Finding{}] = time.Now().Add(-4 * time.Minute)
	if !r.inBudget() {
		t.Error("a reduction going on for 4 minutes of a 5-minute budget: out of budget")
	}
	r.running[&finding.Finding{}] = time.Now().Add(-2 * time.Minute)
	if r.inBudget() {
		t.Error("reductions going on for 6 minutes of a 5-minute budget: still in budget")
	}
}

// TestReduceRecordsReleases: a finding whose reduction succeeded gets the
// Releases hook's range in finding.json; the hook's failures (an error
// record, nil, a panic, running past its limit) are recorded there and
// never fail the reduction; a failed reduction does not call the hook.
func TestReduceRecordsReleases(t *testing.T) {
	ok := &finding.Releases{First: "19.1.7", LastGood: "16.0.6", Regression: "regression:19", Newest: "22.1.8", NewestState: "fixed",
		Outcomes: []finding.ReleaseOutcome{{Major: 16, Version: "16.0.6", State: "fixed"}, {Major: 19, Version: "19.1.7", State: "reproduces"}, {Major: 22, Version: "22.1.8", State: "fixed"}}}
	for _, tc := range []struct {
		name      string
		hook      func(ctx context.Context, dir string) *finding.Releases
		reduceErr error
		wantNil   bool   // no releases record
		wantErr   string // in the record's Error
		wantFirst string
	}{
		{name: "range", hook: func(context.Context, string) *finding.Releases { return ok }, wantFirst: "19.1.7"},
		{name: "error", hook: func(context.Context, string) *finding.Releases { return &finding.Releases{Error: "no toolchain"} }, wantErr: "no toolchain"},
		{name: "nil", hook: func(context.Context, string) *finding.Releases { return nil }, wantErr: "no release range"},
		{name: "panic", hook: func(context.Context, string) *finding.Releases { panic("boom") }, wantErr: "internal error: boom"},
		{name: "limit", hook: func(ctx context.Context, _ string) *finding.Releases { <-ctx.Done(); return &finding.Releases{} }, wantErr: "cut short"},
		{name: "no hook", wantNil: true},
		{name: "reduction failed", hook: func(context.Context, string) *finding.Releases {
			t.Error("hook called on a failed reduction")
			return nil
		},
			reduceErr: fmt.Errorf("did not reproduce"), wantNil: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rc := ReduceConfig{Releases: tc.hook, ReleasesLimit: 50 * time.Millisecond}
			r := newReducer(&run{cfg: Config{Jobs: 1, Reduce: rc}}, make(chan struct{}, 1))
			r.reduceOne = func(context.Context, *finding.Finding) (*finding.Reduction, error) {
				return &finding.Reduction{Fingerprint: "fp#1"}, tc.reduceErr
			}
			dir := filepath.Join(t.TempDir(), "f")
			f := &finding.Finding{Kind: finding.KindIR, Signature: "ir-miscompile/P", Found: time.Now()}
			if err := finding.Write(dir, f); err != nil {
				t.Fatal(err)
			}
			report := "# [P] miscompile\n\n**Labels:** `miscompilation`\n\n## Releases\n\nReproduces on LLVM 22.1.8 (other releases not checked).\n\n---\n\nFound by a fuzzer.\n"
			if err := os.WriteFile(filepath.Join(dir, "report.md"), []byte(report), 0o644); err != nil {
				t.Fatal(err)
			}
			r.reduce(context.Background(), f)
			if rep, err := os.ReadFile(filepath.Join(dir, "report.md")); err != nil {
				t.Error(err)
			} else if shows := strings.Contains(string(rep), "| 19.1.7 | yes |") && strings.Contains(string(rep), "`regression:19`"); shows != (tc.wantFirst != "") {
				t.Errorf("report.md with the range: %v, want %v:\n%s", shows, tc.wantFirst != "", rep)
			}
			got, err := finding.Load(dir)
			if err != nil {
				t.Fatal(err)
			}
			rel := got.Releases
			switch {
			case tc.wantNil:
				if rel != nil {
					t.Errorf("releases %+v, want none", rel)
				}
			case rel == nil:
				t.Errorf("no releases record in finding.json")
			case !strings.Contains(rel.Error, tc.wantErr) || (tc.wantErr == "") != (rel.Error == ""):
				t.Errorf("error %q, want %q", rel.Error, tc.wantErr)
			case rel.First != tc.wantFirst || tc.wantFirst != "" && (rel.Regression != "regression:19" || len(rel.Outcomes) != 3):
				t.Errorf("releases %+v", rel)
			}
			if got.Reduction == nil || (tc.reduceErr == nil) != (got.Reduction.Failed == "") {
				t.Errorf("reduction %+v", got.Reduction)
			}
		})
	}
}
