package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/internal/llvmbin"
)

// TestReduceScript: `irfuzz reduce FILE --test SCRIPT` with a plain shell
// script that greps llc's stderr reduces an LLVM 19 crash and prints a
// module that still crashes it.
func TestReduceScript(t *testing.T) {
	t.Parallel()
	llc := llvmbin.Tool(19, "llc")
	if _, err := os.Stat(llc); err != nil {
		t.Skip("no LLVM 19")
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "crash.ll")
	// llc 19 cannot select fcanonicalize at -O0 on x86-64; the rest is
	// padding for the reducer to remove.
	mod := `define float @f(float %x, i32 %n) {
entry:
  %a = add i32 %n, 7
  %b = mul i32 %a, %a
  %c = sitofp i32 %b to float
  %d = fadd float %c, %x
  %e = call float @llvm.canonicalize.f32(float 0.000000e+00)
  %g = fadd float %d, %e
  ret float %g
}
declare float @llvm.canonicalize.f32(float)
`
	script := filepath.Join(dir, "interesting.sh")
	body := "#!/bin/sh\n" + llc + " -O0 -mtriple=x86_64-unknown-linux-gnu -filetype=obj \"$1\" -o /dev/null 2>&1 | grep -q 'Cannot select'\n"
	if err := os.WriteFile(in, []byte(mod), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "reduced.ll")
	code, stdout, stderr := runCmd("reduce", in, "--test", script, "-o", out, "--jobs", "2")
	if code != exitOK {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(got), "llvm.canonicalize") || strings.Contains(string(got), "mul i32") {
		t.Errorf("reduced module:\n%s", got)
	}
	if !strings.Contains(stderr, "-> ") {
		t.Errorf("no size line on stderr:\n%s", stderr)
	}
	// A script that never says interesting is an error, not a result.
	if err := os.WriteFile(script, []byte("#!/bin/sh\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if code, _, _ := runCmd("reduce", in, "--test", script); code != exitUsage {
		t.Errorf("uninteresting input: exit %d, want %d", code, exitUsage)
	}
}
