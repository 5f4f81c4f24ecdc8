// Package corpus is irfuzz's regression corpus: a directory of .ll files,
// one test case each, that CI replays against any installed LLVM.
//
// A case file is a header of `; irfuzz: key: value` comment lines followed
// by the module, exactly as the reduced finding's source.ll; opt and llc
// read the file as it is (the header is comments). For example:
//
//	; irfuzz: kind: ir-miscompile
//	; irfuzz: signature: ir-miscompile/CorrelatedValuePropagationPass
//	; irfuzz: status: open
//	; irfuzz: llvm: 14.0.6
//	; irfuzz: found: 2026-11-23T18:18:18Z
//	; irfuzz: tool: opt
//	; irfuzz: pipeline: O2
//	; irfuzz: function: t16
//	; irfuzz: arg: i1 true
//	; irfuzz: expected: { i1, i1 } { i1 true, i1 true }
//	; irfuzz: actual: { i1, i1 } { i1 true, i1 false }
//
//	define { i1, i1 } @t16(i1 %a4) { ... }
//
// The header ends at the first line that is not an `; irfuzz:` line; one
// empty line right after it belongs to the header. Every value is one line
// with its surrounding spaces trimmed. The keys are the fields of an
// oracle.Finding (finding.json) plus arg, status, upstream (the bug on
// LLVM's tracker; see Tracker), fixed-in, state,
// applies, pipelines, targets and levels; see Case.
//
// A case remembers what it did on each LLVM release it was checked on,
// one `state` line per release (`; irfuzz: state: 19.1.7 fixed`), written
// by Record (`irfuzz corpus check --record`).
//
// Check replays cases (oracle.Replay for recorded findings, the whole
// oracle for expect-pass cases) and sorts them into open, changed, fixed,
// regressed, pass, fail and skipped. A case that reproduces on a release
// it was recorded fixed on, or on a newer one, has regressed, whatever
// its kind, unless a release after the fixed one is recorded open (a
// later release brought the bug back, and the record knows it).
package corpus

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/irfuzz/irfuzz/internal/lazyre"
)

// Statuses of a case.
const (
	// StatusOpen: the case still reproduces on the LLVM it was found with.
	StatusOpen = "open"
	// StatusFixed: the case no longer reproduces on the LLVM release it was
	// found with (a later build of that release fixed it).
	StatusFixed = "fixed"
	// StatusExpectPass: a hand-written case the optimizers and back ends
	// must get right; the whole oracle runs on it and any finding fails it.
	StatusExpectPass = "expect-pass"
)

// DefaultPipelines are the opt pipelines an expect-pass case is checked
// with when it names none: default<O2>.
var DefaultPipelines = []string{"O2"}

// Case is one regression test: a module and what is known about it. The
// string fields named after oracle.Finding's carry the same values as the
// finding's finding.json (empty = not set).
type Case struct {
	// Path is the file the case was read from or written to ("" for a
	// case not on disk yet). It is not part of the header.
	Path string

	Kind      string // kind: an oracle finding kind (ir-miscompile, crash, ...)
	Signature string // signature: the finding's deduplication key
	// Fingerprint is the reduced finding's fingerprint (fingerprint: one
	// bug, one fingerprint; see oracle.Fingerprint), when it was reduced
	// by an irfuzz that makes them.
	Fingerprint string
	Tool        string // tool: opt, llc, link, or the test program
	Pipeline    string // pipeline: the opt pipeline of the finding
	Target      string // target: the back end of the finding
	Level       string // level: llc's -O level of the finding
	LLVM        string // llvm: the full LLVM version it was found with ("14.0.6")
	Seed        uint64 // seed: generator seed (0 = not set)
	Origin      string // origin: where the module came from
	Function    string // function: the test function
	Input       string // input: the witness arguments, printed
	Expected    string // expected: the source's allowed outcomes on the witness
	Actual      string // actual: what the optimized code or the tool did
	Reason      string // reason: why the outcome is wrong
	Pass        string // pass: the guilty pass, from opt-bisect
	BlameNote   string // blame-note: why no pass was named
	Message     string // message: the tool's error, normalized
	Command     string // command: the failing tool command line
	Found       string // found: when it was found, RFC 3339 or YYYY-MM-DD
	// Program says the case is a whole program (program: true): a C
	// program lowered by clang whose main's output is the behaviour
	// (oracle.CheckProgram), not a test function on arguments.
	Program bool

	// Args are the lines of the finding's inputs file, one per parameter of
	// the test function, in order ("i32 5\t; image 05000000"); one arg
	// header line each.
	Args []string
	// Status is open, fixed or expect-pass (status).
	Status string
	// Upstream is the bug's status on LLVM's tracker (upstream), one of
	// `llvm/llvm-project#N open (checked DATE)` (issue N describes the
	// bug and no fix has landed: the issue may be open, or closed as a
	// duplicate of one that is), `llvm/llvm-project#N fixed-in X
	// (checked DATE)` (a fix landed for release X) and `none-found
	// (checked DATE)` (searched for, no issue describes it); "" when
	// nobody looked. See Tracker.
	Upstream string
	// FixedIn are the LLVM majors the case was seen not reproducing on
	// (fixed-in, space separated): written by hand or by older versions
	// of Record, read as a fixed state on every release of those majors.
	FixedIn []int
	// States are the states Record saw the case in, one per LLVM release
	// it was checked on, sorted by version (state, one line each:
	// `state: VERSION STATE`).
	States []ReleaseState
	// Applies are the LLVM majors to check the case on (applies, space
	// separated); none = every installed release.
	Applies []int
	// Pipelines, Targets and Levels say what an expect-pass case runs
	// (pipelines, targets, levels; space separated): opt pipelines
	// (default DefaultPipelines), native targets (default none: IR level
	// only) and llc levels (default oracle.DefaultLevels).
	Pipelines []string
	Targets   []string
	Levels    []string

	// Source is the module text, everything after the header.
	Source string
}

// ReleaseState is the recorded state of a case on one LLVM release: what
// `irfuzz corpus check --record` saw there.
type ReleaseState struct {
	// Version is the full LLVM version checked on ("19.1.7").
	Version string
	// State is one of RecordedStates: open, changed or fixed for a
	// recorded finding, pass for an expect-pass case.
	State string
}

// String is the value of the case's state line: "19.1.7 fixed".
func (s ReleaseState) String() string { return s.Version + " " + s.State }

// RecordedStates are the states a state line may hold: the outcomes of a
// check that say something lasting about the release. A regression or a
// failing expect-pass case is never recorded (it must stay visible until
// someone edits the case), nor a case that was skipped.
var RecordedStates = []string{StateOpen, StateChanged, StateFixed, StatePass}

// field is one single-valued string key of the header.
type field struct {
	key string
	get func(c *Case) *string
}

// stringFields are the single-line string keys, in the order Format
// writes them (status and the lists come between signature and llvm).
var stringFields = []field{
	{"kind", func(c *Case) *string { return &c.Kind }},
	{"signature", func(c *Case) *string { return &c.Signature }},
	{"fingerprint", func(c *Case) *string { return &c.Fingerprint }},
	{"status", func(c *Case) *string { return &c.Status }},
	{"upstream", func(c *Case) *string { return &c.Upstream }},
	{"llvm", func(c *Case) *string { return &c.LLVM }},
	{"found", func(c *Case) *string { return &c.Found }},
	{"tool", func(c *Case) *string { return &c.Tool }},
	{"pipeline", func(c *Case) *string { return &c.Pipeline }},
	{"target", func(c *Case) *string { return &c.Target }},
	{"level", func(c *Case) *string { return &c.Level }},
	{"function", func(c *Case) *string { return &c.Function }},
	{"input", func(c *Case) *string { return &c.Input }},
	{"expected", func(c *Case) *string { return &c.Expected }},
	{"actual", func(c *Case) *string { return &c.Actual }},
	{"reason", func(c *Case) *string { return &c.Reason }},
	{"pass", func(c *Case) *string { return &c.Pass }},
	{"blame-note", func(c *Case) *string { return &c.BlameNote }},
	{"message", func(c *Case) *string { return &c.Message }},
	{"command", func(c *Case) *string { return &c.Command }},
	{"origin", func(c *Case) *string { return &c.Origin }},
}

// listFields are the space-separated word lists.
var listFields = []struct {
	key string
	get func(c *Case) *[]string
}{
	{"pipelines", func(c *Case) *[]string { return &c.Pipelines }},
	{"targets", func(c *Case) *[]string { return &c.Targets }},
	{"levels", func(c *Case) *[]string { return &c.Levels }},
}

// headerPrefix starts every header line.
const headerPrefix = "; irfuzz:"

// Format returns the case file: the header, an empty line, and Source.
// Empty fields are left out. It assumes c is valid (see Validate): a line
// break inside a value would end the header, so it is written as a space.
func (c *Case) Format() []byte {
	var b bytes.Buffer
	put := func(key, val string) {
		val = strings.TrimSpace(strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(val))
		if val != "" {
			fmt.Fprintf(&b, "%s %s: %s\n", headerPrefix, key, val)
		}
	}
	ints := func(ns []int) string {
		s := make([]string, len(ns))
		for i, n := range ns {
			s[i] = strconv.Itoa(n)
		}
		return strings.Join(s, " ")
	}
	for _, f := range stringFields {
		put(f.key, *f.get(c))
		switch f.key {
		case "status":
			put("fixed-in", ints(c.FixedIn))
			for _, st := range c.States {
				put("state", st.String())
			}
			put("applies", ints(c.Applies))
			for _, l := range listFields {
				put(l.key, strings.Join(*l.get(c), " "))
			}
		case "function":
			if c.Program {
				put("program", "true")
			}
			for _, a := range c.Args {
				put("arg", a)
			}
		case "origin":
			if c.Seed != 0 {
				put("seed", strconv.FormatUint(c.Seed, 10))
			}
		}
	}
	b.WriteByte('\n')
	b.WriteString(c.Source)
	return b.Bytes()
}

// Tracker is a case's status on LLVM's issue tracker (its upstream
// header line).
type Tracker struct {
	// Issue is the llvm/llvm-project issue number (0: none found).
	Issue int
	// State is "open", "fixed-in X" or "none-found".
	State string
	// Checked is the date the tracker was searched (YYYY-MM-DD).
	Checked string
}

// String is the header value: "llvm/llvm-project#123 open (checked
// 2026-11-28)", "none-found (checked 2026-11-28)".
func (t Tracker) String() string {
	if t.Issue == 0 {
		return fmt.Sprintf("none-found (checked %s)", t.Checked)
	}
	return fmt.Sprintf("llvm/llvm-project#%d %s (checked %s)", t.Issue, t.State, t.Checked)
}

// reTracker is an upstream header value.
var reTracker = lazyre.New(`^(?:llvm/llvm-project#([1-9][0-9]*) (open|fixed-in [0-9][0-9.]*)|(none-found)) \(checked ([0-9]{4}-[0-9]{2}-[0-9]{2})\)$`)

// ParseTracker reads an upstream header value.
func ParseTracker(s string) (Tracker, error) {
	m := reTracker.FindStringSubmatch(s)
	if m == nil {
		return Tracker{}, fmt.Errorf("upstream: want `llvm/llvm-project#N open|fixed-in X (checked YYYY-MM-DD)` or `none-found (checked YYYY-MM-DD)`, found %q", s)
	}
	if _, err := time.Parse(time.DateOnly, m[4]); err != nil {
		return Tracker{}, fmt.Errorf("upstream: bad date %q", m[4])
	}
	if m[3] != "" {
		return Tracker{State: "none-found", Checked: m[4]}, nil
	}
	n, _ := strconv.Atoi(m[1])
	return Tracker{Issue: n, State: m[2], Checked: m[4]}, nil
}

// Tracker is the case's parsed upstream status (ok false when it has none).
func (c *Case) Tracker() (t Tracker, ok bool) {
	t, err := ParseTracker(c.Upstream)
	return t, err == nil
}

// ToFile reports whether the case is a bug to report upstream: an open
// finding (recorded open on version, when version is not "") with no
// upstream issue recorded.
func (c *Case) ToFile(version string) bool {
	if c.Status == StatusExpectPass {
		return false
	}
	if version != "" && c.StateOn(version) != StateOpen {
		return false
	}
	t, ok := c.Tracker()
	return !ok || t.Issue == 0
}

// ToFileFirst orders cases with the ones to file upstream on LLVM
// version first (ToFile), each group in its given order.
func ToFileFirst(cases []*Case, version string) []*Case {
	out := slices.Clone(cases)
	slices.SortStableFunc(out, func(a, b *Case) int {
		x, y := a.ToFile(version), b.ToFile(version)
		switch {
		case x && !y:
			return -1
		case y && !x:
			return 1
		}
		return 0
	})
	return out
}

// Parse reads a case file; path names it in errors, which are one line,
// `path:line: what`. An unknown key, a key given twice (arg and state
// excepted; state once per version), a malformed value, and a header
// without kind, signature or status are errors. State lines may come in
// any order; Parse sorts them by version.
func Parse(path string, data []byte) (*Case, error) {
	c := &Case{Path: path}
	seen := map[string]bool{}
	rest := data
	line := 0
	for len(rest) > 0 {
		end := bytes.IndexByte(rest, '\n')
		var text []byte
		if end < 0 {
			text, end = rest, len(rest)
		} else {
			text, end = rest[:end], end+1
		}
		if !bytes.HasPrefix(text, []byte(headerPrefix)) {
			break
		}
		line++
		rest = rest[end:]
		if err := c.setLine(string(text[len(headerPrefix):]), seen); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, line, err)
		}
	}
	if line == 0 {
		return nil, fmt.Errorf("%s:1: no %q header: not an irfuzz corpus case", path, headerPrefix)
	}
	// One empty line separates the header from the module.
	if bytes.HasPrefix(rest, []byte("\n")) {
		rest = rest[1:]
	}
	c.Source = string(rest)
	sortStates(c.States)
	for _, k := range []string{"kind", "signature", "status"} {
		if !seen[k] {
			return nil, fmt.Errorf("%s:%d: the header has no %s", path, line, k)
		}
	}
	return c, nil
}

// reKey is a header key.
var reKey = lazyre.New(`^[a-z][a-z0-9-]*$`)

// setLine sets the field of one header line (without its prefix).
func (c *Case) setLine(s string, seen map[string]bool) error {
	key, val, ok := strings.Cut(s, ":")
	key = strings.TrimSpace(key)
	val = strings.TrimSpace(strings.TrimSuffix(val, "\r"))
	if !ok || !reKey.MatchString(key) {
		return fmt.Errorf("want `%s KEY: VALUE`, found %q", headerPrefix, strings.TrimSpace(s))
	}
	if key != "arg" && key != "state" {
		if seen[key] {
			return fmt.Errorf("%s given twice", key)
		}
		seen[key] = true
	}
	if val == "" {
		return fmt.Errorf("%s: empty value", key)
	}
	if strings.ContainsAny(val, "\r\n") {
		return fmt.Errorf("%s: a line break in the value", key)
	}
	for _, f := range stringFields {
		if f.key == key {
			return setString(key, val, f.get(c))
		}
	}
	for _, f := range listFields {
		if f.key == key {
			*f.get(c) = strings.Fields(val)
			return nil
		}
	}
	switch key {
	case "arg":
		c.Args = append(c.Args, val)
	case "program":
		if val != "true" {
			return fmt.Errorf("program: want true, found %q", val)
		}
		c.Program = true
	case "state":
		st, err := parseState(val)
		if err != nil {
			return err
		}
		if c.StateOn(st.Version) != "" {
			return fmt.Errorf("state: LLVM %s given twice", st.Version)
		}
		c.States = append(c.States, st)
	case "seed":
		n, err := strconv.ParseUint(val, 10, 64)
		if err != nil || n == 0 {
			return fmt.Errorf("seed: want a positive integer, found %q", val)
		}
		c.Seed = n
	case "fixed-in", "applies":
		ns, err := parseMajors(val)
		if err != nil {
			return fmt.Errorf("%s: %v", key, err)
		}
		if key == "fixed-in" {
			c.FixedIn = ns
		} else {
			c.Applies = ns
		}
	default:
		return fmt.Errorf("unknown key %q", key)
	}
	return nil
}

// setString checks the value of a string key and stores it.
func setString(key, val string, dst *string) error {
	switch key {
	case "status":
		switch val {
		case StatusOpen, StatusFixed, StatusExpectPass:
		default:
			return fmt.Errorf("status: want open, fixed or expect-pass, found %q", val)
		}
	case "found":
		if _, err := parseFound(val); err != nil {
			return err
		}
	case "upstream":
		if _, err := ParseTracker(val); err != nil {
			return err
		}
	}
	*dst = val
	return nil
}

// parseFound reads a found date: RFC 3339 or YYYY-MM-DD.
func parseFound(s string) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	if t, err := time.Parse(time.DateOnly, s); err == nil {
		return t, nil
	}
	return time.Time{}, fmt.Errorf("found: want an RFC 3339 time or YYYY-MM-DD, found %q", s)
}

// reVersion is an LLVM version: dot-separated numbers, major first.
var reVersion = lazyre.New(`^[1-9][0-9]*(\.[0-9]+)*$`)

// parseState reads the value of a state line: `VERSION STATE`.
func parseState(val string) (ReleaseState, error) {
	f := strings.Fields(val)
	if len(f) != 2 {
		return ReleaseState{}, fmt.Errorf("state: want `VERSION STATE` (19.1.7 fixed), found %q", val)
	}
	st := ReleaseState{Version: f[0], State: f[1]}
	return st, checkState(st)
}

// checkState reports what is wrong with a recorded state.
func checkState(st ReleaseState) error {
	if !reVersion.MatchString(st.Version) {
		return fmt.Errorf("state: want an LLVM version like 19.1.7, found %q", st.Version)
	}
	if !slices.Contains(RecordedStates, st.State) {
		return fmt.Errorf("state: want %s, found %q", strings.Join(RecordedStates, ", "), st.State)
	}
	return nil
}

// parseVersion splits an LLVM version into its numbers ("19.1.7": 19 1
// 7); what is not a number reads as 0.
func parseVersion(v string) []int {
	var ns []int
	for _, w := range strings.Split(v, ".") {
		n, _ := strconv.Atoi(w)
		ns = append(ns, n)
	}
	return ns
}

// CompareVersions orders LLVM versions by their numbers, missing ones read
// as 0 ("19" before "19.1.7", "19.1.7" before "20.1.0"): -1, 0 or +1.
func CompareVersions(a, b string) int {
	x, y := parseVersion(a), parseVersion(b)
	for len(x) < len(y) {
		x = append(x, 0)
	}
	for len(y) < len(x) {
		y = append(y, 0)
	}
	return slices.Compare(x, y)
}

// sortStates sorts recorded states by version (stable: equal versions
// keep their order, which Validate rejects anyway).
func sortStates(sts []ReleaseState) {
	slices.SortStableFunc(sts, func(a, b ReleaseState) int { return CompareVersions(a.Version, b.Version) })
}

// parseMajors reads a space-separated list of LLVM majors.
func parseMajors(s string) ([]int, error) {
	var ns []int
	for _, w := range strings.Fields(s) {
		n, err := strconv.Atoi(w)
		if err != nil || n <= 0 {
			return nil, fmt.Errorf("want LLVM major versions (14 19), found %q", w)
		}
		ns = append(ns, n)
	}
	return ns, nil
}

// Validate reports the first reason c cannot be written as a case file
// that Parse reads back as c: a required field missing (kind, signature,
// status), an unknown status, a value with a line break or surrounding
// spaces, a bad found date, a major that is not positive, a bad state, or
// states not sorted by version or two of one version.
func (c *Case) Validate() error {
	for _, k := range []struct{ key, val string }{{"kind", c.Kind}, {"signature", c.Signature}, {"status", c.Status}} {
		if k.val == "" {
			return fmt.Errorf("no %s", k.key)
		}
	}
	for _, f := range stringFields {
		if v := *f.get(c); v != "" {
			if err := checkValue(f.key, v); err != nil {
				return err
			}
			if err := setString(f.key, v, new(string)); err != nil {
				return err
			}
		}
	}
	for _, a := range c.Args {
		if err := checkValue("arg", a); err != nil {
			return err
		}
		if a == "" {
			return fmt.Errorf("arg: empty value")
		}
	}
	for _, l := range listFields {
		for _, w := range *l.get(c) {
			if w == "" || strings.IndexFunc(w, unicode.IsSpace) >= 0 {
				return fmt.Errorf("%s: %q is not one word", l.key, w)
			}
		}
	}
	for _, ns := range [][]int{c.FixedIn, c.Applies} {
		for _, n := range ns {
			if n <= 0 {
				return fmt.Errorf("LLVM major %d", n)
			}
		}
	}
	for i, st := range c.States {
		if err := checkState(st); err != nil {
			return err
		}
		if i > 0 && CompareVersions(c.States[i-1].Version, st.Version) >= 0 {
			return fmt.Errorf("state: LLVM %s after %s: want one state per version, sorted", st.Version, c.States[i-1].Version)
		}
	}
	return nil
}

// checkValue: one line, no surrounding spaces.
func checkValue(key, v string) error {
	if strings.ContainsAny(v, "\r\n") {
		return fmt.Errorf("%s: a line break in the value", key)
	}
	if strings.TrimSpace(v) != v {
		return fmt.Errorf("%s: spaces around the value", key)
	}
	return nil
}

// FoundMajor is the LLVM major the case was found with (from LLVM), or 0.
func (c *Case) FoundMajor() int {
	s, _, _ := strings.Cut(c.LLVM, ".")
	n, err := strconv.Atoi(s)
	if err != nil || n <= 0 {
		return 0
	}
	return n
}

// FoundTime is when the case was found (the zero time when not recorded).
func (c *Case) FoundTime() time.Time {
	t, _ := parseFound(c.Found)
	return t
}

// AppliesTo reports whether the case is to be checked on LLVM major.
func (c *Case) AppliesTo(major int) bool {
	return len(c.Applies) == 0 || slices.Contains(c.Applies, major)
}

// FixedAtOrBelow reports whether the case was seen fixed on major or an
// older release: a major in FixedIn no later than major, or, for a fixed
// case, the release it was found with. It does not read States; see
// FixedEvidence.
func (c *Case) FixedAtOrBelow(major int) bool {
	for _, n := range c.FixedIn {
		if n <= major {
			return true
		}
	}
	fm := c.FoundMajor()
	return c.Status == StatusFixed && fm != 0 && fm <= major
}

// FixedEvidence lists what the header says about the case being fixed on
// LLVM version (its major first) or an older release, each a phrase:
// "recorded fixed on 19.1.7" for a state line of that version or an
// older one (unless a state recorded open on a release after it, up to
// version, says the bug came back and is known), "fixed-in: 19" when FixedAtOrBelow the major, "status: fixed
// (found on 14.0.6)". None means a reproduction there is no regression.
func (c *Case) FixedEvidence(version string) []string {
	// A state recorded open (or changed) on a release from the fixed one
	// up to version says the bug is there again and known: a release
	// brought it back, and the record says so.
	lastOpen := ""
	for _, st := range c.States {
		if st.State != StateFixed && st.State != StatePass && CompareVersions(st.Version, version) <= 0 &&
			(lastOpen == "" || CompareVersions(st.Version, lastOpen) > 0) {
			lastOpen = st.Version
		}
	}
	var ev []string
	for _, st := range c.States {
		if st.State == StateFixed && CompareVersions(st.Version, version) <= 0 &&
			(lastOpen == "" || CompareVersions(st.Version, lastOpen) > 0) {
			ev = append(ev, "recorded fixed on "+st.Version)
		}
	}
	major := parseVersion(version)[0]
	for _, n := range c.FixedIn {
		if n <= major {
			ev = append(ev, "fixed-in: "+joinInts(c.FixedIn))
			break
		}
	}
	if fm := c.FoundMajor(); c.Status == StatusFixed && fm != 0 && fm <= major {
		ev = append(ev, fmt.Sprintf("status: fixed (found on %s)", c.LLVM))
	}
	return ev
}

// StateOn is the state recorded for LLVM version ("" when none).
func (c *Case) StateOn(version string) string {
	for _, st := range c.States {
		if st.Version == version {
			return st.State
		}
	}
	return ""
}

// SetState records state for LLVM version, replacing what was recorded
// for it and keeping States sorted; it reports whether that changed
// anything.
func (c *Case) SetState(version, state string) bool {
	for i, st := range c.States {
		if st.Version == version {
			c.States[i].State = state
			return st.State != state
		}
	}
	c.States = append(c.States, ReleaseState{Version: version, State: state})
	sortStates(c.States)
	return true
}
