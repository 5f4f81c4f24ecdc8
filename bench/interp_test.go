package bench

import (
	"context"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/ir"
)

// countLoop returns 300 (44 mod 256) after 10 iterations: 1 br + 10*3 + 1 ret
// = 32 instructions (phis are not counted).
const countLoop = `define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 30
  %done = icmp eq i32 %i.next, 300
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %i.next
}
`

func needLLI(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("lli-19"); err != nil {
		t.Skip("lli-19 not installed")
	}
}

func TestInterpPrograms(t *testing.T) {
	ps, err := InterpPrograms()
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, p := range ps {
		have[p.Name] = true
		m, err := ir.Parse(p.Name+".ll", p.Src)
		if err != nil {
			t.Errorf("%s: %v", p.Name, err)
			continue
		}
		if err := ir.Verify(m); err != nil {
			t.Errorf("%s: %v", p.Name, err)
		}
		if f := m.Func("main"); f == nil || f.IsDeclaration() || len(f.Params) != 0 {
			t.Errorf("%s: no definition of i32 @main()", p.Name)
		}
	}
	// The acceptance set: integer arithmetic, memory traffic, calls, floating point.
	for _, want := range []string{"intarith", "memory", "calls", "float"} {
		if !have[want] {
			t.Errorf("built-in programs lack %q (have %v)", want, have)
		}
	}
}

func TestRunInterp(t *testing.T) {
	needLLI(t)
	cfg := InterpConfig{Reps: 1, Programs: []InterpProgram{{Name: "count", Src: []byte(countLoop)}}}
	res, err := RunInterp(context.Background(), cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Rows) != 1 {
		t.Fatalf("got %d rows, want 1", len(res.Rows))
	}
	row := res.Rows[0]
	if row.Steps != 32 || row.Result != 300 || row.LLIExit != 44 || !row.Agree() {
		t.Errorf("row = steps %d, result %d, lli exit %d; want 32, 300, 44", row.Steps, row.Result, row.LLIExit)
	}
	if len(res.Startup.Times) < 7 || len(row.Irfuzz.Times) != 1 || len(row.LLI.Times) != 1 {
		t.Errorf("timings: start-up %d, irfuzz %d, lli %d runs", len(res.Startup.Times), len(row.Irfuzz.Times), len(row.LLI.Times))
	}
	if bad := res.Mismatches(); len(bad) != 0 {
		t.Errorf("Mismatches() = %v, want none", bad)
	}
	var b strings.Builder
	if err := res.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "count") || strings.Contains(b.String(), "MISMATCH") {
		t.Errorf("table:\n%s", b.String())
	}
}

func TestRunInterpErrors(t *testing.T) {
	needLLI(t)
	prog := func(src string) []InterpProgram { return []InterpProgram{{Name: "p", Src: []byte(src)}} }
	tests := []struct {
		name string
		cfg  InterpConfig
		want string
	}{
		{"zero reps", InterpConfig{Reps: 0}, "must be positive"},
		{"missing tool", InterpConfig{Reps: 1, LLI: "no-such-lli"}, "missing tool no-such-lli"},
		{"empty list", InterpConfig{Reps: 1, Programs: []InterpProgram{}}, "no programs"},
		{"parse error", InterpConfig{Reps: 1, Programs: prog("define i32 @main( {")}, "p:"},
		{"no main", InterpConfig{Reps: 1, Programs: prog("define i32 @f() {\n  ret i32 0\n}\n")}, "i32 @main()"},
		{"UB", InterpConfig{Reps: 1, Programs: prog("define i32 @main() {\n  %d = udiv i32 1, 0\n  ret i32 %d\n}\n")}, "did not return"},
		{"poison", InterpConfig{Reps: 1, Programs: prog("define i32 @main() {\n  ret i32 poison\n}\n")}, "did not return a defined value"},
	}
	for _, tt := range tests {
		_, err := RunInterp(context.Background(), tt.cfg, nil)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: RunInterp error = %v, want one containing %q", tt.name, err, tt.want)
		}
	}
}

func TestInterpTable(t *testing.T) {
	r := &InterpResult{
		Config:  InterpConfig{Reps: 3, LLI: "lli-19"},
		Startup: Timing{Times: ms(10, 10, 10), CPU: ms(8, 8, 8)},
		Rows: []InterpRow{
			// 10^8 instructions: irfuzz 250 ms = 400 Minstr/s; lli 1010 ms, 1000 net = 100 Minstr/s.
			{Name: "fast", Steps: 1e8, Result: 300, LLIExit: 44,
				Irfuzz: Timing{Times: ms(250, 240, 260), CPU: ms(200, 200, 200)},
				LLI:    Timing{Times: ms(1010, 1010, 1010), CPU: ms(808, 808, 808)}},
			// irfuzz 500 ms: 2x lli net; and a wrong result.
			{Name: "slow", Steps: 1e8, Result: -1, LLIExit: 254,
				Irfuzz: Timing{Times: ms(500), CPU: ms(400)},
				LLI:    Timing{Times: ms(1010), CPU: ms(808)}},
		},
	}
	approx := func(name string, got, want float64) {
		t.Helper()
		if got < want*0.999 || got > want*1.001 {
			t.Errorf("%s = %v, want %v", name, got, want)
		}
	}
	approx("IrfuzzRate", r.Rows[0].IrfuzzRate(), 4e8)
	approx("LLINetRate", r.Rows[0].LLINetRate(r.Startup.Median()), 1e8)
	approx("Ratio(0)", r.Ratio(0), 4)
	approx("RawRatio(0)", r.RawRatio(0), 4.04)
	approx("CPURatio(0)", r.CPURatio(0), 4)
	approx("Ratio(1)", r.Ratio(1), 2)
	if got := r.BelowFloor(3); len(got) != 1 || !strings.HasPrefix(got[0], "slow:") {
		t.Errorf("BelowFloor(3) = %v, want [slow: ...]", got)
	}
	if got := r.Mismatches(); len(got) != 1 || !strings.Contains(got[0], "slow: irfuzz returned -1 (255 mod 256), lli exited with 254") {
		t.Errorf("Mismatches() = %q", got)
	}
	var b strings.Builder
	if err := r.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"100000000", "400.00", "100.00", "4.00x", "4.04x", "2.00x", "RESULT MISMATCH", "start-up (empty main) 10.0 ms"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, b.String())
		}
	}
}

func TestInstrRate(t *testing.T) {
	if got := instrRate(100, 0); got != 0 {
		t.Errorf("instrRate(100, 0) = %v, want 0", got)
	}
	if got := instrRate(100, -time.Second); got != 0 {
		t.Errorf("instrRate(100, -1s) = %v, want 0", got)
	}
	if got := instrRate(100, 2*time.Second); got != 50 {
		t.Errorf("instrRate(100, 2s) = %v, want 50", got)
	}
}
