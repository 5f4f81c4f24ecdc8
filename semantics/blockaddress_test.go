package semantics

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestBlockAddressBits: a function that stores the addresses of its
// labels in a global (clang's computed-goto table) is judged on which
// function's labels they are, not on their bits: "This value only has
// defined behavior when used as an operand to the 'indirectbr' or for
// comparisons against null ... as long as the bits are not inspected"
// (Constants, Addresses of Basic Blocks). SimplifyCFG removing a block
// before the label gives it other bits, which is no miscompile; storing
// something else than a label of that function still is.
func TestBlockAddressBits(t *testing.T) {
	const src = `@tbl = global [2 x ptr] zeroinitializer
define i32 @f(i32 %x) {
entry:
  br label %dead
dead:
  br label %a
a:
  store ptr blockaddress(@f, %a), ptr @tbl
  %p = getelementptr ptr, ptr @tbl, i32 1
  store ptr blockaddress(@f, %b), ptr %p
  %l = load ptr, ptr %p
  indirectbr ptr %l, [label %a2, label %b]
a2:
  ret i32 1
b:
  ret i32 2
}
`
	// SimplifyCFG's output: the empty blocks folded, the labels at other
	// indexes of the function.
	const renumbered = `@tbl = global [2 x ptr] zeroinitializer
define i32 @f(i32 %x) {
a:
  store ptr blockaddress(@f, %a), ptr @tbl
  %p = getelementptr ptr, ptr @tbl, i32 1
  store ptr blockaddress(@f, %b), ptr %p
  %l = load ptr, ptr %p
  indirectbr ptr %l, [label %a2, label %b]
a2:
  ret i32 1
b:
  ret i32 2
}
`
	// Not a label: the function's own address (its entry) in the table.
	const notLabel = `@tbl = global [2 x ptr] zeroinitializer
define i32 @f(i32 %x) {
a:
  store ptr @f, ptr @tbl
  %p = getelementptr ptr, ptr @tbl, i32 1
  store ptr blockaddress(@f, %b), ptr %p
  %l = load ptr, ptr %p
  indirectbr ptr %l, [label %a2, label %b]
a2:
  ret i32 1
b:
  ret i32 2
}
`
	load := func(text string) *Program {
		t.Helper()
		m, err := ir.Parse("m.ll", []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		p, err := Load(m)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	sp := load(src)
	for _, tc := range []struct {
		name, tgt string
		correct   bool
	}{
		{"renumbered", renumbered, true},
		{"not a label", notLabel, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tp := load(tc.tgt)
			v := NewChecker(sp, tp, CheckOptions{Seed: 1, MaxInputs: 4}).Check(sp.Module.Func("f"), tp.Module.Func("f"))
			if v.Correct != tc.correct {
				t.Errorf("correct = %v (%s), want %v", v.Correct, v.Reason, tc.correct)
			}
			if !tc.correct && !strings.Contains(v.Reason, "@tbl") {
				t.Errorf("reason %q does not name @tbl", v.Reason)
			}
		})
	}
}
