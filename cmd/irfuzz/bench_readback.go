package main

import (
	"fmt"
	"io"

	"github.com/irfuzz/irfuzz/bench"
)

// runBenchReadback implements `irfuzz bench readback`; the work is in
// bench. It exits 1 when irfuzz rejected any output of the release's
// tools (each would be a bad-output finding in a campaign).
func runBenchReadback(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz bench readback [--llvm N] [--modules N] [--seed S] [--dirs D1,D2] [--csmith N] [--pipelines O1,O2,...] [--jobs N] [--json]"
	def := bench.DefaultReadbackConfig
	fs := newFlagSet("bench readback", usageLine, stderr)
	llvm := fs.Int("llvm", 0, "LLVM `release` whose opt and clang print the IR read back (default: the newest installed)")
	modules := fs.Int("modules", def.Modules, "generated modules")
	seed := fs.Uint64("seed", def.Seed, "first seed of the generator and of Csmith")
	dirs := fs.String("dirs", "", "comma-separated `directories` of .ll test files (searched recursively): ../shared/alive2-dev, LLVM's tests")
	cs := fs.Int("csmith", def.Csmith, "Csmith programs, each lowered by the release's clang at -O0 (then opt) and at -O2")
	pipelines := fs.String("pipelines", "O1,O2,O3,Os", "opt `pipelines` run on every module")
	jobs := fs.Int("jobs", 2, "modules read back at once")
	asJSON := addJSONFlag(fs)
	if _, code, ok := parseCommand(fs, args, 0, 0, stdout, stderr); !ok {
		return code
	}
	cfg := bench.ReadbackConfig{LLVM: *llvm, Modules: *modules, Seed: *seed, Csmith: *cs, Jobs: *jobs, Progress: stderr,
		Pipelines: splitList(*pipelines)}
	cfg.Dirs = splitList(*dirs)
	ctx, stop := interruptible()
	defer stop()
	res, err := bench.RunReadback(ctx, cfg)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz bench readback: %v\n", err)
		return exitUsage
	}
	var failures []string
	for _, f := range res.Failures {
		failures = append(failures, fmt.Sprintf("%s %s (%s): %s: %s", f.Source, f.Input, f.Step, f.Stage, f.Message))
	}
	if !printBench("readback", res, nil, *asJSON, map[string]float64{"bad_outputs": float64(res.Bad())}, failures, stdout, stderr) {
		return exitUsage
	}
	if res.Bad() > 0 {
		return exitNo
	}
	return exitOK
}
