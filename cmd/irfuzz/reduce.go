package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/reduce"
)

// stringList is a flag that may be given several times.
type stringList []string

func (l *stringList) String() string     { return strings.Join(*l, " ") }
func (l *stringList) Set(s string) error { *l = append(*l, s); return nil }

// reduceJSON is the output of `irfuzz reduce --json`.
type reduceJSON struct {
	// A finding's reduction: its directory, kind and signature, whether
	// the reduced module still shows it, and the files written.
	Finding    string   `json:"finding,omitempty"`
	Kind       string   `json:"kind,omitempty"`
	Signature  string   `json:"signature,omitempty"`
	Reproduces *bool    `json:"reproduces,omitempty"`
	Files      []string `json:"files,omitempty"`
	// A --test reduction: the input file, and the output file (-o) or,
	// without -o, the reduced module itself.
	Input  string `json:"input,omitempty"`
	Output string `json:"output,omitempty"`
	Module string `json:"module,omitempty"`
	// Stopped says why the reduction ended early (--time-limit, a signal).
	Stopped string `json:"stopped,omitempty"`

	Stats reduceStatsJSON `json:"stats"`
}

// reduceStatsJSON is reduce.Stats.
type reduceStatsJSON struct {
	StartSize  int            `json:"start_size"` // instructions of the input
	FinalSize  int            `json:"final_size"` // instructions of the result
	Tests      int            `json:"tests"`      // interestingness tests run
	Accepted   int            `json:"accepted"`   // accepted steps
	CacheHits  int            `json:"cache_hits"`
	Invalid    int            `json:"invalid"`     // candidates that did not parse or verify
	NotSmaller int            `json:"not_smaller"` // candidates that were not smaller
	Rounds     int            `json:"rounds"`
	ByPass     map[string]int `json:"by_pass"` // accepted steps per pass
	Seconds    float64        `json:"seconds"`
}

func statsJSON(st *reduce.Stats) reduceStatsJSON {
	if st == nil {
		return reduceStatsJSON{}
	}
	return reduceStatsJSON{st.StartSize, st.FinalSize, st.Tests, st.Accepted, st.CacheHits, st.Invalid, st.NotSmaller, st.Rounds, st.ByPass, st.Elapsed.Seconds()}
}

// runReduce implements `irfuzz reduce FINDING_DIR` and `irfuzz reduce
// FILE.ll --test SCRIPT`.
func runReduce(args []string, stdout, stderr io.Writer) (code int) {
	fs := newFlagSet("reduce", "irfuzz reduce FINDING_DIR [--llvm V | --llvm-bin DIR] [--jobs N] [-o DIR] [--json]\n       irfuzz reduce --c FINDING_DIR [--clang PATH] [--llvm V | --llvm-bin DIR] [--jobs N] [--time-limit D] [-o DIR] [--json]\n       irfuzz reduce FILE.ll --test SCRIPT [--test-arg A]... [--jobs N] [-o OUT.ll] [--json]\n"+
		"exit: 0 reduced, 2 bad input or a failed script, 3 interrupted by SIGINT/SIGTERM (the smallest module found until then is the result)", stderr)
	llvm := fs.Int("llvm", 0, "LLVM `release` to replay a finding with (default: the one it was found with)")
	llvmBin := fs.String("llvm-bin", "", "`dir`ectory holding opt and llc to replay with instead of an installed release")
	jobs := fs.Int("jobs", 0, "candidates tested in parallel (default: the number of cores)")
	maxTests := fs.Int("max-tests", 0, "stop after this many interestingness tests (0: no limit)")
	timeLimit := fs.Duration("time-limit", 0, "stop after `D` and keep the smallest module found so far (0: no limit); so does an interrupt (SIGINT/SIGTERM)")
	out := fs.String("o", "", "where the result goes: a directory for a finding (default: the finding's own), a file for --test (default: stdout)")
	test := fs.String("test", "", "interestingness `script` (llvm-reduce convention: gets the candidate file, exit 0 = interesting)")
	var testArgs stringList
	fs.Var(&testArgs, "test-arg", "an argument passed to the script before the candidate file (repeatable)")
	refp := fs.Bool("refingerprint", false, "compute anew the fingerprints of the reduced findings of a campaign directory (after an irfuzz update), against the open cases of --known")
	known := fs.String("known", defaultCorpusDir, "with --refingerprint: the regression corpus whose open cases are known bugs (\"\": none)")
	cLevel := fs.Bool("c", false, "reduce a whole-program (Csmith) finding's C program with cvise or creduce, keeping it free of UB under the reference semantics and miscompiled, instead of its IR")
	clang := fs.String("clang", "", "with --c: the clang that lowers the C program (default: the campaign's)")
	steps := fs.Uint64("steps", cSteps, "with --c: the reference interpreter's step budget for one run of a candidate program (one that needs more is turned down)")
	asJSON := addJSONFlag(fs)
	pos, code, ok := parseCommand(fs, args, 1, 1, stdout, stderr)
	if !ok {
		return code
	}
	if *refp {
		return refingerprint(pos[0], *known, *llvm, *llvmBin, stdout, stderr)
	}
	progress, endProgress := progressPrinter(stderr)
	defer endProgress()
	opts := reduce.Options{Jobs: *jobs, MaxTests: *maxTests, Progress: progress}
	ctx, stop := interruptible()
	defer stop()
	sig := ctx
	defer func() {
		// An interrupt keeps the smallest module found until then, as
		// --time-limit does, but says so in the exit code.
		if sig.Err() != nil && code == exitOK {
			fmt.Fprintln(stderr, "irfuzz reduce: interrupted: the result is the smallest found until then")
			code = exitInterrupted
		}
	}()
	if *timeLimit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, *timeLimit, fmt.Errorf("the --time-limit of %s", *timeLimit))
		defer cancel()
	}
	if *test != "" {
		m, st, err := reduce.ReduceWithScript(ctx, pos[0], *test, testArgs, opts)
		endProgress()
		if err != nil && m == nil {
			fmt.Fprintf(stderr, "irfuzz reduce: %v\n", err)
			return exitUsage
		}
		ret := exitOK
		if err != nil {
			defer fmt.Fprintf(stderr, "irfuzz reduce: stopped early: %v\n", context.Cause(ctx))
			if ctx.Err() == nil {
				ret = exitUsage // the script failed; stopping on time or a signal keeps the best so far
			}
		}
		fmt.Fprintf(stderr, "irfuzz reduce: %d -> %d instructions, %d tests, %s\n", st.StartSize, st.FinalSize, st.Tests, st.Elapsed.Round(time.Millisecond))
		if *out != "" {
			if werr := os.WriteFile(*out, []byte(m.String()), 0o644); werr != nil {
				fmt.Fprintf(stderr, "irfuzz reduce: %v\n", werr)
				return exitUsage
			}
		}
		if *asJSON {
			j := reduceJSON{Input: pos[0], Output: *out, Stats: statsJSON(st)}
			if *out == "" {
				j.Module = m.String()
			}
			return max(printJSON(stdout, stderr, "reduce", j), ret)
		}
		if *out == "" {
			fmt.Fprint(stdout, m.String())
		}
		return ret
	}
	f, err := finding.Load(pos[0])
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz reduce: %v (a finding directory, or FILE.ll with --test)\n", err)
		return exitUsage
	}
	if *cLevel {
		endProgress()
		return reduceC(ctx, pos[0], f, cFlags{llvm: *llvm, llvmBin: *llvmBin, clang: *clang, out: *out, jobs: *jobs, steps: *steps}, *asJSON, stdout, stderr)
	}
	if *llvm == 0 && *llvmBin == "" {
		fmt.Sscanf(f.LLVM, "%d", llvm)
	}
	tc, err := native.Find(*llvm, *llvmBin)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz reduce: %v\n", err)
		return exitUsage
	}
	work, err := os.MkdirTemp("", "irfuzz-reduce-")
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz reduce: %v\n", err)
		return exitUsage
	}
	defer os.RemoveAll(work)
	res, err := reduce.ReduceFinding(ctx, pos[0], reduce.FindingOptions{Options: opts, Config: oracle.Config{Toolchain: tc, WorkDir: work}, Out: *out})
	endProgress()
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz reduce: %v\n", err)
		return exitUsage
	}
	if res.Stopped != "" {
		fmt.Fprintf(stderr, "irfuzz reduce: %s: the files hold the smallest module found until then\n", res.Stopped)
	}
	if *asJSON {
		j := reduceJSON{Finding: pos[0], Kind: f.Kind, Signature: f.Signature, Reproduces: &res.Verdict.Reproduces, Files: res.Files, Stats: statsJSON(res.Stats), Stopped: res.Stopped}
		return printJSON(stdout, stderr, "reduce", j)
	}
	fmt.Fprintf(stdout, "%s: %d -> %d instructions in %s (%d tests)\n", f.Signature, res.Stats.StartSize, res.Stats.FinalSize, res.Stats.Elapsed.Round(time.Millisecond), res.Stats.Tests)
	for _, p := range res.Files {
		fmt.Fprintf(stdout, "  %s\n", filepath.Clean(p))
	}
	return exitOK
}

// progressPrinter shows the size now against the start, at most once a
// second, on one rewritten line on a terminal; end finishes that line.
func progressPrinter(w io.Writer) (show func(reduce.Progress), end func()) {
	var last time.Time
	tty, open := isTerminal(w), false
	show = func(p reduce.Progress) {
		if time.Since(last) < time.Second {
			return
		}
		last = time.Now()
		line := fmt.Sprintf("reduce: %d -> %d instructions, round %d, %s, %d tests", p.StartSize, p.Size, p.Round, p.Pass, p.Tests)
		if tty {
			fmt.Fprintf(w, "\r%-100s", line)
			open = true
		} else {
			fmt.Fprintln(w, line)
		}
	}
	end = func() {
		if open {
			fmt.Fprintln(w)
			open = false
		}
	}
	return show, end
}

// refingerprint implements `irfuzz reduce --refingerprint CAMPAIGN_DIR`.
func refingerprint(dir, knownDir string, llvm int, llvmBin string, stdout, stderr io.Writer) int {
	dirs, _ := filepath.Glob(filepath.Join(dir, "findings", "*", "finding.json"))
	if len(dirs) == 0 {
		fmt.Fprintf(stderr, "irfuzz reduce: %s holds no findings/*/finding.json\n", dir)
		return exitUsage
	}
	f, err := finding.Load(filepath.Dir(dirs[0]))
	if err == nil && llvm == 0 && llvmBin == "" {
		fmt.Sscanf(f.LLVM, "%d", &llvm)
	}
	tc, err := native.Find(llvm, llvmBin)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz reduce: %v\n", err)
		return exitUsage
	}
	work, err := os.MkdirTemp("", "irfuzz-known-")
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz reduce: %v\n", err)
		return exitUsage
	}
	defer os.RemoveAll(work)
	var known map[string]string
	if knownDir != "" {
		cases, err := corpus.Load(knownDir)
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz reduce: --known: %v\n", err)
			return exitUsage
		}
		known = corpus.Known(context.Background(), cases, tc, work)
	}
	for _, js := range dirs {
		d := filepath.Dir(js)
		r, err := reduce.Refingerprint(context.Background(), tc, d, known)
		switch {
		case err != nil:
			fmt.Fprintf(stderr, "irfuzz reduce: %s: %v\n", d, err)
		case r != nil:
			fmt.Fprintf(stdout, "%s: %s%s\n", filepath.Base(d), r.Fingerprint, map[bool]string{true: " (known: " + r.Known + ")", false: ""}[r.Known != ""])
		}
	}
	return exitOK
}
