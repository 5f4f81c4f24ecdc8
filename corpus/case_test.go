package corpus

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// header is a minimal valid header.
const header = "; irfuzz: kind: crash\n; irfuzz: signature: crash/opt/x\n; irfuzz: status: open\n"

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, data string
		want       string // substring of the error, which starts with the position
	}{
		{"no header", "define void @f() {\n  ret void\n}\n", "c.ll:1: no \"; irfuzz:\" header"},
		{"unknown key", header + "; irfuzz: colour: blue\n", "c.ll:4: unknown key \"colour\""},
		{"no colon", header + "; irfuzz: kind crash\n", "c.ll:4: want `; irfuzz: KEY: VALUE`"},
		{"upper-case key", header + "; irfuzz: Kind: crash\n", "c.ll:4: want `; irfuzz: KEY: VALUE`"},
		{"twice", header + "; irfuzz: kind: crash\n", "c.ll:4: kind given twice"},
		{"empty value", header + "; irfuzz: reason:   \n", "c.ll:4: reason: empty value"},
		{"bad status", "; irfuzz: status: closed\n", "c.ll:1: status: want open, fixed or expect-pass"},
		{"bad seed", header + "; irfuzz: seed: -3\n", "c.ll:4: seed: want a positive integer"},
		{"bad fixed-in", header + "; irfuzz: fixed-in: 14 nineteen\n", "c.ll:4: fixed-in: want LLVM major versions"},
		{"state without a version", header + "; irfuzz: state: fixed\n", "c.ll:4: state: want `VERSION STATE`"},
		{"state of three words", header + "; irfuzz: state: 19.1.7 fixed again\n", "c.ll:4: state: want `VERSION STATE`"},
		{"state, bad version", header + "; irfuzz: state: v19 fixed\n", "c.ll:4: state: want an LLVM version like 19.1.7"},
		{"state, version 0", header + "; irfuzz: state: 0.1 fixed\n", "c.ll:4: state: want an LLVM version"},
		{"state, regressed", header + "; irfuzz: state: 19.1.7 regressed\n", "c.ll:4: state: want open, changed, fixed, pass"},
		{"state twice", header + "; irfuzz: state: 19.1.7 open\n; irfuzz: state: 14.0.6 open\n; irfuzz: state: 19.1.7 fixed\n", "c.ll:6: state: LLVM 19.1.7 given twice"},
		{"zero applies", header + "; irfuzz: applies: 0\n", "c.ll:4: applies: want LLVM major versions"},
		{"bad found", header + "; irfuzz: found: yesterday\n", "c.ll:4: found: want an RFC 3339 time or YYYY-MM-DD"},
		{"carriage return inside", header + "; irfuzz: reason: a\rb\n", "c.ll:4: reason: a line break"},
		{"no kind", "; irfuzz: signature: s\n; irfuzz: status: open\n\nx", "c.ll:2: the header has no kind"},
		{"no signature", "; irfuzz: kind: crash\n; irfuzz: status: open\n", "c.ll:2: the header has no signature"},
		{"no status", "; irfuzz: kind: crash\n; irfuzz: signature: s\n", "c.ll:2: the header has no status"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := Parse("c.ll", []byte(tc.data))
			if err == nil {
				t.Fatalf("parsed: %+v", c)
			}
			if !strings.HasPrefix(err.Error(), tc.want) && !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q, want %q", err, tc.want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("error of more than one line: %q", err)
			}
		})
	}
}

func TestParse(t *testing.T) {
	data := header + `; irfuzz: fixed-in: 14  19
; irfuzz: state: 19.1.7   fixed
; irfuzz: state: 14.0.6 open
; irfuzz: state: 19.1.10 fixed
; irfuzz: applies: 19
; irfuzz: llvm: 19.1.7
; irfuzz: found: 2026-11-24
; irfuzz: function: f
; irfuzz: arg: i32 5	; image 05000000
; irfuzz: arg: i8 poison
; irfuzz: seed: 42
; irfuzz: pipelines: O2 instcombine,simplifycfg
; irfuzz:reason:   spaces around  

define void @f() {
  ret void
}
`
	c, err := Parse("c.ll", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	want := &Case{Path: "c.ll", Kind: "crash", Signature: "crash/opt/x", Status: StatusOpen, FixedIn: []int{14, 19}, Applies: []int{19},
		LLVM: "19.1.7", Found: "2026-11-24", Function: "f", Args: []string{"i32 5\t; image 05000000", "i8 poison"}, Seed: 42,
		Pipelines: []string{"O2", "instcombine,simplifycfg"}, Reason: "spaces around", Source: "define void @f() {\n  ret void\n}\n",
		States: []ReleaseState{{"14.0.6", StateOpen}, {"19.1.7", StateFixed}, {"19.1.10", StateFixed}}}
	if !reflect.DeepEqual(c, want) {
		t.Errorf("got  %+v\nwant %+v", c, want)
	}
	if c.FoundMajor() != 19 || c.FoundTime().Year() != 2026 || !c.AppliesTo(19) || c.AppliesTo(14) {
		t.Errorf("FoundMajor %d, FoundTime %v, AppliesTo(19) %v, AppliesTo(14) %v", c.FoundMajor(), c.FoundTime(), c.AppliesTo(19), c.AppliesTo(14))
	}
	for _, tc := range []struct {
		status  string
		fixedIn []int
		llvm    string
		major   int
		want    bool
	}{
		{StatusOpen, nil, "14.0.6", 19, false},
		{StatusOpen, []int{19}, "14.0.6", 14, false},
		{StatusOpen, []int{19}, "14.0.6", 19, true},
		{StatusOpen, []int{15}, "14.0.6", 19, true},
		{StatusFixed, nil, "14.0.6", 14, true},
		{StatusFixed, nil, "19.1.7", 14, false},
	} {
		c := &Case{Status: tc.status, FixedIn: tc.fixedIn, LLVM: tc.llvm}
		if got := c.FixedAtOrBelow(tc.major); got != tc.want {
			t.Errorf("%+v: FixedAtOrBelow(%d) = %v", tc, tc.major, got)
		}
	}
}

func TestCompareVersions(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"14.0.6", "19.1.7", -1},
		{"19.1.7", "19.1.7", 0},
		{"19.1.10", "19.1.7", 1},
		{"19", "19.0.0", 0},
		{"19", "19.1.7", -1},
		{"20.1.0", "19.1.7", 1},
	} {
		if got := CompareVersions(tc.a, tc.b); got != tc.want {
			t.Errorf("CompareVersions(%s, %s) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
		if got := CompareVersions(tc.b, tc.a); got != -tc.want {
			t.Errorf("CompareVersions(%s, %s) = %d, want %d", tc.b, tc.a, got, -tc.want)
		}
	}
}

// TestFixedEvidence: what makes a reproduction on a release a
// regression, whatever the kind: a state line fixed on that version or an
// older one, fixed-in of that major or an older one, status fixed found
// on that major or an older one.
func TestFixedEvidence(t *testing.T) {
	st := func(v, s string) ReleaseState { return ReleaseState{v, s} }
	tests := []struct {
		name    string
		c       Case
		version string
		want    []string
	}{
		{"nothing recorded", Case{Status: StatusOpen, LLVM: "14.0.6"}, "19.1.7", nil},
		{"recorded open", Case{Status: StatusOpen, States: []ReleaseState{st("14.0.6", StateOpen), st("19.1.7", StateOpen)}}, "19.1.7", nil},
		{"fixed on this version", Case{States: []ReleaseState{st("19.1.7", StateFixed)}}, "19.1.7", []string{"recorded fixed on 19.1.7"}},
		{"fixed on an older release", Case{States: []ReleaseState{st("14.0.6", StateFixed)}}, "19.1.7", []string{"recorded fixed on 14.0.6"}},
		{"fixed, then recorded open on this version", Case{States: []ReleaseState{st("14.0.6", StateFixed), st("19.1.7", StateOpen)}}, "19.1.7", nil},
		{"fixed, recorded open later, checked newer", Case{States: []ReleaseState{st("14.0.6", StateFixed), st("19.1.7", StateOpen)}}, "20.1.0", nil},
		{"open, then recorded fixed", Case{States: []ReleaseState{st("14.0.6", StateOpen), st("19.1.7", StateFixed)}}, "20.1.0", []string{"recorded fixed on 19.1.7"}},
		{"fixed on an older patch", Case{States: []ReleaseState{st("19.1.2", StateFixed)}}, "19.1.7", []string{"recorded fixed on 19.1.2"}},
		{"fixed on a newer patch only", Case{States: []ReleaseState{st("19.1.7", StateFixed)}}, "19.1.2", nil},
		{"fixed on a newer release only", Case{States: []ReleaseState{st("19.1.7", StateFixed)}}, "14.0.6", nil},
		{"changed is not fixed", Case{States: []ReleaseState{st("14.0.6", StateChanged)}}, "19.1.7", nil},
		{"fixed-in", Case{FixedIn: []int{19}}, "19.1.7", []string{"fixed-in: 19"}},
		{"fixed-in a later major", Case{FixedIn: []int{19}}, "14.0.6", nil},
		{"status fixed", Case{Status: StatusFixed, LLVM: "14.0.6"}, "19.1.7", []string{"status: fixed (found on 14.0.6)"}},
		{"status fixed, found later", Case{Status: StatusFixed, LLVM: "19.1.7"}, "14.0.6", nil},
		{"all of them", Case{Status: StatusFixed, LLVM: "14.0.6", FixedIn: []int{13, 19}, States: []ReleaseState{st("14.0.6", StateFixed)}}, "14.0.6",
			[]string{"recorded fixed on 14.0.6", "fixed-in: 13 19", "status: fixed (found on 14.0.6)"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.c.FixedEvidence(tc.version); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("FixedEvidence(%s) = %q, want %q", tc.version, got, tc.want)
			}
		})
	}
}

func TestSetState(t *testing.T) {
	c := &Case{}
	for _, tc := range []struct {
		version, state string
		changed        bool
		want           string
	}{
		{"19.1.7", StateFixed, true, "[19.1.7 fixed]"},
		{"14.0.6", StateOpen, true, "[14.0.6 open 19.1.7 fixed]"},
		{"14.0.6", StateOpen, false, "[14.0.6 open 19.1.7 fixed]"},
		{"14.0.6", StateChanged, true, "[14.0.6 changed 19.1.7 fixed]"},
		{"19.1.10", StatePass, true, "[14.0.6 changed 19.1.7 fixed 19.1.10 pass]"},
	} {
		if got := c.SetState(tc.version, tc.state); got != tc.changed || fmt.Sprint(c.States) != tc.want {
			t.Errorf("SetState(%s, %s) = %v, states %v; want %v, %s", tc.version, tc.state, got, c.States, tc.changed, tc.want)
		}
	}
	if err := (&Case{Kind: "k", Signature: "s", Status: StatusOpen, States: []ReleaseState{{"19.1.7", StateOpen}, {"14.0.6", StateOpen}}}).Validate(); err == nil || !strings.Contains(err.Error(), "sorted") {
		t.Errorf("Validate of unsorted states: %v", err)
	}
}

// TestTestdata: the files in testdata and in the corpus itself (cases)
// are formatted as Format writes them.
func TestTestdata(t *testing.T) {
	var cases []*Case
	for _, dir := range []string{"testdata", "cases"} {
		cs, err := Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		if len(cs) < 3 {
			t.Fatalf("%d cases in %s", len(cs), dir)
		}
		cases = append(cases, cs...)
	}
	for _, c := range cases {
		data, err := os.ReadFile(c.Path)
		if err != nil {
			t.Fatal(err)
		}
		if got := string(c.Format()); got != string(data) {
			t.Errorf("%s: Format differs from the file:\n%s", c.Path, got)
		}
		if err := c.Validate(); err != nil {
			t.Errorf("%s: %v", c.Path, err)
		}
	}
}

// genValue draws a header value: one line, no surrounding spaces.
func genValue(t *rapid.T, label string) string {
	return rapid.StringMatching(`[!-~]([ -~\t]{0,20}[!-~])?`).Draw(t, label)
}

// genWords draws a list of words (nil for none).
func genWords(t *rapid.T, label string) []string {
	return rapid.SliceOfN(rapid.StringMatching(`[!-~]{1,12}`), 0, 3).Draw(t, label)
}

// genMajors draws a list of majors (nil for none).
func genMajors(t *rapid.T, label string) []int {
	return rapid.SliceOfN(rapid.IntRange(1, 40), 0, 3).Draw(t, label)
}

// genStates draws recorded states, sorted by version, one per version
// (nil for none).
func genStates(t *rapid.T) []ReleaseState {
	var sts []ReleaseState
	for _, v := range rapid.SliceOfNDistinct(rapid.SampledFrom([]string{"14.0.6", "15.0.7", "19.1.7", "19.1.10", "20", "3.9.1"}), 0, 3, rapid.ID[string]).Draw(t, "state versions") {
		sts = append(sts, ReleaseState{v, rapid.SampledFrom(RecordedStates).Draw(t, "state")})
	}
	sortStates(sts)
	return sts
}

// genCase draws a valid case; the zero value of each optional field is
// the simplest choice.
func genCase(t *rapid.T) *Case {
	opt := func(label string) string {
		if rapid.Bool().Draw(t, label+"?") {
			return genValue(t, label)
		}
		return ""
	}
	c := &Case{
		Kind:      genValue(t, "kind"),
		Signature: genValue(t, "signature"),
		Status:    rapid.SampledFrom([]string{StatusOpen, StatusFixed, StatusExpectPass}).Draw(t, "status"),
		Tool:      opt("tool"), Pipeline: opt("pipeline"), Target: opt("target"), Level: opt("level"),
		LLVM: opt("llvm"), Origin: opt("origin"), Function: opt("function"), Input: opt("input"),
		Expected: opt("expected"), Actual: opt("actual"), Reason: opt("reason"), Pass: opt("pass"),
		BlameNote: opt("blame-note"), Message: opt("message"), Command: opt("command"),
		Seed:      rapid.Uint64().Draw(t, "seed"),
		Found:     rapid.SampledFrom([]string{"", "2026-11-24", "2026-11-23T18:18:18Z", "2026-01-02T03:04:05+02:00"}).Draw(t, "found"),
		Args:      rapid.SliceOfN(rapid.Custom(func(t *rapid.T) string { return genValue(t, "arg") }), 0, 4).Draw(t, "args"),
		FixedIn:   genMajors(t, "fixed-in"),
		States:    genStates(t),
		Applies:   genMajors(t, "applies"),
		Pipelines: genWords(t, "pipelines"),
		Targets:   genWords(t, "targets"),
		Levels:    genWords(t, "levels"),
		Source:    rapid.String().Draw(t, "source"),
	}
	// Parse gives nil, not empty, lists.
	for _, p := range []*[]string{&c.Args, &c.Pipelines, &c.Targets, &c.Levels} {
		if len(*p) == 0 {
			*p = nil
		}
	}
	for _, p := range []*[]int{&c.FixedIn, &c.Applies} {
		if len(*p) == 0 {
			*p = nil
		}
	}
	return c
}

// TestFormatParse: every valid case formats to a file that parses back
// to it.
func TestFormatParse(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := genCase(t)
		if err := c.Validate(); err != nil {
			t.Fatalf("generated an invalid case: %v", err)
		}
		got, err := Parse("c.ll", c.Format())
		if err != nil {
			t.Fatalf("%v\n%s", err, c.Format())
		}
		c.Path = "c.ll"
		if !reflect.DeepEqual(got, c) {
			t.Fatalf("got  %#v\nwant %#v\nfile:\n%s", got, c, c.Format())
		}
	})
}

// FuzzParse: Parse never panics, and what parses formats to a file that
// parses to the same case.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.ll")
	for _, p := range files {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(header))
	f.Add([]byte(header + "\r\n; irfuzz: kind: x\n"))
	f.Add([]byte(header + "; irfuzz: arg: i32 1\n; irfuzz: seed: 07\n; irfuzz: fixed-in: 014\n\n\nx"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse("c.ll", data)
		if err != nil {
			if c != nil || strings.Contains(err.Error(), "\n") {
				t.Fatalf("case %v with error %q", c, err)
			}
			return
		}
		if err := c.Validate(); err != nil {
			t.Fatalf("parsed an invalid case: %v", err)
		}
		out := c.Format()
		c2, err := Parse("c.ll", out)
		if err != nil {
			t.Fatalf("formatted case does not parse: %v\n%q", err, out)
		}
		if !reflect.DeepEqual(c, c2) {
			t.Fatalf("round trip:\n%#v\n%#v", c, c2)
		}
	})
}

// TestUpstreamLine: the upstream header line round-trips, a malformed one
// is an error naming its line, and ToFile picks open cases without an
// issue.
func TestUpstreamLine(t *testing.T) {
	for _, val := range []string{
		"llvm/llvm-project#183747 open (checked 2026-11-28)",
		"llvm/llvm-project#12 fixed-in 23 (checked 2026-11-28)",
		"none-found (checked 2026-11-28)",
	} {
		text := "; irfuzz: kind: crash\n; irfuzz: signature: s\n; irfuzz: status: open\n; irfuzz: upstream: " + val + "\n; irfuzz: state: 22.1.8 open\n\ndefine void @f() {\n  ret void\n}\n"
		c, err := Parse("c.ll", []byte(text))
		if err != nil {
			t.Fatalf("%s: %v", val, err)
		}
		if c.Upstream != val {
			t.Errorf("Upstream = %q, want %q", c.Upstream, val)
		}
		again, err := Parse("c.ll", c.Format())
		if err != nil || again.Upstream != val {
			t.Errorf("%s: round trip gives %q, %v", val, again.Upstream, err)
		}
		tr, ok := c.Tracker()
		if !ok || tr.String() != val {
			t.Errorf("Tracker() = %v, %v; String %q", tr, ok, tr.String())
		}
		if got, want := c.ToFile("22.1.8"), tr.Issue == 0; got != want {
			t.Errorf("%s: ToFile = %v, want %v", val, got, want)
		}
		if c.ToFile("19.1.7") {
			t.Errorf("%s: ToFile on a release it is not recorded open on", val)
		}
	}
	for _, bad := range []string{"#12 open (checked 2026-11-28)", "llvm/llvm-project#12 closed (checked 2026-11-28)", "none-found", "none-found (checked 2026-13-40)"} {
		text := "; irfuzz: kind: crash\n; irfuzz: signature: s\n; irfuzz: status: open\n; irfuzz: upstream: " + bad + "\n"
		if _, err := Parse("c.ll", []byte(text)); err == nil || !strings.Contains(err.Error(), "c.ll:4: upstream") {
			t.Errorf("%q: error %v, want c.ll:4: upstream ...", bad, err)
		}
	}
}
