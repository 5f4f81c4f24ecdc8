package campaign

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// The test matrices of a campaign (Config.Matrix).
const (
	// MatrixSample builds each module for a weighted sample of the
	// targets (as many as cost Config.MatrixWidth runnable ones; a
	// compile-only target costs a third of one), in a cycle that visits
	// every target at a steady rate: the cost of a module stays near that
	// of a few targets while a campaign covers them all.
	MatrixSample = "sample"
	// MatrixFull builds every module for every target.
	MatrixFull = "full"
)

// matrix deals the campaign's targets out to its modules.
type matrix struct {
	all   []*native.Target
	cycle []*native.Target // one period of the weighted round robin
	width int

	mu     sync.Mutex
	starts []int // where in the cycle each module's sample starts, as dealt so far
}

// slotCost is what a target costs of a module's budget (width × 3): a
// target that runs programs 3, a compile-only one 1 (llc alone runs, which
// costs a fraction of building, linking and running under an emulator).
func slotCost(t *native.Target) int {
	if t.Runnable() {
		return 3
	}
	return 1
}

// newMatrix makes the matrix of cfg over targets: nil for MatrixFull or
// when the sample would take every target anyway.
func newMatrix(cfg *Config, targets []*native.Target) (*matrix, error) {
	switch cfg.Matrix {
	case "", MatrixSample:
	case MatrixFull:
		return nil, nil
	default:
		return nil, fmt.Errorf("unknown test matrix %q (want %s or %s)", cfg.Matrix, MatrixSample, MatrixFull)
	}
	width := cfg.MatrixWidth
	if width <= 0 {
		width = 3
	}
	total := 0
	for _, t := range targets {
		total += slotCost(t)
	}
	if 3*width >= total {
		return nil, nil
	}
	return &matrix{all: targets, cycle: weightedCycle(targets), width: width}, nil
}

// targetWeight is how often a target comes up in the cycle: the default
// targets (x86-64 and AArch64, the back ends most users run) twice as
// often as the others.
func targetWeight(t *native.Target) int {
	if slices.Contains(native.DefaultTargets, t.Name) {
		return 2
	}
	return 1
}

// weightedCycle is one period of a smooth weighted round robin over ts:
// each target appears targetWeight times, spread out rather than in runs.
func weightedCycle(ts []*native.Target) []*native.Target {
	total := 0
	for _, t := range ts {
		total += targetWeight(t)
	}
	credit := make([]int, len(ts))
	cycle := make([]*native.Target, 0, total)
	for range total {
		best := 0
		for i, t := range ts {
			credit[i] += targetWeight(t)
			if credit[i] > credit[best] {
				best = i
			}
		}
		credit[best] -= total
		cycle = append(cycle, ts[best])
	}
	return cycle
}

// targets are the targets of the campaign's k-th module: distinct
// targets taken along the cycle, from where module k-1's stopped, until
// the module's budget (width × 3 of slotCost) is spent; so module k is
// built for the same targets however the campaign is run or resumed, and
// the cycle is walked at a steady rate.
func (mx *matrix) targets(k int64) []*native.Target {
	if mx == nil {
		return nil
	}
	mx.mu.Lock()
	defer mx.mu.Unlock()
	if len(mx.starts) == 0 {
		mx.starts = []int{0}
	}
	for int64(len(mx.starts)) <= k {
		_, next := mx.deal(mx.starts[len(mx.starts)-1])
		mx.starts = append(mx.starts, next)
	}
	out, _ := mx.deal(mx.starts[k])
	// Keep the table's order: builds and findings read the same in every
	// module.
	slices.SortFunc(out, func(a, b *native.Target) int { return slices.Index(mx.all, a) - slices.Index(mx.all, b) })
	return out
}

// deal takes one module's targets from cycle position start and returns
// them with the position after the last one taken.
func (mx *matrix) deal(start int) (out []*native.Target, next int) {
	budget := 3 * mx.width
	n := len(mx.cycle)
	next = start
	// A module takes a contiguous stretch of the cycle: skipping a target
	// that does not fit, to take a cheaper one further on, would let
	// compile-only targets (cost 1) crowd out the runnable ones module
	// after module. A target the module already has is passed over.
	for j := 0; j < n && budget > 0; j++ {
		t := mx.cycle[(start+j)%n]
		if slotCost(t) > budget {
			break
		}
		next = (start + j + 1) % n
		if slices.Contains(out, t) {
			continue
		}
		out = append(out, t)
		budget -= slotCost(t)
	}
	return out, next
}

// countCells adds a module checked on targets at levels, and its
// findings, to the per-cell counts (target/level; opt pipelines at the IR
// level as ir/pipeline).
func countCells(cells map[string]*finding.CellCount, pipelines, levels []string, targets []*native.Target, fs []*finding.Finding) {
	bump := func(name string) *finding.CellCount {
		c := cells[name]
		if c == nil {
			c = &finding.CellCount{Cell: name}
			cells[name] = c
		}
		return c
	}
	for _, p := range pipelines {
		bump("ir/"+p).Modules++
	}
	for _, t := range targets {
		for _, l := range levels {
			bump(t.Name+"/"+l).Modules++
		}
	}
	for _, f := range fs {
		switch {
		case f.Target != "":
			bump(f.Target+"/"+f.Level).Findings++
		case f.Pipeline != "":
			bump("ir/"+f.Pipeline).Findings++
		}
	}
}

// countRuns adds what a module's check ran in each native cell (builds,
// calls judged) to the per-cell counts, and why a cell with builds
// judged no call (its reasons with the test functions' names left out,
// so that they count together).
func countRuns(cells map[string]*finding.CellCount, runs map[string]*oracle.CellRun) {
	for name, r := range runs {
		c := cells[name]
		if c == nil {
			c = &finding.CellCount{Cell: name}
			cells[name] = c
		}
		c.Builds += r.Builds
		c.Calls += r.Calls
		if r.Builds > 0 && r.Calls == 0 {
			for _, why := range r.Why {
				c.AddUnjudged(withoutCounts(why), 1)
			}
		}
	}
}

// withoutCounts is why with what names a module's own functions left
// out (" (@f and 3 more)") cut, so that the reasons of modules count
// together.
func withoutCounts(why string) string {
	for {
		i := strings.Index(why, " (@")
		if i < 0 {
			return why
		}
		j := strings.IndexByte(why[i:], ')')
		if j < 0 {
			return why
		}
		why = why[:i] + why[i+j+1:]
	}
}

// cellNames is order with the cells it lacks appended, sorted by name.
func cellNames(cells map[string]*finding.CellCount, order []string) []string {
	var added []string
	for name := range cells {
		if !slices.Contains(order, name) {
			added = append(added, name)
		}
	}
	slices.Sort(added)
	return append(order, added...)
}

// SampleTargets is the default test matrix over targets as a function of
// the module index: the width targets a campaign builds its k-th module
// for (all of them when width covers them).
func SampleTargets(targets []*native.Target, width int) func(k int64) []*native.Target {
	mx, _ := newMatrix(&Config{MatrixWidth: width}, targets)
	return func(k int64) []*native.Target {
		if mx == nil {
			return targets
		}
		return mx.targets(k)
	}
}
