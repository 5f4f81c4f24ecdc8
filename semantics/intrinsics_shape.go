package semantics

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// intrinsicShape checks that a call of an intrinsic has the types the
// interpreter relies on (a declaration in the llvm. namespace with other
// types is not that intrinsic): an error says what is wrong, and the call
// is then unsupported, never a panic. The interpreter also runs modules
// nobody verified, so it first checks the call's types against the
// intrinsic's signature in ir's registry, as the verifier does
// (ir.CheckIntrinsicType). What remains here is the shapes of the
// intrinsics without a signature, and the interpreter's own limits on
// those with one where the signature (like LLVM's verifier) takes more:
// fixed vectors only, never scalable ones; an integer result of
// objectsize and cttz.elts, not a vector; scalar operands of
// get.active.lane.mask; ldexp's and frexp's exponents lane for lane as
// the float, powi's a scalar; fptosi.sat's and fptoui.sat's result of
// the argument's shape; an immediate alignment of gather and scatter.
// Kinds not listed here are checked where they run.
func intrinsicShape(intr *intrinsic, call *ir.Instruction) error {
	args := call.Args()
	// The element-wise unordered-atomic memcpy, memmove and memset run
	// as the plain ones (each byte copied once, no other thread); their
	// last operand is the element size, where the registry's longest
	// prefix, llvm.memcpy, has isvolatile.
	if f, ok := call.Callee().(*ir.Function); ok && !strings.Contains(f.Name, ".element.unordered.atomic") {
		types := make([]*ir.Type, len(args))
		for k, a := range args {
			types[k] = a.Type()
		}
		if err := ir.CheckIntrinsicType(f.Name, ir.Func(call.Ty, types, false)); err != nil {
			return unsupported("%v", err)
		}
	}
	arg := func(i int) *ir.Type { return args[i].Type() }
	fail := func(what string) error {
		return unsupported("llvm.%s %s", intr.base, what)
	}
	need := func(n int) error {
		if len(args) != n {
			return fail(fmt.Sprintf("with %d arguments (it takes %d)", len(args), n))
		}
		return nil
	}
	ret := call.Ty
	switch intr.kind {
	case inVP:
		return vpShape(intr, call)
	case inRow:
		return rowShape(intr, call)
	case inEnv, inVScale:
		if intr.kind == inVScale && !(ret.IsInt() && ret.Bits <= 64) {
			return fail("with result type " + ret.String())
		}
	case inExpect:
		if len(args) == 0 || ret != arg(0) {
			return fail("not of type T (T, ...)")
		}
	case inPreallocSetup:
		if err := need(1); err != nil || !arg(0).IsInt() {
			return fail("without one integer argument")
		}
	case inPreallocArg:
		if err := need(2); err != nil || !arg(1).IsInt() || !ret.IsPtr() {
			return fail("not of type ptr (token, i32)")
		}
	case inPreallocTeardown:
		return need(1)
	case inFloat:
		if intr.base == "fptosi.sat" || intr.base == "fptoui.sat" {
			if x := arg(0); (ret.Kind == ir.VectorType) != (x.Kind == ir.VectorType) || ret.Kind == ir.VectorType && ret.Len != x.Len {
				return fail("not of type I (F), I lane for lane as F")
			}
		}
	case inObjectSize:
		if !ret.IsInt() {
			return fail("with result type " + ret.String())
		}
	case inFloatExp:
		return floatExpShape(intr.base, call, fail)
	case inGather:
		return gatherShape(intr.base, call, fail)
	case inVecShuffle:
		return vecShape(intr.base, call, fail)
	}
	return nil
}

// vecShape checks the interpreter's limits on the intrinsics that move
// lanes (their signatures are the registry's): fixed vectors, the scalar
// operands of get.active.lane.mask, the integer result and integer lanes
// of cttz.elts.
func vecShape(base string, call *ir.Instruction, fail func(string) error) error {
	fixed := func(t *ir.Type) bool { return t.Kind != ir.VectorType || !t.Scalable }
	types := []*ir.Type{call.Ty}
	for _, a := range call.Args() {
		types = append(types, a.Type())
	}
	if call.Ty.Kind == ir.StructType {
		types = append(types, call.Ty.Fields...)
	}
	for _, t := range types {
		if !fixed(t) {
			return fail("of scalable vectors")
		}
	}
	switch vecBase(base) {
	case "get.active.lane.mask":
		if !types[1].IsInt() {
			return fail("not of type <n x i1> (iN, iN)")
		}
	case "experimental.cttz.elts":
		if !call.Ty.IsInt() || !types[1].Elem.IsInt() {
			return fail("not of type iN (<n x iM>, i1)")
		}
	}
	return nil
}

// floatExpShape checks the interpreter's limits on ldexp (T (T, I)),
// frexp ({T, I} (T)) and powi (T (T, I)), whose signatures are the
// registry's: T not a scalable vector, I an integer or a vector of as
// many lanes as T (ldexp, frexp), a scalar (powi).
func floatExpShape(base string, call *ir.Instruction, fail func(string) error) error {
	args := call.Args()
	x := call.Ty
	if base == "frexp" {
		x = call.Ty.Fields[0]
	}
	if x.Kind == ir.VectorType && x.Scalable {
		return fail("of scalable vectors")
	}
	sameLanes := func(t *ir.Type) bool {
		if x.Kind != ir.VectorType {
			return t.IsInt()
		}
		return t.Kind == ir.VectorType && t.Len == x.Len
	}
	switch base {
	case "ldexp":
		if !sameLanes(args[1].Type()) {
			return fail("not of type T (T, I), I lane for lane as T")
		}
	case "powi":
		if !args[1].Type().IsInt() {
			return fail("not of type T (T, iN)")
		}
	case "frexp":
		if !sameLanes(call.Ty.Fields[1]) {
			return fail("not of type {T, I} (T), I lane for lane as T")
		}
	}
	return nil
}

// gatherShape checks the interpreter's limits on gather, scatter,
// expandload and compressstore, whose signatures are the registry's:
// fixed vectors, and (gather and scatter before LLVM 22) an immediate
// alignment, which the verifier asks of the arguments and the types do
// not say.
func gatherShape(base string, call *ir.Instruction, fail func(string) error) error {
	args := call.Args()
	v := call.Ty
	if v == ir.Void {
		v = args[0].Type()
	}
	if v.Kind != ir.VectorType || v.Scalable {
		return fail("of scalable vectors")
	}
	align := map[string]int{"masked.gather": 1, "masked.scatter": 2}
	if k, ok := align[base]; ok && len(args) == 4 {
		if c, ok := args[k].(*ir.Const); !ok || c.Kind != ir.ConstInt {
			return fail("with an alignment that is not an immediate")
		}
	}
	return nil
}
