package mutate

import (
	"fmt"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// firstNonPhi is the index of the first instruction of b that is not a phi.
func firstNonPhi(b *ir.Block) int {
	k := 0
	for k < len(b.Instrs) && b.Instrs[k].Op == ir.OpPhi {
		k++
	}
	return k
}

// split splits b before a random instruction at or after its phis (the
// terminator at the latest) and returns the new second half; b is left
// without a terminator.
func (s *state) split(fi *funcInfo, b *ir.Block) (*ir.Block, int, error) {
	fp := firstNonPhi(b)
	at := fp + s.r.IntN(len(b.Instrs)-fp)
	nb, err := b.SplitBlock(at, fi.fresh("mut.bb"))
	return nb, at, err
}

// mustTailAt reports whether cutting b before instruction at would
// separate a musttail call from its ret.
func mustTailAt(b *ir.Block, at int) bool {
	return at > 0 && b.Instrs[at-1].Flags&ir.MustTail != 0
}

func splitBlock(s *state) (Mutation, bool) {
	bs := choose(s.r, s.blocks(func(*ir.Block) bool { return true }))
	if bs.b == nil {
		return Mutation{}, false
	}
	name := bs.b.Ident()
	nb, at, err := s.split(bs.fi, bs.b)
	if err != nil {
		return Mutation{}, false
	}
	if mustTailAt(bs.b, at) {
		return Mutation{}, false // the step's copy is dropped
	}
	bs.b.Append(ir.NewInstr(ir.OpBr, ir.Void, nb))
	return Mutation{Func: bs.fi.f.Name, Detail: fmt.Sprintf("%s before instruction %d, second half %s", name, at, nb.Ident())}, true
}

// condition returns an i1 value for a branch at the end of b: an i1 in
// scope, a new icmp of values in scope appended to b, or a constant.
func (s *state) condition(fi *funcInfo, b *ir.Block) ir.Value {
	i1 := ir.Int(1)
	end := len(b.Instrs)
	if c := fi.scope(b, end, i1); len(c) > 0 && s.r.IntN(3) == 0 {
		return choose(s.r, c)
	}
	// An icmp of an integer in scope with another or with a constant.
	var ints []ir.Value
	for _, a := range fi.f.Params {
		if a.Ty.IsInt() {
			ints = append(ints, a)
		}
	}
	for _, t := range []*ir.Type{ir.Int(8), ir.Int(16), ir.Int(32), ir.Int(64)} {
		ints = append(ints, fi.scope(b, end, t)...)
	}
	if len(ints) > 0 && s.r.IntN(4) > 0 {
		x := choose(s.r, ints)
		y := ir.Value(s.intConst(x.Type()))
		if c := fi.scope(b, end, x.Type()); len(c) > 1 && s.r.IntN(2) == 0 {
			y = choose(s.r, c)
		}
		cmp := ir.NewInstr(ir.OpICmp, i1, x, y)
		cmp.Pred = ir.IntEQ + ir.Predicate(s.r.IntN(int(ir.IntSLE-ir.IntEQ+1)))
		cmp.Name = fi.fresh("mut.c")
		b.Append(cmp)
		return cmp
	}
	return ir.NewInt(i1, int64(s.r.IntN(2)))
}

func addBranch(s *state) (Mutation, bool) {
	bs := choose(s.r, s.blocks(func(*ir.Block) bool { return true }))
	if bs.b == nil {
		return Mutation{}, false
	}
	fi, b := bs.fi, bs.b
	name := b.Ident()
	nb, at, err := s.split(fi, b)
	if err != nil || mustTailAt(b, at) {
		return Mutation{}, false
	}
	side := fi.f.AddBlock(fi.fresh("mut.bb"))
	side.Append(ir.NewInstr(ir.OpBr, ir.Void, nb))
	c := s.condition(fi, b)
	if s.r.IntN(2) == 0 {
		b.Append(ir.NewInstr(ir.OpBr, ir.Void, c, nb, side))
	} else {
		b.Append(ir.NewInstr(ir.OpBr, ir.Void, c, side, nb))
	}
	return Mutation{Func: fi.f.Name, Detail: fmt.Sprintf("%s split before instruction %d; on %s it goes through the new %s", name, at, c.Ident(), side.Ident())}, true
}

// condBr reports whether b ends in a conditional branch to two blocks.
func condBr(b *ir.Block) bool {
	t := b.Terminator()
	return t.Op == ir.OpBr && len(t.Operands) == 3 && t.Operands[1] != t.Operands[2]
}

func removeBranch(s *state) (Mutation, bool) {
	bs := choose(s.r, s.blocks(condBr))
	if bs.b == nil {
		return Mutation{}, false
	}
	fi, b := bs.fi, bs.b
	t := b.Terminator()
	k := 1 + s.r.IntN(2)
	keep := t.Operands[k].(*ir.Block)
	mu := Mutation{Func: fi.f.Name, Detail: fmt.Sprintf("%s: %s now always goes to %s", b.Ident(), t, keep.Ident())}
	b.ReplaceTerminator(ir.NewInstr(ir.OpBr, ir.Void, keep))
	reach := fi.f.Reachable()
	dead := map[*ir.Block]bool{}
	for _, x := range fi.f.Blocks {
		if !reach[x] {
			dead[x] = true
		}
	}
	if len(dead) > 0 {
		// A block whose address a constant takes (blockaddress) cannot go:
		// use lists do not see that use.
		taken := fi.f.Parent.Mentions().Blocks
		for x := range dead {
			if taken[x] {
				return Mutation{}, false
			}
		}
		err := fi.f.DeleteBlocks(dead, func(i *ir.Instruction) ir.Value {
			if valueType(i.Ty) {
				return s.definedConst(i.Ty)
			}
			return nil
		})
		if err != nil {
			return Mutation{}, false
		}
		mu.Detail += fmt.Sprintf(" (%d blocks no longer reachable deleted)", len(dead))
	}
	return mu, true
}

// loopable reports whether instruction i may be moved into a loop body.
func loopable(i *ir.Instruction) bool {
	return i.Op != ir.OpPhi && !i.Op.IsTerminator() && i.Op != ir.OpAlloca && i.Flags&ir.MustTail == 0
}

func wrapInLoop(s *state) (Mutation, bool) {
	bs := choose(s.r, s.blocks(func(b *ir.Block) bool { return slices.ContainsFunc(b.Instrs, loopable) }))
	if bs.b == nil {
		return Mutation{}, false
	}
	fi, b := bs.fi, bs.b
	// A range [from, to) of loopable instructions: at most 6 of them.
	var starts []int
	for k, i := range b.Instrs {
		if loopable(i) {
			starts = append(starts, k)
		}
	}
	from := choose(s.r, starts)
	to := from + 1
	for to < len(b.Instrs) && to-from < 6 && loopable(b.Instrs[to]) && s.r.IntN(3) > 0 {
		to++
	}
	name := b.Ident()
	i32 := ir.Int(32)
	exit, err := b.SplitBlock(to, fi.fresh("mut.exit"))
	if err != nil {
		return Mutation{}, false
	}
	body, err := b.SplitBlock(from, fi.fresh("mut.loop"))
	if err != nil {
		return Mutation{}, false
	}
	b.Append(ir.NewInstr(ir.OpBr, ir.Void, body))
	iv := ir.NewInstr(ir.OpPhi, i32)
	iv.Name = fi.fresh("mut.i")
	next := ir.NewInstr(ir.OpAdd, i32, iv, ir.NewInt(i32, 1))
	next.Name = fi.fresh("mut.i")
	next.Flags = ir.NUW | ir.NSW
	iv.AddIncoming(ir.NewInt(i32, 0), b)
	iv.AddIncoming(next, body)
	// Sometimes the counter feeds the body: an i32 operand becomes it.
	var slots []operand
	for _, i := range body.Instrs {
		for k, op := range i.Operands {
			if op.Type() == i32 && replaceable(i, k) {
				slots = append(slots, operand{fi, i, k})
			}
		}
	}
	if err := iv.InsertBefore(body.Instrs[0]); err != nil {
		return Mutation{}, false
	}
	used := ""
	if len(slots) > 0 && s.r.IntN(3) == 0 {
		o := choose(s.r, slots)
		o.i.SetOperand(o.k, iv)
		used = fmt.Sprintf("; the counter is operand %d of %s", o.k, o.i)
	}
	trips := 1 + s.r.IntN(s.cfg.MaxLoopTrips)
	cmp := ir.NewInstr(ir.OpICmp, ir.Int(1), next, ir.NewInt(i32, int64(trips)))
	cmp.Pred = ir.IntULT
	cmp.Name = fi.fresh("mut.c")
	body.Append(next)
	body.Append(cmp)
	body.Append(ir.NewInstr(ir.OpBr, ir.Void, cmp, body, exit))
	return Mutation{Func: fi.f.Name, Detail: fmt.Sprintf("%s: instructions %d to %d run %d times in %s%s", name, from, to-1, trips, body.Ident(), used)}, true
}

// callable reports whether duplicate-function may copy f and call the
// copy with arguments it makes up.
func callable(f *ir.Function) bool {
	if f.FuncTy.Variadic {
		return false
	}
	for _, p := range f.Params {
		for _, a := range []string{"byval", "sret", "inalloca", "preallocated", "byref", "swiftself", "swifterror", "nest", "immarg"} {
			if p.Attrs.Has(a) {
				return false
			}
		}
	}
	return f.CallConv == ""
}

func duplicateFunction(s *state) (Mutation, bool) {
	fns := slices.DeleteFunc(s.defined(), func(f *ir.Function) bool { return !callable(f) })
	f := choose(s.r, fns)
	if f == nil {
		return Mutation{}, false
	}
	name := f.Name + ".dup"
	for k := 1; s.m.Func(name) != nil || s.m.Global(name) != nil; k++ {
		name = fmt.Sprintf("%s.dup%d", f.Name, k)
	}
	g, err := f.CloneFunction(name)
	if err != nil {
		return Mutation{}, false
	}
	g.Linkage, g.Visibility, g.DLLStorage = ir.LinkageInternal, "", ""
	stripDebug(g)
	// Half the time an existing call of f calls the copy instead.
	var calls []*ir.Instruction
	for _, u := range f.Uses() {
		if u.Op == ir.OpCall && u.Callee() == ir.Value(f) && u.Parent != nil && u.Parent.Parent != g && !slices.Contains(calls, u) {
			calls = append(calls, u)
		}
	}
	if len(calls) > 0 && s.r.IntN(2) == 0 {
		c := choose(s.r, calls)
		detail := fmt.Sprintf("@%s copied to @%s; %s calls the copy", f.Name, g.Name, c)
		c.SetOperand(0, g)
		return Mutation{Func: c.Parent.Parent.Name, Detail: detail}, true
	}
	// Otherwise a new call of the copy, before an instruction of a
	// reachable block, on arguments in scope there or constants.
	var sites []site
	for _, st := range s.sites(func(i *ir.Instruction) bool { return i.Op != ir.OpPhi }) {
		if st.fi.f != g {
			sites = append(sites, st)
		}
	}
	st := choose(s.r, sites)
	if st.i == nil {
		return Mutation{}, false
	}
	args := []ir.Value{g}
	for _, p := range f.Params {
		c := st.fi.scope(st.i.Parent, st.i.Index(), p.Ty)
		switch {
		case len(c) > 0 && s.r.IntN(4) > 0:
			args = append(args, choose(s.r, c))
		case valueType(p.Ty):
			args = append(args, s.definedConst(p.Ty))
		default:
			args = append(args, ir.Zero(p.Ty))
		}
	}
	call := ir.NewInstr(ir.OpCall, f.FuncTy.Ret, args...)
	call.FnTy = f.FuncTy
	if call.HasResult() {
		call.Name = st.fi.fresh("mut.r")
	}
	if err := call.InsertBefore(st.i); err != nil {
		return Mutation{}, false
	}
	detail := fmt.Sprintf("@%s copied to @%s, called before %s", f.Name, g.Name, st.i)
	if call.HasResult() {
		var slots []int
		for k, op := range st.i.Operands {
			if op.Type() == call.Ty && replaceable(st.i, k) && op != ir.Value(call) {
				slots = append(slots, k)
			}
		}
		if len(slots) > 0 {
			k := choose(s.r, slots)
			st.i.SetOperand(k, call)
			detail += fmt.Sprintf(" as its operand %d", k)
		}
	}
	return Mutation{Func: st.fi.f.Name, Detail: detail}, true
}

// stripDebug removes the debug information of a function copy: a
// DISubprogram belongs to one function, and so do the locations in it.
func stripDebug(f *ir.Function) {
	f.Metadata = slices.DeleteFunc(f.Metadata, func(a ir.MDAttachment) bool { return a.Kind == "dbg" })
	for _, b := range f.Blocks {
		b.Instrs = slices.DeleteFunc(b.Instrs, func(i *ir.Instruction) bool {
			if i.Op != ir.OpCall {
				return false
			}
			c, ok := i.Callee().(*ir.Function)
			if !ok || !strings.HasPrefix(c.Name, "llvm.dbg.") {
				return false
			}
			i.DropOperands()
			i.Parent = nil
			return true
		})
		for _, i := range b.Instrs {
			if i.Extra != nil {
				i.Extra.DebugRecords = nil
			}
			i.SetMetadata(slices.DeleteFunc(i.Metadata(), func(a ir.MDAttachment) bool { return a.Kind == "dbg" }))
		}
	}
}
