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
