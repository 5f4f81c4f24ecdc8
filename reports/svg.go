package reports

import (
	"bytes"
	"fmt"
	"html"
	"math"
	"strconv"
)

// A minimal SVG writer for the charts of the HTML page: lines, polylines,
// rectangles and text in a viewBox measured in points. The browser lays
// out the text; widths are estimated at charWidth of the font size.

const (
	fontFamily = "Liberation Sans, Arial, Helvetica, sans-serif"
	charWidth  = 0.6 // estimated text width per character, in font sizes
	titleSize  = 13
	labelSize  = 11 // axis labels
	tickSize   = 9  // tick labels
	legendSize = 10
	gridColour = "#e0e0e0"
	axisColour = "#000"
)

// svgDoc accumulates the elements of one <svg> element.
type svgDoc struct{ bytes.Buffer }

// newSVG starts an SVG element of w x h points.
func newSVG(w, h float64) *svgDoc {
	s := &svgDoc{}
	fmt.Fprintf(s, `<svg xmlns="http://www.w3.org/2000/svg" width="%spt" height="%spt" viewBox="0 0 %s %s" font-family="%s">`+"\n",
		num(w), num(h), num(w), num(h), fontFamily)
	s.rect(0, 0, w, h, "#fff", "")
	return s
}

// bytes closes the element and returns it.
func (s *svgDoc) bytes() []byte {
	s.WriteString("</svg>\n")
	return s.Bytes()
}

// num formats a coordinate: at most two decimals, 0 for NaN and infinities
// (which the callers never pass on purpose).
func num(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		v = 0
	}
	return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64)
}

// stroke is the stroke attributes of a line of colour c; dashed lines are
// 5pt on, 3pt off.
func stroke(c string, width float64, dashed bool) string {
	a := fmt.Sprintf(`stroke="%s" stroke-width="%s"`, c, num(width))
	if dashed {
		a += ` stroke-dasharray="5,3"`
	}
	return a
}

// line draws a line from x1,y1 to x2,y2.
func (s *svgDoc) line(x1, y1, x2, y2 float64, attrs string) {
	fmt.Fprintf(s, `<line x1="%s" y1="%s" x2="%s" y2="%s" %s/>`+"\n", num(x1), num(y1), num(x2), num(y2), attrs)
}

// polyline draws the points x0,y0,x1,y1,..., one point as a dot.
func (s *svgDoc) polyline(xy []float64, attrs string) {
	if len(xy) == 2 { // a dot
		xy = append(xy, xy...)
	}
	s.WriteString(`<polyline fill="none" stroke-linejoin="round" stroke-linecap="round" points="`)
	for i := 0; i+1 < len(xy); i += 2 {
		if i > 0 {
			s.WriteByte(' ')
		}
		s.WriteString(num(xy[i]) + "," + num(xy[i+1]))
	}
	fmt.Fprintf(s, `" %s/>`+"\n", attrs)
}

// rect draws a rectangle filled with fill; extra attributes may follow.
func (s *svgDoc) rect(x, y, w, h float64, fill, attrs string) {
	fmt.Fprintf(s, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s" %s/>`+"\n",
		num(x), num(y), num(max(w, 0)), num(max(h, 0)), fill, attrs)
}

// text draws escaped text with its baseline at y, anchored at x ("start",
// "middle" or "end"), with extra attributes.
func (s *svgDoc) text(x, y, size float64, anchor, attrs, t string) {
	fmt.Fprintf(s, `<text x="%s" y="%s" font-size="%s" text-anchor="%s"%s>%s</text>`+"\n",
		num(x), num(y), num(size), anchor, attrs, html.EscapeString(t))
}

// halo outlines text in white, to keep it readable over lines.
const halo = ` stroke="#fff" stroke-width="3" stroke-linejoin="round" paint-order="stroke"`

// textWidth estimates the width of t in points.
func textWidth(t string, size float64) float64 {
	return float64(len([]rune(t))) * size * charWidth
}

// tick is a tick of an axis: its value and label.
type tick struct {
	v     float64
	label string
}

// axis is a chart axis from lo to hi.
type axis struct {
	label  string
	lo, hi float64
	ticks  []tick
}

// bounded maps NaN to 0 and clamps v to ±1e300, so ranges and their
// differences stay finite.
func bounded(v float64) float64 {
	if math.IsNaN(v) {
		return 0
	}
	return max(-1e300, min(v, 1e300))
}

// niceTicks returns about n ticks, 1, 2 or 5 times a power of ten apart,
// from at most lo to at least hi, labelled as plain numbers ("250", "0.5",
// never "2.5e+02"). An empty range becomes lo..lo+1 (at least).
func niceTicks(lo, hi float64, n int) []tick {
	lo, hi = bounded(lo), bounded(hi)
	if hi < lo {
		lo, hi = hi, lo
	}
	if hi-lo <= max(math.Abs(hi)*1e-12, 1e-200) {
		hi = lo + max(1, math.Abs(lo)/10)
	}
	n = max(n, 1)
	raw := (hi - lo) / float64(n)
	// The step of 1, 2, 5 or 10 times mag whose number of intervals is
	// closest to n, the smaller on a tie.
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	intervals := func(step float64) float64 { return math.Ceil(hi/step) - math.Floor(lo/step) }
	step := mag
	for _, m := range []float64{2, 5, 10} {
		if math.Abs(intervals(m*mag)-float64(n)) < math.Abs(intervals(step)-float64(n)) {
			step = m * mag
		}
	}
	decimals := math.Max(0, -math.Floor(math.Log10(step)))
	unit := math.Pow(10, decimals)
	first, last := math.Floor(lo/step), math.Ceil(hi/step)
	var ts []tick
	for k := first; k <= last && len(ts) <= 10*n+3; k++ {
		v := math.Round(k*step*unit) / unit
		ts = append(ts, tick{v, strconv.FormatFloat(v, 'f', -1, 64)})
	}
	return ts
}

// numAxis is an axis with about n nice ticks covering lo..hi, extended to
// its first and last tick; fewer ticks when room, if not 0, is too narrow
// for their labels side by side.
func numAxis(label string, lo, hi float64, n int, room float64) axis {
	for ; ; n-- {
		ts := niceTicks(lo, hi, n)
		w := 0.0
		for _, t := range ts {
			w = max(w, textWidth(t.label, tickSize))
		}
		if n <= 2 || room == 0 || float64(len(ts))*(w+8) <= room {
			return axis{label, ts[0].v, ts[len(ts)-1].v, ts}
		}
	}
}

// leftMargin is the room the y axis label and tick labels need, at most a
// fraction of the width w.
func leftMargin(a axis, w float64) float64 {
	m := 10.0
	for _, t := range a.ticks {
		m = max(m, textWidth(t.label, tickSize))
	}
	if a.label != "" {
		m += labelSize + 8
	}
	return min(m+12, w*0.45)
}

// frame is the plot area of a chart: the data x lo..hi maps to the points
// x0..x1, y lo..hi to y1..y0 (SVG y grows downwards).
type frame struct {
	x0, y0, x1, y1 float64
	xa, ya         axis
}

// toPoints maps v in lo..hi to p0..p1.
func toPoints(v, lo, hi, p0, p1 float64) float64 {
	if hi <= lo {
		return p0
	}
	return p0 + (bounded(v)-lo)/(hi-lo)*(p1-p0)
}

func (f *frame) px(x float64) float64 { return toPoints(x, f.xa.lo, f.xa.hi, f.x0, f.x1) }
func (f *frame) py(y float64) float64 { return toPoints(y, f.ya.lo, f.ya.hi, f.y1, f.y0) }

// drawFrame draws, in the box x,y,w,h with the given left margin, the
// title, the axes with their labels, ticks and grid, and returns the plot
// area. A y axis without ticks is hidden.
func (s *svgDoc) drawFrame(x, y, w, h, left float64, title string, xa, ya axis) *frame {
	right := 12.0
	if n := len(xa.ticks); n > 0 {
		right = max(right, textWidth(xa.ticks[n-1].label, tickSize)/2+4)
	}
	f := &frame{x0: x + left, y0: y + 8, x1: x + w - right, y1: y + h - 4 - tickSize - 4, xa: xa, ya: ya}
	if title != "" {
		s.text(x+w/2, y+4+titleSize, titleSize, "middle", "", title)
		f.y0 += titleSize + 8
	}
	if xa.label != "" {
		s.text((f.x0+f.x1)/2, y+h-4, labelSize, "middle", "", xa.label)
		f.y1 -= labelSize + 4
	}
	if ya.label != "" {
		lx, ly := num(x+4+labelSize), num((f.y0+f.y1)/2) // read bottom to top
		s.text(x+4+labelSize, (f.y0+f.y1)/2, labelSize, "middle", ` transform="rotate(-90 `+lx+" "+ly+`)"`, ya.label)
	}
	grid := stroke(gridColour, 0.8, false)
	axisLine := stroke(axisColour, 0.8, false)
	for _, t := range xa.ticks {
		px := f.px(t.v)
		s.line(px, f.y0, px, f.y1, grid)
		s.line(px, f.y1, px, f.y1+4, axisLine)
		s.text(px, f.y1+4+tickSize, tickSize, "middle", "", t.label)
	}
	for _, t := range ya.ticks {
		py := f.py(t.v)
		s.line(f.x0, py, f.x1, py, grid)
		s.line(f.x0-4, py, f.x0, py, axisLine)
		s.text(f.x0-6, py+tickSize*0.35, tickSize, "end", "", t.label)
	}
	s.line(f.x0, f.y1, f.x1, f.y1, axisLine)
	if len(ya.ticks) > 0 {
		s.line(f.x0, f.y0, f.x0, f.y1, axisLine)
	}
	return f
}

// series is a line of a chart.
type series struct {
	name   string // in the legend, if not empty
	colour string
	dashed bool
	step   bool // hold each value until the next point (a post step)
	xs, ys []float64
}

// plot draws the series in the frame, then their legend in its top left
// corner.
func (s *svgDoc) plot(f *frame, ss ...series) {
	for _, l := range ss {
		var xy []float64
		for i := range l.xs {
			if l.step && i > 0 {
				xy = append(xy, f.px(l.xs[i]), f.py(l.ys[i-1]))
			}
			xy = append(xy, f.px(l.xs[i]), f.py(l.ys[i]))
		}
		s.polyline(xy, stroke(l.colour, 1.8, l.dashed))
	}
	x, y := f.x0+10, f.y0+11
	for _, l := range ss {
		if l.name != "" {
			s.line(x, y, x+20, y, stroke(l.colour, 1.8, l.dashed))
			s.text(x+24, y+legendSize*0.35, legendSize, "start", halo, l.name)
			y += legendSize + 4
		}
	}
}

// truncate shortens t to at most n characters, ending in "…" if cut.
func truncate(t string, n int) string {
	if r := []rune(t); len(r) > n {
		return string(r[:max(n-1, 0)]) + "…"
	}
	return t
}
