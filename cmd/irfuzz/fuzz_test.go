package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/native"
)

// needLLVM19 skips a test on a machine without LLVM 19 (make test installs it).
func needLLVM19(t *testing.T) {
	t.Helper()
	if _, err := native.Find(19, ""); err != nil {
		t.Skipf("no LLVM 19: %v", err)
	}
}

func TestFuzzAndCheckUsage(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name       string
		args       []string
		wantStderr string
	}{
		{"fuzz bad shard", []string{"fuzz", "--shard", "3/2"}, "--shard"},
		{"fuzz bad mode", []string{"fuzz", "--mode", "frob"}, "unknown --mode"},
		{"fuzz mutate without seeds", []string{"fuzz", "--mode", "mutate"}, "needs --seeds"},
		{"fuzz seeds without mutate", []string{"fuzz", "--seeds", "corpus/cases"}, "--seeds goes with --mode mutate"},
		{"fuzz bad steps", []string{"fuzz", "--mode", "mutate", "--seeds", "x", "--steps", "many"}, "want MIN-MAX or N"},
		{"fuzz steps out of order", []string{"fuzz", "--mode", "mutate", "--seeds", "x", "--steps", "4-2"}, "max_steps"},
		{"fuzz missing seed dir", []string{"fuzz", "--mode", "mutate", "--seeds", "testdata/no-such-dir", "--out", "@TMP"}, "no-such-dir"},
		{"fuzz bad target", []string{"fuzz", "--targets", "vax"}, `unknown target "vax"`},
		{"fuzz bad level", []string{"fuzz", "--levels", "O9"}, `unknown llc level "O9"`},
		{"fuzz missing llvm", []string{"fuzz", "--llvm", "3"}, "LLVM 3"},
		{"check no file", []string{"check"}, "missing argument"},
		{"check missing file", []string{"check", "testdata/no-such.ll"}, "no such file"},
		{"blame missing dir", []string{"blame", "testdata/no-such-finding"}, "no such file"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := slices.Clone(tc.args)
			for k, a := range args {
				if a == "@TMP" {
					args[k] = t.TempDir()
				}
			}
			code, _, stderr := runCmd(args...)
			if code != exitUsage {
				t.Errorf("exit %d, want %d (stderr %q)", code, exitUsage, stderr)
			}
			if !strings.Contains(stderr, tc.wantStderr) {
				t.Errorf("stderr %q does not contain %q", stderr, tc.wantStderr)
			}
		})
	}
}

func TestDoctor(t *testing.T) {
	needLLVM19(t)
	code, stdout, _ := runCmd("doctor")
	if !strings.Contains(stdout, "LLVM 19 (opt, llc)") || !strings.Contains(stdout, "target x86_64") {
		t.Errorf("doctor output lacks LLVM 19 or x86_64:\n%s", stdout)
	}
	if strings.Contains(stdout, "missing") != (code == exitUsage) {
		t.Errorf("exit %d does not match the output:\n%s", code, stdout)
	}
}

// TestCheckClean runs the whole oracle on a small correct module: no
// findings, exit 0.
func TestCheckClean(t *testing.T) {
	needLLVM19(t)
	src := `@g = global i32 7
define i32 @f(i32 %x, i8 %y) {
  %z = zext i8 %y to i32
  %s = add i32 %x, %z
  %o = load i32, ptr @g
  %r = mul i32 %s, %o
  store i32 %r, ptr @g
  ret i32 %r
}
define internal i32 @helper(i32 %x) {
  %r = shl i32 %x, 1
  ret i32 %r
}
`
	dir := t.TempDir()
	file := filepath.Join(dir, "m.ll")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runCmd("check", file, "--llvm", "19", "--pipelines", "O2", "--targets", "x86_64", "--levels", "O0,O2", "--out", filepath.Join(dir, "out"))
	if code != exitOK {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	// @helper stays internal (the module has a test function, @f): it is
	// checked as a campaign would check it.
	if !strings.Contains(stdout, "1 test functions") || !strings.Contains(stdout, "no findings") {
		t.Errorf("stdout:\n%s", stdout)
	}
}

// TestFuzzShort runs a one-module campaign and checks its summary.
func TestFuzzShort(t *testing.T) {
	t.Parallel()
	needLLVM19(t)
	out := t.TempDir()
	code, stdout, stderr := runCmd("fuzz", "--llvm", "19", "--modules", "1", "--batch", "4", "--jobs", "1",
		"--pipelines", "O2", "--targets", "x86_64", "--levels", "O0", "--seed", "3", "--out", out)
	if code != exitOK && code != exitNo {
		t.Fatalf("exit %d\nstderr:\n%s", code, stderr)
	}
	if !strings.Contains(stdout, "test functions") {
		t.Errorf("no summary table:\n%s", stdout)
	}
	data, err := os.ReadFile(filepath.Join(out, "summary.json"))
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		Modules int `json:"modules"`
		Tests   int `json:"tests"`
	}
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	if s.Modules != 1 || s.Tests == 0 {
		t.Errorf("summary: %d modules, %d tests; want 1 module with tests", s.Modules, s.Tests)
	}
}

// TestCheckUnknownExternal: a function that calls an unknown external
// function is judged at the IR level (the interpreter answers the call
// from its world) but not run natively (nothing defines the symbol); the
// others still run natively, and the unresolved symbol is no finding.
func TestCheckUnknownExternal(t *testing.T) {
	needLLVM19(t)
	src := `declare i32 @mystery(i32)

define i32 @calls(i32 %x) {
  %r = call i32 @mystery(i32 %x)
  ret i32 %r
}

define i32 @pure(i32 %x) {
  %r = shl i32 %x, 2
  ret i32 %r
}
`
	dir := t.TempDir()
	file := filepath.Join(dir, "ext.ll")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runCmd("check", file, "--llvm", "19", "--pipelines", "O2", "--targets", "x86_64", "--out", filepath.Join(dir, "out"))
	if code != exitOK || stderr != "" {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	if !strings.Contains(stdout, "2 test functions") || strings.Contains(stdout, " 0 native calls") || !strings.Contains(stdout, "no findings") {
		t.Errorf("stdout:\n%s", stdout)
	}
}

// TestFuzzResume: a one-module campaign resumed for one more module has
// the counters of the two modules of the shard's sequence, the second
// being the module a fresh campaign starting one seed later checks first
// (so the resumed run did not repeat the first module).
func TestFuzzResume(t *testing.T) {
	t.Parallel()
	needLLVM19(t)
	dir := t.TempDir()
	base := []string{"fuzz", "--json", "--llvm", "19", "--batch", "4", "--jobs", "1", "--pipelines", "O2", "--targets", "x86_64", "--levels", "O0"}
	camp := filepath.Join(dir, "camp")
	fuzz := func(args ...string) (int, map[string]any, string) {
		t.Helper()
		code, stdout, stderr := runCmd(args...)
		var s map[string]any
		if stdout != "" {
			if err := json.Unmarshal([]byte(stdout), &s); err != nil {
				t.Fatalf("%v: stdout is not JSON: %v\n%s", args, err, stdout)
			}
		}
		return code, s, stderr
	}
	code, a, stderr := fuzz(append(base, "--seed", "3", "--modules", "1", "--out", camp)...)
	if code == exitUsage {
		t.Fatalf("first run: exit %d\n%s", code, stderr)
	}
	// Nothing is left of the campaign's budget of one module.
	code, same, stderr := fuzz("fuzz", "--json", "--resume", camp)
	if code == exitUsage || same["modules"] != a["modules"] || !strings.Contains(stderr, "give --duration or --modules") {
		t.Errorf("resume without budget: exit %d, %v modules, stderr %q", code, same["modules"], stderr)
	}
	code, b, stderr := fuzz("fuzz", "--json", "--resume", camp, "--modules", "1", "--seed", "3", "--jobs", "2")
	if code == exitUsage {
		t.Fatalf("resume: exit %d\n%s", code, stderr)
	}
	code, c, stderr := fuzz(append(base, "--seed", "4", "--modules", "1", "--out", filepath.Join(dir, "next"))...)
	if code == exitUsage {
		t.Fatalf("campaign at seed 4: exit %d\n%s", code, stderr)
	}
	for _, k := range []string{"modules", "tests", "inputs", "native_steps", "findings"} {
		if got, want := b[k].(float64), a[k].(float64)+c[k].(float64); got != want {
			t.Errorf("resumed %s = %v, want %v + %v", k, got, a[k], c[k])
		}
	}
	if b["runs"] != 2.0 || b["next_module"] != 2.0 || b["seconds"].(float64) <= a["seconds"].(float64) || b["jobs"] != 2.0 {
		t.Errorf("resumed: runs %v, next_module %v, seconds %v (first %v), jobs %v", b["runs"], b["next_module"], b["seconds"], a["seconds"], b["jobs"])
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"fuzz", "--resume", camp, "--seed", "5"}, "--seed 5: a resumed campaign keeps"},
		{[]string{"fuzz", "--resume", camp, "--pipelines", "O3"}, "--pipelines O3"},
		{[]string{"fuzz", "--resume", camp, "--out", dir}, "stays in its directory"},
		{[]string{"fuzz", "--resume", dir}, "no campaign.json"},
	} {
		if code, stdout, stderr := runCmd(tc.args...); code != exitUsage || stdout != "" || !strings.Contains(stderr, tc.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, stdout, stderr, tc.want)
		}
	}
}
