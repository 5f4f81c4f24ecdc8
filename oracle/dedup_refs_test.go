package oracle

import (
	"regexp"
	"slices"
	"testing"
)

// reRefSpec is the regexp refSpans scans for by hand.
var reRefSpec = regexp.MustCompile(`c"[^"]*"|@"(?:[^"\\]|\\.)*"|@[-a-zA-Z$._0-9]+|%"(?:[^"\\]|\\.)*"|%[-a-zA-Z$._0-9]+|![-a-zA-Z$._0-9]+|#[0-9]+`)

func refSpanList(text string) [][]int {
	var out [][]int
	for i, j := range refSpans(text) {
		out = append(out, []int{i, j})
	}
	return out
}

// FuzzRefSpans holds refSpans to the regexp it replaces, on any text.
func FuzzRefSpans(f *testing.F) {
	for _, s := range []string{
		"define i32 @f(ptr %p) #0 !dbg !7 {\n  %x = call i32 @\"q\\\"x\"(ptr @g)\n  ret i32 %x\n}",
		`@s = constant [3 x i8] c"@a\00"`, `!0 = !{!"x", i32 1}`, `attributes #12 = { nounwind }`,
		`@"unterminated`, `c"`, `%"a\` + "\n" + `b"`, `#`, `!`, `@`, `%-x.y$z`, `call void @llvm.memcpy.p0.p0.i64`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := refSpanList(s), reRefSpec.FindAllStringIndex(s, -1); !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("refSpans(%q) = %v, want %v", s, got, want)
		}
	})
}
