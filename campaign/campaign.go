// Package campaign runs a fuzzing campaign: it generates modules from
// disjoint seed ranges, checks each with the oracle on several workers,
// shows progress, and keeps a summary on disk that a killed campaign
// leaves current, plus a timeline of its counters (timeline.jsonl) and a
// record of how it was started (campaign.json), from which a stopped
// campaign can be resumed (Config.Resume).
package campaign

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/irfuzz/irfuzz/campaign/csmith"
	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/mutate"
	"github.com/irfuzz/irfuzz/oracle"
)

// The test sources of a campaign (Config.Mode).
const (
	ModeGen    = "gen"    // modules from the generator
	ModeMutate = "mutate" // mutants of seed modules (Config.Seeds)
	ModeCsmith = "csmith" // Csmith programs lowered by clang, checked as whole programs
)

// DefaultBatchSize is the test functions per module of a campaign, of
// irfuzz fuzz and of bench fuzz unless told otherwise. A module's tool
// processes (4 opt runs, some 25 llc runs, 24 links and 28 harness
// runs over 3 targets at 2 levels) serve all its test functions: at 256
// they cost a quarter per test of what they cost at 64, and most of
// them start no sooner on a loaded machine. Measured in bench fuzz side
// by side: 64 -> 256 made processor time per test 105 -> 99 ms with
// LLVM 19 and 91 -> 77 ms with LLVM 22 (links and runs a quarter; llc's
// work is per function and its recompiles around crashing functions grow
// with the module); wall time per test about half at load 15 on 2
// cores, 5.4 -> 6.1-7.4 tests/s at load 5. irfuzz's own time per test
// stays, so its share of the wall grows (12% -> 16-17% at load 5; 128:
// 14%). A module then takes some 25-30 s of processor time and 200 MB;
// a campaign's deadline cancels the module in progress.
const DefaultBatchSize = 256

// Config describes a campaign.
type Config struct {
	Oracle oracle.Config
	// Mode is where the modules come from: ModeGen (the default) or
	// ModeMutate.
	Mode string
	Gen  gen.Config
	// Seeds are the directories of .ll files a mutation campaign mutates
	// (see LoadSeeds); Mutate is how. Module k mutates seed file
	// seed(k) mod len(seeds) into a batch of BatchSize test functions.
	Seeds  []string
	Mutate mutate.Config
	// Csmith is how a Csmith campaign makes its programs; Clang lowers
	// them (default: the clang of the oracle's LLVM release).
	Csmith    csmith.Options
	Clang     string
	BatchSize int           // test functions per module (default DefaultBatchSize)
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
	// Resume continues the campaign in Out instead of starting a new one.
	// Out must hold campaign.json, whose seed, shard, batch size, LLVM
	// version, pipelines, targets, levels and generator configuration the
	// rest of cfg must match, and summary.json, whose counters, timeline
	// and module sequence the run continues: the modules it finished are
	// not run again, the ones it was interrupted in are run first.
	// Duration and MaxModules are this run's.
	Resume bool
	// Args is recorded in campaign.json (the caller's command line, from
	// which it can rebuild cfg to resume the campaign).
	Args []string
	// Reduce is how the campaign reduces the findings it stores in the
	// background (off unless Reduce.Enabled).
	Reduce ReduceConfig
	// Matrix is how the oracle's targets are spread over the modules:
	// MatrixSample (the default: MatrixWidth targets a module, default 3)
	// or MatrixFull (every target for every module).
	Matrix      string
	MatrixWidth int

	// started, when set (by tests), is called with the seed of every
	// module a worker starts.
	started func(seed uint64)
}

// Run runs the campaign until its duration ends, MaxModules modules are
// checked, or ctx is cancelled (SIGINT), and returns the summary, which
// is also in Out/summary.json. With cfg.Resume it continues the campaign
// in Out.
func Run(ctx context.Context, cfg Config) (*finding.Summary, error) {
	if err := cfg.complete(); err != nil {
		return nil, err
	}
	c, err := open(ctx, cfg)
	if err != nil {
		return nil, err
	}
	defer c.timeline.Close()
	return c.runWorkers(ctx)
}

// complete fills in cfg's defaults and checks what it asks for.
func (cfg *Config) complete() error {
	if cfg.Jobs <= 0 {
		cfg.Jobs = 1
	}
	if cfg.Shards <= 0 {
		cfg.Shards = 1
	}
	if cfg.Shard < 0 || cfg.Shard >= cfg.Shards {
		return fmt.Errorf("shard %d out of range [0, %d)", cfg.Shard, cfg.Shards)
	}
	if cfg.BatchSize <= 0 {
		cfg.BatchSize = DefaultBatchSize
	}
	if cfg.ProgressEvery == 0 {
		cfg.ProgressEvery = 30 * time.Second
	}
	if cfg.TimelineEvery <= 0 {
		cfg.TimelineEvery = 10 * time.Second
	}
	cfg.Gen.MinTests, cfg.Gen.MaxTests = cfg.BatchSize, cfg.BatchSize
	if err := cfg.Gen.Validate(); err != nil {
		return err
	}
	switch cfg.Mode {
	case "", ModeGen:
		cfg.Mode = ModeGen
	case ModeMutate:
		if len(cfg.Seeds) == 0 {
			return errors.New("a mutation campaign needs seed directories")
		}
		return cfg.Mutate.Validate()
	case ModeCsmith:
		return cfg.Csmith.Validate()
	default:
		return fmt.Errorf("unknown campaign mode %q (want %s, %s or %s)", cfg.Mode, ModeGen, ModeMutate, ModeCsmith)
	}
	return nil
}

// open starts the campaign in cfg.Out, or resumes the one there: its
// record, findings store, oracle, test source, timeline and a first
// summary, so that the directory is a campaign (irfuzz report, --resume)
// from its first second.
func open(ctx context.Context, cfg Config) (*run, error) {
	var rec *Record
	prev := &finding.Summary{}
	if cfg.Resume {
		var err error
		if rec, err = LoadRecord(cfg.Out); err != nil {
			return nil, err
		}
		if prev, err = finding.LoadSummary(cfg.Out); err != nil {
			return nil, fmt.Errorf("resuming %s: %w", cfg.Out, err)
		}
	} else if err := os.MkdirAll(cfg.Out, 0o755); err != nil {
		return nil, err
	}
	store, err := finding.OpenStore(filepath.Join(cfg.Out, "findings"))
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
	var targets []string
	for _, t := range oc.Targets {
		targets = append(targets, t.Name)
	}
	now := &Record{
		Args: cfg.Args, Seed: cfg.Seed, Shard: cfg.Shard, Shards: cfg.Shards, BatchSize: cfg.BatchSize,
		LLVM: oc.Toolchain.Version, Pipelines: oc.Pipelines, Targets: targets, Levels: oc.Levels, Gen: cfg.Gen,
	}
	c := &run{cfg: cfg, orc: orc, start: time.Now(), prev: prev, sigs: slices.Clone(prev.Signatures), sigIndex: map[string]int{}, inflight: map[int64]bool{},
		cells: map[string]*finding.CellCount{}}
	if c.mx, err = newMatrix(&cfg, oc.Targets); err != nil {
		return nil, err
	}
	if c.mx != nil {
		now.Matrix, now.Width = MatrixSample, c.mx.width
	}
	for _, cc := range prev.Cells {
		c.cells[cc.Cell] = &cc
		c.cellOrder = append(c.cellOrder, cc.Cell)
	}
	for k, sc := range c.sigs {
		c.sigIndex[sc.Signature] = k
	}
	if err := c.openSource(ctx, now); err != nil {
		return nil, err
	}
	if cfg.Resume {
		if err := rec.matches(now); err != nil {
			return nil, fmt.Errorf("cannot resume %s: %w", cfg.Out, err)
		}
		c.next, c.queue = prev.NextModule, slices.Clone(prev.Pending)
	} else {
		now.Start = c.start.UTC()
		if err := writeJSONFile(cfg.Out, RecordFile, now); err != nil {
			return nil, err
		}
	}
	if c.timeline, err = openTimeline(cfg.Out, cfg.Resume, prev.Seconds); err != nil {
		return nil, err
	}
	c.startSummary(targets)
	first := c.snapshot()
	if err := writeSummary(cfg.Out, &first); err != nil {
		c.timeline.Close()
		return nil, err
	}
	return c, nil
}

// runWorkers checks modules on cfg.Jobs workers until the campaign ends,
// showing progress, and writes the final summary and timeline point.
func (c *run) runWorkers(ctx context.Context) (*finding.Summary, error) {
	runCtx := ctx
	if c.cfg.Duration > 0 {
		var cancel context.CancelFunc
		runCtx, cancel = context.WithTimeout(ctx, c.cfg.Duration)
		defer cancel()
	}
	c.slots = make(chan struct{}, c.cfg.Jobs)
	if c.cfg.Reduce.Enabled {
		c.reducer = newReducer(c, c.slots)
		if c.cfg.Resume {
			c.reducer.resume(filepath.Join(c.cfg.Out, "findings"))
		}
	}
	// fuzzing ends with the workers (duration, module limit or signal),
	// once the last of them has stored what its module found, not at the
	// deadline: the reducer goes on after it (tail), and a tail begun
	// before a module ends would leave that module's findings unreduced.
	fuzzing, endFuzzing := context.WithCancel(ctx)
	defer endFuzzing()
	var workers sync.WaitGroup
	for range c.cfg.Jobs {
		workers.Add(1)
		go func() {
			defer workers.Done()
			c.worker(runCtx)
		}()
	}
	done := make(chan struct{})
	go func() {
		workers.Wait()
		endFuzzing()
		if c.reducer != nil {
			c.reducer.wait()
		}
		close(done)
	}()
	if c.reducer != nil {
		go func() {
			c.reducer.during(ctx, fuzzing)
			c.reducer.tail(ctx)
			c.reducer.finished()
		}()
	}
	c.progressLoop(runCtx, done)
	s := c.snapshot()
	s.Interrupted = ctx.Err() != nil
	c.appendTimeline(&s)
	if err := writeSummary(c.cfg.Out, &s); err != nil {
		return &s, err
	}
	if err := c.timeline.Close(); err != nil {
		return &s, err
	}
	return &s, nil
}

type run struct {
	cfg   Config
	orc   *oracle.Oracle
	seeds []Seed // a mutation campaign's seed modules
	start time.Time
	prev  *finding.Summary // the summary resumed (zero for a new campaign)
	// sigs are the campaign's signature counts (the resumed summary's
	// plus this run's), counted with the summary's Findings so that the
	// two always agree, in the order first seen; sigIndex indexes them.
	sigs     []finding.SignatureCount
	sigIndex map[string]int

	timeline    *os.File // timeline.jsonl, written by progressLoop and Run only
	timelineErr bool     // a write failed (reported once)

	slots   chan struct{} // worker slots: a module being checked or a reduction holds one
	reducer *reducer      // nil without background reduction
	mx      *matrix       // nil: every target for every module
	// cells count the modules and findings of each cell of the test
	// matrix, in the order first met (cellOrder).
	cells     map[string]*finding.CellCount
	cellOrder []string

	mu       sync.Mutex
	sum      finding.Summary
	next     int64          // the next module of the sequence never started
	queue    []int64        // modules to run before next (pending when resumed)
	inflight map[int64]bool // modules being checked
	taken    int            // modules started by this run
}

// seedOf is the seed of the campaign's k-th module on this shard: shards
// take interleaved, disjoint seeds.
func (c *run) seedOf(k int64) uint64 {
	return c.cfg.Seed + uint64(k)*uint64(c.cfg.Shards) + uint64(c.cfg.Shard)
}

// take returns the index of the next module to check, or false when this
// run has started MaxModules modules.
func (c *run) take() (int64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.cfg.MaxModules > 0 && c.taken >= c.cfg.MaxModules {
		return 0, false
	}
	c.taken++
	var k int64
	if len(c.queue) > 0 {
		k, c.queue = c.queue[0], c.queue[1:]
	} else {
		k = c.next
		c.next++
	}
	c.inflight[k] = true
	return k, true
}

// finish ends module k; one that is not done goes back to the queue (and
// into the summary's pending list).
func (c *run) finish(k int64, done bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.inflight, k)
	if !done {
		c.queue = append(c.queue, k)
	}
}

func (c *run) worker(ctx context.Context) {
	for ctx.Err() == nil {
		select {
		case c.slots <- struct{}{}:
		case <-ctx.Done():
			return
		}
		k, ok := c.take()
		if !ok {
			<-c.slots
			return
		}
		c.finish(k, c.check(ctx, k))
		<-c.slots
	}
}

// check checks module k and counts what it found. It reports whether the
// module is done: false when it was interrupted before it counted.
func (c *run) check(ctx context.Context, k int64) bool {
	seed := c.seedOf(k)
	if c.cfg.started != nil {
		c.cfg.started(seed)
	}
	m, origin, err := c.module(ctx, seed)
	if err != nil {
		c.addError(err.Error())
		return true
	}
	var res *oracle.Result
	targets := c.mx.targets(k)
	if c.cfg.Mode == ModeCsmith {
		res, err = c.orc.CheckProgramOn(ctx, m, origin, nil, targets)
	} else {
		res, err = c.orc.CheckOn(ctx, m, origin, targets)
	}
	if targets == nil {
		targets = c.orc.Config().Targets
	}
	if err != nil && ctx.Err() == nil {
		c.addError(fmt.Sprintf("seed %d: %v", seed, err))
	}
	if res == nil || (ctx.Err() != nil && res.Stored == 0) {
		// An interrupted module counts only for what it stored.
		return ctx.Err() == nil
	}
	c.mu.Lock()
	c.sum.Modules++
	c.sum.Tests += res.Tests
	c.sum.Inputs += res.Inputs
	c.sum.NativeSteps += res.Steps
	c.sum.Findings += len(res.Findings)
	c.sum.Stored += res.Stored
	c.sum.Fallbacks += res.Fallbacks
	c.sum.RejectedCount += len(res.Rejected)
	for why, n := range res.NotFindings {
		if c.sum.NotFindings == nil {
			c.sum.NotFindings = map[string]int{}
		}
		c.sum.NotFindings[why] += n
	}
	for _, r := range res.Rejected {
		if len(c.sum.Rejected) < 20 {
			c.sum.Rejected = append(c.sum.Rejected, fmt.Sprintf("seed %d: %s", seed, r))
		}
	}
	if res.Skipped != "" {
		c.sum.Skipped++
	}
	oc := c.orc.Config()
	n := len(c.cells)
	countCells(c.cells, oc.Pipelines, oc.Levels, targets, res.Findings)
	countRuns(c.cells, res.Cells)
	if len(c.cells) > n {
		c.cellOrder = cellNames(c.cells, c.cellOrder)
	}
	for _, f := range res.Findings {
		c.sum.ByKind[f.Kind]++
		k, ok := c.sigIndex[f.Signature]
		if !ok {
			k = len(c.sigs)
			c.sigIndex[f.Signature] = k
			c.sigs = append(c.sigs, finding.SignatureCount{Signature: f.Signature, Kind: f.Kind})
		}
		c.sigs[k].Count++
	}
	c.mu.Unlock()
	for _, e := range res.Errors {
		c.addError(fmt.Sprintf("seed %d: %s", seed, e))
	}
	if c.reducer != nil {
		c.reducer.add(res.Findings)
	}
	return true
}

func (c *run) addError(e string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sum.ErrorCount++
	if len(c.sum.Errors) < 20 {
		c.sum.Errors = append(c.sum.Errors, e)
	}
}
