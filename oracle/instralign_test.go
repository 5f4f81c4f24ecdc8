package oracle

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestInstrAlignAddressBits holds that an instruction converting a
// pointer to its address bits (ptrtoint, and LLVM 22's ptrtoaddr) sees
// more of an address than any alignment claim.
func TestInstrAlignAddressBits(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		body string
		ok   bool
	}{
		{"%x = ptrtoint ptr %p to i64", false},
		{"%x = ptrtoaddr ptr %p to i64", false},
		{"%x = load i32, ptr %p, align 4", true},
	} {
		src := "define void @f(ptr %p) {\n  " + c.body + "\n  ret void\n}\n"
		m, err := ir.Parse("t.ll", []byte(src))
		if err != nil {
			t.Fatalf("%s: %v", c.body, err)
		}
		in := m.Funcs[0].Blocks[0].Instrs[0]
		if _, ok := instrAlign(in, nil, func(ir.AttrList) {}); ok != c.ok {
			t.Errorf("%s: instrAlign ok = %v, want %v", c.body, ok, c.ok)
		}
	}
}
