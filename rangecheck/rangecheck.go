// Package rangecheck finds a bug's release range. It replays a
// regression-corpus case, or a campaign finding made one by
// corpus.FromFinding, on every installed LLVM release the release table
// has a row for, with corpus.Check (so reproduces, fixed and changed mean
// what `irfuzz corpus check` means), and says for each release whether the
// bug reproduces there, is fixed, changed (a bug of its kind with another
// signature), whether the release cannot read the module (after
// ir.ForRelease adapted it), or crashes or fails on it before the replay
// can tell (neither shows the bug nor is fixed). From that it computes (Range) the first
// release that shows the bug, the newest release before it that does not
// (the regression range: LLVM's regression:NN label), and whether the
// newest installed release still shows it.
//
// The phases of Check:
//
//  1. corpus.Check on each release in turn, oldest first (cases in
//     parallel within a release);
//  2. each result becomes a finding.ReleaseOutcome (StateOf);
//  3. Range turns a case's outcomes into its finding.Releases.
package rangecheck

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/release"
)

// States of a case on one release.
const (
	// Reproduces: the recorded finding shows with its signature (corpus
	// check's open or regressed).
	Reproduces = "reproduces"
	// Fixed: it does not (corpus check's fixed).
	Fixed = "fixed"
	// Changed: a bug of its kind shows with another signature (corpus
	// check's changed).
	Changed = "changed"
	// CannotRead: the release's tools reject the module, or the harness
	// irfuzz builds its program with (corpus.Result.Unreadable).
	CannotRead = "cannot read"
	// Crashes: the release's opt or llc crashed on the case before the
	// replay could tell whether the bug shows (corpus check's crashes):
	// neither shown nor fixed.
	Crashes = corpus.StateCrashes
	// CannotBuild: the release's tools failed on the case otherwise
	// (corpus check's cannot build): neither shown nor fixed.
	CannotBuild = corpus.StateCannotBuild
	// NotChecked: the case was not replayed there for another reason (it
	// applies to other releases, its target cannot run here, ...).
	NotChecked = "not checked"
	// Pass: an expect-pass case on which the oracle found nothing.
	Pass = corpus.StatePass
	// Fail: an expect-pass case on which the oracle found something (it
	// shows a bug).
	Fail = corpus.StateFail
)

// States lists the states in the order totals are printed.
var States = []string{Reproduces, Changed, Fixed, Crashes, CannotBuild, CannotRead, NotChecked, Pass, Fail}

// StateOf is the state of a corpus check result.
func StateOf(r corpus.Result) string {
	switch r.State {
	case corpus.StateOpen, corpus.StateRegressed:
		return Reproduces
	case corpus.StateFixed:
		return Fixed
	case corpus.StateChanged:
		return Changed
	case corpus.StatePass, corpus.StateFail, corpus.StateCrashes, corpus.StateCannotBuild:
		return r.State
	}
	if r.Unreadable {
		return CannotRead
	}
	return NotChecked
}

// Shows reports whether state shows the bug: reproduces, or an
// expect-pass case that fails.
func Shows(state string) bool { return state == Reproduces || state == Fail }

// absent reports whether state says the release was checked and does not
// show the bug, nor a bug of its kind.
func absent(state string) bool { return state == Fixed || state == Pass }

// Range computes the release range of outcomes (sorted here by release,
// oldest first): the first release that shows the bug, the newest one
// before it that was checked and does not (releases that could not be
// checked in between leave the range wider, never narrower), LLVM's
// regression label when there is such a release (none when a release
// between them shows a bug of its kind differently: the code was wrong
// there too), and the newest
// release's state. It reads nothing but its argument.
func Range(outcomes []finding.ReleaseOutcome) finding.Releases {
	out := slices.Clone(outcomes)
	slices.SortStableFunc(out, func(a, b finding.ReleaseOutcome) int {
		if a.Major != b.Major {
			return a.Major - b.Major
		}
		return corpus.CompareVersions(a.Version, b.Version)
	})
	r := finding.Releases{Outcomes: out}
	if len(out) == 0 {
		return r
	}
	newest := out[len(out)-1]
	r.Newest, r.NewestState, r.NewestShows = newest.Version, newest.State, Shows(newest.State)
	first := slices.IndexFunc(out, func(o finding.ReleaseOutcome) bool { return Shows(o.State) })
	if first < 0 {
		return r
	}
	r.First = out[first].Version
	for j := first - 1; j >= 0; j-- {
		if out[j].State == Changed {
			// A bug of its kind shows there differently (another crash
			// message, another guilty pass): the code was wrong before
			// this release too, so this is no regression.
			break
		}
		if absent(out[j].State) {
			r.LastGood = out[j].Version
			r.Regression = fmt.Sprintf("regression:%d", out[first].Major)
			break
		}
	}
	return r
}

// Summary says in one line what r means: "regression:19 (not in
// 16.0.6, in 19.1.7); newest 22.1.8: fixed".
func Summary(r finding.Releases) string {
	if r.Error != "" && len(r.Outcomes) == 0 {
		return "error: " + r.Error
	}
	var s string
	switch {
	case len(r.Outcomes) == 0:
		return "no release checked"
	case r.First == "":
		s = "shown on no release"
	case r.LastGood == "":
		s = "shown since " + r.First + " (the oldest release that tells)"
	default:
		s = fmt.Sprintf("%s (not in %s, in %s)", r.Regression, r.LastGood, r.First)
	}
	s += fmt.Sprintf("; newest %s: %s", r.Newest, r.NewestState)
	if r.Error != "" {
		s += "; error: " + r.Error
	}
	return s
}

// Config is how cases are replayed.
type Config struct {
	// Toolchains are the releases to check on (nil: Installed()).
	Toolchains []*native.Toolchain
	// WorkDir is where scratch directories go ("": the system's).
	WorkDir string
	// ToolLimits bound each opt, llc and link run.
	ToolLimits native.Limits
	// Jobs is how many cases are replayed at once on a release (0: one
	// per core).
	Jobs int
}

// Installed lists the installed toolchains of the releases the release
// table has a row for, oldest first.
func Installed() []*native.Toolchain {
	tcs, _ := native.FindAll(nil, "")
	return slices.DeleteFunc(tcs, func(tc *native.Toolchain) bool { return !release.IsSupported(tc.Major) })
}

// Report is the release range of one case.
type Report struct {
	// Name is what was asked for: the case file or finding directory.
	Name     string
	Case     *corpus.Case
	Releases finding.Releases
}

// Load reads what to check: a corpus case file (CASE.ll), or a finding
// directory made a case by corpus.FromFinding (its reduced/ when there
// is one).
func Load(path string) (*corpus.Case, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		c, err := corpus.FromFinding(path)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		return c, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return corpus.Parse(path, data)
}

// Check replays cases on each release of cfg, oldest first, and returns
// the range of each, in the order of cases with the names given (names
// may be nil: the cases' paths). A cancelled ctx leaves the releases not
// reached out and sets each report's Error.
func Check(ctx context.Context, cases []*corpus.Case, names []string, cfg Config) ([]Report, error) {
	tcs := cfg.Toolchains
	if tcs == nil {
		tcs = Installed()
	}
	if len(tcs) == 0 {
		return nil, errors.New("no installed LLVM release the release table has a row for")
	}
	work, err := os.MkdirTemp(cfg.WorkDir, "irfuzz-releases-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	per := make([][]finding.ReleaseOutcome, len(cases))
	for _, tc := range tcs {
		if ctx.Err() != nil {
			break
		}
		oc := oracle.Config{Toolchain: tc, WorkDir: work, ToolLimits: cfg.ToolLimits}
		for i, r := range corpus.Check(ctx, cases, oc, tc.Major, cfg.Jobs) {
			per[i] = append(per[i], finding.ReleaseOutcome{Major: r.Major, Version: r.Version, State: StateOf(r), Reason: r.Reason})
		}
	}
	reps := make([]Report, len(cases))
	for i, c := range cases {
		name := c.Path
		if i < len(names) {
			name = names[i]
		}
		reps[i] = Report{Name: name, Case: c, Releases: Range(per[i])}
		if err := ctx.Err(); err != nil {
			reps[i].Releases.Error = "interrupted: " + err.Error()
		}
	}
	return reps, ctx.Err()
}

// Finding is the release range of the finding in dir (its reduced/ when
// there is one), checked on cfg's releases; what goes wrong is its Error,
// never a panic. A campaign records it in finding.json.
func Finding(ctx context.Context, dir string, cfg Config) (r *finding.Releases) {
	defer func() {
		if p := recover(); p != nil {
			r = &finding.Releases{Error: fmt.Sprintf("internal error: %v", p)}
		}
	}()
	c, err := corpus.FromFinding(dir)
	if err != nil {
		return &finding.Releases{Error: err.Error()}
	}
	cfg.Jobs = 1
	reps, err := Check(ctx, []*corpus.Case{c}, nil, cfg)
	if len(reps) == 0 {
		return &finding.Releases{Error: err.Error()}
	}
	return &reps[0].Releases
}

// CampaignHook is what a campaign calls when a background reduction has
// finished (campaign.ReduceConfig.Releases): Finding on the installed
// releases of tcs (nil: Installed()), one replay each, or nil when fewer
// than two are installed (a range needs two).
func CampaignHook(tcs []*native.Toolchain, limits native.Limits, workDir string) func(ctx context.Context, dir string) *finding.Releases {
	if tcs == nil {
		tcs = Installed()
	}
	if len(tcs) < 2 {
		return nil
	}
	cfg := Config{Toolchains: tcs, ToolLimits: limits, WorkDir: workDir, Jobs: 1}
	return func(ctx context.Context, dir string) *finding.Releases { return Finding(ctx, dir, cfg) }
}

// Counts is, per release version, the number of reports in each state.
func Counts(reps []Report) map[string]map[string]int {
	n := map[string]map[string]int{}
	for _, rep := range reps {
		for _, o := range rep.Releases.Outcomes {
			if n[o.Version] == nil {
				n[o.Version] = map[string]int{}
			}
			n[o.Version][o.State]++
		}
	}
	return n
}

// Versions are the release versions of reps' outcomes, oldest first.
func Versions(reps []Report) []string {
	var vs []string
	for _, rep := range reps {
		for _, o := range rep.Releases.Outcomes {
			if !slices.Contains(vs, o.Version) {
				vs = append(vs, o.Version)
			}
		}
	}
	slices.SortFunc(vs, corpus.CompareVersions)
	return vs
}

// ShortName is a report's name for a table: the file name of a case, the
// directory of a finding relative to where it was given.
func (rep Report) ShortName() string {
	if strings.HasSuffix(rep.Name, ".ll") {
		return filepath.Base(rep.Name)
	}
	return filepath.Clean(rep.Name)
}
