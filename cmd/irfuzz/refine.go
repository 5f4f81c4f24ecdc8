package main

import (
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
	// Verdict is "correct" (exit 0), "incorrect" (some pair; exit 1) or
	// "inconclusive" (no input of some pair was judged; exit 2).
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
	Inconclusive string   `json:"inconclusive,omitempty"` // why no input was judged, when none was
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
// pair; exit 1 when some pair is incorrect, 2 when nothing could be checked.
func runRefine(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz refine FILE.ll | irfuzz refine SRC.ll TGT.ll | irfuzz refine --manifest MANIFEST.tsv [--jobs N] [--limit D] [--max-steps N] [--max-mem BYTES] [--inputs N] [--seed N] [--json]"
	fs := newFlagSet("refine", usageLine, stderr)
	maxSteps := fs.Uint64("max-steps", 1e6, "per run: executions past `N` instructions are discarded, not judged")
	inputs := fs.Int("inputs", 2000, "inputs tried beyond exhaustive enumeration (which covers argument spaces of at most 2^20)")
	seed := fs.Uint64("seed", 1, "seed of random inputs and undef choices")
	manifest := fs.String("manifest", "", "check every test of a `MANIFEST.tsv` (path verdict error tgt_file, as ../shared/alive2-dev has) against its verdict")
	jobs := fs.Int("jobs", 2, "with --manifest: tests checked at once")
	limit := fs.Duration("limit", 30*time.Second, "with --manifest: time one test may take (the inputs judged by then stand)")
	maxMem := fs.Uint64("max-mem", 4<<20, "per run: memory objects past `BYTES` in all are discarded, not judged")
	asJSON := addJSONFlag(fs)
	pos, code, ok := parseCommand(fs, args, 0, 2, stdout, stderr)
	if !ok {
		return code
	}
	opts := semantics.CheckOptions{MaxSteps: *maxSteps, MaxInputs: *inputs, Seed: *seed, Exits: true, MaxMem: *maxMem}
	switch {
	case *manifest != "" && len(pos) > 0:
		fmt.Fprintf(stderr, "irfuzz refine: --manifest takes no file arguments: %s\n", strings.Join(pos, " "))
		return exitUsage
	case *manifest != "":
		return refineManifest(*manifest, conformance.Options{Check: opts, Limit: *limit, Jobs: *jobs}, *asJSON, stdout, stderr)
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
	chk := semantics.NewChecker(sp, tp, opts)
	ret := exitOK
	out := refineJSON{Pairs: []refinePairJSON{}}
	for _, p := range pairs {
		v := chk.Check(p[0], p[1])
		pj := refinePairJSON{Src: p[0].Ident(), Tgt: p[1].Ident(), Correct: v.Correct, Tried: v.Tried, Skipped: v.Skipped}
		prefix := ""
		if len(pairs) > 1 {
			prefix = p[0].Ident() + " -> " + p[1].Ident() + ": "
		}
		if !*asJSON {
			fmt.Fprintf(stdout, "%s%s\n", prefix, v.String())
		}
		if !v.Correct {
			ret = exitNo
			in := semantics.FormatArgs(p[0].Params, v.Input)
			pj.Reason, pj.Input, pj.Source, pj.Target = v.Reason, in, v.Source, v.Target
			for _, d := range v.Memory {
				pj.Memory = append(pj.Memory, memDiffJSON{d.Object, d.Offset, d.Initial, d.Source, d.Target})
			}
			out.Pairs = append(out.Pairs, pj)
			if !*asJSON {
				fmt.Fprintf(stdout, "  input:  %s\n  source: %s\n  target: %s\n", strings.Join(in, ", "), v.Source, v.Target)
				if len(v.Memory) > 0 {
					fmt.Fprintf(stdout, "  memory that differs (object+offset: initial -> source, target):\n")
					for _, d := range v.Memory {
						fmt.Fprintf(stdout, "    %s\n", d.String())
					}
				}
			}
			continue
		}
		if v.Internal != nil {
			// irfuzz itself failed: no verdict on the pair, whatever
			// inputs were judged before.
			pj.Inconclusive = v.Internal.Error()
			if ret == exitOK {
				ret = exitUsage
			}
		} else if v.Tried == v.Skipped {
			pj.Inconclusive = v.Inconclusive
			if pj.Inconclusive == "" {
				pj.Inconclusive = "no input was judged"
			}
			if ret == exitOK {
				if !*asJSON {
					fmt.Fprintf(stdout, "  (inconclusive: no input was judged; %s)\n", v.Inconclusive)
				}
				ret = exitUsage
			}
		}
		out.Pairs = append(out.Pairs, pj)
	}
	if *asJSON {
		out.Verdict = map[int]string{exitOK: "correct", exitNo: "incorrect", exitUsage: "inconclusive"}[ret]
		return max(printJSON(stdout, stderr, "refine", out), ret)
	}
	return ret
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
// there is a false alarm, 0 otherwise.
func refineManifest(path string, opts conformance.Options, asJSON bool, stdout, stderr io.Writer) int {
	tests, err := conformance.LoadManifest(path)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz refine: %v\n", err)
		return exitUsage
	}
	ctx, stop := interruptible()
	defer stop()
	rs := conformance.Run(ctx, tests, opts)
	if ctx.Err() != nil {
		fmt.Fprintln(stderr, "irfuzz refine: interrupted")
		return exitUsage
	}
	s := conformance.Summarize(rs)
	dir := filepath.Dir(path)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	out := refineManifestJSON{FalseAlarms: s.FalseAlarms, Caught: s.Caught, Incorrect: s.Caught + s.Missed + s.IncorrectInconclusive,
		Inconclusive: s.Inconclusive(), Tests: s.Tests, MedianMS: ms(s.Median), MaxMS: ms(s.Max), Results: []refineManifestTest{}}
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
	if asJSON {
		return max(printJSON(stdout, stderr, "refine", out), code)
	}
	fmt.Fprint(stdout, s.String())
	return code
}
