package corpus

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/oracle"
)

// loadTestdata returns the testdata case whose file name starts with prefix.
func loadTestdata(t *testing.T, prefix string) *Case {
	t.Helper()
	cases, err := Load("testdata")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		if strings.HasPrefix(filepath.Base(c.Path), prefix) {
			return c
		}
	}
	t.Fatalf("no testdata case %s*", prefix)
	return nil
}

// TestFindingRoundTrip: a case written as a finding directory (as
// `irfuzz reduce` writes reduced/) comes back from FromFinding, from the
// directory and from its parent; Add stores it once and Load reads it.
func TestFindingRoundTrip(t *testing.T) {
	for _, name := range []string{"ir-miscompile-", "crash-"} {
		t.Run(name, func(t *testing.T) {
			want := loadTestdata(t, name)
			// A case from a finding is open, recorded open on the release
			// it was found with, and has no other corpus-only fields.
			want.Status, want.FixedIn = StatusOpen, nil
			want.States = []ReleaseState{{want.LLVM, StateOpen}}
			dir := t.TempDir()
			fd := filepath.Join(dir, "finding")
			if err := os.Mkdir(fd, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := want.WriteFindingDir(filepath.Join(fd, "reduced")); err != nil {
				t.Fatal(err)
			}
			f, err := finding.Load(filepath.Join(fd, "reduced"))
			if err != nil || f.Signature != want.Signature || f.Found.IsZero() {
				t.Fatalf("finding.json: %+v, %v", f, err)
			}
			for _, from := range []string{fd, filepath.Join(fd, "reduced")} {
				got, err := FromFinding(from)
				if err != nil {
					t.Fatal(err)
				}
				got.Path = want.Path
				if !reflect.DeepEqual(got, want) {
					t.Errorf("FromFinding(%s):\ngot  %#v\nwant %#v", from, got, want)
				}
			}
			cdir := filepath.Join(dir, "cases")
			c, _ := FromFinding(fd)
			path, added, err := Add(cdir, c)
			if err != nil || !added || filepath.Base(path) != FileName(c) {
				t.Fatalf("Add: %s, %v, %v", path, added, err)
			}
			// Same signature, or same module replayed the same way: not
			// added again.
			again, _ := FromFinding(fd)
			other, _ := FromFinding(fd)
			other.Signature += " (another)"
			for _, c2 := range []*Case{again, other} {
				p2, added, err := Add(cdir, c2)
				if err != nil || added || p2 != path {
					t.Errorf("Add of a duplicate: %s, %v, %v", p2, added, err)
				}
			}
			// The same module on another target is a case of its own.
			elsewhere, _ := FromFinding(fd)
			elsewhere.Signature += " (elsewhere)"
			elsewhere.Target += "-elsewhere"
			if p3, added, err := Add(cdir, elsewhere); err != nil || !added || p3 == path {
				t.Errorf("Add of the module on another target: %s, %v, %v", p3, added, err)
			}
			if err := os.Remove(elsewhere.Path); err != nil {
				t.Fatal(err)
			}
			cases, err := Load(cdir)
			if err != nil || len(cases) != 1 {
				t.Fatalf("Load: %d cases, %v", len(cases), err)
			}
			want.Path = path
			if !reflect.DeepEqual(cases[0], want) {
				t.Errorf("Load:\ngot  %#v\nwant %#v", cases[0], want)
			}
		})
	}
}

func TestFromFindingErrors(t *testing.T) {
	dir := t.TempDir()
	if _, err := FromFinding(dir); err == nil || !strings.Contains(err.Error(), "not a finding directory") {
		t.Errorf("empty directory: %v", err)
	}
	c := loadTestdata(t, "ir-miscompile-")
	fd := filepath.Join(dir, "f")
	if err := c.WriteFindingDir(fd); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(fd, "inputs")); err != nil {
		t.Fatal(err)
	}
	if _, err := FromFinding(fd); err == nil || !strings.Contains(err.Error(), "without its inputs file") {
		t.Errorf("miscompile without inputs: %v", err)
	}
}

func TestLoadErrors(t *testing.T) {
	dir := t.TempDir()
	if _, err := Load(filepath.Join(dir, "none")); err == nil {
		t.Error("Load of a missing directory: no error")
	}
	if err := os.WriteFile(filepath.Join(dir, "bad.ll"), []byte(header+"; irfuzz: colour: red\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(dir); err == nil || !strings.Contains(err.Error(), "bad.ll:4: unknown key") {
		t.Errorf("Load of a bad case: %v", err)
	}
	if _, _, err := Add(dir, &Case{Kind: "crash", Signature: "s"}); err == nil || !strings.Contains(err.Error(), "no status") {
		t.Errorf("Add of an invalid case: %v", err)
	}
}

// TestRecord: a result of a recordable state on a known version becomes
// that version's state line (replacing what was there); a regression, a
// failure, a skip or a result without a version is not recorded; an open
// case fixed on the release it was found with becomes fixed; fixed-in is
// left alone.
func TestRecord(t *testing.T) {
	open14 := &Case{Status: StatusOpen, LLVM: "14.0.6", States: []ReleaseState{{"14.0.6", StateOpen}}}
	open19 := &Case{Status: StatusOpen, LLVM: "19.1.7", FixedIn: []int{20}}
	still := &Case{Status: StatusOpen, LLVM: "14.0.6", States: []ReleaseState{{"14.0.6", StateOpen}}}
	back := &Case{Status: StatusOpen, LLVM: "14.0.6", States: []ReleaseState{{"14.0.6", StateFixed}}}
	pass := &Case{Status: StatusExpectPass}
	results := []Result{
		{Case: open14, Major: 19, Version: "19.1.7", State: StateFixed},
		{Case: open14, Major: 15, Version: "15.0.7", State: StateChanged},
		{Case: open19, Major: 19, Version: "19.1.7", State: StateFixed},
		{Case: still, Major: 14, Version: "14.0.6", State: StateOpen},
		{Case: still, Major: 19, Version: "19.1.7", State: StateSkipped},
		{Case: still, Major: 18, State: StateFixed},
		{Case: back, Major: 14, Version: "14.0.6", State: StateRegressed},
		{Case: back, Major: 19, Version: "19.1.7", State: StateRegressed},
		{Case: pass, Major: 19, Version: "19.1.7", State: StatePass},
		{Case: pass, Major: 14, Version: "14.0.6", State: StateFail},
	}
	changed := Record(results)
	if len(changed) != 3 || changed[0] != open14 || changed[1] != open19 || changed[2] != pass {
		t.Fatalf("changed %v", changed)
	}
	for _, tc := range []struct {
		name    string
		c       *Case
		states  []ReleaseState
		status  string
		fixedIn []int
	}{
		{"open14", open14, []ReleaseState{{"14.0.6", StateOpen}, {"15.0.7", StateChanged}, {"19.1.7", StateFixed}}, StatusOpen, nil},
		{"open19", open19, []ReleaseState{{"19.1.7", StateFixed}}, StatusFixed, []int{20}},
		{"still", still, []ReleaseState{{"14.0.6", StateOpen}}, StatusOpen, nil},
		{"back", back, []ReleaseState{{"14.0.6", StateFixed}}, StatusOpen, nil},
		{"pass", pass, []ReleaseState{{"19.1.7", StatePass}}, StatusExpectPass, nil},
	} {
		if !reflect.DeepEqual(tc.c.States, tc.states) || tc.c.Status != tc.status || !reflect.DeepEqual(tc.c.FixedIn, tc.fixedIn) {
			t.Errorf("%s: states %v, status %s, fixed-in %v; want %v, %s, %v", tc.name, tc.c.States, tc.c.Status, tc.c.FixedIn, tc.states, tc.status, tc.fixedIn)
		}
		if err := tc.c.Validate(); err != nil && !strings.Contains(err.Error(), "no kind") {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
	if len(Record(results)) != 0 {
		t.Error("a second Record changed cases")
	}
	// A state that changes on the same version is rewritten.
	if ch := Record([]Result{{Case: still, Major: 14, Version: "14.0.6", State: StateFixed}}); len(ch) != 1 || still.StateOn("14.0.6") != StateFixed || len(still.States) != 1 {
		t.Errorf("rewrite: changed %v, states %v", ch, still.States)
	}
	if ExitCode(results) != 1 || ExitCode(results[:6]) != 0 || ExitCode([]Result{{State: StateFail}}) != 1 {
		t.Error("ExitCode")
	}
}

// TestSameBug: two cases of one signature are one bug only when their
// fingerprints agree; a new fingerprinted miscompile goes beside an old
// case of its pass that has none, a crash does not.
func TestSameBug(t *testing.T) {
	ic := func(fp string) *Case {
		return &Case{Kind: "ir-miscompile", Signature: "ir-miscompile/InstCombinePass", Fingerprint: fp}
	}
	crash := func(fp string) *Case { return &Case{Kind: "crash", Signature: "crash/llc/x", Fingerprint: fp} }
	for _, tc := range []struct {
		h, c *Case
		want bool
	}{
		{ic("a#1"), ic("a#1"), true},
		{ic("a#1"), ic("a#2"), false},
		{ic(""), ic("a#2"), false},
		{ic(""), ic(""), true},
		{crash(""), crash("crash/llc/x"), true},
		// An old generic crash case (srem i256) has no fingerprint: its
		// module's is worked out, and a new one of another shape
		// (uitofp i256), with the same message, is another bug.
		{genericCrash("%r = srem i256 1, %a"), genericCrash("%r = uitofp i256 %a to float"), false},
		{genericCrash("%r = srem i256 1, %a"), genericCrash("%r = srem i256 1, %a"), true},
	} {
		if got := tc.h.sameBug(tc.c); got != tc.want {
			t.Errorf("%q vs %q: %v", tc.h.Fingerprint, tc.c.Fingerprint, got)
		}
	}
	if FileName(ic("a#1")) == FileName(ic("a#2")) {
		t.Error("two fingerprints of one signature get one file name")
	}
}

// genericCrash is a case of LLVM 19's "Unsupported library call" on
// aarch64 for a function of one instruction: an old one without a
// fingerprint when its result is not i256.
func genericCrash(instr string) *Case {
	ty := "i256"
	if strings.Contains(instr, "float") {
		ty = "float"
	}
	src := "define " + ty + " @f(i256 %a) {\n  " + instr + "\n  ret " + ty + " %r\n}\n"
	c := &Case{Kind: "crash", Signature: "crash/llc/aarch64/SIGABRT: LLVM ERROR: Unsupported library call operation!", Target: "aarch64", Level: "O0", Tool: "llc", Source: src}
	if ty == "float" {
		m, _ := ir.Parse("c.ll", []byte(src))
		c.Fingerprint, _ = oracle.Fingerprint(c.Finding(), m, nil)
	}
	return c
}
