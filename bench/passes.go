package bench

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/native"
)

// PassActivityConfig says what `irfuzz bench passes` measures: over
// Modules generated modules, the share of test functions each pass of
// opt's pipelines and of llc's changes (see passes_parse.go for the
// rule that decides a change).
type PassActivityConfig struct {
	LLVM    int    // release under test (0: the newest installed)
	Modules int    // generated modules (seeds Seed, Seed+1, ...)
	Seed    uint64 // first generator seed
	// Pipelines are opt's pipelines, run as -passes=default<P>: O1, O2,
	// O3, Os, Oz.
	Pipelines []string
	// Targets are llc's targets (native.Targets names), each compiled at
	// every one of Levels (O0..O3), from the generated (unoptimized)
	// module, with the target's llc flags as a campaign uses them.
	Targets []string
	Levels  []string
	// Floors are the least shares the run is to show; they are judged
	// into the result (PassActivityResult.Floors).
	Floors []PassFloor
	Jobs   int           // modules measured at once (0: the number of CPUs)
	Limits native.Limits // of each tool run (zero: native's defaults)
	// Progress, when set, gets a line every tenth of the modules.
	Progress io.Writer
}

// DefaultPassActivityConfig is what `irfuzz bench passes` measures when
// no flag is given.
var DefaultPassActivityConfig = PassActivityConfig{
	Modules: 100, Seed: 1, Pipelines: []string{"O2", "O3"},
	Targets: []string{"x86_64", "aarch64"}, Levels: []string{"O2", "O0"},
	Floors: DefaultPassFloors,
}

// DefaultPassFloors are the floors the generator is to reach at
// default<O3>: each of these passes changes at least 5% of the test
// functions (SCCP counts with IPSCCP: either one).
var DefaultPassFloors = []PassFloor{
	{Column: "O3", Passes: []string{"SLPVectorizerPass"}, Min: 0.05},
	{Column: "O3", Passes: []string{"LoopVectorizePass"}, Min: 0.05},
	{Column: "O3", Passes: []string{"InstCombinePass"}, Min: 0.05},
	{Column: "O3", Passes: []string{"ConstraintEliminationPass"}, Min: 0.05},
	{Column: "O3", Passes: []string{"SCCPPass", "IPSCCPPass"}, Min: 0.05},
	{Column: "O3", Passes: []string{"GVNPass"}, Min: 0.05},
	{Column: "O3", Passes: []string{"LICMPass"}, Min: 0.05},
}

// PassFloor is a least share of test functions that one of Passes (any
// of them: the share of functions at least one changes) is to change in
// column Column.
type PassFloor struct {
	Column string   // a column name: an opt pipeline (O3) or llc's TARGET/LEVEL (x86_64/O2)
	Passes []string // canonical pass names
	Min    float64  // least share, 0..1
	// Share is the share measured, and Ran whether any of the passes ran
	// at all (filled in by PassActivity).
	Share float64
	Ran   bool
}

// Below reports whether a judged floor was missed.
func (f PassFloor) Below() bool { return f.Share < f.Min }

// String spells the floor as --min does: [COLUMN:]PASS[|PASS...]=SHARE.
func (f PassFloor) String() string {
	return f.Column + ":" + strings.Join(f.Passes, "|") + "=" + strconv.FormatFloat(f.Min, 'g', -1, 64)
}

// ParsePassFloors reads floors spelled [COLUMN:]PASS[|PASS...]=SHARE,
// separated by commas; SHARE is a fraction (0.05) or a percentage (5%);
// the column is O3 when not given. An empty string is no floor.
func ParsePassFloors(s string) ([]PassFloor, error) {
	var out []PassFloor
	for item := range strings.SplitSeq(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		lhs, share, ok := strings.Cut(item, "=")
		if !ok {
			return nil, fmt.Errorf("floor %q: want PASS=SHARE", item)
		}
		f := PassFloor{Column: "O3"}
		if col, passes, ok := strings.Cut(lhs, ":"); ok {
			f.Column, lhs = col, passes
		}
		for p := range strings.SplitSeq(lhs, "|") {
			if p = strings.TrimSpace(p); p != "" {
				f.Passes = append(f.Passes, p)
			}
		}
		pct := strings.HasSuffix(share, "%")
		v, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(share), "%"), 64)
		if pct {
			v /= 100
		}
		if err != nil || v < 0 || v > 1 || len(f.Passes) == 0 {
			return nil, fmt.Errorf("floor %q: want PASS=SHARE with SHARE in 0..1 or 0%%..100%%", item)
		}
		f.Min = v
		out = append(out, f)
	}
	return out, nil
}

// PassColumn is what one tool configuration did over the modules: opt
// with a pipeline, or llc for a target at a level.
type PassColumn struct {
	Name    string   // O3, x86_64/O2
	Tool    string   // opt or llc
	Argv    []string // the first module's command line
	Modules int      // modules the tool ran on
	Funcs   int      // test functions in them
	// Changed maps each pass that ran to the test functions it changed.
	Changed map[string]int
	// Failed says why modules were left out (the tool failed on them).
	Failed []string

	sets map[string]map[funcKey]bool // pass -> the functions it changed
}

// funcKey names a test function of the run: its module and name.
type funcKey struct {
	module int
	name   string
}

// Share is the share of the column's test functions that pass changed.
func (c *PassColumn) Share(pass string) float64 { return c.ShareAny([]string{pass}) }

// ShareAny is the share of the column's test functions that at least
// one of passes changed.
func (c *PassColumn) ShareAny(passes []string) float64 {
	if c.Funcs == 0 {
		return 0
	}
	union := map[funcKey]bool{}
	for _, p := range passes {
		for k := range c.sets[p] {
			union[k] = true
		}
	}
	return float64(len(union)) / float64(c.Funcs)
}

// Ran reports whether pass ran in the column (on any function).
func (c *PassColumn) Ran(pass string) bool {
	_, ok := c.Changed[pass]
	return ok
}

// add counts one module's trace.
func (c *PassColumn) add(k int, t *passTrace) {
	c.Modules++
	c.Funcs += len(t.funcs)
	for _, p := range t.passes {
		if c.sets[p] == nil {
			c.sets[p] = map[funcKey]bool{}
		}
		for f := range t.changed[p] {
			c.sets[p][funcKey{k, f}] = true
		}
		c.Changed[p] = len(c.sets[p])
	}
}

// PassActivityResult is what `irfuzz bench passes` measured.
type PassActivityResult struct {
	Config  PassActivityConfig
	Version string        // the toolchain (LLVM 19.1.7 (/usr/lib/llvm-19/bin))
	Columns []*PassColumn // opt's pipelines, then llc's targets and levels
	Floors  []PassFloor   // Config.Floors, judged
	Wall    time.Duration
}

// Column returns the column called name, or nil.
func (r *PassActivityResult) Column(name string) *PassColumn {
	for _, c := range r.Columns {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// Below lists the floors the run missed.
func (r *PassActivityResult) Below() []PassFloor {
	var out []PassFloor
	for _, f := range r.Floors {
		if f.Below() {
			out = append(out, f)
		}
	}
	return out
}

// passJob is one tool configuration: a column's way of running a module.
type passJob struct {
	col   *PassColumn
	argv  func(file string, tests []string) []string
	parse func(out string, major int, tests map[string]bool) (*passTrace, error)
}

var optLevels = []string{"O0", "O1", "O2", "O3", "Os", "Oz"}

// passJobs builds the columns of cfg for toolchain tc.
func passJobs(cfg PassActivityConfig, tc *native.Toolchain) ([]passJob, error) {
	var jobs []passJob
	newCol := func(name, tool string) *PassColumn {
		return &PassColumn{Name: name, Tool: tool, Changed: map[string]int{}, sets: map[string]map[funcKey]bool{}}
	}
	for _, p := range cfg.Pipelines {
		if !slices.Contains(optLevels[1:], p) {
			return nil, fmt.Errorf("pipeline %q: want one of O1, O2, O3, Os, Oz", p)
		}
		jobs = append(jobs, passJob{col: newCol(p, "opt"), parse: parseOptChanged,
			argv: func(file string, _ []string) []string {
				argv := append([]string{tc.Opt}, tc.IRFlags()...)
				return append(argv, "-passes=default<"+p+">", "-print-changed", "-print-module-scope", "-disable-output", file)
			}})
	}
	for _, name := range cfg.Targets {
		tg, err := native.LookupTarget(name)
		if err != nil {
			return nil, err
		}
		if err := tg.CheckLLVM(tc.Major); err != nil {
			return nil, err
		}
		for _, lvl := range cfg.Levels {
			if !slices.Contains(optLevels[:4], lvl) {
				return nil, fmt.Errorf("llc level %q: want one of O0, O1, O2, O3", lvl)
			}
			tools := &native.Tools{TC: tc}
			jobs = append(jobs, passJob{col: newCol(name+"/"+lvl, "llc"), parse: parseLlc,
				argv: func(file string, tests []string) []string {
					return tools.LlcArgv(tg, lvl, file, os.DevNull, "-print-after-all", "-print-module-scope", "-print-changed",
						"-print-before=pre-isel-intrinsic-lowering", "-filter-print-funcs="+strings.Join(tests, ","))
				}})
		}
	}
	if len(jobs) == 0 {
		return nil, fmt.Errorf("nothing to measure: no pipeline and no target")
	}
	return jobs, nil
}

// moduleTraces is what every column's tool said about one module.
type moduleTraces struct {
	traces []*passTrace // per column; nil when the tool failed
	argvs  [][]string
	failed []string // per column: why (when traces[i] is nil)
	err    error    // the module could not be made
}

// measureModule generates module k and runs every column's tool on it.
func measureModule(ctx context.Context, cfg PassActivityConfig, gcfg gen.Config, tc *native.Toolchain, jobs []passJob, dir string, k int) moduleTraces {
	mt := moduleTraces{traces: make([]*passTrace, len(jobs)), argvs: make([][]string, len(jobs)), failed: make([]string, len(jobs))}
	seed := cfg.Seed + uint64(k)
	m, err := gen.Generate(seed, gcfg)
	if err != nil {
		mt.err = err
		return mt
	}
	var tests []string
	testSet := map[string]bool{}
	for _, f := range m.Funcs {
		if isTestFunc(f.Name) && len(f.Blocks) > 0 {
			tests = append(tests, f.Name)
			testSet[f.Name] = true
		}
	}
	file := filepath.Join(dir, fmt.Sprintf("m%d.ll", seed))
	if err := os.WriteFile(file, []byte(m.String()), 0o644); err != nil {
		mt.err = err
		return mt
	}
	defer os.Remove(file)
	for i, j := range jobs {
		argv := j.argv(file, tests)
		mt.argvs[i] = argv
		res := native.Run(ctx, cfg.Limits, dir, argv...)
		if !res.OK() {
			mt.failed[i] = fmt.Sprintf("seed %d: %s %s: %s", seed, filepath.Base(argv[0]), res.Describe(), errorLine(res.Stderr))
			continue
		}
		t, err := j.parse(string(res.Stderr), tc.Major, testSet)
		if err != nil {
			mt.failed[i] = fmt.Sprintf("seed %d: %v", seed, err)
			continue
		}
		mt.traces[i] = t
	}
	return mt
}

// errorLine is the line of a failed tool's stderr that says why: the
// first that names an error, else the last one that is not a dump's.
func errorLine(stderr []byte) string {
	last := ""
	for l := range strings.Lines(string(stderr)) {
		l = strings.TrimSpace(l)
		switch {
		case strings.Contains(l, "error:") || strings.Contains(l, "LLVM ERROR") || strings.Contains(l, "Assertion"):
			return l
		case l != "" && !strings.HasPrefix(l, "*** ") && !strings.HasPrefix(l, "# "):
			last = l
		}
	}
	return last
}

// isTestFunc reports whether name is a generator's test function: t
// and a number (gen names them @t0, @t1, ...).
func isTestFunc(name string) bool {
	if len(name) < 2 || name[0] != 't' {
		return false
	}
	_, err := strconv.Atoi(name[1:])
	return err == nil
}

// PassActivity generates cfg.Modules modules with the generator's
// default configuration for the release under test, runs each through
// opt's pipelines and llc's targets and levels with their change dumps,
// and counts, per pass, the test functions it changed.
func PassActivity(ctx context.Context, cfg PassActivityConfig) (*PassActivityResult, error) {
	start := time.Now()
	if cfg.Modules <= 0 {
		return nil, fmt.Errorf("bench passes: modules must be positive (got %d)", cfg.Modules)
	}
	tc, err := native.Find(cfg.LLVM, "")
	if err != nil {
		return nil, fmt.Errorf("bench passes: %w", err)
	}
	gcfg := gen.DefaultConfig()
	gcfg.LLVM = tc.Major
	if err := gcfg.Validate(); err != nil {
		return nil, fmt.Errorf("bench passes: the generator for LLVM %d: %w", tc.Major, err)
	}
	jobs, err := passJobs(cfg, tc)
	if err != nil {
		return nil, fmt.Errorf("bench passes: %w", err)
	}
	res := &PassActivityResult{Config: cfg, Version: tc.String()}
	for _, j := range jobs {
		res.Columns = append(res.Columns, j.col)
	}
	for _, f := range cfg.Floors {
		if res.Column(f.Column) == nil {
			return nil, fmt.Errorf("bench passes: floor %s: column %s is not measured (columns: %s)", f, f.Column, strings.Join(columnNames(res.Columns), ", "))
		}
	}
	dir, err := os.MkdirTemp("", "irfuzz-bench-passes-")
	if err != nil {
		return nil, fmt.Errorf("bench passes: %w", err)
	}
	defer os.RemoveAll(dir)
	all, err := measureAll(ctx, cfg, gcfg, tc, jobs, dir)
	if err != nil {
		return nil, err
	}
	for k, mt := range all {
		for i, j := range jobs {
			if k == 0 {
				j.col.Argv = mt.argvs[i]
			}
			if mt.traces[i] == nil {
				j.col.Failed = append(j.col.Failed, mt.failed[i])
				continue
			}
			j.col.add(k, mt.traces[i])
		}
	}
	for _, f := range cfg.Floors {
		c := res.Column(f.Column)
		f.Share = c.ShareAny(f.Passes)
		f.Ran = slices.ContainsFunc(f.Passes, c.Ran)
		res.Floors = append(res.Floors, f)
	}
	res.Wall = time.Since(start)
	return res, nil
}

// measureAll measures every module, cfg.Jobs at a time; the results are
// in module order.
func measureAll(ctx context.Context, cfg PassActivityConfig, gcfg gen.Config, tc *native.Toolchain, jobs []passJob, dir string) ([]moduleTraces, error) {
	workers := cfg.Jobs
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	all := make([]moduleTraces, cfg.Modules)
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for range min(workers, cfg.Modules) {
		wg.Go(func() {
			for k := range next {
				all[k] = measureModule(ctx, cfg, gcfg, tc, jobs, dir, k)
				mu.Lock()
				done++
				if cfg.Progress != nil && (done%max(1, cfg.Modules/10) == 0 || done == cfg.Modules) {
					fmt.Fprintf(cfg.Progress, "bench passes: %d/%d modules\n", done, cfg.Modules)
				}
				mu.Unlock()
			}
		})
	}
	for k := range cfg.Modules {
		if ctx.Err() != nil {
			break
		}
		next <- k
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("bench passes: %w", err)
	}
	for k, mt := range all {
		if mt.err != nil {
			return nil, fmt.Errorf("bench passes: module %d (seed %d): %w", k, cfg.Seed+uint64(k), mt.err)
		}
	}
	return all, nil
}

func columnNames(cs []*PassColumn) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Name)
	}
	return out
}

// WriteTable prints one table per tool: a row per pass that ran, a
// column per pipeline (opt) or target and level (llc), each cell the
// share of test functions the pass changed ("-": it did not run there);
// rows by the sum of their shares, largest first. Then the floors.
func (r *PassActivityResult) WriteTable(w io.Writer) error {
	fmt.Fprintf(w, "pass activity: %s, %d generated modules from seed %d, in %s\n", r.Version, r.Config.Modules, r.Config.Seed, r.Wall.Round(time.Second))
	fmt.Fprintf(w, "a cell is the share of test functions (@t0, @t1, ...) the pass changed at least once\n")
	for _, tool := range []string{"opt", "llc"} {
		var cols []*PassColumn
		for _, c := range r.Columns {
			if c.Tool == tool {
				cols = append(cols, c)
			}
		}
		if len(cols) == 0 {
			continue
		}
		if err := writePassTable(w, tool, cols); err != nil {
			return err
		}
	}
	if len(r.Floors) > 0 {
		fmt.Fprintf(w, "\nfloors:\n")
	}
	for _, f := range r.Floors {
		verdict := "ok"
		if f.Below() {
			verdict = "BELOW"
		}
		if !f.Ran {
			verdict += " (never ran: is the name right?)"
		}
		fmt.Fprintf(w, "  %-4s %-36s %6.1f%% >= %5.1f%%  %s\n", f.Column, strings.Join(f.Passes, " or "), 100*f.Share, 100*f.Min, verdict)
	}
	return nil
}

// writePassTable prints the table of one tool's columns.
func writePassTable(w io.Writer, tool string, cols []*PassColumn) error {
	fmt.Fprintf(w, "\n%s:", tool)
	for _, c := range cols {
		fmt.Fprintf(w, " %s %d test functions in %d modules", c.Name, c.Funcs, c.Modules)
		if len(c.Failed) > 0 {
			fmt.Fprintf(w, " (%d modules failed, first: %s)", len(c.Failed), c.Failed[0])
		}
		fmt.Fprintf(w, ";")
	}
	fmt.Fprintf(w, "\n  e.g. %s\n", native.ShellJoin(cols[0].Argv))
	passes := map[string]bool{}
	for _, c := range cols {
		for p := range c.Changed {
			passes[p] = true
		}
	}
	rows := make([]string, 0, len(passes))
	for p := range passes {
		rows = append(rows, p)
	}
	total := func(p string) float64 {
		s := 0.0
		for _, c := range cols {
			s += c.Share(p)
		}
		return s
	}
	slices.SortFunc(rows, func(a, b string) int {
		if c := cmp.Compare(total(b), total(a)); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	t := tablewriter.NewTable(w, tablewriter.WithHeaderAutoFormat(tw.Off))
	header := []any{"pass"}
	for _, c := range cols {
		header = append(header, c.Name)
	}
	t.Header(header...)
	for _, p := range rows {
		row := []any{p}
		for _, c := range cols {
			cell := "-"
			if c.Ran(p) {
				cell = fmt.Sprintf("%.1f%%", 100*c.Share(p))
			}
			row = append(row, cell)
		}
		if err := t.Append(row...); err != nil {
			return err
		}
	}
	return t.Render()
}
