package semantics

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// Vector predication (llvm.vp.*, Language Reference "Vector Predication
// Intrinsics"): a VP intrinsic is its plain counterpart with a mask and an
// explicit vector length %evl. Lane i is enabled when mask[i] is true and
// i < %evl; the counterpart runs on the enabled lanes only (so a division
// by zero in a disabled lane is no UB), and a disabled lane of the result
// is poison, as each VP intrinsic's text says. %evl > W is UB. A mask lane
// that is poison or undef makes its result lane poison.
//
// Each intrinsic is a row resolved when the call is lowered (vpRows): how
// to run one lane, which operands are data, and whether the counterpart
// is an instruction (an opcode) or an intrinsic (its base name).

// vpClass says how a VP row runs.
type vpClass uint8

const (
	vpIntOp     vpClass = iota // integer instruction (op)
	vpFloatOp                  // floating-point binary instruction (op)
	vpFNeg                     // fneg
	vpIntIntr                  // integer intrinsic base (a trailing i1 flag included)
	vpFloatIntr                // floating-point intrinsic base
	vpCast                     // a cast instruction (op)
	vpICmp                     // icmp with a metadata predicate
	vpFCmp                     // fcmp with a metadata predicate
	vpSelect                   // vp.select(cond, a, b, evl): lanes at or past evl are poison
	vpMerge                    // vp.merge(cond, a, b, pivot): lanes at or past pivot are b's
	vpReduce                   // vp.reduce.*(start, v, mask, evl): start folded with the enabled lanes
	vpSplat                    // experimental.vp.splat(x, mask, evl)
	vpReverse                  // experimental.vp.reverse(v, mask, evl): the first evl lanes reversed
)

// vpRow is one VP intrinsic.
type vpRow struct {
	class vpClass
	op    ir.Opcode
	base  string // the counterpart intrinsic (vpIntIntr, vpFloatIntr) or the reduction's operation
	data  int    // operands before the mask (the predicate's metadata included)
}

// vpRows are the VP intrinsics irfuzz runs, by base name without "vp.".
var vpRows = map[string]*vpRow{}

func init() {
	for name, op := range map[string]ir.Opcode{"add": ir.OpAdd, "sub": ir.OpSub, "mul": ir.OpMul, "sdiv": ir.OpSDiv,
		"udiv": ir.OpUDiv, "srem": ir.OpSRem, "urem": ir.OpURem, "ashr": ir.OpAShr, "lshr": ir.OpLShr,
		"shl": ir.OpShl, "or": ir.OpOr, "and": ir.OpAnd, "xor": ir.OpXor} {
		vpRows[name] = &vpRow{class: vpIntOp, op: op, data: 2}
	}
	for name, op := range map[string]ir.Opcode{"fadd": ir.OpFAdd, "fsub": ir.OpFSub, "fmul": ir.OpFMul,
		"fdiv": ir.OpFDiv, "frem": ir.OpFRem} {
		vpRows[name] = &vpRow{class: vpFloatOp, op: op, data: 2}
	}
	vpRows["fneg"] = &vpRow{class: vpFNeg, data: 1}
	for name, n := range map[string]int{"abs": 2, "smax": 2, "smin": 2, "umax": 2, "umin": 2,
		"bitreverse": 1, "bswap": 1, "ctpop": 1, "ctlz": 2, "cttz": 2,
		"sadd.sat": 2, "uadd.sat": 2, "ssub.sat": 2, "usub.sat": 2, "fshl": 3, "fshr": 3} {
		vpRows[name] = &vpRow{class: vpIntIntr, base: name, data: n}
	}
	for name, n := range map[string]int{"copysign": 2, "minnum": 2, "maxnum": 2, "minimum": 2, "maximum": 2,
		"fabs": 1, "sqrt": 1, "fma": 3, "fmuladd": 3, "ceil": 1, "floor": 1, "rint": 1, "nearbyint": 1,
		"round": 1, "roundeven": 1, "lrint": 1, "llrint": 1, "is.fpclass": 2} {
		vpRows[name] = &vpRow{class: vpFloatIntr, base: name, data: n}
	}
	vpRows["roundtozero"] = &vpRow{class: vpFloatIntr, base: "trunc", data: 1}
	for name, op := range map[string]ir.Opcode{"trunc": ir.OpTrunc, "zext": ir.OpZExt, "sext": ir.OpSExt,
		"fptrunc": ir.OpFPTrunc, "fpext": ir.OpFPExt, "fptoui": ir.OpFPToUI, "fptosi": ir.OpFPToSI,
		"uitofp": ir.OpUIToFP, "sitofp": ir.OpSIToFP, "ptrtoint": ir.OpPtrToInt, "inttoptr": ir.OpIntToPtr} {
		vpRows[name] = &vpRow{class: vpCast, op: op, data: 1}
	}
	vpRows["icmp"] = &vpRow{class: vpICmp, op: ir.OpICmp, data: 3}
	vpRows["fcmp"] = &vpRow{class: vpFCmp, op: ir.OpFCmp, data: 3}
	vpRows["select"] = &vpRow{class: vpSelect, data: 2}
	vpRows["merge"] = &vpRow{class: vpMerge, data: 2}
	for _, op := range []string{"add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin",
		"fadd", "fmul", "fmax", "fmin", "fmaximum", "fminimum"} {
		vpRows["reduce."+op] = &vpRow{class: vpReduce, base: op, data: 2}
	}
	vpRows["experimental.vp.splat"] = &vpRow{class: vpSplat, data: 1}
	vpRows["experimental.vp.reverse"] = &vpRow{class: vpReverse, data: 1}
}

// lookupVP resolves a VP intrinsic by its name without "llvm." and its
// type suffixes; nil if irfuzz does not run it.
func lookupVP(full string) (*vpRow, string) {
	b := baseName(full)
	key := strings.TrimPrefix(b, "vp.")
	if r, ok := vpRows[key]; ok && (strings.HasPrefix(b, "vp.") || strings.HasPrefix(b, "experimental.vp.")) {
		return r, b
	}
	return nil, ""
}

// baseName is an intrinsic's name without "llvm." and without the type
// suffixes its overloads add (".i32", ".v4f32", ".p0", ".nxv2i64").
func baseName(full string) string {
	b := strings.TrimPrefix(full, "llvm.")
	for {
		i := strings.LastIndexByte(b, '.')
		if i < 0 || !isTypeSuffix(b[i+1:]) {
			return b
		}
		b = b[:i]
	}
}

// isTypeSuffix reports whether s is a mangled type: iN, fN, bf16,
// ppcf128, pN, vN<type>, nxvN<type>.
func isTypeSuffix(s string) bool {
	s = strings.TrimPrefix(strings.TrimPrefix(s, "nx"), "v")
	for len(s) > 0 && s[0] >= '0' && s[0] <= '9' && (len(s) < 2 || true) {
		if s == "" {
			break
		}
		if s[0] >= '0' && s[0] <= '9' {
			s = s[1:]
			continue
		}
	}
	switch {
	case s == "bf16" || s == "ppcf128":
		return true
	case len(s) >= 2 && (s[0] == 'i' || s[0] == 'f' || s[0] == 'p'):
		for _, c := range s[1:] {
			if c < '0' || c > '9' {
				return false
			}
		}
		return true
	}
	return false
}

// vpShape checks a VP call's operands: fixed vectors, the data operands,
// then a mask of as many lanes and an i32 length (vp.select and vp.merge:
// condition, two values, i32).
func vpShape(intr *intrinsic, call *ir.Instruction) error {
	row := intr.vp
	args := call.Args()
	fail := func() error { return unsupported("llvm.%s of this shape", intr.base) }
	if len(args) != row.data+2 {
		return fail()
	}
	if t := args[len(args)-1].Type(); !t.IsInt() || t.Bits != 32 {
		return fail()
	}
	vt := args[0].Type()
	switch row.class {
	case vpReduce:
		vt = args[1].Type()
	case vpSplat:
		vt = call.Ty
	case vpSelect, vpMerge:
		vt = args[1].Type()
		if ct := args[0].Type(); ct.Kind != ir.VectorType || ct.Elem != ir.I1 || ct.Len != vt.Len || args[2].Type() != vt || call.Ty != vt {
			return fail()
		}
	case vpICmp, vpFCmp:
		if _, ok := vpPredicate(call, row); !ok {
			return fail()
		}
	}
	if vt.Kind != ir.VectorType || vt.Scalable {
		return fail()
	}
	if row.class != vpSelect && row.class != vpMerge {
		mt := args[row.data].Type()
		if mt.Kind != ir.VectorType || mt.Scalable || mt.Len != vt.Len || mt.Elem != ir.I1 {
			return fail()
		}
	}
	if row.class != vpReduce && (call.Ty.Kind != ir.VectorType || call.Ty.Len != vt.Len) {
		return fail()
	}
	return nil
}

// vpPredicate reads the comparison predicate of vp.icmp or vp.fcmp.
func vpPredicate(call *ir.Instruction, row *vpRow) (ir.Predicate, bool) {
	mv, ok := call.Operands[3].(*ir.MetadataValue)
	if !ok {
		return 0, false
	}
	s, ok := mv.MD.(*ir.MDString)
	if !ok {
		return 0, false
	}
	p := ir.IntPredicateByName(s.S)
	if row.class == vpFCmp {
		p = ir.FloatPredicateByName(s.S)
	}
	return p, p != ir.PredNone
}

// vpIntrinsic runs a call of a VP intrinsic.
func (m *Machine) vpIntrinsic(intr *intrinsic, call *ir.Instruction, args []*Val, dst *Val) bool {
	row := intr.vp
	evl := args[len(args)-1]
	vt := intrArgType(call, 0)
	switch row.class {
	case vpSelect, vpMerge, vpReduce:
		vt = intrArgType(call, 1)
	case vpSplat:
		vt = call.Ty
	}
	n := uint64(vt.Len)
	e := m.ev.use(evl, 0, 32)
	if e.Poison || e.Undef != 0 {
		if row.class != vpMerge {
			return m.fail(UBImmediate, call) // some value exceeds W
		}
	}
	if row.class != vpMerge && e.Bits&0xffffffff > n {
		return m.fail(UBImmediate, call) // "If %evl > W, the VP intrinsic has undefined behavior"
	}
	limit := e.Bits & 0xffffffff
	var mask *Val
	if row.class != vpSelect && row.class != vpMerge {
		mask = args[len(args)-2]
	}
	enabled := func(i int) (on, poison bool) {
		if uint64(i) >= limit {
			return false, false
		}
		if mask == nil {
			return true, false
		}
		l := &mask.X.Lanes[i]
		if l.Poison || l.Undef&1 != 0 {
			return false, true
		}
		return l.Bits&1 != 0, false
	}
	switch row.class {
	case vpSelect, vpMerge:
		return m.vpSelect(row, call, args, dst, limit, e.Poison || e.Undef != 0)
	case vpReduce:
		return m.vpReduce(row, call, args, dst, enabled)
	case vpReverse:
		src := args[0].Clone()
		shape(dst, call.Ty)
		for i := range dst.X.Lanes {
			if on, _ := enabled(i); on {
				dst.X.Lanes[i].CopyFrom(&src.X.Lanes[int(limit)-1-i])
			} else {
				dst.X.Lanes[i].SetPoison()
			}
		}
		return true
	}
	ins := make([]*Val, row.data)
	for k := range ins {
		ins[k] = args[k]
	}
	res := newVal(call.Ty)
	st := call.Ty.Scalar()
	abstract := m.ev.ch == nil
	lane := make([]*Val, row.data)
	for i := range res.X.Lanes {
		r := &res.X.Lanes[i]
		if on, _ := enabled(i); !on {
			r.SetPoison()
			continue
		}
		for k, a := range ins {
			if a.X != nil && len(a.X.Lanes) == int(n) {
				lane[k] = &a.X.Lanes[i]
			} else {
				lane[k] = a // a scalar operand: a flag, a shift amount
			}
		}
		var ub UBKind
		switch row.class {
		case vpIntOp:
			w := st.Bits
			ub = intBinary(row.op, 0, w, m.ev.use(lane[0], 0, w), m.ev.use(lane[1], 1, w), r)
		case vpFloatOp:
			w := widthOf(st)
			x, y := m.ev.use(lane[0], 0, w), m.ev.use(lane[1], 1, w)
			if !floatBinary(row.op, call.FMF, st.Kind, x, y, r, abstract) {
				return m.unsupportedStop(unsupported("llvm.%s on %s", intr.base, vt))
			}
			fixNondet(r, []*Val{x, y}, abstract)
		case vpFNeg:
			if !floatNeg(call.FMF, st.Kind, m.ev.use(lane[0], 0, widthOf(st)), r, abstract) {
				return m.unsupportedStop(unsupported("llvm.%s on %s", intr.base, vt))
			}
		case vpIntIntr:
			xs := make([]*Val, row.data)
			for k := range xs {
				xs[k] = m.ev.use(lane[k], k&3, widthOf(intrArgType(call, k).Scalar()))
			}
			u, ok := intIntrinsic(row.base, vt.Elem.Bits, st.Bits, xs, r, nil)
			if !ok {
				return m.unsupportedStop(unsupported("llvm.%s on %s", intr.base, vt))
			}
			ub = u
		case vpFloatIntr:
			xs := make([]*Val, row.data)
			for k := range xs {
				xs[k] = m.ev.use(lane[k], k&3, widthOf(intrArgType(call, k).Scalar()))
			}
			rw := uint32(0)
			if st.IsInt() {
				rw = st.Bits
			}
			if !floatIntrinsic(row.base, call.FMF, vt.Elem.Kind, rw, xs, r, abstract) {
				return m.unsupportedStop(unsupported("llvm.%s on %s", intr.base, vt))
			}
			if (row.base == "lrint" || row.base == "llrint") && r.Poison && !xs[0].Poison {
				// As llvm.lrint: an unrepresentable result is freeze poison.
				if abstract {
					*r = Val{Undef: widthMask(rw), Nondet: true}
				} else {
					*r = Val{Bits: m.ev.ch.Choose(0, widthMask(rw), rw)}
				}
			}
			fixNondet(r, xs, abstract)
		case vpCast, vpICmp, vpFCmp, vpSplat:
			d := opDesc{op: row.op, ty: st, opTy: vt.Elem, fmf: call.FMF}
			if row.class == vpSplat {
				r.CopyFrom(lane[0])
				continue
			}
			ops := lane[:1]
			if row.class != vpCast {
				p, _ := vpPredicate(call, row)
				d.pred = p
				ops = lane[:2]
			}
			u, err := m.ev.compute(&d, ops, r)
			if err != nil {
				return m.unsupportedStop(err)
			}
			ub = u
		}
		if ub != UBNone {
			return m.fail(ub, call)
		}
	}
	dst.CopyFrom(&res)
	return true
}

// vpSelect runs vp.select (lanes at or past %evl are poison) and vp.merge
// (lanes at or past %pivot are the third operand's).
func (m *Machine) vpSelect(row *vpRow, call *ir.Instruction, args []*Val, dst *Val, limit uint64, undefLimit bool) bool {
	cond, a, b := args[0], args[1].Clone(), args[2].Clone()
	res := newVal(call.Ty)
	et := call.Ty.Elem
	for i := range res.X.Lanes {
		r := &res.X.Lanes[i]
		if undefLimit {
			r.SetPoison()
			continue
		}
		if uint64(i) >= limit {
			if row.class == vpMerge {
				r.CopyFrom(&b.X.Lanes[i])
			} else {
				r.SetPoison()
			}
			continue
		}
		m.ev.select1(et, &cond.X.Lanes[i], &a.X.Lanes[i], &b.X.Lanes[i], r)
	}
	dst.CopyFrom(&res)
	return true
}

// vpReduce runs vp.reduce.*: the start value folded, in lane order, with
// each enabled lane; with none enabled, the start value. A poison mask
// lane makes the result poison.
func (m *Machine) vpReduce(row *vpRow, call *ir.Instruction, args []*Val, dst *Val, enabled func(int) (bool, bool)) bool {
	abstract := m.ev.ch == nil
	vec := args[1]
	et := intrArgType(call, 1).Elem
	w := widthOf(et)
	acc := args[0].Clone()
	for i := range vec.X.Lanes {
		on, poison := enabled(i)
		if poison {
			dst.SetPoison()
			return true
		}
		if !on {
			continue
		}
		a, x := m.ev.use(&acc, 0, w), m.ev.use(&vec.X.Lanes[i], 1, w)
		var r Val
		switch row.base {
		case "add", "mul", "and", "or", "xor":
			opc := map[string]ir.Opcode{"add": ir.OpAdd, "mul": ir.OpMul, "and": ir.OpAnd, "or": ir.OpOr, "xor": ir.OpXor}[row.base]
			intBinary(opc, 0, et.Bits, a, x, &r)
		case "smin", "smax", "umin", "umax":
			intIntrinsic(row.base, et.Bits, et.Bits, []*Val{a, x}, &r, nil)
		case "fadd", "fmul":
			opc := ir.OpFAdd
			if row.base == "fmul" {
				opc = ir.OpFMul
			}
			if !floatBinary(opc, call.FMF, et.Kind, a, x, &r, abstract) {
				return m.unsupportedStop(unsupported("llvm.vp.reduce.%s on %s", row.base, et))
			}
		default:
			name := map[string]string{"fmin": "minnum", "fmax": "maxnum", "fminimum": "minimum", "fmaximum": "maximum"}[row.base]
			if !floatIntrinsic(name, call.FMF, et.Kind, 0, []*Val{a, x}, &r, abstract) {
				return m.unsupportedStop(unsupported("llvm.vp.reduce.%s on %s", row.base, et))
			}
		}
		acc.CopyFrom(&r)
	}
	dst.CopyFrom(&acc)
	return true
}
