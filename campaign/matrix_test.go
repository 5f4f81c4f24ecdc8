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
