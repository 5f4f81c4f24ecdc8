package ir

import (
	"fmt"
	"math/big"
	"strings"
	"testing"
)

// TestDecimal64: the fast path of integer literals gives the value modulo
// 2^w that NewIntBig gives, for every width up to 64, and leaves what does
// not fit in 64 bits to math/big.
func TestDecimal64(t *testing.T) {
	for _, tc := range []struct {
		text string
		fits bool
	}{
		{"0", true}, {"-0", true}, {"+7", true}, {"1", true}, {"-1", true}, {"255", true}, {"-128", true},
		{"123456789012345678", true}, {"-123456789012345678", true},
		{"9223372036854775807", true}, {"-9223372036854775808", true}, {"9223372036854775808", true},
		{"18446744073709551615", true}, {"-18446744073709551615", true},
		{"18446744073709551616", false}, {"-18446744073709551616", false}, {"99999999999999999999", false},
		{"100000000000000000000", false}, {"", false}, {"-", false}, {"12a", false},
	} {
		got, ok := decimal64([]byte(tc.text))
		if ok != tc.fits {
			t.Errorf("decimal64(%q) ok = %v, want %v", tc.text, ok, tc.fits)
			continue
		}
		if !ok {
			continue
		}
		v, _ := new(big.Int).SetString(tc.text, 10)
		for _, w := range []uint32{1, 7, 8, 16, 32, 33, 63, 64} {
			if want := NewIntBig(Int(w), v).Int; got&WidthMask(w) != want {
				t.Errorf("decimal64(%q) mod 2^%d = %#x, NewIntBig gives %#x", tc.text, w, got&WidthMask(w), want)
			}
		}
	}
}

// TestParseLongLists: lists longer than the parser's operand slab (call
// arguments, constant arrays) parse, and their elements stay apart.
func TestParseLongLists(t *testing.T) {
	const n = 3000
	var decl, args, arr strings.Builder
	for i := range n {
		if i > 0 {
			decl.WriteString(", ")
			args.WriteString(", ")
			arr.WriteString(", ")
		}
		decl.WriteString("i32")
		fmt.Fprintf(&args, "i32 %d", i)
		fmt.Fprintf(&arr, "i32 %d", i)
	}
	src := fmt.Sprintf("@a = global [%d x i32] [%s]\ndeclare void @f(%s)\ndefine ptr @g(ptr %%p) {\n  call void @f(%s)\n  %%q = getelementptr i8, ptr %%p, i64 0\n  call void @f(%s)\n  ret ptr %%q\n}\n",
		n, arr.String(), decl.String(), args.String(), args.String())
	m, err := Parse("long.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	b := m.Funcs[1].Blocks[0]
	for _, k := range []int{0, 2} {
		call := b.Instrs[k]
		if len(call.Operands) != n+1 {
			t.Fatalf("call %d has %d operands, want %d", k, len(call.Operands), n+1)
		}
		if c, ok := call.Operands[n].(*Const); !ok || c.Int != n-1 {
			t.Errorf("call %d: last argument %v, want i32 %d", k, call.Operands[n], n-1)
		}
	}
	if c := m.Globals[0].Init.(*Const); len(c.Elems) != n || c.Elems[n-1].(*Const).Int != n-1 {
		t.Errorf("array initializer: %d elements", len(c.Elems))
	}
}

// TestParseNestedGEP: getelementptr indices that are themselves constant
// expressions with lists (sharing the parser's value stack) stay in order.
func TestParseNestedGEP(t *testing.T) {
	src := `@a = global [4 x [4 x i32]] zeroinitializer
@p = global ptr getelementptr ([4 x [4 x i32]], ptr @a, i64 ptrtoint (ptr getelementptr ([4 x i32], ptr @a, i64 1, i64 2) to i64), i64 3, i64 1)
define ptr @f(ptr %q) {
  %r = getelementptr [4 x [4 x i32]], ptr %q, i64 ptrtoint (ptr getelementptr ([4 x i32], ptr @a, i64 1, i64 2) to i64), i64 3, i64 1
  ret ptr %r
}
`
	m, err := Parse("gep.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := "getelementptr [4 x [4 x i32]], ptr %q, i64 ptrtoint (ptr getelementptr ([4 x i32], ptr @a, i64 1, i64 2) to i64), i64 3, i64 1"
	if got := m.String(); !strings.Contains(got, want) || !strings.Contains(got, "getelementptr ([4 x [4 x i32]], ptr @a, i64 ptrtoint (ptr getelementptr ([4 x i32], ptr @a, i64 1, i64 2) to i64), i64 3, i64 1)") {
		t.Errorf("printed module lost the index order:\n%s", got)
	}
}
