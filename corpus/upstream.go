package corpus

import (
	"path/filepath"

	"github.com/irfuzz/irfuzz/finding"
)

// UpstreamIndex finds the tracker status the corpus records for a bug
// seen again: in a campaign's finding, or a report's bug.
type UpstreamIndex struct {
	byName map[string]string // case file name -> its status
	byKey  map[string]string // finding.KnownKey of a fingerprint -> status
	bySig  map[string]string // signature -> status, when one status alone
}

// NewUpstreamIndex indexes the tracker statuses the cases record.
func NewUpstreamIndex(cases []*Case) *UpstreamIndex {
	x := &UpstreamIndex{byName: map[string]string{}, byKey: map[string]string{}, bySig: map[string]string{}}
	ambiguous := map[string]bool{}
	for _, c := range cases {
		if c.Upstream == "" {
			continue
		}
		x.byName[filepath.Base(c.Path)] = c.Upstream
		if c.Fingerprint != "" {
			x.byKey[finding.KnownKey(c.Fingerprint)] = c.Upstream
		}
		if s, ok := x.bySig[c.Signature]; ok && s != c.Upstream {
			ambiguous[c.Signature] = true
		}
		x.bySig[c.Signature] = c.Upstream
	}
	for sig := range ambiguous {
		delete(x.bySig, sig)
	}
	return x
}

// Of is the tracker status recorded for a bug: by the case it reduced
// to (known, a case file name), else by its reduction's fingerprint,
// else, when signature is given, by a signature whose recorded cases
// all name one status (several bugs share a signature: LLVM's
// "unsupported library call" of two unrelated issues). "" when none.
func (x *UpstreamIndex) Of(known, fingerprint, signature string) string {
	if x == nil {
		return ""
	}
	if s := x.byName[known]; known != "" && s != "" {
		return s
	}
	if fingerprint != "" {
		if s := x.byKey[finding.KnownKey(fingerprint)]; s != "" {
			return s
		}
	}
	if signature == "" {
		return ""
	}
	return x.bySig[signature]
}
