package upstream

import (
	"fmt"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
)

// Markers of a rendered report that Check (and scripts/check-upstream.sh)
// read: a file is the fenced block right after a line "`NAME`:", the
// command is the first ```sh block, and what it prints is the first
// fenced block under ActualHeading.
const (
	// ModuleFile is the name of the module the command reads.
	ModuleFile = "reduced.ll"
	// DriverFile is the name of the driver program of a back-end bug.
	DriverFile = "driver.ll"
	// ActualHeading starts the section holding what the command prints.
	ActualHeading = "## Actual"
)

// Render writes b as an LLVM issue in markdown: the title as a first
// heading, then the labels, the test, the command and what it prints.
func Render(b *Bug) string {
	var s strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&s, format, a...) }
	f := b.Finding
	w("# %s\n\n", b.Title())
	w("**Labels:** `%s`\n\n", strings.Join(b.Labels(), "`, `"))
	w("%s\n\n", b.summary())

	if b.Unreduced != "" {
		w("_The test below is not reduced: %s._\n\n", strings.TrimSuffix(b.Unreduced, "."))
	}
	w("## Reproducer\n\n")
	if b.Reduced != "" {
		w("`%s` below is the output of `opt %s` on the reduced test:\n\n```llvm\n%s```\n\n", ModuleFile, passesFlag(f.Pipeline), ensureNewline(b.Reduced))
	}
	w("`%s`:\n\n```llvm\n%s```\n\n", ModuleFile, ensureNewline(b.Module))
	if b.Driver != "" {
		w("A driver in IR (no C) calls `@%s` %s and prints one line: the step number and the result's bytes in hex, in memory order (then the bytes of the globals the function may change, where it has any).\n\n", f.Function, b.onInput())
		w("<details><summary><code>%s</code></summary>\n\n`%s`:\n\n```llvm\n%s```\n\n</details>\n\n", DriverFile, DriverFile, ensureNewline(b.Driver))
	}
	w("With LLVM %s:\n\n```sh\n%s\n```\n\n", b.Version, strings.TrimSpace(b.Command))
	if b.PassNote != "" {
		w("%s\n\n", b.PassNote)
	}
	switch {
	case b.native():
		w("## Expected output\n\n```text\n%s\n```\n\n", strings.TrimSpace(b.ExpectedOut))
		w("%s output\n\n```text\n%s\n```\n\n", ActualHeading, strings.TrimSpace(b.ActualOut))
	case f.Kind == finding.KindIR:
		w("%s output of opt\n\n```llvm\n%s\n```\n\n", ActualHeading, strings.TrimSpace(b.ActualOut))
	case f.Kind == finding.KindTimeout:
		w("%s output\n\n```text\n%s\n```\n\n", ActualHeading, strings.TrimSpace(b.ActualOut))
	default:
		w("%s error\n\n```text\n%s\n```\n\n", ActualHeading, strings.TrimSpace(b.ActualOut))
	}
	if f.Kind == finding.KindIR {
		b.renderPair(&s)
	}
	if b.miscompile() {
		w("## Why this is wrong\n\n")
		w("%s the source allows only `%s`; the %s gives `%s` (%s).\n\n", upperFirst(b.onInput()), strings.Join(alternatives(b.Expected), "` or `"), compiledName(f), b.Actual, b.Reason)
		for _, r := range b.rules() {
			w("LangRef, %s:\n\n> %s\n\n", r.Section, r.Quote)
		}
	}
	b.renderReleases(&s)
	b.renderDuplicates(&s)
	reduced := " and reduced to the test above"
	if b.Unreduced != "" {
		reduced = ""
	}
	w("---\n\nFound by a fuzzer (irfuzz, seed %d)%s; the commands use only the LLVM tools", f.Seed, reduced)
	if b.native() {
		w(", a C compiler driver as the linker")
		if strings.Contains(b.Command, "qemu-") {
			w(" and qemu-user")
		}
	}
	w(".")
	if b.Upstream != "" {
		w(" LLVM's tracker, searched before filing: %s.", b.Upstream)
	}
	w("\n")
	return s.String()
}

// summary is the paragraph under the title.
func (b *Bug) summary() string {
	f := b.Finding
	switch f.Kind {
	case finding.KindIR:
		by := "`opt " + passesFlag(b.pipeline()) + "`"
		if f.Program {
			return fmt.Sprintf("%s miscompiles the whole C program below: run as `%s` under the LLVM IR semantics, the source ends with `%s`, the optimized program with `%s` (%s). The program has no undefined behaviour.",
				by, b.Input, b.Expected, b.Actual, b.Reason)
		}
		return fmt.Sprintf("%s miscompiles `@%s` below: on `%s` the source returns `%s` but the optimized function gives `%s`. The source has no undefined behaviour on this input.",
			by, f.Function, b.Input, b.Expected, b.Actual)
	case finding.KindNative:
		who := "`@" + f.Function + "`"
		if f.Program {
			who = "the program below"
		}
		return fmt.Sprintf("Compiled by llc for `%s` at -%s%s, %s does the wrong thing at run time: %s. The IR has no undefined behaviour on this input (checked with a reference interpreter of LLVM IR).",
			b.triple(), f.Level, b.selectorPhrase(), who, b.nativeOutcome())
	case finding.KindTimeout:
		return fmt.Sprintf("`%s` does not finish on the valid module below: the command stops it after %d seconds (timeout(1) then exits with status 124).", tool(f), int(HangTimeout.Seconds()))
	}
	return fmt.Sprintf("`%s` crashes on the valid module below.", tool(f))
}

// selectorPhrase names the instruction selector the command's first
// llc run uses.
func (b *Bug) selectorPhrase() string {
	first, _, _ := strings.Cut(b.Command, "\n")
	o0 := strings.Contains(first, " -O0 ")
	switch {
	case strings.Contains(first, "-global-isel=0") && o0:
		return " (FastISel, falling back to SelectionDAG)"
	case strings.Contains(first, "-global-isel=0"):
		return " (SelectionDAG)"
	case strings.Contains(first, "-global-isel"):
		return " with GlobalISel"
	case o0:
		return " (the target's default selector at -O0)"
	}
	return " (SelectionDAG)"
}

// onInput says what the test function is called with.
func (b *Bug) onInput() string {
	if b.Input == "" {
		return "with no arguments"
	}
	return "on the input `" + b.Input + "`"
}

// alternatives are the distinct outcomes of "a | b | a".
func alternatives(s string) []string {
	var out []string
	for _, a := range strings.Split(s, " | ") {
		if !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	return out
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// triple is the target triple of the command.
func (b *Bug) triple() string {
	for _, w := range strings.Fields(b.Command) {
		if t, ok := strings.CutPrefix(w, "-mtriple="); ok {
			return t
		}
	}
	return b.Finding.Target
}

// pipeline is what the command runs: the single pass, or the finding's
// pipeline.
func (b *Bug) pipeline() string {
	if b.Pass != "" {
		return b.Pass
	}
	return b.Finding.Pipeline
}

// compiledName says what gave the wrong outcome.
func compiledName(f *finding.Finding) string {
	if f.Kind == finding.KindNative {
		return "compiled program"
	}
	return "optimized code"
}

// renderPair writes the alive-tv section of an IR-level bug.
func (b *Bug) renderPair(s *strings.Builder) {
	if b.Pair == "" {
		if b.PairNote != "" {
			fmt.Fprintf(s, "## Alive2\n\n%s\n\n", b.PairNote)
		}
		return
	}
	fmt.Fprintf(s, "## Alive2\n\nThe source as `@src` and opt's output as `@tgt`, for `alive-tv`:\n\n```llvm\n%s```\n\n", ensureNewline(b.Pair))
	fmt.Fprintf(s, "Counterexample (from irfuzz's reference semantics of LLVM IR; alive-tv may pick another): with `%s`, `@src` returns `%s` and `@tgt` returns `%s`.\n\n",
		b.Input, b.Expected, b.Actual)
}

// renderReleases writes the releases the bug reproduces on.
func (b *Bug) renderReleases(s *strings.Builder) {
	r := b.Releases
	if r == nil || len(r.Outcomes) == 0 {
		fmt.Fprintf(s, "## Releases\n\nReproduces on LLVM %s (other releases not checked).\n\n", b.Version)
		return
	}
	s.WriteString("## Releases\n\n| LLVM | shows the bug |\n|---|---|\n")
	for _, o := range r.Outcomes {
		fmt.Fprintf(s, "| %s | %s |\n", o.Version, releaseState(o.State))
	}
	// Outcomes are oldest first (rangecheck.Range): the newest release
	// before the first that shows the bug which shows it differently.
	first := slices.IndexFunc(r.Outcomes, func(o finding.ReleaseOutcome) bool { return o.Version == r.First })
	changed := -1
	for j := first - 1; j >= 0 && r.Regression == ""; j-- {
		if r.Outcomes[j].State == "changed" {
			changed = j
			break
		}
	}
	switch {
	case r.Regression != "":
		fmt.Fprintf(s, "\nA regression: not in %s, in %s (%s).\n\n", r.LastGood, r.First, r.Regression)
	case changed >= 0:
		fmt.Fprintf(s, "\nShown as above since %s; %s shows a bug of the same kind differently (another crash message or another guilty pass), so this is not marked a regression.\n\n", r.First, r.Outcomes[changed].Version)
	case r.First != "":
		fmt.Fprintf(s, "\nShown since %s, the oldest release checked that tells.\n\n", r.First)
	default:
		s.WriteString("\n")
	}
}

// releaseState words a release's state (rangecheck's) for the table.
func releaseState(st string) string {
	switch st {
	case "reproduces":
		return "yes"
	case "fixed", "pass":
		return "no"
	case "changed":
		return "no (a bug of the same kind shows differently)"
	case "cannot read":
		return "not checked (cannot read the IR)"
	case "crashes":
		return "not checked (the tools crash on it first)"
	case "cannot build":
		return "not checked (the tools fail on it first)"
	}
	return st
}

// passesFlag is the opt flag of a pipeline, quoted for a shell.
func passesFlag(p string) string {
	switch p {
	case "O0", "O1", "O2", "O3", "Os", "Oz":
		return "-passes='default<" + p + ">'"
	}
	if strings.ContainsAny(p, "<>(),") {
		return "-passes='" + p + "'"
	}
	return "-passes=" + p
}

func ensureNewline(s string) string {
	if s != "" && !strings.HasSuffix(s, "\n") {
		return s + "\n"
	}
	return s
}

// renderDuplicates lists the other findings of the bug, smallest first.
func (b *Bug) renderDuplicates(s *strings.Builder) {
	if len(b.Duplicates) == 0 {
		return
	}
	n := "once more"
	if len(b.Duplicates) > 1 {
		n = fmt.Sprintf("%d more times", len(b.Duplicates))
	}
	fmt.Fprintf(s, "## Duplicates\n\nThe fuzzer found this bug %s, in tests that reduce to the same bug (%s); the test above is the smallest:\n\n", n, b.Duplicates[0].Why)
	for _, d := range b.Duplicates {
		fmt.Fprintf(s, "- %s", d.Name)
		if len(d.Ops) > 0 {
			fmt.Fprintf(s, ": `%s`", strings.Join(d.Ops, "`, `"))
		}
		s.WriteString("\n")
	}
	s.WriteString("\n")
}

// WithReleases is report (as Render wrote it) with its Releases section
// and labels made from r: a report written before the release range was
// known gets the range's table and its regression label. A report
// without a Releases section (not in LLVM's issue form) gets the section
// at its end; a nil r leaves report as it is.
func WithReleases(report string, r *finding.Releases) string {
	if r == nil || len(r.Outcomes) == 0 {
		return report
	}
	var sec strings.Builder
	(&Bug{Releases: r}).renderReleases(&sec)
	lines := strings.SplitAfter(report, "\n")
	start, end := -1, len(lines)
	for i, l := range lines {
		switch {
		case start < 0 && l == "## Releases\n":
			start = i
		case start >= 0 && i > start && (strings.HasPrefix(l, "## ") || l == "---\n"):
			end = i
		}
		if start >= 0 && end < len(lines) {
			break
		}
	}
	if start < 0 {
		return ensureNewline(report) + "\n" + sec.String()
	}
	out := strings.Join(lines[:start], "") + sec.String() + strings.Join(lines[end:], "")
	if r.Regression == "" {
		return out
	}
	const labels = "**Labels:** `"
	if i := strings.Index(out, labels); i >= 0 {
		j := i + strings.IndexByte(out[i:], '\n')
		if j > i && !strings.Contains(out[i:j], "`regression:") {
			out = out[:j] + ", `" + r.Regression + "`" + out[j:]
		}
	}
	return out
}
