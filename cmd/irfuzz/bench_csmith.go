package main

import (
	"fmt"
	"io"
	"os"

	"github.com/irfuzz/irfuzz/bench"
)

// runBenchCsmith implements `irfuzz bench csmith`; args are the arguments
// after "csmith". The work is in bench; `irfuzz exec` is timed as
// a process of this very binary. It exits 1 when irfuzz exec does not
// print a native program's output or is below the speed floor against lli,
// 2 on a usage error or a failed run.
func runBenchCsmith(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz bench csmith [--count N] [--seed S] [--floor X] [--lli TOOL] [--clang TOOL] [--dir DIR] [--json]"
	def := bench.DefaultCsmithConfig
	fs := newFlagSet("bench csmith", usageLine, stderr)
	count := fs.Int("count", def.Count, "number of Csmith programs measured (seeds that do not finish natively are skipped)")
	seed := fs.Uint64("seed", def.Seed, "first csmith seed")
	floor := fs.Float64("floor", 3, "fail (exit 1) if irfuzz exec is less than `X` times as fast as lli in total (0: never)")
	lli := fs.String("lli", "lli-19", "lli `tool` to compare with (run with -force-interpreter; \"-\": not run)")
	clang := fs.String("clang", "", "clang `tool` that lowers the C to IR at -O0 (default: clang 19)")
	opt := fs.String("opt", "opt-19", "opt `tool` that makes the -O2 IR")
	cc := fs.String("cc", "cc", "C compiler `tool` of the native reference run")
	lliTimeout := fs.Duration("lli-timeout", def.LLITimeout, "time limit of one lli run (counted as its time when reached)")
	nativeTimeout := fs.Duration("native-timeout", def.NativeTimeout, "a program that does not finish natively in this time is skipped")
	dir := fs.String("dir", "", "keep the programs (pN.c, pN.ll, pN.O2.ll) in `dir` (default: a temporary directory)")
	asJSON := addJSONFlag(fs)
	if _, code, ok := parseCommand(fs, args, 0, 0, stdout, stderr); !ok {
		return code
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz bench csmith: the irfuzz binary to time: %v\n", err)
		return exitUsage
	}
	cfg := def
	cfg.Count, cfg.Seed, cfg.LLI, cfg.Clang, cfg.Opt, cfg.CC = *count, *seed, *lli, *clang, *opt, *cc
	cfg.LLITimeout, cfg.NativeTimeout, cfg.Dir, cfg.Irfuzz = *lliTimeout, *nativeTimeout, *dir, self
	ctx, stop := interruptible()
	defer stop()
	res, err := bench.RunCsmith(ctx, cfg, stderr)
	var figures map[string]float64
	var failures []string
	ret := exitOK
	if err == nil {
		irf, l := res.Totals()
		figures = map[string]float64{
			"programs": float64(len(res.Programs)), "skipped": float64(len(res.Skipped)),
			"matches_O0": float64(res.MatchesAt(0)), "matches_O2": float64(res.MatchesAt(1)),
			"irfuzz_wall_seconds": irf.Seconds(), "lli_wall_seconds": l.Seconds(),
			"ratio": res.Ratio(), "ratio_lli_finished": res.FinishedRatio(), "ratio_lli_ok": res.AgreedRatio(),
			"lli_timeouts": float64(len(res.LLITimeouts())), "lli_disagreements": float64(len(res.LLIDisagreements())),
		}
		if bad := res.Mismatches(); len(bad) > 0 {
			fmt.Fprintf(stderr, "irfuzz bench csmith: FAIL: irfuzz exec does not print the native output on %d of %d IR files\n", len(bad), res.Files())
			failures = append(failures, bad...)
			ret = exitNo
		}
		if *floor > 0 && cfg.LLI != bench.NoLLI {
			if r := res.Ratio(); r < *floor {
				fmt.Fprintf(stderr, "irfuzz bench csmith: FAIL: irfuzz exec is %.2fx as fast as %s -force-interpreter, below %.1fx\n", r, cfg.LLI, *floor)
				failures = append(failures, fmt.Sprintf("below %.1fx lli: %.2fx", *floor, r))
				ret = exitNo
			}
		}
	}
	if !printBench("csmith", res, err, *asJSON, figures, failures, stdout, stderr) {
		return exitUsage
	}
	return ret
}
