package corpus

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
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
			// A case from a finding is open and has no corpus-only fields.
			want.Status, want.FixedIn = StatusOpen, nil
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

func TestRecord(t *testing.T) {
	open14 := &Case{Status: StatusOpen, LLVM: "14.0.6"}
	open19 := &Case{Status: StatusOpen, LLVM: "19.1.7", FixedIn: []int{20}}
	still := &Case{Status: StatusOpen, LLVM: "14.0.6"}
	results := []Result{
		{Case: open14, Major: 19, State: StateFixed},
		{Case: open14, Major: 15, State: StateFixed},
		{Case: open19, Major: 19, State: StateFixed},
		{Case: still, Major: 14, State: StateOpen},
	}
	changed := Record(results)
	if len(changed) != 2 || changed[0] != open14 || changed[1] != open19 {
		t.Fatalf("changed %v", changed)
	}
	if !reflect.DeepEqual(open14.FixedIn, []int{15, 19}) || open14.Status != StatusOpen {
		t.Errorf("open14: %v %s", open14.FixedIn, open14.Status)
	}
	if !reflect.DeepEqual(open19.FixedIn, []int{19, 20}) || open19.Status != StatusFixed {
		t.Errorf("open19: %v %s", open19.FixedIn, open19.Status)
	}
	if len(Record(results)) != 0 {
		t.Error("a second Record changed cases")
	}
	if ExitCode(results) != 0 || ExitCode(append(results, Result{State: StateFail})) != 1 || ExitCode([]Result{{State: StateRegressed}}) != 1 {
		t.Error("ExitCode")
	}
}
