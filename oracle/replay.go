package oracle

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// Replay re-checks one finding on candidate versions of its source: the
// predicate that keeps a reduced test case honest. It is safe for
// concurrent use.
type Replay struct {
	o      *Oracle
	f      *finding.Finding
	inputs string         // the finding's inputs file (miscompiles)
	lines  []string       // its lines, one per parameter of the test function
	params []*ir.Argument // the test function's parameters in source.ll
	tg     *native.Target // the finding's target, if any
	// fnPattern, when set, must match the failing tool's output: the
	// function a memory-safety crash happens on (as commands.sh checks).
	fnPattern *regexp.Regexp
	// witnessObjs is the harness object cache the candidates share.
	witnessObjs *objCache
	// mainTy and args are, for a whole-program finding, the type main
	// must keep and the arguments it is run with (see replayprogram.go).
	mainTy string
	args   []string
	// candidates is set on a replay that judges a reduction's candidates
	// (ForCandidates).
	candidates bool
}

// ForCandidates is r for a reduction's candidates: a candidate that
// llc's bisection no longer blames on the finding's pass is turned down
// without bisecting further for the pass it is blamed on (which only a
// user's replay needs to be told). It shares r's caches.
func (r *Replay) ForCandidates() *Replay {
	c := *r
	c.candidates = true
	return &c
}

// ReplayVerdict is what Replay.Check found on one candidate: whether it
// still shows the finding, and what it showed instead or as well. (The
// reference semantics' verdict on one input is semantics.Verdict.)
type ReplayVerdict struct {
	// Reproduces is true when the candidate still shows the finding.
	Reproduces bool
	// Reason says why the candidate does not show the finding, or, when
	// it does, what differs (the reference semantics' reason for a
	// miscompile, the tool's message for a crash).
	Reason string
	// Other is set when the candidate does not show the finding but a bug
	// of its kind with another signature: a crash with another message, a
	// miscompile bisected to another pass (or none), a native program that
	// now hangs or dies instead of returning a wrong value. A corpus case
	// in that state is not fixed: the bug moved.
	Other string
	// Input is the witness of a reproducing miscompile: the finding's
	// (its values for the parameters the candidate kept) or, when that no
	// longer shows the bug, another input that does.
	Input string
	// Expected is what the source allows on the witness (a miscompile) or
	// the failure looked for (a crash); Actual is what the optimized code
	// or the tool did.
	Expected, Actual string
	// UBFree is true when the candidate was run on the witness under the
	// reference semantics and has a defined outcome there: no undefined
	// behaviour, no exhausted budget. Crash findings have no witness, so
	// it is false for them.
	UBFree bool
	// Files are, for a miscompile that reproduces, the files a finding of
	// the candidate would hold besides source.ll: inputs, expected,
	// actual, harness.ll (when the witness can be passed to a program),
	// target.ll (opt's output, IR-level findings), observed.out (what the
	// program printed, native findings) and commands.sh as irfuzz writes
	// it now (a finding's own may be from an older irfuzz).
	Files map[string][]byte
	// Evidence is, for a reproducing native miscompile that the source's
	// own reference builds show too, which builds are wrong and which
	// independent ones agree with the reference semantics
	// (finding.Finding.Evidence).
	Evidence string
}

// NewReplay loads the finding in dir (finding.json, source.ll, and for a
// miscompile its inputs) to re-check it with cfg's tools.
func NewReplay(cfg Config, dir string) (*Replay, error) {
	f, err := finding.Load(dir)
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	switch {
	case f.TypedPointers:
		return nil, fmt.Errorf("replay: %s: source.ll has typed pointers (clang 14), which irfuzz reads but cannot print; its commands.sh reproduces it", dir)
	}
	src, err := ir.ParseFile(filepath.Join(dir, "source.ll"))
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	o, err := New(cfg, finding.NewMemStore())
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	for _, tool := range []string{cfg.Toolchain.Opt, cfg.Toolchain.Llc} {
		if _, err := os.Stat(tool); err != nil && !native.IsInProcess(tool) {
			return nil, fmt.Errorf("replay: %w", err)
		}
	}
	r := &Replay{o: o, f: f, witnessObjs: newObjCache()}
	if f.Target != "" {
		if r.tg, err = native.LookupTarget(f.Target); err != nil {
			return nil, fmt.Errorf("replay: %s: %w", dir, err)
		}
	}
	switch f.Kind {
	case finding.KindCrash, finding.KindTimeout:
		switch f.Tool {
		case "opt":
		case "llc", "link":
			if r.tg == nil || f.Level == "" {
				return nil, fmt.Errorf("replay: %s: an %s failure without a target or level", dir, f.Tool)
			}
		default:
			return nil, fmt.Errorf("replay: %s: a %s of tool %q cannot be replayed", dir, f.Kind, f.Tool)
		}
		if memorySafetyCrash(f.Message) && f.Function != "" {
			r.fnPattern = regexp.MustCompile(functionPattern(f.Function))
		}
	case finding.KindBadOutput:
	case finding.KindIR, finding.KindNative:
		if f.Program {
			if err := r.newProgramReplay(dir, src); err != nil {
				return nil, err
			}
			if f.Kind == finding.KindNative {
				if err := r.runnableTarget(); err != nil {
					return nil, fmt.Errorf("replay: %s: %w", dir, err)
				}
			}
			break
		}
		fn := src.Func(f.Function)
		if f.Function == "" || fn == nil || fn.IsDeclaration() {
			return nil, fmt.Errorf("replay: %s: source.ll does not define the finding's function @%s", dir, f.Function)
		}
		r.params = fn.Params
		r.inputs = filepath.Join(dir, "inputs")
		data, err := os.ReadFile(r.inputs)
		if err != nil {
			return nil, fmt.Errorf("replay: %s: no witness input: %w", dir, err)
		}
		if r.lines = witnessLines(data); len(r.lines) != len(fn.Params) {
			return nil, fmt.Errorf("replay: %s: the inputs file has %d arguments, @%s takes %d", dir, len(r.lines), fn.Name, len(fn.Params))
		}
		if f.Kind == finding.KindNative {
			if err := r.runnableTarget(); err != nil {
				return nil, fmt.Errorf("replay: %s: %w", dir, err)
			}
		}
	default:
		return nil, fmt.Errorf("replay: %s: unknown finding kind %q", dir, f.Kind)
	}
	return r, nil
}

// runnableTarget says why a native miscompile cannot be replayed on this
// machine: no runnable target or level, or the target's tools missing.
func (r *Replay) runnableTarget() error {
	if r.tg == nil || r.f.Level == "" || !r.tg.Runnable() {
		return fmt.Errorf("a native miscompile needs a runnable target and a level (have %q, %q)", r.f.Target, r.f.Level)
	}
	if miss := r.tg.Missing(); len(miss) > 0 {
		return fmt.Errorf("target %s: missing %s", r.tg.Name, strings.Join(miss, ", "))
	}
	return nil
}

// Finding is the finding being replayed (finding.json).
func (r *Replay) Finding() *finding.Finding { return r.f }

// Check reports whether candidate still shows the finding. A crash or
// timeout must come from the same tool step with the same signature. A
// miscompile needs a source without undefined behaviour on the witness
// input, whose test function keeps its name and type, and a pipeline
// output (IR level: opt's; native: the program built by opt and llc and
// run on the witness) outside what that source allows; when the finding
// names a guilty pass, bisection must name it again. The error is for
// problems of irfuzz itself (no work directory); a candidate that does
// not show the finding is a ReplayVerdict saying why.
func (r *Replay) Check(ctx context.Context, candidate *ir.Module) (v ReplayVerdict, err error) {
	defer recoverInternal(&v, &err)
	if candidate == nil {
		return ReplayVerdict{}, errors.New("replay: nil candidate")
	}
	text, err := candidate.Text()
	if err != nil {
		return ReplayVerdict{Reason: "the candidate does not print: " + err.Error()}, nil
	}
	m, err := ir.Parse("source.ll", []byte(text))
	if err == nil {
		err = ir.Verify(m)
	}
	if err != nil {
		return ReplayVerdict{Reason: "the candidate does not parse back and verify: " + firstLineOf(err.Error())}, nil
	}
	return r.check(ctx, m, text)
}

// CheckText is Check for a candidate its caller has printed, parsed and
// verified already (a reducer's): m is the module parsed from text and
// verified, which Check would print, parse and verify once more. text is
// what the tools are given as source.ll, so it must be what m was parsed
// from (not necessarily m's printing). m is read, not kept, and must not
// change while CheckText runs.
func (r *Replay) CheckText(ctx context.Context, m *ir.Module, text string) (v ReplayVerdict, err error) {
	defer recoverInternal(&v, &err)
	if m == nil {
		return ReplayVerdict{}, errors.New("replay: nil candidate")
	}
	return r.check(ctx, m, text)
}

// recoverInternal turns a panic of a check into an error: a bug of irfuzz
// (its interpreter, say), not a verdict.
func recoverInternal(v *ReplayVerdict, err *error) {
	if p := recover(); p != nil {
		*v, *err = ReplayVerdict{}, fmt.Errorf("replay: internal error: %v", p)
	}
}

// check replays the finding on candidate m, printed as text.
func (r *Replay) check(ctx context.Context, m *ir.Module, text string) (ReplayVerdict, error) {
	ts, err := r.batch(m, text)
	if err != nil {
		return ReplayVerdict{}, err
	}
	defer ts.close()
	var v ReplayVerdict
	switch r.f.Kind {
	case finding.KindCrash, finding.KindTimeout:
		v = r.checkCrash(ctx, ts.batch)
	case finding.KindBadOutput:
		v = r.checkBadOutput(ctx, ts.batch)
	case finding.KindIR, finding.KindNative:
		if r.f.Program {
			v = r.checkProgram(ctx, ts.batch)
			break
		}
		if r.f.Kind == finding.KindNative {
			v = r.checkNative(ctx, ts)
			break
		}
		v = r.checkIR(ctx, ts)
	default:
		v = r.checkNative(ctx, ts)
	}
	if err := ctx.Err(); err != nil {
		return ReplayVerdict{Reason: "cancelled"}, err
	}
	return v, nil
}

// Commands are the shell command lines (to run in file's directory) that
// make the finding's tool step run on module file: opt's output goes to
// stdout, llc's object (and a linked program) next to file.
func (r *Replay) Commands(file string) []string {
	t := &native.Tools{TC: r.o.cfg.Toolchain}
	base := strings.TrimSuffix(file, ".ll")
	f := r.f
	if f.Kind == finding.KindIR || f.Kind == finding.KindBadOutput || f.Tool == "opt" {
		return []string{native.ShellJoin(t.OptArgv(f.Pipeline, file, "-"))}
	}
	var lines []string
	in := file
	if f.Pipeline != "" {
		lines = append(lines, native.ShellJoin(t.OptArgv(f.Pipeline, file, base+".opt.ll")))
		in = base + ".opt.ll"
	}
	lines = append(lines, native.ShellJoin(t.LlcArgv(r.tg, f.Level, in, base+".o")))
	if f.Tool == "link" {
		lines = append(lines, native.ShellJoin(native.LinkArgv(r.tg, base+".bin", base+".o")))
	}
	return lines
}

// batch makes the one-candidate batch a check runs in, with its own work
// directory, as test functions (a miscompile's witness entry is made by
// witnessEntry; the reference semantics' program is loaded on demand).
func (r *Replay) batch(m *ir.Module, text string) (*testFuncs, error) {
	b, err := r.o.newBatch("irfuzz-replay", m, text, Origin{Seed: r.f.Seed, What: r.f.Origin})
	if err != nil {
		return nil, fmt.Errorf("replay: %w", err)
	}
	return newTestFuncs(b, r.witnessObjs), nil
}

// checkCrash reruns the failed tool step on the candidate.
func (r *Replay) checkCrash(ctx context.Context, b *batch) ReplayVerdict {
	f := r.f
	v := ReplayVerdict{Expected: f.Signature}
	st := b.stageFor(f.Tool, f.Pipeline, r.tg, f.Level)
	sig, runs := st(ctx, b.dir, []byte(b.srcText))
	// A wild memory access may not fault on every run (a GlobalISel
	// SIGSEGV showed on 2 runs of 20): the tool gets as many runs as
	// commands.sh gives it.
	for try := 1; try < crashAttempts && wildSignature(f.Signature) && len(runs) > 0 && runs[len(runs)-1].OK() && ctx.Err() == nil; try++ {
		sig, runs = st(ctx, b.dir, []byte(b.srcText))
	}
	if len(runs) == 0 {
		v.Reason = "the tool step could not be run"
		return v
	}
	last := runs[len(runs)-1]
	tool := filepath.Base(last.Argv[0])
	if last.OK() {
		v.Actual = tool + " succeeded"
		v.Reason = v.Actual
		return v
	}
	_, _, v.Actual = failureSignature(last, tool, f.Pipeline, r.tg, f.Level)
	if v.Actual == "" {
		v.Actual = last.Describe()
	}
	switch {
	case !sameCrash(f.Signature, sig):
		v.Reason, v.Other = fmt.Sprintf("fails differently: %s", sig), sig
	case r.fnPattern != nil && !r.fnPattern.Match(append(last.Stdout, last.Stderr...)):
		v.Reason = fmt.Sprintf("the same crash, but not on @%s", f.Function)
	default:
		v.Reproduces, v.Reason = true, v.Actual
	}
	return v
}

// checkBadOutput runs the pipeline and parses and verifies its output.
func (r *Replay) checkBadOutput(ctx context.Context, b *batch) ReplayVerdict {
	v := ReplayVerdict{Expected: r.f.Signature}
	res := b.timed(b.tools.Opt(ctx, r.f.Pipeline, "source.ll", "target.ll"))
	if !res.OK() {
		v.Reason = "opt failed: " + res.Describe()
		return v
	}
	text, err := os.ReadFile(filepath.Join(b.dir, "target.ll"))
	if err != nil {
		v.Reason = "opt wrote no output: " + err.Error()
		return v
	}
	_, bad := b.parseOutput(r.f.Pipeline, res, text)
	switch {
	case bad == nil:
		v.Reason = "irfuzz accepts opt's output"
	case bad.Signature != r.f.Signature:
		v.Actual, v.Reason = bad.Message, "rejected differently: "+bad.Signature
	default:
		v.Reproduces, v.Actual, v.Reason = true, bad.Message, bad.Message
	}
	return v
}

// argLines returns the witness lines for the parameters of the
// candidate's test function: all of them while the parameter types are
// the finding's; after the reducer removed parameters, those of the kept
// ones, found by name (the return type may change: the outcome expected
// is the candidate's own).
func (r *Replay) argLines(fn *ir.Function) ([]string, error) {
	same := len(fn.Params) == len(r.params)
	for k := 0; same && k < len(fn.Params); k++ {
		same = fn.Params[k].Ty.String() == r.params[k].Ty.String()
	}
	if same {
		return r.lines, nil
	}
	var lines []string
	next := 0
	for _, a := range fn.Params {
		k := next
		for k < len(r.params) && (a.Name == "" || r.params[k].Name != a.Name) {
			k++
		}
		if k == len(r.params) || r.params[k].Ty.String() != a.Ty.String() {
			return nil, fmt.Errorf("@%s changed its parameters from (%s) to (%s)", fn.Name, paramList(r.params), paramList(fn.Params))
		}
		lines = append(lines, r.lines[k])
		next = k + 1
	}
	return lines, nil
}

func paramList(ps []*ir.Argument) string {
	var parts []string
	for _, a := range ps {
		parts = append(parts, a.Ty.String()+" "+a.Ident())
	}
	return strings.Join(parts, ", ")
}

// witnessEntry loads the candidate under the reference semantics, finds
// the test function (same name as in the finding) and runs it on the
// witness: the entry the miscompile is checked on. When the candidate
// cannot say anything there, the verdict says why; fn is the test
// function when the candidate loaded and defines it (other inputs may
// still show the miscompile: see searchEntry).
func (r *Replay) witnessEntry(ts *testFuncs) (e *entry, v ReplayVerdict, fn *ir.Function) {
	p, err := semantics.Load(ts.src)
	if err != nil {
		v.Reason = "the reference semantics cannot load the candidate: " + err.Error()
		return nil, v, nil
	}
	ts.prog, ts.globals, ts.loc = p, observedGlobals(p), nil
	fn = ts.src.Func(r.f.Function)
	if fn == nil || fn.IsDeclaration() {
		v.Reason = fmt.Sprintf("the candidate does not define @%s", r.f.Function)
		return nil, v, nil
	}
	if !Drivable(fn) {
		// What a campaign tests: a pointer result (an alloca's address,
		// say) is no outcome to compare.
		v.Reason = fmt.Sprintf("@%s is no longer a test function a campaign would check (%s)", fn.Name, fn.FuncTy)
		return nil, v, nil
	}
	lines, err := r.argLines(fn)
	if err != nil {
		v.Reason = err.Error()
		return nil, v, fn
	}
	e, skip, err := ts.witnessEntry(fn, lines)
	switch {
	case err != nil:
		v.Reason = "witness: " + err.Error()
		return nil, v, fn
	case skip != "":
		v.Reason = "the source has no defined outcome on the witness: " + skip
		return nil, v, fn
	}
	v.UBFree, v.Expected = true, formatOutcomes(e.expect[0])
	return e, v, fn
}

// searchEntry samples other inputs of the candidate's test function fn,
// as a campaign would from the finding's seed, keeping those on which the
// source has a defined outcome. A reduction that changed what the witness
// exercises (a constant, a parameter's type) may show the same
// miscompile on one of them.
func (r *Replay) searchEntry(ts *testFuncs, fn *ir.Function) *entry {
	ck := semantics.NewChecker(ts.prog, ts.prog, semantics.CheckOptions{MaxSteps: r.o.cfg.MaxSteps, MaxPaths: 16})
	return entryFor(ts.prog, ck, &r.o.cfg, fn, r.f.Seed^hashName(fn.Name))
}

// only narrows e to its input k.
func (e *entry) only(k int) *entry {
	return &entry{fn: e.fn, inputs: e.inputs[k : k+1], expect: e.expect[k : k+1], images: e.images[k : k+1], mems: e.mems[k : k+1], plans: e.plans[k : k+1]}
}

// checkIR runs the finding's pipeline on the candidate and checks the
// test function of its output on the witness, or, when the output is
// right there (or the witness no longer applies), on other inputs.
func (r *Replay) checkIR(ctx context.Context, ts *testFuncs) ReplayVerdict {
	e, v, fn := r.witnessEntry(ts)
	f := r.f
	var rep irRepro
	bad := false
	if e != nil {
		if rep, bad = ts.reproduceIR(ctx, []byte(ts.srcText), f.Pipeline, e.fn.Name, e.inputs[0], -1); !bad {
			v.Reason = rep.why
		}
	}
	if !bad && fn != nil && ctx.Err() == nil {
		if se := r.searchEntry(ts, fn); len(se.inputs) > 0 {
			srep, sbad := ts.reproduceIROn(ctx, []byte(ts.srcText), f.Pipeline, fn.Name, se.inputs, -1)
			if sbad {
				e, rep, bad = se.only(srep.input), srep, true
				v.UBFree = true
			} else {
				v.Reason += "; other inputs: " + srep.why
			}
		}
	}
	if !bad {
		return v
	}
	v.Expected, v.Actual, v.Reason = rep.verdict.Source, rep.verdict.Target, rep.verdict.Reason
	if f.Pass != "" {
		if pass, note := ts.blameIR(ctx, []byte(ts.srcText), f.Pipeline, e.fn.Name, e.inputs[0]); pass != f.Pass {
			v.Reason, v.Other = blameMismatch(f.Pass, pass, note), finding.KindIR+"/"+passOrUnbisected(pass)
			return v
		}
	}
	v.Reproduces, v.Input = true, formatInput(e.fn, e.inputs[0])
	v.Files = r.witnessFiles(ts, e, v)
	v.Files["target.ll"] = rep.target
	v.Files["commands.sh"] = ts.irScript(r.shown(v), f.Pipeline, e.images[0] != nil)
	return v
}

// shown is the finding as the reproducing verdict v shows it, for the
// header of a fresh commands.sh.
func (r *Replay) shown(v ReplayVerdict) *finding.Finding {
	nf := *r.f
	nf.Input, nf.Expected, nf.Actual, nf.Reason = v.Input, v.Expected, v.Actual, v.Reason
	nf.Files = v.Files
	return &nf
}

// checkNative builds the candidate (through the finding's pipeline, if
// any) with llc at the finding's level for its target, links it with a
// harness that calls the test function once on the witness, and checks
// what the program prints.
func (r *Replay) checkNative(ctx context.Context, ts *testFuncs) ReplayVerdict {
	e, v, _ := r.witnessEntry(ts)
	if e == nil {
		return v
	}
	f := r.f
	// The target's datalayout may change what the source allows.
	ts.entries = []*entry{e}
	nb, _ := ts.targetView(r.tg)
	if len(nb.entries) == 0 {
		var tl *semantics.Layout
		if r.tg.Layout != nil {
			tl, _ = semantics.ParseLayout(r.tg.Layout(ts.o.cfg.Toolchain.Major))
		}
		if why := unjudged(r.tg, ts.prog.Layout, tl, e.fn); why != "" {
			v.Reason = why
			return v
		}
		v.UBFree = false
		v.Reason = "the source has no defined outcome on the witness under " + r.tg.Name + "'s datalayout"
		return v
	}
	e = nb.entries[0]
	if e.images[0] == nil {
		v.Reason = "the witness cannot be passed to a program"
		return v
	}
	v.Expected = formatOutcomes(e.expect[0])
	build := nativeBuild{tg: r.tg, level: f.Level, pipeline: f.Pipeline}
	w := build.witness(-1)
	run := nb.runWitness(ctx, []byte(ts.srcText), e, 0, w)
	switch {
	case run == nil:
		v.Reason = "the program could not be built or run"
		return v
	case run.why == "":
		v.Actual, v.Reason = run.got, "the program prints "+run.got+", which the source allows"
		return v
	}
	got := run.got
	v.Actual, v.Reason = got, run.why
	refs := nb.judgeReferences(ctx, []byte(ts.srcText), e, 0, w, run)
	if refs.rejected() {
		// Not the compiler's doing, or not told apart from the
		// environment: a candidate must not drift into it.
		v.Reason, v.Other = "the program "+got+", but "+refs.same+", and "+noneRight(&refs), finding.KindNative+" (the source does the same)"
		return v
	}
	if want, have := failureMode(f.Actual), failureMode(got); want != have {
		// A wrong value that reduces into a hang or a crash (or back) is
		// another bug, and commands.sh would not see the finding in it.
		v.Reason, v.Other = fmt.Sprintf("the program %s (%s); in the finding it %s", have, got, want), finding.KindNative+" ("+have+")"
		return v
	}
	if f.Pass != "" && f.Level != "O0" {
		if pass := nb.blameLlc(ctx, build, []byte(ts.srcText), e, 0, f.Pass, r.candidates); pass != f.Pass {
			note := ""
			if r.candidates {
				note = "not bisected past " + f.Pass
			}
			v.Reason, v.Other = blameMismatch(f.Pass, pass, note), finding.KindNative+"/"+r.tg.Name+"/"+f.Level+"/"+passOrUnbisected(pass)
			return v
		}
	}
	if want := localizedComponent(f); f.Pass == "" && want != "" {
		// The component is the bug: a candidate that another switch
		// localizes is another one.
		if loc := nb.localizeLlc(ctx, build, []byte(ts.srcText), e, 0, run); loc.component != want {
			v.Reason = fmt.Sprintf("wrong, but localized to %s instead of %s (%s)", loc.component, want, loc.note)
			v.Other = nativeSig(finding.KindNative, r.tg, f.Level, "", loc)
			return v
		}
	}
	v.Reproduces, v.Input = true, formatInput(e.fn, e.inputs[0])
	v.Files = r.witnessFiles(nb, e, v)
	// The script decides on what the program did here (observed.out).
	v.Evidence = refs.evidence("the program built " + w.describe() + afterPipeline(f.Pipeline) + " by LLVM " + ts.o.cfg.Toolchain.Version)
	shown := r.shown(v)
	shown.Evidence = v.Evidence
	v.Files["commands.sh"] = nb.nativeScript(shown, build, run, &refs)
	return v
}

// witnessFiles are the inputs, expected, actual and harness.ll files of a
// finding of the candidate.
func (r *Replay) witnessFiles(ts *testFuncs, e *entry, v ReplayVerdict) map[string][]byte {
	f := &finding.Finding{Expected: v.Expected, Actual: v.Actual, Reason: v.Reason, Files: map[string][]byte{}}
	ts.attachWitness(f, e, 0)
	return f.Files
}

func passOrUnbisected(pass string) string {
	if pass == "" {
		return "unbisected"
	}
	return pass
}

func blameMismatch(want, got, note string) string {
	if got == "" {
		got = "no pass"
		if note != "" {
			got += " (" + note + ")"
		}
	}
	return fmt.Sprintf("wrong, but bisection names %s instead of %s", got, want)
}

// failureMode sorts what a native program did on the witness, from the
// actual outcome a native finding records: it "returned" (a wrong value or
// wrong memory), "hung" (killed by the step alarm or the time limit) or
// "died" otherwise.
func failureMode(actual string) string {
	rest, died := strings.CutPrefix(actual, "the program ")
	switch {
	case !died:
		return "returned"
	case strings.Contains(rest, "SIGALRM") || strings.HasPrefix(rest, "timed out"):
		return "hung"
	}
	return "died"
}
