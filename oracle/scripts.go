package oracle

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/native"
)

// script writes a finding's commands.sh: plain LLVM tools and a C
// compiler driver, no irfuzz. It exits 0 when the finding reproduces, 1
// when it does not, 2 when a tool fails on the way.
func (b *batch) script(f *finding.Finding, body []string) string {
	var s strings.Builder
	s.WriteString("#!/bin/sh\n")
	fmt.Fprintf(&s, "# irfuzz finding: %s\n# signature: %s\n", f.Kind, f.Signature)
	fmt.Fprintf(&s, "# LLVM %s, found %s", f.LLVM, f.Found.Format("2006-01-02 15:04:05 UTC"))
	if f.Origin != "" {
		fmt.Fprintf(&s, ", from %s", f.Origin)
	}
	s.WriteString("\n# Reproduces the finding with plain LLVM tools (no irfuzz).\n")
	s.WriteString("# Exit status: 0 = reproduced, 1 = not reproduced, 2 = a tool failed.\n")
	s.WriteString("set -u\ncd \"$(dirname \"$0\")\"\n")
	for _, l := range body {
		s.WriteString(l)
		s.WriteByte('\n')
	}
	return s.String()
}

// optLine is the opt command that writes pipeline's output of in to out.
func optLine(t *native.Tools, pipeline, in, out string) string {
	return native.ShellJoin(t.OptArgv(pipeline, in, out))
}

// buildLines compile module file in (and harness.ll) for tg at level,
// with extra llc flags, and link them into program bin.
func (ts *testFuncs) buildLines(tg *native.Target, level, in, bin string, extra ...string) []string {
	return ts.buildLinesBy(ts.tools, tg, level, in, bin, extra...)
}

// buildLinesBy is buildLines with module in compiled by t's llc (another
// release's, for an independent reference; the harness is compiled by
// the batch's own).
func (ts *testFuncs) buildLinesBy(t *native.Tools, tg *native.Target, level, in, bin string, extra ...string) []string {
	hobj := "harness-" + tg.Name + ".o"
	obj := strings.TrimSuffix(bin, ".bin") + "-" + strings.TrimSuffix(in, ".ll") + "-" + tg.Name + "-" + level + ".o"
	lines := []string{native.ShellJoin(ts.tools.HarnessArgv(tg, "harness.ll", hobj)) + " || exit 2"}
	lines = append(lines, ts.llcLinesBy(t, tg, level, in, obj, extra...)...)
	return append(lines, native.ShellJoin(native.LinkArgv(tg, bin, obj, hobj))+" || exit 2")
}

// llcLines compile module file in for tg at level, with extra llc flags,
// into object obj as irfuzz did: a module made for another architecture
// loses its CPU attributes first (native.Retarget).
func (b *batch) llcLines(tg *native.Target, level, in, obj string, extra ...string) []string {
	return b.llcLinesBy(b.tools, tg, level, in, obj, extra...)
}

// llcLinesBy is llcLines with t's llc.
func (b *batch) llcLinesBy(t *native.Tools, tg *native.Target, level, in, obj string, extra ...string) []string {
	var lines []string
	if native.NeedsRetarget([]byte(b.srcText), tg) {
		rin := strings.TrimSuffix(in, ".ll") + "." + tg.Name + ".ll"
		lines = append(lines, native.RetargetSed+" "+in+" > "+rin+" || exit 2")
		in = rin
	}
	return append(lines, native.ShellJoin(t.LlcArgv(tg, level, in, obj, extra...))+" || exit 2")
}

// nativePairLines build source and target modules at level for tg and run
// both, leaving their outputs in source.out and target.out.
func (ts *testFuncs) nativePairLines(tg *native.Target, level, src, tgt string) []string {
	lines := ts.buildLines(tg, level, src, "source.bin")
	lines = append(lines, ts.buildLines(tg, level, tgt, "target.bin")[1:]...)
	return append(lines,
		runLine(tg, "source.bin", "source.out"),
		runLine(tg, "target.bin", "target.out"))
}

// grepKey is a stable piece of a crash message to look for in a tool's
// output: its text up to the first detail that varies (a number, a name).
func grepKey(msg string) string {
	// Not the backquote: it opens an assertion's condition ("Assertion
	// `X && \"...\"' failed."), which would leave just "Assertion"; and the
	// condition is source text, digits included ("S1->getType()").
	cut := "0123456789%@\"'$\\"
	if strings.HasPrefix(msg, "Assertion `") {
		cut = "\"'$\\"
	}
	end := strings.IndexAny(msg, cut)
	if end < 0 {
		end = len(msg)
	}
	return strings.TrimSpace(msg[:end])
}

// runLine is the script line that runs program bin into file out, under a
// time limit: a finding may be a hang (exit 124, and the output lacks the
// step's line).
func runLine(tg *native.Target, bin, out string) string {
	return "timeout 20 " + native.ShellJoin(native.ExecArgv(tg, bin)) + " > " + out + " 2>&1"
}

// regenLines are the first lines of an IR-level finding's commands.sh:
// opt still makes target.ll from source.ll (the module ID and file name
// lines aside).
func regenLines(t *native.Tools, pipeline string) []string {
	return []string{
		optLine(t, pipeline, "source.ll", "target.regen.ll") + " || exit 2",
		"strip() { grep -v -e '^; ModuleID' -e '^source_filename' \"$1\"; }",
		"if ! strip target.ll | cmp -s - \"$(strip target.regen.ll > target.regen.stripped; echo target.regen.stripped)\"; then",
		"  echo 'not reproduced: opt makes a different module from source.ll now (target.regen.ll)'; exit 1",
		"fi",
		"echo 'opt still makes target.ll from source.ll'",
	}
}

// shellFunc wraps script lines into the shell function name: a tool that
// fails in it makes it return 1 instead of ending the script with 2 (a
// reference build that cannot be made only skips that comparison).
func shellFunc(name string, body []string) []string {
	lines := []string{name + "() {"}
	for _, l := range body {
		lines = append(lines, "  "+strings.Replace(l, "|| exit 2", "|| return 1", 1))
	}
	return append(lines, "}")
}
