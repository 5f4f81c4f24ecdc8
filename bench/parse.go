// Package bench holds irfuzz's benchmarks that compare it with the LLVM tools
// measured in the same run (`irfuzz bench ...`). The CLI only wires flags.
package bench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"time"

	"github.com/irfuzz/irfuzz/internal/median"
	"github.com/irfuzz/irfuzz/ir"
)

// ParseConfig says what `irfuzz bench parse` measures.
type ParseConfig struct {
	Size int   // llvm-stress -size: 50000 gives a module of about 3.5 MB
	Seed int64 // llvm-stress -seed
	Reps int   // timed repetitions per tool; the median is reported

	// Tool names or paths; empty means the LLVM 19 defaults
	// (llvm-stress-19, llvm-as-19).
	LLVMStress string
	LLVMAs     string

	// Timeout bounds each external tool run; 0 means two minutes.
	Timeout time.Duration
}

// DefaultParseConfig is the configuration `irfuzz bench parse` uses when no
// flag is given.
var DefaultParseConfig = ParseConfig{Size: 50000, Seed: 1, Reps: 7}

// Timing is the result for one tool: every repetition's wall time, and its
// CPU time (user + system), which a loaded machine disturbs less.
type Timing struct {
	Tool  string          // what was run, as shown in the table
	Times []time.Duration // wall time, one per repetition, in run order
	CPU   []time.Duration // CPU time, one per repetition (0 if unknown)
}

// Median returns the median wall time of the repetitions (0 if none).
func (t Timing) Median() time.Duration { return median.Of(t.Times) }

// MedianCPU returns the median CPU time of the repetitions (0 if none).
func (t Timing) MedianCPU() time.Duration { return median.Of(t.CPU) }

// MBPerSec is the throughput of the median run over n bytes (MB = 1e6 bytes).
func (t Timing) MBPerSec(n int) float64 {
	d := t.Median()
	if d <= 0 {
		return 0
	}
	return float64(n) / 1e6 / d.Seconds()
}

// ParseResult is what `irfuzz bench parse` measured.
type ParseResult struct {
	Config ParseConfig
	Bytes  int // size of the generated module
	Lines  int // its line count

	Irfuzz    Timing // in-process ir.Parse (file read included)
	LLVMAs    Timing // llvm-as FILE -o /dev/null, wall time incl. process start
	LLVMAsNoV Timing // the same with -disable-verify (parse + bitcode write)
}

// Ratio is irfuzz's throughput divided by llvm-as's (> 1: irfuzz is faster).
func (r *ParseResult) Ratio() float64 {
	as := r.LLVMAs.MBPerSec(r.Bytes)
	if as == 0 {
		return 0
	}
	return r.Irfuzz.MBPerSec(r.Bytes) / as
}

// CPURatio is like Ratio but from CPU times, which a busy machine disturbs
// less than wall times (0 if CPU time was not measured).
func (r *ParseResult) CPURatio() float64 {
	i, a := r.Irfuzz.MedianCPU(), r.LLVMAs.MedianCPU()
	if i <= 0 || a <= 0 {
		return 0
	}
	return float64(a) / float64(i)
}

// RunParse generates a module with llvm-stress into a temporary directory,
// then times cfg.Reps in-process ir.Parse runs and cfg.Reps llvm-as process
// runs on it, after one untimed warm-up run of each. Progress goes to log
// (may be nil). A parse failure on either side is an error: a benchmark on
// input that one side rejects would mean nothing.
func RunParse(ctx context.Context, cfg ParseConfig, log io.Writer) (*ParseResult, error) {
	if cfg.Size <= 0 || cfg.Reps <= 0 {
		return nil, fmt.Errorf("bench parse: size and reps must be positive (got size %d, reps %d)", cfg.Size, cfg.Reps)
	}
	if cfg.LLVMStress == "" {
		cfg.LLVMStress = "llvm-stress-19"
	}
	if cfg.LLVMAs == "" {
		cfg.LLVMAs = "llvm-as-19"
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 2 * time.Minute
	}
	if log == nil {
		log = io.Discard
	}
	for _, tool := range []string{cfg.LLVMStress, cfg.LLVMAs} {
		if _, err := exec.LookPath(tool); err != nil {
			return nil, fmt.Errorf("bench parse: missing tool %s (run scripts/deps.sh to install LLVM 19): %w", tool, err)
		}
	}

	dir, err := os.MkdirTemp("", "irfuzz-bench-")
	if err != nil {
		return nil, fmt.Errorf("bench parse: %w", err)
	}
	defer os.RemoveAll(dir)
	file := filepath.Join(dir, fmt.Sprintf("stress-%d-%d.ll", cfg.Size, cfg.Seed))
	fmt.Fprintf(log, "generating %s -size=%d -seed=%d\n", cfg.LLVMStress, cfg.Size, cfg.Seed)
	if _, err := runTool(ctx, cfg.Timeout, cfg.LLVMStress,
		"-size="+strconv.Itoa(cfg.Size), "-seed="+strconv.FormatInt(cfg.Seed, 10), "-o", file); err != nil {
		return nil, fmt.Errorf("bench parse: generating the module: %w", err)
	}
	src, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("bench parse: %w", err)
	}
	res := &ParseResult{Config: cfg, Bytes: len(src), Lines: countLines(src)}
	fmt.Fprintf(log, "module: %.2f MB, %d lines\n", float64(res.Bytes)/1e6, res.Lines)

	res.Irfuzz, err = timeRuns("irfuzz (ir.Parse, in-process)", cfg.Reps, func() (time.Duration, error) {
		start := selfCPU()
		b, err := os.ReadFile(file)
		if err != nil {
			return 0, err
		}
		_, err = ir.Parse(file, b)
		return selfCPU() - start, err
	})
	if err != nil {
		return nil, fmt.Errorf("bench parse: irfuzz: %w", err)
	}
	res.LLVMAs, err = timeRuns(cfg.LLVMAs+" FILE -o /dev/null", cfg.Reps, func() (time.Duration, error) {
		return runTool(ctx, cfg.Timeout, cfg.LLVMAs, file, "-o", os.DevNull)
	})
	if err != nil {
		return nil, fmt.Errorf("bench parse: %w", err)
	}
	res.LLVMAsNoV, err = timeRuns(cfg.LLVMAs+" -disable-verify", cfg.Reps, func() (time.Duration, error) {
		return runTool(ctx, cfg.Timeout, cfg.LLVMAs, "-disable-verify", file, "-o", os.DevNull)
	})
	if err != nil {
		return nil, fmt.Errorf("bench parse: %w", err)
	}
	return res, nil
}

// timeRuns runs f once untimed (warm caches, page in the binary), then reps
// timed times; f returns the CPU time it used. A GC before each run keeps one
// run's garbage from being charged to the next.
func timeRuns(name string, reps int, f func() (time.Duration, error)) (Timing, error) {
	t := Timing{Tool: name}
	if _, err := f(); err != nil {
		return t, err
	}
	for range reps {
		runtime.GC()
		start := time.Now()
		cpu, err := f()
		d := time.Since(start)
		if err != nil {
			return t, err
		}
		t.Times = append(t.Times, d)
		t.CPU = append(t.CPU, cpu)
	}
	return t, nil
}

// runTool runs one external tool with a timeout and returns the CPU time
// (user + system) it used; its output is part of the error when it fails.
func runTool(ctx context.Context, timeout time.Duration, tool string, args ...string) (time.Duration, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, tool, args...)
	out, err := cmd.CombinedOutput()
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return 0, fmt.Errorf("%s: timed out after %v", tool, timeout)
	}
	if err != nil {
		const max = 500
		if len(out) > max {
			out = out[:max]
		}
		return 0, fmt.Errorf("%s: %w: %s", tool, err, out)
	}
	return cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), nil
}

func countLines(b []byte) int {
	n := 0
	for _, c := range b {
		if c == '\n' {
			n++
		}
	}
	return n
}

// WriteTable prints the result as a small table: tool, MB/s, median wall
// and CPU ms, and the irfuzz/llvm-as throughput ratio (by wall time).
func (r *ParseResult) WriteTable(w io.Writer) error {
	mb := float64(r.Bytes) / 1e6
	if _, err := fmt.Fprintf(w, "module: llvm-stress -size=%d -seed=%d, %.2f MB, %d lines; median of %d runs\n\n",
		r.Config.Size, r.Config.Seed, mb, r.Lines, r.Config.Reps); err != nil {
		return err
	}
	fmt.Fprintf(w, "%-36s %10s %10s %10s\n", "tool", "MB/s", "ms", "cpu ms")
	for _, t := range []Timing{r.Irfuzz, r.LLVMAs, r.LLVMAsNoV} {
		fmt.Fprintf(w, "%-36s %10.1f %10.1f %10.1f\n", t.Tool, t.MBPerSec(r.Bytes),
			float64(t.Median().Microseconds())/1000, float64(t.MedianCPU().Microseconds())/1000)
	}
	_, err := fmt.Fprintf(w, "\nparse MB/s: irfuzz %.1f, llvm-as %.1f; ratio irfuzz/llvm-as = %.2f (by CPU time: %.2f)\n",
		r.Irfuzz.MBPerSec(r.Bytes), r.LLVMAs.MBPerSec(r.Bytes), r.Ratio(), r.CPURatio())
	return err
}
