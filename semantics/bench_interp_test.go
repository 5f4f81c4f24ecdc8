package semantics_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics"
)

// interpBenchDir holds the programs of `irfuzz bench interp`: loop-heavy
// modules with an `i32 @main()`.
const interpBenchDir = "../bench/testdata/interp"

// BenchmarkInterp runs each `irfuzz bench interp` program once per
// iteration in the concrete mode and reports instructions per second, so
// `go test -bench BenchmarkInterp -cpuprofile` profiles what the CLI
// measures.
func BenchmarkInterp(b *testing.B) {
	files, err := filepath.Glob(filepath.Join(interpBenchDir, "*.ll"))
	if err != nil || len(files) == 0 {
		b.Fatalf("no programs in %s (err %v)", interpBenchDir, err)
	}
	for _, file := range files {
		b.Run(strings.TrimSuffix(filepath.Base(file), ".ll"), func(b *testing.B) {
			src, err := os.ReadFile(file)
			if err != nil {
				b.Fatal(err)
			}
			m, err := ir.Parse(file, src)
			if err != nil {
				b.Fatal(err)
			}
			p, err := semantics.Load(m)
			if err != nil {
				b.Fatal(err)
			}
			f := p.FuncByName("main")
			if f == nil {
				b.Fatalf("%s: no @main", file)
			}
			mach := p.NewMachine(semantics.Config{Chooser: semantics.ZeroChooser{}, MaxSteps: 1 << 40})
			var steps uint64
			b.ResetTimer()
			for b.Loop() {
				o := mach.RunFunc(f, nil)
				if o.Kind != semantics.Returned {
					b.Fatalf("%s: %s", file, o.String())
				}
				steps += o.Steps
			}
			b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "instr/s")
		})
	}
}
