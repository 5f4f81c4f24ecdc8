package campaign

import (
	"testing"

	"github.com/irfuzz/irfuzz/native"
)

// TestMatrix: the sample gives each module width distinct targets, the
// default targets twice as often as the others, and visits every target
// within the first few modules, the same for the same module index.
func TestMatrix(t *testing.T) {
	var all []*native.Target
	for _, n := range []string{"x86_64", "aarch64", "aarch64-gisel", "riscv64", "s390x", "ppc64le", "hexagon"} {
		tg, err := native.LookupTarget(n)
		if err != nil {
			t.Skip(err)
		}
		all = append(all, tg)
	}
	mx, err := newMatrix(&Config{}, all)
	if err != nil || mx == nil {
		t.Fatalf("newMatrix: %v, %v", mx, err)
	}
	if len(mx.cycle) != 3*2+4 {
		t.Fatalf("cycle of %d, want 10", len(mx.cycle))
	}
	seen := map[string]int{}
	firstAll := -1
	for k := range int64(100) {
		ts := mx.targets(k)
		cost := 0
		for _, tg := range ts {
			cost += slotCost(tg)
		}
		if cost > 9 || cost < 7 {
			t.Fatalf("module %d: targets %v cost %d of 9", k, ts, cost)
		}
		names := map[string]bool{}
		for _, tg := range ts {
			if names[tg.Name] {
				t.Fatalf("module %d: %s twice", k, tg.Name)
			}
			names[tg.Name] = true
			seen[tg.Name]++
		}
		if firstAll < 0 && len(seen) == len(all) {
			firstAll = int(k)
		}
		if again := mx.targets(k); len(again) != len(ts) || again[0] != ts[0] {
			t.Fatalf("module %d: another sample the second time", k)
		}
	}
	if firstAll < 0 || firstAll > 4 {
		t.Errorf("every target first covered by module %d", firstAll)
	}
	if seen["x86_64"] < seen["riscv64"]*3/2 {
		t.Errorf("x86_64 in %d modules, riscv64 in %d: the default targets are not weighted", seen["x86_64"], seen["riscv64"])
	}
	for _, tg := range all {
		if seen[tg.Name] < 20 {
			t.Errorf("%s in %d of 100 modules", tg.Name, seen[tg.Name])
		}
	}
	if full, _ := newMatrix(&Config{Matrix: MatrixFull}, all); full != nil {
		t.Error("--matrix full samples")
	}
	if _, err := newMatrix(&Config{Matrix: "bogus"}, all); err == nil {
		t.Error("an unknown matrix is accepted")
	}
}

// TestMatrixSteadyRate: over the whole target table, and over the targets
// LLVM 14 has (no loongarch64 or bpf), every target comes up at its
// weighted rate: compile-only targets, which cost less, must not crowd
// out the runnable ones (an LLVM 14 campaign built 24 of 28 modules for
// x86_64 and five compile-only targets, and one for each other target).
func TestMatrixSteadyRate(t *testing.T) {
	llvm14 := func(tg *native.Target) bool { return tg.Name != "loongarch64" && tg.Name != "bpf" }
	for _, tc := range []struct {
		name string
		keep func(*native.Target) bool
	}{
		{"all", func(*native.Target) bool { return true }},
		{"llvm14", llvm14},
		{"runnable", func(tg *native.Target) bool { return tg.Runnable() }},
	} {
		var ts []*native.Target
		for _, tg := range native.Targets {
			if tc.keep(tg) {
				ts = append(ts, tg)
			}
		}
		mx, err := newMatrix(&Config{}, ts)
		if err != nil || mx == nil {
			t.Fatalf("%s: newMatrix: %v, %v", tc.name, mx, err)
		}
		visits := map[*native.Target]int{}
		const modules = 300
		for k := range int64(modules) {
			for _, tg := range mx.targets(k) {
				visits[tg]++
			}
		}
		lo, hi := 1e9, 0.0
		for _, tg := range ts {
			rate := float64(visits[tg]) / float64(targetWeight(tg))
			lo, hi = min(lo, rate), max(hi, rate)
		}
		if lo == 0 || hi/lo > 1.5 {
			t.Errorf("%s: visits per unit of weight range from %.0f to %.0f over %d modules", tc.name, lo, hi, modules)
		}
	}
}

func TestWithoutCounts(t *testing.T) {
	got := withoutCounts("no test function is judged there: i686 does not judge floating point: x87 (@f.1 and 3 more); it needs a process per call (@g_2)")
	if want := "no test function is judged there: i686 does not judge floating point: x87; it needs a process per call"; got != want {
		t.Errorf("withoutCounts = %q, want %q", got, want)
	}
}
