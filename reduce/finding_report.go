package reduce

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/upstream"
)

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

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// report renders report.md: what a bug report to LLVM needs, on the
// reduced module text of res.
func report(rp *oracle.Replay, text string, res *FindingResult, cfg oracle.Config, pairNote string) string {
	st, v := res.Stats, res.Verdict
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
			w("## Output of opt\n\n```llvm\n%s```\n\n", ensureNewline(upstream.WithoutFileNames(string(t))))
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
