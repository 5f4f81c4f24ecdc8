package ir_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// BenchmarkParse measures ir.Parse on a ~3.5 MB llvm-stress-19 module
// (-size=50000 -seed=1), the input `irfuzz bench parse` uses; bytes/op give
// MB/s. Skipped when llvm-stress-19 is not installed.
func BenchmarkParse(b *testing.B) {
	tool, err := exec.LookPath("llvm-stress-19")
	if err != nil {
		b.Skip("llvm-stress-19 not installed (scripts/deps.sh installs it)")
	}
	path := filepath.Join(b.TempDir(), "stress.ll")
	if out, err := exec.Command(tool, "-size=50000", "-seed=1", "-o", path).CombinedOutput(); err != nil {
		b.Fatalf("llvm-stress-19: %v: %s", err, out)
	}
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ir.Parse(path, src); err != nil {
			b.Fatal(err)
		}
	}
}
