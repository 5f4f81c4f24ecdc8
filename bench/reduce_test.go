package bench

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/finding"
)

// TestRunReduceSmall runs a tiny reduce benchmark end to end: a crafted
// miscompile reduced by irfuzz, and checks the table. llvm-reduce, whose
// test script runs irfuzz check, is compared in cmd/irfuzz's
// TestBenchReduceLLVMReduce, where the test binary is irfuzz (no `go
// build`).
func TestRunReduceSmall(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat(filepath.Join(llvm19Bin, "opt")); err != nil {
		t.Skipf("no LLVM 19: %v", err)
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	cfg := ReduceConfig{Jobs: 2, Crafted: 1, SkipLLVMReduce: true}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	res, err := RunReduce(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Rows) != cfg.Crafted {
		t.Fatalf("%d findings, want %d; notes %q", len(res.Rows), cfg.Crafted, res.Notes)
	}
	for i, row := range res.Rows {
		mine := row.Irfuzz
		if row.Kind != finding.KindIR && row.Kind != finding.KindNative {
			t.Errorf("row %d: kind %s", i, row.Kind)
		}
		if mine.Err != "" || mine.Final < 1 || mine.Final >= row.Start || mine.UB != "yes" || !mine.Reproduces {
			t.Errorf("row %d: irfuzz %+v (start %d)", i, mine, row.Start)
		}
	}
	if fl := res.Floors(); fl.Good != cfg.Crafted {
		t.Errorf("floors %+v: want the irfuzz result UB-free and reproducing", fl)
	}
	var b bytes.Buffer
	if err := res.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", b.String())
	for _, want := range []string{"ir-miscompile/unbisected/", "irfuzz final", "UB-free and reproducing", fmt.Sprintf("%d of %d (100%%): holds", cfg.Crafted, cfg.Crafted)} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("table lacks %q", want)
		}
	}
}

// TestSignatureKey checks what llvm-reduce's test looks for.
func TestSignatureKey(t *testing.T) {
	for _, tc := range []struct{ sig, want string }{
		{"ir-miscompile/unbisected/t3@1a2b3c4d", "ir-miscompile/unbisected/t3@"},
		{"native-miscompile/x86_64/unbisected/t1@74e462c6", "native-miscompile/x86_64/unbisected/t1@"},
		{"ir-miscompile/InstCombinePass", "ir-miscompile/InstCombinePass"},
		{"crash/llc/aarch64-gisel/SIGSEGV: in llvm::RegBankSelect::assignInstr(llvm::MachineInstr&)", "crash/llc/aarch64-gisel/SIGSEGV"},
		{"crash/llc/aarch64/LLVM ERROR: Cannot select: fcanonicalize", "crash/llc/aarch64/LLVM ERROR: Cannot select: fcanonicalize"},
	} {
		if got := signatureKey(tc.sig); got != tc.want {
			t.Errorf("signatureKey(%q) = %q, want %q", tc.sig, got, tc.want)
		}
	}
}
