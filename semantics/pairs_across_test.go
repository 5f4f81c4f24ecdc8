package semantics

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestPairsAcross checks the pairing of two modules' functions: by name,
// and unnamed ones by their order.
func TestPairsAcross(t *testing.T) {
	tests := []struct {
		name, src, tgt string
		want           []string // the source functions paired, by Ident
	}{
		{"named", "define i8 @f() {\n ret i8 0\n}\ndefine i8 @g() {\n ret i8 0\n}\n",
			"define i8 @g() {\n ret i8 1\n}\n", []string{"@g"}},
		{"unnamed", "define i8 @0() {\n ret i8 0\n}\ndefine i8 @1() {\n ret i8 0\n}\n",
			"define i8 @0() {\n ret i8 1\n}\n", []string{"@0"}},
		{"declaration", "declare i8 @f()\n", "define i8 @f() {\n ret i8 1\n}\n", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sm, err := ir.Parse("src.ll", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			tm, err := ir.Parse("tgt.ll", []byte(tc.tgt))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range PairsAcross(sm, tm) {
				got = append(got, p[0].Ident())
			}
			if len(got) != len(tc.want) {
				t.Fatalf("pairs %v, want %v", got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Errorf("pairs %v, want %v", got, tc.want)
				}
			}
		})
	}
}
