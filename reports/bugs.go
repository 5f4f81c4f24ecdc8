package reports

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
)

// Bug is one bug of a report: the stored findings whose reductions share
// a fingerprint, with the first one's reduced module.
type Bug struct {
	Fingerprint string `json:"fingerprint"`
	Kind        string `json:"kind"`
	Signature   string `json:"signature"` // of the first finding reduced to it
	Findings    int    `json:"findings"`  // stored findings reduced to it
	Known       string `json:"known,omitempty"`
	Dir         string `json:"dir"`  // the first finding's directory
	Size        int    `json:"size"` // the reduced module's instructions
	Skeleton    string `json:"skeleton,omitempty"`
	// Reduced is the text of the first finding's reduced.ll (without its
	// comment header).
	Reduced string `json:"reduced,omitempty"`
	// Newest is the newest release the first finding's release range was
	// checked on ("" when it has none), NewestShows whether the bug shows
	// there.
	Newest      string `json:"newest,omitempty"`
	NewestShows bool   `json:"newest_shows,omitempty"`
	// Upstream is the bug's status on LLVM's tracker as the corpus records
	// it (corpus header `upstream`; "" when unknown): see MarkUpstream.
	Upstream string `json:"upstream,omitempty"`
}

// ToFile reports whether the bug is one to report to LLVM: it shows on
// the newest release it was checked on and no upstream issue is
// recorded for it.
func (b *Bug) ToFile() bool {
	return b.NewestShows && (b.Upstream == "" || strings.HasPrefix(b.Upstream, "none-found"))
}

// MarkUpstream records each bug's tracker status, status(fingerprint,
// signature) ("" when unknown), and lists the bugs to file (ToFile)
// first, the others in their order.
func (r *Report) MarkUpstream(status func(fingerprint, signature string) string) {
	for i := range r.Bugs {
		r.Bugs[i].Upstream = status(r.Bugs[i].Fingerprint, r.Bugs[i].Signature)
	}
	slices.SortStableFunc(r.Bugs, func(a, b Bug) int {
		switch x, y := a.ToFile(), b.ToFile(); {
		case x && !y:
			return -1
		case y && !x:
			return 1
		}
		return 0
	})
}

// bugs groups the stored findings by the fingerprints of their
// reductions: policy findings apart, new bugs first, then by findings.
// It returns them with the numbers of findings reduced and not reduced
// (failed, or no reduction yet).
func bugs(fs []*finding.Finding) (out []Bug, reduced, unreduced int) {
	index := map[string]int{}
	for _, f := range fs {
		r := f.Reduction
		if r == nil || r.Failed != "" || r.Fingerprint == "" {
			unreduced++
			continue
		}
		reduced++
		k, ok := index[r.Fingerprint]
		if !ok {
			k = len(out)
			index[r.Fingerprint] = k
			text, _ := os.ReadFile(filepath.Join(f.Dir, "reduced.ll"))
			out = append(out, Bug{Fingerprint: r.Fingerprint, Kind: f.Kind, Signature: f.Signature, Known: r.Known,
				Dir: f.Dir, Size: r.Size, Skeleton: r.Skeleton, Reduced: withoutComments(string(text))})
			if rel := f.Releases; rel != nil {
				out[k].Newest, out[k].NewestShows = rel.Newest, rel.NewestShows
			}
		}
		out[k].Findings++
	}
	slices.SortStableFunc(out, func(a, b Bug) int {
		if (a.Known == "") != (b.Known == "") {
			if a.Known == "" {
				return -1
			}
			return 1
		}
		return b.Findings - a.Findings
	})
	return out, reduced, unreduced
}

// withoutComments drops the leading comment lines of a module's text.
func withoutComments(s string) string {
	var b strings.Builder
	head := true
	for line := range strings.Lines(s) {
		if head && (strings.HasPrefix(line, ";") || strings.TrimSpace(line) == "") {
			continue
		}
		head = false
		b.WriteString(line)
	}
	return b.String()
}

// bugSection is the report's table of bugs.
func (r *Report) bugSection() (section, bool) {
	if len(r.Bugs) == 0 {
		return section{}, false
	}
	s := section{title: "Bugs (one per fingerprint of a reduced finding)", header: []string{"findings", "status", "kind", "reduced", "finding", "fingerprint"}, code: 5}
	// The upstream column only when something is known about it.
	upstream := slices.ContainsFunc(r.Bugs, func(b Bug) bool { return b.Upstream != "" || b.Newest != "" })
	if upstream {
		s.header = append(s.header, "upstream")
	}
	for _, b := range r.Bugs {
		status := "new"
		if b.Known != "" {
			status = "known: " + b.Known
		}
		row := []string{fmt.Sprint(b.Findings), status, b.Kind, fmt.Sprintf("%d instrs", b.Size), filepath.Base(b.Dir), b.Fingerprint}
		if upstream {
			row = append(row, upstreamText(b))
		}
		s.rows = append(s.rows, row)
	}
	return s, true
}

// upstreamText is a bug's upstream column: its tracker status, marked
// TO FILE when it is one to report, with the newest release it shows on.
func upstreamText(b Bug) string {
	var parts []string
	if b.ToFile() {
		parts = append(parts, "TO FILE")
	}
	if b.Upstream != "" {
		parts = append(parts, b.Upstream)
	}
	if b.Newest != "" {
		if b.NewestShows {
			parts = append(parts, "shows on "+b.Newest)
		} else {
			parts = append(parts, "not on "+b.Newest)
		}
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, "; ")
}
