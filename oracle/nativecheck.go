package oracle

import (
	"context"
	"crypto/sha256"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// checkNative compiles every variant for tg at every level, runs the
// harness over them, and checks each printed outcome against the source's
// set. A compile-only target only compiles. Test functions that llc fails
// on are left out of later compiles for the target (after the failure is
// recorded), so one function that crashes the back end does not hide the
// rest of the batch.
func (b *batch) checkNative(ctx context.Context, tg *native.Target, variants []*variant, res *Result) []*Finding {
	var fs []*Finding
	bad := map[string]bool{}
	harnesses := map[string]*builtHarness{}
	// ran[level] holds the closure keys of the test functions judged at
	// that level: a later variant leaves out those it has the same text of.
	ran := map[string]map[[32]byte]bool{}
	for _, v := range variants {
		keys, shared := v.keys, v.shared
		for _, level := range b.o.cfg.Levels {
			if ctx.Err() != nil {
				return fs
			}
			if ran[level] == nil {
				ran[level] = map[[32]byte]bool{}
			}
			same := map[string]bool{}
			live := testNames(v.mod, bad)
			for _, n := range live {
				if k, ok := keys[n]; ok && !shared[n] && ran[level][k] {
					same[n] = true
				}
			}
			if len(live) > 0 && len(same) == len(live) {
				b.o.deduped.Add(int64(len(same)))
				continue
			}
			obj := fmt.Sprintf("%s-%s-%s.o", v.name(), tg.Name, level)
			r := b.compileVariant(ctx, tg, level, v, bad, same, obj)
			if f := b.toolFailure(ctx, r, "llc", v.pipeline, tg, level); f != nil {
				fs = append(fs, f)
				if !b.compileAround(ctx, tg, level, v, bad, obj, crashedFunction(r.Stderr)) {
					continue
				}
			} else if !r.OK() {
				continue
			}
			if !tg.Runnable() {
				continue
			}
			h := b.harnessWithout(ctx, tg, bad, harnesses, res)
			if h == nil || len(h.refs) == 0 {
				continue
			}
			bin := fmt.Sprintf("%s-%s-%s.bin", v.name(), tg.Name, level)
			r = b.timed(b.tools.Link(ctx, tg, bin, obj, h.obj))
			if !r.OK() {
				res.Errors = append(res.Errors, fmt.Sprintf("link %s: %s: %s", bin, r.Describe(), firstLineOf(string(r.Stderr))))
				continue
			}
			lacking, whole := lackingRuntime(v.mod, r.Stderr)
			if whole {
				continue
			}
			plan := native.Plan{Steps: len(h.refs), Globals: len(b.globals), GroupEnd: groupEnds(h.refs), Case: h.cases}
			if len(same) > 0 {
				plan.Skip = make([]bool, len(h.caseEntry))
				for c, e := range h.caseEntry {
					plan.Skip[c] = same[b.entries[e].fn.Name]
				}
				b.o.deduped.Add(int64(len(same)))
			}
			obs, died, runs, err := b.tools.RunPlan(ctx, tg, bin, plan)
			for _, r := range runs {
				b.timed(r)
			}
			if err != nil {
				res.Errors = append(res.Errors, fmt.Sprintf("run %s: %v", bin, err))
				continue
			}
			res.Steps += len(h.refs)
			if f := b.compareNative(ctx, tg, level, v, h.refs, obs, died, lacking); f != nil {
				fs = append(fs, f)
			}
			for _, e := range h.caseEntry {
				n := b.entries[e].fn.Name
				if k, ok := keys[n]; ok && !same[n] && !lacking[n] && !b.irBad[[2]string{v.pipeline, n}] {
					ran[level][k] = true
				}
			}
		}
	}
	return fs
}

// lackingRuntime reads the link's warnings for symbols left unresolved
// that module m does not define: runtime routines the back end called that
// the target's libraries lack (AArch64's __muloti4 is in compiler-rt, not
// libgcc). A call to one jumps to address 0, which says nothing about the
// code, so the functions of m that reach the code referring to one are not
// judged. whole reports a reference the linker did not place in a
// function: nothing in the program is judged then.
func lackingRuntime(m *ir.Module, linkStderr []byte) (lacking map[string]bool, whole bool) {
	refs := native.UnresolvedRefs(linkStderr)
	if len(refs) == 0 || m == nil {
		return nil, len(refs) > 0
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
		if !named[r.Func] {
			return nil, true
		}
		bad[r.Func] = true
	}
	if len(bad) == 0 {
		return nil, false
	}
	// A function that uses a bad one (calls it, or passes it on) is bad
	// too: follow the use lists up.
	work := slices.Collect(maps.Keys(bad))
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
	return bad, false
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
	cases     []int // per step: its case in the harness
	caseEntry []int // per case: its entry
	obj       string
}

// harnessWithout returns the harness (compiled for tg) over every entry
// except the functions in bad, building it on first use.
func (b *batch) harnessWithout(ctx context.Context, tg *native.Target, bad map[string]bool, cache map[string]*builtHarness, res *Result) *builtHarness {
	names := slices.Sorted(maps.Keys(bad))
	key := strings.Join(names, ",")
	if h, ok := cache[key]; ok {
		return h
	}
	var es []*entry
	var idx []int
	for i, e := range b.entries {
		if !bad[e.fn.Name] {
			es = append(es, e)
			idx = append(idx, i)
		}
	}
	h, refs := harnessFor(b.prog, es, b.globals, b.o.cfg.NativeInputs)
	for k := range refs {
		refs[k].entry = idx[refs[k].entry]
	}
	var built *builtHarness
	if len(refs) == 0 {
		built = &builtHarness{refs: refs}
	} else if obj := b.compileHarness(ctx, tg, h, fmt.Sprintf("harness-%s-%d", tg.Name, len(cache)), res); obj != "" {
		built = &builtHarness{refs: refs, obj: obj}
		// harnessFor makes one case per entry with steps, in step order.
		for k, r := range refs {
			if k == 0 || refs[k-1].entry != r.entry {
				built.caseEntry = append(built.caseEntry, r.entry)
			}
			built.cases = append(built.cases, len(built.caseEntry)-1)
		}
	}
	cache[key] = built
	return built
}

// compileHarness writes and compiles a harness (file.ll to file.o) and
// returns the object ("" on failure, which is irfuzz's own problem,
// recorded in res). Targets with one triple share the object of one
// harness: it is not what is under test (aarch64-gisel links the
// aarch64 harness).
func (b *batch) compileHarness(ctx context.Context, tg *native.Target, h *native.Harness, file string, res *Result) string {
	text := h.IR()
	key := sha256.Sum256([]byte(tg.Triple + "\n" + text))
	if obj, ok := b.harnessObjs[key]; ok {
		return obj
	}
	if err := os.WriteFile(filepath.Join(b.dir, file+".ll"), []byte(text), 0o644); err != nil {
		res.Errors = append(res.Errors, err.Error())
		return ""
	}
	if r := b.timed(b.tools.Llc(ctx, tg, "O0", file+".ll", file+".o")); !r.OK() {
		res.Errors = append(res.Errors, fmt.Sprintf("harness for %s: %s: %s", tg.Name, r.Describe(), firstLineOf(string(r.Stderr))))
		return ""
	}
	b.harnessObjs[key] = file + ".o"
	return file + ".o"
}

// testNames lists the drivable functions of m that are not in bad.
func testNames(m *ir.Module, bad map[string]bool) []string {
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
func (b *batch) compileVariant(ctx context.Context, tg *native.Target, level string, v *variant, bad, same map[string]bool, obj string) *native.Result {
	if len(bad)+len(same) == 0 || v.mod == nil {
		return b.timed(b.tools.Llc(ctx, tg, level, v.file, obj))
	}
	var keep []string
	for _, n := range testNames(v.mod, bad) {
		if !same[n] {
			keep = append(keep, n)
		}
	}
	return b.compileSubset(ctx, tg, level, v, keep, obj)
}

// compileSubset compiles variant v with only the test functions keep.
func (b *batch) compileSubset(ctx context.Context, tg *native.Target, level string, v *variant, keep []string, obj string) *native.Result {
	set := map[string]bool{}
	for _, n := range keep {
		set[n] = true
	}
	file := fmt.Sprintf("subset-%s-%s-%s.ll", v.name(), tg.Name, level)
	sub := Subset(v.mod, set)
	if sub == nil {
		return &native.Result{Exit: -1, StartErr: fmt.Errorf("subset of %s does not parse", v.file)}
	}
	if err := os.WriteFile(filepath.Join(b.dir, file), []byte(sub.String()), 0o644); err != nil {
		return &native.Result{Exit: -1, StartErr: err}
	}
	return b.timed(b.tools.Llc(ctx, tg, level, file, obj))
}

// compileAround finds the test functions of v that llc fails on, adds
// them to bad, and compiles the rest into obj; it reports whether that
// compile succeeded with something left. While llc names the test
// function it died in (hint), that one is left out and the rest compiled
// again; otherwise the list is split in halves.
func (b *batch) compileAround(ctx context.Context, tg *native.Target, level string, v *variant, bad map[string]bool, obj, hint string) bool {
	if v.mod == nil {
		return false
	}
	for ctx.Err() == nil {
		names := testNames(v.mod, bad)
		if len(names) < 2 || !slices.Contains(names, hint) {
			break
		}
		bad[hint] = true
		r := b.compileSubset(ctx, tg, level, v, testNames(v.mod, bad), obj)
		if r.OK() {
			return true
		}
		hint = crashedFunction(r.Stderr)
	}
	// names fail together: the first compile or the last one above.
	names := testNames(v.mod, bad)
	ok := func(keep []string) bool { return b.compileSubset(ctx, tg, level, v, keep, obj).OK() }
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
	return len(rest) > 0 && len(rest) < len(names) && ok(rest)
}

// compareNative checks what one program printed; it returns a finding for
// the first step whose outcome the source does not allow.
func (b *batch) compareNative(ctx context.Context, tg *native.Target, level string, v *variant, refs []stepRef, obs []native.Observation, died []native.Died, lacking map[string]bool) *Finding {
	for _, o := range obs {
		if o.Step < 0 || o.Step >= len(refs) {
			continue
		}
		ref := refs[o.Step]
		e := b.entries[ref.entry]
		if b.irBad[[2]string{v.pipeline, e.fn.Name}] || lacking[e.fn.Name] {
			continue
		}
		t := observedOutcome(b.prog, e.fn, b.globals, &o)
		if reason := semantics.Allows(e.expect[ref.input], &t); reason != "" {
			return b.nativeFinding(ctx, tg, level, v, e, ref.input, t.String(), reason)
		}
	}
	for _, d := range died {
		if d.Step < 0 || d.Step >= len(refs) {
			continue
		}
		ref := refs[d.Step]
		e := b.entries[ref.entry]
		if b.irBad[[2]string{v.pipeline, e.fn.Name}] || lacking[e.fn.Name] {
			continue
		}
		actual, reason := "the program "+d.Run.Describe(), "the program did not return where the source returns"
		if d.Run.TimedOut || d.Run.Signal == "SIGALRM" {
			// A step past the alarm may only be slow (an emulator on a
			// loaded machine; code that loops far more than the source
			// needs is slow, not wrong): it must still be running after a
			// patient run before it counts as a hang.
			got, why, run := b.runWitnessRaw(ctx, tg, level, []byte(b.srcText), v.pipeline, e, ref.input, -1, true)
			if run == nil || !run.died {
				if why == "" {
					continue
				}
				actual, reason = got, why
			}
		}
		return b.nativeFinding(ctx, tg, level, v, e, ref.input, actual, reason)
	}
	return nil
}

// nativeFinding records a wrong native outcome: the module is reduced to
// the one function when that still fails, the guilty llc pass is bisected
// (above -O0), and a script compares the program against the source
// built at -O0 for x86-64.
func (b *batch) nativeFinding(ctx context.Context, tg *native.Target, level string, v *variant, e *entry, k int, actual, reason string) *Finding {
	src := []byte(b.srcText)
	var observed *witnessRun
	if sub := Subset(b.src, map[string]bool{e.fn.Name: true}); sub != nil {
		if got, why, run := b.runWitnessRaw(ctx, tg, level, []byte(sub.String()), v.pipeline, e, k, -1, false); why != "" {
			src, actual, observed = []byte(sub.String()), got, run
		}
	}
	if observed == nil {
		if _, why, run := b.runWitnessRaw(ctx, tg, level, src, v.pipeline, e, k, -1, false); why != "" {
			observed = run
		}
	}
	pass := ""
	if b.o.cfg.Blame && level != "O0" {
		pass = b.blameLlc(ctx, tg, level, src, v.pipeline, e, k, "")
	}
	sig := fmt.Sprintf("%s/%s/%s/%s", KindNative, tg.Name, level, pass)
	if pass == "" {
		// One wrong function usually shows at every level and in every
		// variant: one signature per target.
		sig = fmt.Sprintf("%s/%s/unbisected/%s", KindNative, tg.Name, b.testTag(e.fn.Name))
	}
	f := b.newFinding(KindNative, "program", sig)
	f.Files["source.ll"] = src
	f.Pipeline, f.Target, f.Level, f.Pass, f.Function = v.pipeline, tg.Name, level, pass, e.fn.Name
	f.Input = formatInput(e.fn, e.inputs[k])
	f.Expected, f.Actual, f.Reason = formatOutcomes(e.expect[k]), actual, reason
	f.Command = native.ShellJoin(b.tools.LlcArgv(tg, level, "target.ll", "target.o"))
	b.attachWitness(f, e, k)
	f.Files["commands.sh"] = b.nativeScript(f, tg, level, v.pipeline, observed)
	return f
}

// nativeScript is the commands.sh of native finding f (its witness files
// attached): build the program as the finding did and decide on what it
// did when irfuzz judged it (observed, which goes to observed.out).
func (b *batch) nativeScript(f *Finding, tg *native.Target, level, pipeline string, observed *witnessRun) []byte {
	var lines []string
	if pipeline != "" {
		lines = append(lines, optLine(b.tools, pipeline, "source.ll", "target.ll")+" || exit 2")
	} else {
		lines = append(lines, "cp source.ll target.ll")
	}
	// The reference is the source built at -O0 for x86-64, run natively;
	// when llc cannot build that, the source at -O0 for the finding's own
	// target.
	x86, _ := native.LookupTarget("x86_64")
	refFunc := func(name string, t *native.Target) []string {
		body := []string{name + "() {"}
		for _, l := range b.buildLines(t, "O0", "source.ll", "reference.bin") {
			body = append(body, "  "+strings.Replace(l, "|| exit 2", "|| return 1", 1))
		}
		body = append(body, "  "+runLine(t, "reference.bin", "reference.out"), "  return 0", "}")
		return body
	}
	lines = append(lines, refFunc("reference_x86_64", x86)...)
	lines = append(lines, refFunc("reference_target", tg)...)
	lines = append(lines, b.buildLines(tg, level, "target.ll", "target.bin")...)
	lines = append(lines, runLine(tg, "target.bin", "target.out"), "status=$?")
	// What decides is what the program did when irfuzz judged it
	// (observed.out, recorded then): the same wrong output, or dying again.
	// The source built at -O0 is only shown: it is under test too (an
	// x86-64 -O0 finding is that very build), so agreeing with it proves
	// nothing.
	switch {
	case observed != nil && observed.died:
		lines = append(lines,
			"if [ $status -ne 0 ]; then echo \"reproduced: the program died again (exit status $status) where the source returns (expected/actual under the reference semantics below)\"; cat expected actual; exit 0; fi")
	case observed != nil:
		f.Files["observed.out"] = observed.stdout
		lines = append(lines,
			"if [ $status -eq 0 ] && cmp -s target.out observed.out; then",
			"  echo 'reproduced: the program prints the outcome irfuzz judged wrong (observed.out; expected/actual under the reference semantics below)'",
			"  cat expected actual",
			"  if (reference_x86_64 || reference_target) 2>/dev/null && ! cmp -s reference.out target.out; then echo 'the source built at -O0 prints instead:'; cat reference.out; fi",
			"  exit 0",
			"fi")
	default:
		// Not seen again alone: compare with the source at -O0.
		lines = append(lines,
			"reference_x86_64 || reference_target || exit 2",
			"if ! cmp -s reference.out target.out; then echo 'reproduced: the program prints a different outcome than the source built at -O0 (expected/actual under the reference semantics below)'; cat expected actual; diff reference.out target.out; exit 0; fi")
	}
	lines = append(lines, "echo 'not reproduced: the program no longer does what irfuzz judged wrong'; cat target.out; exit 1")
	return []byte(b.script(f, lines))
}

// reproduceNative builds src (optimized with pipeline when not empty) for
// tg at level, llc stopped after limit passes when limit >= 0, runs entry
// e on input k alone, and reports the outcome and whether it is wrong.
func (b *batch) reproduceNative(ctx context.Context, tg *native.Target, level string, src []byte, pipeline string, e *entry, k int, limit int) (string, bool) {
	got, why := b.runWitness(ctx, tg, level, src, pipeline, e, k, limit)
	return got, why != ""
}

// runWitness is reproduceNative that also says why the outcome is wrong
// ("" when the source allows it, or when the program could not be built
// or run, got being "" then).
func (b *batch) runWitness(ctx context.Context, tg *native.Target, level string, src []byte, pipeline string, e *entry, k int, limit int) (got, why string) {
	got, why, _ = b.runWitnessRaw(ctx, tg, level, src, pipeline, e, k, limit, false)
	return got, why
}

// patientStepLimit is how long one step may run before a hang is
// believed: a step does at most what the reference interpreter ran (its
// step budget), milliseconds natively even under an emulator.
const patientStepLimit = 30 * time.Second

// witnessRun is what the witness program did: its output and whether it
// died (crashed, hung or exited early) instead of returning.
type witnessRun struct {
	stdout []byte
	died   bool
}

// runWitnessRaw is runWitness that also returns the program's run (nil
// when it did not get that far). A patient run gives the step
// patientStepLimit instead of the usual alarm.
func (b *batch) runWitnessRaw(ctx context.Context, tg *native.Target, level string, src []byte, pipeline string, e *entry, k int, limit int, patient bool) (got, why string, run *witnessRun) {
	if e.images[k] == nil {
		return "", "", nil
	}
	dir, err := os.MkdirTemp(b.dir, "nrepro-")
	if err != nil {
		return "", "", nil
	}
	defer os.RemoveAll(dir)
	t := *b.tools
	t.Dir = dir
	// Bisection reruns this many times: a hang counts at its first timeout.
	t.NoHangRetry = true
	if patient {
		t.StepLimit = patientStepLimit
		t.RunLim.Timeout = 2 * patientStepLimit
	}
	h := b.witnessHarness(e, k)
	if os.WriteFile(filepath.Join(dir, "src.ll"), src, 0o644) != nil || os.WriteFile(filepath.Join(dir, "h.ll"), []byte(h.IR()), 0o644) != nil {
		return "", "", nil
	}
	in := "src.ll"
	if pipeline != "" {
		if r := b.timed(t.Opt(ctx, pipeline, "src.ll", "tgt.ll")); !r.OK() {
			return "", "", nil
		}
		in = "tgt.ll"
	}
	var extra []string
	if limit >= 0 {
		extra = []string{fmt.Sprintf("-opt-bisect-limit=%d", limit)}
	}
	if !b.harnessObject(ctx, &t, tg, h.IR(), dir) {
		return "", "", nil
	}
	if r := b.timed(t.Llc(ctx, tg, level, in, "t.o", extra...)); !r.OK() {
		return "", "", nil
	}
	if r := b.timed(t.Link(ctx, tg, "t.bin", "t.o", "h.o")); !r.OK() {
		return "", "", nil
	}
	obs, died, runs, err := t.RunHarness(ctx, tg, "t.bin", 1, len(b.globals))
	for _, r := range runs {
		b.timed(r)
	}
	if err != nil {
		return "", "", nil
	}
	run = &witnessRun{died: len(died) > 0}
	if len(runs) > 0 {
		run.stdout = runs[len(runs)-1].Stdout
	}
	if len(died) > 0 {
		return "the program " + died[0].Run.Describe(), "the program did not return where the source returns", run
	}
	if len(obs) != 1 {
		return "", "", nil
	}
	out := observedOutcome(b.prog, e.fn, b.globals, &obs[0])
	return out.String(), semantics.Allows(e.expect[k], &out), run
}

// maxHintTries is how many runs of a hinted pass blameLlc tries before it
// bisects.
const maxHintTries = 3

// harnessObject puts the compiled harness text (h.ll in dir) at dir/h.o,
// from the batch's cache when it was compiled before.
func (b *batch) harnessObject(ctx context.Context, t *native.Tools, tg *native.Target, text, dir string) bool {
	key := sha256.Sum256([]byte(tg.Triple + "\n" + text))
	out := filepath.Join(dir, "h.o")
	if b.witnessObjs != nil {
		if obj, ok := b.witnessObjs.get(key); ok {
			return os.WriteFile(out, obj, 0o644) == nil
		}
	}
	if r := b.timed(t.Llc(ctx, tg, "O0", "h.ll", "h.o")); !r.OK() {
		return false
	}
	if b.witnessObjs != nil {
		if obj, err := os.ReadFile(out); err == nil {
			b.witnessObjs.put(key, obj)
		}
	}
	return true
}

// blameLlc names the codegen pass after which the program goes wrong, by
// llc's opt-bisect; "" when bisection does not converge. A hint (the pass
// a finding names, when a reduction replays it) is tried first: when the
// program is right up to one of its runs and wrong with it, that is the
// answer bisection would converge to, found with two builds instead of a
// dozen.
func (b *batch) blameLlc(ctx context.Context, tg *native.Target, level string, src []byte, pipeline string, e *entry, k int, hint string) string {
	if _, bad := b.reproduceNative(ctx, tg, level, src, pipeline, e, k, 0); bad {
		return ""
	}
	// One llc run with every pass numbered gives the names.
	dir, err := os.MkdirTemp(b.dir, "names-")
	if err != nil {
		return ""
	}
	defer os.RemoveAll(dir)
	t := *b.tools
	t.Dir = dir
	in := "src.ll"
	os.WriteFile(filepath.Join(dir, in), src, 0o644)
	if pipeline != "" {
		if r := b.timed(t.Opt(ctx, pipeline, "src.ll", "tgt.ll")); !r.OK() {
			return ""
		}
		in = "tgt.ll"
	}
	r := b.timed(t.Llc(ctx, tg, level, in, "t.o", "-opt-bisect-limit=1000000000"))
	names, n := bisectPasses(string(r.Stderr))
	if n == 0 {
		return ""
	}
	bad := func(limit int) bool {
		_, bad := b.reproduceNative(ctx, tg, level, src, pipeline, e, k, limit)
		return bad
	}
	if hint != "" {
		tried := 0
		for j := 1; j <= n && tried < maxHintTries; j++ {
			if names[j] != hint {
				continue
			}
			tried++
			if bad(j) {
				if !bad(j - 1) {
					return hint
				}
				break // wrong before the hinted pass: bisect
			}
		}
	}
	return names[bisect(0, n, bad)]
}
