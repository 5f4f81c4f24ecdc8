package main

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/conformance"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics"
)

// refineJSON is the output of `irfuzz refine --json`.
type refineJSON struct {
	// Verdict is "correct" (exit 0), "incorrect" (some pair; exit 1),
	// "inconclusive" (no input of some pair was judged, or some pair
	// reached --limit; exit 2) or "interrupted" (a signal stopped the
	// check; exit 3: Pairs holds the pairs checked until then).
	Verdict string           `json:"verdict"`
	Pairs   []refinePairJSON `json:"pairs"`
}

// refinePairJSON is the check of one @src/@tgt pair.
type refinePairJSON struct {
	Src          string   `json:"src"`
	Tgt          string   `json:"tgt"`
	Correct      bool     `json:"correct"`
	Reason       string   `json:"reason,omitempty"`       // incorrect: what differs
	Input        []string `json:"input,omitempty"`        // incorrect: the counterexample
	Source       string   `json:"source,omitempty"`       // incorrect: the source's outcomes there
	Target       string   `json:"target,omitempty"`       // incorrect: the target's
	Tried        int      `json:"tried"`                  // inputs checked
	Skipped      int      `json:"skipped"`                // inputs that said nothing (source UB, budget, unsupported)
	Inconclusive string   `json:"inconclusive,omitempty"` // why no input was judged, when none was ("time limit ...": --limit)
	// Memory: incorrect, when memory differs: the bytes, by object.
	Memory []memDiffJSON `json:"memory,omitempty"`
}

// memDiffJSON is one byte a counterexample's two sides leave different:
// the object ("%arg0", "@g"), the offset, and the byte before the run and
// after each side (hex, or uu for undef, pp for poison).
type memDiffJSON struct {
	Object  string `json:"object"`
	Offset  int    `json:"offset"`
	Initial string `json:"initial"`
	Source  string `json:"source"`
	Target  string `json:"target"`
}

// runRefine implements `irfuzz refine FILE.ll` (pairs @src/@tgt, @srcN/@tgtN,
// @src_X/@tgt_X) and `irfuzz refine SRC.ll TGT.ll` (same-named functions).
// It prints `correct` or `incorrect: <reason>` with the counterexample per
// pair; exit 1 when some pair is incorrect, 2 when nothing could be checked
// (or a pair reached --limit), 3 when SIGINT or SIGTERM stopped it.
func runRefine(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz refine FILE.ll | irfuzz refine SRC.ll TGT.ll | irfuzz refine --manifest MANIFEST.tsv [--self] [--jobs N] [--limit D] [--max-steps N] [--max-mem BYTES] [--inputs N] [--seed N] [--disable-undef-input] [--disable-poison-input] [--json]\n" +
		"exit: 0 correct (--manifest: no false alarm), 1 incorrect (--manifest: a false alarm), 2 inconclusive or bad input,\n" +
		"      3 interrupted by SIGINT/SIGTERM: what was checked until then is printed (--manifest: the partial tallies)"
	fs := newFlagSet("refine", usageLine, stderr)
	maxSteps := fs.Uint64("max-steps", 1e6, "per run: executions past `N` instructions are discarded, not judged")
	inputs := fs.Int("inputs", 2000, "inputs tried beyond exhaustive enumeration (which covers argument spaces of at most 2^20)")
	seed := fs.Uint64("seed", 1, "seed of random inputs and undef choices")
	manifest := fs.String("manifest", "", "check every test of a `MANIFEST.tsv` (path verdict error tgt_file, as ../shared/alive2-dev has) against its verdict")
	jobs := fs.Int("jobs", 2, "with --manifest: tests checked at once")
	self := fs.Bool("self", false, "with --manifest: check each function of every test against itself (each test is then correct: an incorrect one is a flaw of irfuzz's semantics)")
	limit := fs.Duration("limit", 30*time.Second, "time one pair (with --manifest: one test) may take; one that reaches it without a counterexample is inconclusive (\"time limit\")")
	maxMem := fs.Uint64("max-mem", 4<<20, "per run: memory objects past `BYTES` in all are discarded, not judged")
	noUndef := fs.Bool("disable-undef-input", false, "as alive-tv: inputs (arguments, the bytes of the objects pointer arguments point to) are never undef")
	noPoison := fs.Bool("disable-poison-input", false, "as alive-tv: inputs (arguments, the bytes of the objects pointer arguments point to) are never poison")
	asJSON := addJSONFlag(fs)
	pos, code, ok := parseCommand(fs, args, 0, 2, stdout, stderr)
	if !ok {
		return code
	}
	opts := semantics.CheckOptions{MaxSteps: *maxSteps, MaxInputs: *inputs, Seed: *seed, Exits: true, MaxMem: *maxMem,
		NoUndefInput: *noUndef, NoPoisonInput: *noPoison}
	ctx, stop := interruptible()
	defer stop()
	switch {
	case *manifest != "" && len(pos) > 0:
		fmt.Fprintf(stderr, "irfuzz refine: --manifest takes no file arguments: %s\n", strings.Join(pos, " "))
		return exitUsage
	case *manifest != "":
		return refineManifest(ctx, *manifest, conformance.Options{Check: opts, Limit: *limit, Jobs: *jobs, Self: *self}, *asJSON, stdout, stderr)
	case len(pos) == 0:
		fmt.Fprintln(stderr, "irfuzz refine: missing argument")
		fs.Usage()
		return exitUsage
	}
	srcM, ok := loadVerified(pos[0], stderr)
	if !ok {
		return exitUsage
	}
	tgtM := srcM
	var pairs [][2]*ir.Function
	if len(pos) == 2 {
		if tgtM, ok = loadVerified(pos[1], stderr); !ok {
			return exitUsage
		}
		pairs = semantics.PairsAcross(srcM, tgtM)
	} else {
		pairs = semantics.Pairs(srcM)
	}
	if len(pairs) == 0 {
		fmt.Fprintln(stderr, "irfuzz refine: no function pairs (want @src/@tgt, @srcN/@tgtN, @src_X/@tgt_X, or same-named functions in two files)")
		return exitUsage
	}
	sp, err := semantics.Load(srcM)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz refine: %v\n", err)
		return exitUsage
	}
	tp := sp
	if tgtM != srcM {
		if tp, err = semantics.Load(tgtM); err != nil {
			fmt.Fprintf(stderr, "irfuzz refine: %v\n", err)
			return exitUsage
		}
	}
	return refinePairs(ctx, semantics.NewChecker(sp, tp, opts), pairs, *limit, *asJSON, stdout, stderr)
}

// refinePairs checks each pair with chk, each for at most limit (0: no
// limit), prints the verdicts and returns the exit code. When ctx is
// cancelled it stops, prints the pairs checked until then and returns
// exitInterrupted.
func refinePairs(ctx context.Context, chk *semantics.Checker, pairs [][2]*ir.Function, limit time.Duration, asJSON bool, stdout, stderr io.Writer) int {
	ret := exitOK
	out := refineJSON{Pairs: []refinePairJSON{}}
	for _, p := range pairs {
		pctx, cancel := ctx, context.CancelFunc(func() {})
		if limit > 0 {
			pctx, cancel = context.WithTimeout(ctx, limit)
		}
		v := checkGrace(ctx, pctx, chk, p)
		cancel()
		if v.Interrupted && v.Correct {
			ret = exitInterrupted
			break // no verdict on this pair
		}
		pj := refinePairJSON{Src: p[0].Ident(), Tgt: p[1].Ident(), Correct: v.Correct, Tried: v.Tried, Skipped: v.Skipped}
		prefix := ""
		if len(pairs) > 1 {
			prefix = p[0].Ident() + " -> " + p[1].Ident() + ": "
		}
		text := v.String()
		switch {
		case !v.Correct:
			ret = exitNo
			printCounterexample(&pj, p[0], &v, prefix, asJSON, stdout)
			text = ""
		case v.Internal != nil:
			// irfuzz itself failed: no verdict on the pair, whatever
			// inputs were judged before.
			pj.Inconclusive = v.Internal.Error()
		case v.TimedOut:
			pj.Inconclusive = fmt.Sprintf("%s: stopped after %v, %d inputs judged, no counterexample", conformance.TimeLimit, limit, v.Tried-v.Skipped)
			text = "inconclusive: " + pj.Inconclusive
		case v.Tried == v.Skipped:
			pj.Inconclusive = "no input was judged"
			if v.Inconclusive != "" {
				pj.Inconclusive = v.Inconclusive
			}
			text += "\n  (inconclusive: no input was judged; " + v.Inconclusive + ")"
		}
		if pj.Inconclusive != "" && ret == exitOK {
			ret = exitUsage
		}
		if text != "" && !asJSON {
			fmt.Fprintf(stdout, "%s%s\n", prefix, text)
		}
		out.Pairs = append(out.Pairs, pj)
	}
	if ret == exitInterrupted {
		fmt.Fprintf(stderr, "irfuzz refine: interrupted: %d of %d pairs checked\n", len(out.Pairs), len(pairs))
	}
	if asJSON {
		out.Verdict = map[int]string{exitOK: "correct", exitNo: "incorrect", exitUsage: "inconclusive", exitInterrupted: "interrupted"}[ret]
		return max(printJSON(stdout, stderr, "refine", out), ret)
	}
	return ret
}

// checkGrace checks pair p with chk under pctx (derived from ctx), but
// returns an interrupted verdict at most conformance.StopGrace after ctx
// is cancelled even if the check is inside one long input then (it ends
// in the background, and chk must not be used again).
func checkGrace(ctx, pctx context.Context, chk *semantics.Checker, p [2]*ir.Function) semantics.Verdict {
	res := make(chan semantics.Verdict, 1)
	go func() { res <- chk.CheckContext(pctx, p[0], p[1]) }()
	select {
	case v := <-res:
		return v
	case <-ctx.Done():
	}
	select {
	case v := <-res:
		return v
	case <-time.After(conformance.StopGrace):
		return semantics.Verdict{Correct: true, Interrupted: true}
	}
}

// printCounterexample fills pj with v's counterexample for src and,
// without asJSON, prints it.
func printCounterexample(pj *refinePairJSON, src *ir.Function, v *semantics.Verdict, prefix string, asJSON bool, stdout io.Writer) {
	in := semantics.FormatArgs(src.Params, v.Input)
	pj.Reason, pj.Input, pj.Source, pj.Target = v.Reason, in, v.Source, v.Target
	for _, d := range v.Memory {
		pj.Memory = append(pj.Memory, memDiffJSON{d.Object, d.Offset, d.Initial, d.Source, d.Target})
	}
	if asJSON {
		return
	}
	fmt.Fprintf(stdout, "%s%s\n", prefix, v.String())
	fmt.Fprintf(stdout, "  input:  %s\n  source: %s\n  target: %s\n", strings.Join(in, ", "), v.Source, v.Target)
	if len(v.Memory) > 0 {
		fmt.Fprintf(stdout, "  memory that differs (object+offset: initial -> source, target):\n")
		for _, d := range v.Memory {
			fmt.Fprintf(stdout, "    %s\n", d.String())
		}
	}
}

// loadVerified parses path and runs the verifier.
func loadVerified(path string, stderr io.Writer) (*ir.Module, bool) {
	m, ok := loadModule(path, stderr)
	if !ok {
		return nil, false
	}
	if err := ir.Verify(m); err != nil {
		fmt.Fprintln(stderr, err)
		return nil, false
	}
	return m, true
}

// refineManifestJSON is the output of `irfuzz refine --manifest --json`.
type refineManifestJSON struct {
	FalseAlarms  int                  `json:"false_alarms"`
	Caught       int                  `json:"incorrect_caught"`
	Incorrect    int                  `json:"incorrect_tests"`
	Inconclusive int                  `json:"inconclusive"`
	Tests        int                  `json:"tests"`
	MedianMS     float64              `json:"median_ms"`
	MaxMS        float64              `json:"max_ms"`
	Results      []refineManifestTest `json:"results"`
	// Interrupted: SIGINT or SIGTERM stopped the run (exit 3); the
	// figures are those of the Tests tests checked until then, of
	// Planned in the manifest.
	Interrupted bool `json:"interrupted,omitempty"`
	Planned     int  `json:"planned"`
}

type refineManifestTest struct {
	Path     string  `json:"path"`
	Want     string  `json:"want"`
	Got      string  `json:"got"`
	Reason   string  `json:"reason,omitempty"`
	MS       float64 `json:"ms"`
	TimedOut bool    `json:"timed_out,omitempty"`
}

// refineManifest implements `irfuzz refine --manifest`: one line per test
// whose verdict differs from the manifest's, then the totals. Exit 1 when
// there is a false alarm, 0 otherwise; exitInterrupted when ctx was
// cancelled, after the tallies of the tests checked until then.
func refineManifest(ctx context.Context, path string, opts conformance.Options, asJSON bool, stdout, stderr io.Writer) int {
	tests, err := conformance.LoadManifest(path)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz refine: %v\n", err)
		return exitUsage
	}
	rs := conformance.Run(ctx, tests, opts)
	interrupted := ctx.Err() != nil
	s := conformance.Summarize(rs)
	dir := filepath.Dir(path)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	out := refineManifestJSON{FalseAlarms: s.FalseAlarms, Caught: s.Caught, Incorrect: s.Caught + s.Missed + s.IncorrectInconclusive,
		Inconclusive: s.Inconclusive(), Tests: s.Tests, MedianMS: ms(s.Median), MaxMS: ms(s.Max), Results: []refineManifestTest{},
		Interrupted: interrupted, Planned: len(tests)}
	for _, r := range rs {
		rel, _ := filepath.Rel(dir, r.Path)
		out.Results = append(out.Results, refineManifestTest{rel, r.Want, r.Got, r.Reason, ms(r.Elapsed), r.TimedOut})
		if !asJSON && r.Got != r.Want {
			what := r.Got
			if r.FalseAlarm() {
				what = "FALSE ALARM"
			} else if r.Want == conformance.Incorrect && r.Got == conformance.Correct {
				what = "missed"
			}
			fmt.Fprintf(stdout, "%-12s %-60s %6.0fms  %s\n", what, rel, ms(r.Elapsed), clip(r.Reason, 200))
		}
	}
	code := exitOK
	if s.FalseAlarms > 0 {
		code = exitNo
	}
	if interrupted {
		code = exitInterrupted
		fmt.Fprintf(stderr, "irfuzz refine: interrupted: %d of %d tests checked\n", s.Tests, len(tests))
	}
	if asJSON {
		return max(printJSON(stdout, stderr, "refine", out), code)
	}
	if interrupted {
		fmt.Fprintf(stdout, "interrupted: the tallies of the %d of %d tests checked\n", s.Tests, len(tests))
	}
	fmt.Fprint(stdout, s.String())
	return code
}
