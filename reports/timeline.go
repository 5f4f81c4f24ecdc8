package reports

import (
	"math"
	"slices"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/median"
)

// mergeTimelines merges the shards' timelines by elapsed time. Each shard
// is a step function of its cumulative counters (a point holds until the
// next; after its last point the shard's totals hold); the merged
// timeline has a point at every elapsed time any shard recorded, holding
// the sum of the shards' step functions there. A shard without a
// timeline contributes its summary at its end. The throughput of each
// point is taken over the window before it: one timeline interval, or a
// twentieth of wall (the longest shard) when that is longer, since tests
// finish a module (64 of them) at a time and a short window is mostly
// noise. It returns the timeline and the window.
func mergeTimelines(shards []*shardData, wall float64) ([]Point, float64) {
	series := make([][]finding.TimelinePoint, len(shards))
	var times []float64
	var gaps []float64
	for i, sd := range shards {
		pts := []finding.TimelinePoint{{}} // the start: all zero
		pts = append(pts, sd.timeline...)
		if last := pts[len(pts)-1]; sd.sum.Seconds > last.Elapsed {
			// No timeline, or one that ends before the summary (a failed
			// write): the summary is the shard's last point.
			s := &sd.sum
			pts = append(pts, finding.TimelinePoint{
				Elapsed: s.Seconds, Modules: max(s.Modules, last.Modules), Tests: max(s.Tests, last.Tests),
				Inputs: max(s.Inputs, last.Inputs), NativeSteps: max(s.NativeSteps, last.NativeSteps),
				Findings: max(s.Findings, last.Findings), Stored: max(s.Stored, last.Stored),
				ToolSeconds: max(s.ToolSeconds, last.ToolSeconds),
			})
		}
		series[i] = pts
		for j, p := range pts {
			times = append(times, p.Elapsed)
			if j > 1 && j < len(pts)-1 && sd.timeline != nil {
				// Regular gaps only: not the first (from zero) nor the
				// last (to the end, usually shorter).
				gaps = append(gaps, p.Elapsed-pts[j-1].Elapsed)
			}
		}
	}
	slices.Sort(times)
	times = slices.Compact(times)
	window := max(median.Of(gaps), wall/20)
	out := make([]Point, 0, len(times))
	for _, t := range times {
		out = append(out, sumAt(series, t))
	}
	// The throughput over [t-window, t] (or [0, t] early on).
	for i := range out {
		t := out[i].Elapsed
		if t <= 0 {
			continue
		}
		from := 0.0
		if window > 0 && t > window {
			from = t - window
		}
		before := sumAt(series, from)
		out[i].TestsPerSec = float64(out[i].Tests-before.Tests) / (t - from)
	}
	return out, window
}

// sumAt is the sum of the shards' step functions at elapsed time t.
func sumAt(series [][]finding.TimelinePoint, t float64) Point {
	p := Point{Elapsed: t}
	for _, pts := range series {
		// The last point at or before t.
		j, found := slices.BinarySearchFunc(pts, t, func(q finding.TimelinePoint, t float64) int {
			switch {
			case q.Elapsed < t:
				return -1
			case q.Elapsed > t:
				return 1
			}
			return 0
		})
		if !found {
			j--
		} else {
			for j+1 < len(pts) && pts[j+1].Elapsed == t {
				j++
			}
		}
		if j < 0 {
			continue
		}
		q := pts[j]
		p.Modules += q.Modules
		p.Tests += q.Tests
		p.Inputs += q.Inputs
		p.NativeSteps += q.NativeSteps
		p.Findings += q.Findings
		p.Stored += q.Stored
		p.ToolSeconds += q.ToolSeconds
	}
	return p
}

// At is the merged timeline at elapsed time t (the last point at or
// before t; the zero point before the start).
func (r *Report) At(t float64) Point {
	p := Point{Elapsed: t}
	for _, q := range r.Timeline {
		if q.Elapsed > t {
			break
		}
		p = q
		p.Elapsed = t
	}
	return p
}

// finite reports whether x is neither NaN nor infinite.
func finite(x float64) bool {
	return !math.IsNaN(x) && !math.IsInf(x, 0)
}
