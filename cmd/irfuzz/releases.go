package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/rangecheck"
	"github.com/irfuzz/irfuzz/release"
)

// releasesUsage is the usage line of `irfuzz releases`.
const releasesUsage = "irfuzz releases FINDING_DIR|CASE.ll... [--llvm V]... [--jobs N] [--tool-timeout D] [--json] [-v]  (a finding directory: its reduced/ when there is one)"

// runReleases implements `irfuzz releases`: the release range of
// findings and corpus cases (rangecheck.Check).
func runReleases(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("releases", releasesUsage, stderr)
	var llvms intList
	fs.Var(&llvms, "llvm", "LLVM `release` to check on (repeatable; default: every installed one the release table has a row for)")
	jobs := fs.Int("jobs", 0, "cases replayed in parallel on a release (default: the number of cores)")
	asJSON := addJSONFlag(fs)
	verbose := fs.Bool("v", false, "print why each case is in its state on each release")
	timeout := fs.Duration("tool-timeout", 60*time.Second, "time limit of one opt/llc/link run")
	pos, code, ok := parseCommand(fs, args, 1, 1<<20, stdout, stderr)
	if !ok {
		return code
	}
	for _, v := range llvms {
		if err := release.Check(v); err != nil {
			fmt.Fprintf(stderr, "irfuzz releases: --llvm %d: %v\n", v, err)
			return exitUsage
		}
	}
	cases := make([]*corpus.Case, len(pos))
	for i, p := range pos {
		c, err := rangecheck.Load(p)
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz releases: %v\n", err)
			return exitUsage
		}
		cases[i] = c
	}
	tcs := rangecheck.Installed()
	if len(llvms) > 0 {
		var err error
		if tcs, err = native.FindAll(llvms, ""); err != nil {
			fmt.Fprintf(stderr, "irfuzz releases: %v\n", err)
			return exitUsage
		}
	}
	if len(tcs) == 0 {
		fmt.Fprintf(stderr, "irfuzz releases: no installed LLVM release the release table has a row for (%v); `irfuzz doctor` says how to install one\n", release.Supported())
		return exitUsage
	}
	if len(tcs) == 1 && !*asJSON {
		fmt.Fprintf(stderr, "irfuzz releases: only %s to check on: a range needs two releases\n", tcs[0])
	}
	ctx, stop := interruptible()
	defer stop()
	reps, err := rangecheck.Check(ctx, cases, pos, rangecheck.Config{Toolchains: tcs, ToolLimits: native.Limits{Timeout: *timeout}, Jobs: *jobs})
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz releases: %v\n", err)
		return exitUsage
	}
	if *asJSON {
		return printJSON(stdout, stderr, "releases", releasesJSON(reps))
	}
	printReleases(reps, *verbose, stdout)
	return exitOK
}

// releaseReport is one case's range as --json prints it.
type releaseReport struct {
	Name      string `json:"name"` // the case file or finding directory given
	Signature string `json:"signature"`
	finding.Releases
	Summary string `json:"summary"`
}

// releasesJSON is what `releases --json` prints: one object per case.
func releasesJSON(reps []rangecheck.Report) []releaseReport {
	out := []releaseReport{}
	for _, rep := range reps {
		out = append(out, releaseReport{Name: rep.Name, Signature: rep.Case.Signature, Releases: rep.Releases, Summary: rangecheck.Summary(rep.Releases)})
	}
	return out
}

// printReleases prints the table of states, one row per case and one
// column per release, with each case's range; then the count of each
// state per release and how many cases the newest release shows.
func printReleases(reps []rangecheck.Report, verbose bool, stdout io.Writer) {
	vs := rangecheck.Versions(reps)
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	head := []string{"case"}
	for _, v := range vs {
		head = append(head, "LLVM "+v)
	}
	fmt.Fprintln(tw, strings.Join(append(head, "range"), "\t"))
	for _, rep := range reps {
		row := []string{rep.ShortName()}
		for _, v := range vs {
			st := "-"
			if i := slices.IndexFunc(rep.Releases.Outcomes, func(o finding.ReleaseOutcome) bool { return o.Version == v }); i >= 0 {
				st = rep.Releases.Outcomes[i].State
			}
			row = append(row, st)
		}
		fmt.Fprintln(tw, strings.Join(append(row, rangecheck.Summary(rep.Releases)), "\t"))
	}
	tw.Flush()
	if verbose {
		fmt.Fprintln(stdout)
		for _, rep := range reps {
			for _, o := range rep.Releases.Outcomes {
				fmt.Fprintf(stdout, "%-11s LLVM %-7s %s  %s: %s\n", o.State, o.Version, rep.ShortName(), rep.Case.Signature, clip(o.Reason, 400))
			}
		}
	}
	counts := rangecheck.Counts(reps)
	fmt.Fprintln(stdout)
	for _, v := range vs {
		var parts []string
		for _, s := range rangecheck.States {
			if n := counts[v][s]; n > 0 {
				parts = append(parts, fmt.Sprintf("%d %s", n, s))
			}
		}
		fmt.Fprintf(stdout, "LLVM %s: %s\n", v, strings.Join(parts, ", "))
	}
	if len(vs) > 0 {
		newest := vs[len(vs)-1]
		n := 0
		for _, rep := range reps {
			if rep.Releases.Newest == newest && rep.Releases.NewestShows {
				n++
			}
		}
		fmt.Fprintf(stdout, "%d of %d cases show on the newest release, LLVM %s\n", n, len(reps), newest)
	}
}
