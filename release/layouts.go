package release

// layoutChange is the datalayout clang and llc give modules for one
// architecture from release since on (until the next change). The
// strings are what `clang-NN -target T -S -emit-llvm` prints, read from
// Debian's packages of every release in the table (TestLayoutsAgainstClang
// checks them where they are installed).
type layoutChange struct {
	arch   string
	since  int
	layout string
}

var layoutChanges = []layoutChange{
	{"x86_64", 0, "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"},
	// i128 is 16-byte aligned from LLVM 18 on.
	{"x86_64", 18, "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"},
	{"aarch64", 0, "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"},
	{"aarch64", 19, "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"},
	{"aarch64", 22, "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"},
	{"riscv64", 0, "e-m:e-p:64:64-i64:64-i128:128-n64-S128"},
	{"riscv64", 16, "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"},
	{"powerpc64le", 0, "e-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"},
	{"powerpc64le", 19, "e-m:e-Fn32-i64:64-n32:64-S128-v256:256:256-v512:512:512"},
	{"powerpc64le", 22, "e-m:e-Fn32-i64:64-i128:128-n32:64-S128-v256:256:256-v512:512:512"},
	{"powerpc64", 0, "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"},
	{"powerpc64", 19, "E-m:e-Fi64-i64:64-n32:64-S128-v256:256:256-v512:512:512"},
	{"powerpc64", 22, "E-m:e-Fi64-i64:64-i128:128-n32:64-S128-v256:256:256-v512:512:512"},
	{"s390x", 0, "E-m:e-i1:8:16-i8:8:16-i64:64-f128:64-a:8:16-n32:64"},
	{"s390x", 16, "E-m:e-i1:8:16-i8:8:16-i64:64-f128:64-v128:64-a:8:16-n32:64"},
	{"i686", 0, "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"},
	{"i686", 18, "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"},
	{"armv7", 0, "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"},
	{"mips64el", 0, "e-m:e-i8:8:32-i16:16:32-i64:64-n32:64-S128"},
	{"mips64el", 22, "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"},
	{"wasm32", 0, "e-m:e-p:32:32-i64:64-n32:64-S128-ni:1:10:20"},
	{"wasm32", 14, "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"},
	{"wasm32", 22, "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-i128:128-n32:64-S128-ni:1:10:20"},
}

// layoutsOf maps each architecture to its datalayout in release major.
func layoutsOf(major int) map[string]string {
	out := map[string]string{}
	best := map[string]int{}
	for _, c := range layoutChanges {
		if c.since <= major {
			if b, ok := best[c.arch]; !ok || c.since >= b {
				best[c.arch] = c.since
				out[c.arch] = c.layout
			}
		}
	}
	return out
}
