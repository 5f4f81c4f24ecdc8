package ir

import (
	"strings"
	"testing"
)

// TestParseErrors checks that malformed input gives FILE:LINE:COL errors
// naming what was expected.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"missing type", "define void @f() {\n  %x = add %y, 1\n  ret void\n}\n", "t.ll:2:14: expected value, found ','"},
		{"bad top level", "foo\n", "t.ll:1:1: expected top-level entity, found 'foo'"},
		{"undefined value", "define i32 @f() {\n  ret i32 %x\n}\n", "t.ll:2:11: use of undefined value '%x'"},
		{"undefined label", "define void @f() {\n  br label %nowhere\n}\n", "t.ll:2:12: use of undefined label '%nowhere'"},
		{"undefined global", "@g = global ptr @h\n", "t.ll:1:17: use of undefined value '@h'"},
		{"type mismatch", "define i32 @f(i64 %a) {\n  %x = add i32 %a, 1\n  ret i32 %x\n}\n", "t.ll:2:16: '%a' defined with type 'i64' but expected 'i32'"},
		{"forward type mismatch", "define i32 @f() {\nentry:\n  br label %b\na:\n  %x = add i32 %y, 1\n  ret i32 %x\nb:\n  %y = add i64 1, 1\n  br label %a\n}\n", "'%y' defined with type 'i64' but expected 'i32'"},
		{"bad numbering", "define i32 @f() {\nentry:\n  %1 = add i32 1, 1\n  %1 = add i32 1, 1\n  ret i32 %1\n}\n", "t.ll:4:3: instruction expected to be numbered '%2' or greater"},
		{"void named", "declare void @g()\ndefine void @f() {\n  %x = call void @g()\n  ret void\n}\n", "instructions returning void cannot have a name"},
		{"redefinition", "define void @f() {\n  %x = add i32 1, 1\n  %x = add i32 1, 1\n  ret void\n}\n", "multiple definition of local value named '%x'"},
		{"no terminator", "define void @f() {\n  %x = add i32 1, 1\n}\n", "t.ll:3:1: expected instruction (every block must end with a terminator), found '}'"},
		{"unterminated string", "@s = global [2 x i8] c\"ab", "unterminated string constant"},
		{"int for float", "@x = global double 1\n", "integer constant must have integer type"},
		{"inexact float", "@x = global float 0.1\n", "floating point constant invalid for type 'float'"},
		{"bad width", "@x = global i0 0\n", "bitwidth for integer type out of range"},
		{"string length", "@s = global [3 x i8] c\"ab\"\n", "does not match type '[3 x i8]'"},
		{"array length", "@a = global [2 x i32] [i32 1]\n", "array constant has 1 elements"},
		{"bad opcode", "define void @f() {\n  frobnicate i32 1\n}\n", "t.ll:2:3: expected instruction opcode, found 'frobnicate'"},
		{"alignment", "@g = global i32 0, align 3\n", "alignment is not a power of two"},
		{"undefined metadata", "define void @f() {\n  ret void, !dbg !4\n}\n", "use of undefined metadata '!4'"},
		{"eof in body", "define void @f() {\n", "t.ll:2:1: expected '}' at end of function, found end of file"},
		{"global numbering", "@1 = global i32 0\n@1 = global i32 0\n", "variable expected to be numbered '@2' or greater"},
		{"bad char", "@g = global i32 0 ~\n", "unexpected character '~'"},
		{"missing operand", "define i32 @f(i32 %a) {\n  %s = add i32 %a,\n  ret i32 %s\n}\n", "t.ll:3:3: expected value, found 'ret'"},
		{"global type", "@g = global i32 0, addrspace(1)\n@p = global ptr @g\n", "expected global variable property"},
		{"float op on int", "define i32 @f() {\n  %x = fadd i32 1, 2\n  ret i32 %x\n}\n", "invalid operand type for instruction"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("t.ll", []byte(tc.src))
			if err == nil {
				t.Fatalf("Parse succeeded, want error containing %q", tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error = %q\nwant it to contain %q", err, tc.want)
			}
			if !strings.HasPrefix(err.Error(), "t.ll:") {
				t.Fatalf("error %q does not start with the file name", err)
			}
		})
	}
}

// TestParseStructure checks what the parser builds, not just that it accepts.
func TestParseStructure(t *testing.T) {
	src := `
%T = type { i32, %U }
%U = type { ptr }
@g = global i32 7, align 4
@h = global ptr @g

define i32 @f(i32 %a, i32) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add nuw nsw i32 %i, %0
  %c = icmp slt i32 %next, %a
  br i1 %c, label %loop, label %done
done:
  %r = call fast float @llvm.fabs.f32(float 1.0)
  ret i32 %next
}
declare float @llvm.fabs.f32(float)
`
	m, err := Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	f := m.Func("f")
	if f == nil || len(f.Blocks) != 3 {
		t.Fatalf("want @f with 3 blocks, got %v", f)
	}
	loop := f.Blocks[1]
	phi := loop.Instrs[0]
	next := loop.Instrs[1]
	if phi.Op != OpPhi || phi.Operands[1] != next || phi.Incoming()[1] != loop {
		t.Errorf("phi does not refer to the forward-declared %%next and %%loop: %+v", phi)
	}
	if !next.Flags.Has(NUW|NSW) || next.Operands[1] != f.Params[1] {
		t.Errorf("add: flags %v, operand %v", next.Flags, next.Operands[1])
	}
	if len(next.Uses()) != 3 {
		t.Errorf("%%next has %d uses, want 3 (phi, icmp, ret)", len(next.Uses()))
	}
	if got := loop.Successors(); len(got) != 2 || got[0] != loop || got[1] != f.Blocks[2] {
		t.Errorf("successors of %%loop = %v", got)
	}
	call := f.Blocks[2].Instrs[0]
	if call.FMF != FastAll || call.Callee() != m.Func("llvm.fabs.f32") || call.Ty != Float {
		t.Errorf("call: fmf %v callee %v type %v", call.FMF, call.Callee(), call.Ty)
	}
	h := m.Global("h")
	if h.Init != m.Global("g") {
		t.Errorf("@h initialiser is %v, want @g", h.Init)
	}
	if g := m.Global("g"); g.Align != 4 || g.Init.(*Const).Int != 7 {
		t.Errorf("@g = %+v", g)
	}
	if len(m.Types) != 2 || m.Types[0].Fields[1] != m.Types[1] {
		t.Errorf("forward reference to %%U not resolved to the defined type")
	}
}

// TestParseGlobalsAnywhere checks forward references to globals that are
// not defined at the start of a line (the line prescan misses them).
func TestParseGlobalsAnywhere(t *testing.T) {
	src := "@a = global ptr @b  @b = global ptr @f  define void @f() { ret void }\n" +
		"define ptr @g() {\n  ret ptr @h\n}\n  @h = alias i32, ptr @b\n"
	m, err := Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if m.Global("a").Init != m.Global("b") || m.Global("b").Init != m.Func("f") {
		t.Errorf("forward references not resolved: %v %v", m.Global("a").Init, m.Global("b").Init)
	}
	if len(m.Aliases) != 1 || m.Func("g").Blocks[0].Instrs[0].Operands[0] != m.Aliases[0] {
		t.Errorf("alias reference not resolved")
	}
	for _, bad := range []string{"@a = global i32 0\n@a = global i32 1\n", "@a = global i32 0  @a = alias i32, ptr @a\n", "define void @f() { ret void }\n@f = global i32 0\n"} {
		if _, err := Parse("t.ll", []byte(bad)); err == nil || !strings.Contains(err.Error(), "redefinition") {
			t.Errorf("%q: error %v, want a redefinition error", bad, err)
		}
	}
}

// TestParseForwardAddrSpace: a reference to a global in another address
// space may come before its definition.
func TestParseForwardAddrSpace(t *testing.T) {
	src := "@table = global [1 x ptr addrspace(1)] [ptr addrspace(1) @callee]\n" +
		"define void @callee() addrspace(1) { ret void }\n"
	m, err := Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Func("callee").Type(); got != PtrIn(1) {
		t.Errorf("@callee has type %v, want ptr addrspace(1)", got)
	}
}

// TestParseLayoutAddrSpaces: the datalayout's P component gives the default
// address space of functions and call targets; like LLVM 19's parser, A and
// G are not applied to allocas and globals.
func TestParseLayoutAddrSpaces(t *testing.T) {
	src := `target datalayout = "e-P1-A5-G3"
@g = global i32 0
declare float @llvm.fabs.f32(float) addrspace(1)
define void @f() {
  %a = alloca i32
  %r = call fast float @llvm.fabs.f32(float 1.0)
  ret void
}
!llvm.ident = !{!0}
!0 = !{!"x"}
`
	m, err := Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if m.Func("f").AddrSpace != 1 || m.Global("g").AddrSpace != 0 || m.Func("f").Blocks[0].Instrs[0].Ty != Ptr {
		t.Errorf("address spaces: f %d, g %d, alloca %v", m.Func("f").AddrSpace, m.Global("g").AddrSpace, m.Func("f").Blocks[0].Instrs[0].Ty)
	}
	if len(m.NamedMD) != 1 {
		t.Errorf("named metadata after a declaration was not read as such")
	}
}

// TestParseBlockAddress: blockaddress names a block of a function that may
// be defined later, by name or by number, and resolves to the *Block.
func TestParseBlockAddress(t *testing.T) {
	src := `@t = global [2 x ptr] [ptr blockaddress(@f, %named), ptr blockaddress(@f, %3)]
define void @f(i32 %0) {
  br label %named
named:
  br label %3
3:
  indirectbr ptr blockaddress(@f, %named), [label %named, label %3]
}
`
	m, err := Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	elems := m.Global("t").Init.(*Const).Elems
	f := m.Func("f")
	if elems[0].(*Const).Block != f.Blocks[1] || elems[1].(*Const).Block != f.Blocks[2] {
		t.Errorf("blockaddress blocks not resolved")
	}
	if !strings.Contains(m.String(), "blockaddress(@f, %2)") {
		t.Errorf("numbered block not printed by its current number:\n%s", m)
	}
	for _, bad := range []string{
		"@t = global ptr blockaddress(@g, %x)\ndeclare void @g()\n",
		"@t = global ptr blockaddress(@f, %nope)\ndefine void @f() {\n  ret void\n}\n",
	} {
		if _, err := Parse("t.ll", []byte(bad)); err == nil {
			t.Errorf("%q parsed, want an error", bad)
		}
	}
}

// TestParseTypedPointers checks that LLVM 14 typed-pointer syntax reads as ptr.
func TestParseTypedPointers(t *testing.T) {
	src := `
%S = type { i32*, %S* }
@g = global i32* null
@p = global i8 addrspace(1)* null
define i32 @f(i32* %p, void (i32)* %fp) {
  %v = load i32, i32* %p, align 4
  %q = getelementptr inbounds %S, %S* null, i64 0, i32 1
  %c = bitcast i32* %p to i8*
  call void %fp(i32 %v)
  ret i32 %v
}
`
	m, err := Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if m.Types[0].Fields[0] != Ptr || m.Types[0].Fields[1] != Ptr {
		t.Errorf("struct fields = %v", m.Types[0].Fields)
	}
	if m.Global("p").ValueType != PtrIn(1) {
		t.Errorf("@p value type = %v, want ptr addrspace(1)", m.Global("p").ValueType)
	}
	f := m.Func("f")
	if f.Params[1].Ty != Ptr {
		t.Errorf("function pointer parameter type = %v", f.Params[1].Ty)
	}
}

// TestParseConstants checks the decoding of numeric literal forms.
func TestParseConstants(t *testing.T) {
	tests := []struct {
		src      string
		lo, hi   uint64
		wantBits bool // compare FloatLo/FloatHi instead of Int
	}{
		{"@x = global i8 255", 255, 0, false},
		{"@x = global i8 -1", 255, 0, false},
		{"@x = global i16 s0x7fff", 0xffff, 0, false},
		{"@x = global i32 u0xFFFFFFFF", 0xffffffff, 0, false},
		{"@x = global i1 true", 1, 0, false},
		{"@x = global double 1.5", 0x3FF8000000000000, 0, true},
		{"@x = global double 0x3FF8000000000000", 0x3FF8000000000000, 0, true},
		{"@x = global float 1.5", 0x3FC00000, 0, true},
		{"@x = global float 0x3FB99999A0000000", 0x3DCCCCCD, 0, true},
		{"@x = global half 0xH3C00", 0x3C00, 0, true},
		{"@x = global half 1.0", 0x3C00, 0, true},
		{"@x = global bfloat 0xR3F80", 0x3F80, 0, true},
		{"@x = global x86_fp80 0xK3FFF8000000000000000", 0x8000000000000000, 0x3FFF, true},
		{"@x = global x86_fp80 1.0", 0x8000000000000000, 0x3FFF, true},
		{"@x = global fp128 0xL00000000000000003FFF000000000000", 0, 0x3FFF000000000000, true},
		{"@x = global fp128 1.0", 0, 0x3FFF000000000000, true},
		// The smallest double subnormal, 2^-1074, is a normal number in both wide formats.
		{"@x = global x86_fp80 0x0000000000000001", 1 << 63, 0x3BCD, true},
		{"@x = global fp128 0x0000000000000001", 0, 0x3BCD000000000000, true},
		{"@x = global fp128 -2.5", 0, 0xC000400000000000, true},
		{"@x = global x86_fp80 -2.5", 0xA000000000000000, 0xC000, true},
	}
	for _, tc := range tests {
		m, err := Parse("t.ll", []byte(tc.src))
		if err != nil {
			t.Errorf("%s: %v", tc.src, err)
			continue
		}
		c := m.Globals[0].Init.(*Const)
		if tc.wantBits {
			if c.FloatLo != tc.lo || c.FloatHi != tc.hi {
				t.Errorf("%s: bits %#x %#x, want %#x %#x", tc.src, c.FloatHi, c.FloatLo, tc.hi, tc.lo)
			}
		} else if c.Int != tc.lo {
			t.Errorf("%s: value %#x, want %#x", tc.src, c.Int, tc.lo)
		}
	}
	m, err := Parse("t.ll", []byte("@x = global i128 -1"))
	if err != nil {
		t.Fatal(err)
	}
	if c := m.Globals[0].Init.(*Const); c.Big == nil || c.Big.BitLen() != 128 {
		t.Errorf("i128 -1 = %v, want 2^128-1", c.Big)
	}
}

// TestReplaceAllUsesWithBundles: operand-bundle inputs are uses too.
func TestReplaceAllUsesWithBundles(t *testing.T) {
	m, err := Parse("t.ll", []byte(`
declare void @g(i32)
define void @f(i32 %a, i32 %b) {
  %x = add i32 %a, 1
  call void @g(i32 %x) [ "deopt"(i32 %x, i32 %x), "foo"(i32 %b) ]
  ret void
}
`))
	if err != nil {
		t.Fatal(err)
	}
	f := m.Func("f")
	x := f.Blocks[0].Instrs[0]
	call := f.Blocks[0].Instrs[1]
	if n := len(x.Uses()); n != 3 {
		t.Fatalf("%%x has %d uses, want 3 (one argument, two bundle inputs)", n)
	}
	ReplaceAllUsesWith(x, f.Params[1])
	if n := len(x.Uses()); n != 0 {
		t.Errorf("%%x still has %d uses", n)
	}
	if n := len(f.Params[1].Uses()); n != 4 {
		t.Errorf("%%b has %d uses, want 4", n)
	}
	if got, want := call.String(), `call void @g(i32 %b) [ "deopt"(i32 %b, i32 %b), "foo"(i32 %b) ]`; got != want {
		t.Errorf("after RAUW: %s\nwant %s", got, want)
	}
	call.DropOperands()
	if n := len(f.Params[1].Uses()); n != 0 {
		t.Errorf("after DropOperands %%b has %d uses", n)
	}
}

// TestParseUnknownAttributes: attributes this parser does not know are kept
// and printed back, with a warning naming their position, where only
// attributes can stand.
func TestParseUnknownAttributes(t *testing.T) {
	src := "declare void @f() nounwind future_attr(x, 1) another\n" +
		"declare void @g() #0\n" +
		"attributes #0 = { nounwind newfangled=4 shiny(on) }\n"
	m, err := Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, w := range m.Warnings {
		got = append(got, w.Error())
	}
	want := []string{
		"t.ll:1:28: unknown attribute 'future_attr' kept as written",
		"t.ll:1:46: unknown attribute 'another' kept as written",
		"t.ll:3:28: unknown attribute 'newfangled' kept as written",
		"t.ll:3:41: unknown attribute 'shiny' kept as written",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	out := m.String()
	for _, s := range []string{"future_attr(x, 1)", "another", "shiny(on)", "newfangled(4)"} {
		if !strings.Contains(out, s) {
			t.Errorf("printed module lacks %q:\n%s", s, out)
		}
	}
	// Where attributes and values both can stand, an unknown word stays an error.
	if _, err := Parse("t.ll", []byte("declare void @f(i32 future_attr)\n")); err == nil {
		t.Errorf("unknown word in a parameter list parsed")
	}
}
