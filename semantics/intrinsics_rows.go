package semantics

import (
	"math/big"
	"strings"

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
//   - get.fpenv, get.fpmode and stackguard are the machine's answers (as
//     readcyclecounter); set.fpenv and set.fpmode set an environment in
//     the target's encoding, so a later round.dynamic or get.rounding is
//     unsupported. stackprotector and gcwrite store their first operand
//     to their last; gcread loads a pointer.
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
	rowConstrExp  // constrained.powi, ldexp: floatExp to nearest
	rowMinMaxNum  // minimumnum, maximumnum (IEEE 754-2019 minimumNumber, maximumNumber)
	rowToFP16     // convert.to.fp16: fptrunc to half, as i16
	rowFromFP16   // convert.from.fp16: an i16 read as half, fpext
	rowFPTruncRnd // fptrunc.round: fptrunc in the metadata's direction
	rowMemsetPat  // experimental.memset.pattern
	rowHWLoopSet  // set.loop.iterations, start.loop.iterations, test.*: the count (see hwLoop)
	rowHWLoopDec  // loop.decrement: the counter less the operand; true while it is not zero
	rowHWLoopReg  // loop.decrement.reg: a - b, which may not wrap
	rowLoadRel    // load.relative
	rowWidenable  // experimental.widenable.condition: true or false, chosen per call
	rowGetEnv     // get.fpenv, get.fpmode, stackguard: the machine's answer (envIntrinsic)
	rowSetEnv     // set.fpenv, set.fpmode: a target-specific environment irfuzz cannot read
	rowStore      // stackprotector(guard, slot), gcwrite(value, obj, slot): a store of the first operand to the last
	rowLoad       // gcread(obj, slot): a load of a pointer from the last operand
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
	"get.fpenv":                        {class: rowGetEnv},
	"get.fpmode":                       {class: rowGetEnv},
	"stackguard":                       {class: rowGetEnv},
	"set.fpenv":                        {class: rowSetEnv},
	"set.fpmode":                       {class: rowSetEnv},
	"stackprotector":                   {class: rowStore},
	"gcwrite":                          {class: rowStore},
	"gcread":                           {class: rowLoad},
	"minimumnum":                       {class: rowMinMaxNum, base: "min"},
	"maximumnum":                       {class: rowMinMaxNum, base: "max"},
	"convert.to.fp16":                  {class: rowToFP16},
	"convert.from.fp16":                {class: rowFromFP16},
	"fptrunc.round":                    {class: rowFPTruncRnd},
	"experimental.memset.pattern":      {class: rowMemsetPat},
	"set.loop.iterations":              {class: rowHWLoopSet},
	"start.loop.iterations":            {class: rowHWLoopSet, base: "start"},
	"test.set.loop.iterations":         {class: rowHWLoopSet, base: "test"},
	"test.start.loop.iterations":       {class: rowHWLoopSet, base: "test.start"},
	"loop.decrement":                   {class: rowHWLoopDec},
	"loop.decrement.reg":               {class: rowHWLoopReg},
	"load.relative":                    {class: rowLoadRel},
	"experimental.widenable.condition": {class: rowWidenable},
	"experimental.constrained.powi":    {class: rowConstrExp, base: "powi", rounds: true},
	"experimental.constrained.ldexp":   {class: rowConstrExp, base: "ldexp", rounds: true},
	"set.rounding":                     {class: rowSetRounding},
	"reset.fpenv":                      {class: rowResetFPEnv},
	"reset.fpmode":                     {class: rowResetFPEnv},
	"experimental.constrained.frem":    {class: rowConstrOp, op: ir.OpFRem},
	"experimental.constrained.fptrunc": {class: rowConstrOp, op: ir.OpFPTrunc, rounds: true},
	"experimental.constrained.fpext":   {class: rowConstrOp, op: ir.OpFPExt},
	"experimental.constrained.fptoui":  {class: rowConstrOp, op: ir.OpFPToUI},
	"experimental.constrained.fptosi":  {class: rowConstrOp, op: ir.OpFPToSI},
	"experimental.constrained.uitofp":  {class: rowConstrOp, op: ir.OpUIToFP, rounds: true},
	"experimental.constrained.sitofp":  {class: rowConstrOp, op: ir.OpSIToFP, rounds: true},
	"experimental.constrained.fcmp":    {class: rowConstrCmp, op: ir.OpFCmp},
	"experimental.constrained.fcmps":   {class: rowConstrCmp, op: ir.OpFCmp},
}

func init() {
	for _, name := range []string{"fma", "fmuladd", "sqrt", "lrint", "llrint"} {
		rowIntrinsics["experimental.constrained."+name] = &intrRow{class: rowConstrFloat, base: name, rounds: true}
	}
	for _, name := range []string{"rint", "nearbyint"} {
		rowIntrinsics["experimental.constrained."+name] = &intrRow{class: rowConstrFloat, base: name, rint: true}
	}
	for _, name := range []string{"ceil", "floor", "round", "roundeven", "trunc", "lround", "llround", "maxnum", "minnum", "maximum", "minimum"} {
		rowIntrinsics["experimental.constrained."+name] = &intrRow{class: rowConstrFloat, base: name}
	}
	// A constrained intrinsic's operands before its metadata: its shape
	// in ir's registry.
	for name, r := range rowIntrinsics {
		if c, ok := strings.CutPrefix(name, "experimental.constrained."); ok {
			r.data, _, _ = ir.ConstrainedShape(c)
		}
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
	case rowConstrExp:
		if len(args) != 4 || args[0].Type() != call.Ty || formatOf(call.Ty.Scalar().Kind) == nil || !args[1].Type().Scalar().IsInt() {
			return fail()
		}
	case rowMinMaxNum:
		if len(args) != 2 || args[0].Type() != call.Ty || args[1].Type() != call.Ty || formatOf(call.Ty.Scalar().Kind) == nil {
			return fail()
		}
	case rowToFP16:
		if len(args) != 1 || call.Ty != ir.I16 || formatOf(args[0].Type().Kind) == nil {
			return fail()
		}
	case rowFromFP16:
		if len(args) != 1 || args[0].Type() != ir.I16 || formatOf(call.Ty.Kind) == nil {
			return fail()
		}
	case rowFPTruncRnd:
		if len(args) != 2 || call.Ty.Kind == ir.VectorType || formatOf(call.Ty.Kind) == nil || formatOf(args[0].Type().Kind) == nil {
			return fail()
		}
		if _, ok := args[1].(*ir.MetadataValue); !ok {
			return fail()
		}
	case rowMemsetPat:
		if len(args) != 4 || !args[0].Type().IsPtr() || !args[1].Type().IsInt() || !args[2].Type().IsInt() {
			return fail()
		}
	case rowHWLoopSet, rowHWLoopDec, rowHWLoopReg:
		if len(args) == 0 || !args[0].Type().IsInt() || args[0].Type().Bits > 64 {
			return fail()
		}
	case rowLoadRel:
		if len(args) != 2 || !args[0].Type().IsPtr() || !args[1].Type().IsInt() || !call.Ty.IsPtr() {
			return fail()
		}
	case rowWidenable:
		if call.Ty != ir.I1 {
			return fail()
		}
	case rowGetEnv:
		if len(args) != 0 || !(call.Ty.IsPtr() || call.Ty.IsInt() && call.Ty.Bits <= 64) {
			return fail()
		}
	case rowSetEnv:
		if len(args) != 1 {
			return fail()
		}
	case rowStore:
		if len(args) < 2 || !args[len(args)-1].Type().IsPtr() {
			return fail()
		}
	case rowLoad:
		if len(args) != 2 || !args[1].Type().IsPtr() || !call.Ty.IsPtr() {
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
		if m.setRound < 0 {
			return m.unsupportedStop(unsupported("llvm.get.rounding after llvm.set.fpenv or set.fpmode"))
		}
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
	case rowMinMaxNum, rowToFP16, rowFromFP16, rowFPTruncRnd:
		if call.FMF != 0 {
			// Fast-math flags would make some of these results poison;
			// irfuzz does not read them here yet.
			return m.unsupportedStop(unsupported("@llvm.%s with fast-math flags", intr.base))
		}
	}
	switch r.class {
	case rowMinMaxNum:
		return m.minMaxNum(intr, call, args, dst)
	case rowToFP16, rowFromFP16:
		from, to := intrArgType(call, 0).Kind, ir.HalfType
		x := args[0]
		if r.class == rowFromFP16 {
			from, to = ir.HalfType, call.Ty.Kind
		}
		var res Val
		op := ir.OpFPTrunc
		if r.class == rowFromFP16 || from == ir.HalfType {
			op = ir.OpFPExt
		}
		if from == to {
			res = x.Clone()
		} else if !floatCast(op, 0, 0, from, to, 0, 0, m.ev.use(x, 0, widthOf(intrArgType(call, 0))), &res, m.ev.ch == nil) {
			return m.unsupportedStop(unsupported("llvm.%s on %s", intr.base, intrArgType(call, 0)))
		}
		*dst = res
		return true
	case rowFPTruncRnd:
		return m.fptruncRound(intr, call, args, dst)
	case rowMemsetPat:
		return m.memsetPattern(call, args)
	case rowHWLoopSet:
		x := args[0]
		m.hwLoop, m.hwLoopOn = x.Clone(), true
		switch r.base {
		case "start":
			dst.CopyFrom(x)
		case "test":
			m.isNonZero(x, dst)
		case "test.start":
			shape(dst, call.Ty)
			dst.X.Lanes[0].CopyFrom(x)
			m.isNonZero(x, &dst.X.Lanes[1])
		}
		return true
	case rowHWLoopReg:
		w := intrArgType(call, 0).Bits
		if ub := intBinary(ir.OpSub, ir.NUW, w, m.ev.use(args[0], 0, w), m.ev.use(args[1], 1, w), dst); ub != UBNone {
			return m.fail(ub, call)
		}
		return true
	case rowHWLoopDec:
		w := intrArgType(call, 0).Bits
		if m.hwLoop.X != nil || !m.hwLoopOn {
			return m.unsupportedStop(unsupported("llvm.loop.decrement without a loop count set before it"))
		}
		var next Val
		if ub := intBinary(ir.OpSub, ir.NUW, w, m.ev.use(&m.hwLoop, 0, w), m.ev.use(args[0], 1, w), &next); ub != UBNone {
			return m.fail(ub, call)
		}
		m.hwLoop = next
		m.isNonZero(&next, dst)
		return true
	case rowWidenable:
		return m.allowCheck(dst)
	case rowGetEnv:
		return m.envIntrinsic(intr.base, call, args, dst)
	case rowSetEnv:
		m.setRound = -1
		return true
	case rowStore:
		if ub := m.mem.Store(intrArgType(call, 0), args[len(args)-1], 1, args[0]); ub != UBNone {
			return m.fail(ub, call)
		}
		return true
	case rowLoad:
		if ub := m.mem.Load(call.Ty, args[1], 1, dst, nil); ub != UBNone {
			return m.fail(ub, call)
		}
		return true
	case rowLoadRel:
		return m.loadRelative(call, args, dst)
	case rowConstrExp:
		md, ok := m.roundingOf(call.Operands[3])
		if ok && m.roundingMismatch(call.Operands[3], md) {
			return m.fail(UBImmediate, call)
		}
		if !ok || md != roundNearestEven {
			return m.unsupportedStop(unsupported("@llvm.%s in a direction other than to nearest", intr.base))
		}
		return m.floatExp(r.base, call, args[:2], dst)
	}
	return m.constrainedRow(intr, call, args, dst)
}

// constrainedRow runs a call of a constrained operation's row: its plain
// counterpart lane by lane in the call's rounding direction.
func (m *Machine) constrainedRow(intr *intrinsic, call *ir.Instruction, args []*Val, dst *Val) bool {
	r := intr.row
	mode := roundNearestEven
	if r.rounds || r.rint {
		md, ok := m.roundingOf(call.Operands[r.data+1])
		if !ok {
			return m.unsupportedStop(unsupported("rounding metadata of @llvm.%s", intr.base))
		}
		if m.roundingMismatch(call.Operands[r.data+1], md) {
			return m.fail(UBImmediate, call)
		}
		mode = md
	}
	base := r.base
	// pre: lrint and llrint in a direction other than to nearest first
	// round to an integral value in that direction (then exact).
	pre := ""
	directed := map[roundMode]string{roundDown: "floor", roundUp: "ceil", roundTowardZero: "trunc", roundNearestAway: "round"}
	if r.rint {
		if d, ok := directed[mode]; ok {
			base = d
		}
	} else if (base == "lrint" || base == "llrint") && mode != roundNearestEven {
		pre = directed[mode]
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
			if pre != "" {
				var integral Val
				if !floatIntrinsic(pre, call.FMF, et.Kind, 0, xs[:1], &integral, abstract) {
					opErr = unsupported("llvm.%s on %s", intr.base, vt)
				}
				xs[0] = &integral
			}
			if !floatIntrinsic(base, call.FMF, et.Kind, rw, xs, res, abstract) {
				opErr = unsupported("llvm.%s on %s", intr.base, vt)
			}
			if rw != 0 && res.Poison && !xs[0].Poison {
				// As llvm.lrint and llvm.lround: an unrepresentable
				// result is an arbitrary value (freeze poison).
				if abstract {
					*res = Val{Undef: widthMask(rw), Nondet: true}
				} else {
					*res = Val{Bits: m.ev.ch.Choose(0, widthMask(rw), rw)}
				}
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
// set (llvm.set.rounding, reset.fpenv), else the world's. (A negative
// setRound, after set.fpenv or set.fpmode, is one irfuzz cannot read:
// roundingOf and get.rounding stop as unsupported first.)
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

// isNonZero sets dst to x != 0 (an i1).
func (m *Machine) isNonZero(x *Val, dst *Val) {
	if x.Poison {
		dst.SetPoison()
		return
	}
	var r Val
	intCmp(ir.IntNE, 0, 64, x, &Val{}, &r)
	*dst = r
}

// minMaxNum runs minimumnum and maximumnum lane by lane: "If both operands
// are NaNs (including sNaN), returns qNaN. If one operand is NaN
// (including sNaN) and another operand is a number, return the number.
// Otherwise returns the lesser [greater] of the two arguments. -0.0 is
// considered to be less than +0.0."
func (m *Machine) minMaxNum(intr *intrinsic, call *ir.Instruction, args []*Val, dst *Val) bool {
	st := call.Ty.Scalar()
	f := formatOf(st.Kind)
	w := widthOf(st)
	max := intr.row.base == "max"
	var stop error
	_, _ = m.ev.lanes(&opDesc{ty: call.Ty}, args, dst, func(x []*Val, r *Val) (UBKind, error) {
		a, b := m.ev.use(x[0], 0, w), m.ev.use(x[1], 1, w)
		if a.Poison || b.Poison {
			r.SetPoison()
			return UBNone, nil
		}
		if a.Undef != 0 || b.Undef != 0 {
			stop = unsupported("llvm.%s of an undef operand", intr.base)
			return UBNone, nil
		}
		ab, bb := a.Bits&f.mask(), b.Bits&f.mask()
		an, bn := f.isNaN(ab), f.isNaN(bb)
		switch {
		case an && bn:
			nb, nu := f.anyNaN(false)
			fpSet(r, nb, nu, true)
			return UBNone, nil
		case an:
			*r = Val{Bits: bb}
			return UBNone, nil
		case bn:
			*r = Val{Bits: ab}
			return UBNone, nil
		}
		less := fpLess(f, ab, bb)
		if less != max {
			*r = Val{Bits: ab}
		} else {
			*r = Val{Bits: bb}
		}
		return UBNone, nil
	})
	if stop != nil {
		return m.unsupportedStop(stop)
	}
	return true
}

// fpLess orders two non-NaN encodings, -0 below +0.
func fpLess(f *fpFormat, a, b uint64) bool {
	if f.isZero(a) && f.isZero(b) {
		return a&f.sign() != 0 && b&f.sign() == 0
	}
	return f.bigOf(a).Cmp(f.bigOf(b)) < 0
}

// fptruncRound runs llvm.fptrunc.round: the value rounded to the result's
// format in the metadata's direction ("round.dynamic" is not allowed).
func (m *Machine) fptruncRound(intr *intrinsic, call *ir.Instruction, args []*Val, dst *Val) bool {
	var mode roundMode
	known := false
	if s, ok := call.Operands[2].(*ir.MetadataValue).MD.(*ir.MDString); ok {
		mode, known = roundingModes[s.S]
	}
	if !known {
		return m.unsupportedStop(unsupported("llvm.fptrunc.round's rounding metadata"))
	}
	ft, tt := intrArgType(call, 0), call.Ty
	fin, fout := formatOf(ft.Kind), formatOf(tt.Kind)
	x := m.ev.use(args[0], 0, widthOf(ft))
	xb := x.Bits & fin.mask()
	if mode == roundNearestEven || x.Poison || x.Undef != 0 || fin.isNaN(xb) || fin.isInf(xb) || fin.isZero(xb) {
		var res Val
		if !floatCast(ir.OpFPTrunc, 0, 0, ft.Kind, tt.Kind, 0, 0, x, &res, m.ev.ch == nil) {
			return m.unsupportedStop(unsupported("llvm.%s from %s to %s", intr.base, ft, tt))
		}
		*dst = res
		return true
	}
	var mant big.Float
	exp := fin.bigOf(xb).MantExp(&mant)
	neg := mant.Signbit()
	mant.Abs(&mant)
	mant.SetMantExp(&mant, 64)
	mw, acc := mant.Uint64()
	*dst = Val{Bits: fout.roundPackMode(neg, mw, exp-64, acc != big.Exact, mode)}
	return true
}

// memsetPattern runs llvm.experimental.memset.pattern(ptr, iN value, count,
// volatile): count copies of value, one after another.
func (m *Machine) memsetPattern(call *ir.Instruction, args []*Val) bool {
	t := intrArgType(call, 1)
	l := m.p.Layout
	size := l.StoreSize(t)
	if size != l.AllocSize(t) {
		return m.unsupportedStop(unsupported("llvm.experimental.memset.pattern of %s (its store and alloc sizes differ)", t))
	}
	n := m.ev.use(args[2], 0, intrArgType(call, 2).Bits)
	if n.Poison || n.Undef != 0 {
		return m.fail(UBImmediate, call)
	}
	if n.Bits > 1<<20 {
		return m.unsupportedStop(unsupported("llvm.experimental.memset.pattern of %d copies", n.Bits))
	}
	align := argAlign(call, 0)
	for i := uint64(0); i < n.Bits; i++ {
		p := *args[0]
		off := i * size
		p.Bits += off
		a := align
		for a > 1 && off%a != 0 {
			a /= 2
		}
		if ub := m.mem.Store(t, &p, a, args[1]); ub != UBNone {
			return m.fail(ub, call)
		}
	}
	return true
}

// loadRelative runs llvm.load.relative(ptr, offset): the 32-bit value at
// ptr + offset, sign-extended, added to ptr; the result points into
// whatever object is at that address.
func (m *Machine) loadRelative(call *ir.Instruction, args []*Val, dst *Val) bool {
	p, off := args[0], m.ev.use(args[1], 0, intrArgType(call, 1).Bits)
	if p.Poison || off.Poison || p.Undef != 0 || off.Undef != 0 {
		return m.fail(UBUndefAddress, call)
	}
	q := *p
	q.Bits += uint64(int64(signExtend(off.Bits, intrArgType(call, 1).Bits)))
	var v Val
	if ub := m.mem.Load(ir.I32, &q, 1, &v, nil); ub != UBNone { // the Language Reference asks no alignment
		return m.fail(ub, call)
	}
	if v.Poison || v.Undef != 0 {
		dst.SetPoison()
		return true
	}
	addr := Val{Bits: p.Bits + uint64(int64(int32(uint32(v.Bits))))}
	m.ev.intToPtr(&addr, widthMask(m.p.Layout.PointerBits(call.Ty.AddrSpace)), dst)
	return true
}
