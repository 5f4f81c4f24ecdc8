package bench

import (
	"context"
	"os/exec"
	"strings"
	"testing"
)

func TestGenTable(t *testing.T) {
	r := &GenResult{
		Config: GenConfig{Modules: 10, Reps: 3}, Instrs: 1000, StressSize: 1000, StressInstrs: 500,
		Irfuzz: Timing{Tool: "irfuzz", Times: ms(10, 10, 10)},      // 100000/s
		Stress: Timing{Tool: "llvm-stress", Times: ms(25, 25, 25)}, // 20000/s
	}
	if got := r.Ratio(); got < 4.99 || got > 5.01 {
		t.Errorf("Ratio() = %v, want 5", got)
	}
	var b strings.Builder
	if err := r.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"100000", "20000", "ratio irfuzz/llvm-stress = 5.00"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, b.String())
		}
	}
}

func TestRunGenErrors(t *testing.T) {
	tests := []struct {
		name string
		cfg  GenConfig
		want string
	}{
		{"zero modules", GenConfig{Modules: 0, Reps: 1}, "must be positive"},
		{"bad llvm", GenConfig{Modules: 1, Reps: 1, LLVM: 12}, "LLVM 12 is not a release irfuzz supports"},
		{"missing tool", GenConfig{Modules: 1, Reps: 1, LLVMStress: "no-such-llvm-stress"}, "missing tool no-such-llvm-stress"},
	}
	for _, tt := range tests {
		_, err := RunGen(context.Background(), tt.cfg, nil)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: RunGen error = %v, want one containing %q", tt.name, err, tt.want)
		}
	}
}

func TestRunGen(t *testing.T) {
	if _, err := exec.LookPath("llvm-stress-19"); err != nil {
		t.Skipf("llvm-stress-19 not installed: %v", err)
	}
	r, err := RunGen(context.Background(), GenConfig{Modules: 5, Seed: 1, Reps: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.Instrs == 0 || r.StressInstrs == 0 || r.IrfuzzRate() <= 0 || r.StressRate() <= 0 {
		t.Errorf("empty measurement: %+v", r)
	}
}
