package reports

import "fmt"

// The charts of the HTML page, drawn as inline SVG by svg.go.

// Chart colours: one per series.
const (
	blue   = "#1f77b4"
	orange = "#ff7f0e"
	grey   = "#888888"
)

// Chart sizes in points: the two time charts side by side, the bar chart
// below, as tall as its bars need.
const (
	timeChartWidth  = 6 * 72
	timeChartHeight = 4.4 * 72
	barChartWidth   = 10 * 72
	barHeight       = 14 // each bar's, in a row of barRow
	barRow          = 22
)

// maxBars is how many passes the bar chart shows; the rest are one bar.
const maxBars = 15

// timeAxis picks minutes for long campaigns, seconds for short ones.
func (r *Report) timeAxis() (label string, scale float64) {
	end := r.WallSeconds
	if n := len(r.Timeline); n > 0 {
		end = max(end, r.Timeline[n-1].Elapsed)
	}
	if end >= 300 {
		return "elapsed (minutes)", 60
	}
	return "elapsed (seconds)", 1
}

// top is the largest of 0 and the values of vs.
func top(vs []float64) float64 {
	m := 0.0
	for _, v := range vs {
		m = max(m, bounded(v))
	}
	return m
}

// findingsChart: the cumulative findings (repeats included) above, and
// the stored ones (a new signature in their shard) below: two panels
// sharing the time axis, as their scales differ a lot.
func (r *Report) findingsChart() []byte {
	label, sc := r.timeAxis()
	n := len(r.Timeline)
	xs, all, stored := make([]float64, n), make([]float64, n), make([]float64, n)
	for i, q := range r.Timeline {
		xs[i], all[i], stored[i] = q.Elapsed/sc, float64(q.Findings), float64(q.Stored)
	}
	const w, h = timeChartWidth, timeChartHeight
	ya := numAxis("all findings", 0, top(all), 4, 0)
	yb := numAxis("new signatures", 0, top(stored), 4, 0)
	left := max(leftMargin(ya, w), leftMargin(yb, w))
	xa := numAxis(label, 0, top(xs), 6, w-left-20)
	s := newSVG(w, h)
	xNoLabel := xa
	xNoLabel.label = ""
	f := s.drawFrame(0, 0, w, h/2+4, left, "Findings over time", xNoLabel, ya)
	s.plot(f, series{name: "findings, repeats included (cumulative)", colour: orange, step: true, xs: xs, ys: all})
	f = s.drawFrame(0, h/2+4, w, h/2-4, left, "", xa, yb)
	s.plot(f, series{name: "stored findings: a new signature in their shard (cumulative)", colour: blue, step: true, xs: xs, ys: stored})
	return s.bytes()
}

// throughputChart: tests/s over time, and the campaign's average.
func (r *Report) throughputChart() []byte {
	label, sc := r.timeAxis()
	var xs, ys []float64
	for _, q := range r.Timeline {
		if q.Elapsed > 0 {
			xs, ys = append(xs, q.Elapsed/sc), append(ys, q.TestsPerSec)
		}
	}
	avg := bounded(r.TestsPerSec)
	const w, h = timeChartWidth, timeChartHeight
	ya := numAxis(fmt.Sprintf("tests/s over the last %s", duration(r.RateWindow)), 0, max(avg, top(ys)), 5, 0)
	left := leftMargin(ya, w)
	xa := numAxis(label, 0, top(xs), 6, w-left-20)
	end := xa.hi
	if len(xs) > 0 {
		end = xs[len(xs)-1]
	}
	s := newSVG(w, h)
	f := s.drawFrame(0, 0, w, h, left,
		fmt.Sprintf("Throughput (dashed: the average, %.2f tests/s)", avg), xa, ya)
	s.plot(f, series{name: "tests/s", colour: blue, xs: xs, ys: ys},
		series{name: "average", colour: grey, dashed: true, xs: []float64{0, end}, ys: []float64{avg, avg}})
	return s.bytes()
}

// passChart: a horizontal bar per pass (crashes and unbisected
// miscompiles are groups of their own), as long as its findings, the
// most at the top.
func (r *Report) passChart() []byte {
	groups := r.ByPass
	if len(groups) > maxBars {
		rest := Group{Name: fmt.Sprintf("(%d other groups)", len(groups)-maxBars+1)}
		for _, g := range groups[maxBars-1:] {
			rest.Signatures += g.Signatures
			rest.Findings += g.Findings
		}
		groups = append(groups[:maxBars-1:maxBars-1], rest)
	}
	title := "Findings by pass"
	if len(groups) == 0 {
		title += ": none"
	}
	n := float64(len(groups))
	ya := axis{lo: -0.5, hi: n - 0.5}
	vals := make([]float64, len(groups))
	for i, g := range groups {
		vals[i] = float64(g.Findings)
		sig := "signatures"
		if g.Signatures == 1 {
			sig = "signature"
		}
		name := fmt.Sprintf("%s (%d %s)", truncate(g.Name, 40), g.Signatures, sig)
		ya.ticks = append(ya.ticks, tick{n - 1 - float64(i), name})
	}
	w, h := float64(barChartWidth), 1.6*72+n*barRow
	left := leftMargin(ya, w)
	xa := numAxis("findings (repeats included)", 0, top(vals), 8, w-left-20)
	s := newSVG(w, h)
	f := s.drawFrame(0, 0, w, h, left, title, xa, ya)
	for i, v := range vals {
		y := f.py(n - 1 - float64(i))
		s.rect(f.px(0), y-barHeight/2, f.px(v)-f.px(0), barHeight, blue, "")
	}
	return s.bytes()
}

// Charts renders the three charts of the HTML page as SVG elements:
// findings over time, throughput over time, and findings by pass. The
// text they draw is escaped; the error is always nil.
func (r *Report) Charts() (findings, throughput, byPass []byte, err error) {
	return r.findingsChart(), r.throughputChart(), r.passChart(), nil
}
