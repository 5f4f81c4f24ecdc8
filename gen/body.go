package gen

import (
	"slices"
	"strconv"

	"github.com/irfuzz/irfuzz/ir"
)

// body builds one function's body: it keeps the current block and the pool
// of values that dominate the insertion point.
type body struct {
	g       *gen
	f       *ir.Function
	pal     palette
	cur     *ir.Block
	pool    []ir.Value // values usable here; control flow truncates it on leaving a region
	objs    []*memObj
	callees []*helper     // helpers this function may call
	externs bool          // the function calls the module's external functions
	retProm *valuePromise // what the function's return value is said to be
	slot    ir.Value      // a stack slot of a pointer (for loads with !nonnull), or nil
	depth   int           // control-flow nesting
	loops   int           // loops around the insertion point
	// long: the function may make loops of up to a few hundred
	// iterations (a test function, outside every other loop).
	long   bool
	strict bool // the body calls a constrained intrinsic (see finishStrict)
	nv, nb int  // value and block name counters
}

func (g *gen) newBody(f *ir.Function, pal palette, callees []*helper) *body {
	b := &body{g: g, f: f, pal: pal, callees: callees}
	for k, p := range f.Params {
		p.Name = "a" + strconv.Itoa(k)
		if p.Ty != ir.Ptr {
			b.pool = append(b.pool, p)
		}
	}
	b.cur = b.block()
	return b
}

// block appends a new named block to the function.
func (b *body) block() *ir.Block {
	blk := b.f.AddBlock("bb" + strconv.Itoa(b.nb))
	b.nb++
	return blk
}

// emit appends i to the current block, names its result and adds it to the
// pool (results of struct or void type are not pool values).
func (b *body) emit(i *ir.Instruction) *ir.Instruction {
	b.cur.Append(i)
	if i.HasResult() {
		i.Name = "v" + strconv.Itoa(b.nv)
		b.nv++
		if i.Ty.Kind != ir.StructType && i.Ty != ir.Ptr {
			b.pool = append(b.pool, i)
		}
	}
	return i
}

// val returns a value of type t: mostly one from the pool (recent ones more
// likely), else a constant.
func (b *body) val(t *ir.Type) ir.Value {
	if b.g.r.IntN(8) != 0 {
		var pick ir.Value
		n := 0
		for k := len(b.pool) - 1; k >= 0 && n < 12; k-- {
			if b.pool[k].Type() == t {
				n++
				if b.g.r.IntN(n) == 0 {
					pick = b.pool[k]
				}
			}
		}
		if pick != nil {
			return pick
		}
		if t.IsInt() && b.g.r.IntN(2) == 0 {
			if v := b.convert(t); v != nil {
				return v
			}
		}
	}
	return b.g.constant(t)
}

// convert returns the most recent pool integer of another width truncated
// or extended to t, so that values of every type depend on the inputs; nil
// when the pool has no scalar integer.
func (b *body) convert(t *ir.Type) ir.Value {
	for k := len(b.pool) - 1; k >= 0; k-- {
		x := b.pool[k]
		xt := x.Type()
		if !xt.IsInt() || xt == t {
			continue
		}
		if xt.Bits > t.Bits {
			return b.cast(ir.OpTrunc, x, t)
		}
		return b.cast(b.pickOp(ir.OpZExt, ir.OpSExt), x, t)
	}
	return nil
}

// frozen returns freeze x, or x itself when it is a defined integer constant.
func (b *body) frozen(x ir.Value) ir.Value {
	if c, ok := x.(*ir.Const); ok && c.Kind == ir.ConstInt {
		return x
	}
	return b.emit(ir.NewInstr(ir.OpFreeze, x.Type(), x))
}

// cast emits a conversion of x to t.
func (b *body) cast(op ir.Opcode, x ir.Value, t *ir.Type) *ir.Instruction {
	return b.emit(ir.NewInstr(op, t, x))
}

// call emits a call of f with the given arguments.
func (b *body) call(f *ir.Function, args ...ir.Value) *ir.Instruction {
	c := ir.NewInstr(ir.OpCall, f.FuncTy.Ret, append([]ir.Value{f}, args...)...)
	c.FnTy = f.FuncTy
	return b.emit(c)
}

// kind is one kind of statement with its weight.
type kind struct {
	weight int
	run    func(b *body, budget int) int // emits the statement; returns the budget it used
}

// kinds returns the statement kinds enabled by the configuration and
// possible in this function, in a fixed order.
func (b *body) kinds() []kind {
	w := &b.g.cfg.Weights
	simple := func(f func(b *body)) func(*body, int) int { return func(b *body, _ int) int { f(b); return 1 } }
	ks := []kind{
		{w.IntArith, simple((*body).intArith)}, {w.Bitwise, simple((*body).bitwise)},
		{w.Shift, simple((*body).shift)}, {w.Div, simple((*body).div)}, {w.ICmp, simple((*body).icmp)},
		{w.Select, simple((*body).sel)}, {w.Freeze, simple((*body).freeze)}, {w.IntCast, simple((*body).intCast)},
		{w.IntIntrinsic, simple((*body).intIntrinsic)},
		{w.Memory, simple((*body).memory)}, {w.MemIntrinsic, simple((*body).memIntrinsic)},
		{w.Promise, simple((*body).promise)}, {w.MetaLoad, simple((*body).metaLoad)},
		{w.SLP, simple((*body).slp)}, {w.Constraint, (*body).constraint},
		{w.Families, simple((*body).family)},
	}
	if len(b.pal.floats) > 0 || len(b.pal.vecOf(false)) > 0 {
		ks = append(ks, kind{w.FloatArith, simple((*body).floatArith)}, kind{w.FCmp, simple((*body).fcmp)},
			kind{w.FPIntrinsic, simple((*body).fpIntrinsic)}, kind{w.FPCast, simple((*body).fpCast)})
	}
	if len(b.pal.vecs) > 0 {
		ks = append(ks, kind{w.VectorOp, simple((*body).vectorOp)}, kind{w.Reduce, simple((*body).reduce)})
	}
	if len(b.callees) > 0 {
		ks = append(ks, kind{w.Call, simple((*body).callHelper)})
	}
	if b.externs {
		ks = append(ks, kind{w.ExternCall, simple((*body).externCall)})
	}
	if b.depth < b.g.cfg.MaxDepth {
		ks = append(ks, kind{w.Diamond, (*body).diamond}, kind{w.Loop, (*body).loop}, kind{w.VecLoop, (*body).vecLoop},
			kind{w.Switch, (*body).switchStmt}, kind{w.Unreachable, (*body).unreachable})
	}
	ks = append(ks, kind{w.EarlyReturn, simple((*body).earlyReturn)})
	return ks
}

// body emits statements until budget is used up.
func (b *body) body(budget int) {
	ks := b.kinds()
	total := 0
	for _, k := range ks {
		total += k.weight
	}
	if total == 0 {
		return
	}
	for budget > 0 {
		x := b.g.r.IntN(total)
		for _, k := range ks {
			if x < k.weight {
				budget -= max(1, k.run(b, budget))
				break
			}
			x -= k.weight
		}
	}
}

// sub runs f one control-flow level deeper with a share of the budget.
func (b *body) sub(budget int) {
	b.depth++
	b.body(budget)
	b.depth--
}

// share splits a budget for a nested region: at least 1, at most half.
func (b *body) share(budget int) int { return 1 + b.g.r.IntN(max(1, budget/2)) }

// cond returns a frozen i1: an icmp, an fcmp, a truncation or a pool i1.
func (b *body) cond() ir.Value {
	var c ir.Value
	switch b.g.r.IntN(4) {
	case 0:
		c = b.val(ir.I1)
	case 1:
		if t := b.pal.floats; len(t) > 0 {
			c = b.cmp(ir.OpFCmp, t[b.g.r.IntN(len(t))])
			break
		}
		fallthrough
	default:
		c = b.cmp(ir.OpICmp, b.pal.ints[b.g.r.IntN(len(b.pal.ints))])
	}
	return b.frozen(c)
}

// br ends the current block with an unconditional branch to dst.
func (b *body) br(dst *ir.Block) { b.cur.Append(ir.NewInstr(ir.OpBr, ir.Void, dst)) }

// phiTypes picks the types of the values a join merges.
func (b *body) phiTypes() []*ir.Type {
	ts := make([]*ir.Type, b.g.r.IntN(3))
	for k := range ts {
		ts[k] = b.pal.any(b.g.r)
	}
	return ts
}

// arm is the end of one incoming path of a join: its last block and the
// values it passes to the join's phis.
type arm struct {
	end  *ir.Block
	vals []ir.Value
}

// region generates a nested region starting in block start and ending with
// a branch to join; it returns the arm for the join's phis.
func (b *body) region(start, join *ir.Block, budget int, ts []*ir.Type) arm {
	mark := len(b.pool)
	b.cur = start
	b.sub(budget)
	a := b.leave(ts)
	b.br(join)
	b.pool = b.pool[:mark]
	return a
}

// leave picks the values of types ts at the end of the current block.
func (b *body) leave(ts []*ir.Type) arm {
	a := arm{end: b.cur}
	for _, t := range ts {
		a.vals = append(a.vals, b.val(t))
	}
	return a
}

// join makes the phis of block j from the arms, and continues in j.
func (b *body) join(j *ir.Block, ts []*ir.Type, arms []arm) {
	b.cur = j
	for k, t := range ts {
		phi := ir.NewInstr(ir.OpPhi, t)
		for _, a := range arms {
			phi.AddIncoming(a.vals[k], a.end)
		}
		if t.IsFloatOrFloatVector() {
			phi.FMF = b.fastMath()
		}
		b.emit(phi)
	}
}

// diamond emits if/else (or if without else) and a join with phis.
func (b *body) diamond(budget int) int {
	used := b.share(budget)
	c := b.cond()
	ts := b.phiTypes()
	then, join := b.block(), b.block()
	if b.g.r.IntN(3) == 0 { // triangle: the false edge goes straight to the join
		direct := b.leave(ts)
		b.cur.Append(ir.NewInstr(ir.OpBr, ir.Void, c, then, join))
		a := b.region(then, join, used, ts)
		b.join(join, ts, []arm{a, direct})
		return used
	}
	els := b.block()
	b.cur.Append(ir.NewInstr(ir.OpBr, ir.Void, c, then, els))
	a1 := b.region(then, join, (used+1)/2, ts)
	a2 := b.region(els, join, used/2+1, ts)
	b.join(join, ts, []arm{a1, a2})
	return used + 1
}

// loop emits a loop whose induction variable counts from 0 to a bound no
// larger than MaxTripCount, carrying accumulator phis.
func (b *body) loop(budget int) int {
	g := b.g
	used := b.share(budget)
	ivTy := ir.I32
	if g.r.IntN(4) == 0 {
		ivTy = ir.I64
	}
	var n ir.Value = ir.NewInt(ivTy, int64(g.r.IntN(g.cfg.MaxTripCount+1)))
	if g.r.IntN(2) == 0 { // a bound computed from the inputs
		x := b.frozen(b.val(b.pal.ints[g.r.IntN(len(b.pal.ints))]))
		switch w := x.Type().Bits; {
		case w < ivTy.Bits:
			x = b.cast(ir.OpZExt, x, ivTy)
		case w > ivTy.Bits:
			x = b.cast(ir.OpTrunc, x, ivTy)
		}
		n = b.emit(ir.NewInstr(ir.OpURem, ivTy, x, ir.NewInt(ivTy, int64(g.cfg.MaxTripCount+1))))
	}
	ts := b.phiTypes()
	init := b.leave(ts)
	header, bodyB, exit := b.block(), b.block(), b.block()
	b.br(header)
	b.cur = header
	iv := b.emit(ir.NewInstr(ir.OpPhi, ivTy))
	iv.AddIncoming(ir.NewInt(ivTy, 0), init.end)
	accs := make([]*ir.Instruction, len(ts))
	for k, t := range ts {
		accs[k] = b.emit(ir.NewInstr(ir.OpPhi, t))
		accs[k].AddIncoming(init.vals[k], init.end)
		if t.IsFloatOrFloatVector() {
			accs[k].FMF = b.fastMath()
		}
	}
	c := b.emit(ir.NewInstr(ir.OpICmp, ir.I1, iv, n))
	c.Pred = ir.IntULT
	header.Append(ir.NewInstr(ir.OpBr, ir.Void, c, bodyB, exit))

	mark := len(b.pool)
	b.cur = bodyB
	b.loops++
	b.sub(used)
	b.loops--
	next := b.emit(ir.NewInstr(ir.OpAdd, ivTy, iv, ir.NewInt(ivTy, 1)))
	next.Flags = ir.NUW | ir.NSW
	latch := b.leave(ts)
	b.br(header)
	iv.AddIncoming(next, latch.end)
	for k := range accs {
		accs[k].AddIncoming(latch.vals[k], latch.end)
	}
	b.pool = b.pool[:mark]
	b.cur = exit
	return used + 1
}

// switchStmt emits a switch on a frozen integer with distinct case values,
// each case and the default in its own block, merging at a join.
func (b *body) switchStmt(budget int) int {
	g := b.g
	used := b.share(budget)
	t := b.pal.ints[g.r.IntN(len(b.pal.ints))]
	if t.Bits < 2 {
		t = ir.I8
	}
	x := b.frozen(b.val(t))
	ts := b.phiTypes()
	ncase := 1 + g.r.IntN(g.cfg.MaxCases)
	if t.Bits < 8 {
		ncase = min(ncase, 1<<(t.Bits-1))
	}
	sw := ir.NewInstr(ir.OpSwitch, ir.Void)
	def, join := b.block(), b.block()
	ops := []ir.Value{x, def}
	var cases []*ir.Const
	for len(cases) < ncase {
		var c *ir.Const
		if g.r.IntN(2) == 0 {
			c = ir.NewInt(t, int64(g.r.IntN(2*ncase+2))-2)
		} else {
			c = g.intConst(t)
		}
		dup := false
		for _, o := range cases {
			dup = dup || ir.ConstEqual(o, c)
		}
		if !dup {
			cases = append(cases, c)
		}
	}
	blocks := make([]*ir.Block, len(cases))
	for k, c := range cases {
		blocks[k] = b.block()
		ops = append(ops, c, blocks[k])
	}
	sw.SetOperands(ops...)
	b.cur.Append(sw)
	per := max(1, used/(len(cases)+1))
	arms := []arm{b.region(def, join, per, ts)}
	for _, blk := range blocks {
		arms = append(arms, b.region(blk, join, per, ts))
	}
	b.join(join, ts, arms)
	return used + 1
}

// unreachable emits a switch over all values of a masked operand whose
// default block, really unreachable, holds only `unreachable`.
func (b *body) unreachable(budget int) int {
	g := b.g
	used := b.share(budget)
	t := b.pal.ints[g.r.IntN(len(b.pal.ints))]
	if t.Bits < 2 {
		t = ir.I32
	}
	x := b.emit(ir.NewInstr(ir.OpAnd, t, b.frozen(b.val(t)), ir.NewInt(t, 3)))
	ts := b.phiTypes()
	def, join := b.block(), b.block()
	ops := []ir.Value{x, def}
	blocks := make([]*ir.Block, 4)
	for k := range blocks {
		blocks[k] = b.block()
		ops = append(ops, ir.NewInt(t, int64(k)), blocks[k])
	}
	b.cur.Append(ir.NewInstr(ir.OpSwitch, ir.Void, ops...))
	def.Append(ir.NewInstr(ir.OpUnreachable, ir.Void))
	var arms []arm
	for _, blk := range blocks {
		arms = append(arms, b.region(blk, join, max(1, used/4), ts))
	}
	b.join(join, ts, arms)
	return used + 1
}

// earlyReturn emits a conditional return: the function returns a value
// when a frozen condition holds, and goes on otherwise.
func (b *body) earlyReturn() {
	c := b.cond()
	ret, cont := b.block(), b.block()
	b.cur.Append(ir.NewInstr(ir.OpBr, ir.Void, c, ret, cont))
	mark := len(b.pool)
	b.cur = ret
	b.ret()
	b.pool = b.pool[:mark] // ret may have made values that only its block has
	b.cur = cont
}

// ret ends the current block by returning a value of the return type,
// preferring the most recent one.
func (b *body) ret() {
	t := b.f.RetType()
	var v ir.Value
	for k := len(b.pool) - 1; k >= 0; k-- {
		if b.pool[k].Type() == t {
			v = b.pool[k]
			break
		}
	}
	if v == nil || b.g.r.IntN(4) == 0 {
		v = b.val(t)
	}
	if b.retProm != nil {
		v = b.keep(*b.retProm, t, v)
	}
	b.cur.Append(ir.NewInstr(ir.OpRet, ir.Void, v))
}

// recurse emits the bounded self-call of a recursive helper: when the
// frozen depth argument is below MaxRecursion, call the helper with depth+1.
func (b *body) recurse(h *helper) {
	g := b.g
	d := b.frozen(h.f.Params[0])
	c := b.emit(ir.NewInstr(ir.OpICmp, ir.I1, d, ir.NewInt(ir.I32, int64(g.cfg.MaxRecursion))))
	c.Pred = ir.IntULT
	ts := []*ir.Type{b.f.RetType()}
	direct := b.leave(ts)
	rec, join := b.block(), b.block()
	b.cur.Append(ir.NewInstr(ir.OpBr, ir.Void, c, rec, join))
	mark := len(b.pool)
	b.cur = rec
	d1 := b.emit(ir.NewInstr(ir.OpAdd, ir.I32, d, ir.NewInt(ir.I32, 1)))
	args := []ir.Value{d1}
	for k, p := range h.f.Params[1:] {
		if p.Ty == ir.Ptr {
			args = append(args, p)
		} else {
			args = append(args, b.keep(h.params[k+1], p.Ty, b.val(p.Ty)))
		}
	}
	r := b.call(h.f, args...)
	if r.Ty.IsFloatOrFloatVector() {
		r.FMF = b.fastMath()
	}
	b.br(join)
	b.pool = b.pool[:mark]
	b.join(join, ts, []arm{{end: rec, vals: []ir.Value{r}}, direct})
}

// callHelper emits a call of a random callee, passing a pointer to an object
// of the right type when the callee takes one.
func (b *body) callHelper() {
	h := b.callees[b.g.r.IntN(len(b.callees))]
	var args []ir.Value
	for k, p := range h.f.Params {
		switch {
		case k == 0 && h.recursive:
			if b.g.r.IntN(2) == 0 {
				args = append(args, ir.NewInt(ir.I32, 0))
			} else {
				// A depth of at most MaxRecursion: a few values the
				// reference follows one by one (a frozen unknown i32
				// would be a fresh choice at every level, unbounded).
				d := b.frozen(b.val(ir.I32))
				args = append(args, b.emit(ir.NewInstr(ir.OpURem, ir.I32, d, ir.NewInt(ir.I32, int64(b.g.cfg.MaxRecursion+1)))))
			}
		case p.Ty == ir.Ptr:
			// An object of the callee's type, as aligned as the callee
			// assumes, that the callee may do to what it does.
			var obj *memObj
			for _, o := range b.objs {
				if o.ty == h.ptrElem && o.align >= objAlign && b.mayPass(o, h.ptrUse) &&
					!(h.ptrWritable && o.mayBeConst) && (obj == nil || b.g.r.IntN(2) == 0) {
					obj = o
				}
			}
			if obj == nil {
				b.intArith()
				return
			}
			obj.passed(h.ptrUse)
			args = append(args, obj.ptr)
		default:
			args = append(args, b.keep(h.params[k], p.Ty, b.val(p.Ty)))
		}
	}
	c := b.call(h.f, args...)
	b.callSiteAttrs(c, h)
}

// callSiteAttrs gives a call of helper h attributes of its own, now and
// then: its parameters' promises repeated at the call site, a promise of
// the call's own on the result (a broken one makes it poison: never
// noundef), and fast-math flags when it returns floating point.
func (b *body) callSiteAttrs(c *ir.Instruction, h *helper) {
	g := b.g
	if g.r.IntN(3) == 0 {
		aa := make([]ir.AttrList, len(h.f.Params))
		some := false
		for k, p := range h.f.Params {
			if p.Ty != ir.Ptr {
				aa[k].Attrs = h.params[k].attrs(p.Ty)
			} else if g.r.IntN(2) == 0 {
				aa[k].Attrs = slices.Clone(p.Attrs.Attrs)
			}
			some = some || len(aa[k].Attrs) > 0
		}
		if some {
			c.SetCall().ArgAttrs = aa
		}
	}
	if t := c.Ty; t != ir.Void && g.r.IntN(3) == 0 {
		if a := g.promiseFor(t, false).attrs(t); len(a) > 0 {
			c.SetCall().RetAttrs.Attrs = a
		}
	}
	if c.Ty.IsFloatOrFloatVector() {
		c.FMF = b.fastMath()
	}
}
