package bench

// `irfuzz bench reduce` puts irfuzz's reducer side by side with
// llvm-reduce on the same findings. The phases:
//
//  1. Workload. In a scratch directory: crafted miscompiles (generated
//     modules through a deliberately broken opt or llc wrapper, checked
//     with the oracle), real LLVM crashes (generated modules through the
//     real tools until a few crash findings are stored, bounded in time),
//     and optionally copies of a campaign's finding directories.
//  2. irfuzz. reduce.ReduceFinding on a copy of each finding; its
//     reduced-commands.sh must still exit 0.
//  3. llvm-reduce. The same source.ll with an interestingness script that
//     runs `irfuzz check` on the candidate and looks for the finding's
//     signature, under a time limit; the result is counted with our
//     parser and replayed (oracle.Replay) for UB-freedom on the witness.
//  4. Table. Per finding, both reducers; then the three floors.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/internal/faketools"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/reduce"
)

// ReduceConfig says what `irfuzz bench reduce` runs.
type ReduceConfig struct {
	// Jobs is the parallelism of both reducers (reduce.Options.Jobs and
	// llvm-reduce -j); 0 means 2.
	Jobs int
	// Crafted is how many crafted miscompile findings the workload makes
	// (at most one per crafted bug, see CraftedBugs).
	Crafted int
	// Crashes is how many real LLVM 19 crash findings the workload hunts
	// for, within HuntTime.
	Crashes  int
	HuntTime time.Duration
	// Findings, when set, is a campaign's findings directory: its finding
	// directories are copied (never modified) and reduced too, at most
	// Max of them (0: all).
	Findings string
	Max      int
	// Irfuzz is the irfuzz binary the llvm-reduce interestingness script
	// runs (`irfuzz check`).
	Irfuzz string
	// LLVMReduce is the llvm-reduce binary; empty means the one of each
	// finding's LLVM (which parses that release's IR and its flags, such
	// as LLVM 14's -opaque-pointers).
	LLVMReduce string
	// SkipLLVMReduce leaves llvm-reduce out (the table shows irfuzz only).
	SkipLLVMReduce bool
	// LLVMReduceTimeout bounds one llvm-reduce run; 0 means 5 minutes.
	LLVMReduceTimeout time.Duration
	// Progress, if set, gets one line per step.
	Progress io.Writer
	// Keep leaves the scratch directory (findings, both reducers' results)
	// in place; the table's notes name it.
	Keep bool
}

// DefaultReduceConfig is the workload `irfuzz bench reduce` runs by
// default: six crafted miscompiles and four real LLVM 19 crashes.
var DefaultReduceConfig = ReduceConfig{Jobs: 2, Crafted: 6, Crashes: 4, HuntTime: 4 * time.Minute, LLVMReduceTimeout: 5 * time.Minute}

// llvm19Bin is where LLVM 19's tools are installed.
const llvm19Bin = "/usr/lib/llvm-19/bin"

// CraftedBug is a deliberate miscompile: a sed script a wrapper applies to
// the test functions (@tN) of opt's output, or of llc's input at -O2.
type CraftedBug struct {
	Name string
	Sed  string // one sed substitution, e.g. "s/ = add / = sub /"
	// Llc puts the bug in llc at -O2 for x86-64 (a native miscompile);
	// otherwise opt's -O2 output gets it (an IR-level miscompile).
	Llc bool
	// Seed is the first generator seed tried; seeds Seed..Seed+7 are tried
	// until the bug shows.
	Seed uint64
}

// CraftedBugs are the bugs of the crafted workload, in the order used.
var CraftedBugs = []CraftedBug{
	{Name: "opt: add->sub", Sed: "s/ = add / = sub /", Seed: 100},
	{Name: "opt: icmp slt->sle", Sed: "s/ = icmp slt / = icmp sle /", Seed: 200},
	{Name: "llc: sub->add", Sed: "s/ = sub / = add /", Llc: true, Seed: 300},
	{Name: "opt: xor->or", Sed: "s/ = xor / = or /", Seed: 400},
	{Name: "opt: lshr->ashr", Sed: "s/ = lshr / = ashr /", Seed: 500},
	{Name: "llc: icmp ult->ule", Sed: "s/ = icmp ult / = icmp ule /", Llc: true, Seed: 600},
	{Name: "opt: and->or", Sed: "s/ = and / = or /", Seed: 700},
	{Name: "opt: select arms swapped", Sed: `s/ = select i1 \([^,]*\), \([^,]*\), \(.*\)$/ = select i1 \1, \3, \2/`, Seed: 800},
}

// huntSeeds are the generator seeds of the crash hunt (64 test functions
// each), in order: seeds on which a 30-minute LLVM 19.1.7 campaign hit
// distinct crashes (Unsupported library call operation!, Cannot select:
// AArch64ISD::CSEL, AArch64 SIGSEGVs, Cannot select: fcanonicalize), then
// 9001, 9002, ....
func huntSeeds() []uint64 {
	seeds := []uint64{50008, 50075, 50034, 50115, 50000, 50067}
	for i := range 32 {
		seeds = append(seeds, 9001+uint64(i))
	}
	return seeds
}

// ReducerRun is one reducer's result on one finding.
type ReducerRun struct {
	Ran      bool // the reducer was run
	Final    int  // instructions of the result (-1: no result)
	Wall     time.Duration
	TimedOut bool
	// Partial is the size of llvm-reduce's intermediate result when it
	// timed out (-1: none).
	Partial int
	// UB is "yes" (no UB on the witness), "no" (UB there), "n/a" (a crash
	// finding: no witness) or "?" (the witness could not be run; UBNote
	// says why).
	UB     string
	UBNote string
	// Reproduces: for irfuzz, its reduced-commands.sh exited 0; for
	// llvm-reduce, oracle.Replay accepts its result.
	Reproduces bool
	Err        string
	// Argv is llvm-reduce's command line (the script and files in the
	// scratch directory).
	Argv []string `json:",omitempty"`
}

// ReduceRow is one finding of the workload.
type ReduceRow struct {
	Origin    string // crafted bug name, "LLVM 19" or "campaign"
	Kind      string
	Signature string
	Start     int // instructions of source.ll
	Irfuzz    ReducerRun
	LLVM      ReducerRun
}

// ReduceResult is what `irfuzz bench reduce` measured.
type ReduceResult struct {
	LLVM       string // the real toolchain's version
	Jobs       int
	LLVMReduce string // "" when llvm-reduce was left out
	Timeout    time.Duration
	Rows       []*ReduceRow
	// Notes are remarks on the workload (a crafted bug that never showed,
	// a hunt cut short).
	Notes []string
}

// benchFinding is a finding directory of the workload and the tools it
// replays with.
type benchFinding struct {
	dir    string
	tc     *native.Toolchain
	origin string
}

// RunReduce builds the workload in a scratch directory and reduces every
// finding with irfuzz and with llvm-reduce.
func RunReduce(ctx context.Context, cfg ReduceConfig) (*ReduceResult, error) {
	if cfg.Jobs <= 0 {
		cfg.Jobs = 2
	}
	if cfg.LLVMReduceTimeout <= 0 {
		cfg.LLVMReduceTimeout = 5 * time.Minute
	}
	if !cfg.SkipLLVMReduce {
		if cfg.LLVMReduce != "" {
			if _, err := os.Stat(cfg.LLVMReduce); err != nil {
				return nil, fmt.Errorf("llvm-reduce: %w", err)
			}
		}
		if cfg.Irfuzz == "" {
			return nil, errors.New("bench reduce: no irfuzz binary for llvm-reduce's interestingness script")
		}
	}
	tc19, err := native.FromDir(llvm19Bin)
	if err != nil {
		return nil, fmt.Errorf("bench reduce needs LLVM 19: %w", err)
	}
	tmp, err := os.MkdirTemp("", "irfuzz-bench-reduce-")
	if err != nil {
		return nil, fmt.Errorf("bench reduce: scratch directory: %w", err)
	}
	res := &ReduceResult{LLVM: tc19.Version, Jobs: cfg.Jobs, Timeout: cfg.LLVMReduceTimeout}
	if !cfg.SkipLLVMReduce {
		res.LLVMReduce = cfg.LLVMReduce
		if res.LLVMReduce == "" {
			res.LLVMReduce = "the finding's LLVM's"
		}
	}
	if cfg.Keep {
		res.Notes = append(res.Notes, "scratch directory kept: "+tmp)
	} else {
		defer os.RemoveAll(tmp)
	}
	w := &workload{cfg: cfg, tmp: tmp, tc19: tc19, res: res}
	if err := w.crafted(ctx); err != nil {
		return nil, err
	}
	if err := w.crashes(ctx); err != nil {
		return nil, err
	}
	if cfg.Findings != "" {
		if err := w.campaign(); err != nil {
			return nil, err
		}
	}
	for i, f := range w.findings {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		row, err := w.compare(ctx, i, f)
		if err != nil {
			return nil, err
		}
		res.Rows = append(res.Rows, row)
	}
	return res, nil
}

// workload is the state of one RunReduce.
type workload struct {
	cfg      ReduceConfig
	tmp      string
	tc19     *native.Toolchain
	res      *ReduceResult
	findings []benchFinding
}

func (w *workload) progress(format string, a ...any) {
	if w.cfg.Progress != nil {
		fmt.Fprintf(w.cfg.Progress, "bench reduce: "+format+"\n", a...)
	}
}

// wrapperToolchain writes opt and llc wrappers around the real LLVM 19
// tools into dir, the bug in one of them, and loads them. The bug's sed
// script applies to the test functions (@t0, @t1, ...) only; anything else
// (--version, other -O levels, the harness) goes to the real tool.
func (w *workload) wrapperToolchain(dir string, bug CraftedBug) (*native.Toolchain, error) {
	sed := "/^define .*@t[0-9]*(/,/^}/ " + bug.Sed
	optBody, llcBody := faketools.OptSed("", sed), faketools.PassThrough
	if bug.Llc {
		optBody, llcBody = faketools.PassThrough, faketools.LlcSed(sed)
	}
	tc, err := faketools.Write(dir, llvm19Bin, optBody, llcBody)
	if err != nil {
		return nil, fmt.Errorf("wrapper toolchain: %w", err)
	}
	return tc, nil
}

// crafted makes one finding for each of the first cfg.Crafted crafted
// bugs: a generated module with a few test functions through the broken
// tool, checked by the oracle.
func (w *workload) crafted(ctx context.Context) error {
	gcfg := gen.DefaultConfig()
	gcfg.LLVM = 19
	gcfg.MinTests, gcfg.MaxTests = 4, 4
	x86, err := native.LookupTarget("x86_64")
	if err != nil {
		return err
	}
	made := 0
	for k, bug := range CraftedBugs {
		if made >= w.cfg.Crafted {
			break
		}
		if bug.Llc && len(x86.Missing()) > 0 {
			w.res.Notes = append(w.res.Notes, fmt.Sprintf("crafted bug %q left out: x86_64 needs %s", bug.Name, strings.Join(x86.Missing(), ", ")))
			continue
		}
		dir := filepath.Join(w.tmp, fmt.Sprintf("crafted-%d", k))
		tc, err := w.wrapperToolchain(filepath.Join(dir, "bin"), bug)
		if err != nil {
			return err
		}
		ocfg := oracle.Config{Toolchain: tc, Pipelines: []string{"O2"}, Levels: []string{"O0"}, Inputs: 16, WorkDir: filepath.Join(dir, "work")}
		if bug.Llc {
			ocfg.Pipelines, ocfg.Levels, ocfg.Targets, ocfg.NativeInputs = []string{"O0"}, []string{"O2"}, []*native.Target{x86}, 8
		}
		store, err := finding.OpenStore(filepath.Join(dir, "findings"))
		if err != nil {
			return err
		}
		o, err := oracle.New(ocfg, store)
		if err != nil {
			return err
		}
		want := finding.KindIR
		if bug.Llc {
			want = finding.KindNative
		}
		var found *finding.Finding
		for seed := bug.Seed; seed < bug.Seed+8 && found == nil; seed++ {
			m, err := gen.Generate(seed, gcfg)
			if err != nil {
				return fmt.Errorf("gen seed %d: %w", seed, err)
			}
			r, err := o.Check(ctx, m, oracle.Origin{Seed: seed, What: fmt.Sprintf("gen seed %d, crafted bug %q", seed, bug.Name)})
			if err != nil {
				return fmt.Errorf("crafted bug %q, seed %d: %w", bug.Name, seed, err)
			}
			for _, f := range r.Findings {
				if f.Kind == want && f.Dir != "" {
					found = f
					break
				}
			}
		}
		if found == nil {
			w.res.Notes = append(w.res.Notes, fmt.Sprintf("crafted bug %q showed on no seed in %d..%d", bug.Name, bug.Seed, bug.Seed+7))
			continue
		}
		w.progress("crafted %q: %s (seed %d)", bug.Name, found.Signature, found.Seed)
		w.findings = append(w.findings, benchFinding{dir: found.Dir, tc: tc, origin: bug.Name})
		made++
	}
	return nil
}

// crashes runs the whole oracle with the real LLVM 19 tools on generated
// modules until cfg.Crashes crash findings are stored or the hunt's time
// is up.
func (w *workload) crashes(ctx context.Context) error {
	if w.cfg.Crashes <= 0 {
		return nil
	}
	var targets []*native.Target
	for _, n := range native.DefaultTargets {
		t, err := native.LookupTarget(n)
		if err != nil {
			return err
		}
		if len(t.Missing()) == 0 {
			targets = append(targets, t)
		}
	}
	dir := filepath.Join(w.tmp, "hunt")
	store, err := finding.OpenStore(filepath.Join(dir, "findings"))
	if err != nil {
		return err
	}
	o, err := oracle.New(oracle.Config{Toolchain: w.tc19, Pipelines: []string{"O2"}, Targets: targets, Levels: []string{"O0", "O2"},
		Inputs: 4, Exhaustive: 1, NativeInputs: 2, WorkDir: filepath.Join(dir, "work")}, store)
	if err != nil {
		return err
	}
	gcfg := gen.DefaultConfig()
	gcfg.LLVM = 19
	gcfg.MinTests, gcfg.MaxTests = 64, 64
	hctx, cancel := context.WithTimeout(ctx, w.cfg.HuntTime)
	defer cancel()
	// Crash findings as stored, and how many distinct messages they have
	// (the same bug shows for several targets); the hunt stops when there
	// are enough distinct ones.
	var found []*finding.Finding
	messages := map[string]bool{}
	for _, seed := range huntSeeds() {
		if len(messages) >= w.cfg.Crashes || hctx.Err() != nil {
			break
		}
		m, err := gen.Generate(seed, gcfg)
		if err != nil {
			return fmt.Errorf("gen seed %d: %w", seed, err)
		}
		r, err := o.Check(hctx, m, oracle.Origin{Seed: seed, What: fmt.Sprintf("gen seed %d", seed)})
		if err != nil && hctx.Err() == nil {
			return fmt.Errorf("crash hunt, seed %d: %w", seed, err)
		}
		if r == nil {
			break
		}
		w.progress("crash hunt: seed %d, %d tests, %d findings%s", seed, r.Tests, len(r.Findings), skipNote(r.Skipped))
		for _, f := range r.Findings {
			if f.Kind == finding.KindCrash && f.Dir != "" {
				w.progress("crash hunt: %s (seed %d)", f.Signature, seed)
				found = append(found, f)
				messages[crashMessage(f.Signature)] = true
			}
		}
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	// Distinct messages first, in the order found; then the rest.
	var pick, rest []*finding.Finding
	taken := map[string]bool{}
	for _, f := range found {
		if msg := crashMessage(f.Signature); !taken[msg] {
			taken[msg] = true
			pick = append(pick, f)
		} else {
			rest = append(rest, f)
		}
	}
	pick = append(pick, rest...)
	pick = pick[:min(len(pick), w.cfg.Crashes)]
	for _, f := range pick {
		w.findings = append(w.findings, benchFinding{dir: f.Dir, tc: w.tc19, origin: "LLVM 19"})
	}
	if len(pick) < w.cfg.Crashes {
		w.res.Notes = append(w.res.Notes, fmt.Sprintf("crash hunt found %d of %d crashes within %s", len(pick), w.cfg.Crashes, w.cfg.HuntTime))
	}
	return nil
}

// crashMessage is a crash signature without its tool and target
// ("crash/llc/aarch64/LLVM ERROR: ..." -> "LLVM ERROR: ...").
func crashMessage(sig string) string {
	parts := strings.SplitN(sig, "/", 4)
	return parts[len(parts)-1]
}

// campaign copies up to cfg.Max finding directories of cfg.Findings,
// taking the kinds in turn (sorted by directory name within a kind).
func (w *workload) campaign() error {
	ents, err := os.ReadDir(w.cfg.Findings)
	if err != nil {
		return fmt.Errorf("findings: %w", err)
	}
	byKind := map[string][]string{}
	var kinds []string
	for _, e := range ents {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		f, err := finding.Load(filepath.Join(w.cfg.Findings, e.Name()))
		if err != nil {
			continue
		}
		if byKind[f.Kind] == nil {
			kinds = append(kinds, f.Kind)
		}
		byKind[f.Kind] = append(byKind[f.Kind], e.Name())
	}
	slices.Sort(kinds)
	var pick []string
	for len(pick) < w.cfg.Max || w.cfg.Max <= 0 {
		more := false
		for _, k := range kinds {
			if len(byKind[k]) > 0 && (len(pick) < w.cfg.Max || w.cfg.Max <= 0) {
				pick = append(pick, byKind[k][0])
				byKind[k] = byKind[k][1:]
				more = true
			}
		}
		if !more {
			break
		}
	}
	for _, name := range pick {
		dst := filepath.Join(w.tmp, "campaign", name)
		if err := os.CopyFS(dst, os.DirFS(filepath.Join(w.cfg.Findings, name))); err != nil {
			return fmt.Errorf("copying finding %s: %w", name, err)
		}
		f, err := finding.Load(dst)
		if err != nil {
			return err
		}
		major := 0
		fmt.Sscanf(f.LLVM, "%d", &major)
		tc, err := native.Find(major, "")
		if err != nil {
			return fmt.Errorf("finding %s: %w", name, err)
		}
		w.findings = append(w.findings, benchFinding{dir: dst, tc: tc, origin: "campaign"})
	}
	return nil
}

// compare reduces finding i with both reducers, each on its own copy.
func (w *workload) compare(ctx context.Context, i int, bf benchFinding) (*ReduceRow, error) {
	f, err := finding.Load(bf.dir)
	if err != nil {
		return nil, err
	}
	row := &ReduceRow{Origin: bf.origin, Kind: f.Kind, Signature: f.Signature, Start: -1,
		Irfuzz: ReducerRun{Final: -1, Partial: -1}, LLVM: ReducerRun{Final: -1, Partial: -1}}
	if m, err := ir.ParseFileVerified(filepath.Join(bf.dir, "source.ll")); err == nil {
		row.Start = reduce.Size(m)
	}
	base := filepath.Join(w.tmp, fmt.Sprintf("reduce-%d", i))
	mine, theirs := filepath.Join(base, "irfuzz"), filepath.Join(base, "llvm-reduce")
	for _, d := range []string{mine, theirs} {
		if err := os.CopyFS(d, os.DirFS(bf.dir)); err != nil {
			return nil, fmt.Errorf("copying finding: %w", err)
		}
	}
	work := filepath.Join(base, "work")
	if err := os.MkdirAll(work, 0o755); err != nil {
		return nil, err
	}
	ocfg := oracle.Config{Toolchain: bf.tc, WorkDir: work}
	w.progress("[%d/%d] irfuzz reduce %s (%d instructions)", i+1, len(w.findings), f.Signature, row.Start)
	w.runIrfuzz(ctx, mine, f, ocfg, &row.Irfuzz)
	w.progress("[%d/%d] irfuzz: %d instructions, %s, UB-free %s, reproduces %v %s", i+1, len(w.findings), row.Irfuzz.Final, row.Irfuzz.Wall.Round(time.Millisecond), row.Irfuzz.UB, row.Irfuzz.Reproduces, row.Irfuzz.Err)
	if !w.cfg.SkipLLVMReduce {
		w.progress("[%d/%d] llvm-reduce %s", i+1, len(w.findings), f.Signature)
		w.runLLVMReduce(ctx, theirs, f, bf.tc, ocfg, &row.LLVM)
		w.progress("[%d/%d] llvm-reduce: %d instructions, %s, UB-free %s, replays %v %s", i+1, len(w.findings), row.LLVM.Final, row.LLVM.Wall.Round(time.Millisecond), row.LLVM.UB, row.LLVM.Reproduces, row.LLVM.Err)
	}
	return row, ctx.Err()
}

// runIrfuzz reduces the finding in dir with reduce.ReduceFinding and runs
// the reduced-commands.sh it writes.
func (w *workload) runIrfuzz(ctx context.Context, dir string, f *finding.Finding, ocfg oracle.Config, run *ReducerRun) {
	run.Ran = true
	start := time.Now()
	res, err := reduce.ReduceFinding(ctx, dir, reduce.FindingOptions{Options: reduce.Options{Jobs: w.cfg.Jobs}, Config: ocfg})
	run.Wall = time.Since(start)
	if err != nil {
		run.Err = firstLine(err.Error())
		return
	}
	run.Final = res.Stats.FinalSize
	run.UB, run.UBNote = ubOf(f, res.Verdict)
	run.Reproduces, run.Err = runCommands(ctx, filepath.Join(dir, reduce.CommandsFile))
}

// runCommands runs a reproduction script; it reports whether it exited 0
// and, if not, what it printed last.
func runCommands(ctx context.Context, script string) (bool, string) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", script)
	cmd.Dir = filepath.Dir(script)
	cmd.WaitDelay = 5 * time.Second
	out, err := cmd.CombinedOutput()
	if err == nil {
		return true, ""
	}
	return false, fmt.Sprintf("%s: %v: %s", filepath.Base(script), err, lastLine(string(out)))
}

// ubOf says whether a verdict's candidate is free of UB on the witness.
func ubOf(f *finding.Finding, v oracle.ReplayVerdict) (string, string) {
	switch {
	case f.Kind != finding.KindIR && f.Kind != finding.KindNative:
		return "n/a", ""
	case v.UBFree:
		return "yes", ""
	case strings.Contains(v.Reason, "no defined outcome on the witness"):
		return "no", v.Reason
	}
	return "?", v.Reason
}

// scriptPipeline is the --pipelines value of `irfuzz check` that runs
// just the finding's pipeline: one without a comma-split, and for a
// finding on the source itself a cheap one (check always runs some).
func scriptPipeline(p string) string {
	switch {
	case p == "":
		return "O0"
	case strings.Contains(p, ",") && !strings.Contains(p, ";"):
		return p + ";"
	}
	return p
}

// signatureKey is the part of a signature `irfuzz check` must print for
// a candidate to be interesting: the whole signature, but for a function
// tag with a hash of its code (…/unbisected/t3@1a2b3c4d) only up to the
// @, and for a memory-safety crash (whose stack varies) up to the signal.
func signatureKey(sig string) string {
	if i := strings.Index(sig, "/unbisected/"); i >= 0 {
		if j := strings.LastIndexByte(sig, '@'); j > i {
			return sig[:j+1]
		}
	}
	for _, s := range []string{"/SIGSEGV", "/SIGBUS"} {
		if i := strings.Index(sig, s); i >= 0 {
			return sig[:i+len(s)]
		}
	}
	return sig
}

// checkArgv is the `irfuzz check` command line that looks for the finding
// on candidate: the finding's tools, pipeline, target and level, and
// bisection only when the signature names a pass. `irfuzz check` needs a
// target: a finding of opt gets the compile-only aarch64_be at -O0.
func checkArgv(irfuzz string, tc *native.Toolchain, f *finding.Finding, candidate, out string) []string {
	target, level := f.Target, f.Level
	if target == "" {
		target, level = "aarch64_be", "O0"
	}
	argv := []string{irfuzz, "check", candidate, "--llvm-bin", tc.Dir, "--pipelines", scriptPipeline(f.Pipeline),
		"--targets", target, "--levels", level, "--out", out}
	if f.Pass == "" {
		argv = append(argv, "--no-blame")
	}
	return argv
}

// interestingScript is llvm-reduce's --test: checkArgv on the candidate
// ($1), exit 0 iff it reports the finding's signature (signatureKey).
func interestingScript(irfuzz string, tc *native.Toolchain, f *finding.Finding) string {
	var quoted []string
	for _, a := range checkArgv(irfuzz, tc, f, "@CAND@", "@OUT@") {
		switch a {
		case "@CAND@":
			quoted = append(quoted, `"$1"`)
		case "@OUT@":
			quoted = append(quoted, `"$w/findings"`)
		default:
			quoted = append(quoted, native.ShellQuote(a))
		}
	}
	return "#!/bin/sh\n" +
		"# Interesting iff irfuzz check reports " + f.Signature + "\n" +
		"w=$(mktemp -d \"${TMPDIR:-/tmp}/irfuzz-test.XXXXXX\") || exit 2\n" +
		strings.Join(quoted, " ") + " > \"$w/log\" 2>&1\n" +
		"grep -qF -- " + native.ShellQuote(signatureKey(f.Signature)) + " \"$w/log\"; status=$?\n" +
		"rm -rf \"$w\"\n" +
		"exit $status\n"
}

// ownWitness judges UB-freedom of llvm-reduce's result when the finding's
// witness does not apply to it (llvm-reduce changed the test function's
// type): `irfuzz check` runs on it once more, and the finding with the
// signature it stores is replayed on its own witness.
func (w *workload) ownWitness(ctx context.Context, dir, result string, f *finding.Finding, tc *native.Toolchain, ocfg oracle.Config) (string, string) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	out := filepath.Join(dir, "own-witness")
	argv := checkArgv(w.cfg.Irfuzz, tc, f, result, out)
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "TMPDIR="+filepath.Join(dir, "tmp"))
	cmd.WaitDelay = 5 * time.Second
	log, _ := cmd.CombinedOutput()
	ents, _ := os.ReadDir(out)
	key := signatureKey(f.Signature)
	for _, e := range ents {
		fd := filepath.Join(out, e.Name())
		g, err := finding.Load(fd)
		if err != nil || !strings.HasPrefix(g.Signature, key) {
			continue
		}
		m, err := ir.ParseFileVerified(filepath.Join(fd, "source.ll"))
		if err != nil {
			return "?", "own witness: " + firstLine(err.Error())
		}
		rp, err := oracle.NewReplay(ocfg, fd)
		if err != nil {
			return "?", "own witness: " + firstLine(err.Error())
		}
		v, err := rp.Check(ctx, m)
		if err != nil {
			return "?", "own witness: " + firstLine(err.Error())
		}
		ub, note := ubOf(g, v)
		if ub == "?" {
			return "?", "own witness: " + note
		}
		return ub + "*", note
	}
	return "?", "irfuzz check no longer reports it: " + lastLine(string(log))
}

// parallelReduce reports whether llvm-reduce binary bin takes -j (LLVM
// 14's does not: it then tests one candidate at a time).
func parallelReduce(bin string) bool {
	out, _ := exec.Command(bin, "--help").Output()
	return bytes.Contains(out, []byte(" -j ")) || bytes.Contains(out, []byte(" -j="))
}

// runLLVMReduce reduces the finding's source.ll in dir with llvm-reduce
// (default delta passes) under the time limit, counts the result's
// instructions and replays it.
func (w *workload) runLLVMReduce(ctx context.Context, dir string, f *finding.Finding, tc *native.Toolchain, ocfg oracle.Config, run *ReducerRun) {
	run.Ran = true
	script := filepath.Join(dir, "interesting.sh")
	if err := os.WriteFile(script, []byte(interestingScript(w.cfg.Irfuzz, tc, f)), 0o755); err != nil {
		run.Err = err.Error()
		return
	}
	scratch := filepath.Join(dir, "tmp")
	if err := os.MkdirAll(scratch, 0o755); err != nil {
		run.Err = err.Error()
		return
	}
	out := filepath.Join(dir, "llvm-reduced.ll")
	rctx, cancel := context.WithTimeout(ctx, w.cfg.LLVMReduceTimeout)
	defer cancel()
	bin := w.cfg.LLVMReduce
	if bin == "" {
		bin = filepath.Join(tc.Dir, "llvm-reduce")
		if _, err := os.Stat(bin); err != nil {
			// A fake toolchain (crafted findings) wraps opt and llc only:
			// the installed release of the same major has llvm-reduce.
			if real, err := native.Find(tc.Major, ""); err == nil {
				bin = filepath.Join(real.Dir, "llvm-reduce")
			}
		}
	}
	argv := append([]string{bin}, tc.IRFlags()...)
	if parallelReduce(bin) {
		argv = append(argv, "-j", strconv.Itoa(w.cfg.Jobs))
	}
	argv = append(argv, "--test", script, "-o", out, filepath.Join(dir, "source.ll"))
	run.Argv = argv
	cmd := exec.CommandContext(rctx, argv[0], argv[1:]...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "TMPDIR="+scratch)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
	var log bytes.Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	start := time.Now()
	err := cmd.Run()
	run.Wall = time.Since(start)
	if rctx.Err() != nil && ctx.Err() == nil {
		run.TimedOut, run.Err = true, "timeout"
		// llvm-reduce writes its best module so far after each delta pass.
		if m, err := ir.ParseFileVerified(out); err == nil {
			run.Partial = reduce.Size(m)
		}
		return
	}
	if err != nil {
		run.Err = fmt.Sprintf("llvm-reduce: %v: %s", err, lastLine(log.String()))
		return
	}
	m, err := ir.ParseFileVerified(out)
	if err != nil {
		run.Err = "result: " + firstLine(err.Error())
		return
	}
	run.Final = reduce.Size(m)
	rp, err := oracle.NewReplay(ocfg, dir)
	if err != nil {
		run.Err = firstLine(err.Error())
		return
	}
	v, err := rp.Check(ctx, m)
	if err != nil {
		run.Err = firstLine(err.Error())
		return
	}
	run.Reproduces = v.Reproduces
	run.UB, run.UBNote = ubOf(f, v)
	if !v.Reproduces {
		run.Err = "replay: " + v.Reason
	}
	if run.UB == "?" {
		run.UB, run.UBNote = w.ownWitness(ctx, dir, out, f, tc, ocfg)
	}
}

func skipNote(why string) string {
	if why == "" {
		return ""
	}
	return " (skipped: " + why + ")"
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

func lastLine(s string) string {
	s = strings.TrimRight(s, "\n")
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}

// Floors are the acceptance figures of the comparison.
type Floors struct {
	Rows int
	// SmallerOrEqual counts findings where irfuzz's result has no more
	// instructions than llvm-reduce's (after a llvm-reduce timeout: than
	// its result so far, if any); an irfuzz failure, or a llvm-reduce
	// failure, counts for neither.
	SmallerOrEqual int
	// IrfuzzWall and LLVMWall sum the walls over the findings both
	// reducers finished (llvm-reduce timeouts count at the limit).
	IrfuzzWall, LLVMWall time.Duration
	Compared             int
	// Good counts irfuzz results that are UB-free (or crashes) and whose
	// reduced-commands.sh reproduces.
	Good int
}

// Floors computes the floors over the rows.
func (r *ReduceResult) Floors() Floors {
	fl := Floors{Rows: len(r.Rows)}
	for _, row := range r.Rows {
		mine, theirs := row.Irfuzz, row.LLVM
		ok := mine.Final >= 0 && mine.Err == ""
		if ok && (mine.UB == "yes" || mine.UB == "n/a") && mine.Reproduces {
			fl.Good++
		}
		if !ok || !theirs.Ran {
			continue
		}
		switch {
		case theirs.TimedOut && (theirs.Partial < 0 || mine.Final <= theirs.Partial):
			fl.SmallerOrEqual++
		case theirs.Final >= 0 && mine.Final <= theirs.Final:
			fl.SmallerOrEqual++
		}
		if theirs.TimedOut || theirs.Final >= 0 {
			fl.Compared++
			fl.IrfuzzWall += mine.Wall
			fl.LLVMWall += theirs.Wall
		}
	}
	return fl
}

// WriteTable prints one line per finding and the three floors.
func (r *ReduceResult) WriteTable(w io.Writer) error {
	var b strings.Builder
	p := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	p("LLVM %s, %d jobs for both reducers", r.LLVM, r.Jobs)
	if r.LLVMReduce != "" {
		p("; llvm-reduce: %s, default delta passes, --test = irfuzz check, limit %s", r.LLVMReduce, r.Timeout)
	}
	p("\nsizes are instructions (reduce.Size); UB-free: under the reference semantics, on the witness oracle.Replay shows the bug on\n")
	p("(the finding's, or for an IR-level finding another sampled input when that no longer shows it; n/a: crash;\n")
	p("yes*: Replay does not accept the result, UB-free on the witness irfuzz check finds on it);\n")
	p("repro: reduced-commands.sh exits 0; replay: oracle.Replay accepts the result\n\n")
	p("%-3s %-22s %-44s %6s | %-27s %6s | %-27s %6s\n", "#", "origin", "finding", "start", "irfuzz final/wall/UB-free", "repro", "llvm-reduce final/wall/UB-free", "replay")
	var notes []string
	for i, row := range r.Rows {
		mine := cell(row.Irfuzz)
		theirs := "-"
		replay := "-"
		if row.LLVM.Ran {
			theirs = cell(row.LLVM)
			if row.LLVM.Final >= 0 {
				replay = yesNo(row.LLVM.Reproduces)
			}
		}
		p("%-3d %-22s %-44s %6d | %-27s %6s | %-27s %6s\n", i+1, trunc(row.Origin, 22), trunc(row.Signature, 44), row.Start,
			mine, yesNo(row.Irfuzz.Reproduces), theirs, replay)
		for _, n := range []struct{ who, s string }{
			{"irfuzz", row.Irfuzz.Err}, {"irfuzz UB", row.Irfuzz.UBNote},
			{"llvm-reduce", row.LLVM.Err}, {"llvm-reduce UB", row.LLVM.UBNote},
		} {
			if n.s != "" && n.s != "timeout" {
				notes = append(notes, fmt.Sprintf("  #%d %s: %s", i+1, n.who, trunc(n.s, 150)))
			}
		}
	}
	fl := r.Floors()
	need := (8*fl.Rows + 9) / 10
	p("\nfloors (%d findings):\n", fl.Rows)
	if r.LLVMReduce != "" {
		p("  irfuzz final <= llvm-reduce final: %d of %d (need %d): %s\n", fl.SmallerOrEqual, fl.Rows, need, holds(fl.SmallerOrEqual >= need))
		p("  total wall over %d findings (a timed-out llvm-reduce counts its limit): irfuzz %.1fs, llvm-reduce %.1fs: %s\n", fl.Compared,
			fl.IrfuzzWall.Seconds(), fl.LLVMWall.Seconds(), holds(fl.Compared > 0 && fl.IrfuzzWall <= fl.LLVMWall))
	}
	pct := 0.0
	if fl.Rows > 0 {
		pct = 100 * float64(fl.Good) / float64(fl.Rows)
	}
	p("  irfuzz outputs UB-free and reproducing with reduced-commands.sh: %d of %d (%.0f%%): %s\n", fl.Good, fl.Rows, pct, holds(fl.Rows > 0 && fl.Good == fl.Rows))
	if len(notes) > 0 {
		p("\nnotes:\n%s\n", strings.Join(notes, "\n"))
	}
	for _, n := range r.Notes {
		p("  %s\n", n)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// cell prints one reducer's final size, wall time and UB-freedom.
func cell(run ReducerRun) string {
	switch {
	case !run.Ran:
		return "-"
	case run.TimedOut && run.Partial >= 0:
		return fmt.Sprintf("timeout %.0fs (at %d)", run.Wall.Seconds(), run.Partial)
	case run.TimedOut:
		return fmt.Sprintf("timeout %.0fs", run.Wall.Seconds())
	case run.Final < 0:
		return fmt.Sprintf("failed %.1fs", run.Wall.Seconds())
	}
	return fmt.Sprintf("%d / %.1fs / %s", run.Final, run.Wall.Seconds(), run.UB)
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func holds(ok bool) string {
	if ok {
		return "holds"
	}
	return "DOES NOT HOLD"
}

func trunc(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n-1] + "~"
}
