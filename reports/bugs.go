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
	for _, b := range r.Bugs {
		status := "new"
		if b.Known != "" {
			status = "known: " + b.Known
		}
		s.rows = append(s.rows, []string{fmt.Sprint(b.Findings), status, b.Kind, fmt.Sprintf("%d instrs", b.Size), filepath.Base(b.Dir), b.Fingerprint})
	}
	return s, true
}
