package reports

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"

	"github.com/irfuzz/irfuzz/finding"
)

// TimelineRows is how many rows the timeline tables have (the charts of
// the HTML page show every point).
const TimelineRows = 10

// A section is one titled table of a report; the terminal, markdown and
// HTML writers render the same sections.
type section struct {
	title  string
	header []string
	rows   [][]string
	code   int // index of a column printed as code (signatures), -1 for none
}

// sections lays the report out as tables.
func (r *Report) sections() []section {
	var out []section
	out = append(out, section{title: "Totals", header: []string{"campaign", ""}, rows: r.totalRows(), code: -1})
	if len(r.Shards) > 1 {
		s := section{title: "Shards", header: []string{"directory", "shard", "seed", "duration", "modules", "tests", "tests/s", "findings", "stored"}, code: -1}
		for _, sh := range r.Shards {
			s.rows = append(s.rows, []string{sh.Dir, sh.Shard, fmt.Sprint(sh.Seed), duration(sh.Seconds), fmt.Sprint(sh.Modules),
				fmt.Sprint(sh.Tests), fmt.Sprintf("%.2f", sh.TestsPerSec), fmt.Sprint(sh.Findings), fmt.Sprint(sh.Stored)})
		}
		out = append(out, s)
	}
	for _, g := range []struct {
		title, col string
		groups     []Group
	}{
		{"Findings by kind", "kind", r.ByKind},
		{"Findings by pass", "pass", r.ByPass},
		{"Findings by target", "target", r.ByTarget},
		{"Findings by pipeline", "pipeline", r.ByPipeline},
	} {
		if len(g.groups) == 0 {
			continue
		}
		s := section{title: g.title, header: []string{g.col, "signatures", "findings"}, code: -1}
		for _, gr := range g.groups {
			s.rows = append(s.rows, []string{gr.Name, fmt.Sprint(gr.Signatures), fmt.Sprint(gr.Findings)})
		}
		out = append(out, s)
	}
	if len(r.Cells) > 0 {
		s := section{title: "Test matrix (cells: target/llc level, ir/opt pipeline)", header: []string{"cell", "modules", "findings", "builds", "calls judged", "modules judged nowhere there, by reason"}, code: -1}
		for _, c := range r.Cells {
			s.rows = append(s.rows, []string{c.Cell, fmt.Sprint(c.Modules), fmt.Sprint(c.Findings), fmt.Sprint(c.Builds), fmt.Sprint(c.Calls), finding.UnjudgedText(c.Unjudged)})
		}
		out = append(out, s)
	}
	if s, ok := r.bugSection(); ok {
		out = append(out, s)
	}
	if len(r.Signatures) > 0 {
		s := section{title: "Signatures", header: []string{"count", "status", "first found", "kind", "pass", "signature"}, code: 5}
		for i := range r.Signatures {
			sg := &r.Signatures[i]
			status := "new"
			if sg.Known {
				status = "known"
			}
			first := "?"
			if sg.Elapsed >= 0 {
				first = duration(sg.Elapsed)
			}
			s.rows = append(s.rows, []string{fmt.Sprint(sg.Count), status, first, sg.Kind, PassOf(sg), sg.Signature})
		}
		out = append(out, s)
	}
	s := section{title: "Timeline", header: []string{"elapsed", "modules", "tests", "tests/s", "findings", "stored"}, code: -1}
	for _, p := range r.timelineRows() {
		s.rows = append(s.rows, []string{duration(p.Elapsed), fmt.Sprint(p.Modules), fmt.Sprint(p.Tests),
			fmt.Sprintf("%.2f", p.TestsPerSec), fmt.Sprint(p.Findings), fmt.Sprint(p.Stored)})
	}
	out = append(out, s)
	if len(r.Notes) > 0 || len(r.Errors) > 0 {
		s := section{title: "Notes", header: []string{"note"}, code: -1}
		for _, n := range r.Notes {
			s.rows = append(s.rows, []string{n})
		}
		for _, e := range r.Errors {
			s.rows = append(s.rows, []string{"irfuzz error: " + e})
		}
		out = append(out, s)
	}
	return out
}

// totalRows are the rows of the totals table.
func (r *Report) totalRows() [][]string {
	shards := fmt.Sprint(len(r.Shards))
	if len(r.Shards) == 1 {
		shards = fmt.Sprintf("1 (%s, seed %d)", r.Shards[0].Shard, r.Shards[0].Seed)
	}
	rows := [][]string{
		{"LLVM", strings.Join(r.LLVM, ", ")},
		{"test source", strings.Join(r.Modes, ", ")},
		{"shards", shards},
		{"pipelines", strings.Join(r.Pipelines, ", ")},
		{"targets", strings.Join(r.Targets, ", ")},
		{"duration (longest shard)", duration(r.WallSeconds)},
	}
	if len(r.Shards) > 1 {
		rows = append(rows, []string{"shard time (sum)", duration(r.ShardSeconds)})
	}
	rows = append(rows, [][]string{
		{"jobs", fmt.Sprint(r.Jobs)},
		{"modules", fmt.Sprint(r.Modules)},
		{unitLabels[programs(r.Modes...)][0], fmt.Sprint(r.Tests)},
		{unitLabels[programs(r.Modes...)][1], fmt.Sprint(r.Inputs)},
		{unitLabels[programs(r.Modes...)][2], fmt.Sprint(r.NativeSteps)},
		{unitLabels[programs(r.Modes...)][3], fmt.Sprintf("%.2f", r.TestsPerSec)},
		{"time inside LLVM tools and programs", fmt.Sprintf("%.0f%%", 100*r.ToolShare)},
		{"findings (distinct signatures)", fmt.Sprintf("%d (%d)", r.Findings, r.Distinct)},
		{"new signatures (findings)", fmt.Sprintf("%d (%d)", r.NewSignatures, r.NewFindings)},
		{"known signatures (findings)", fmt.Sprintf("%d (%d)", r.KnownSignatures, r.KnownFindings)},
	}...)
	if r.Reduced+r.Unreduced > 0 {
		rows = append(rows,
			[]string{"stored findings reduced (not reduced)", fmt.Sprintf("%d (%d)", r.Reduced, r.Unreduced)},
			[]string{"bugs (distinct fingerprints): new, known", fmt.Sprintf("%d: %d, %d", len(r.Bugs), r.NewBugs, r.KnownBugs)})
	}
	if r.Skipped > 0 {
		rows = append(rows, []string{"skipped modules", fmt.Sprint(r.Skipped)})
	}
	if r.ErrorCount > 0 {
		rows = append(rows, []string{"irfuzz errors", fmt.Sprint(r.ErrorCount)})
	}
	if r.RejectedCount > 0 {
		rows = append(rows, []string{"native differences rejected", fmt.Sprint(r.RejectedCount)})
	}
	for _, why := range slices.Sorted(maps.Keys(r.NotFindings)) {
		rows = append(rows, []string{"  no finding: " + why, fmt.Sprint(r.NotFindings[why])})
	}
	if r.Fallbacks > 0 {
		rows = append(rows, []string{"GlobalISel fallbacks", fmt.Sprint(r.Fallbacks)})
	}
	if r.Interrupted {
		rows = append(rows, []string{"interrupted", "yes"})
	}
	return rows
}

// timelineRows samples the timeline at TimelineRows evenly spaced times
// up to the longest shard's end.
func (r *Report) timelineRows() []Point {
	end := r.WallSeconds
	if n := len(r.Timeline); n > 0 {
		end = max(end, r.Timeline[n-1].Elapsed)
	}
	if end <= 0 {
		return []Point{r.At(0)}
	}
	if !slices.ContainsFunc(r.Shards, func(s Shard) bool { return s.Timeline }) {
		// Only the totals at the end are known.
		return []Point{r.At(end)}
	}
	var out []Point
	for k := 1; k <= TimelineRows; k++ {
		t := end * float64(k) / TimelineRows
		if k == TimelineRows {
			t = end // exactly, whatever the rounding
		}
		p := r.At(t)
		out = append(out, p)
	}
	return out
}

// duration prints seconds as a duration rounded to the second.
func duration(seconds float64) string {
	return time.Duration(seconds * float64(time.Second)).Round(time.Second).String()
}

// WriteTable prints the report as terminal tables, in the style of
// WriteSummary: totals, shards, findings by kind, pass, target and
// pipeline, the signatures, and the timeline.
func WriteTable(w io.Writer, r *Report) error {
	for i, s := range r.sections() {
		if i > 0 {
			if _, err := fmt.Fprintln(w); err != nil {
				return err
			}
		}
		if i > 0 {
			if _, err := fmt.Fprintln(w, s.title); err != nil {
				return err
			}
		}
		t := tablewriter.NewWriter(w)
		t.Header(s.header)
		if err := t.Bulk(s.rows); err != nil {
			return err
		}
		if err := t.Render(); err != nil {
			return err
		}
	}
	return nil
}

// WriteMarkdown prints the report as a markdown document (GitHub
// flavour): one heading and table per section.
func WriteMarkdown(w io.Writer, r *Report) error {
	if _, err := fmt.Fprintf(w, "# irfuzz campaign report\n\n%s\n", mdEscape(strings.Join(r.Dirs, ", "))); err != nil {
		return err
	}
	for _, s := range r.sections() {
		if _, err := fmt.Fprintf(w, "\n## %s\n\n", s.title); err != nil {
			return err
		}
		t := tablewriter.NewTable(w, tablewriter.WithRenderer(renderer.NewMarkdown()), tablewriter.WithHeaderAutoFormat(tw.Off),
			tablewriter.WithHeaderAlignment(tw.AlignLeft), tablewriter.WithRowAlignment(tw.AlignLeft))
		t.Header(s.header)
		for _, row := range s.rows {
			cells := make([]string, len(row))
			for i, c := range row {
				if i == s.code && !strings.Contains(c, "`") {
					cells[i] = "`" + strings.ReplaceAll(c, "|", `\|`) + "`"
				} else {
					cells[i] = mdEscape(c)
				}
			}
			if err := t.Append(cells); err != nil {
				return err
			}
		}
		if err := t.Render(); err != nil {
			return err
		}
	}
	return nil
}

// mdEscape escapes the characters that would end a table cell or start
// markup.
var mdEscape = strings.NewReplacer(`\`, `\\`, "|", `\|`, "<", "&lt;", ">", "&gt;", "*", `\*`, "_", `\_`, "`", "\\`").Replace

// WriteJSON writes the report as indented JSON (the Report type).
func WriteJSON(w io.Writer, r *Report) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}
