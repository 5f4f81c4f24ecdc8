package reports

import (
	"html/template"
	"io"
	"strings"
	"sync"
	"time"
)

// WriteHTML writes the report as one self-contained HTML page: inline CSS,
// the three charts (findings over time, throughput over time, findings by
// pass) as inline SVG (chart.go), and the tables of the
// other formats. The page loads nothing from the network and needs no
// JavaScript.
func WriteHTML(w io.Writer, r *Report) error {
	findings, throughput, byPass, err := r.Charts()
	if err != nil {
		return err
	}
	type table struct {
		Title  string
		Header []string
		Rows   [][]string
		Code   int
	}
	var tables []table
	for _, s := range r.sections() {
		tables = append(tables, table{s.title, s.header, s.rows, s.code})
	}
	type reducedModule struct{ Fingerprint, Status, Text string }
	var reduced []reducedModule
	for _, b := range r.Bugs {
		status := "new"
		if b.Known != "" {
			status = "known: " + b.Known
		}
		reduced = append(reduced, reducedModule{b.Fingerprint, status, b.Reduced})
	}
	start := ""
	if !r.Start.IsZero() {
		start = r.Start.UTC().Format(time.DateTime) + " UTC"
	}
	return pageTemplate().Execute(w, map[string]any{
		"Dirs":   strings.Join(r.Dirs, ", "),
		"Start":  start,
		"Totals": tables[0],
		"Tables": tables[1:],
		"Bugs":   reduced,
		"Charts": []template.HTML{
			// The SVG comes from svg.go, which escapes the text it
			// draws.
			template.HTML(findings), template.HTML(throughput), template.HTML(byPass),
		},
	})
}

// pageTemplate is parsed on first use, not at every irfuzz process's start.
var pageTemplate = sync.OnceValue(func() *template.Template { return template.Must(template.New("report").Parse(pageHTML)) })

const pageHTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>irfuzz campaign report</title>
<style>
body { font-family: "Liberation Sans", Arial, Helvetica, sans-serif; margin: 24px auto; max-width: 1100px; color: #222; padding: 0 16px; }
h1 { font-size: 22px; margin-bottom: 4px; }
h2 { font-size: 17px; margin-top: 28px; border-bottom: 1px solid #ddd; padding-bottom: 3px; }
.sub { color: #666; font-size: 13px; }
.charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(480px, 1fr)); gap: 14px; }
.chart svg { width: 100%; height: auto; border: 1px solid #e4e4e4; }
.chart.wide { grid-column: 1 / -1; }
table { border-collapse: collapse; font-size: 13px; margin: 6px 0; }
th, td { border: 1px solid #d8d8d8; padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: #f2f4f7; }
tr:nth-child(even) td { background: #fafafa; }
code { font-family: "Liberation Mono", Menlo, Consolas, monospace; font-size: 12px; word-break: break-all; }
.layout { display: flex; gap: 24px; flex-wrap: wrap; align-items: flex-start; }
</style>
</head>
<body>
<h1>irfuzz campaign report</h1>
<div class="sub">{{.Dirs}}{{if .Start}} &middot; started {{.Start}}{{end}}</div>
<div class="layout">
<div>
<h2>{{.Totals.Title}}</h2>
<table>
{{range .Totals.Rows}}<tr><th>{{index . 0}}</th><td>{{index . 1}}</td></tr>
{{end}}</table>
</div>
</div>
<h2>Charts</h2>
<div class="charts">
<div class="chart">{{index .Charts 0}}</div>
<div class="chart">{{index .Charts 1}}</div>
<div class="chart wide">{{index .Charts 2}}</div>
</div>
{{range .Tables}}{{$code := .Code}}
<h2>{{.Title}}</h2>
<table>
<tr>{{range .Header}}<th>{{.}}</th>{{end}}</tr>
{{range .Rows}}<tr>{{range $i, $c := .}}<td>{{if eq $i $code}}<code>{{$c}}</code>{{else}}{{$c}}{{end}}</td>{{end}}</tr>
{{end}}</table>
{{end}}
{{if .Bugs}}<h2>Reduced modules, one per bug</h2>
{{range .Bugs}}<details><summary><code>{{.Fingerprint}}</code> ({{.Status}})</summary><pre><code>{{.Text}}</code></pre></details>
{{end}}{{end}}
</body>
</html>
`
