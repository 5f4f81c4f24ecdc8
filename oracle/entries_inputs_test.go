package oracle

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics"
)

// TestEntriesWithoutUndefPoison checks that Config.NoUndefInput and
// NoPoisonInput reach the inputs the oracle samples for a test function
// (what irfuzz check judges at the IR level): without them some argument
// is undef and some poison, and some argument object holds undef; with
// them none does.
func TestEntriesWithoutUndefPoison(t *testing.T) {
	t.Parallel()
	m, err := ir.Parse("t.ll", []byte(`define i8 @f(i8 %x, ptr %p) {
  %l = load i8, ptr %p
  %r = add i8 %l, %x
  ret i8 %r
}
`))
	if err != nil {
		t.Fatal(err)
	}
	p, err := semantics.Load(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ noUndef, noPoison bool }{{false, false}, {true, false}, {false, true}, {true, true}} {
		cfg := Config{Inputs: 200, NoUndefInput: tc.noUndef, NoPoisonInput: tc.noPoison}.withDefaults()
		es, _ := buildEntries(p, &cfg, 1)
		if len(es) != 1 {
			t.Fatalf("%d entries, want 1", len(es))
		}
		undef, poison := 0, 0
		for _, in := range es[0].inputs {
			if in[0].Poison {
				poison++
			}
			if in[0].Undef != 0 {
				undef++
			}
			if obj, _ := in[1].ArgObjectOf(); obj != nil {
				for _, b := range obj.Bytes {
					if b.Undef != 0 {
						undef++
					}
					if b.Poison != 0 {
						poison++
					}
				}
			}
		}
		if tc.noUndef != (undef == 0) || tc.noPoison != (poison == 0) {
			t.Errorf("NoUndefInput %v, NoPoisonInput %v: %d undef and %d poison arguments or bytes among %d inputs", tc.noUndef, tc.noPoison, undef, poison, len(es[0].inputs))
		}
	}
}
