package campaign

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
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
	var disk Summary
	data, err := os.ReadFile(filepath.Join(cfg.Out, "summary.json"))
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
func checkTimeline(t *testing.T, dir string, s *Summary) []TimelinePoint {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, TimelineFile))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var pts []TimelinePoint
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var p TimelinePoint
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
	cfg := testConfig(t)
	ctx, cancel := context.WithTimeout(context.Background(), 1500*time.Millisecond)
	defer cancel()
	s, err := Run(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Interrupted {
		t.Errorf("summary not marked interrupted: %+v", s)
	}
	if _, err := os.Stat(filepath.Join(cfg.Out, "summary.json")); err != nil {
		t.Errorf("no summary.json: %v", err)
	}
	checkTimeline(t, cfg.Out, s)
	ents, _ := os.ReadDir(filepath.Join(cfg.Out, "findings"))
	for _, e := range ents {
		if _, err := os.Stat(filepath.Join(cfg.Out, "findings", e.Name(), "finding.json")); err != nil {
			t.Errorf("incomplete finding directory %s", e.Name())
		}
	}
}
