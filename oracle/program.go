package oracle

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// program is the subject of CheckProgram: a module that defines main, a
// whole C program (a Csmith program lowered by clang, say). Its
// observable behaviour is what it writes to stdout and stderr, byte for
// byte, and how it ends (exit status or abort): the source's behaviours
// come from the reference interpreter running main
// (semantics.MainBehaviours), and every pipeline's output, run by the
// interpreter, and every build of the source and of those outputs, run
// natively, must be one of them. Crashes of opt, llc and the linker are
// findings as for test functions.
//
// A view of it for a target (forTarget) has the behaviours of its own
// datalayout; the maps are shared with the program it came from.
type program struct {
	*batch
	argv []string
	// allowed are the source's behaviours (each Exited); nil when unknown,
	// and why says why then: the source's UB, a budget, something
	// unsupported.
	allowed []semantics.Outcome
	why     string
	// views are the program as targets of another datalayout see it, by
	// that layout.
	views map[string]*program
	// irBad are the pipelines whose output is wrong at the IR level: that
	// finding already says why their builds are wrong.
	irBad map[string]bool
	// internal is the failure of the reference semantics that behaviours
	// met last (a bug of irfuzz), which expect stores.
	internal *semantics.PanicInfo
	// done stops the interpreter's runs (the check's context).
	done <-chan struct{}
}

// newProgram makes batch b a whole program, main called with argv[0] =
// progName and then args.
func newProgram(b *batch, args []string, done <-chan struct{}) *program {
	b.program = true
	return &program{batch: b, argv: append([]string{progName}, args...), views: map[string]*program{}, irBad: map[string]bool{}, done: done}
}

// expect runs the source program abstractly.
func (pg *program) expect(res *Result) {
	res.Tests = 1
	pg.allowed, pg.why = pg.behaviours(pg.srcProg)
	if pg.internal != nil {
		pg.found(res, pg.internalFinding(internalError{fn: "main", panic: pg.internal}))
		pg.internal = nil
	}
	if pg.allowed != nil {
		res.Inputs = 1
	} else {
		res.Unjudged = "the source: " + pg.why
	}
}

// behaviours are what source program p may do, or nil and why not.
func (pg *program) behaviours(p *semantics.Program) ([]semantics.Outcome, string) {
	mach := p.NewMachine(semantics.Config{MaxSteps: pg.o.cfg.ProgramSteps, PrivateTmp: pg.privateTmp(), Done: pg.done})
	outs := mach.MainBehaviours(pg.argv, 16)
	for i := range outs {
		if outs[i].Kind == semantics.InternalError {
			pg.internal = outs[i].Panic
		}
		if outs[i].Kind != semantics.Exited {
			why := outs[i].String()
			if outs[i].Kind == semantics.NoResult && strings.Contains(why, "step budget") {
				// Config.ProgramSteps; irfuzz check's flag sets it.
				why += " (the whole-program budget: raise it with irfuzz check --program-steps N)"
			}
			return nil, why
		}
	}
	return outs, ""
}

// key does nothing: a program is one test, identified by its whole text.
func (pg *program) key(*variant, string) {}

func (pg *program) rejudges() bool { return false }

// checkIR runs a pipeline's output in the interpreter.
func (pg *program) checkIR(ctx context.Context, v *variant, res *Result) {
	if pg.allowed == nil {
		return
	}
	t := pg.runTarget(v.prog)
	if t.Kind == semantics.InternalError && t.Panic != nil {
		pg.found(res, pg.internalFinding(internalError{fn: "main", panic: t.Panic, file: v.file}))
		return
	}
	if t.Kind == semantics.NoResult || t.Kind == semantics.Unsupported {
		return
	}
	reason := semantics.ProgramAllows(pg.allowed, &t)
	if reason == "" {
		return
	}
	pass, note := "", ""
	if pg.o.cfg.Blame {
		pass, note = pg.blameIR(ctx, v.pipeline)
	}
	f := pg.newFinding(finding.KindIR, "opt", miscompileSig(finding.KindIR, pass, v.pipeline))
	target, _ := os.ReadFile(filepath.Join(pg.dir, v.file))
	f.Files["target.ll"] = target
	f.Pipeline, f.Pass, f.BlameNote, f.Function = v.pipeline, pass, note, "main"
	f.Command = native.ShellJoin(pg.tools.OptArgv(v.pipeline, "source.ll", "target.ll"))
	pg.attachOutcomes(f, &t, reason)
	f.Files["commands.sh"] = pg.irScript(f)
	pg.found(res, f)
	pg.irBad[v.pipeline] = true
}

// runTarget runs a target program concretely (undef chosen as zero).
func (pg *program) runTarget(p *semantics.Program) semantics.Outcome {
	mach := p.NewMachine(semantics.Config{MaxSteps: pg.targetSteps(), Chooser: semantics.ZeroChooser{}, PrivateTmp: pg.privateTmp(), Done: pg.done})
	return mach.RunMain(pg.argv)
}

// targetSteps is the step budget of a target program's run: four times the
// most steps a behaviour of the source took (optimized code may take more
// steps than its source, seldom four times as many), at least 10^8, and at
// most four times the whole-program budget. A program the source runs in
// 4*10^9 steps is not given four times the budget again to find out that
// its target loops.
func (pg *program) targetSteps() uint64 {
	var most uint64
	for i := range pg.allowed {
		most = max(most, pg.allowed[i].Steps)
	}
	return min(max(4*most, 1e8), 4*pg.o.cfg.ProgramSteps)
}

// view is a program sharing pg's batch, arguments, views and IR verdicts,
// with its own behaviours (none yet; why says why, if known).
func (pg *program) view(why string) *program {
	return &program{batch: pg.batch, argv: pg.argv, views: pg.views, irBad: pg.irBad, why: why, done: pg.done}
}

// forTarget works the behaviours out again (once per layout) for a target
// whose datalayout differs: an integer like i72 takes the alignment of the
// next larger one the layout names (i128 on AArch64, i64 in LLVM 14's
// x86-64 layout), so what a program prints may depend on it.
func (pg *program) forTarget(tg *native.Target) (subject, bool) {
	var tl *semantics.Layout
	if tg.Layout != nil {
		tl, _ = semantics.ParseLayout(tg.Layout(pg.o.cfg.Toolchain.Major))
	}
	if main := pg.src.Func("main"); main != nil {
		if why := unjudged(tg, pg.srcProg.Layout, tl, main); why != "" {
			// Built (for llc's crashes), never judged.
			return pg.view(why), false
		}
	}
	if tg.Layout == nil {
		return pg, false
	}
	dl := tg.Layout(pg.o.cfg.Toolchain.Major)
	tl, err := semantics.ParseLayout(dl)
	if err != nil || semantics.SameABI(pg.srcProg.Layout, tl) {
		return pg, false
	}
	view := pg.views[dl]
	if view == nil {
		view = pg.view("")
		m := pg.src.Clone()
		m.DataLayout = dl
		if p, err := semantics.Load(m); err != nil {
			view.why = fmt.Sprintf("under %s's datalayout: %v", tg.Name, err)
		} else {
			view.allowed, view.why = pg.behaviours(p)
		}
		pg.views[dl] = view
	}
	return view, true
}

// checkNative builds every variant for tg at every level, and runs and
// judges each build where tg runs programs.
func (pg *program) checkNative(ctx context.Context, tg *native.Target, variants []*variant, res *Result) {
	for _, level := range pg.o.cfg.Levels {
		for _, v := range variants {
			if ctx.Err() != nil {
				return
			}
			if f := pg.checkBuild(ctx, tg, level, v, res); f != nil {
				pg.found(res, f)
			}
		}
	}
}

// checkBuild builds variant v for tg at level and, when tg runs programs,
// runs it and compares; a failing tool is a finding of its own.
func (pg *program) checkBuild(ctx context.Context, tg *native.Target, level string, v *variant, res *Result) *finding.Finding {
	obj := fmt.Sprintf("%s-%s-%s.o", strings.TrimSuffix(v.file, ".ll"), tg.Name, level)
	r := pg.timed(pg.tools.Llc(ctx, tg, level, v.file, obj))
	if lim := tg.Limitation(r.Stderr); lim != "" && !r.OK() {
		res.Rejected = append(res.Rejected, fmt.Sprintf("%s/%s: the target does not support what the program uses: %s", tg.Name, level, lim))
		return nil
	}
	if f := pg.toolFailure(ctx, r, "llc", v.pipeline, tg, level); f != nil {
		return f
	}
	if !r.OK() {
		return nil
	}
	cell := res.cell(tg, level)
	cell.Builds++
	// Without behaviours there is nothing to compare with (llc was run for
	// its crashes); a pipeline whose output is wrong already says why its
	// builds are.
	switch {
	case !tg.Runnable():
		cell.because(compileOnly)
		return nil
	case pg.allowed == nil:
		cell.because("the output is not judged: " + pg.why)
		return nil
	case pg.irBad[v.pipeline]:
		cell.because("the " + v.pipeline + " output is wrong at the IR level (that finding says why)")
		return nil
	}
	dir := strings.TrimSuffix(obj, ".o")
	os.MkdirAll(filepath.Join(pg.dir, dir), 0o755)
	bin := filepath.Join(dir, progName)
	lr := pg.timed(pg.tools.Link(ctx, tg, bin, obj))
	if !lr.OK() {
		res.Errors = append(res.Errors, fmt.Sprintf("link %s for %s: %s", v.name(), tg.Name, lr.Describe()))
		cell.because("the link failed: " + lr.Describe())
		return nil
	}
	if refs := native.UnresolvedRefs(lr.Stderr); len(refs) > 0 {
		// A runtime routine the target's libraries lack: not the program's fault.
		cell.because(lackingReason(refs))
		return nil
	}
	run := pg.runBinary(ctx, tg, bin)
	res.Steps++
	cell.Calls++
	got, reason := pg.judgeNative(run)
	if reason == "" {
		return nil
	}
	refs := pg.judgeReferences(ctx, tg, level, v, run, runtimeRoutines(filepath.Join(pg.dir, obj), pg.src))
	if refs.rejected() {
		if ctx.Err() == nil {
			res.notFinding(refs.why(), fmt.Sprintf("the program on %s/%s%s: %s, but %s, and %s", tg.Name, level, afterPipeline(v.pipeline), reason, refs.same, noneRight(&refs)))
		}
		return nil
	}
	pass := ""
	if pg.o.cfg.Blame && level != "O0" {
		pass = pg.blameLlc(ctx, tg, level, v)
	}
	var loc localization
	if pass == "" {
		loc = pg.localizeLlc(ctx, tg, level, v)
	}
	f := pg.newFinding(finding.KindNative, "program", nativeSig(finding.KindNative, tg, level, pass, loc))
	f.BlameNote = loc.note
	if v.pipeline != "" {
		target, _ := os.ReadFile(filepath.Join(pg.dir, v.file))
		f.Files["target.ll"] = target
	}
	f.Pipeline, f.Target, f.Level, f.Pass, f.Function = v.pipeline, tg.Name, level, pass, "main"
	f.Command = native.ShellJoin(native.ExecArgv(tg, "./"+progName, pg.argv[1:]...))
	pg.attachOutcomes(f, &got, reason)
	f.Evidence = refs.evidence("the program built for " + tg.Name + " at -" + level + afterPipeline(v.pipeline) + " by LLVM " + pg.o.cfg.Toolchain.Version)
	f.Files["observed.out"] = run.Stdout
	f.Files["commands.sh"] = pg.nativeScript(f, tg, level, v.pipeline, &refs)
	return f
}

// judgeReferences builds the unoptimized source as referenceBuilds says
// and runs it: it names the build that does what the finding's build did
// (run: the same output and ending), or is wrong too; when one does, the
// independent builds are run too (independentBuilds), and those that do
// what the source allows are the verdict's right.
//
// runtime are the runtime routines the finding's build calls
// (runtimeRoutines): another release's or target's agreement does not
// count for code that calls one.
func (pg *program) judgeReferences(ctx context.Context, tg *native.Target, level string, v *variant, run *native.Result, runtime []string) referenceVerdict {
	var vd referenceVerdict
	var right []rightBuild
	w := witnessBuild{tg: tg, level: level, pipeline: v.pipeline}
	for i, ref := range referenceBuilds(w) {
		rr, rt := pg.runReference(ctx, fmt.Sprintf("reference%d-%s-%s-%s", i, tg.Name, level, v.name()), ref)
		if rr == nil {
			continue
		}
		what := "the source built " + ref.describe()
		if bytes.Equal(rr.Stdout, run.Stdout) && bytes.Equal(rr.Stderr, run.Stderr) && rr.Exit == run.Exit && rr.Signal == run.Signal && rr.TimedOut == run.TimedOut {
			what += " does the same (" + rr.Describe() + ")"
		} else if _, why := pg.judgeNative(rr); why != "" {
			what += " is wrong too (" + why + ")"
		} else if countsAsIndependent(w, ref, runtime, rt) {
			right = append(right, rightBuild{ref, rr.Stdout})
			continue
		} else {
			vd.runtime = runtimeUnion(runtime, rt)
			continue
		}
		if vd.same == "" {
			vd.same = what
		}
		vd.wrong = append(vd.wrong, what)
	}
	if vd.same == "" {
		return vd
	}
	vd.right = right
	for i, ind := range independentBuilds(w, pg.o.cfg.Toolchain.Major, hostIndependent(tg, pg.src)) {
		if ctx.Err() != nil {
			break
		}
		rr, rt := pg.runReference(ctx, fmt.Sprintf("independent%d-%s-%s-%s", i, tg.Name, level, v.name()), ind)
		if rr == nil {
			continue
		}
		vd.tried++
		switch _, why := pg.judgeNative(rr); {
		case why != "":
			vd.wrong = append(vd.wrong, "the source built "+ind.describe()+" is wrong too ("+why+")")
		case countsAsIndependent(w, ind, runtime, rt):
			vd.right = append(vd.right, rightBuild{ind, rr.Stdout})
		default:
			vd.runtime = runtimeUnion(runtime, rt)
		}
	}
	return vd
}

// runReference builds the unoptimized source as w says (by w's release,
// from the source printed for it) into program name/prog and runs it,
// and says which runtime routines its object calls; nil when it cannot
// be built, linked without unresolved symbols, or started, or when
// GlobalISel fell back to SelectionDAG on any function.
func (pg *program) runReference(ctx context.Context, name string, w witnessBuild) (*native.Result, []string) {
	in := "source.ll"
	if w.tc != nil {
		text, ok := forRelease([]byte(pg.srcText), w.tc)
		if !ok {
			return nil, nil
		}
		in = fmt.Sprintf("source.llvm%d.ll", w.tc.Major)
		if os.WriteFile(filepath.Join(pg.dir, in), text, 0o644) != nil {
			return nil, nil
		}
	}
	obj := name + ".o"
	r := pg.timed(w.tools(pg.tools).Llc(ctx, w.tg, w.level, in, obj, w.extra...))
	if !r.OK() || w.gisel() && len(native.FallbackFuncs(r.Stderr)) > 0 {
		return nil, nil
	}
	os.MkdirAll(filepath.Join(pg.dir, name), 0o755)
	bin := filepath.Join(name, progName)
	if lr := pg.timed(pg.tools.Link(ctx, w.tg, bin, obj)); !lr.OK() || len(native.UnresolvedRefs(lr.Stderr)) > 0 {
		return nil, nil
	}
	rr := pg.runBinary(ctx, w.tg, bin)
	if rr.StartErr != nil {
		return nil, nil
	}
	return rr, runtimeRoutines(filepath.Join(pg.dir, obj), pg.src)
}

// runBinary runs a built program with the batch's arguments; a run that
// times out is given a second, longer chance before it counts as a hang
// (an emulator on a loaded machine is slow).
func (pg *program) runBinary(ctx context.Context, tg *native.Target, bin string) *native.Result {
	args := pg.argv[1:]
	t := *pg.tools
	t.RunLim.PrivateTmp = pg.privateTmp()
	run := pg.timed(t.Exec(ctx, tg, bin, args...))
	if run.TimedOut && ctx.Err() == nil {
		t.RunLim.Timeout = 4 * max(t.RunLim.Timeout, defaultProgramTimeout)
		run = pg.timed(t.Exec(ctx, tg, bin, args...))
	}
	return run
}

// privateTmp says whether the program runs with a /tmp of its own,
// natively (native.Limits.PrivateTmp) and in the reference
// (semantics.Config.PrivateTmp): where the machine allows it, for a
// program whose text names /tmp (the others, which cannot name a file
// there without spelling it, are spared the namespace's cost; one that
// makes the name otherwise finds /tmp unsupported in the reference).
func (pg *program) privateTmp() bool {
	return strings.Contains(pg.srcText, "/tmp") && native.PrivateTmp()
}

// defaultProgramTimeout is native's default run limit, which runBinary
// multiplies for its second chance.
const defaultProgramTimeout = 20e9

// judgeNative turns a native run into an outcome and says why the source
// does not allow it ("" when it does, or when the run says nothing).
func (pg *program) judgeNative(r *native.Result) (semantics.Outcome, string) {
	o := semantics.Outcome{Kind: semantics.Exited, Stdout: r.Stdout, Stderr: emulatorQuiet(r.Stderr), Status: r.Exit}
	switch {
	case r.StartErr != nil:
		return o, ""
	case r.TimedOut:
		o.Kind, o.Reason = semantics.NoResult, "still running at the time limit"
		return o, "the program does not end where the source ends (" + pg.allowed[0].String() + ")"
	case r.Signal == "SIGABRT":
		o.Aborted, o.Status = true, 0
	case r.Signal != "":
		o.Kind, o.Reason = semantics.NoResult, "killed by "+r.Signal
		return o, "the program dies by " + r.Signal
	}
	if len(o.Stdout) == 0 {
		o.Stdout = nil
	}
	if len(o.Stderr) == 0 {
		o.Stderr = nil
	}
	return o, semantics.ProgramAllows(pg.allowed, &o)
}

// blameIR names the pass after which pipeline's output of the program
// first goes wrong, by opt-bisect.
func (pg *program) blameIR(ctx context.Context, pipeline string) (pass, note string) {
	bad := func(limit int) (bool, string) {
		t, dir, done := pg.scratch("bisect-", []byte(pg.srcText))
		if t == nil {
			return false, ""
		}
		defer done()
		r := pg.timed(t.Opt(ctx, pipeline, "src.ll", "tgt.ll", fmt.Sprintf("-opt-bisect-limit=%d", limit)))
		if !r.OK() {
			return false, string(r.Stderr)
		}
		text, _ := os.ReadFile(filepath.Join(dir, "tgt.ll"))
		m, err := ir.Parse("tgt.ll", text)
		if err == nil {
			err = ir.Verify(m)
		}
		if err != nil {
			return false, string(r.Stderr)
		}
		p, err := semantics.Load(m)
		if err != nil {
			return false, string(r.Stderr)
		}
		t2 := pg.runTarget(p)
		if t2.Kind == semantics.NoResult || t2.Kind == semantics.Unsupported {
			return false, string(r.Stderr)
		}
		return semantics.ProgramAllows(pg.allowed, &t2) != "", string(r.Stderr)
	}
	full, log := bad(1 << 30)
	if !full {
		return "", "the whole pipeline does not reproduce it"
	}
	return optBisect(log, pg.o.cfg.Toolchain.Major, func(limit int) bool { w, _ := bad(limit); return w })
}

// blameLlc names the llc pass after which the build of v for tg at level
// first goes wrong, by llc's opt-bisect ("" when it does not converge).
func (pg *program) blameLlc(ctx context.Context, tg *native.Target, level string, v *variant) string {
	text, err := os.ReadFile(filepath.Join(pg.dir, v.file))
	if err != nil {
		return ""
	}
	bad := func(limit int) (bool, string) {
		wrong, _, stderr := pg.buildWrong(ctx, text, witnessBuild{tg: tg, level: level, limit: limit})
		return wrong, stderr
	}
	if zero, _ := bad(0); zero {
		return ""
	}
	_, log := bad(1 << 30)
	names, n := bisectPasses(log, pg.o.cfg.Toolchain.Major, "llc")
	if n == 0 {
		return ""
	}
	if full, _ := bad(n); !full {
		return ""
	}
	return names[bisect(0, n, func(limit int) bool { w, _ := bad(limit); return w })]
}

// buildWrong builds module text as w says (its target, level, extra llc
// flags, -opt-bisect-limit when w.limit >= 0), runs the program, and
// reports whether what it does is wrong; ok is false when it could not be
// built or run. stderr is llc's.
func (pg *program) buildWrong(ctx context.Context, text []byte, w witnessBuild) (wrong, ok bool, stderr string) {
	t, dir, done := pg.scratch("bisect-", text)
	if t == nil {
		return false, false, ""
	}
	defer done()
	extra := w.extra
	if w.limit >= 0 {
		extra = append(slices.Clone(extra), fmt.Sprintf("-opt-bisect-limit=%d", w.limit))
	}
	r := pg.timed(t.Llc(ctx, w.tg, w.level, "src.ll", "in.o", extra...))
	if !r.OK() {
		return false, false, ""
	}
	os.MkdirAll(filepath.Join(dir, "b"), 0o755)
	if lr := pg.timed(t.Link(ctx, w.tg, "b/"+progName, "in.o")); !lr.OK() || len(native.UnresolvedRefs(lr.Stderr)) > 0 {
		return false, false, string(r.Stderr)
	}
	run := pg.runBinary(ctx, w.tg, filepath.Join(dir, "b", progName))
	if run.StartErr != nil {
		return false, false, string(r.Stderr)
	}
	_, reason := pg.judgeNative(run)
	return reason != "", true, string(r.Stderr)
}

// localizeLlc localizes the miscompile of the build of v for tg at level,
// where llc's bisection named no pass (localizeBy).
func (pg *program) localizeLlc(ctx context.Context, tg *native.Target, level string, v *variant) localization {
	if !pg.o.cfg.Blame {
		return localization{compUnlocalized, "not localized: blame is off"}
	}
	text, err := os.ReadFile(filepath.Join(pg.dir, v.file))
	if err != nil {
		return localization{compUnlocalized, "not localized: " + err.Error()}
	}
	return localizeBy(tg, level, func(w witnessBuild) (wrong, ok bool) {
		wrong, ok, _ = pg.buildWrong(ctx, text, w)
		return wrong, ok
	})
}

// emulatorQuiet drops from a program's standard error what the emulator
// that ran it writes itself: qemu-user reports a fatal signal of the
// program ("qemu: uncaught target signal 6 (Aborted) - core dumped"),
// which the program did not print (an abort of a correct C program made
// every qemu target's build "wrong": standard error differs).
func emulatorQuiet(stderr []byte) []byte {
	const notice = "qemu: uncaught target signal "
	i := bytes.LastIndex(stderr, []byte(notice))
	if i < 0 || (i > 0 && stderr[i-1] != '\n') {
		return stderr
	}
	end := bytes.IndexByte(stderr[i:], '\n')
	if end < 0 {
		return stderr[:i]
	}
	return append(stderr[:i:i], stderr[i+end+1:]...)
}
