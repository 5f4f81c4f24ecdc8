package corpus

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/lazyre"
	"github.com/irfuzz/irfuzz/internal/parallel"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// States of a checked case.
const (
	// StateOpen: a recorded finding reproduces and was never seen fixed on
	// this release or an older one.
	StateOpen = "open"
	// StateFixed: a recorded finding does not reproduce.
	StateFixed = "fixed"
	// StateChanged: a recorded finding no longer shows with its
	// signature, but a bug of its kind does with another (a crash with
	// another message, a miscompile bisected to another pass): the bug
	// moved; the reason names the new signature.
	StateChanged = "changed"
	// StateRegressed: a recorded finding reproduces although it was seen
	// fixed on this release or an older one (Case.FixedEvidence: a state
	// line, fixed-in, or status fixed), whatever its kind.
	StateRegressed = "regressed"
	// StateCrashes: the release's opt or llc crashed on the case before
	// the replay could tell whether the recorded finding shows (a
	// miscompile whose pipeline or build dies): not fixed, not the bug.
	StateCrashes = "crashes"
	// StateCannotBuild: the release's tools failed on the case otherwise
	// (opt exited with an error, the program could not be built or run):
	// not fixed either.
	StateCannotBuild = "cannot build"
	// StatePass: an expect-pass case on which the oracle found nothing.
	StatePass = "pass"
	// StateFail: an expect-pass case on which the oracle found something.
	StateFail = "fail"
	// StateSkipped: the case was not checked (it does not apply to this
	// release, its target cannot run here, it cannot be replayed).
	StateSkipped = "skipped"
)

// States lists the states in the order totals are printed.
var States = []string{StateOpen, StateChanged, StateFixed, StateCrashes, StateCannotBuild, StateRegressed, StatePass, StateFail, StateSkipped}

// Result is what checking one case on one LLVM release found.
type Result struct {
	Case    *Case
	Major   int    // the LLVM release checked on
	Version string // its full version ("19.1.7"; the major alone when unknown)
	State   string // one of States
	// Recorded is the state the case's header records for Version ("":
	// none), as it was before the check.
	Recorded string
	// Reason says why: what differs (open, regressed), why it no longer
	// reproduces (fixed), the findings (fail), why it was not checked
	// (skipped).
	Reason string
	// Unreadable marks a skipped result whose release cannot read the
	// case: its tools reject the module (irfuzz's printing of it, adapted
	// to the release with ir.ForRelease), or, for a case that builds a
	// program, the harness IR irfuzz links the program with. LLVM 13's
	// llc reads no alloca or global used as `ptr`: it makes its
	// LLVMContext before it parses its command line, so
	// -force-opaque-pointers never reaches the context and every
	// alloca and global gets a typed pointer type (opt 13 parses first
	// and reads them). A release older than an intrinsic the case
	// declares reads it as an external function, so it cannot read the
	// case either. Reason says what they said.
	Unreadable bool
}

// Check replays cases on the toolchain of cfg, which is LLVM release major
// (0: cfg.Toolchain.Major) of version cfg.Toolchain.Version, jobs at a
// time (0: one per core). A recorded finding is written as a finding
// directory and re-checked by oracle.Replay; an expect-pass case goes
// through the whole oracle with its pipelines, targets and levels. A
// finding that reproduces is regressed when its header says it was fixed
// on this version or an older one (Case.FixedEvidence), else open.
// Results are in the order of cases; a cancelled ctx leaves the unchecked
// cases skipped.
func Check(ctx context.Context, cases []*Case, cfg oracle.Config, major, jobs int) []Result {
	version := ""
	if cfg.Toolchain != nil {
		if major == 0 {
			major = cfg.Toolchain.Major
		}
		if cfg.Toolchain.Major == major {
			version = cfg.Toolchain.Version
		}
	}
	if version == "" && major > 0 {
		version = strconv.Itoa(major)
	}
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	results := make([]Result, len(cases))
	parallel.Each(len(cases), jobs, func(i int) {
		c := cases[i]
		state, reason, unreadable := checkOne(ctx, c, cfg, major, version)
		results[i] = Result{Case: c, Major: major, Version: version, State: state, Recorded: c.StateOn(version), Reason: reason, Unreadable: unreadable}
	})
	return results
}

// checkOne checks one case on LLVM version, of release major;
// unreadable says the release cannot read it (Result.Unreadable).
func checkOne(ctx context.Context, c *Case, cfg oracle.Config, major int, version string) (state, reason string, unreadable bool) {
	defer func() {
		if p := recover(); p != nil {
			state, reason, unreadable = StateSkipped, fmt.Sprintf("internal error: %v", p), false
		}
	}()
	if err := ctx.Err(); err != nil {
		return StateSkipped, "cancelled", false
	}
	if cfg.Toolchain == nil {
		return StateSkipped, "no toolchain", false
	}
	if !c.AppliesTo(major) {
		return StateSkipped, fmt.Sprintf("applies to LLVM %s only", joinInts(c.Applies)), false
	}
	work, err := os.MkdirTemp(cfg.WorkDir, "irfuzz-corpus-")
	if err != nil {
		return StateSkipped, "work directory: " + err.Error(), false
	}
	defer os.RemoveAll(work)
	cfg.WorkDir = work
	m, adapted, why := forRelease(ctx, c, cfg, major, version)
	if why != "" {
		return StateSkipped, why, m != nil
	}
	if c.Status == StatusExpectPass {
		state, reason = checkExpectPass(ctx, c, cfg)
		return state, reason, false
	}
	state, reason = checkFinding(ctx, c, cfg, m, version)
	if adapted != "" && state != StateSkipped {
		reason += " (" + adapted + ")"
	}
	return state, reason, false
}

// forRelease parses the case's module and adapts it to LLVM release
// major (ir.ForRelease), and asks the release's opt whether it reads
// it, and, for a case that builds a program, irfuzz's harness IR (see
// harnessProbe). It returns the module, what the adaptation changed
// ("adapted for LLVM 14: dropped icmp samesign"; "" when nothing), and
// why the case cannot be checked ("" when it can): with a nil module
// when irfuzz cannot parse or adapt it, with the module when the
// release cannot read it.
func forRelease(ctx context.Context, c *Case, cfg oracle.Config, major int, version string) (m *ir.Module, adapted, why string) {
	m, err := ir.Parse(c.Path, []byte(c.Source))
	if err != nil {
		return nil, "", firstLine(err.Error())
	}
	if ir.NeedsRewrite(m, major) {
		fm, changes, err := ir.ForRelease(m, major)
		if err != nil {
			return nil, "", firstLine(err.Error())
		}
		m = fm
		if len(changes) > 0 {
			adapted = fmt.Sprintf("adapted for LLVM %d: %s", major, strings.Join(changes, ", "))
		}
	}
	// A release reads an intrinsic it does not have as an external
	// function, and its program then crashes calling it.
	for _, f := range m.Funcs {
		if in := ir.LookupIntrinsic(f.Name); in != nil && in.Since > major {
			return m, adapted, fmt.Sprintf("LLVM %s cannot read it: it has no @%s (it came in LLVM %d)", version, in.Name, in.Since)
		}
	}
	text, err := m.Text()
	if err != nil {
		return nil, "", "the module does not print: " + firstLine(err.Error())
	}
	tools := &native.Tools{TC: cfg.Toolchain, Dir: cfg.WorkDir, Lim: cfg.ToolLimits}
	// The tools that read the module: opt, and llc for a back-end case
	// without a pipeline (LLVM 13's opt reads what its llc does not).
	usesLlc := c.Status != StatusExpectPass && c.Target != "" && c.Pipeline == ""
	msg := rejects(ctx, tools, "source.ll", text, false)
	if msg == "" && usesLlc {
		msg = rejects(ctx, tools, "source.ll", text, true)
	}
	if msg != "" {
		if adapted != "" {
			msg += " (" + adapted + ")"
		}
		return m, adapted, fmt.Sprintf("LLVM %s cannot read it: %s", version, msg)
	}
	if needsHarness(c) {
		if msg := rejects(ctx, tools, "harness.ll", harnessProbe, true); msg != "" {
			return m, adapted, fmt.Sprintf("LLVM %s cannot read the harness IR irfuzz builds its program with: %s", version, msg)
		}
	}
	return m, adapted, ""
}

// needsHarness reports whether checking c builds a program with a
// harness irfuzz writes: a native miscompile of a test function, or an
// expect-pass case with targets (a whole program is its own harness).
func needsHarness(c *Case) bool {
	if c.Status == StatusExpectPass {
		return len(c.Targets) > 0
	}
	return c.Kind == finding.KindNative && !c.Program
}

// harnessProbe is IR of the kind every harness irfuzz links a program
// with is written in: globals reached through opaque pointers, and a
// memcpy between them. A release whose llc rejects it cannot build the
// program of any native case.
const harnessProbe = `@__irfuzz.buf = internal global [8 x i8] zeroinitializer, align 16
@__irfuzz.slot = internal global ptr null
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define void @__irfuzz.probe() {
  store ptr @__irfuzz.buf, ptr @__irfuzz.slot
  call void @llvm.memcpy.p0.p0.i64(ptr @__irfuzz.buf, ptr @__irfuzz.slot, i64 8, i1 false)
  ret void
}
`

// reReadError is a tool's complaint that it cannot read its input: a
// parse error at a position, or a module the verifier rejects.
var reReadError = lazyre.New(`\S*\.ll:\d+:\d+: error: .*|error: input module is broken.*`)

// rejects writes text as file in the tools' directory and has the
// release read it: opt's verifier, or (llc set) llc at -O0 emitting
// nothing. It returns the tool's complaint when the tool cannot read the
// module, "" when it read it or failed otherwise (a crash of the tool or
// an error of its back end is for the replay to judge).
func rejects(ctx context.Context, tools *native.Tools, file, text string, llc bool) string {
	if err := os.WriteFile(filepath.Join(tools.Dir, file), []byte(text), 0o644); err != nil {
		return ""
	}
	var r *native.Result
	if llc {
		argv := append([]string{tools.TC.Llc}, tools.TC.IRFlags()...)
		r = native.Run(ctx, tools.Lim, tools.Dir, append(argv, "-O0", "-filetype=null", file, "-o", os.DevNull)...)
	} else {
		r = tools.Opt(ctx, "verify", file, "probe-out.ll")
	}
	if r.OK() || r.StartErr != nil || r.Signal != "" || r.TimedOut || ctx.Err() != nil {
		return ""
	}
	if msg := reReadError.FindString(string(r.Stderr)); msg != "" {
		return filepath.Base(r.Argv[0]) + ": " + msg
	}
	return ""
}

// checkFinding replays a recorded finding on candidate m (the case's
// module as the release reads it).
func checkFinding(ctx context.Context, c *Case, cfg oracle.Config, m *ir.Module, version string) (state, reason string) {
	work := cfg.WorkDir
	if c.Target != "" {
		tg, err := native.LookupTarget(c.Target)
		if err != nil {
			return StateSkipped, err.Error()
		}
		needsRun := c.Kind == finding.KindNative || c.Tool == "link"
		if miss := tg.Missing(); needsRun && len(miss) > 0 {
			return StateSkipped, missingTarget(tg, miss)
		}
		if err := tg.CheckLLVM(cfg.Toolchain.Major); err != nil {
			return StateSkipped, err.Error()
		}
	}
	dir := filepath.Join(work, "finding")
	if err := c.WriteFindingDir(dir); err != nil {
		return StateSkipped, "finding directory: " + err.Error()
	}
	r, err := oracle.NewReplay(cfg, dir)
	if err != nil {
		return StateSkipped, firstLine(err.Error())
	}
	v, err := r.Check(ctx, m)
	if err != nil {
		return StateSkipped, firstLine(err.Error())
	}
	if !v.Reproduces {
		if v.Other != "" {
			return StateChanged, fmt.Sprintf("now %s: %s", v.Other, v.Reason)
		}
		return notShown(v.Reason), v.Reason
	}
	why := v.Reason
	if v.Input != "" && c.Kind != finding.KindCrash {
		why = fmt.Sprintf("%s on (%s): expected %s, got %s", v.Reason, v.Input, v.Expected, v.Actual)
	}
	if ev := c.FixedEvidence(version); len(ev) > 0 {
		return StateRegressed, fmt.Sprintf("was fixed (%s), reproduces again: %s", strings.Join(ev, "; "), why)
	}
	return StateOpen, why
}

// notShown is the state of a recorded finding the replay did not show
// for reason: fixed, unless the release's tools failed before the replay
// could tell (StateCrashes, StateCannotBuild).
func notShown(reason string) string {
	switch {
	case strings.HasPrefix(reason, "opt failed: "):
		if reCrashed.MatchString(reason) {
			return StateCrashes
		}
		return StateCannotBuild
	case strings.HasPrefix(reason, "the program could not be built or run"),
		strings.HasPrefix(reason, "the tool step could not be run"):
		return StateCannotBuild
	}
	return StateFixed
}

// reCrashed is a tool run's description (native.Result.Describe) when a
// signal killed it or it printed a crash.
var reCrashed = lazyre.New(`killed by SIG|LLVM ERROR|Assertion .* failed|UNREACHABLE|Stack dump`)

// missingTarget is the reason a case is skipped when target tg lacks
// what miss lists on this machine.
func missingTarget(tg *native.Target, miss []string) string {
	return fmt.Sprintf("target %s cannot run here: missing %s (scripts/deps.sh --targets %s)", tg.Name, strings.Join(miss, ", "), tg.Name)
}

// checkExpectPass runs the whole oracle on an expect-pass case.
func checkExpectPass(ctx context.Context, c *Case, cfg oracle.Config) (state, reason string) {
	cfg.Pipelines = c.Pipelines
	if len(cfg.Pipelines) == 0 {
		cfg.Pipelines = DefaultPipelines
	}
	cfg.Targets = nil
	for _, name := range c.Targets {
		tg, err := native.LookupTarget(name)
		if err != nil {
			return StateSkipped, err.Error()
		}
		if miss := tg.Missing(); len(miss) > 0 {
			return StateSkipped, missingTarget(tg, miss)
		}
		if err := tg.CheckLLVM(cfg.Toolchain.Major); err != nil {
			return StateSkipped, err.Error()
		}
		cfg.Targets = append(cfg.Targets, tg)
	}
	cfg.Levels = c.Levels
	// A corner case is small: try many inputs, all of them up to 16 bits
	// of arguments (as `irfuzz check` does).
	if cfg.Inputs == 0 {
		cfg.Inputs = 200
	}
	if cfg.Exhaustive == 0 {
		cfg.Exhaustive = 16
	}
	m, err := ir.Parse(c.Path, []byte(c.Source))
	if err == nil {
		err = ir.Verify(m)
	}
	if err != nil {
		return StateSkipped, firstLine(err.Error())
	}
	m = oracle.PrepareForCheck(m)
	store, err := finding.OpenStore(filepath.Join(cfg.WorkDir, "findings"))
	if err != nil {
		return StateSkipped, err.Error()
	}
	o, err := oracle.New(cfg, store)
	if err != nil {
		return StateSkipped, err.Error()
	}
	res, err := o.Check(ctx, m, oracle.Origin{Seed: c.Seed, What: c.Path})
	if err != nil {
		return StateSkipped, firstLine(err.Error())
	}
	switch {
	case res.Skipped != "":
		return StateSkipped, "the oracle cannot run the module: " + res.Skipped
	case res.Tests == 0:
		return StateSkipped, "no test function the oracle can drive"
	case len(res.Findings) > 0:
		var sigs []string
		for _, f := range res.Findings {
			s := f.Signature
			if f.Function != "" {
				s += fmt.Sprintf(" (@%s(%s): expected %s, got %s)", f.Function, f.Input, f.Expected, f.Actual)
			}
			if !slices.Contains(sigs, s) {
				sigs = append(sigs, s)
			}
		}
		return StateFail, strings.Join(sigs, "; ")
	}
	why := fmt.Sprintf("%d test functions, %d inputs through %s", res.Tests, res.Inputs, strings.Join(cfg.Pipelines, " "))
	if len(cfg.Targets) > 0 {
		var names []string
		for _, t := range cfg.Targets {
			names = append(names, t.Name)
		}
		why += fmt.Sprintf("; %d native calls on %s", res.Steps, strings.Join(names, " "))
	}
	return StatePass, why
}

// ExitCode is the exit code of a corpus check: 1 when a case regressed or
// an expect-pass case failed, else 0.
func ExitCode(results []Result) int {
	for _, r := range results {
		if r.State == StateRegressed || r.State == StateFail {
			return 1
		}
	}
	return 0
}

// Record writes into each case the state its results found it in, per
// release: a state line (Case.SetState) for each result in one of
// RecordedStates (open, changed, fixed, pass) on a known version; and an
// open case found fixed on the release it was found with becomes fixed,
// as before. A regressed, failing or skipped result is not recorded: the
// header keeps what it said, so a regression stays one until someone
// edits the case. FixedIn is left as it is (state lines supersede it). It
// returns the cases it changed, each once, for the caller to Write.
func Record(results []Result) []*Case {
	var changed []*Case
	for _, r := range results {
		if !slices.Contains(RecordedStates, r.State) || r.Major <= 0 || r.Version == "" {
			continue
		}
		c := r.Case
		mod := c.SetState(r.Version, r.State)
		if r.State == StateFixed && c.Status == StatusOpen && c.FoundMajor() == r.Major {
			c.Status, mod = StatusFixed, true
		}
		if mod && !slices.Contains(changed, c) {
			changed = append(changed, c)
		}
	}
	return changed
}

// Counts is the number of results in each state.
func Counts(results []Result) map[string]int {
	n := map[string]int{}
	for _, r := range results {
		n[r.State]++
	}
	return n
}

func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = fmt.Sprint(n)
	}
	if len(s) == 0 {
		return "-"
	}
	return strings.Join(s, " ")
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}
