package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/internal/faketools"
)

// corpusTestdata is the corpus package's test corpus: an LLVM 14
// CorrelatedValuePropagation miscompile (fixed-in 19), an llc crash of 14
// and 19, and an expect-pass case.
const corpusTestdata = "../../corpus/testdata"

// haveLLVM skips the test unless LLVM major is installed.
func haveLLVM(t *testing.T, majors ...int) {
	t.Helper()
	for _, m := range majors {
		if _, err := os.Stat(fmt.Sprintf("/usr/lib/llvm-%d/bin/opt", m)); err != nil {
			t.Skipf("no LLVM %d", m)
		}
	}
}

func TestCorpusUsage(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name      string
		args      []string
		code      int
		in        string // substring of stdout+stderr
		wantEmpty bool   // stdout must be empty
	}{
		{"no subcommand", []string{"corpus"}, exitUsage, "usage: irfuzz corpus add", true},
		{"help", []string{"corpus", "-h"}, exitOK, "irfuzz corpus check", false},
		{"help command", []string{"help", "corpus"}, exitOK, "irfuzz corpus list", false},
		{"unknown subcommand", []string{"corpus", "frob"}, exitUsage, `unknown subcommand "frob"`, true},
		{"add without a finding", []string{"corpus", "add"}, exitUsage, "missing argument", true},
		{"add of no finding", []string{"corpus", "add", dir, "--dir", filepath.Join(dir, "c")}, exitUsage, "not a finding directory", true},
		{"list of a missing corpus", []string{"corpus", "list", "--dir", filepath.Join(dir, "none")}, exitUsage, "no such file", true},
		{"list with an argument", []string{"corpus", "list", "x"}, exitUsage, "unexpected argument", true},
		{"check, unknown flag", []string{"corpus", "check", "--frob"}, exitUsage, "flag provided but not defined", true},
		{"check, bad release", []string{"corpus", "check", "--dir", corpusTestdata, "--llvm", "x"}, exitUsage, "want an LLVM release", true},
		{"check, release not installed", []string{"corpus", "check", "--dir", corpusTestdata, "--llvm", "3"}, exitUsage, "LLVM 3", true},
		{"check, missing tools", []string{"corpus", "check", "--dir", corpusTestdata, "--llvm-bin", dir}, exitUsage, "no such tool", true},
		{"check of a missing corpus", []string{"corpus", "check", "--dir", filepath.Join(dir, "none")}, exitUsage, "no such file", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runCmd(tc.args...)
			if code != tc.code || !strings.Contains(stdout+stderr, tc.in) || (tc.wantEmpty && stdout != "") {
				t.Errorf("exit %d, want %d (%q)\nstdout:\n%s\nstderr:\n%s", code, tc.code, tc.in, stdout, stderr)
			}
		})
	}
}

// TestCorpusAddList: add writes a finding (from FINDING_DIR/reduced) into
// the corpus once; list shows it, as a table and as JSON.
func TestCorpusAddList(t *testing.T) {
	cases, err := corpus.Load(corpusTestdata)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cdir := filepath.Join(dir, "cases")
	for i, c := range cases {
		if c.Status == corpus.StatusExpectPass {
			continue
		}
		fd := filepath.Join(dir, fmt.Sprint("finding", i))
		if err := os.Mkdir(fd, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := c.WriteFindingDir(filepath.Join(fd, "reduced")); err != nil {
			t.Fatal(err)
		}
		code, stdout, stderr := runCmd("corpus", "add", fd, "--dir", cdir)
		if code != exitOK || !strings.Contains(stdout, "added "+filepath.Join(cdir, filepath.Base(c.Path))) {
			t.Errorf("add: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
		}
		code, stdout, _ = runCmd("corpus", "add", "--dir", cdir, fd)
		if code != exitOK || !strings.Contains(stdout, "already in the corpus") {
			t.Errorf("add again: exit %d\n%s", code, stdout)
		}
		code, stdout, _ = runCmd("corpus", "add", "--dir", cdir, "--json", fd)
		var added []struct {
			Finding, File, Signature string
			Added                    bool
		}
		if err := json.Unmarshal([]byte(stdout), &added); code != exitOK || err != nil || len(added) != 1 ||
			added[0].Added || added[0].Finding != fd || added[0].Signature != c.Signature || filepath.Base(added[0].File) != filepath.Base(c.Path) {
			t.Errorf("add --json: exit %d, %v\n%s", code, err, stdout)
		}
	}
	code, stdout, stderr := runCmd("corpus", "list", "--dir", cdir)
	if code != exitOK || !strings.Contains(stdout, "ir-miscompile/CorrelatedValuePropagationPass") || !strings.Contains(stdout, "2 cases in") || !strings.Contains(stdout, "2026-11-23") {
		t.Errorf("list: exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	code, stdout, _ = runCmd("corpus", "list", "--dir", corpusTestdata, "--json")
	var list []struct{ File, Kind, Signature, Status string }
	if err := json.Unmarshal([]byte(stdout), &list); code != exitOK || err != nil || len(list) != len(cases) {
		t.Fatalf("list --json: exit %d, %v\n%s", code, err, stdout)
	}
	if list[0].File != filepath.Base(cases[0].Path) || list[0].Status == "" {
		t.Errorf("list --json: %+v", list[0])
	}
}

// TestCorpusCheck replays the test corpus on LLVM 14 and 19: no
// regression, exit 0; each case and release gets its line.
func TestCorpusCheck(t *testing.T) {
	haveLLVM(t, 14, 19)
	code, stdout, stderr := runCmd("corpus", "check", "--dir", corpusTestdata, "--llvm", "14", "--llvm", "19", "--jobs", "4")
	if code != exitOK {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	for _, want := range []string{
		"open      LLVM 14 ir-miscompile-8dbf94608b38.ll  ir-miscompile/CorrelatedValuePropagationPass: return value differs",
		"fixed     LLVM 19 ir-miscompile-8dbf94608b38.ll",
		"open      LLVM 19 crash-ea428dc63897.ll",
		"pass      LLVM 14 expect-pass-select-poison.ll",
		"3 cases x LLVM 14.0.6, 19.1.7: 3 open, 1 fixed, 2 pass",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("no %q in\n%s", want, stdout)
		}
	}
	code, stdout, _ = runCmd("corpus", "check", "--dir", corpusTestdata, "--llvm", "19", "--json")
	var rs []struct {
		File, State string
		LLVM        int
	}
	if err := json.Unmarshal([]byte(stdout), &rs); code != exitOK || err != nil || len(rs) != 3 || rs[0].LLVM != 19 {
		t.Errorf("check --json: exit %d, %v\n%s", code, err, stdout)
	}
}

// TestCorpusCheckRecord: --record adds the release a case was found fixed
// on to its fixed-in line; checking again on the release it was found
// with is then a regression.
func TestCorpusCheckRecord(t *testing.T) {
	haveLLVM(t, 14, 19)
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join(corpusTestdata, "ir-miscompile-8dbf94608b38.ll"))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "cvp.ll")
	data = []byte(strings.Replace(string(data), "; irfuzz: fixed-in: 19\n", "", 1))
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runCmd("corpus", "check", "--dir", dir, "--llvm", "19", "--record")
	if code != exitOK || !strings.Contains(stderr, "recorded: "+file) {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	got, _ := os.ReadFile(file)
	if !strings.Contains(string(got), "; irfuzz: fixed-in: 19\n") {
		t.Errorf("not recorded:\n%s", got)
	}
	// Recorded as fixed on 14 (pretend), it regresses there.
	if err := os.WriteFile(file, []byte(strings.Replace(string(got), "fixed-in: 19", "fixed-in: 14 19", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, _ = runCmd("corpus", "check", "--dir", dir, "--llvm", "14")
	if code != exitNo || !strings.Contains(stdout, "regressed LLVM 14 cvp.ll") {
		t.Errorf("exit %d, want %d\n%s", code, exitNo, stdout)
	}
}

// TestCorpusCheckRegression is the acceptance test "a regression is
// detected": an opt that turns add i32 into sub i32 re-introduces a
// miscompile; `irfuzz corpus check` exits 1 and names the cases it
// breaks, a fixed one (regressed) and an expect-pass one (fail).
func TestCorpusCheckRegression(t *testing.T) {
	const realBin = "/usr/lib/llvm-19/bin"
	if err := faketools.Available(realBin); err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "bin")
	if _, err := faketools.Write(bin, realBin, faketools.OptSed("", "s/add i32/sub i32/"), ""); err != nil {
		t.Fatal(err)
	}
	cdir := filepath.Join(dir, "cases")
	if err := os.Mkdir(cdir, 0o755); err != nil {
		t.Fatal(err)
	}
	const module = "define i32 @f(i32 %x) {\n  %r = add i32 %x, 1\n  ret i32 %r\n}\n"
	files := map[string]string{
		"add-fixed.ll": "; irfuzz: kind: ir-miscompile\n; irfuzz: signature: ir-miscompile/add-became-sub\n; irfuzz: status: fixed\n; irfuzz: fixed-in: 19\n" +
			"; irfuzz: llvm: 19.1.7\n; irfuzz: tool: opt\n; irfuzz: pipeline: O2\n; irfuzz: function: f\n; irfuzz: arg: i32 5\t; image 05000000\n\n" + module,
		"add-expect-pass.ll": "; irfuzz: kind: ir-miscompile\n; irfuzz: signature: expect-pass/add\n; irfuzz: status: expect-pass\n\n" + module,
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(cdir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name string
		args []string
		code int
		want []string
	}{
		{"real LLVM 19", []string{"--llvm", "19"}, exitOK, []string{"pass      LLVM 19 add-expect-pass.ll", "fixed     LLVM 19 add-fixed.ll"}},
		{"fake opt", []string{"--llvm-bin", bin}, exitNo, []string{"fail      LLVM 19 add-expect-pass.ll  expect-pass/add: ir-miscompile", "regressed LLVM 19 add-fixed.ll  ir-miscompile/add-became-sub: was fixed", "1 regressed, 1 fail"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runCmd(append([]string{"corpus", "check", "--dir", cdir}, tc.args...)...)
			if code != tc.code {
				t.Errorf("exit %d, want %d", code, tc.code)
			}
			for _, w := range tc.want {
				if !strings.Contains(stdout, w) {
					t.Errorf("no %q in stdout", w)
				}
			}
			if t.Failed() {
				t.Logf("stdout:\n%s\nstderr:\n%s", stdout, stderr)
			}
		})
	}
}
