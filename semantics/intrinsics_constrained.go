package semantics

import (
	"math/big"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// Constrained floating point: llvm.experimental.constrained.{fadd, fsub,
// fmul, fdiv} compute IEEE results in the rounding direction their
// metadata names. "round.dynamic" is the caller's current direction: part
// of the world (Checker.SetWorld), the same for source and target. The
// exception behaviour is not modelled: no flag is observable here.

// constrainedOps maps a constrained base name to its instruction.
var constrainedOps = map[string]ir.Opcode{
	"experimental.constrained.fadd": ir.OpFAdd, "experimental.constrained.fsub": ir.OpFSub,
	"experimental.constrained.fmul": ir.OpFMul, "experimental.constrained.fdiv": ir.OpFDiv,
}

// roundingModes reads a rounding metadata string.
var roundingModes = map[string]roundMode{
	"round.tonearest": roundNearestEven, "round.downward": roundDown, "round.upward": roundUp,
	"round.towardzero": roundTowardZero, "round.tonearestaway": roundNearestAway,
}

// constrainedFP runs a constrained binary operation, lane by lane.
func (m *Machine) constrainedFP(base string, call *ir.Instruction, args []*Val, dst *Val) bool {
	op, ok := constrainedOps[base]
	if !ok || len(args) < 3 || len(call.Operands) < 4 {
		return m.unsupportedStop(unsupported("intrinsic @llvm.%s", base))
	}
	mode, ok := m.roundingOf(call.Operands[3])
	if !ok {
		return m.unsupportedStop(unsupported("rounding metadata of @llvm.%s", base))
	}
	if m.roundingMismatch(call.Operands[3], mode) {
		return m.fail(UBImmediate, call)
	}
	t := call.Ty
	k := t.Scalar().Kind
	f := formatOf(k)
	if f == nil {
		return m.unsupportedStop(unsupported("@llvm.%s on %s", base, t))
	}
	if t.Kind == ir.VectorType {
		for i := range dst.X.Lanes {
			constrainedLane(op, f, k, mode, &args[0].X.Lanes[i], &args[1].X.Lanes[i], &dst.X.Lanes[i], m.ev.ch == nil)
		}
		return true
	}
	constrainedLane(op, f, k, mode, args[0], args[1], dst, m.ev.ch == nil)
	return true
}

// roundingOf reads the rounding metadata operand md; round.dynamic is
// the world's direction.
func (m *Machine) roundingOf(md ir.Value) (roundMode, bool) {
	mv, ok := md.(*ir.MetadataValue)
	if !ok {
		return 0, false
	}
	s, ok := mv.MD.(*ir.MDString)
	if !ok {
		return 0, false
	}
	if s.S == "round.dynamic" {
		if m.setRound < 0 {
			return 0, false // llvm.set.fpenv or set.fpmode set a direction irfuzz cannot read
		}
		return m.dynRounding(), true
	}
	mode, ok := roundingModes[s.S]
	return mode, ok
}

// roundingMismatch reports whether the rounding metadata md, read as
// mode, names a static direction other than the environment's: "using a
// specific non-dynamic rounding mode that does not match the actual
// runtime rounding mode is undefined behaviour" (LangRef, constrained
// floating-point intrinsics). Only a strict machine (strictRound: the
// world's direction is the environment's, and a check tries every world)
// judges it; round.tonearestaway, which no world has, is never judged.
func (m *Machine) roundingMismatch(md ir.Value, mode roundMode) bool {
	if !m.strictRound || m.setRound < 0 || mode == roundNearestAway {
		return false
	}
	mv, ok := md.(*ir.MetadataValue)
	if !ok {
		return false
	}
	if s, ok := mv.MD.(*ir.MDString); !ok || s.S == "round.dynamic" {
		return false
	}
	return mode != m.dynRounding()
}

// usesRounding reports whether m calls a constrained intrinsic with
// rounding metadata (round.dynamic, or a static direction that must
// match the environment's): a check then tries each world's direction.
func usesRounding(m *ir.Module) bool {
	for _, f := range m.Funcs {
		if !strings.HasPrefix(f.Name, "llvm.experimental.constrained.") {
			continue
		}
		for _, u := range f.Uses() {
			for _, op := range u.Operands {
				if mv, ok := op.(*ir.MetadataValue); ok {
					if s, ok := mv.MD.(*ir.MDString); ok && strings.HasPrefix(s.S, "round.") {
						return true
					}
				}
			}
		}
	}
	return false
}

// constrainedLane computes x op y in direction mode into r. Results that
// do not depend on the direction (a NaN, an infinity operand, division
// by zero) and undetermined operands are as the plain instruction gives
// them; an exact zero sum takes the sign the direction gives it.
func constrainedLane(op ir.Opcode, f *fpFormat, k ir.TypeKind, mode roundMode, x, y, r *Val, abstract bool) {
	xb, yb := x.Bits&f.mask(), y.Bits&f.mask()
	special := x.Poison || y.Poison || !x.IsDefined() || !y.IsDefined() ||
		f.isNaN(xb) || f.isNaN(yb) || f.isInf(xb) || f.isInf(yb) || op == ir.OpFDiv && yb&^f.sign() == 0
	if special || mode == roundNearestEven {
		floatBinary(op, 0, k, x, y, r, abstract)
		return
	}
	bx, by := f.bigOf(xb), f.bigOf(yb)
	z := new(big.Float).SetPrec(4096).SetMode(big.ToZero)
	switch op {
	case ir.OpFAdd:
		z.Add(bx, by)
	case ir.OpFSub:
		z.Sub(bx, by)
	case ir.OpFMul:
		z.Mul(bx, by)
	default:
		z.Quo(bx, by)
	}
	sticky := z.Acc() != big.Exact
	if z.Sign() == 0 && !sticky {
		*r = Val{Bits: zeroSign(op, f, xb, yb, mode)}
		return
	}
	var mant big.Float
	exp := z.MantExp(&mant)
	neg := mant.Signbit()
	mant.Abs(&mant)
	mant.SetMantExp(&mant, 64)
	mw, acc := mant.Uint64()
	*r = Val{Bits: f.roundPackMode(neg, mw, exp-64, sticky || acc != big.Exact, mode)}
}

// zeroSign is the encoding of an exact zero result of x op y: a product
// or quotient has the sign of the operands' product; a sum of zeros of
// one sign keeps it, any other exact zero sum is +0 except when rounding
// down, -0.
func zeroSign(op ir.Opcode, f *fpFormat, xb, yb uint64, mode roundMode) uint64 {
	xn, yn := xb&f.sign() != 0, yb&f.sign() != 0
	switch op {
	case ir.OpFMul, ir.OpFDiv:
		return f.signIf(xn != yn)
	case ir.OpFSub:
		yn = !yn
	}
	if xb&^f.sign() == 0 && yb&^f.sign() == 0 && xn == yn {
		return f.signIf(xn)
	}
	return f.signIf(mode == roundDown)
}
