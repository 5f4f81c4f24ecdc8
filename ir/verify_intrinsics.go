package ir

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/internal/lazyre"
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
	ptrVecSlot                   // a vector of pointers (LLVMVectorOfAnyPointersToElt)
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
//	"p"            ptr (address space 0: LLVM's llvm_ptr_ty)
//	"md"           metadata
//	"h0"           a vector of slot 0's element and half its length (LLVMHalfElementsVectorType)
//	"{P,Q}"        the literal struct of the patterns P and Q ({0,1}: frexp's result)
//
// The overloaded slots are mangled into the name in slot order: llvm.memcpy.p0.p0.i64.
// A slot is bound where it occurs as itself, also inside a struct pattern.
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
	// alt is another signature the intrinsic has in some release (and
	// alt.alt another), told apart by its number of parameters (LLVM 22's
	// lifetime markers take the pointer alone, earlier releases a size and
	// the pointer), or, with as many, by whether the name is mangled
	// (llvm.stacksave, llvm.stacksave.p0 from LLVM 18 on).
	alt *intrinsicSig
}

// forCall returns the signature among sig and its alternatives that has n
// parameters, preferring one with overloaded slots when mangled (the name
// goes on after the intrinsic's) and one without otherwise; sig when none
// has n parameters.
func (sig *intrinsicSig) forCall(n int, mangled bool) *intrinsicSig {
	var found *intrinsicSig
	for s := sig; s != nil; s = s.alt {
		if len(s.params) != n {
			continue
		}
		if (len(s.slots) > 0) == mangled {
			return s
		}
		if found == nil {
			found = s
		}
	}
	if found == nil {
		return sig
	}
	return found
}

// overloaded reports whether sig or one of its alternatives has
// overloaded slots (so that a name may go on with their manglings).
func (sig *intrinsicSig) overloaded() bool {
	for s := sig; s != nil; s = s.alt {
		if len(s.slots) > 0 {
			return true
		}
	}
	return false
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

	// lrint, llrint: an integer of a float's shape (LLVM's verifier asks
	// it). fptosi.sat, fptoui.sat: an integer and a float (LLVM's verifier
	// takes llvm.fptosi.sat.i32.v2f32; the interpreter does not).
	fpToIntLanes = &intrinsicSig{ret: "0", params: []string{"1"}, slots: []slotKind{anyIntSlot, anyFloatSlot}, typeRule: sameShapeRule}
	fpToIntSat   = &intrinsicSig{ret: "0", params: []string{"1"}, slots: []slotKind{anyIntSlot, anyFloatSlot}}
	// ldexp (T (T, I)), frexp ({T, I} (T)), powi (T (T, I)): LLVM's
	// verifier takes any I, also of another shape than T.
	ldexpSig = &intrinsicSig{ret: "0", params: []string{"0", "1"}, slots: []slotKind{anyFloatSlot, anyIntSlot}}
	frexpSig = &intrinsicSig{ret: "{0,1}", params: []string{"0"}, slots: []slotKind{anyFloatSlot, anyIntSlot}}
	powiSig  = ldexpSig

	// llvm.stacksave and llvm.stackrestore on ptr, and their forms
	// overloaded on the address space (LLVM 18 on: llvm.stacksave.p0).
	stackSaveSig    = &intrinsicSig{ret: "p", alt: stackSaveAS}
	stackSaveAS     = &intrinsicSig{ret: "0", slots: []slotKind{anyPtrSlot}}
	stackRestoreSig = &intrinsicSig{ret: "v", params: []string{"p"}, alt: stackRestoreAS}
	stackRestoreAS  = &intrinsicSig{ret: "v", params: []string{"0"}, slots: []slotKind{anyPtrSlot}}
	// llvm.objectsize, and the forms with fewer flags LLVM's reader
	// upgrades (before LLVM 5 and 9).
	objectSizeSig      = &intrinsicSig{ret: "0", params: []string{"1", "i1", "i1", "i1"}, slots: []slotKind{anyIntSlot, anyPtrSlot}, immarg: []int{1, 2, 3}, alt: objectSize3}
	objectSize3        = &intrinsicSig{ret: "0", params: []string{"1", "i1", "i1"}, slots: []slotKind{anyIntSlot, anyPtrSlot}, immarg: []int{1, 2}, alt: objectSize2}
	objectSize2        = &intrinsicSig{ret: "0", params: []string{"1", "i1"}, slots: []slotKind{anyIntSlot, anyPtrSlot}, immarg: []int{1}}
	invariantStartSig  = &intrinsicSig{ret: "p", params: []string{"i64", "0"}, slots: []slotKind{anyPtrSlot}, immarg: []int{0}}
	invariantEndSig    = &intrinsicSig{ret: "v", params: []string{"p", "i64", "0"}, slots: []slotKind{anyPtrSlot}, immarg: []int{1}}
	ptrUnary           = &intrinsicSig{ret: "0", params: []string{"0"}, slots: []slotKind{anyPtrSlot}}
	allowUbsanCheckSig = &intrinsicSig{ret: "i1", params: []string{"i8"}, immarg: []int{0}}
	allowRuntimeCheck  = &intrinsicSig{ret: "i1", params: []string{"md"}}

	vecUnary       = &intrinsicSig{ret: "0", params: []string{"0"}, slots: []slotKind{anyVecSlot}}
	interleave2Sig = &intrinsicSig{ret: "0", params: []string{"h0", "h0"}, slots: []slotKind{anyVecSlot}}
	deinterleave2  = &intrinsicSig{ret: "{h0,h0}", params: []string{"0"}, slots: []slotKind{anyVecSlot}}
	compressSig    = &intrinsicSig{ret: "0", params: []string{"0", "b0", "0"}, slots: []slotKind{anyVecSlot}}
	cttzEltsSig    = &intrinsicSig{ret: "0", params: []string{"1", "i1"}, slots: []slotKind{anyIntSlot, anyVecSlot}, immarg: []int{1}}
	vecExtractSig  = &intrinsicSig{ret: "0", params: []string{"1", "i64"}, slots: []slotKind{anyVecSlot, anyVecSlot}, immarg: []int{1}, typeRule: sameElem}
	vecInsertSig   = &intrinsicSig{ret: "0", params: []string{"0", "1", "i64"}, slots: []slotKind{anyVecSlot, anyVecSlot}, immarg: []int{2}, typeRule: sameElem}
	laneMaskSig    = &intrinsicSig{ret: "0", params: []string{"1", "1"}, slots: []slotKind{anyVecSlot, anyIntSlot}, typeRule: laneMaskRule}

	// masked.gather and masked.scatter, with an alignment operand before
	// LLVM 22 and (gather22, scatter22) an align attribute from it on.
	gatherSig = &intrinsicSig{ret: "0", params: []string{"1", "i32", "b0", "0"}, slots: []slotKind{anyVecSlot, ptrVecSlot},
		immarg: []int{1}, typeRule: sameLanes, argRule: alignArg(1), alt: gather22}
	gather22   = &intrinsicSig{ret: "0", params: []string{"1", "b0", "0"}, slots: []slotKind{anyVecSlot, ptrVecSlot}, typeRule: sameLanes}
	scatterSig = &intrinsicSig{ret: "v", params: []string{"0", "1", "i32", "b0"}, slots: []slotKind{anyVecSlot, ptrVecSlot},
		immarg: []int{2}, typeRule: sameLanes, argRule: alignArg(2), alt: scatter22}
	scatter22     = &intrinsicSig{ret: "v", params: []string{"0", "1", "b0"}, slots: []slotKind{anyVecSlot, ptrVecSlot}, typeRule: sameLanes}
	expandLoadSig = &intrinsicSig{ret: "0", params: []string{"p", "b0", "0"}, slots: []slotKind{anyVecSlot}}
	compressStore = &intrinsicSig{ret: "v", params: []string{"0", "p", "b0"}, slots: []slotKind{anyVecSlot}}
)

// constrainedSig is the signature of the constrained floating-point
// intrinsic llvm.experimental.constrained.NAME whose operands and result
// are of one float type (fadd, fma, sqrt, ...), from its shape in
// constrainedOps: the operands, then the rounding mode's and the
// exception behaviour's metadata.
func constrainedSig(name string) *intrinsicSig {
	s, ok := constrainedOps[name]
	if !ok {
		return nil
	}
	sig := &intrinsicSig{ret: "0", slots: []slotKind{anyFloatSlot}}
	for range s.operands {
		sig.params = append(sig.params, "0")
	}
	if s.rounding {
		sig.params = append(sig.params, "md")
	}
	sig.params = append(sig.params, "md")
	return sig
}

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
	if in.Name == name || in.sig.overloaded() && looksMangled(name[len(in.Name)+1:]) {
		return in.Name, in.sig
	}
	return "", nil
}

// typedPtrMangling matches a pointer mangling followed by its pointee type.
var typedPtrMangling = lazyre.New(`p[0-9]+(i[0-9]|f[0-9]|bf16|s_|sl_|a[0-9]|v[0-9]|nxv|p[0-9]|f_|x86|ppc|isVoid)`)

// mangledWords are the type manglings without a number (see looksMangled).
var mangledWords = [...]string{"f16", "bf16", "f32", "f64", "f80", "f128", "ppcf128", "x86amx", "x86mmx",
	"sl_", "s_", "f_", "isVoid", "Metadata", "token"}

// looksMangled reports whether the name suffix after an intrinsic's base
// name starts with a type mangling rather than more of another intrinsic's
// name, so that llvm.expect.with.probability is not taken for an
// overloaded llvm.expect: whether it starts with iN, pN, vN, nxvN, aN or
// one of mangledWords. (Written out rather than a regexp, whose
// compilation cost every irfuzz exec of a module calling an overloaded
// intrinsic such as llvm.memcpy.p0.p0.i64.)
func looksMangled(suffix string) bool {
	digitAt := func(i int) bool { return i < len(suffix) && suffix[i] >= '0' && suffix[i] <= '9' }
	if suffix == "" {
		return false
	}
	switch suffix[0] {
	case 'i', 'p', 'v', 'a':
		if digitAt(1) {
			return true
		}
	case 'n':
		if strings.HasPrefix(suffix, "nxv") && digitAt(3) {
			return true
		}
	}
	for _, w := range mangledWords {
		if strings.HasPrefix(suffix, w) {
			return true
		}
	}
	return false
}

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
	case ptrVecSlot:
		return t.IsVector() && t.Elem.IsPtr()
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
	if sig == nil || ft == nil {
		return "", false
	}
	sig = sig.forCall(len(ft.Fields), f.Name != base)
	if len(sig.slots) == 0 {
		return "", false
	}
	slots, msg := sig.match(ft)
	if msg != "" {
		return "", false
	}
	want := base
	for _, t := range slots {
		want += "." + MangleType(t)
	}
	return want, true
}

// match binds sig's overloaded slots to the types of ft and checks every
// position's pattern: the slots, or what is wrong ("has incorrect return
// type i32 (expected i64)"). The intrinsic's typeRule is not applied.
func (sig *intrinsicSig) match(ft *Type) ([]*Type, string) {
	if ft.Variadic || len(ft.Fields) != len(sig.params) {
		return nil, "has " + strconv.Itoa(len(ft.Fields)) + " parameters, expected " + strconv.Itoa(len(sig.params))
	}
	slots := make([]*Type, len(sig.slots))
	pats := append([]string{sig.ret}, sig.params...)
	types := append([]*Type{ft.Ret}, ft.Fields...)
	for k, p := range pats {
		if !bindSlots(p, types[k], sig.slots, slots) {
			return nil, "has incorrect " + position(k, ft)
		}
	}
	for k, p := range pats {
		if want := patternType(p, slots); want == nil {
			return nil, "has incorrect " + position(k, ft)
		} else if want != types[k] {
			return nil, "has incorrect " + position(k, ft) + " (expected " + want.String() + ")"
		}
	}
	for _, t := range slots {
		if t == nil {
			return nil, "has an overloaded type no position binds"
		}
	}
	return slots, ""
}

// bindSlots binds the slots that pattern p names as themselves (in a
// struct pattern too) to the parts of t, unless bound already; false when
// t is not of a slot's kind.
func bindSlots(p string, t *Type, kinds []slotKind, slots []*Type) bool {
	if fields, ok := structPattern(p); ok {
		if t.Kind != StructType || len(t.Fields) != len(fields) {
			return true // patternType's check says what is wrong
		}
		for k, f := range fields {
			if !bindSlots(f, t.Fields[k], kinds, slots) {
				return false
			}
		}
		return true
	}
	n, err := strconv.Atoi(p)
	if err != nil || n >= len(slots) || slots[n] != nil {
		return true
	}
	if !slotOK(kinds[n], t) {
		return false
	}
	slots[n] = t
	return true
}

// structPattern splits "{P,Q}" into its field patterns.
func structPattern(p string) ([]string, bool) {
	if len(p) < 2 || p[0] != '{' || p[len(p)-1] != '}' {
		return nil, false
	}
	return strings.Split(p[1:len(p)-1], ","), true
}

// CheckIntrinsicType checks the type ft of a call of the intrinsic name
// against the signature of its registry entry (LookupIntrinsic's, which
// takes llvm.smin.foo for llvm.smin where the verifier does not), as the
// verifier checks it, leaving out the name's mangling and the arguments'
// values (immarg, alignments): an error says what does not fit; nil when
// ft fits, or when the entry has no signature. The interpreter calls it
// on modules nobody verified.
func CheckIntrinsicType(name string, ft *Type) error {
	in := LookupIntrinsic(name)
	if in == nil || in.sig == nil || ft == nil || ft.Kind != FunctionType {
		return nil
	}
	sig := in.sig.forCall(len(ft.Fields), name != in.Name)
	slots, msg := sig.match(ft)
	if msg != "" {
		return fmt.Errorf("intrinsic @%s %s", name, msg)
	}
	if sig.typeRule != nil {
		if msg := sig.typeRule(slots); msg != "" {
			return fmt.Errorf("intrinsic @%s: %s", name, msg)
		}
	}
	return nil
}

// position names position k of a signature (0 the result, k+1 parameter
// k) and its type in ft.
func position(k int, ft *Type) string {
	if k == 0 {
		return "return type " + ft.Ret.String()
	}
	return "argument type (parameter " + strconv.Itoa(k-1) + ") " + ft.Fields[k-1].String()
}

var fixedTypes = map[string]*Type{"i1": I1, "i8": I8, "i32": I32, "i64": I64, "v": Void, "p": Ptr, "md": Metadata}

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
	sig = sig.forCall(len(ft.Fields), f.Name != base)
	slots, msg := sig.match(ft)
	if msg != "" {
		v.errorf("intrinsic %s %s", f.Ident(), msg)
		return
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
	if fields, ok := structPattern(p); ok {
		types := make([]*Type, len(fields))
		for k, f := range fields {
			if types[k] = patternType(f, slots); types[k] == nil {
				return nil
			}
		}
		return Struct(false, types...)
	}
	switch p[0] {
	case 'h':
		if t := slot(p[1:]); t != nil && t.IsVector() && t.Len%2 == 0 {
			return Vector(t.Len/2, t.Elem, t.Scalable)
		}
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

// sameShapeRule asks slots 0 and 1 to be both scalars or both vectors of
// one length (lrint, llrint).
func sameShapeRule(slots []*Type) string {
	if !sameShape(slots[0], slots[1]) {
		return "the result and the argument must both be scalars or vectors of the same number of elements, not " + slots[0].String() + " and " + slots[1].String()
	}
	return ""
}

// sameElem asks vector slots 0 and 1 to have one element type
// (vector.extract, vector.insert).
func sameElem(slots []*Type) string {
	if slots[0].Elem != slots[1].Elem {
		return "the vectors must have the same element type, not " + slots[0].String() + " and " + slots[1].String()
	}
	return ""
}

// sameLanes asks vector slots 0 and 1 to have one number of elements
// (masked.gather's values and pointers).
func sameLanes(slots []*Type) string {
	if slots[0].Len != slots[1].Len || slots[0].Scalable != slots[1].Scalable {
		return "the vector of pointers must have as many elements as the vector of values, not " + slots[1].String() + " for " + slots[0].String()
	}
	return ""
}

// laneMaskRule is get.active.lane.mask's: a vector of i1 (LLVM's
// verifier takes vector operands too; the interpreter does not).
func laneMaskRule(slots []*Type) string {
	if slots[0].Elem != I1 {
		return "get_active_lane_mask: element type is not i1: " + slots[0].String()
	}
	return ""
}
