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
	vpMem                      // vp.load, vp.store, strided load/store, vp.gather, vp.scatter (vpMemory)
	vpCttzElts                 // vp.cttz.elts(v, i1 zero_poison, mask, evl)
	vpSplice                   // experimental.vp.splice(v1, v2, imm, mask, evl1, evl2)
)

// vpRow is one VP intrinsic.
type vpRow struct {
	class vpClass
	op    ir.Opcode
	base  string // the counterpart intrinsic (vpIntIntr, vpFloatIntr) or the reduction's operation
	data  int    // operands before the mask (the predicate's metadata included)
	// vpMem: the operation stores (else loads), its lanes' addresses are
	// a vector operand (gather, scatter) or a base plus a stride operand
	// (strided) or plus the element size (load, store).
	store, gather, strided bool
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
	// The intrinsics' own arguments (immediate flags included) come from
	// their signatures in ir's registry (intOpInfo, floatArityOf).
	for _, name := range []string{"abs", "smax", "smin", "umax", "umin", "bitreverse", "bswap", "ctpop", "ctlz", "cttz",
		"sadd.sat", "uadd.sat", "ssub.sat", "usub.sat", "fshl", "fshr"} {
		vpRows[name] = &vpRow{class: vpIntIntr, base: name, data: intOpInfo[intOpNamed(name)].args}
	}
	for _, name := range []string{"copysign", "minnum", "maxnum", "minimum", "maximum", "fabs", "sqrt", "fma", "fmuladd",
		"ceil", "floor", "rint", "nearbyint", "round", "roundeven", "lrint", "llrint", "is.fpclass"} {
		vpRows[name] = &vpRow{class: vpFloatIntr, base: name, data: floatArityOf(name)}
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
	vpRows["load"] = &vpRow{class: vpMem, data: 1}
	vpRows["store"] = &vpRow{class: vpMem, data: 2, store: true}
	vpRows["experimental.vp.strided.load"] = &vpRow{class: vpMem, data: 2, strided: true}
	vpRows["experimental.vp.strided.store"] = &vpRow{class: vpMem, data: 3, store: true, strided: true}
	vpRows["gather"] = &vpRow{class: vpMem, data: 1, gather: true}
	vpRows["scatter"] = &vpRow{class: vpMem, data: 2, store: true, gather: true}
	vpRows["cttz.elts"] = &vpRow{class: vpCttzElts, data: 2}
	vpRows["experimental.vp.splice"] = &vpRow{class: vpSplice, data: 3}
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
	s = strings.TrimPrefix(s, "nx")
	if len(s) > 1 && s[0] == 'v' && s[1] >= '0' && s[1] <= '9' {
		s = strings.TrimLeft(s[1:], "0123456789")
	}
	switch {
	case s == "bf16" || s == "ppcf128":
		return true
	case len(s) >= 2 && (s[0] == 'i' || s[0] == 'f' || s[0] == 'p'):
		return strings.Trim(s[1:], "0123456789") == ""
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
	nargs := row.data + 2
	if row.class == vpSplice {
		nargs++ // two lengths
	}
	if len(args) != nargs {
		return fail()
	}
	if t := args[len(args)-1].Type(); !t.IsInt() || t.Bits != 32 {
		return fail()
	}
	vt := args[0].Type()
	switch row.class {
	case vpMem:
		if !row.store {
			vt = call.Ty
		}
		if row.gather {
			if pt := args[row.data-1].Type(); pt.Kind != ir.VectorType || pt.Len != vt.Len || !pt.Elem.IsPtr() {
				return fail()
			}
		} else if !args[boolInt(row.store)].Type().IsPtr() || row.strided && !args[row.data-1].Type().IsInt() {
			return fail()
		}
	case vpCttzElts:
		if !call.Ty.IsInt() || call.Ty.Bits > 64 {
			return fail()
		}
	case vpSplice:
		if args[1].Type() != vt || args[2].Type() != ir.I32 || args[4].Type() != ir.I32 {
			return fail()
		}
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
	switch row.class {
	case vpIntOp, vpFloatOp, vpFNeg, vpIntIntr, vpFloatIntr, vpCast, vpICmp, vpFCmp, vpReverse, vpCttzElts:
		// The data operands: vectors of vt's type (a cast's and a
		// comparison's result differ), scalar flags and immediates.
		for _, a := range args[:row.data] {
			t := a.Type()
			if t.Kind == ir.VectorType && t != vt || t.Kind == ir.StructType || t.Kind == ir.ArrayType {
				return fail()
			}
		}
		switch row.class {
		case vpIntOp, vpIntIntr:
			if !vt.Elem.IsInt() || call.Ty != vt {
				return fail()
			}
		case vpFloatOp, vpFNeg:
			if !vt.Elem.IsFloat() || call.Ty != vt {
				return fail()
			}
		case vpFloatIntr: // lrint, is.fpclass: an integer result
			if !vt.Elem.IsFloat() {
				return fail()
			}
		}
	}
	if row.class != vpSelect && row.class != vpMerge {
		mt := args[len(args)-2].Type()
		if row.class == vpSplice {
			mt = args[3].Type()
		}
		if mt.Kind != ir.VectorType || mt.Scalable || mt.Len != vt.Len || mt.Elem != ir.I1 {
			return fail()
		}
	}
	switch {
	case row.class == vpReduce || row.class == vpCttzElts:
	case row.class == vpMem && row.store:
		if call.Ty.Kind != ir.VoidType {
			return fail()
		}
	case call.Ty.Kind != ir.VectorType || call.Ty.Len != vt.Len:
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
	case vpMem:
		if !row.store {
			vt = call.Ty
		}
	case vpSplice:
		return m.vpSplice(call, args, dst)
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
	if row.class == vpMem {
		return m.vpMemory(row, call, vt, args, dst, limit)
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
	case vpCttzElts:
		for i := range args[0].X.Lanes {
			on, poison := enabled(i)
			if poison {
				dst.SetPoison()
				return true
			}
			if !on {
				continue
			}
			l := m.ev.use(&args[0].X.Lanes[i], 0, widthOf(vt.Elem))
			if l.Poison || l.Undef != 0 || l.X != nil {
				dst.SetPoison() // which lane is first depends on it
				return true
			}
			if l.Bits != 0 {
				dst.SetInt(uint64(i) & widthMask(call.Ty.Bits))
				return true
			}
		}
		if f := args[1]; f.Poison || f.Bits&1 != 0 {
			dst.SetPoison() // "all zero and the second argument true: poison"
			return true
		}
		dst.SetInt(limit & widthMask(call.Ty.Bits)) // "otherwise it returns the explicit vector length"
		return true
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
	return m.vpLanes(intr, call, args, dst, vt, enabled)
}

// vpLanes runs a lane-wise VP intrinsic: its plain operation on every
// enabled lane, poison on the others.
func (m *Machine) vpLanes(intr *intrinsic, call *ir.Instruction, args []*Val, dst *Val, vt *ir.Type, enabled func(int) (on, poison bool)) bool {
	row := intr.vp
	n := uint64(vt.Len)
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
			opc := reduceIntOpcodes[row.base]
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

// vpMemory runs vp.load, vp.store, their strided forms, vp.gather and
// vp.scatter: llvm.masked.load/store (gather/scatter) on the lanes the
// mask and %evl enable; a disabled lane of a load is poison, of a store
// is not written. A poison mask lane is UB, as for llvm.masked.load.
func (m *Machine) vpMemory(row *vpRow, call *ir.Instruction, vt *ir.Type, args []*Val, dst *Val, limit uint64) bool {
	et := vt.Elem
	l := m.p.Layout
	mask := args[len(args)-2]
	ptrArg := boolInt(row.store)
	base := args[ptrArg]
	align := argAlign(call, ptrArg)
	var stride uint64
	switch {
	case row.strided:
		s := m.ev.use(args[row.data-1], 0, intrArgType(call, row.data-1).Bits)
		if s.Poison || s.Undef != 0 {
			return m.fail(UBImmediate, call)
		}
		stride = uint64(int64(signExtend(s.Bits, intrArgType(call, row.data-1).Bits)))
	case !row.gather:
		stride = l.AllocSize(et)
	}
	var vals Val
	if row.store {
		vals = args[0].Clone()
	} else {
		shape(dst, vt)
	}
	for i := 0; i < int(vt.Len); i++ {
		on := uint64(i) < limit
		if on {
			b, ok := m.maskBit(&mask.X.Lanes[i], call)
			if !ok {
				return false
			}
			on = b
		}
		if !on {
			if !row.store {
				dst.X.Lanes[i].SetPoison()
			}
			continue
		}
		var p Val
		a := align
		if row.gather {
			p = base.X.Lanes[i]
		} else {
			p = *base
			off := uint64(i) * stride
			p.Bits += off
			for a > 1 && off%a != 0 {
				a /= 2
			}
		}
		var ub UBKind
		if row.store {
			ub = m.mem.Store(et, &p, a, &vals.X.Lanes[i])
		} else {
			ub = m.mem.Load(et, &p, a, &dst.X.Lanes[i], nil)
		}
		if ub != UBNone {
			return m.fail(ub, call)
		}
	}
	return true
}

// vpSplice runs experimental.vp.splice(v1, v2, imm, mask, evl1, evl2):
// vec1[0..evl1-1] and vec2[0..evl2-1] joined, and the evl2 lanes from
// index imm (evl1+imm when imm is negative) of that; lanes at or past
// evl2 and masked-off lanes are poison. imm outside [-evl1, evl1), or a
// length past the vectors', is UB.
func (m *Machine) vpSplice(call *ir.Instruction, args []*Val, dst *Val) bool {
	n := int64(call.Ty.Len)
	imm, e1, e2 := m.ev.use(args[2], 0, 32), m.ev.use(args[4], 1, 32), m.ev.use(args[5], 2, 32)
	for _, v := range []*Val{imm, e1, e2} {
		if v.Poison || v.Undef != 0 {
			return m.fail(UBImmediate, call)
		}
	}
	k, l1, l2 := int64(int32(imm.Bits)), int64(e1.Bits&0xffffffff), int64(e2.Bits&0xffffffff)
	if l1 > n || l2 > n || k < -l1 || k >= l1 {
		return m.fail(UBImmediate, call)
	}
	if k < 0 {
		k += l1
	}
	a, b, mask := args[0].Clone(), args[1].Clone(), args[3]
	shape(dst, call.Ty)
	for i := int64(0); i < n; i++ {
		r := &dst.X.Lanes[i]
		ml := &mask.X.Lanes[i]
		if i >= l2 || ml.Poison || ml.Undef != 0 || ml.Bits&1 == 0 {
			r.SetPoison()
			continue
		}
		j := k + i
		if j < l1 {
			r.CopyFrom(&a.X.Lanes[j])
		} else {
			r.CopyFrom(&b.X.Lanes[j-l1])
		}
	}
	return true
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
