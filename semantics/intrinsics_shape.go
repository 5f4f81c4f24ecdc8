package semantics

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
)

// intrinsicShape checks that a call of one of the intrinsics the verifier
// takes unchecked has the types the interpreter relies on (a declaration
// in the llvm. namespace with other types is not that intrinsic): an
// error says what is wrong, and the call is then unsupported, never a
// panic. Kinds not listed here are checked where they run or by the
// verifier's signatures.
func intrinsicShape(intr *intrinsic, call *ir.Instruction) error {
	args := call.Args()
	arg := func(i int) *ir.Type { return args[i].Type() }
	vec := func(t *ir.Type) bool { return t.Kind == ir.VectorType && !t.Scalable }
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
	case inStackSave, inAllowCheck, inEnv, inVScale:
		if intr.kind == inStackSave && !ret.IsPtr() || intr.kind == inAllowCheck && ret != ir.I1 || intr.kind == inVScale && !(ret.IsInt() && ret.Bits <= 64) {
			return fail("with result type " + ret.String())
		}
	case inExpect:
		if len(args) == 0 || ret != arg(0) {
			return fail("not of type T (T, ...)")
		}
	case inStackRestore:
		if err := need(1); err != nil || !arg(0).IsPtr() {
			return fail("without one pointer argument")
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
	case inObjectSize:
		if len(args) < 2 || len(args) > 4 || !arg(0).IsPtr() || !ret.IsInt() {
			return fail("not of type iN (ptr, i1, ...)")
		}
	case inInvariantStart:
		if err := need(2); err != nil || !arg(0).IsInt() || arg(0).Bits > 64 || !arg(1).IsPtr() {
			return fail("not of type ptr (i64, ptr)")
		}
	case inInvariantEnd:
		return need(3)
	case inFloatExp:
		return floatExpShape(intr.base, call, fail)
	case inGather:
		return gatherShape(intr.base, call, fail)
	case inVecShuffle:
		switch b := vecBase(intr.base); b {
		case "vector.reverse":
			if need(1) != nil || !vec(arg(0)) || ret != arg(0) {
				return fail("not of type T (T), T a vector")
			}
		case "vector.interleave2":
			if need(2) != nil || !vec(arg(0)) || arg(1) != arg(0) || !vec(ret) || ret.Elem != arg(0).Elem || ret.Len != 2*arg(0).Len {
				return fail("not of type <2n x T> (<n x T>, <n x T>)")
			}
		case "vector.deinterleave2":
			if need(1) != nil || !vec(arg(0)) || ret.Kind != ir.StructType || len(ret.Fields) != 2 || ret.Fields[0] != ret.Fields[1] ||
				!vec(ret.Fields[0]) || ret.Fields[0].Elem != arg(0).Elem || 2*ret.Fields[0].Len != arg(0).Len {
				return fail("not of type {<n x T>, <n x T>} (<2n x T>)")
			}
		case "experimental.vector.compress":
			if need(3) != nil || !vec(arg(0)) || ret != arg(0) || arg(2) != arg(0) || !vec(arg(1)) || arg(1).Elem != ir.I1 || arg(1).Len != arg(0).Len {
				return fail("not of type T (T, <n x i1>, T), T an <n x E>")
			}
		case "vector.extract":
			if need(2) != nil || !vec(arg(0)) || !vec(ret) || ret.Elem != arg(0).Elem || !arg(1).IsInt() {
				return fail("not of type <m x T> (<n x T>, iN), fixed vectors")
			}
		case "vector.insert":
			if need(3) != nil || !vec(arg(0)) || ret != arg(0) || !vec(arg(1)) || arg(1).Elem != arg(0).Elem || !arg(2).IsInt() {
				return fail("not of type <n x T> (<n x T>, <m x T>, iN), fixed vectors")
			}
		case "get.active.lane.mask":
			if need(2) != nil || !arg(0).IsInt() || arg(1) != arg(0) || !vec(ret) || ret.Elem != ir.I1 {
				return fail("not of type <n x i1> (iN, iN)")
			}
		case "experimental.cttz.elts":
			if need(2) != nil || !vec(arg(0)) || !arg(0).Elem.IsInt() || arg(1) != ir.I1 || !ret.IsInt() {
				return fail("not of type iN (<n x iM>, i1)")
			}
		}
	}
	return nil
}

// floatExpShape checks ldexp (T (T, I), I iN or <n x iN> as T is), frexp
// ({T, I} (T)) and powi (T (T, iN)), T a float or a vector of floats.
func floatExpShape(base string, call *ir.Instruction, fail func(string) error) error {
	args := call.Args()
	ret := call.Ty
	if len(args) == 0 || !args[0].Type().IsFloatOrFloatVector() || args[0].Type().Kind == ir.VectorType && args[0].Type().Scalable {
		return fail("without a float or float vector argument")
	}
	x := args[0].Type()
	sameLanes := func(t *ir.Type) bool {
		if x.Kind != ir.VectorType {
			return t.IsInt()
		}
		return t.Kind == ir.VectorType && t.Elem.IsInt() && t.Len == x.Len
	}
	switch base {
	case "ldexp":
		if len(args) != 2 || ret != x || !sameLanes(args[1].Type()) {
			return fail("not of type T (T, I)")
		}
	case "powi":
		if len(args) != 2 || ret != x || !args[1].Type().IsInt() {
			return fail("not of type T (T, iN)")
		}
	case "frexp":
		if len(args) != 1 || ret.Kind != ir.StructType || len(ret.Fields) != 2 || ret.Fields[0] != x || !sameLanes(ret.Fields[1]) {
			return fail("not of type {T, I} (T)")
		}
	}
	return nil
}

// gatherShape checks gather (V (<n x ptr>[, i32], <n x i1>, V)), scatter
// (void (V, <n x ptr>[, i32], <n x i1>)), expandload (V (ptr, <n x i1>, V))
// and compressstore (void (V, ptr, <n x i1>)), V an <n x E>.
func gatherShape(base string, call *ir.Instruction, fail func(string) error) error {
	args := call.Args()
	var v *ir.Type
	var types []*ir.Type
	for _, a := range args {
		types = append(types, a.Type())
	}
	vec := func(t *ir.Type) bool { return t.Kind == ir.VectorType && !t.Scalable }
	mask := func(t *ir.Type) bool { return vec(t) && t.Elem == ir.I1 && t.Len == v.Len }
	ptrs := func(t *ir.Type) bool { return vec(t) && t.Elem.IsPtr() && t.Len == v.Len }
	imm := func(k int) bool { c, ok := args[k].(*ir.Const); return ok && c.Kind == ir.ConstInt }
	ok := false
	switch base {
	case "masked.gather":
		v = call.Ty
		n := len(types)
		ok = vec(v) && (n == 3 || n == 4 && imm(1)) && ptrs(types[0]) && mask(types[n-2]) && types[n-1] == v
	case "masked.scatter":
		n := len(types)
		ok = n >= 3 && vec(types[0]) && call.Ty == ir.Void
		if ok {
			v = types[0]
			ok = (n == 3 || n == 4 && imm(2)) && ptrs(types[1]) && mask(types[n-1])
		}
	case "masked.expandload":
		v = call.Ty
		ok = vec(v) && len(types) == 3 && types[0].IsPtr() && mask(types[1]) && types[2] == v
	case "masked.compressstore":
		ok = len(types) == 3 && vec(types[0]) && call.Ty == ir.Void
		if ok {
			v = types[0]
			ok = types[1].IsPtr() && mask(types[2])
		}
	}
	if !ok {
		return fail("with types that are not the intrinsic's")
	}
	return nil
}
