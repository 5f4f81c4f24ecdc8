package main

import (
	"flag"
	"io"
	"testing"

	"github.com/irfuzz/irfuzz/campaign"
	"github.com/irfuzz/irfuzz/finding"
)

// TestResumeFlagsBatch: a campaign resumed keeps the batch size it ran
// with, also when it was started without --batch under another default;
// one started with --batch keeps that.
func TestResumeFlagsBatch(t *testing.T) {
	for _, tc := range []struct {
		name     string
		args     []string
		recorded int
		want     int
	}{
		{"default of its day", []string{"--llvm", "19"}, 64, 64},
		{"given", []string{"--llvm", "19", "--batch", "8"}, 8, 8},
		{"as today's default", nil, campaign.DefaultBatchSize, campaign.DefaultBatchSize},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			fs := flag.NewFlagSet("fuzz", flag.ContinueOnError)
			fs.SetOutput(io.Discard)
			ff := addFuzzFlags(fs)
			if _, err := parseArgs(fs, []string{"--resume", dir}); err != nil {
				t.Fatal(err)
			}
			rec := &campaign.Record{Args: tc.args, BatchSize: tc.recorded}
			of, err := resumeFlags(fs, ff, rec, &finding.Summary{}, dir)
			if err != nil {
				t.Fatal(err)
			}
			if *of.batch != tc.want {
				t.Errorf("resumed batch %d, want %d", *of.batch, tc.want)
			}
		})
	}
}
