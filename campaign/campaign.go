// Package campaign runs a fuzzing campaign: it generates modules from
// disjoint seed ranges, checks each with the oracle on several workers,
// shows progress, and keeps a summary on disk that a killed campaign
// leaves current, plus a timeline of its counters (timeline.jsonl).
package campaign

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/oracle"
)

// Config describes a campaign.
type Config struct {
	Oracle    oracle.Config
	Gen       gen.Config
	BatchSize int           // test functions per module (default 64)
	Duration  time.Duration // how long to run (0: until the context ends)
	Jobs      int           // concurrent workers (default 1)
	Seed      uint64        // first seed
	Shard     int           // this machine's shard, in [0, Shards)
	Shards    int           // how many machines share the campaign (default 1)
	Out       string        // output directory: findings/, summary.json, timeline.jsonl
	// MaxModules stops after this many modules (0: no limit).
	MaxModules int
	// Progress receives the live progress: a line rewritten in place when
	// Terminal, else a plain line every ProgressEvery.
	Progress      io.Writer
	Terminal      bool
	ProgressEvery time.Duration
	// TimelineEvery is the interval between two lines of timeline.jsonl
	// (default 10s); one more line is written at the end.
	TimelineEvery time.Duration
}

// TimelineFile is the name, inside the campaign directory, of the
// timeline: one JSON TimelinePoint per line.
const TimelineFile = "timeline.jsonl"

// TimelinePoint is one line of timeline.jsonl: the campaign's cumulative
// counters at one moment. Only Time and Elapsed depend on the clock; the
// counters are those of the summary at that moment, so the last point of
// a finished campaign equals its summary.json.
type TimelinePoint struct {
	Time        time.Time `json:"time"`
	Elapsed     float64   `json:"elapsed"` // seconds since the start
	Modules     int       `json:"modules"`
	Tests       int       `json:"tests"`
	Inputs      int       `json:"inputs"`
	NativeSteps int       `json:"native_steps"`
	Findings    int       `json:"findings"` // every finding, repeats included
	Stored      int       `json:"stored"`   // findings with a new signature
	ToolSeconds float64   `json:"tool_seconds"`
}

// pointOf is the timeline point of a summary snapshot.
func pointOf(s *Summary) TimelinePoint {
	return TimelinePoint{
		Time: s.End, Elapsed: s.Seconds, Modules: s.Modules, Tests: s.Tests, Inputs: s.Inputs,
		NativeSteps: s.NativeSteps, Findings: s.Findings, Stored: s.Stored, ToolSeconds: s.ToolSeconds,
	}
}

// Summary is what a campaign did; it is written to summary.json.
type Summary struct {
	LLVM        string                  `json:"llvm"`
	Seed        uint64                  `json:"seed"`
	Shard       string                  `json:"shard"`
	Pipelines   []string                `json:"pipelines"`
	Targets     []string                `json:"targets"`
	Start       time.Time               `json:"start"`
	End         time.Time               `json:"end"`
	Seconds     float64                 `json:"seconds"`
	Modules     int                     `json:"modules"`
	Tests       int                     `json:"tests"`        // test functions checked
	Inputs      int                     `json:"inputs"`       // (function, input) pairs at the IR level
	NativeSteps int                     `json:"native_steps"` // harness calls run
	TestsPerSec float64                 `json:"tests_per_second"`
	ToolSeconds float64                 `json:"tool_seconds"` // inside LLVM tools and test programs
	ToolShare   float64                 `json:"tool_share"`   // ToolSeconds / (Seconds * Jobs)
	Jobs        int                     `json:"jobs"`
	Findings    int                     `json:"findings"` // every finding, repeats included
	Stored      int                     `json:"stored"`   // findings with a new signature
	ByKind      map[string]int          `json:"by_kind"`
	Signatures  []oracle.SignatureCount `json:"signatures"`
	Skipped     int                     `json:"skipped_modules"`
	Errors      []string                `json:"errors,omitempty"` // irfuzz's own problems (first few)
	ErrorCount  int                     `json:"error_count"`
	Interrupted bool                    `json:"interrupted"`
}

// Run runs the campaign until its duration ends, MaxModules modules are
// checked, or ctx is cancelled (SIGINT), and returns the summary, which
// is also in Out/summary.json.
func Run(ctx context.Context, cfg Config) (*Summary, error) {
	if cfg.Jobs <= 0 {
		cfg.Jobs = 1
	}
	if cfg.Shards <= 0 {
		cfg.Shards = 1
	}
	if cfg.Shard < 0 || cfg.Shard >= cfg.Shards {
		return nil, fmt.Errorf("shard %d out of range [0, %d)", cfg.Shard, cfg.Shards)
	}
	if cfg.BatchSize <= 0 {
		cfg.BatchSize = 64
	}
	if cfg.ProgressEvery == 0 {
		cfg.ProgressEvery = 30 * time.Second
	}
	if cfg.TimelineEvery <= 0 {
		cfg.TimelineEvery = 10 * time.Second
	}
	cfg.Gen.MinTests, cfg.Gen.MaxTests = cfg.BatchSize, cfg.BatchSize
	if err := cfg.Gen.Validate(); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(cfg.Out, 0o755); err != nil {
		return nil, err
	}
	store, err := oracle.OpenStore(filepath.Join(cfg.Out, "findings"))
	if err != nil {
		return nil, err
	}
	if cfg.Oracle.WorkDir == "" {
		cfg.Oracle.WorkDir = filepath.Join(cfg.Out, "work")
	}
	orc, err := oracle.New(cfg.Oracle, store)
	if err != nil {
		return nil, err
	}
	oc := orc.Config()
	// A new run starts a new timeline, as it writes a new summary.json.
	tl, err := os.Create(filepath.Join(cfg.Out, TimelineFile))
	if err != nil {
		return nil, err
	}
	defer tl.Close()
	c := &run{cfg: cfg, orc: orc, store: store, start: time.Now(), timeline: tl}
	c.sum = Summary{
		LLVM: oc.Toolchain.Version, Seed: cfg.Seed, Shard: fmt.Sprintf("%d/%d", cfg.Shard, cfg.Shards),
		Pipelines: oc.Pipelines, Start: c.start.UTC(), Jobs: cfg.Jobs, ByKind: map[string]int{},
	}
	for _, t := range oc.Targets {
		c.sum.Targets = append(c.sum.Targets, t.Name)
	}
	runCtx := ctx
	var cancel context.CancelFunc
	if cfg.Duration > 0 {
		runCtx, cancel = context.WithTimeout(ctx, cfg.Duration)
		defer cancel()
	}
	var wg sync.WaitGroup
	for range cfg.Jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.worker(runCtx)
		}()
	}
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	c.progressLoop(runCtx, done)
	s := c.snapshot()
	s.Interrupted = ctx.Err() != nil
	c.appendTimeline(&s)
	if err := writeSummary(cfg.Out, &s); err != nil {
		return &s, err
	}
	if err := tl.Close(); err != nil {
		return &s, err
	}
	return &s, nil
}

type run struct {
	cfg   Config
	orc   *oracle.Oracle
	store *oracle.Store
	start time.Time
	next  atomic.Int64

	timeline    *os.File // timeline.jsonl, written by progressLoop and Run only
	timelineErr bool     // a write failed (reported once)

	mu  sync.Mutex
	sum Summary
}

// seedOf is the seed of the campaign's k-th module on this shard: shards
// take interleaved, disjoint seeds.
func (c *run) seedOf(k int64) uint64 {
	return c.cfg.Seed + uint64(k)*uint64(c.cfg.Shards) + uint64(c.cfg.Shard)
}

func (c *run) worker(ctx context.Context) {
	for ctx.Err() == nil {
		k := c.next.Add(1) - 1
		if c.cfg.MaxModules > 0 && k >= int64(c.cfg.MaxModules) {
			return
		}
		seed := c.seedOf(k)
		m, err := gen.Generate(seed, c.cfg.Gen)
		if err != nil {
			c.addError(fmt.Sprintf("gen seed %d: %v", seed, err))
			continue
		}
		res, err := c.orc.Check(ctx, m, oracle.Origin{Seed: seed, What: fmt.Sprintf("irfuzz gen --seed %d (%d tests)", seed, c.cfg.BatchSize)})
		if err != nil && ctx.Err() == nil {
			c.addError(fmt.Sprintf("seed %d: %v", seed, err))
		}
		if res == nil || (ctx.Err() != nil && res.Stored == 0) {
			// An interrupted module counts only for what it stored.
			continue
		}
		c.mu.Lock()
		c.sum.Modules++
		c.sum.Tests += res.Tests
		c.sum.Inputs += res.Inputs
		c.sum.NativeSteps += res.Steps
		c.sum.Findings += len(res.Findings)
		c.sum.Stored += res.Stored
		if res.Skipped != "" {
			c.sum.Skipped++
		}
		for _, f := range res.Findings {
			c.sum.ByKind[f.Kind]++
		}
		c.mu.Unlock()
		for _, e := range res.Errors {
			c.addError(fmt.Sprintf("seed %d: %s", seed, e))
		}
	}
}

func (c *run) addError(e string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sum.ErrorCount++
	if len(c.sum.Errors) < 20 {
		c.sum.Errors = append(c.sum.Errors, e)
	}
}

// snapshot returns the summary so far.
func (c *run) snapshot() Summary {
	c.mu.Lock()
	s := c.sum
	s.ByKind = map[string]int{}
	for k, v := range c.sum.ByKind {
		s.ByKind[k] = v
	}
	s.Errors = append([]string(nil), c.sum.Errors...)
	c.mu.Unlock()
	now := time.Now()
	s.End = now.UTC()
	s.Seconds = now.Sub(c.start).Seconds()
	if s.Seconds > 0 {
		s.TestsPerSec = float64(s.Tests) / s.Seconds
		s.ToolSeconds = c.orc.ToolTime().Seconds()
		s.ToolShare = s.ToolSeconds / (s.Seconds * float64(s.Jobs))
	}
	s.Signatures = c.store.Counts()
	return s
}

// progressLoop prints progress, refreshes summary.json and appends to
// timeline.jsonl until done.
func (c *run) progressLoop(ctx context.Context, done <-chan struct{}) {
	every := c.cfg.ProgressEvery
	if c.cfg.Terminal {
		every = time.Second
	}
	tick := time.NewTicker(every)
	defer tick.Stop()
	tlTick := time.NewTicker(c.cfg.TimelineEvery)
	defer tlTick.Stop()
	lastSave := time.Now()
	for {
		select {
		case <-tlTick.C:
			s := c.snapshot()
			c.appendTimeline(&s)
		case <-done:
			if c.cfg.Terminal && c.cfg.Progress != nil {
				fmt.Fprintln(c.cfg.Progress)
			}
			return
		case <-tick.C:
			s := c.snapshot()
			if c.cfg.Progress != nil {
				line := c.progressLine(&s)
				if c.cfg.Terminal {
					fmt.Fprintf(c.cfg.Progress, "\r\033[K%s", line)
				} else {
					fmt.Fprintln(c.cfg.Progress, line)
				}
			}
			if time.Since(lastSave) >= 30*time.Second {
				lastSave = time.Now()
				writeSummary(c.cfg.Out, &s)
			}
		}
	}
}

// appendTimeline appends the point of s to timeline.jsonl. A failed write
// is counted as an irfuzz error once, and does not stop the campaign.
func (c *run) appendTimeline(s *Summary) {
	if c.timeline == nil || c.timelineErr {
		return
	}
	data, err := json.Marshal(pointOf(s))
	if err == nil {
		_, err = c.timeline.Write(append(data, '\n'))
	}
	if err != nil {
		c.timelineErr = true
		c.addError(fmt.Sprintf("timeline: %v", err))
	}
}

func (c *run) progressLine(s *Summary) string {
	left := ""
	if c.cfg.Duration > 0 {
		rem := c.cfg.Duration - time.Since(c.start)
		left = fmt.Sprintf(", %s left", max(rem, 0).Round(time.Second))
	}
	var kinds []string
	for _, k := range slices.Sorted(maps.Keys(s.ByKind)) {
		kinds = append(kinds, fmt.Sprintf("%s %d", k, s.ByKind[k]))
	}
	found := "none"
	if len(kinds) > 0 {
		found = strings.Join(kinds, ", ")
	}
	return fmt.Sprintf("[%s] %d modules, %d tests (%.1f tests/s), findings: %s (%d signatures)%s",
		time.Since(c.start).Round(time.Second), s.Modules, s.Tests, s.TestsPerSec, found, len(s.Signatures), left)
}

// writeSummary writes summary.json atomically.
func writeSummary(dir string, s *Summary) error {
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	tmp := filepath.Join(dir, ".summary.json.tmp")
	if err := os.WriteFile(tmp, append(data, '\n'), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(dir, "summary.json"))
}
