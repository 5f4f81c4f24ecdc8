// Package oracle decides whether what LLVM made of a module is right: it
// runs opt pipelines and checks their output against the source under the
// reference semantics (IR level), compiles source and optimized modules
// for each target and checks what the programs print (native), and treats
// a tool that crashes, hangs or prints IR we reject as a finding of its
// own. Findings are written with everything needed to reproduce them.
package oracle

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"os"
	"slices"
	"sync/atomic"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
)

// DefaultPipelines are the opt pipelines checked when none are named.
var DefaultPipelines = []string{"O1", "O2", "O3", "Os"}

// DefaultLevels are the llc optimization levels used for native runs.
var DefaultLevels = []string{"O0", "O2"}

// Config says what the oracle checks and with which tools.
type Config struct {
	Toolchain *native.Toolchain
	Pipelines []string         // opt pipelines (O1, O2, ..., or -passes strings)
	Targets   []*native.Target // back ends; compile-only ones hunt crashes
	Levels    []string         // llc levels (O0, O2)
	// Inputs bounds the sampled input vectors per test function (edge
	// values first); Exhaustive enumerates every input when the arguments
	// have at most this many bits.
	Inputs     int
	Exhaustive int
	// NativeInputs bounds the inputs per test function the harness passes.
	NativeInputs int
	// NoUndefInput and NoPoisonInput keep undef (resp. poison) out of the
	// sampled inputs of test functions, arguments and argument objects
	// (alive-tv's --disable-undef-input, --disable-poison-input; see
	// semantics.CheckOptions).
	NoUndefInput, NoPoisonInput bool
	MaxSteps                    uint64 // interpreter steps per run
	// EntrySteps bounds the source's interpreter steps per test function,
	// over all its inputs (the targets cost about as much per pipeline).
	EntrySteps uint64
	ToolLimits native.Limits // per opt/llc/link run
	RunLimits  native.Limits // per test program run
	// StepLimit is the alarm on one call of a test function in a program
	// (0: native's default, 2 s); past it, a patient rerun decides.
	StepLimit time.Duration
	// WorkDir holds temporary files (one directory per module checked).
	WorkDir string
	// KeepWork keeps the per-module work directories.
	KeepWork bool
	// Blame bisects the guilty pass of each new miscompile (opt-bisect).
	Blame bool
	// ProgramSteps bounds the interpreter's steps for a whole program
	// (CheckProgram; 0: 10^8).
	ProgramSteps uint64
}

// withDefaults fills the zero fields of c.
func (c Config) withDefaults() Config {
	if len(c.Pipelines) == 0 {
		c.Pipelines = DefaultPipelines
	}
	if len(c.Levels) == 0 {
		c.Levels = DefaultLevels
	}
	c.Inputs = cmp.Or(c.Inputs, 24)
	c.Exhaustive = cmp.Or(c.Exhaustive, 8)
	c.NativeInputs = cmp.Or(c.NativeInputs, 12)
	c.MaxSteps = cmp.Or(c.MaxSteps, 50000)
	c.EntrySteps = cmp.Or(c.EntrySteps, 200000)
	c.ProgramSteps = cmp.Or(c.ProgramSteps, 1e8)
	c.WorkDir = cmp.Or(c.WorkDir, os.TempDir())
	return c
}

// Oracle checks modules. It is safe for concurrent use.
type Oracle struct {
	cfg   Config
	store *finding.Store
	seq   atomic.Int64

	toolNanos atomic.Int64 // wall time spent inside tools and test programs
	// byTool splits toolNanos by tool: opt, llc, link, run.
	byTool [4]atomic.Int64
	// cpuByTool is the processor time (user and system) of the same
	// runs by tool: unlike their wall time, it hardly grows with the
	// machine's load.
	cpuByTool [4]atomic.Int64
	// deduped counts test functions left out of a program because an
	// earlier variant had the same code (see closureKeys).
	deduped atomic.Int64
	// tally counts the tool processes by purpose (Tally).
	tally tally
}

// New returns an Oracle that writes findings to store.
func New(cfg Config, store *finding.Store) (*Oracle, error) {
	cfg = cfg.withDefaults()
	if cfg.Toolchain == nil {
		return nil, fmt.Errorf("oracle: no toolchain")
	}
	for _, tg := range cfg.Targets {
		if err := tg.CheckLLVM(cfg.Toolchain.Major); err != nil {
			return nil, fmt.Errorf("oracle: %w", err)
		}
	}
	if err := os.MkdirAll(cfg.WorkDir, 0o755); err != nil {
		return nil, err
	}
	return &Oracle{cfg: cfg, store: store}, nil
}

// Config returns the oracle's configuration, defaults filled in.
func (o *Oracle) Config() Config { return o.cfg }

// ToolTime is the total wall time spent inside LLVM tools, linkers and
// test programs so far (summed over concurrent runs).
func (o *Oracle) ToolTime() time.Duration { return time.Duration(o.toolNanos.Load()) }

// Deduped is how many times a test function was not compiled and run for
// a variant at a level because an earlier variant had the same code there.
func (o *Oracle) Deduped() int64 { return o.deduped.Load() }

// ToolNames name the parts of ToolTimes.
var ToolNames = [4]string{"opt", "llc", "link", "run"}

// ToolTimes splits ToolTime by tool, in the order of ToolNames.
func (o *Oracle) ToolTimes() [4]time.Duration {
	var ts [4]time.Duration
	for i := range ts {
		ts[i] = time.Duration(o.byTool[i].Load())
	}
	return ts
}

// ToolCPUs is the processor time (user and system) the tool processes
// used so far, by tool in the order of ToolNames: on a loaded machine,
// what ToolTimes would be on a quiet one, less the waits for a disk or a
// processor.
func (o *Oracle) ToolCPUs() [4]time.Duration {
	var ts [4]time.Duration
	for i := range ts {
		ts[i] = time.Duration(o.cpuByTool[i].Load())
	}
	return ts
}

// Origin says where a module came from, for finding records.
type Origin struct {
	Seed uint64 // generator seed (0 when not generated)
	What string // "gen seed 42", a file path, ...
	// Files go with every finding of the module (a Csmith program's C
	// source, prog.c).
	Files map[string][]byte
	// Text, when set, is the module as its producer wrote it (clang's
	// output), given to the tools as it is instead of irfuzz's printing;
	// TypedPointers says it has typed pointers (clang 14), which the
	// LLVM 14 tools then read without -opaque-pointers.
	Text          []byte
	TypedPointers bool
}

// Result is what checking one module found.
type Result struct {
	Tests    int // test functions checked
	Inputs   int // (function, input) pairs checked at the IR level
	Steps    int // harness calls run natively, over all variants and targets
	Findings []*finding.Finding
	Stored   int // findings with a new signature, written to the store
	// Errors are problems of irfuzz itself (its harness failed to build).
	Errors []string
	// Rejected are native differences that are no finding, and why: the
	// witness program alone did not show them again, or the unoptimized
	// source's own builds do the same and no independent build (another
	// selector, another release, the host) agrees with the reference
	// semantics (an irfuzz bug, a mismatch between LLVM and the
	// machine's libraries, or a bug every build shares); and code a
	// target does not support by design.
	Rejected []string
	// NotFindings counts the native differences that are no finding by
	// reason (NotShownAlone, SharedByAll, NoIndependent).
	NotFindings map[string]int
	// Fallbacks counts the test functions GlobalISel left to SelectionDAG
	// on a GlobalISel target: not judged there, since that build does not
	// test GlobalISel.
	Fallbacks int
	// Skipped says why the module was not checked at all (the source
	// could not be loaded), if so.
	Skipped string
	// Adapted lists how the module was rewritten for the release under
	// test before it was checked (ir.ForRelease: "dropped icmp samesign"),
	// when it used what the release cannot read.
	Adapted []string
	// Unjudged says, for a whole program, why its output was not checked
	// (the source's undefined behaviour, a budget, something unsupported);
	// the tools still ran, for their crashes. For a module of test
	// functions with none judged, why (no function the harness can call,
	// or the first one's inputs all dropped, and why).
	Unjudged string
	// Cells says what ran in each native cell ("target/level").
	Cells map[string]*CellRun
}

// CellRun is what the oracle did in one native cell (a target at an llc
// level) of a check: how many builds llc made there (one per optimized
// variant of the module, fewer when a variant's code was judged before),
// and how many harness calls ran and were judged.
type CellRun struct {
	Builds int `json:"builds"`
	Calls  int `json:"calls"`
	// Why says why builds there ran no harness call or judged none, or
	// left test functions out: the distinct reasons, in the order met (a
	// compile-only target, a target caveat, a harness or link failure, a
	// runtime routine the target's libraries lack, GlobalISel's
	// fallbacks). A cell with builds and no calls always has one.
	Why []string `json:"why,omitempty"`
}

// maxCellReasons bounds CellRun.Why.
const maxCellReasons = 6

// because adds why to the cell's reasons, once.
func (c *CellRun) because(why string) {
	if why != "" && !slices.Contains(c.Why, why) && len(c.Why) < maxCellReasons {
		c.Why = append(c.Why, why)
	}
}

// unexplainedCells gives every cell of res that built something and
// judged no call without saying why a reason that says so, and reports
// it as an error of irfuzz's: every path that skips a build's calls
// must say why.
func (r *Result) unexplainedCells() {
	for _, name := range slices.Sorted(maps.Keys(r.Cells)) {
		c := r.Cells[name]
		if c.Builds > 0 && c.Calls == 0 && len(c.Why) == 0 {
			c.because("no call judged, and no reason recorded (an irfuzz bug)")
			r.Errors = append(r.Errors, fmt.Sprintf("%s: %d builds judged no call, and no reason was recorded", name, c.Builds))
		}
	}
}

// cell is the count of target tg at level, made on first use.
func (r *Result) cell(tg *native.Target, level string) *CellRun {
	if r.Cells == nil {
		r.Cells = map[string]*CellRun{}
	}
	name := tg.Name + "/" + level
	c := r.Cells[name]
	if c == nil {
		c = &CellRun{}
		r.Cells[name] = c
	}
	return c
}

// Check runs the whole oracle on module m (which must verify), its test
// functions each judged on inputs of their own.
func (o *Oracle) Check(ctx context.Context, m *ir.Module, origin Origin) (*Result, error) {
	return o.check(ctx, m, origin, nil, func(b *batch) subject { return newTestFuncs(b, newObjCache()) })
}

// CheckOn is Check with the native checks on targets only (nil: every
// configured target): a campaign's test matrix spreads the targets over
// its modules.
func (o *Oracle) CheckOn(ctx context.Context, m *ir.Module, origin Origin, targets []*native.Target) (*Result, error) {
	return o.check(ctx, m, origin, targets, func(b *batch) subject { return newTestFuncs(b, newObjCache()) })
}

// progName is argv[0] of every run of a program, natively (each build is a
// file of this name in its own directory) and in the interpreter, so that
// messages naming the program (a failed assert) agree.
const progName = "prog"

// CheckProgram runs the oracle on m as a whole program (see program), main
// called with argv[0] = "prog" and then args.
func (o *Oracle) CheckProgram(ctx context.Context, m *ir.Module, origin Origin, args []string) (*Result, error) {
	return o.CheckProgramOn(ctx, m, origin, args, nil)
}

// CheckProgramOn is CheckProgram with the native checks on targets only
// (nil: every configured target).
func (o *Oracle) CheckProgramOn(ctx context.Context, m *ir.Module, origin Origin, args []string, targets []*native.Target) (*Result, error) {
	if f := m.Func("main"); f == nil || f.IsDeclaration() {
		return nil, fmt.Errorf("oracle: the module defines no main")
	}
	return o.check(ctx, m, origin, targets, func(b *batch) subject { return newProgram(b, args, ctx.Done()) })
}

// check opens the batch of m, makes what newSubject says is checked of it,
// and runs the oracle on that.
func (o *Oracle) check(ctx context.Context, m *ir.Module, origin Origin, targets []*native.Target, newSubject func(*batch) subject) (*Result, error) {
	b, err := o.openBatch(m, origin)
	if err != nil {
		return nil, err
	}
	if targets != nil {
		b.targets = targets
	}
	defer b.close()
	res := &Result{Adapted: b.adapted}
	if b.skip != "" {
		res.Skipped = b.skip
		return res, nil
	}
	s := newSubject(b)
	s.expect(res)
	b.run(ctx, s, res)
	if ctx.Err() == nil {
		res.unexplainedCells()
	}
	if b.unreadable != "" {
		// Nothing was checked: no tool could read the source.
		res.Skipped = b.unreadable
	}
	if b.storeErr != nil {
		return res, fmt.Errorf("store finding: %w", b.storeErr)
	}
	return res, ctx.Err()
}
