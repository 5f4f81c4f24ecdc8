package main

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// callGen runs runGen (or runBenchGen) with args and returns its results.
func callGen(f func([]string, io.Writer, io.Writer) int, args ...string) (int, string, string) {
	var out, errb strings.Builder
	code := f(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestGenCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cfgFile := filepath.Join(dir, "c.json")
	if err := os.WriteFile(cfgFile, []byte(`{"max_tests": 2, "weights": {"loop": 0}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	badFile := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(badFile, []byte(`{"weigths": {}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		args     []string
		code     int
		stdout   string // substring expected on stdout
		stderr   string // substring expected on stderr
		verifies bool   // stdout is a module our verifier accepts
	}{
		{"default", []string{"--seed", "7"}, exitOK, "define i", "", true},
		{"llvm14", []string{"--seed", "7", "--llvm", "14"}, exitOK, "target datalayout", "", true},
		{"no-undef", []string{"--profile", "no-undef"}, exitOK, "@t0", "", true},
		{"config", []string{"--config", cfgFile, "--seed", "3"}, exitOK, "@t0", "", true},
		{"stats", []string{"--stats", "200"}, exitOK, "required items appear in at least 1% of modules", "", false},
		{"stats, a required item missing", []string{"--stats", "1"}, exitNo, "required items below 1% of modules", "", false},
		{"help", []string{"-h"}, exitOK, "usage: irfuzz gen", "", false},
		{"bad llvm", []string{"--llvm", "12"}, exitUsage, "", "LLVM 12 is not a release irfuzz supports", false},
		{"llvm22", []string{"--seed", "7", "--llvm", "22"}, exitOK, "target datalayout", "", true},
		{"bad profile", []string{"--profile", "x"}, exitUsage, "", "unknown profile", false},
		{"bad config", []string{"--config", badFile}, exitUsage, "", "unknown field", false},
		{"missing config", []string{"--config", filepath.Join(dir, "none.json")}, exitUsage, "", "reading config", false},
		{"bad flag", []string{"--bogus"}, exitUsage, "", "flag provided but not defined", false},
		{"positional", []string{"x.ll"}, exitUsage, "", "unexpected argument", false},
		{"negative stats", []string{"--stats", "-1"}, exitUsage, "", "must not be negative", false},
	}
	for _, tt := range tests {
		code, out, errs := callGen(runGen, tt.args...)
		if code != tt.code || !strings.Contains(out, tt.stdout) || !strings.Contains(errs, tt.stderr) {
			t.Errorf("%s: irfuzz gen %v = %d, stdout %.200q, stderr %q; want %d, %q, %q",
				tt.name, tt.args, code, out, errs, tt.code, tt.stdout, tt.stderr)
			continue
		}
		if tt.verifies {
			m, err := ir.Parse("gen.ll", []byte(out))
			if err == nil {
				err = ir.Verify(m)
			}
			if err != nil {
				t.Errorf("%s: output does not parse and verify: %v", tt.name, err)
			}
		}
	}
	_, a, _ := callGen(runGen, "--seed", "11")
	_, b, _ := callGen(runGen, "--seed", "11")
	if a != b {
		t.Errorf("irfuzz gen --seed 11 twice: outputs differ")
	}
}

func TestBenchGenCommand(t *testing.T) {
	if code, _, errs := callGen(runBenchGen, "--modules", "0"); code != exitUsage || !strings.Contains(errs, "must be positive") {
		t.Errorf("bench gen --modules 0: code %d, stderr %q", code, errs)
	}
	if _, err := exec.LookPath("llvm-stress-19"); err != nil {
		t.Skipf("llvm-stress-19 not installed: %v", err)
	}
	code, out, errs := callGen(runBenchGen, "--modules", "3", "--reps", "1")
	if code != exitOK || !strings.Contains(out, "ratio irfuzz/llvm-stress") {
		t.Errorf("bench gen: code %d, stdout %q, stderr %q", code, out, errs)
	}
}
