package campaign

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/internal/faketools"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/semantics"
)

// TestShardSeedsDisjoint: N shards of one campaign never share a seed and
// together cover a prefix of the seed range.
func TestShardSeedsDisjoint(t *testing.T) {
	const shards, perShard = 3, 50
	seen := map[uint64]int{}
	for i := range shards {
		c := &run{cfg: Config{Seed: 100, Shard: i, Shards: shards}}
		for k := range int64(perShard) {
			s := c.seedOf(k)
			if prev, ok := seen[s]; ok {
				t.Fatalf("seed %d on shards %d and %d", s, prev, i)
			}
			seen[s] = i
		}
	}
	for s := uint64(100); s < 100+shards*perShard; s++ {
		if _, ok := seen[s]; !ok {
			t.Errorf("seed %d run by no shard", s)
		}
	}
}

func testConfig(t *testing.T) Config {
	tc, err := native.Find(19, "")
	if err != nil {
		t.Skipf("no LLVM 19: %v", err)
	}
	x86, _ := native.LookupTarget("x86_64")
	return Config{
		Oracle:    oracle.Config{Toolchain: tc, Pipelines: []string{"O2"}, Targets: []*native.Target{x86}, Levels: []string{"O0"}, Inputs: 4},
		Gen:       gen.DefaultConfig(),
		BatchSize: 4, Jobs: 2, Seed: 11, Out: t.TempDir(),
	}
}

// inProcessConfig is testConfig on an in-process opt (the identity
// pipeline) and llc for a compile-only target: the campaign's own state
// machine (counters, summary, timeline, interruption, resume) without an
// LLVM process. TestRunModules and the Csmith, seed and reduction tests
// keep the real LLVM 19.
func inProcessConfig(t *testing.T) Config {
	tc, remove, err := faketools.InProcessToolchain(19, faketools.Opt{}.Run, faketools.Llc{}.Run)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(remove)
	return Config{
		Oracle:    oracle.Config{Toolchain: tc, Pipelines: []string{"O2"}, Targets: []*native.Target{faketools.CompileOnly()}, Levels: []string{"O0"}, Inputs: 4},
		Gen:       gen.DefaultConfig(),
		BatchSize: 4, Jobs: 2, Seed: 11, Out: t.TempDir(),
	}
}

// TestRunModules runs a tiny campaign to its module limit and checks the
// summary it returns and writes.
func TestRunModules(t *testing.T) {
	cfg := testConfig(t)
	cfg.MaxModules = 3
	cfg.TimelineEvery = 100 * time.Millisecond
	s, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if s.Modules != 3 || s.Tests == 0 || s.Interrupted {
		t.Errorf("summary: %+v", s)
	}
	var disk finding.Summary
	data, err := os.ReadFile(filepath.Join(cfg.Out, finding.SummaryFile))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &disk); err != nil || disk.Modules != s.Modules || disk.Tests != s.Tests {
		t.Errorf("summary.json %+v (%v) differs from the returned summary", disk, err)
	}
	pts := checkTimeline(t, cfg.Out, s)
	t.Logf("%d timeline points over %.2fs", len(pts), s.Seconds)
}

// checkTimeline reads dir/timeline.jsonl and checks it has at least one
// line, that every counter and the elapsed time are monotone, and that
// the last line holds the summary's counters.
func checkTimeline(t *testing.T, dir string, s *finding.Summary) []finding.TimelinePoint {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, finding.TimelineFile))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var pts []finding.TimelinePoint
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var p finding.TimelinePoint
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			t.Fatalf("timeline line %d: %v", len(pts)+1, err)
		}
		pts = append(pts, p)
	}
	if len(pts) == 0 {
		t.Fatal("empty timeline")
	}
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		if b.Elapsed < a.Elapsed || b.Time.Before(a.Time) || b.Modules < a.Modules || b.Tests < a.Tests ||
			b.Inputs < a.Inputs || b.NativeSteps < a.NativeSteps || b.Findings < a.Findings ||
			b.Stored < a.Stored || b.ToolSeconds < a.ToolSeconds {
			t.Errorf("timeline not monotone at line %d: %+v then %+v", i+1, a, b)
		}
	}
	last := pts[len(pts)-1]
	if last.Modules != s.Modules || last.Tests != s.Tests || last.Inputs != s.Inputs || last.NativeSteps != s.NativeSteps ||
		last.Findings != s.Findings || last.Stored != s.Stored || last.Elapsed != s.Seconds {
		t.Errorf("last timeline point %+v differs from the summary %+v", last, s)
	}
	return pts
}

// TestRunInterrupted: a cancelled campaign still returns and writes its
// summary, marked interrupted, with no stray temporary finding directories.
func TestRunInterrupted(t *testing.T) {
	cfg := inProcessConfig(t)
	ctx, cancel := context.WithTimeout(context.Background(), 1500*time.Millisecond)
	defer cancel()
	s, err := Run(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Interrupted {
		t.Errorf("summary not marked interrupted: %+v", s)
	}
	if _, err := os.Stat(filepath.Join(cfg.Out, finding.SummaryFile)); err != nil {
		t.Errorf("no summary.json: %v", err)
	}
	checkTimeline(t, cfg.Out, s)
	checkSignatureCounts(t, s)
	ents, _ := os.ReadDir(filepath.Join(cfg.Out, "findings"))
	for _, e := range ents {
		if _, err := os.Stat(filepath.Join(cfg.Out, "findings", e.Name(), "finding.json")); err != nil {
			t.Errorf("incomplete finding directory %s", e.Name())
		}
	}
}

// seedLog records the seeds of the modules a campaign starts.
type seedLog struct {
	mu    sync.Mutex
	seeds []uint64
}

func (l *seedLog) add(seed uint64) {
	l.mu.Lock()
	l.seeds = append(l.seeds, seed)
	l.mu.Unlock()
}

// TestResume: a one-module campaign resumed for one more module has the
// sum of the two runs' counters, a timeline that continues, and checks
// two different modules: the second of the shard's sequence.
func TestResume(t *testing.T) {
	cfg := inProcessConfig(t)
	cfg.Jobs, cfg.Shard, cfg.Shards, cfg.MaxModules = 1, 1, 3, 1
	var first, second seedLog
	cfg.started = first.add
	a, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := LoadRecord(cfg.Out)
	if err != nil || rec.Seed != cfg.Seed || rec.Shards != 3 || rec.BatchSize != 4 {
		t.Fatalf("campaign.json: %+v (%v)", rec, err)
	}
	cfg.Resume, cfg.started = true, second.add
	b, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	c := &run{cfg: cfg}
	if !slices.Equal(first.seeds, []uint64{c.seedOf(0)}) || !slices.Equal(second.seeds, []uint64{c.seedOf(1)}) {
		t.Errorf("seeds: first run %v, resumed run %v; want [%d] then [%d]", first.seeds, second.seeds, c.seedOf(0), c.seedOf(1))
	}
	if b.Modules != 2 || b.Runs != 2 || b.NextModule != 2 || len(b.Pending) != 0 || b.Start != a.Start {
		t.Errorf("resumed summary: %d modules, %d runs, next %d, pending %v, start %v (first %v)", b.Modules, b.Runs, b.NextModule, b.Pending, b.Start, a.Start)
	}
	// The second run's own counters are the resumed total less the first's.
	if b.Tests <= a.Tests || b.Inputs < a.Inputs || b.NativeSteps < a.NativeSteps || b.Findings < a.Findings || b.Seconds <= a.Seconds {
		t.Errorf("resumed summary %+v does not add to the first %+v", b, a)
	}
	checkSignatureCounts(t, b)
	pts := checkTimeline(t, cfg.Out, b)
	var atFirst int
	for _, p := range pts {
		if p.Elapsed <= a.Seconds {
			atFirst++
		}
	}
	if atFirst == 0 || atFirst == len(pts) {
		t.Errorf("timeline of %d points has %d up to the first run's end %.2fs", len(pts), atFirst, a.Seconds)
	}
	// A resume that does not match the record is refused.
	cfg.Seed++
	if _, err := Run(context.Background(), cfg); err == nil || !strings.Contains(err.Error(), "seed") {
		t.Errorf("resume with another seed: %v", err)
	}
	cfg.Seed--
	cfg.Out = t.TempDir()
	if _, err := Run(context.Background(), cfg); err == nil || !strings.Contains(err.Error(), "campaign.json") {
		t.Errorf("resume of an empty directory: %v", err)
	}
}

// TestResumeInterrupted: the modules an interrupted campaign was checking
// are run first when it resumes, and no finished module runs again.
func TestResumeInterrupted(t *testing.T) {
	cfg := inProcessConfig(t)
	cfg.Shards = 1
	var first, second seedLog
	cfg.started = first.add
	ctx, cancel := context.WithTimeout(context.Background(), 1500*time.Millisecond)
	defer cancel()
	a, err := Run(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !a.Interrupted || a.NextModule != int64(len(first.seeds)) {
		t.Fatalf("interrupted summary: interrupted %v, next %d, %d modules started", a.Interrupted, a.NextModule, len(first.seeds))
	}
	c := &run{cfg: cfg}
	pending := map[uint64]bool{}
	for _, k := range a.Pending {
		pending[c.seedOf(k)] = true
	}
	cfg.Resume, cfg.started, cfg.MaxModules = true, second.add, len(a.Pending)+1
	b, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("first run: %d modules started, %d done, pending %v; resumed: seeds %v", len(first.seeds), a.Modules, a.Pending, second.seeds)
	for _, s := range second.seeds {
		if slices.Contains(first.seeds, s) && !pending[s] {
			t.Errorf("seed %d ran again after it finished", s)
		}
	}
	if want := a.Modules + len(a.Pending) + 1; b.Modules != want || len(b.Pending) != 0 || b.NextModule != a.NextModule+1 {
		t.Errorf("resumed: %d modules (want %d), pending %v, next %d (want %d)", b.Modules, want, b.Pending, b.NextModule, a.NextModule+1)
	}
	checkSignatureCounts(t, a)
	checkTimeline(t, cfg.Out, b)
	checkSignatureCounts(t, b)
}

// checkSignatureCounts: the signature counts add up to the findings, also
// when a module was cut short (reports show both side by side).
func checkSignatureCounts(t *testing.T, s *finding.Summary) {
	t.Helper()
	sigs := 0
	for _, sc := range s.Signatures {
		sigs += sc.Count
	}
	if sigs != s.Findings {
		t.Errorf("signature counts sum to %d, findings %d", sigs, s.Findings)
	}
}

// TestInternalError: a Go runtime error inside the reference semantics,
// injected through its test hook, is stored as an internal-error finding
// (an irfuzz bug, with the stack) and the campaign goes on to its module
// limit.
func TestInternalError(t *testing.T) {
	cfg := inProcessConfig(t)
	cfg.MaxModules = 3
	restore := semantics.SetTestHook(func(f *ir.Function) {
		if f.Name == "t1" {
			var counts map[string]int
			counts[f.Name]++ // assignment to entry in nil map
		}
	})
	defer restore()
	s, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if s.Modules != 3 || s.ByKind[finding.KindInternal] == 0 {
		t.Fatalf("summary: modules %d, by kind %v", s.Modules, s.ByKind)
	}
	dirs, _ := filepath.Glob(filepath.Join(cfg.Out, "findings", finding.KindInternal+"-*"))
	if len(dirs) != 1 {
		t.Fatalf("internal-error finding directories: %v (one signature expected)", dirs)
	}
	f, err := finding.Load(dirs[0])
	if err != nil {
		t.Fatal(err)
	}
	if f.Function != "t1" || !strings.Contains(f.Message, "nil map") || !strings.HasPrefix(f.Signature, finding.KindInternal+"/") {
		t.Errorf("finding: %+v", f)
	}
	for _, name := range []string{"source.ll", "stack.txt", "commands.sh"} {
		if _, err := os.Stat(filepath.Join(dirs[0], name)); err != nil {
			t.Errorf("finding lacks %s: %v", name, err)
		}
	}
	if stack, _ := os.ReadFile(filepath.Join(dirs[0], "stack.txt")); !strings.Contains(string(stack), "campaign.TestInternalError") {
		t.Errorf("stack.txt does not show where the panic was:\n%s", stack)
	}
	t.Logf("%s: %s\n%s", filepath.Base(dirs[0]), f.Signature, f.Command)
}
