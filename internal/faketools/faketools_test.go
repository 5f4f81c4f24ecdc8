package faketools

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/internal/llvmbin"
)

var realBin = llvmbin.Dir(19)

// module is the tiny module every case runs its fake tool on.
const module = `define i32 @f(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
`

// TestWrite writes a fake toolchain per case, checks that --version went
// through to the real LLVM 19 (FromDir's Major), runs the fake tool on
// module and looks at what it wrote.
func TestWrite(t *testing.T) {
	if err := Available(realBin); err != nil {
		t.Skip(err)
	}
	tests := []struct {
		name       string
		opt, llc   string // bodies
		llcInput   string // "": run opt on m.ll; else run llc -O2 on this file
		want, not  string // in the output
		wantFailed bool   // the tool fails
	}{
		{name: "pass through", want: "add i32 %x, 1", not: "sub i32"},
		{name: "opt sed", opt: OptSed("", "s/add i32/sub i32/"), want: "sub i32 %x, 1", not: "add i32"},
		{name: "opt sed, condition false", opt: OptSed(`grep -q 'udiv' "$in"`, "s/add i32/sub i32/"), want: "add i32 %x, 1", not: "sub i32"},
		{name: "opt sed, below the bisect limit", opt: OptSed(`[ "$limit" -ge 1000000000 ]`, "s/add i32/sub i32/"), want: "add i32 %x, 1", not: "sub i32"},
		{name: "opt crash", opt: OptCrash("add i32"), wantFailed: true},
		{name: "opt crash, no match", opt: OptCrash("udiv"), want: "add i32 %x, 1"},
		{name: "llc sed", llc: LlcSed("s/add i32 %x, 1$/add i32 %x, 12345/"), llcInput: "m.ll", want: "12345"},
		{name: "llc sed spares the harness", llc: LlcSed("s/add i32 %x, 1$/add i32 %x, 12345/"), llcInput: "harness.ll", not: "12345"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			tools, err := Write(filepath.Join(dir, "bin"), realBin, tc.opt, tc.llc)
			if err != nil {
				t.Fatal(err)
			}
			if tools.Major != 19 {
				t.Fatalf("fake toolchain is LLVM %d, want 19", tools.Major)
			}
			in, out := filepath.Join(dir, "m.ll"), filepath.Join(dir, "out")
			argv := []string{tools.Opt, "-passes=default<O0>", "-S", in, "-o", out, "-opt-bisect-limit=5"}
			if tc.llcInput != "" {
				in = filepath.Join(dir, tc.llcInput)
				argv = []string{tools.Llc, "-O2", "-mtriple=x86_64-linux-gnu", in, "-o", out}
			}
			if err := os.WriteFile(in, []byte(module), 0o644); err != nil {
				t.Fatal(err)
			}
			msg, err := exec.Command(argv[0], argv[1:]...).CombinedOutput()
			if tc.wantFailed {
				if err == nil || !strings.Contains(string(msg), "LLVM ERROR: fake crash") {
					t.Errorf("%s: %v, want a fake crash\n%s", tc.name, err, msg)
				}
				return
			}
			if err != nil {
				t.Fatalf("%v\n%s", err, msg)
			}
			got, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(got), tc.want) || tc.not != "" && strings.Contains(string(got), tc.not) {
				t.Errorf("output lacks %q or has %q:\n%s", tc.want, tc.not, got)
			}
		})
	}
}
