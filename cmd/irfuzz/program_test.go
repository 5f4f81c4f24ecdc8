package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestExecProgram: a module with main runs as a C program; its output goes
// to stdout byte for byte, how it ended to stderr, and the exit code says
// completed (0), UB (1) or could not run (2).
func TestExecProgram(t *testing.T) {
	dir := t.TempDir()
	file := func(name, text string) string { return writeFile(t, dir, name, text, 0o644) }
	hello := file("hello.ll", `@fmt = private constant [10 x i8] c"%d %s %c\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main(i32 %argc, ptr %argv) {
  %p = getelementptr ptr, ptr %argv, i64 1
  %a1 = load ptr, ptr %p
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i32 %argc, ptr %a1, i32 33)
  ret i32 7
}
`)
	ub := file("ub.ll", `declare i64 @strlen(ptr)
define i32 @main() {
  %n = call i64 @strlen(ptr null)
  ret i32 0
}
`)
	ext := file("ext.ll", `declare ptr @open_memstream(ptr, ptr)
define i32 @main() {
  %f = call ptr @open_memstream(ptr null, ptr null)
  ret i32 0
}
`)
	tests := []struct {
		name         string
		args         []string
		code         int
		stdout, last string // stdout exactly; the last line of stderr
	}{
		{"prints", []string{"exec", hello, "--", "hi"}, 0, "2 hi !\n", "exit 7"},
		{"concrete", []string{"exec", "--concrete", hello, "--", "hi"}, 0, "2 hi !\n", "exit 7"},
		{"ub", []string{"exec", ub}, 1, "", "UB: null pointer access at @main %0 %n: @strlen: through argument 1"},
		{"unsupported", []string{"exec", ext}, 2, "", "unsupported: file system: @open_memstream is not modelled (the reference semantics models stdout, stderr and the files fopen and tmpfile open)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(tc.args, &stdout, &stderr)
			lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
			if code != tc.code || stdout.String() != tc.stdout || lines[len(lines)-1] != tc.last {
				t.Errorf("exit %d, stdout %q, stderr %q; want %d, %q, last line %q", code, stdout.String(), stderr.String(), tc.code, tc.stdout, tc.last)
			}
		})
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"exec", "--json", hello, "--", "hi"}, &stdout, &stderr); code != 0 {
		t.Fatalf("--json: exit %d: %s", code, stderr.String())
	}
	var j execJSON
	if err := json.Unmarshal(stdout.Bytes(), &j); err != nil || len(j.Outcomes) != 1 {
		t.Fatalf("--json: %v\n%s", err, stdout.String())
	}
	if o := j.Outcomes[0]; o.Kind != "exited" || o.Stdout == nil || *o.Stdout != "2 hi !\n" || o.Status == nil || *o.Status != 7 {
		t.Errorf("--json outcome: %+v", o)
	}
}

// TestFuzzCsmith runs a one-program Csmith campaign through the command line.
func TestFuzzCsmith(t *testing.T) {
	t.Parallel()
	needLLVM19(t)
	for _, tool := range []string{"csmith", "clang-19"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("no %s", tool)
		}
	}
	out := t.TempDir()
	code, stdout, stderr := runCmd("fuzz", "--mode", "csmith", "--llvm", "19", "--modules", "1", "--jobs", "1",
		"--pipelines", "O2", "--targets", "x86_64", "--levels", "O0", "--seed", "5", "--out", out, "--csmith-flags", "--max-funcs 2")
	if code != exitOK && code != exitNo {
		t.Fatalf("exit %d\nstderr:\n%s", code, stderr)
	}
	if !strings.Contains(stdout, "programs/s") || !strings.Contains(stdout, "csmith") {
		t.Errorf("summary table:\n%s", stdout)
	}
	rec, err := os.ReadFile(filepath.Join(out, "campaign.json"))
	if err != nil || !strings.Contains(string(rec), `"--max-funcs"`) || !strings.Contains(string(rec), `"mode": "csmith"`) {
		t.Errorf("campaign.json: %v\n%s", err, rec)
	}
}
