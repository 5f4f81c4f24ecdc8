package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime/pprof"

	"github.com/irfuzz/irfuzz/bench"
)

// runBench implements `irfuzz bench parse`; the work is in bench.
func runBench(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz bench parse|interp|gen|fuzz|reduce|csmith [FLAGS] [--json]"
	if len(args) == 0 || wantsHelp(args[:1]) {
		w, code := stderr, exitUsage
		if len(args) > 0 {
			w, code = stdout, exitOK
		}
		fmt.Fprintf(w, "usage: %s\n\nbenchmarks:\n  parse    ir.Parse vs llvm-as-19 on an llvm-stress-19 module\n  interp   the interpreter vs lli-19 -force-interpreter on loop-heavy programs\n  gen      the generator vs llvm-stress-19\n  fuzz     the whole oracle: tests/s, share of time inside the LLVM tools, batching speedup\n  reduce   irfuzz reduce vs llvm-reduce-19 on crafted and real findings: size, wall time, UB-freedom\n  csmith   Csmith programs: irfuzz exec vs the native program's output (O0 IR and opt -O2), and vs lli-19 -force-interpreter speed\n  langref  the Language Reference's intrinsics from their Syntax blocks: documented, llvm-as-22 accepts, irfuzz parses/executes, agrees with lli-22\n", usageLine)
		return code
	}
	switch args[0] {
	case "interp":
		return runBenchInterp(args[1:], stdout, stderr)
	case "gen":
		return runBenchGen(args[1:], stdout, stderr)
	case "fuzz":
		return runBenchFuzz(args[1:], stdout, stderr)
	case "reduce":
		return runBenchReduce(args[1:], stdout, stderr)
	case "csmith":
		return runBenchCsmith(args[1:], stdout, stderr)
	case "passes":
		return runBenchPasses(args[1:], stdout, stderr)
	case "readback":
		return runBenchReadback(args[1:], stdout, stderr)
	case "langref":
		return runBenchLangref(args[1:], stdout, stderr)
	}
	if args[0] != "parse" {
		fmt.Fprintf(stderr, "irfuzz bench: unknown benchmark %q (have: parse, interp, gen, fuzz, reduce, csmith)\n", args[0])
		return exitUsage
	}
	def := bench.DefaultParseConfig
	fs := newFlagSet("bench parse", usageLine, stderr)
	size := fs.Int("size", def.Size, "llvm-stress `N`: number of instructions (50000 is about 3.5 MB)")
	seed := fs.Int64("seed", def.Seed, "llvm-stress seed")
	reps := fs.Int("reps", def.Reps, "timed runs per tool (the median is reported)")
	stress := fs.String("llvm-stress", "llvm-stress-19", "llvm-stress `tool` to generate the module")
	as := fs.String("llvm-as", "llvm-as-19", "llvm-as `tool` to compare with")
	asJSON := addJSONFlag(fs)
	if _, code, ok := parseCommand(fs, args[1:], 0, 0, stdout, stderr); !ok {
		return code
	}
	cfg := bench.ParseConfig{Size: *size, Seed: *seed, Reps: *reps, LLVMStress: *stress, LLVMAs: *as}
	res, err := bench.RunParse(context.Background(), cfg, stderr)
	var figures map[string]float64
	if err == nil {
		figures = map[string]float64{"ratio": res.Ratio(), "cpu_ratio": res.CPURatio()}
	}
	if !printBench("parse", res, err, *asJSON, figures, nil, stdout, stderr) {
		return exitUsage
	}
	return exitOK
}

// tableWriter is a benchmark result that prints itself as a table.
type tableWriter interface{ WriteTable(io.Writer) error }

// benchJSON is the output of `irfuzz bench NAME --json`.
type benchJSON struct {
	Benchmark string `json:"benchmark"` // parse, interp, gen, fuzz or reduce
	// Figures are the headline numbers the table ends with: for parse,
	// gen and interp (per program) irfuzz's speed over the LLVM tool's
	// (> 1: irfuzz is faster); for fuzz the batching speedup and the
	// share of time inside the tools; for reduce the floors.
	Figures map[string]float64 `json:"figures"`
	// Failures are the reasons for exit 1 (bench interp: a program on
	// which the interpreters disagree, or below the speed floor).
	Failures []string `json:"failures,omitempty"`
	// Result is the bench result type as measured, with its Go
	// field names; durations are in nanoseconds.
	Result any `json:"result"`
}

// printBench prints a benchmark's table (or with asJSON a benchJSON of
// it, its figures and failures), or the error that stopped it, and
// reports whether it succeeded.
func printBench(name string, res tableWriter, err error, asJSON bool, figures map[string]float64, failures []string, stdout, stderr io.Writer) bool {
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz: %v\n", err)
		return false
	}
	if asJSON {
		return printJSON(stdout, stderr, "bench "+name, benchJSON{name, figures, failures, res}) == exitOK
	}
	if err := res.WriteTable(stdout); err != nil {
		fmt.Fprintf(stderr, "irfuzz bench: %v\n", err)
		return false
	}
	return true
}

// startCPUProfile starts a CPU profile of this process into file path;
// stop ends it and closes the file.
func startCPUProfile(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("cpu profile: %w", err)
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}

// runBenchFuzz implements `irfuzz bench fuzz`.
func runBenchFuzz(args []string, stdout, stderr io.Writer) int {
	def := bench.DefaultFuzzConfig
	fs := newFlagSet("bench fuzz", "irfuzz bench fuzz [--llvm V] [--modules N] [--batch N] [--singles N] [--json]", stderr)
	llvm := fs.Int("llvm", 0, "LLVM `release` (default: the newest installed)")
	seed := fs.Uint64("seed", def.Seed, "first generator seed")
	modules := fs.Int("modules", def.Modules, "batched modules in the workload")
	batch := fs.Int("batch", def.Batch, "test functions per batched module")
	singles := fs.Int("singles", def.Singles, "test functions checked one module each")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of irfuzz itself to `file`")
	matrix := fs.Bool("matrix", false, "measure the test matrices instead: cells judged per second with every installed target (--matrix full) and with the campaign's default sample, on the same --modules")
	width := fs.Int("matrix-width", 3, "with --matrix: targets a module under the sample")
	asJSON := addJSONFlag(fs)
	if _, code, ok := parseCommand(fs, args, 0, 0, stdout, stderr); !ok {
		return code
	}
	if *matrix {
		res, err := bench.RunMatrix(context.Background(), bench.MatrixConfig{LLVM: *llvm, Seed: *seed, Modules: *modules, Batch: *batch, Width: *width, Progress: stderr})
		var figures map[string]float64
		if err == nil {
			figures = map[string]float64{"sample_over_full_cells_per_second": res.Ratio(), "sample_cover_seconds": res.Sample.Covered.Seconds()}
		}
		if !printBench("fuzz", res, err, *asJSON, figures, nil, stdout, stderr) {
			return exitUsage
		}
		return exitOK
	}
	if *cpuProfile != "" {
		stop, err := startCPUProfile(*cpuProfile)
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz bench: %v\n", err)
			return exitUsage
		}
		defer stop()
	}
	cfg := bench.FuzzConfig{LLVM: *llvm, Seed: *seed, Modules: *modules, Batch: *batch, Singles: *singles, Targets: def.Targets, Progress: stderr}
	res, err := bench.RunFuzz(context.Background(), cfg)
	var figures map[string]float64
	if err == nil {
		figures = map[string]float64{"batching_speedup": res.Speedup(), "tool_share": res.Batched.ToolShare(),
			"tests_per_cpu_second": res.Batched.CPURate(), "self_cpu_share": res.Batched.SelfCPUShare(), "cpu_batching_speedup": res.CPUSpeedup()}
	}
	if !printBench("fuzz", res, err, *asJSON, figures, nil, stdout, stderr) {
		return exitUsage
	}
	return exitOK
}

// runBenchReduce implements `irfuzz bench reduce`.
func runBenchReduce(args []string, stdout, stderr io.Writer) int {
	def := bench.DefaultReduceConfig
	fs := newFlagSet("bench reduce", "irfuzz bench reduce [--jobs N] [--findings DIR] [--max N] [--json]", stderr)
	jobs := fs.Int("jobs", def.Jobs, "parallel candidates for both irfuzz and llvm-reduce (-j)")
	findings := fs.String("findings", "", "also reduce copies of the finding directories in `dir` (a campaign's findings/; left unchanged)")
	maxFindings := fs.Int("max", 0, "take at most `N` findings from --findings (0: all)")
	crafted := fs.Int("crafted", def.Crafted, "crafted miscompile findings in the workload")
	crashes := fs.Int("crashes", def.Crashes, "real LLVM 19 crash findings to hunt for")
	timeout := fs.Duration("timeout", def.LLVMReduceTimeout, "time limit of one llvm-reduce run")
	keep := fs.Bool("keep", false, "keep the scratch directory (findings and both reducers' results)")
	asJSON := addJSONFlag(fs)
	if _, code, ok := parseCommand(fs, args, 0, 0, stdout, stderr); !ok {
		return code
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz bench: the irfuzz binary for llvm-reduce's test script: %v\n", err)
		return exitUsage
	}
	cfg := def
	cfg.Jobs, cfg.Findings, cfg.Max, cfg.Crafted, cfg.Crashes = *jobs, *findings, *maxFindings, *crafted, *crashes
	cfg.LLVMReduceTimeout, cfg.Irfuzz, cfg.Progress, cfg.Keep = *timeout, self, stderr, *keep
	ctx, stop := interruptible()
	defer stop()
	res, err := bench.RunReduce(ctx, cfg)
	var figures map[string]float64
	if err == nil {
		fl := res.Floors()
		figures = map[string]float64{"findings": float64(fl.Rows), "smaller_or_equal": float64(fl.SmallerOrEqual), "compared": float64(fl.Compared),
			"irfuzz_wall_seconds": fl.IrfuzzWall.Seconds(), "llvm_reduce_wall_seconds": fl.LLVMWall.Seconds(), "good": float64(fl.Good)}
	}
	if !printBench("reduce", res, err, *asJSON, figures, nil, stdout, stderr) {
		return exitUsage
	}
	return exitOK
}
