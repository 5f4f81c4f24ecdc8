package reduce

import (
	"slices"

	"github.com/irfuzz/irfuzz/ir"
)

// Control-flow passes: removing blocks, folding branches, merging blocks.

// retZero is the terminator that replaces a branch with nowhere left to go:
// return zero (or void). It is defined, unlike unreachable.
func retZero(f *ir.Function) *ir.Instruction {
	if rt := f.RetType(); rt.Kind != ir.VoidType {
		return ir.NewInstr(ir.OpRet, ir.Void, zero(rt))
	}
	return ir.NewInstr(ir.OpRet, ir.Void)
}

// onlyBranchPreds reports whether every use of b is a br or switch (so
// that edges into b can be rewritten).
func onlyBranchPreds(b *ir.Block) bool {
	for _, u := range b.Uses() {
		if u.Op != ir.OpBr && u.Op != ir.OpSwitch {
			return false
		}
	}
	return true
}

// blockSites removes basic blocks: branches to a removed block go to
// another successor, or become a return of zero when there is none; uses
// of its values become zero; blocks left unreachable go too (finish).
func blockSites(m *ir.Module, _ int) []edit {
	r := m.Mentions()
	var out []edit
	for _, f := range m.Funcs {
		for _, b := range f.Blocks[min(1, len(f.Blocks)):] {
			if r.Blocks[b] || !onlyBranchPreds(b) {
				continue
			}
			out = append(out, func() bool { return removeBlock(b) })
		}
	}
	return out
}

func removeBlock(b *ir.Block) bool {
	f := b.Parent
	if f == nil || len(f.Blocks) == 0 || f.Blocks[0] == b || !onlyBranchPreds(b) {
		return false
	}
	for _, p := range b.Preds() {
		if p != b {
			avoid(p, b)
		}
	}
	_ = f.DeleteBlocks(map[*ir.Block]bool{b: true}, nil) // cannot fail: no edges into b are left
	return true
}

// avoid rewrites p's terminator (a br or switch) so that it no longer
// branches to b.
func avoid(p, b *ir.Block) {
	t := p.Terminator()
	ops := t.Operands
	switch {
	case t.Op == ir.OpBr && len(ops) == 3:
		switch {
		case ops[1] == ir.Value(b) && ops[2] == ir.Value(b):
			p.ReplaceTerminator(retZero(p.Parent))
		case ops[1] == ir.Value(b):
			p.ReplaceTerminator(ir.NewInstr(ir.OpBr, ir.Void, ops[2]))
		case ops[2] == ir.Value(b):
			p.ReplaceTerminator(ir.NewInstr(ir.OpBr, ir.Void, ops[1]))
		}
	case t.Op == ir.OpBr:
		p.ReplaceTerminator(retZero(p.Parent))
	case t.Op == ir.OpSwitch:
		def := ops[1]
		var cases []ir.Value
		for k := 2; k+1 < len(ops); k += 2 {
			if ops[k+1] != ir.Value(b) {
				cases = append(cases, ops[k], ops[k+1])
			}
		}
		if def == ir.Value(b) {
			if len(cases) == 0 {
				p.ReplaceTerminator(retZero(p.Parent))
				return
			}
			// The first case's edge becomes the default edge: same
			// number of edges into its block, so its phis stay right.
			def, cases = cases[1], cases[2:]
		}
		p.ReplaceTerminator(ir.NewInstr(ir.OpSwitch, ir.Void, append([]ir.Value{ops[0], def}, cases...)...))
	}
}

// Variants of the branches pass.
const (
	branchFirst = iota // br i1 %c -> its true target; switch -> its default
	branchOther        // br i1 %c -> its false target; switch -> one case's target
	branchDrop         // switch: drop one case (it goes to the default)
)

// branchSites folds conditional branches and switches into unconditional
// branches, and removes switch cases.
func branchSites(m *ir.Module, v int) []edit {
	var out []edit
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			t := b.Terminator()
			if t == nil {
				continue
			}
			switch {
			case t.Op == ir.OpBr && len(t.Operands) == 3 && v != branchDrop:
				dest := 1
				if v == branchOther {
					dest = 2
				}
				out = append(out, func() bool {
					if t.Parent == nil || len(t.Operands) != 3 {
						return false
					}
					t.Parent.ReplaceTerminator(ir.NewInstr(ir.OpBr, ir.Void, t.Operands[dest]))
					return true
				})
			case t.Op == ir.OpSwitch && v == branchFirst:
				out = append(out, func() bool {
					if t.Parent == nil {
						return false
					}
					t.Parent.ReplaceTerminator(ir.NewInstr(ir.OpBr, ir.Void, t.Operands[1]))
					return true
				})
			case t.Op == ir.OpSwitch:
				for k := 2; k+1 < len(t.Operands); k += 2 {
					val := t.Operands[k]
					out = append(out, func() bool { return switchCase(t, val, v) })
				}
			}
		}
	}
	return out
}

// switchCase sends the switch t to the case with value val (branchOther)
// or drops that case (branchDrop).
func switchCase(t *ir.Instruction, val ir.Value, v int) bool {
	if t.Parent == nil {
		return false
	}
	for k := 2; k+1 < len(t.Operands); k += 2 {
		if !ir.ConstEqual(t.Operands[k], val) {
			continue
		}
		if v == branchOther {
			t.Parent.ReplaceTerminator(ir.NewInstr(ir.OpBr, ir.Void, t.Operands[k+1]))
			return true
		}
		ops := slices.Clone(t.Operands)
		ops = slices.Delete(ops, k, k+2)
		nt := ir.NewInstr(ir.OpSwitch, ir.Void, ops...)
		t.Parent.ReplaceTerminator(nt)
		return true
	}
	return false
}

// Variants of the merge-blocks pass.
const (
	mergeIntoPred = iota // a block with one predecessor that jumps to it joins that predecessor
	mergeForward         // a block holding only "br label %s" is bypassed
)

// mergeSites straightens the control-flow graph.
func mergeSites(m *ir.Module, v int) []edit {
	r := m.Mentions()
	var out []edit
	for _, f := range m.Funcs {
		for _, b := range f.Blocks[min(1, len(f.Blocks)):] {
			if r.Blocks[b] {
				continue
			}
			switch v {
			case mergeIntoPred:
				if _, ok := soloPred(b); ok {
					out = append(out, func() bool { return mergeIntoPredecessor(b) })
				}
			case mergeForward:
				if _, ok := forwarder(b); ok {
					out = append(out, func() bool { return bypass(b) })
				}
			}
		}
	}
	return out
}

// soloPred returns the one predecessor of b when it reaches b by an
// unconditional branch and is b's only way in.
func soloPred(b *ir.Block) (*ir.Block, bool) {
	if b.Parent == nil || len(b.Uses()) != 1 || b.Parent.Blocks[0] == b {
		return nil, false
	}
	t := b.Uses()[0]
	p := t.Parent
	if p == nil || p == b || t.Op != ir.OpBr || len(t.Operands) != 1 || p.Terminator() != t {
		return nil, false
	}
	return p, true
}

func mergeIntoPredecessor(b *ir.Block) bool {
	p, ok := soloPred(b)
	if !ok {
		return false
	}
	for _, phi := range b.Phis() {
		v := phi.Operands[0]
		if v == ir.Value(phi) {
			v = zero(phi.Ty)
		}
		if phi.Erase(v) != nil {
			return true
		}
	}
	p.Terminator().Remove()
	for _, i := range b.Instrs {
		i.Parent = p
	}
	p.Instrs = append(p.Instrs, b.Instrs...)
	b.Instrs = nil
	for _, s := range p.Successors() {
		s.ReplaceIncoming(b, p)
	}
	f := b.Parent
	f.Blocks = slices.DeleteFunc(f.Blocks, func(x *ir.Block) bool { return x == b })
	b.Parent = nil
	return true
}

// forwarder returns the target of b when b holds only an unconditional
// branch elsewhere and every edge into b can be redirected.
func forwarder(b *ir.Block) (*ir.Block, bool) {
	if b.Parent == nil || b.Parent.Blocks[0] == b || len(b.Instrs) != 1 || len(b.Uses()) == 0 || !onlyBranchPreds(b) {
		return nil, false
	}
	t := b.Instrs[0]
	if t.Op != ir.OpBr || len(t.Operands) != 1 {
		return nil, false
	}
	s, ok := t.Operands[0].(*ir.Block)
	if !ok || s == b {
		return nil, false
	}
	return s, true
}

// bypass makes the predecessors of the forwarding block b branch straight
// to its target s; s's phis get one entry per redirected edge.
func bypass(b *ir.Block) bool {
	s, ok := forwarder(b)
	if !ok {
		return false
	}
	var edges []*ir.Block // one per edge into b
	for _, p := range b.Parent.Blocks {
		if t := p.Terminator(); t != nil {
			for _, x := range t.Successors() {
				if x == b {
					edges = append(edges, p)
				}
			}
		}
	}
	phis := s.Phis()
	vals := make([]ir.Value, len(phis))
	for n, phi := range phis {
		k := slices.Index(phi.Incoming(), b)
		if k < 0 {
			return false
		}
		vals[n] = phi.Operands[k]
	}
	for n, phi := range phis {
		for _, p := range edges {
			phi.AddIncoming(vals[n], p)
		}
	}
	s.RemoveIncoming(b)
	ir.ReplaceAllUsesWith(b, s)
	b.Instrs[0].Remove()
	f := b.Parent
	f.Blocks = slices.DeleteFunc(f.Blocks, func(x *ir.Block) bool { return x == b })
	b.Parent = nil
	return true
}
