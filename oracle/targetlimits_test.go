package oracle_test

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// TestUnbuildable: a module is not built for a target that cannot lower
// one of its types (x86_fp80 off x86, ppc_fp128 off PowerPC) or whose
// va_list differs from the one its triple's code reads; a limit that
// names the type, so llc's abort there is no finding.
func TestUnbuildable(t *testing.T) {
	t.Parallel()
	const fp80 = "define x86_fp80 @f(x86_fp80 %x) {\n  %y = fadd x86_fp80 %x, 0xK3FFF8000000000000000\n  ret x86_fp80 %y\n}\n"
	const inMemory = "@g = global x86_fp80 0xK3FFF8000000000000000\n"
	const ppc = "define i1 @f(ppc_fp128 %x) {\n  %c = fcmp oeq ppc_fp128 %x, %x\n  ret i1 %c\n}\n"
	const fp128 = "define fp128 @f(fp128 %x) {\n  %y = fadd fp128 %x, %x\n  ret fp128 %y\n}\n"
	const va = "target triple = \"x86_64-unknown-linux-gnu\"\ndefine void @f(...) {\n  %ap = alloca [24 x i8]\n  call void @llvm.va_start.p0(ptr %ap)\n  ret void\n}\ndeclare void @llvm.va_start.p0(ptr)\n"
	const vaNoTriple = "define void @f(...) {\n  %ap = alloca [32 x i8]\n  call void @llvm.va_start.p0(ptr %ap)\n  ret void\n}\ndeclare void @llvm.va_start.p0(ptr)\n"
	const sse = "declare <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32>, <4 x i32>)\n"
	for _, tc := range []struct {
		name, src, target, want string // want: a piece of the reason; "" when built
	}{
		{"fp80 x86_64", fp80, "x86_64", ""},
		{"fp80 i686", fp80, "i686", ""},
		{"fp80 aarch64", fp80, "aarch64", "x86_fp80"},
		{"fp80 global riscv64", inMemory, "riscv64", "x86_fp80"},
		{"ppc_fp128 ppc64le", ppc, "ppc64le", ""},
		{"ppc_fp128 x86_64", ppc, "x86_64", "ppc_fp128"},
		{"fp128 aarch64", fp128, "aarch64", ""},
		{"va_list x86_64", va, "x86_64", ""},
		{"va_list aarch64", va, "aarch64-gisel", "va_list"},
		{"va_list no triple", vaNoTriple, "aarch64", ""},
		{"x86 intrinsic x86_64", sse, "x86_64", ""},
		{"x86 intrinsic aarch64", sse, "aarch64", "llvm.x86.sse2.packssdw.128"},
		{"generic intrinsic", "declare i32 @llvm.ctpop.i32(i32)\n", "riscv64", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := ir.Parse("m.ll", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			tg, err := native.LookupTarget(tc.target)
			if err != nil {
				t.Fatal(err)
			}
			why := oracle.UnbuildableForTest(tg, m)
			if (tc.want == "") != (why == "") || !strings.Contains(why, tc.want) {
				t.Errorf("unbuildable = %q, want %q", why, tc.want)
			}
		})
	}
}

// TestEmulatorQuiet: qemu-user's report of a program's fatal signal is
// not the program's standard error.
func TestEmulatorQuiet(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"qemu: uncaught target signal 6 (Aborted) - core dumped\n", ""},
		{"oops\nqemu: uncaught target signal 11 (Segmentation fault) - core dumped\n", "oops\n"},
		{"says qemu: uncaught target signal 6\n", "says qemu: uncaught target signal 6\n"},
		{"plain\n", "plain\n"},
	} {
		if got := string(oracle.EmulatorQuietForTest([]byte(tc.in))); got != tc.want {
			t.Errorf("emulatorQuiet(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
