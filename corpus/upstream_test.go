package corpus

import (
	"bytes"
	"testing"
)

// TestCorpusUpstreamLines: every case file that records an upstream
// status reads and writes back byte for byte.
func TestCorpusUpstreamLines(t *testing.T) {
	cases, err := Load("cases")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range cases {
		if c.Upstream == "" {
			continue
		}
		n++
		if _, ok := c.Tracker(); !ok {
			t.Errorf("%s: upstream %q does not parse", c.Path, c.Upstream)
		}
		again, err := Parse(c.Path, c.Format())
		if err != nil || again.Upstream != c.Upstream || !bytes.Equal(again.Format(), c.Format()) {
			t.Errorf("%s: the case does not round-trip (%v)", c.Path, err)
		}
	}
	if n == 0 {
		t.Error("no case records an upstream status")
	}
}

// TestUpstreamIndex holds how a bug seen again finds its tracker status:
// by the case it reduced to, by fingerprint, and by signature only when
// every case of the signature names one status.
func TestUpstreamIndex(t *testing.T) {
	x := NewUpstreamIndex([]*Case{
		{Path: "cases/a.ll", Signature: "sig/shared", Fingerprint: "sig/shared#11111111", Upstream: "llvm/llvm-project#1 open"},
		{Path: "cases/b.ll", Signature: "sig/shared", Fingerprint: "sig/shared#22222222", Upstream: "llvm/llvm-project#2 fixed-in 23"},
		{Path: "cases/c.ll", Signature: "sig/alone", Fingerprint: "sig/alone#33333333", Upstream: "none-found"},
		{Path: "cases/d.ll", Signature: "sig/none", Fingerprint: "sig/none#44444444"},
	})
	for _, c := range []struct{ known, fp, sig, want string }{
		{"a.ll", "", "", "llvm/llvm-project#1 open"},
		{"", "sig/shared#22222222", "", "llvm/llvm-project#2 fixed-in 23"},
		{"", "sig/shared#99999999", "sig/shared", ""}, // two statuses: not by signature
		{"", "sig/alone#99999999", "sig/alone", "none-found"},
		{"", "sig/alone#99999999", "", ""},
		{"d.ll", "sig/none#44444444", "sig/none", ""},
	} {
		if got := x.Of(c.known, c.fp, c.sig); got != c.want {
			t.Errorf("Of(%q, %q, %q) = %q, want %q", c.known, c.fp, c.sig, got, c.want)
		}
	}
}
