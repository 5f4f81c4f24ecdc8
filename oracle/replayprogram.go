package oracle

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// Replay of a whole-program finding (Finding.Program, from CheckProgram):
// the candidate is a program whose main must keep its type; the reference
// interpreter runs it whole and must find no undefined behaviour and an
// end within its budget (the UB guard), and the finding's one step — opt's
// pipeline judged in the interpreter (IR level), or the program built
// through the pipeline by llc at the finding's level for its target and
// run (native) — must still do what the source does not allow, in the
// same way (a wrong output stays a wrong output: it does not turn into a
// hang or a crash), and not as the source's own builds do.

// ProgramArgs are the arguments after argv[0] of a whole-program finding,
// from its input ("argv: prog A B").
func ProgramArgs(input string) []string {
	fs := strings.Fields(strings.TrimPrefix(input, "argv:"))
	if len(fs) > 0 {
		fs = fs[1:]
	}
	return fs
}

// newProgramReplay checks what a program finding needs to be replayed:
// its source defines main.
func (r *Replay) newProgramReplay(dir string, src *ir.Module) error {
	main := src.Func("main")
	if main == nil || main.IsDeclaration() {
		return fmt.Errorf("replay: %s: source.ll of a whole-program finding defines no main", dir)
	}
	r.mainTy = main.FuncTy.String()
	r.args = ProgramArgs(r.f.Input)
	return nil
}

// checkProgram replays a whole-program finding on the candidate of
// batch b.
func (r *Replay) checkProgram(ctx context.Context, b *batch) ReplayVerdict {
	var v ReplayVerdict
	main := b.src.Func("main")
	switch {
	case main == nil || main.IsDeclaration():
		v.Reason = "the candidate does not define @main"
		return v
	case main.FuncTy.String() != r.mainTy:
		v.Reason = fmt.Sprintf("@main changed its type from %s to %s", r.mainTy, main.FuncTy)
		return v
	}
	p, err := semantics.Load(b.src)
	if err != nil {
		v.Reason = "the reference semantics cannot load the candidate: " + err.Error()
		return v
	}
	b.srcProg = p
	pg := newProgram(b, r.args, ctx.Done())
	if pg.allowed, pg.why = pg.behaviours(p); pg.allowed == nil {
		v.Reason = "the source has no defined behaviour: " + pg.why
		return v
	}
	v.UBFree, v.Input, v.Expected = true, "argv: "+strings.Join(pg.argv, " "), describeAllowed(pg.allowed)
	if r.f.Kind == finding.KindIR {
		return r.checkProgramIR(ctx, pg, v)
	}
	view, _ := pg.forTarget(r.tg)
	vpg := view.(*program)
	if vpg.allowed == nil {
		v.UBFree = false
		v.Reason = "the source has no defined behaviour under " + r.tg.Name + "'s datalayout: " + vpg.why
		return v
	}
	v.Expected = describeAllowed(vpg.allowed)
	return r.checkProgramNative(ctx, vpg, v)
}

// describeAllowed renders a program's behaviours as a finding's expected.
func describeAllowed(allowed []semantics.Outcome) string {
	var exp []string
	for i := range allowed {
		exp = append(exp, describeProgram(&allowed[i]))
	}
	return strings.Join(exp, " | ")
}

// shownProgram starts the finding the candidate of pg shows: the replayed
// finding's record with pg's source and fresh files.
func (r *Replay) shownProgram(pg *program) *finding.Finding {
	nf := *r.f
	nf.Files = map[string][]byte{"source.ll": []byte(pg.srcText)}
	return &nf
}

// verdictOf is the reproducing verdict of finding nf (its files but
// source.ll).
func verdictOf(v ReplayVerdict, nf *finding.Finding) ReplayVerdict {
	v.Reproduces, v.Expected, v.Actual, v.Reason, v.Evidence = true, nf.Expected, nf.Actual, nf.Reason, nf.Evidence
	delete(nf.Files, "source.ll")
	v.Files = nf.Files
	return v
}

// checkProgramIR runs the finding's pipeline on the candidate and the
// output in the interpreter.
func (r *Replay) checkProgramIR(ctx context.Context, pg *program, v ReplayVerdict) ReplayVerdict {
	f := r.f
	res := pg.timed(pg.tools.Opt(ctx, f.Pipeline, "source.ll", "target.ll"))
	if !res.OK() {
		v.Reason = "opt fails: " + res.Describe()
		return v
	}
	text, err := os.ReadFile(filepath.Join(pg.dir, "target.ll"))
	if err != nil {
		v.Reason = "opt wrote no output: " + err.Error()
		return v
	}
	tm, bad := pg.parseOutput(f.Pipeline, res, text)
	if bad != nil {
		v.Reason, v.Other = "irfuzz rejects opt's output: "+bad.Message, bad.Signature
		return v
	}
	tp, err := semantics.Load(tm)
	if err != nil {
		v.Reason = "the reference semantics cannot load opt's output: " + err.Error()
		return v
	}
	t := pg.runTarget(tp)
	if t.Kind == semantics.NoResult || t.Kind == semantics.Unsupported || t.Kind == semantics.InternalError {
		v.Reason = "opt's output has no result in the interpreter: " + t.String()
		return v
	}
	reason := semantics.ProgramAllows(pg.allowed, &t)
	if reason == "" {
		v.Actual, v.Reason = describeProgram(&t), "opt's output does what the source allows"
		return v
	}
	if f.Pass != "" && pg.o.cfg.Blame {
		if pass, note := pg.blameIR(ctx, f.Pipeline); pass != f.Pass {
			v.Reason, v.Other = blameMismatch(f.Pass, pass, note), finding.KindIR+"/"+passOrUnbisected(pass)
			return v
		}
	}
	nf := r.shownProgram(pg)
	nf.Files["target.ll"] = text
	pg.attachOutcomes(nf, &t, reason)
	nf.Files["commands.sh"] = pg.irScript(nf)
	return verdictOf(v, nf)
}

// checkProgramNative builds the candidate as the finding did (through its
// pipeline, by llc at its level for its target), runs it and judges what
// it does.
func (r *Replay) checkProgramNative(ctx context.Context, pg *program, v ReplayVerdict) ReplayVerdict {
	f, tg := r.f, r.tg
	va := &variant{file: "source.ll"}
	if f.Pipeline != "" {
		res := pg.timed(pg.tools.Opt(ctx, f.Pipeline, "source.ll", "target.ll"))
		if !res.OK() {
			v.Reason = "opt fails: " + res.Describe()
			return v
		}
		va = &variant{pipeline: f.Pipeline, file: "target.ll"}
	}
	obj := "build.o"
	if res := pg.timed(pg.tools.Llc(ctx, tg, f.Level, va.file, obj)); !res.OK() {
		v.Reason = "llc fails: " + res.Describe()
		return v
	}
	os.MkdirAll(filepath.Join(pg.dir, "build"), 0o755)
	bin := filepath.Join("build", progName)
	lr := pg.timed(pg.tools.Link(ctx, tg, bin, obj))
	if !lr.OK() || len(native.UnresolvedRefs(lr.Stderr)) > 0 {
		v.Reason = "the program does not link: " + lr.Describe()
		return v
	}
	run := pg.runBinary(ctx, tg, bin)
	got, reason := pg.judgeNative(run)
	switch {
	case run.StartErr != nil:
		v.Reason = "the program does not run: " + run.StartErr.Error()
		return v
	case reason == "":
		v.Actual, v.Reason = describeProgram(&got), "the program does what the source allows"
		return v
	}
	v.Actual = describeProgram(&got)
	refs := pg.judgeReferences(ctx, tg, f.Level, va, run, runtimeRoutines(filepath.Join(pg.dir, obj), pg.src))
	if refs.rejected() {
		v.Reason, v.Other = reason+", but "+refs.same+", and "+noneRight(&refs), finding.KindNative+" (the source does the same)"
		return v
	}
	if want, have := programMode(f.Actual), programMode(v.Actual); want != have {
		v.Reason, v.Other = fmt.Sprintf("the program %s (%s); in the finding it %s", have, v.Actual, want), finding.KindNative+" ("+have+")"
		return v
	}
	if f.Pass != "" && f.Level != "O0" && pg.o.cfg.Blame {
		if pass := pg.blameLlc(ctx, tg, f.Level, va); pass != f.Pass {
			v.Reason, v.Other = blameMismatch(f.Pass, pass, ""), finding.KindNative+"/"+tg.Name+"/"+f.Level+"/"+passOrUnbisected(pass)
			return v
		}
	}
	if want := localizedComponent(f); f.Pass == "" && want != "" {
		text, _ := os.ReadFile(filepath.Join(pg.dir, va.file))
		loc := localizeBy(tg, f.Level, func(w witnessBuild) (wrong, ok bool) {
			wrong, ok, _ = pg.buildWrong(ctx, text, w)
			return wrong, ok
		})
		if loc.component != want {
			v.Reason = fmt.Sprintf("wrong, but localized to %s instead of %s (%s)", loc.component, want, loc.note)
			v.Other = nativeSig(finding.KindNative, tg, f.Level, "", loc)
			return v
		}
	}
	nf := r.shownProgram(pg)
	if va.pipeline != "" {
		nf.Files["target.ll"], _ = os.ReadFile(filepath.Join(pg.dir, va.file))
	}
	pg.attachOutcomes(nf, &got, reason)
	nf.Evidence = refs.evidence("the program built for " + tg.Name + " at -" + f.Level + afterPipeline(f.Pipeline) + " by LLVM " + pg.o.cfg.Toolchain.Version)
	nf.Files["observed.out"] = run.Stdout
	nf.Files["commands.sh"] = pg.nativeScript(nf, tg, f.Level, f.Pipeline, &refs)
	return verdictOf(v, nf)
}

// programMode sorts how a program ended from a finding's actual
// (describeProgram): it "returned" (exited or aborted, with some output),
// "hung" (still running at the time limit) or "died" (by a signal).
func programMode(actual string) string {
	switch {
	case strings.HasPrefix(actual, "still running"):
		return "hung"
	case strings.HasPrefix(actual, "killed by"):
		return "died"
	}
	return "returned"
}
