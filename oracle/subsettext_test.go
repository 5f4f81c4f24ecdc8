package oracle

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestSubsetText checks that a module's subset text is Subset's, the
// same whatever the order of the names kept, and made once per module
// and set of names.
func TestSubsetText(t *testing.T) {
	m, err := ir.Parse("subset.ll", []byte(subsetModule))
	if err != nil {
		t.Fatal(err)
	}
	m2, err := ir.Parse("subset.ll", []byte(subsetModule))
	if err != nil {
		t.Fatal(err)
	}
	ts := &testFuncs{subsets: map[subsetKey][]byte{}}
	want := Subset(m, map[string]bool{"a": true, "c": true}).String()
	if got := string(ts.subsetText(m, "a", "c")); got != want {
		t.Fatalf("subsetText = %s\nwant %s", got, want)
	}
	if got := string(ts.subsetText(m, "c", "a")); got != want {
		t.Errorf("subsetText with the names in another order = %s\nwant %s", got, want)
	}
	ts.subsetText(m2, "a", "c")
	if got, want := string(ts.subsetText(m, "a")), Subset(m, map[string]bool{"a": true}).String(); got != want {
		t.Errorf("subsetText(a) = %s\nwant %s", got, want)
	}
	if len(ts.subsets) != 3 {
		t.Errorf("%d subsets made, want 3 (two modules, two sets of names)", len(ts.subsets))
	}
}
