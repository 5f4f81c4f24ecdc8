package gen

import (
	"github.com/irfuzz/irfuzz/ir"
)

// Code shapes ConstraintElimination takes: branches on comparisons of
// values that are neither undef nor poison (frozen once, and the frozen
// value compared), and, in the blocks those branches dominate, a
// comparison the dominating facts decide only together:
//
//   - a chain x < y, y <= z decides x < z (unsigned or signed);
//   - x >=s 0 and x <s y decide x <u y (only the strict form: the pass
//     does not carry x <=s y over to the unsigned facts);
//   - x <u n and y <=u m decide x + y <u n + m for halves (add nuw
//     cannot wrap);
//   - n <=u m before a loop whose header tests i <u n decides the bounds
//     check i <u m in its body.
//
// The decided comparison (in a random one of its equivalent forms, or
// negated) feeds a select or a branch whose result is observed (stored to
// the module's sink), so that it lives until the pass runs. The earlier
// passes (InstCombine, JumpThreading, CorrelatedValuePropagation) each
// look at one dominating condition at a time, or at constant bounds, so
// these are left to ConstraintElimination. Every operand of a branch is
// frozen or built from frozen values without wrapping, so no branch is
// on poison.

// The shapes constraint makes.
const (
	ceChain = iota
	ceSignMix
	ceSum
	ceLoop
	ceKinds
)

// sinkLen is the number of i64 slots of the module's sink global.
const sinkLen = 8

// observe makes v observable: it stores v, as an i64 (extended,
// truncated, or its bits for a float), to a random slot of the module's
// sink global @sink, which the checker compares after each call. Values
// of other types, and modules that may have no globals (MaxGlobals 0),
// are left alone.
func (b *body) observe(v ir.Value) {
	g := b.g
	t := v.Type()
	if g.cfg.MaxGlobals == 0 || t.IsVector() {
		return
	}
	if t.IsFloat() {
		v = b.cast(ir.OpBitCast, v, ir.Int(uint32(t.FloatBits())))
		t = v.Type()
	}
	if !t.IsInt() {
		return
	}
	switch {
	case t.Bits < 64:
		v = b.cast(b.pickOp(ir.OpZExt, ir.OpSExt), v, ir.I64)
	case t.Bits > 64:
		v = b.cast(ir.OpTrunc, v, ir.I64)
	}
	if g.sink == nil {
		st := ir.Array(sinkLen, ir.I64)
		g.sink = ir.NewGlobal("sink", st, ir.Zero(st))
		g.sink.Align = objAlign
		g.m.AddGlobal(g.sink)
	}
	gep := ir.NewInstr(ir.OpGetElementPtr, ir.Ptr, g.sink, ir.NewInt(ir.I64, 0), ir.NewInt(ir.I64, int64(g.r.IntN(sinkLen))))
	gep.ElemTy = g.sink.ValueType
	gep.Flags = ir.InBounds
	st := ir.NewInstr(ir.OpStore, ir.Void, v, b.emit(gep))
	st.Align = 8
	b.emit(st)
}

// ceType returns the integer type of a constraint shape: one of the
// palette's of 8 to 64 bits (ConstraintElimination reasons about at most
// 64), else i32 or i64.
func (b *body) ceType() *ir.Type {
	var ts []*ir.Type
	for _, t := range b.pal.ints {
		if t.Bits >= 8 && t.Bits <= 64 {
			ts = append(ts, t)
		}
	}
	if len(ts) == 0 || b.g.r.IntN(4) == 0 {
		ts = []*ir.Type{ir.I32, ir.I64}
	}
	return ts[b.g.r.IntN(len(ts))]
}

// ceVal returns a frozen value of type t, a pool value rather than a
// constant where it can (a comparison with a constant is one the earlier
// passes already decide).
func (b *body) ceVal(t *ir.Type) ir.Value {
	v := b.val(t)
	for k := 0; k < 2; k++ {
		if _, ok := v.(*ir.Const); !ok {
			break
		}
		v = b.val(t)
	}
	return b.frozen(v)
}

// icmpOf emits icmp pred x, y.
func (b *body) icmpOf(pred ir.Predicate, x, y ir.Value) *ir.Instruction {
	c := ir.NewInstr(ir.OpICmp, ir.I1, x, y)
	c.Pred = pred
	return b.emit(c)
}

// decided emits a comparison of x with y that x pred y decides: x pred y
// itself, its swapped form (y swapped-pred x), or its inverse (which is
// then false).
func (b *body) decided(pred ir.Predicate, x, y ir.Value) *ir.Instruction {
	switch b.g.r.IntN(4) {
	case 0:
		return b.icmpOf(swapPred(pred), y, x)
	case 1:
		return b.icmpOf(invPred(pred), x, y)
	}
	return b.icmpOf(pred, x, y)
}

// swapPred is the predicate p with its operands swapped.
func swapPred(p ir.Predicate) ir.Predicate {
	switch p {
	case ir.IntULT:
		return ir.IntUGT
	case ir.IntULE:
		return ir.IntUGE
	case ir.IntUGT:
		return ir.IntULT
	case ir.IntUGE:
		return ir.IntULE
	case ir.IntSLT:
		return ir.IntSGT
	case ir.IntSLE:
		return ir.IntSGE
	case ir.IntSGT:
		return ir.IntSLT
	case ir.IntSGE:
		return ir.IntSLE
	}
	return p
}

// invPred is the predicate that holds exactly when p does not.
func invPred(p ir.Predicate) ir.Predicate {
	switch p {
	case ir.IntULT:
		return ir.IntUGE
	case ir.IntULE:
		return ir.IntUGT
	case ir.IntUGT:
		return ir.IntULE
	case ir.IntUGE:
		return ir.IntULT
	case ir.IntSLT:
		return ir.IntSGE
	case ir.IntSLE:
		return ir.IntSGT
	case ir.IntSGT:
		return ir.IntSLE
	case ir.IntSGE:
		return ir.IntSLT
	case ir.IntEQ:
		return ir.IntNE
	}
	return ir.IntEQ
}

// guard ends the current block with a branch on c to a new block, or to
// out when c is false, and continues in the new block.
func (b *body) guard(c ir.Value, out *ir.Block) {
	in := b.block()
	b.cur.Append(ir.NewInstr(ir.OpBr, ir.Void, c, in, out))
	b.cur = in
}

// constraint emits one of the shapes above; it returns the budget used.
func (b *body) constraint(int) int {
	kind := b.g.r.IntN(ceKinds)
	if kind == ceLoop && (b.g.cfg.Weights.Loop == 0 || b.depth >= b.g.cfg.MaxDepth) {
		kind = ceChain
	}
	return b.constraintOf(kind)
}

// constraintOf emits the shape kind (ceChain ... ceLoop); it returns the
// budget used.
func (b *body) constraintOf(kind int) int {
	g := b.g
	t := b.ceType()
	mark := len(b.pool)
	end := b.block()
	var check ir.Value // the decided comparison
	var x, y ir.Value  // what a select on it chooses between
	switch kind {
	case ceChain:
		pred := []ir.Predicate{ir.IntULT, ir.IntULE, ir.IntSLT, ir.IntSLE}[g.r.IntN(4)]
		vals := []ir.Value{b.ceVal(t), b.ceVal(t), b.ceVal(t)}
		if g.r.IntN(3) == 0 {
			vals = append(vals, b.ceVal(t))
		}
		strict := false
		for k := 1; k < len(vals); k++ {
			p := pred
			if g.r.IntN(2) == 0 { // the strict or the non-strict one
				p = strictPred(pred, g.r.IntN(2) == 0)
			}
			strict = strict || p == ir.IntULT || p == ir.IntSLT
			b.guard(b.icmpOf(p, vals[k-1], vals[k]), end)
		}
		x, y = vals[0], vals[len(vals)-1]
		check = b.decided(strictPred(pred, strict), x, y)
	case ceSignMix:
		x, y = b.ceVal(t), b.ceVal(t)
		if g.r.IntN(2) == 0 {
			b.guard(b.icmpOf(ir.IntSGT, x, ir.NewInt(t, -1)), end)
		} else {
			b.guard(b.icmpOf(ir.IntSGE, x, ir.NewInt(t, 0)), end)
		}
		// Strict: ConstraintElimination carries x <s y over to the
		// unsigned facts for a non-negative x, not x <=s y.
		b.guard(b.icmpOf(ir.IntSLT, x, y), end)
		check = b.decided(ir.IntULT, x, y)
	case ceSum:
		half := func() ir.Value {
			return b.emit(ir.NewInstr(ir.OpLShr, t, b.ceVal(t), ir.NewInt(t, 1)))
		}
		xa, n, ya, m := half(), half(), half(), half()
		b.guard(b.icmpOf(ir.IntULT, xa, n), end)
		b.guard(b.icmpOf(strictPred(ir.IntULT, g.r.IntN(2) == 0), ya, m), end)
		add := func(p, q ir.Value) ir.Value {
			s := ir.NewInstr(ir.OpAdd, t, p, q)
			s.Flags = ir.NUW
			return b.emit(s)
		}
		x, y = add(xa, ya), add(n, m)
		check = b.decided(ir.IntULT, x, y)
	case ceLoop:
		b.ceLoop(t, end)
		b.br(end)
		b.pool = b.pool[:mark]
		b.cur = end
		return 2
	}
	if g.r.IntN(3) == 0 { // branch on it: the operands are never poison
		then := b.block()
		b.cur.Append(ir.NewInstr(ir.OpBr, ir.Void, check, then, end))
		b.cur = then
		b.observe(b.emit(ir.NewInstr(ir.OpSub, t, y, x)))
	} else {
		b.observe(b.emit(ir.NewInstr(ir.OpSelect, t, check, x, y)))
	}
	b.br(end)
	b.pool = b.pool[:mark]
	b.cur = end
	return 1
}

// strictPred returns the strict (strict) or non-strict form of the
// ordered predicate p, keeping its signedness.
func strictPred(p ir.Predicate, strict bool) ir.Predicate {
	signed := p == ir.IntSLT || p == ir.IntSLE || p == ir.IntSGT || p == ir.IntSGE
	switch {
	case signed && strict:
		return ir.IntSLT
	case signed:
		return ir.IntSLE
	case strict:
		return ir.IntULT
	}
	return ir.IntULE
}

// ceLoop emits the bounds-check shape: with n a frozen value modulo
// MaxTripCount+1 and m a frozen value, when n <=u m (or n <u m), a loop
// i = 0 .. n whose body checks i <u m (in one of its forms) and sums i
// into an accumulator where the check holds; the sum is observed after
// the loop. It ends in the loop's exit block.
func (b *body) ceLoop(t *ir.Type, end *ir.Block) {
	g := b.g
	k := int64(g.cfg.MaxTripCount + 1)
	if t.Bits == 8 {
		k = min(k, 127) // i + 1 stays below the signed maximum (add nsw)
	}
	n := b.emit(ir.NewInstr(ir.OpURem, t, b.ceVal(t), ir.NewInt(t, k)))
	m := b.ceVal(t)
	p := strictPred(ir.IntULE, g.r.IntN(3) == 0)
	if g.r.IntN(2) == 0 {
		b.guard(b.icmpOf(swapPred(p), m, n), end)
	} else {
		b.guard(b.icmpOf(p, n, m), end)
	}
	init := b.val(t)
	pre := b.cur
	header, body, then, latch, exit := b.block(), b.block(), b.block(), b.block(), b.block()
	b.br(header)
	b.cur = header
	iv := b.emit(ir.NewInstr(ir.OpPhi, t))
	iv.AddIncoming(ir.NewInt(t, 0), pre)
	acc := b.emit(ir.NewInstr(ir.OpPhi, t))
	acc.AddIncoming(init, pre)
	header.Append(ir.NewInstr(ir.OpBr, ir.Void, b.icmpOf(ir.IntULT, iv, n), body, exit))
	b.cur = body
	b.loops++
	check := b.decided(ir.IntULT, iv, m)
	into, past := then, latch
	if check.Pred != ir.IntULT && check.Pred != ir.IntUGT { // the inverse: true when out of bounds
		into, past = latch, then
	}
	body.Append(ir.NewInstr(ir.OpBr, ir.Void, check, into, past))
	b.cur = then
	sum := b.binary(b.pickOp(ir.OpAdd, ir.OpXor, ir.OpMul), t, acc, iv)
	b.br(latch)
	b.cur = latch
	accNext := b.emit(ir.NewInstr(ir.OpPhi, t))
	accNext.AddIncoming(sum, then)
	accNext.AddIncoming(acc, body)
	next := b.emit(ir.NewInstr(ir.OpAdd, t, iv, ir.NewInt(t, 1)))
	next.Flags = ir.NUW | ir.NSW
	b.br(header)
	iv.AddIncoming(next, latch)
	acc.AddIncoming(accNext, latch)
	b.loops--
	b.cur = exit
	b.observe(acc)
}
