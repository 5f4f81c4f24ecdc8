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
	"strings"
	"sync"
	"text/tabwriter"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/finding"
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
}

// runReportUpstream implements `irfuzz report --upstream OUT DIR`: one
// LLVM issue (OUT/NAME.md, upstream.Render) per bug of DIR, a corpus
// directory or a campaign directory, that reproduces on the newest
// installed release; then an index on stdout, the bugs with no upstream
// issue recorded (to file) first.
func runReportUpstream(dir string, opts upstreamOptions, stdout, stderr io.Writer) int {
	cases, names, err := upstreamCases(dir)
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
	fmt.Fprintf(stderr, "irfuzz report: %d of %d bugs reproduce on LLVM %s\n", len(shown), len(cases), newest.Version)
	// 2. Their release ranges.
	ranges := make([]*finding.Releases, len(shown))
	if opts.ranges && len(tcs) > 1 {
		reps, _ := rangecheck.Check(ctx, shown, shownNames, rangecheck.Config{Toolchains: tcs, WorkDir: work, ToolLimits: opts.limits, Jobs: opts.jobs})
		for i := range reps {
			ranges[i] = &reps[i].Releases
		}
	}
	// 3. One report each, its command run and checked on the newest release.
	bugs := make([]*upstream.Bug, len(shown))
	errs := make([]error, len(shown))
	sem := make(chan struct{}, opts.jobs)
	var wg sync.WaitGroup
	for i, c := range shown {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			bugs[i], errs[i] = gatherCase(ctx, oc, c, filepath.Join(work, fmt.Sprintf("case-%d", i)))
		}()
	}
	wg.Wait()
	failed := 0
	var written []*upstream.Bug
	var cs []*corpus.Case
	for i, b := range bugs {
		if errs[i] != nil {
			failed++
			fmt.Fprintf(stderr, "irfuzz report: %s: %v\n", shownNames[i], errs[i])
			continue
		}
		b.Name, b.Releases, b.Upstream = bugName(shownNames[i]), ranges[i], shown[i].Upstream
		if err := os.WriteFile(filepath.Join(opts.out, b.Name+".md"), []byte(upstream.Render(b)), 0o644); err != nil {
			fmt.Fprintf(stderr, "irfuzz report: %v\n", err)
			return exitUsage
		}
		written, cs = append(written, b), append(cs, shown[i])
	}
	printUpstreamIndex(written, cs, newest.Version, opts.out, stdout)
	if failed > 0 || ctx.Err() != nil {
		return exitNo
	}
	return exitOK
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
		fmt.Fprintf(tw, "%s\t%s\t%s\n", filepath.Join(out, b.Name+".md"), strings.TrimSpace(status), b.Title())
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
// holding finding.json; its reduced/ when there is one).
func upstreamCases(dir string) ([]*corpus.Case, []string, error) {
	if lls, _ := filepath.Glob(filepath.Join(dir, "*.ll")); len(lls) > 0 {
		cases, err := corpus.Load(dir)
		if err != nil {
			return nil, nil, err
		}
		var names []string
		for _, c := range cases {
			names = append(names, c.Path)
		}
		return cases, names, nil
	}
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
		cases, names = append(cases, c), append(names, path)
		return fs.SkipDir
	})
	if err == nil && len(cases) == 0 {
		err = errors.New(dir + ": neither a corpus directory (.ll cases) nor a campaign directory (findings)")
	}
	return cases, names, err
}
