package oracle

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestSubsetText checks that a variant's subset text is Subset's, the
// same whatever the order of the names kept, and made once per variant
// and set of names.
func TestSubsetText(t *testing.T) {
	m, err := ir.Parse("subset.ll", []byte(subsetModule))
	if err != nil {
		t.Fatal(err)
	}
	ts := &testFuncs{subsets: map[subsetKey][]byte{}}
	v, w := &variant{file: "opt0.ll", mod: m}, &variant{file: "opt1.ll", mod: m}
	want := Subset(m, map[string]bool{"a": true, "c": true}).String()
	if got := string(ts.subsetText(v, []string{"a", "c"})); got != want {
		t.Fatalf("subsetText = %s\nwant %s", got, want)
	}
	if got := string(ts.subsetText(v, []string{"c", "a"})); got != want {
		t.Errorf("subsetText with the names in another order = %s\nwant %s", got, want)
	}
	ts.subsetText(w, []string{"a", "c"})
	ts.subsetText(v, []string{"a"})
	if len(ts.subsets) != 3 {
		t.Errorf("%d subsets made, want 3 (two variants, two sets of names)", len(ts.subsets))
	}
}
