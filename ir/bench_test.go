package ir_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// stressModule returns the ~3.5 MB llvm-stress-19 module (-size=50000
// -seed=1) that `irfuzz bench parse` uses, skipping the benchmark when
// llvm-stress-19 is not installed.
func stressModule(b *testing.B) (path string, src []byte) {
	b.Helper()
	tool, err := exec.LookPath("llvm-stress-19")
	if err != nil {
		b.Skip("llvm-stress-19 not installed (scripts/deps.sh installs it)")
	}
	path = filepath.Join(b.TempDir(), "stress.ll")
	if out, err := exec.Command(tool, "-size=50000", "-seed=1", "-o", path).CombinedOutput(); err != nil {
		b.Fatalf("llvm-stress-19: %v: %s", err, out)
	}
	src, err = os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	return path, src
}

// BenchmarkParse measures ir.Parse; bytes/op give MB/s.
func BenchmarkParse(b *testing.B) {
	path, src := stressModule(b)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ir.Parse(path, src); err != nil {
			b.Fatal(err)
		}
	}
}

// parsedStress parses the stress module for the benchmarks below.
func parsedStress(b *testing.B) (*ir.Module, int64) {
	path, src := stressModule(b)
	m, err := ir.Parse(path, src)
	if err != nil {
		b.Fatal(err)
	}
	return m, int64(len(src))
}

// BenchmarkVerify measures ir.Verify on the parsed stress module.
func BenchmarkVerify(b *testing.B) {
	m, size := parsedStress(b)
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		if err := ir.Verify(m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPrint measures printing the stress module.
func BenchmarkPrint(b *testing.B) {
	m, size := parsedStress(b)
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		_ = m.String()
	}
}

// BenchmarkClone measures Module.Clone of the stress module.
func BenchmarkClone(b *testing.B) {
	m, size := parsedStress(b)
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		_ = m.Clone()
	}
}

// BenchmarkPrintUnnamed measures printing the stress module with its local
// names removed, so that every argument, block and instruction is numbered.
func BenchmarkPrintUnnamed(b *testing.B) {
	m, size := parsedStress(b)
	for _, f := range m.Funcs {
		for _, a := range f.Params {
			a.Name = ""
		}
		for _, bb := range f.Blocks {
			bb.Name = ""
			for _, i := range bb.Instrs {
				i.Name = ""
			}
		}
	}
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		_ = m.String()
	}
}
