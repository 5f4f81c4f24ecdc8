package main

import (
	"context"
	"io"

	"github.com/irfuzz/irfuzz/bench"
)

// runBenchGen implements `irfuzz bench gen`; the work is in bench.
func runBenchGen(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz bench gen [--modules N] [--seed N] [--reps N] [--llvm N] [--json]"
	def := bench.DefaultGenConfig
	fs := newFlagSet("bench gen", usageLine, stderr)
	modules := fs.Int("modules", def.Modules, "modules irfuzz generates per timed run")
	seed := fs.Uint64("seed", def.Seed, "first seed (also llvm-stress's)")
	reps := fs.Int("reps", def.Reps, "timed runs per tool (the median is reported)")
	llvm := fs.Int("llvm", 0, releaseUsage("of the generator"))
	stress := fs.String("llvm-stress", "llvm-stress-19", "llvm-stress `tool` to compare with")
	asJSON := addJSONFlag(fs)
	if _, code, ok := parseCommand(fs, args, 0, 0, stdout, stderr); !ok {
		return code
	}
	cfg := bench.GenConfig{Modules: *modules, Seed: *seed, Reps: *reps, LLVM: defaultRelease(*llvm), LLVMStress: *stress}
	res, err := bench.RunGen(context.Background(), cfg, stderr)
	var figures map[string]float64
	if err == nil {
		figures = map[string]float64{"ratio": res.Ratio()}
	}
	if !printBench("gen", res, err, *asJSON, figures, nil, stdout, stderr) {
		return exitUsage
	}
	return exitOK
}
