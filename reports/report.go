package reports

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/finding"
)

// Report is one campaign, or several shards of one campaign merged: the
// shards ran side by side (irfuzz fuzz --shard I/N on several machines or
// processes), so their counters add up and their clocks overlap.
//
// Totals are the sums over the shards. TestsPerSec is the total number of
// tests divided by WallSeconds, the duration of the longest shard: that is
// the campaign's throughput as a whole, which is what adding a shard
// should raise (the mean of the shards' rates would not show it).
type Report struct {
	Dirs      []string  `json:"dirs"`   // the campaign directories, in the order given
	Shards    []Shard   `json:"shards"` // one per directory
	LLVM      []string  `json:"llvm"`   // distinct LLVM versions
	Modes     []string  `json:"modes"`  // test sources: gen, mutate
	Pipelines []string  `json:"pipelines"`
	Targets   []string  `json:"targets"`
	Start     time.Time `json:"start"` // the earliest shard start
	End       time.Time `json:"end"`   // the latest shard end
	// WallSeconds is the longest shard's duration; ShardSeconds the sum of
	// the shards' durations.
	WallSeconds  float64 `json:"wall_seconds"`
	ShardSeconds float64 `json:"shard_seconds"`
	Jobs         int     `json:"jobs"` // workers, summed over the shards
	Modules      int     `json:"modules"`
	Tests        int     `json:"tests"`
	Inputs       int     `json:"inputs"`
	NativeSteps  int     `json:"native_steps"`
	TestsPerSec  float64 `json:"tests_per_second"` // Tests / WallSeconds
	ToolSeconds  float64 `json:"tool_seconds"`
	ToolShare    float64 `json:"tool_share"` // ToolSeconds / Σ(shard job seconds: seconds × jobs over its runs)
	Findings     int     `json:"findings"`   // every finding, repeats included
	// Stored is the sum of the shards' stored findings; two shards may
	// store the same signature, so Distinct (the merged signatures) can be
	// smaller.
	Stored     int      `json:"stored"`
	Distinct   int      `json:"distinct_signatures"`
	Skipped    int      `json:"skipped_modules"`
	ErrorCount int      `json:"error_count"`
	Errors     []string `json:"errors,omitempty"` // the first few, prefixed by their directory
	// RejectedCount and Fallbacks sum the shards' (see finding.Summary).
	RejectedCount int `json:"rejected_count"`
	// NotFindings sums the shards' native differences that were no
	// finding, by reason (finding.Summary.NotFindings).
	NotFindings map[string]int `json:"not_findings,omitempty"`
	Fallbacks   int            `json:"gisel_fallbacks"`
	Interrupted bool           `json:"interrupted"` // some shard was interrupted

	// New and known: signatures the corpus already holds are known (see
	// MarkKnown); without a corpus every signature is new. The findings
	// here and in the groups below are the signatures' counts, which equal
	// Findings; in campaign directories written before the campaign counted
	// both together they can exceed it by the findings of a module cut
	// short at the end (a note says so).
	NewSignatures   int `json:"new_signatures"`
	KnownSignatures int `json:"known_signatures"`
	NewFindings     int `json:"new_findings"`
	KnownFindings   int `json:"known_findings"`

	// Bugs are the stored findings grouped by the fingerprints of their
	// reductions (one bug, one fingerprint); Reduced and Unreduced count
	// the stored findings with and without a reduced module, NewBugs and
	// KnownBugs the bugs that are not and are open corpus cases.
	Bugs []Bug `json:"bugs"`
	// Cells are the test matrix's cells, summed over the shards: modules
	// checked and findings made in each (finding.CellCount).
	Cells     []finding.CellCount `json:"cells,omitempty"`
	Reduced   int                 `json:"reduced"`
	Unreduced int                 `json:"unreduced"`
	NewBugs   int                 `json:"new_bugs"`
	KnownBugs int                 `json:"known_bugs"`

	ByKind     []Group     `json:"by_kind"`
	ByPass     []Group     `json:"by_pass"`
	ByTarget   []Group     `json:"by_target"`
	ByPipeline []Group     `json:"by_pipeline"`
	Signatures []Signature `json:"signatures"` // most frequent first
	// Timeline is the merged timeline: at each elapsed time, the sum of the
	// shards' cumulative counters, each shard step-interpolated (its last
	// point at or before that time). It starts with a zero point.
	Timeline []Point `json:"timeline"`
	// RateWindow is the window, in seconds, of the timeline's TestsPerSec:
	// the longer of one timeline interval and a twentieth of WallSeconds.
	RateWindow float64 `json:"rate_window_seconds"`
	// Notes are things a reader should know about the data (missing
	// timelines, findings on disk that summary.json does not count).
	Notes []string `json:"notes,omitempty"`
}

// Shard is what one campaign directory contributed.
type Shard struct {
	Dir         string  `json:"dir"`
	Shard       string  `json:"shard"` // I/N, as the campaign recorded it
	Seed        uint64  `json:"seed"`
	LLVM        string  `json:"llvm"`
	Seconds     float64 `json:"seconds"`
	Jobs        int     `json:"jobs"`
	Modules     int     `json:"modules"`
	Tests       int     `json:"tests"`
	TestsPerSec float64 `json:"tests_per_second"`
	Findings    int     `json:"findings"`
	Stored      int     `json:"stored"`
	Timeline    bool    `json:"timeline"` // it has a timeline.jsonl
	Interrupted bool    `json:"interrupted"`
}

// Group is the findings that share one value of an attribute (kind,
// guilty pass, target, pipeline).
type Group struct {
	Name       string `json:"name"`
	Signatures int    `json:"signatures"` // distinct signatures
	Findings   int    `json:"findings"`   // repeats included
}

// Signature is one distinct finding signature with its merged count and
// the attributes of its finding record (the earliest found, when several
// shards stored it). Attributes are empty when no finding.json has the
// signature.
type Signature struct {
	Signature string    `json:"signature"`
	Kind      string    `json:"kind"`
	Count     int       `json:"count"` // summed over the shards
	Pass      string    `json:"pass,omitempty"`
	Target    string    `json:"target,omitempty"`
	Pipeline  string    `json:"pipeline,omitempty"`
	Level     string    `json:"level,omitempty"`
	Tool      string    `json:"tool,omitempty"`
	Found     time.Time `json:"found,omitzero"` // first found, zero when unknown
	// Elapsed is when it was first found, in seconds since the start of
	// its shard (-1 when unknown).
	Elapsed float64  `json:"elapsed"`
	Dirs    []string `json:"dirs,omitempty"` // its finding directories
	Known   bool     `json:"known"`          // the corpus has it (MarkKnown)
	onDisk  bool
}

// Point is the merged timeline at one elapsed time.
type Point struct {
	Elapsed     float64 `json:"elapsed"` // seconds since the shards' starts
	Modules     int     `json:"modules"`
	Tests       int     `json:"tests"`
	Inputs      int     `json:"inputs"`
	NativeSteps int     `json:"native_steps"`
	Findings    int     `json:"findings"`
	Stored      int     `json:"stored"`
	ToolSeconds float64 `json:"tool_seconds"`
	// TestsPerSec is the throughput over the Report's RateWindow that ends
	// here (or since the start, early on).
	TestsPerSec float64 `json:"tests_per_second"`
}

// Group names used for findings that lack the attribute.
const (
	NoPass       = "(not bisected)"
	NoTarget     = "(IR level)"
	NoPipeline   = "(unoptimized source)"
	UnknownGroup = "(no finding.json)"
)

// shardData is one directory as read from disk.
type shardData struct {
	dir      string
	sum      finding.Summary
	timeline []finding.TimelinePoint // nil when there is no timeline.jsonl
	findings []*finding.Finding      // with Dir set, sorted by Found then signature
}

// Load reads one campaign directory, or several shard directories of one
// campaign, and merges them. Each directory must hold summary.json; its
// timeline.jsonl and findings/*/finding.json are read when present. A
// file that cannot be read or parsed is an error naming the file. Every
// signature starts out new; see MarkKnown.
func Load(dirs ...string) (*Report, error) {
	if len(dirs) == 0 {
		return nil, errors.New("no campaign directory given")
	}
	seen := map[string]string{}
	var shards []*shardData
	for _, d := range dirs {
		abs, err := filepath.Abs(d)
		if err != nil {
			return nil, err
		}
		if prev, ok := seen[abs]; ok {
			return nil, fmt.Errorf("%s: given twice (as %s)", d, prev)
		}
		seen[abs] = d
		sd, err := loadShard(d)
		if err != nil {
			return nil, err
		}
		shards = append(shards, sd)
	}
	return merge(shards), nil
}

// loadShard reads one campaign directory.
func loadShard(dir string) (*shardData, error) {
	st, err := os.Stat(dir)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("%s: not a directory", dir)
	}
	sd := &shardData{dir: dir}
	sumPath := filepath.Join(dir, "summary.json")
	data, err := os.ReadFile(sumPath)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s: no summary.json (not a campaign directory)", dir)
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(data, &sd.sum); err != nil {
		return nil, fmt.Errorf("%s: %v", sumPath, err)
	}
	if err := checkSummary(&sd.sum); err != nil {
		return nil, fmt.Errorf("%s: %v", sumPath, err)
	}
	if sd.timeline, err = loadTimeline(filepath.Join(dir, finding.TimelineFile)); err != nil {
		return nil, err
	}
	if sd.findings, err = loadFindings(filepath.Join(dir, "findings")); err != nil {
		return nil, err
	}
	return sd, nil
}

// checkSummary rejects counters no campaign writes.
func checkSummary(s *finding.Summary) error {
	if s.Modules < 0 || s.Tests < 0 || s.Inputs < 0 || s.NativeSteps < 0 || s.Findings < 0 || s.Stored < 0 ||
		s.Skipped < 0 || s.ErrorCount < 0 || s.Jobs < 0 {
		return errors.New("negative counter")
	}
	if !finite(s.Seconds) || s.Seconds < 0 || !finite(s.ToolSeconds) || s.ToolSeconds < 0 {
		return errors.New("bad seconds")
	}
	for k, v := range s.ByKind {
		if v < 0 {
			return fmt.Errorf("negative count of kind %q", k)
		}
	}
	for _, sc := range s.Signatures {
		if sc.Count < 0 || sc.Signature == "" {
			return fmt.Errorf("bad signature entry %q (count %d)", sc.Signature, sc.Count)
		}
	}
	return nil
}

// loadTimeline reads timeline.jsonl; nil, nil when there is none. A last
// line cut short (a campaign killed while writing it) is ignored; any
// other bad line is an error naming the file and line.
func loadTimeline(path string) ([]finding.TimelinePoint, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	pts := []finding.TimelinePoint{}
	lines := bytes.Split(data, []byte("\n"))
	for i, text := range lines {
		text = bytes.TrimSpace(text)
		if len(text) == 0 {
			continue
		}
		var p finding.TimelinePoint
		err := json.Unmarshal(text, &p)
		if err == nil && (!finite(p.Elapsed) || p.Elapsed < 0 || !finite(p.ToolSeconds) || p.Modules < 0 || p.Tests < 0 ||
			p.Inputs < 0 || p.NativeSteps < 0 || p.Findings < 0 || p.Stored < 0) {
			err = errors.New("bad counter")
		}
		if err != nil {
			if i == len(lines)-1 {
				break // a last line without its newline: cut short by a kill
			}
			return nil, fmt.Errorf("%s:%d: %v", path, i+1, err)
		}
		pts = append(pts, p)
	}
	slices.SortStableFunc(pts, func(a, b finding.TimelinePoint) int {
		switch {
		case a.Elapsed < b.Elapsed:
			return -1
		case a.Elapsed > b.Elapsed:
			return 1
		}
		return 0
	})
	return pts, nil
}

// loadFindings reads findings/*/finding.json, skipping the temporary
// directories of an interrupted write.
func loadFindings(dir string) ([]*finding.Finding, error) {
	ents, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []*finding.Finding
	for _, e := range ents {
		if !e.IsDir() || strings.HasPrefix(e.Name(), ".tmp-") {
			continue
		}
		path := filepath.Join(dir, e.Name(), "finding.json")
		data, err := os.ReadFile(path)
		if errors.Is(err, fs.ErrNotExist) {
			continue // not a finding directory
		}
		if err != nil {
			return nil, err
		}
		var f finding.Finding
		if err := json.Unmarshal(data, &f); err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		if f.Signature == "" {
			return nil, fmt.Errorf("%s: no signature", path)
		}
		f.Dir = filepath.Join(dir, e.Name())
		out = append(out, &f)
	}
	slices.SortFunc(out, func(a, b *finding.Finding) int {
		if c := a.Found.Compare(b.Found); c != 0 {
			return c
		}
		return strings.Compare(a.Signature, b.Signature)
	})
	return out, nil
}

// merge combines the shards into one report.
func merge(shards []*shardData) *Report {
	r := &Report{Timeline: []Point{}}
	llvm, pipes, targets := map[string]bool{}, map[string]bool{}, map[string]bool{}
	kinds := map[string]string{} // signature -> kind, from the summaries
	counts := map[string]int{}
	modes := map[string]bool{}
	var jobSeconds float64
	for _, sd := range shards {
		s := &sd.sum
		r.Dirs = append(r.Dirs, sd.dir)
		r.Shards = append(r.Shards, Shard{
			Dir: sd.dir, Shard: s.Shard, Seed: s.Seed, LLVM: s.LLVM, Seconds: s.Seconds, Jobs: s.Jobs,
			Modules: s.Modules, Tests: s.Tests, TestsPerSec: rate(s.Tests, s.Seconds), Findings: s.Findings,
			Stored: s.Stored, Timeline: sd.timeline != nil, Interrupted: s.Interrupted,
		})
		if s.LLVM != "" {
			llvm[s.LLVM] = true
		}
		mode := s.Mode
		if mode == "" {
			mode = "gen"
		}
		modes[mode] = true
		for _, p := range s.Pipelines {
			pipes[p] = true
		}
		for _, t := range s.Targets {
			targets[t] = true
		}
		if !s.Start.IsZero() && (r.Start.IsZero() || s.Start.Before(r.Start)) {
			r.Start = s.Start
		}
		if s.End.After(r.End) {
			r.End = s.End
		}
		r.WallSeconds = max(r.WallSeconds, s.Seconds)
		r.ShardSeconds += s.Seconds
		r.Jobs += s.Jobs
		// A resumed campaign may have run its parts with different job
		// counts: its own sum of seconds x jobs is the right measure.
		if s.JobSeconds > 0 {
			jobSeconds += s.JobSeconds
		} else {
			jobSeconds += s.Seconds * float64(max(s.Jobs, 1))
		}
		r.Modules += s.Modules
		r.Tests += s.Tests
		r.Inputs += s.Inputs
		r.NativeSteps += s.NativeSteps
		r.ToolSeconds += s.ToolSeconds
		r.Findings += s.Findings
		r.Stored += s.Stored
		r.Skipped += s.Skipped
		r.ErrorCount += s.ErrorCount
		r.RejectedCount += s.RejectedCount
		r.NotFindings = addCounts(r.NotFindings, s.NotFindings)
		r.Fallbacks += s.Fallbacks
		for _, e := range s.Errors {
			if len(r.Errors) < 20 {
				r.Errors = append(r.Errors, sd.dir+": "+e)
			}
		}
		r.Interrupted = r.Interrupted || s.Interrupted
		r.Cells = addCells(r.Cells, s.Cells)
		for _, sc := range s.Signatures {
			counts[sc.Signature] += sc.Count
			if _, ok := kinds[sc.Signature]; !ok {
				kinds[sc.Signature] = sc.Kind
			}
		}
		if sd.timeline == nil {
			r.Notes = append(r.Notes, fmt.Sprintf("%s has no %s: its timeline is only its totals at the end", sd.dir, finding.TimelineFile))
		}
	}
	r.LLVM = slices.Sorted(maps.Keys(llvm))
	r.Pipelines = slices.Sorted(maps.Keys(pipes))
	r.Modes = slices.Sorted(maps.Keys(modes))
	r.Targets = slices.Sorted(maps.Keys(targets))
	r.TestsPerSec = rate(r.Tests, r.WallSeconds)
	if jobSeconds > 0 {
		r.ToolShare = r.ToolSeconds / jobSeconds
	}

	// Signatures: counts from the summaries, attributes from the earliest
	// finding record of each.
	sigs := map[string]*Signature{}
	for sig, n := range counts {
		sigs[sig] = &Signature{Signature: sig, Kind: kinds[sig], Count: n, Elapsed: -1}
	}
	unsummarized := 0
	for _, sd := range shards {
		for _, f := range sd.findings {
			sg := sigs[f.Signature]
			if sg == nil {
				// On disk but not in summary.json: a campaign killed after
				// storing it and before its next summary. It was seen once.
				sg = &Signature{Signature: f.Signature, Kind: f.Kind, Count: 1, Elapsed: -1}
				sigs[f.Signature] = sg
				unsummarized++
			}
			sg.Dirs = append(sg.Dirs, f.Dir)
			if !sg.onDisk || (!f.Found.IsZero() && f.Found.Before(sg.Found)) {
				sg.onDisk = true
				sg.Kind, sg.Pass, sg.Target, sg.Pipeline, sg.Level, sg.Tool = f.Kind, f.Pass, f.Target, f.Pipeline, f.Level, f.Tool
				sg.Found = f.Found
				sg.Elapsed = -1
				if !f.Found.IsZero() && !sd.sum.Start.IsZero() {
					sg.Elapsed = max(f.Found.Sub(sd.sum.Start).Seconds(), 0)
				}
			}
		}
	}
	if n := sumValues(counts); n != r.Findings {
		r.Notes = append(r.Notes, fmt.Sprintf("the signature counts add up to %d findings, the summary counts %d: a module cut short at the end of a campaign counts in its signatures only", n, r.Findings))
	}
	if unsummarized > 0 {
		r.Notes = append(r.Notes, fmt.Sprintf("%d finding(s) on disk are not counted in summary.json (the campaign was killed before its summary caught up); they are listed with count 1 and are not in the totals", unsummarized))
	}
	for _, sg := range sigs {
		r.Signatures = append(r.Signatures, *sg)
	}
	slices.SortFunc(r.Signatures, func(a, b Signature) int {
		if a.Count != b.Count {
			return b.Count - a.Count
		}
		return strings.Compare(a.Signature, b.Signature)
	})
	if r.Signatures == nil {
		r.Signatures = []Signature{}
	}
	r.Distinct = len(r.Signatures)
	var all []*finding.Finding
	for _, sd := range shards {
		all = append(all, sd.findings...)
	}
	r.Bugs, r.Reduced, r.Unreduced = bugs(all)
	if r.Bugs == nil {
		r.Bugs = []Bug{}
	}
	for _, b := range r.Bugs {
		if b.Known != "" {
			r.KnownBugs++
		} else {
			r.NewBugs++
		}
	}
	r.Timeline, r.RateWindow = mergeTimelines(shards, r.WallSeconds)
	r.MarkKnown(nil)
	return r
}

// MarkKnown marks each signature for which known returns true as known
// (the regression corpus already has it) and the others as new, and
// recounts the new and known totals and groups. A nil known marks every
// signature new.
func (r *Report) MarkKnown(known func(signature string) bool) {
	r.NewSignatures, r.KnownSignatures, r.NewFindings, r.KnownFindings = 0, 0, 0, 0
	for i := range r.Signatures {
		sg := &r.Signatures[i]
		sg.Known = known != nil && known(sg.Signature)
		if sg.Known {
			r.KnownSignatures++
			r.KnownFindings += sg.Count
		} else {
			r.NewSignatures++
			r.NewFindings += sg.Count
		}
	}
	r.ByKind = r.group(func(s *Signature) string { return s.Kind })
	r.ByPass = r.group(PassOf)
	r.ByTarget = r.group(func(s *Signature) string { return orLabel(s, s.Target, NoTarget) })
	r.ByPipeline = r.group(func(s *Signature) string { return orLabel(s, s.Pipeline, NoPipeline) })
}

// PassOf is the name under which a signature is grouped by pass: the
// guilty pass; "(crash in TOOL)" for a crash; NoPass for a miscompile
// that was not bisected; UnknownGroup when no finding record has the
// signature.
func PassOf(s *Signature) string {
	if s.Pass == "" && s.onDisk && s.Kind == "crash" {
		tool := s.Tool
		if tool == "" {
			tool = "a tool"
		}
		return "(crash in " + tool + ")"
	}
	return orLabel(s, s.Pass, NoPass)
}

// orLabel is v; or, when v is empty, none, or UnknownGroup if no finding
// record has the signature.
func orLabel(s *Signature, v, none string) string {
	switch {
	case v != "":
		return v
	case !s.onDisk:
		return UnknownGroup
	}
	return none
}

// group counts the signatures by key, most findings first.
func (r *Report) group(key func(*Signature) string) []Group {
	m := map[string]*Group{}
	for i := range r.Signatures {
		s := &r.Signatures[i]
		k := key(s)
		g := m[k]
		if g == nil {
			g = &Group{Name: k}
			m[k] = g
		}
		g.Signatures++
		g.Findings += s.Count
	}
	out := []Group{}
	for _, g := range m {
		out = append(out, *g)
	}
	slices.SortFunc(out, func(a, b Group) int {
		if a.Findings != b.Findings {
			return b.Findings - a.Findings
		}
		if a.Signatures != b.Signatures {
			return b.Signatures - a.Signatures
		}
		return strings.Compare(a.Name, b.Name)
	})
	return out
}

// sumValues adds up the values of m.
func sumValues(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// rate is n per second, 0 for no time.
func rate(n int, seconds float64) float64 {
	if seconds <= 0 {
		return 0
	}
	return float64(n) / seconds
}

// addCells adds the cell counts of one shard to the report's.
func addCells(to, cells []finding.CellCount) []finding.CellCount {
	for _, c := range cells {
		i := slices.IndexFunc(to, func(x finding.CellCount) bool { return x.Cell == c.Cell })
		if i < 0 {
			to = append(to, finding.CellCount{Cell: c.Cell})
			i = len(to) - 1
		}
		to[i].Modules += c.Modules
		to[i].Findings += c.Findings
		to[i].Builds += c.Builds
		to[i].Calls += c.Calls
		for why, n := range c.Unjudged {
			to[i].AddUnjudged(why, n)
		}
	}
	return to
}

// addCounts adds the counts of from to to (made when nil) and returns it.
func addCounts(to, from map[string]int) map[string]int {
	for k, n := range from {
		if to == nil {
			to = map[string]int{}
		}
		to[k] += n
	}
	return to
}
