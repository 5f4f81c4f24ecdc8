package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/bench"
)

// runBenchPasses implements `irfuzz bench passes`: the share of the
// generator's test functions each pass of opt's and llc's pipelines
// changes. The work is in bench. It exits 1 when a pass is below its
// floor (--min; by default the floors at O3 of bench.DefaultPassFloors
// when O3 is measured), 2 on a usage error or a failed run.
func runBenchPasses(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz bench passes [--llvm N] [--modules N] [--seed S] [--pipelines O2,O3] [--targets x86_64,aarch64] [--levels O2,O0] [--min PASS=SHARE,...] [--jobs N] [--json]"
	def := bench.DefaultPassActivityConfig
	fs := newFlagSet("bench passes", usageLine, stderr)
	llvm := fs.Int("llvm", 0, "LLVM `release` (default: the newest installed)")
	modules := fs.Int("modules", def.Modules, "generated modules measured")
	seed := fs.Uint64("seed", def.Seed, "first generator seed")
	pipelines := fs.String("pipelines", strings.Join(def.Pipelines, ","), "opt pipelines, run as default<P> (O1, O2, O3, Os, Oz; \"\": none)")
	targets := fs.String("targets", strings.Join(def.Targets, ","), "llc targets (\"\": none)")
	levels := fs.String("levels", strings.Join(def.Levels, ","), "llc optimization levels, each for every target")
	floors := fs.String("min", "", "floors `[COLUMN:]PASS[|PASS...]=SHARE,...` (SHARE 0.05 or 5%; COLUMN O3 when not given, or TARGET/LEVEL for llc; \"none\": no floor); exit 1 when a pass is below (default: the O3 floors of the fuzzer's issue when O3 is measured)")
	jobs := fs.Int("jobs", 0, "modules measured at once (0: the number of CPUs)")
	asJSON := addJSONFlag(fs)
	if _, code, ok := parseCommand(fs, args, 0, 0, stdout, stderr); !ok {
		return code
	}
	cfg := def
	cfg.LLVM, cfg.Modules, cfg.Seed, cfg.Jobs, cfg.Progress = *llvm, *modules, *seed, *jobs, stderr
	cfg.Pipelines, cfg.Targets, cfg.Levels = splitList(*pipelines), splitList(*targets), splitList(*levels)
	explicit := false
	fs.Visit(func(f *flag.Flag) { explicit = explicit || f.Name == "min" })
	switch {
	case *floors == "none":
		cfg.Floors = nil
	case explicit:
		fl, err := bench.ParsePassFloors(*floors)
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz bench passes: --min: %v\n", err)
			return exitUsage
		}
		cfg.Floors = fl
	case !slices.Contains(cfg.Pipelines, "O3"):
		cfg.Floors = nil
	}
	ctx, stop := interruptible()
	defer stop()
	res, err := bench.PassActivity(ctx, cfg)
	var figures map[string]float64
	var failures []string
	if err == nil {
		figures = map[string]float64{}
		for _, f := range res.Floors {
			figures[f.Column+":"+strings.Join(f.Passes, "|")] = f.Share
		}
		for _, f := range res.Below() {
			failures = append(failures, fmt.Sprintf("%s: %s changes %.1f%% of test functions, below %.1f%%", f.Column, strings.Join(f.Passes, " or "), 100*f.Share, 100*f.Min))
		}
	}
	if !printBench("passes", res, err, *asJSON, figures, failures, stdout, stderr) {
		return exitUsage
	}
	if len(failures) > 0 {
		for _, f := range failures {
			fmt.Fprintf(stderr, "irfuzz bench passes: FAIL: %s\n", f)
		}
		return exitNo
	}
	return exitOK
}

// splitList splits a comma-separated flag value, dropping empty items.
func splitList(s string) []string {
	var out []string
	for item := range strings.SplitSeq(s, ",") {
		if item = strings.TrimSpace(item); item != "" {
			out = append(out, item)
		}
	}
	return out
}
