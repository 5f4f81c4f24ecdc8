// Package reports renders campaign results for people. WriteSummary prints
// the summary a campaign returns; Load reads one campaign directory, or
// several shard directories merged, into a Report, which WriteTable,
// WriteMarkdown, WriteJSON and WriteHTML render (the HTML page is one
// self-contained file with inline SVG charts).
package reports

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"time"

	"github.com/olekukonko/tablewriter"

	"github.com/irfuzz/irfuzz/finding"
)

// WriteSummary prints a campaign summary as two tables: the totals, and
// the findings by signature.
func WriteSummary(w io.Writer, s *finding.Summary) error {
	t := tablewriter.NewWriter(w)
	t.Header("campaign", "")
	mode := s.Mode
	if mode == "" {
		mode = "gen"
	}
	rows := [][]string{
		{"LLVM", s.LLVM},
		{"test source", mode},
		{"shard / seed", fmt.Sprintf("%s / %d", s.Shard, s.Seed)},
		{"duration", (time.Duration(s.Seconds * float64(time.Second))).Round(time.Second).String()},
		{"modules", fmt.Sprint(s.Modules)},
		{unitLabels[programs(mode)][0], fmt.Sprint(s.Tests)},
		{unitLabels[programs(mode)][1], fmt.Sprint(s.Inputs)},
		{unitLabels[programs(mode)][2], fmt.Sprint(s.NativeSteps)},
		{unitLabels[programs(mode)][3], fmt.Sprintf("%.2f", s.TestsPerSec)},
		{"time inside LLVM tools and programs", fmt.Sprintf("%.0f%%", 100*s.ToolShare)},
		{"findings (distinct signatures)", fmt.Sprintf("%d (%d)", s.Findings, len(s.Signatures))},
	}
	for _, k := range slices.Sorted(maps.Keys(s.ByKind)) {
		rows = append(rows, []string{"  " + k, fmt.Sprint(s.ByKind[k])})
	}
	if s.ErrorCount > 0 {
		rows = append(rows, []string{"irfuzz errors", fmt.Sprint(s.ErrorCount)})
	}
	if s.RejectedCount > 0 {
		rows = append(rows, []string{"native differences rejected (the source does the same, or not shown alone)", fmt.Sprint(s.RejectedCount)})
	}
	for _, why := range slices.Sorted(maps.Keys(s.NotFindings)) {
		rows = append(rows, []string{"  no finding: " + why, fmt.Sprint(s.NotFindings[why])})
	}
	if s.Fallbacks > 0 {
		rows = append(rows, []string{"GlobalISel fallbacks (not judged there)", fmt.Sprint(s.Fallbacks)})
	}
	if s.Interrupted {
		rows = append(rows, []string{"interrupted", "yes"})
	}
	rows = append(rows, reductionRows(s)...)
	if err := t.Bulk(rows); err != nil {
		return err
	}
	if err := t.Render(); err != nil {
		return err
	}
	if len(s.Signatures) > 0 {
		t = tablewriter.NewWriter(w)
		t.Header("kind", "signature", "count")
		for _, sc := range s.Signatures {
			if err := t.Append(sc.Kind, sc.Signature, fmt.Sprint(sc.Count)); err != nil {
				return err
			}
		}
		if err := t.Render(); err != nil {
			return err
		}
	}
	if err := writeCells(w, s.Cells); err != nil {
		return err
	}
	return writeBugs(w, s.Bugs)
}

// writeCells prints the test matrix: modules and findings per cell.
func writeCells(w io.Writer, cells []finding.CellCount) error {
	if len(cells) == 0 {
		return nil
	}
	t := tablewriter.NewWriter(w)
	t.Header("cell", "modules", "findings", "builds", "calls judged", "no call judged, by reason")
	for _, c := range cells {
		if err := t.Append(c.Cell, fmt.Sprint(c.Modules), fmt.Sprint(c.Findings), fmt.Sprint(c.Builds), fmt.Sprint(c.Calls), finding.UnjudgedText(c.Unjudged)); err != nil {
			return err
		}
	}
	return t.Render()
}

// reductionRows are the summary's lines on background reduction: the
// findings reduced, the bugs they are, and how long a native finding
// waited for its reduced module.
func reductionRows(s *finding.Summary) [][]string {
	if s.Reduced+s.ReduceFailed+s.ReducePending == 0 {
		return nil
	}
	known := 0
	for _, b := range s.Bugs {
		if b.Known != "" {
			known++
		}
	}
	rows := [][]string{
		{"findings reduced (failed, waiting)", fmt.Sprintf("%d (%d, %d)", s.Reduced, s.ReduceFailed, s.ReducePending)},
		{"bugs (distinct fingerprints): new, known", fmt.Sprintf("%d: %d, %d", len(s.Bugs), len(s.Bugs)-known, known)},
		{"time spent reducing", (time.Duration(s.ReduceSeconds * float64(time.Second))).Round(time.Second).String()},
	}
	if s.NativeReduceMedian > 0 {
		rows = append(rows, []string{"native findings: median reduction time (from found to reduced)", fmt.Sprintf("%s (%s)",
			(time.Duration(s.NativeReduceMedian * float64(time.Second))).Round(time.Second), (time.Duration(s.NativeWaitMedian * float64(time.Second))).Round(time.Second))})
	}
	return rows
}

// writeBugs prints the bugs: one line per fingerprint, new ones first.
func writeBugs(w io.Writer, bugs []finding.Bug) error {
	if len(bugs) == 0 {
		return nil
	}
	sorted := slices.Clone(bugs)
	slices.SortStableFunc(sorted, func(a, b finding.Bug) int {
		if (a.Known == "") != (b.Known == "") {
			if a.Known == "" {
				return -1
			}
			return 1
		}
		return 0
	})
	t := tablewriter.NewWriter(w)
	t.Header("bug (fingerprint)", "findings", "reduced", "known as", "finding")
	for _, b := range sorted {
		known := b.Known
		if known == "" {
			known = "new"
		}
		if err := t.Append(b.Fingerprint, fmt.Sprint(b.Findings), fmt.Sprintf("%d instrs", b.Size), known, b.Dir); err != nil {
			return err
		}
	}
	return t.Render()
}

// unitLabels name the counters of a campaign whose tests are test
// functions ([0]) or, for Csmith, whole programs ([1]).
var unitLabels = [2][4]string{
	{"test functions", "inputs checked (IR level)", "native calls", "tests/s"},
	{"programs", "programs judged (the source ran to its end)", "native program runs", "programs/s"},
}

// programs is 1 when a campaign of these modes tests whole programs.
func programs(modes ...string) int {
	if len(modes) > 0 && !slices.ContainsFunc(modes, func(m string) bool { return m != "csmith" }) {
		return 1
	}
	return 0
}
