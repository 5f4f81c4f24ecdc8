package bench

import (
	"context"
	"strings"
	"testing"
	"time"
)

func ms(v ...int) []time.Duration {
	out := make([]time.Duration, len(v))
	for i, x := range v {
		out[i] = time.Duration(x) * time.Millisecond
	}
	return out
}

func TestMedian(t *testing.T) {
	tests := []struct {
		times []time.Duration
		want  time.Duration
	}{
		{nil, 0},
		{ms(5), 5 * time.Millisecond},
		{ms(9, 1, 5), 5 * time.Millisecond},
		{ms(4, 1, 3, 2), 2500 * time.Microsecond},
	}
	for _, tt := range tests {
		if got := (Timing{Times: tt.times}).Median(); got != tt.want {
			t.Errorf("Median(%v) = %v, want %v", tt.times, got, tt.want)
		}
	}
}

func TestTable(t *testing.T) {
	r := &ParseResult{
		Config:    ParseConfig{Size: 50000, Seed: 1, Reps: 3},
		Bytes:     3_000_000,
		Lines:     60000,
		Irfuzz:    Timing{Tool: "irfuzz", Times: ms(50, 60, 40), CPU: ms(40, 40, 40)},        // 60 MB/s
		LLVMAs:    Timing{Tool: "llvm-as", Times: ms(150, 150, 150), CPU: ms(100, 100, 100)}, // 20 MB/s
		LLVMAsNoV: Timing{Tool: "llvm-as -disable-verify", Times: ms(100, 100, 100)},
	}
	if got := r.Ratio(); got < 2.99 || got > 3.01 {
		t.Errorf("Ratio() = %v, want 3", got)
	}
	if got := r.CPURatio(); got != 2.5 {
		t.Errorf("CPURatio() = %v, want 2.5", got)
	}
	var b strings.Builder
	if err := r.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"3.00 MB", "60.0", "20.0", "30.0", "150.0", "ratio irfuzz/llvm-as = 3.00 (by CPU time: 2.50)"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, b.String())
		}
	}
}

func TestRunParseErrors(t *testing.T) {
	tests := []struct {
		name string
		cfg  ParseConfig
		want string
	}{
		{"zero reps", ParseConfig{Size: 10, Reps: 0}, "must be positive"},
		{"missing tool", ParseConfig{Size: 10, Reps: 1, LLVMStress: "no-such-llvm-stress"}, "missing tool no-such-llvm-stress"},
	}
	for _, tt := range tests {
		_, err := RunParse(context.Background(), tt.cfg, nil)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: RunParse error = %v, want one containing %q", tt.name, err, tt.want)
		}
	}
}
