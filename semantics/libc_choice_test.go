package semantics

import (
	"slices"
	"testing"
)

// TestLibcFrozenArgumentPaths: a C library function that reads a frozen
// value with few possible values makes each of them a behaviour of the
// source (a path), as a branch on it does; a NaN printf prints is "nan"
// or "-nan" whatever its payload, so only its sign is a choice.
func TestLibcFrozenArgumentPaths(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		want       []string
	}{
		{"int", `
  %f = freeze i32 poison
  %b = and i32 %f, 2
  call i32 (ptr, ...) @printf(ptr @d, i32 %b)`, []string{"0\n", "2\n"}},
		{"nan sign", `
  %x = bitcast i32 u0x7fc00001 to float
  %e = fpext float %x to double
  call i32 (ptr, ...) @printf(ptr @g, double %e)`, []string{"-nan\n", "nan\n"}},
		{"many bits", `
  %f = freeze i32 poison
  call i32 (ptr, ...) @printf(ptr @d, i32 %f)`, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := `@d = private constant [4 x i8] c"%d\0A\00"
@g = private constant [4 x i8] c"%f\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {` + tc.body + `
  ret i32 0
}
`
			outs := libcLoad(t, src).NewMachine(Config{}).MainBehaviours([]string{"prog"}, 64)
			var got []string
			for _, o := range outs {
				if o.Kind != Exited {
					got = append(got, "not exited: "+o.String())
					continue
				}
				got = append(got, string(o.Stdout))
			}
			slices.Sort(got)
			got = slices.Compact(got)
			if tc.want == nil {
				if len(outs) != 1 || outs[0].Kind != NoResult {
					t.Errorf("outcomes %q, want no result", got)
				}
				return
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("outcomes %q, want %q", got, tc.want)
			}
		})
	}
}
