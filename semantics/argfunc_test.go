package semantics

import (
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestArgFuncRoundTrip checks that a function-pointer argument prints as
// `ptr @name` and reads back as the same function.
func TestArgFuncRoundTrip(t *testing.T) {
	m, err := ir.Parse("t.ll", []byte("declare void @g()\ndefine void @f(ptr %p) {\n  call void %p()\n  ret void\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	f := m.Funcs[1]
	for _, name := range []string{"g", argFuncName(ir.Void), "a\"b\\c", "\x01"} {
		in := []Val{ArgPointer(&ArgObject{Func: name}, 0)}
		ss := FormatArgs(f.Params, in)
		back, err := ParseArgs(f, ss)
		if err != nil {
			t.Fatalf("%q: %v", ss, err)
		}
		if obj, _ := back[0].ArgObjectOf(); obj == nil || obj.Func != name {
			t.Errorf("%q read back as %+v, want function %q", ss, obj, name)
		}
	}
}

// FuzzParseFuncName checks that parseFuncName never panics and reads
// back every name ir.QuoteName prints.
func FuzzParseFuncName(f *testing.F) {
	for _, s := range []string{"g", `"a b"`, `"\5C\22"`, `"`, `"\x"`, ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_, _ = parseFuncName(s)
		if s == "" {
			return
		}
		got, err := parseFuncName(ir.QuoteName(s))
		if err != nil || got != s {
			t.Errorf("parseFuncName(QuoteName(%q)) = %q, %v", s, got, err)
		}
	})
}
