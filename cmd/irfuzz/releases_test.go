package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReleasesUsage(t *testing.T) {
	dir := t.TempDir()
	notCase := filepath.Join(dir, "plain.ll")
	if err := os.WriteFile(notCase, []byte("define void @f() {\n  ret void\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	irCase := filepath.Join(corpusTestdata, "ir-miscompile-8dbf94608b38.ll")
	for _, tc := range []struct {
		name      string
		args      []string
		code      int
		in        string // substring of stdout+stderr
		wantEmpty bool   // stdout must be empty
	}{
		{"no argument", []string{"releases"}, exitUsage, "missing argument", true},
		{"help", []string{"releases", "-h"}, exitOK, "usage: irfuzz releases FINDING_DIR|CASE.ll...", false},
		{"help lists the flags", []string{"releases", "--help"}, exitOK, "-tool-timeout", false},
		{"help command", []string{"help", "releases"}, exitOK, "irfuzz releases FINDING_DIR|CASE.ll", false},
		{"listed", []string{"help"}, exitOK, "releases", false},
		{"unknown flag", []string{"releases", "--frob", irCase}, exitUsage, "flag provided but not defined", true},
		{"bad release", []string{"releases", "--llvm", "x", irCase}, exitUsage, "want an LLVM release", true},
		{"release without a row", []string{"releases", "--llvm", "12", irCase}, exitUsage, "not a release irfuzz supports", true},
		{"missing file", []string{"releases", filepath.Join(dir, "none.ll")}, exitUsage, "no such file", true},
		{"not a case", []string{"releases", notCase}, exitUsage, "not an irfuzz corpus case", true},
		{"not a finding directory", []string{"releases", dir}, exitUsage, "not a finding directory", true},
		{"bad timeout", []string{"releases", "--tool-timeout", "soon", irCase}, exitUsage, "invalid value", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runCmd(tc.args...)
			if code != tc.code || !strings.Contains(stdout+stderr, tc.in) || (tc.wantEmpty && stdout != "") {
				t.Errorf("exit %d, want %d (%q)\nstdout:\n%s\nstderr:\n%s", code, tc.code, tc.in, stdout, stderr)
			}
		})
	}
}

// TestReleasesTwo: the table has a column per release asked for and the
// range; --json prints the same as one array with the range fields.
func TestReleasesTwo(t *testing.T) {
	t.Parallel()
	haveLLVM(t, 14, 19)
	irCase := filepath.Join(corpusTestdata, "ir-miscompile-8dbf94608b38.ll")
	code, stdout, stderr := runCmd("releases", "--llvm", "19", "--llvm", "14", irCase)
	if code != exitOK || !strings.Contains(stdout, "LLVM 14.") || !strings.Contains(stdout, "LLVM 19.") ||
		!strings.Contains(stdout, "shown since 14.") || !strings.Contains(stdout, "0 of 1 cases show on the newest release, LLVM 19.") {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	code, stdout, stderr = runCmd("releases", "--llvm", "14,19", "--json", irCase)
	var got []struct {
		Name        string `json:"name"`
		Signature   string `json:"signature"`
		First       string `json:"first"`
		NewestState string `json:"newest_state"`
		NewestShows bool   `json:"newest_shows"`
		Outcomes    []struct {
			Major int    `json:"major"`
			State string `json:"state"`
		} `json:"outcomes"`
	}
	if err := json.Unmarshal([]byte(stdout), &got); code != exitOK || err != nil {
		t.Fatalf("exit %d, %v\nstdout:\n%s\nstderr:\n%s", code, err, stdout, stderr)
	}
	if len(got) != 1 || got[0].Name != irCase || !strings.HasPrefix(got[0].First, "14.") || got[0].NewestState != "fixed" || got[0].NewestShows ||
		len(got[0].Outcomes) != 2 || got[0].Outcomes[0].Major != 14 || got[0].Outcomes[0].State != "reproduces" {
		t.Errorf("JSON %+v", got)
	}
}
