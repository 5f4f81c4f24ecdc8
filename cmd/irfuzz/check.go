package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
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
	// Fallbacks counts test functions GlobalISel left to SelectionDAG.
	Fallbacks int `json:"gisel_fallbacks"`
}

// findingJSON is an oracle.Finding (its finding.json fields) and where it
// was stored.
type findingJSON struct {
	*finding.Finding
	Dir        string `json:"dir,omitempty"` // the finding directory; "" when seen before
	SeenBefore bool   `json:"seen_before"`   // its signature was already in the output directory
}

// runCheck implements `irfuzz check FILE.ll`.
func runCheck(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz check FILE.ll [--llvm V] [--pipelines P,...] [--targets T,...] [--out DIR] [--args 'A B'] [--json]"
	fs := newFlagSet("check", usageLine, stderr)
	of := addOracleFlags(fs)
	progArgs := fs.String("args", "", "a module that defines main is checked as a C program, run with these space-separated `arguments`")
	out := fs.String("out", "irfuzz-check", "output `dir`ectory for findings")
	seed := fs.Uint64("seed", 1, "seed of the random inputs")
	asJSON := addJSONFlag(fs)
	pos, code, ok := parseCommand(fs, args, 1, 1, stdout, stderr)
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
	ocfg.NativeInputs = 64
	m, ok := loadModule(pos[0], stderr)
	if !ok {
		return exitUsage
	}
	if err := ir.Verify(m); err != nil {
		fmt.Fprintf(stderr, "irfuzz check: %s: %v\n", pos[0], err)
		return exitUsage
	}
	m = oracle.PrepareForCheck(m)
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
	var res *oracle.Result
	program := m.Func("main") != nil && !m.Func("main").IsDeclaration()
	if program {
		res, err = orc.CheckProgram(ctx, m, oracle.Origin{Seed: *seed, What: pos[0]}, strings.Fields(*progArgs))
	} else {
		res, err = orc.Check(ctx, m, oracle.Origin{Seed: *seed, What: pos[0]})
	}
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz check: %v\n", err)
		return exitUsage
	}
	if res.Skipped != "" {
		fmt.Fprintf(stderr, "irfuzz check: cannot run %s: %s\n", pos[0], res.Skipped)
		return exitUsage
	}
	for _, e := range res.Errors {
		fmt.Fprintf(stderr, "irfuzz check: %s\n", e)
	}
	for _, r := range res.Rejected {
		fmt.Fprintf(stderr, "irfuzz check: not a finding: %s\n", r)
	}
	ret := exitOK
	switch {
	case len(res.Findings) > 0:
		ret = exitNo
	case ctx.Err() != nil:
		// Nothing found, but not everything was checked.
		fmt.Fprintf(stderr, "irfuzz check: interrupted\n")
		return exitUsage
	}
	if *asJSON {
		j := checkJSON{File: pos[0], LLVM: ocfg.Toolchain.Version, Tests: res.Tests, Inputs: res.Inputs, NativeSteps: res.Steps,
			Findings: []findingJSON{}, Errors: res.Errors, Rejected: res.Rejected, Fallbacks: res.Fallbacks}
		for _, f := range res.Findings {
			j.Findings = append(j.Findings, findingJSON{f, f.Dir, f.Dir == ""})
		}
		return max(printJSON(stdout, stderr, "check", j), ret)
	}
	switch {
	case program && res.Unjudged != "":
		fmt.Fprintf(stdout, "%s: a program whose output was not judged (%s); tools run for crashes, %s\n", pos[0], res.Unjudged, ocfg.Toolchain)
	case program:
		fmt.Fprintf(stdout, "%s: a program, %d native runs, %s\n", pos[0], res.Steps, ocfg.Toolchain)
	default:
		fmt.Fprintf(stdout, "%s: %d test functions, %d inputs, %d native calls, %s\n", pos[0], res.Tests, res.Inputs, res.Steps, ocfg.Toolchain)
	}
	if res.Fallbacks > 0 {
		fmt.Fprintf(stdout, "GlobalISel fell back to SelectionDAG %d times (those functions were not judged on GlobalISel targets)\n", res.Fallbacks)
	}
	for _, f := range res.Findings {
		where := f.Dir
		if where == "" {
			where = "(seen before)"
		}
		fmt.Fprintf(stdout, "%s: %s\n  %s\n", f.Kind, f.Signature, where)
		if f.Function != "" {
			fmt.Fprintf(stdout, "  @%s(%s): expected %s, got %s\n", f.Function, f.Input, f.Expected, f.Actual)
		}
	}
	if ret == exitOK {
		fmt.Fprintln(stdout, "no findings")
	}
	return ret
}
