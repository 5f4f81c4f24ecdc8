package reduce

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
)

var llc19 = llvmbin.Tool(19, "llc")

// crashSignature is what the llc predicate greps for in llc's stderr.
const crashSignature = "Cannot select"

// llcCrashes is a predicate in the style of an llvm-reduce --test script:
// llc -O0 fails with the given message on the module.
func llcCrashes(dir, grep string) Interesting {
	var n atomic.Int64
	return func(ctx context.Context, m *ir.Module) (bool, error) {
		// Each candidate in a directory of its own under one name: llc
		// runs through native.Run, whose run cache keys a file by its
		// name and content.
		sub := filepath.Join(dir, fmt.Sprintf("c%d", n.Add(1)))
		if err := os.Mkdir(sub, 0o755); err != nil {
			return false, err
		}
		defer os.RemoveAll(sub)
		if err := os.WriteFile(filepath.Join(sub, "c.ll"), []byte(m.String()), 0o644); err != nil {
			return false, err
		}
		r := native.Run(ctx, native.Limits{Timeout: 30 * time.Second}, sub, llc19, "-O0", "-mtriple=x86_64", "c.ll", "-o", os.DevNull)
		if r.TimedOut || ctx.Err() != nil {
			return false, nil // a hang is not the crash we look for
		}
		return !r.OK() && strings.Contains(string(r.Stderr), grep), nil
	}
}

// crashModule generates modules until llc -O0 fails on one with the
// signature; it returns nil when none of the seeds does.
func crashModule(t *testing.T, dir string, tests int, seeds []uint64) (*ir.Module, uint64) {
	cfg := gen.DefaultConfig()
	cfg.MinTests, cfg.MaxTests = tests, tests
	pred := llcCrashes(dir, crashSignature)
	for _, seed := range seeds {
		m, err := gen.Generate(seed, cfg)
		if err != nil {
			t.Fatal(err)
		}
		m, err = ir.Parse("gen.ll", []byte(m.String()))
		if err != nil {
			t.Fatalf("seed %d: generated module does not parse: %v", seed, err)
		}
		if ok, err := pred(context.Background(), m); err != nil {
			t.Fatal(err)
		} else if ok {
			return m, seed
		}
	}
	return nil, 0
}

// TestReduceLLCCrash reduces a generated module on which llc -O0 of LLVM 19
// fails with "Cannot select" and checks that the result is small and still
// makes llc fail the same way.
func TestReduceLLCCrash(t *testing.T) {
	if _, err := os.Stat(llc19); err != nil {
		t.Skipf("no LLVM 19 llc: %v", err)
	}
	if testing.Short() {
		t.Skip("runs llc a few hundred times")
	}
	t.Parallel()
	dir := t.TempDir()
	m, seed := crashModule(t, dir, 16, []uint64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
	if m == nil {
		t.Skip("no generated module makes llc fail with " + crashSignature)
	}
	pred := llcCrashes(dir, crashSignature)
	start := Size(m)
	got, st, err := Reduce(context.Background(), m, pred, Options{Jobs: 2})
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	t.Logf("seed %d: %d -> %d instructions, %d tests, %d cache hits, %d invalid, %s; by pass %v",
		seed, start, Size(got), st.Tests, st.CacheHits, st.Invalid, st.Elapsed.Round(time.Millisecond), st.ByPass)
	if n := Size(got); n > 15 {
		t.Errorf("reduced module has %d instructions, want at most 15:\n%s", n, got)
	}
	if ok, err := pred(context.Background(), got); err != nil || !ok {
		t.Errorf("the reduced module no longer makes llc fail (%v):\n%s", err, got)
	}
	if err := ir.Verify(got); err != nil {
		t.Errorf("the reduced module does not verify: %v", err)
	}
}
