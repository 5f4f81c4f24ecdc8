//go:build unix

package ir_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
)

// benchParse parses every source of srcs per iteration and reports the
// time, bytes and objects allocated per iteration; bytes/op are the
// sources' total size, so MB/s is the parser's throughput. cpu-ns/op is
// the process's processor time (user and system, the collector's threads
// included) per iteration: on a loaded machine ns/op, wall time, also
// counts the waits for a processor.
func benchParse(b *testing.B, names []string, srcs [][]byte) {
	b.Helper()
	var size int64
	for _, s := range srcs {
		size += int64(len(s))
	}
	b.SetBytes(size)
	b.ReportAllocs()
	cpu0 := cpuTime()
	for b.Loop() {
		for k, s := range srcs {
			if _, err := ir.Parse(names[k], s); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
}

// cpuTime is the process's user and system time so far, in nanoseconds.
func cpuTime() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// BenchmarkParseCsmith measures ir.Parse on every .ll file of the directory
// IRFUZZ_PARSE_DIR (or else IRFUZZ_EXEC_DIR), for example the Csmith
// programs `irfuzz bench csmith --dir D` keeps; one iteration parses them
// all. It is skipped without the directory.
//
//	IRFUZZ_PARSE_DIR=/tmp/cs go test ./ir -run '^$' -bench ParseCsmith
func BenchmarkParseCsmith(b *testing.B) {
	dir := os.Getenv("IRFUZZ_PARSE_DIR")
	if dir == "" {
		dir = os.Getenv("IRFUZZ_EXEC_DIR")
	}
	if dir == "" {
		b.Skip("neither IRFUZZ_PARSE_DIR nor IRFUZZ_EXEC_DIR names a directory of .ll files")
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.ll"))
	if err != nil || len(files) == 0 {
		b.Fatalf("no .ll files in %s (%v)", dir, err)
	}
	srcs := make([][]byte, len(files))
	for k, f := range files {
		if srcs[k], err = os.ReadFile(f); err != nil {
			b.Fatal(err)
		}
	}
	benchParse(b, files, srcs)
}

// BenchmarkParseGenerated measures ir.Parse on three campaign-sized
// generated modules (LLVM 19 syntax, 256 test functions each, ~50k lines):
// the modules a fuzzing campaign parses back.
func BenchmarkParseGenerated(b *testing.B) {
	cfg, err := gen.Profile("default")
	if err != nil {
		b.Fatal(err)
	}
	cfg.LLVM, cfg.MinTests, cfg.MaxTests = 19, 256, 256
	if err := cfg.Validate(); err != nil {
		b.Fatal(err)
	}
	var names []string
	var srcs [][]byte
	for seed := uint64(1); seed <= 3; seed++ {
		m, err := gen.Generate(seed, cfg)
		if err != nil {
			b.Fatal(err)
		}
		names = append(names, "gen.ll")
		srcs = append(srcs, []byte(m.String()))
	}
	benchParse(b, names, srcs)
}
