package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/irfuzz/irfuzz/native"
)

// TestCheckEveryTarget runs `irfuzz check` on a known-bug module of the
// corpus (a loop on a frozen poison, which SelectionDAG re-reads: hangs
// on some back ends at -O2) on every runnable target this machine has:
// each runs the harness (native steps) without an error, and whatever it
// finds names its target. A target whose tools are missing is left out,
// naming what it lacks. Each target has a check of its own, all started
// at once, and a subtest that judges it: the test mostly waits (a hang
// is believed after a 30 s alarm on the witness, on armv7 and
// aarch64-gisel with LLVM 19), and in one check those waits came one
// after the other (92 s of wall time for 16 s of processor time on the
// loaded machine). The checks are goroutines, not parallel subtests:
// those wait for a slot of go test's -parallel among the package's other
// tests, and the hanging targets' waits then came late and in turn. Tool
// processes are bounded as in any test (IRFUZZ_TEST_PROCS).
func TestCheckEveryTarget(t *testing.T) {
	t.Parallel()
	needLLVM19(t)
	var names []string
	for _, tg := range native.Targets {
		if !tg.Runnable() {
			continue
		}
		if testing.Short() && len(tg.Runner) > 0 {
			continue // -short: the targets the machine runs itself
		}
		if miss := tg.Missing(); len(miss) > 0 {
			t.Logf("target %s left out: missing %s", tg.Name, strings.Join(miss, ", "))
			continue
		}
		names = append(names, tg.Name)
	}
	if len(names) == 0 {
		t.Skip("no runnable target")
	}
	type run struct {
		code           int
		stdout, stderr string
	}
	runs := make([]run, len(names))
	var wg sync.WaitGroup
	for i, n := range names {
		out := t.TempDir()
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := &runs[i]
			r.code, r.stdout, r.stderr = runCmd("check", filepath.Join("..", "..", "corpus", "cases", "native-miscompile-e4fadc86d05f.ll"), "--llvm", "19",
				"--targets", n, "--pipelines", "O2", "--levels", "O0,O2", "--no-blame", "--inputs", "8", "--out", out, "--json")
		}()
	}
	wg.Wait()
	for i, n := range names {
		t.Run(n, func(t *testing.T) {
			checkOnTarget(t, n, runs[i].code, runs[i].stdout, runs[i].stderr)
		})
	}
}

// checkOnTarget judges TestCheckEveryTarget's check on target n.
func checkOnTarget(t *testing.T, n string, code int, stdout, stderr string) {
	if code != 0 && code != 1 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	var res checkJSON
	if err := json.Unmarshal([]byte(stdout), &res); err != nil {
		t.Fatalf("%v\n%s", err, stdout)
	}
	if len(res.Errors) > 0 || res.NativeSteps == 0 {
		t.Errorf("errors %v, %d native steps", res.Errors, res.NativeSteps)
	}
	for _, level := range []string{"O0", "O2"} {
		// A target that crashes llc on the module builds nothing.
		c := res.Cells[n+"/"+level]
		crashed := false
		for _, f := range res.Findings {
			crashed = crashed || f.Target == n && f.Level == level && f.Kind == "crash"
		}
		if !crashed && (c == nil || c.Builds == 0 || c.Calls == 0) {
			t.Errorf("cell %s/%s: %+v, want builds and judged calls", n, level, c)
		}
	}
	for _, f := range res.Findings {
		if f.Target != n || !strings.Contains(f.Signature, f.Target) {
			t.Errorf("finding %s: target %q", f.Signature, f.Target)
		}
		t.Logf("%s: %s", f.Signature, f.Reason)
	}
}
