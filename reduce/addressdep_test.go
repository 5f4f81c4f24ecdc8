package reduce

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestAddressDependent holds which instructions make a C reduction's
// result depend on where objects lie: the address conversions of
// ir.OpInfo.AddressBits and ordered pointer comparisons, not equality.
func TestAddressDependent(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ body, want string }{
		{"%x = ptrtoint ptr %p to i64", "ptrtoint"},
		{"%x = ptrtoaddr ptr %p to i64", "ptrtoaddr"},
		{"%x = inttoptr i64 %i to ptr", "inttoptr"},
		{"%x = icmp ult ptr %p, %q", "ordered pointer comparison"},
		{"%x = icmp eq ptr %p, %q", ""},
		{"%x = icmp ult i64 %i, 0", ""},
	} {
		src := "define void @f(ptr %p, ptr %q, i64 %i) {\n  " + c.body + "\n  ret void\n}\n"
		m, err := ir.Parse("t.ll", []byte(src))
		if err != nil {
			t.Fatalf("%s: %v", c.body, err)
		}
		got := addressDependent(m)
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("%s: addressDependent = %q, want %q", c.body, got, c.want)
		}
	}
}
