package native

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestRunCache: a compiled program's run is recorded and replayed by the
// content of its inputs, its -o file comes back, the paths of another
// directory are put back as this run's, and what must not be cached (a
// script that keeps state, a shell, a timed-out run) runs every time.
func TestRunCache(t *testing.T) {
	cache := t.TempDir()
	saved := runCacheDir
	runCacheDir = func() string { return cache }
	defer func() { runCacheDir = saved }()
	prog := "/bin/true" // a compiled program; the runs below are fakes
	if _, ok := programID(prog); !ok {
		t.Skipf("%s is not an ELF program", prog)
	}
	runs := 0
	fake := func(dir string, timedOut bool) func() *Result {
		return func() *Result {
			runs++
			in, _ := os.ReadFile(filepath.Join(dir, "in.ll"))
			os.WriteFile(filepath.Join(dir, "out.ll"), append([]byte("; from "+dir+"/in.ll\n"), in...), 0o644)
			return &Result{Stdout: []byte("read " + dir + "/in.ll\n"), Stderr: []byte("warn"), Exit: 3, TimedOut: timedOut}
		}
	}
	call := func(dir, content string, argv0 string, timedOut bool) *Result {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, "in.ll"), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		os.Remove(filepath.Join(dir, "out.ll"))
		r, ok := cachedRun(Limits{}, dir, []string{argv0, "-S", filepath.Join(dir, "in.ll"), "-o", "out.ll"}, fake(dir, timedOut))
		if !ok {
			r = fake(dir, timedOut)()
		}
		return r
	}
	d1, d2 := t.TempDir(), t.TempDir()
	tests := []struct {
		name     string
		dir      string
		content  string
		argv0    string
		timedOut bool
		runs     int // runs so far after this call
	}{
		{"first run", d1, "define void @f() {\n  ret void\n}\n", prog, false, 1},
		{"same inputs", d1, "define void @f() {\n  ret void\n}\n", prog, false, 1},
		{"same inputs elsewhere", d2, "define void @f() {\n  ret void\n}\n", prog, false, 1},
		{"other content", d1, "define void @g() {\n  ret void\n}\n", prog, false, 2},
		{"timed out", d1, "; slow\n", prog, true, 3},
		{"timed out again", d1, "; slow\n", prog, true, 4},
	}
	for _, tc := range tests {
		r := call(tc.dir, tc.content, tc.argv0, tc.timedOut)
		if runs != tc.runs {
			t.Errorf("%s: %d runs, want %d", tc.name, runs, tc.runs)
		}
		if tc.timedOut {
			continue
		}
		if want := "read " + tc.dir + "/in.ll\n"; string(r.Stdout) != want || string(r.Stderr) != "warn" || r.Exit != 3 {
			t.Errorf("%s: stdout %q stderr %q exit %d, want %q", tc.name, r.Stdout, r.Stderr, r.Exit, want)
		}
		out, err := os.ReadFile(filepath.Join(tc.dir, "out.ll"))
		if want := "; from " + tc.dir + "/in.ll\n" + tc.content; err != nil || string(out) != want {
			t.Errorf("%s: -o file %q (%v), want %q", tc.name, out, err, want)
		}
	}
	for _, sc := range []struct {
		body      string
		cacheable bool
	}{
		{"exec /bin/true \"$@\"", true},
		{"sed -i 's/a/b/' \"$out\"", true},
		{"n=$(cat \"$0.count\"); echo $((n+1)) > \"$0.count\"", false},
		{"echo run >> /tmp/log", false},
		{"sleep 30", false},
	} {
		script := filepath.Join(d1, "opt")
		os.Remove(script)
		if err := os.WriteFile(script, []byte("#!/bin/sh\n"+sc.body+"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		if _, ok := cacheKey(Limits{}, d1, []string{script, "-S", "in.ll"}); ok != sc.cacheable {
			t.Errorf("script %q: cacheable %v, want %v", sc.body, ok, sc.cacheable)
		}
	}
	// A script's key holds the environment it may read, not the rest.
	script := filepath.Join(d1, "opt")
	os.Remove(script)
	if err := os.WriteFile(script, []byte("#!/bin/sh\nexec /bin/true \"$IRFUZZ_TEST_FLAG\" \"$@\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	key := func() string {
		fileIDs.Clear()
		k, _ := cacheKey(Limits{}, d1, []string{script, "-S", "in.ll"})
		return k.sum
	}
	base := key()
	t.Setenv("SOME_TEST_UNREAD", "1")
	if key() != base {
		t.Error("a variable the script does not read is in its key")
	}
	t.Setenv("IRFUZZ_TOOL_LOG", "/tmp/some.log")
	if key() != base {
		t.Error("IRFUZZ_TOOL_LOG (a log that counts runs) is in the key")
	}
	t.Setenv("IRFUZZ_TEST_PROCS", "3")
	if key() == base {
		t.Error("an IRFUZZ_ variable, which a script running irfuzz passes on, is not in the key")
	}
	os.Unsetenv("IRFUZZ_TEST_PROCS")
	t.Setenv("IRFUZZ_TEST_FLAG", "1")
	if key() == base {
		t.Error("a variable the script reads is not in its key")
	}
	base = key()
	t.Setenv("LLVM_TEST_VAR", "1")
	if key() == base {
		t.Error("an LLVM variable is not in a script's key")
	}
	if _, ok := cacheKey(Limits{}, d1, []string{"/bin/sh", "-c", "true"}); ok {
		t.Error("a shell's run is cacheable")
	}
	if _, ok := cacheKey(Limits{}, d1, []string{prog, "-c", "x.c", "-o", "x.o"}); ok {
		t.Error("a C compilation is cacheable (its headers are not on the command line)")
	}
	k1, _ := cacheKey(Limits{}, d1, []string{prog, "-O2", "in.ll"})
	k2, _ := cacheKey(Limits{}, d1, []string{prog, "-O1", "in.ll"})
	k3, _ := cacheKey(Limits{MemBytes: 1}, d1, []string{prog, "-O2", "in.ll"})
	if k1.sum == k2.sum || k1.sum == k3.sum {
		t.Error("flags or limits are not in the key")
	}
	if strings.Contains(string(mustRead(t, filepath.Join(d1, "out.ll"))), "\x00") {
		t.Error("a placeholder is left in the output")
	}
}

func mustRead(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestPruneRunCache: entries unused for two weeks go, others stay, and
// a second prune the same day does nothing.
func TestPruneRunCache(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	old, fresh := filepath.Join(dir, "ab", "ab01"), filepath.Join(dir, "cd", "cd02")
	for _, p := range []string{old, fresh} {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Chtimes(old, now.Add(-15*24*time.Hour), now.Add(-15*24*time.Hour)); err != nil {
		t.Fatal(err)
	}
	pruneRunCache(dir, now)
	if _, err := os.Stat(old); err == nil {
		t.Error("an entry unused for 15 days is kept")
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Errorf("a fresh entry is gone: %v", err)
	}
	if err := os.Chtimes(fresh, now.Add(-15*24*time.Hour), now.Add(-15*24*time.Hour)); err != nil {
		t.Fatal(err)
	}
	pruneRunCache(dir, now.Add(time.Hour))
	if _, err := os.Stat(fresh); err != nil {
		t.Error("a second prune within a day removed an entry")
	}
}
