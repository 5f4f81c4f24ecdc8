package semantics

import (
	"math/big"

	"github.com/irfuzz/irfuzz/ir"
)

// Table-driven intrinsics: each a row resolved when its call is lowered.
//
//   - annotation, ptr.annotation: the first operand ("returns the first
//     argument").
//   - Fixed point (smul.fix, umul.fix, their .sat forms, sdiv.fix,
//     udiv.fix, their .sat forms): the exact quotient a*b/2^scale or
//     a*2^scale/b, rounded up or down (the Language Reference leaves the
//     direction open: either is allowed); a result out of range is UB,
//     or clamped by the .sat forms; a zero divisor is UB.
//   - The constrained intrinsics beyond fadd/fsub/fmul/fdiv: their plain
//     counterpart. One that rounds (fma, fmuladd, sqrt, fptrunc, sitofp,
//     uitofp, rint, nearbyint, lrint, llrint) runs under round.tonearest
//     only (rint and nearbyint in every direction); frem is exact, and
//     the others take no rounding metadata. The exception behaviour is
//     not observable here.
//   - The FP environment: get.rounding answers the direction the
//     program set with set.rounding (or, before it, the world's direction
//     that round.dynamic reads), in FLT_ROUNDS's encoding; reset.fpenv and
//     reset.fpmode set it back to round to nearest.

// rowClass says how an intrinsic row runs.
type rowClass uint8

const (
	rowIdentity    rowClass = iota // the first operand
	rowFixed                       // fixed-point multiplication or division
	rowConstrFloat                 // constrained: a floating-point intrinsic (base)
	rowConstrOp                    // constrained: an instruction (op)
	rowConstrCmp                   // constrained.fcmp, fcmps
	rowGetRounding
	rowSetRounding
	rowResetFPEnv
)

// intrRow is one table-driven intrinsic.
type intrRow struct {
	class  rowClass
	op     ir.Opcode
	base   string // rowConstrFloat: the counterpart; rowFixed: "mul" or "div"
	signed bool   // rowFixed
	sat    bool   // rowFixed
	// rounds: the constrained operation rounds its result, so it runs
	// under round.tonearest only; rint: the direction picks the rounding
	// function (rint, nearbyint).
	rounds, rint bool
	data         int // the operands before the metadata (constrained)
}

// rowIntrinsics are the rows by base name (without "llvm." and type
// suffixes).
var rowIntrinsics = map[string]*intrRow{
	"annotation":                       {class: rowIdentity},
	"ptr.annotation":                   {class: rowIdentity},
	"smul.fix":                         {class: rowFixed, base: "mul", signed: true},
	"umul.fix":                         {class: rowFixed, base: "mul"},
	"smul.fix.sat":                     {class: rowFixed, base: "mul", signed: true, sat: true},
	"umul.fix.sat":                     {class: rowFixed, base: "mul", sat: true},
	"sdiv.fix":                         {class: rowFixed, base: "div", signed: true},
	"udiv.fix":                         {class: rowFixed, base: "div"},
	"sdiv.fix.sat":                     {class: rowFixed, base: "div", signed: true, sat: true},
	"udiv.fix.sat":                     {class: rowFixed, base: "div", sat: true},
	"get.rounding":                     {class: rowGetRounding},
	"set.rounding":                     {class: rowSetRounding},
	"reset.fpenv":                      {class: rowResetFPEnv},
	"reset.fpmode":                     {class: rowResetFPEnv},
	"experimental.constrained.frem":    {class: rowConstrOp, op: ir.OpFRem, data: 2},
	"experimental.constrained.fptrunc": {class: rowConstrOp, op: ir.OpFPTrunc, data: 1, rounds: true},
	"experimental.constrained.fpext":   {class: rowConstrOp, op: ir.OpFPExt, data: 1},
	"experimental.constrained.fptoui":  {class: rowConstrOp, op: ir.OpFPToUI, data: 1},
	"experimental.constrained.fptosi":  {class: rowConstrOp, op: ir.OpFPToSI, data: 1},
	"experimental.constrained.uitofp":  {class: rowConstrOp, op: ir.OpUIToFP, data: 1, rounds: true},
	"experimental.constrained.sitofp":  {class: rowConstrOp, op: ir.OpSIToFP, data: 1, rounds: true},
	"experimental.constrained.fcmp":    {class: rowConstrCmp, op: ir.OpFCmp, data: 2},
	"experimental.constrained.fcmps":   {class: rowConstrCmp, op: ir.OpFCmp, data: 2},
}

func init() {
	for name, n := range map[string]int{"fma": 3, "fmuladd": 3, "sqrt": 1, "lrint": 1, "llrint": 1} {
		rowIntrinsics["experimental.constrained."+name] = &intrRow{class: rowConstrFloat, base: name, data: n, rounds: true}
	}
	for _, name := range []string{"rint", "nearbyint"} {
		rowIntrinsics["experimental.constrained."+name] = &intrRow{class: rowConstrFloat, base: name, data: 1, rint: true}
	}
	for name, n := range map[string]int{"ceil": 1, "floor": 1, "round": 1, "roundeven": 1, "trunc": 1,
		"lround": 1, "llround": 1, "maxnum": 2, "minnum": 2, "maximum": 2, "minimum": 2} {
		rowIntrinsics["experimental.constrained."+name] = &intrRow{class: rowConstrFloat, base: name, data: n}
	}
}

// lookupRow resolves a row by an intrinsic's full name.
func lookupRow(full string) (*intrRow, string) {
	b := baseName(full)
	if r, ok := rowIntrinsics[b]; ok {
		return r, b
	}
	return nil, ""
}

// rowShape checks a row's call.
func rowShape(intr *intrinsic, call *ir.Instruction) error {
	r := intr.row
	args := call.Args()
	fail := func() error { return unsupported("llvm.%s of this shape", intr.base) }
	switch r.class {
	case rowIdentity:
		if len(args) == 0 || args[0].Type() != call.Ty {
			return fail()
		}
	case rowFixed:
		if len(args) != 3 || args[0].Type() != call.Ty || args[1].Type() != call.Ty || call.Ty.Scalar().Bits > 64 || !call.Ty.Scalar().IsInt() {
			return fail()
		}
		if c, ok := args[2].(*ir.Const); !ok || c.Kind != ir.ConstInt {
			return fail()
		}
	case rowConstrFloat, rowConstrOp, rowConstrCmp:
		if len(args) < r.data {
			return fail()
		}
		for _, a := range args[r.data:] {
			if _, ok := a.(*ir.MetadataValue); !ok {
				return fail()
			}
		}
		if r.class == rowConstrCmp {
			if _, ok := constrPredicate(call); !ok {
				return fail()
			}
		}
		if r.rounds || r.rint {
			if len(args) != r.data+2 {
				return fail()
			}
		}
	case rowGetRounding:
		if len(args) != 0 || !call.Ty.IsInt() {
			return fail()
		}
	case rowSetRounding:
		if len(args) != 1 || !args[0].Type().IsInt() {
			return fail()
		}
	}
	return nil
}

// constrPredicate reads constrained.fcmp's predicate (its third operand).
func constrPredicate(call *ir.Instruction) (ir.Predicate, bool) {
	if len(call.Operands) < 4 {
		return 0, false
	}
	mv, ok := call.Operands[3].(*ir.MetadataValue)
	if !ok {
		return 0, false
	}
	s, ok := mv.MD.(*ir.MDString)
	if !ok {
		return 0, false
	}
	p := ir.FloatPredicateByName(s.S)
	return p, p != ir.PredNone
}

// fltRounds is a direction in FLT_ROUNDS's encoding (llvm.get.rounding).
var fltRounds = map[roundMode]uint64{roundTowardZero: 0, roundNearestEven: 1, roundUp: 2, roundDown: 3, roundNearestAway: 4}

// rowIntrinsic runs a call of a row.
func (m *Machine) rowIntrinsic(intr *intrinsic, call *ir.Instruction, args []*Val, dst *Val) bool {
	r := intr.row
	switch r.class {
	case rowIdentity:
		dst.CopyFrom(args[0])
		return true
	case rowFixed:
		return m.fixedPoint(intr, call, args, dst)
	case rowGetRounding:
		dst.SetInt(fltRounds[m.dynRounding()] & widthMask(call.Ty.Bits))
		return true
	case rowSetRounding:
		v := m.ev.use(args[0], 0, args[0].width(intrArgType(call, 0)))
		if v.Poison || v.Undef != 0 {
			return m.unsupportedStop(unsupported("llvm.set.rounding of an undetermined direction"))
		}
		for mode, enc := range fltRounds {
			if enc == v.Bits {
				m.setRound = int8(mode) + 1
				return true
			}
		}
		return m.unsupportedStop(unsupported("llvm.set.rounding(%d): a target-specific direction", v.Bits))
	case rowResetFPEnv:
		m.setRound = int8(roundNearestEven) + 1
		return true
	}
	// The constrained operations.
	mode := roundNearestEven
	if r.rounds || r.rint {
		md, ok := m.roundingOf(call.Operands[r.data+1])
		if !ok {
			return m.unsupportedStop(unsupported("rounding metadata of @llvm.%s", intr.base))
		}
		mode = md
	}
	base := r.base
	if r.rint {
		base = map[roundMode]string{roundNearestEven: base, roundDown: "floor", roundUp: "ceil", roundTowardZero: "trunc", roundNearestAway: "round"}[mode]
	} else if r.rounds && mode != roundNearestEven {
		return m.unsupportedStop(unsupported("@llvm.%s in a direction other than to nearest", intr.base))
	}
	abstract := m.ev.ch == nil
	t := call.Ty
	vt := intrArgType(call, 0)
	st, et := t.Scalar(), vt.Scalar()
	var opErr error
	ub, err := m.ev.lanes(&opDesc{ty: t}, args[:r.data], dst, func(x []*Val, res *Val) (UBKind, error) {
		switch r.class {
		case rowConstrFloat:
			xs := make([]*Val, len(x))
			for i, v := range x {
				xs[i] = m.ev.use(v, i&3, widthOf(intrArgType(call, i).Scalar()))
			}
			rw := uint32(0)
			if st.IsInt() {
				rw = st.Bits
			}
			if !floatIntrinsic(base, call.FMF, et.Kind, rw, xs, res, abstract) {
				opErr = unsupported("llvm.%s on %s", intr.base, vt)
			}
			fixNondet(res, xs, abstract)
			return UBNone, nil
		case rowConstrCmp:
			p, _ := constrPredicate(call)
			d := opDesc{op: ir.OpFCmp, ty: st, opTy: et, pred: p, fmf: call.FMF}
			return m.ev.compute(&d, x, res)
		default:
			d := opDesc{op: r.op, ty: st, opTy: et, fmf: call.FMF}
			return m.ev.compute(&d, x, res)
		}
	})
	if err == nil {
		err = opErr
	}
	if err != nil {
		return m.unsupportedStop(err)
	}
	if ub != UBNone {
		return m.fail(ub, call)
	}
	return true
}

// dynRounding is the direction round.dynamic reads: the one the program
// set (llvm.set.rounding, reset.fpenv), else the world's.
func (m *Machine) dynRounding() roundMode {
	if m.setRound > 0 {
		return roundMode(m.setRound - 1)
	}
	return roundMode(m.world % 4)
}

// width is the bit width of a value of type t (its lanes' for a vector).
func (v *Val) width(t *ir.Type) uint32 { return widthOf(t.Scalar()) }

// fixedPoint runs a fixed-point multiplication or division lane by lane.
func (m *Machine) fixedPoint(intr *intrinsic, call *ir.Instruction, args []*Val, dst *Val) bool {
	r := intr.row
	w := call.Ty.Scalar().Bits
	scale := call.Operands[3].(*ir.Const).Int
	if scale >= uint64(w) && !(r.base == "div" && scale <= uint64(w)) || scale > uint64(w) {
		return m.unsupportedStop(unsupported("llvm.%s with scale %d on i%d", intr.base, scale, w))
	}
	var stop error
	ub, _ := m.ev.lanes(&opDesc{ty: call.Ty}, args[:2], dst, func(x []*Val, res *Val) (UBKind, error) {
		a, b := m.ev.use(x[0], 0, w), m.ev.use(x[1], 1, w)
		if a.Poison || b.Poison {
			res.SetPoison()
			return UBNone, nil
		}
		if a.Undef != 0 || b.Undef != 0 {
			stop = unsupported("llvm.%s of an undef operand", intr.base)
			return UBNone, nil
		}
		toBig := func(v uint64) *big.Int {
			if r.signed {
				return big.NewInt(int64(signExtend(v, w)))
			}
			return new(big.Int).SetUint64(v & widthMask(w))
		}
		num, den := toBig(a.Bits), toBig(b.Bits)
		if r.base == "mul" {
			num.Mul(num, den)
			den = new(big.Int).Lsh(big.NewInt(1), uint(scale))
		} else {
			if den.Sign() == 0 {
				return UBDivByZero, nil
			}
			num.Lsh(num, uint(scale))
		}
		if den.Sign() < 0 {
			num.Neg(num)
			den.Neg(den)
		}
		q, rem := new(big.Int).QuoRem(num, den, new(big.Int))
		if rem.Sign() < 0 {
			q.Sub(q, big.NewInt(1)) // floor
		}
		lo, hi := big.NewInt(0), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w)), big.NewInt(1))
		if r.signed {
			lo = new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(w-1)))
			hi = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w-1)), big.NewInt(1))
		}
		// The candidates: floor, and floor+1 when inexact.
		cands := []*big.Int{q}
		if rem.Sign() != 0 {
			cands = append(cands, new(big.Int).Add(q, big.NewInt(1)))
		}
		var vals []uint64
		for _, c := range cands {
			switch {
			case c.Cmp(lo) < 0 && r.sat:
				c = lo
			case c.Cmp(hi) > 0 && r.sat:
				c = hi
			case c.Cmp(lo) < 0 || c.Cmp(hi) > 0:
				continue
			}
			vals = append(vals, uint64(c.Int64())&widthMask(w))
			if !r.signed {
				vals[len(vals)-1] = c.Uint64() & widthMask(w)
			}
		}
		switch {
		case len(vals) == 0:
			return UBImmediate, nil // "the result value does not fit"
		case len(vals) == 1 || vals[0] == vals[1]:
			res.SetInt(vals[0])
		case m.ev.ch != nil:
			res.SetInt(vals[m.ev.ch.Choose(0, 1, 1)&1])
		case vals[0]^vals[1] == 1:
			*res = Val{Bits: vals[0] &^ 1, Undef: 1, Nondet: true}
		default:
			stop = unsupported("llvm.%s rounding between %d and %d (one undetermined value cannot say it)", intr.base, vals[0], vals[1])
		}
		return UBNone, nil
	})
	if stop != nil {
		return m.unsupportedStop(stop)
	}
	if ub != UBNone {
		return m.fail(ub, call)
	}
	return true
}
