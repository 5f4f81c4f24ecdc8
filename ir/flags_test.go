package ir

import "testing"

// TestFlagTable holds the flag table's round trips: each flag's name
// names it, String spells a set in printing order, and the poison set
// is the Language Reference's poison-generating flags.
func TestFlagTable(t *testing.T) {
	for _, x := range FlagInfos() {
		if got := FlagNamed(x.Name); got != x.Flag {
			t.Errorf("FlagNamed(%q) = %v, want %v", x.Name, got, x.Flag)
		}
		if got := x.Flag.Name(); got != x.Name {
			t.Errorf("%v.Name() = %q, want %q", x.Flag, got, x.Name)
		}
	}
	if got, want := (NSW | NUW | Exact).String(), "nuw nsw exact"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
	if want := NUW | NSW | Exact | Disjoint | NNeg | SameSign | InBounds | NUSW; PoisonFlags != want {
		t.Errorf("PoisonFlags = %v, want %v", PoisonFlags, want)
	}
	if FlagNamed("fast") != 0 || FastMathNamed("fast") != FastAll || FastMathNamed("nuw") != 0 {
		t.Error("fast-math and instruction flag names are mixed up")
	}
}
