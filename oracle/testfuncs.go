package oracle

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// testFuncs is the subject of Check: the module's test functions
// (Drivable ones), each tried on inputs of its own. At the IR level each
// function of a pipeline's output is checked on every input; natively,
// one harness program per build calls every function on some of them
// (harness.go, nativecheck.go). A function's verdict is reused where its
// code is the same (closure keys, dedup.go).
//
// A view of it for a target (targetView) has its own program, entries,
// globals and locator; the maps are shared with the subject it came from.
type testFuncs struct {
	*batch
	prog    *semantics.Program // the source as this view lays it out
	entries []*entry
	globals []native.Global
	loc     *locator // built from entries and globals on first use
	// irBad marks (pipeline, function) pairs with an IR-level finding,
	// whose native differences that finding already explains.
	irBad map[[2]string]bool
	// irSeen holds the IR-level verdict (wrong or not) of each function's
	// code checked so far, by closure key.
	irSeen map[[32]byte]bool
	// harnessObjs are the compiled harnesses by triple and text.
	harnessObjs map[[32]byte]string
	// witnessObjs are the compiled one-call harnesses of runWitness,
	// shared by the batches of one Replay (a reduction's candidates mostly
	// keep the test function's type and witness, so their harness).
	witnessObjs *objCache
	// noSignals is set in the view of a target without fork, alarm or
	// signals (native.Target.NoSignals): its harnesses are built so.
	noSignals bool
	// left says, in a view for a target, why test functions of the
	// module are not in it: each reason once, with the first function it
	// left out ("i686 does not judge floating point: ... (@f, and 3 more)").
	left []leftOut
	// independent holds the independent builds' runs of a witness
	// (independentKey): the variants of a module that are wrong the same
	// way on one input need them once.
	independent map[[32]byte][]independentRun
	// witnesses holds the witness programs run so far (runWitness): the
	// variants of a module that are wrong on one input, and the reference
	// and independent builds each of them is checked against, often ask
	// for the same program again.
	witnesses map[witnessKey]*witnessRun
	// subsets holds the subsets of variants compiled so far, as text
	// (subsetText).
	subsets map[subsetKey][]byte
	// llcFailed holds, per variant, the test functions llc died in on
	// some target or level (screenFailed).
	llcFailed map[*ir.Module]map[string]bool
}

// newTestFuncs makes the test-function subject of batch b, its one-call
// harnesses compiled into witnessObjs. Its entries are made by expect
// (or, for one witness, by the caller).
func newTestFuncs(b *batch, witnessObjs *objCache) *testFuncs {
	return &testFuncs{batch: b, prog: b.srcProg, irBad: map[[2]string]bool{}, irSeen: map[[32]byte]bool{},
		harnessObjs: map[[32]byte]string{}, witnessObjs: witnessObjs, independent: map[[32]byte][]independentRun{},
		witnesses: map[witnessKey]*witnessRun{}, subsets: map[subsetKey][]byte{}, llcFailed: map[*ir.Module]map[string]bool{}}
}

// expect picks the test functions and their inputs (buildEntries).
func (ts *testFuncs) expect(res *Result) {
	var internals []internalError
	var why string
	ts.entries, internals, why = buildEntriesWhy(ts.prog, &ts.o.cfg, ts.origin.Seed)
	if len(ts.entries) == 0 {
		res.Unjudged = why
	}
	for _, e := range internals {
		ts.found(res, ts.internalFinding(e))
	}
	ts.globals = observedGlobals(ts.prog)
	res.Tests = len(ts.entries)
	for _, e := range ts.entries {
		res.Inputs += len(e.inputs)
	}
}

// key computes v's closure keys.
func (ts *testFuncs) key(v *variant, text string) {
	v.keys, v.shared = closureKeys(text)
}

func (ts *testFuncs) rejudges() bool { return true }

// refutesItself says how the source, run as a target on input k of e,
// does what its own set of outcomes leaves out ("" when it does not):
// the reference semantics is wrong there, and any difference found on
// that input would be a false alarm. It is asked only once a difference
// is found, so it costs nothing on the way.
func (ts *testFuncs) refutesItself(e *entry, k int) string {
	self := semantics.NewChecker(ts.prog, ts.prog, semantics.CheckOptions{MaxSteps: ts.o.cfg.MaxSteps})
	var v semantics.Verdict
	if self.CheckTarget(e.expect[k], e.fn, e.inputs[k], &v) {
		return ""
	}
	return fmt.Sprintf("on %s: %s (source %s, itself %s)", strings.Join(formatArgs(e.fn, e.inputs[k]), ", "), v.Reason, v.Source, v.Target)
}

// checkIR checks every test function of a pipeline's output against the
// source on every input. A function with the same code (closure key) as
// in a pipeline checked before has the verdict it had there, so it is not
// interpreted again.
func (ts *testFuncs) checkIR(ctx context.Context, v *variant, res *Result) {
	ck := semantics.NewChecker(ts.prog, v.prog, semantics.CheckOptions{MaxSteps: ts.o.cfg.MaxSteps})
	for _, e := range ts.entries {
		tf := v.mod.Func(e.fn.Name)
		if tf == nil || tf.IsDeclaration() || tf.FuncTy.String() != e.fn.FuncTy.String() {
			continue
		}
		key, keyed := v.keys[e.fn.Name]
		if bad, ok := ts.irSeen[key]; keyed && ok {
			if bad {
				ts.irBad[[2]string{v.pipeline, e.fn.Name}] = true
			}
			continue
		}
		var vd semantics.Verdict
		bad := false
		for k := range e.inputs {
			if ctx.Err() != nil {
				return
			}
			if !ck.CheckTarget(e.expect[k], tf, e.inputs[k], &vd) {
				if why := ts.refutesItself(e, k); why != "" {
					res.notFinding(NotSelfRefining, fmt.Sprintf("@%s after %s: %s", e.fn.Name, v.pipeline, why))
					vd = semantics.Verdict{Internal: vd.Internal}
					continue
				}
				ts.irBad[[2]string{v.pipeline, e.fn.Name}] = true
				bad = true
				ts.found(res, ts.irFinding(ctx, v, e, k, &vd))
				break
			}
		}
		if vd.Internal != nil {
			// The interpreter failed on the target: no verdict, and an
			// irfuzz bug to store.
			ts.found(res, ts.internalFinding(internalError{fn: e.fn.Name, args: formatArgs(e.fn, vd.Input), panic: vd.Internal, file: v.file}))
		}
		if keyed {
			ts.irSeen[key] = bad
		}
	}
}

func (ts *testFuncs) forTarget(tg *native.Target) (subject, bool) { return ts.targetView(tg) }

// targetView is forTarget with the view's type. A module without test
// functions is built for tg in full all the same (for llc's crashes).
// On a target with a FloatCaveat the view leaves out the test functions
// that use floating point (floatFree).
func (ts *testFuncs) targetView(tg *native.Target) (*testFuncs, bool) {
	if tg.Layout == nil || len(ts.entries) == 0 {
		return ts.judgedView(tg), false
	}
	dl := tg.Layout(ts.o.cfg.Toolchain.Major)
	tl, err := semantics.ParseLayout(dl)
	if err != nil || semantics.SameABI(ts.prog.Layout, tl) {
		return ts.judgedView(tg), false
	}
	m := ts.src.Clone()
	m.DataLayout = dl
	p, err := semantics.Load(m)
	if err != nil {
		return ts, false
	}
	nt := *ts
	nt.prog, nt.globals, nt.entries, nt.loc, nt.noSignals = p, observedGlobals(p), nil, nil, tg.NoSignals
	ck := semantics.NewChecker(p, p, semantics.CheckOptions{MaxSteps: ts.o.cfg.MaxSteps, MaxPaths: 16})
	nt.left = nil
	for _, e := range ts.entries {
		f := m.Func(e.fn.Name)
		if why := unjudged(tg, ts.prog.Layout, tl, f); why != "" {
			nt.left = leaveOut(nt.left, f.Name, why)
			continue
		}
		ne := &entry{fn: f}
		for _, in := range e.inputs {
			outs, skip := ck.Expect(f, in)
			if skip != "" {
				continue
			}
			ne.add(p, in, outs)
		}
		switch {
		case tg.NoSignals && nt.hidesState(ne):
			nt.left = leaveOut(nt.left, f.Name, needsFork(tg))
		case len(ne.inputs) == 0:
			nt.left = leaveOut(nt.left, f.Name, "no input has a defined outcome under "+tg.Name+"'s datalayout")
		default:
			nt.entries = append(nt.entries, ne)
		}
	}
	return &nt, true
}

// judgedView is ts without the test functions tg does not judge
// (unjudged; on a target without fork, those that need a process per
// call), and with tg's NoSignals; ts itself when nothing changes.
func (ts *testFuncs) judgedView(tg *native.Target) *testFuncs {
	if tg.FloatCaveat == "" && !tg.NoSignals && !tg.ExtendsInts {
		return ts
	}
	var keep []*entry
	var left []leftOut
	for _, e := range ts.entries {
		switch why := unjudged(tg, ts.prog.Layout, nil, e.fn); {
		case why != "":
			left = leaveOut(left, e.fn.Name, why)
		case tg.NoSignals && ts.hidesState(e):
			left = leaveOut(left, e.fn.Name, needsFork(tg))
		default:
			keep = append(keep, e)
		}
	}
	if len(keep) == len(ts.entries) && ts.noSignals == tg.NoSignals {
		return ts
	}
	nt := *ts
	nt.entries, nt.loc, nt.noSignals, nt.left = keep, nil, tg.NoSignals, left
	return &nt
}

// needsFork is why a test function whose calls need a process each (it
// keeps state between calls) is not judged on tg, which has no fork.
func needsFork(tg *native.Target) string {
	return "it needs a process per call, and " + tg.Name + " has no fork"
}

// leftOut is one reason a view leaves test functions out: the first
// function and how many.
type leftOut struct {
	why, first string
	n          int
}

// leaveOut adds function name, left out for why, to left.
func leaveOut(left []leftOut, name, why string) []leftOut {
	for i := range left {
		if left[i].why == why {
			left[i].n++
			return left
		}
	}
	return append(left, leftOut{why: why, first: name, n: 1})
}

// noneJudged says why the harness of a view calls no test function:
// the reasons its functions were left out, or that the module has none
// with inputs.
func (ts *testFuncs) noneJudged() string {
	if len(ts.left) == 0 {
		return "no test function with inputs to call"
	}
	var why []string
	for _, l := range ts.left {
		who := "@" + l.first
		if l.n > 1 {
			who += fmt.Sprintf(" and %d more", l.n-1)
		}
		why = append(why, l.why+" ("+who+")")
	}
	return "no test function is judged there: " + strings.Join(why, "; ")
}

// targetBuilds is what checkNative keeps from one build of a target to
// the next.
type targetBuilds struct {
	tg *native.Target
	// bad are the test functions llc failed on: later builds leave them
	// out, so that one function that crashes the back end does not hide
	// the rest of the batch.
	bad       map[string]bool
	harnesses map[string]*builtHarness // by the functions left out (harnessWithout)
	// ran[level] holds the closure keys of the test functions judged at
	// that level: a later variant leaves out those it has the same code of.
	ran map[string]map[[32]byte]bool
}

// checkNative compiles every variant for tg at every level, runs the
// harness over them, and checks each printed outcome against the source's
// set (checkBuild). A compile-only target only compiles.
func (ts *testFuncs) checkNative(ctx context.Context, tg *native.Target, variants []*variant, res *Result) {
	tb := &targetBuilds{tg: tg, bad: map[string]bool{}, harnesses: map[string]*builtHarness{}, ran: map[string]map[[32]byte]bool{}}
	var fs []*finding.Finding
builds:
	for _, v := range variants {
		for _, level := range ts.o.cfg.Levels {
			if ctx.Err() != nil {
				break builds
			}
			fs = append(fs, ts.checkBuild(ctx, tb, v, level, res)...)
		}
	}
	// Stored when the target is done: a crash met again in another build
	// of the target is narrowed down to its test function again
	// (toolFailure does so for signatures the store has not seen).
	ts.found(res, fs...)
}

// checkBuild compiles variant v at level for the target, without the
// functions llc failed on before and those judged already in the same
// code, and when the target runs programs, links it with the harness,
// runs it and judges what it prints (judgeBuild).
func (ts *testFuncs) checkBuild(ctx context.Context, tb *targetBuilds, v *variant, level string, res *Result) []*finding.Finding {
	tg := tb.tg
	if tb.ran[level] == nil {
		tb.ran[level] = map[[32]byte]bool{}
	}
	same := map[string]bool{}
	live := testNames(v.mod, tb.bad)
	for _, n := range live {
		if k, ok := v.keys[n]; ok && !v.shared[n] && tb.ran[level][k] {
			same[n] = true
		}
	}
	if len(live) > 0 && len(same) == len(live) {
		ts.o.deduped.Add(int64(len(same)))
		return nil
	}
	var fs []*finding.Finding
	obj := fmt.Sprintf("%s-%s-%s.o", v.name(), tg.Name, level)
	r := ts.compileVariant(ctx, tg, level, v, tb.bad, same, obj)
	if lim := tg.Limitation(r.Stderr); lim != "" && !r.OK() {
		// What the target lacks by design: no bug; the rest is built.
		res.Rejected = append(res.Rejected, fmt.Sprintf("%s/%s: the target does not support what @%s uses: %s", tg.Name, level, crashedFunction(r.Stderr), lim))
		if r = ts.compileAround(ctx, tg, level, v, tb.bad, obj, crashedFunction(r.Stderr)); r == nil {
			return nil
		}
	} else if f := ts.toolFailure(ctx, r, "llc", v.pipeline, tg, level); f != nil {
		fs = append(fs, f)
		if r = ts.compileAround(ctx, tg, level, v, tb.bad, obj, crashedFunction(r.Stderr)); r == nil {
			return fs
		}
	} else if !r.OK() {
		return fs
	}
	cell := res.cell(tg, level)
	cell.Builds++
	fellBack := ts.fallbacks(tg, r, res)
	if !tg.Runnable() {
		cell.because(compileOnly)
		return fs
	}
	h := ts.harnessWithout(ctx, tg, tb.bad, tb.harnesses, res)
	switch {
	case h == nil:
		cell.because("the harness could not be built for " + tg.Name + " (see the errors)")
		return fs
	case len(h.refs) == 0:
		cell.because(ts.noneJudged())
		return fs
	}
	if f := ts.judgeBuild(ctx, tb, v, level, obj, h, same, fellBack, res); f != nil {
		fs = append(fs, f)
	}
	return fs
}

// judgeBuild links object obj (variant v at level) with harness h, runs
// it, and checks what it prints (compareNative). Functions in same are
// not run; those that fell back from GlobalISel or reach a runtime
// routine the target lacks are not judged.
func (ts *testFuncs) judgeBuild(ctx context.Context, tb *targetBuilds, v *variant, level, obj string, h *builtHarness, same, fellBack map[string]bool, res *Result) *finding.Finding {
	tg := tb.tg
	bin := fmt.Sprintf("%s-%s-%s.bin", v.name(), tg.Name, level)
	cell := res.cell(tg, level)
	r := ts.timed(ts.tools.Link(ctx, tg, bin, obj, h.obj))
	if !r.OK() {
		res.Errors = append(res.Errors, fmt.Sprintf("link %s: %s: %s", bin, r.Describe(), firstLineOf(string(r.Stderr))))
		cell.because("the link failed: " + r.Describe())
		return nil
	}
	lacking, whole := lackingRuntime(v.mod, r.Stderr, func(c int) string {
		if c < 0 || c >= len(h.caseEntry) {
			return ""
		}
		return ts.entries[h.caseEntry[c]].fn.Name
	})
	if whole {
		cell.because(lackingReason(native.UnresolvedRefs(r.Stderr)))
		return nil
	}
	if len(lacking) > 0 {
		cell.because(lackingReason(native.UnresolvedRefs(r.Stderr)))
	}
	if len(fellBack) > 0 {
		cell.because("GlobalISel fell back to SelectionDAG on @" + strings.Join(slices.Sorted(maps.Keys(fellBack)), ", @") + " (not judged there)")
	}
	if len(same) > 0 {
		cell.because("the same code was judged in an earlier build at this level")
	}
	for n := range fellBack {
		if lacking == nil {
			lacking = map[string]bool{}
		}
		lacking[n] = true
	}
	plan := native.Plan{Steps: len(h.refs), Globals: len(ts.globals), GroupEnd: groupEnds(h.refs), Case: h.cases}
	if len(same) > 0 || len(lacking) > 0 {
		// The functions not judged are not run either: a call of a
		// symbol the linker left unresolved does not fault cleanly on
		// every target (riscv64's goes through a PLT slot the loader
		// cannot bind, and the program started over), which would
		// disturb the steps of others.
		plan.Skip = make([]bool, len(h.caseEntry))
		for c, e := range h.caseEntry {
			n := ts.entries[e].fn.Name
			plan.Skip[c] = same[n] || lacking[n]
		}
		ts.o.deduped.Add(int64(len(same)))
	}
	obs, died, runs, err := ts.tools.RunPlan(ctx, tg, bin, plan)
	for _, r := range runs {
		ts.timed(r)
	}
	if err != nil {
		res.Errors = append(res.Errors, fmt.Sprintf("run %s: %v", bin, err))
		cell.because(fmt.Sprintf("the program could not be run: %v", err))
		return nil
	}
	res.Steps += len(h.refs)
	judged := len(h.refs)
	if plan.Skip != nil {
		judged = 0
		for c := range h.refs {
			if !plan.Skip[h.cases[c]] {
				judged++
			}
		}
	}
	res.cell(tg, level).Calls += judged
	f := ts.compareNative(ctx, nativeBuild{tg: tg, level: level, pipeline: v.pipeline}, h, obs, died, lacking, res)
	for _, e := range h.caseEntry {
		n := ts.entries[e].fn.Name
		if k, ok := v.keys[n]; ok && !same[n] && !lacking[n] && !ts.irBad[[2]string{v.pipeline, n}] {
			tb.ran[level][k] = true
		}
	}
	return f
}
