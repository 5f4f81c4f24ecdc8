package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

const mutateInput = "../../mutate/testdata/ops.ll"

func TestMutateUsage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.ll")
	if err := os.WriteFile(bad, []byte("define i32 @f() {\n  ret i64 0\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		in   string // substring of stderr
	}{
		{"no file", []string{"mutate"}, "want one FILE.ll"},
		{"two files", []string{"mutate", mutateInput, mutateInput}, "want one FILE.ll"},
		{"missing file", []string{"mutate", filepath.Join(dir, "none.ll")}, "no such file"},
		{"does not verify", []string{"mutate", bad}, "bad.ll"},
		{"bad release", []string{"mutate", "--llvm", "12", mutateInput}, "LLVM 12 is not a release irfuzz supports"},
		{"bad steps", []string{"mutate", "--steps", "-2", mutateInput}, "min_steps"},
		{"bad count", []string{"mutate", "--stats", "--count", "0"}, "--count must be at least 1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runCmd(tc.args...)
			if code != exitUsage || stdout != "" || !strings.Contains(stderr, tc.in) {
				t.Errorf("exit %d, want %d (%q)\nstdout:\n%s\nstderr:\n%s", code, exitUsage, tc.in, stdout, stderr)
			}
		})
	}
}

// TestMutate: the mutant is a module that verifies, the same for the same
// seed; stderr says what was done; --json carries both.
func TestMutate(t *testing.T) {
	t.Parallel()
	code, out1, err1 := runCmd("mutate", "--seed", "7", "--steps", "3", mutateInput)
	if code != exitOK || strings.Count(err1, "; mutate: ") != 3 {
		t.Fatalf("exit %d\nstderr:\n%s", code, err1)
	}
	m, err := ir.Parse("mutant.ll", []byte(out1))
	if err != nil || ir.Verify(m) != nil {
		t.Fatalf("the mutant: %v / %v", err, ir.Verify(m))
	}
	src, _ := os.ReadFile(mutateInput)
	if out1 == string(src) {
		t.Error("the mutant is the input")
	}
	_, out2, _ := runCmd("mutate", "--steps", "3", "--seed", "7", mutateInput)
	if out2 != out1 {
		t.Error("the same seed gave another mutant")
	}
	code, js, _ := runCmd("mutate", "--seed", "7", "--steps", "3", "--json", mutateInput)
	var res struct {
		Mutations []struct{ Op, Func, Detail string }
		Module    string
	}
	if err := json.Unmarshal([]byte(js), &res); code != exitOK || err != nil || len(res.Mutations) != 3 || res.Module != out1 {
		t.Errorf("--json: exit %d, %v\n%s", code, err, js)
	}
}

func TestMutateStats(t *testing.T) {
	t.Parallel()
	code, stdout, stderr := runCmd("mutate", "--stats", "--count", "5", mutateInput)
	if code != exitOK || !strings.Contains(stdout, "1 files x 5 tries") || !strings.Contains(stdout, "wrap-in-loop") {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	code, stdout, _ = runCmd("mutate", "--stats", "--count", "10", "--llvm", "14", "--json")
	var res struct {
		Modules   int
		Operators []struct {
			Name                    string
			Tried, Applied, Invalid int
		}
	}
	if err := json.Unmarshal([]byte(stdout), &res); code != exitOK || err != nil || res.Modules != 10 || len(res.Operators) < 15 {
		t.Fatalf("--stats --json: exit %d, %v\n%s", code, err, stdout)
	}
	for _, op := range res.Operators {
		if op.Tried != 10 || op.Invalid != 0 {
			t.Errorf("%+v", op)
		}
	}
}
