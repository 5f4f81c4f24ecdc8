package oracle

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// Witness programs: one test function called once on one input (the
// witness of a native finding), built as the finding's build was or as a
// reference build of the unoptimized source is, and run. They confirm a
// native finding, reject what the source's own builds do too, bisect
// llc's guilty pass, and are what a native finding's commands.sh rebuilds.

// referenceBuilds are the builds of the unoptimized source that a native
// finding made by build w is checked against: the source at -O0 for w's
// target and for x86-64. A finding that is itself the source at -O0 is
// checked against another instruction selector at -O0 instead
// (SelectionDAG for FastISel, the same triple's non-GlobalISel target for
// GlobalISel).
func referenceBuilds(w witnessBuild) []witnessBuild {
	ref := witnessBuild{tg: w.tg, level: "O0", limit: -1}
	if w.pipeline == "" && w.level == "O0" && len(w.extra) == 0 {
		ref = otherSelector(w.tg)
	}
	refs := []witnessBuild{ref}
	if x86, err := native.LookupTarget("x86_64"); err == nil && x86.Triple != w.tg.Triple && len(x86.Missing()) == 0 && sameByteImages(x86, w.tg) {
		refs = append(refs, witnessBuild{tg: x86, level: "O0", limit: -1})
	}
	return refs
}

// sameByteImages reports whether programs for a and b print the same
// images of the same values: their layouts have the same byte order and
// pointer width. (A big-endian or 32-bit target's output, judged against
// x86-64's, or x86-64's against its expectations, would differ without
// any bug: the x86-64 reference would reject its every finding.)
func sameByteImages(a, b *native.Target) bool {
	if a.Layout == nil || b.Layout == nil {
		return false
	}
	la, errA := semantics.ParseLayout(a.Layout(19))
	lb, errB := semantics.ParseLayout(b.Layout(19))
	return errA == nil && errB == nil && la.BigEndian == lb.BigEndian && la.PointerBits(0) == lb.PointerBits(0)
}

// otherSelector is the build of tg's triple at -O0 that selects
// instructions otherwise than tg does there: SelectionDAG where tg uses
// FastISel, and for a GlobalISel target the triple's other target (llc
// takes -global-isel once only).
func otherSelector(tg *native.Target) witnessBuild {
	if tg.UsesGlobalISel() {
		for _, t := range native.Targets {
			if t.Triple == tg.Triple && t.Runnable() && !t.UsesGlobalISel() {
				return witnessBuild{tg: t, level: "O0", limit: -1}
			}
		}
	}
	return witnessBuild{tg: tg, level: "O0", limit: -1, extra: []string{"-fast-isel=0"}}
}

// independentRun is an independent build of a witness and what it did.
type independentRun struct {
	w   witnessBuild
	run *witnessRun
}

// independentRuns runs the witness of e on input k (src) on the
// independent builds of build w (independentBuilds), those that could be
// built and run and did not fall back from GlobalISel; once per source,
// function, input, target and level.
func (ts *testFuncs) independentRuns(ctx context.Context, src []byte, e *entry, k int, w witnessBuild, host bool) []independentRun {
	key := sha256.Sum256([]byte(fmt.Sprintf("%s\x00%d\x00%s\x00%s\x00%v\x00%s\x00%s", e.fn.Name, k, w.tg.Name, w.level, w.pipeline == "", strings.Join(w.extra, " "), src)))
	if runs, ok := ts.independent[key]; ok && ts.independent != nil {
		return runs
	}
	var runs []independentRun
	for _, ind := range independentBuilds(w, ts.o.cfg.Toolchain.Major, host) {
		if ctx.Err() != nil {
			return runs // (not kept: cut short)
		}
		if run := ts.runWitness(ctx, src, e, k, ind); run != nil && !run.fellBack {
			runs = append(runs, independentRun{ind, run})
		}
	}
	if ts.independent != nil {
		ts.independent[key] = runs
	}
	return runs
}

// judgeReferences runs the witness on the reference builds of src and
// says which of them does what the finding's build w did (observed): dies
// too, prints the same (masked, relocated) line, or is wrong too. When
// one does, the independent builds are run too (independentBuilds), and
// those that agree with the reference semantics are the verdict's right.
func (ts *testFuncs) judgeReferences(ctx context.Context, src []byte, e *entry, k int, w witnessBuild, observed *witnessRun) referenceVerdict {
	var v referenceVerdict
	var right []rightBuild
	for _, ref := range referenceBuilds(w) {
		run := ts.runWitness(ctx, src, e, k, ref)
		if run == nil {
			continue
		}
		what := "the source built " + ref.describe()
		switch {
		case observed.died && run.died:
			what += " dies too (" + run.got + ")"
		case !observed.died && !run.died && bytes.Equal(run.stdout, observed.stdout):
			what += " prints the same"
		case run.why != "":
			what += " is wrong too (" + shortOutcome(run.got) + ")"
		case countsAsIndependent(w, ref, observed.runtime, run.runtime):
			right = append(right, rightBuild{ref, run.stdout})
			continue
		default:
			v.runtime = runtimeUnion(observed.runtime, run.runtime)
			continue
		}
		if v.same == "" {
			v.same = what
		}
		v.wrong = append(v.wrong, what)
	}
	if v.same == "" {
		return v
	}
	v.right = right
	host := hostIndependent(w.tg, ts.src)
	if m, err := ir.Parse("source.ll", src); err == nil {
		host = hostIndependent(w.tg, m)
	}
	for _, r := range ts.independentRuns(ctx, src, e, k, w, host) {
		ind, run := r.w, r.run
		v.tried++
		switch {
		case run.died || run.why != "":
			v.wrong = append(v.wrong, "the source built "+ind.describe()+" is wrong too ("+shortOutcome(run.got)+")")
		case countsAsIndependent(w, ind, observed.runtime, run.runtime):
			v.right = append(v.right, rightBuild{ind, run.stdout})
		default:
			v.runtime = runtimeUnion(observed.runtime, run.runtime)
		}
	}
	return v
}

// nativeScript is the commands.sh of native finding f (its witness files
// attached): build the program as the finding did, check that it does
// what irfuzz judged wrong (observed, which goes to observed.out), then
// that no reference build of the unoptimized source does the same; or,
// where refs says they do, that an independent build still agrees with
// the reference semantics (independentLines).
func (ts *testFuncs) nativeScript(f *finding.Finding, nb nativeBuild, observed *witnessRun, refs *referenceVerdict) []byte {
	tg, level, pipeline := nb.tg, nb.level, nb.pipeline
	var lines []string
	if pipeline != "" {
		lines = append(lines, optLine(ts.tools, pipeline, "source.ll", "target.ll")+" || exit 2")
	} else {
		lines = append(lines, "cp source.ll target.ll")
	}
	w := nb.witness(-1)
	refBuilds := referenceBuilds(w)
	for i, ref := range refBuilds {
		name := fmt.Sprintf("reference%d", i)
		body := append(ts.buildLines(ref.tg, ref.level, "source.ll", name+".bin", ref.extra...),
			runLine(ref.tg, name+".bin", name+".out"), "echo $? > "+name+".status", "return 0")
		lines = append(lines, shellFunc(name, body)...)
	}
	lines = append(lines, ts.buildLines(tg, level, "target.ll", "target.bin")...)
	lines = append(lines, runLine(tg, "target.bin", "target.out"), "status=$?")
	// First, the program does again what irfuzz judged wrong.
	if observed.died {
		lines = append(lines,
			"if [ $status -eq 0 ]; then echo 'not reproduced: the program returns now'; cat target.out; exit 1; fi")
	} else {
		f.Files["observed.out"] = observed.stdout
		lines = append(lines,
			"if [ $status -ne 0 ] || ! cmp -s target.out observed.out; then echo 'not reproduced: the program no longer prints the outcome irfuzz judged wrong (observed.out)'; cat target.out; exit 1; fi")
	}
	// Then, the unoptimized source does not: the source defines what is
	// right, so where it does the same the difference is the harness's
	// or the machine's, not the compiler's; unless a build that does not
	// share the suspected code agrees with the reference semantics.
	for i, ref := range refBuilds {
		name := fmt.Sprintf("reference%d", i)
		same := "cmp -s " + name + ".out target.out"
		if observed.died {
			same = `[ "$(cat ` + name + `.status)" -ne 0 ]`
		}
		if refs != nil && refs.same != "" {
			lines = append(lines,
				"if "+name+" 2>/dev/null && "+same+"; then echo 'the source built "+ref.describe()+" does the same, as irfuzz saw'; fi")
			continue
		}
		lines = append(lines,
			"if "+name+" 2>/dev/null && "+same+"; then echo 'not reproduced: the source does the same (built "+ref.describe()+")'; cat "+name+".out; exit 1; fi")
	}
	what := "prints the outcome irfuzz judged wrong (observed.out)"
	if observed.died {
		what = "dies where the source returns"
	}
	if refs != nil && refs.same != "" {
		lines = append(lines, ts.independentLines(f, refs)...)
		lines = append(lines,
			"echo \"reproduced: the program "+what+", and so does the unoptimized source; right:$right (expected/actual under the reference semantics below)\"",
			"cat expected actual")
	} else {
		lines = append(lines,
			"echo 'reproduced: the program "+what+", and the unoptimized source does not (expected/actual under the reference semantics below)'",
			"cat expected actual")
		if len(refBuilds) > 0 {
			lines = append(lines, "echo 'the source built "+refBuilds[0].describe()+" prints:'; cat reference0.out")
		}
	}
	if f.Pass == "" && f.BlameNote != "" {
		// Which of llc's switches localized it (localizeLlc): the
		// signature's last part.
		lines = append(lines, "echo "+native.ShellQuote("llc names no guilty pass; localized by its switches: "+f.BlameNote))
	}
	lines = append(lines, "exit 0")
	return []byte(ts.script(f, lines))
}

// independentLines are the lines of a commands.sh that build the source
// as each build of refs.right did (another selector, another release's
// llc on the source printed for it, the host), run it, and collect in
// $right those that still print what irfuzz saw them print
// (independentN.expected.out, which the reference semantics allows); the
// script exits 1 when none does.
func (ts *testFuncs) independentLines(f *finding.Finding, refs *referenceVerdict) []string {
	lines := []string{"right="}
	for i, r := range refs.right {
		name := fmt.Sprintf("independent%d", i)
		in := "source.ll"
		if r.w.tc != nil {
			text, ok := forRelease(f.Files["source.ll"], r.w.tc)
			if !ok {
				continue
			}
			in = fmt.Sprintf("source.llvm%d.ll", r.w.tc.Major)
			f.Files[in] = text
		}
		f.Files[name+".expected.out"] = r.out
		body := append(ts.buildLinesBy(r.w.tools(ts.tools), r.w.tg, r.w.level, in, name+".bin", r.w.extra...),
			runLine(r.w.tg, name+".bin", name+".out"))
		lines = append(lines, shellFunc(name, body)...)
		lines = append(lines,
			"if "+name+" 2>/dev/null && cmp -s "+name+".out "+name+".expected.out; then right=\"$right built "+r.w.describe()+";\"; fi")
	}
	return append(lines,
		`if [ -z "$right" ]; then echo 'not reproduced: no independent build prints what the reference semantics allows any more'; exit 1; fi`)
}

// witnessBuild is one way of building a witness program: opt's pipeline
// (none when empty), then llc for tg at level with extra flags, stopped
// after limit passes when limit >= 0. A patient run gives the step
// patientStepLimit instead of the usual alarm.
//
// tc, when set, is another release's toolchain that builds it (an
// independent reference: see independent.go), from the source printed
// for that release; nil is the batch's.
type witnessBuild struct {
	tg       *native.Target
	level    string
	pipeline string
	extra    []string
	limit    int
	patient  bool
	tc       *native.Toolchain
}

// nativeBuild is how the program of a native check or finding is built:
// the source through opt pipeline (none when ""), then llc for tg at
// level. Reproducing, blaming and localizing a native miscompile pass
// it along whole.
type nativeBuild struct {
	tg       *native.Target
	level    string
	pipeline string
}

// witness is nb as a witness build, with llc stopped after limit passes
// (after all of them when limit < 0).
func (nb nativeBuild) witness(limit int) witnessBuild {
	return witnessBuild{tg: nb.tg, level: nb.level, pipeline: nb.pipeline, limit: limit}
}

// describe names the build as a script's message does: "for x86_64 at
// -O0", "for aarch64 at -O0 with -global-isel=0", "for riscv64 at -O2 by
// LLVM 19.1.7".
func (w witnessBuild) describe() string {
	s := "for " + w.tg.Name + " at -" + w.level
	if len(w.extra) > 0 {
		s += " with " + strings.Join(w.extra, " ")
	}
	if w.tc != nil {
		s += " by LLVM " + w.tc.Version
	}
	return s
}

// tools are t with w's toolchain, when it has one.
func (w witnessBuild) tools(t *native.Tools) *native.Tools {
	if w.tc == nil {
		return t
	}
	c := *t
	c.TC = w.tc
	return &c
}

// gisel reports whether w asks llc for GlobalISel, whose fallback to
// SelectionDAG its stderr then names.
func (w witnessBuild) gisel() bool {
	return w.tg.UsesGlobalISel() || slices.Contains(w.extra, "-global-isel")
}

// reproduceNative builds src as nb says, llc stopped after limit passes
// when limit >= 0, runs entry e on input k alone, and reports the
// outcome and whether it is wrong.
func (ts *testFuncs) reproduceNative(ctx context.Context, nb nativeBuild, src []byte, e *entry, k int, limit int) (string, bool) {
	run := ts.runWitness(ctx, src, e, k, nb.witness(limit))
	if run == nil {
		return "", false
	}
	return run.got, run.wrong()
}

// patientStepLimit is how long one step may run before a hang is
// believed: a step does at most what the reference interpreter ran (its
// step budget), milliseconds natively even under an emulator.
const patientStepLimit = 30 * time.Second

// witnessRun is what the witness program did: the outcome it printed (or
// how it died), why the source does not allow that ("" when it does),
// its output, whether it died (crashed, hung or exited early) instead
// of returning, and whether GlobalISel (on a GlobalISel target) fell
// back to SelectionDAG on the function.
type witnessRun struct {
	got, why string
	stdout   []byte
	died     bool
	fellBack bool
	// runtime are the runtime routines the test function's object calls
	// (runtimeRoutines).
	runtime []string
}

// wrong reports whether the run shows an outcome the source does not
// allow (false for a run that could not be made).
func (r *witnessRun) wrong() bool { return r != nil && r.why != "" }

// witnessKey identifies a witness program and how its output is judged:
// the source text, the build, the harness text, and the entry and view
// (program) that judge it.
type witnessKey struct {
	src, harness [32]byte
	build        string
	e            *entry
	k            int
	prog         *semantics.Program
}

// runWitness builds src as w says, links it with the harness that calls
// entry e once on input k, and runs it; nil when the program could not be
// built or run. A program run before in the batch (the same source, build
// and harness, judged by the same entry) is not built and run again: its
// run is returned. (Each finding candidate of a module checks its
// variant's witness against the same reference and independent builds of
// the source: nativeFinding, judgeReferences.)
func (ts *testFuncs) runWitness(ctx context.Context, src []byte, e *entry, k int, w witnessBuild) *witnessRun {
	if e.images[k] == nil {
		return nil
	}
	h := ts.witnessHarness(e, k)
	text := h.IR()
	tc := ""
	if w.tc != nil {
		tc = w.tc.Llc
	}
	key := witnessKey{src: sha256.Sum256(src), harness: sha256.Sum256([]byte(text)), e: e, k: k, prog: ts.prog,
		build: fmt.Sprintf("%s\x00%s\x00%s\x00%s\x00%s\x00%d\x00%v\x00%s", w.tg.Name, w.level, w.pipeline, strings.Join(w.extra, " "), tc, w.limit, w.patient, w.describe())}
	if run, ok := ts.witnesses[key]; ok {
		return run
	}
	run := ts.buildWitness(ctx, src, e, k, w, h, text)
	if run != nil && ctx.Err() == nil && ts.witnesses != nil {
		ts.witnesses[key] = run
	}
	return run
}

// buildWitness is runWitness without the memory of earlier runs: h is
// the harness, text its IR.
func (ts *testFuncs) buildWitness(ctx context.Context, src []byte, e *entry, k int, w witnessBuild, h *native.Harness, text string) *witnessRun {
	src, ok := forRelease(src, w.tc)
	if !ok {
		return nil
	}
	t, dir, done := ts.scratch("nrepro-", src)
	if t == nil {
		return nil
	}
	defer done()
	// Bisection reruns this many times: a hang counts at its first timeout.
	t.NoHangRetry = true
	if w.patient {
		t.StepLimit = patientStepLimit
		t.RunLim.Timeout = 2 * patientStepLimit
	}
	if os.WriteFile(filepath.Join(dir, "h.ll"), []byte(text), 0o644) != nil {
		return nil
	}
	in := "src.ll"
	if w.pipeline != "" {
		if r := ts.timed(t.Opt(ctx, w.pipeline, "src.ll", "tgt.ll")); !r.OK() {
			return nil
		}
		in = "tgt.ll"
	}
	extra := w.extra
	if w.limit >= 0 {
		extra = append(slices.Clone(extra), fmt.Sprintf("-opt-bisect-limit=%d", w.limit))
	}
	if !ts.harnessObject(ctx, t, w.tg, text, dir) {
		return nil
	}
	lr := ts.timed(w.tools(t).Llc(ctx, w.tg, w.level, in, "t.o", extra...))
	if !lr.OK() {
		return nil
	}
	if r := ts.timed(t.Link(ctx, w.tg, "t.bin", "t.o", "h.o")); !r.OK() {
		return nil
	}
	obs, died, runs, err := t.RunHarness(ctx, w.tg, "t.bin", 1, len(ts.globals))
	for _, r := range runs {
		ts.timed(r)
	}
	if err != nil {
		return nil
	}
	_, obs = native.SplitStart(obs)
	run := &witnessRun{died: len(died) > 0}
	run.fellBack = w.gisel() && slices.Contains(native.FallbackFuncs(lr.Stderr), e.fn.Name)
	run.runtime = runtimeRoutines(filepath.Join(dir, "t.o"), ts.src)
	if len(runs) > 0 {
		run.stdout = runs[len(runs)-1].Stdout
	}
	addrs := ts.viewAddrs(h, e.mems[k], e.plans[k])
	if run.died {
		run.got, run.why = "the program "+died[0].Run.Describe(), "the program did not return where the source returns"
		if p := stoppedStep(obs, 0); p != nil && native.Stopped(died[0].Run) {
			t, why := ts.judgeWitness(e, k, p, addrs, h)
			run.got, run.why = "the program stopped at a call the source does not make"+describeCalls(&t), why
		}
		return run
	}
	if len(obs) != 1 {
		return nil
	}
	out, why := ts.judgeWitness(e, k, &obs[0], addrs, h)
	run.got, run.why = out.String(), why
	if bad := badExtension(ts.prog, e.fn, &obs[0]); bad != "" {
		run.got += fmt.Sprintf(" (i32 %#x in the caller)", ts.prog.FromImage(ir.I32, obs[0].Ret).Bits&0xffffffff)
	}
	if run.why != "" {
		run.got += semantics.FormatObjects(out.Objects) + describeCalls(&out)
	}
	return run
}

// judgeWitness judges what witness harness h printed at step o, a call of
// e on input k (see judgeStep). The view shows as 0 the bits that the
// source's outcomes disagree on or leave undetermined, in the result, the
// observed globals, the argument memory and the stubs' dumps; the source's
// outcomes have their own bits there. So each outcome is compared with
// the line as printed where the view keeps the bits and as the outcome has
// them where it masks them. The outcome returned is the line's as
// printed; the reason, when no outcome allows it, the first outcome's.
func (ts *testFuncs) judgeWitness(e *entry, k int, o *native.Observation, addrs map[string]uint64, h *native.Harness) (semantics.Outcome, string) {
	outs := e.expect[k]
	fr := stepFrame{addrs: addrs, stubs: h.Stubs, view: true}
	t, why := ts.judgeStep(e, k, outs, o, fr)
	if why == "" || h.View == nil {
		return t, why
	}
	first := ""
	for i := range outs {
		f := ts.viewFilled(e, k, o, &outs[i], h)
		_, w := ts.judgeStep(e, k, outs[i:i+1], f, fr)
		if w == "" {
			return t, ""
		}
		if first == "" {
			first = w
		}
	}
	return t, first
}

// viewFilled is observation o of witness harness h (input k of e) with
// the bits its view masks set as source outcome s has them.
func (ts *testFuncs) viewFilled(e *entry, k int, o *native.Observation, s *semantics.Outcome, h *native.Harness) *native.Observation {
	v := h.View
	f := *o
	if v.RetMask != nil && o.Ret != nil && e.fn.RetType().Kind != ir.VoidType {
		f.Ret = fillMasked(o.Ret, ts.retImage(e.fn, &s.Value), v.RetMask)
	}
	f.Globals = slices.Clone(o.Globals)
	for gi, g := range ts.globals {
		if gi >= len(f.Globals) || gi >= len(v.GlobalMasks) || v.GlobalMasks[gi] == nil {
			continue
		}
		for j := range s.Globals {
			if s.Globals[j].Global.Name == g.Name {
				f.Globals[gi] = fillMasked(o.Globals[gi], s.Globals[j].Bytes, v.GlobalMasks[gi])
			}
		}
	}
	if m := e.mems[k]; m != nil && v.MemMask != nil && o.Mem != nil {
		if region, ok := ts.expectedRegion(h, s, m, e.plans[k]); ok {
			f.Mem = fillMasked(o.Mem, region, v.MemMask)
		}
	}
	if len(h.Cases) == 1 && len(h.Cases[0].Scripts) == 1 {
		f.Calls = filledCalls(o.Calls, s, e.plans[k], h.Cases[0].Scripts[0])
	}
	return &f
}

// filledCalls are the logged calls logs of a witness (replay r of plan
// pl) with the bits of their dumps that the view masks set as source
// outcome s has them at its events.
func filledCalls(logs []native.CallLog, s *semantics.Outcome, pl *callPlan, r *native.StubScript) []native.CallLog {
	if pl == nil || r == nil {
		return logs
	}
	out := slices.Clone(logs)
	for i := range out {
		j := out[i].Event // (the event the stub replayed)
		if j < 0 || j >= len(r.Events) || j >= len(pl.steps) || j >= len(s.Calls) || out[i].Stub != r.Events[j].Stub {
			continue
		}
		src := &pl.events()[j]
		dumps := slices.Clone(out[i].Dumps)
		for n, d := range r.Events[j].Dumps {
			if n >= len(dumps) || dumps[n] == nil || d.Mask == nil || n >= len(pl.steps[j].dumps) {
				continue
			}
			name := src.Mem[pl.steps[j].dumps[n]].Name
			for _, m := range s.Calls[j].Mem {
				if m.Name == name && len(m.Bytes) == len(dumps[n]) {
					dumps[n] = fillMasked(dumps[n], m.Bytes, d.Mask)
				}
			}
		}
		out[i].Dumps = dumps
	}
	return out
}

// fillMasked is got with the bits that mask clears set as src has them.
func fillMasked(got []byte, src []semantics.Byte, mask []byte) []byte {
	out := slices.Clone(got)
	for j := range out {
		if j < len(src) && j < len(mask) {
			out[j] = out[j]&mask[j] | src[j].Bits&^mask[j]
		}
	}
	return out
}

// harnessObject puts the compiled harness text (h.ll in dir) at dir/h.o,
// from the batch's cache when it was compiled before.
func (ts *testFuncs) harnessObject(ctx context.Context, t *native.Tools, tg *native.Target, text, dir string) bool {
	key := harnessKey(tg, text)
	out := filepath.Join(dir, "h.o")
	if ts.witnessObjs != nil {
		if obj, ok := ts.witnessObjs.get(key); ok {
			return os.WriteFile(out, obj, 0o644) == nil
		}
	}
	if r := ts.timed(t.Harness(ctx, tg, "h.ll", "h.o")); !r.OK() {
		return false
	}
	if ts.witnessObjs != nil {
		if obj, err := os.ReadFile(out); err == nil {
			ts.witnessObjs.put(key, obj)
		}
	}
	return true
}

// blameLlc names the codegen pass after which the program (src built as
// nb says, run on input k of e) goes wrong, by llc's opt-bisect; "" when
// bisection does not converge. A hint (the pass a finding names, when a
// reduction replays it) is tried first, by a binary search over its runs
// alone: when the program is right up to one of them and wrong with it,
// that is the answer bisection would converge to, found with a few
// builds instead of a dozen. Under bisection's own assumption (once
// wrong, wrong after every later pass) a hint that fails this is not the
// answer, so with settle it is "" without bisection: a reduction needs
// only to know that its candidate is not the finding's bug any more, not
// which pass it is.
func (ts *testFuncs) blameLlc(ctx context.Context, nb nativeBuild, src []byte, e *entry, k int, hint string, settle bool) string {
	tg, level, pipeline := nb.tg, nb.level, nb.pipeline
	// One llc run with every pass numbered gives the names.
	t, _, done := ts.scratch("names-", src)
	if t == nil {
		return ""
	}
	defer done()
	in := "src.ll"
	if pipeline != "" {
		if r := ts.timed(t.Opt(ctx, pipeline, "src.ll", "tgt.ll")); !r.OK() {
			return ""
		}
		in = "tgt.ll"
	}
	r := ts.timed(t.Llc(ctx, tg, level, in, "t.o", "-opt-bisect-limit=1000000000"))
	names, n := bisectPasses(string(r.Stderr), ts.o.cfg.Toolchain.Major, "llc")
	if n == 0 {
		return ""
	}
	bad := func(limit int) bool {
		_, bad := ts.reproduceNative(ctx, nb, src, e, k, limit)
		return bad
	}
	if hint != "" {
		var runs []int
		for j := 1; j <= n; j++ {
			if names[j] == hint {
				runs = append(runs, j)
			}
		}
		if i := sort.Search(len(runs), func(i int) bool { return bad(runs[i]) }); i < len(runs) && !bad(runs[i]-1) {
			return hint
		}
		if settle {
			return ""
		}
	}
	if bad(0) {
		return "" // wrong with no pass run: nothing to bisect
	}
	return names[bisect(0, n, bad)]
}
