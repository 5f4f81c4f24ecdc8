package ir

import (
	"github.com/irfuzz/irfuzz/internal/lazyre"
	"strconv"
	"strings"
)

// slotKind constrains an overloaded type of an intrinsic (LLVM's llvm_any*_ty).
type slotKind uint8

const (
	anyIntSlot   slotKind = iota // llvm_anyint_ty: iN or a vector of iN
	anyFloatSlot                 // llvm_anyfloat_ty: a float type or a vector of one
	anyPtrSlot                   // llvm_anyptr_ty: ptr addrspace(N)
	anyVecSlot                   // llvm_anyvector_ty
	intVecSlot                   // a vector of integers
	fpVecSlot                    // a vector of floats
	anySlot                      // llvm_any_ty
)

// intrinsicSig is the signature of an intrinsic, in the spirit of LLVM's
// Intrinsics.td. Each position (the result, then the parameters) is a pattern:
//
//	"0", "1", "2"  overloaded type slot N (bound where it first occurs)
//	"v"            void (result only)
//	"i1" "i8" "i32" "i64"  that exact type
//	"b0"           i1, or <N x i1> of slot 0's vector shape (LLVMScalarOrSameVectorWidth)
//	"e0"           the element type of vector slot 0 (LLVMVectorElementType)
//	"o0"           { slot 0, b0 }, the result of the *.with.overflow intrinsics
//
// The overloaded slots are mangled into the name in slot order: llvm.memcpy.p0.p0.i64.
type intrinsicSig struct {
	ret    string
	params []string
	slots  []slotKind
	immarg []int // parameter indices that must be immediate constants
	// typeRule and argRule hold the intrinsic's own rules beyond its
	// signature (the checks LLVM's Verifier makes in
	// visitIntrinsicCall), on the overloaded types alone and on a call's
	// arguments; each returns a problem or "".
	typeRule func(slots []*Type) string
	argRule  func(slots []*Type, args []Value) string
	// alt is another signature the intrinsic has in some release, told
	// apart by its number of parameters: LLVM 22's lifetime markers take
	// the pointer alone, earlier releases a size and the pointer.
	alt *intrinsicSig
}

// forParams returns the signature among sig and its alternative that has
// n parameters, or sig when none has.
func (sig *intrinsicSig) forParams(n int) *intrinsicSig {
	if sig.alt != nil && len(sig.params) != n && len(sig.alt.params) == n {
		return sig.alt
	}
	return sig
}

var (
	intUnary    = &intrinsicSig{ret: "0", params: []string{"0"}, slots: []slotKind{anyIntSlot}}
	intBinary   = &intrinsicSig{ret: "0", params: []string{"0", "0"}, slots: []slotKind{anyIntSlot}}
	intTernary  = &intrinsicSig{ret: "0", params: []string{"0", "0", "0"}, slots: []slotKind{anyIntSlot}}
	intFlagged  = &intrinsicSig{ret: "0", params: []string{"0", "i1"}, slots: []slotKind{anyIntSlot}, immarg: []int{1}}
	overflow    = &intrinsicSig{ret: "o0", params: []string{"0", "0"}, slots: []slotKind{anyIntSlot}}
	threeWay    = &intrinsicSig{ret: "0", params: []string{"1", "1"}, slots: []slotKind{anyIntSlot, anyIntSlot}, typeRule: threeWayRule}
	fpUnary     = &intrinsicSig{ret: "0", params: []string{"0"}, slots: []slotKind{anyFloatSlot}}
	fpBinary    = &intrinsicSig{ret: "0", params: []string{"0", "0"}, slots: []slotKind{anyFloatSlot}}
	fpTernary   = &intrinsicSig{ret: "0", params: []string{"0", "0", "0"}, slots: []slotKind{anyFloatSlot}}
	fpToInt     = &intrinsicSig{ret: "0", params: []string{"1"}, slots: []slotKind{anyIntSlot, anyFloatSlot}, typeRule: noVectors}
	reduce      = &intrinsicSig{ret: "e0", params: []string{"0"}, slots: []slotKind{intVecSlot}}
	reduceFP    = &intrinsicSig{ret: "e0", params: []string{"0"}, slots: []slotKind{fpVecSlot}}
	reduceAcc   = &intrinsicSig{ret: "e0", params: []string{"e0", "0"}, slots: []slotKind{fpVecSlot}}
	memTransfer = &intrinsicSig{ret: "v", params: []string{"0", "1", "2", "i1"},
		slots: []slotKind{anyPtrSlot, anyPtrSlot, anyIntSlot}, immarg: []int{3}}
	memSet   = &intrinsicSig{ret: "v", params: []string{"0", "i8", "1", "i1"}, slots: []slotKind{anyPtrSlot, anyIntSlot}, immarg: []int{3}}
	lifetime = &intrinsicSig{ret: "v", params: []string{"i64", "0"}, slots: []slotKind{anyPtrSlot}, immarg: []int{0}, alt: lifetimeOne}
	splice   = &intrinsicSig{ret: "0", params: []string{"0", "0", "i32"}, slots: []slotKind{anyVecSlot}, immarg: []int{2}, argRule: spliceRule}
	stepVec  = &intrinsicSig{ret: "0", slots: []slotKind{intVecSlot}, typeRule: stepVecRule}

	// lifetimeOne is LLVM 22's one-operand form of the lifetime markers.
	lifetimeOne = &intrinsicSig{ret: "v", params: []string{"0"}, slots: []slotKind{anyPtrSlot}, argRule: lifetimeOperand}

	bswapSig      = &intrinsicSig{ret: "0", params: []string{"0"}, slots: []slotKind{anyIntSlot}, typeRule: bswapRule}
	assumeSig     = &intrinsicSig{ret: "v", params: []string{"i1"}}
	expectSig     = &intrinsicSig{ret: "0", params: []string{"0", "0"}, slots: []slotKind{anyIntSlot}}
	ptrMaskSig    = &intrinsicSig{ret: "0", params: []string{"0", "1"}, slots: []slotKind{anyPtrSlot, anyIntSlot}}
	isConstantSig = &intrinsicSig{ret: "i1", params: []string{"0"}, slots: []slotKind{anySlot}}
	fpClassSig    = &intrinsicSig{ret: "b0", params: []string{"0", "i32"}, slots: []slotKind{anyFloatSlot}, immarg: []int{1}, argRule: fpclassRule}
	maskedLoadSig = &intrinsicSig{ret: "0", params: []string{"1", "i32", "b0", "0"},
		slots: []slotKind{anyVecSlot, anyPtrSlot}, immarg: []int{1}, argRule: alignArg(1), alt: maskedLoad22}
	maskedStoreSig = &intrinsicSig{ret: "v", params: []string{"0", "1", "i32", "b0"},
		slots: []slotKind{anyVecSlot, anyPtrSlot}, immarg: []int{2}, argRule: alignArg(2), alt: maskedStore22}
	// LLVM 22's masked load and store: the alignment is an align
	// attribute of the pointer argument (1 when absent).
	maskedLoad22  = &intrinsicSig{ret: "0", params: []string{"1", "b0", "0"}, slots: []slotKind{anyVecSlot, anyPtrSlot}}
	maskedStore22 = &intrinsicSig{ret: "v", params: []string{"0", "1", "b0"}, slots: []slotKind{anyVecSlot, anyPtrSlot}}
)

// lookupIntrinsic finds the signature the verifier checks a call of name
// against, and the name it is mangled from: the registry's entry for name
// (LookupIntrinsic) when it has a signature and name is that entry's name
// or it followed by a type mangling. Other llvm.* functions are accepted
// unchecked, as LLVM does for unknown names.
func lookupIntrinsic(name string) (string, *intrinsicSig) {
	in := LookupIntrinsic(name)
	if in == nil || in.sig == nil {
		return "", nil
	}
	if in.Name == name || len(in.sig.slots) > 0 && looksMangled(name[len(in.Name)+1:]) {
		return in.Name, in.sig
	}
	return "", nil
}

// mangledPrefix matches the start of a mangled type suffix, so that
// llvm.expect.with.probability is not taken for an overloaded llvm.expect.
var mangledPrefix = lazyre.New(`^(i[0-9]+|f16|bf16|f32|f64|f80|f128|ppcf128|x86amx|x86mmx|p[0-9]+|(nx)?v[0-9]+|a[0-9]+|sl_|s_|f_|isVoid|Metadata|token)`)

// typedPtrMangling matches a pointer mangling followed by its pointee type.
var typedPtrMangling = lazyre.New(`p[0-9]+(i[0-9]|f[0-9]|bf16|s_|sl_|a[0-9]|v[0-9]|nxv|p[0-9]|f_|x86|ppc|isVoid)`)

// looksMangled reports whether the name suffix after an intrinsic's base
// name starts with a type mangling rather than more of another intrinsic's name.
func looksMangled(suffix string) bool { return mangledPrefix.MatchString(suffix) }

// MangleType returns the suffix LLVM uses for t in overloaded intrinsic
// names: i32, f64, p0, v4i32, nxv2i64, a4i8, sl_i32i8s, s_name.
func MangleType(t *Type) string {
	switch t.Kind {
	case IntegerType:
		return "i" + strconv.FormatUint(uint64(t.Bits), 10)
	case PointerType:
		return "p" + strconv.FormatUint(uint64(t.AddrSpace), 10)
	case HalfType:
		return "f16"
	case BFloatType:
		return "bf16"
	case FloatType:
		return "f32"
	case DoubleType:
		return "f64"
	case X86FP80Type:
		return "f80"
	case FP128Type:
		return "f128"
	case PPCFP128Type:
		return "ppcf128"
	case X86AMXType:
		return "x86amx"
	case X86MMXType:
		return "x86mmx"
	case TokenType:
		return "token"
	case MetadataType:
		return "Metadata"
	case VoidType:
		return "isVoid"
	case VectorType:
		p := "v"
		if t.Scalable {
			p = "nxv"
		}
		return p + strconv.FormatUint(t.Len, 10) + MangleType(t.Elem)
	case ArrayType:
		return "a" + strconv.FormatUint(t.Len, 10) + MangleType(t.Elem)
	case StructType:
		if t.Name != "" {
			return "s_" + t.Name
		}
		var b strings.Builder
		b.WriteString("sl_")
		for _, f := range t.Fields {
			b.WriteString(MangleType(f))
		}
		b.WriteByte('s')
		return b.String()
	case FunctionType:
		var b strings.Builder
		b.WriteString("f_")
		b.WriteString(MangleType(t.Ret))
		for _, f := range t.Fields {
			b.WriteString(MangleType(f))
		}
		if t.Variadic {
			b.WriteString("vararg")
		}
		b.WriteByte('f')
		return b.String()
	case TargetExtType:
		var b strings.Builder
		b.WriteString("t" + t.Name)
		for _, f := range t.Fields {
			b.WriteString("_" + MangleType(f))
		}
		for _, n := range t.IntParams {
			b.WriteString("_" + strconv.FormatUint(uint64(n), 10))
		}
		b.WriteString("t")
		return b.String()
	}
	return "?"
}

func slotOK(k slotKind, t *Type) bool {
	switch k {
	case anyIntSlot:
		return t.IsIntOrIntVector()
	case anyFloatSlot:
		return t.IsFloatOrFloatVector()
	case anyPtrSlot:
		return t.IsPtr()
	case anyVecSlot:
		return t.IsVector()
	case intVecSlot:
		return t.IsVector() && t.Elem.IsInt()
	case fpVecSlot:
		return t.IsVector() && t.Elem.IsFloat()
	}
	return t.Kind != VoidType
}

// mangledName returns the name the intrinsic f must have for its type:
// its base name and the mangled overloaded types (llvm.fmuladd.f16 for
// fmuladd on half), or false when f is no overloaded intrinsic or its
// type fits no signature.
func mangledName(f *Function) (string, bool) {
	base, sig := lookupIntrinsic(f.Name)
	ft := f.FuncTy
	if sig != nil && ft != nil {
		sig = sig.forParams(len(ft.Fields))
	}
	if sig == nil || ft == nil || ft.Variadic || len(ft.Fields) != len(sig.params) || len(sig.slots) == 0 {
		return "", false
	}
	slots := make([]*Type, len(sig.slots))
	pats := append([]string{sig.ret}, sig.params...)
	types := append([]*Type{ft.Ret}, ft.Fields...)
	for k, p := range pats {
		if n, err := strconv.Atoi(p); err == nil && n < len(slots) && slots[n] == nil {
			if !slotOK(sig.slots[n], types[k]) {
				return "", false
			}
			slots[n] = types[k]
		}
	}
	want := base
	for k, p := range pats {
		if patternType(p, slots) != types[k] {
			return "", false
		}
	}
	for _, t := range slots {
		if t == nil {
			return "", false
		}
		want += "." + MangleType(t)
	}
	return want, true
}

var fixedTypes = map[string]*Type{"i1": I1, "i8": I8, "i32": I32, "i64": I64, "v": Void}

// intrinsicCall checks a call to an llvm.* function against its signature:
// the call's type equals the declaration's, the declaration matches the
// signature and its name is mangled from the overloaded types, and immarg
// arguments are constants.
func (v *verifier) intrinsicCall(i *Instruction, f *Function) {
	base, sig := lookupIntrinsic(f.Name)
	if sig == nil {
		return
	}
	ft := f.FuncTy
	if ft == nil {
		return
	}
	if i.FnTy != ft {
		v.errorf("intrinsic %s called with incompatible signature: the call uses %s, the declaration is %s", f.Ident(), i.FnTy, ft)
		return
	}
	sig = sig.forParams(len(ft.Fields))
	if ft.Variadic || len(ft.Fields) != len(sig.params) {
		v.errorf("intrinsic %s has %d parameters, expected %d", f.Ident(), len(ft.Fields), len(sig.params))
		return
	}
	// Bind the overloaded slots where they occur directly.
	slots := make([]*Type, len(sig.slots))
	pats := append([]string{sig.ret}, sig.params...)
	types := append([]*Type{ft.Ret}, ft.Fields...)
	what := func(k int) string {
		if k == 0 {
			return "return type"
		}
		return "argument type (parameter " + strconv.Itoa(k-1) + ")"
	}
	for k, p := range pats {
		if n, err := strconv.Atoi(p); err == nil && n < len(slots) && slots[n] == nil {
			if !slotOK(sig.slots[n], types[k]) {
				v.errorf("intrinsic %s has incorrect %s %s", f.Ident(), what(k), types[k])
				return
			}
			slots[n] = types[k]
		}
	}
	for k, p := range pats {
		if want := patternType(p, slots); want != types[k] {
			exp := "?"
			if want != nil {
				exp = want.String()
			}
			v.errorf("intrinsic %s has incorrect %s %s (expected %s)", f.Ident(), what(k), types[k], exp)
			return
		}
	}
	want := base
	for _, t := range slots {
		want += "." + MangleType(t)
	}
	// Typed-pointer manglings (llvm.memcpy.p0i8.p0i8.i64, LLVM <= 14) are
	// renamed by LLVM's reader, so they are not an error in a parsed module.
	if want != f.Name && !typedPtrMangling.MatchString(f.Name[len(base):]) {
		v.errorf("intrinsic name not mangled correctly for type arguments: %s should be @%s", f.Ident(), want)
	}
	args := i.Args()
	if sig.typeRule != nil && len(args) == len(sig.params) {
		if msg := sig.typeRule(slots); msg != "" {
			v.errorf("%s: %s", f.Ident(), msg)
		}
	}
	if sig.argRule != nil && len(args) == len(sig.params) {
		if msg := sig.argRule(slots, args); msg != "" {
			v.errorf("%s: %s", f.Ident(), msg)
		}
	}
	for _, k := range sig.immarg {
		if k >= len(args) {
			continue
		}
		if c, ok := args[k].(*Const); !ok || (c.Kind != ConstInt && c.Kind != ConstFloat) {
			v.errorf("immarg operand has non-immediate parameter: argument %d of %s is %s", k, f.Ident(), desc(args[k]))
		}
	}
}

// patternType resolves a signature pattern given the bound slots (nil when
// it cannot be resolved, which no real type equals).
func patternType(p string, slots []*Type) *Type {
	if t, ok := fixedTypes[p]; ok {
		return t
	}
	slot := func(s string) *Type {
		n, err := strconv.Atoi(s)
		if err != nil || n >= len(slots) {
			return nil
		}
		return slots[n]
	}
	switch p[0] {
	case 'b':
		if t := slot(p[1:]); t != nil {
			return boolOf(t)
		}
	case 'e':
		if t := slot(p[1:]); t != nil && t.IsVector() {
			return t.Elem
		}
	case 'o':
		if t := slot(p[1:]); t != nil {
			return Struct(false, t, boolOf(t))
		}
	default:
		return slot(p)
	}
	return nil
}

// constInt returns the value of an integer constant argument (sign-extended).
func constInt(v Value) (int64, bool) {
	c, ok := v.(*Const)
	if !ok || c.Kind != ConstInt || c.Big != nil {
		return 0, false
	}
	w := c.Ty.Bits
	x := int64(c.Int)
	if w < 64 {
		x = x << (64 - w) >> (64 - w)
	}
	return x, true
}

func bswapRule(slots []*Type) string {
	if slots[0].Scalar().Bits%16 != 0 {
		return "bswap must be an even number of bytes, not " + slots[0].String()
	}
	return ""
}

func fpclassRule(_ []*Type, args []Value) string {
	if m, ok := constInt(args[1]); ok && (m < 0 || m >= 1024) {
		return "unsupported bits for llvm.is.fpclass test mask: " + strconv.FormatInt(m, 10)
	}
	return ""
}

// alignArg checks an alignment immediate (masked.load/store).
func alignArg(k int) func([]*Type, []Value) string {
	return func(_ []*Type, args []Value) string {
		if a, ok := constInt(args[k]); ok && (a <= 0 || a&(a-1) != 0) {
			return "alignment " + strconv.FormatInt(a, 10) + " must be a power of 2"
		}
		return ""
	}
}

func spliceRule(slots []*Type, args []Value) string {
	if slots[0].Scalable {
		return "" // the bound depends on the function's vscale_range
	}
	n := int64(slots[0].Len)
	if x, ok := constInt(args[2]); ok && (x < -n || x >= n) {
		return "the splice index " + strconv.FormatInt(x, 10) + " exceeds the range [-VL, VL-1] where VL is the known minimum number of elements (" + strconv.FormatInt(n, 10) + ")"
	}
	return ""
}

func stepVecRule(slots []*Type) string {
	if slots[0].Elem.Bits < 8 {
		return "stepvector is only supported for vectors of integers with a bit width of at least 8"
	}
	return ""
}

func threeWayRule(slots []*Type) string {
	if slots[0].Scalar().Bits < 2 {
		return "result type must be at least 2 bits wide"
	}
	if !sameShape(slots[0], slots[1]) {
		return "return type and arguments must have the same number of elements"
	}
	return ""
}

func noVectors(slots []*Type) string {
	for _, t := range slots {
		if t.IsVector() {
			return "intrinsic does not support vectors"
		}
	}
	return ""
}

// lifetimeOperand is LLVM 22's rule for its one-operand lifetime markers:
// the pointer is an alloca or poison.
func lifetimeOperand(_ []*Type, args []Value) string {
	if in, ok := args[0].(*Instruction); ok && in.Op == OpAlloca {
		return ""
	}
	if c, ok := args[0].(*Const); ok && c.Kind == ConstPoison {
		return ""
	}
	return "llvm.lifetime.start/end can only be used on alloca or poison, not " + desc(args[0])
}
