package semantics

import (
	"github.com/irfuzz/irfuzz/ir"
)

// A call whose function type differs from the callee's (C code calling
// through an unprototyped declaration, `call void (...) @f()`, or a
// function pointer of another type) is judged by the Language Reference's
// rule for the C calling convention: "This calling convention supports
// varargs function calls and tolerates some mismatch in the declared
// prototype and implemented declaration of the function (as normal C
// does)" (Calling Conventions, "ccc"); fastcc, coldcc and the others
// "require the prototype of all callees to exactly match the prototype
// of the function definition", as does any call where either side is not
// ccc. The mismatches tolerated are those C's rules and the C ABIs make
// harmless or merely unspecified:
//
//   - arguments beyond the callee's parameters are ignored (or are its
//     variadic arguments, when it takes them);
//   - a parameter the call does not pass is poison (calling a K&R
//     function with too few arguments is undefined in C, and poison lets
//     the program show it only where it matters);
//   - an integer argument of another width than the parameter: a
//     narrower parameter takes its low bits; a wider one has its upper
//     bits undefined (what the register held), so the callee's result
//     may depend on them only as on undef;
//   - the call's result: ignored when the call is void; poison when the
//     callee returns void; an integer of another width likewise.
//
// Anything else (a float passed for an integer, a pointer for an
// integer, aggregates of different types) stays undefined behaviour,
// "call signature mismatch".

// toleratedMismatch reports whether the call may pass the callee f its arguments
// despite differing function types (call.FnTy is not f.FuncTy).
func toleratedMismatch(f *ir.Function, call *ir.Instruction) bool {
	if call.CallConv() != "" || f.CallConv != "" {
		return false
	}
	ct, ft := call.FnTy, f.FuncTy
	// The arguments passed, variadic ones included, against the
	// callee's parameters; more are its variadic arguments or ignored.
	n := min(len(call.Operands)-1, len(ft.Fields))
	for i := 0; i < n; i++ {
		if !interchangeable(call.Operands[i+1].Type(), ft.Fields[i]) {
			return false
		}
	}
	return ct.Ret.Kind == ir.VoidType || ft.Ret.Kind == ir.VoidType || interchangeable(ct.Ret, ft.Ret)
}

// interchangeable reports whether a value of type a may stand for one of
// type b across a mismatched call: the same type, or integers.
func interchangeable(a, b *ir.Type) bool {
	return a == b || a.Kind == ir.IntegerType && b.Kind == ir.IntegerType && a.Bits <= 64 && b.Bits <= 64
}

// adaptArgs gives the arguments of a tolerated mismatched call as the
// callee's parameters take them (see toleratedMismatch).
func adaptArgs(f *ir.Function, call *ir.Instruction, args []*Val) []*Val {
	ft := f.FuncTy
	out := make([]*Val, 0, max(len(args), len(ft.Fields)))
	for i, pt := range ft.Fields {
		if i >= len(args) {
			v := newVal(pt)
			poisonAll(&v)
			out = append(out, &v)
			continue
		}
		at := call.Operands[i+1].Type()
		if at == pt {
			out = append(out, args[i])
			continue
		}
		v := resizeInt(args[i], at.Bits, pt.Bits)
		out = append(out, &v)
	}
	if len(args) > len(ft.Fields) && ft.Variadic {
		out = append(out, args[len(ft.Fields):]...)
	}
	return out
}

// adaptResult turns the callee's result r (of f's return type) into the
// call's.
func adaptResult(f *ir.Function, call *ir.Instruction, r *Val) {
	ct, ft := call.FnTy.Ret, f.FuncTy.Ret
	switch {
	case ct == ft || ct.Kind == ir.VoidType:
	case ft.Kind == ir.VoidType:
		*r = newVal(ct)
		poisonAll(r)
	default:
		*r = resizeInt(r, ft.Bits, ct.Bits)
	}
}

// resizeInt is integer v of width from as one of width to: its low bits,
// the bits above from undefined.
func resizeInt(v *Val, from, to uint32) Val {
	if v.Poison {
		return Val{Poison: true}
	}
	r := Val{Bits: v.Bits & widthMask(to), Undef: v.Undef & widthMask(to), Nondet: v.Nondet}
	if to > from {
		r.Undef |= widthMask(to) &^ widthMask(from)
	}
	return r
}

// poisonAll makes every lane of v poison.
func poisonAll(v *Val) {
	if v.X != nil && len(v.X.Lanes) > 0 {
		for i := range v.X.Lanes {
			poisonAll(&v.X.Lanes[i])
		}
		return
	}
	v.Poison = true
}
