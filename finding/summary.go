package finding

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// SummaryFile is the name, inside a campaign directory, of its Summary.
const SummaryFile = "summary.json"

// Summary is what a campaign did; it is written to summary.json. Over a
// resumed campaign the counters are cumulative, Start is the first run's
// start, and Seconds the sum of the runs' durations (so End - Start may be
// longer).
type Summary struct {
	Mode        string           `json:"mode,omitempty"` // mutate or csmith (gen when empty)
	LLVM        string           `json:"llvm"`
	Seed        uint64           `json:"seed"`
	Shard       string           `json:"shard"`
	Pipelines   []string         `json:"pipelines"`
	Targets     []string         `json:"targets"`
	Start       time.Time        `json:"start"`
	End         time.Time        `json:"end"`
	Seconds     float64          `json:"seconds"`
	Modules     int              `json:"modules"`
	Tests       int              `json:"tests"`        // test functions checked
	Inputs      int              `json:"inputs"`       // (function, input) pairs at the IR level
	NativeSteps int              `json:"native_steps"` // harness calls run
	TestsPerSec float64          `json:"tests_per_second"`
	ToolSeconds float64          `json:"tool_seconds"` // inside LLVM tools and test programs
	ToolShare   float64          `json:"tool_share"`   // ToolSeconds / (Seconds * Jobs)
	Jobs        int              `json:"jobs"`
	Findings    int              `json:"findings"` // every finding, repeats included
	Stored      int              `json:"stored"`   // findings kept: the first of a signature, and samples of a miscompile one (finding.SampleAt)
	ByKind      map[string]int   `json:"by_kind"`
	Signatures  []SignatureCount `json:"signatures"`
	Skipped     int              `json:"skipped_modules"`
	Errors      []string         `json:"errors,omitempty"` // irfuzz's own problems (first few)
	ErrorCount  int              `json:"error_count"`
	// Rejected are native differences that were no finding: the
	// unoptimized source's own builds do the same (a harness or
	// environment problem), or the witness alone does not show them
	// again (first few, and how many).
	Rejected      []string `json:"rejected,omitempty"`
	RejectedCount int      `json:"rejected_count"`
	// NotFindings counts the native differences that were no finding by
	// reason: not shown again by the witness alone, or every build of
	// the source does the same and no independent build (another
	// selector, release, the host) agrees with the reference semantics
	// (each an irfuzz bug or a bug every build shares).
	NotFindings map[string]int `json:"not_findings,omitempty"`
	// Fallbacks counts test functions that GlobalISel left to
	// SelectionDAG on a GlobalISel target (not judged there).
	Fallbacks   int     `json:"gisel_fallbacks"`
	Interrupted bool    `json:"interrupted"` // this run was stopped by a signal
	Runs        int     `json:"runs"`        // 1, plus one per resume
	JobSeconds  float64 `json:"job_seconds"` // Σ seconds × jobs over the runs
	// NextModule is the number of modules of this shard's sequence
	// (seedOf(0), seedOf(1), ...) started so far; Pending lists those of
	// them that did not finish (interrupted), which a resume runs first.
	NextModule int64   `json:"next_module"`
	Pending    []int64 `json:"pending_modules,omitempty"`

	// Background reduction: findings reduced, failed (no reduced module)
	// and waiting or in progress; the time it took; the findings that
	// reduced to a known bug (an open corpus case); the median seconds a
	// native finding's reduction took, and from a native finding to its
	// reduced module (the wait in the queue included); and the bugs, one
	// per fingerprint, in the order first reduced.
	Reduced            int     `json:"reduced"`
	ReduceFailed       int     `json:"reduce_failed"`
	ReducePending      int     `json:"reduce_pending"`
	ReduceSeconds      float64 `json:"reduce_seconds"`
	KnownFindings      int     `json:"known_findings"`
	NativeReduceMedian float64 `json:"native_reduce_median_seconds"`
	NativeWaitMedian   float64 `json:"native_wait_median_seconds"`
	Bugs               []Bug   `json:"bugs,omitempty"`

	// Matrix is the campaign's test matrix (sample or full) and Cells its
	// cells, in the order first met.
	Matrix string      `json:"matrix,omitempty"`
	Cells  []CellCount `json:"cells,omitempty"`
}

// CellCount is one cell of a campaign's test matrix: a target at an llc
// level ("x86_64/O2"), or an opt pipeline at the IR level ("ir/O2"), with
// the modules checked in it and the findings made there.
type CellCount struct {
	Cell     string `json:"cell"`
	Modules  int    `json:"modules"`
	Findings int    `json:"findings"`
	// Builds and Calls are llc's builds in a native cell and the harness
	// calls judged there; Unjudged counts, by reason, the modules whose
	// builds there judged no call (a compile-only target, a target
	// caveat, a runtime routine the libraries lack, ...).
	Builds   int            `json:"builds,omitempty"`
	Calls    int            `json:"calls,omitempty"`
	Unjudged map[string]int `json:"unjudged,omitempty"`
}

// MaxUnjudgedReasons bounds the distinct reasons a CellCount counts; the
// rest are counted under OtherReasons.
const MaxUnjudgedReasons = 8

// OtherReasons is the reason CellCount counts the reasons past
// MaxUnjudgedReasons under.
const OtherReasons = "(other reasons)"

// AddUnjudged counts n modules whose builds in the cell judged nothing,
// for why.
func (c *CellCount) AddUnjudged(why string, n int) {
	if c.Unjudged == nil {
		c.Unjudged = map[string]int{}
	}
	if _, ok := c.Unjudged[why]; !ok && len(c.Unjudged) >= MaxUnjudgedReasons {
		why = OtherReasons
	}
	c.Unjudged[why] += n
}

// Bug is one bug of a campaign: the findings whose reductions share a
// fingerprint.
type Bug struct {
	Fingerprint string `json:"fingerprint"`
	Kind        string `json:"kind"`
	Signature   string `json:"signature"` // of the first finding reduced to it
	Dir         string `json:"dir"`       // that finding's directory, under findings/
	Findings    int    `json:"findings"`  // stored findings reduced to it
	Skeleton    string `json:"skeleton,omitempty"`
	Size        int    `json:"size"`            // the reduced module's instructions
	Known       string `json:"known,omitempty"` // the corpus case it is, if known
}

// LoadSummary reads dir/summary.json.
func LoadSummary(dir string) (*Summary, error) {
	path := filepath.Join(dir, SummaryFile)
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var s Summary
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return &s, nil
}

// TimelineFile is the name, inside the campaign directory, of the
// timeline: one JSON TimelinePoint per line.
const TimelineFile = "timeline.jsonl"

// TimelinePoint is one line of timeline.jsonl: the campaign's cumulative
// counters at one moment. Only Time and Elapsed depend on the clock; the
// counters are those of the summary at that moment, so the last point of
// a finished campaign equals its summary.json.
type TimelinePoint struct {
	Time        time.Time `json:"time"`
	Elapsed     float64   `json:"elapsed"` // seconds since the start
	Modules     int       `json:"modules"`
	Tests       int       `json:"tests"`
	Inputs      int       `json:"inputs"`
	NativeSteps int       `json:"native_steps"`
	Findings    int       `json:"findings"` // every finding, repeats included
	Stored      int       `json:"stored"`   // findings with a new signature
	ToolSeconds float64   `json:"tool_seconds"`
}

// PointOf is the timeline point of a summary snapshot.
func PointOf(s *Summary) TimelinePoint {
	return TimelinePoint{
		Time: s.End, Elapsed: s.Seconds, Modules: s.Modules, Tests: s.Tests, Inputs: s.Inputs,
		NativeSteps: s.NativeSteps, Findings: s.Findings, Stored: s.Stored, ToolSeconds: s.ToolSeconds,
	}
}

// UnjudgedText renders counts by reason as "reason ×n; ...", the most
// frequent first (ties by reason).
func UnjudgedText(by map[string]int) string {
	reasons := make([]string, 0, len(by))
	for r := range by {
		reasons = append(reasons, r)
	}
	sort.Slice(reasons, func(i, j int) bool {
		if by[reasons[i]] != by[reasons[j]] {
			return by[reasons[i]] > by[reasons[j]]
		}
		return reasons[i] < reasons[j]
	})
	parts := make([]string, len(reasons))
	for i, r := range reasons {
		parts[i] = fmt.Sprintf("%s ×%d", r, by[r])
	}
	return strings.Join(parts, "; ")
}
