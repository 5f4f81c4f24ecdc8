package semantics_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics"
)

// TestIntrinsicSignatureUnverified runs the modules of
// testdata/intr_unverified, whose intrinsic calls have types their
// signatures in ir's registry refuse: the verifier must reject each
// module, and the interpreter, run on it unverified, must find each RUN
// line's call unsupported as it says (see TestIntrinsicModules).
func TestIntrinsicSignatureUnverified(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "intr_unverified", "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no modules in testdata/intr_unverified (%v)", err)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			m, err := ir.Parse(path, src)
			if err != nil {
				t.Fatal(err)
			}
			if ir.Verify(m) == nil {
				t.Errorf("%s: the verifier takes it", path)
			}
			p, err := semantics.Load(m)
			if err != nil {
				t.Fatal(err)
			}
			runs, err := parseRuns(string(src))
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			for _, c := range runs {
				runCase(t, p, path, c)
			}
		})
	}
}
