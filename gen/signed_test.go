package gen

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestFamilyRowsSigned checks that every intrinsic of the families (and
// those a row emits besides its own) has a signature in ir's registry,
// by its own entry: the generator declares it from that signature
// (registered), and the verifier checks its calls against the same one.
func TestFamilyRowsSigned(t *testing.T) {
	names := []string{"llvm.stackrestore", "llvm.invariant.end"}
	for _, f := range families() {
		for _, r := range f.rows {
			names = append(names, r.name)
		}
	}
	for _, name := range names {
		if in := ir.LookupIntrinsic(name); in == nil || in.Name != name || !in.HasSignature() {
			t.Errorf("%s: no registry entry of its own with a signature", name)
		}
	}
}
