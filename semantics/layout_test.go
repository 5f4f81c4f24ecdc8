package semantics

import (
	"slices"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// The data layouts of the table below.
const (
	dlDefault = ""
	dlX86     = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
	dlAarch64 = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
	dlBe32    = "E-p:32:32-i64:64-a:8:32-v128:64-n32"
)

// parseType parses an IR type spelling through a global declaration.
func parseType(t *testing.T, s string) *ir.Type {
	t.Helper()
	m, err := ir.Parse("type.ll", []byte("@g = external global "+s+"\n"))
	if err != nil {
		t.Fatalf("parse type %q: %v", s, err)
	}
	return m.Globals[0].ValueType
}

func mustLayout(t testing.TB, s string) *Layout {
	t.Helper()
	l, err := ParseLayout(s)
	if err != nil {
		t.Fatalf("ParseLayout(%q): %v", s, err)
	}
	return l
}

// TestLayoutPrefAlign checks preferred alignments (the AArch64 ones were
// checked against the .p2align llc-19 gives globals).
func TestLayoutPrefAlign(t *testing.T) {
	tests := []struct {
		dl, typ string
		want    uint64
	}{
		{dlAarch64, "i8", 4}, {dlAarch64, "{i8}", 8}, {dlAarch64, "<{i8, i8}>", 8},
		{dlAarch64, "i16", 4}, {dlAarch64, "[3 x i8]", 4}, {dlAarch64, "i1", 1},
		{dlDefault, "i64", 8}, {dlDefault, "i65", 8}, {dlDefault, "{i64}", 8}, {dlDefault, "double", 8},
		{dlBe32, "{i8}", 4}, {dlBe32, "ptr", 4}, {dlX86, "x86_fp80", 16}, {dlX86, "<3 x i32>", 16},
	}
	for _, tc := range tests {
		l := mustLayout(t, tc.dl)
		if got := l.PrefAlign(parseType(t, tc.typ)); got != tc.want {
			t.Errorf("%q %s: PrefAlign = %d, want %d", tc.dl, tc.typ, got, tc.want)
		}
	}
}

// TestLayoutPointers checks pointer and index widths per address space.
func TestLayoutPointers(t *testing.T) {
	tests := []struct {
		dl        string
		as        uint32
		bits, idx uint32
	}{
		{dlDefault, 0, 64, 64}, {dlDefault, 3, 64, 64},
		{dlX86, 270, 32, 32}, {dlX86, 272, 64, 64}, {dlX86, 7, 64, 64},
		{dlBe32, 0, 32, 32}, {dlBe32, 1, 32, 32},
		{"p:64:64:64:32-p3:16:16", 0, 64, 32}, {"p:64:64:64:32-p3:16:16", 3, 16, 16}, {"p:64:64:64:32-p3:16:16", 2, 64, 32},
	}
	for _, tc := range tests {
		l := mustLayout(t, tc.dl)
		if b, i := l.PointerBits(tc.as), l.IndexBits(tc.as); b != tc.bits || i != tc.idx {
			t.Errorf("%q addrspace(%d): PointerBits, IndexBits = %d, %d, want %d, %d", tc.dl, tc.as, b, i, tc.bits, tc.idx)
		}
	}
	if l := mustLayout(t, dlX86); l.StackAlign() != 16 || l.BigEndian {
		t.Errorf("x86: StackAlign %d, BigEndian %v", l.StackAlign(), l.BigEndian)
	}
	if l := mustLayout(t, dlBe32); !l.BigEndian {
		t.Errorf("E layout is not big-endian")
	}
}

// TestLayoutParseErrors checks that bad components are rejected and named.
// (Components some release from 14 to 22 takes are not bad: LLVM 14
// takes "i8:16", laying i8 out at a 2-byte stride, and "S0".)
func TestLayoutParseErrors(t *testing.T) {
	bad := []string{
		"e-x", "i32:24", "i0:32", "p:0:64", "p:64", "p:12:16", "p:64:64:32",
		"m:q", "n0", "ni:0", "Fx8", "S12", "ee", "i32:32:16", "f64:abc", "v128", "e--i8:8",
		"a7:8", "Pq", "p1(foo:64:64", "px:64:64", "p1():64:64",
	}
	for _, s := range bad {
		_, err := ParseLayout(s)
		if err == nil {
			t.Errorf("ParseLayout(%q) succeeded", s)
			continue
		}
		comp := s
		if i := strings.LastIndex(s, "-"); i >= 0 && s != "e--i8:8" {
			comp = s[i+1:]
		}
		if s == "e--i8:8" {
			comp = ""
		}
		if !strings.Contains(err.Error(), `"`+comp+`"`) {
			t.Errorf("ParseLayout(%q): error %q does not name the component %q", s, err, comp)
		}
	}
	good := []string{"", dlX86, dlAarch64, dlBe32, "e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64",
		"e-m:o-i64:64-i128:128-n32:64-S128", "e-P1-A5-G1-ni:7:8:9-p7:160:256:256:32",
		// Legacy and release-specific components that llvm-as 14, 19 or
		// 22 accept: the old stack alignment "s" (ignored), fields past
		// the last one a specification has (14, 19), an index wider than
		// the pointer (14), pointer flags and address space names (22).
		"e-s0:64:64", "s", "s:64", "p:64:64:64:128", "a:8:32:64", "i32:32:32:32", "f64:64:64:64",
		"v64:64:64:64", "p:64:64:64:64:32", "pu1:64:64", "pe1:64:64:64:32", "p1(foo):64:64", "p(bar):64:64"}
	for _, s := range good {
		if _, err := ParseLayout(s); err != nil {
			t.Errorf("ParseLayout(%q): %v", s, err)
		}
	}
}

type layoutCase struct {
	dl     string
	typ    string
	alloc  uint64   // AllocSize
	abi    uint64   // ABIAlign
	fields []uint64 // FieldOffset of each struct field
}

// TestLayoutAgainstLLVM checks sizes, alignments and field offsets against
// numbers opt-19 computed: `getelementptr T, ptr null, i32 1` (the alloc
// size), the offset of T in {i8, T} (the ABI alignment) and
// `getelementptr T, ptr null, i32 0, i32 k` (field offsets), folded by
// instcombine under each data layout.
func TestLayoutAgainstLLVM(t *testing.T) {
	layouts := map[string]*Layout{}
	for _, c := range layoutCases {
		l := layouts[c.dl]
		if l == nil {
			l = mustLayout(t, c.dl)
			layouts[c.dl] = l
		}
		ty := parseType(t, c.typ)
		if got := l.AllocSize(ty); got != c.alloc {
			t.Errorf("%q %s: AllocSize = %d, want %d", c.dl, c.typ, got, c.alloc)
		}
		if got := l.ABIAlign(ty); got != c.abi {
			t.Errorf("%q %s: ABIAlign = %d, want %d", c.dl, c.typ, got, c.abi)
		}
		var offs []uint64
		for i := range c.fields {
			offs = append(offs, l.FieldOffset(ty, i))
		}
		if !slices.Equal(offs, c.fields) && len(c.fields) > 0 {
			t.Errorf("%q %s: field offsets = %v, want %v", c.dl, c.typ, offs, c.fields)
		}
		if got, want := l.StoreSize(ty), (l.SizeInBits(ty)+7)/8; got != want {
			t.Errorf("%q %s: StoreSize = %d, SizeInBits/8 = %d", c.dl, c.typ, got, want)
		}
		if s := l.StoreSize(ty); s > c.alloc || (c.alloc > 0 && c.alloc%c.abi != 0) {
			t.Errorf("%q %s: StoreSize %d inconsistent with AllocSize %d", c.dl, c.typ, s, c.alloc)
		}
	}
}

var layoutCases = []layoutCase{
	{dlDefault, "i1", 1, 1, nil},
	{dlDefault, "i7", 1, 1, nil},
	{dlDefault, "i8", 1, 1, nil},
	{dlDefault, "i9", 2, 2, nil},
	{dlDefault, "i16", 2, 2, nil},
	{dlDefault, "i24", 4, 4, nil},
	{dlDefault, "i31", 4, 4, nil},
	{dlDefault, "i32", 4, 4, nil},
	{dlDefault, "i33", 8, 4, nil},
	{dlDefault, "i48", 8, 4, nil},
	{dlDefault, "i64", 8, 4, nil},
	{dlDefault, "i65", 12, 4, nil},
	{dlDefault, "i96", 12, 4, nil},
	{dlDefault, "i128", 16, 4, nil},
	{dlDefault, "i129", 20, 4, nil},
	{dlDefault, "i256", 32, 4, nil},
	{dlDefault, "half", 2, 2, nil},
	{dlDefault, "bfloat", 2, 2, nil},
	{dlDefault, "float", 4, 4, nil},
	{dlDefault, "double", 8, 8, nil},
	{dlDefault, "fp128", 16, 16, nil},
	{dlDefault, "x86_fp80", 16, 16, nil},
	{dlDefault, "ptr", 8, 8, nil},
	{dlDefault, "ptr addrspace(270)", 8, 8, nil},
	{dlDefault, "ptr addrspace(272)", 8, 8, nil},
	{dlDefault, "ptr addrspace(5)", 8, 8, nil},
	{dlDefault, "<3 x i32>", 16, 16, nil},
	{dlDefault, "<4 x i1>", 1, 1, nil},
	{dlDefault, "<8 x i1>", 1, 1, nil},
	{dlDefault, "<16 x i1>", 2, 2, nil},
	{dlDefault, "<3 x i8>", 4, 4, nil},
	{dlDefault, "<2 x i64>", 16, 16, nil},
	{dlDefault, "<4 x float>", 16, 16, nil},
	{dlDefault, "<3 x float>", 16, 16, nil},
	{dlDefault, "<5 x i16>", 16, 16, nil},
	{dlDefault, "<4 x i3>", 2, 2, nil},
	{dlDefault, "<2 x ptr>", 16, 16, nil},
	{dlDefault, "<8 x double>", 64, 64, nil},
	{dlDefault, "<1 x i128>", 16, 16, nil},
	{dlDefault, "<3 x i64>", 32, 32, nil},
	{dlDefault, "<2 x x86_fp80>", 32, 32, nil},
	{dlDefault, "<2 x ptr addrspace(270)>", 16, 16, nil},
	{dlDefault, "[3 x i8]", 3, 1, nil},
	{dlDefault, "[2 x i65]", 24, 4, nil},
	{dlDefault, "[0 x i32]", 0, 4, nil},
	{dlDefault, "[3 x i24]", 12, 4, nil},
	{dlDefault, "[2 x <3 x i32>]", 32, 16, nil},
	{dlDefault, "{i8, i32}", 8, 4, []uint64{0, 4}},
	{dlDefault, "<{i8, i32}>", 5, 1, []uint64{0, 1}},
	{dlDefault, "{i1, i64, i8}", 16, 4, []uint64{0, 4, 12}},
	{dlDefault, "{}", 0, 1, nil},
	{dlDefault, "{i8, [3 x i16], double}", 16, 8, []uint64{0, 2, 8}},
	{dlDefault, "{<3 x i32>, i8}", 32, 16, []uint64{0, 16}},
	{dlDefault, "{x86_fp80, i8}", 32, 16, []uint64{0, 16}},
	{dlDefault, "{i128, i8}", 20, 4, []uint64{0, 16}},
	{dlDefault, "<{i8, i128}>", 17, 1, []uint64{0, 1}},
	{dlDefault, "{i8, {i16, i8}, i64}", 16, 4, []uint64{0, 2, 8}},
	{dlDefault, "{i8, <{i32, i8}>}", 6, 1, []uint64{0, 1}},
	{dlDefault, "{ptr, i8, ptr addrspace(270)}", 24, 8, []uint64{0, 8, 16}},
	{dlDefault, "{i24, i24}", 8, 4, []uint64{0, 4}},
	{dlDefault, "{[0 x i64], i8}", 4, 4, []uint64{0, 0}},
	{dlDefault, "{i8, i65, i1}", 20, 4, []uint64{0, 4, 16}},
	{dlDefault, "{half, <2 x i16>, bfloat}", 12, 4, []uint64{0, 4, 8}},
	{dlX86, "i1", 1, 1, nil},
	{dlX86, "i7", 1, 1, nil},
	{dlX86, "i8", 1, 1, nil},
	{dlX86, "i9", 2, 2, nil},
	{dlX86, "i16", 2, 2, nil},
	{dlX86, "i24", 4, 4, nil},
	{dlX86, "i31", 4, 4, nil},
	{dlX86, "i32", 4, 4, nil},
	{dlX86, "i33", 8, 8, nil},
	{dlX86, "i48", 8, 8, nil},
	{dlX86, "i64", 8, 8, nil},
	{dlX86, "i65", 16, 16, nil},
	{dlX86, "i96", 16, 16, nil},
	{dlX86, "i128", 16, 16, nil},
	{dlX86, "i129", 32, 16, nil},
	{dlX86, "i256", 32, 16, nil},
	{dlX86, "half", 2, 2, nil},
	{dlX86, "bfloat", 2, 2, nil},
	{dlX86, "float", 4, 4, nil},
	{dlX86, "double", 8, 8, nil},
	{dlX86, "fp128", 16, 16, nil},
	{dlX86, "x86_fp80", 16, 16, nil},
	{dlX86, "ptr", 8, 8, nil},
	{dlX86, "ptr addrspace(270)", 4, 4, nil},
	{dlX86, "ptr addrspace(272)", 8, 8, nil},
	{dlX86, "ptr addrspace(5)", 8, 8, nil},
	{dlX86, "<3 x i32>", 16, 16, nil},
	{dlX86, "<4 x i1>", 1, 1, nil},
	{dlX86, "<8 x i1>", 1, 1, nil},
	{dlX86, "<16 x i1>", 2, 2, nil},
	{dlX86, "<3 x i8>", 4, 4, nil},
	{dlX86, "<2 x i64>", 16, 16, nil},
	{dlX86, "<4 x float>", 16, 16, nil},
	{dlX86, "<3 x float>", 16, 16, nil},
	{dlX86, "<5 x i16>", 16, 16, nil},
	{dlX86, "<4 x i3>", 2, 2, nil},
	{dlX86, "<2 x ptr>", 16, 16, nil},
	{dlX86, "<8 x double>", 64, 64, nil},
	{dlX86, "<1 x i128>", 16, 16, nil},
	{dlX86, "<3 x i64>", 32, 32, nil},
	{dlX86, "<2 x x86_fp80>", 32, 32, nil},
	{dlX86, "<2 x ptr addrspace(270)>", 8, 8, nil},
	{dlX86, "[3 x i8]", 3, 1, nil},
	{dlX86, "[2 x i65]", 32, 16, nil},
	{dlX86, "[0 x i32]", 0, 4, nil},
	{dlX86, "[3 x i24]", 12, 4, nil},
	{dlX86, "[2 x <3 x i32>]", 32, 16, nil},
	{dlX86, "{i8, i32}", 8, 4, []uint64{0, 4}},
	{dlX86, "<{i8, i32}>", 5, 1, []uint64{0, 1}},
	{dlX86, "{i1, i64, i8}", 24, 8, []uint64{0, 8, 16}},
	{dlX86, "{}", 0, 1, nil},
	{dlX86, "{i8, [3 x i16], double}", 16, 8, []uint64{0, 2, 8}},
	{dlX86, "{<3 x i32>, i8}", 32, 16, []uint64{0, 16}},
	{dlX86, "{x86_fp80, i8}", 32, 16, []uint64{0, 16}},
	{dlX86, "{i128, i8}", 32, 16, []uint64{0, 16}},
	{dlX86, "<{i8, i128}>", 17, 1, []uint64{0, 1}},
	{dlX86, "{i8, {i16, i8}, i64}", 16, 8, []uint64{0, 2, 8}},
	{dlX86, "{i8, <{i32, i8}>}", 6, 1, []uint64{0, 1}},
	{dlX86, "{ptr, i8, ptr addrspace(270)}", 16, 8, []uint64{0, 8, 12}},
	{dlX86, "{i24, i24}", 8, 4, []uint64{0, 4}},
	{dlX86, "{[0 x i64], i8}", 8, 8, []uint64{0, 0}},
	{dlX86, "{i8, i65, i1}", 48, 16, []uint64{0, 16, 32}},
	{dlX86, "{half, <2 x i16>, bfloat}", 12, 4, []uint64{0, 4, 8}},
	{dlAarch64, "i1", 1, 1, nil},
	{dlAarch64, "i7", 1, 1, nil},
	{dlAarch64, "i8", 1, 1, nil},
	{dlAarch64, "i9", 2, 2, nil},
	{dlAarch64, "i16", 2, 2, nil},
	{dlAarch64, "i24", 4, 4, nil},
	{dlAarch64, "i31", 4, 4, nil},
	{dlAarch64, "i32", 4, 4, nil},
	{dlAarch64, "i33", 8, 8, nil},
	{dlAarch64, "i48", 8, 8, nil},
	{dlAarch64, "i64", 8, 8, nil},
	{dlAarch64, "i65", 16, 16, nil},
	{dlAarch64, "i96", 16, 16, nil},
	{dlAarch64, "i128", 16, 16, nil},
	{dlAarch64, "i129", 32, 16, nil},
	{dlAarch64, "i256", 32, 16, nil},
	{dlAarch64, "half", 2, 2, nil},
	{dlAarch64, "bfloat", 2, 2, nil},
	{dlAarch64, "float", 4, 4, nil},
	{dlAarch64, "double", 8, 8, nil},
	{dlAarch64, "fp128", 16, 16, nil},
	{dlAarch64, "x86_fp80", 16, 16, nil},
	{dlAarch64, "ptr", 8, 8, nil},
	{dlAarch64, "ptr addrspace(270)", 8, 8, nil},
	{dlAarch64, "ptr addrspace(272)", 8, 8, nil},
	{dlAarch64, "ptr addrspace(5)", 8, 8, nil},
	{dlAarch64, "<3 x i32>", 16, 16, nil},
	{dlAarch64, "<4 x i1>", 1, 1, nil},
	{dlAarch64, "<8 x i1>", 1, 1, nil},
	{dlAarch64, "<16 x i1>", 2, 2, nil},
	{dlAarch64, "<3 x i8>", 4, 4, nil},
	{dlAarch64, "<2 x i64>", 16, 16, nil},
	{dlAarch64, "<4 x float>", 16, 16, nil},
	{dlAarch64, "<3 x float>", 16, 16, nil},
	{dlAarch64, "<5 x i16>", 16, 16, nil},
	{dlAarch64, "<4 x i3>", 2, 2, nil},
	{dlAarch64, "<2 x ptr>", 16, 16, nil},
	{dlAarch64, "<8 x double>", 64, 64, nil},
	{dlAarch64, "<1 x i128>", 16, 16, nil},
	{dlAarch64, "<3 x i64>", 32, 32, nil},
	{dlAarch64, "<2 x x86_fp80>", 32, 32, nil},
	{dlAarch64, "<2 x ptr addrspace(270)>", 16, 16, nil},
	{dlAarch64, "[3 x i8]", 3, 1, nil},
	{dlAarch64, "[2 x i65]", 32, 16, nil},
	{dlAarch64, "[0 x i32]", 0, 4, nil},
	{dlAarch64, "[3 x i24]", 12, 4, nil},
	{dlAarch64, "[2 x <3 x i32>]", 32, 16, nil},
	{dlAarch64, "{i8, i32}", 8, 4, []uint64{0, 4}},
	{dlAarch64, "<{i8, i32}>", 5, 1, []uint64{0, 1}},
	{dlAarch64, "{i1, i64, i8}", 24, 8, []uint64{0, 8, 16}},
	{dlAarch64, "{}", 0, 1, nil},
	{dlAarch64, "{i8, [3 x i16], double}", 16, 8, []uint64{0, 2, 8}},
	{dlAarch64, "{<3 x i32>, i8}", 32, 16, []uint64{0, 16}},
	{dlAarch64, "{x86_fp80, i8}", 32, 16, []uint64{0, 16}},
	{dlAarch64, "{i128, i8}", 32, 16, []uint64{0, 16}},
	{dlAarch64, "<{i8, i128}>", 17, 1, []uint64{0, 1}},
	{dlAarch64, "{i8, {i16, i8}, i64}", 16, 8, []uint64{0, 2, 8}},
	{dlAarch64, "{i8, <{i32, i8}>}", 6, 1, []uint64{0, 1}},
	{dlAarch64, "{ptr, i8, ptr addrspace(270)}", 24, 8, []uint64{0, 8, 16}},
	{dlAarch64, "{i24, i24}", 8, 4, []uint64{0, 4}},
	{dlAarch64, "{[0 x i64], i8}", 8, 8, []uint64{0, 0}},
	{dlAarch64, "{i8, i65, i1}", 48, 16, []uint64{0, 16, 32}},
	{dlAarch64, "{half, <2 x i16>, bfloat}", 12, 4, []uint64{0, 4, 8}},
	{dlBe32, "i1", 1, 1, nil},
	{dlBe32, "i7", 1, 1, nil},
	{dlBe32, "i8", 1, 1, nil},
	{dlBe32, "i9", 2, 2, nil},
	{dlBe32, "i16", 2, 2, nil},
	{dlBe32, "i24", 4, 4, nil},
	{dlBe32, "i31", 4, 4, nil},
	{dlBe32, "i32", 4, 4, nil},
	{dlBe32, "i33", 8, 8, nil},
	{dlBe32, "i48", 8, 8, nil},
	{dlBe32, "i64", 8, 8, nil},
	{dlBe32, "i65", 16, 8, nil},
	{dlBe32, "i96", 16, 8, nil},
	{dlBe32, "i128", 16, 8, nil},
	{dlBe32, "i129", 24, 8, nil},
	{dlBe32, "i256", 32, 8, nil},
	{dlBe32, "half", 2, 2, nil},
	{dlBe32, "bfloat", 2, 2, nil},
	{dlBe32, "float", 4, 4, nil},
	{dlBe32, "double", 8, 8, nil},
	{dlBe32, "fp128", 16, 16, nil},
	{dlBe32, "x86_fp80", 16, 16, nil},
	{dlBe32, "ptr", 4, 4, nil},
	{dlBe32, "ptr addrspace(270)", 4, 4, nil},
	{dlBe32, "ptr addrspace(272)", 4, 4, nil},
	{dlBe32, "ptr addrspace(5)", 4, 4, nil},
	{dlBe32, "<3 x i32>", 16, 16, nil},
	{dlBe32, "<4 x i1>", 1, 1, nil},
	{dlBe32, "<8 x i1>", 1, 1, nil},
	{dlBe32, "<16 x i1>", 2, 2, nil},
	{dlBe32, "<3 x i8>", 4, 4, nil},
	{dlBe32, "<2 x i64>", 16, 8, nil},
	{dlBe32, "<4 x float>", 16, 8, nil},
	{dlBe32, "<3 x float>", 16, 16, nil},
	{dlBe32, "<5 x i16>", 16, 16, nil},
	{dlBe32, "<4 x i3>", 2, 2, nil},
	{dlBe32, "<2 x ptr>", 8, 8, nil},
	{dlBe32, "<8 x double>", 64, 64, nil},
	{dlBe32, "<1 x i128>", 16, 8, nil},
	{dlBe32, "<3 x i64>", 32, 32, nil},
	{dlBe32, "<2 x x86_fp80>", 32, 32, nil},
	{dlBe32, "<2 x ptr addrspace(270)>", 8, 8, nil},
	{dlBe32, "[3 x i8]", 3, 1, nil},
	{dlBe32, "[2 x i65]", 32, 8, nil},
	{dlBe32, "[0 x i32]", 0, 4, nil},
	{dlBe32, "[3 x i24]", 12, 4, nil},
	{dlBe32, "[2 x <3 x i32>]", 32, 16, nil},
	{dlBe32, "{i8, i32}", 8, 4, []uint64{0, 4}},
	{dlBe32, "<{i8, i32}>", 5, 1, []uint64{0, 1}},
	{dlBe32, "{i1, i64, i8}", 24, 8, []uint64{0, 8, 16}},
	{dlBe32, "{}", 0, 1, nil},
	{dlBe32, "{i8, [3 x i16], double}", 16, 8, []uint64{0, 2, 8}},
	{dlBe32, "{<3 x i32>, i8}", 32, 16, []uint64{0, 16}},
	{dlBe32, "{x86_fp80, i8}", 32, 16, []uint64{0, 16}},
	{dlBe32, "{i128, i8}", 24, 8, []uint64{0, 16}},
	{dlBe32, "<{i8, i128}>", 17, 1, []uint64{0, 1}},
	{dlBe32, "{i8, {i16, i8}, i64}", 16, 8, []uint64{0, 2, 8}},
	{dlBe32, "{i8, <{i32, i8}>}", 6, 1, []uint64{0, 1}},
	{dlBe32, "{ptr, i8, ptr addrspace(270)}", 12, 4, []uint64{0, 4, 8}},
	{dlBe32, "{i24, i24}", 8, 4, []uint64{0, 4}},
	{dlBe32, "{[0 x i64], i8}", 8, 8, []uint64{0, 0}},
	{dlBe32, "{i8, i65, i1}", 32, 8, []uint64{0, 8, 24}},
	{dlBe32, "{half, <2 x i16>, bfloat}", 12, 4, []uint64{0, 4, 8}},
}

func TestSameABI(t *testing.T) {
	const (
		x86v19  = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
		x86v14  = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
		aarch64 = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
		s390x   = "E-m:e-i1:8:16-i8:8:16-i64:64-f128:64-v128:64-a:8:16-n32:64"
	)
	tests := []struct {
		a, b string
		same bool
	}{
		{x86v19, x86v19, true},
		{x86v19, aarch64, true}, // preferred alignments and native widths differ, sizes do not
		{x86v14, aarch64, false},
		{x86v14, x86v19, false}, // i128 alignment
		{aarch64, s390x, false}, // endianness
	}
	for _, tc := range tests {
		a, err1 := ParseLayout(tc.a)
		b, err2 := ParseLayout(tc.b)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if got := SameABI(a, b); got != tc.same {
			t.Errorf("SameABI(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.same)
		}
	}
}

// TestUnhonouredLayout: a module whose layout the interpreter cannot
// honour does not load (it is unsupported, never run under another
// layout); address spaces a module does not use do not matter.
func TestUnhonouredLayout(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		ok         bool
	}{
		{"x86 clang layout", "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\ndefine ptr @f(ptr %p) {\n  ret ptr %p\n}\n", true},
		{"32-bit pointers", "target datalayout = \"e-p:32:32\"\ndefine ptr @f(ptr %p) {\n  ret ptr %p\n}\n", true},
		{"index width", "target datalayout = \"e-p:64:64:64:32\"\ndefine ptr @f(ptr %p) {\n  ret ptr %p\n}\n", true},
		{"8-bit index of 32-bit pointers", "target datalayout = \"e-p:32:32:32:8\"\ndefine ptr @f(ptr %p) {\n  ret ptr %p\n}\n", true},
		{"8-bit pointers", "target datalayout = \"e-p:8:8\"\ndefine ptr @f(ptr %p) {\n  ret ptr %p\n}\n", true},
		{"unspecified stack alignment (LLVM 14)", "target datalayout = \"e-S0\"\ndefine ptr @f(ptr %p) {\n  ret ptr %p\n}\n", true},
		{"128-bit pointers", "target datalayout = \"e-p:128:128:128:64\"\ndefine ptr @f(ptr %p) {\n  ret ptr %p\n}\n", false},
		{"index wider than the pointer (LLVM 14)", "target datalayout = \"e-p:32:32:32:64\"\ndefine ptr @f(ptr %p) {\n  ret ptr %p\n}\n", false},
		{"used address space", "target datalayout = \"e-p1:16:16\"\ndefine ptr addrspace(1) @f(ptr addrspace(1) %p) {\n  ret ptr addrspace(1) %p\n}\n", false},
		{"legacy stack alignment", "target datalayout = \"e-s0:64:64-p:64:64:64:64:7\"\ndefine ptr @f(ptr %p) {\n  ret ptr %p\n}\n", true},
	} {
		m, err := ir.Parse(tc.name, []byte(tc.text))
		if err != nil {
			t.Fatal(err)
		}
		_, err = Load(m)
		if (err == nil) != tc.ok {
			t.Errorf("%s: Load error %v, want ok=%v", tc.name, err, tc.ok)
		}
		// What cannot be honoured is named by the component that says it.
		if err != nil && !strings.Contains(err.Error(), `component "p`) {
			t.Errorf("%s: error %q does not quote the component", tc.name, err)
		}
	}
}

// TestLayoutIRAgrees checks that ir's own reading of a datalayout (the
// allocation sizes ir.LifetimeWithSize writes, the index width of the
// verifier's ptrtoaddr rule) agrees with this package's on every case
// of the table LLVM computed.
func TestLayoutIRAgrees(t *testing.T) {
	for _, c := range layoutCases {
		m := &ir.Module{DataLayout: c.dl}
		ty := parseType(t, c.typ)
		got, ok := m.AllocSize(ty)
		if !ok || got != c.alloc {
			t.Errorf("%q %s: ir AllocSize = %d, %v, want %d", c.dl, c.typ, got, ok, c.alloc)
		}
	}
	for _, dl := range []string{dlDefault, dlX86, dlAarch64, dlBe32, "e-p:64:64:64:32-p3:16:16", "e-pu1:64:64:64:32-p2(x):32:32"} {
		l := mustLayout(t, dl)
		m := &ir.Module{DataLayout: dl}
		for _, as := range []uint32{0, 1, 2, 3, 270, 272} {
			if got, want := m.IndexWidth(as), l.IndexBits(as); got != want {
				t.Errorf("%q addrspace(%d): ir IndexWidth = %d, want %d", dl, as, got, want)
			}
		}
	}
}
