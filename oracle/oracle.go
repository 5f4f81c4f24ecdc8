// Package oracle decides whether what LLVM made of a module is right: it
// runs opt pipelines and checks their output against the source under the
// reference semantics (IR level), compiles source and optimized modules
// for each target and checks what the programs print (native), and treats
// a tool that crashes, hangs or prints IR we reject as a finding of its
// own. Findings are written with everything needed to reproduce them.
package oracle

import (
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
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
	MaxSteps     uint64 // interpreter steps per run
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
	if c.Inputs == 0 {
		c.Inputs = 24
	}
	if c.Exhaustive == 0 {
		c.Exhaustive = 8
	}
	if c.NativeInputs == 0 {
		c.NativeInputs = 12
	}
	if c.MaxSteps == 0 {
		c.MaxSteps = 50000
	}
	if c.EntrySteps == 0 {
		c.EntrySteps = 200000
	}
	if c.ProgramSteps == 0 {
		c.ProgramSteps = 1e8
	}
	if c.WorkDir == "" {
		c.WorkDir = os.TempDir()
	}
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
	// deduped counts test functions left out of a program because an
	// earlier variant had the same code (see closureKeys).
	deduped atomic.Int64
}

// New returns an Oracle that writes findings to store.
func New(cfg Config, store *finding.Store) (*Oracle, error) {
	cfg = cfg.withDefaults()
	if cfg.Toolchain == nil {
		return nil, fmt.Errorf("oracle: no toolchain")
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
	// Rejected are native differences that are no finding: the witness
	// program alone did not show them again, or the unoptimized source's
	// own builds do the same (an irfuzz bug or a mismatch between LLVM
	// and the machine's libraries, never a compiler bug to report).
	Rejected []string
	// Fallbacks counts the test functions GlobalISel left to SelectionDAG
	// on a GlobalISel target: not judged there, since that build does not
	// test GlobalISel.
	Fallbacks int
	// Skipped says why the module was not checked at all (the source
	// could not be loaded), if so.
	Skipped string
	// Unjudged says, for a whole program, why its output was not checked
	// (the source's undefined behaviour, a budget, something unsupported);
	// the tools still ran, for their crashes.
	Unjudged string
}

// Check runs the whole oracle on module m (which must verify).
func (o *Oracle) Check(ctx context.Context, m *ir.Module, origin Origin) (*Result, error) {
	b, err := o.newBatch(m, origin)
	if err != nil {
		return nil, err
	}
	defer b.close()
	res := &Result{}
	if b.skip != "" {
		res.Skipped = b.skip
		return res, nil
	}
	res.Tests = len(b.entries)
	for _, e := range b.entries {
		res.Inputs += len(e.inputs)
	}
	b.run(ctx, res)
	if b.storeErr != nil {
		return res, fmt.Errorf("store finding: %w", b.storeErr)
	}
	return res, ctx.Err()
}

// batch is one module under check and its work directory.
type batch struct {
	o       *Oracle
	origin  Origin
	srcKeys map[string][32]byte // closure keys of the source's functions (testTag)
	dir     string
	tools   *native.Tools
	src     *ir.Module
	srcText string
	prog    *semantics.Program
	entries []*entry
	globals []native.Global
	loc     *locator // built from entries and globals on first use
	skip    string

	storeErr error // the first failure to write a finding

	// irBad marks (pipeline, function) pairs with an IR-level finding,
	// whose native differences that finding already explains.
	irBad map[[2]string]bool
	// harnessObjs are the compiled harnesses by triple and text.
	harnessObjs map[[32]byte]string
	// program is set when the batch is a whole program (CheckProgram).
	program *programState
	// witnessObjs are the compiled one-call harnesses of runWitnessRaw,
	// shared by the batches of one Replay (a reduction's candidates mostly
	// keep the test function's type and witness, so their harness).
	witnessObjs *objCache
}

// objCache holds compiled objects by a key of what they were compiled
// from. It is safe for concurrent use and keeps at most objCacheSize.
type objCache struct {
	mu   sync.Mutex
	objs map[[32]byte][]byte
}

const objCacheSize = 64

func newObjCache() *objCache { return &objCache{objs: map[[32]byte][]byte{}} }

func (c *objCache) get(key [32]byte) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	obj, ok := c.objs[key]
	return obj, ok
}

func (c *objCache) put(key [32]byte, obj []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.objs) >= objCacheSize {
		clear(c.objs)
	}
	c.objs[key] = obj
}

func (o *Oracle) newBatch(m *ir.Module, origin Origin) (*batch, error) {
	b, err := o.openBatch(m, origin)
	if err != nil || b.skip != "" {
		return b, err
	}
	b.entries = buildEntries(b.prog, &o.cfg, origin.Seed)
	b.globals = observedGlobals(b.prog)
	return b, nil
}

// openBatch makes the work directory of module m with its source.ll
// (origin.Text as it is when given, else irfuzz's printing; typed
// pointers make the tools read it in their default mode) and loads it;
// a module that cannot be loaded is skipped (b.skip).
func (o *Oracle) openBatch(m *ir.Module, origin Origin) (*batch, error) {
	dir, err := os.MkdirTemp(o.cfg.WorkDir, fmt.Sprintf("irfuzz-%d-", o.seq.Add(1)))
	if err != nil {
		return nil, err
	}
	b := &batch{o: o, origin: origin, dir: dir, src: m, irBad: map[[2]string]bool{}, harnessObjs: map[[32]byte]string{}, witnessObjs: newObjCache()}
	b.tools = &native.Tools{TC: o.cfg.Toolchain, Dir: dir, Lim: o.cfg.ToolLimits, RunLim: o.cfg.RunLimits, StepLimit: o.cfg.StepLimit}
	if origin.Text != nil {
		b.srcText = string(origin.Text)
		if origin.TypedPointers {
			tc := *o.cfg.Toolchain
			tc.TypedPointers = true
			b.tools.TC = &tc
		}
	} else {
		b.srcText = m.String()
	}
	if err := os.WriteFile(filepath.Join(dir, "source.ll"), []byte(b.srcText), 0o644); err != nil {
		b.close()
		return nil, err
	}
	if b.prog, err = semantics.Load(m); err != nil {
		b.skip = err.Error()
	}
	return b, nil
}

func (b *batch) close() {
	if !b.o.cfg.KeepWork {
		os.RemoveAll(b.dir)
	}
}

// timed runs a tool and adds its wall time to the oracle's tool time.
func (b *batch) timed(r *native.Result) *native.Result {
	b.o.toolNanos.Add(int64(r.Wall))
	k := 3
	switch {
	case r.Argv[0] == b.o.cfg.Toolchain.Opt:
		k = 0
	case r.Argv[0] == b.o.cfg.Toolchain.Llc:
		k = 1
	case len(r.Argv) > 2 && r.Argv[1] == "-o":
		k = 2
	}
	b.o.byTool[k].Add(int64(r.Wall))
	return r
}

// variant is one module compiled natively: the source or a pipeline's
// output.
type variant struct {
	pipeline string // "" for the source
	file     string
	prog     *semantics.Program // nil when the output could not be loaded
	mod      *ir.Module
	// keys are the closure keys of its functions and shared those some
	// other entity names (closureKeys).
	keys   map[string][32]byte
	shared map[string]bool
}

func (v *variant) name() string {
	if v.pipeline == "" {
		return "source"
	}
	return v.pipeline
}

// run checks the batch: every pipeline at the IR level, then every
// distinct module natively.
func (b *batch) run(ctx context.Context, res *Result) {
	src := &variant{file: "source.ll", prog: b.prog, mod: b.src}
	src.keys, src.shared = closureKeys(b.srcText)
	b.srcKeys = src.keys
	variants := []*variant{src}
	seen := map[[32]byte]bool{sha256.Sum256([]byte(b.srcText)): true}
	irSeen := map[[32]byte]bool{}
	for i, p := range b.o.cfg.Pipelines {
		if ctx.Err() != nil {
			return
		}
		out, r, text := b.optPipeline(ctx, i, p, res)
		if text == nil {
			if ctx.Err() != nil {
				return
			}
			continue
		}
		v := b.loadVariant(p, out, r, text, res)
		v.keys, v.shared = closureKeys(string(text))
		if v.prog != nil {
			b.found(res, b.checkIR(ctx, v, irSeen)...)
		}
		h := sha256.Sum256(text)
		if !seen[h] {
			seen[h] = true
			variants = append(variants, v)
		}
	}
	for _, tg := range b.o.cfg.Targets {
		if ctx.Err() != nil {
			return
		}
		nb, vs := b.forTarget(tg, variants)
		b.found(res, nb.checkNative(ctx, tg, vs, res)...)
	}
}

// optPipeline runs pipeline p (the i-th) on the source and returns its
// output file and text; a failing opt is a finding, and the text is nil
// then (or when the run was cancelled).
func (b *batch) optPipeline(ctx context.Context, i int, p string, res *Result) (out string, r *native.Result, text []byte) {
	out = fmt.Sprintf("opt%d.ll", i)
	r = b.timed(b.tools.Opt(ctx, p, "source.ll", out))
	if f := b.toolFailure(ctx, r, "opt", p, nil, ""); f != nil {
		b.found(res, f)
		return out, r, nil
	}
	if ctx.Err() != nil {
		return out, r, nil
	}
	text, err := os.ReadFile(filepath.Join(b.dir, out))
	if err != nil {
		return out, r, nil
	}
	return out, r, text
}

// loadVariant parses and loads pipeline p's output (file out, made by
// run r): mod and prog are nil when it does not parse and verify (a
// bad-output finding) or cannot be loaded.
func (b *batch) loadVariant(p, out string, r *native.Result, text []byte, res *Result) *variant {
	v := &variant{pipeline: p, file: out}
	tm, f := b.parseOutput(p, r, text)
	if f != nil {
		b.found(res, f)
		return v
	}
	v.mod = tm
	if tp, err := semantics.Load(tm); err == nil {
		v.prog = tp
	}
	return v
}

// forTarget returns the batch as the target's code sees it: when llc
// gives the target a datalayout whose sizes or alignments differ from the
// module's, the source's expectations and the harness's memory images are
// computed again under that layout, and only the source is compiled for
// it (opt's output is only valid under the layout it was made for).
func (b *batch) forTarget(tg *native.Target, variants []*variant) (*batch, []*variant) {
	if tg.Layout == nil || len(b.entries) == 0 {
		return b, variants
	}
	dl := tg.Layout(b.o.cfg.Toolchain.Major)
	tl, err := semantics.ParseLayout(dl)
	if err != nil || semantics.SameABI(b.prog.Layout, tl) {
		return b, variants
	}
	m := b.src.Clone()
	m.DataLayout = dl
	p, err := semantics.Load(m)
	if err != nil {
		return b, variants
	}
	nb := *b
	nb.prog, nb.globals, nb.entries, nb.loc = p, observedGlobals(p), nil, nil
	ck := semantics.NewChecker(p, p, semantics.CheckOptions{MaxSteps: b.o.cfg.MaxSteps, MaxPaths: 16})
	for _, e := range b.entries {
		f := m.Func(e.fn.Name)
		ne := &entry{fn: f}
		for _, in := range e.inputs {
			outs, skip := ck.Expect(f, in)
			if skip != "" {
				continue
			}
			ne.add(p, in, outs)
		}
		if len(ne.inputs) > 0 {
			nb.entries = append(nb.entries, ne)
		}
	}
	return &nb, variants[:min(1, len(variants))]
}

// found records findings and writes each to the store at once, so that a
// campaign killed in the middle of a module loses none.
func (b *batch) found(res *Result, fs ...*finding.Finding) {
	for _, f := range fs {
		res.Findings = append(res.Findings, f)
		stored, err := b.o.store.Add(f)
		if err != nil && b.storeErr == nil {
			b.storeErr = err
		}
		if stored {
			res.Stored++
		}
	}
}

// parseOutput parses and verifies what opt printed; a rejection is a
// bad-output finding.
func (b *batch) parseOutput(pipeline string, r *native.Result, text []byte) (*ir.Module, *finding.Finding) {
	m, err := ir.Parse("opt-output.ll", text)
	stage := "parse"
	if err == nil {
		err = ir.Verify(m)
		stage = "verify"
	}
	if err == nil {
		return m, nil
	}
	msg := firstLineOf(err.Error())
	f := b.newFinding(finding.KindBadOutput, "opt", fmt.Sprintf("%s/%s/%s", finding.KindBadOutput, stage, finding.Normalize(stripPos(msg))))
	f.Pipeline = pipeline
	f.Message = msg
	f.Command = r.CommandLine()
	f.Files["target.ll"] = text
	f.Files["commands.sh"] = []byte(b.script(f, []string{
		optLine(b.tools, pipeline, "source.ll", "target.ll") + " || exit 2",
		"echo 'opt printed target.ll; irfuzz " + stage + " rejects it with:'",
		"echo " + native.ShellQuote(msg),
		"exit 0",
	}))
	return nil, f
}

// stripPos drops a leading "file:line:col: " from a message.
func stripPos(s string) string {
	parts := strings.SplitN(s, ": ", 2)
	if len(parts) == 2 && strings.Count(parts[0], ":") >= 1 {
		return parts[1]
	}
	return s
}

func firstLineOf(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// newFinding starts a finding of this batch with the source attached.
func (b *batch) newFinding(kind, tool, sig string) *finding.Finding {
	f := &finding.Finding{
		Kind: kind, Signature: sig, Tool: tool,
		LLVM: b.o.cfg.Toolchain.Version, Seed: b.origin.Seed, Origin: b.origin.What,
		Found: time.Now().UTC().Truncate(time.Second),
		Files: map[string][]byte{"source.ll": []byte(b.srcText)},
	}
	for name, data := range b.origin.Files {
		f.Files[name] = data
	}
	if b.program != nil {
		f.Program, f.TypedPointers = true, b.tools.TC.TypedPointers
	}
	return f
}

// miscompileSig is the signature of a miscompile: its kind and the
// guilty pass, or when none was found, where it shows and what it was
// found on (tag: a test function, a program). A native one names the
// target, and the level when it names a pass.
func miscompileSig(kind string, tg *native.Target, level, pass, tag string) string {
	switch {
	case tg == nil && pass != "":
		return kind + "/" + pass
	case tg == nil:
		return kind + "/unbisected/" + tag
	case pass != "":
		return fmt.Sprintf("%s/%s/%s/%s", kind, tg.Name, level, pass)
	}
	// One wrong function usually shows at every level and in every
	// variant: one signature per target.
	return fmt.Sprintf("%s/%s/unbisected/%s", kind, tg.Name, tag)
}

// attachVerdict writes a miscompile's expected and actual files from its
// Expected, Actual and Reason.
func attachVerdict(f *finding.Finding) {
	f.Files["expected"] = []byte("expected: " + f.Expected + "\n")
	f.Files["actual"] = []byte("actual:   " + f.Actual + "\n" + "why:      " + f.Reason + "\n")
}
