package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/irfuzz/irfuzz/campaign/csmith"
	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/reduce"
)

// interestingC is the hidden command behind `irfuzz reduce --c`: the
// interestingness test the C reducer runs on each candidate.
const interestingC = "interesting-c"

// findingTools finds the toolchain to replay finding f with: --llvm-bin,
// else --llvm, else the release it was found with. args are the flags
// that find the same one again (for interesting-c).
func findingTools(f *finding.Finding, llvm int, llvmBin string) (*native.Toolchain, []string, error) {
	if llvm == 0 && llvmBin == "" {
		fmt.Sscanf(f.LLVM, "%d", &llvm)
	}
	tc, err := native.Find(llvm, llvmBin)
	if err != nil {
		return nil, nil, err
	}
	if llvmBin != "" {
		return tc, []string{"--llvm-bin", llvmBin}, nil
	}
	return tc, []string{"--llvm", strconv.Itoa(llvm)}, nil
}

// findingClang is the clang that lowers finding f's C program: --clang,
// else the one its origin names (when it is still there), else clang of
// tc's release.
func findingClang(f *finding.Finding, tc *native.Toolchain, clang string) (string, error) {
	if clang != "" {
		return clang, nil
	}
	if c := reduce.OriginClang(f.Origin); c != "" {
		if _, err := os.Stat(c); err == nil {
			return c, nil
		}
	}
	return csmith.FindClang(tc.Major)
}

// lowering is the campaign's lowering of C with clang.
func lowering(clang string) reduce.CLowering {
	return reduce.CLowering{Argv: func(in, out string) []string { return csmith.LowerArgv(clang, in, out) }}
}

// runInterestingC implements the hidden `irfuzz interesting-c
// FINDING_DIR FILE.c`: exit 0 when FILE.c is free of UB and still shows
// the finding (reduce.CheckC), 1 when not (why on stderr), 2 on errors.
func runInterestingC(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet(interestingC, "irfuzz interesting-c FINDING_DIR FILE.c [--llvm V | --llvm-bin DIR] [--clang PATH]", stderr)
	llvm := fs.Int("llvm", 0, "LLVM `release` to replay the finding with (default: the one it was found with)")
	llvmBin := fs.String("llvm-bin", "", "`dir`ectory holding opt and llc")
	clang := fs.String("clang", "", "the clang that lowers the C program (default: the campaign's)")
	steps := fs.Uint64("steps", cSteps, "the reference interpreter's step budget for one run of the program")
	pos, code, ok := parseCommand(fs, args, 2, 2, stdout, stderr)
	if !ok {
		return code
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "irfuzz %s: %v\n", interestingC, err)
		return exitUsage
	}
	f, err := finding.Load(pos[0])
	if err != nil {
		return fail(err)
	}
	tc, _, err := findingTools(f, *llvm, *llvmBin)
	if err != nil {
		return fail(err)
	}
	cl, err := findingClang(f, tc, *clang)
	if err != nil {
		return fail(err)
	}
	csrc, err := os.ReadFile(pos[1])
	if err != nil {
		return fail(err)
	}
	work, err := os.MkdirTemp("", "irfuzz-interesting-c-")
	if err != nil {
		return fail(err)
	}
	defer os.RemoveAll(work)
	rp, err := oracle.NewReplay(oracle.Config{Toolchain: tc, WorkDir: work, ProgramSteps: *steps}, pos[0])
	if err != nil {
		return fail(err)
	}
	ctx, stop := interruptible()
	defer stop()
	v, err := reduce.CheckC(ctx, rp, lowering(cl), csrc)
	if err != nil {
		return fail(err)
	}
	if !v.Interesting {
		fmt.Fprintf(stderr, "not interesting: %s\n", v.Reason)
		return exitNo
	}
	fmt.Fprintf(stderr, "interesting: %s\n", v.Reason)
	return exitOK
}

// cFlags are the flags of `irfuzz reduce --c`.
type cFlags struct {
	llvm       int
	llvmBin    string
	clang, out string
	jobs       int
	steps      uint64
}

// cSteps is the default step budget of the reference interpreter on a C
// candidate: a C reducer makes programs that loop forever, which must be
// turned down fast (a Csmith program needs far fewer steps).
const cSteps = 10_000_000

// reduceC is `irfuzz reduce --c FINDING_DIR`: the finding's C program
// reduced by cvise or creduce with interesting-c as the test.
func reduceC(ctx context.Context, dir string, f *finding.Finding, flags cFlags, asJSON bool, stdout, stderr io.Writer) int {
	fail := func(err error) int {
		fmt.Fprintf(stderr, "irfuzz reduce: %v\n", err)
		return exitUsage
	}
	tc, toolArgs, err := findingTools(f, flags.llvm, flags.llvmBin)
	if err != nil {
		return fail(err)
	}
	cl, err := findingClang(f, tc, flags.clang)
	if err != nil {
		return fail(err)
	}
	self, err := os.Executable()
	if err != nil {
		return fail(err)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return fail(err)
	}
	work, err := os.MkdirTemp("", "irfuzz-reduce-")
	if err != nil {
		return fail(err)
	}
	defer os.RemoveAll(work)
	check := append([]string{self, interestingC, "--clang", cl, "--steps", strconv.FormatUint(flags.steps, 10)}, toolArgs...)
	check = append(check, abs)
	res, err := reduce.ReduceC(ctx, dir, reduce.COptions{
		Config: oracle.Config{Toolchain: tc, WorkDir: work, ProgramSteps: flags.steps}, Lowering: lowering(cl),
		Check: check, Jobs: flags.jobs, Out: flags.out,
		Log: func(line string) { fmt.Fprintln(stderr, line) },
	})
	if err != nil {
		return fail(err)
	}
	if res.Stopped != "" {
		fmt.Fprintf(stderr, "irfuzz reduce: the C reducer was %s: the files hold the smallest program found until then\n", res.Stopped)
	}
	if asJSON {
		yes := true
		j := reduceJSON{Finding: dir, Kind: f.Kind, Signature: f.Signature, Reproduces: &yes, Files: res.Files, Stopped: res.Stopped,
			Stats: reduceStatsJSON{StartSize: res.StartSize, FinalSize: res.FinalSize, Seconds: res.Elapsed.Seconds()}}
		return printJSON(stdout, stderr, "reduce", j)
	}
	fmt.Fprintf(stdout, "%s: %d -> %d lines of C (%d -> %d IR instructions) in %s\n", f.Signature, res.StartLines, res.FinalLines, res.StartSize, res.FinalSize, res.Elapsed.Round(time.Second))
	for _, p := range res.Files {
		fmt.Fprintf(stdout, "  %s\n", filepath.Clean(p))
	}
	return exitOK
}
