package bench

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"

	"github.com/irfuzz/irfuzz/campaign/csmith"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// NoLLI as CsmithConfig.LLI leaves lli out: only irfuzz is run and
// compared with the native program (the speed ratios are then 0).
const NoLLI = "-"

// CsmithConfig says what `irfuzz bench csmith` measures.
type CsmithConfig struct {
	// Count is the number of programs measured: a seed whose program
	// cannot be generated or does not finish natively is skipped and the
	// next seed taken, so Count programs are measured.
	Count int
	// Seed is the first csmith seed; the following ones are Seed+1, ....
	Seed uint64
	// Options shape the programs (the zero value: csmith.Defaults()).
	Options csmith.Options

	// Clang lowers the C to IR at -O0 ("": clang 19, csmith.FindClang(19));
	// Opt makes the -O2 IR ("": opt-19); LLI is run with -force-interpreter
	// on both IR files ("": lli-19; NoLLI: not run); CC compiles the native
	// reference at -O0 ("": cc).
	Clang, Opt, LLI, CC string

	// Irfuzz is the path of an irfuzz binary: `Irfuzz exec FILE.ll` is run
	// and timed as a process. "" runs the interpreter in-process the way
	// `irfuzz exec` does (for tests): parse, load, MainBehaviours(argv,
	// 256) in the abstract mode with exec's default budgets.
	Irfuzz string

	// NativeTimeout bounds the native run (0: 10 s); a program that does
	// not finish in it is skipped.
	NativeTimeout time.Duration
	// LLITimeout bounds one lli run (0: 60 s); a run that does not finish
	// is counted as taking the timeout (a lower bound) and marked.
	LLITimeout time.Duration
	// IrfuzzTimeout bounds one `irfuzz exec` process (0: 10 minutes; its
	// own step budget normally ends it long before).
	IrfuzzTimeout time.Duration

	// Dir keeps the programs' files (pN.c, pN.ll, pN.O2.ll); "": a
	// temporary directory, removed afterwards.
	Dir string
}

// DefaultCsmithConfig is the configuration `irfuzz bench csmith` uses when
// no flag is given.
var DefaultCsmithConfig = CsmithConfig{
	Count:         300,
	Seed:          1,
	Options:       csmith.Defaults(),
	NativeTimeout: 10 * time.Second,
	LLITimeout:    60 * time.Second,
}

// CsmithLevels names the two IR files of a program, in the order of
// CsmithProgram.Files: clang's -O0 IR and opt -O2 of it.
var CsmithLevels = [2]string{"O0", "O2"}

// CsmithFile is the measurement of one IR file of a program.
type CsmithFile struct {
	Level string // O0 or O2
	Lines int    // lines of IR

	// Match: irfuzz exec printed exactly the native output and the program
	// exited with the native status.
	Match bool
	// Outcome is how the program ended in irfuzz ("exit 0", "UB: ...",
	// "no result: ..."), Stdout what it printed when that differs from
	// the native output, Why the reason when Match is false.
	Outcome string
	Stdout  string `json:",omitempty"`
	Why     string `json:",omitempty"`

	Irfuzz time.Duration // wall time of irfuzz exec

	LLI         time.Duration // wall time of lli -force-interpreter (the timeout when it timed out)
	LLIOK       bool          // lli exited 0 and printed the native output
	LLITimedOut bool          // lli did not finish within the timeout
	LLIWhy      string        `json:",omitempty"` // why lli is not OK
}

// CsmithProgram is the measurement of one Csmith program.
type CsmithProgram struct {
	Seed       uint64
	Native     string        // the native program's standard output
	NativeWall time.Duration // its run time
	Files      [2]CsmithFile // O0, O2
}

// CsmithSkip is a seed left out, and why.
type CsmithSkip struct {
	Seed   uint64
	Reason string
}

// CsmithResult is what `irfuzz bench csmith` measured.
type CsmithResult struct {
	Config   CsmithConfig
	Programs []CsmithProgram
	Skipped  []CsmithSkip
	Wall     time.Duration // the whole run
}

// lliRun reports whether lli was run.
func (r *CsmithResult) lliRun() bool { return r.Config.LLI != NoLLI }

// Files is the number of IR files measured (two per program).
func (r *CsmithResult) Files() int { return 2 * len(r.Programs) }

// Matches is the number of IR files on which irfuzz printed exactly the
// native output (out of Files()).
func (r *CsmithResult) Matches() int { return r.MatchesAt(0) + r.MatchesAt(1) }

// MatchesAt is the number of programs whose file of level i (0: O0, 1: O2)
// matches the native output.
func (r *CsmithResult) MatchesAt(i int) int {
	n := 0
	for _, p := range r.Programs {
		if p.Files[i].Match {
			n++
		}
	}
	return n
}

// Mismatches lists the files on which irfuzz did not print the native
// output: seed, file, why.
func (r *CsmithResult) Mismatches() []string {
	var bad []string
	for _, p := range r.Programs {
		for _, f := range p.Files {
			if !f.Match {
				bad = append(bad, fmt.Sprintf("seed %d %s: %s", p.Seed, f.Level, f.Why))
			}
		}
	}
	return bad
}

// LLITimeouts lists the files on which lli did not finish in time.
func (r *CsmithResult) LLITimeouts() []string {
	var out []string
	for _, p := range r.Programs {
		for _, f := range p.Files {
			if f.LLITimedOut {
				out = append(out, fmt.Sprintf("seed %d %s: lli timed out after %s (irfuzz %s)",
					p.Seed, f.Level, f.LLI.Round(time.Millisecond), f.Irfuzz.Round(time.Millisecond)))
			}
		}
	}
	return out
}

// LLIDisagreements lists the files on which lli finished but did not exit
// 0 with the native output (lli's problems, not irfuzz failures).
func (r *CsmithResult) LLIDisagreements() []string {
	var out []string
	if !r.lliRun() {
		return nil
	}
	for _, p := range r.Programs {
		for _, f := range p.Files {
			if !f.LLIOK && !f.LLITimedOut {
				out = append(out, fmt.Sprintf("seed %d %s: %s", p.Seed, f.Level, f.LLIWhy))
			}
		}
	}
	return out
}

// Which files a total is over.
const (
	allFiles    = iota
	lliFinished // lli finished in time
	lliAgreed   // lli exited 0 with the native output
)

// totals sums irfuzz's and lli's wall times over the files of level i (-1:
// both) that which selects.
func (r *CsmithResult) totals(i int, which int) (irfuzz, lli time.Duration) {
	for _, p := range r.Programs {
		for j, f := range p.Files {
			if i >= 0 && j != i || which == lliFinished && f.LLITimedOut || which == lliAgreed && !f.LLIOK {
				continue
			}
			irfuzz += f.Irfuzz
			lli += f.LLI
		}
	}
	return irfuzz, lli
}

// Totals are irfuzz's and lli's total wall times over all files (an lli run
// that timed out counts as the timeout).
func (r *CsmithResult) Totals() (irfuzz, lli time.Duration) { return r.totals(-1, allFiles) }

// ratio is lli / irfuzz (0 when either is 0).
func ratio(irfuzz, lli time.Duration) float64 {
	if irfuzz <= 0 || lli <= 0 {
		return 0
	}
	return float64(lli) / float64(irfuzz)
}

// Ratio is lli's total wall time over irfuzz's, over all files: how many
// times as fast irfuzz exec is. lli runs that timed out count as the
// timeout, so this is a lower bound when there are any. 0 without lli.
func (r *CsmithResult) Ratio() float64 { return ratio(r.Totals()) }

// FinishedRatio is Ratio restricted to the files on which lli finished in
// time.
func (r *CsmithResult) FinishedRatio() float64 { return ratio(r.totals(-1, lliFinished)) }

// AgreedRatio is Ratio restricted to the files on which lli exited 0 with
// the native output: it leaves out lli's crashes (whose stack dumps take
// time) as well as its timeouts.
func (r *CsmithResult) AgreedRatio() float64 { return ratio(r.totals(-1, lliAgreed)) }

// RunCsmith generates cfg.Count Csmith programs from seed cfg.Seed on,
// lowers each to IR with clang at -O0 and optimises that with opt -O2,
// runs the C natively as the reference, and runs both IR files with irfuzz
// exec and lli -force-interpreter, timing each. Progress goes to log (may
// be nil). A missing tool or a failing opt is an error; a seed whose
// program cannot be generated or does not finish natively is skipped.
func RunCsmith(ctx context.Context, cfg CsmithConfig, log io.Writer) (*CsmithResult, error) {
	start := time.Now()
	if cfg.Count <= 0 {
		return nil, fmt.Errorf("bench csmith: count must be positive (got %d)", cfg.Count)
	}
	if err := cfg.Options.Validate(); err != nil {
		return nil, fmt.Errorf("bench csmith: %w", err)
	}
	if log == nil {
		log = io.Discard
	}
	if cfg.Clang == "" {
		c, err := csmith.FindClang(19)
		if err != nil {
			return nil, fmt.Errorf("bench csmith: %w", err)
		}
		cfg.Clang = c
	}
	if cfg.Opt == "" {
		cfg.Opt = "opt-19"
	}
	if cfg.LLI == "" {
		cfg.LLI = "lli-19"
	}
	if cfg.CC == "" {
		cfg.CC = "cc"
	}
	if cfg.NativeTimeout == 0 {
		cfg.NativeTimeout = 10 * time.Second
	}
	if cfg.LLITimeout == 0 {
		cfg.LLITimeout = 60 * time.Second
	}
	if cfg.IrfuzzTimeout == 0 {
		cfg.IrfuzzTimeout = 10 * time.Minute
	}
	gen := cfg.Options.Csmith
	if gen == "" {
		gen = "csmith"
	}
	tools := []string{gen, cfg.Clang, cfg.Opt, cfg.CC}
	if cfg.LLI != NoLLI {
		tools = append(tools, cfg.LLI)
	}
	if cfg.Irfuzz != "" {
		tools = append(tools, cfg.Irfuzz)
	}
	for _, t := range tools {
		if _, err := exec.LookPath(t); err != nil {
			return nil, fmt.Errorf("bench csmith: missing tool %s (run scripts/deps.sh to install csmith and LLVM 19): %w", t, err)
		}
	}
	dir := cfg.Dir
	if dir == "" {
		d, err := os.MkdirTemp("", "irfuzz-bench-csmith-")
		if err != nil {
			return nil, fmt.Errorf("bench csmith: %w", err)
		}
		defer os.RemoveAll(d)
		dir = d
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("bench csmith: %w", err)
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("bench csmith: %w", err)
	}

	res := &CsmithResult{Config: cfg}
	// A few seeds are expected to be skipped (about 2% never finish);
	// many more means something is broken.
	maxSkips := 20 + cfg.Count/2
	fmt.Fprintf(log, "bench csmith: %d programs from seed %d in %s\n", cfg.Count, cfg.Seed, dir)
	for seed := cfg.Seed; len(res.Programs) < cfg.Count; seed++ {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("bench csmith: %w", err)
		}
		p, skip, err := measureCsmith(ctx, &cfg, dir, seed)
		if err != nil {
			return nil, fmt.Errorf("bench csmith: seed %d: %w", seed, err)
		}
		if skip != "" {
			res.Skipped = append(res.Skipped, CsmithSkip{seed, skip})
			fmt.Fprintf(log, "bench csmith: seed %d skipped: %s\n", seed, csmithFirstLine(skip))
			if len(res.Skipped) > maxSkips {
				return nil, fmt.Errorf("bench csmith: %d seeds skipped (the last: %s)", len(res.Skipped), csmithFirstLine(skip))
			}
			continue
		}
		res.Programs = append(res.Programs, *p)
		for _, f := range p.Files {
			if !f.Match {
				fmt.Fprintf(log, "bench csmith: seed %d %s: MISMATCH: %s\n", seed, f.Level, f.Why)
			}
		}
		if n := len(res.Programs); n%10 == 0 || n == cfg.Count {
			irf, lli := res.Totals()
			speed := ""
			if res.lliRun() {
				speed = fmt.Sprintf(", lli %.1fs (%.2fx)", lli.Seconds(), ratio(irf, lli))
			}
			fmt.Fprintf(log, "bench csmith: %d/%d programs (seed %d, %d skipped): O0 %d/%d O2 %d/%d match; irfuzz %.1fs%s, %s elapsed\n",
				n, cfg.Count, seed, len(res.Skipped), res.MatchesAt(0), n, res.MatchesAt(1), n,
				irf.Seconds(), speed, time.Since(start).Round(time.Second))
		}
	}
	res.Wall = time.Since(start)
	return res, nil
}

// csmithFirstLine is s up to its first newline.
func csmithFirstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// measureCsmith makes and measures the program of seed; a non-empty skip
// says why the seed is left out.
func measureCsmith(ctx context.Context, cfg *CsmithConfig, dir string, seed uint64) (p *CsmithProgram, skip string, err error) {
	csrc, ll, err := csmith.Program(ctx, seed, cfg.Options, cfg.Clang, dir)
	if err != nil {
		if ctx.Err() != nil {
			return nil, "", err
		}
		return nil, "generation: " + err.Error(), nil
	}
	out, wall, err := csmith.RunNative(ctx, cfg.CC, csrc, dir, cfg.NativeTimeout)
	if err != nil {
		if ctx.Err() != nil {
			return nil, "", err
		}
		if errors.Is(err, csmith.ErrTimeout) {
			return nil, fmt.Sprintf("native run did not finish in %s", cfg.NativeTimeout), nil
		}
		return nil, "native: " + err.Error(), nil
	}
	stem := filepath.Join(dir, fmt.Sprintf("p%d", seed))
	files := [2]string{stem + ".ll", stem + ".O2.ll"}
	if err := os.WriteFile(stem+".c", csrc, 0o644); err != nil {
		return nil, "", err
	}
	if err := os.WriteFile(files[0], ll, 0o644); err != nil {
		return nil, "", err
	}
	r := native.Run(ctx, native.DefaultLimits, dir, cfg.Opt, "-O2", "-S", files[0], "-o", files[1])
	if !r.OK() {
		return nil, "", fmt.Errorf("%s: %s: %s", r.CommandLine(), r.Describe(), strings.TrimSpace(string(r.Stderr)))
	}
	p = &CsmithProgram{Seed: seed, Native: string(out), NativeWall: wall}
	for i, file := range files {
		f := &p.Files[i]
		f.Level = CsmithLevels[i]
		src, err := os.ReadFile(file)
		if err != nil {
			return nil, "", err
		}
		f.Lines = bytes.Count(src, []byte("\n"))
		if err := cfg.irfuzzExec(ctx, dir, file, p.Native, f); err != nil {
			return nil, "", err
		}
		if cfg.LLI != NoLLI {
			cfg.lliRun(ctx, dir, file, p.Native, f)
		}
	}
	return p, "", nil
}

// nativeStatus is the exit status of every measured native run: RunNative
// reports any other status as an error, and the seed is then skipped.
const nativeStatus = 0

// irfuzzExec runs `irfuzz exec file` (as a process, or in-process when
// cfg.Irfuzz is ""), times it, and compares what it printed with the
// native output.
func (cfg *CsmithConfig) irfuzzExec(ctx context.Context, dir, file, want string, f *CsmithFile) error {
	var stdout, stderr string
	code := 0
	if cfg.Irfuzz != "" {
		r := native.Run(ctx, native.Limits{Timeout: cfg.IrfuzzTimeout}, dir, cfg.Irfuzz, "exec", file)
		f.Irfuzz = r.Wall
		if r.StartErr != nil {
			return fmt.Errorf("%s: %s", r.CommandLine(), r.Describe())
		}
		stdout, stderr = string(r.Stdout), string(r.Stderr)
		if r.TimedOut || r.Signal != "" {
			code = -1
			stderr += r.Describe() + "\n"
		} else {
			code = r.Exit
		}
	} else {
		start := time.Now()
		stdout, stderr, code = execInProcess(file)
		f.Irfuzz = time.Since(start)
	}
	// The outcome line ("exit 0", "UB: ...") is the last line exec writes to
	// standard error.
	f.Outcome = csmithLastLine(stderr)
	wantOutcome := fmt.Sprintf("exit %d", nativeStatus)
	switch {
	case stdout != want:
		f.Why = fmt.Sprintf("output %q, native %q (%s)", clipString(stdout, 200), clipString(want, 200), clipString(strings.TrimSpace(stderr), 300))
		f.Stdout = clipString(stdout, 4096)
	case code != 0 || f.Outcome != wantOutcome:
		f.Why = fmt.Sprintf("same output, but irfuzz exec exit %d, outcome %q, want %q (%s)", code, f.Outcome, wantOutcome, clipString(strings.TrimSpace(stderr), 300))
	default:
		f.Match = true
	}
	return nil
}

// execInProcess does what `irfuzz exec file` does for a module with main
// (cmd/irfuzz execProgram with the default flags) and returns what it
// would print and its exit code.
func execInProcess(file string) (stdout, stderr string, code int) {
	src, err := os.ReadFile(file)
	if err != nil {
		return "", fmt.Sprintf("irfuzz: %v\n", err), 2
	}
	m, err := ir.Parse(file, src)
	if err != nil {
		return "", err.Error() + "\n", 2
	}
	prog, err := semantics.Load(m)
	if err != nil {
		return "", fmt.Sprintf("irfuzz exec: %v\n", err), 2
	}
	if main := prog.FuncByName("main"); main == nil || main.IsDeclaration() {
		return "", "irfuzz exec: no definition of main\n", 2
	}
	mach := prog.NewMachine(semantics.Config{MaxSteps: 1e9, MaxMem: 1 << 30})
	outs := mach.MainBehaviours([]string{file}, 256)
	for _, o := range outs {
		switch o.Kind {
		case semantics.UndefinedBehaviour:
			code = max(code, 1)
		case semantics.NoResult, semantics.Unsupported:
			code = 2
		}
	}
	var eb strings.Builder
	if len(outs) > 1 {
		fmt.Fprintf(&eb, "irfuzz exec: the program has %d behaviours; the first follows\n", len(outs))
	}
	o := &outs[0]
	eb.Write(o.Stderr)
	fmt.Fprintln(&eb, o.String())
	return string(o.Stdout), eb.String(), code
}

// lliRun runs and times `lli -force-interpreter file`.
func (cfg *CsmithConfig) lliRun(ctx context.Context, dir, file, want string, f *CsmithFile) {
	r := native.Run(ctx, native.Limits{Timeout: cfg.LLITimeout}, dir, cfg.LLI, "-force-interpreter", file)
	f.LLI = r.Wall
	switch {
	case r.TimedOut:
		f.LLI, f.LLITimedOut = cfg.LLITimeout, true
		f.LLIWhy = fmt.Sprintf("timed out after %s", cfg.LLITimeout)
	case !r.OK():
		f.LLIWhy = r.Describe()
		if msg := csmithFirstLine(strings.TrimSpace(string(r.Stderr))); msg != "" {
			f.LLIWhy += ": " + clipString(msg, 200)
		}
	case string(r.Stdout) != want:
		f.LLIWhy = fmt.Sprintf("output %q, native %q", clipString(string(r.Stdout), 200), clipString(want, 200))
	default:
		f.LLIOK = true
	}
}

// csmithLastLine is the last non-empty line of s.
func csmithLastLine(s string) string {
	s = strings.TrimRight(s, "\n")
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}

// clipString cuts s to at most n bytes, marking the cut.
func clipString(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "[...]"
}

// WriteTable prints the result: a summary table per IR file level and in
// all, then the mismatches, lli's timeouts and disagreements, and the
// skipped seeds.
func (r *CsmithResult) WriteTable(w io.Writer) error {
	c := r.Config
	fmt.Fprintf(w, "programs: %d Csmith programs from seed %d (%d seeds skipped), each as clang -O0 IR and opt -O2 of it\n",
		len(r.Programs), c.Seed, len(r.Skipped))
	if c.Irfuzz != "" {
		fmt.Fprintf(w, "irfuzz:   %s exec FILE.ll as a process (abstract mode, default budgets), wall time\n", c.Irfuzz)
	} else {
		fmt.Fprintf(w, "irfuzz:   exec in-process (parse, load, MainBehaviours), wall time\n")
	}
	if r.lliRun() {
		fmt.Fprintf(w, "lli:      %s -force-interpreter FILE.ll as a process, wall time (timeout %s, counted as the timeout)\n", c.LLI, c.LLITimeout)
	} else {
		fmt.Fprintf(w, "lli:      not run\n")
	}
	fmt.Fprintf(w, "native:   the C compiled by %s -O0 and run: the reference output\n\n", c.CC)

	t := tablewriter.NewTable(w, tablewriter.WithHeaderAutoFormat(tw.Off))
	t.Header("IR", "files", "irfuzz == native", "irfuzz total s", "lli total s", "lli ok", "lli timeouts", "ratio", "ratio (lli finished)", "ratio (lli ok)")
	for i := -1; i < 2; i++ {
		name, files := "all", r.Files()
		if i >= 0 {
			name, files = CsmithLevels[i], len(r.Programs)
		}
		irf, lli := r.totals(i, allFiles)
		firf, flli := r.totals(i, lliFinished)
		airf, alli := r.totals(i, lliAgreed)
		matches, ok, timeouts := 0, 0, 0
		for _, p := range r.Programs {
			for j, f := range p.Files {
				if i >= 0 && j != i {
					continue
				}
				if f.Match {
					matches++
				}
				if f.LLIOK {
					ok++
				}
				if f.LLITimedOut {
					timeouts++
				}
			}
		}
		lliCells := []any{"-", "-", "-", "-", "-", "-"}
		if r.lliRun() {
			lliCells = []any{fmt.Sprintf("%.2f", lli.Seconds()), fmt.Sprintf("%d/%d", ok, files), timeouts,
				fmt.Sprintf("%.2fx", ratio(irf, lli)), fmt.Sprintf("%.2fx", ratio(firf, flli)), fmt.Sprintf("%.2fx", ratio(airf, alli))}
		}
		if err := t.Append(append([]any{name, files, fmt.Sprintf("%d/%d", matches, files), fmt.Sprintf("%.2f", irf.Seconds())}, lliCells...)...); err != nil {
			return err
		}
	}
	if err := t.Render(); err != nil {
		return err
	}
	if r.lliRun() {
		fmt.Fprintf(w, "ratio = lli total wall / irfuzz total wall (> 1: irfuzz exec is faster), over all files, the files lli\n")
		fmt.Fprintf(w, "finished in time, and the files lli ran correctly (no crash); whole run %s\n", r.Wall.Round(time.Second))
	}
	list := func(title string, items []string) {
		if len(items) == 0 {
			return
		}
		fmt.Fprintf(w, "\n%s (%d):\n", title, len(items))
		for i, s := range items {
			if i == 20 {
				fmt.Fprintf(w, "  ... and %d more\n", len(items)-i)
				break
			}
			fmt.Fprintf(w, "  %s\n", s)
		}
	}
	list("MISMATCH: irfuzz exec did not print the native output", r.Mismatches())
	list("lli timeouts", r.LLITimeouts())
	list("lli disagrees with the native program (not an irfuzz failure)", r.LLIDisagreements())
	var skips []string
	for _, s := range r.Skipped {
		skips = append(skips, fmt.Sprintf("seed %d: %s", s.Seed, clipString(csmithFirstLine(s.Reason), 200)))
	}
	list("skipped seeds", skips)
	return nil
}
