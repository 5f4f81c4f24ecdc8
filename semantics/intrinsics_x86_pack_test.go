package semantics

import (
	"testing"
)

// TestX86Packs: the saturating packs on lanes whose results Intel's
// manual gives (a's lanes then b's per 128 bits; poison stays in its lane).
func TestX86Packs(t *testing.T) {
	decls := `declare <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32>, <4 x i32>)
declare <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16>, <8 x i16>)
declare <16 x i16> @llvm.x86.avx2.packusdw(<8 x i32>, <8 x i32>)
`
	for _, tc := range []struct{ name, body, want string }{
		{"packssdw", `%r = call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> <i32 70000, i32 -70000, i32 5, i32 poison>, <4 x i32> <i32 -1, i32 32767, i32 32768, i32 -32769>)
  ret <8 x i16> %r`, "<8 x i16> <i16 32767, i16 -32768, i16 5, i16 poison, i16 -1, i16 32767, i16 32767, i16 -32768>"},
		{"packuswb", `%r = call <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16> <i16 300, i16 -3, i16 255, i16 0, i16 1, i16 2, i16 3, i16 4>, <8 x i16> <i16 5, i16 6, i16 7, i16 8, i16 9, i16 10, i16 11, i16 256>)
  ret <16 x i8> %r`, "<16 x i8> <i8 -1, i8 0, i8 -1, i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 -1>"},
		{"avx2 packusdw per 128 bits", `%r = call <16 x i16> @llvm.x86.avx2.packusdw(<8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 70000>, <8 x i32> <i32 -1, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70, i32 80>)
  ret <16 x i16> %r`, "<16 x i16> <i16 1, i16 2, i16 3, i16 4, i16 0, i16 20, i16 30, i16 40, i16 5, i16 6, i16 7, i16 -1, i16 50, i16 60, i16 70, i16 80>"},
	} {
		t.Run(tc.name, func(t *testing.T) { checkX86Body(t, tc.body, decls, tc.want) })
	}
}
