package ir

import (
	"bytes"
	"math"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// --- small builders for API-made modules ---

func ptModule() *Module { return &Module{} }

func ptFunc(m *Module, name string, ret *Type, params ...*Type) *Function {
	f := &Function{FuncTy: Func(ret, params, false)}
	f.Name = name
	f.Parent = m
	for k, t := range params {
		f.Params = append(f.Params, &Argument{Ty: t, Parent: f, Index: k})
	}
	m.Funcs = append(m.Funcs, f)
	return f
}

func ptBlock(f *Function, name string) *Block {
	b := &Block{Name: name, Parent: f}
	f.Blocks = append(f.Blocks, b)
	return b
}

// ptAdd appends an instruction of type ty to b with the given operands.
func ptAdd(b *Block, op Opcode, ty *Type, ops ...Value) *Instruction {
	i := &Instruction{Op: op, Ty: ty, Parent: b}
	i.SetOperands(ops...)
	b.Instrs = append(b.Instrs, i)
	return i
}

func ptGlobal(m *Module, name string, ty *Type, init Value) *Global {
	g := &Global{ValueType: ty, Init: init}
	g.Name = name
	g.Parent = m
	m.Globals = append(m.Globals, g)
	return g
}

func i32(v int64) *Const { return NewInt(I32, v) }

// --- exact text ---

func TestConstIdent(t *testing.T) {
	m := ptModule()
	g := ptGlobal(m, "g", I32, i32(0))
	st := Struct(false, I32, Ptr)
	f := ptFunc(m, "f", Void)
	bb := ptBlock(f, "bb")
	ptAdd(bb, OpBr, Void, bb)
	unnamed := ptBlock(f, "") // numbered %0: @f has no parameters
	ptAdd(unnamed, OpRet, Void)
	bigv, _ := new(big.Int).SetString("-170141183460469231731687303715884105728", 10)
	gep := NewExpr(Ptr, OpGetElementPtr, g, NewInt(I64, 0), i32(1))
	gep.SrcElemTy = st
	gep.Flags = InBounds
	gepr := NewExpr(Ptr, OpGetElementPtr, g, NewInt(I64, 1))
	gepr.SrcElemTy = I8
	gepr.Flags = NUSW | NUW
	gepr.InRange = &[2]int64{-4, 8}
	add := NewExpr(I64, OpAdd, NewExpr(I64, OpPtrToInt, g), NewInt(I64, 8))
	add.Flags = NUW | NSW
	tests := []struct {
		c    *Const
		want string
	}{
		{i32(42), "42"},
		{i32(-1), "-1"},
		{NewInt(I8, 200), "-56"},
		{NewInt(I64, math.MinInt64), "-9223372036854775808"},
		{NewInt(I1, 1), "true"},
		{NewInt(I1, 0), "false"},
		{NewIntBig(I128, bigv), "-170141183460469231731687303715884105728"},
		{NewInt(Int(65), -2), "-2"},
		{NewSimple(Ptr, ConstNull), "null"},
		{NewSimple(Token, ConstNone), "none"},
		{Undef(I32), "undef"},
		{Poison(I32), "poison"},
		{NewSimple(st, ConstZero), "zeroinitializer"},
		{NewAggregate(Vector(2, I32, false), []Value{i32(1), i32(2)}), "<i32 1, i32 2>"},
		{NewAggregate(Array(2, I8), []Value{NewInt(I8, 1), NewInt(I8, 2)}), "[i8 1, i8 2]"},
		{&Const{Ty: Array(3, I8), Kind: ConstString, Str: "ab\x00"}, `c"ab\00"`},
		{&Const{Ty: Array(2, I8), Kind: ConstString, Str: "\"\\"}, `c"\22\\"`},
		{NewAggregate(st, []Value{i32(1), g}), "{ i32 1, ptr @g }"},
		{NewAggregate(Struct(true, I8, I32), []Value{NewInt(I8, 1), i32(2)}), "<{ i8 1, i32 2 }>"},
		{NewAggregate(Struct(false), nil), "{}"},
		{gep, "getelementptr inbounds ({ i32, ptr }, ptr @g, i64 0, i32 1)"},
		{gepr, "getelementptr nusw nuw inrange(-4, 8) (i8, ptr @g, i64 1)"},
		{add, "add nuw nsw (i64 ptrtoint (ptr @g to i64), i64 8)"},
		// Lane by lane, which LLVM 14 reads; a scalable vector has no lanes to write.
		{&Const{Ty: Vector(4, I32, false), Kind: ConstSplat, Elems: []Value{i32(1)}}, "<i32 1, i32 1, i32 1, i32 1>"},
		{&Const{Ty: Vector(4, I32, true), Kind: ConstSplat, Elems: []Value{i32(1)}}, "splat (i32 1)"},
		{&Const{Ty: Ptr, Kind: ConstBlockAddress, Elems: []Value{f}, Block: bb}, "blockaddress(@f, %bb)"},
		{&Const{Ty: Ptr, Kind: ConstBlockAddress, Elems: []Value{f}, Block: unnamed}, "blockaddress(@f, %0)"},
		{&Const{Ty: Ptr, Kind: ConstDSOLocalEquivalent, Elems: []Value{f}}, "dso_local_equivalent @f"},
		{&Const{Ty: Ptr, Kind: ConstNoCFI, Elems: []Value{f}}, "no_cfi @f"},
		{&Const{Ty: Ptr, Kind: ConstPtrAuth, Elems: []Value{f, i32(0), NewInt(I64, 5)}}, "ptrauth (ptr @f, i32 0, i64 5)"},
		{NewDouble(1.5), "1.500000e+00"},
		{NewFloat32(0.5), "5.000000e-01"},
	}
	for _, tt := range tests {
		if got := tt.c.Ident(); got != tt.want {
			t.Errorf("Ident() = %q, want %q", got, tt.want)
		}
	}
	if got, want := TypedIdent(i32(5)), "i32 5"; got != want {
		t.Errorf("TypedIdent = %q, want %q", got, want)
	}
}

// The expectations below are what llvm-dis-19 prints for these bits.
func TestFloatText(t *testing.T) {
	tests := []struct {
		ty     *Type
		lo, hi uint64
		want   string
	}{
		{Double, math.Float64bits(1.5), 0, "1.500000e+00"},
		{Double, math.Float64bits(0.1), 0, "1.000000e-01"},
		{Double, math.Float64bits(0.3), 0, "3.000000e-01"},
		{Double, math.Float64bits(0.7), 0, "0x3FE6666666666666"},
		{Double, math.Float64bits(9.99999e20), 0, "9.999990e+20"},
		{Double, math.Float64bits(1.23457e-300), 0, "1.234570e-300"},
		{Double, math.Float64bits(123456789.0), 0, "0x419D6F3454000000"},
		{Double, math.Float64bits(1e100), 0, "1.000000e+100"},
		{Double, math.Float64bits(math.Copysign(0, -1)), 0, "-0.000000e+00"},
		{Double, 0, 0, "0.000000e+00"},
		{Double, 1, 0, "4.940660e-324"},
		{Double, math.Float64bits(1e-310), 0, "1.000000e-310"},
		{Double, math.Float64bits(2.2250738585072014e-308), 0, "0x10000000000000"},
		{Double, 0x7FF8000000000000, 0, "0x7FF8000000000000"},
		{Double, 0xFFF0000000000000, 0, "0xFFF0000000000000"},
		{Float, uint64(math.Float32bits(1.5)), 0, "1.500000e+00"},
		{Float, uint64(math.Float32bits(0.3)), 0, "0x3FD3333340000000"},
		{Float, 0x7FA00000, 0, "0x7FF4000000000000"}, // signalling NaN keeps its payload
		{Float, 1, 0, "0x36A0000000000000"},
		{Half, 0x3C00, 0, "0xH3C00"},
		{BFloat, 0x3F80, 0, "0xR3F80"},
		{X86FP80, 0x8000000000000000, 0x3FFF, "0xK3FFF8000000000000000"},
		{FP128, 0, 0x3FFF000000000000, "0xL00000000000000003FFF000000000000"},
		{PPCFP128, 0x3FF0000000000000, 0, "0xM3FF00000000000000000000000000000"},
	}
	for _, tt := range tests {
		if got := NewFloat(tt.ty, tt.lo, tt.hi).Ident(); got != tt.want {
			t.Errorf("%s %#x:%#x = %q, want %q", tt.ty, tt.hi, tt.lo, got, tt.want)
		}
	}
}

func TestInstructionString(t *testing.T) {
	m := ptModule()
	g := ptGlobal(m, "g", I32, i32(0))
	callee := ptFunc(m, "callee", I32, I32)
	f := ptFunc(m, "f", I32, I32, Ptr)
	x, p := f.Params[0], f.Params[1]
	p.Name = "p"
	b := ptBlock(f, "")
	b2 := ptBlock(f, "")
	add := ptAdd(b, OpAdd, I32, x, i32(7))
	add.Flags = NSW
	ld := ptAdd(b, OpLoad, I32, p)
	ld.Align = 4
	ld.Ordering = Acquire
	ld.SetExtra().SyncScope = "singlethread"
	ld.Flags = Volatile
	st := ptAdd(b, OpStore, Void, add, g)
	st.Align = 4
	st.SetMetadata([]MDAttachment{{Kind: "nontemporal", Node: &MDNode{ID: 3}}})
	cmp := ptAdd(b, OpICmp, I1, add, ld)
	cmp.Pred = IntSLT
	fa := ptAdd(b, OpFAdd, Double, NewDouble(1), NewDouble(2))
	fa.FMF = NNaN | NSZ
	ff := ptAdd(b, OpFMul, Double, fa, fa)
	ff.FMF = FastAll
	call := ptAdd(b, OpCall, I32, callee, add)
	call.FnTy = callee.FuncTy
	call.Flags = Tail
	call.SetCall().RetAttrs = AttrList{Attrs: []Attr{{Key: "noundef"}}}
	call.SetCall().ArgAttrs = []AttrList{{Attrs: []Attr{{Key: "signext"}}}}
	call.SetCall().FnAttrs = AttrList{Groups: []int{0}}
	call.SetCall().Bundles = []Bundle{{Tag: "deopt", Inputs: []Value{i32(1)}}}
	gep := ptAdd(b, OpGetElementPtr, Ptr, p, NewInt(I64, 1))
	gep.ElemTy = I32
	gep.Flags = InBounds
	cx := ptAdd(b, OpCmpXchg, Struct(false, I32, I1), p, i32(0), i32(1))
	cx.Ordering, cx.FailureOrdering, cx.Align, cx.Flags = SeqCst, Monotonic, 4, Weak
	rmw := ptAdd(b, OpAtomicRMW, I32, p, i32(1))
	rmw.RMWOp, rmw.Ordering, rmw.Align = RMWAdd, AcqRel, 4
	al := ptAdd(b, OpAlloca, Ptr, NewInt(I64, 4))
	al.ElemTy, al.Align = I32, 16
	tr := ptAdd(b, OpTrunc, I8, add)
	tr.Flags = NUW
	sel := ptAdd(b, OpSelect, I32, cmp, add, ld)
	br := ptAdd(b, OpBr, Void, cmp, b2, b2)
	phi := ptAdd(b2, OpPhi, I32, add, ld)
	phi.SetIncoming([]*Block{b, b})
	sw := ptAdd(b2, OpSwitch, Void, sel, b2, i32(1), b2)
	ret := ptAdd(b2, OpRet, Void, phi)
	tests := []struct {
		i    *Instruction
		want string
	}{
		{add, "%2 = add nsw i32 %0, 7"},
		{ld, `%3 = load atomic volatile i32, ptr %p syncscope("singlethread") acquire, align 4`},
		{st, "store i32 %2, ptr @g, align 4, !nontemporal !3"},
		{cmp, "%4 = icmp slt i32 %2, %3"},
		{fa, "%5 = fadd nnan nsz double 1.000000e+00, 2.000000e+00"},
		{ff, "%6 = fmul fast double %5, %5"},
		{call, `%7 = tail call noundef i32 @callee(i32 signext %2) #0 [ "deopt"(i32 1) ]`},
		{gep, "%8 = getelementptr inbounds i32, ptr %p, i64 1"},
		{cx, "%9 = cmpxchg weak ptr %p, i32 0, i32 1 seq_cst monotonic, align 4"},
		{rmw, "%10 = atomicrmw add ptr %p, i32 1 acq_rel, align 4"},
		{al, "%11 = alloca i32, i64 4, align 16"},
		{tr, "%12 = trunc nuw i32 %2 to i8"},
		{sel, "%13 = select i1 %4, i32 %2, i32 %3"},
		{br, "br i1 %4, label %14, label %14"},
		{phi, "%15 = phi i32 [ %2, %1 ], [ %3, %1 ]"},
		{sw, "switch i32 %13, label %14 [\n    i32 1, label %14\n  ]"},
		{ret, "ret i32 %15"},
	}
	for _, tt := range tests {
		if got := tt.i.String(); got != tt.want {
			t.Errorf("got  %q\nwant %q", got, tt.want)
		}
	}
}

func TestModuleString(t *testing.T) {
	m := ptModule()
	m.SourceFilename, m.HasSourceFilename = "a.c", true
	m.Triple = "x86_64-pc-linux-gnu"
	s := NewNamedStruct("struct.S")
	s.SetBody(false, I32, Double)
	m.Types = []*Type{s}
	c := &Comdat{Name: "g", Selection: "any"}
	m.Comdats = []*Comdat{c}
	g := ptGlobal(m, "g", I32, i32(1))
	g.DSOLocal, g.Align, g.Comdat = true, 4, c
	str := ptGlobal(m, ".str", Array(2, I8), &Const{Ty: Array(2, I8), Kind: ConstString, Str: "a\x00"})
	str.Linkage, str.UnnamedAddr, str.IsConstant, str.Align = LinkagePrivate, "unnamed_addr", true, 1
	ext := ptGlobal(m, "e", I32, nil)
	ext.Metadata = []MDAttachment{{Kind: "dbg", Node: &MDNode{ID: 0}}}
	al := &Alias{ValueType: I32, Aliasee: g}
	al.Name, al.Parent, al.Linkage = "a", m, LinkageInternal
	m.Aliases = []*Alias{al}
	f := ptFunc(m, "f", I32, I32)
	f.DSOLocal = true
	f.Params[0].Attrs = AttrList{Attrs: []Attr{{Key: "noundef"}}}
	f.FnAttrs = AttrList{Groups: []int{0}}
	entry := ptBlock(f, "")
	next := ptBlock(f, "")
	br := ptAdd(entry, OpBr, Void, next)
	_ = br
	r := ptAdd(next, OpRet, Void, f.Params[0])
	r.SetExtra().DebugRecords = []*DebugRecord{{Kind: "value", Args: []MD{&MDValue{V: f.Params[0]}, &MDNode{ID: 1}, &MDNode{ID: -1, Kind: "DIExpression"}, &MDNode{ID: 2}}}}
	d := &Function{FuncTy: Func(I32, []*Type{Ptr}, true)}
	d.Name, d.Parent = "printf", m
	d.Params = []*Argument{{Ty: Ptr, Parent: d, Attrs: AttrList{Attrs: []Attr{{Key: "noundef"}}}}}
	m.Funcs = append(m.Funcs, d)
	m.AttrGroups = []*AttrGroup{{ID: 0, Attrs: []Attr{{Key: "noinline"}, {Key: "alignstack", Int: 16, HasInt: true},
		{Key: "frame-pointer", Value: "all", HasValue: true, IsString: true}}}}
	m.NamedMD = []*NamedMD{{Name: "llvm.ident", Nodes: []MD{&MDNode{ID: 0}}}}
	m.MDNodes = []*MDNode{
		{ID: 0, Elems: []MD{&MDString{S: "clang"}}},
		{ID: 1, Elems: []MD{}},
		{ID: 2, Distinct: true, Elems: []MD{}},
	}
	want := `source_filename = "a.c"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, double }

$g = comdat any

@g = dso_local global i32 1, comdat, align 4
@.str = private unnamed_addr constant [2 x i8] c"a\00", align 1
@e = external global i32, !dbg !0

@a = internal alias i32, ptr @g

; Function Attrs: noinline alignstack(16)
define dso_local i32 @f(i32 noundef %0) #0 {
  br label %2

2:                                                ; preds = %1
    #dbg_value(i32 %0, !1, !DIExpression(), !2)
  ret i32 %0
}

declare i32 @printf(ptr noundef, ...)

attributes #0 = { noinline alignstack=16 "frame-pointer"="all" }

!llvm.ident = !{!0}

!0 = !{!"clang"}
!1 = !{}
!2 = distinct !{}
`
	if got := m.String(); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	var buf bytes.Buffer
	n, err := m.WriteTo(&buf)
	if err != nil || n != int64(len(want)) || buf.String() != want {
		t.Errorf("WriteTo = %d, %v; text equal: %v", n, err, buf.String() == want)
	}
}

// --- llvm-as acceptance of API-built modules ---

func ptNeedTool(t *testing.T, name string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		if testing.Short() {
			t.Skipf("%s not found (short mode)", name)
		}
		t.Fatalf("%s not found: install LLVM 19 (apt-get install llvm-19)", name)
	}
	return path
}

// ptRun runs a tool on stdin (as a file: llvmRun) and returns its stdout.
func ptRun(tool string, stdin []byte, args ...string) ([]byte, error) {
	out, errb, err := llvmRun(stdin, tool, args...)
	if err != nil {
		return nil, &ptToolError{tool: tool, err: err, stderr: string(errb)}
	}
	return out, nil
}

type ptToolError struct {
	tool   string
	err    error
	stderr string
}

func (e *ptToolError) Error() string { return e.tool + ": " + e.err.Error() + ": " + e.stderr }

// ptAllOpcodes builds a module that uses every opcode and constant kind.
func ptAllOpcodes() *Module {
	m := ptModule()
	g := ptGlobal(m, "g", Array(4, I32), NewSimple(Array(4, I32), ConstZero))
	pers := ptFunc(m, "__gxx_personality_v0", I32)
	pers.FuncTy = Func(I32, nil, true)
	callee := ptFunc(m, "callee", I32, I32)
	vf := ptFunc(m, "vf", Void)

	// Arithmetic, casts, vectors, aggregates, memory, phi/select/call.
	f := ptFunc(m, "all", I32, I32, Ptr, Double, Vector(4, I32, false), I1)
	x, p, d, v, c := f.Params[0], f.Params[1], f.Params[2], f.Params[3], f.Params[4]
	entry := ptBlock(f, "entry")
	other := ptBlock(f, "other")
	join := ptBlock(f, "")
	for _, op := range []Opcode{OpAdd, OpSub, OpMul, OpUDiv, OpSDiv, OpURem, OpSRem, OpShl, OpLShr, OpAShr, OpAnd, OpOr, OpXor} {
		ptAdd(entry, op, I32, x, i32(3))
	}
	for _, op := range []Opcode{OpFAdd, OpFSub, OpFMul, OpFDiv, OpFRem} {
		i := ptAdd(entry, op, Double, d, NewDouble(0.5))
		i.FMF = Reassoc | Contract
	}
	ptAdd(entry, OpFNeg, Double, d).FMF = FastAll
	ee := ptAdd(entry, OpExtractElement, I32, v, NewInt(I64, 0))
	ie := ptAdd(entry, OpInsertElement, v.Ty, v, ee, NewInt(I64, 1))
	sv := ptAdd(entry, OpShuffleVector, Vector(2, I32, false), ie, Poison(v.Ty))
	sv.SetExtra().Mask = []int32{0, -1}
	agg := ptAdd(entry, OpInsertValue, Struct(false, I32, Double), Undef(Struct(false, I32, Double)), x)
	agg.SetIndices([]uint32{0})
	ptAdd(entry, OpExtractValue, Double, agg).SetIndices([]uint32{1})
	al := ptAdd(entry, OpAlloca, Ptr)
	al.ElemTy, al.Align = I64, 8
	ld := ptAdd(entry, OpLoad, I32, p)
	ld.Align = 4
	st := ptAdd(entry, OpStore, Void, ld, al)
	st.Align, st.Ordering = 4, Release
	ptAdd(entry, OpFence, Void).Ordering = SeqCst
	cx := ptAdd(entry, OpCmpXchg, Struct(false, I32, I1), p, x, ld)
	cx.Ordering, cx.FailureOrdering, cx.Align = AcqRel, Acquire, 4
	rmw := ptAdd(entry, OpAtomicRMW, Double, p, d)
	rmw.RMWOp, rmw.Ordering, rmw.Align, rmw.SetExtra().SyncScope = RMWFAdd, Monotonic, 8, "singlethread"
	gep := ptAdd(entry, OpGetElementPtr, Ptr, g, NewInt(I64, 0), x)
	gep.ElemTy, gep.Flags = g.ValueType, InBounds|NUW
	casts := []struct {
		op  Opcode
		ty  *Type
		arg Value
	}{
		{OpTrunc, I8, x}, {OpZExt, I64, x}, {OpSExt, I64, x}, {OpFPTrunc, Float, d}, {OpFPExt, FP128, d},
		{OpFPToUI, I32, d}, {OpFPToSI, I32, d}, {OpUIToFP, Half, x}, {OpSIToFP, BFloat, x},
		{OpPtrToInt, I64, p}, {OpIntToPtr, Ptr, x}, {OpBitCast, Vector(2, I16, false), x},
		{OpAddrSpaceCast, PtrIn(1), p},
	}
	for _, cs := range casts {
		ptAdd(entry, cs.op, cs.ty, cs.arg)
	}
	ic := ptAdd(entry, OpICmp, I1, x, i32(0))
	ic.Pred = IntUGE
	fc := ptAdd(entry, OpFCmp, I1, d, NewDouble(2))
	fc.Pred, fc.FMF = FloatUNO, NNaN
	sel := ptAdd(entry, OpSelect, I32, c, x, i32(1))
	ptAdd(entry, OpFreeze, I32, sel)
	call := ptAdd(entry, OpCall, I32, callee, sel)
	call.FnTy = callee.FuncTy
	va := ptAdd(entry, OpVAArg, I32, p)
	_ = va
	asm := ptAdd(entry, OpCall, Void, &InlineAsm{Asm: "nop", Constraints: "~{dirflag}", SideEffect: true})
	asm.FnTy = Func(Void, nil, false)
	ptAdd(entry, OpBr, Void, ic, other, join)
	sw1 := ptBlock(f, "sw1")
	ptAdd(other, OpSwitch, Void, x, join, i32(1), sw1)
	ptAdd(sw1, OpBr, Void, join)
	f.Blocks[2], f.Blocks[3] = f.Blocks[3], f.Blocks[2] // keep the unnamed block last
	phi := ptAdd(join, OpPhi, I32, x, i32(7), i32(8))
	phi.SetIncoming([]*Block{entry, other, sw1})
	ptAdd(join, OpFreeze, Vector(4, I32, true), &Const{Ty: Vector(4, I32, true), Kind: ConstSplat, Elems: []Value{i32(9)}})
	ptAdd(join, OpRet, Void, phi)

	// Every constant kind, as global initializers.
	consts := []*Const{
		NewInt(I1, 1), NewInt(Int(128), -5), NewDouble(0.1), NewFloat32(3.25),
		NewFloat(Half, 0x3C00, 0), NewFloat(BFloat, 0x3F80, 0), NewFloat(X86FP80, 0x8000000000000000, 0x3FFF),
		NewFloat(FP128, 0, 0x3FFF000000000000), NewFloat(PPCFP128, 0x3FF0000000000000, 0),
		NewSimple(Ptr, ConstNull), Undef(I8), Poison(I16), NewSimple(Struct(false, I8, I8), ConstZero),
		NewAggregate(Array(2, I16), []Value{NewInt(I16, 1), NewInt(I16, -1)}),
		NewAggregate(Vector(2, Float, false), []Value{NewFloat32(1), NewFloat32(-2)}),
		NewAggregate(Struct(true, I8, Ptr), []Value{NewInt(I8, 1), g}),
		{Ty: Array(3, I8), Kind: ConstString, Str: "a\"\n"},
		{Ty: Vector(4, I32, false), Kind: ConstSplat, Elems: []Value{i32(9)}},
		{Ty: Ptr, Kind: ConstBlockAddress, Elems: []Value{f}, Block: other},
		{Ty: Ptr, Kind: ConstDSOLocalEquivalent, Elems: []Value{vf}},
		{Ty: Ptr, Kind: ConstNoCFI, Elems: []Value{vf}},
		{Ty: Ptr, Kind: ConstPtrAuth, Elems: []Value{vf, i32(2), NewInt(I64, 1234)}},
		{Ty: Ptr, Kind: ConstExpr, Op: OpGetElementPtr, SrcElemTy: g.ValueType, Flags: InBounds, Elems: []Value{g, NewInt(I64, 0), NewInt(I64, 2)}},
		{Ty: I64, Kind: ConstExpr, Op: OpSub, Flags: NSW, Elems: []Value{NewExpr(I64, OpPtrToInt, g), NewInt(I64, 1)}},
		NewExpr(Ptr, OpIntToPtr, NewInt(I64, 4096)),
	}
	for _, k := range consts {
		ptGlobal(m, "", k.Ty, k)
	}

	// Exception handling: invoke, landingpad, resume.
	eh := ptFunc(m, "eh", Void)
	eh.Personality = pers
	e0 := ptBlock(eh, "")
	ok := ptBlock(eh, "ok")
	lp := ptBlock(eh, "lpad")
	inv := ptAdd(e0, OpInvoke, Void, vf, ok, lp)
	inv.FnTy = vf.FuncTy
	ptAdd(ok, OpRet, Void)
	lpad := ptAdd(lp, OpLandingPad, Struct(false, Ptr, I32), NewSimple(Ptr, ConstNull))
	lpad.Flags = Cleanup
	lpad.SetExtra().ClauseKinds = []ClauseKind{ClauseCatch}
	ptAdd(lp, OpResume, Void, lpad)

	// Funclet pads: catchswitch, catchpad, catchret, cleanuppad, cleanupret.
	w := ptFunc(m, "win", Void)
	w.Personality = pers
	w0 := ptBlock(w, "")
	disp := ptBlock(w, "dispatch")
	hnd := ptBlock(w, "handler")
	cont := ptBlock(w, "cont")
	cl := ptBlock(w, "cleanup")
	inv2 := ptAdd(w0, OpInvoke, Void, vf, cont, disp)
	inv2.FnTy = vf.FuncTy
	cs := ptAdd(disp, OpCatchSwitch, Token, NewSimple(Token, ConstNone), hnd, cl)
	cs.SetExtra().NumHandlers = 1
	cp := ptAdd(hnd, OpCatchPad, Token, cs, NewSimple(Ptr, ConstNull))
	ptAdd(hnd, OpCatchRet, Void, cp, cont)
	ptAdd(cont, OpRet, Void)
	cup := ptAdd(cl, OpCleanupPad, Token, NewSimple(Token, ConstNone))
	ptAdd(cl, OpCleanupRet, Void, cup)

	// indirectbr, callbr, unreachable.
	ib := ptFunc(m, "ib", Void, Ptr)
	i0 := ptBlock(ib, "")
	t1 := ptBlock(ib, "t1")
	t2 := ptBlock(ib, "t2")
	ptAdd(i0, OpIndirectBr, Void, ib.Params[0], t1, t2)
	cb := ptAdd(t1, OpCallBr, Void, &InlineAsm{Asm: "", Constraints: "!i"}, t2, t1)
	cb.FnTy, cb.SetCall().NumIndirect = Func(Void, nil, false), 1
	ptAdd(t2, OpUnreachable, Void)
	return m
}

func TestPrintedModulesAssemble(t *testing.T) {
	as := ptNeedTool(t, "llvm-as-19")
	all := ptAllOpcodes()
	seen := map[Opcode]bool{}
	for _, f := range all.Funcs {
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				seen[i.Op] = true
			}
		}
	}
	for op := OpInvalid + 1; op < NumOpcodes; op++ {
		// ptrtoaddr is LLVM 22's, which llvm-as-19 rejects: the
		// modules of testdata/llvm22 print it under llvm-as-22.
		if !seen[op] && op != OpPtrToAddr {
			t.Errorf("ptAllOpcodes does not use %s", op)
		}
	}
	// Unnamed globals of every kind: @N must increase in printing order.
	un := ptModule()
	ug := ptGlobal(un, "", I32, i32(0))
	uf := ptFunc(un, "", Ptr)
	ptAdd(ptBlock(uf, ""), OpRet, Void, ug)
	ua := &Alias{ValueType: I32, Aliasee: ug}
	ua.Parent = un
	un.Aliases = []*Alias{ua}
	ui := &IFunc{ValueType: Func(Void, nil, false), Resolver: uf}
	ui.Parent = un
	un.IFuncs = []*IFunc{ui}
	mods := map[string]*Module{"all-opcodes": all, "unnamed-globals": un}
	for name, m := range mods {
		text := m.String()
		if _, err := ptRun(as, []byte(text), "-o", os.DevNull); err != nil {
			t.Errorf("%s: llvm-as-19 rejects the printed module: %v\n%s", name, err, text)
		}
	}
}

// --- parse -> print -> llvm-as -> llvm-dis against llvm-as -> llvm-dis ---

// ptKnownParserGaps lists round-trip files that fail because of parser
// limitations or model gaps (not the printer); they are logged, not failed.
var ptKnownParserGaps = map[string]string{
	"module-uselistorder.ll": "the model keeps no uselistorder directives (llvm-dis shows preds in that order)",
	"module-summary.ll":      "the model keeps no summary entries (^N = ...)",
}

func TestRoundTripLLVMDis(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns LLVM tools for every file")
	}
	as := ptNeedTool(t, "llvm-as-19")
	dis := ptNeedTool(t, "llvm-dis-19")
	var files []string
	filepath.WalkDir(filepath.Join("testdata", "roundtrip"), func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".ll") {
			files = append(files, path)
		}
		return nil
	})
	if len(files) == 0 {
		t.Skip("no files in testdata/roundtrip")
	}
	canon := func(src []byte) ([]byte, error) {
		bc, err := ptRun(as, src, "-o", "-")
		if err != nil {
			return nil, err
		}
		return ptRun(dis, bc, "-o", "-")
	}
	for _, path := range files {
		t.Run(strings.TrimPrefix(filepath.ToSlash(path), "testdata/roundtrip/"), func(t *testing.T) {
			t.Parallel() // at most GOMAXPROCS files at once
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			want, err := canon(src)
			if err != nil {
				t.Skip("not valid LLVM 19 IR: nothing to compare against")
			}
			if why, ok := ptKnownParserGaps[filepath.Base(path)]; ok {
				t.Skip(why)
			}
			m, err := Parse(path, src)
			if err != nil {
				t.Skipf("parse: %v", err)
			}
			text := m.String()
			got, err := canon([]byte(text))
			if err != nil {
				t.Fatalf("printed text rejected: %v\nrepro: go run ./cmd/irfuzz fmt %s | llvm-as-19", err, path)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("llvm-dis differs after parse+print:\n%s", ptFirstDiff(string(want), string(got)))
			}
		})
	}
}

// TestPrintIdempotent checks that printing is a fixed point of parsing:
// parse(print(m)) prints exactly as m does. It needs no LLVM tools.
func TestPrintIdempotent(t *testing.T) {
	var files []string
	filepath.WalkDir(filepath.Join("testdata", "roundtrip"), func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".ll") {
			files = append(files, path)
		}
		return nil
	})
	if testing.Short() && len(files) > 60 {
		files = files[:60]
	}
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Parse(path, src)
		if err != nil {
			continue // the parser's tests report this
		}
		first := m.String()
		m2, err := Parse(path+" (printed)", []byte(first))
		if err != nil {
			t.Errorf("%s: printed text does not parse: %v", path, err)
			continue
		}
		if second := m2.String(); second != first {
			t.Errorf("%s: printing is not stable:\n%s", path, ptFirstDiff(first, second))
		}
	}
}

// ptFirstDiff shows the first differing line of two texts.
func ptFirstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for k := 0; k < len(al) || k < len(bl); k++ {
		var x, y string
		if k < len(al) {
			x = al[k]
		}
		if k < len(bl) {
			y = bl[k]
		}
		if x != y {
			return "line " + itoa(k+1) + ":\n  want " + x + "\n  got  " + y
		}
	}
	return ""
}

// TestFloatMatchesLLVMDis prints many float and double constants and checks
// that llvm-dis-19 prints each the same way (the decimal-or-hex choice and
// APFloat's truncating digit generation are easy to get subtly wrong).
func TestFloatMatchesLLVMDis(t *testing.T) {
	as := ptNeedTool(t, "llvm-as-19")
	dis := ptNeedTool(t, "llvm-dis-19")
	seed := uint64(0x9E3779B97F4A7C15)
	rnd := func() uint64 { // xorshift64*: deterministic
		seed ^= seed >> 12
		seed ^= seed << 25
		seed ^= seed >> 27
		return seed * 2685821657736338717
	}
	var consts []*Const
	for k := 0; k < 400; k++ {
		r := rnd()
		consts = append(consts, NewFloat(Double, r, 0), NewFloat(Float, r&0xFFFFFFFF, 0))
		// Short decimals (the ones that may print as decimal) and small
		// dyadic values; denormals of both widths.
		dec, _ := strconv.ParseFloat(strconv.FormatUint(r%1000000, 10)+"e"+strconv.Itoa(int(r>>32%620)-310), 64)
		consts = append(consts, NewDouble(dec), NewFloat32(float32(dec)), NewDouble(float64(r%4096)/float64(uint64(1)<<(r>>40%30))))
		consts = append(consts, NewFloat(Double, r>>(12+r%52), 0), NewFloat(Float, (r>>32)>>(9+r%23), 0))
	}
	m := ptModule()
	for _, c := range consts {
		ptGlobal(m, "", c.Ty, c)
	}
	text := m.String()
	bc, err := ptRun(as, []byte(text), "-o", "-")
	if err != nil {
		t.Fatal(err)
	}
	out, err := ptRun(dis, bc, "-o", "-")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(l, "@") {
			got = append(got, l)
		}
	}
	want := strings.Split(strings.TrimSpace(text), "\n")
	t.Logf("decimal lines: %d of %d", strings.Count(text, "e+")+strings.Count(text, "e-"), len(want))
	if len(got) != len(want) {
		t.Fatalf("llvm-dis printed %d globals, want %d", len(got), len(want))
	}
	bad := 0
	for k := range want {
		if got[k] != want[k] && bad < 10 {
			bad++
			t.Errorf("ours %q\nllvm %q", want[k], got[k])
		}
	}
}

func BenchmarkPrintModule(b *testing.B) {
	m := ptAllOpcodes()
	b.ReportAllocs()
	for b.Loop() {
		_ = m.String()
	}
}

// BenchmarkPrintInstrs measures Instruction.String, which the verifier's
// messages and the mutators' reports use, over a module of every opcode.
func BenchmarkPrintInstrs(b *testing.B) {
	m := ptAllOpcodes()
	b.ReportAllocs()
	for b.Loop() {
		for _, f := range m.Funcs {
			for _, bb := range f.Blocks {
				for _, i := range bb.Instrs {
					_ = i.String()
				}
			}
		}
	}
}
