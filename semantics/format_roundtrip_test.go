package semantics

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestParseArgReadsFormatVal: what FormatVal prints (LLVM's own literal
// syntax, typed) ParseArg reads back to the same value, so that a printed
// input can be given to `irfuzz exec` as it stands.
func TestParseArgReadsFormatVal(t *testing.T) {
	v4i8 := &ir.Type{Kind: ir.VectorType, Len: 4, Elem: ir.I8}
	tests := []struct {
		ty   *ir.Type
		args []string
	}{
		{ir.I1, []string{"true", "false"}},
		{ir.I32, []string{"0", "-3", "0x7fffffff", "4294967295", "poison", "undef"}},
		{ir.I128, []string{"-1", "0x100000000000000000000"}},
		{ir.Half, []string{"nan", "inf", "-0.0", "1.5", "0x7e01", "-3"}},
		{ir.Float, []string{"poison", "nan", "-inf", "-0.0", "0.1", "0x7fc00001", "0x7f800001", "0x1234", "0x1"}},
		{ir.Double, []string{"nan", "inf", "0.1", "0x7ff0000000000001", "0x1"}},
		{v4i8, []string{"<1, 2, -3, 4>"}},
	}
	for _, tc := range tests {
		for _, s := range tc.args {
			v, err := ParseArg(tc.ty, s)
			if err != nil {
				t.Fatalf("ParseArg(%s, %q): %v", tc.ty, s, err)
			}
			printed := FormatVal(tc.ty, &v)
			w, err := ParseArg(tc.ty, printed)
			if err != nil {
				t.Errorf("%s %q prints as %q, which ParseArg rejects: %v", tc.ty, s, printed, err)
				continue
			}
			if again := FormatVal(tc.ty, &w); again != printed || w.Bits != v.Bits {
				t.Errorf("%s %q: printed %q, read back as %q (bits %#x, want %#x)", tc.ty, s, printed, again, w.Bits, v.Bits)
			}
		}
	}
}
