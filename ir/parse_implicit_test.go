package ir

import (
	"strings"
	"testing"
)

// TestImplicitIntrinsic: an intrinsic called without a declaration is
// declared with the call's type, as LLVM 19's parser does; one named
// other than as a callee, or called with two types, is an error.
func TestImplicitIntrinsic(t *testing.T) {
	m, err := Parse("t.ll", []byte(`define i64 @f(i64 %a) {
  %r = call i64 @llvm.fshl.i64(i64 %a, i64 %a, i64 3)
  %s = call i64 @llvm.fshl.i64(i64 %r, i64 %a, i64 1)
  ret i64 %s
}
`))
	if err != nil {
		t.Fatal(err)
	}
	d := m.Func("llvm.fshl.i64")
	if d == nil || !d.IsDeclaration() || d.FuncTy.String() != "i64 (i64, i64, i64)" || len(d.Params) != 3 || len(d.Uses()) != 2 {
		t.Fatalf("declaration %v", d)
	}
	if err := Verify(m); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(m.String(), "declare i64 @llvm.fshl.i64(i64, i64, i64)") {
		t.Errorf("printed without its declaration:\n%s", m)
	}
	for _, tc := range []struct{ name, src, want string }{
		{"not a callee", "define ptr @f() {\n  ret ptr @llvm.foo\n}\n", "t.ll:2:11: use of undefined value '@llvm.foo'"},
		{"two types", "define void @f() {\n  call void @llvm.foo(i32 1)\n  call void @llvm.foo(i64 1)\n  ret void\n}\n", "intrinsic '@llvm.foo' called as 'void (i32)' and as 'void (i64)'"},
		{"not an intrinsic", "define void @f() {\n  call void @g()\n  ret void\n}\n", "use of undefined value '@g'"},
	} {
		_, err := Parse("t.ll", []byte(tc.src))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
	}
}
