package main

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckFunctions: with --functions a module that defines main is
// checked as a module of test functions (main left out); a module whose
// functions refer to main is not judged, and says why.
func TestCheckFunctions(t *testing.T) {
	t.Parallel()
	for _, tool := range []string{"opt-22", "llc-22"} {
		if _, err := exec.LookPath(tool); err != nil {
			if _, err := exec.LookPath(filepath.Join("/usr/lib/llvm-22/bin", strings.TrimSuffix(tool, "-22"))); err != nil {
				t.Skipf("%s not installed", tool)
			}
		}
	}
	dir := t.TempDir()
	file := func(name, text string) string { return writeFile(t, dir, name, text, 0o644) }
	prog := file("prog.ll", `define i32 @twice(i32 %x) {
  %y = shl i32 %x, 1
  ret i32 %y
}
define i32 @main() {
  %r = call i32 @twice(i32 21)
  %s = sub i32 %r, 42
  ret i32 %s
}
`)
	calls := file("calls.ll", `define i32 @again() {
  %r = call i32 @main()
  ret i32 %r
}
define i32 @main() {
  ret i32 0
}
`)
	ctor := file("ctor.ll", `@s = private constant [8 x i8] c"Create!\00"
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @ctor, ptr null }]
declare i32 @puts(ptr)
define void @ctor() {
  %r = call i32 @puts(ptr @s)
  ret void
}
define i32 @main() {
  ret i32 0
}
`)
	for _, tc := range []struct {
		name      string
		file      string
		tests     int
		notJudged string
	}{
		{"functions", prog, 1, ""},
		{"main used", calls, 0, "--functions: @main is used by 1 instructions"},
		// The constructor is a test function; it does not run around the
		// harness (its output in the harness's reports made every call
		// of the harness die).
		{"constructor", ctor, 1, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runCmd("check", "--llvm", "22", "--targets", "x86_64", "--pipelines", "O2", "--no-blame",
				"--functions", "--json", "--out", filepath.Join(dir, "out-"+tc.name), tc.file)
			var j struct {
				Tests       int            `json:"tests"`
				NotJudged   string         `json:"not_judged"`
				NotFindings map[string]int `json:"not_findings"`
			}
			if err := json.Unmarshal([]byte(stdout), &j); err != nil || code != exitOK {
				t.Fatalf("exit %d, %v\nstdout: %s\nstderr: %s", code, err, stdout, stderr)
			}
			if j.Tests != tc.tests || j.NotJudged != tc.notJudged || len(j.NotFindings) > 0 {
				t.Errorf("tests %d, not judged %q, native differences %v; want %d, %q, none", j.Tests, j.NotJudged, j.NotFindings, tc.tests, tc.notJudged)
			}
		})
	}
}
