package gen

import (
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/release"
)

// flagFeature is the release feature that gives op its poison-generating
// flags beyond nuw, nsw and exact (0 when the opcode has had them always).
var flagFeature = map[ir.Opcode]release.Feature{
	ir.OpOr: release.DisjointOr, ir.OpZExt: release.ZExtNNeg, ir.OpUIToFP: release.UIToFPNNeg,
	ir.OpTrunc: release.TruncNoWrap, ir.OpICmp: release.SameSign,
}

// has reports whether the configured release has feature f.
func (g *gen) has(f release.Feature) bool { return release.Has(g.cfg.LLVM, f) }

// allowedFlags are the poison-generating flags of op that the configured
// release accepts.
func (g *gen) allowedFlags(op ir.Opcode) ir.Flags {
	allowed := op.Info().Flags & (ir.NUW | ir.NSW | ir.Exact | ir.Disjoint | ir.NNeg | ir.SameSign)
	if f, ok := flagFeature[op]; ok && !g.has(f) {
		return 0
	}
	return allowed
}

// flagsFor returns random poison-generating flags of op that the configured
// LLVM release accepts, each at Config.FlagRate: true or not, a broken
// promise makes the result poison, never undefined behaviour.
func (b *body) flagsFor(op ir.Opcode) ir.Flags {
	allowed := b.g.allowedFlags(op)
	var f ir.Flags
	for bit := ir.Flags(1); bit <= allowed; bit <<= 1 {
		if allowed&bit != 0 && b.g.r.Float64() < b.g.cfg.FlagRate {
			f |= bit
		}
	}
	return f
}

// fastMath returns random fast-math flags at Config.FastMathRate: all of
// them (fast) one time in 32, else a random non-empty set (of which fast
// alone would be only 1 in 127).
func (b *body) fastMath() ir.FastMath {
	if b.g.r.Float64() >= b.g.cfg.FastMathRate {
		return 0
	}
	if b.g.r.IntN(32) == 0 {
		return ir.FastAll
	}
	return ir.FastMath(1 + b.g.r.IntN(int(ir.FastAll)))
}

// binary emits x op y with random flags.
func (b *body) binary(op ir.Opcode, t *ir.Type, x, y ir.Value) *ir.Instruction {
	i := ir.NewInstr(op, t, x, y)
	i.Flags = b.flagsFor(op)
	if op.Info().FastMath {
		i.FMF = b.fastMath()
	}
	return b.emit(i)
}

func (b *body) pickOp(ops ...ir.Opcode) ir.Opcode { return ops[b.g.r.IntN(len(ops))] }

func (b *body) intArith() {
	t := b.pal.intLike(b.g.r)
	b.binary(b.pickOp(ir.OpAdd, ir.OpSub, ir.OpMul), t, b.val(t), b.val(t))
}

func (b *body) bitwise() {
	t := b.pal.intLike(b.g.r)
	b.binary(b.pickOp(ir.OpAnd, ir.OpOr, ir.OpXor), t, b.val(t), b.val(t))
}

// shift emits shl, lshr or ashr with the amount masked below the width:
// `and` with width-1 for powers of two, `urem` by the width otherwise.
func (b *body) shift() {
	t := b.pal.intLike(b.g.r)
	amt := b.val(t)
	if b.g.r.Float64() >= b.g.cfg.UnmaskRate {
		w := int64(t.Scalar().Bits)
		if w&(w-1) == 0 {
			amt = b.emit(ir.NewInstr(ir.OpAnd, t, amt, b.g.smallInt(t, w-1)))
		} else {
			amt = b.emit(ir.NewInstr(ir.OpURem, t, amt, b.g.smallInt(t, w)))
		}
	}
	b.binary(b.pickOp(ir.OpShl, ir.OpLShr, ir.OpAShr), t, b.val(t), amt)
}

// div emits a division or remainder whose divisor can be neither zero nor
// (for signed ones) -1: a constant, or a frozen value or-ed with 1 (and for
// signed ones shifted right by one first, so it is positive).
func (b *body) div() {
	t := b.pal.intLike(b.g.r)
	op := b.pickOp(ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem)
	signed := op == ir.OpSDiv || op == ir.OpSRem
	if signed && t.Scalar().Bits < 2 {
		op, signed = ir.OpUDiv, false // in i1, the only non-zero divisor is -1
	}
	var d ir.Value
	if b.g.r.IntN(4) == 0 {
		d = b.g.smallInt(t, int64(1+b.g.r.IntN(12)))
		if t.Scalar().Bits < 5 {
			d = b.g.smallInt(t, 1)
		}
	} else {
		d = b.frozen(b.val(t))
		if signed {
			d = b.emit(ir.NewInstr(ir.OpLShr, t, d, b.g.smallInt(t, 1)))
		}
		d = b.emit(ir.NewInstr(ir.OpOr, t, d, b.g.smallInt(t, 1)))
	}
	b.binary(op, t, b.val(t), d)
}

// boolOf returns i1, or <N x i1> for a vector type.
func boolOf(t *ir.Type) *ir.Type {
	if t.IsVector() {
		return ir.Vector(t.Len, ir.I1, false)
	}
	return ir.I1
}

// cmp emits an icmp or fcmp of two values of type t with a random predicate.
func (b *body) cmp(op ir.Opcode, t *ir.Type) *ir.Instruction {
	i := ir.NewInstr(op, boolOf(t), b.val(t), b.val(t))
	if op == ir.OpICmp {
		i.Pred = ir.IntEQ + ir.Predicate(b.g.r.IntN(int(ir.IntSLE-ir.IntEQ+1)))
		i.Flags = b.flagsFor(op)
	} else {
		i.Pred = ir.FloatFalse + ir.Predicate(b.g.r.IntN(int(ir.FloatTrue-ir.FloatFalse+1)))
		i.FMF = b.fastMath()
	}
	return b.emit(i)
}

func (b *body) icmp() { b.cmp(ir.OpICmp, b.pal.intLike(b.g.r)) }

func (b *body) fcmp() {
	if t := b.pal.floatLike(b.g.r); t != nil {
		b.cmp(ir.OpFCmp, t)
	}
}

// sel emits a select with a scalar condition, or a lane-wise one for vectors.
func (b *body) sel() {
	t := b.pal.any(b.g.r)
	c := b.val(boolOf(t))
	if t.IsVector() && b.g.r.IntN(2) == 0 {
		c = b.val(ir.I1)
	}
	i := ir.NewInstr(ir.OpSelect, t, c, b.val(t), b.val(t))
	if t.IsFloatOrFloatVector() {
		i.FMF = b.fastMath()
	}
	b.emit(i)
}

func (b *body) freeze() {
	t := b.pal.any(b.g.r)
	b.emit(ir.NewInstr(ir.OpFreeze, t, b.val(t)))
}

// intCast emits trunc, zext or sext between the palette's integer types, or
// a bitcast between integer vectors and integers of the same size.
func (b *body) intCast() {
	g := b.g
	src := b.pal.ints[g.r.IntN(len(b.pal.ints))]
	dst := b.pal.ints[g.r.IntN(len(b.pal.ints))]
	if iv := b.pal.vecOf(true); len(iv) > 0 && g.r.IntN(3) == 0 {
		v := iv[g.r.IntN(len(iv))]
		it := ir.Int(uint32(v.Len) * v.Elem.Bits)
		if g.r.IntN(2) == 0 {
			b.cast(ir.OpBitCast, b.val(v), it)
		} else {
			b.cast(ir.OpBitCast, b.val(it), v)
		}
		return
	}
	var op ir.Opcode
	switch {
	case src.Bits > dst.Bits:
		op = ir.OpTrunc
	case src.Bits < dst.Bits:
		op = b.pickOp(ir.OpZExt, ir.OpSExt)
	default:
		b.freeze()
		return
	}
	i := ir.NewInstr(op, dst, b.val(src))
	i.Flags = b.flagsFor(op)
	b.emit(i)
}

// The intrinsics the generator calls, taken from ir's registry in its
// order, which is part of what a seed means: a change to these lists
// changes the modules (TestIntrinsicLists pins them). Only intrinsics with
// a signature: the verifier checks their calls.
var (
	intIntrinsics = generated(ir.IntrinsicIntArith, ir.IntrinsicBitManip, ir.IntrinsicOverflow,
		ir.IntrinsicSaturating, ir.IntrinsicCompare)
	fpIntrinsics  = generated(ir.IntrinsicFloat, ir.IntrinsicFloatClass)
	intReductions = generated(ir.IntrinsicIntReduce)
	fpReductions  = generated(ir.IntrinsicFloatReduce)
)

// generated returns the registry's intrinsics of the classes that have a
// signature.
func generated(classes ...ir.IntrinsicClass) []*ir.IntrinsicInfo {
	var out []*ir.IntrinsicInfo
	for _, in := range ir.IntrinsicsOf(classes...) {
		if in.HasSignature() {
			out = append(out, in)
		}
	}
	return out
}

// intIntrinsic emits a call of a random integer intrinsic, instantiated
// from its signature in ir's registry on a random integer type.
func (b *body) intIntrinsic() {
	g := b.g
	t := b.pal.intLike(g.r)
	in := intIntrinsics[g.r.IntN(len(intIntrinsics))]
	if g.cfg.LLVM < in.Since { // scmp, ucmp before LLVM 19
		b.intArith()
		return
	}
	slots := []*ir.Type{t}
	if in.Class == ir.IntrinsicCompare { // scmp, ucmp: the result type, then the arguments'
		r := b.pal.ints[g.r.IntN(len(b.pal.ints))]
		if r.Bits < 2 || (r.Bits > 64 && g.cfg.avoids("wide-cmp")) {
			r = ir.I8
		}
		if t.IsVector() {
			r = ir.Vector(t.Len, r, false)
		}
		slots = []*ir.Type{r, t}
	} else if _, _, err := in.Instantiate(t); err != nil {
		slots = []*ir.Type{ir.I32} // bswap of an odd number of bytes
	}
	c := b.callIntrinsic(in, slots, func(p *ir.Type) ir.Value { // abs, ctlz, cttz: the i1 flag
		return ir.NewInt(p, int64(g.r.IntN(2)))
	})
	if st := c.Ty; st.Kind == ir.StructType { // *.with.overflow: use both results
		for k := range st.Fields {
			e := ir.NewInstr(ir.OpExtractValue, st.Fields[k], c)
			e.SetIndices([]uint32{uint32(k)})
			b.emit(e)
		}
	}
}

// callIntrinsic emits a call of in instantiated on the overloaded types
// slots (gen.registered): an immediate from imm for each immarg
// parameter, a value of its type for each other one, in parameter order.
func (b *body) callIntrinsic(in *ir.IntrinsicInfo, slots []*ir.Type, imm func(*ir.Type) ir.Value) *ir.Instruction {
	f := b.g.registered(in.Name, slots...)
	args := make([]ir.Value, len(f.FuncTy.Fields))
	for k, p := range f.FuncTy.Fields {
		if in.ImmArg(k) {
			args[k] = imm(p)
		} else {
			args[k] = b.val(p)
		}
	}
	return b.call(f, args...)
}

// floatArith emits fadd, fsub, fmul, fdiv, frem or fneg with fast-math flags.
func (b *body) floatArith() {
	t := b.pal.floatLike(b.g.r)
	if t == nil {
		b.intArith()
		return
	}
	if b.g.r.IntN(8) == 0 {
		i := ir.NewInstr(ir.OpFNeg, t, b.val(t))
		i.FMF = b.fastMath()
		b.emit(i)
		return
	}
	b.binary(b.pickOp(ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv, ir.OpFRem), t, b.val(t), b.val(t))
}

// fpIntrinsic emits a call of a random floating-point intrinsic.
func (b *body) fpIntrinsic() {
	g := b.g
	t := b.pal.floatLike(g.r)
	if t == nil {
		b.intIntrinsic()
		return
	}
	in := fpIntrinsics[g.r.IntN(len(fpIntrinsics))]
	if g.cfg.LLVM < in.Since { // is.fpclass in LLVM 14
		in = fpIntrinsics[0]
	}
	c := b.callIntrinsic(in, []*ir.Type{t}, func(p *ir.Type) ir.Value { // is.fpclass: a test mask
		return ir.NewInt(p, int64(1+g.r.IntN(1023)))
	})
	if in.Class != ir.IntrinsicFloatClass {
		c.FMF = b.fastMath()
	}
}

// fpCast emits a conversion between float types, between floats and
// integers, or a bitcast between a float and an integer of its width.
func (b *body) fpCast() {
	g := b.g
	if len(b.pal.floats) == 0 {
		b.fpVectorCast()
		return
	}
	f := b.pal.floats[g.r.IntN(len(b.pal.floats))]
	it := b.pal.ints[g.r.IntN(len(b.pal.ints))]
	switch g.r.IntN(6) {
	case 0: // between float types
		f2 := floatTypes[g.r.IntN(len(floatTypes))]
		switch {
		case f2.FloatBits() < f.FloatBits():
			b.cast(ir.OpFPTrunc, b.val(f), f2)
		case f2.FloatBits() > f.FloatBits():
			b.cast(ir.OpFPExt, b.val(f), f2)
		case f == ir.Half: // the same type: narrow from double instead
			b.cast(ir.OpFPTrunc, b.val(ir.Double), f)
		default: // the same type: widen from half instead
			b.cast(ir.OpFPExt, b.val(ir.Half), f)
		}
	case 1:
		b.cast(b.pickOp(ir.OpFPToUI, ir.OpFPToSI), b.val(f), it)
	case 2:
		op := b.pickOp(ir.OpUIToFP, ir.OpSIToFP)
		i := ir.NewInstr(op, f, b.val(it))
		i.Flags = b.flagsFor(op)
		b.emit(i)
	case 3:
		ib := ir.Int(uint32(f.FloatBits()))
		if g.r.IntN(2) == 0 {
			b.cast(ir.OpBitCast, b.val(f), ib)
		} else {
			b.cast(ir.OpBitCast, b.val(ib), f)
		}
	default:
		b.fpVectorCast()
	}
}

// fpVectorCast converts lane-wise between a float vector and the integer
// vector of the same shape (fptosi, fptoui, sitofp, uitofp, bitcast).
func (b *body) fpVectorCast() {
	g := b.g
	fv := b.pal.vecOf(false)
	if len(fv) == 0 {
		b.cast(b.pickOp(ir.OpFPToUI, ir.OpFPToSI), b.val(b.pal.floats[0]), b.pal.ints[g.r.IntN(len(b.pal.ints))])
		return
	}
	v := fv[g.r.IntN(len(fv))]
	iv := ir.Vector(v.Len, ir.Int(uint32(v.Elem.FloatBits())), false)
	switch g.r.IntN(3) {
	case 0:
		b.cast(b.pickOp(ir.OpFPToUI, ir.OpFPToSI, ir.OpBitCast), b.val(v), iv)
	default:
		op := b.pickOp(ir.OpUIToFP, ir.OpSIToFP, ir.OpBitCast)
		i := ir.NewInstr(op, v, b.val(iv))
		i.Flags = b.flagsFor(op)
		b.emit(i)
	}
}

// vectorOp emits extractelement, insertelement or shufflevector; shuffle
// masks may have poison lanes.
func (b *body) vectorOp() {
	g := b.g
	v := b.pal.vecs[g.r.IntN(len(b.pal.vecs))]
	idx := func() ir.Value {
		it := ir.I32
		if g.r.IntN(3) == 0 {
			it = ir.I64
		}
		return ir.NewInt(it, int64(g.r.IntN(int(v.Len))))
	}
	switch g.r.IntN(3) {
	case 0:
		b.emit(ir.NewInstr(ir.OpExtractElement, v.Elem, b.val(v), idx()))
	case 1:
		b.emit(ir.NewInstr(ir.OpInsertElement, v, b.val(v), b.val(v.Elem), idx()))
	default:
		n := v.Len
		if g.r.IntN(4) == 0 { // a different length
			n = []uint64{2, 4, 8}[g.r.IntN(3)]
		}
		rt := ir.Vector(n, v.Elem, false)
		mask := make([]int32, n)
		poisonLane := min(1, 5*g.cfg.PoisonRate)
		for k := range mask {
			if g.r.Float64() < poisonLane {
				mask[k] = -1
			} else {
				mask[k] = int32(g.r.IntN(int(2 * v.Len)))
			}
		}
		var second ir.Value = b.val(v)
		if g.r.IntN(3) == 0 {
			second = ir.Poison(v)
			if g.cfg.PoisonRate == 0 {
				second = ir.Zero(v)
			}
		}
		i := ir.NewInstr(ir.OpShuffleVector, rt, b.val(v), second)
		i.SetExtra().Mask = mask
		b.emit(i)
	}
}

// reduce emits an llvm.vector.reduce.* call.
func (b *body) reduce() {
	g := b.g
	v := b.pal.vecs[g.r.IntN(len(b.pal.vecs))]
	if v.Elem.IsInt() {
		b.callIntrinsic(intReductions[g.r.IntN(len(intReductions))], []*ir.Type{v}, nil)
		return
	}
	c := b.callIntrinsic(fpReductions[g.r.IntN(len(fpReductions))], []*ir.Type{v}, nil)
	c.FMF = b.fastMath()
}
