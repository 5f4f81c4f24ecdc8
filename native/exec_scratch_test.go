package native

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestExecScratchDir: each run of a program starts in an empty directory
// of its own, which is gone after the run, so files a run leaves cannot
// change the next one.
func TestExecScratchDir(t *testing.T) {
	dir := t.TempDir()
	script := "#!/bin/sh\n[ -e f.txt ] && echo stale\necho x > f.txt\npwd\n"
	if err := os.WriteFile(filepath.Join(dir, "prog"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	tg, err := LookupTarget("x86_64")
	if err != nil {
		t.Fatal(err)
	}
	tg = &Target{Name: tg.Name} // run on the host, no emulator
	tools := &Tools{Dir: dir}
	var cwds []string
	for range 2 {
		r := tools.Exec(context.Background(), tg, "prog")
		out := string(r.Stdout)
		if !r.OK() || strings.Contains(out, "stale") {
			t.Fatalf("%s: %q", r.Describe(), out)
		}
		cwd := strings.TrimSpace(out)
		if filepath.Dir(cwd) != dir || cwd == dir {
			t.Errorf("ran in %s, want a directory under %s", cwd, dir)
		}
		if _, err := os.Stat(cwd); !os.IsNotExist(err) {
			t.Errorf("scratch directory %s left behind (%v)", cwd, err)
		}
		cwds = append(cwds, cwd)
	}
	if cwds[0] == cwds[1] {
		t.Errorf("both runs in %s", cwds[0])
	}
	if _, err := os.Stat(filepath.Join(dir, "f.txt")); !os.IsNotExist(err) {
		t.Errorf("the program's file landed in the tools' directory")
	}
}

// TestRunCPU: a run records the processor time the process used.
func TestRunCPU(t *testing.T) {
	r := Run(context.Background(), Limits{}, t.TempDir(), "sh", "-c", "i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done")
	if !r.OK() || r.CPU <= 0 || r.CPU > r.Wall+time.Second {
		t.Errorf("%s: cpu %v, wall %v", r.Describe(), r.CPU, r.Wall)
	}
}

// TestRunUnsymbolized: Limits.Unsymbolized hands an LLVM tool
// LLVM_DISABLE_SYMBOLIZATION, and the run cache keeps such runs apart,
// since a crash's stack is printed differently.
func TestRunUnsymbolized(t *testing.T) {
	t.Setenv("LLVM_DISABLE_SYMBOLIZATION", "")
	argv := []string{"sh", "-c", "echo ${LLVM_DISABLE_SYMBOLIZATION:-symbolized}"}
	for _, c := range []struct {
		lim  Limits
		want string
	}{{Limits{}, "symbolized"}, {Limits{Unsymbolized: true}, "1"}} {
		r := Run(context.Background(), c.lim, t.TempDir(), argv...)
		if got := strings.TrimSpace(string(r.Stdout)); got != c.want {
			t.Errorf("Unsymbolized %v: the tool saw %q, want %q (%s)", c.lim.Unsymbolized, got, c.want, r.Describe())
		}
	}
	k1, ok1 := cacheKey(Limits{}, "", []string{"/bin/true"})
	k2, ok2 := cacheKey(Limits{Unsymbolized: true}, "", []string{"/bin/true"})
	if !ok1 || !ok2 || k1.sum == k2.sum {
		t.Errorf("the run cache keys a symbolized and an unsymbolized run alike")
	}
}
