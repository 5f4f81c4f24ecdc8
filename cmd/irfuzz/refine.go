package main

import (
	"fmt"
	"io"
	"strings"

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
}

// runRefine implements `irfuzz refine FILE.ll` (pairs @src/@tgt, @srcN/@tgtN,
// @src_X/@tgt_X) and `irfuzz refine SRC.ll TGT.ll` (same-named functions).
// It prints `correct` or `incorrect: <reason>` with the counterexample per
// pair; exit 1 when some pair is incorrect, 2 when nothing could be checked.
func runRefine(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz refine FILE.ll | irfuzz refine SRC.ll TGT.ll [--max-steps N] [--inputs N] [--seed N] [--json]"
	fs := newFlagSet("refine", usageLine, stderr)
	maxSteps := fs.Uint64("max-steps", 1e6, "per run: executions past `N` instructions are discarded, not judged")
	inputs := fs.Int("inputs", 2000, "inputs tried beyond exhaustive enumeration (which covers argument spaces of at most 2^20)")
	seed := fs.Uint64("seed", 1, "seed of random inputs and undef choices")
	asJSON := addJSONFlag(fs)
	pos, code, ok := parseCommand(fs, args, 1, 2, stdout, stderr)
	if !ok {
		return code
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
	chk := semantics.NewChecker(sp, tp, semantics.CheckOptions{MaxSteps: *maxSteps, MaxInputs: *inputs, Seed: *seed})
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
			var in []string
			for i := range v.Input {
				in = append(in, semantics.FormatVal(p[0].Params[i].Ty, &v.Input[i]))
			}
			pj.Reason, pj.Input, pj.Source, pj.Target = v.Reason, in, v.Source, v.Target
			out.Pairs = append(out.Pairs, pj)
			if !*asJSON {
				fmt.Fprintf(stdout, "  input:  %s\n  source: %s\n  target: %s\n", strings.Join(in, ", "), v.Source, v.Target)
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
