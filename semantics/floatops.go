package semantics

import (
	"math"

	"github.com/irfuzz/irfuzz/ir"
)

// This file holds the engine shared by every floating-point operation on one
// scalar lane, and the instructions fadd/fsub/fmul/fdiv/frem, fneg and fcmp.
//
// Every operation is first a concrete function on encodings (fpOp) that
// returns the IEEE-754 result with the NaN that x86-64 SSE produces. The
// concrete (target) mode applies it once. The abstract (source) mode widens
// it into a set: a NaN result becomes "any NaN", nsz tries both signs of zero
// fpOperands and frees the sign of a zero result, reassoc/contract/arcp/afn
// free every bit, and fpOperands with a few undef bits are enumerated (more
// than fpEnumLimit make the result fully undetermined).

// fpEnumLimit is the largest number of undef operand bits the abstract mode
// enumerates to stay precise.
const fpEnumLimit = 6

// fpFreedomFlags are the fast-math flags that let LLVM return a different
// value than IEEE arithmetic: the abstract result becomes any value.
const fpFreedomFlags = ir.Reassoc | ir.Contract | ir.ARcp | ir.AFn

// fpOp computes one operation on concrete encodings. alt is a second
// allowed result when hasAlt is set (the abstract mode joins both; the
// concrete mode takes r).
type fpOp func(f *fpFormat, a []uint64) (r, alt uint64, hasAlt bool)

// anyNaN returns the abstract "any NaN" of f: every quiet NaN of either sign,
// and also the signaling ones when an input was a signaling NaN (LLVM may
// return such an input unchanged).
func (f *fpFormat) anyNaN(maySignal bool) (b, undef uint64) {
	undef = f.sign() | f.mantMask()&^f.quietBit()
	b = f.expMask() | f.quietBit()
	if maySignal {
		undef |= f.quietBit()
		b &^= f.quietBit()
	}
	return b, undef
}

// fpSet stores a scalar float result into r.
func fpSet(r *Val, b, undef uint64, nondet bool) {
	*r = Val{Bits: b &^ undef, Undef: undef, Nondet: nondet && undef != 0}
}

// fpSetPoison makes r a poison scalar.
func fpSetPoison(r *Val) { *r = Val{Poison: true} }

// fpJoin widens acc so that it also contains v. Poison absorbs everything
// (it is refined by any value).
func fpJoin(acc *Val, v *Val) {
	if acc.Poison || v.Poison {
		*acc = Val{Poison: true}
		return
	}
	u := acc.Undef | v.Undef | (acc.Bits ^ v.Bits)
	acc.Undef = u
	acc.Bits &^= u
	acc.Nondet = acc.Nondet || v.Nondet
}

// Classes of is.fpclass, one bit each.
const (
	classSNaN uint16 = 1 << iota
	classQNaN
	classNegInf
	classNegNormal
	classNegSubnormal
	classNegZero
	classPosZero
	classPosSubnormal
	classPosNormal
	classPosInf

	classNaN  = classSNaN | classQNaN
	classInf  = classNegInf | classPosInf
	classZero = classNegZero | classPosZero
)

// classes returns the set of is.fpclass classes the encoding b may have when
// the bits undef are not fixed.
func (f *fpFormat) classes(b, undef uint64) uint16 {
	b &^= undef
	one := b | undef // bits that may be 1
	em := f.expMask()
	mm := f.mantMask()
	expZero := b&em == 0
	expOnes := one&em == em
	expMid := undef&em != 0 || (b&em != 0 && b&em != em)
	mantZero := b&mm == 0
	mantNonZero := one&mm != 0
	qOne := one&f.quietBit() != 0
	qZero := b&f.quietBit() == 0
	var c uint16
	if expOnes && qOne {
		c |= classQNaN
	}
	if expOnes && qZero && one&(mm&^f.quietBit()) != 0 {
		c |= classSNaN
	}
	var mag uint16 // positive classes
	if expOnes && mantZero {
		mag |= classPosInf
	}
	if expMid {
		mag |= classPosNormal
	}
	if expZero && mantNonZero {
		mag |= classPosSubnormal
	}
	if expZero && mantZero {
		mag |= classPosZero
	}
	if b&f.sign() == 0 { // may be positive
		c |= mag
	}
	if one&f.sign() != 0 { // may be negative
		c |= negClasses(mag)
	}
	return c
}

// negClasses maps positive classes to the negative ones.
func negClasses(pos uint16) uint16 {
	var c uint16
	if pos&classPosInf != 0 {
		c |= classNegInf
	}
	if pos&classPosNormal != 0 {
		c |= classNegNormal
	}
	if pos&classPosSubnormal != 0 {
		c |= classNegSubnormal
	}
	if pos&classPosZero != 0 {
		c |= classNegZero
	}
	return c
}

// fpOperand is one operand as the engine sees it: its encoding, its undef
// bits and the format it is in.
type fpOperand struct {
	f     *fpFormat
	bits  uint64
	undef uint64
}

// fpUndefBits counts the undef bits over fpOperands.
func fpUndefBits(ops []fpOperand) int {
	n := 0
	for _, o := range ops {
		for u := o.undef; u != 0; u &= u - 1 {
			n++
		}
	}
	return n
}

// fpForEachAssignment calls fn with every assignment of the undef bits of ops
// (as concrete encodings); fn returns false to stop early.
func fpForEachAssignment(ops []fpOperand, fn func(a []uint64) bool) {
	var pos [fpEnumLimit]struct {
		op  int
		bit uint64
	}
	n := 0
	for i, o := range ops {
		for u := o.undef; u != 0; u &= u - 1 {
			pos[n].op, pos[n].bit = i, u&-u
			n++
		}
	}
	var a [3]uint64
	for k := uint64(0); k < 1<<uint(n); k++ {
		for i, o := range ops {
			a[i] = o.bits &^ o.undef
		}
		for j := 0; j < n; j++ {
			if k>>uint(j)&1 != 0 {
				a[pos[j].op] |= pos[j].bit
			}
		}
		if !fn(a[:len(ops)]) {
			return
		}
	}
}

// fpOperands reads scalar float fpOperands; poison reports whether one is poison.
func fpOperands(buf []fpOperand, f *fpFormat, vs []*Val) (ops []fpOperand, poison, nondet bool) {
	nondet = true
	for i, v := range vs {
		if v.Poison {
			poison = true
		}
		buf[i] = fpOperand{f: f, bits: v.Bits & f.mask(), undef: v.Undef & f.mask()}
		if buf[i].undef != 0 && !v.Nondet {
			nondet = false
		}
	}
	return buf[:len(vs)], poison, nondet
}

// fpCompute runs the float-valued operation op (fpOperands in fin, result in
// fout) under the fast-math flags fmf in the given mode and stores the
// result in r. propagatesNaN says that a NaN operand always gives a NaN.
func fpCompute(fin, fout *fpFormat, fmf ir.FastMath, vs []*Val, r *Val, abstract, propagatesNaN bool, op fpOp) {
	var buf [3]fpOperand
	ops, poison, nondet := fpOperands(buf[:], fin, vs)
	if poison {
		fpSetPoison(r)
		return
	}
	var a [3]uint64
	if !abstract {
		for i, o := range ops {
			a[i] = o.bits
		}
		res, _, _ := op(fin, a[:len(ops)])
		if fmf&ir.NNaN != 0 && (fpAnyIs(fin, a[:len(ops)], fin.isNaN) || fout.isNaN(res)) ||
			fmf&ir.NInf != 0 && (fpAnyIs(fin, a[:len(ops)], fin.isInf) || fout.isInf(res)) {
			fpSetPoison(r)
			return
		}
		fpSet(r, res, 0, false)
		return
	}
	if fpUndefBits(ops) == 0 {
		for i, o := range ops {
			a[i] = o.bits
		}
		*r = abstractOne(fin, fout, fmf, a[:len(ops)], op)
		return
	}
	// Some operand bits are not fixed.
	var cls uint16
	knownNaN := false
	for _, o := range ops {
		c := fin.classes(o.bits, o.undef)
		cls |= c
		if c&^classNaN == 0 {
			knownNaN = true
		}
	}
	switch {
	case fmf&ir.NNaN != 0 && cls&classNaN != 0, fmf&ir.NInf != 0 && cls&classInf != 0:
		// an operand may be NaN (Inf): LLVM may pick it, making the result poison
		fpSetPoison(r)
	case propagatesNaN && knownNaN && fmf&fpFreedomFlags != 0:
		// reassoc, contract, arcp, afn: any value, a NaN operand's too
		// (as abstractOne gives for a defined NaN operand)
		fpSet(r, 0, fout.mask(), true)
	case propagatesNaN && knownNaN:
		b, u := fout.anyNaN(cls&classSNaN != 0)
		fpSet(r, b, u, nondet)
	case fpUndefBits(ops) <= fpEnumLimit:
		first := true
		var acc Val
		fpForEachAssignment(ops, func(a []uint64) bool {
			v := abstractOne(fin, fout, fmf, a, op)
			if first {
				acc, first = v, false
			} else {
				fpJoin(&acc, &v)
			}
			return !acc.Poison
		})
		if !acc.Poison {
			acc.Nondet = acc.Undef != 0 && nondet
		}
		*r = acc
	case fmf&(ir.NNaN|ir.NInf) != 0:
		// the result may be NaN or Inf, hence poison
		fpSetPoison(r)
	default:
		fpSet(r, 0, fout.mask(), nondet)
	}
}

// fpAnyIs reports whether pred holds for one of the encodings a.
func fpAnyIs(f *fpFormat, a []uint64, pred func(uint64) bool) bool {
	for _, x := range a {
		if pred(x) {
			return true
		}
	}
	return false
}

// abstractOne is the abstract result of op on defined fpOperands a.
func abstractOne(fin, fout *fpFormat, fmf ir.FastMath, a []uint64, op fpOp) Val {
	if fmf&ir.NNaN != 0 && fpAnyIs(fin, a, fin.isNaN) || fmf&ir.NInf != 0 && fpAnyIs(fin, a, fin.isInf) {
		return Val{Poison: true}
	}
	maySignal := fpAnyIs(fin, a, fin.isSNaN)
	var acc Val
	first := true
	add := func(res uint64) {
		var v Val
		switch {
		case fmf&ir.NNaN != 0 && fout.isNaN(res), fmf&ir.NInf != 0 && fout.isInf(res):
			v = Val{Poison: true}
		case fout.isNaN(res):
			b, u := fout.anyNaN(maySignal)
			v = Val{Bits: b, Undef: u, Nondet: true}
		case fmf&ir.NSZ != 0 && fout.isZero(res):
			v = Val{Bits: res &^ fout.sign(), Undef: fout.sign(), Nondet: true}
		default:
			v = Val{Bits: res}
		}
		if first {
			acc, first = v, false
		} else {
			fpJoin(&acc, &v)
		}
	}
	// nsz: the sign of a zero operand is insignificant, try both
	var zeros uint
	if fmf&ir.NSZ != 0 {
		for i, x := range a {
			if fin.isZero(x) {
				zeros |= 1 << uint(i)
			}
		}
	}
	var b [3]uint64
	for flip := uint(0); flip <= zeros; flip++ {
		if flip&^zeros != 0 {
			continue
		}
		for i, x := range a {
			b[i] = x
			if flip>>uint(i)&1 != 0 {
				b[i] ^= fin.sign()
			}
		}
		res, alt, hasAlt := op(fin, b[:len(a)])
		add(res)
		if hasAlt {
			add(alt)
		}
	}
	if !acc.Poison && fmf&fpFreedomFlags != 0 {
		acc = Val{Undef: fout.mask(), Nondet: true}
	}
	acc.Nondet = acc.Nondet && acc.Undef != 0
	return acc
}

// firstNaN returns the first NaN operand, quieted, as SSE does.
func firstNaN(f *fpFormat, a []uint64) (uint64, bool) {
	for _, x := range a {
		if f.isNaN(x) {
			return f.quiet(x), true
		}
	}
	return 0, false
}

// fixNaN replaces a NaN produced from non-NaN fpOperands by the default NaN.
func fixNaN(f *fpFormat, r uint64) uint64 {
	if f.isNaN(r) {
		return f.defaultNaN()
	}
	return r
}

// The concrete operations of the binary instructions, made once (a closure
// made per call would allocate).
var fpOpFAdd, fpOpFSub, fpOpFMul, fpOpFDiv, fpOpFRem = makeBinaryOp(ir.OpFAdd), makeBinaryOp(ir.OpFSub),
	makeBinaryOp(ir.OpFMul), makeBinaryOp(ir.OpFDiv), makeBinaryOp(ir.OpFRem)

// fpBinaryOp returns the concrete fpOp of fadd/fsub/fmul/fdiv/frem, or nil.
func fpBinaryOp(op ir.Opcode) fpOp {
	switch op {
	case ir.OpFAdd:
		return fpOpFAdd
	case ir.OpFSub:
		return fpOpFSub
	case ir.OpFMul:
		return fpOpFMul
	case ir.OpFDiv:
		return fpOpFDiv
	case ir.OpFRem:
		return fpOpFRem
	}
	return nil
}

// makeBinaryOp builds the concrete fpOp of fadd/fsub/fmul/fdiv/frem.
func makeBinaryOp(op ir.Opcode) fpOp {
	var f64 func(x, y float64) float64
	var f32 func(x, y float32) float32
	switch op {
	case ir.OpFAdd:
		f64 = func(x, y float64) float64 { return x + y }
		f32 = func(x, y float32) float32 { return x + y }
	case ir.OpFSub:
		f64 = func(x, y float64) float64 { return x - y }
		f32 = func(x, y float32) float32 { return x - y }
	case ir.OpFMul:
		f64 = func(x, y float64) float64 { return x * y }
		f32 = func(x, y float32) float32 { return x * y }
	case ir.OpFDiv:
		f64 = func(x, y float64) float64 { return x / y }
		f32 = func(x, y float32) float32 { return x / y }
	case ir.OpFRem:
		// fmod is exact, so computing it in float64 is exact for every format
		f64 = math.Mod
	default:
		return nil
	}
	return func(f *fpFormat, a []uint64) (uint64, uint64, bool) {
		if n, ok := firstNaN(f, a); ok {
			return n, 0, false
		}
		var r uint64
		switch {
		case f.width == 64:
			r = math.Float64bits(f64(math.Float64frombits(a[0]), math.Float64frombits(a[1])))
		case f.width == 32 && f32 != nil:
			r = uint64(math.Float32bits(f32(math.Float32frombits(uint32(a[0])), math.Float32frombits(uint32(a[1])))))
		default:
			// exact fpOperands in float64 (p=53 >= 2p+2 of the format): one
			// correct rounding of +, -, *, / at the end
			r = f.fromF64(f64(f.toF64(a[0]), f.toF64(a[1])))
		}
		return fixNaN(f, r), 0, false
	}
}

// floatBinary computes fadd, fsub, fmul, fdiv or frem (op) with fast-math
// flags fmf on one lane of float kind k: r = x op y. In the abstract mode r
// is the set of results LLVM allows; in the concrete mode it is the x86-64
// result. ok is false for an unsupported kind or opcode. r may alias x or y.
func floatBinary(op ir.Opcode, fmf ir.FastMath, k ir.TypeKind, x, y, r *Val, abstract bool) (ok bool) {
	f := formatOf(k)
	fn := fpBinaryOp(op)
	if wf := wideFormatOf(k); wf != nil {
		return wideBinaryVal(op, fmf, wf, x, y, r, abstract)
	}
	if f == nil || fn == nil {
		return false
	}
	fpCompute(f, f, fmf, []*Val{x, y}, r, abstract, true, fn)
	return true
}

// floatNeg computes fneg on one lane of float kind k: a flip of the sign bit,
// exact on every bit (a NaN keeps its payload). nnan/ninf make a NaN/Inf
// operand poison; nsz (abstract mode) frees the sign of a zero.
func floatNeg(fmf ir.FastMath, k ir.TypeKind, x, r *Val, abstract bool) (ok bool) {
	if wf := wideFormatOf(k); wf != nil {
		s := wf.signMask()
		wideBitOp(wf, fmf, x, nil, r, abstract, func(b, u wideEnc) (wideEnc, wideEnc) {
			return wideEnc{b.lo, b.hi ^ s.hi}, u
		})
		return true
	}
	f := formatOf(k)
	if f == nil {
		return false
	}
	fpBitOp(f, fmf, x, nil, r, abstract, func(b, u uint64) (uint64, uint64) {
		return b ^ f.sign(), u
	})
	return true
}

// fpBitOp computes fneg, fabs and copysign, which act on the encoding bit by
// bit (fn maps the bits and undef mask of x; y is copysign's sign operand).
func fpBitOp(f *fpFormat, fmf ir.FastMath, x, y, r *Val, abstract bool, fn func(b, u uint64) (uint64, uint64)) {
	if x.Poison || y != nil && y.Poison {
		fpSetPoison(r)
		return
	}
	nondet := joinNondet(x, y)
	xb, xu := x.Bits&f.mask(), x.Undef&f.mask()
	if !abstract {
		xu = 0
	}
	cls := f.classes(xb, xu) // the result is NaN/Inf exactly when x is
	if fmf&ir.NNaN != 0 && cls&classNaN != 0 || fmf&ir.NInf != 0 && cls&classInf != 0 {
		fpSetPoison(r)
		return
	}
	b, u := fn(xb, xu)
	if abstract && fmf&ir.NSZ != 0 {
		mayZero := cls&classZero != 0
		if y != nil && f.classes(y.Bits&f.mask(), y.Undef&f.mask())&classZero != 0 {
			mayZero = true // the sign of a zero sign operand is insignificant
		}
		if mayZero {
			// a zero result's sign, or copysign's sign taken from a zero
			u |= f.sign()
		}
	}
	fpSet(r, b, u, nondet)
}

// floatCmp computes fcmp pred with fast-math flags fmf on one lane of float kind
// k; r is an i1. nnan/ninf make a NaN/Inf operand poison.
func floatCmp(pred ir.Predicate, fmf ir.FastMath, k ir.TypeKind, x, y, r *Val, abstract bool) (ok bool) {
	if wf := wideFormatOf(k); wf != nil && pred.IsFloat() {
		wideCmp(pred, fmf, wf, x, y, r)
		return true
	}
	f := formatOf(k)
	if f == nil || !pred.IsFloat() {
		return false
	}
	var buf [3]fpOperand
	ops, poison, nondet := fpOperands(buf[:], f, []*Val{x, y})
	if poison {
		r.X = nil
		r.SetPoison()
		return true
	}
	if !abstract {
		ops[0].undef, ops[1].undef = 0, 0
	}
	// result of one concrete pair: 0/1, or 2 for poison
	one := func(a, b uint64) uint64 {
		if fmf&ir.NNaN != 0 && (f.isNaN(a) || f.isNaN(b)) || fmf&ir.NInf != 0 && (f.isInf(a) || f.isInf(b)) {
			return 2
		}
		if fcmpConcrete(pred, f.toF64(a), f.toF64(b)) {
			return 1
		}
		return 0
	}
	c0 := f.classes(ops[0].bits, ops[0].undef)
	c1 := f.classes(ops[1].bits, ops[1].undef)
	var res uint64
	switch {
	case fpUndefBits(ops) == 0:
		res = one(ops[0].bits, ops[1].bits)
	case fmf&ir.NNaN != 0 && (c0|c1)&classNaN != 0, fmf&ir.NInf != 0 && (c0|c1)&classInf != 0:
		res = 2
	case c0&^classNaN == 0 || c1&^classNaN == 0 || pred == ir.FloatTrue || pred == ir.FloatFalse:
		// a known NaN operand decides every predicate (NaN payloads are not
		// observable); pick any NaN encoding for it
		nan := f.expMask() | f.quietBit()
		res = one(nan, nan)
	case fpUndefBits(ops) <= fpEnumLimit:
		seen := uint(0)
		fpForEachAssignment(ops, func(a []uint64) bool {
			seen |= 1 << one(a[0], a[1])
			return seen&4 == 0
		})
		switch {
		case seen&4 != 0:
			res = 2
		case seen == 3:
			res = 3
		case seen == 2:
			res = 1
		}
	default:
		res = 3
	}
	r.X = nil
	switch res {
	case 2:
		r.SetPoison()
	case 3:
		*r = Val{Undef: 1, Nondet: nondet}
	default:
		r.SetInt(res)
	}
	return true
}

// fcmpConcrete evaluates an fcmp predicate on two values.
func fcmpConcrete(pred ir.Predicate, x, y float64) bool {
	uno := math.IsNaN(x) || math.IsNaN(y)
	switch pred {
	case ir.FloatFalse:
		return false
	case ir.FloatOEQ:
		return !uno && x == y
	case ir.FloatOGT:
		return !uno && x > y
	case ir.FloatOGE:
		return !uno && x >= y
	case ir.FloatOLT:
		return !uno && x < y
	case ir.FloatOLE:
		return !uno && x <= y
	case ir.FloatONE:
		return !uno && x != y
	case ir.FloatORD:
		return !uno
	case ir.FloatUEQ:
		return uno || x == y
	case ir.FloatUGT:
		return uno || x > y
	case ir.FloatUGE:
		return uno || x >= y
	case ir.FloatULT:
		return uno || x < y
	case ir.FloatULE:
		return uno || x <= y
	case ir.FloatUNE:
		return uno || x != y
	case ir.FloatUNO:
		return uno
	case ir.FloatTrue:
		return true
	}
	return false
}
