package rangecheck

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/native"
)

// recordedAs maps a state a case header may record to this package's.
var recordedAs = map[string]string{corpus.StateOpen: Reproduces, corpus.StateFixed: Fixed, corpus.StateChanged: Changed, corpus.StatePass: Pass}

// TestLoadFindingDir: a finding directory is read as corpus.FromFinding
// reads it, a case file as corpus.Parse does, anything else is an error.
func TestLoadFindingDir(t *testing.T) {
	c, err := Load(filepath.Join("..", "corpus", "cases", "ir-miscompile-8dbf94608b38.ll"))
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "finding")
	if err := c.WriteFindingDir(dir); err != nil {
		t.Fatal(err)
	}
	fc, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if fc.Signature != c.Signature || fc.Source != c.Source || len(fc.Args) != len(c.Args) {
		t.Errorf("the finding directory reads as %+v", fc)
	}
	if _, err := Load(filepath.Join(t.TempDir(), "missing.ll")); err == nil {
		t.Error("a missing file loads")
	}
	if _, err := Load(t.TempDir()); err == nil {
		t.Error("an empty directory loads as a finding")
	}
}

// TestCheckInstalled replays a corpus case file and a finding directory
// made from another on the installed releases: every release gives a
// state, a release the case header records a state for gives that state
// again (the corpus check's meaning), and the range agrees with the
// states.
func TestCheckInstalled(t *testing.T) {
	tcs := Installed()
	if len(tcs) < 2 {
		t.Skipf("%d supported LLVM releases installed: a release range needs two", len(tcs))
	}
	if testing.Short() {
		t.Skip("replays two cases on every installed release")
	}
	ir, err := Load(filepath.Join("..", "corpus", "cases", "ir-miscompile-8dbf94608b38.ll"))
	if err != nil {
		t.Fatal(err)
	}
	crash, err := Load(filepath.Join("..", "corpus", "cases", "crash-3be363defd09.ll"))
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "crash-finding")
	if err := crash.WriteFindingDir(dir); err != nil {
		t.Fatal(err)
	}
	fromDir, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	reps, err := Check(context.Background(), []*corpus.Case{ir, fromDir}, []string{"ir.ll", dir}, Config{Toolchains: tcs, WorkDir: t.TempDir(), Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(reps) != 2 || reps[0].Name != "ir.ll" || reps[1].Name != dir {
		t.Fatalf("reports %+v", reps)
	}
	for k, rep := range reps {
		recorded := []*corpus.Case{ir, crash}[k]
		r := rep.Releases
		if len(r.Outcomes) != len(tcs) {
			t.Fatalf("%s: %d outcomes on %d releases", rep.Name, len(r.Outcomes), len(tcs))
		}
		first := ""
		for _, o := range r.Outcomes {
			t.Logf("%s: LLVM %s: %s: %s", rep.Name, o.Version, o.State, o.Reason)
			if o.State == NotChecked {
				t.Errorf("%s: LLVM %s not checked: %s", rep.Name, o.Version, o.Reason)
			}
			if want := recordedAs[recorded.StateOn(o.Version)]; want != "" && o.State != want {
				t.Errorf("%s: LLVM %s: %s, but the case records %s", rep.Name, o.Version, o.State, recorded.StateOn(o.Version))
			}
			if first == "" && Shows(o.State) {
				first = o.Version
			}
		}
		if r.First != first || r.Newest != tcs[len(tcs)-1].Version || r.Error != "" {
			t.Errorf("%s: range %+v", rep.Name, finding.Releases{First: r.First, LastGood: r.LastGood, Newest: r.Newest, NewestState: r.NewestState, Error: r.Error})
		}
		t.Logf("%s: %s", rep.Name, Summary(r))
	}
}

// TestCampaignHook: no hook with fewer than two releases; with two, a
// directory that is no finding gives a record with its error, not a
// panic or a failure.
func TestCampaignHook(t *testing.T) {
	one := []*native.Toolchain{{Major: 19, Version: "19.1.7"}}
	if CampaignHook(one, native.Limits{}, "") != nil {
		t.Error("a hook with one release")
	}
	two := append(one, &native.Toolchain{Major: 22, Version: "22.1.8"})
	hook := CampaignHook(two, native.Limits{}, t.TempDir())
	if hook == nil {
		t.Fatal("no hook with two releases")
	}
	r := hook(context.Background(), t.TempDir())
	if r == nil || !strings.Contains(r.Error, "not a finding directory") || len(r.Outcomes) != 0 {
		t.Errorf("hook on an empty directory: %+v", r)
	}
}
