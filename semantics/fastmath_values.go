package semantics

import "github.com/irfuzz/irfuzz/ir"

// Fast-math flags on the instructions that only pass a floating-point
// value on or produce one without arithmetic of their own: phi, and
// calls of functions other than intrinsics (select's are applied by
// selectOp, intrinsics' by floatIntrinsic). The Language Reference
// (Fast-Math Flags): "nnan: No NaNs - Allow optimizations to assume the
// arguments and result are not NaN. If an argument is a nan, or the
// result would be a nan, it produces a poison value instead." and "ninf:
// ... If an argument is +/-Inf, or the result would be +/-Inf, it
// produces a poison value instead"; "nsz: No Signed Zeros - Allow
// optimizations to treat the sign of a zero argument or zero result as
// insignificant." A phi's incoming value is its argument and its result.

// phiFastMath reports whether a phi's fast-math flags give its value a
// meaning of its own (nnan, ninf, nsz), so that it lowers to an
// instruction at the start of its block besides its edge moves.
func phiFastMath(in *ir.Instruction) bool {
	return in.Op == ir.OpPhi && in.FMF&(ir.NNaN|ir.NInf|ir.NSZ) != 0 && fmfScalar(in.Ty) != nil
}

// fmfScalar returns the floating-point scalar type of t when t is a type
// that fast-math flags apply to on phi, select and call, else nil. The
// Language Reference (Fast-Math Flags): "For phi, select, and call
// instructions, the following return types are considered to be
// floating-point types: floating-point scalar or vector types; array types
// (nested to any depth) of floating-point scalar or vector types;
// homogeneous literal struct types of floating-point scalar or vector
// types."
func fmfScalar(t *ir.Type) *ir.Type {
	switch t.Kind {
	case ir.ArrayType:
		for t.Kind == ir.ArrayType {
			t = t.Elem
		}
		if t.IsFloatOrFloatVector() {
			return t.Scalar()
		}
	case ir.StructType:
		if t.Name != "" || len(t.Fields) == 0 || !t.Fields[0].IsFloatOrFloatVector() {
			return nil
		}
		for _, f := range t.Fields {
			if f != t.Fields[0] {
				return nil
			}
		}
		return t.Fields[0].Scalar()
	default:
		if t.IsFloatOrFloatVector() {
			return t.Scalar()
		}
	}
	return nil
}

// lowerPhiFastMath emits the instruction that applies phi in's fast-math
// flags to the value its edge moves gave it.
func (lw *lowerer) lowerPhiFastMath(in *ir.Instruction) {
	r := lw.iregs[in]
	lw.emit(inst{op: xGeneric, dst: r, a: r, b: -1, c: -1, src: in,
		d: &opDesc{op: ir.OpPhi, fmf: in.FMF, ty: in.Ty, opTy: in.Ty}, aux: 1})
}

// phiValue applies a phi's fast-math flags to its value r (ops[0] is r).
func (e *evaluator) phiValue(d *opDesc, ops []*Val, r *Val) (UBKind, error) {
	if len(ops) > 0 && ops[0] != r {
		tmp := ops[0].Clone()
		r.CopyFrom(&tmp)
	}
	e.fastMathResult(d.ty, d.fmf, r)
	return UBNone, nil
}

// callFastMath applies the fast-math flags of a call (of a function, not
// an intrinsic) to its result dst: poison when nnan and an argument or
// the result may be a NaN, or ninf and one may be an infinity; with nsz
// a zero result's sign is either (in the source mode).
func (m *Machine) callFastMath(call *ir.Instruction, args []*Val, dst *Val) {
	fmf := call.FMF
	if fmf&(ir.NNaN|ir.NInf|ir.NSZ) == 0 || fmfScalar(call.Ty) == nil {
		return
	}
	for i, a := range args {
		if i+1 >= len(call.Operands) {
			break
		}
		if t := call.Operands[i+1].Type(); fmfScalar(t) != nil && m.ev.mayBeClass(t, a, fmf) {
			shape(dst, call.Ty)
			fillPoison(dst, call.Ty)
			return
		}
	}
	m.ev.fastMathResult(call.Ty, fmf, dst)
}

// mayBeClass reports whether some lane or element of v (of a float type
// t, see fmfScalar) may be a NaN under nnan or an infinity under ninf
// (undetermined bits count in the source mode only).
func (e *evaluator) mayBeClass(t *ir.Type, v *Val, fmf ir.FastMath) bool {
	st := fmfScalar(t)
	if st == nil {
		return false
	}
	hit := false
	if wf := wideFormatOf(st.Kind); wf != nil {
		forScalars(v, func(s *Val) {
			if s.Poison {
				return
			}
			cls := wideClassesOf(wf, s, e.ch == nil)
			if fmf&ir.NNaN != 0 && cls&classNaN != 0 || fmf&ir.NInf != 0 && cls&classInf != 0 {
				hit = true
			}
		})
		return hit
	}
	f := formatOf(st.Kind)
	if f == nil {
		return false
	}
	forScalars(v, func(s *Val) {
		if s.Poison {
			return
		}
		u := s.Undef & f.mask()
		if e.ch != nil {
			u = 0
		}
		cls := f.classes(s.Bits&f.mask(), u)
		if fmf&ir.NNaN != 0 && cls&classNaN != 0 || fmf&ir.NInf != 0 && cls&classInf != 0 {
			hit = true
		}
	})
	return hit
}

// notWellDefined reports whether v breaks a noundef promise (a noundef
// parameter, return value or !noundef load): some scalar part is poison,
// or has undef bits that are not a frozen value's fixed unknown choice.
// The Language Reference (freeze): "the freeze instruction returns an
// arbitrary, but fixed, value" — a well-defined one, which noundef allows.
func notWellDefined(v *Val) bool {
	if v.X != nil && len(v.X.Lanes) > 0 {
		for i := range v.X.Lanes {
			if notWellDefined(&v.X.Lanes[i]) {
				return true
			}
		}
		return false
	}
	return v.Poison || anyUndef(v) && !v.Nondet
}
