package main

import (
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics"
)

// BenchmarkExecPhases splits what `irfuzz exec FILE` does in-process on
// every .ll file of the directory IRFUZZ_EXEC_DIR (for example the
// programs `irfuzz bench csmith --dir D` keeps): the time and the bytes
// allocated per file by reading, parsing, loading (layout and lowering)
// and running main as exec does, with the collector off as in exec; on
// Linux also the processor time of the benchmark's thread (cpu-µs, which
// a busy machine disturbs less than the wall time) and its page faults
// (minflt; a benchmark reuses its heap, so fewer than a fresh process
// takes). What a process adds (runtime start, package initialisation,
// the faults of a fresh heap, exit) is not in it: compare with `perf stat
// irfuzz exec`.
//
//	IRFUZZ_EXEC_DIR=/tmp/cs go test ./cmd/irfuzz -run '^$' -bench ExecPhases -benchtime 3x
func BenchmarkExecPhases(b *testing.B) {
	dir := os.Getenv("IRFUZZ_EXEC_DIR")
	if dir == "" {
		b.Skip("IRFUZZ_EXEC_DIR names no directory of .ll programs")
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.ll"))
	if err != nil || len(files) == 0 {
		b.Fatalf("no .ll files in %s (%v)", dir, err)
	}
	const (
		read = iota
		parse
		load
		interp
		phases
	)
	names := [phases]string{"read", "parse", "load", "run"}
	var ns, bytes, cpu, faults [phases]uint64
	var ms runtime.MemStats
	var c0, f0 uint64
	mark := func(p int, t0 *time.Time, a0 *uint64) {
		c, f := threadUsage()
		runtime.ReadMemStats(&ms)
		now := time.Now()
		ns[p] += uint64(now.Sub(*t0))
		bytes[p] += ms.TotalAlloc - *a0
		cpu[p] += c - c0
		faults[p] += f - f0
		// (ReadMemStats stops the world: restart the clock after it.)
		runtime.ReadMemStats(&ms)
		*t0, *a0 = time.Now(), ms.TotalAlloc
		c0, f0 = threadUsage()
	}
	// One thread, whose usage threadUsage reads.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	b.ResetTimer()
	for range b.N {
		for _, f := range files {
			runtime.ReadMemStats(&ms)
			t0, a0 := time.Now(), ms.TotalAlloc
			c0, f0 = threadUsage()
			src, err := os.ReadFile(f)
			if err != nil {
				b.Fatal(err)
			}
			mark(read, &t0, &a0)
			m, err := ir.Parse(f, src)
			if err != nil {
				b.Fatal(err)
			}
			mark(parse, &t0, &a0)
			prog, err := semantics.Load(m)
			if err != nil {
				b.Fatal(err)
			}
			mark(load, &t0, &a0)
			prog.NewMachine(semantics.Config{MaxSteps: 1e9, MaxMem: semantics.DefaultMaxMem}).MainBehaviours([]string{f}, 256)
			mark(interp, &t0, &a0)
			b.StopTimer()
			runtime.GC() // (outside the phases: exec never collects)
			b.StartTimer()
		}
	}
	b.StopTimer()
	n := float64(b.N * len(files))
	for p := range phases {
		b.ReportMetric(float64(ns[p])/n/1e3, names[p]+"-µs/file")
		b.ReportMetric(float64(bytes[p])/n/1e3, names[p]+"-kB/file")
		if cpu[read] > 0 || cpu[interp] > 0 {
			b.ReportMetric(float64(cpu[p])/n/1e3, names[p]+"-cpu-µs/file")
			b.ReportMetric(float64(faults[p])/n, names[p]+"-minflt/file")
		}
	}
}
