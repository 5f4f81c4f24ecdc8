package oracle

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// checkNative compiles every variant for tg at every level, runs the
// harness over them, and checks each printed outcome against the source's
// set. A compile-only target only compiles.
func (b *batch) checkNative(ctx context.Context, tg *native.Target, variants []*variant, res *Result) []*Finding {
	var fs []*Finding
	h, refs := harnessFor(b.prog, b.entries, b.globals, b.o.cfg.NativeInputs)
	hobj := "harness-" + tg.Name + ".o"
	if tg.Runnable() && len(refs) > 0 {
		if !b.compileHarness(ctx, tg, h, "harness.ll", hobj, res) {
			return nil
		}
	}
	for _, v := range variants {
		for _, level := range b.o.cfg.Levels {
			if ctx.Err() != nil {
				return fs
			}
			obj := fmt.Sprintf("%s-%s-%s.o", v.name(), tg.Name, level)
			r := b.timed(b.tools.Llc(ctx, tg, level, v.file, obj))
			vrefs, vobj := refs, hobj
			if f := b.toolFailure(ctx, r, "llc", v.pipeline, tg, level); f != nil {
				fs = append(fs, f)
				// One function that llc cannot compile must not hide the
				// others: compile the rest without it.
				var ok bool
				if vrefs, vobj, ok = b.compileAround(ctx, tg, level, v, obj, res); !ok {
					continue
				}
			} else if !r.OK() {
				continue
			}
			if !tg.Runnable() || len(vrefs) == 0 {
				continue
			}
			bin := fmt.Sprintf("%s-%s-%s.bin", v.name(), tg.Name, level)
			r = b.timed(b.tools.Link(ctx, tg, bin, obj, vobj))
			if !r.OK() {
				res.Errors = append(res.Errors, fmt.Sprintf("link %s: %s: %s", bin, r.Describe(), firstLineOf(string(r.Stderr))))
				continue
			}
			obs, died, runs, err := b.tools.RunHarness(ctx, tg, bin, len(vrefs), len(b.globals))
			for _, r := range runs {
				b.timed(r)
			}
			if err != nil {
				res.Errors = append(res.Errors, fmt.Sprintf("run %s: %v", bin, err))
				continue
			}
			res.Steps += len(vrefs)
			if f := b.compareNative(ctx, tg, level, v, vrefs, obs, died); f != nil {
				fs = append(fs, f)
			}
		}
	}
	return fs
}

// compileHarness writes and compiles a harness; a failure is irfuzz's own
// problem, recorded in res.
func (b *batch) compileHarness(ctx context.Context, tg *native.Target, h *native.Harness, file, obj string, res *Result) bool {
	if err := os.WriteFile(filepath.Join(b.dir, file), []byte(h.IR()), 0o644); err != nil {
		res.Errors = append(res.Errors, err.Error())
		return false
	}
	if r := b.timed(b.tools.Llc(ctx, tg, "O0", file, obj)); !r.OK() {
		res.Errors = append(res.Errors, fmt.Sprintf("harness for %s: %s: %s", tg.Name, r.Describe(), firstLineOf(string(r.Stderr))))
		return false
	}
	return true
}

// compileAround compiles variant v without the test functions llc fails
// on (found by splitting the function list), into obj, and builds the
// harness for the rest; it returns the harness's steps and object.
func (b *batch) compileAround(ctx context.Context, tg *native.Target, level string, v *variant, obj string, res *Result) ([]stepRef, string, bool) {
	if v.mod == nil {
		return nil, "", false
	}
	var names []string
	for _, f := range v.mod.Funcs {
		if Drivable(f) {
			names = append(names, f.Name)
		}
	}
	file := fmt.Sprintf("around-%s-%s-%s.ll", v.name(), tg.Name, level)
	compiles := func(keep []string) bool {
		set := map[string]bool{}
		for _, n := range keep {
			set[n] = true
		}
		sub := Subset(v.mod, set)
		if sub == nil || os.WriteFile(filepath.Join(b.dir, file), []byte(sub.String()), 0o644) != nil {
			return false
		}
		return b.timed(b.tools.Llc(ctx, tg, level, file, obj)).OK()
	}
	// Functions that failed llc before in this batch (on another variant
	// or level) are left out first: most often that is all it takes.
	var rest []string
	for _, n := range names {
		if !b.llcBad[n] {
			rest = append(rest, n)
		}
	}
	var good []string
	if len(rest) < len(names) && len(rest) > 0 && compiles(rest) {
		good = rest
	} else {
		var split func(names []string)
		split = func(names []string) {
			if len(names) == 0 || ctx.Err() != nil {
				return
			}
			if compiles(names) {
				good = append(good, names...)
				return
			}
			if len(names) == 1 {
				b.llcBad[names[0]] = true
				return
			}
			split(names[:len(names)/2])
			split(names[len(names)/2:])
		}
		split(rest)
		if len(good) == 0 || len(good) == len(names) || !compiles(good) {
			return nil, "", false
		}
	}
	keep := map[string]bool{}
	for _, n := range good {
		keep[n] = true
	}
	var es []*entry
	var idx []int
	for i, e := range b.entries {
		if keep[e.fn.Name] {
			es = append(es, e)
			idx = append(idx, i)
		}
	}
	h, refs := harnessFor(b.prog, es, b.globals, b.o.cfg.NativeInputs)
	for k := range refs {
		refs[k].entry = idx[refs[k].entry]
	}
	if !tg.Runnable() || len(refs) == 0 {
		return refs, "", true
	}
	hfile := fmt.Sprintf("harness-%s-%s-%s", v.name(), tg.Name, level)
	if !b.compileHarness(ctx, tg, h, hfile+".ll", hfile+".o", res) {
		return nil, "", false
	}
	return refs, hfile + ".o", true
}

// compareNative checks what one program printed; it returns a finding for
// the first step whose outcome the source does not allow.
func (b *batch) compareNative(ctx context.Context, tg *native.Target, level string, v *variant, refs []stepRef, obs []native.Observation, died []native.Died) *Finding {
	for _, o := range obs {
		if o.Step < 0 || o.Step >= len(refs) {
			continue
		}
		ref := refs[o.Step]
		e := b.entries[ref.entry]
		if b.irBad[[2]string{v.pipeline, e.fn.Name}] {
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
		if b.irBad[[2]string{v.pipeline, e.fn.Name}] {
			continue
		}
		return b.nativeFinding(ctx, tg, level, v, e, ref.input, "the program "+d.Run.Describe(), "the program did not return where the source returns")
	}
	return nil
}

// nativeFinding records a wrong native outcome: the module is reduced to
// the one function when that still fails, the guilty llc pass is bisected
// (above -O0), and a script compares the program against the source
// built at -O0 for x86-64.
func (b *batch) nativeFinding(ctx context.Context, tg *native.Target, level string, v *variant, e *entry, k int, actual, reason string) *Finding {
	src := []byte(b.srcText)
	if sub := Subset(b.src, map[string]bool{e.fn.Name: true}); sub != nil {
		if got, bad := b.reproduceNative(ctx, tg, level, []byte(sub.String()), v.pipeline, e, k, -1); bad {
			src, actual = []byte(sub.String()), got
		}
	}
	pass := ""
	if b.o.cfg.Blame && level != "O0" {
		pass = b.blameLlc(ctx, tg, level, src, v.pipeline, e, k)
	}
	sig := fmt.Sprintf("%s/%s/%s/%s", KindNative, tg.Name, level, pass)
	if pass == "" {
		sig = fmt.Sprintf("%s/%s/%s/%s/unbisected/%s", KindNative, tg.Name, level, v.name(), e.fn.Name)
	}
	f := b.newFinding(KindNative, "program", sig)
	f.Files["source.ll"] = src
	f.Pipeline, f.Target, f.Level, f.Pass, f.Function = v.pipeline, tg.Name, level, pass, e.fn.Name
	f.Input = formatInput(e.fn, e.inputs[k])
	f.Expected, f.Actual, f.Reason = formatOutcomes(e.expect[k]), actual, reason
	f.Command = native.ShellJoin(b.tools.LlcArgv(tg, level, "target.ll", "target.o"))
	b.attachWitness(f, e, k)
	var lines []string
	if v.pipeline != "" {
		lines = append(lines, optLine(b.tools, v.pipeline, "source.ll", "target.ll")+" || exit 2")
	} else {
		lines = append(lines, "cp source.ll target.ll")
	}
	x86, _ := native.LookupTarget("x86_64")
	lines = append(lines, b.buildLines(x86, "O0", "source.ll", "reference.bin")...)
	lines = append(lines, b.buildLines(tg, level, "target.ll", "target.bin")...)
	lines = append(lines,
		native.ShellJoin(native.ExecArgv(x86, "reference.bin"))+" > reference.out 2>&1",
		native.ShellJoin(native.ExecArgv(tg, "target.bin"))+" > target.out 2>&1",
		"if cmp -s reference.out target.out; then echo 'not reproduced: same output as the source built at -O0 for x86-64'; exit 1; fi",
		"echo 'reproduced: the program prints a different outcome than the source built at -O0 for x86-64 (expected/actual under the reference semantics below)'",
		"cat expected actual; diff reference.out target.out; exit 0")
	f.Files["commands.sh"] = []byte(b.script(f, lines))
	return f
}

// reproduceNative builds src (optimized with pipeline when not empty) for
// tg at level, llc stopped after limit passes when limit >= 0, runs entry
// e on input k alone, and reports the outcome and whether it is wrong.
func (b *batch) reproduceNative(ctx context.Context, tg *native.Target, level string, src []byte, pipeline string, e *entry, k int, limit int) (string, bool) {
	if e.images[k] == nil {
		return "", false
	}
	dir, err := os.MkdirTemp(b.dir, "nrepro-")
	if err != nil {
		return "", false
	}
	defer os.RemoveAll(dir)
	t := *b.tools
	t.Dir = dir
	h := b.witnessHarness(e, k)
	if os.WriteFile(filepath.Join(dir, "src.ll"), src, 0o644) != nil || os.WriteFile(filepath.Join(dir, "h.ll"), []byte(h.IR()), 0o644) != nil {
		return "", false
	}
	in := "src.ll"
	if pipeline != "" {
		if r := b.timed(t.Opt(ctx, pipeline, "src.ll", "tgt.ll")); !r.OK() {
			return "", false
		}
		in = "tgt.ll"
	}
	var extra []string
	if limit >= 0 {
		extra = []string{fmt.Sprintf("-opt-bisect-limit=%d", limit)}
	}
	if r := b.timed(t.Llc(ctx, tg, "O0", "h.ll", "h.o")); !r.OK() {
		return "", false
	}
	if r := b.timed(t.Llc(ctx, tg, level, in, "t.o", extra...)); !r.OK() {
		return "", false
	}
	if r := b.timed(t.Link(ctx, tg, "t.bin", "t.o", "h.o")); !r.OK() {
		return "", false
	}
	obs, died, runs, err := t.RunHarness(ctx, tg, "t.bin", 1, len(b.globals))
	for _, r := range runs {
		b.timed(r)
	}
	if err != nil {
		return "", false
	}
	if len(died) > 0 {
		return "the program " + died[0].Run.Describe(), true
	}
	if len(obs) != 1 {
		return "", false
	}
	out := observedOutcome(b.prog, e.fn, b.globals, &obs[0])
	return out.String(), semantics.Allows(e.expect[k], &out) != ""
}

// blameLlc names the codegen pass after which the program goes wrong, by
// llc's opt-bisect; "" when bisection does not converge.
func (b *batch) blameLlc(ctx context.Context, tg *native.Target, level string, src []byte, pipeline string, e *entry, k int) string {
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
	kk := bisect(0, n, func(limit int) bool {
		_, bad := b.reproduceNative(ctx, tg, level, src, pipeline, e, k, limit)
		return bad
	})
	return names[kk]
}
