package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/olekukonko/tablewriter"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// defaultCorpusDir is where the corpus commands look without --dir.
const defaultCorpusDir = "corpus/cases"

const corpusUsage = `usage: irfuzz corpus add FINDING_DIR... [--dir D] [--json]
       irfuzz corpus list [--dir D] [--json]
       irfuzz corpus check [--dir D] [--llvm V]... [--llvm-bin DIR] [--jobs N] [--json] [--record]`

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

// runCorpusList implements `irfuzz corpus list`.
func runCorpusList(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("corpus list", "irfuzz corpus list [--dir D] [--json]", stderr)
	dir := fs.String("dir", defaultCorpusDir, "corpus `dir`ectory")
	asJSON := fs.Bool("json", false, "print a JSON array instead of a table")
	if _, code, ok := parseCommand(fs, args, 0, 0, stdout, stderr); !ok {
		return code
	}
	cases, err := corpus.Load(*dir)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz corpus list: %v\n", err)
		return exitUsage
	}
	if *asJSON {
		type entry struct {
			File      string `json:"file"`
			Kind      string `json:"kind"`
			Signature string `json:"signature"`
			Status    string `json:"status"`
			Found     string `json:"found,omitempty"`
			LLVM      string `json:"llvm,omitempty"`
			FixedIn   []int  `json:"fixed_in,omitempty"`
			Applies   []int  `json:"applies,omitempty"`
		}
		out := []entry{}
		for _, c := range cases {
			out = append(out, entry{filepath.Base(c.Path), c.Kind, c.Signature, c.Status, c.Found, c.LLVM, c.FixedIn, c.Applies})
		}
		return writeJSON(stdout, stderr, out)
	}
	t := tablewriter.NewWriter(stdout)
	t.Header("file", "kind", "signature", "status", "found", "LLVM")
	for _, c := range cases {
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
		if err := t.Append(filepath.Base(c.Path), c.Kind, clip(c.Signature, 72), status, found, llvm); err != nil {
			fmt.Fprintf(stderr, "irfuzz corpus list: %v\n", err)
			return exitUsage
		}
	}
	if err := t.Render(); err != nil {
		fmt.Fprintf(stderr, "irfuzz corpus list: %v\n", err)
		return exitUsage
	}
	fmt.Fprintf(stdout, "%d cases in %s\n", len(cases), *dir)
	return exitOK
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

// runCorpusCheck implements `irfuzz corpus check`.
func runCorpusCheck(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("corpus check", "irfuzz corpus check [--dir D] [--llvm V]... [--llvm-bin DIR] [--jobs N] [--json] [--record]", stderr)
	dir := fs.String("dir", defaultCorpusDir, "corpus `dir`ectory")
	var llvms intList
	fs.Var(&llvms, "llvm", "LLVM `release` to check on (repeatable; default: every installed one)")
	llvmBin := fs.String("llvm-bin", "", "`dir`ectory holding opt and llc to check with instead of installed releases")
	jobs := fs.Int("jobs", 0, "cases checked in parallel (default: the number of cores)")
	asJSON := fs.Bool("json", false, "print the results as a JSON array")
	record := fs.Bool("record", false, "add the release to fixed-in of every case found fixed, and rewrite those files")
	timeout := fs.Duration("tool-timeout", 60*time.Second, "time limit of one opt/llc/link run")
	if _, code, ok := parseCommand(fs, args, 0, 0, stdout, stderr); !ok {
		return code
	}
	cases, err := corpus.Load(*dir)
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
	work, err := os.MkdirTemp("", "irfuzz-corpus-")
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz corpus check: %v\n", err)
		return exitUsage
	}
	defer os.RemoveAll(work)
	ctx, stop := interruptible()
	defer stop()
	var all []corpus.Result
	for _, tc := range tcs {
		cfg := oracle.Config{Toolchain: tc, WorkDir: work, ToolLimits: native.Limits{Timeout: *timeout}}
		res := corpus.Check(ctx, cases, cfg, tc.Major, *jobs)
		if !*asJSON {
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
		fmt.Fprintln(stderr, "irfuzz corpus check: interrupted")
		return exitUsage
	}
	if *record {
		for _, c := range corpus.Record(all) {
			if err := c.Write(); err != nil {
				fmt.Fprintf(stderr, "irfuzz corpus check: %v\n", err)
				return exitUsage
			}
			fmt.Fprintf(stderr, "recorded: %s (fixed-in: %s, status: %s)\n", c.Path, ints(c.FixedIn), c.Status)
		}
	}
	if *asJSON {
		if code := writeCheckJSON(all, stdout, stderr); code != exitOK {
			return code
		}
	} else {
		printCheckTotals(len(cases), tcs, all, stdout)
	}
	return corpus.ExitCode(all)
}

// writeCheckJSON prints corpus check results as a JSON array.
func writeCheckJSON(all []corpus.Result, stdout, stderr io.Writer) int {
	type entry struct {
		File      string `json:"file"`
		Signature string `json:"signature"`
		LLVM      int    `json:"llvm"`
		State     string `json:"state"`
		Reason    string `json:"reason,omitempty"`
	}
	out := []entry{}
	for _, r := range all {
		out = append(out, entry{filepath.Base(r.Case.Path), r.Case.Signature, r.Major, r.State, r.Reason})
	}
	return writeJSON(stdout, stderr, out)
}

// printCheckTotals prints the line that counts the states of a corpus
// check of n cases on the toolchains tcs.
func printCheckTotals(n int, tcs []*native.Toolchain, all []corpus.Result, stdout io.Writer) {
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
