package cformat_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/irfuzz/irfuzz/internal/cformatcases"
	"github.com/irfuzz/irfuzz/semantics/cformat"
)

// The conformance test lives in the external test package because
// cformatcases imports cformat.

func init() {
	// FuzzFormat's seeds (cformat_test.go) include the short formats.
	for _, c := range cformatcases.Cases() {
		if len(c.Format) < 40 {
			cformat.ConformanceFormats = append(cformat.ConformanceFormats, c.Format)
		}
	}
}

// hostOutputs runs all cases through the host's printf, returning each
// case's output.
func hostOutputs(t *testing.T, cs []cformatcases.Case) [][]byte {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	dir := t.TempDir()
	cfile := filepath.Join(dir, "cases.c")
	bin := filepath.Join(dir, "cases")
	if err := os.WriteFile(cfile, []byte(cformatcases.CProgram(cs)), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(gcc, "-O0", "-fno-builtin", "-w", "-o", bin, cfile).CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(bin)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("running the C cases: %v\n%s", err, stderr.Bytes())
	}
	outs, err := cformatcases.Split(stdout.Bytes(), stderr.Bytes(), len(cs))
	if err != nil {
		t.Fatalf("the C cases' output: %v", err)
	}
	return outs
}

func TestConformance(t *testing.T) {
	cs := cformatcases.Cases()
	want := hostOutputs(t, cs)
	bad := 0
	for i, c := range cs {
		args := cformat.NewArgList(c.Args...)
		got, err := cformat.Format([]byte(c.Format), args)
		if err != nil {
			t.Errorf("%v: error %v; glibc prints %q", c, err, want[i])
			bad++
			continue
		}
		if args.Used() != len(c.Args) {
			t.Errorf("%v: used %d arguments", c, args.Used())
		}
		if !bytes.Equal(got, want[i]) {
			t.Errorf("%v:\n got %q\nwant %q", c, got, want[i])
			bad++
		}
	}
	t.Logf("%d cases, %d mismatches", len(cs), bad)
}
