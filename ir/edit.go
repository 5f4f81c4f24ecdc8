package ir

import "fmt"

// Edit primitives: small structural changes that keep parent links, use
// lists and phi nodes consistent, for the packages that rewrite IR (the
// mutator, the reducer). They never invent undef or poison; where a value
// has to be made up they take it from the caller.

// Index returns the position of i in its block, or -1 when it is detached.
func (i *Instruction) Index() int {
	if i.Parent == nil {
		return -1
	}
	for k, x := range i.Parent.Instrs {
		if x == i {
			return k
		}
	}
	return -1
}

// Remove takes i out of its block and out of the use lists of its operands.
// Uses of i's result are left alone: replace them first (see Erase).
func (i *Instruction) Remove() {
	if k := i.Index(); k >= 0 {
		b := i.Parent
		b.Instrs = append(b.Instrs[:k], b.Instrs[k+1:]...)
	}
	i.DropOperands()
	i.Parent = nil
}

// Erase makes every user of i use repl instead and removes i from its
// block. repl may be nil only when i has no uses.
func (i *Instruction) Erase(repl Value) error {
	if len(i.Uses()) > 0 {
		if repl == nil {
			return fmt.Errorf("erase %s: it still has %d uses and no replacement was given", i.Op, len(i.Uses()))
		}
		if repl.Type() != i.Ty {
			return fmt.Errorf("erase %s: replacement %s has type %s, want %s", i.Op, repl.Ident(), repl.Type(), i.Ty)
		}
		ReplaceAllUsesWith(i, repl)
	}
	i.Remove()
	return nil
}

// InsertBefore puts the detached instruction i into pos's block, just before pos.
func (i *Instruction) InsertBefore(pos *Instruction) error {
	k := pos.Index()
	if k < 0 {
		return fmt.Errorf("insert %s: the position is not in a block", i.Op)
	}
	b := pos.Parent
	b.Instrs = append(b.Instrs, nil)
	copy(b.Instrs[k+1:], b.Instrs[k:])
	b.Instrs[k] = i
	i.Parent = b
	return nil
}

// Phis returns the phi nodes at the top of b.
func (b *Block) Phis() []*Instruction {
	n := 0
	for n < len(b.Instrs) && b.Instrs[n].Op == OpPhi {
		n++
	}
	return b.Instrs[:n:n]
}

// Preds returns the blocks whose terminator may branch to b, once each, in
// the order of the function's block list.
func (b *Block) Preds() []*Block {
	set := map[*Block]bool{}
	for _, u := range b.Uses() {
		if u.Op.IsTerminator() && u.Parent != nil {
			set[u.Parent] = true
		}
	}
	if len(set) == 0 || b.Parent == nil {
		return nil
	}
	out := make([]*Block, 0, len(set))
	for _, p := range b.Parent.Blocks {
		if set[p] {
			out = append(out, p)
		}
	}
	return out
}

// RemoveIncoming drops one entry coming from pred from every phi of b: the
// fix-up for removing one edge pred -> b.
func (b *Block) RemoveIncoming(pred *Block) {
	for _, phi := range b.Phis() {
		for k, in := range phi.Incoming() {
			if in != pred {
				continue
			}
			if u, ok := phi.Operands[k].(User); ok {
				u.removeUse(phi)
			}
			phi.Operands = append(phi.Operands[:k], phi.Operands[k+1:]...)
			phi.SetIncoming(append(phi.Incoming()[:k], phi.Incoming()[k+1:]...))
			break
		}
	}
}

// ReplaceIncoming makes the phi entries of b that come from old come from
// new: the fix-up for an edge whose source block changed.
func (b *Block) ReplaceIncoming(old, new *Block) {
	for _, phi := range b.Phis() {
		for k, in := range phi.Incoming() {
			if in == old {
				phi.Incoming()[k] = new
			}
		}
	}
}

// SplitBlock moves the instructions of b from position at onwards into a
// new block named name (empty: numbered) placed right after b, and makes
// the phis of the moved terminator's successors name the new block. b is
// left without a terminator: the caller appends one.
func (b *Block) SplitBlock(at int, name string) (*Block, error) {
	f := b.Parent
	if f == nil || at < 0 || at > len(b.Instrs) {
		return nil, fmt.Errorf("split block %s at %d: out of range or detached", b.Ident(), at)
	}
	for _, i := range b.Instrs[at:] {
		if i.Op == OpPhi {
			return nil, fmt.Errorf("split block %s at %d: a phi would move", b.Ident(), at)
		}
	}
	nb := &Block{Name: name, Parent: f}
	nb.Instrs = append([]*Instruction(nil), b.Instrs[at:]...)
	for _, i := range nb.Instrs {
		i.Parent = nb
	}
	b.Instrs = b.Instrs[:at:at]
	for _, s := range nb.Successors() {
		s.ReplaceIncoming(b, nb)
	}
	k := f.blockIndex(b)
	f.Blocks = append(f.Blocks, nil)
	copy(f.Blocks[k+2:], f.Blocks[k+1:])
	f.Blocks[k+1] = nb
	return nb, nil
}

func (f *Function) blockIndex(b *Block) int {
	for k, x := range f.Blocks {
		if x == b {
			return k
		}
	}
	return -1
}

// Reachable returns the blocks of f that control can reach from its entry.
func (f *Function) Reachable() map[*Block]bool {
	seen := map[*Block]bool{}
	if len(f.Blocks) == 0 {
		return seen
	}
	work := []*Block{f.Blocks[0]}
	seen[f.Blocks[0]] = true
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range b.Successors() {
			if !seen[s] && s.Parent == f {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	return seen
}

// DeleteBlocks removes the blocks in dead from f. The phis of surviving
// successors forget the edges from dead blocks, and every remaining use of
// a value defined in a dead block is replaced by repl(value). It fails,
// changing nothing, when the entry block is in dead or a surviving block
// still branches into dead. blockaddress constants naming a dead block are
// not tracked by use lists: the caller must rule them out.
func (f *Function) DeleteBlocks(dead map[*Block]bool, repl func(*Instruction) Value) error {
	if len(f.Blocks) > 0 && dead[f.Blocks[0]] {
		return fmt.Errorf("delete blocks of %s: the entry block cannot be deleted", f.Ident())
	}
	for b := range dead {
		if b.Parent != f {
			return fmt.Errorf("delete blocks of %s: block %s belongs to another function", f.Ident(), b.Ident())
		}
		for _, u := range b.Uses() {
			if u.Parent != nil && !dead[u.Parent] {
				return fmt.Errorf("delete blocks of %s: %s is still a successor of %s", f.Ident(), b.Ident(), u.Parent.Ident())
			}
		}
	}
	// Walk in block order so that the result does not depend on map order.
	var order []*Block
	for _, b := range f.Blocks {
		if dead[b] {
			order = append(order, b)
		}
	}
	for _, b := range order {
		for _, s := range b.Successors() {
			if !dead[s] {
				s.RemoveIncoming(b)
			}
		}
	}
	for _, b := range order {
		for _, i := range b.Instrs {
			if i.HasResult() && len(i.Uses()) > 0 {
				var v Value
				if repl != nil {
					v = repl(i)
				}
				if v == nil {
					v = Zero(i.Ty)
				}
				ReplaceAllUsesWith(i, v)
			}
		}
	}
	for _, b := range order {
		for _, i := range b.Instrs {
			i.DropOperands()
			i.Parent = nil
		}
		b.Instrs = nil
		b.Parent = nil
	}
	kept := f.Blocks[:0]
	for _, b := range f.Blocks {
		if !dead[b] {
			kept = append(kept, b)
		}
	}
	clear(f.Blocks[len(kept):])
	f.Blocks = kept
	return nil
}

// RemoveUnreachableBlocks deletes the blocks that control cannot reach
// from the entry (uses of their values elsewhere become zero) and returns
// how many it deleted.
func (f *Function) RemoveUnreachableBlocks() int {
	reach := f.Reachable()
	dead := map[*Block]bool{}
	for _, b := range f.Blocks {
		if !reach[b] {
			dead[b] = true
		}
	}
	if len(dead) == 0 {
		return 0
	}
	if err := f.DeleteBlocks(dead, nil); err != nil {
		return 0 // unreachable blocks only branch among themselves; cannot happen
	}
	return len(dead)
}

// RemoveFunction takes f out of its module. Every instruction that still
// uses f must have been rewritten first; references from constants
// (initialisers, constant expressions) are not tracked by use lists and are
// the caller's business.
func (m *Module) RemoveFunction(f *Function) error {
	if n := len(f.Uses()); n > 0 {
		return fmt.Errorf("remove function %s: it still has %d uses", f.Ident(), n)
	}
	for k, x := range m.Funcs {
		if x == f {
			m.Funcs = append(m.Funcs[:k], m.Funcs[k+1:]...)
			f.Parent = nil
			return nil
		}
	}
	return fmt.Errorf("remove function %s: not in the module", f.Ident())
}

// RemoveGlobal takes the global variable g out of its module, under the
// same conditions as RemoveFunction.
func (m *Module) RemoveGlobal(g *Global) error {
	if n := len(g.Uses()); n > 0 {
		return fmt.Errorf("remove global %s: it still has %d uses", g.Ident(), n)
	}
	for k, x := range m.Globals {
		if x == g {
			m.Globals = append(m.Globals[:k], m.Globals[k+1:]...)
			g.Parent = nil
			return nil
		}
	}
	return fmt.Errorf("remove global %s: not in the module", g.Ident())
}

// ReplaceTerminator replaces b's terminator with t (or appends t when b has
// none). Successors that lose an edge from b forget it in their phis, once
// per lost edge; successors that gain an edge must be given phi entries by
// the caller.
func (b *Block) ReplaceTerminator(t *Instruction) {
	lost := map[*Block]int{}
	if old := b.Terminator(); old != nil {
		for _, s := range old.Successors() {
			lost[s]++
		}
		old.Remove()
	}
	b.Append(t)
	for _, s := range t.Successors() {
		lost[s]--
	}
	if b.Parent == nil {
		return
	}
	for _, s := range b.Parent.Blocks { // block order keeps the result deterministic
		for n := lost[s]; n > 0; n-- {
			s.RemoveIncoming(b)
		}
	}
}

// DeleteOperand removes operand k of i, shifting the later ones down,
// keeping use lists right (operand bundles are kept, unlike SetOperands).
func (i *Instruction) DeleteOperand(k int) {
	if u, ok := i.Operands[k].(User); ok {
		u.removeUse(i)
	}
	copy(i.Operands[k:], i.Operands[k+1:])
	i.Operands[len(i.Operands)-1] = nil
	i.Operands = i.Operands[:len(i.Operands)-1]
}
