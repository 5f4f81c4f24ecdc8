package oracle

import (
	"context"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/lazyre"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/release"
	"github.com/irfuzz/irfuzz/semantics"
)

// sourceNativeNote runs the source itself, built for x86-64 at -O0, on
// input k of e, and says how it disagrees with what the reference
// semantics expects of it ("" when it agrees, or when it cannot be built
// or the input cannot be passed to a program). The IR-level verdict
// stands either way (it compares the two modules under the semantics),
// but a reader wants to know: the back end may fold the source the same
// wrong way (LLVM 14 folds fptosi(sitofp x) to a narrow type in
// InstCombine and in the DAG combiner alike), or irfuzz may be wrong.
//
// The build is of e's function alone with what it uses (Subset), as a
// finding's witness is: at -O0 its code is the same as in the whole
// module, and the module's other test functions, hundreds in a campaign,
// cost a whole-module compile per finding and could keep it from
// building at all (a function llc crashes on).
func (ts *testFuncs) sourceNativeNote(ctx context.Context, e *entry, k int) string {
	x86, err := native.LookupTarget("x86_64")
	if err != nil || len(x86.Missing()) > 0 || e.images[k] == nil {
		return ""
	}
	src := ts.subsetText(ts.src, e.fn.Name)
	if src == nil {
		src = []byte(ts.srcText)
	}
	w := witnessBuild{tg: x86, level: "O0", limit: -1}
	if run := ts.runWitness(ctx, src, e, k, w); run.wrong() {
		return "the unoptimized source built " + w.describe() + " gives " + run.got + " too (" + run.why + "): the back end may share the bug, or irfuzz's semantics may be wrong"
	}
	return ""
}

// irRepro is one reproduction of an IR-level miscompile.
type irRepro struct {
	verdict semantics.Verdict
	target  []byte // opt's output
	log     string // opt's stderr (the opt-bisect lines)
	why     string // why it did not reproduce (empty when it did)
	input   int    // the input it is wrong on (reproduceIROn)
}

// reproduceIR runs pipeline (stopped after limit passes when limit >= 0)
// on src and checks function fn on one input; ok is true when the output
// is wrong there.
func (ts *testFuncs) reproduceIR(ctx context.Context, src []byte, pipeline, fn string, input []semantics.Val, limit int) (rep irRepro, ok bool) {
	return ts.reproduceIROn(ctx, src, pipeline, fn, [][]semantics.Val{input}, limit)
}

// reproduceIROn is reproduceIR on the first of several inputs on which the
// output is wrong (rep.input says which); the source must have a defined
// outcome on it.
func (ts *testFuncs) reproduceIROn(ctx context.Context, src []byte, pipeline, fn string, inputs [][]semantics.Val, limit int) (rep irRepro, ok bool) {
	fail := func(format string, a ...any) (irRepro, bool) {
		rep.why = fmt.Sprintf(format, a...)
		return rep, false
	}
	dir, err := os.MkdirTemp(ts.dir, "repro-")
	if err != nil {
		return fail("%v", err)
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, "src.ll"), filepath.Join(dir, "tgt.ll")
	if err := os.WriteFile(in, src, 0o644); err != nil {
		return fail("%v", err)
	}
	var extra []string
	if limit >= 0 {
		extra = []string{fmt.Sprintf("-opt-bisect-limit=%d", limit)}
	}
	r := ts.timed(ts.tools.Opt(ctx, pipeline, in, out, extra...))
	rep.log = string(r.Stderr)
	if !r.OK() {
		return fail("opt failed: %s", r.Describe())
	}
	rep.target, _ = os.ReadFile(out)
	sm, err := ir.Parse("src.ll", src)
	if err != nil {
		return fail("source: %v", err)
	}
	tm, err := ir.Parse("tgt.ll", rep.target)
	if err == nil {
		err = ir.Verify(tm)
	}
	if err != nil {
		return fail("opt's output: %v", err)
	}
	sp, err := semantics.Load(sm)
	if err != nil {
		return fail("source: %v", err)
	}
	tp, err := semantics.Load(tm)
	if err != nil {
		return fail("opt's output: %v", err)
	}
	sf, tf := sm.Func(fn), tm.Func(fn)
	if sf == nil || tf == nil || tf.IsDeclaration() {
		return fail("@%s is missing from the source or has no body in opt's output", fn)
	}
	// The run that found the counterexample had chooser states from many
	// inputs before it; many fresh choosers stand in for them.
	ck := semantics.NewChecker(sp, tp, semantics.CheckOptions{MaxSteps: ts.o.cfg.MaxSteps, MoreChoosers: 60})
	firstSkip := ""
	for k, input := range inputs {
		outs, skip := ck.Expect(sf, input)
		if skip != "" {
			if firstSkip == "" {
				firstSkip = skip
			}
			continue
		}
		firstSkip = "-"
		rep.verdict = semantics.Verdict{Correct: true}
		if !ck.CheckTarget(outs, tf, input, &rep.verdict) {
			rep.input = k
			return rep, true
		}
	}
	switch {
	case firstSkip != "-" && len(inputs) == 1:
		return fail("source on the witness: %s", firstSkip)
	case firstSkip != "-":
		return fail("the source has no defined outcome on any of %d inputs (%s)", len(inputs), firstSkip)
	case len(inputs) == 1:
		return fail("opt's output is correct on the witness")
	}
	return fail("opt's output is correct on each of %d inputs", len(inputs))
}

var reBisect = lazyre.New(`BISECT: (?:NOT )?running pass \((\d+)\) (.+?) on `)

// bisectPasses reads the opt-bisect log of tool ("opt" or "llc") of LLVM
// release major: pass names by number, each in the release table's one
// spelling for every release, and how many.
func bisectPasses(log string, major int, tool string) (map[int]string, int) {
	names := map[int]string{}
	n := 0
	for _, m := range reBisect.FindAllStringSubmatch(log, -1) {
		k, _ := strconv.Atoi(m[1])
		names[k] = release.CanonicalPass(major, tool, m[2])
		n = max(n, k)
	}
	return names, n
}

// bisect finds the least limit in (lo, hi] at which bad holds, given that
// bad(hi) holds and bad(lo) does not.
func bisect(lo, hi int, bad func(int) bool) int {
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if bad(mid) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return hi
}

// blameIR names the pass after which pipeline's output first goes wrong
// on the witness, by opt-bisect; when bisection does not converge the pass
// is "" and note says why.
func (ts *testFuncs) blameIR(ctx context.Context, src []byte, pipeline, fn string, input []semantics.Val) (pass, note string) {
	full, ok := ts.reproduceIR(ctx, src, pipeline, fn, input, 1<<30)
	if !ok {
		return "", "the whole pipeline: " + full.why
	}
	return optBisect(full.log, ts.o.cfg.Toolchain.Major, func(limit int) bool {
		_, bad := ts.reproduceIR(ctx, src, pipeline, fn, input, limit)
		return bad
	})
}

// optBisect finds the pass after which a pipeline's output first goes
// wrong, given the opt-bisect log of the whole pipeline, whose output is
// wrong, and bad, which says whether it is with opt stopped after limit
// passes; when it cannot, the pass is "" and note says why.
func optBisect(log string, major int, bad func(limit int) bool) (pass, note string) {
	names, n := bisectPasses(log, major, "opt")
	if n == 0 {
		return "", "opt printed no opt-bisect lines"
	}
	if bad(0) {
		return "", "already wrong with -opt-bisect-limit=0 (a pass opt-bisect cannot skip)"
	}
	return names[bisect(0, n, bad)], ""
}

// irFinding records an IR-level miscompile of entry e in pipeline output v
// on input k: reduced to the one function when it still fails alone, blamed
// on a pass, with a script that shows it natively where it can.
func (ts *testFuncs) irFinding(ctx context.Context, v *variant, e *entry, k int, vd *semantics.Verdict) *finding.Finding {
	pipeline := v.pipeline
	src := []byte(ts.srcText)
	target, _ := os.ReadFile(filepath.Join(ts.dir, v.file))
	if sub := ts.subsetText(ts.src, e.fn.Name); sub != nil {
		if rep, ok := ts.reproduceIR(ctx, sub, pipeline, e.fn.Name, e.inputs[k], -1); ok {
			src, target, *vd = sub, rep.target, rep.verdict
		}
	}
	policy := ts.policyOf(v.prog, v.mod.Func(e.fn.Name), e, k)
	pass, note := "", ""
	if ts.o.cfg.Blame && policy == "" {
		pass, note = ts.blameIR(ctx, src, pipeline, e.fn.Name, e.inputs[k])
	}
	f := ts.newFinding(finding.KindIR, "opt", miscompileSig(finding.KindIR, pass, pipeline))
	if policy != "" {
		// LLVM's reading, not a bug: counted apart, never reported.
		f.Kind, f.Signature, f.Policy = finding.KindPolicy, finding.KindPolicy+"/"+policy, policy
	}
	f.Files["source.ll"] = src
	f.Files["target.ll"] = target
	f.Pipeline, f.Pass, f.BlameNote, f.Function = pipeline, pass, note, e.fn.Name
	f.Input = formatInput(e.fn, vd.Input)
	f.Expected, f.Actual, f.Reason = vd.Source, vd.Target, vd.Reason
	f.NativeNote = ts.sourceNativeNote(ctx, e, k)
	f.Command = native.ShellJoin(ts.tools.OptArgv(pipeline, "source.ll", "target.ll"))
	ts.attachWitness(f, e, k)
	f.Files["commands.sh"] = ts.irScript(f, pipeline, e.images[k] != nil)
	return f
}

// irScript is the commands.sh of IR-level finding f (its witness files
// attached): opt still makes target.ll from source.ll, and target.ll is
// wrong, shown natively too when the witness can be passed to a program
// (runnable).
func (ts *testFuncs) irScript(f *finding.Finding, pipeline string, runnable bool) []byte {
	// First: opt still makes target.ll from source.ll. Then, when the
	// witness can be passed to a program, both modules are run; a
	// difference shows natively, else the wrong outcome is one only the
	// LLVM semantics tells apart (poison where the source has a value,
	// say) and expected/actual explain it.
	lines := regenLines(ts.tools, pipeline)
	if runnable {
		x86, _ := native.LookupTarget("x86_64")
		// A native build that llc cannot do (an intrinsic it cannot
		// select) only skips the native demonstration. Where it can, the
		// source's own build must print one of the outcomes irfuzz
		// allows (expected.lines): if it does not, irfuzz (or the
		// machine) is at fault, not the optimizer.
		lines = append(lines, shellFunc("native_pair", ts.nativePairLines(x86, "O0", "source.ll", "target.regen.ll"))...)
		lines = append(lines, "if native_pair; then")
		if len(f.Files["expected.lines"]) > 0 {
			lines = append(lines,
				"  if ! grep -qxF -f expected.lines source.out; then",
				"    echo 'note: the source built for x86_64 at -O0 prints none of the outcomes the LLVM semantics allows (expected.lines): the back end may share the bug, or irfuzz may be wrong:'; cat source.out",
				"  fi")
		}
		lines = append(lines,
			"  if ! cmp -s source.out target.out; then",
			"    echo 'reproduced natively: the optimized module computes a different outcome (expected vs actual, then source vs target output)'",
			"    cat expected actual; diff source.out target.out; exit 0",
			"  fi",
			"fi")
	}
	lines = append(lines,
		"echo 'reproduced: target.ll is wrong under the LLVM semantics on the input in inputs (not visible in a native run):'",
		"cat expected actual; exit 0")
	return []byte(ts.script(f, lines))
}

// attachWitness writes inputs, expected, actual and the one-call harness.
func (ts *testFuncs) attachWitness(f *finding.Finding, e *entry, k int) {
	var in strings.Builder
	args := formatArgs(e.fn, e.inputs[k])
	for i := range e.fn.Params {
		in.WriteString(args[i])
		// (A pointer into an argument object is its object, not an image.)
		if obj, _ := e.inputs[k][i].ArgObjectOf(); e.images[k] != nil && obj == nil {
			fmt.Fprintf(&in, "\t; image %s", hex.EncodeToString(e.images[k][i]))
		}
		in.WriteByte('\n')
	}
	f.Files["inputs"] = []byte(in.String())
	attachVerdict(f)
	if e.images[k] != nil {
		h := ts.witnessHarness(e, k)
		f.Files["harness.ll"] = []byte(h.IR())
		f.Files["expected.lines"] = ts.expectedLines(e, k, h)
	}
}
