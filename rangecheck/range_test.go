package rangecheck

import (
	"fmt"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/finding"
)

// outcomes reads "13:fixed 14:reproduces ..." as one outcome per release
// (version MAJOR.0.1; "cannot-read" and "not-checked" for the states
// with a space).
func outcomes(s string) []finding.ReleaseOutcome {
	var out []finding.ReleaseOutcome
	for _, w := range strings.Fields(s) {
		major, state, _ := strings.Cut(w, ":")
		var n int
		fmt.Sscan(major, &n)
		out = append(out, finding.ReleaseOutcome{Major: n, Version: major + ".0.1", State: strings.ReplaceAll(state, "-", " ")})
	}
	return out
}

func TestRange(t *testing.T) {
	for _, tc := range []struct {
		name, in                          string
		first, lastGood, regression, newe string // newe: the newest's state
		shows                             bool
	}{
		{name: "none checked", in: ""},
		{name: "never shown", in: "13:fixed 14:fixed 22:fixed", newe: "fixed"},
		{name: "shown everywhere", in: "13:reproduces 14:reproduces 22:reproduces", first: "13.0.1", newe: "reproduces", shows: true},
		{name: "regression", in: "13:fixed 14:fixed 19:reproduces 22:reproduces", first: "19.0.1", lastGood: "14.0.1", regression: "regression:19", newe: "reproduces", shows: true},
		{name: "changed before", in: "16:changed 19:reproduces 22:reproduces", first: "19.0.1", newe: "reproduces", shows: true},
		{name: "changed between", in: "13:fixed 16:changed 19:reproduces", first: "19.0.1", newe: "reproduces", shows: true},
		{name: "crashes before", in: "13:fixed 16:crashes 19:reproduces", first: "19.0.1", lastGood: "13.0.1", regression: "regression:19", newe: "reproduces", shows: true},
		{name: "gap of unreadable", in: "13:fixed 14:cannot-read 15:not-checked 16:reproduces 22:reproduces", first: "16.0.1", lastGood: "13.0.1", regression: "regression:16", newe: "reproduces", shows: true},
		{name: "unreadable oldest", in: "13:cannot-read 14:reproduces 22:fixed", first: "14.0.1", newe: "fixed"},
		{name: "only unreadable before", in: "13:cannot-read 14:not-checked 19:reproduces", first: "19.0.1", newe: "reproduces", shows: true},
		{name: "newest fixed", in: "14:fixed 16:reproduces 19:reproduces 22:fixed", first: "16.0.1", lastGood: "14.0.1", regression: "regression:16", newe: "fixed"},
		{name: "newest unreadable", in: "19:fixed 22:cannot-read", newe: "cannot read"},
		{name: "back again", in: "13:reproduces 14:fixed 19:reproduces", first: "13.0.1", newe: "reproduces", shows: true},
		{name: "unsorted", in: "22:reproduces 13:fixed 19:reproduces", first: "19.0.1", lastGood: "13.0.1", regression: "regression:19", newe: "reproduces", shows: true},
		{name: "expect-pass fails", in: "14:pass 19:fail 22:fail", first: "19.0.1", lastGood: "14.0.1", regression: "regression:19", newe: "fail", shows: true},
		{name: "expect-pass passes", in: "14:pass 22:pass", newe: "pass"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := outcomes(tc.in)
			r := Range(in)
			if r.First != tc.first || r.LastGood != tc.lastGood || r.Regression != tc.regression || r.NewestState != tc.newe || r.NewestShows != tc.shows {
				t.Errorf("Range(%s) = first %q, last good %q, %q, newest %q shows %v; want %q, %q, %q, %q %v",
					tc.in, r.First, r.LastGood, r.Regression, r.NewestState, r.NewestShows, tc.first, tc.lastGood, tc.regression, tc.newe, tc.shows)
			}
			if len(r.Outcomes) != len(in) {
				t.Fatalf("%d outcomes, want %d", len(r.Outcomes), len(in))
			}
			for i := 1; i < len(r.Outcomes); i++ {
				if r.Outcomes[i-1].Major > r.Outcomes[i].Major {
					t.Errorf("outcomes not sorted: %v", r.Outcomes)
				}
			}
			if len(in) > 0 && r.Newest != r.Outcomes[len(in)-1].Version {
				t.Errorf("newest %q, want %q", r.Newest, r.Outcomes[len(in)-1].Version)
			}
		})
	}
}

func TestStateOf(t *testing.T) {
	for _, tc := range []struct {
		r    corpus.Result
		want string
	}{
		{corpus.Result{State: corpus.StateOpen}, Reproduces},
		{corpus.Result{State: corpus.StateRegressed}, Reproduces},
		{corpus.Result{State: corpus.StateFixed}, Fixed},
		{corpus.Result{State: corpus.StateChanged}, Changed},
		{corpus.Result{State: corpus.StatePass}, Pass},
		{corpus.Result{State: corpus.StateFail}, Fail},
		{corpus.Result{State: corpus.StateSkipped, Unreadable: true}, CannotRead},
		{corpus.Result{State: corpus.StateSkipped}, NotChecked},
	} {
		if got := StateOf(tc.r); got != tc.want {
			t.Errorf("StateOf(%s, unreadable %v) = %q, want %q", tc.r.State, tc.r.Unreadable, got, tc.want)
		}
	}
}

func TestSummary(t *testing.T) {
	for in, want := range map[string]string{
		"13:fixed 19:reproduces 22:fixed": "regression:19 (not in 13.0.1, in 19.0.1); newest 22.0.1: fixed",
		"13:reproduces 22:reproduces":     "shown since 13.0.1 (the oldest release that tells); newest 22.0.1: reproduces",
		"19:fixed 22:cannot-read":         "shown on no release; newest 22.0.1: cannot read",
		"":                                "no release checked",
	} {
		if got := Summary(Range(outcomes(in))); got != want {
			t.Errorf("Summary(%s) = %q, want %q", in, got, want)
		}
	}
	if got := Summary(finding.Releases{Error: "no toolchain"}); got != "error: no toolchain" {
		t.Errorf("Summary of an error = %q", got)
	}
}
