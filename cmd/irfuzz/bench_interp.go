package main

import (
	"context"
	"fmt"
	"io"

	"github.com/irfuzz/irfuzz/bench"
)

// runBenchInterp implements `irfuzz bench interp [FILE.ll...]`; args are
// the arguments after "interp". The work is in bench. It exits 1
// when the two interpreters disagree on a result or irfuzz is below the
// speed floor, 2 on a usage error or a failed run.
func runBenchInterp(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz bench interp [--reps N] [--floor X] [--lli TOOL] [--json] [FILE.ll...]"
	def := bench.DefaultInterpConfig
	fs := newFlagSet("bench interp", usageLine, stderr)
	reps := fs.Int("reps", def.Reps, "timed runs per program and interpreter (the median is reported)")
	floor := fs.Float64("floor", 3, "fail (exit 1) if irfuzz is less than `X` times as fast as lli on a program (0: never)")
	lli := fs.String("lli", "lli-19", "lli `tool` to compare with (run with -force-interpreter)")
	asJSON := addJSONFlag(fs)
	files, code, ok := parseCommand(fs, args, 0, 1<<20, stdout, stderr)
	if !ok {
		return code
	}
	cfg := bench.InterpConfig{Reps: *reps, LLI: *lli}
	if len(files) > 0 {
		ps, err := bench.ReadInterpPrograms(files)
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz: %v\n", err)
			return exitUsage
		}
		cfg.Programs = ps
	}
	res, err := bench.RunInterp(context.Background(), cfg, stderr)
	var figures map[string]float64
	var failures []string
	ret := exitOK
	if err == nil {
		figures = map[string]float64{}
		for i, row := range res.Rows {
			figures[row.Name] = res.Ratio(i)
		}
		if bad := res.Mismatches(); len(bad) > 0 {
			fmt.Fprintf(stderr, "irfuzz bench interp: FAIL: irfuzz and %s disagree on %d program(s)\n", cfg.LLI, len(bad))
			failures = append(failures, bad...)
			ret = exitNo
		}
		if *floor > 0 {
			if slow := res.BelowFloor(*floor); len(slow) > 0 {
				fmt.Fprintf(stderr, "irfuzz bench interp: FAIL: irfuzz is below %.1fx lli on: %v\n", *floor, slow)
				for _, s := range slow {
					failures = append(failures, fmt.Sprintf("below %.1fx lli: %s", *floor, s))
				}
				ret = exitNo
			}
		}
	}
	if !printBench("interp", res, err, *asJSON, figures, failures, stdout, stderr) {
		return exitUsage
	}
	return ret
}
