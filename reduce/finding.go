package reduce

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/upstream"
)

// FindingOptions tune ReduceFinding.
type FindingOptions struct {
	Options
	// Config names the tools the finding is replayed with (and their
	// limits, the work directory, the interpreter's budget).
	Config oracle.Config
	// Out is the directory the reduced files go to (default: the
	// finding's own directory).
	Out string
}

// FindingResult is a reduced finding.
type FindingResult struct {
	Reduced *ir.Module
	Stats   *Stats
	// Verdict is the replay of the finding on Reduced.
	Verdict oracle.ReplayVerdict
	// Files are the paths written: reduced.ll, report.md,
	// reduced-commands.sh, for an IR-level finding reduced-src-tgt.ll, and
	// the directory reduced.
	Files []string
	// Stopped says why the reduction ended before it was done (ctx was
	// cancelled or ran out of time); "" when it ran to the end. The files
	// then hold the best module found so far, replayed and reproducing.
	Stopped string
	// Reduction is the finding's fingerprint and the reduction's figures,
	// also written into the finding's finding.json when the result goes
	// to the finding's own directory.
	Reduction *finding.Reduction
}

// Names of the files ReduceFinding writes.
const (
	ReducedFile  = "reduced.ll"          // the reduced module
	ReportFile   = "report.md"           // a bug report for LLVM
	SrcTgtFile   = "reduced-src-tgt.ll"  // @src and @tgt for alive-tv (IR-level findings)
	CommandsFile = "reduced-commands.sh" // reproduces the finding on reduced.ll
	// ReducedDir is the reduced finding as a finding directory of its
	// own (finding.json with the reduced witness, source.ll = reduced.ll,
	// the witness files, commands.sh): what oracle.NewReplay, irfuzz
	// reduce and the corpus read.
	ReducedDir = "reduced"
)

// finalGrace bounds the replay and writing of the best module so far
// after the reduction was stopped.
const finalGrace = 5 * time.Minute

// hangStepLimit is the step alarm of a hung native finding's candidates:
// a loop that never ends is told in half a second as in the usual two,
// and the reduced module is replayed with the usual alarm before it is
// written, so a candidate that is only slow does not make the result.
const hangStepLimit = 500 * time.Millisecond

// hung reports whether a native finding's actual outcome is a hang (the
// step alarm or the time limit killed the program).
func hung(actual string) bool {
	return strings.Contains(actual, "SIGALRM") || strings.Contains(actual, "timed out")
}

// finalAttempts is how many replays the result of a reduction gets before
// the finding counts as gone from it: a memory-safety crash may be flaky,
// and so may a native miscompile that reads an uninitialised register
// (its program's output, and so llc's bisection, can vary from run to
// run).
const finalAttempts = 3

// ReduceFinding reduces the source of the finding in directory dir while
// the finding still shows on it (oracle.Replay: the same crash, or a
// miscompile on the witness input by a source that has no undefined
// behaviour there), and writes the result with a bug report and a script
// that reproduces it. It fails when the finding does not reproduce on its
// own source.ll. When ctx ends during the reduction, the best module found
// so far is replayed and written as the result (FindingResult.Stopped
// says so), under a fresh time limit of finalGrace; when the reduction
// fails otherwise, the best module so far is returned with the error and
// nothing is written.
func ReduceFinding(ctx context.Context, dir string, opts FindingOptions) (*FindingResult, error) {
	rp, err := oracle.NewReplay(opts.Config, dir)
	if err != nil {
		return nil, err
	}
	f := rp.Finding()
	srcPath := filepath.Join(dir, "source.ll")
	data, err := os.ReadFile(srcPath)
	if err != nil {
		return nil, err
	}
	m, err := ir.Parse(srcPath, data)
	if err != nil {
		return nil, err
	}
	orig, err := os.ReadFile(filepath.Join(dir, "commands.sh"))
	if err != nil {
		return nil, err
	}
	// The source gets as many tries as the result does.
	first, err := replayed(ctx, rp, m)
	if err != nil {
		return nil, err
	}
	if !first.Reproduces {
		return nil, fmt.Errorf("%s: the finding does not reproduce on its source.ll with %s: %s", dir, opts.Config.Toolchain, first.Reason)
	}
	// A native candidate must also reproduce with the commands.sh that
	// ships with it, unless the finding's own source does not (then the
	// replay's word has to do).
	useScript := false
	if f.Kind == finding.KindNative {
		if useScript, err = scriptReproduces(ctx, m, first.Files); err != nil {
			return nil, err
		}
	}
	// A hang is shown by every candidate that keeps it only once the step
	// alarm rings: candidates get a short one (the result is checked
	// again with the usual alarm).
	candidates := rp.ForCandidates()
	if f.Kind == finding.KindNative && hung(f.Actual) {
		fast := opts.Config
		fast.StepLimit = hangStepLimit
		hangs, err := oracle.NewReplay(fast, dir)
		if err != nil {
			return nil, err
		}
		candidates = hangs.ForCandidates()
	}
	res, ctx, cancel, err := reduceChecked(ctx, dir, m, rp, candidates, useScript, opts.Options)
	defer cancel()
	if err != nil {
		return res, err
	}
	red, st := res.Reduced, res.Stats
	text := red.String()
	out := opts.Out
	if out == "" {
		out = dir
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return res, err
	}
	w := &findingWriter{out: out, res: res}
	w.write(ReducedFile, []byte(text), 0o644)
	pairNote := ""
	if f.Kind == finding.KindIR && !f.Program {
		pair, err := upstream.SrcTgtPair(text, res.Verdict.Files["target.ll"], f.Function)
		if err != nil {
			pairNote = "No " + SrcTgtFile + " was written: " + err.Error()
		} else {
			w.write(SrcTgtFile, []byte(pair), 0o644)
		}
	}
	w.write(CommandsFile, []byte(reducedCommands(f, orig, res.Verdict.Files)), 0o755)
	if w.err != nil {
		return res, w.err
	}
	rf := reducedFinding(f, text, orig, st, res.Verdict)
	if err := finding.Write(filepath.Join(out, ReducedDir), rf); err != nil {
		return res, fmt.Errorf("writing %s: %w", ReducedDir, err)
	}
	// report.md is the LLVM issue of the reduced finding (package
	// upstream), whose command was run and shows the bug; irfuzz's own
	// account when no stock-tool command does.
	rep, err := upstreamReport(ctx, opts.Config, rf.Dir, f)
	if err != nil {
		rep = report(rp, text, st, res.Verdict, opts.Config, pairNote) +
			fmt.Sprintf("\n_Not in LLVM's issue form: %s._\n", firstLine(err.Error()))
	}
	if res.Stopped != "" {
		rep += fmt.Sprintf("\n_The reduction was %s: this is the smallest module found until then. `irfuzz reduce` on the `%s` directory goes on from it._\n", res.Stopped, ReducedDir)
	}
	w.write(ReportFile, []byte(rep), 0o644)
	if w.err != nil {
		return res, w.err
	}
	res.Files = append(res.Files, rf.Dir)
	var tgt *ir.Module
	if f.Kind == finding.KindIR {
		tgt, _ = ir.Parse("target.ll", res.Verdict.Files["target.ll"])
	}
	res.Reduction = fingerprinted(ctx, opts.Config.Toolchain, out, f, red, tgt, st, res.Stopped)
	if filepath.Clean(out) == filepath.Clean(dir) {
		// The finding itself records its bug.
		f.Reduction = res.Reduction
		if err := finding.WriteJSON(dir, f); err != nil {
			return res, err
		}
	}
	return res, nil
}

// upstreamReport is the LLVM issue (upstream.Render) of the reduced
// finding in directory dir, f being the finding it was reduced from (its
// release range, when recorded, goes into the report).
func upstreamReport(ctx context.Context, cfg oracle.Config, dir string, f *finding.Finding) (string, error) {
	b, err := upstream.Gather(ctx, cfg, dir)
	if err != nil {
		return "", err
	}
	b.Releases = f.Releases
	return upstream.Render(b), nil
}

// reduceChecked reduces m while candidates shows the finding and replays
// the result as rp sees it (finalAttempts times at most for a native
// one). A native finding whose own commands.sh reproduces it (useScript)
// needs its reduced module to reproduce with the commands.sh that ships
// with it too, run as a user runs it: its program may depend on its
// environment (an uninitialised register reads what the harness left
// there). That script repeats every build of the replay, so candidates
// are first judged by the replay alone, and the script checks the
// result; only when the result fails it does the reduction start over
// with the script run on every candidate. When ctx ends during the
// reduction, the best module so far is replayed under a fresh limit of
// finalGrace, and the context returned (with its cancel, always to be
// called) is that one.
func reduceChecked(ctx context.Context, dir string, m *ir.Module, rp, candidates *oracle.Replay, useScript bool, opts Options) (*FindingResult, context.Context, context.CancelFunc, error) {
	cancel := context.CancelFunc(func() {})
	perCandidate := false
	var prior *Stats
	for {
		// The reducer hands over each candidate parsed and verified, with
		// its text: the replay need not print, parse and verify it again.
		test := func(ctx context.Context, c *ir.Module, text string) (bool, error) {
			v, err := candidates.CheckText(ctx, c, text)
			if err != nil || !v.Reproduces || !perCandidate {
				return v.Reproduces, err
			}
			return scriptReproduces(ctx, c, v.Files)
		}
		red, st, err := ReduceText(ctx, m, test, opts)
		st = prior.plus(st)
		res := &FindingResult{Reduced: red, Stats: st}
		if err != nil {
			if red == nil || ctx.Err() == nil {
				return res, ctx, cancel, err
			}
			// Stopped (interrupted, or out of time): the best so far is
			// still a reduced finding, worth writing.
			res.Stopped = fmt.Sprintf("stopped after %s (%v)", st.Elapsed.Round(time.Second), context.Cause(ctx))
			ctx, cancel = context.WithTimeout(context.WithoutCancel(ctx), finalGrace)
		}
		// The verdict that goes into the report is a replay of exactly
		// the text that is written.
		final, err := ir.Parse(ReducedFile, []byte(red.String()))
		if err != nil {
			return res, ctx, cancel, fmt.Errorf("reduced module: %w", err)
		}
		if res.Verdict, err = replayed(ctx, rp, final); err != nil {
			return res, ctx, cancel, err
		}
		if !res.Verdict.Reproduces {
			return res, ctx, cancel, fmt.Errorf("%s: the reduced module does not reproduce the finding when checked again (%s)", dir, res.Verdict.Reason)
		}
		if !useScript || perCandidate {
			return res, ctx, cancel, nil
		}
		ok, err := scriptReproduces(ctx, red, res.Verdict.Files)
		switch {
		case err != nil:
			return res, ctx, cancel, err
		case ok:
			return res, ctx, cancel, nil
		case res.Stopped != "":
			return res, ctx, cancel, fmt.Errorf("%s: the best module found before the reduction %s does not reproduce with its commands.sh", dir, res.Stopped)
		}
		perCandidate, prior = true, st
	}
}

// replayed is rp's verdict on m, replayed up to finalAttempts times until
// it reproduces: a memory-safety crash may be flaky, and so may a native
// miscompile that reads an uninitialised register. The IR level is
// deterministic: one replay.
func replayed(ctx context.Context, rp *oracle.Replay, m *ir.Module) (oracle.ReplayVerdict, error) {
	var v oracle.ReplayVerdict
	for range finalAttempts {
		var err error
		if v, err = rp.Check(ctx, m); err != nil || v.Reproduces || rp.Finding().Kind == finding.KindIR {
			return v, err
		}
	}
	return v, nil
}

// fingerprinted is the record of a reduction of f to red.
func fingerprinted(ctx context.Context, tc *native.Toolchain, work string, f *finding.Finding, red, tgt *ir.Module, st *Stats, stopped string) *finding.Reduction {
	fp, skel := oracle.FingerprintReduced(ctx, tc, work, f, red, tgt)
	r := &finding.Reduction{Fingerprint: fp, Skeleton: skel, Size: Size(red), Done: time.Now().UTC().Truncate(time.Second), Stopped: stopped}
	if st != nil {
		r.Seconds = st.Elapsed.Seconds()
	}
	return r
}

// scriptReproduces runs the commands.sh of a reproducing verdict (its
// Files) on module m in a scratch directory and reports whether it exits 0.
func scriptReproduces(ctx context.Context, m *ir.Module, files map[string][]byte) (bool, error) {
	if files["commands.sh"] == nil {
		return true, nil // nothing to run: the replay's word stands
	}
	dir, err := os.MkdirTemp("", "irfuzz-script-")
	if err != nil {
		return false, err
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, "source.ll"), []byte(m.String()), 0o644); err != nil {
		return false, err
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o755); err != nil {
			return false, err
		}
	}
	ctx, cancel := context.WithTimeout(ctx, scriptTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", filepath.Join(dir, "commands.sh"))
	cmd.Dir = dir
	cmd.WaitDelay = 5 * time.Second
	err = cmd.Run()
	if ctx.Err() != nil && err != nil {
		return false, nil // a script that hangs does not reproduce
	}
	return err == nil, nil
}

// scriptTimeout bounds one run of a candidate's commands.sh.
const scriptTimeout = 2 * time.Minute

// reducedFinding is the finding f as shown by its reduced module text.
func reducedFinding(f *finding.Finding, text string, commands []byte, st *Stats, v oracle.ReplayVerdict) *finding.Finding {
	rf := *f
	rf.Origin = fmt.Sprintf("%s; reduced by irfuzz from %d to %d instructions", f.Origin, st.StartSize, st.FinalSize)
	rf.Files = map[string][]byte{"commands.sh": commands}
	for k, b := range v.Files {
		rf.Files[k] = b // a fresh commands.sh among them
	}
	rf.Files["source.ll"] = []byte(text)
	if f.Kind == finding.KindIR || f.Kind == finding.KindNative {
		rf.Input, rf.Expected, rf.Actual, rf.Reason = v.Input, v.Expected, v.Actual, v.Reason
		rf.Evidence = v.Evidence
	}
	return &rf
}

// findingWriter writes files atomically into a directory and keeps the
// first error.
type findingWriter struct {
	out string
	res *FindingResult
	err error
}

func (w *findingWriter) write(name string, data []byte, mode os.FileMode) {
	if w.err != nil {
		return
	}
	path := filepath.Join(w.out, name)
	tmp, err := os.CreateTemp(w.out, ".tmp-"+name+"-")
	if err == nil {
		_, err = tmp.Write(data)
		if cerr := tmp.Close(); err == nil {
			err = cerr
		}
		if err == nil {
			err = os.Chmod(tmp.Name(), mode)
		}
		if err == nil {
			err = os.Rename(tmp.Name(), path)
		}
		if err != nil {
			os.Remove(tmp.Name())
		}
	}
	if err != nil {
		w.err = fmt.Errorf("writing %s: %w", path, err)
		return
	}
	w.res.Files = append(w.res.Files, path)
}

// reducedCommands is a script that runs the finding's commands.sh (as
// irfuzz writes it now when the replay made one, else the finding's own)
// on reduced.ll (as source.ll) in a scratch directory, with the witness
// files (target.ll, harness.ll, inputs, expected, actual) of the reduced
// module.
func reducedCommands(f *finding.Finding, commands []byte, files map[string][]byte) string {
	return reducedCommandsFrom(f, commands, files, "cp \"$here/"+ReducedFile+"\" \"$work/source.ll\" || exit 2")
}

// reducedCommandsFrom is reducedCommands with the shell line that makes
// $work/source.ll (from $here, the script's directory): a copy of
// reduced.ll, or clang's lowering of reduced.c.
func reducedCommandsFrom(f *finding.Finding, commands []byte, files map[string][]byte, makeSource string) string {
	var s strings.Builder
	s.WriteString("#!/bin/sh\n")
	fmt.Fprintf(&s, "# irfuzz finding, reduced: %s\n# signature: %s\n", f.Kind, f.Signature)
	from := ReducedFile
	if strings.Contains(makeSource, ReducedCFile) {
		from = "clang's lowering of " + ReducedCFile
	}
	s.WriteString("# Runs the finding's commands.sh (below) on " + from + " as source.ll, in a\n")
	s.WriteString("# scratch directory, with the witness files of the reduced module.\n")
	s.WriteString("# Exit status: 0 = reproduced, 1 = not reproduced, 2 = a tool failed.\n")
	s.WriteString("set -u\n")
	s.WriteString("here=$(cd \"$(dirname \"$0\")\" && pwd) || exit 2\n")
	s.WriteString("work=$(mktemp -d \"${TMPDIR:-/tmp}/irfuzz-reduced.XXXXXX\") || exit 2\n")
	s.WriteString("trap 'rm -rf \"$work\"' EXIT\n")
	s.WriteString(makeSource + "\n")
	if fresh, ok := files["commands.sh"]; ok {
		commands = fresh // as irfuzz writes it now
	}
	names := make([]string, 0, len(files))
	for name := range files {
		if name != "commands.sh" {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	for _, name := range append(names, "commands.sh") {
		body := commands
		if name != "commands.sh" {
			body = files[name]
		}
		heredoc(&s, "$work/"+name, body)
	}
	s.WriteString("sh \"$work/commands.sh\"\nstatus=$?\nexit $status\n")
	return s.String()
}

// heredoc writes the shell lines that recreate file path with body.
func heredoc(s *strings.Builder, path string, body []byte) {
	text := string(body)
	if text != "" && !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	delim := "IRFUZZ_EOF"
	for k := 1; strings.Contains(text, delim); k++ {
		delim = fmt.Sprintf("IRFUZZ_EOF_%d", k)
	}
	fmt.Fprintf(s, "cat > \"%s\" <<'%s' || exit 2\n%s%s\n", path, delim, text, delim)
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// report renders report.md: what a bug report to LLVM needs.
func report(rp *oracle.Replay, text string, st *Stats, v oracle.ReplayVerdict, cfg oracle.Config, pairNote string) string {
	f := rp.Finding()
	cmds := rp.Commands(ReducedFile)
	last := cmds[len(cmds)-1]
	toolName := filepath.Base(strings.Fields(last)[0])
	tool := "`" + toolName + " " + argsOf(last) + "`"
	version := cfg.Toolchain.Version
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	switch {
	case f.Program && (f.Kind == finding.KindIR || f.Kind == finding.KindNative):
		w("%s", programSummary(f, v, tool, version, cmds[0]))
	case f.Kind == finding.KindIR:
		w("# opt %s miscompiles @%s (LLVM %s)\n\n", pipelineName(f.Pipeline), f.Function, version)
		w("`opt %s` turns `@%s` below into code that does not refine it: on the input `%s` the source's only allowed outcome%s `%s`, but the optimized function gives `%s` (%s). ",
			argsOf(cmds[0]), f.Function, v.Input, plural(v.Expected), v.Expected, v.Actual, v.Reason)
		w("The source has no undefined behaviour on this input under the LLVM IR semantics (checked with irfuzz's reference interpreter), so this is a miscompilation, not a consequence of UB.")
	case f.Kind == finding.KindNative:
		w("# llc -%s miscompiles @%s for %s (LLVM %s)\n\n", f.Level, f.Function, f.Target, version)
		via := ""
		if f.Pipeline != "" {
			via = fmt.Sprintf(" after `opt %s`", pipelineName(f.Pipeline))
		}
		w("Compiled by %s%s and called once with `%s` from a small harness, `@%s` gives `%s`, where the IR allows only `%s` (%s). ",
			tool, via, v.Input, f.Function, v.Actual, v.Expected, v.Reason)
		w("The source has no undefined behaviour on this input under the LLVM IR semantics (checked with irfuzz's reference interpreter).")
	case f.Kind == finding.KindTimeout:
		w("# %s hangs (LLVM %s)\n\n", toolName, version)
		w("%s does not finish within its time limit on the module below (%s).", tool, v.Actual)
	default:
		w("# %s fails: %s (LLVM %s)\n\n", toolName, firstLine(v.Actual), version)
		w("%s fails on the valid module below: `%s`.", tool, firstLine(v.Actual))
	}
	if f.Pass != "" {
		w(" opt-bisect names the pass %s.", f.Pass)
	}
	w(" Found by irfuzz (seed %d, %s) and reduced from %d to %d instructions.\n\n", f.Seed, f.Origin, st.StartSize, st.FinalSize)

	w("## Reduced test case\n\n```llvm\n%s```\n\n", strings.TrimLeft(text, "\n"))
	w("## Command\n\n```sh\n%s\n```\n\n", strings.Join(cmds, "\n"))
	if f.Kind == finding.KindIR || f.Kind == finding.KindNative {
		if f.Program {
			w("## Input\n\nThe program is run as `%s` (no input of its own).\n\n", v.Input)
		} else {
			w("## Input\n\n`%s`\n\n", v.Input)
		}
		w("## Expected\n\n`%s`\n\n", v.Expected)
		w("## Actual\n\n`%s`\n\nWhy this is wrong (reference semantics): %s.\n\n", v.Actual, v.Reason)
		if t := v.Files["target.ll"]; f.Kind == finding.KindIR && !f.Program && len(t) > 0 {
			w("## Output of opt\n\n```llvm\n%s```\n\n", ensureNewline(withoutFileNames(string(t))))
			if pairNote == "" {
				w("`%s` holds the source as `@src` and this output as `@tgt` for `alive-tv %s`.\n\n", SrcTgtFile, SrcTgtFile)
			} else {
				w("%s\n\n", pairNote)
			}
		}
	} else {
		w("## Input\n\nNone: the tool fails on the module itself.\n\n")
		w("## Expected\n\n%s finishes without an error.\n\n", toolName)
		w("## Actual\n\n```\n%s\n```\n\n", v.Actual)
	}
	if f.Kind == finding.KindIR || f.Kind == finding.KindNative {
		pass := f.Pass
		if pass == "" {
			pass = "not named (the finding was not bisected)"
			if f.BlameNote != "" {
				pass = "not named: " + f.BlameNote
			}
		}
		w("## Guilty pass\n\n%s\n\n", pass)
	}
	w("## LLVM version\n\n%s", cfg.Toolchain)
	if f.LLVM != "" && f.LLVM != version {
		w(" (found with LLVM %s)", f.LLVM)
	}
	w("\n\n`%s` reproduces this with the plain LLVM tools (exit 0 = reproduced).\n", CommandsFile)
	return b.String()
}

// programSummary is the title and first paragraph of the report on a
// whole-program miscompile: tool is the last tool step (quoted), opt its
// first command line.
func programSummary(f *finding.Finding, v oracle.ReplayVerdict, tool, version, opt string) string {
	var b strings.Builder
	if f.Kind == finding.KindIR {
		fmt.Fprintf(&b, "# opt %s miscompiles a whole C program (LLVM %s)\n\n", pipelineName(f.Pipeline), version)
		fmt.Fprintf(&b, "`opt %s` turns the program below into one that, run as `%s` under the LLVM IR semantics, ends with `%s`, where the source allows only `%s` (%s). ",
			argsOf(opt), v.Input, v.Actual, v.Expected, v.Reason)
	} else {
		via := ""
		if f.Pipeline != "" {
			via = fmt.Sprintf(" after `opt %s`", pipelineName(f.Pipeline))
		}
		fmt.Fprintf(&b, "# llc -%s miscompiles a whole C program for %s (LLVM %s)\n\n", f.Level, f.Target, version)
		fmt.Fprintf(&b, "Built by %s%s, linked and run as `%s`, the program below ends with `%s`, where the IR allows only `%s` (%s). ",
			tool, via, v.Input, v.Actual, v.Expected, v.Reason)
		b.WriteString("The unoptimized source's own builds (see the commands) do not do that. ")
	}
	b.WriteString("The whole program has no undefined behaviour under the LLVM IR semantics: irfuzz's reference interpreter runs main to its end.")
	return b.String()
}

// argsOf strips the tool from a command line.
func argsOf(cmd string) string {
	fs := strings.Fields(cmd)
	if len(fs) < 2 {
		return cmd
	}
	return strings.Join(fs[1:], " ")
}

func pipelineName(p string) string {
	switch p {
	case "O0", "O1", "O2", "O3", "Os", "Oz":
		return "-" + p
	}
	return "-passes=" + strings.TrimPrefix(p, "-passes=")
}

// withoutFileNames drops the lines of opt's output that name the file it
// read (a scratch file of the replay).
func withoutFileNames(s string) string {
	var out []string
	for _, l := range strings.SplitAfter(s, "\n") {
		if !strings.HasPrefix(l, "; ModuleID") && !strings.HasPrefix(l, "source_filename") {
			out = append(out, l)
		}
	}
	return strings.TrimLeft(strings.Join(out, ""), "\n")
}

func plural(expected string) string {
	if strings.Contains(expected, " | ") {
		return "s are"
	}
	return " is"
}

func ensureNewline(s string) string {
	if s != "" && !strings.HasSuffix(s, "\n") {
		return s + "\n"
	}
	return s
}

// ScriptTimeout bounds one run of an interestingness script
// (ReduceWithScript); a run past it counts as not interesting.
var ScriptTimeout = 5 * time.Minute

// ReduceWithScript reduces the module in file with an interestingness
// script in the style of llvm-reduce --test: script runs with args and
// then the path of a file holding the candidate, and exit status 0 means
// interesting. Each candidate gets its own file. A script that cannot be
// started stops the reduction with an error.
func ReduceWithScript(ctx context.Context, file string, script string, args []string, opts Options) (*ir.Module, *Stats, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, nil, err
	}
	m, err := ir.Parse(file, data)
	if err != nil {
		return nil, nil, err
	}
	path, err := exec.LookPath(script)
	if err != nil {
		return nil, nil, fmt.Errorf("interestingness script: %w", err)
	}
	dir, err := os.MkdirTemp("", "irfuzz-reduce-")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(dir)
	var n atomic.Int64
	test := func(ctx context.Context, c *ir.Module) (bool, error) {
		cand := filepath.Join(dir, fmt.Sprintf("candidate-%d.ll", n.Add(1)))
		if err := os.WriteFile(cand, []byte(c.String()), 0o644); err != nil {
			return false, err
		}
		defer os.Remove(cand)
		return runScript(ctx, path, append(slices.Clone(args), cand))
	}
	return Reduce(ctx, m, test, opts)
}

// runScript runs an interestingness script under ScriptTimeout, killing
// its whole process group at the end; it reports whether it exited 0.
func runScript(ctx context.Context, path string, args []string) (bool, error) {
	ctx, cancel := context.WithTimeout(ctx, ScriptTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
	err := cmd.Run()
	if ctx.Err() != nil {
		return false, nil // timed out (or cancelled, which the reducer sees itself)
	}
	var ee *exec.ExitError
	switch {
	case err == nil:
		return true, nil
	case errors.As(err, &ee):
		return false, nil
	}
	return false, fmt.Errorf("running %s: %w", path, err)
}

// Refingerprint computes anew the fingerprint of the reduced finding in
// dir (its reduced/ directory, which ReduceFinding writes) and records it
// in dir/finding.json: for findings reduced by an irfuzz whose
// fingerprints differ (tc, when not nil, is the opt that says what an
// IR-level miscompile's guilty pass changed). known maps fingerprints of known bugs to their
// names (nil: none); a finding not reduced is left alone (nil result).
func Refingerprint(ctx context.Context, tc *native.Toolchain, dir string, known map[string]string) (*finding.Reduction, error) {
	f, err := finding.Load(dir)
	if err != nil {
		return nil, err
	}
	if f.Reduction == nil || f.Reduction.Failed != "" {
		return nil, nil
	}
	src, err := os.ReadFile(filepath.Join(dir, ReducedDir, "source.ll"))
	if err != nil {
		return nil, err
	}
	m, err := ir.Parse(ReducedFile, src)
	if err != nil {
		return nil, err
	}
	var tgt *ir.Module
	if text, err := os.ReadFile(filepath.Join(dir, ReducedDir, "target.ll")); err == nil && f.Kind == finding.KindIR {
		tgt, _ = ir.Parse("target.ll", text)
	}
	r := f.Reduction
	r.Fingerprint, r.Skeleton = oracle.FingerprintReduced(ctx, tc, dir, f, m, tgt)
	r.Known, r.SameAs = known[finding.KnownKey(r.Fingerprint)], ""
	return r, finding.WriteJSON(dir, f)
}

// SetReleases writes release range r into the report.md of the reduced
// finding in dir (upstream.WithReleases): a campaign finds the range
// after the reduction has written the report. A finding without a
// report.md, or a nil r, is left as it is.
func SetReleases(dir string, r *finding.Releases) error {
	path := filepath.Join(dir, ReportFile)
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) || r == nil {
		return nil
	}
	if err != nil {
		return err
	}
	out := upstream.WithReleases(string(data), r)
	if out == string(data) {
		return nil
	}
	return os.WriteFile(path, []byte(out), 0o644)
}
