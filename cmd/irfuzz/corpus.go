package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/olekukonko/tablewriter"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/rangecheck"
)

// defaultCorpusDir is where the corpus commands look without --dir.
const defaultCorpusDir = "corpus/cases"

const corpusUsage = `usage: irfuzz corpus add FINDING_DIR... [--dir D] [--json]
       irfuzz corpus list [DIR] [--dir D] [--json]
       irfuzz corpus check [DIR] [--dir D] [--llvm V]... [--llvm-bin DIR] [--jobs N] [--json] [--record]`

// runCorpus implements `irfuzz corpus add|list|check`.
func runCorpus(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, corpusUsage)
		return exitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		fmt.Fprintln(stdout, corpusUsage)
		fmt.Fprintf(stdout, "run 'irfuzz corpus SUBCOMMAND -h' for its flags; the default corpus directory is %s\n", defaultCorpusDir)
		return exitOK
	case "add":
		return runCorpusAdd(args[1:], stdout, stderr)
	case "list":
		return runCorpusList(args[1:], stdout, stderr)
	case "check":
		return runCorpusCheck(args[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "irfuzz corpus: unknown subcommand %q\n%s\n", args[0], corpusUsage)
	return exitUsage
}

// runCorpusAdd implements `irfuzz corpus add FINDING_DIR...`.
func runCorpusAdd(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("corpus add", "irfuzz corpus add FINDING_DIR... [--dir D] [--json]  (a reduced finding: DIR/reduced is used when it exists)", stderr)
	dir := fs.String("dir", defaultCorpusDir, "corpus `dir`ectory")
	asJSON := addJSONFlag(fs)
	pos, code, ok := parseCommand(fs, args, 1, 1<<20, stdout, stderr)
	if !ok {
		return code
	}
	// addition is one finding's outcome, as --json prints it.
	type addition struct {
		Finding   string `json:"finding"`
		File      string `json:"file"` // the new case, or the case that already has it
		Signature string `json:"signature"`
		Added     bool   `json:"added"`
	}
	var done []addition
	for _, fd := range pos {
		c, err := corpus.FromFinding(fd)
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz corpus add: %s: %v\n", fd, err)
			return exitUsage
		}
		path, added, err := corpus.Add(*dir, c)
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz corpus add: %v\n", err)
			return exitUsage
		}
		done = append(done, addition{Finding: fd, File: path, Signature: c.Signature, Added: added})
		switch {
		case *asJSON:
		case added:
			fmt.Fprintf(stdout, "added %s (%s)\n", path, c.Signature)
		default:
			fmt.Fprintf(stdout, "already in the corpus: %s (same signature or module as %s)\n", path, fd)
		}
	}
	if *asJSON {
		return printJSON(stdout, stderr, "corpus add", done)
	}
	return exitOK
}

// corpusDir is the corpus directory of `corpus list` or `corpus check`:
// its one positional argument, or --dir (dir, whose default is
// defaultCorpusDir). Both, naming different directories, is an error.
func corpusDir(fs *flag.FlagSet, dir string, pos []string) (string, error) {
	if len(pos) == 0 {
		return dir, nil
	}
	if flagsSet(fs)["dir"] && filepath.Clean(dir) != filepath.Clean(pos[0]) {
		return "", fmt.Errorf("two corpus directories: --dir %s and %s", dir, pos[0])
	}
	return pos[0], nil
}

// runCorpusList implements `irfuzz corpus list [DIR]`.
func runCorpusList(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("corpus list", "irfuzz corpus list [DIR] [--dir D] [--json]  (DIR or --dir: the corpus directory, default "+defaultCorpusDir+")", stderr)
	dirFlag := fs.String("dir", defaultCorpusDir, "corpus `dir`ectory (or give it as the argument)")
	asJSON := fs.Bool("json", false, "print a JSON array instead of a table")
	pos, code, ok := parseCommand(fs, args, 0, 1, stdout, stderr)
	if !ok {
		return code
	}
	dir, err := corpusDir(fs, *dirFlag, pos)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz corpus list: %v\n", err)
		return exitUsage
	}
	cases, err := corpus.Load(dir)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz corpus list: %v\n", err)
		return exitUsage
	}
	newest := newestInstalled()
	cases = corpus.ToFileFirst(cases, newest)
	if *asJSON {
		return writeListJSON(cases, newest, stdout, stderr)
	}
	t := tablewriter.NewWriter(stdout)
	t.Header("file", "kind", "signature", "status", "found", "LLVM", "states", "upstream")
	toFile := 0
	for _, c := range cases {
		up := c.Upstream
		if c.ToFile(newest) {
			up, toFile = "TO FILE "+up, toFile+1
		}
		status := c.Status
		if len(c.FixedIn) > 0 {
			status += " (fixed in " + ints(c.FixedIn) + ")"
		}
		llvm := c.LLVM
		if len(c.Applies) > 0 {
			llvm += " (applies: " + ints(c.Applies) + ")"
		}
		found := c.Found
		if when := c.FoundTime(); !when.IsZero() {
			found = when.UTC().Format(time.DateOnly)
		}
		if err := t.Append(filepath.Base(c.Path), c.Kind, clip(c.Signature, 72), status, found, llvm, statesText(c.States), orDash(up)); err != nil {
			fmt.Fprintf(stderr, "irfuzz corpus list: %v\n", err)
			return exitUsage
		}
	}
	if err := t.Render(); err != nil {
		fmt.Fprintf(stderr, "irfuzz corpus list: %v\n", err)
		return exitUsage
	}
	fmt.Fprintf(stdout, "%d cases in %s", len(cases), dir)
	if newest != "" {
		fmt.Fprintf(stdout, "; %d open on LLVM %s with no upstream issue recorded (to file, listed first)", toFile, newest)
	}
	fmt.Fprintln(stdout)
	return exitOK
}

// newestInstalled is the full version of the newest installed release
// the release table has a row for ("" when none is installed).
func newestInstalled() string {
	tcs := rangecheck.Installed()
	if len(tcs) == 0 {
		return ""
	}
	return tcs[len(tcs)-1].Version
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// stateJSON is one recorded state, as --json prints it.
type stateJSON struct {
	LLVM  string `json:"llvm"`
	State string `json:"state"`
}

// writeListJSON prints the cases as `corpus list --json` does.
func writeListJSON(cases []*corpus.Case, newest string, stdout, stderr io.Writer) int {
	type entry struct {
		File      string      `json:"file"`
		Kind      string      `json:"kind"`
		Signature string      `json:"signature"`
		Status    string      `json:"status"`
		Found     string      `json:"found,omitempty"`
		LLVM      string      `json:"llvm,omitempty"`
		FixedIn   []int       `json:"fixed_in,omitempty"`
		States    []stateJSON `json:"states,omitempty"`
		Applies   []int       `json:"applies,omitempty"`
		Upstream  string      `json:"upstream,omitempty"`
		ToFile    bool        `json:"to_file,omitempty"`
	}
	out := []entry{}
	for _, c := range cases {
		var sts []stateJSON
		for _, st := range c.States {
			sts = append(sts, stateJSON{st.Version, st.State})
		}
		out = append(out, entry{filepath.Base(c.Path), c.Kind, c.Signature, c.Status, c.Found, c.LLVM, c.FixedIn, sts, c.Applies, c.Upstream, c.ToFile(newest)})
	}
	return writeJSON(stdout, stderr, out)
}

// statesText prints recorded states as "14.0.6 open, 19.1.7 fixed" ("-"
// for none).
func statesText(sts []corpus.ReleaseState) string {
	if len(sts) == 0 {
		return "-"
	}
	var parts []string
	for _, st := range sts {
		parts = append(parts, st.String())
	}
	return strings.Join(parts, ", ")
}

// intList is a flag of integers that may be given several times.
type intList []int

func (l *intList) String() string { return ints(*l) }
func (l *intList) Set(s string) error {
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' }) {
		n, err := strconv.Atoi(w)
		if err != nil || n <= 0 {
			return fmt.Errorf("want an LLVM release like 19, found %q", w)
		}
		*l = append(*l, n)
	}
	return nil
}

// corpusCheckUsage is the usage line of `irfuzz corpus check`.
const corpusCheckUsage = "irfuzz corpus check [DIR] [--dir D] [--llvm V]... [--llvm-bin DIR] [--jobs N] [--json] [--record]  (DIR or --dir: the corpus directory, default " + defaultCorpusDir + ")\n" +
	"exit: 0 as recorded, 1 a regression or a failing expect-pass case, 2 bad input, 3 interrupted by SIGINT/SIGTERM (the results until then are printed)"

// runCorpusCheck implements `irfuzz corpus check [DIR]`.
func runCorpusCheck(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("corpus check", corpusCheckUsage, stderr)
	dirFlag := fs.String("dir", defaultCorpusDir, "corpus `dir`ectory (or give it as the argument)")
	var llvms intList
	fs.Var(&llvms, "llvm", "LLVM `release` to check on (repeatable; default: every installed one)")
	llvmBin := fs.String("llvm-bin", "", "`dir`ectory holding opt and llc to check with instead of installed releases")
	jobs := fs.Int("jobs", 0, "cases checked in parallel (default: the number of cores)")
	asJSON := fs.Bool("json", false, "print the results as a JSON array")
	record := fs.Bool("record", false, "write each case's state on each release checked (a state line, VERSION STATE: open, changed, fixed or pass) into the case files; a regression or a failure is not recorded")
	timeout := fs.Duration("tool-timeout", 60*time.Second, "time limit of one opt/llc/link run")
	pos, code, ok := parseCommand(fs, args, 0, 1, stdout, stderr)
	if !ok {
		return code
	}
	dir, err := corpusDir(fs, *dirFlag, pos)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz corpus check: %v\n", err)
		return exitUsage
	}
	cases, err := corpus.Load(dir)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz corpus check: %v\n", err)
		return exitUsage
	}
	if *llvmBin != "" && len(llvms) > 0 {
		fmt.Fprintln(stderr, "irfuzz corpus check: --llvm and --llvm-bin exclude each other")
		return exitUsage
	}
	tcs, err := native.FindAll(llvms, *llvmBin)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz corpus check: %v\n", err)
		return exitUsage
	}
	all, code := checkReleases(cases, tcs, *timeout, *jobs, !*asJSON, stdout, stderr)
	if code != exitOK && code != exitInterrupted {
		return code
	}
	if *record {
		for _, c := range corpus.Record(all) {
			if err := c.Write(); err != nil {
				fmt.Fprintf(stderr, "irfuzz corpus check: %v\n", err)
				return exitUsage
			}
			fmt.Fprintf(stderr, "recorded: %s (state: %s; status: %s)\n", c.Path, statesText(c.States), c.Status)
		}
	}
	if *asJSON {
		if code := writeCheckJSON(all, stdout, stderr); code != exitOK {
			return code
		}
	} else {
		printStateTable(cases, tcs, all, stdout)
		printCheckTotals(len(cases), tcs, all, *record, stdout)
	}
	if code == exitInterrupted {
		return code
	}
	return corpus.ExitCode(all)
}

// checkReleases checks cases on each toolchain in turn, printing a line
// per result when lines is set. After an interrupt it returns the results
// until then (a case it stopped is skipped, "cancelled", as are the
// releases not reached) and exitInterrupted.
func checkReleases(cases []*corpus.Case, tcs []*native.Toolchain, timeout time.Duration, jobs int, lines bool, stdout, stderr io.Writer) ([]corpus.Result, int) {
	work, err := os.MkdirTemp("", "irfuzz-corpus-")
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz corpus check: %v\n", err)
		return nil, exitUsage
	}
	defer os.RemoveAll(work)
	ctx, stop := interruptible()
	defer stop()
	var all []corpus.Result
	for _, tc := range tcs {
		cfg := oracle.Config{Toolchain: tc, WorkDir: work, ToolLimits: native.Limits{Timeout: timeout}}
		res := corpus.Check(ctx, cases, cfg, tc.Major, jobs)
		if lines {
			for _, r := range res {
				fmt.Fprintf(stdout, "%-9s LLVM %-2d %s  %s: %s\n", r.State, r.Major, filepath.Base(r.Case.Path), r.Case.Signature, clip(r.Reason, 400))
			}
		}
		all = append(all, res...)
		if ctx.Err() != nil {
			break
		}
	}
	if ctx.Err() != nil {
		fmt.Fprintln(stderr, "irfuzz corpus check: interrupted: the results are those until then (the cases not checked are skipped)")
		return all, exitInterrupted
	}
	return all, exitOK
}

// writeCheckJSON prints corpus check results as a JSON array.
func writeCheckJSON(all []corpus.Result, stdout, stderr io.Writer) int {
	type entry struct {
		File      string `json:"file"`
		Signature string `json:"signature"`
		LLVM      int    `json:"llvm"`
		Version   string `json:"version"`
		State     string `json:"state"`
		Recorded  string `json:"recorded,omitempty"` // the state recorded for the version before the check
		Reason    string `json:"reason,omitempty"`
	}
	out := []entry{}
	for _, r := range all {
		out = append(out, entry{filepath.Base(r.Case.Path), r.Case.Signature, r.Major, r.Version, r.State, r.Recorded, r.Reason})
	}
	return writeJSON(stdout, stderr, out)
}

// stateCell is a result in the table of states: the state, and the
// recorded one when it differs ("fixed (was open)") or is missing
// ("open (new)").
func stateCell(r corpus.Result) string {
	switch {
	case r.Recorded == r.State:
		return r.State
	case r.Recorded != "":
		return r.State + " (was " + r.Recorded + ")"
	case slices.Contains(corpus.RecordedStates, r.State):
		return r.State + " (new)"
	}
	return r.State
}

// printStateTable prints a table of the cases' states, one row per case
// and one column per release: what each case does on each release next
// to what its header recorded.
func printStateTable(cases []*corpus.Case, tcs []*native.Toolchain, all []corpus.Result, stdout io.Writer) {
	if len(cases) == 0 || len(tcs) == 0 {
		return
	}
	cell := map[*corpus.Case][]string{}
	for _, r := range all {
		cell[r.Case] = append(cell[r.Case], stateCell(r))
	}
	fmt.Fprintln(stdout, "\nstate per release (\"was X\": the recorded state differs; \"new\": none recorded):")
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	head := []string{"case"}
	for _, tc := range tcs {
		head = append(head, "LLVM "+tc.Version)
	}
	fmt.Fprintln(tw, strings.Join(head, "\t"))
	for _, c := range cases {
		fmt.Fprintln(tw, filepath.Base(c.Path)+"\t"+strings.Join(cell[c], "\t"))
	}
	tw.Flush()
}

// printCheckTotals prints the lines that end a corpus check of n cases
// on the toolchains tcs: how many results --record would write (their
// state differs from the recorded one, or none is recorded; unless
// recorded is set: --record wrote them), then the count of each state.
func printCheckTotals(n int, tcs []*native.Toolchain, all []corpus.Result, recorded bool, stdout io.Writer) {
	counts := corpus.Counts(all)
	var parts []string
	for _, s := range corpus.States {
		if counts[s] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", counts[s], s))
		}
	}
	if len(parts) == 0 {
		parts = append(parts, "no cases")
	}
	var vs []string
	for _, tc := range tcs {
		vs = append(vs, tc.Version)
	}
	differ, missing := 0, 0
	for _, r := range all {
		switch {
		case !slices.Contains(corpus.RecordedStates, r.State):
		case r.Recorded == "":
			missing++
		case r.Recorded != r.State:
			differ++
		}
	}
	if !recorded && differ+missing > 0 {
		var what []string
		if differ > 0 {
			what = append(what, fmt.Sprintf("%d results differ from the recorded state", differ))
		}
		if missing > 0 {
			what = append(what, fmt.Sprintf("%d have none recorded", missing))
		}
		fmt.Fprintf(stdout, "%s: `irfuzz corpus check --record` writes them\n", strings.Join(what, ", "))
	}
	fmt.Fprintf(stdout, "%d cases x LLVM %s: %s\n", n, strings.Join(vs, ", "), strings.Join(parts, ", "))
}

// writeJSON prints v indented.
func writeJSON(stdout, stderr io.Writer, v any) int {
	return printJSON(stdout, stderr, "corpus", v)
}

func ints(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, " ")
}

// clip shortens s to at most n runes.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
