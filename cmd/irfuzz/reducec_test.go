package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/campaign/csmith"
	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/faketools"
	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/internal/testkit"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// TestInterestingC: the hidden test behind reduce --c exits 0 on the
// finding's own C program, 1 on a candidate with a signed overflow (which
// the faulty opt still "miscompiles") and 2 on bad usage; reduce --c
// refuses a finding that is not a whole program.
func TestInterestingC(t *testing.T) {
	realBin := llvmbin.Dir(19)
	if err := faketools.Available(realBin); err != nil {
		t.Skip(err)
	}
	clang, err := csmith.FindClang(19)
	if err != nil {
		t.Skip(err)
	}
	fake, err := faketools.Write(filepath.Join(t.TempDir(), "bin"), realBin, faketools.OptSed("", `s/add nsw i32/sub nsw i32/`), "")
	if err != nil {
		t.Fatal(err)
	}
	const prog = "#include <stdio.h>\nint g = 5;\nint main(void) {\n  printf(\"%d\\n\", g + 1);\n  return 0;\n}\n"
	overflow := strings.Replace(prog, "g + 1", "g * 1000000000 + 1", 1)
	dir := t.TempDir()
	in, out := filepath.Join(dir, "prog.c"), filepath.Join(dir, "prog.ll")
	bad := filepath.Join(dir, "overflow.c")
	if err := os.WriteFile(in, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte(overflow), 0o644); err != nil {
		t.Fatal(err)
	}
	argv := csmith.LowerArgv(clang, in, out)
	if r := native.Run(context.Background(), native.Limits{Timeout: time.Minute}, dir, argv...); !r.OK() {
		t.Fatalf("clang: %s", r.Describe())
	}
	text, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	cfg := testkit.OracleConfig(t, fake)
	cfg.Targets = nil
	o := testkit.Oracle(t, cfg)
	res, err := o.CheckProgram(context.Background(), testkit.Parse(t, string(text)), oracle.Origin{Seed: 1, What: "csmith test; " + strings.Join(argv, " "), Text: text, Files: map[string][]byte{"prog.c": []byte(prog)}}, nil)
	if err != nil || len(res.Findings) == 0 || res.Findings[0].Dir == "" {
		t.Fatalf("CheckProgram: %v, %d findings", err, len(res.Findings))
	}
	fdir := res.Findings[0].Dir
	crash := filepath.Join(t.TempDir(), "crash")
	if err := finding.Write(crash, &finding.Finding{Kind: finding.KindCrash, Signature: "crash/opt/x", Tool: "opt", Pipeline: "O2", LLVM: "19.1.7",
		Files: map[string][]byte{"source.ll": []byte("define void @f() {\n  ret void\n}\n")}}); err != nil {
		t.Fatal(err)
	}
	tools := []string{"--llvm-bin", fake.Dir, "--clang", clang}
	for _, tt := range []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"the finding's program", append([]string{interestingC, fdir, filepath.Join(fdir, "prog.c")}, tools...), exitOK, "interesting"},
		{"signed overflow", append([]string{interestingC, fdir, bad}, tools...), exitNo, "undefined behaviour"},
		{"one argument", []string{interestingC, fdir}, exitUsage, "usage"},
		{"no finding", append([]string{interestingC, dir, bad}, tools...), exitUsage, "finding.json"},
		{"reduce --c, not a program", []string{"reduce", "--c", "--llvm-bin", fake.Dir, "--clang", clang, crash}, exitUsage, "not a whole-program finding"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCmd(tt.args...)
			if code != tt.code || !strings.Contains(stderr, tt.stderr) {
				t.Errorf("exit %d, stderr %q; want %d, %q", code, stderr, tt.code, tt.stderr)
			}
		})
	}
}
