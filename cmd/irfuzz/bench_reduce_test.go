package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/bench"
	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/llvmbin"
)

// TestBenchReduceLLVMReduce runs a tiny reduce benchmark end to end: one
// crafted miscompile, reduced by irfuzz and by llvm-reduce with `irfuzz
// check` as its test, and checks the table. The irfuzz of llvm-reduce's
// test script is this test binary (selfScript), not a `go build` of it;
// bench's TestRunReduceSmall reduces with irfuzz alone. One finding, not
// two: the second crafted bug (icmp slt->sle) shows on none of its eight
// seeds, so a second row cost those eight checks, then the llc bug's
// seeds, its irfuzz reduction (51 s of the test's 128 s on the loaded
// machine) and another llvm-reduce time limit, through the same code.
func TestBenchReduceLLVMReduce(t *testing.T) {
	if testing.Short() {
		t.Skip("runs llvm-reduce, which runs irfuzz check on each candidate")
	}
	t.Parallel()
	needLLVM19(t)
	if _, err := os.Stat(llvmbin.Tool(19, "llvm-reduce")); err != nil {
		t.Skipf("no llvm-reduce 19: %v", err)
	}
	cfg := bench.ReduceConfig{Jobs: 2, Crafted: 1, LLVMReduceTimeout: 10 * time.Second, Irfuzz: selfScript(t)}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	res, err := bench.RunReduce(ctx, cfg)
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
		if !row.LLVM.Ran {
			t.Errorf("row %d: llvm-reduce did not run", i)
		}
	}
	if fl := res.Floors(); fl.Good != cfg.Crafted {
		t.Errorf("floors %+v: want every irfuzz result UB-free and reproducing", fl)
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
