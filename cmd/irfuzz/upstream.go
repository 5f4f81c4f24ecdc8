package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/parallel"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/rangecheck"
	"github.com/irfuzz/irfuzz/upstream"
)

// upstreamOptions are the flags of `irfuzz report --upstream`.
type upstreamOptions struct {
	out    string        // the directory the reports go to
	jobs   int           // cases replayed at once
	ranges bool          // check every installed release for the range
	limits native.Limits // of each tool run
	corpus string        // the regression corpus whose tracker status a campaign's known bugs take ("" none)
}

// runReportUpstream implements `irfuzz report --upstream OUT DIR`: one
// LLVM issue (OUT/NAME.md, upstream.Render) per bug of DIR, a corpus
// directory or a campaign directory, that reproduces on the newest
// installed release; then an index on stdout, the bugs with no upstream
// issue recorded (to file) first. The findings of one bug (one
// upstream.Key) get one report: the smallest whose command shows the
// bug, listing the others as its duplicates.
func runReportUpstream(dir string, opts upstreamOptions, stdout, stderr io.Writer) int {
	cases, names, notReduced, err := upstreamCases(dir, opts.corpus)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz report: %v\n", err)
		return exitUsage
	}
	tcs := rangecheck.Installed()
	if len(tcs) == 0 {
		fmt.Fprintln(stderr, "irfuzz report: no installed LLVM release the release table has a row for; `irfuzz doctor` says how to install one")
		return exitUsage
	}
	newest := tcs[len(tcs)-1]
	if err := os.MkdirAll(opts.out, 0o755); err != nil {
		fmt.Fprintf(stderr, "irfuzz report: %v\n", err)
		return exitUsage
	}
	if opts.jobs <= 0 {
		opts.jobs = runtime.NumCPU()
	}
	ctx, stop := interruptible()
	defer stop()
	work, err := os.MkdirTemp("", "irfuzz-upstream-")
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz report: %v\n", err)
		return exitUsage
	}
	defer os.RemoveAll(work)
	// 1. Which bugs show on the newest release.
	oc := oracle.Config{Toolchain: newest, WorkDir: work, ToolLimits: opts.limits}
	var shown []*corpus.Case
	var shownNames []string
	for i, r := range corpus.Check(ctx, cases, oc, newest.Major, opts.jobs) {
		if r.State == corpus.StateOpen || r.State == corpus.StateRegressed {
			shown, shownNames = append(shown, cases[i]), append(shownNames, names[i])
		}
	}
	fmt.Fprintf(stderr, "irfuzz report: %d of %d findings reproduce on LLVM %s\n", len(shown), len(cases), newest.Version)
	// 2. One bug for the findings with one key, shown by the smallest
	// whose report's command shows it (upstream.Key).
	groups := groupBugs(shown, shownNames)
	fmt.Fprintf(stderr, "irfuzz report: %d bugs\n", len(groups))
	bugs := make([]*upstream.Bug, len(groups))
	reps := make([]*corpus.Case, len(groups))
	errs := make([]error, len(groups))
	parallel.Each(len(groups), opts.jobs, func(i int) {
		g := groups[i]
		var whys []string
		for k, m := range g.members {
			b, err := gatherCase(ctx, oc, m.c, filepath.Join(work, fmt.Sprintf("bug-%d-%d", i, k)))
			if err == nil {
				b.Name, b.Upstream = bugName(m.name), m.c.Upstream
				b.Duplicates = g.duplicates(k)
				b.Unreduced = notReduced[m.c]
				for _, o := range g.members {
					if b.Upstream == "" {
						b.Upstream = o.c.Upstream
					}
				}
				bugs[i], reps[i] = b, m.c
				return
			}
			whys = append(whys, fmt.Sprintf("%s: %v", m.name, err))
		}
		errs[i] = errors.New(strings.Join(whys, "\n"))
	})
	failed := 0
	var written []*upstream.Bug
	var cs []*corpus.Case
	for i, b := range bugs {
		if errs[i] != nil {
			failed++
			fmt.Fprintf(stderr, "irfuzz report: %v\n", errs[i])
			continue
		}
		written, cs = append(written, b), append(cs, reps[i])
	}
	// 3. The release range of each bug's report.
	if opts.ranges && len(tcs) > 1 && len(cs) > 0 {
		var names []string
		for _, b := range written {
			names = append(names, b.Name)
		}
		rs, _ := rangecheck.Check(ctx, cs, names, rangecheck.Config{Toolchains: tcs, WorkDir: work, ToolLimits: opts.limits, Jobs: opts.jobs})
		for i := range rs {
			written[i].Releases = &rs[i].Releases
		}
	}
	for _, b := range written {
		if err := os.WriteFile(filepath.Join(opts.out, b.Name+".md"), []byte(upstream.Render(b)), 0o644); err != nil {
			fmt.Fprintf(stderr, "irfuzz report: %v\n", err)
			return exitUsage
		}
	}
	printUpstreamIndex(written, cs, newest.Version, opts.out, stdout)
	if failed > 0 || ctx.Err() != nil {
		return exitNo
	}
	return exitOK
}

// bugGroup is the findings of one bug (one upstream.Key), smallest
// reduced test first.
type bugGroup struct {
	key     string
	members []bugMember
}

type bugMember struct {
	c    *corpus.Case
	name string
}

// duplicates are the members of g other than its k-th, the one reported.
func (g *bugGroup) duplicates(k int) []upstream.Duplicate {
	var ds []upstream.Duplicate
	for j, m := range g.members {
		if j != k {
			ds = append(ds, upstream.Duplicate{Name: bugName(m.name), Ops: upstream.Ops(m.c.Source, m.c.Function), Why: upstream.KeyReason(g.key)})
		}
	}
	return ds
}

// groupBugs groups cases (named names) by upstream.Key, in the order of
// their first case; within a group the case with the fewest instructions
// (then the shortest text, the shortest recorded command, the name) comes
// first.
func groupBugs(cases []*corpus.Case, names []string) []*bugGroup {
	var groups []*bugGroup
	byKey := map[string]*bugGroup{}
	for i, c := range cases {
		f := &finding.Finding{Kind: c.Kind, Signature: c.Signature, Message: c.Message, Tool: c.Tool, Target: c.Target}
		k := upstream.Key(f, c.Fingerprint, names[i])
		g := byKey[k]
		if g == nil {
			g = &bugGroup{key: k}
			byKey[k] = g
			groups = append(groups, g)
		}
		g.members = append(g.members, bugMember{c, names[i]})
	}
	for _, g := range groups {
		slices.SortStableFunc(g.members, func(a, b bugMember) int {
			if d := instructions(a.c.Source) - instructions(b.c.Source); d != 0 {
				return d
			}
			if d := len(a.c.Source) - len(b.c.Source); d != 0 {
				return d
			}
			if d := len(a.c.Command) - len(b.c.Command); d != 0 {
				return d // the simpler command line (fewer selector flags)
			}
			return strings.Compare(a.name, b.name)
		})
	}
	return groups
}

// instructions counts the instruction lines of module text: indented
// lines inside function bodies.
func instructions(text string) int {
	n := 0
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "  ") && !strings.HasPrefix(strings.TrimSpace(l), ";") {
			n++
		}
	}
	return n
}

// unreduced says why the finding in dir has no reduced test ("" when it
// has one).
func unreduced(dir string) string {
	f, err := finding.Load(dir)
	switch {
	case err != nil:
		return ""
	case f.Reduction == nil:
		return "the fuzzer did not reduce it"
	case f.Reduction.Failed != "":
		return "the fuzzer's reduction of it did not succeed"
	case f.Reduction.Stopped != "":
		return "the fuzzer's reduction was stopped before it ended; this is the smallest test found until then"
	}
	return ""
}

// gatherCase is upstream.Gather of corpus case c, written as a finding
// directory under work.
func gatherCase(ctx context.Context, oc oracle.Config, c *corpus.Case, work string) (*upstream.Bug, error) {
	if err := os.MkdirAll(work, 0o755); err != nil {
		return nil, err
	}
	dir := filepath.Join(work, "finding")
	if err := c.WriteFindingDir(dir); err != nil {
		return nil, err
	}
	oc.WorkDir = work
	return upstream.Gather(ctx, oc, dir)
}

// printUpstreamIndex lists the reports written: first the bugs with no
// upstream issue recorded (to file), then the others, with their title
// and tracker status.
func printUpstreamIndex(bugs []*upstream.Bug, cases []*corpus.Case, version, out string, stdout io.Writer) {
	order := corpus.ToFileFirst(cases, "")
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "report\tupstream\ttitle")
	toFile := 0
	for _, c := range order {
		i := indexOf(cases, c)
		b := bugs[i]
		status := c.Upstream
		if c.ToFile("") {
			status, toFile = "TO FILE "+status, toFile+1
		}
		dups := ""
		if len(b.Duplicates) > 0 {
			dups = fmt.Sprintf(" (+%d more findings)", len(b.Duplicates))
		}
		fmt.Fprintf(tw, "%s\t%s\t%s%s\n", filepath.Join(out, b.Name+".md"), strings.TrimSpace(status), b.Title(), dups)
	}
	tw.Flush()
	fmt.Fprintf(stdout, "%d reports of bugs that reproduce on LLVM %s; %d with no upstream issue recorded (to file)\n", len(bugs), version, toFile)
}

func indexOf(cases []*corpus.Case, c *corpus.Case) int {
	for i, x := range cases {
		if x == c {
			return i
		}
	}
	return -1
}

// bugName is the report's file name (without .md) of a case file or
// finding directory.
func bugName(name string) string {
	return strings.TrimSuffix(filepath.Base(filepath.Clean(name)), ".ll")
}

// upstreamCases reads the bugs of dir: the cases of a corpus directory
// (it holds .ll files), else every finding directory under dir (one
// holding finding.json; its reduced/ when there is one), with why the
// test of a finding is not reduced (unreduced) where it is not.
func upstreamCases(dir, corpusDir string) ([]*corpus.Case, []string, map[*corpus.Case]string, error) {
	notReduced := map[*corpus.Case]string{}
	if lls, _ := filepath.Glob(filepath.Join(dir, "*.ll")); len(lls) > 0 {
		cases, err := corpus.Load(dir)
		if err != nil {
			return nil, nil, nil, err
		}
		var names []string
		for _, c := range cases {
			names = append(names, c.Path)
		}
		return cases, names, notReduced, nil
	}
	known := knownUpstream(corpusDir)
	var cases []*corpus.Case
	var names []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if d.Name() == "reduced" {
			return fs.SkipDir
		}
		if _, err := os.Stat(filepath.Join(path, "finding.json")); err != nil {
			return nil
		}
		c, err := corpus.FromFinding(path)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		if c.Upstream == "" {
			c.Upstream = known(path)
		}
		notReduced[c] = unreduced(path)
		cases, names = append(cases, c), append(names, path)
		return fs.SkipDir
	})
	if err == nil && len(cases) == 0 {
		err = errors.New(dir + ": neither a corpus directory (.ll cases) nor a campaign directory (findings)")
	}
	return cases, names, notReduced, err
}

// knownUpstream gives a campaign finding the tracker status the corpus
// records for the bug it reduced to: its reduction's known case, else the
// case with its fingerprint (finding.KnownKey); "" when none. Not by
// signature: a back end's pass names many bugs.
func knownUpstream(corpusDir string) func(findingDir string) string {
	if corpusDir == "" {
		return func(string) string { return "" }
	}
	cases, err := corpus.Load(corpusDir)
	if err != nil {
		return func(string) string { return "" }
	}
	up := corpus.NewUpstreamIndex(cases)
	return func(findingDir string) string {
		f, err := finding.Load(findingDir)
		if err != nil || f.Reduction == nil {
			return ""
		}
		// Not by signature: a campaign's new bug often shares one with a
		// known bug of another tracker issue.
		return up.Of(f.Reduction.Known, f.Reduction.Fingerprint, "")
	}
}
