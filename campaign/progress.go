package campaign

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/finding"
)

// startSummary makes the running summary: the previous runs' counters
// (none for a new campaign) under this run's configuration.
func (c *run) startSummary(targets []string) {
	cfg, prev, oc := &c.cfg, c.prev, c.orc.Config()
	c.sum = *prev
	c.sum.ByKind = maps.Clone(prev.ByKind)
	if c.sum.ByKind == nil {
		c.sum.ByKind = map[string]int{}
	}
	c.sum.Errors = slices.Clone(prev.Errors)
	c.sum.LLVM, c.sum.Seed, c.sum.Shard = oc.Toolchain.Version, cfg.Seed, fmt.Sprintf("%d/%d", cfg.Shard, cfg.Shards)
	if cfg.Mode != ModeGen {
		c.sum.Mode = cfg.Mode
	}
	c.sum.Pipelines, c.sum.Targets, c.sum.Jobs = oc.Pipelines, targets, cfg.Jobs
	c.sum.Interrupted, c.sum.Runs = false, max(prev.Runs, 1)+1
	if !cfg.Resume {
		c.sum.Start, c.sum.Runs = c.start.UTC(), 1
	}
}

// openTimeline opens timeline.jsonl for appending: a new file for a new
// campaign; for a resumed one the file as it was, less the points past
// the summary being resumed (written after its last save by a campaign
// that was killed), so that the timeline continues from the summary.
func openTimeline(dir string, resume bool, upTo float64) (*os.File, error) {
	path := filepath.Join(dir, finding.TimelineFile)
	if !resume {
		return os.Create(path)
	}
	data, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	var keep []byte
	for line := range strings.Lines(string(data)) {
		var p finding.TimelinePoint
		if !strings.HasSuffix(line, "\n") || json.Unmarshal([]byte(line), &p) != nil || p.Elapsed > upTo {
			continue
		}
		keep = append(keep, line...)
	}
	tmp := filepath.Join(dir, "."+finding.TimelineFile+".tmp")
	if err := os.WriteFile(tmp, keep, 0o644); err != nil {
		return nil, err
	}
	if err := os.Rename(tmp, path); err != nil {
		return nil, err
	}
	return os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
}

// snapshot returns the summary so far.
func (c *run) snapshot() finding.Summary {
	c.mu.Lock()
	s := c.sum
	s.ByKind = maps.Clone(c.sum.ByKind)
	s.Errors = slices.Clone(c.sum.Errors)
	s.Rejected = slices.Clone(c.sum.Rejected)
	s.Signatures = append([]finding.SignatureCount{}, c.sigs...) // [] rather than null in summary.json
	s.Cells = nil
	for _, name := range c.cellOrder {
		s.Cells = append(s.Cells, *c.cells[name])
	}
	if c.mx != nil {
		s.Matrix = MatrixSample
	}
	s.NextModule = c.next
	s.Pending = slices.Clone(c.queue)
	for k := range c.inflight {
		s.Pending = append(s.Pending, k)
	}
	c.mu.Unlock()
	if c.reducer != nil {
		c.reducer.fill(&s)
	}
	slices.Sort(s.Pending)
	now := time.Now()
	elapsed := now.Sub(c.start).Seconds()
	s.End = now.UTC()
	s.Seconds = c.prev.Seconds + elapsed
	prevJob := c.prev.JobSeconds
	if prevJob == 0 {
		prevJob = c.prev.Seconds * float64(max(c.prev.Jobs, 1))
	}
	s.JobSeconds = prevJob + elapsed*float64(s.Jobs)
	s.TestsPerSec, s.ToolShare = 0, 0
	s.ToolSeconds = c.prev.ToolSeconds + c.orc.ToolTime().Seconds()
	if s.Seconds > 0 {
		s.TestsPerSec = float64(s.Tests) / s.Seconds
	}
	if s.JobSeconds > 0 {
		s.ToolShare = s.ToolSeconds / s.JobSeconds
	}
	return s
}

// progressLoop prints progress, refreshes summary.json and appends to
// timeline.jsonl until done.
func (c *run) progressLoop(ctx context.Context, done <-chan struct{}) {
	every := c.cfg.ProgressEvery
	if c.cfg.Terminal {
		every = time.Second
	}
	tick := time.NewTicker(every)
	defer tick.Stop()
	tlTick := time.NewTicker(c.cfg.TimelineEvery)
	defer tlTick.Stop()
	lastSave := time.Now()
	for {
		select {
		case <-tlTick.C:
			s := c.snapshot()
			c.appendTimeline(&s)
		case <-done:
			if c.cfg.Terminal && c.cfg.Progress != nil {
				fmt.Fprintln(c.cfg.Progress)
			}
			return
		case <-tick.C:
			s := c.snapshot()
			if c.cfg.Progress != nil {
				line := c.progressLine(&s)
				if c.cfg.Terminal {
					fmt.Fprintf(c.cfg.Progress, "\r\033[K%s", line)
				} else {
					fmt.Fprintln(c.cfg.Progress, line)
				}
			}
			if time.Since(lastSave) >= 30*time.Second {
				lastSave = time.Now()
				writeSummary(c.cfg.Out, &s)
			}
		}
	}
}

// appendTimeline appends the point of s to timeline.jsonl. A failed write
// is counted as an irfuzz error once, and does not stop the campaign.
func (c *run) appendTimeline(s *finding.Summary) {
	if c.timeline == nil || c.timelineErr {
		return
	}
	data, err := json.Marshal(finding.PointOf(s))
	if err == nil {
		_, err = c.timeline.Write(append(data, '\n'))
	}
	if err != nil {
		c.timelineErr = true
		c.addError(fmt.Sprintf("timeline: %v", err))
	}
}

func (c *run) progressLine(s *finding.Summary) string {
	left := ""
	if c.cfg.Duration > 0 {
		rem := c.cfg.Duration - time.Since(c.start)
		left = fmt.Sprintf(", %s left", max(rem, 0).Round(time.Second))
	}
	var kinds []string
	for _, k := range slices.Sorted(maps.Keys(s.ByKind)) {
		kinds = append(kinds, fmt.Sprintf("%s %d", k, s.ByKind[k]))
	}
	found := "none"
	if len(kinds) > 0 {
		found = strings.Join(kinds, ", ")
	}
	if c.cfg.Mode == ModeCsmith {
		return fmt.Sprintf("[%s] %d programs (%.2f programs/s, %d judged), findings: %s (%d signatures)%s",
			time.Since(c.start).Round(time.Second), s.Tests, s.TestsPerSec, s.Inputs, found, len(s.Signatures), left)
	}
	if c.reducer != nil {
		left = fmt.Sprintf(", reduced %d/%d: %d bugs", s.Reduced+s.ReduceFailed, s.Reduced+s.ReduceFailed+s.ReducePending, len(s.Bugs)) + left
	}
	return fmt.Sprintf("[%s] %d modules, %d tests (%.1f tests/s), findings: %s (%d signatures)%s",
		time.Since(c.start).Round(time.Second), s.Modules, s.Tests, s.TestsPerSec, found, len(s.Signatures), left)
}

// writeSummary writes summary.json atomically.
func writeSummary(dir string, s *finding.Summary) error {
	return writeJSONFile(dir, finding.SummaryFile, s)
}
