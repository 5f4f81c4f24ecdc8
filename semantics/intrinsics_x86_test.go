package semantics

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestX86Intrinsics runs each kind of x86 row on constants whose results
// Intel's manuals give.
func TestX86Intrinsics(t *testing.T) {
	tests := []struct {
		name, body, want string
	}{
		{"psrl.w by 3", `%r = call <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16> <i16 -1, i16 8, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>, <8 x i16> <i16 3, i16 0, i16 0, i16 0, i16 99, i16 99, i16 99, i16 99>)
  ret <8 x i16> %r`, "<8 x i16> <i16 8191, i16 1, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>"},
		{"psrl.d past the width", `%r = call <4 x i32> @llvm.x86.sse2.psrl.d(<4 x i32> <i32 -1, i32 1, i32 2, i32 3>, <4 x i32> <i32 32, i32 0, i32 0, i32 0>)
  ret <4 x i32> %r`, "<4 x i32> <i32 0, i32 0, i32 0, i32 0>"},
		{"psrai.w fills the sign", `%r = call <8 x i16> @llvm.x86.sse2.psrai.w(<8 x i16> <i16 -32768, i16 16384, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>, i32 40)
  ret <8 x i16> %r`, "<8 x i16> <i16 -1, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>"},
		{"pslli.q", `%r = call <2 x i64> @llvm.x86.sse2.pslli.q(<2 x i64> <i64 1, i64 3>, i32 4)
  ret <2 x i64> %r`, "<2 x i64> <i64 16, i64 48>"},
		{"pavg.b rounds up", `%r = call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> <i8 255, i8 1, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i8> <i8 255, i8 2, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 1>)
  ret <16 x i8> %r`, "<16 x i8> <i8 -1, i8 2, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 1>"},
		{"psign.d", `%r = call <4 x i32> @llvm.x86.ssse3.psign.d.128(<4 x i32> <i32 5, i32 5, i32 5, i32 -2147483648>, <4 x i32> <i32 -1, i32 0, i32 7, i32 -3>)
  ret <4 x i32> %r`, "<4 x i32> <i32 -5, i32 0, i32 5, i32 -2147483648>"},
		{"phadd.d per 128 bits", `%r = call <8 x i32> @llvm.x86.avx2.phadd.d(<8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>, <8 x i32> <i32 10, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70, i32 80>)
  ret <8 x i32> %r`, "<8 x i32> <i32 3, i32 7, i32 30, i32 70, i32 11, i32 15, i32 110, i32 150>"},
		{"phsub.w", `%r = call <8 x i16> @llvm.x86.ssse3.phsub.w.128(<8 x i16> <i16 1, i16 2, i16 5, i16 3, i16 0, i16 0, i16 0, i16 0>, <8 x i16> <i16 -32768, i16 1, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>)
  ret <8 x i16> %r`, "<8 x i16> <i16 -1, i16 2, i16 0, i16 0, i16 32767, i16 0, i16 0, i16 0>"},
		{"pmadd.ub.sw saturates", `%r = call <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8> <i8 -1, i8 -1, i8 2, i8 3, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, <16 x i8> <i8 127, i8 127, i8 -4, i8 5, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>)
  ret <8 x i16> %r`, "<8 x i16> <i16 32767, i16 7, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>"},
		{"psrl.w of poison", `%r = call <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16> <i16 poison, i16 8, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>, <8 x i16> <i16 1, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>)
  ret <8 x i16> %r`, "<8 x i16> <i16 poison, i16 4, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkX86Body(t, tc.body, x86Decls, tc.want) })
	}
}

// retType is the type body returns: what stands between its last "ret "
// and " %r".
func retType(body string) string {
	return strings.TrimSuffix(body[strings.LastIndex(body, "ret ")+len("ret "):], " %r")
}

const x86Decls = `
declare <8 x i16> @llvm.x86.sse2.psrl.w(<8 x i16>, <8 x i16>)
declare <4 x i32> @llvm.x86.sse2.psrl.d(<4 x i32>, <4 x i32>)
declare <8 x i16> @llvm.x86.sse2.psrai.w(<8 x i16>, i32)
declare <2 x i64> @llvm.x86.sse2.pslli.q(<2 x i64>, i32)
declare <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8>, <16 x i8>)
declare <4 x i32> @llvm.x86.ssse3.psign.d.128(<4 x i32>, <4 x i32>)
declare <8 x i32> @llvm.x86.avx2.phadd.d(<8 x i32>, <8 x i32>)
declare <8 x i16> @llvm.x86.ssse3.phsub.w.128(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8>, <16 x i8>)
`

// checkX86Body runs body (the instructions of a function @f of no
// arguments, its return included) with the declarations decls and checks
// the outcome's text.
func checkX86Body(t *testing.T, body, decls, want string) {
	t.Helper()
	m, err := ir.Parse("x86.ll", []byte("define "+retType(body)+" @f() {\n  "+body+"\n}\n"+decls))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Load(m)
	if err != nil {
		t.Fatal(err)
	}
	o := p.NewMachine(Config{Chooser: ZeroChooser{}}).Run("f", nil)
	if got := o.String(); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
