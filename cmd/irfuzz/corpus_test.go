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
	"github.com/irfuzz/irfuzz/internal/llvmbin"
)

// corpusTestdata is the corpus package's test corpus: an LLVM 14
// CorrelatedValuePropagation miscompile (fixed-in 19), an llc crash of 14
// and 19, and an expect-pass case.
const corpusTestdata = "../../corpus/testdata"

// haveLLVM skips the test unless LLVM major is installed.
func haveLLVM(t *testing.T, majors ...int) {
	t.Helper()
	for _, m := range majors {
		if !llvmbin.Installed(m) {
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
		{"list of a missing corpus argument", []string{"corpus", "list", filepath.Join(dir, "none")}, exitUsage, "no such file", true},
		{"list with two arguments", []string{"corpus", "list", corpusTestdata, "x"}, exitUsage, "unexpected argument", true},
		{"list with an argument and another --dir", []string{"corpus", "list", corpusTestdata, "--dir", dir}, exitUsage, "two corpus directories", true},
		{"check with two arguments", []string{"corpus", "check", corpusTestdata, corpusTestdata}, exitUsage, "unexpected argument", true},
		{"check with an argument and another --dir", []string{"corpus", "check", "--dir", dir, corpusTestdata}, exitUsage, "two corpus directories", true},
		{"check of a missing corpus argument", []string{"corpus", "check", filepath.Join(dir, "none")}, exitUsage, "no such file", true},
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
	t.Parallel()
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
	// The corpus folder as an argument, alone or with the same --dir.
	for _, args := range [][]string{{corpusTestdata}, {corpusTestdata, "--dir", corpusTestdata + "/"}} {
		code, stdout, stderr = runCmd(append([]string{"corpus", "list"}, args...)...)
		if code != exitOK || !strings.Contains(stdout, "14.0.6 open, 19.1.7 fixed") || !strings.Contains(stdout, "3 cases in "+corpusTestdata) {
			t.Errorf("list %q: exit %d\nstdout:\n%s\nstderr:\n%s", args, code, stdout, stderr)
		}
	}
	code, stdout, _ = runCmd("corpus", "list", corpusTestdata, "--json")
	var list []struct {
		File, Kind, Signature, Status string
		States                        []struct{ LLVM, State string }
	}
	if err := json.Unmarshal([]byte(stdout), &list); code != exitOK || err != nil || len(list) != len(cases) {
		t.Fatalf("list --json: exit %d, %v\n%s", code, err, stdout)
	}
	if list[0].File != filepath.Base(cases[0].Path) || list[0].Status == "" || len(list[0].States) != 2 || list[0].States[1].LLVM != "19.1.7" {
		t.Errorf("list --json: %+v", list[0])
	}
}

// TestCorpusCheck replays the test corpus on LLVM 14 and 19: no
// regression, exit 0; each case and release gets its line, and its cell
// in the table of states, which match the recorded ones.
func TestCorpusCheck(t *testing.T) {
	t.Parallel()
	haveLLVM(t, 14, 19)
	code, stdout, stderr := runCmd("corpus", "check", corpusTestdata, "--llvm", "14", "--llvm", "19", "--jobs", "4")
	if code != exitOK {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	for _, want := range []string{
		"open      LLVM 14 ir-miscompile-8dbf94608b38.ll  ir-miscompile/CorrelatedValuePropagationPass: return value differs",
		"fixed     LLVM 19 ir-miscompile-8dbf94608b38.ll",
		"open      LLVM 19 crash-ea428dc63897.ll",
		"pass      LLVM 14 expect-pass-select-poison.ll",
		"case                           LLVM 14.0.6  LLVM 19.1.7\n",
		"ir-miscompile-8dbf94608b38.ll  open         fixed\n",
		"\n3 cases x LLVM 14.0.6, 19.1.7: 3 open, 1 fixed, 2 pass\n",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("no %q in\n%s", want, stdout)
		}
	}
	if strings.Contains(stdout, "(was") || strings.Contains(stdout, "(new)") || strings.Contains(stdout, "--record") {
		t.Errorf("a state differs from the recorded one:\n%s", stdout)
	}
	code, stdout, _ = runCmd("corpus", "check", "--dir", corpusTestdata, "--llvm", "19", "--json")
	var rs []struct {
		File, State, Version, Recorded string
		LLVM                           int
	}
	if err := json.Unmarshal([]byte(stdout), &rs); code != exitOK || err != nil || len(rs) != 3 || rs[0].LLVM != 19 || rs[0].Version != "19.1.7" || rs[0].Recorded != rs[0].State {
		t.Errorf("check --json: exit %d, %v\n%s", code, err, stdout)
	}
}

// TestCorpusCheckRecord: --record writes the state of each case on each
// release checked; a case recorded fixed on a release (not by fixed-in)
// that reproduces there is regressed, and that is not recorded.
func TestCorpusCheckRecord(t *testing.T) {
	t.Parallel()
	haveLLVM(t, 14, 19)
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join(corpusTestdata, "ir-miscompile-8dbf94608b38.ll"))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "cvp.ll")
	text := string(data)
	for _, line := range []string{"; irfuzz: fixed-in: 19\n", "; irfuzz: state: 14.0.6 open\n", "; irfuzz: state: 19.1.7 fixed\n"} {
		if !strings.Contains(text, line) {
			t.Fatalf("no %q in the testdata case", line)
		}
		text = strings.Replace(text, line, "", 1)
	}
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runCmd("corpus", "check", dir, "--llvm", "14", "--llvm", "19", "--record")
	if code != exitOK || !strings.Contains(stderr, "recorded: "+file+" (state: 14.0.6 open, 19.1.7 fixed; status: open)") {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	if !strings.Contains(stdout, "cvp.ll  open (new)   fixed (new)\n") {
		t.Errorf("no new states in the table:\n%s", stdout)
	}
	got, _ := os.ReadFile(file)
	if !strings.Contains(string(got), "; irfuzz: status: open\n; irfuzz: state: 14.0.6 open\n; irfuzz: state: 19.1.7 fixed\n; irfuzz: llvm: 14.0.6\n") {
		t.Errorf("not recorded:\n%s", got)
	}
	// Recorded fixed on 14.0.6 (pretend), it regresses there and on 19
	// would too; the record is kept as it was.
	pretend := strings.Replace(string(got), "state: 14.0.6 open", "state: 14.0.6 fixed", 1)
	if err := os.WriteFile(file, []byte(pretend), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, _ = runCmd("corpus", "check", dir, "--llvm", "14", "--record")
	if code != exitNo || !strings.Contains(stdout, "regressed LLVM 14 cvp.ll  ir-miscompile/CorrelatedValuePropagationPass: was fixed (recorded fixed on 14.0.6), reproduces again") ||
		!strings.Contains(stdout, "cvp.ll  regressed (was fixed)\n") {
		t.Errorf("exit %d, want %d\n%s", code, exitNo, stdout)
	}
	if got, _ := os.ReadFile(file); string(got) != pretend {
		t.Errorf("a regression was recorded:\n%s", got)
	}
}

// TestCorpusCheckRegression is the acceptance test "a regression is
// detected": an opt that turns add i32 into sub i32 re-introduces a
// miscompile; `irfuzz corpus check` exits 1 and names the cases it
// breaks: one with fixed-in and one without, that only --record on the
// real LLVM 19 marked fixed (regressed), and an expect-pass one (fail).
func TestCorpusCheckRegression(t *testing.T) {
	t.Parallel()
	realBin := llvmbin.Dir(19)
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
	const finding = "; irfuzz: tool: opt\n; irfuzz: pipeline: O2\n; irfuzz: function: f\n; irfuzz: arg: i32 5\t; image 05000000\n\n" + module
	files := map[string]string{
		"add-fixed.ll": "; irfuzz: kind: ir-miscompile\n; irfuzz: signature: ir-miscompile/add-became-sub\n; irfuzz: status: fixed\n; irfuzz: fixed-in: 19\n" +
			"; irfuzz: llvm: 19.1.7\n" + finding,
		"add-open.ll":        "; irfuzz: kind: ir-miscompile\n; irfuzz: signature: ir-miscompile/add-open\n; irfuzz: status: open\n; irfuzz: llvm: 14.0.6\n" + finding,
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
		{"real LLVM 19, recorded", []string{"--llvm", "19", "--record"}, exitOK, []string{
			"pass      LLVM 19 add-expect-pass.ll", "fixed     LLVM 19 add-fixed.ll", "fixed     LLVM 19 add-open.ll",
			"add-open.ll         fixed (new)", "recorded: " + filepath.Join(cdir, "add-open.ll") + " (state: 19.1.7 fixed; status: open)"}},
		{"real LLVM 19 again", []string{"--llvm", "19"}, exitOK, []string{"add-open.ll         fixed\n", "3 cases x LLVM 19.1.7: 2 fixed, 1 pass\n"}},
		{"fake opt", []string{"--llvm-bin", bin}, exitNo, []string{
			"fail      LLVM 19 add-expect-pass.ll  expect-pass/add: ir-miscompile",
			"regressed LLVM 19 add-fixed.ll  ir-miscompile/add-became-sub: was fixed (recorded fixed on 19.1.7; fixed-in: 19; status: fixed (found on 19.1.7))",
			"regressed LLVM 19 add-open.ll  ir-miscompile/add-open: was fixed (recorded fixed on 19.1.7), reproduces again: return value differs",
			"add-open.ll         regressed (was fixed)", "2 regressed, 1 fail"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runCmd(append([]string{"corpus", "check", cdir}, tc.args...)...)
			if code != tc.code {
				t.Errorf("exit %d, want %d", code, tc.code)
			}
			for _, w := range tc.want {
				if !strings.Contains(stdout+stderr, w) {
					t.Errorf("no %q in the output", w)
				}
			}
			if t.Failed() {
				t.Logf("stdout:\n%s\nstderr:\n%s", stdout, stderr)
			}
		})
	}
}
