package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strings"

	"github.com/olekukonko/tablewriter"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/lazyre"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
)

// checkJSON is the output of `irfuzz check --json`.
type checkJSON struct {
	File        string        `json:"file"`
	LLVM        string        `json:"llvm"`         // the toolchain's full version
	Tests       int           `json:"tests"`        // test functions checked
	Inputs      int           `json:"inputs"`       // (function, input) pairs at the IR level
	NativeSteps int           `json:"native_steps"` // harness calls run
	Findings    []findingJSON `json:"findings"`     // exit 1 when not empty
	Errors      []string      `json:"errors,omitempty"`
	// Rejected are native differences that are no finding (the source's
	// own builds do the same, or the witness alone does not show them).
	Rejected []string `json:"rejected,omitempty"`
	// NotFindings counts the native differences that are no finding, by
	// reason (oracle.Result.NotFindings).
	NotFindings map[string]int `json:"not_findings,omitempty"`
	// Fallbacks counts test functions GlobalISel left to SelectionDAG.
	Fallbacks int `json:"gisel_fallbacks"`
	// Cells are the native cells ("target/level") run.
	Cells map[string]*oracle.CellRun `json:"cells,omitempty"`
	// Adapted says how the module was rewritten for the release, when it
	// used what the release cannot read (ir.ForRelease).
	Adapted []string `json:"adapted_for_release,omitempty"`
	// Interrupted: SIGINT or SIGTERM stopped the check of this module
	// (exit 3); the figures and findings are those until then.
	Interrupted bool `json:"interrupted,omitempty"`
	// NotJudged says why the module was not judged at all: a program
	// whose output was not checked (the source's undefined behaviour, a
	// budget, something unsupported), or a module with no test function
	// (why it has none); "" when something was judged.
	NotJudged string `json:"not_judged,omitempty"`
}

// findingJSON is an oracle.Finding (its finding.json fields) and where it
// was stored.
type findingJSON struct {
	*finding.Finding
	Dir        string `json:"dir,omitempty"` // the finding directory; "" when seen before
	SeenBefore bool   `json:"seen_before"`   // its signature was already in the output directory
	// SeenIn are the cells (pipeline, target and level) where the same
	// bug showed on the same function: one entry for them all.
	SeenIn []string `json:"seen_in,omitempty"`
}

// levelFree is f's bug key without its llc level: a native miscompile's
// signature names its target and level ("native-miscompile/aarch64/O2/
// ..."), and the same wrong code at -O0 and -O2 of one target (a back-end
// bug the levels share, such as a lowering both selectors' paths take) is
// one bug seen in two cells. Other targets stay apart: another back end
// (or instruction selector) is another bug until shown the same.
func levelFree(f *finding.Finding) string {
	k := finding.BugKey(f)
	if f.Kind != finding.KindNative || f.Target == "" || f.Level == "" {
		return k
	}
	return strings.Replace(k, "/"+f.Target+"/"+f.Level+"/", "/"+f.Target+"/", 1)
}

// findingCell names where a finding showed: "opt O2", "opt O1, aarch64
// at -O2", "x86_64 at -O0".
func findingCell(f *finding.Finding) string {
	var parts []string
	if f.Pipeline != "" {
		parts = append(parts, "opt "+f.Pipeline)
	}
	if f.Target != "" {
		c := f.Target
		if f.Level != "" {
			c += " at -" + f.Level
		}
		parts = append(parts, c)
	}
	if len(parts) == 0 {
		return f.Tool
	}
	return strings.Join(parts, ", ")
}

// groupFindings makes one entry per bug and function: a finding seen on
// several pipelines and levels (the same bug key but for the llc level,
// the same test function) is the first one's entry with every cell listed.
func groupFindings(fs []*finding.Finding) []findingJSON {
	var out []findingJSON
	at := map[string]int{}
	for _, f := range fs {
		k := levelFree(f) + "\x00" + f.Function
		if i, ok := at[k]; ok {
			if c := findingCell(f); !slices.Contains(out[i].SeenIn, c) {
				out[i].SeenIn = append(out[i].SeenIn, c)
			}
			continue
		}
		at[k] = len(out)
		out = append(out, findingJSON{f, f.Dir, f.Dir == "", []string{findingCell(f)}})
	}
	return out
}

// checkProgramSteps is check's whole-program step budget: a test program
// of LLVM's test-suite runs up to 4.4*10^9 instructions (uint64_to_float),
// and a person checking a program expects it judged, as lli runs it to its
// end; a program that never ends costs a few minutes before it is "not
// judged: step budget". Campaigns keep the oracle's 10^8 for generated
// programs.
const checkProgramSteps = 1e10

// runCheck implements `irfuzz check FILE.ll...`.
func runCheck(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz check FILE.ll... [--llvm V] [--pipelines P,...] [--targets T,...] [--out DIR] [--args 'A B'] [--program-steps N] [--functions] [--cells] [--disable-undef-input] [--disable-poison-input] [--json]\n" +
		"exit: 0 no findings, 1 findings, 2 bad input or a missing tool, 3 interrupted by SIGINT/SIGTERM (what was checked until then is printed)"
	fs := newFlagSet("check", usageLine, stderr)
	of := addOracleFlags(fs)
	progArgs := fs.String("args", "", "a module that defines main is checked as a C program, run with these space-separated `arguments`")
	functions := fs.Bool("functions", false, "check a module that defines main function by function, as a module of test functions (its functions other than main), instead of as a C program")
	out := fs.String("out", "irfuzz-check", "output `dir`ectory for findings")
	seed := fs.Uint64("seed", 1, "seed of the random inputs")
	progSteps := fs.Uint64("program-steps", checkProgramSteps, "the reference interpreter's step budget for one run of a whole program (`N` instructions, about a minute per 4*10^9 on one core; a target run gets four times the steps the source took)")
	cells := fs.Bool("cells", false, "print a table of the native cells (target, llc level) run: builds, harness calls judged, findings")
	asJSON := addJSONFlag(fs)
	pos, code, ok := parseCommand(fs, args, 1, math.MaxInt, stdout, stderr)
	if !ok {
		return code
	}
	if *of.inputs == 0 {
		*of.inputs = 200
	}
	ocfg, err := of.config("")
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz check: %v\n", err)
		return exitUsage
	}
	ocfg.Exhaustive = 16
	ocfg.ProgramSteps = cmp.Or(*progSteps, checkProgramSteps)
	ocfg.NativeInputs = 64
	store, err := finding.OpenStore(*out)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz check: %v\n", err)
		return exitUsage
	}
	orc, err := oracle.New(ocfg, store)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz check: %v\n", err)
		return exitUsage
	}
	ctx, stop := interruptible()
	defer stop()
	ret := exitOK
	var all []*checkJSON
	for _, path := range pos {
		j, code := checkFile(ctx, orc, ocfg, path, *seed, strings.Fields(*progArgs), *functions, stdout, stderr, *asJSON)
		if j != nil {
			all = append(all, j)
		}
		ret = max(ret, code)
		if ctx.Err() != nil {
			fmt.Fprintf(stderr, "irfuzz check: interrupted after %d of %d modules\n", len(all), len(pos))
			ret = exitInterrupted
			break
		}
	}
	if *asJSON {
		if len(all) == 0 {
			return ret // nothing was checked: the errors are on stderr
		}
		var v any = all
		if len(all) == 1 && len(pos) == 1 {
			v = all[0]
		}
		return max(printJSON(stdout, stderr, "check", v), ret)
	}
	if *cells {
		if err := printCells(stdout, all); err != nil {
			fmt.Fprintf(stderr, "irfuzz check: %v\n", err)
			return exitUsage
		}
	}
	return ret
}

// checkFile checks one module and, without asJSON, prints what was found;
// its result is nil when the module could not be checked (exitUsage). A
// module that defines main is checked as a C program, or with functions
// as a module of test functions.
func checkFile(ctx context.Context, orc *oracle.Oracle, ocfg oracle.Config, path string, seed uint64, progArgs []string, functions bool, stdout, stderr io.Writer, asJSON bool) (*checkJSON, int) {
	m, ok := loadModule(path, stderr)
	if !ok {
		return nil, exitUsage
	}
	if err := ir.Verify(m); err != nil {
		fmt.Fprintf(stderr, "irfuzz check: %s: %v\n", path, err)
		return nil, exitUsage
	}
	m = oracle.PrepareForCheck(m)
	var res *oracle.Result
	var err error
	program := m.Func("main") != nil && !m.Func("main").IsDeclaration()
	if program && functions {
		program = false
		if err := dropMain(m); err != nil {
			j := &checkJSON{File: path, LLVM: ocfg.Toolchain.Version, Findings: []findingJSON{}, NotJudged: err.Error()}
			if !asJSON {
				fmt.Fprintf(stdout, "%s: not judged: %s, %s\n", path, j.NotJudged, ocfg.Toolchain)
			}
			return j, exitOK
		}
	}
	if program {
		res, err = orc.CheckProgram(ctx, m, oracle.Origin{Seed: seed, What: path}, progArgs)
	} else {
		res, err = orc.Check(ctx, m, oracle.Origin{Seed: seed, What: path})
	}
	interrupted := ctx.Err() != nil && res != nil
	if err != nil && !interrupted {
		fmt.Fprintf(stderr, "irfuzz check: %v\n", err)
		return nil, exitUsage
	}
	if res.Skipped != "" {
		fmt.Fprintf(stderr, "irfuzz check: cannot run %s: %s\n", path, res.Skipped)
		return nil, exitUsage
	}
	if len(res.Adapted) > 0 {
		fmt.Fprintf(stderr, "irfuzz check: %s: printed for LLVM %d, which cannot read it as it is: %s\n", path, ocfg.Toolchain.Major, strings.Join(res.Adapted, ", "))
	}
	for _, e := range res.Errors {
		fmt.Fprintf(stderr, "irfuzz check: %s\n", e)
	}
	for _, r := range res.Rejected {
		fmt.Fprintf(stderr, "irfuzz check: not a finding: %s\n", r)
	}
	j := &checkJSON{File: path, LLVM: ocfg.Toolchain.Version, Tests: res.Tests, Inputs: res.Inputs, NativeSteps: res.Steps,
		Findings: []findingJSON{}, Errors: res.Errors, Rejected: res.Rejected, NotFindings: res.NotFindings, Fallbacks: res.Fallbacks, Cells: res.Cells, Adapted: res.Adapted,
		Interrupted: interrupted, NotJudged: notJudged(program, res)}
	if interrupted && j.NotJudged != "" {
		// The signal cut the interpreter's run short (as a budget does):
		// say so first.
		j.NotJudged = "interrupted by SIGINT/SIGTERM before it was judged (the run stopped with: " + j.NotJudged + ")"
	}
	j.Findings = append(j.Findings, groupFindings(res.Findings)...)
	ret := exitOK
	switch {
	case interrupted:
		// Not everything was checked: what was is printed.
		fmt.Fprintf(stderr, "irfuzz check: %s: interrupted: the figures and findings are those until then\n", path)
		ret = exitInterrupted
	case len(res.Findings) > 0:
		ret = exitNo
	}
	if asJSON {
		return j, ret
	}
	switch {
	case program && res.Unjudged != "":
		fmt.Fprintf(stdout, "%s: a program whose output was not judged (%s); tools run for crashes, %s\n", path, res.Unjudged, ocfg.Toolchain)
	case j.NotJudged != "":
		fmt.Fprintf(stdout, "%s: not judged: %s, %s\n", path, j.NotJudged, ocfg.Toolchain)
	case program:
		fmt.Fprintf(stdout, "%s: a program, %d native runs, %s\n", path, res.Steps, ocfg.Toolchain)
	default:
		fmt.Fprintf(stdout, "%s: %d test functions, %d inputs, %d native calls, %s\n", path, res.Tests, res.Inputs, res.Steps, ocfg.Toolchain)
	}
	for _, why := range slices.Sorted(maps.Keys(res.NotFindings)) {
		fmt.Fprintf(stdout, "not a finding: %d native difference(s): %s\n", res.NotFindings[why], why)
	}
	for _, line := range unjudgedCells(res.Cells) {
		fmt.Fprintln(stdout, line)
	}
	if res.Fallbacks > 0 {
		fmt.Fprintf(stdout, "GlobalISel fell back to SelectionDAG %d times (those functions were not judged on GlobalISel targets)\n", res.Fallbacks)
	}
	for _, g := range j.Findings {
		f := g.Finding
		where := f.Dir
		if where == "" {
			where = "(seen before)"
		}
		fmt.Fprintf(stdout, "%s: %s\n  %s\n", f.Kind, f.Signature, where)
		if len(g.SeenIn) > 1 {
			fmt.Fprintf(stdout, "  seen in %d cells: %s\n", len(g.SeenIn), strings.Join(g.SeenIn, "; "))
		}
		if f.Function != "" {
			fmt.Fprintf(stdout, "  @%s(%s): expected %s, got %s\n", f.Function, f.Input, f.Expected, f.Actual)
		}
		if f.Evidence != "" {
			fmt.Fprintf(stdout, "  evidence: %s\n", f.Evidence)
		}
	}
	switch {
	case ret == exitOK:
		fmt.Fprintln(stdout, "no findings")
	case ret == exitInterrupted && len(res.Findings) == 0:
		fmt.Fprintln(stdout, "no findings until interrupted")
	}
	return j, ret
}

// printCells prints the native cells the checks ran, summed over the
// modules: for each target and level, the modules built there, the
// builds, the harness calls judged, the findings, and why calls were not
// judged there (every cell with builds and no calls says why).
func printCells(w io.Writer, checks []*checkJSON) error {
	type row struct {
		modules, builds, calls, findings int
		why                              []string
	}
	rows := map[string]*row{}
	get := func(name string) *row {
		if rows[name] == nil {
			rows[name] = &row{}
		}
		return rows[name]
	}
	for _, j := range checks {
		for name, c := range j.Cells {
			r := get(name)
			r.modules++
			r.builds += c.Builds
			r.calls += c.Calls
			for _, y := range c.Why {
				if !slices.Contains(r.why, y) {
					r.why = append(r.why, y)
				}
			}
		}
		for _, f := range j.Findings {
			if f.Target != "" {
				get(f.Target+"/"+f.Level).findings++
			}
		}
	}
	names := slices.Sorted(maps.Keys(rows))
	t := tablewriter.NewWriter(w)
	t.Header("cell", "modules", "builds", "calls judged", "findings", "why not judged")
	for _, name := range names {
		r := rows[name]
		if err := t.Append(name, r.modules, r.builds, r.calls, r.findings, strings.Join(r.why, "; ")); err != nil {
			return err
		}
	}
	return t.Render()
}

// unjudgedCells are the lines that say why cells that built the module
// judged no call: one per reason, naming its cells.
func unjudgedCells(cells map[string]*oracle.CellRun) []string {
	byWhy := map[string][]string{}
	for _, name := range slices.Sorted(maps.Keys(cells)) {
		c := cells[name]
		if c.Builds > 0 && c.Calls == 0 {
			why := strings.Join(c.Why, "; ")
			byWhy[why] = append(byWhy[why], name)
		}
	}
	var lines []string
	for _, why := range slices.Sorted(maps.Keys(byWhy)) {
		lines = append(lines, fmt.Sprintf("no call judged on %s: %s", strings.Join(byWhy[why], ", "), why))
	}
	return lines
}

// dropMain takes the definition of main out of m, for --functions: the
// harness that calls the test functions defines its own main. The
// program's constructors and destructors (@llvm.global_ctors and
// @llvm.global_dtors) go too: they are part of a run of the program, and
// in the harness's process they would run around it (their output mixed
// into its reports); they stay test functions. It fails when anything in
// m refers to main (a call, its address in an instruction or a constant),
// which would reach the harness's main.
func dropMain(m *ir.Module) error {
	main := m.Func("main")
	if len(main.Uses()) > 0 {
		return fmt.Errorf("--functions: @main is used by %d instructions", len(main.Uses()))
	}
	if err := m.RemoveFunction(main); err != nil {
		return fmt.Errorf("--functions: %v", err)
	}
	for _, name := range []string{"llvm.global_ctors", "llvm.global_dtors"} {
		if g := m.Global(name); g != nil {
			if err := m.RemoveGlobal(g); err != nil {
				return fmt.Errorf("--functions: %v", err)
			}
		}
	}
	if mainRef.MatchString(m.String()) {
		return fmt.Errorf("--functions: a constant refers to @main")
	}
	return nil
}

// mainRef matches a reference to @main in a printed module.
var mainRef = lazyre.New(`@main\b[^.$]`)

// notJudged says why a checked module was not judged at all, or "": a
// program's Result.Unjudged, or for a module of test functions with none
// judged, Result.Unjudged's reason.
func notJudged(program bool, res *oracle.Result) string {
	switch {
	case res.Unjudged != "":
		return res.Unjudged
	case !program && res.Tests == 0:
		return "no test function"
	}
	return ""
}
