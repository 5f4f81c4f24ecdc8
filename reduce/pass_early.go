package reduce

import (
	"slices"

	"github.com/irfuzz/irfuzz/ir"
)

// Passes that shorten a computation rather than delete parts of it:
// returning a value as soon as it is computed, and turning small branches
// into selects. They are what lets a reduced test case return the very
// value a miscompiled instruction produces.

// earlySites returns a value right after it is computed: the rest of
// the block goes, with the blocks only it reached (finish). A function
// returns values of its own return type; one nobody calls (a test entry
// point) may return any value, its return type becoming the value's; a
// void function may also return after an instruction without a result.
// The sites are listed in block order, so a chunk cuts at its first site
// in each block.
func earlySites(m *ir.Module, _ int) []edit {
	r := m.Mentions()
	var out []edit
	for _, f := range m.Funcs {
		if f.IsDeclaration() || f.RetType() == nil {
			continue
		}
		retypable := len(f.Uses()) == 0 && !r.Values[f] && f.Name != "main"
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				if i.Op.IsTerminator() || isEHPad(i) || earlyType(i, retypable) == nil || !cuttable(i) {
					continue
				}
				out = append(out, func() bool { return returnAfter(i, retypable) })
			}
		}
	}
	return out
}

// earlyType is the return type of i's function once it returns right
// after i, or nil when it cannot.
func earlyType(i *ir.Instruction, retypable bool) *ir.Type {
	rt := i.Parent.Parent.RetType()
	switch {
	case i.Ty == rt:
		return rt
	case retypable && i.Ty != nil && i.Ty.Kind != ir.VoidType && replaceable(i.Ty):
		return i.Ty
	case rt.Kind == ir.VoidType:
		return rt
	}
	return nil
}

// cuttable reports whether the block of i can end with a return right
// after i (after its phis, when i is one): the terminator is a plain
// branch, switch, return or unreachable, nothing after the cut that is
// used elsewhere lacks a zero value, and the cut changes something.
func cuttable(i *ir.Instruction) bool {
	b := i.Parent
	if b == nil || b.Parent == nil {
		return false
	}
	t := b.Terminator()
	if t == nil {
		return false
	}
	switch t.Op {
	case ir.OpBr, ir.OpSwitch, ir.OpRet, ir.OpUnreachable:
	default:
		return false
	}
	at := cutPoint(i)
	if at < 0 {
		return false
	}
	tail := b.Instrs[at : len(b.Instrs)-1]
	if len(tail) == 0 && t.Op == ir.OpRet && len(t.Operands) == 1 && t.Operands[0] == ir.Value(i) {
		return false // already returns i
	}
	for _, x := range tail {
		if len(x.Uses()) > 0 && !replaceable(x.Ty) {
			return false
		}
	}
	return true
}

// cutPoint is the index of the first instruction returnAfter(i) removes.
func cutPoint(i *ir.Instruction) int {
	k := i.Index()
	if k < 0 {
		return -1
	}
	if n := len(i.Parent.Phis()); k < n {
		k = n - 1
	}
	return k + 1
}

func returnAfter(i *ir.Instruction, retypable bool) bool {
	if i.Parent == nil || !cuttable(i) {
		return false
	}
	b := i.Parent
	f := b.Parent
	rt := earlyType(i, retypable)
	if rt == nil {
		return false
	}
	if rt != f.RetType() {
		retype(f, rt)
	}
	at := cutPoint(i)
	ret := ir.NewInstr(ir.OpRet, ir.Void)
	if rt.Kind != ir.VoidType {
		ret = ir.NewInstr(ir.OpRet, ir.Void, i)
	}
	b.ReplaceTerminator(ret)
	tail := slices.Clone(b.Instrs[at : len(b.Instrs)-1])
	for k := len(tail) - 1; k >= 0; k-- {
		x := tail[k]
		var repl ir.Value
		if len(x.Uses()) > 0 {
			repl = zero(x.Ty)
		}
		if x.Erase(repl) != nil {
			return true // cannot happen: cuttable checked the types
		}
	}
	return true
}

// retype makes f (which nobody calls) return rt: its other returns give
// zero, and return attributes, which may not fit rt, go.
func retype(f *ir.Function, rt *ir.Type) {
	f.FuncTy = ir.Func(rt, f.FuncTy.Fields, f.FuncTy.Variadic)
	f.RetAttrs = ir.AttrList{}
	for _, p := range f.Params {
		p.Attrs.Attrs = slices.DeleteFunc(p.Attrs.Attrs, func(a ir.Attr) bool { return a.Key == "returned" && !a.IsString })
	}
	for _, b := range f.Blocks {
		if t := b.Terminator(); t != nil && t.Op == ir.OpRet {
			b.ReplaceTerminator(ir.NewInstr(ir.OpRet, ir.Void, zero(rt)))
		}
	}
}

// Variants of the selects pass.
const (
	selectReturns = iota // br %c, A, B where A and B only return values -> select and return
	selectPhis           // a diamond or triangle into phis -> selects in the branching block
)

// selectSites if-converts small branches: the branching block computes
// with select what the two arms would have produced.
func selectSites(m *ir.Module, v int) []edit {
	r := m.Mentions()
	var out []edit
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			t := b.Terminator()
			if t == nil || t.Op != ir.OpBr || len(t.Operands) != 3 {
				continue
			}
			x, y := t.Operands[1].(*ir.Block), t.Operands[2].(*ir.Block)
			if x == y || r.Blocks[x] || r.Blocks[y] {
				continue
			}
			switch v {
			case selectReturns:
				if _, ok := returnsOnly(x); ok {
					if _, ok := returnsOnly(y); ok {
						out = append(out, func() bool { return selectReturn(b) })
					}
				}
			case selectPhis:
				if _, _, _, ok := arms(b); ok {
					out = append(out, func() bool { return selectPhi(b) })
				}
			}
		}
	}
	return out
}

// returnsOnly returns the value b returns when b holds only "ret V".
func returnsOnly(b *ir.Block) (ir.Value, bool) {
	if len(b.Instrs) != 1 {
		return nil, false
	}
	t := b.Instrs[0]
	if t.Op != ir.OpRet || len(t.Operands) != 1 || !replaceable(t.Operands[0].Type()) {
		return nil, false
	}
	return t.Operands[0], true
}

func selectReturn(b *ir.Block) bool {
	t := b.Terminator()
	if t == nil || t.Op != ir.OpBr || len(t.Operands) != 3 {
		return false
	}
	x, y := t.Operands[1].(*ir.Block), t.Operands[2].(*ir.Block)
	vx, okx := returnsOnly(x)
	vy, oky := returnsOnly(y)
	if x == y || !okx || !oky {
		return false
	}
	sel := ir.NewInstr(ir.OpSelect, vx.Type(), t.Operands[0], vx, vy)
	if sel.InsertBefore(t) != nil {
		return false
	}
	b.ReplaceTerminator(ir.NewInstr(ir.OpRet, ir.Void, sel))
	return true
}

// arms returns the join block of b's conditional branch and the blocks
// the join's phis see the true and false edges come from: a forwarding
// block ("br label %join") that only b enters, or b itself when b
// branches to the join directly (a triangle).
func arms(b *ir.Block) (join, viaT, viaF *ir.Block, ok bool) {
	t := b.Terminator()
	x, y := t.Operands[1].(*ir.Block), t.Operands[2].(*ir.Block)
	arm := func(s *ir.Block) (*ir.Block, *ir.Block) {
		if j, ok := forwarder(s); ok && len(s.Uses()) == 1 && j != b {
			return j, s
		}
		return s, b
	}
	jx, vx := arm(x)
	jy, vy := arm(y)
	if jx != jy || vx == vy || jx == b || len(jx.Phis()) == 0 {
		return nil, nil, nil, false
	}
	return jx, vx, vy, true
}

func selectPhi(b *ir.Block) bool {
	t := b.Terminator()
	if t == nil || t.Op != ir.OpBr || len(t.Operands) != 3 {
		return false
	}
	join, viaT, viaF, ok := arms(b)
	if !ok {
		return false
	}
	phis := join.Phis()
	sels := make([]*ir.Instruction, len(phis))
	for n, phi := range phis {
		kt, kf := slices.Index(phi.Incoming(), viaT), slices.Index(phi.Incoming(), viaF)
		if kt < 0 || kf < 0 {
			return false
		}
		sels[n] = ir.NewInstr(ir.OpSelect, phi.Ty, t.Operands[0], phi.Operands[kt], phi.Operands[kf])
	}
	for n, phi := range phis {
		if sels[n].InsertBefore(t) != nil {
			return false
		}
		if k := slices.Index(phi.Incoming(), b); k >= 0 {
			phi.SetOperand(k, sels[n])
		} else {
			phi.AddIncoming(sels[n], b)
		}
	}
	b.ReplaceTerminator(ir.NewInstr(ir.OpBr, ir.Void, join))
	dead := map[*ir.Block]bool{}
	for _, s := range []*ir.Block{viaT, viaF} {
		if s != b {
			dead[s] = true
		}
	}
	_ = b.Parent.DeleteBlocks(dead, nil) // only b entered them
	return true
}
