package bench

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/native"
)

// TestRunFuzzSmall runs a tiny fuzz benchmark end to end and checks that
// both runs measured something (wall and processor time) and the table
// prints the figures.
func TestRunFuzzSmall(t *testing.T) {
	if _, err := native.Find(19, ""); err != nil {
		t.Skipf("no LLVM 19: %v", err)
	}
	cfg := FuzzConfig{LLVM: 19, Seed: 5, Modules: 1, Batch: 4, Singles: 2, Targets: []string{"x86_64"}}
	res, err := RunFuzz(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if res.Batched.Tests == 0 || res.Singles.Tests == 0 || res.Singles.Modules != 2 {
		t.Fatalf("batched %+v, singles %+v", res.Batched, res.Singles)
	}
	if res.Batched.ToolTime <= 0 || res.Batched.ToolShare() > 1 {
		t.Errorf("tool time %v, share %.2f", res.Batched.ToolTime, res.Batched.ToolShare())
	}
	var b bytes.Buffer
	if err := res.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	// (The tools' processor time is 0 where the test's run cache
	// replays them.)
	if res.Batched.SelfCPU <= 0 || res.Batched.CPURate() <= 0 {
		t.Errorf("processor time: irfuzz %v, tools %v", res.Batched.SelfCPU, res.Batched.CPUByTool)
	}
	for _, want := range []string{"inside LLVM tools", "batching speedup per test", "llc", "tests per processor second"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, b.String())
		}
	}
}
