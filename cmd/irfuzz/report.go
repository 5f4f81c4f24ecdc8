package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"time"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/reports"
)

// reportWriters are the formats of `irfuzz report --format`.
var reportWriters = map[string]func(io.Writer, *reports.Report) error{
	"table": reports.WriteTable,
	"md":    reports.WriteMarkdown,
	"json":  reports.WriteJSON,
	"html":  reports.WriteHTML,
}

// runReport implements `irfuzz report DIR...`: one campaign directory, or
// several shard directories merged.
func runReport(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("report", "irfuzz report DIR... [--format table|md|json|html] [--json] [-o FILE]\n       irfuzz report --upstream OUT DIR [--jobs N] [--ranges=false]  (DIR: a campaign or corpus directory; one LLVM issue per bug that reproduces on the newest installed release)", stderr)
	format := fs.String("format", "table", "output `format`: table, md, json or html (one self-contained page with charts)")
	out := fs.String("o", "", "write the report to `file` instead of stdout")
	asJSON := fs.Bool("json", false, "the same as --format json (the reports.Report type)")
	corpusDir := fs.String("corpus", defaultCorpusDir, "regression corpus `dir`ectory whose signatures count as known (\"\": none; a missing default is skipped)")
	upstreamOut := fs.String("upstream", "", "write one LLVM issue per bug of DIR that reproduces on the newest installed release into `dir`ectory OUT (OUT/NAME.md), and list them, the ones with no upstream issue recorded first")
	jobs := fs.Int("jobs", 0, "with --upstream: cases replayed at once (default: the number of cores)")
	ranges := fs.Bool("ranges", true, "with --upstream: replay each bug on every installed release for its range (regression:NN)")
	timeout := fs.Duration("tool-timeout", 60*time.Second, "with --upstream: time limit of one opt/llc/link run")
	pos, code, ok := parseCommand(fs, args, 1, math.MaxInt, stdout, stderr)
	if !ok {
		return code
	}
	if *upstreamOut != "" {
		if len(pos) != 1 {
			fmt.Fprintln(stderr, "irfuzz report: --upstream takes one DIR (a campaign or corpus directory)")
			return exitUsage
		}
		return runReportUpstream(pos[0], upstreamOptions{out: *upstreamOut, jobs: *jobs, ranges: *ranges, limits: native.Limits{Timeout: *timeout}, corpus: *corpusDir}, stdout, stderr)
	}
	if *asJSON {
		if flagsSet(fs)["format"] && *format != "json" {
			fmt.Fprintf(stderr, "irfuzz report: --json and --format %s exclude each other\n", *format)
			return exitUsage
		}
		*format = "json"
	}
	write, ok := reportWriters[*format]
	if !ok {
		fmt.Fprintf(stderr, "irfuzz report: unknown --format %q (table, md, json, html)\n", *format)
		return exitUsage
	}
	r, err := reports.Load(pos...)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz report: %v\n", err)
		return exitUsage
	}
	if *corpusDir != "" {
		cases, err := corpus.Load(*corpusDir)
		switch {
		case err == nil:
			known := corpus.Signatures(cases)
			r.MarkKnown(func(sig string) bool { return known[sig] })
			up := corpus.NewUpstreamIndex(cases)
			r.MarkUpstream(func(fingerprint, signature string) string { return up.Of("", fingerprint, signature) })
		case flagsSet(fs)["corpus"] || !errors.Is(err, os.ErrNotExist):
			fmt.Fprintf(stderr, "irfuzz report: %v\n", err)
			return exitUsage
		}
	}
	var buf bytes.Buffer
	if err := write(&buf, r); err != nil {
		fmt.Fprintf(stderr, "irfuzz report: %v\n", err)
		return exitUsage
	}
	if *out == "" {
		if _, err := stdout.Write(buf.Bytes()); err != nil {
			fmt.Fprintf(stderr, "irfuzz report: %v\n", err)
			return exitUsage
		}
		return exitOK
	}
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		fmt.Fprintf(stderr, "irfuzz report: %v\n", err)
		return exitUsage
	}
	return exitOK
}
