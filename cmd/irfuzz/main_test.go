package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// runCmd runs the CLI in-process and returns its exit code and output.
func runCmd(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestRun(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		wantCode   int
		wantStdout string // substring; "" means stdout must be empty
		wantStderr string // substring; "" means stderr must be empty
	}{
		{"no args", nil, 2, "", "usage: irfuzz"},
		{"help", []string{"help"}, 0, "usage: irfuzz", ""},
		{"--help", []string{"--help"}, 0, "commands:", ""},
		{"help fmt", []string{"help", "fmt"}, 0, "irfuzz fmt FILE.ll [-o OUT]", ""},
		{"help unknown", []string{"help", "frobnicate"}, 2, "", `unknown command "frobnicate"`},
		{"unknown command", []string{"frobnicate"}, 2, "", `unknown command "frobnicate"`},
		{"fmt -h", []string{"fmt", "-h"}, 0, "usage: irfuzz fmt", ""},
		{"fmt unknown flag", []string{"fmt", "--frob", "testdata/good.ll"}, 2, "", "flag provided but not defined: -frob"},
		{"fmt no file", []string{"fmt"}, 2, "", "missing argument"},
		{"fmt two files", []string{"fmt", "testdata/good.ll", "testdata/good.ll"}, 2, "", "unexpected argument"},
		{"fmt missing file", []string{"fmt", "testdata/no-such.ll"}, 2, "", "no-such.ll: no such file"},
		{"fmt directory", []string{"fmt", "testdata"}, 2, "", "testdata"},
		{"fmt syntax error", []string{"fmt", "testdata/syntax.ll"}, 2, "", "testdata/syntax.ll:4:3: "},
		{"fmt good", []string{"fmt", "testdata/good.ll"}, 0, "define i32 @add(i32 %a, i32 %b)", ""},
		{"fmt after --", []string{"fmt", "--", "testdata/good.ll"}, 0, "define i32 @add", ""},
		{"fmt -- keeps flags literal", []string{"fmt", "--", "-o"}, 2, "", "open -o"},
		{"verify good", []string{"verify", "testdata/good.ll"}, 0, "ok\n", ""},
		{"verify unknown flag", []string{"verify", "-x", "testdata/good.ll"}, 2, "", "flag provided but not defined"},
		{"verify syntax error", []string{"verify", "testdata/syntax.ll"}, 2, "", "testdata/syntax.ll:4:3: "},
		{"verify missing file", []string{"verify", "testdata/no-such.ll"}, 2, "", "no such file"},
		{"verify rejects", []string{"verify", "testdata/unverifiable.ll"}, 1, "dominate", ""},
		{"fmt unknown attribute", []string{"fmt", "testdata/unknown-attr.ll"}, 0, "nounwind newattr", "testdata/unknown-attr.ll:2:28: unknown attribute 'newattr' kept as written (warning)"},
		{"bench no benchmark", []string{"bench"}, 2, "", "usage: irfuzz bench parse"},
		{"bench unknown", []string{"bench", "nosuch"}, 2, "", `unknown benchmark "nosuch"`},
		{"bench bad flag", []string{"bench", "parse", "--frob"}, 2, "", "flag provided but not defined"},
		{"bench bad reps", []string{"bench", "parse", "--reps", "0"}, 2, "", "must be positive"},
		{"bench extra arg", []string{"bench", "parse", "x"}, 2, "", "unexpected argument"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runCmd(tt.args...)
			if code != tt.wantCode {
				t.Errorf("exit code %d, want %d\nstdout: %s\nstderr: %s", code, tt.wantCode, stdout, stderr)
			}
			checkOutput(t, "stdout", stdout, tt.wantStdout)
			checkOutput(t, "stderr", stderr, tt.wantStderr)
		})
	}
}

// checkOutput fails unless got contains want, or is empty when want is "".
func checkOutput(t *testing.T, what, got, want string) {
	t.Helper()
	if want == "" {
		if got != "" {
			t.Errorf("%s = %q, want it empty", what, got)
		}
		return
	}
	if !strings.Contains(got, want) {
		t.Errorf("%s = %q, want it to contain %q", what, got, want)
	}
}

// TestFmtOutput checks -o (before or after the file) writes what stdout
// would show, that the output parses again, and that printing is stable.
func TestFmtOutput(t *testing.T) {
	code, want, stderr := runCmd("fmt", "testdata/good.ll")
	if code != 0 {
		t.Fatalf("fmt: exit %d: %s", code, stderr)
	}
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.ll"), filepath.Join(dir, "b.ll")
	for _, tt := range []struct {
		args []string
		out  string
	}{
		{[]string{"fmt", "testdata/good.ll", "-o", a}, a},
		{[]string{"fmt", "-o", b, "testdata/good.ll"}, b},
	} {
		args := tt.args
		code, stdout, stderr := runCmd(args...)
		if code != 0 || stdout != "" || stderr != "" {
			t.Fatalf("%v: exit %d, stdout %q, stderr %q", args, code, stdout, stderr)
		}
		got, err := os.ReadFile(tt.out)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != want {
			t.Errorf("%v wrote\n%s\nwant (as on stdout)\n%s", args, got, want)
		}
	}
	if _, err := ir.Parse("printed.ll", []byte(want)); err != nil {
		t.Fatalf("fmt output does not parse: %v\n%s", err, want)
	}
	code, again, stderr := runCmd("fmt", a)
	if code != 0 || again != want {
		t.Errorf("fmt of fmt output differs (exit %d, stderr %q):\n%s\nwant\n%s", code, stderr, again, want)
	}
}

func TestFmtUnwritableOutput(t *testing.T) {
	out := filepath.Join(t.TempDir(), "no-such-dir", "out.ll")
	code, _, stderr := runCmd("fmt", "testdata/good.ll", "-o", out)
	if code != 2 || !strings.Contains(stderr, "no-such-dir") {
		t.Errorf("exit %d, stderr %q; want 2 and an error naming the path", code, stderr)
	}
}

// TestBenchParseSmall runs the real benchmark on a tiny module, when LLVM 19
// is installed, to check the wiring and the table.
func TestBenchParseSmall(t *testing.T) {
	for _, tool := range []string{"llvm-stress-19", "llvm-as-19"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed (scripts/deps.sh installs it)", tool)
		}
	}
	code, stdout, stderr := runCmd("bench", "parse", "--size", "200", "--seed", "3", "--reps", "1")
	if code != 0 {
		t.Fatalf("exit %d\nstdout: %s\nstderr: %s", code, stdout, stderr)
	}
	for _, want := range []string{"llvm-stress -size=200 -seed=3", "irfuzz (ir.Parse, in-process)", "llvm-as-19 FILE -o /dev/null", "ratio irfuzz/llvm-as = "} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, stdout)
		}
	}
}

// TestExecAndRefine runs the two semantics commands on small files.
func TestExecAndRefine(t *testing.T) {
	dir := t.TempDir()
	file := func(name, text string) string { return writeFile(t, dir, name, text, 0o644) }
	div := file("div.ll", "define i32 @f(i32 %a, i32 %b) {\nentry:\n  %q = sdiv i32 %a, %b\n  ret i32 %q\n}\n")
	pair := file("pair.ll", "define i8 @src(i8 %x) {\n  %a = add nsw i8 %x, 1\n  ret i8 %a\n}\ndefine i8 @tgt(i8 %x) {\n  %a = add i8 %x, 1\n  ret i8 %a\n}\n")
	bad := file("bad.ll", "define i8 @src(i8 %x) {\n  %a = add i8 %x, 1\n  ret i8 %a\n}\ndefine i8 @tgt(i8 %x) {\n  %a = add nsw i8 %x, 1\n  ret i8 %a\n}\n")
	// Two pointers into one object: the load through the second sees the
	// byte before the store through the first, which changes the object.
	mem := file("mem.ll", "define i8 @f(ptr %p, ptr %q) {\n  %v = load i8, ptr %q\n  store i8 7, ptr %q\n  ret i8 %v\n}\n")
	tests := []struct {
		name string
		args []string
		code int
		out  string
	}{
		{"exec value", []string{"exec", div, "7", "-2"}, 0, "i32 -3\n"},
		{"exec ub", []string{"exec", div, "7", "0"}, 1, "UB: division by zero at @f %entry %q\n"},
		{"exec poison arg", []string{"exec", div, "poison", "1"}, 0, "i32 poison\n"},
		{"exec bad arg", []string{"exec", div, "x", "1"}, 2, ""},
		{"refine correct", []string{"refine", pair}, 0, "correct\n"},
		{"refine incorrect", []string{"refine", bad}, 1, "incorrect: return value differs\n  input:  i8 127\n"},
		{"refine two files", []string{"refine", bad, pair}, 1, "@src -> @src: incorrect"},
		{"exec argument objects", []string{"exec", mem, "-f", "f", "[4 x i8] <01 02 03 04> align 4", "&0+2"}, 0, "i8 3\n  %arg0 = [4 x i8] <01 02 07 04>\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(tc.args, &stdout, &stderr)
			if code != tc.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tc.code, stderr.String())
			}
			if !strings.HasPrefix(stdout.String(), tc.out) {
				t.Errorf("stdout %q, want prefix %q", stdout.String(), tc.out)
			}
		})
	}
}
