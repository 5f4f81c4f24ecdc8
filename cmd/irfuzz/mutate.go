package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/olekukonko/tablewriter"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/mutate"
)

// runMutate implements `irfuzz mutate`: one mutant of a module to stdout
// (what was done on stderr), or with --stats how often each operator
// applies.
func runMutate(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz mutate [--seed N] [--llvm N] [--steps K] [--json] FILE.ll | irfuzz mutate --stats [--count K] [--seed N] [--llvm N] [--json] [FILE.ll...]"
	fs := newFlagSet("mutate", usageLine, stderr)
	seed := fs.Uint64("seed", 0, "random `seed`: the same module, seed and flags give the same mutant")
	llvm := fs.Int("llvm", 0, releaseUsage("whose syntax the mutant keeps to (the flags it may add)"))
	steps := fs.Int("steps", 0, "exactly `K` mutations (default: 1 to 4)")
	stats := fs.Bool("stats", false, "print, per operator, on how many modules it applies (each operator tried once per module)")
	count := fs.Int("count", 100, "with --stats: `K` generated modules when no file is given, else K tries per file")
	asJSON := addJSONFlag(fs)
	pos, code, ok := parseCommand(fs, args, 0, 1<<20, stdout, stderr)
	if !ok {
		return code
	}
	cfg := mutate.DefaultConfig()
	cfg.LLVM = defaultRelease(*llvm)
	if *steps != 0 {
		cfg.MinSteps, cfg.MaxSteps = *steps, *steps
	}
	if err := cfg.Validate(); err != nil {
		fmt.Fprintf(stderr, "irfuzz mutate: %v\n", err)
		return exitUsage
	}
	if *stats {
		return mutateStats(pos, *count, *seed, cfg, *asJSON, stdout, stderr)
	}
	if len(pos) != 1 {
		fmt.Fprintf(stderr, "irfuzz mutate: want one FILE.ll, have %d arguments\nusage: %s\n", len(pos), usageLine)
		return exitUsage
	}
	m, ok := loadVerified(pos[0], stderr)
	if !ok {
		return exitUsage
	}
	got, mus, err := mutate.Mutate(m, *seed, cfg)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz mutate: %s: %v\n", pos[0], err)
		return exitUsage
	}
	if *asJSON {
		if mus == nil {
			mus = []mutate.Mutation{}
		}
		return printJSON(stdout, stderr, "mutate", struct {
			File      string            `json:"file"`
			Seed      uint64            `json:"seed"`
			Mutations []mutate.Mutation `json:"mutations"`
			Module    string            `json:"module"`
		}{pos[0], *seed, mus, got.String()})
	}
	for _, mu := range mus {
		fmt.Fprintf(stderr, "; mutate: %s\n", mu)
	}
	if len(mus) == 0 {
		fmt.Fprintf(stderr, "irfuzz mutate: %s: no operator applies (no function with a body?); the module is printed unchanged\n", pos[0])
	}
	if _, err := io.WriteString(stdout, got.String()); err != nil {
		fmt.Fprintf(stderr, "irfuzz mutate: %v\n", err)
		return exitUsage
	}
	return exitOK
}

// mutateStats implements --stats: count generated modules, or count tries
// of each file (the module taken count times, each time another seed).
func mutateStats(files []string, count int, seed uint64, cfg mutate.Config, asJSON bool, stdout, stderr io.Writer) int {
	if count < 1 {
		fmt.Fprintln(stderr, "irfuzz mutate: --count must be at least 1")
		return exitUsage
	}
	var mods []*ir.Module
	what := ""
	if len(files) == 0 {
		gc := gen.DefaultConfig()
		gc.LLVM = cfg.LLVM
		for k := range count {
			m, err := gen.Generate(seed+uint64(k), gc)
			if err != nil {
				fmt.Fprintf(stderr, "irfuzz mutate: gen seed %d: %v\n", seed+uint64(k), err)
				return exitUsage
			}
			mods = append(mods, m)
		}
		what = fmt.Sprintf("%d generated modules (irfuzz gen --llvm %d --seed %d..%d)", count, cfg.LLVM, seed, seed+uint64(count)-1)
	} else {
		for _, f := range files {
			m, ok := loadVerified(f, stderr)
			if !ok {
				return exitUsage
			}
			for range count {
				mods = append(mods, m)
			}
		}
		what = fmt.Sprintf("%d files x %d tries", len(files), count)
	}
	st, errs := mutate.Stats(mods, seed, cfg)
	for _, e := range errs {
		fmt.Fprintf(stderr, "irfuzz mutate: %v\n", e)
	}
	invalid := 0
	for _, s := range st {
		invalid += s.Invalid
	}
	code := exitOK
	if invalid > 0 {
		code = exitNo // a mutant that does not verify is a bug in an operator
	}
	if asJSON {
		if c := printJSON(stdout, stderr, "mutate --stats", struct {
			Modules   int              `json:"modules"`
			What      string           `json:"what"`
			Operators []mutate.OpStats `json:"operators"`
		}{len(mods), what, st}); c != exitOK {
			return c
		}
		return code
	}
	fmt.Fprintf(stdout, "each operator tried once on each of %s\n", what)
	t := tablewriter.NewWriter(stdout)
	t.Header("operator", "applied", "tried", "rate", "invalid", "does")
	for _, s := range st {
		doc := mutate.Lookup(s.Name).Doc
		if k := strings.Index(doc, " ("); k > 0 {
			doc = doc[:k]
		}
		if err := t.Append(s.Name, fmt.Sprint(s.Applied), fmt.Sprint(s.Tried), fmt.Sprintf("%.0f%%", 100*s.Rate), fmt.Sprint(s.Invalid), doc); err != nil {
			fmt.Fprintf(stderr, "irfuzz mutate: %v\n", err)
			return exitUsage
		}
	}
	if err := t.Render(); err != nil {
		fmt.Fprintf(stderr, "irfuzz mutate: %v\n", err)
		return exitUsage
	}
	return code
}
