package oracle

// Native checks of test functions: a variant is compiled (around the
// functions llc fails on), linked with a harness that calls every test
// function on some of its inputs, and run; what it prints is judged
// against the source's outcomes, and a wrong one stands up as a finding
// only when the witness program alone shows it again (witness.go).

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
)

// markUsers adds to bad every function of m that uses one in it (calls
// it, or passes it on), following the use lists up from the names in
// work.
func markUsers(m *ir.Module, bad map[string]bool, work []string) {
	for len(work) > 0 {
		f := m.Func(work[len(work)-1])
		work = work[:len(work)-1]
		if f == nil {
			continue
		}
		for _, u := range f.Uses() {
			if u.Parent == nil || u.Parent.Parent == nil || bad[u.Parent.Parent.Name] {
				continue
			}
			bad[u.Parent.Parent.Name] = true
			work = append(work, u.Parent.Parent.Name)
		}
	}
}

// lackingRuntime reads the link's warnings for symbols left unresolved
// that module m does not define: runtime routines the back end called that
// the target's libraries lack (AArch64's __muloti4 is in compiler-rt, not
// libgcc). A call to one jumps to address 0, which says nothing about the
// code, so the functions of m that reach the code referring to one are not
// judged. whole reports a reference the linker did not place in a
// function: nothing in the program is judged then. A reference from the
// harness's case function N (which passes or reads values of a type the
// back end converts with a runtime routine: half on PowerPC) counts as
// one from the test function caseFunc(N) names ("" for none).
func lackingRuntime(m *ir.Module, linkStderr []byte, caseFunc func(int) string) (lacking map[string]bool, whole bool) {
	refs := native.UnresolvedRefs(linkStderr)
	if len(refs) == 0 || m == nil {
		return nil, len(refs) > 0
	}
	for i, r := range refs {
		if n, ok := strings.CutPrefix(r.Func, "__irfuzz.case."); ok && caseFunc != nil {
			if c, err := strconv.Atoi(n); err == nil {
				refs[i].Func = caseFunc(c)
			}
		}
	}
	named, defined := map[string]bool{}, map[string]bool{}
	for _, f := range m.Funcs {
		named[f.Name] = true
		defined[f.Name] = !f.IsDeclaration()
	}
	for _, g := range m.Globals {
		defined[g.Name] = g.Init != nil
	}
	bad := map[string]bool{}
	for _, r := range refs {
		if defined[r.Symbol] {
			continue
		}
		// A runtime routine, or a function or global m only declares
		// (reduction can leave an "external global" behind): its address
		// is 0 in the program.
		switch {
		case r.More && declaredUsers(m, r.Symbol, bad):
			// References the linker did not attribute (it names only
			// the first few): every function using the declaration.
		case !named[r.Func]:
			return nil, true
		default:
			bad[r.Func] = true
		}
	}
	if len(bad) == 0 {
		return nil, false
	}
	// A function that uses a bad one (calls it, or passes it on) is bad
	// too: follow the use lists up.
	markUsers(m, bad, slices.Collect(maps.Keys(bad)))
	return bad, false
}

// compileOnly is the reason a compile-only target's cells judge no call.
const compileOnly = "a compile-only target: llc runs for its crashes, nothing is run"

// lackingReason says which symbols the link left unresolved (runtime
// routines the target's libraries lack), for a cell's reasons.
func lackingReason(refs []native.UnresolvedRef) string {
	var syms []string
	for _, r := range refs {
		if !slices.Contains(syms, r.Symbol) {
			syms = append(syms, r.Symbol)
		}
	}
	return "the target's libraries lack " + strings.Join(syms, ", ") + " (unresolved at link time): the code reaching it is not run"
}

// declaredUsers adds to bad the functions of m whose instructions use
// the function or global sym declares, and reports whether m declares
// it.
func declaredUsers(m *ir.Module, sym string, bad map[string]bool) bool {
	var uses []*ir.Instruction
	if f := m.Func(sym); f != nil && f.IsDeclaration() {
		uses = f.Uses()
	} else if g := m.Global(sym); g != nil && g.Init == nil {
		uses = g.Uses()
	} else {
		return false
	}
	for _, u := range uses {
		if u.Parent != nil && u.Parent.Parent != nil {
			bad[u.Parent.Parent.Name] = true
		}
	}
	return true
}

// groupEnds maps each step to the first step of the next test function:
// after one input of a function crashes or hangs, the program goes on
// with the next function (the first death is the finding).
func groupEnds(refs []stepRef) []int {
	ends := make([]int, len(refs))
	for i := len(refs) - 1; i >= 0; i-- {
		if i+1 < len(refs) && refs[i+1].entry == refs[i].entry {
			ends[i] = ends[i+1]
		} else {
			ends[i] = i + 1
		}
	}
	return ends
}

// builtHarness is a compiled harness and the steps it runs.
type builtHarness struct {
	refs      []stepRef
	stubs     []native.Stub // the stubs it defines (its logs name them by index)
	cases     []int         // per step: its case in the harness
	caseEntry []int         // per case: its entry
	obj       string
}

// harnessWithout returns the harness (compiled for tg) over every entry
// except the functions in bad, building it on first use.
func (ts *testFuncs) harnessWithout(ctx context.Context, tg *native.Target, bad map[string]bool, cache map[string]*builtHarness, res *Result) *builtHarness {
	names := slices.Sorted(maps.Keys(bad))
	key := strings.Join(names, ",")
	if h, ok := cache[key]; ok {
		return h
	}
	var es []*entry
	var idx []int
	for i, e := range ts.entries {
		if !bad[e.fn.Name] {
			es = append(es, e)
			idx = append(idx, i)
		}
	}
	h, refs := ts.harnessFor(es, ts.o.cfg.NativeInputs)
	for k := range refs {
		refs[k].entry = idx[refs[k].entry]
	}
	var built *builtHarness
	if len(refs) == 0 {
		built = &builtHarness{refs: refs}
	} else if obj, failure := ts.compileHarness(ctx, tg, h, fmt.Sprintf("harness-%s-%d", tg.Name, len(cache))); obj != "" {
		built = &builtHarness{refs: refs, obj: obj, stubs: h.Stubs}
		// harnessFor makes one case per entry with steps, in step order.
		for k, r := range refs {
			if k == 0 || refs[k-1].entry != r.entry {
				built.caseEntry = append(built.caseEntry, r.entry)
			}
			built.cases = append(built.cases, len(built.caseEntry)-1)
		}
	} else if half := halfEntries(es, bad); len(half) > 0 {
		// A back end without half-precision support (s390x before LLVM
		// 21) cannot pass the harness's half values either: those
		// functions are not judged there, the rest are.
		res.Rejected = append(res.Rejected, fmt.Sprintf("%s: not judged there, its harness cannot pass half values (%s): @%s", tg.Name, failure, strings.Join(half, ", @")))
		for _, n := range half {
			bad[n] = true
		}
		built = ts.harnessWithout(ctx, tg, bad, cache, res)
	} else {
		res.Errors = append(res.Errors, fmt.Sprintf("harness for %s: %s", tg.Name, failure))
	}
	cache[key] = built
	return built
}

// halfEntries are the functions of es not in bad whose parameters or
// result have a half or bfloat type.
func halfEntries(es []*entry, bad map[string]bool) []string {
	var names []string
	for _, e := range es {
		if ty := e.fn.FuncTy.String(); !bad[e.fn.Name] && (strings.Contains(ty, "half") || strings.Contains(ty, "bfloat")) {
			names = append(names, e.fn.Name)
		}
	}
	return names
}

// harnessKey identifies a harness object: its text, compiled for a
// triple with ABI flags. Targets that share a triple but not the ABI
// flags (riscv64 and riscv64-v, which returns a <2 x i32> in v8 rather
// than a0; x86_64 and x86_64-avx512; i686 and i686-x87) must not share
// it: a harness of the other ABI reads results where the function did
// not put them.
func harnessKey(tg *native.Target, text string) [32]byte {
	return sha256.Sum256([]byte(tg.Triple + "\n" + strings.Join(tg.ABIFlags, " ") + "\n" + text))
}

// compileHarness writes and compiles a harness (file.ll to file.o) and
// returns the object, or "" and why it failed (irfuzz's own problem).
// Targets with one triple and ABI share the object of one harness: it is
// not what is under test (aarch64-gisel links the aarch64 harness).
func (ts *testFuncs) compileHarness(ctx context.Context, tg *native.Target, h *native.Harness, file string) (obj, failure string) {
	text := h.IR()
	key := harnessKey(tg, text)
	if obj, ok := ts.harnessObjs[key]; ok {
		return obj, ""
	}
	if err := os.WriteFile(filepath.Join(ts.dir, file+".ll"), []byte(text), 0o644); err != nil {
		return "", err.Error()
	}
	if r := ts.timed(ts.tools.Harness(ctx, tg, file+".ll", file+".o")); !r.OK() {
		return "", fmt.Sprintf("%s: %s", r.Describe(), firstLineOf(string(r.Stderr)))
	}
	ts.harnessObjs[key] = file + ".o"
	return file + ".o", ""
}

// testNames lists the drivable functions of m that are not in bad; none
// when m is nil (an opt output irfuzz cannot read, built whole).
func testNames(m *ir.Module, bad map[string]bool) []string {
	if m == nil {
		return nil
	}
	var names []string
	for _, f := range m.Funcs {
		if Drivable(f) && !bad[f.Name] {
			names = append(names, f.Name)
		}
	}
	return names
}

// compileVariant compiles variant v at level for tg into obj, without the
// test functions in bad.
func (ts *testFuncs) compileVariant(ctx context.Context, tg *native.Target, level string, v *variant, bad, same map[string]bool, obj string) *native.Result {
	if len(bad)+len(same) == 0 || v.mod == nil {
		return ts.timed(ts.tools.Llc(ctx, tg, level, v.file, obj))
	}
	var keep []string
	for _, n := range testNames(v.mod, bad) {
		if !same[n] {
			keep = append(keep, n)
		}
	}
	return ts.compileSubset(ctx, tg, level, v, keep, obj, false)
}

// compileSubset compiles variant v with only the test functions keep.
// A probe's failure is read only for the function llc died in, so its
// crash is not symbolized (native.Tools.LlcUnsymbolized).
func (ts *testFuncs) compileSubset(ctx context.Context, tg *native.Target, level string, v *variant, keep []string, obj string, probe bool) *native.Result {
	file := fmt.Sprintf("subset-%s-%s-%s.ll", v.name(), tg.Name, level)
	text := ts.subsetText(v.mod, keep...)
	if text == nil {
		return &native.Result{Exit: -1, StartErr: fmt.Errorf("subset of %s does not parse", v.file)}
	}
	if err := os.WriteFile(filepath.Join(ts.dir, file), text, 0o644); err != nil {
		return &native.Result{Exit: -1, StartErr: err}
	}
	var r *native.Result
	if probe {
		r = ts.timed(ts.tools.LlcUnsymbolized(ctx, tg, level, file, obj))
	} else {
		r = ts.timed(ts.tools.Llc(ctx, tg, level, file, obj))
	}
	if !r.OK() && bytes.Contains(r.Stderr, []byte(file+":")) {
		// llc points into the text (file:line:col): when irfuzz's parser
		// rejects it too, the subset is not a module, not llc's failure.
		if _, err := ir.Parse(file, text); err != nil {
			return &native.Result{Exit: -1, StartErr: fmt.Errorf("subset of %s does not parse: %v", v.file, err)}
		}
	}
	return r
}

// subsetKey names a subset of a module: the names it keeps, sorted and
// joined.
type subsetKey struct {
	m     *ir.Module
	names string
}

// subsetText is SubsetText(m, keep): Subset(m, keep) printed, made
// without a copy and a parse, so not known to parse (compileSubset looks
// when llc fails on it; the other users fall back to the whole module
// when it does not do what they ask). The texts are remembered by module
// and set of names: the targets and levels of a module mostly leave out
// the same functions of a variant, and the findings of one test function
// reduce the source to it again and again.
func (ts *testFuncs) subsetText(m *ir.Module, keep ...string) []byte {
	key := subsetKey{m, strings.Join(slices.Sorted(slices.Values(keep)), "\x00")}
	if text, ok := ts.subsets[key]; ok {
		return text
	}
	set := map[string]bool{}
	for _, n := range keep {
		set[n] = true
	}
	text := SubsetText(m, set)
	ts.subsets[key] = text
	return text
}

// fallbacks reads the test functions that GlobalISel, on a GlobalISel
// target, left to SelectionDAG in the compile r, and counts them: their
// code there is not GlobalISel's, so they are not judged on that target.
func (ts *testFuncs) fallbacks(tg *native.Target, r *native.Result, res *Result) map[string]bool {
	if !tg.UsesGlobalISel() {
		return nil
	}
	names := native.FallbackFuncs(r.Stderr)
	if len(names) == 0 {
		return nil
	}
	set := map[string]bool{}
	for _, n := range names {
		set[n] = true
	}
	res.Fallbacks += len(set)
	return set
}

// compileAround finds the test functions of v that llc fails on, adds
// them to bad, and compiles the rest into obj; it returns that compile's
// run when it succeeded with something left, nil otherwise. While llc names the test
// function it died in (hint), that one is left out and the rest compiled
// again; otherwise the list is split in halves.
func (ts *testFuncs) compileAround(ctx context.Context, tg *native.Target, level string, v *variant, bad map[string]bool, obj, hint string) *native.Result {
	if v.mod == nil {
		return nil
	}
	failed := ts.llcFailed[v.mod]
	if failed == nil {
		failed = map[string]bool{}
		ts.llcFailed[v.mod] = failed
	}
	for ctx.Err() == nil {
		names := testNames(v.mod, bad)
		if len(names) < 2 || !slices.Contains(names, hint) {
			break
		}
		bad[hint], failed[hint] = true, true
		ts.screenFailed(ctx, tg, level, v, bad, failed, obj)
		r := ts.compileSubset(ctx, tg, level, v, testNames(v.mod, bad), obj, true)
		if r.OK() {
			return r
		}
		hint = crashedFunction(r.Stderr)
	}
	// names fail together: the first compile or the last one above.
	names := testNames(v.mod, bad)
	ok := func(keep []string) bool { return ts.compileSubset(ctx, tg, level, v, keep, obj, true).OK() }
	var split func(names []string, fails bool)
	split = func(names []string, fails bool) {
		if len(names) == 0 || ctx.Err() != nil || !fails && ok(names) {
			return
		}
		if len(names) == 1 {
			bad[names[0]] = true
			return
		}
		split(names[:len(names)/2], false)
		split(names[len(names)/2:], false)
	}
	split(names, true)
	rest := testNames(v.mod, bad)
	if len(rest) == 0 || len(rest) == len(names) {
		return nil
	}
	if r := ts.compileSubset(ctx, tg, level, v, rest, obj, true); r.OK() {
		return r
	}
	return nil
}

// screenFailed compiles together, without the rest, the test functions
// of v still in that llc died in on another target or at another level
// (failed), and adds to bad each it dies in here too. A back end that
// cannot select an operation dies in every function that uses it (LLVM
// 19's llc on llvm.canonicalize, on every target): found so, they cost a
// module of a few functions each, not a compile of the whole variant up
// to each of them in turn. The functions are still tried on this target;
// one that compiles here stays in, and one the screen misses is found by
// compileAround as before.
func (ts *testFuncs) screenFailed(ctx context.Context, tg *native.Target, level string, v *variant, bad, failed map[string]bool, obj string) {
	var suspects []string
	for _, n := range testNames(v.mod, bad) {
		if failed[n] {
			suspects = append(suspects, n)
		}
	}
	for len(suspects) > 0 && ctx.Err() == nil {
		r := ts.compileSubset(ctx, tg, level, v, suspects, obj, true)
		if r.OK() || r.TimedOut {
			return
		}
		died := crashedFunction(r.Stderr)
		if !slices.Contains(suspects, died) {
			return
		}
		bad[died] = true
		suspects = slices.DeleteFunc(suspects, func(n string) bool { return n == died })
	}
}

// compareNative checks what one program printed; it returns a finding for
// the first step whose outcome the source does not allow and that stands
// up as a finding (see nativeFinding). Functions in unjudged (they reach
// a missing runtime routine, or GlobalISel fell back on them) are not
// judged; neither are the other steps of a function once one of its
// steps was rejected.
func (ts *testFuncs) compareNative(ctx context.Context, nb nativeBuild, h *builtHarness, obs []native.Observation, died []native.Died, unjudged map[string]bool, res *Result) *finding.Finding {
	refs := h.refs
	start, obs := native.SplitStart(obs)
	fr := stepFrame{addrs: ts.locator().addrs(start, ts.prog.Layout), stubs: h.stubs}
	if start != nil {
		fr.arena = start.Arena
	}
	rejected := map[string]bool{}
	skip := func(e *entry) bool {
		return ts.irBad[[2]string{nb.pipeline, e.fn.Name}] || unjudged[e.fn.Name] || rejected[e.fn.Name]
	}
	try := func(e *entry, k int, actual, reason string) *finding.Finding {
		f := ts.nativeFinding(ctx, nb, e, k, actual, reason, res)
		if f == nil {
			rejected[e.fn.Name] = true
		}
		return f
	}
	for _, o := range obs {
		if o.Step < 0 || o.Step >= len(refs) || ctx.Err() != nil {
			continue
		}
		ref := refs[o.Step]
		e := ts.entries[ref.entry]
		if skip(e) {
			continue
		}
		if o.Partial {
			continue // judged with its death below
		}
		t, reason := ts.judgeStep(e, ref.input, e.expect[ref.input], &o, fr)
		if reason != "" {
			if f := try(e, ref.input, t.String(), reason); f != nil {
				return f
			}
		}
	}
	for _, d := range died {
		if d.Step < 0 || d.Step >= len(refs) || ctx.Err() != nil {
			continue
		}
		ref := refs[d.Step]
		e := ts.entries[ref.entry]
		if skip(e) {
			continue
		}
		actual, reason := "the program "+d.Run.Describe(), "the program did not return where the source returns"
		if p := stoppedStep(obs, d.Step); p != nil && native.Stopped(d.Run) {
			t, why := ts.judgeStep(e, ref.input, e.expect[ref.input], p, fr)
			actual, reason = "the program stopped at a call the source does not make"+describeCalls(&t), why
		}
		if d.Run.TimedOut || d.Run.Signal == "SIGALRM" {
			// A step past the alarm may only be slow (an emulator on a
			// loaded machine; code that loops far more than the source
			// needs is slow, not wrong): it must still be running after a
			// patient run before it counts as a hang.
			w := nb.witness(-1)
			w.patient = true
			run := ts.runWitness(ctx, []byte(ts.srcText), e, ref.input, w)
			if run == nil || !run.died {
				if !run.wrong() {
					continue
				}
				actual, reason = run.got, run.why
			}
		}
		if f := try(e, ref.input, actual, reason); f != nil {
			return f
		}
	}
	return nil
}

// nativeFinding records a wrong native outcome: the module is reduced to
// the one function when that still fails, the guilty llc pass is bisected
// (above -O0) or else the component localized (localizeLlc), and a
// script rebuilds the program and checks that the unoptimized source
// does not do the same, or, where it does, that an independent build
// agrees with the reference semantics (judgeReferences; the finding's
// Evidence says which). A wrong outcome that the witness program alone
// does not show again, or that the source's own builds show too with no
// independent build right (a harness or environment problem, or a bug
// every build shares), is not a finding: it is counted in
// res.NotFindings.
func (ts *testFuncs) nativeFinding(ctx context.Context, nb nativeBuild, e *entry, k int, actual, reason string, res *Result) *finding.Finding {
	tg, level := nb.tg, nb.level
	where := fmt.Sprintf("@%s on %s/%s", e.fn.Name, tg.Name, level)
	if nb.pipeline != "" {
		where += " after " + nb.pipeline
	}
	if why := ts.refutesItself(e, k); why != "" {
		res.notFinding(NotSelfRefining, where+": "+why)
		return nil
	}
	src := []byte(ts.srcText)
	bld := nb.witness(-1)
	var observed *witnessRun
	if sub := ts.subsetText(ts.src, e.fn.Name); sub != nil {
		if run := ts.runWitness(ctx, sub, e, k, bld); run.wrong() {
			src, observed = sub, run
		}
	}
	if observed == nil {
		if run := ts.runWitness(ctx, src, e, k, bld); run.wrong() {
			observed = run
		}
	}
	if observed == nil {
		if ctx.Err() == nil {
			res.notFinding(NotShownAlone, fmt.Sprintf("%s: %s (%s) not shown again by the witness program alone", where, actual, reason))
		}
		return nil
	}
	refs := ts.judgeReferences(ctx, src, e, k, bld, observed)
	if refs.rejected() {
		if ctx.Err() == nil {
			res.notFinding(refs.why(), fmt.Sprintf("%s: %s, but %s, and %s", where, observed.got, refs.same, noneRight(&refs)))
		}
		return nil
	}
	actual = observed.got
	pass, loc := ts.blameNative(ctx, nb, src, e, k, observed)
	f := ts.newFinding(finding.KindNative, "program", nativeSig(finding.KindNative, tg, level, pass, loc))
	f.Files["source.ll"] = src
	f.Pipeline, f.Target, f.Level, f.Pass, f.Function = nb.pipeline, tg.Name, level, pass, e.fn.Name
	f.BlameNote = loc.note
	f.Input = formatInput(e.fn, e.inputs[k])
	f.Expected, f.Actual, f.Reason = formatOutcomes(e.expect[k]), actual, observed.why
	f.Command = native.ShellJoin(ts.tools.LlcArgv(tg, level, "target.ll", "target.o"))
	f.Evidence = refs.evidence("the program built " + bld.describe() + afterPipeline(nb.pipeline) + " by LLVM " + ts.o.cfg.Toolchain.Version)
	ts.attachWitness(f, e, k)
	f.Files["commands.sh"] = ts.nativeScript(f, nb, observed, &refs)
	return f
}

// noneRight says that no independent build of a rejected difference
// agreed with the reference semantics, or that none could be made.
func noneRight(v *referenceVerdict) string {
	switch {
	case len(v.runtime) > 0:
		return "the code calls " + strings.Join(v.runtime, ", ") + " from the machine's libraries, so other releases and targets that agree with the reference semantics do not count, and no build of this release does"
	case v.tried == 0:
		return "no independent build could be made"
	}
	return fmt.Sprintf("none of %d independent builds agrees with the reference semantics", v.tried)
}

// afterPipeline is " after P" for opt pipeline P, "" for none.
func afterPipeline(p string) string {
	if p == "" {
		return ""
	}
	return " after " + p
}

// blameNative names the guilty llc pass of a native miscompile (above
// -O0) or, when bisection names none, localizes it (localizeLlc); with
// blame off it says so.
func (ts *testFuncs) blameNative(ctx context.Context, nb nativeBuild, src []byte, e *entry, k int, observed *witnessRun) (string, localization) {
	if !ts.o.cfg.Blame {
		return "", localization{compUnlocalized, "not localized: blame is off"}
	}
	if nb.level != "O0" {
		if pass := ts.blameLlc(ctx, nb, src, e, k, "", false); pass != "" {
			return pass, localization{}
		}
	}
	return "", ts.localizeLlc(ctx, nb, src, e, k, observed)
}
