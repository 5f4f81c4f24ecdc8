package bench

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"time"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
)

// GenConfig says what `irfuzz bench gen` measures.
type GenConfig struct {
	Modules int    // modules irfuzz generates per timed run (seeds Seed, Seed+1, ...)
	Seed    uint64 // first seed (also llvm-stress's -seed)
	Reps    int    // timed repetitions per tool; the median is reported
	LLVM    int    // the generator's LLVM release (a row of the release table); 0 means 19

	// LLVMStress is the llvm-stress tool; empty means llvm-stress-19.
	LLVMStress string
	// Timeout bounds each external tool run; 0 means two minutes.
	Timeout time.Duration
}

// DefaultGenConfig is the configuration `irfuzz bench gen` uses when no flag is given.
var DefaultGenConfig = GenConfig{Modules: 200, Seed: 1, Reps: 5}

// GenResult is what `irfuzz bench gen` measured.
type GenResult struct {
	Config       GenConfig
	Instrs       int // instructions in the irfuzz modules of one run
	StressSize   int // the llvm-stress -size used
	StressInstrs int // instructions in the llvm-stress module

	Irfuzz Timing // gen.Generate + Module.String of Modules modules, in-process
	Stress Timing // llvm-stress -size=StressSize -o FILE, process start-up included
}

// IrfuzzRate is irfuzz's generated instructions per second (median run).
func (r *GenResult) IrfuzzRate() float64 { return rate(r.Instrs, r.Irfuzz.Median()) }

// StressRate is llvm-stress's generated instructions per second (median run).
func (r *GenResult) StressRate() float64 { return rate(r.StressInstrs, r.Stress.Median()) }

// Ratio is irfuzz's rate divided by llvm-stress's (> 1: irfuzz is faster).
func (r *GenResult) Ratio() float64 {
	if s := r.StressRate(); s > 0 {
		return r.IrfuzzRate() / s
	}
	return 0
}

func rate(n int, d time.Duration) float64 {
	if d <= 0 {
		return 0
	}
	return float64(n) / d.Seconds()
}

// RunGen times cfg.Reps runs of generating and printing cfg.Modules modules
// in-process, then has llvm-stress produce one module of about the same
// instruction count and times cfg.Reps runs of it (after a warm-up run of each).
func RunGen(ctx context.Context, cfg GenConfig, log io.Writer) (*GenResult, error) {
	if cfg.Modules <= 0 || cfg.Reps <= 0 {
		return nil, fmt.Errorf("bench gen: modules and reps must be positive (got modules %d, reps %d)", cfg.Modules, cfg.Reps)
	}
	if cfg.LLVMStress == "" {
		cfg.LLVMStress = "llvm-stress-19"
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 2 * time.Minute
	}
	if log == nil {
		log = io.Discard
	}
	gcfg := gen.DefaultConfig()
	if cfg.LLVM != 0 {
		gcfg.LLVM = cfg.LLVM
	}
	if err := gcfg.Validate(); err != nil {
		return nil, fmt.Errorf("bench gen: %w", err)
	}
	if _, err := exec.LookPath(cfg.LLVMStress); err != nil {
		return nil, fmt.Errorf("bench gen: missing tool %s (run scripts/deps.sh to install LLVM 19): %w", cfg.LLVMStress, err)
	}
	res := &GenResult{Config: cfg}
	var err error
	res.Irfuzz, err = timeRuns(fmt.Sprintf("irfuzz gen (%d modules, in-process)", cfg.Modules), cfg.Reps, func() (time.Duration, error) {
		start := selfCPU()
		n := 0
		for k := range cfg.Modules {
			m, err := gen.Generate(cfg.Seed+uint64(k), gcfg)
			if err != nil {
				return 0, err
			}
			n += m.NumInstructions()
			if len(m.String()) == 0 {
				return 0, fmt.Errorf("empty module")
			}
		}
		res.Instrs = n
		return selfCPU() - start, nil
	})
	if err != nil {
		return nil, fmt.Errorf("bench gen: irfuzz: %w", err)
	}
	fmt.Fprintf(log, "irfuzz: %d instructions in %d modules\n", res.Instrs, cfg.Modules)

	dir, err := os.MkdirTemp("", "irfuzz-bench-gen-")
	if err != nil {
		return nil, fmt.Errorf("bench gen: %w", err)
	}
	defer os.RemoveAll(dir)
	file := filepath.Join(dir, "stress.ll")
	res.StressSize = res.Instrs
	stress := func() (time.Duration, error) {
		return runTool(ctx, cfg.Timeout, cfg.LLVMStress, "-size="+strconv.Itoa(res.StressSize),
			"-seed="+strconv.FormatUint(cfg.Seed, 10), "-o", file)
	}
	if _, err := stress(); err != nil {
		return nil, fmt.Errorf("bench gen: %w", err)
	}
	m, err := ir.ParseFile(file)
	if err != nil {
		return nil, fmt.Errorf("bench gen: parsing the llvm-stress module: %w", err)
	}
	res.StressInstrs = m.NumInstructions()
	fmt.Fprintf(log, "%s -size=%d: %d instructions\n", cfg.LLVMStress, res.StressSize, res.StressInstrs)
	res.Stress, err = timeRuns(fmt.Sprintf("%s -size=%d", cfg.LLVMStress, res.StressSize), cfg.Reps, stress)
	if err != nil {
		return nil, fmt.Errorf("bench gen: %w", err)
	}
	return res, nil
}

// WriteTable prints the result: per tool, instructions, instructions per
// second, median wall and CPU ms; then the irfuzz/llvm-stress ratio.
func (r *GenResult) WriteTable(w io.Writer) error {
	fmt.Fprintf(w, "median of %d runs\n\n%-40s %10s %12s %10s %10s\n", r.Config.Reps, "tool", "instrs", "instrs/s", "ms", "cpu ms")
	rows := []struct {
		t Timing
		n int
	}{{r.Irfuzz, r.Instrs}, {r.Stress, r.StressInstrs}}
	for _, row := range rows {
		fmt.Fprintf(w, "%-40s %10d %12.0f %10.1f %10.1f\n", row.t.Tool, row.n, rate(row.n, row.t.Median()),
			float64(row.t.Median().Microseconds())/1000, float64(row.t.MedianCPU().Microseconds())/1000)
	}
	_, err := fmt.Fprintf(w, "\ninstructions/s: irfuzz %.0f, llvm-stress %.0f; ratio irfuzz/llvm-stress = %.2f\n",
		r.IrfuzzRate(), r.StressRate(), r.Ratio())
	return err
}
