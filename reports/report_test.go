package reports

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// The synthetic campaign under testdata: three shards of one campaign.
var shardDirs = []string{
	"testdata/campaign/shard0",
	"testdata/campaign/shard1",
	"testdata/campaign/shard2",
}

// knownInstCombine stands in for the corpus: it knows one signature.
func knownInstCombine(sig string) bool { return sig == "ir-miscompile/InstCombinePass" }

func loadTestdata(t *testing.T) *Report {
	t.Helper()
	r, err := Load(shardDirs...)
	if err != nil {
		t.Fatal(err)
	}
	r.MarkKnown(knownInstCombine)
	return r
}

// TestGolden compares the markdown and JSON reports of the synthetic
// three-shard campaign with testdata/report.{md,json}; -update rewrites
// them.
func TestGolden(t *testing.T) {
	r := loadTestdata(t)
	for _, tc := range []struct {
		golden string
		write  func(*bytes.Buffer, *Report) error
	}{
		{"report.md", func(b *bytes.Buffer, r *Report) error { return WriteMarkdown(b, r) }},
		{"report.json", func(b *bytes.Buffer, r *Report) error { return WriteJSON(b, r) }},
		{"report.txt", func(b *bytes.Buffer, r *Report) error { return WriteTable(b, r) }},
	} {
		t.Run(tc.golden, func(t *testing.T) {
			var buf bytes.Buffer
			if err := tc.write(&buf, r); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("testdata", tc.golden)
			if *update {
				if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./reports -update to create it)", err)
			}
			if !bytes.Equal(buf.Bytes(), want) {
				t.Errorf("%s differs from the output; rerun with -update if the change is intended.\ngot:\n%s", path, buf.String())
			}
		})
	}
}

// TestMergeEqualsSum: the merged report of three shards has the totals of
// the three summaries added up, and its timeline ends at those totals.
func TestMergeEqualsSum(t *testing.T) {
	// The counters that add up.
	type totals struct {
		Modules, Tests, Inputs, NativeSteps, Findings, Stored int
		ToolSeconds                                           float64
	}
	var want totals
	var wall float64
	sigSum := 0
	for _, d := range shardDirs {
		data, err := os.ReadFile(filepath.Join(d, "summary.json"))
		if err != nil {
			t.Fatal(err)
		}
		var s finding.Summary
		if err := json.Unmarshal(data, &s); err != nil {
			t.Fatal(err)
		}
		want.Modules += s.Modules
		want.Tests += s.Tests
		want.Inputs += s.Inputs
		want.NativeSteps += s.NativeSteps
		want.Findings += s.Findings
		want.Stored += s.Stored
		want.ToolSeconds += s.ToolSeconds
		wall = max(wall, s.Seconds)
		for _, sc := range s.Signatures {
			sigSum += sc.Count
		}
	}
	r := loadTestdata(t)
	got := totals{Modules: r.Modules, Tests: r.Tests, Inputs: r.Inputs, NativeSteps: r.NativeSteps,
		Findings: r.Findings, Stored: r.Stored, ToolSeconds: r.ToolSeconds}
	if got != want {
		t.Errorf("merged totals %+v, want the sum %+v", got, want)
	}
	if r.WallSeconds != wall || r.TestsPerSec != float64(want.Tests)/wall {
		t.Errorf("wall %v, tests/s %v; want %v and %v", r.WallSeconds, r.TestsPerSec, wall, float64(want.Tests)/wall)
	}
	n := 0
	for _, s := range r.Signatures {
		n += s.Count
	}
	if n != sigSum || n != r.Findings {
		t.Errorf("signature counts add up to %d, want %d (findings %d)", n, sigSum, r.Findings)
	}
	for name, gs := range map[string][]Group{"kind": r.ByKind, "pass": r.ByPass, "target": r.ByTarget, "pipeline": r.ByPipeline} {
		f, s := 0, 0
		for _, g := range gs {
			f += g.Findings
			s += g.Signatures
		}
		if f != r.Findings || s != r.Distinct {
			t.Errorf("by %s: %d findings, %d signatures; want %d, %d", name, f, s, r.Findings, r.Distinct)
		}
	}
	if r.NewFindings+r.KnownFindings != r.Findings || r.KnownSignatures != 1 || r.KnownFindings != 5 {
		t.Errorf("new/known: %d+%d findings, %d known signatures", r.NewFindings, r.KnownFindings, r.KnownSignatures)
	}
	last := r.Timeline[len(r.Timeline)-1]
	if last.Modules != want.Modules || last.Tests != want.Tests || last.Findings != want.Findings || last.Stored != want.Stored {
		t.Errorf("timeline ends at %+v, want the totals %+v", last, want)
	}
	for i := 1; i < len(r.Timeline); i++ {
		a, b := r.Timeline[i-1], r.Timeline[i]
		if b.Elapsed <= a.Elapsed || b.Tests < a.Tests || b.Findings < a.Findings || b.Stored < a.Stored {
			t.Errorf("timeline not increasing at %d: %+v then %+v", i, a, b)
		}
	}
}

// TestTimelineMerge checks the step interpolation on the testdata: at
// 25s, shard 0 and 1 hold their 20s points and shard 2 its 20s point.
func TestTimelineMerge(t *testing.T) {
	r := loadTestdata(t)
	for _, tc := range []struct {
		at                     float64
		modules, tests, stored int
		findings, nativeSteps  int
	}{
		{at: 0},
		{at: 9.99},
		{at: 10, modules: 3, tests: 192, stored: 2, findings: 3, nativeSteps: 18000},
		{at: 25, modules: 6, tests: 384, stored: 4, findings: 7, nativeSteps: 38000},
		{at: 59, modules: 14, tests: 896, stored: 8, findings: 18, nativeSteps: 90000},    // shard 1 ended at 58.25
		{at: 1e9, modules: 16, tests: 1024, stored: 8, findings: 20, nativeSteps: 103000}, // all ended
	} {
		p := r.At(tc.at)
		if p.Modules != tc.modules || p.Tests != tc.tests || p.Stored != tc.stored || p.Findings != tc.findings || p.NativeSteps != tc.nativeSteps {
			t.Errorf("At(%v) = %+v, want modules %d tests %d stored %d findings %d native %d",
				tc.at, p, tc.modules, tc.tests, tc.stored, tc.findings, tc.nativeSteps)
		}
	}
}

// TestKnown: without a known function every signature is new.
func TestKnown(t *testing.T) {
	r, err := Load(shardDirs...)
	if err != nil {
		t.Fatal(err)
	}
	if r.KnownSignatures != 0 || r.NewSignatures != r.Distinct || r.NewFindings != r.Findings {
		t.Errorf("no corpus: %d known, %d/%d new", r.KnownSignatures, r.NewSignatures, r.Distinct)
	}
	r.MarkKnown(func(string) bool { return true })
	if r.NewSignatures != 0 || r.KnownFindings != r.Findings {
		t.Errorf("everything known: %d new, %d/%d known findings", r.NewSignatures, r.KnownFindings, r.Findings)
	}
}

// write puts files (path relative to dir -> content) under dir.
func write(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

const okSummary = `{"llvm":"19.1.7","seed":1,"shard":"0/1","start":"2026-01-10T10:00:00Z","seconds":20,"modules":2,"tests":128,"findings":2,"stored":1,
"by_kind":{"crash":2},"signatures":[{"signature":"crash/llc/x","kind":"crash","count":2}],"jobs":1}`

// TestLoadBadInput: bad campaign directories are errors naming the file
// (and line), never panics; damage a killed campaign leaves is tolerated.
func TestLoadBadInput(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files map[string]string
		err   string // a regexp the error must match; "" = loads
	}{
		{"no summary", map[string]string{"x": ""}, `no summary.json \(not a campaign directory\)`},
		{"corrupt summary", map[string]string{"summary.json": `{"modules": 3,`}, `summary.json: unexpected end of JSON input`},
		{"summary of wrong type", map[string]string{"summary.json": `{"modules": "three"}`}, `summary.json: json: cannot unmarshal`},
		{"negative counter", map[string]string{"summary.json": `{"tests": -5}`}, `summary.json: negative counter`},
		{"corrupt finding", map[string]string{"summary.json": okSummary, "findings/crash-1/finding.json": `{"kind":`}, `findings/crash-1/finding.json: unexpected end`},
		{"finding without signature", map[string]string{"summary.json": okSummary, "findings/crash-1/finding.json": `{"kind":"crash"}`}, `finding.json: no signature`},
		{"corrupt timeline line", map[string]string{"summary.json": okSummary, "timeline.jsonl": "{\"elapsed\":10,\"tests\":64}\nnot json\n{\"elapsed\":20,\"tests\":128}\n"}, `timeline.jsonl:2: invalid character`},
		{"negative timeline", map[string]string{"summary.json": okSummary, "timeline.jsonl": "{\"elapsed\":-1}\n{\"elapsed\":20}\n"}, `timeline.jsonl:1: bad counter`},
		{"timeline cut short", map[string]string{"summary.json": okSummary, "timeline.jsonl": "{\"elapsed\":10,\"tests\":64}\n{\"elapsed\":2"}, ""},
		{"temporary finding dir skipped", map[string]string{"summary.json": okSummary, "findings/.tmp-crash-1-123/finding.json": `{"kind":`}, ""},
		{"finding not in summary", map[string]string{"summary.json": okSummary, "findings/crash-2/finding.json": `{"kind":"crash","signature":"crash/llc/y","tool":"llc"}`}, ""},
		{"empty campaign", map[string]string{"summary.json": `{}`}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			write(t, dir, tc.files)
			r, err := Load(dir)
			if tc.err == "" {
				if err != nil {
					t.Fatal(err)
				}
				// Every writer copes with what loaded.
				for _, w := range []func(*bytes.Buffer, *Report) error{
					func(b *bytes.Buffer, r *Report) error { return WriteTable(b, r) },
					func(b *bytes.Buffer, r *Report) error { return WriteMarkdown(b, r) },
					func(b *bytes.Buffer, r *Report) error { return WriteJSON(b, r) },
					func(b *bytes.Buffer, r *Report) error { return WriteHTML(b, r) },
				} {
					var buf bytes.Buffer
					if err := w(&buf, r); err != nil {
						t.Errorf("writing: %v", err)
					}
				}
				return
			}
			if err == nil {
				t.Fatalf("loaded; want an error matching %q", tc.err)
			}
			if !regexp.MustCompile(tc.err).MatchString(err.Error()) || !strings.Contains(err.Error(), dir) {
				t.Errorf("error %q: want it to match %q and name %s", err, tc.err, dir)
			}
		})
	}
	if _, err := Load(); err == nil {
		t.Error("Load() with no directory: no error")
	}
	if _, err := Load(shardDirs[0], shardDirs[0]+"/"); err == nil || !strings.Contains(err.Error(), "given twice") {
		t.Errorf("the same directory twice: %v", err)
	}
	if _, err := Load(filepath.Join(t.TempDir(), "missing")); err == nil {
		t.Error("a missing directory: no error")
	}
}

// TestUnsummarizedFinding: a finding on disk that summary.json does not
// count is listed (count 1) with a note, and the totals stay the summary's.
func TestUnsummarizedFinding(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, map[string]string{
		"summary.json":                  okSummary,
		"findings/crash-2/finding.json": `{"kind":"crash","signature":"crash/llc/y","tool":"llc","found":"2026-01-10T10:00:05Z"}`,
	})
	r, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if r.Findings != 2 || r.Distinct != 2 || len(r.Notes) != 2 || !strings.Contains(r.Notes[1], "not counted in summary.json") {
		t.Errorf("findings %d, distinct %d, notes %q", r.Findings, r.Distinct, r.Notes)
	}
	for _, s := range r.Signatures {
		if s.Signature == "crash/llc/x" && PassOf(&s) != UnknownGroup {
			t.Errorf("signature without a record grouped under %q", PassOf(&s))
		}
		if s.Signature == "crash/llc/y" && (s.Count != 1 || s.Elapsed != 5 || PassOf(&s) != "(crash in llc)") {
			t.Errorf("unsummarized finding: %+v (pass %q)", s, PassOf(&s))
		}
	}
}

// externalURL matches a src or href attribute that loads from the network.
var externalURL = regexp.MustCompile(`(?i)(src|href)\s*=\s*["']?\s*(https?:)?//`)

// TestHTML: the page is self-contained (three inline SVG charts, no
// external URL, no script) and, when Chromium is installed, renders to a
// screenshot in headless Chromium.
func TestHTML(t *testing.T) {
	r := loadTestdata(t)
	var buf bytes.Buffer
	if err := WriteHTML(&buf, r); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	if n := strings.Count(page, "<svg"); n != 3 {
		t.Errorf("%d <svg> charts, want 3", n)
	}
	for _, title := range []string{"Findings over time", "Throughput", "Findings by pass"} {
		if !strings.Contains(page, ">"+title) {
			t.Errorf("no chart titled %q", title)
		}
	}
	if m := externalURL.FindString(page); m != "" {
		t.Errorf("external URL in the page: %q", m)
	}
	if strings.Contains(page, "<script") || strings.Contains(page, "<link") {
		t.Error("the page has a script or a link")
	}
	// Text from the data is escaped, in the tables and in the SVG.
	if strings.Contains(page, "Foo<int>") || !strings.Contains(page, "Foo&lt;int&gt;") {
		t.Error("signature text not escaped")
	}
	dir := t.TempDir()
	html := filepath.Join(dir, "report.html")
	if err := os.WriteFile(html, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	screenshot(t, html, filepath.Join(dir, "report.png"))
}

// screenshot renders html with headless Chromium into png and checks a
// non-trivial PNG appears; it skips when Chromium is not installed.
func screenshot(t *testing.T, html, png string) {
	t.Helper()
	var browser string
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			browser = p
			break
		}
	}
	if browser == "" {
		t.Skip("no chromium on PATH (scripts/deps.sh installs it)")
	}
	abs, err := filepath.Abs(html)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
		"--user-data-dir="+filepath.Join(t.TempDir(), "profile"),
		"--screenshot="+png, "--window-size=1200,2000", "file://"+abs)
	cmd.Env = append(os.Environ(), "HOME="+t.TempDir())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", browser, err, out)
	}
	data, err := os.ReadFile(png)
	if err != nil {
		t.Fatalf("no screenshot: %v\n%s", err, out)
	}
	if len(data) < 20_000 || !bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")) {
		t.Errorf("screenshot %s: %d bytes, not a page with charts", png, len(data))
	}
}

// TestToolShareJobSeconds: a resumed campaign that ran with 1 job and then
// with 2 records its job seconds; the tool share is over those, not over
// its seconds times its last job count.
func TestToolShareJobSeconds(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, map[string]string{"summary.json": `{"seconds": 100, "jobs": 2, "job_seconds": 150, "tool_seconds": 120, "tests": 10}`})
	r, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if r.ToolShare != 0.8 {
		t.Errorf("tool share %v, want 120/150 = 0.8", r.ToolShare)
	}
	old := t.TempDir() // a summary from before job_seconds
	write(t, old, map[string]string{"summary.json": `{"seconds": 100, "jobs": 2, "tool_seconds": 120, "tests": 10}`})
	if r, err = Load(old); err != nil || r.ToolShare != 0.6 {
		t.Errorf("without job_seconds: tool share %v (%v), want 120/200 = 0.6", r.ToolShare, err)
	}
}

// TestMarkUpstream: bugs that show on the newest release and have no
// upstream issue come first, marked TO FILE; the column appears only
// when something is known.
func TestMarkUpstream(t *testing.T) {
	r := &Report{Bugs: []Bug{
		{Fingerprint: "a", Signature: "sa", Findings: 3, Newest: "22.1.8", NewestShows: true},
		{Fingerprint: "b", Signature: "sb", Findings: 2, Newest: "22.1.8", NewestShows: true},
		{Fingerprint: "c", Signature: "sc", Findings: 1, Newest: "22.1.8"},
	}}
	r.MarkUpstream(func(fp, sig string) string {
		if fp == "a" {
			return "llvm/llvm-project#1 open (checked 2026-11-28)"
		}
		return ""
	})
	var order []string
	for _, b := range r.Bugs {
		order = append(order, b.Fingerprint)
	}
	if got := strings.Join(order, " "); got != "b a c" {
		t.Errorf("order %q, want \"b a c\"", got)
	}
	sec, ok := r.bugSection()
	if !ok || sec.header[len(sec.header)-1] != "upstream" || !strings.HasPrefix(sec.rows[0][len(sec.rows[0])-1], "TO FILE") {
		t.Errorf("bug section: %+v", sec)
	}
}
