package bench

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics"
)

// interpFS holds the built-in programs of `irfuzz bench interp`, so the
// benchmark runs from any directory.
//
//go:embed testdata/interp/*.ll
var interpFS embed.FS

// emptyMain is the program whose lli run time is lli's start-up cost.
const emptyMain = "define i32 @main() {\n  ret i32 0\n}\n"

// InterpProgram is one benchmark program: an LLVM IR module with a
// `define i32 @main()` that runs a loop and returns a checksum.
type InterpProgram struct {
	Name string // shown in the table: the file name without .ll
	Src  []byte
}

// InterpPrograms returns the built-in programs (integer arithmetic, memory
// traffic, calls, floating point, ...), sorted by name.
func InterpPrograms() ([]InterpProgram, error) {
	ents, err := interpFS.ReadDir("testdata/interp")
	if err != nil {
		return nil, fmt.Errorf("bench interp: built-in programs: %w", err)
	}
	var ps []InterpProgram
	for _, e := range ents {
		b, err := interpFS.ReadFile(path.Join("testdata/interp", e.Name()))
		if err != nil {
			return nil, fmt.Errorf("bench interp: built-in programs: %w", err)
		}
		ps = append(ps, InterpProgram{Name: strings.TrimSuffix(e.Name(), ".ll"), Src: b})
	}
	return ps, nil
}

// ReadInterpPrograms reads programs from .ll files (the name is the file
// name without its extension).
func ReadInterpPrograms(files []string) ([]InterpProgram, error) {
	var ps []InterpProgram
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("bench interp: %w", err)
		}
		ps = append(ps, InterpProgram{Name: strings.TrimSuffix(filepath.Base(f), ".ll"), Src: b})
	}
	return ps, nil
}

// InterpConfig says what `irfuzz bench interp` measures.
type InterpConfig struct {
	Programs []InterpProgram // nil: the built-in programs
	Reps     int             // timed runs per side and program; the median is reported

	// LLI is the lli tool (empty: lli-19); it runs with -force-interpreter.
	LLI string

	// Timeout bounds each lli run; 0 means two minutes.
	Timeout time.Duration
}

// DefaultInterpConfig is the configuration `irfuzz bench interp` uses when
// no flag is given.
var DefaultInterpConfig = InterpConfig{Reps: 3}

// InterpRow is the measurement of one program.
type InterpRow struct {
	Name string
	// Steps is the number of instructions executed, as counted by irfuzz's
	// interpreter (phi nodes are not counted: they are copies on the edge).
	// lli runs the same IR, so it executes the same instructions; the count
	// is used for both sides.
	Steps uint64

	Result  int32 // main's result in irfuzz's interpreter
	LLIExit int   // lli's exit code: main's result mod 256

	Irfuzz Timing // in-process Machine.RunFunc after semantics.Load
	LLI    Timing // lli -force-interpreter FILE, as a process (start-up included)
}

// Agree reports whether both interpreters computed the same result (lli
// only shows it mod 256).
func (r *InterpRow) Agree() bool { return int(uint8(r.Result)) == r.LLIExit }

// instrRate is instructions per second for n instructions in d (0 if d <= 0).
func instrRate(n uint64, d time.Duration) float64 {
	if d <= 0 {
		return 0
	}
	return float64(n) / d.Seconds()
}

// IrfuzzRate is irfuzz's instructions per second (median wall time).
func (r *InterpRow) IrfuzzRate() float64 { return instrRate(r.Steps, r.Irfuzz.Median()) }

// LLIRate is lli's instructions per second over its whole process run, its
// start-up included.
func (r *InterpRow) LLIRate() float64 { return instrRate(r.Steps, r.LLI.Median()) }

// LLINetRate is lli's instructions per second with its start-up time
// (startup, the median run of an empty main) subtracted.
func (r *InterpRow) LLINetRate(startup time.Duration) float64 {
	return instrRate(r.Steps, r.LLI.Median()-startup)
}

// InterpResult is what `irfuzz bench interp` measured.
type InterpResult struct {
	Config  InterpConfig
	Startup Timing // lli on an empty main: its start-up time
	Rows    []InterpRow
}

// Ratio is irfuzz's instruction rate over lli's net rate (start-up
// subtracted) for row i: the fair per-instruction comparison.
func (r *InterpResult) Ratio(i int) float64 {
	l := r.Rows[i].LLINetRate(r.Startup.Median())
	if l == 0 {
		return 0
	}
	return r.Rows[i].IrfuzzRate() / l
}

// RawRatio is irfuzz's instruction rate over lli's rate with start-up
// included, for row i.
func (r *InterpResult) RawRatio(i int) float64 {
	l := r.Rows[i].LLIRate()
	if l == 0 {
		return 0
	}
	return r.Rows[i].IrfuzzRate() / l
}

// CPURatio is Ratio computed from CPU times (user + system), which other
// load on the machine disturbs less (0 if CPU time was not measured).
func (r *InterpResult) CPURatio(i int) float64 {
	row := &r.Rows[i]
	ours, theirs := row.Irfuzz.MedianCPU(), row.LLI.MedianCPU()-r.Startup.MedianCPU()
	if ours <= 0 || theirs <= 0 {
		return 0
	}
	return float64(theirs) / float64(ours)
}

// Mismatches lists the programs whose results differ between irfuzz and lli.
func (r *InterpResult) Mismatches() []string {
	var bad []string
	for i := range r.Rows {
		if row := &r.Rows[i]; !row.Agree() {
			bad = append(bad, fmt.Sprintf("%s: irfuzz returned %d (%d mod 256), lli exited with %d",
				row.Name, row.Result, uint8(row.Result), row.LLIExit))
		}
	}
	return bad
}

// BelowFloor lists the programs on which irfuzz is less than floor times as
// fast as lli (by Ratio).
func (r *InterpResult) BelowFloor(floor float64) []string {
	var slow []string
	for i := range r.Rows {
		if got := r.Ratio(i); got < floor {
			slow = append(slow, fmt.Sprintf("%s: %.2fx", r.Rows[i].Name, got))
		}
	}
	return slow
}

// RunInterp runs every program in irfuzz's interpreter (concrete mode,
// in-process, timed after semantics.Load) and with `lli -force-interpreter`
// (as a process), cfg.Reps timed times each, and lli on an empty main to
// measure its start-up. Progress goes to log (may be nil). A program that
// does not return normally in irfuzz, or that lli fails to run, is an
// error; results that merely differ are reported by Mismatches.
func RunInterp(ctx context.Context, cfg InterpConfig, log io.Writer) (*InterpResult, error) {
	if cfg.Reps <= 0 {
		return nil, fmt.Errorf("bench interp: reps must be positive (got %d)", cfg.Reps)
	}
	if cfg.LLI == "" {
		cfg.LLI = "lli-19"
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 2 * time.Minute
	}
	if log == nil {
		log = io.Discard
	}
	if cfg.Programs == nil {
		ps, err := InterpPrograms()
		if err != nil {
			return nil, err
		}
		cfg.Programs = ps
	}
	if len(cfg.Programs) == 0 {
		return nil, errors.New("bench interp: no programs")
	}
	if _, err := exec.LookPath(cfg.LLI); err != nil {
		return nil, fmt.Errorf("bench interp: missing tool %s (run scripts/deps.sh to install LLVM 19): %w", cfg.LLI, err)
	}
	dir, err := os.MkdirTemp("", "irfuzz-bench-interp-")
	if err != nil {
		return nil, fmt.Errorf("bench interp: %w", err)
	}
	defer os.RemoveAll(dir)

	// Load every program first, so a bad one fails before anything is timed.
	loaded := make([]*loadedProgram, len(cfg.Programs))
	for i, p := range cfg.Programs {
		lp, err := loadInterpProgram(p)
		if err != nil {
			return nil, err
		}
		loaded[i] = lp
	}

	res := &InterpResult{Config: cfg}
	empty := filepath.Join(dir, "empty.ll")
	if err := os.WriteFile(empty, []byte(emptyMain), 0o644); err != nil {
		return nil, fmt.Errorf("bench interp: %w", err)
	}
	fmt.Fprintf(log, "lli start-up: %s -force-interpreter on an empty main\n", cfg.LLI)
	// Start-up is short and noisy: take more samples than for the programs.
	res.Startup, _, err = timeLLI(ctx, cfg, empty, max(cfg.Reps, 7), 0)
	if err != nil {
		return nil, fmt.Errorf("bench interp: start-up: %w", err)
	}
	for _, lp := range loaded {
		row, err := lp.measure(ctx, cfg, dir, log)
		if err != nil {
			return nil, err
		}
		res.Rows = append(res.Rows, row)
	}
	return res, nil
}

// loadedProgram is a benchmark program ready to run in irfuzz.
type loadedProgram struct {
	InterpProgram
	mach *semantics.Machine
	main *ir.Function
}

// loadInterpProgram parses, verifies and loads p, and checks it has an
// `i32 @main()`.
func loadInterpProgram(p InterpProgram) (*loadedProgram, error) {
	m, err := ir.Parse(p.Name+".ll", p.Src)
	if err != nil {
		return nil, fmt.Errorf("bench interp: %s: %w", p.Name, err)
	}
	if err := ir.Verify(m); err != nil {
		return nil, fmt.Errorf("bench interp: %s: invalid module: %w", p.Name, err)
	}
	prog, err := semantics.Load(m)
	if err != nil {
		return nil, fmt.Errorf("bench interp: %s: %w", p.Name, err)
	}
	f := prog.FuncByName("main")
	if f == nil || f.IsDeclaration() || len(f.Params) != 0 || !(f.RetType().IsInt() && f.RetType().Bits == 32) {
		return nil, fmt.Errorf("bench interp: %s: needs a definition `i32 @main()`", p.Name)
	}
	mach := prog.NewMachine(semantics.Config{Chooser: semantics.ZeroChooser{}, MaxSteps: 1 << 40})
	return &loadedProgram{InterpProgram: p, mach: mach, main: f}, nil
}

// measure times lp on both sides: irfuzz in-process, lli as a process.
func (lp *loadedProgram) measure(ctx context.Context, cfg InterpConfig, dir string, log io.Writer) (InterpRow, error) {
	row := InterpRow{Name: lp.Name}
	fmt.Fprintf(log, "%s: irfuzz\n", lp.Name)
	var out semantics.Outcome
	var err error
	row.Irfuzz, err = timeRuns("irfuzz", cfg.Reps, func() (time.Duration, error) {
		start := selfCPU()
		out = lp.mach.RunFunc(lp.main, nil)
		cpu := selfCPU() - start
		if out.Kind != semantics.Returned || out.Value.Poison || out.Value.Undef != 0 {
			return 0, fmt.Errorf("main did not return a defined value: %s", out.String())
		}
		return cpu, nil
	})
	if err != nil {
		return row, fmt.Errorf("bench interp: %s: irfuzz: %w", lp.Name, err)
	}
	row.Steps, row.Result = out.Steps, int32(uint32(out.Value.Bits))

	file := filepath.Join(dir, lp.Name+".ll")
	if err := os.WriteFile(file, lp.Src, 0o644); err != nil {
		return row, fmt.Errorf("bench interp: %w", err)
	}
	fmt.Fprintf(log, "%s: %s -force-interpreter (%d instructions)\n", lp.Name, cfg.LLI, row.Steps)
	row.LLI, row.LLIExit, err = timeLLI(ctx, cfg, file, cfg.Reps, -1)
	if err != nil {
		return row, fmt.Errorf("bench interp: %s: %w", lp.Name, err)
	}
	return row, nil
}

// timeLLI runs `lli -force-interpreter file` reps times (no warm-up: the
// start-up measurement already paged lli in) and returns their times and
// the exit code. Every run must exit with the same code; want >= 0 also
// fixes that code.
func timeLLI(ctx context.Context, cfg InterpConfig, file string, reps, want int) (Timing, int, error) {
	t := Timing{Tool: cfg.LLI + " -force-interpreter"}
	for i := range reps {
		runtime.GC()
		start := time.Now()
		code, cpu, err := runExit(ctx, cfg.Timeout, cfg.LLI, "-force-interpreter", file)
		d := time.Since(start)
		if err != nil {
			return t, 0, err
		}
		if want >= 0 && code != want {
			return t, 0, fmt.Errorf("%s exited with %d on run %d, want %d", cfg.LLI, code, i+1, want)
		}
		want = code
		t.Times = append(t.Times, d)
		t.CPU = append(t.CPU, cpu)
	}
	return t, want, nil
}

// runExit runs a tool whose exit code is a result, not a failure: it
// returns the code and the CPU time used. Death by a signal, a timeout or
// a failure to start is an error.
func runExit(ctx context.Context, timeout time.Duration, tool string, args ...string) (int, time.Duration, error) {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, tool, args...)
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return 0, 0, fmt.Errorf("%s: timed out after %v", tool, timeout)
	}
	var ee *exec.ExitError
	if err != nil && !errors.As(err, &ee) {
		return 0, 0, fmt.Errorf("%s: %w", tool, err)
	}
	code := cmd.ProcessState.ExitCode()
	if code < 0 {
		msg := out.String()
		if len(msg) > 500 {
			msg = msg[:500]
		}
		return 0, 0, fmt.Errorf("%s: %v: %s", tool, cmd.ProcessState, msg)
	}
	return code, cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), nil
}

// WriteTable prints the result: per program the dynamic instruction count,
// irfuzz's and lli's instructions per second (lli with and without its
// start-up) and the ratios, then whether both sides agree.
func (r *InterpResult) WriteTable(w io.Writer) error {
	su := r.Startup.Median()
	fmt.Fprintf(w, "irfuzz: semantics.Machine.RunFunc, concrete mode, in-process after Load (tracks poison and UB)\n")
	fmt.Fprintf(w, "lli:    %s -force-interpreter FILE as a process; start-up (empty main) %.1f ms wall, %.1f ms cpu\n",
		r.Config.LLI, msf(su), msf(r.Startup.MedianCPU()))
	fmt.Fprintf(w, "dyn. instr: instructions executed, counted by irfuzz (phis not counted); lli runs the same IR,\n")
	fmt.Fprintf(w, "            so the same count is used for both sides. Median of %d runs; Minstr/s = 10^6 instructions/s.\n\n", r.Config.Reps)

	names := []string{"program"}
	for _, row := range r.Rows {
		names = append(names, row.Name)
	}
	nw := len(slices.MaxFunc(names, func(a, b string) int { return len(a) - len(b) }))
	fmt.Fprintf(w, "%-*s %12s %10s %10s %10s %10s %8s %8s %8s %6s\n", nw, "program", "dyn. instr",
		"irfuzz ms", "lli ms", "irfuzz", "lli net", "ratio", "ratio", "ratio", "same")
	fmt.Fprintf(w, "%-*s %12s %10s %10s %10s %10s %8s %8s %8s %6s\n", nw, "", "",
		"", "", "Minstr/s", "Minstr/s", "net", "raw", "net cpu", "result")
	for i := range r.Rows {
		row := &r.Rows[i]
		same := "yes"
		if !row.Agree() {
			same = "NO"
		}
		fmt.Fprintf(w, "%-*s %12d %10.1f %10.1f %10.2f %10.2f %7.2fx %7.2fx %7.2fx %6s\n", nw, row.Name, row.Steps,
			msf(row.Irfuzz.Median()), msf(row.LLI.Median()),
			row.IrfuzzRate()/1e6, row.LLINetRate(su)/1e6,
			r.Ratio(i), r.RawRatio(i), r.CPURatio(i), same)
	}
	fmt.Fprintf(w, "\nratio net = irfuzz Minstr/s / lli Minstr/s with lli's start-up subtracted; raw = start-up included;\n")
	fmt.Fprintf(w, "net cpu = the net ratio from CPU (user+sys) times, less disturbed by other load.\n")
	if bad := r.Mismatches(); len(bad) > 0 {
		fmt.Fprintf(w, "\nRESULT MISMATCH between irfuzz and lli:\n")
		for _, b := range bad {
			fmt.Fprintf(w, "  %s\n", b)
		}
	}
	return nil
}

// msf is d in milliseconds as a float.
func msf(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
