package corpus

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/internal/faketools"
	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/internal/testkit"
	"github.com/irfuzz/irfuzz/oracle"
)

// programSource is a whole program (clang -O0 style) that prints 2.
const programSource = `@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"

@g = global i32 1

declare i32 @printf(ptr, ...)

define i32 @main() {
entry:
  %x = load i32, ptr @g
  %v = add i32 %x, 1
  %n = call i32 (ptr, ...) @printf(ptr @fmt, i32 %v)
  ret i32 0
}
`

// TestProgramCase: a whole-program finding (from a Csmith campaign, say,
// reduced or not) becomes a case without an inputs file; its header says
// program: true and survives Format and Parse; check replays it as a
// program: open while opt turns the add into a sub, fixed with the real
// opt.
func TestProgramCase(t *testing.T) {
	t.Parallel()
	realBin := llvmbin.Dir(19)
	if err := faketools.Available(realBin); err != nil {
		t.Skip(err)
	}
	fake, err := faketools.Write(filepath.Join(t.TempDir(), "bin"), realBin, faketools.OptSed("", "s/add i32/sub i32/"), "")
	if err != nil {
		t.Fatal(err)
	}
	cfg := testkit.OracleConfig(t, fake)
	cfg.Targets = nil
	o := testkit.Oracle(t, cfg)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res, err := o.CheckProgram(ctx, testkit.Parse(t, programSource), oracle.Origin{Seed: 3, What: "corpus_test"}, nil)
	if err != nil || len(res.Findings) == 0 || res.Findings[0].Dir == "" {
		t.Fatalf("CheckProgram: %v, %d findings", err, len(res.Findings))
	}
	c, err := FromFinding(res.Findings[0].Dir)
	if err != nil {
		t.Fatalf("FromFinding: %v", err)
	}
	if !c.Program || len(c.Args) != 0 || c.Function != "main" {
		t.Errorf("case: program %v, args %q, function %q", c.Program, c.Args, c.Function)
	}
	text := string(c.Format())
	if !strings.Contains(text, "; irfuzz: program: true\n") {
		t.Errorf("no program line in the header:\n%s", text)
	}
	back, err := Parse("case.ll", []byte(text))
	if err != nil || !back.Program {
		t.Fatalf("Parse: %v (program %v)", err, back != nil && back.Program)
	}
	if f := back.Finding(); !f.Program || f.Files["inputs"] != nil {
		t.Errorf("Finding: program %v, inputs %q", f.Program, f.Files["inputs"])
	}
	if _, err := Parse("bad.ll", []byte(strings.Replace(text, "program: true", "program: yes", 1))); err == nil || !strings.Contains(err.Error(), "program: want true") {
		t.Errorf("Parse(program: yes): %v", err)
	}
	for _, tc := range []struct {
		name string
		cfg  oracle.Config
		want string
	}{
		{"opt turning add into sub", oracle.Config{Toolchain: fake, WorkDir: t.TempDir()}, StateOpen},
		{"real opt", oracle.Config{Toolchain: testkit.Toolchain(t, 19), WorkDir: t.TempDir()}, StateFixed},
	} {
		rs := Check(ctx, []*Case{back}, tc.cfg, 19, 1)
		if rs[0].State != tc.want {
			t.Errorf("%s: %s (%s), want %s", tc.name, rs[0].State, rs[0].Reason, tc.want)
		}
	}
}
