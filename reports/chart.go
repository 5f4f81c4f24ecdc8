package reports

import (
	"bytes"
	"fmt"
	"image/color"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

// The charts of the HTML page are drawn by gonum.org/v1/plot onto its SVG
// canvas (vg/vgsvg) and inlined in the page.

// Chart colours: one per series.
var (
	blue   = color.RGBA{R: 0x1f, G: 0x77, B: 0xb4, A: 0xff}
	orange = color.RGBA{R: 0xff, G: 0x7f, B: 0x0e, A: 0xff}
	grey   = color.RGBA{R: 0x88, G: 0x88, B: 0x88, A: 0xff}
)

// Chart sizes: the two time charts side by side, the bar chart below.
const (
	timeChartWidth  = 6 * vg.Inch
	timeChartHeight = 4.4 * vg.Inch
	barChartWidth   = 10 * vg.Inch
)

// maxBars is how many passes the bar chart shows; the rest are one bar.
const maxBars = 15

// newPlot returns a plot with the page's sans-serif font (browsers seldom
// have the library's default Liberation Serif) and a grid.
func newPlot(title, xLabel, yLabel string) *plot.Plot {
	p := plot.New()
	sans := func(size vg.Length) font.Font {
		return font.From(font.Font{Typeface: "Liberation", Variant: "Sans"}, size)
	}
	p.Title.Text = title
	p.Title.TextStyle.Font = sans(13)
	p.Title.Padding = 6
	p.X.Label.Text, p.Y.Label.Text = xLabel, yLabel
	for _, a := range []*plot.Axis{&p.X, &p.Y} {
		a.Label.TextStyle.Font = sans(11)
		a.Tick.Label.Font = sans(9)
		a.Tick.Marker = plainTicks
	}
	p.Legend.TextStyle.Font = sans(10)
	p.Legend.Top = true
	p.Legend.Left = true
	p.Legend.XOffs, p.Legend.YOffs = 8, -4
	g := plotter.NewGrid()
	g.Vertical.Color = color.Gray{Y: 0xe0}
	g.Horizontal.Color = color.Gray{Y: 0xe0}
	p.Add(g)
	return p
}

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

// stepLine is a line plotter that holds each value until the next point.
func stepLine(xys plotter.XYs, c color.Color, dashed bool) (*plotter.Line, error) {
	l, err := plotter.NewLine(xys)
	if err != nil {
		return nil, err
	}
	l.StepStyle = plotter.PostStep
	l.Color = c
	l.Width = vg.Points(1.8)
	if dashed {
		l.Dashes = []vg.Length{vg.Points(5), vg.Points(3)}
	}
	return l, nil
}

// findingsChart: the cumulative findings (repeats included) above, and
// the stored ones (a new signature in their shard) below: two panels
// sharing the time axis, as their scales differ a lot.
func (r *Report) findingsChart() ([]*plot.Plot, error) {
	label, scale := r.timeAxis()
	top := newPlot("Findings over time", "", "all findings")
	bottom := newPlot("", label, "new signatures")
	all := make(plotter.XYs, len(r.Timeline))
	stored := make(plotter.XYs, len(r.Timeline))
	for i, q := range r.Timeline {
		all[i] = plotter.XY{X: q.Elapsed / scale, Y: float64(q.Findings)}
		stored[i] = plotter.XY{X: q.Elapsed / scale, Y: float64(q.Stored)}
	}
	la, err := stepLine(all, orange, false)
	if err != nil {
		return nil, err
	}
	ls, err := stepLine(stored, blue, false)
	if err != nil {
		return nil, err
	}
	top.Add(la)
	top.Legend.Add("findings, repeats included (cumulative)", la)
	bottom.Add(ls)
	bottom.Legend.Add("stored findings: a new signature in their shard (cumulative)", ls)
	top.Y.Min, bottom.Y.Min = 0, 0
	// The same time range on both panels.
	bottom.X.Min, bottom.X.Max = min(top.X.Min, bottom.X.Min), max(top.X.Max, bottom.X.Max)
	top.X.Min, top.X.Max = bottom.X.Min, bottom.X.Max
	return []*plot.Plot{top, bottom}, nil
}

// plainTicks are the default ticks, labelled without trailing zeros
// ("250", not "250.00").
var plainTicks = plot.TickerFunc(func(min, max float64) []plot.Tick {
	ts := plot.DefaultTicks{}.Ticks(min, max)
	for i := range ts {
		if ts[i].Label != "" {
			ts[i].Label = strconv.FormatFloat(ts[i].Value, 'f', -1, 64)
		}
	}
	return ts
})

// throughputChart: tests/s over time, and the campaign's average.
func (r *Report) throughputChart() (*plot.Plot, error) {
	label, scale := r.timeAxis()
	p := newPlot(fmt.Sprintf("Throughput (dashed: the average, %.2f tests/s)", r.TestsPerSec), label,
		fmt.Sprintf("tests/s over the last %s", duration(r.RateWindow)))
	var xys plotter.XYs
	for _, q := range r.Timeline {
		if q.Elapsed > 0 {
			xys = append(xys, plotter.XY{X: q.Elapsed / scale, Y: q.TestsPerSec})
		}
	}
	if len(xys) == 0 {
		xys = plotter.XYs{{X: 0, Y: 0}}
	}
	l, err := plotter.NewLine(xys)
	if err != nil {
		return nil, err
	}
	l.Color = blue
	l.Width = vg.Points(1.8)
	end := xys[len(xys)-1].X
	avg, err := stepLine(plotter.XYs{{X: 0, Y: r.TestsPerSec}, {X: end, Y: r.TestsPerSec}}, grey, true)
	if err != nil {
		return nil, err
	}
	p.Add(avg, l)
	p.Y.Min = 0
	return p, nil
}

// passChart: a horizontal bar per pass (crashes and unbisected
// miscompiles are groups of their own), as long as its findings.
func (r *Report) passChart() (*plot.Plot, vg.Length, error) {
	groups := r.ByPass
	if len(groups) > maxBars {
		rest := Group{Name: fmt.Sprintf("(%d other groups)", len(groups)-maxBars+1)}
		for _, g := range groups[maxBars-1:] {
			rest.Signatures += g.Signatures
			rest.Findings += g.Findings
		}
		groups = append(groups[:maxBars-1:maxBars-1], rest)
	}
	p := newPlot("Findings by pass", "findings (repeats included)", "")
	height := vg.Length(1.6)*vg.Inch + vg.Length(len(groups))*vg.Points(22)
	if len(groups) == 0 {
		p.Title.Text = "Findings by pass: none"
		p.X.Min, p.X.Max = 0, 1
		p.HideY()
		return p, height, nil
	}
	// Most findings at the top: the bar chart counts up from the bottom.
	vals := make(plotter.Values, len(groups))
	names := make([]string, len(groups))
	for i, g := range groups {
		j := len(groups) - 1 - i
		vals[j] = float64(g.Findings)
		sig := "signatures"
		if g.Signatures == 1 {
			sig = "signature"
		}
		names[j] = fmt.Sprintf("%s (%d %s)", g.Name, g.Signatures, sig)
	}
	bars, err := plotter.NewBarChart(vals, vg.Points(14))
	if err != nil {
		return nil, 0, err
	}
	bars.Horizontal = true
	bars.Color = blue
	bars.LineStyle.Width = 0
	p.Add(bars)
	p.NominalY(names...)
	p.X.Min = 0
	return p, height, nil
}

// renderSVG draws plots, stacked top to bottom and aligned, as one SVG
// document of the given size. gonum/plot panics on some degenerate input;
// that becomes an error here, so a bad campaign directory never crashes
// the caller.
func renderSVG(plots []*plot.Plot, w, h vg.Length) (svg []byte, err error) {
	defer func() {
		if e := recover(); e != nil {
			err = fmt.Errorf("drawing chart %q: %v", plots[0].Title.Text, e)
		}
	}()
	c := vgsvg.New(w, h)
	dc := draw.New(c)
	if len(plots) == 1 {
		plots[0].Draw(dc)
	} else {
		grid := make([][]*plot.Plot, len(plots))
		for i, p := range plots {
			grid[i] = []*plot.Plot{p}
		}
		tiles := draw.Tiles{Rows: len(plots), Cols: 1, PadY: vg.Points(6), PadBottom: vg.Points(2)}
		for i, cv := range plot.Align(grid, tiles, dc) {
			plots[i].Draw(cv[0])
		}
	}
	var buf bytes.Buffer
	if _, err := c.WriteTo(&buf); err != nil {
		return nil, err
	}
	out := buf.Bytes()
	// Inline SVG needs no XML prolog.
	if i := bytes.Index(out, []byte("<svg")); i > 0 {
		out = out[i:]
	}
	return out, nil
}

// Charts renders the three charts of the HTML page as SVG documents:
// findings over time, throughput over time, and findings by pass.
func (r *Report) Charts() (findings, throughput, byPass []byte, err error) {
	fps, err := r.findingsChart()
	if err != nil {
		return nil, nil, nil, err
	}
	if findings, err = renderSVG(fps, timeChartWidth, timeChartHeight); err != nil {
		return nil, nil, nil, err
	}
	tp, err := r.throughputChart()
	if err != nil {
		return nil, nil, nil, err
	}
	if throughput, err = renderSVG([]*plot.Plot{tp}, timeChartWidth, timeChartHeight); err != nil {
		return nil, nil, nil, err
	}
	pp, h, err := r.passChart()
	if err != nil {
		return nil, nil, nil, err
	}
	if byPass, err = renderSVG([]*plot.Plot{pp}, barChartWidth, h); err != nil {
		return nil, nil, nil, err
	}
	return findings, throughput, byPass, nil
}
