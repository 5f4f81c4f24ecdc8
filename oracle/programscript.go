package oracle

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// What a whole-program finding holds besides its modules: the source's
// output and status, the wrong one's, and a commands.sh that builds and
// runs the program as the finding did.

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

// attachOutcomes fills expected and actual: the source's output and
// status (expected.out, expected.status) and the wrong one's.
func (pg *program) attachOutcomes(f *finding.Finding, got *semantics.Outcome, reason string) {
	var exp []string
	for i := range pg.allowed {
		exp = append(exp, describeProgram(&pg.allowed[i]))
	}
	f.Input = "argv: " + strings.Join(pg.argv, " ")
	f.Expected, f.Actual, f.Reason = strings.Join(exp, " | "), describeProgram(got), reason
	e := &pg.allowed[0]
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

// runLines build module in for tg at level into dir/prog and run it, its
// stdout in out and its status in out.status.
func (pg *program) runLines(tg *native.Target, level, in, dir, out string, extra ...string) []string {
	return pg.runLinesBy(pg.tools, tg, level, in, dir, out, extra...)
}

// runLinesBy is runLines with t's llc (another release's).
func (pg *program) runLinesBy(t *native.Tools, tg *native.Target, level, in, dir, out string, extra ...string) []string {
	obj := dir + ".o"
	args := ""
	for _, a := range pg.argv[1:] {
		args += " " + native.ShellQuote(a)
	}
	return append(pg.llcLinesBy(t, tg, level, in, obj, extra...),
		"mkdir -p "+dir,
		native.ShellJoin(native.LinkArgv(tg, dir+"/"+progName, obj))+" 2>/dev/null || exit 2",
		"timeout 80 "+native.ShellJoin(native.ExecArgv(tg, dir+"/"+progName))+args+" > "+out+"; echo $? > "+out+".status",
	)
}

// nativeScript is the commands.sh of a native program finding: build the
// program as the finding did, run it, and compare its output and status
// with what the source's semantics gives (expected.out, expected.status).
func (pg *program) nativeScript(f *finding.Finding, tg *native.Target, level, pipeline string, refs *referenceVerdict) []byte {
	var lines []string
	in := "source.ll"
	if pipeline != "" {
		lines = append(lines, optLine(pg.tools, pipeline, "source.ll", "target.ll")+" || exit 2")
		in = "target.ll"
	}
	lines = append(lines, pg.runLines(tg, level, in, "build", "actual.out")...)
	lines = append(lines,
		"if cmp -s actual.out expected.out && cmp -s actual.out.status expected.status; then",
		"  echo 'not reproduced: the program prints what the source does'; exit 1",
		"fi")
	// The unoptimized source's own builds must not do the same: where they
	// do, the difference is the machine's (or irfuzz's), not the
	// compiler's; unless a build that does not share the suspected code
	// (refs.right) still does what the source allows.
	shared := refs != nil && refs.same != ""
	for i, ref := range referenceBuilds(witnessBuild{tg: tg, level: level, pipeline: pipeline}) {
		name := fmt.Sprintf("reference%d", i)
		lines = append(lines, shellFunc(name, pg.runLines(ref.tg, ref.level, "source.ll", name, name+".out", ref.extra...))...)
		same := "if " + name + " && cmp -s " + name + ".out actual.out && cmp -s " + name + ".out.status actual.out.status; then"
		if shared {
			lines = append(lines, same, "  echo 'the source built "+ref.describe()+" does the same, as irfuzz saw'", "fi")
			continue
		}
		lines = append(lines, same, "  echo 'not reproduced: the source does the same (built "+ref.describe()+")'; exit 1", "fi")
	}
	head := "reproduced: the program differs from the source"
	if shared {
		lines = append(lines, "right=")
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
			// (What it printed, which the source allows.)
			f.Files[name+".expected.out"] = r.out
			lines = append(lines, shellFunc(name, pg.runLinesBy(r.w.tools(pg.tools), r.w.tg, r.w.level, in, name, name+".out", r.w.extra...))...)
			lines = append(lines,
				"if "+name+" && cmp -s "+name+".out "+name+".expected.out; then right=\"$right built "+r.w.describe()+";\"; fi")
		}
		lines = append(lines,
			`if [ -z "$right" ]; then echo 'not reproduced: no independent build does what the source allows any more'; exit 1; fi`)
		head = "reproduced: the program and the unoptimized source's builds differ from the source's semantics; right:$right"
	}
	lines = append(lines,
		"echo \""+head+" (expected.out, exit status in expected.status):\"",
		"cat expected actual; diff expected.out actual.out | head -20; echo \"status $(cat actual.out.status), expected $(cat expected.status)\"")
	if f.Pass == "" && f.BlameNote != "" {
		// Which of llc's switches localized it (localizeBy).
		lines = append(lines, "echo "+native.ShellQuote("llc names no guilty pass; localized by its switches: "+f.BlameNote))
	}
	lines = append(lines, "exit 0")
	return []byte(pg.script(f, lines))
}

// irScript is the commands.sh of an IR-level program finding: opt still
// makes target.ll, and both modules built at -O0 for x86-64 print
// different things (or, when the difference is one only the LLVM semantics
// tells apart, expected and actual say it).
func (pg *program) irScript(f *finding.Finding) []byte {
	x86, _ := native.LookupTarget("x86_64")
	lines := regenLines(pg.tools, f.Pipeline)
	lines = append(lines, pg.runLines(x86, "O0", "target.ll", "target", "target.out")...)
	lines = append(lines,
		"if ! cmp -s target.out expected.out || ! cmp -s target.out.status expected.status; then",
		"  echo 'reproduced natively: the optimized program differs from the source (expected.out, expected.status)'",
		"  cat expected actual; diff expected.out target.out | head -20; exit 0",
		"fi",
		"echo 'reproduced: target.ll is wrong under the LLVM semantics (not visible in a native run):'",
		"cat expected actual; exit 0")
	return []byte(pg.script(f, lines))
}
