package native

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/internal/lazyre"
	"github.com/irfuzz/irfuzz/release"
)

// Tools runs one toolchain's opt and llc, and each target's linker and
// program, in a working directory, under limits. Every run returns its
// Result, which records the exact command line.
type Tools struct {
	TC  *Toolchain
	Dir string // where outputs go; relative file names are resolved here
	Lim Limits
	// RunLim bounds a test program's run (0 fields: 20 s, 2 GiB).
	RunLim Limits
	// NoHangRetry makes a step that times out count at once, without the
	// second run with twice the time (for repeated reproductions).
	NoHangRetry bool
	// StepLimit bounds one step of a harness program (0: 2 s).
	StepLimit time.Duration
}

// PassesFlag turns a pipeline name into opt's -passes flag: O1, O2, O3, Os,
// Oz become default<ON>; anything else is taken as a -passes string (with
// or without the "-passes=" prefix).
func PassesFlag(pipeline string) string {
	switch pipeline {
	case "O0", "O1", "O2", "O3", "Os", "Oz":
		return "-passes=default<" + pipeline + ">"
	}
	return "-passes=" + strings.TrimPrefix(pipeline, "-passes=")
}

// reBareInstCombine is an instcombine pass of a -passes string without
// parameters of its own.
var reBareInstCombine = lazyre.New(`\binstcombine\b(?:[^<-]|$)`)

// PassesFlagFor is PassesFlag for release major: where the release has
// InstCombine's fixpoint verification, a bare instcombine in a -passes
// string runs as instcombine<no-verify-fixpoint>, so that a pipeline that
// names InstCombine alone reports miscompiles and crashes, not the
// verification's "did not reach a fixpoint", which LLVM does not take as
// a bug.
func PassesFlagFor(major int, pipeline string) string {
	flag := PassesFlag(pipeline)
	if !release.Has(major, release.InstCombineNoVerifyFixpoint) || strings.HasPrefix(flag, "-passes=default<") {
		return flag
	}
	return reBareInstCombine.Get().ReplaceAllStringFunc(flag, func(m string) string {
		return "instcombine<no-verify-fixpoint>" + strings.TrimPrefix(m, "instcombine")
	})
}

// OptArgv is the opt command line that runs pipeline on in, writing out.
func (t *Tools) OptArgv(pipeline, in, out string, extra ...string) []string {
	argv := append([]string{t.TC.Opt}, t.TC.IRFlags()...)
	argv = append(argv, PassesFlagFor(t.TC.Major, pipeline), "-S", in, "-o", out)
	return append(argv, extra...)
}

// Opt runs pipeline on the module in file in, writing file out.
func (t *Tools) Opt(ctx context.Context, pipeline, in, out string, extra ...string) *Result {
	return Run(ctx, t.Lim, t.Dir, t.OptArgv(pipeline, in, out, extra...)...)
}

// LlcArgv is the llc command line that compiles in to an object file out
// for target at level (O0..O3).
func (t *Tools) LlcArgv(tg *Target, level, in, out string, extra ...string) []string {
	argv := append([]string{t.TC.Llc}, t.TC.IRFlags()...)
	ft := "obj"
	if tg.AsmOnly {
		ft = "asm" // (the file is named .o all the same: nothing links it)
	}
	rm := "pic"
	if tg.Static {
		rm = "static"
	}
	argv = append(argv, "-"+level, "-mtriple="+tg.Triple, "-relocation-model="+rm, "-filetype="+ft)
	argv = append(argv, tg.ABIFlags...)
	argv = append(argv, tg.LlcFlags...)
	argv = append(argv, extra...)
	return append(argv, in, "-o", out)
}

// HarnessArgv is the llc command line that compiles a harness module in
// to an object file out for target tg: at -O0 with SelectionDAG, without
// the target's own selector flags (with its ABI flags). The harness is not what is under test;
// its calls must pass arguments as the ABI says, and SelectionDAG is the
// selector that does so most reliably (LLVM 14's GlobalISel, AArch64's
// default at -O0, passes an i1 signext argument zero-extended).
func (t *Tools) HarnessArgv(tg *Target, in, out string) []string {
	argv := append([]string{t.TC.Llc}, t.TC.IRFlags()...)
	argv = append(argv, "-O0", "-mtriple="+tg.Triple, "-relocation-model=pic", "-filetype=obj", "-fast-isel=0", "-global-isel=0")
	argv = append(argv, tg.ABIFlags...)
	return append(argv, in, "-o", out)
}

// Harness compiles harness module in to an object file out (HarnessArgv).
func (t *Tools) Harness(ctx context.Context, tg *Target, in, out string) *Result {
	return Run(ctx, t.Lim, t.Dir, t.HarnessArgv(tg, in, out)...)
}

// Llc compiles in to an object file out. A module made for another
// architecture is compiled without its CPU attributes (see Retarget).
func (t *Tools) Llc(ctx context.Context, tg *Target, level, in, out string, extra ...string) *Result {
	in = retargetFile(t.Dir, in, tg)
	return Run(ctx, t.Lim, t.Dir, t.LlcArgv(tg, level, in, out, extra...)...)
}

// LlcUnsymbolized is Llc for a compile whose failure is read only for
// the function llc died in: a crash's stack is not symbolized
// (Limits.Unsymbolized), so its message is not a crash signature.
func (t *Tools) LlcUnsymbolized(ctx context.Context, tg *Target, level, in, out string) *Result {
	lim := t.Lim
	lim.Unsymbolized = true
	return Run(ctx, lim, t.Dir, t.LlcArgv(tg, level, retargetFile(t.Dir, in, tg), out)...)
}

// LinkArgv is the command line that links objs into the program out.
// Symbols nothing defines are left unresolved, with a warning per
// reference (UnresolvedRefs reads them): a module may call external
// functions the reference semantics does not know, and the harness never
// calls the test functions that reach them.
func LinkArgv(tg *Target, out string, objs ...string) []string {
	// (-no-pie: a position-independent executable would fail to load with
	// an unresolved symbol; a fixed one resolves it to 0 at link time.)
	argv := append([]string{tg.Linker, "-o", out}, objs...)
	argv = append(argv, "-lm", "-no-pie", "-Wl,--warn-unresolved-symbols")
	return append(argv, tg.LinkFlags...)
}

// UnresolvedRef is a symbol the linker left unresolved and the function
// whose code refers to it ("" when the linker did not say). More marks
// GNU ld's "more undefined references to `s' follow": the symbol has
// further references, in functions the linker does not name.
type UnresolvedRef struct {
	Func, Symbol string
	More         bool
}

// reUnresolved matches GNU ld's "in function `f':", "undefined reference
// to `s'" and "more undefined references to `s' follow" lines.
// wasm-ld's "undefined symbol: s" names no function: it reads as GNU
// ld's "more references follow".
var reUnresolved = lazyre.New("(?m)in function `([^']*)':$|more undefined references to `([^']*)' follow|undefined reference to `([^']*)'|undefined symbol: (\\S+)$")

// UnresolvedRefs reads the linker's warnings about unresolved symbols:
// which function refers to which symbol. A back end that calls a runtime
// routine the target's libraries lack (AArch64's __muloti4 is in
// compiler-rt, not libgcc) shows up here, and a call to it would jump to
// address 0.
func UnresolvedRefs(stderr []byte) []UnresolvedRef {
	var refs []UnresolvedRef
	fn := ""
	for _, m := range reUnresolved.FindAllSubmatch(stderr, -1) {
		switch {
		case m[1] != nil:
			fn = string(m[1])
		case m[2] != nil:
			refs = append(refs, UnresolvedRef{Symbol: string(m[2]), More: true})
		case m[4] != nil:
			refs = append(refs, UnresolvedRef{Symbol: string(m[4]), More: true})
		case strings.HasPrefix(fn, ".L"):
			// A local label (RISC-V's .Lpcrel_hi1 in code with line
			// information), not a function: not attributed.
			refs = append(refs, UnresolvedRef{Symbol: string(m[3]), More: true})
		default:
			refs = append(refs, UnresolvedRef{Func: fn, Symbol: string(m[3])})
		}
	}
	return refs
}

// Link links objs into the program out.
func (t *Tools) Link(ctx context.Context, tg *Target, out string, objs ...string) *Result {
	return Run(ctx, t.Lim, t.Dir, LinkArgv(tg, out, objs...)...)
}

// ExecArgv is the command line that runs program bin for target tg.
func ExecArgv(tg *Target, bin string, args ...string) []string {
	if !filepath.IsAbs(bin) && !strings.Contains(bin, "/") {
		bin = "./" + bin
	}
	argv := append(append([]string{}, tg.Runner...), bin)
	return append(argv, args...)
}

// defaultRunTimeout bounds a test program's run when RunLim does not.
const defaultRunTimeout = 20 * time.Second

// defaultStepTimeout bounds one step of a harness when StepLimit does not.
// A step runs at most what the reference interpreter ran (tens of
// thousands of instructions), microseconds natively and milliseconds under
// an emulator: seconds mean it hangs.
const defaultStepTimeout = 2 * time.Second

// Exec runs program bin (a whole C program) in an empty scratch
// directory of its own under t.Dir, removed after the run: a program that
// creates, reads or removes files by relative names finds the same empty
// directory in every run (the reference semantics' file system starts
// empty), and one run's files cannot change another's. With
// RunLim.PrivateTmp, where the machine allows it (PrivateTmp), /tmp is
// private to the run too.
func (t *Tools) Exec(ctx context.Context, tg *Target, bin string, args ...string) *Result {
	scratch, err := os.MkdirTemp(t.Dir, "run-")
	if err != nil {
		return &Result{Argv: ExecArgv(tg, bin, args...), Dir: t.Dir, Exit: -1, StartErr: err}
	}
	defer os.RemoveAll(scratch)
	if !filepath.IsAbs(bin) {
		if bin, err = filepath.Abs(filepath.Join(t.Dir, bin)); err != nil {
			return &Result{Argv: ExecArgv(tg, bin, args...), Dir: t.Dir, Exit: -1, StartErr: err}
		}
	}
	lim := t.RunLim
	if lim.Timeout == 0 {
		lim.Timeout = defaultRunTimeout
	}
	if lim.MemBytes == 0 {
		lim.MemBytes = 2 << 30
	}
	lim.PrivateTmp = lim.PrivateTmp && PrivateTmp()
	return Run(ctx, lim, scratch, ExecArgv(tg, bin, args...)...)
}

func (t *Tools) exec(ctx context.Context, lim Limits, tg *Target, bin string, args ...string) *Result {
	if lim.Timeout == 0 {
		lim.Timeout = defaultRunTimeout
	}
	if lim.MemBytes == 0 {
		lim.MemBytes = 2 << 30
	}
	return Run(ctx, lim, t.Dir, ExecArgv(tg, bin, args...)...)
}

// Died is a step at which a harness program stopped (crashed, hung or
// exited early); the run went on from the next step.
type Died struct {
	Step int
	Run  *Result
}

// RunHarness runs a harness program over all nSteps steps and returns what
// it printed. Where the program dies at a step, the step is recorded and
// the program is restarted at the next one, so one crashing call does not
// hide the others. A step that runs longer than the step limit is killed
// (an alarm in the harness); a run that reaches the whole run's limit after
// making progress is restarted at the step it was in: only a step that
// times out alone counts as a hang.
func (t *Tools) RunHarness(ctx context.Context, tg *Target, bin string, nSteps, nGlobals int) (obs []Observation, died []Died, runs []*Result, err error) {
	return t.RunGroups(ctx, tg, bin, nil, nSteps, nGlobals)
}

// RunGroups is RunHarness over steps in groups (the inputs of one test
// function): once a step dies, the rest of its group is skipped, since it
// would only cost restarts (and, for a hang, the time limit each).
// groupEnd[s] is the first step after the group of step s; nil makes each
// step its own group.
func (t *Tools) RunGroups(ctx context.Context, tg *Target, bin string, groupEnd []int, nSteps, nGlobals int) (obs []Observation, died []Died, runs []*Result, err error) {
	return t.RunPlan(ctx, tg, bin, Plan{Steps: nSteps, Globals: nGlobals, GroupEnd: groupEnd})
}

// Plan says which steps of a harness program RunPlan runs and how they
// group.
type Plan struct {
	Steps, Globals int   // the harness's steps and observed globals
	GroupEnd       []int // per step: the first step after its group (nil: every step alone)
	// Case (per step: its case) and Skip (per case: leave it out) skip
	// whole cases, which the program is told with SkipArg: a program built
	// without some test functions runs the rest.
	Case []int
	Skip []bool
}

// RunPlan is RunGroups with cases left out: the steps of a skipped case
// are neither run nor reported.
func (t *Tools) RunPlan(ctx context.Context, tg *Target, bin string, p Plan) (obs []Observation, died []Died, runs []*Result, err error) {
	nSteps := p.Steps
	skipped := func(s int) bool {
		return p.Skip != nil && s < len(p.Case) && p.Case[s] < len(p.Skip) && p.Skip[p.Case[s]]
	}
	live := func(s int) int { // the first step from s on that runs
		for s < nSteps && skipped(s) {
			s++
		}
		return s
	}
	after := func(s int) int {
		if s < len(p.GroupEnd) && p.GroupEnd[s] > s {
			return live(p.GroupEnd[s])
		}
		return live(s + 1)
	}
	var extra []string
	if slices.Contains(p.Skip, true) {
		extra = []string{SkipArg(p.Skip)}
	}
	stepLimit := t.StepLimit
	if stepLimit == 0 {
		stepLimit = defaultStepTimeout
	}
	start := live(0)
	retried := map[int]bool{}
	for start < nSteps {
		lim := t.RunLim
		alarm := stepLimit
		if retried[start] {
			if lim.Timeout == 0 {
				lim.Timeout = defaultRunTimeout
			}
			lim.Timeout *= 2
			alarm *= 2
		}
		r := t.exec(ctx, lim, tg, bin, append([]string{StartArg(start), StepAlarmArg(alarm)}, extra...)...)
		runs = append(runs, r)
		if r.StartErr != nil {
			return obs, died, runs, r.StartErr
		}
		if bytes.Contains(r.Stderr, []byte("error while loading shared libraries")) {
			// The program never started: the machine's problem, not a
			// finding about the code.
			return obs, died, runs, fmt.Errorf("%s: %s", bin, firstLine(string(r.Stderr)))
		}
		got, perr := ParseOutput(r.Stdout, p.Globals)
		obs = append(obs, got...)
		next := start
		if done := lastDone(got); done >= 0 {
			// max: a garbled step number below start must not send the
			// run back to where it already was (a restart loop).
			next = live(max(start, done+1))
		}
		if r.OK() && perr == nil {
			if next < nSteps {
				// exited 0 early: the step that called exit.
				died = append(died, Died{Step: next, Run: r})
				start = after(next)
				continue
			}
			return obs, died, runs, nil
		}
		if next >= nSteps {
			return obs, died, runs, nil
		}
		if r.TimedOut && next > start {
			// The time limit is for the whole run: a program that got
			// through some steps may only be slow (under an emulator), so
			// the step it was in gets a fresh run of its own before it
			// counts as hanging.
			start = next
			continue
		}
		if (r.TimedOut || r.Signal == "SIGALRM") && !retried[next] && !t.NoHangRetry {
			// A step that hangs alone gets one more run with twice the
			// time before it counts: a loaded machine (or an emulator)
			// can be slow without anything being wrong.
			retried[next] = true
			start = next
			continue
		}
		died = append(died, Died{Step: next, Run: r})
		start = after(next)
	}
	return obs, died, runs, nil
}
