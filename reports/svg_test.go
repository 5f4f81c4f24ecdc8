package reports

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
)

// TestNiceTicks: the ticks cover the range, are 1, 2 or 5 times a power of
// ten apart, not too many nor too few, and labelled as plain numbers.
func TestNiceTicks(t *testing.T) {
	for _, tc := range []struct {
		lo, hi float64
		n      int
		want   string // the labels, when checked
	}{
		{0, 61, 6, "0 10 20 30 40 50 60 70"},
		{0, 20, 4, "0 5 10 15 20"},
		{0, 11, 8, "0 2 4 6 8 10 12"},
		{0, 0, 4, "0 0.2 0.4 0.6 0.8 1"},
		{0, 1, 5, "0 0.2 0.4 0.6 0.8 1"},
		{0, 0.3, 3, "0 0.1 0.2 0.3"},
		{-7, 7, 4, "-10 -5 0 5 10"},
		{5, 5, 4, ""},
		{10, 0, 5, ""},
		{0, 250, 5, ""},
		{0.001, 0.0013, 5, ""},
		{1e9, 1e9 + 1, 5, ""},
		{0, 1e20, 5, ""},
		{0, 123456789012, 6, ""},
		{0, 1e300, 4, ""},
		{-1e300, 1e300, 4, ""},
		{0, math.Inf(1), 4, ""},
		{math.NaN(), 3, 4, ""},
		{0, 5e-324, 4, ""},
		{0, 7, 0, ""},
	} {
		ts := niceTicks(tc.lo, tc.hi, tc.n)
		var labels []string
		for _, tk := range ts {
			labels = append(labels, tk.label)
		}
		got := strings.Join(labels, " ")
		name := fmt.Sprintf("%v..%v/%d", tc.lo, tc.hi, tc.n)
		if tc.want != "" && got != tc.want {
			t.Errorf("%s: ticks %q, want %q", name, got, tc.want)
		}
		if len(ts) < 2 || len(ts) > 3*max(tc.n, 1)+3 {
			t.Errorf("%s: %d ticks: %q", name, len(ts), got)
			continue
		}
		lo, hi := bounded(min(tc.lo, tc.hi)), bounded(max(tc.lo, tc.hi))
		if ts[0].v > lo || ts[len(ts)-1].v < hi {
			t.Errorf("%s: ticks %v..%v do not cover the range", name, ts[0].v, ts[len(ts)-1].v)
		}
		step := ts[1].v - ts[0].v
		if m := step / math.Pow(10, math.Floor(math.Log10(step))); math.Abs(m-math.Round(m)) > 1e-6 || !strings.Contains("1 2 5 10", strconv.Itoa(int(math.Round(m)))) {
			t.Errorf("%s: step %v is not 1, 2 or 5 times a power of ten", name, step)
		}
		for i, tk := range ts {
			if strings.ContainsAny(tk.label, "eE") || strings.Contains(tk.label, "NaN") || strings.Contains(tk.label, "Inf") {
				t.Errorf("%s: label %q is not a plain number", name, tk.label)
			}
			if v, err := strconv.ParseFloat(tk.label, 64); err != nil || v != tk.v {
				t.Errorf("%s: label %q for %v", name, tk.label, tk.v)
			}
			if i > 0 && !(tk.v > ts[i-1].v) {
				t.Errorf("%s: ticks not increasing: %q", name, got)
			}
		}
	}
}

// TestSVGEscape: text from the data is escaped in the SVG.
func TestSVGEscape(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"GVNPass", ">GVNPass</text>"},
		{"Foo<int>", ">Foo&lt;int&gt;</text>"},
		{`a & "b" 'c'`, ">a &amp; &#34;b&#34; &#39;c&#39;</text>"},
		{"</svg><script>", ">&lt;/svg&gt;&lt;script&gt;</text>"},
	} {
		s := newSVG(10, 10)
		s.text(1, 2, 9, "start", "", tc.in)
		if out := string(s.bytes()); !strings.Contains(out, tc.want) {
			t.Errorf("text %q: %s, want %s", tc.in, out, tc.want)
		}
	}
	r := &Report{ByPass: []Group{{Name: "Foo<int>&", Signatures: 1, Findings: 2}}}
	if out := string(r.passChart()); strings.Contains(out, "Foo<int>") || !strings.Contains(out, "Foo&lt;int&gt;&amp; (1 signature)") {
		t.Errorf("pass name not escaped in\n%s", out)
	}
}

// TestChartsEdgeCases: degenerate reports draw three SVG elements without
// NaN or infinities.
func TestChartsEdgeCases(t *testing.T) {
	many := make([]Group, 40)
	for i := range many {
		many[i] = Group{Name: strings.Repeat("LongPassName", i%9), Signatures: i, Findings: 1 << (i % 62)}
	}
	for name, r := range map[string]*Report{
		"empty":        {},
		"one point":    {Timeline: []Point{{Elapsed: 5, Findings: 1, Stored: 1, TestsPerSec: 3}}, TestsPerSec: 3},
		"zero elapsed": {Timeline: []Point{{}}, WallSeconds: 0},
		"zeros":        {Timeline: []Point{{}, {Elapsed: 10}, {Elapsed: 20}}, WallSeconds: 20, ByPass: []Group{{Name: "x"}}},
		"long":         {Timeline: []Point{{}, {Elapsed: 3600, Findings: 1 << 40, Stored: 1 << 30, TestsPerSec: 1e12}}, WallSeconds: 3600, TestsPerSec: 1e12},
		"huge":         {Timeline: []Point{{Elapsed: math.MaxFloat64, Findings: math.MaxInt, Stored: math.MinInt, TestsPerSec: math.Inf(1)}}, WallSeconds: math.MaxFloat64, TestsPerSec: math.NaN(), RateWindow: 1e12, ByPass: many},
		"many passes":  {ByPass: many},
	} {
		findings, throughput, byPass, err := r.Charts()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for i, svg := range []string{string(findings), string(throughput), string(byPass)} {
			if !strings.HasPrefix(svg, "<svg ") || !strings.HasSuffix(svg, "</svg>\n") || strings.Count(svg, "<svg") != 1 {
				t.Errorf("%s: chart %d is not one SVG element:\n%s", name, i, svg)
			}
			if strings.Contains(svg, "NaN") || strings.Contains(svg, "Inf") {
				t.Errorf("%s: chart %d has NaN or Inf:\n%s", name, i, svg)
			}
		}
		if n := strings.Count(string(byPass), "<rect"); n-1 > maxBars {
			t.Errorf("%s: %d bars, want at most %d", name, n-1, maxBars)
		}
	}
}
