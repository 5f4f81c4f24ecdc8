package reduce

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// C-level reduction of a whole-program finding (a Csmith program that
// LLVM miscompiles): a C reducer (cvise, else creduce) shrinks the
// finding's C file, keeping a candidate only when CheckC says it is
// interesting. CheckC is what makes the result honest: C reducers drift
// into undefined behaviour (an uninitialised variable, an access out of
// bounds, a signed overflow), after which "the output differs" means
// nothing. A candidate must
//
//  1. pass clang's checks for the C-level UB that does not show in the IR
//     (LintFlags: uninitialised values, unsequenced side effects,
//     implicit declarations, a missing return, ...);
//  2. lower to IR with the campaign's own clang command line, which
//     parses and verifies and does not depend on addresses (no ptrtoint,
//     inttoptr or ordered pointer comparison: the interpreter and a
//     native run lay memory out differently);
//  3. be free of UB as a whole program under the reference semantics
//     (the interpreter runs main to its end on the finding's arguments),
//     and still show the finding (oracle.Replay: the same pipeline,
//     target and level, and a wrong result of the same sort that the
//     source's own builds do not give).

// CFile is the C file of a whole-program finding (Csmith's program).
const CFile = "prog.c"

// Names of the files ReduceC writes besides ReportFile, CommandsFile and
// the ReducedDir finding.
const (
	ReducedCFile = "reduced.c" // the reduced C program
	// ReducedCLL is the IR the campaign's clang makes of reduced.c; ReduceC
	// writes it as ReducedFile.
	ReducedCLL = ReducedFile
)

// LintFlags are the clang flags of CheckC's first step: the C-level
// undefined behaviour (and the sloppiness C reducers bring in) that the
// IR may not show, made errors. Csmith's programs pass them.
var LintFlags = []string{
	"-Wno-everything",
	"-Werror=implicit-int", "-Werror=implicit-function-declaration",
	"-Werror=return-type", "-Werror=main-return-type",
	"-Werror=uninitialized", "-Werror=sometimes-uninitialized", "-Werror=conditional-uninitialized",
	"-Werror=unsequenced", "-Werror=int-conversion", "-Werror=incompatible-pointer-types",
	"-Werror=array-bounds", "-Werror=array-bounds-pointer-arithmetic",
	"-Werror=division-by-zero", "-Werror=shift-count-overflow", "-Werror=shift-count-negative",
	"-Werror=shift-negative-value", "-Werror=integer-overflow",
	"-Werror=return-stack-address", "-Werror=null-dereference", "-Werror=format",
	"-Werror=builtin-requires-header", "-Werror=incompatible-library-redeclaration",
}

// CLowering says how C becomes the IR a whole-program finding was made of.
type CLowering struct {
	// Argv is the clang command line that lowers C file in to LLVM IR
	// text in out, as the campaign ran it (campaign/csmith.LowerArgv).
	Argv func(in, out string) []string
	// Timeout bounds one clang run (0: a minute).
	Timeout time.Duration
}

// CVerdict is CheckC's verdict on one C candidate.
type CVerdict struct {
	// Interesting is true when the candidate passes the lint, lowers,
	// is free of UB under the reference semantics and shows the finding.
	Interesting bool
	// Reason says why it is not (or, when it is, what differs).
	Reason string
	// IR is clang's lowering of the candidate (when it lowered).
	IR string
	// Replay is the replay's verdict on IR (when it lowered and verified).
	Replay oracle.ReplayVerdict
}

// CheckC decides whether C program csrc is an interesting candidate for
// the whole-program finding rp replays (see the steps above). Errors are
// irfuzz's own troubles (no scratch directory, clang missing); a candidate
// that is not interesting is a verdict saying why.
func CheckC(ctx context.Context, rp *oracle.Replay, low CLowering, csrc []byte) (CVerdict, error) {
	if !rp.Finding().Program {
		return CVerdict{}, errors.New("check C: the finding is not a whole-program one")
	}
	dir, err := os.MkdirTemp("", "irfuzz-c-")
	if err != nil {
		return CVerdict{}, fmt.Errorf("check C: %w", err)
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, CFile), filepath.Join(dir, "prog.ll")
	if err := os.WriteFile(in, csrc, 0o644); err != nil {
		return CVerdict{}, fmt.Errorf("check C: %w", err)
	}
	// Relative names, run in dir: clang's output names the file it read
	// (source_filename), which should not be a scratch directory.
	argv := low.Argv(CFile, "prog.ll")
	if len(argv) == 0 {
		return CVerdict{}, errors.New("check C: no clang command line")
	}
	if _, err := exec.LookPath(argv[0]); err != nil {
		return CVerdict{}, fmt.Errorf("check C: %w", err)
	}
	if ok, msg := runClang(ctx, low.Timeout, dir, lintArgv(argv, CFile)); !ok {
		return CVerdict{Reason: "clang's C checks reject it: " + msg}, nil
	}
	if ok, msg := runClang(ctx, low.Timeout, dir, argv); !ok {
		return CVerdict{Reason: "clang does not lower it: " + msg}, nil
	}
	text, err := os.ReadFile(out)
	if err != nil {
		return CVerdict{Reason: "clang wrote no IR: " + err.Error()}, nil
	}
	v := CVerdict{IR: string(text)}
	m, err := ir.Parse("source.ll", text)
	if err == nil {
		err = ir.Verify(m)
	}
	if err != nil {
		v.Reason = "irfuzz cannot read clang's IR: " + firstLine(err.Error())
		return v, nil
	}
	if what := addressDependent(m); what != "" {
		// The interpreter lays memory out its own way, a native run
		// another: the program's output would be the machine's.
		v.Reason = "its behaviour depends on addresses (" + what + "; in C unspecified or undefined)"
		return v, nil
	}
	if v.Replay, err = rp.CheckText(ctx, m, v.IR); err != nil {
		return v, err
	}
	v.Reason = v.Replay.Reason
	switch {
	case !v.Replay.UBFree:
		v.Reason = "not free of undefined behaviour under the reference semantics: " + v.Reason
	case !v.Replay.Reproduces:
		v.Reason = "no longer miscompiled: " + v.Reason
	default:
		v.Interesting = true
	}
	return v, nil
}

// addressDependent names the first instruction of m whose result depends
// on where objects lie in memory: ptrtoint, ptrtoaddr, inttoptr
// (ir.OpInfo.AddressBits), or an ordered
// comparison of pointers (what clang makes of comparing a pointer with an
// integer, or pointers to different objects); "" when there is none.
// Csmith's programs have none; C reducers make them.
func addressDependent(m *ir.Module) string {
	for f, i := range m.Instructions() {
		switch {
		case i.Op.Info().AddressBits:
			return i.Op.String() + " in @" + f.Name
		case i.Op == ir.OpICmp && i.Pred != ir.IntEQ && i.Pred != ir.IntNE && i.Operands[0].Type().IsPtrOrPtrVector():
			return "an ordered pointer comparison in @" + f.Name
		}
	}
	return ""
}

// lintArgv is the clang command line of CheckC's C checks of file in,
// with the include paths and macros of the lowering argv.
func lintArgv(argv []string, in string) []string {
	out := []string{argv[0], "-fsyntax-only"}
	out = append(out, LintFlags...)
	for k := 1; k < len(argv); k++ {
		a := argv[k]
		switch {
		case a == "-I" || a == "-D" || a == "-include":
			if k+1 < len(argv) {
				out = append(out, a, argv[k+1])
				k++
			}
		case strings.HasPrefix(a, "-I") || strings.HasPrefix(a, "-D") || strings.HasPrefix(a, "-std="):
			out = append(out, a)
		}
	}
	return append(out, in)
}

// runClang runs argv in dir under timeout (0: a minute) and reports
// whether it exited 0, else the first line of what it said.
func runClang(ctx context.Context, timeout time.Duration, dir string, argv []string) (bool, string) {
	if timeout <= 0 {
		timeout = time.Minute
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		msg := firstLine(strings.TrimSpace(stderr.String()))
		if msg == "" {
			msg = err.Error()
		}
		return false, msg
	}
	return true, ""
}

// FindCReducer returns the C reducer to run: cvise, else creduce, on PATH.
func FindCReducer() (string, error) {
	for _, name := range []string{"cvise", "creduce"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no C reducer: neither cvise nor creduce is on PATH (install one with: apt-get install -y cvise)")
}

// COptions tune ReduceC.
type COptions struct {
	// Config names the tools the finding is replayed with.
	Config oracle.Config
	// Lowering is how the campaign made IR of the C program.
	Lowering CLowering
	// Reducer is the C reducer, cvise or creduce (told apart by name);
	// "" finds one (FindCReducer).
	Reducer string
	// Check is the command line the interestingness script runs, the
	// candidate's file name appended: a process that runs CheckC on it
	// for this finding and exits 0 when it is interesting (irfuzz's
	// hidden `interesting-c` command).
	Check []string
	// Jobs is how many candidates the reducer tests in parallel (0: the
	// reducer's choice, about the number of cores).
	Jobs int
	// Out is the directory the reduced files go to (default: the
	// finding's own).
	Out string
	// Log, when set, receives the reducer's output.
	Log func(line string)
}

// CResult is a C-level reduction of a finding.
type CResult struct {
	// C is the reduced program, IR its lowering.
	C, IR string
	// StartLines and FinalLines count the lines of C before and after.
	StartLines, FinalLines int
	// StartSize and FinalSize count IR instructions (Size).
	StartSize, FinalSize int
	// Verdict is CheckC's verdict on the reduced program.
	Verdict CVerdict
	Elapsed time.Duration
	// Files are the paths written.
	Files []string
	// Stopped says why the reducer was stopped early ("" when it ran to
	// its end); the files then hold its best program until then.
	Stopped string
}

// cTestTimeout bounds one interestingness test of the C reducer: a
// candidate is lowered, interpreted whole and built and run (several
// times: the source's own builds too).
const cTestTimeout = 120

// ReduceC reduces the C program of the whole-program finding in dir
// (CFile) with a C reducer driven by CheckC (through opts.Check), and
// writes reduced.c, reduced.ll (its lowering), report.md,
// reduced-commands.sh (lowers reduced.c with the campaign's clang and
// reproduces the finding with plain tools) and the reduced finding
// directory (ReducedDir: source.ll the lowering, prog.c reduced.c). It
// fails when the finding's own program is not interesting. When ctx ends
// while the reducer runs, the reducer is stopped and its best program so
// far is checked and written (CResult.Stopped says so).
func ReduceC(ctx context.Context, dir string, opts COptions) (*CResult, error) {
	start := time.Now()
	rp, err := oracle.NewReplay(opts.Config, dir)
	if err != nil {
		return nil, err
	}
	f := rp.Finding()
	csrc, err := os.ReadFile(filepath.Join(dir, CFile))
	if err != nil || !f.Program {
		return nil, fmt.Errorf("%s: not a whole-program finding with its C program (%s): only those are reduced at the C level", dir, CFile)
	}
	if len(opts.Check) == 0 || opts.Lowering.Argv == nil {
		return nil, errors.New("reduce C: no interestingness command or lowering")
	}
	first, err := CheckC(ctx, rp, opts.Lowering, csrc)
	if err != nil {
		return nil, err
	}
	if !first.Interesting {
		return nil, fmt.Errorf("%s: its %s is not interesting to start with: %s", dir, CFile, first.Reason)
	}
	red, stopped, err := runCReducer(ctx, csrc, opts)
	if err != nil {
		return nil, err
	}
	if stopped != "" {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(context.WithoutCancel(ctx), finalGrace)
		defer cancel()
	}
	res := &CResult{C: string(red), StartLines: lineCount(csrc), FinalLines: lineCount(red), Stopped: stopped}
	for range finalAttempts {
		if res.Verdict, err = CheckC(ctx, rp, opts.Lowering, red); err != nil {
			return res, err
		}
		if res.Verdict.Interesting {
			break
		}
	}
	if !res.Verdict.Interesting {
		return res, fmt.Errorf("%s: the reduced program is not interesting when checked again: %s", dir, res.Verdict.Reason)
	}
	res.IR = res.Verdict.IR
	res.StartSize, res.FinalSize = irSize(first.IR), irSize(res.IR)
	res.Elapsed = time.Since(start)
	return res, writeC(dir, rp, opts, res)
}

// irSize is Size of module text ("" parses to 0).
func irSize(text string) int {
	m, err := ir.Parse("source.ll", []byte(text))
	if err != nil {
		return 0
	}
	return Size(m)
}

// lineCount counts the lines of a text file.
func lineCount(b []byte) int {
	n := bytes.Count(b, []byte("\n"))
	if len(b) > 0 && b[len(b)-1] != '\n' {
		n++
	}
	return n
}

// runCReducer runs the C reducer on csrc in a scratch directory with an
// interestingness script that runs opts.Check, and returns its result;
// stopped is why it was stopped early (ctx ended), "" when it finished.
func runCReducer(ctx context.Context, csrc []byte, opts COptions) (red []byte, stopped string, err error) {
	reducer := opts.Reducer
	if reducer == "" {
		if reducer, err = FindCReducer(); err != nil {
			return nil, "", err
		}
	}
	work, err := os.MkdirTemp("", "irfuzz-creduce-")
	if err != nil {
		return nil, "", err
	}
	defer os.RemoveAll(work)
	if err := os.WriteFile(filepath.Join(work, CFile), csrc, 0o644); err != nil {
		return nil, "", err
	}
	script := filepath.Join(work, "interesting.sh")
	body := "#!/bin/sh\n# irfuzz: the candidate is interesting when it is free of UB and still miscompiled\nexec " + native.ShellJoin(opts.Check) + " " + CFile + "\n"
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		return nil, "", err
	}
	argv := []string{reducer, "--timeout", fmt.Sprint(cTestTimeout), "--tidy"}
	if opts.Jobs > 0 {
		argv = append(argv, "--n", fmt.Sprint(opts.Jobs))
	}
	argv = append(argv, script, CFile)
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = work
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if opts.Log != nil {
		lw := &lineWriter{log: opts.Log}
		cmd.Stdout, cmd.Stderr = lw, lw
	}
	if err := cmd.Start(); err != nil {
		return nil, "", fmt.Errorf("running %s: %w", reducer, err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err = <-done:
		if err != nil {
			return nil, "", fmt.Errorf("%s failed: %v: %s", filepath.Base(reducer), err, lastLines(out.String(), 5))
		}
	case <-ctx.Done():
		// The reducer keeps its best program in the file: stop it (its
		// whole process group: the tests it runs too) and take that.
		syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM)
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
			<-done
		}
		stopped = fmt.Sprintf("stopped (%v)", context.Cause(ctx))
	}
	red, err = os.ReadFile(filepath.Join(work, CFile))
	return red, stopped, err
}

// lineWriter passes what is written to it on, line by line.
type lineWriter struct {
	log  func(string)
	part []byte
}

func (w *lineWriter) Write(p []byte) (int, error) {
	w.part = append(w.part, p...)
	for {
		i := bytes.IndexByte(w.part, '\n')
		if i < 0 {
			return len(p), nil
		}
		w.log(string(w.part[:i]))
		w.part = w.part[i+1:]
	}
}

func lastLines(s string, n int) string {
	ls := strings.Split(strings.TrimSpace(s), "\n")
	if len(ls) > n {
		ls = ls[len(ls)-n:]
	}
	return strings.Join(ls, "\n")
}

// writeC writes the files of a C-level reduction into opts.Out (default:
// the finding's directory).
func writeC(dir string, rp *oracle.Replay, opts COptions, res *CResult) error {
	f := rp.Finding()
	out := opts.Out
	if out == "" {
		out = dir
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	orig, err := os.ReadFile(filepath.Join(dir, "commands.sh"))
	if err != nil {
		return err
	}
	files := res.Verdict.Replay.Files
	fr := &FindingResult{}
	w := &findingWriter{out: out, res: fr}
	w.write(ReducedCFile, []byte(res.C), 0o644)
	w.write(ReducedCLL, []byte(res.IR), 0o644)
	lower := native.ShellJoin(opts.Lowering.Argv("IRFUZZ_IN", "IRFUZZ_OUT"))
	lower = strings.Replace(lower, "IRFUZZ_IN", `"$here/`+ReducedCFile+`"`, 1)
	lower = strings.Replace(lower, "IRFUZZ_OUT", `"$work/source.ll"`, 1)
	w.write(CommandsFile, []byte(reducedCommandsFrom(f, orig, files, lower+" || exit 2")), 0o755)
	w.write(ReportFile, []byte(cReport(rp, opts, res, lower)), 0o644)
	res.Files = fr.Files
	if w.err != nil {
		return w.err
	}
	rf := *f
	rf.Origin = fmt.Sprintf("%s; reduced by irfuzz with a C reducer from %d to %d lines of C", f.Origin, res.StartLines, res.FinalLines)
	rf.Files = map[string][]byte{"commands.sh": orig}
	for k, b := range files {
		rf.Files[k] = b
	}
	rf.Files["source.ll"], rf.Files[CFile] = []byte(res.IR), []byte(res.C)
	v := res.Verdict.Replay
	rf.Input, rf.Expected, rf.Actual, rf.Reason = v.Input, v.Expected, v.Actual, v.Reason
	if err := finding.Write(filepath.Join(out, ReducedDir), &rf); err != nil {
		return fmt.Errorf("writing %s: %w", ReducedDir, err)
	}
	res.Files = append(res.Files, rf.Dir)
	return nil
}

// cReport renders report.md of a C-level reduction: lower is the shell
// line that lowers reduced.c.
func cReport(rp *oracle.Replay, opts COptions, res *CResult, lower string) string {
	f := rp.Finding()
	v := res.Verdict.Replay
	cmds := rp.Commands(ReducedFile)
	last := cmds[len(cmds)-1]
	tool := "`" + filepath.Base(strings.Fields(last)[0]) + " " + argsOf(last) + "`"
	version := opts.Config.Toolchain.Version
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	w("%s", programSummary(f, v, tool, version, cmds[0]))
	w(" Found by irfuzz (seed %d, %s); the C program was reduced from %d to %d lines (%d to %d IR instructions after clang), every candidate checked free of undefined behaviour as above, by clang's C checks (%s) and to still show the miscompile.\n\n",
		f.Seed, f.Origin, res.StartLines, res.FinalLines, res.StartSize, res.FinalSize, strings.Join(LintFlags[1:], " "))
	w("## Reduced program\n\n```c\n%s```\n\n", ensureNewline(res.C))
	w("## Commands\n\n```sh\n%s\n%s\n```\n\n", strings.ReplaceAll(strings.ReplaceAll(lower, `"$here/`, `"`), `"$work/source.ll"`, ReducedFile), strings.Join(cmds, "\n"))
	w("`%s` is clang's output (the IR the finding is about).\n\n", ReducedFile)
	w("## Expected\n\n`%s`\n\n## Actual\n\n`%s`\n\nWhy this is wrong (reference semantics): %s.\n\n", v.Expected, v.Actual, v.Reason)
	pass := f.Pass
	if pass == "" {
		pass = "not named (the finding was not bisected)"
		if f.BlameNote != "" {
			pass = "not named: " + f.BlameNote
		}
	}
	w("## Guilty pass\n\n%s\n\n## LLVM version\n\n%s", pass, opts.Config.Toolchain)
	if f.LLVM != "" && f.LLVM != version {
		w(" (found with LLVM %s)", f.LLVM)
	}
	w("\n\n`%s` lowers `%s` with clang and reproduces this with the plain LLVM tools (exit 0 = reproduced).\n", CommandsFile, ReducedCFile)
	if res.Stopped != "" {
		w("\n_The C reducer was %s: this is the smallest program it had found._\n", res.Stopped)
	}
	return b.String()
}

// OriginClang is the clang a Csmith finding's program was lowered with:
// argv[0] of the clang command in its origin ("csmith ... > prog.c;
// /usr/bin/clang-19 -O0 ..."), "" when the origin names none.
func OriginClang(origin string) string {
	for _, part := range strings.Split(origin, ";") {
		fs := strings.Fields(part)
		if len(fs) > 0 && strings.Contains(filepath.Base(fs[0]), "clang") {
			return fs[0]
		}
	}
	return ""
}
