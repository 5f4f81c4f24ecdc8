package semantics

import (
	"fmt"
	"strings"
	"testing"
)

// FuzzSscanf: sscanf of any format on any input ends as a C library
// function may (a result, undefined behaviour, unsupported), never in an
// internal error.
func FuzzSscanf(f *testing.F) {
	for _, s := range [][2]string{
		{"%d %u %s %c %x %lf %f %ld %hd%n", "  -42 17 abc Z 0x1f 3.25 -1e3 99999999999 -7"},
		{"%3d%d", "12345"}, {"%i %i", "0x 010"}, {"%e", "1e"}, {"%%%c", "%"}, {"%hhd", "-129"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, format, input string) {
		if len(format) > 64 || len(input) > 64 {
			return
		}
		cstr := func(s string) string {
			var b strings.Builder
			for i := 0; i < len(s); i++ {
				fmt.Fprintf(&b, "\\%02X", s[i])
			}
			return fmt.Sprintf("[%d x i8] c\"%s\\00\"", len(s)+1, b.String())
		}
		src := "@f = private constant " + cstr(format) + "\n@in = private constant " + cstr(input) + `
@buf = global [512 x i8] zeroinitializer
declare i32 @sscanf(ptr, ptr, ...)
define i32 @main() {
  %r = call i32 (ptr, ptr, ...) @sscanf(ptr @in, ptr @f, ptr @buf, ptr getelementptr (i8, ptr @buf, i64 64), ptr getelementptr (i8, ptr @buf, i64 128), ptr getelementptr (i8, ptr @buf, i64 192))
  ret i32 0
}
`
		p := libcLoad(t, src)
		for _, cfg := range []Config{{}, {Chooser: ZeroChooser{}}} {
			if o := p.NewMachine(cfg).RunMain([]string{"prog"}); o.Kind == InternalError {
				t.Fatalf("format %q input %q: %s", format, input, o.String())
			}
		}
	})
}
