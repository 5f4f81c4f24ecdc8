package upstream

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/lazyre"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/release"
)

// attempts is how many replays a flaky native finding gets (a program
// that reads an uninitialised register may vary from run to run).
const attempts = 3

// Gather replays the finding in directory dir (finding.json, source.ll,
// inputs: what corpus.Case.WriteFindingDir and irfuzz reduce write) on
// cfg.Toolchain and returns it as a report shows it, with the report's
// command run once and its output recorded (Bug.ActualOut). It fails when
// the finding does not reproduce there or the command does not show it.
// Releases, Upstream and Name are the caller's to fill in.
func Gather(ctx context.Context, cfg oracle.Config, dir string) (*Bug, error) {
	src, err := os.ReadFile(filepath.Join(dir, "source.ll"))
	if err != nil {
		return nil, err
	}
	v, f, err := replay(ctx, cfg, dir, src)
	if err != nil {
		return nil, err
	}
	if !v.Reproduces {
		return nil, fmt.Errorf("does not reproduce on LLVM %s: %s", cfg.Toolchain.Version, v.Reason)
	}
	b := &Bug{Finding: f, Version: cfg.Toolchain.Version, Module: WithoutFileNames(string(src)),
		Input: v.Input, Expected: v.Expected, Actual: v.Actual, Reason: v.Reason}
	work, err := os.MkdirTemp(cfg.WorkDir, "irfuzz-upstream-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	switch {
	case f.Kind == finding.KindIR:
		err = b.irLevel(ctx, cfg, dir, work, src, v)
	case f.Target != "":
		err = b.backEnd(ctx, cfg, work, src, v)
	default:
		b.Command = plainCommand(f.Command, ModuleFile)
	}
	if err != nil {
		return nil, err
	}
	if f.Kind == finding.KindTimeout {
		b.Command = hangCommand(b.Command)
	}
	return b, b.settle(ctx, ToolPath(cfg.Toolchain))
}

// replay is the verdict of the finding in dir on its source.
func replay(ctx context.Context, cfg oracle.Config, dir string, src []byte) (oracle.ReplayVerdict, *finding.Finding, error) {
	rp, err := oracle.NewReplay(cfg, dir)
	if err != nil {
		return oracle.ReplayVerdict{}, nil, err
	}
	m, err := ir.Parse("source.ll", src)
	if err != nil {
		return oracle.ReplayVerdict{}, nil, err
	}
	var v oracle.ReplayVerdict
	for range attempts {
		if v, err = rp.Check(ctx, m); err != nil || v.Reproduces || rp.Finding().Kind == finding.KindIR {
			break
		}
	}
	return v, rp.Finding(), err
}

// irLevel fills in the command, opt's output and the alive-tv pair of an
// IR-level bug: the single guilty pass when it shows the bug alone.
func (b *Bug) irLevel(ctx context.Context, cfg oracle.Config, dir, work string, src []byte, v oracle.ReplayVerdict) error {
	f := b.Finding
	pipeline := f.Pipeline
	if arg := release.PassArg("opt", f.Pass); arg != "" && arg != f.Pipeline && !f.Program {
		single := *f
		single.Pipeline = arg
		single.Files = map[string][]byte{"source.ll": src}
		if in, err := os.ReadFile(filepath.Join(dir, "inputs")); err == nil {
			single.Files["inputs"] = in
		}
		sdir := filepath.Join(work, "single")
		if err := finding.Write(sdir, &single); err != nil {
			return err
		}
		sv, _, err := replay(ctx, cfg, sdir, src)
		switch {
		case err == nil && sv.Reproduces:
			pipeline, b.Pass, v = arg, arg, sv
			b.Input, b.Expected, b.Actual, b.Reason = sv.Input, sv.Expected, sv.Actual, sv.Reason
		default:
			why := sv.Reason
			if err != nil {
				why = err.Error()
			}
			b.PassNote = fmt.Sprintf("opt-bisect names %s as the pass that goes wrong inside `%s`, but `opt -passes=%s` alone does not show the bug on this module (%s), so the command runs the whole pipeline.",
				f.Pass, passesFlag(f.Pipeline), arg, why)
		}
	}
	b.judged = WithoutFileNames(string(v.Files["target.ll"]))
	flag := native.PassesFlagFor(cfg.Toolchain.Major, pipeline)
	if b.Pass != "" {
		b.Pass = strings.TrimPrefix(flag, "-passes=")
	}
	b.Command = "opt -S " + native.ShellQuote(flag) + " " + ModuleFile
	if f.Program {
		return nil
	}
	pair, err := SrcTgtPair(string(src), v.Files["target.ll"], f.Function)
	if err != nil {
		b.PairNote = "No @src/@tgt pair: " + err.Error()
	} else {
		b.Pair = pair
	}
	return nil
}

// backEnd fills in the module, command and driver of a back-end bug
// (a miscompile or a crash of llc for a target).
func (b *Bug) backEnd(ctx context.Context, cfg oracle.Config, work string, src []byte, v oracle.ReplayVerdict) error {
	f := b.Finding
	tg, err := native.LookupTarget(f.Target)
	if err != nil {
		return err
	}
	text := string(src)
	if f.Pipeline != "" {
		// llc's input is opt's output: that is the test for the back end.
		tools := &native.Tools{TC: cfg.Toolchain, Dir: work, Lim: cfg.ToolLimits}
		if err := os.WriteFile(filepath.Join(work, "source.ll"), src, 0o644); err != nil {
			return err
		}
		r := tools.Opt(ctx, f.Pipeline, "source.ll", "opt.ll")
		if !r.OK() {
			return fmt.Errorf("opt %s: %s", f.Pipeline, firstLine(string(r.Stderr)))
		}
		out, err := os.ReadFile(filepath.Join(work, "opt.ll"))
		if err != nil {
			return err
		}
		b.Reduced, text = WithoutFileNames(text), string(out)
	}
	b.Module, b.asFound = retarget(text, tg), WithoutFileNames(text)
	stock := &native.Tools{TC: &native.Toolchain{Opt: "opt", Llc: "llc", Major: cfg.Toolchain.Major}}
	if f.Kind != finding.KindNative {
		b.Command = plainCommand(f.Command, ModuleFile)
		if b.Command == "" {
			b.Command = native.ShellJoin(stock.LlcArgv(tg, f.Level, ModuleFile, "reduced.o"))
		}
		return nil
	}
	lines := []string{native.ShellJoin(stock.LlcArgv(tg, f.Level, ModuleFile, "reduced.o"))}
	objs := []string{"reduced.o"}
	if !f.Program {
		b.Driver = string(v.Files["harness.ll"])
		if b.Driver == "" {
			return errors.New("the replay wrote no harness")
		}
		lines = append(lines, native.ShellJoin(stock.HarnessArgv(tg, DriverFile, "driver.o")))
		objs = append(objs, "driver.o")
	}
	link := native.LinkArgv(tg, "test", objs...)
	link = slices.DeleteFunc(link, func(a string) bool { return a == "-Wl,--warn-unresolved-symbols" })
	lines = append(lines, native.ShellJoin(link))
	lines = append(lines, "timeout 10 "+native.ShellJoin(native.ExecArgv(tg, "test"))+`; echo "exit status $?"`)
	b.Command = strings.Join(lines, "\n")
	b.ExpectedOut = expectedOut(f, v.Files)
	return nil
}

// expectedOut is what the program prints where the source's semantics
// allow: the driver's line (one of several when the source allows more
// than one outcome) and exit status 0, or a whole program's output and
// status.
func expectedOut(f *finding.Finding, files map[string][]byte) string {
	if f.Program {
		status := strings.TrimSpace(string(files["expected.status"]))
		if status == "" {
			status = "0"
		}
		return ensureNewline(string(files["expected.out"])) + "exit status " + status
	}
	var alts []string
	for _, l := range strings.Split(string(files["expected.lines"]), "\n") {
		if l = strings.TrimSpace(l); l != "" && !slices.Contains(alts, l) {
			alts = append(alts, l)
		}
	}
	if len(alts) == 1 {
		return alts[0] + "\nexit status 0"
	}
	return "one of these lines:\n" + strings.Join(alts, "\n") + "\nthen\nexit status 0"
}

// ToolPath is the PATH prefix under which the stock tools of a report's
// commands are tc's: the directories of its opt and its llc.
func ToolPath(tc *native.Toolchain) string {
	dirs := []string{filepath.Dir(tc.Opt)}
	if d := filepath.Dir(tc.Llc); d != dirs[0] {
		dirs = append(dirs, d)
	}
	return strings.Join(dirs, string(os.PathListSeparator))
}

// settle runs the report's command with the tools in binDir and records
// what it printed as ActualOut; for a back-end bug whose retargeted
// module does not show the bug it falls back to the module as found. It
// fails when the command does not show the bug.
func (b *Bug) settle(ctx context.Context, binDir string) error {
	out, err := b.runCommand(ctx, binDir)
	if err != nil {
		return err
	}
	why := b.shown(out)
	if why != "" && b.asFound != "" && b.asFound != b.Module {
		b.Module = b.asFound
		if out, err = b.runCommand(ctx, binDir); err != nil {
			return err
		}
		why = b.shown(out)
	}
	if why != "" {
		return fmt.Errorf("the report's command does not show the bug: %s\n%s", why, out)
	}
	report := Render(b)
	if err := Check(ctx, report, binDir); err != nil {
		return fmt.Errorf("the rendered report does not check: %w", err)
	}
	return nil
}

// runCommand runs b's command with its files.
func (b *Bug) runCommand(ctx context.Context, binDir string) (string, error) {
	p := &Parts{Files: map[string]string{ModuleFile: b.Module}, Command: b.Command}
	if b.Driver != "" {
		p.Files[DriverFile] = b.Driver
	}
	return Run(ctx, p, binDir)
}

// shown sets ActualOut from the command's output out and says why out
// does not show the bug ("" when it does).
func (b *Bug) shown(out string) string {
	f := b.Finding
	switch {
	case f.Kind == finding.KindIR:
		b.ActualOut = WithoutFileNames(out)
		if !strings.Contains(out, "define ") {
			return "opt wrote no module"
		}
		if b.judged != "" && strings.TrimSpace(b.ActualOut) != strings.TrimSpace(b.judged) {
			return "opt's output is not the module the replay judged wrong"
		}
	case f.Kind == finding.KindNative:
		status := ""
		var prog []string
		for _, l := range strings.Split(out, "\n") {
			if s, ok := strings.CutPrefix(l, "exit status "); ok {
				status = s
			} else if isProgramLine(f, l) {
				prog = append(prog, l)
			}
		}
		if status == "" {
			return "the program did not run"
		}
		b.ActualOut = strings.Join(append(prog, "exit status "+status), "\n")
		if b.ActualOut == b.ExpectedOut {
			return "the program printed what the source allows"
		}
		if !strings.Contains(b.ExpectedOut, "one of") {
			break
		}
		for _, alt := range strings.Split(b.ExpectedOut, "\n") {
			if len(prog) == 1 && status == "0" && alt == prog[0] {
				return "the program printed what the source allows"
			}
		}
	case f.Kind == finding.KindTimeout:
		if !strings.Contains(out, hangStatus) {
			return "the tool finished within " + HangTimeout.String()
		}
		b.ActualOut = hangStatus
	default:
		var keep []string
		for _, l := range strings.Split(out, "\n") {
			if strings.Contains(l, "Bad machine code:") && !slices.Contains(keep, strings.TrimSpace(l)) && len(keep) < 3 {
				keep = append(keep, strings.TrimSpace(l))
			}
		}
		lines := []string{crashLine(out)}
		if lines[0] == "" {
			// A crash without a message (a trap, a wild access): the
			// stack dump's innermost pass says where.
			lines = stackPass(out)
		}
		if len(lines) == 0 {
			return "the tool did not crash"
		}
		b.ActualOut = strings.Join(append(keep, lines...), "\n")
	}
	return ""
}

// HangTimeout is how long a hang's command lets the tool run: the time
// limit a campaign gives one opt or llc run.
var HangTimeout = 60 * time.Second

// hangStatus is what a hang's command prints when timeout(1) stopped the
// tool.
const hangStatus = "exit status 124"

// hangCommand runs command under timeout(1) and prints its exit status
// (124: the tool did not finish in time).
func hangCommand(command string) string {
	return fmt.Sprintf("timeout %d %s; echo \"exit status $?\"", int(HangTimeout.Seconds()), strings.TrimSpace(command))
}

// reStackPass is a line of a tool's stack dump naming the pass it was
// running ("2.	Running pass 'X86 DAG->DAG Instruction Selection' on
// function '@t55'").
var reStackPass = lazyre.New(`^\d+\.\s+Running pass '.*'`)

// stackPass is the stack dump's heading and its innermost pass line, or
// nil when out has no stack dump naming a pass.
func stackPass(out string) []string {
	if !strings.Contains(out, "Stack dump:") {
		return nil
	}
	last := ""
	for _, l := range strings.Split(out, "\n") {
		if l = strings.TrimSpace(l); reStackPass.MatchString(l) {
			last = l
		}
	}
	if last == "" {
		return nil
	}
	return []string{"Stack dump:", last}
}

// isProgramLine reports whether l is a line the test program printed
// (the driver prints a step number in hex and bytes; a whole program
// prints anything, and the command prints nothing else on success).
func isProgramLine(f *finding.Finding, l string) bool {
	if f.Program {
		return strings.TrimSpace(l) != "" && !strings.Contains(l, "warning:") && !strings.HasPrefix(l, "qemu:")
	}
	w := strings.Fields(l)
	return len(w) >= 2 && len(w[0]) == 8 && strings.Trim(w[0], "0123456789abcdef") == ""
}

// plainCommand is a recorded tool command line made for stock tools on
// PATH: the tool by its name, without the flags old releases needed to
// read opaque pointers, reading module instead of the finding's file.
func plainCommand(recorded, module string) string {
	words := strings.Fields(recorded)
	if len(words) == 0 {
		return ""
	}
	words[0] = filepath.Base(words[0])
	var out []string
	for i, w := range words {
		switch {
		case w == "-opaque-pointers", w == "-force-opaque-pointers":
			continue
		case i > 0 && (w == "source.ll" || w == "target.ll") && words[i-1] != "-o":
			w = module
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// retarget makes text a module for tg: its triple, no datalayout (llc
// takes the target's), and no CPU attributes of another architecture.
func retarget(text string, tg *native.Target) string {
	text = string(native.Retarget([]byte(text), tg))
	var out []string
	triple := false
	for _, l := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(l, "target datalayout"):
			continue
		case strings.HasPrefix(l, "target triple"):
			l, triple = fmt.Sprintf("target triple = %q", tg.Triple), true
		}
		out = append(out, l)
	}
	text = strings.Join(out, "\n")
	if !triple {
		text = fmt.Sprintf("target triple = %q\n", tg.Triple) + text
	}
	return WithoutFileNames(text)
}

// WithoutFileNames drops the lines of a module printed by an LLVM tool
// that name the file it read (its ModuleID and source_filename): a
// scratch file of the run, noise in a report.
func WithoutFileNames(s string) string {
	var out []string
	for _, l := range strings.SplitAfter(s, "\n") {
		if !strings.HasPrefix(l, "; ModuleID") && !strings.HasPrefix(l, "source_filename") {
			out = append(out, l)
		}
	}
	return strings.TrimLeft(strings.Join(out, ""), "\n")
}
