package mutate

import (
	"fmt"
	"slices"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/release"
)

// The operators, in the order the statistics list them.
var operators = []*Operator{
	{Name: "swap-operands", Weight: 8, Doc: "swap two operands of the same type (binary, compare, select arms, shuffle, call arguments)", apply: swapOperands},
	{Name: "replace-operand", Weight: 14, Doc: "replace an operand by another value of its type in scope, or by a new constant (edge values favoured)", apply: replaceOperand},
	{Name: "change-opcode", Weight: 10, Doc: "change an opcode among those of the same type (add/sub/mul/div/rem/shifts/logic, fadd.., zext/sext, fptoui/fptosi, uitofp/sitofp)", apply: changeOpcode},
	{Name: "change-predicate", Weight: 8, Doc: "change the predicate of an icmp or fcmp", apply: changePredicate},
	{Name: "toggle-flag", Weight: 8, Doc: "add or remove a poison-generating flag (nuw, nsw, exact, disjoint, nneg, inbounds, nusw)", apply: toggleFlag},
	{Name: "toggle-fast-math", Weight: 6, Doc: "add or remove a fast-math flag of a floating-point operation", apply: toggleFastMath},
	{Name: "change-constant", Weight: 10, Doc: "change a constant operand to a nearby or an edge value", apply: changeConstant},
	{Name: "insert-instruction", Weight: 10, Doc: "insert a new instruction on an operand's value and use it there", apply: insertInstruction},
	{Name: "delete-instruction", Weight: 8, Doc: "delete an instruction, its uses replaced by a value in scope or a constant", apply: deleteInstruction},
	{Name: "change-width", Weight: 6, Doc: "change the integer width of a use-def chain of arithmetic, with casts at its borders", apply: changeWidth},
	{Name: "split-block", Weight: 4, Doc: "split a block in two with an unconditional branch", apply: splitBlock},
	{Name: "add-branch", Weight: 5, Doc: "split a block and branch around a new empty block on a condition", apply: addBranch},
	{Name: "remove-branch", Weight: 4, Doc: "make a conditional branch unconditional (blocks no longer reachable are deleted)", apply: removeBranch},
	{Name: "wrap-in-loop", Weight: 4, Doc: "run a range of a block's instructions in a loop of a few iterations", apply: wrapInLoop},
	{Name: "duplicate-function", Weight: 3, Doc: "copy a function and call the copy (a new call, or an existing call redirected)", apply: duplicateFunction},
}

// swapPairs lists the pairs of operands of i that may trade places.
func swapPairs(i *ir.Instruction) [][2]int {
	var out [][2]int
	switch {
	case i.Op.IsBinary(), i.Op == ir.OpICmp, i.Op == ir.OpFCmp, i.Op == ir.OpShuffleVector:
		out = append(out, [2]int{0, 1})
	case i.Op == ir.OpSelect:
		out = append(out, [2]int{1, 2})
	case i.Op == ir.OpCall:
		for a := 1; a < len(i.Operands); a++ {
			for b := a + 1; b < len(i.Operands); b++ {
				if i.Operands[a].Type() == i.Operands[b].Type() && replaceable(i, a) && replaceable(i, b) {
					out = append(out, [2]int{a, b})
				}
			}
		}
	}
	return slices.DeleteFunc(out, func(p [2]int) bool { return i.Operands[p[0]] == i.Operands[p[1]] })
}

func swapOperands(s *state) (Mutation, bool) {
	st := choose(s.r, s.sites(func(i *ir.Instruction) bool { return len(swapPairs(i)) > 0 }))
	if st.i == nil {
		return Mutation{}, false
	}
	p := choose(s.r, swapPairs(st.i))
	i := st.i
	mu := Mutation{Func: st.fi.f.Name, Detail: fmt.Sprintf("%s: operands %d and %d", i, p[0], p[1])}
	a, b := i.Operands[p[0]], i.Operands[p[1]]
	i.SetOperand(p[0], b)
	i.SetOperand(p[1], a)
	return mu, true
}

// candidates are the values operand k of i may take instead of its own:
// those of its type in scope (for a pointer, the module's global
// variables too), never i itself.
func (s *state) candidates(o operand) []ir.Value {
	old := o.i.Operands[o.k]
	t := old.Type()
	var out []ir.Value
	for _, v := range o.fi.scopeAt(o.i, o.k, t) {
		if v != old && v != ir.Value(o.i) {
			out = append(out, v)
		}
	}
	if t.IsPtr() {
		for _, g := range s.m.Globals {
			if g.Type() == t && ir.Value(g) != old {
				out = append(out, g)
			}
		}
	}
	return out
}

func replaceOperand(s *state) (Mutation, bool) {
	o := choose(s.r, s.operands(func(*ir.Instruction, int) bool { return true }))
	if o.i == nil {
		return Mutation{}, false
	}
	old := o.i.Operands[o.k]
	var v ir.Value
	if c := s.candidates(o); len(c) > 0 && s.r.IntN(3) > 0 {
		v = choose(s.r, c)
	} else {
		v = s.newConst(old.Type())
	}
	mu := Mutation{Func: o.fi.f.Name, Detail: fmt.Sprintf("%s: operand %d %s -> %s", o.i, o.k, old.Ident(), v.Ident())}
	o.i.SetOperand(o.k, v)
	return mu, true
}

// opcodeGroups are opcodes that take and give the same types: any may
// replace another of its group.
var opcodeGroups = [][]ir.Opcode{
	{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem, ir.OpShl, ir.OpLShr, ir.OpAShr, ir.OpAnd, ir.OpOr, ir.OpXor},
	{ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv, ir.OpFRem},
	{ir.OpZExt, ir.OpSExt},
	{ir.OpFPToUI, ir.OpFPToSI},
	{ir.OpUIToFP, ir.OpSIToFP},
}

func groupOf(op ir.Opcode) []ir.Opcode {
	for _, g := range opcodeGroups {
		if slices.Contains(g, op) {
			return g
		}
	}
	return nil
}

func changeOpcode(s *state) (Mutation, bool) {
	st := choose(s.r, s.sites(func(i *ir.Instruction) bool { return groupOf(i.Op) != nil }))
	if st.i == nil {
		return Mutation{}, false
	}
	i := st.i
	others := slices.DeleteFunc(slices.Clone(groupOf(i.Op)), func(op ir.Opcode) bool { return op == i.Op })
	op := choose(s.r, others)
	mu := Mutation{Func: st.fi.f.Name, Detail: fmt.Sprintf("%s: %s -> %s", i, i.Op, op)}
	i.Op = op
	i.Flags &= op.Info().Flags // a flag the new opcode cannot carry goes
	return mu, true
}

func changePredicate(s *state) (Mutation, bool) {
	st := choose(s.r, s.sites(func(i *ir.Instruction) bool { return i.Op == ir.OpICmp || i.Op == ir.OpFCmp }))
	if st.i == nil {
		return Mutation{}, false
	}
	i := st.i
	lo, hi := ir.IntEQ, ir.IntSLE
	if i.Op == ir.OpFCmp {
		lo, hi = ir.FloatFalse, ir.FloatTrue
	}
	p := lo + ir.Predicate(s.r.IntN(int(hi-lo)))
	if p >= i.Pred {
		p++
	}
	mu := Mutation{Func: st.fi.f.Name, Detail: fmt.Sprintf("%s: %s -> %s", i, i.Pred, p)}
	i.Pred = p
	return mu, true
}

// poisonFlags are the flags that make an instruction's result poison when
// their promise is broken.
const poisonFlags = ir.NUW | ir.NSW | ir.Exact | ir.Disjoint | ir.NNeg | ir.SameSign | ir.InBounds | ir.NUSW

// addableFlags are the poison flags op may be given in LLVM release llvm:
// those of the opcode that the release has.
func addableFlags(op ir.Opcode, llvm int) ir.Flags {
	has := func(f release.Feature, fl ir.Flags) ir.Flags {
		if release.Has(llvm, f) {
			return fl
		}
		return 0
	}
	switch op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpShl:
		return ir.NUW | ir.NSW
	case ir.OpUDiv, ir.OpSDiv, ir.OpLShr, ir.OpAShr:
		return ir.Exact
	case ir.OpGetElementPtr:
		return ir.InBounds | has(release.GEPNoWrap, ir.NUSW|ir.NUW)
	case ir.OpOr:
		return has(release.DisjointOr, ir.Disjoint)
	case ir.OpZExt:
		return has(release.ZExtNNeg, ir.NNeg)
	case ir.OpUIToFP:
		return has(release.UIToFPNNeg, ir.NNeg)
	case ir.OpTrunc:
		return has(release.TruncNoWrap, ir.NUW|ir.NSW)
	case ir.OpICmp:
		return has(release.SameSign, ir.SameSign)
	}
	return 0
}

// flagChoices are the single flags that may be toggled on i: those it has
// (removed) and those it may be given (added).
func (s *state) flagChoices(i *ir.Instruction) []ir.Flags {
	var out []ir.Flags
	can := (i.Flags & poisonFlags) | addableFlags(i.Op, s.cfg.LLVM)
	for f := ir.Flags(1); f <= poisonFlags; f <<= 1 {
		if can&f != 0 {
			out = append(out, f)
		}
	}
	return out
}

func toggleFlag(s *state) (Mutation, bool) {
	st := choose(s.r, s.sites(func(i *ir.Instruction) bool { return len(s.flagChoices(i)) > 0 }))
	if st.i == nil {
		return Mutation{}, false
	}
	i := st.i
	f := choose(s.r, s.flagChoices(i))
	verb := "add"
	if i.Flags&f != 0 {
		verb = "remove"
	}
	mu := Mutation{Func: st.fi.f.Name, Detail: fmt.Sprintf("%s: %s %s", i, verb, f.Name())}
	i.Flags ^= f
	return mu, true
}

// takesFastMath reports whether i may carry fast-math flags (in every
// supported release): the floating-point arithmetic and compares, and phi, select
// and call when they give a floating-point value.
func takesFastMath(i *ir.Instruction) bool {
	switch i.Op {
	case ir.OpFNeg, ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv, ir.OpFRem, ir.OpFCmp:
		return true
	case ir.OpPhi, ir.OpSelect, ir.OpCall:
		return i.HasResult() && i.Ty.IsFloatOrFloatVector()
	}
	return false
}

func toggleFastMath(s *state) (Mutation, bool) {
	st := choose(s.r, s.sites(takesFastMath))
	if st.i == nil {
		return Mutation{}, false
	}
	i := st.i
	f := choose(s.r, ir.FastMathNames)
	verb := "add"
	if i.FMF&f.Flag != 0 {
		verb = "remove"
	}
	mu := Mutation{Func: st.fi.f.Name, Detail: fmt.Sprintf("%s: %s %s", i, verb, f.Name)}
	i.FMF ^= f.Flag
	return mu, true
}

func changeConstant(s *state) (Mutation, bool) {
	ops := s.operands(func(i *ir.Instruction, k int) bool {
		c, ok := i.Operands[k].(*ir.Const)
		return ok && (c.Kind == ir.ConstInt || c.Kind == ir.ConstFloat || c.Kind == ir.ConstVector || c.Kind == ir.ConstSplat)
	})
	s.r.Shuffle(len(ops), func(a, b int) { ops[a], ops[b] = ops[b], ops[a] })
	for _, o := range ops {
		old := o.i.Operands[o.k].(*ir.Const)
		v, ok := s.nearConst(old)
		if !ok {
			continue
		}
		mu := Mutation{Func: o.fi.f.Name, Detail: fmt.Sprintf("%s: operand %d %s -> %s", o.i, o.k, old.Ident(), v.Ident())}
		o.i.SetOperand(o.k, v)
		return mu, true
	}
	return Mutation{}, false
}

// insertBefore is where an instruction computing a new operand k of i
// goes: just before i, or for a phi, before the incoming block's
// terminator.
func insertBefore(i *ir.Instruction, k int) *ir.Instruction {
	if i.Op == ir.OpPhi {
		return i.Incoming()[k].Terminator()
	}
	return i
}

func insertInstruction(s *state) (Mutation, bool) {
	o := choose(s.r, s.operands(func(i *ir.Instruction, k int) bool {
		t := i.Operands[k].Type()
		return (t.IsIntOrIntVector() || t.IsFloatOrFloatVector()) && (i.Op != ir.OpPhi || i.Incoming()[k].Terminator() != nil)
	}))
	if o.i == nil {
		return Mutation{}, false
	}
	old := o.i.Operands[o.k]
	t := old.Type()
	other := s.newConst(t)
	if c := s.candidates(o); len(c) > 0 && s.r.IntN(2) == 0 {
		other = choose(s.r, c)
	}
	var ni *ir.Instruction
	switch {
	case t.IsIntOrIntVector() && s.r.IntN(8) == 0:
		ni = ir.NewInstr(ir.OpFreeze, t, old)
	case t.IsIntOrIntVector() && s.r.IntN(8) == 0:
		cond := ir.Value(ir.NewInt(ir.Int(1), int64(s.r.IntN(2))))
		if t.IsVector() {
			cond = ir.NewAggregate(ir.Vector(t.Len, ir.Int(1), false), repeat(cond, t.Len))
		}
		ni = ir.NewInstr(ir.OpSelect, t, cond, old, other)
	case t.IsIntOrIntVector():
		ni = ir.NewInstr(choose(s.r, opcodeGroups[0]), t, old, other)
	case s.r.IntN(6) == 0:
		ni = ir.NewInstr(ir.OpFNeg, t, old)
	default:
		ni = ir.NewInstr(choose(s.r, opcodeGroups[1]), t, old, other)
	}
	if ni.Op.IsBinary() && s.r.IntN(2) == 0 {
		ni.SetOperands(other, old)
	}
	ni.Name = o.fi.fresh("mut")
	if err := ni.InsertBefore(insertBefore(o.i, o.k)); err != nil {
		return Mutation{}, false
	}
	mu := Mutation{Func: o.fi.f.Name, Detail: fmt.Sprintf("%s, used by %s as operand %d", ni, o.i, o.k)}
	o.i.SetOperand(o.k, ni)
	return mu, true
}

func repeat(v ir.Value, n uint64) []ir.Value {
	out := make([]ir.Value, n)
	for k := range out {
		out[k] = v
	}
	return out
}

// deletable reports whether deleteInstruction may take i away.
func deletable(i *ir.Instruction) bool {
	switch {
	case i.Op.IsTerminator(), isEH(i.Op), i.Op == ir.OpAlloca:
		return false
	case i.HasResult():
		return len(i.Uses()) == 0 || valueType(i.Ty)
	}
	return i.Op == ir.OpStore || i.Op == ir.OpCall || i.Op == ir.OpFence
}

func deleteInstruction(s *state) (Mutation, bool) {
	st := choose(s.r, s.sites(deletable))
	if st.i == nil {
		return Mutation{}, false
	}
	i := st.i
	var repl ir.Value
	if i.HasResult() && len(i.Uses()) > 0 {
		// A replacement must dominate every use of i: a value in scope
		// at i (for a phi, at its block's start), preferably one of i's
		// own operands, or a constant.
		var c []ir.Value
		if i.Op == ir.OpPhi {
			c = st.fi.scope(i.Parent, 0, i.Ty)
		} else {
			c = st.fi.scope(i.Parent, i.Index(), i.Ty)
			var own []ir.Value
			for _, op := range i.Operands {
				if op.Type() == i.Ty && slices.Contains(c, op) {
					own = append(own, op)
				}
			}
			if len(own) > 0 && s.r.IntN(2) == 0 {
				c = own
			}
		}
		c = slices.DeleteFunc(c, func(v ir.Value) bool { return v == ir.Value(i) })
		if len(c) > 0 && s.r.IntN(4) > 0 {
			repl = choose(s.r, c)
		} else {
			repl = s.definedConst(i.Ty)
		}
	}
	detail := i.String()
	if repl != nil {
		detail += ", uses now " + repl.Ident()
	}
	mu := Mutation{Func: st.fi.f.Name, Detail: detail}
	if err := i.Erase(repl); err != nil {
		return Mutation{}, false
	}
	return mu, true
}

// widthChoices are the widths change-width may give a chain of n-bit
// arithmetic.
func widthChoices(n uint32) []uint32 {
	var out []uint32
	for _, w := range []uint32{8, 16, 32, 64, n / 2, n * 2, 3, 7, 13, 17, 33} {
		if w >= 2 && w <= 128 && w != n && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// chainable: scalar integer arithmetic change-width may retype.
func chainable(i *ir.Instruction) bool {
	return i.Op.IsBinary() && i.Ty.IsInt() && groupOf(i.Op) != nil
}

func changeWidth(s *state) (Mutation, bool) {
	st := choose(s.r, s.sites(chainable))
	if st.i == nil {
		return Mutation{}, false
	}
	top, fi := st.i, st.fi
	from := top.Ty
	to := ir.Int(choose(s.r, widthChoices(from.Bits)))
	// The chain: top, and operands of chain members that are arithmetic
	// of the same type used only there (up to 4 members).
	chain := []*ir.Instruction{top}
	for k := 0; k < len(chain) && len(chain) < 4; k++ {
		for _, op := range chain[k].Operands {
			if x, ok := op.(*ir.Instruction); ok && chainable(x) && x.Ty == from && len(x.Uses()) == 1 && !slices.Contains(chain, x) && fi.reach[x.Parent] {
				chain = append(chain, x)
			}
		}
	}
	detail := fmt.Sprintf("%s and %d more: %s -> %s", top, len(chain)-1, from, to)
	// The border: a cast of every other operand, just before its user.
	for _, x := range chain {
		for k, op := range x.Operands {
			if y, ok := op.(*ir.Instruction); ok && slices.Contains(chain, y) {
				continue
			}
			x.SetOperand(k, s.narrowOrWiden(fi, op, to, x))
		}
		x.Ty = to
	}
	// Uses of top get its value back at the old width, from just after it.
	back := ir.NewInstr(castOp(s, to.Bits, from.Bits), from, top)
	back.Name = fi.fresh("mut")
	users := slices.Clone(top.Uses())
	if err := back.InsertBefore(top.Parent.Instrs[top.Index()+1]); err != nil {
		return Mutation{}, false
	}
	for _, u := range users {
		for k, op := range u.Operands {
			if op == ir.Value(top) && u != back {
				u.SetOperand(k, back)
			}
		}
	}
	return Mutation{Func: fi.f.Name, Detail: detail}, true
}

// castOp is the cast from an n-bit to an m-bit integer: trunc, or zext or
// sext at random.
func castOp(s *state, n, m uint32) ir.Opcode {
	if m < n {
		return ir.OpTrunc
	}
	if s.r.IntN(2) == 0 {
		return ir.OpZExt
	}
	return ir.OpSExt
}

// narrowOrWiden returns v (an integer) as a value of type to, inserting a
// cast before user, or for a constant, the constant at the new width.
func (s *state) narrowOrWiden(fi *funcInfo, v ir.Value, to *ir.Type, user *ir.Instruction) ir.Value {
	if c, ok := v.(*ir.Const); ok {
		switch c.Kind {
		case ir.ConstInt:
			if s.r.IntN(2) == 0 {
				return ir.NewIntBig(to, wrapInt(c.SignedBigInt(), to.Bits))
			}
			return ir.NewIntBig(to, wrapInt(c.BigInt(), to.Bits))
		case ir.ConstUndef:
			return ir.Undef(to)
		case ir.ConstPoison:
			return ir.Poison(to)
		}
	}
	cast := ir.NewInstr(castOp(s, v.Type().Bits, to.Bits), to, v)
	cast.Name = fi.fresh("mut")
	if err := cast.InsertBefore(user); err != nil {
		return ir.Zero(to) // cannot happen: user is in a block
	}
	return cast
}
