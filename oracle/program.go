package oracle

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// Program mode. A module that defines main is a whole C program (a Csmith
// program lowered by clang, say). Its observable behaviour is what it
// writes to stdout and stderr, byte for byte, and how it ends (exit status
// or abort): the source's behaviours come from the reference interpreter
// running main (semantics.MainBehaviours), and every pipeline's output,
// run by the interpreter, and every build of the source and of those
// outputs, run natively, must be one of them. Crashes of opt, llc and the
// linker are findings as in the test-function mode.

// progName is argv[0] of every run of a program, natively (each build is a
// file of this name in its own directory) and in the interpreter, so that
// messages naming the program (a failed assert) agree.
const progName = "prog"

// CheckProgram runs the oracle on m as a whole program, main called with
// argv[0] = "prog" and then args.
func (o *Oracle) CheckProgram(ctx context.Context, m *ir.Module, origin Origin, args []string) (*Result, error) {
	if f := m.Func("main"); f == nil || f.IsDeclaration() {
		return nil, fmt.Errorf("oracle: the module defines no main")
	}
	b, err := o.newProgramBatch(m, origin, args)
	if err != nil {
		return nil, err
	}
	defer b.close()
	res := &Result{}
	if b.skip != "" {
		res.Skipped = b.skip
		return res, nil
	}
	res.Tests = 1
	b.runProgram(ctx, res)
	if b.storeErr != nil {
		return res, fmt.Errorf("store finding: %w", b.storeErr)
	}
	return res, ctx.Err()
}

// newProgramBatch is newBatch for a whole program: no test functions, the
// source's behaviours instead.
func (o *Oracle) newProgramBatch(m *ir.Module, origin Origin, args []string) (*batch, error) {
	b, err := o.openBatch(m, origin)
	if err != nil {
		return nil, err
	}
	b.program = &programState{argv: append([]string{progName}, args...)}
	return b, nil
}

// programState is what a program batch knows of its program.
type programState struct {
	argv   []string
	expect []semantics.Outcome // the source's behaviours (each Exited); nil when unknown
	why    string              // why expect is nil: the source's UB, a budget, something unsupported
}

// expectProgram runs the source program abstractly.
func (b *batch) expectProgram() {
	ps := b.program
	mach := b.prog.NewMachine(semantics.Config{MaxSteps: b.o.cfg.ProgramSteps})
	outs := mach.MainBehaviours(ps.argv, 16)
	for i := range outs {
		if outs[i].Kind != semantics.Exited {
			ps.why = outs[i].String()
			return
		}
	}
	ps.expect = outs
}

// runTarget runs a target program concretely (undef chosen as zero).
func (b *batch) runTarget(p *semantics.Program) semantics.Outcome {
	mach := p.NewMachine(semantics.Config{MaxSteps: b.o.cfg.ProgramSteps * 4, Chooser: semantics.ZeroChooser{}})
	return mach.RunMain(b.program.argv)
}

// runProgram checks the program batch: every pipeline at the IR level,
// then every distinct module built for every target and level.
func (b *batch) runProgram(ctx context.Context, res *Result) {
	b.expectProgram()
	if b.program.expect != nil {
		res.Inputs = 1
	} else {
		res.Unjudged = "the source: " + b.program.why
	}
	src := &variant{file: "source.ll", prog: b.prog, mod: b.src}
	variants := []*variant{src}
	seen := map[[32]byte]bool{sha256.Sum256([]byte(b.srcText)): true}
	for i, p := range b.o.cfg.Pipelines {
		if ctx.Err() != nil {
			return
		}
		out, r, text := b.optPipeline(ctx, i, p, res)
		if text == nil {
			continue
		}
		h := sha256.Sum256(text)
		if seen[h] {
			continue // the same module as the source or an earlier pipeline
		}
		seen[h] = true
		v := b.loadVariant(p, out, r, text, res)
		if v.prog != nil && b.program.expect != nil {
			if f := b.checkProgramIR(ctx, v); f != nil {
				b.found(res, f)
				b.irBad[[2]string{p, "main"}] = true
			}
		}
		variants = append(variants, v)
	}
	layouts := map[string]*programState{}
	for _, tg := range b.o.cfg.Targets {
		nb, vs := b.programFor(tg, variants, layouts)
		for _, level := range b.o.cfg.Levels {
			for _, v := range vs {
				if ctx.Err() != nil {
					return
				}
				if f := nb.checkProgramNative(ctx, tg, level, v, res); f != nil {
					b.found(res, f)
				}
			}
		}
	}
}

// programFor returns the batch as target tg's code sees the program: when
// llc gives tg a datalayout whose sizes or alignments differ from the
// module's (an integer like i72 takes the alignment of the next larger one
// the layout names: i128 on AArch64, i64 in LLVM 14's x86-64 layout), the
// source's behaviours are computed again under that layout (cached by
// layout in states) and only the source is built for tg, since an opt
// output is only valid under the layout it was made for.
func (b *batch) programFor(tg *native.Target, variants []*variant, states map[string]*programState) (*batch, []*variant) {
	if tg.Layout == nil {
		return b, variants
	}
	dl := tg.Layout(b.o.cfg.Toolchain.Major)
	tl, err := semantics.ParseLayout(dl)
	if err != nil || semantics.SameABI(b.prog.Layout, tl) {
		return b, variants
	}
	ps := states[dl]
	if ps == nil {
		ps = &programState{argv: b.program.argv}
		m := b.src.Clone()
		m.DataLayout = dl
		if p, err := semantics.Load(m); err != nil {
			ps.why = fmt.Sprintf("under %s's datalayout: %v", tg.Name, err)
		} else {
			nb := *b
			nb.prog, nb.program = p, ps
			nb.expectProgram()
		}
		states[dl] = ps
	}
	nb := *b
	nb.program = ps
	return &nb, variants[:1]
}

// checkProgramIR runs a pipeline's output in the interpreter.
func (b *batch) checkProgramIR(ctx context.Context, v *variant) *finding.Finding {
	t := b.runTarget(v.prog)
	if t.Kind == semantics.NoResult || t.Kind == semantics.Unsupported {
		return nil
	}
	reason := semantics.ProgramAllows(b.program.expect, &t)
	if reason == "" {
		return nil
	}
	pass, note := "", ""
	if b.o.cfg.Blame {
		pass, note = b.blameProgramIR(ctx, v.pipeline)
	}
	f := b.newFinding(finding.KindIR, "opt", miscompileSig(finding.KindIR, nil, "", pass, b.programTag()))
	target, _ := os.ReadFile(filepath.Join(b.dir, v.file))
	f.Files["target.ll"] = target
	f.Pipeline, f.Pass, f.BlameNote, f.Function = v.pipeline, pass, note, "main"
	f.Command = native.ShellJoin(b.tools.OptArgv(v.pipeline, "source.ll", "target.ll"))
	b.attachProgramOutcomes(f, &t, reason)
	f.Files["commands.sh"] = b.programIRScript(f)
	return f
}

// checkProgramNative builds variant v for tg at level and, when tg runs
// programs, runs it and compares; a failing tool is a finding of its own.
func (b *batch) checkProgramNative(ctx context.Context, tg *native.Target, level string, v *variant, res *Result) *finding.Finding {
	obj := fmt.Sprintf("%s-%s-%s.o", strings.TrimSuffix(v.file, ".ll"), tg.Name, level)
	r := b.timed(b.tools.Llc(ctx, tg, level, v.file, obj))
	if f := b.toolFailure(ctx, r, "llc", v.pipeline, tg, level); f != nil {
		return f
	}
	if !r.OK() || !tg.Runnable() || b.program.expect != nil && b.irBad[[2]string{v.pipeline, "main"}] {
		// (A pipeline whose output is wrong already says why its builds are.)
		return nil
	}
	if b.program.expect == nil {
		return nil // nothing to compare with; llc was run for its crashes
	}
	dir := strings.TrimSuffix(obj, ".o")
	os.MkdirAll(filepath.Join(b.dir, dir), 0o755)
	bin := filepath.Join(dir, progName)
	lr := b.timed(b.tools.Link(ctx, tg, bin, obj))
	if !lr.OK() {
		res.Errors = append(res.Errors, fmt.Sprintf("link %s for %s: %s", v.name(), tg.Name, lr.Describe()))
		return nil
	}
	if refs := native.UnresolvedRefs(lr.Stderr); len(refs) > 0 {
		// A runtime routine the target's libraries lack: not the program's fault.
		return nil
	}
	run := b.runProgramBinary(ctx, tg, bin)
	res.Steps++
	got, reason := b.judgeNative(run)
	if reason == "" {
		return nil
	}
	if same := b.programSourceDoesSame(ctx, tg, level, v, run); same != "" {
		where := tg.Name + "/" + level
		if v.pipeline != "" {
			where += " after " + v.pipeline
		}
		res.Rejected = append(res.Rejected, fmt.Sprintf("the program on %s: %s, but %s", where, reason, same))
		return nil
	}
	pass := ""
	if b.o.cfg.Blame && level != "O0" {
		pass = b.blameProgramLlc(ctx, tg, level, v)
	}
	f := b.newFinding(finding.KindNative, "program", miscompileSig(finding.KindNative, tg, level, pass, b.programTag()))
	if v.pipeline != "" {
		target, _ := os.ReadFile(filepath.Join(b.dir, v.file))
		f.Files["target.ll"] = target
	}
	f.Pipeline, f.Target, f.Level, f.Pass, f.Function = v.pipeline, tg.Name, level, pass, "main"
	f.Command = native.ShellJoin(native.ExecArgv(tg, "./"+progName, b.program.argv[1:]...))
	b.attachProgramOutcomes(f, &got, reason)
	f.Files["observed.out"] = run.Stdout
	f.Files["commands.sh"] = b.programNativeScript(f, tg, level, v.pipeline)
	return f
}

// programSourceDoesSame builds the unoptimized source as
// referenceBuilds says and runs it: it names the build that does what
// the finding's build did (run: the same output and ending), or is wrong
// too; "" when none does.
func (b *batch) programSourceDoesSame(ctx context.Context, tg *native.Target, level string, v *variant, run *native.Result) string {
	for i, ref := range referenceBuilds(witnessBuild{tg: tg, level: level, pipeline: v.pipeline}) {
		obj := fmt.Sprintf("reference%d-%s-%s-%s.o", i, tg.Name, level, v.name())
		if r := b.timed(b.tools.Llc(ctx, ref.tg, ref.level, "source.ll", obj, ref.extra...)); !r.OK() {
			continue
		}
		dir := strings.TrimSuffix(obj, ".o")
		os.MkdirAll(filepath.Join(b.dir, dir), 0o755)
		bin := filepath.Join(dir, progName)
		if lr := b.timed(b.tools.Link(ctx, ref.tg, bin, obj)); !lr.OK() || len(native.UnresolvedRefs(lr.Stderr)) > 0 {
			continue
		}
		rr := b.runProgramBinary(ctx, ref.tg, bin)
		what := "the source built " + ref.describe()
		switch {
		case rr.StartErr != nil:
			continue
		case bytes.Equal(rr.Stdout, run.Stdout) && bytes.Equal(rr.Stderr, run.Stderr) && rr.Exit == run.Exit && rr.Signal == run.Signal && rr.TimedOut == run.TimedOut:
			return what + " does the same (" + rr.Describe() + ")"
		}
		if _, why := b.judgeNative(rr); why != "" {
			return what + " is wrong too (" + why + ")"
		}
	}
	return ""
}

// programTag names an unbisected program finding: one program, one
// signature.
func (b *batch) programTag() string {
	h := sha256.Sum256([]byte(b.srcText))
	return fmt.Sprintf("program@%x", h[:4])
}

// runProgramBinary runs a built program with the batch's arguments; a run
// that times out is given a second, longer chance before it counts as a
// hang (an emulator on a loaded machine is slow).
func (b *batch) runProgramBinary(ctx context.Context, tg *native.Target, bin string) *native.Result {
	args := b.program.argv[1:]
	run := b.timed(b.tools.Exec(ctx, tg, bin, args...))
	if run.TimedOut && ctx.Err() == nil {
		t := *b.tools
		t.RunLim.Timeout = 4 * max(t.RunLim.Timeout, defaultProgramTimeout)
		run = b.timed(t.Exec(ctx, tg, bin, args...))
	}
	return run
}

// defaultProgramTimeout is native's default run limit, which
// runProgramBinary multiplies for its second chance.
const defaultProgramTimeout = 20e9

// judgeNative turns a native run into an outcome and says why the source
// does not allow it ("" when it does, or when the run says nothing).
func (b *batch) judgeNative(r *native.Result) (semantics.Outcome, string) {
	o := semantics.Outcome{Kind: semantics.Exited, Stdout: r.Stdout, Stderr: r.Stderr, Status: r.Exit}
	switch {
	case r.StartErr != nil:
		return o, ""
	case r.TimedOut:
		o.Kind, o.Reason = semantics.NoResult, "still running at the time limit"
		return o, "the program does not end where the source ends (" + b.program.expect[0].String() + ")"
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
	return o, semantics.ProgramAllows(b.program.expect, &o)
}

// describeProgram renders a program outcome for expected/actual: how it
// ended and what it wrote (shortened).
func describeProgram(o *semantics.Outcome) string {
	s := o.String()
	if o.Kind == semantics.NoResult {
		s = o.Reason
	}
	out := string(o.Stdout)
	if len(out) > 120 {
		out = out[:120] + "..."
	}
	s += fmt.Sprintf("; stdout %d bytes %q", len(o.Stdout), out)
	if len(o.Stderr) > 0 {
		s += fmt.Sprintf("; stderr %d bytes", len(o.Stderr))
	}
	return s
}

// attachProgramOutcomes fills expected and actual: the source's output and
// status (expected.out, expected.status) and the wrong one's.
func (b *batch) attachProgramOutcomes(f *finding.Finding, got *semantics.Outcome, reason string) {
	var exp []string
	for i := range b.program.expect {
		exp = append(exp, describeProgram(&b.program.expect[i]))
	}
	f.Input = "argv: " + strings.Join(b.program.argv, " ")
	f.Expected, f.Actual, f.Reason = strings.Join(exp, " | "), describeProgram(got), reason
	e := &b.program.expect[0]
	f.Files["expected.out"] = e.Stdout
	f.Files["expected.status"] = []byte(programStatus(e) + "\n")
	attachVerdict(f)
}

// programStatus is how a shell sees the end of a program: the exit status,
// 134 for abort.
func programStatus(o *semantics.Outcome) string {
	if o.Aborted {
		return "134"
	}
	return fmt.Sprint(o.Status)
}

// programRunLines build module in for tg at level into dir/prog and run it,
// its stdout in out and its status in out.status.
func (b *batch) programRunLines(tg *native.Target, level, in, dir, out string, extra ...string) []string {
	obj := dir + ".o"
	args := ""
	for _, a := range b.program.argv[1:] {
		args += " " + native.ShellQuote(a)
	}
	return append(b.llcLines(tg, level, in, obj, extra...),
		"mkdir -p "+dir,
		native.ShellJoin(native.LinkArgv(tg, dir+"/"+progName, obj))+" 2>/dev/null || exit 2",
		"timeout 80 "+native.ShellJoin(native.ExecArgv(tg, dir+"/"+progName))+args+" > "+out+"; echo $? > "+out+".status",
	)
}

// programNativeScript is the commands.sh of a native program finding: build
// the program as the finding did, run it, and compare its output and
// status with what the source's semantics gives (expected.out,
// expected.status).
func (b *batch) programNativeScript(f *finding.Finding, tg *native.Target, level, pipeline string) []byte {
	var lines []string
	in := "source.ll"
	if pipeline != "" {
		lines = append(lines, optLine(b.tools, pipeline, "source.ll", "target.ll")+" || exit 2")
		in = "target.ll"
	}
	lines = append(lines, b.programRunLines(tg, level, in, "build", "actual.out")...)
	lines = append(lines,
		"if cmp -s actual.out expected.out && cmp -s actual.out.status expected.status; then",
		"  echo 'not reproduced: the program prints what the source does'; exit 1",
		"fi")
	// The unoptimized source's own builds must not do the same: where they
	// do, the difference is the machine's (or irfuzz's), not the compiler's.
	for i, ref := range referenceBuilds(witnessBuild{tg: tg, level: level, pipeline: pipeline}) {
		name := fmt.Sprintf("reference%d", i)
		lines = append(lines, shellFunc(name, b.programRunLines(ref.tg, ref.level, "source.ll", name, name+".out", ref.extra...))...)
		lines = append(lines,
			"if "+name+" && cmp -s "+name+".out actual.out && cmp -s "+name+".out.status actual.out.status; then",
			"  echo 'not reproduced: the source does the same (built "+ref.describe()+")'; exit 1",
			"fi")
	}
	lines = append(lines,
		"echo 'reproduced: the program differs from the source (expected.out, exit status in expected.status):'",
		"cat expected actual; diff expected.out actual.out | head -20; echo \"status $(cat actual.out.status), expected $(cat expected.status)\"; exit 0")
	return []byte(b.script(f, lines))
}

// programIRScript is the commands.sh of an IR-level program finding: opt
// still makes target.ll, and both modules built at -O0 for x86-64 print
// different things (or, when the difference is one only the LLVM semantics
// tells apart, expected and actual say it).
func (b *batch) programIRScript(f *finding.Finding) []byte {
	x86, _ := native.LookupTarget("x86_64")
	lines := regenLines(b.tools, f.Pipeline)
	lines = append(lines, b.programRunLines(x86, "O0", "target.ll", "target", "target.out")...)
	lines = append(lines,
		"if ! cmp -s target.out expected.out || ! cmp -s target.out.status expected.status; then",
		"  echo 'reproduced natively: the optimized program differs from the source (expected.out, expected.status)'",
		"  cat expected actual; diff expected.out target.out | head -20; exit 0",
		"fi",
		"echo 'reproduced: target.ll is wrong under the LLVM semantics (not visible in a native run):'",
		"cat expected actual; exit 0")
	return []byte(b.script(f, lines))
}

// scratch makes a directory in the work directory (its name starting
// with prefix) holding src.ll = src, and tools that work there; done
// removes it. t is nil on failure.
func (b *batch) scratch(prefix string, src []byte) (t *native.Tools, dir string, done func()) {
	dir, err := os.MkdirTemp(b.dir, prefix)
	if err != nil {
		return nil, "", nil
	}
	done = func() { os.RemoveAll(dir) }
	if err := os.WriteFile(filepath.Join(dir, "src.ll"), src, 0o644); err != nil {
		done()
		return nil, "", nil
	}
	tc := *b.tools
	tc.Dir = dir
	return &tc, dir, done
}

// blameProgramIR names the pass after which pipeline's output of the
// program first goes wrong, by opt-bisect.
func (b *batch) blameProgramIR(ctx context.Context, pipeline string) (pass, note string) {
	bad := func(limit int) (bool, string) {
		t, dir, done := b.scratch("bisect-", []byte(b.srcText))
		if t == nil {
			return false, ""
		}
		defer done()
		r := b.timed(t.Opt(ctx, pipeline, "src.ll", "tgt.ll", fmt.Sprintf("-opt-bisect-limit=%d", limit)))
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
		t2 := b.runTarget(p)
		if t2.Kind == semantics.NoResult || t2.Kind == semantics.Unsupported {
			return false, string(r.Stderr)
		}
		return semantics.ProgramAllows(b.program.expect, &t2) != "", string(r.Stderr)
	}
	full, log := bad(1 << 30)
	if !full {
		return "", "the whole pipeline does not reproduce it"
	}
	return optBisect(log, func(limit int) bool { w, _ := bad(limit); return w })
}

// blameProgramLlc names the llc pass after which the build of v for tg at
// level first goes wrong, by llc's opt-bisect ("" when it does not
// converge).
func (b *batch) blameProgramLlc(ctx context.Context, tg *native.Target, level string, v *variant) string {
	text, err := os.ReadFile(filepath.Join(b.dir, v.file))
	if err != nil {
		return ""
	}
	bad := func(limit int) (bool, string) {
		t, dir, done := b.scratch("bisect-", text)
		if t == nil {
			return false, ""
		}
		defer done()
		r := b.timed(t.Llc(ctx, tg, level, "src.ll", "in.o", fmt.Sprintf("-opt-bisect-limit=%d", limit)))
		if !r.OK() {
			return false, ""
		}
		os.MkdirAll(filepath.Join(dir, "b"), 0o755)
		if lr := b.timed(t.Link(ctx, tg, "b/"+progName, "in.o")); !lr.OK() {
			return false, ""
		}
		run := b.runProgramBinary(ctx, tg, filepath.Join(dir, "b", progName))
		_, reason := b.judgeNative(run)
		return reason != "", string(r.Stderr)
	}
	if zero, _ := bad(0); zero {
		return ""
	}
	_, log := bad(1 << 30)
	names, n := bisectPasses(log)
	if n == 0 {
		return ""
	}
	if full, _ := bad(n); !full {
		return ""
	}
	return names[bisect(0, n, func(limit int) bool { w, _ := bad(limit); return w })]
}
