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

// TestRunReduceSmall runs a tiny reduce benchmark end to end: two crafted
// miscompiles, reduced by irfuzz and (when installed) by llvm-reduce with
// `irfuzz check` as its test, and checks the table.
func TestRunReduceSmall(t *testing.T) {
	t.Parallel()
	if _, err := os.Stat(filepath.Join(llvm19Bin, "opt")); err != nil {
		t.Skipf("no LLVM 19: %v", err)
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	cfg := ReduceConfig{Jobs: 2, Crafted: 2, LLVMReduceTimeout: 10 * time.Second}
	if testing.Short() {
		cfg.Crafted = 1 // -short: one finding, reduced by irfuzz alone
	}
	if _, err := os.Stat(filepath.Join(llvm19Bin, "llvm-reduce")); err != nil || testing.Short() {
		cfg.SkipLLVMReduce = true
	} else {
		cfg.Irfuzz = filepath.Join(t.TempDir(), "irfuzz")
		out, err := exec.Command("go", "build", "-o", cfg.Irfuzz, "github.com/irfuzz/irfuzz/cmd/irfuzz").CombinedOutput()
		if err != nil {
			t.Fatalf("go build irfuzz: %v\n%s", err, out)
		}
	}
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
		if !cfg.SkipLLVMReduce && !row.LLVM.Ran {
			t.Errorf("row %d: llvm-reduce did not run", i)
		}
	}
	if fl := res.Floors(); fl.Good != cfg.Crafted {
		t.Errorf("floors %+v: want both irfuzz results UB-free and reproducing", fl)
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
