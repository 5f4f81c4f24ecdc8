package oracle

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
)

// TestIndependentBuilds checks which builds judge a difference that the
// reference builds show too: the other selectors at -O0 (not the
// reference builds themselves), every other release at the finding's
// level, and x86-64 only when the code is target-independent.
func TestIndependentBuilds(t *testing.T) {
	t.Parallel()
	tests := []struct {
		target, level string
		host          bool
		want, not     []string // describe() of builds present and absent
	}{
		// (x86-64 is a reference build of riscv64 already: the same byte
		// images.)
		{"riscv64", "O2", true,
			[]string{"for riscv64 at -O0 with -fast-isel=0", "for riscv64 at -O0 with -global-isel -global-isel-abort=2"},
			[]string{"for riscv64 at -O0", "for x86_64 at -O0"}},
		{"s390x", "O2", true,
			[]string{"for s390x at -O0 with -fast-isel=0", "for x86_64 at -O0"},
			[]string{"for s390x at -O0"}},
		{"riscv64", "O0", false,
			[]string{"for riscv64 at -O0 with -global-isel -global-isel-abort=2"},
			[]string{"for riscv64 at -O0 with -fast-isel=0", "for x86_64 at -O0"}},
		{"aarch64", "O2", false,
			[]string{"for aarch64 at -O0 with -fast-isel=0", "for aarch64-gisel at -O0"},
			[]string{"for aarch64 at -O0 with -global-isel -global-isel-abort=2"}},
		// (aarch64 at -O0, FastISel, is its reference build.)
		{"aarch64-gisel", "O0", false,
			[]string{"for aarch64 at -O0 with -fast-isel=0"},
			[]string{"for aarch64-gisel at -O0", "for aarch64 at -O0"}},
	}
	for _, tc := range tests {
		tg, err := native.LookupTarget(tc.target)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		releases := 0
		for _, b := range independentBuilds(witnessBuild{tg: tg, level: tc.level, limit: -1}, 14, tc.host) {
			if b.tc != nil {
				releases++
				if b.tc.Major == 14 || b.level != tc.level || b.tg != tg {
					t.Errorf("%s/%s: release build %s", tc.target, tc.level, b.describe())
				}
				continue
			}
			got = append(got, b.describe())
		}
		all := strings.Join(got, "\n")
		for _, w := range tc.want {
			if w == "for x86_64 at -O0" && len(native.Targets[0].Missing()) > 0 {
				continue // (x86-64 cannot run here)
			}
			if !strings.Contains("\n"+all+"\n", "\n"+w+"\n") {
				t.Errorf("%s/%s: no build %q among\n%s", tc.target, tc.level, w, all)
			}
		}
		for _, n := range tc.not {
			if strings.Contains("\n"+all+"\n", "\n"+n+"\n") {
				t.Errorf("%s/%s: build %q among\n%s", tc.target, tc.level, n, all)
			}
		}
		if want := len(otherReleases(14, tg)); releases != want {
			t.Errorf("%s/%s: %d release builds, want %d", tc.target, tc.level, releases, want)
		}
	}
}

// TestIntegerRoutine holds which runtime routines count as the integer
// arithmetic whose interface never changed: a module calling only those
// may be judged by another release's build.
func TestIntegerRoutine(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name string
		want bool
	}{
		{"__umodti3", true}, {"__udivti3", true}, {"__divti3", true}, {"__modti3", true},
		{"__udivmodti4", true}, {"__multi3", true}, {"__muloti4", true}, {"__mulodi4", true},
		{"__ashlti3", true}, {"__lshrti3", true}, {"__ashrti3", true}, {"__clzti2", true},
		{"__popcountdi2", true}, {"__udivei4", true}, {"__divdi3", true}, {"__umodsi3", true},
		{"__truncdfhf2", false}, {"__extendhfsf2", false}, {"__gnu_h2f_ieee", false},
		{"__floattihf", false}, {"__fixsfti", false}, {"__addtf3", false}, {"__divtf3", false},
		{"__powisf2", false}, {"__udivti", false}, {"__umodti3x", false},
	} {
		if got := integerRoutine(c.name); got != c.want {
			t.Errorf("integerRoutine(%q) = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestHasIntrinsicsOf holds that a release older than an intrinsic the
// module declares builds no independent reference of it.
func TestHasIntrinsicsOf(t *testing.T) {
	t.Parallel()
	src := "declare i8 @llvm.scmp.i8.i32(i32, i32)\ndeclare i32 @llvm.smin.i32(i32, i32)\n"
	m, err := ir.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		major int
		want  bool
	}{{14, false}, {16, false}, {19, true}, {22, true}} {
		if got := hasIntrinsicsOf(m, c.major); got != c.want {
			t.Errorf("hasIntrinsicsOf(scmp, %d) = %v, want %v", c.major, got, c.want)
		}
	}
}
