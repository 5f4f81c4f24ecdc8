package reduce

import (
	"math/big"
	"slices"

	"github.com/irfuzz/irfuzz/ir"
)

// Instruction-level passes: instructions, phis, operands, flags, alignment.

// instrSites removes instructions (not terminators or exception-handling
// pads); the uses of a removed value take a same-typed operand of it, or zero.
func instrSites(m *ir.Module, _ int) []edit {
	var out []edit
	for _, i := range m.Instructions() {
		if i.Op.IsTerminator() || isEHPad(i) || (len(i.Uses()) > 0 && !replaceable(i.Ty)) {
			continue
		}
		out = append(out, func() bool {
			if i.Parent == nil {
				return false
			}
			var repl ir.Value
			if len(i.Uses()) > 0 {
				repl = forward(i)
			}
			return i.Erase(repl) == nil
		})
	}
	return out
}

// phiSites removes phis whose incoming values are all the same value.
func phiSites(m *ir.Module, _ int) []edit {
	var out []edit
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, phi := range b.Phis() {
				if _, ok := samePhi(phi); ok {
					out = append(out, func() bool {
						if phi.Parent == nil {
							return false
						}
						v, ok := samePhi(phi)
						return ok && phi.Erase(v) == nil
					})
				}
			}
		}
	}
	return out
}

// samePhi returns the value every entry of phi brings, when there is one.
func samePhi(phi *ir.Instruction) (ir.Value, bool) {
	if len(phi.Operands) == 0 {
		return nil, false
	}
	v := phi.Operands[0]
	for _, x := range phi.Operands {
		if x == ir.Value(phi) || !ir.ConstEqual(x, v) {
			return nil, false
		}
	}
	return v, true
}

// Variants of the operands pass, in the order they are tried.
const (
	toZero     = iota // 0, 0.0, null, zeroinitializer
	toOne             // 1, 1.0, splat of those
	toAllOnes         // -1, splat (-1)
	toArgument        // an argument of the function with the operand's type
	toHalf            // an integer constant halved (toward zero)
	numOperandVariants
)

// operandSites replaces operands by simpler values; a site exists only
// where the replacement is strictly cheaper (see valueCost).
func operandSites(m *ir.Module, v int) []edit {
	var out []edit
	for _, i := range m.Instructions() {
		for k, op := range i.Operands {
			if !operandSlot(i, k, v) || operandRepl(i, op, v) == nil {
				continue
			}
			out = append(out, func() bool {
				if i.Parent == nil || k >= len(i.Operands) {
					return false
				}
				x := operandRepl(i, i.Operands[k], v)
				if x == nil {
					return false
				}
				i.SetOperand(k, x)
				return true
			})
		}
	}
	return out
}

// operandSlot reports whether operand k of i may be replaced by a value
// of its type in variant v: not a callee, label, metadata, switch case
// value or EH operand, and a constant GEP index only by zero (the one
// index that is valid into any struct).
func operandSlot(i *ir.Instruction, k, v int) bool {
	switch op := i.Operands[k].(type) {
	case *ir.Block, *ir.MetadataValue, *ir.InlineAsm, nil:
		return false
	default:
		if !replaceable(op.Type()) {
			return false
		}
	}
	switch i.Op {
	case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
		return k > 0
	case ir.OpSwitch:
		return k == 0
	case ir.OpGetElementPtr:
		_, isConst := i.Operands[k].(*ir.Const)
		return k < 2 || !isConst || v == toZero
	case ir.OpLandingPad, ir.OpCatchPad, ir.OpCleanupPad, ir.OpCatchSwitch, ir.OpCatchRet, ir.OpCleanupRet:
		return false
	}
	return true
}

// operandRepl returns the variant's replacement for op in i when it is
// strictly cheaper than op, else nil.
func operandRepl(i *ir.Instruction, op ir.Value, v int) ir.Value {
	t := op.Type()
	var x ir.Value
	switch v {
	case toZero:
		x = zero(t)
	case toOne:
		x = oneOf(t)
	case toAllOnes:
		if t.IsIntOrIntVector() {
			x = splatOf(t, ir.NewInt(t.Scalar(), -1))
		}
	case toArgument:
		if _, ok := op.(*ir.Instruction); ok && i.Parent != nil && i.Parent.Parent != nil {
			for _, a := range i.Parent.Parent.Params {
				if a.Ty == t {
					x = a
					break
				}
			}
		}
	case toHalf:
		if c, ok := op.(*ir.Const); ok && c.Kind == ir.ConstInt {
			h := new(big.Int).Quo(c.SignedBigInt(), big.NewInt(2))
			x = ir.NewIntBig(t, h)
		}
	}
	if x == nil || valueCost(x) >= valueCost(op) {
		return nil
	}
	return x
}

// oneOf returns 1 or 1.0 of t (splat for vectors), or nil.
func oneOf(t *ir.Type) ir.Value {
	s := t.Scalar()
	switch {
	case s.IsInt():
		return splatOf(t, ir.NewInt(s, 1))
	case s.IsFloat():
		one, ok := floatOne[s.Kind]
		if !ok {
			return nil
		}
		return splatOf(t, ir.NewFloat(s, one[0], one[1]))
	}
	return nil
}

// splatOf returns c, or a splat of c when t is a vector type.
func splatOf(t *ir.Type, c *ir.Const) ir.Value {
	if t.IsVector() {
		return &ir.Const{Ty: t, Kind: ir.ConstSplat, Elems: []ir.Value{c}}
	}
	return c
}

// flagSites clears instruction flags (nsw, nuw, exact, disjoint, nneg,
// inbounds, volatile, tail, ...) and fast-math flags, one bit per site.
func flagSites(m *ir.Module, _ int) []edit {
	var out []edit
	for _, i := range m.Instructions() {
		for bit := ir.Flags(1); bit != 0; bit <<= 1 {
			if i.Flags&bit != 0 {
				out = append(out, func() bool {
					changed := i.Flags&bit != 0
					i.Flags &^= bit
					return changed
				})
			}
		}
		for bit := ir.FastMath(1); bit != 0; bit <<= 1 {
			if i.FMF&bit != 0 {
				out = append(out, func() bool {
					changed := i.FMF&bit != 0
					i.FMF &^= bit
					return changed
				})
			}
		}
	}
	return out
}

// alignSites drops explicit alignments of instructions, globals and functions.
func alignSites(m *ir.Module, _ int) []edit {
	var out []edit
	drop := func(a *uint64) {
		out = append(out, func() bool {
			changed := *a != 0
			*a = 0
			return changed
		})
	}
	for _, g := range m.Globals {
		if g.Align != 0 {
			drop(&g.Align)
		}
	}
	for _, f := range m.Funcs {
		if f.Align != 0 {
			drop(&f.Align)
		}
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				if i.Align != 0 {
					drop(&i.Align)
				}
			}
		}
	}
	return out
}

// tomb marks an attribute or metadata attachment as removed until the
// pass's finish step compacts the lists.
const tomb = "\x00removed"

// attrLists returns every attribute list of m in a fixed order.
func attrLists(m *ir.Module) []*ir.AttrList {
	var out []*ir.AttrList
	for _, f := range m.Funcs {
		out = append(out, &f.FnAttrs, &f.RetAttrs)
		for _, p := range f.Params {
			out = append(out, &p.Attrs)
		}
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				if c := i.Call; c != nil {
					out = append(out, &c.FnAttrs, &c.RetAttrs)
					for k := range c.ArgAttrs {
						out = append(out, &c.ArgAttrs[k])
					}
				}
			}
		}
	}
	for _, g := range m.Globals {
		out = append(out, &g.Attrs)
	}
	return out
}

// attrSites removes attributes, attribute-group references and the
// attributes inside groups; unreferenced groups go in finish (and a site
// of its own collects them when there are some).
func attrSites(m *ir.Module, _ int) []edit {
	var out []edit
	if unusedGroups(m) > 0 {
		out = append(out, func() bool { return true }) // compactAttrs does the work
	}
	kill := func(a *ir.Attr) {
		out = append(out, func() bool {
			changed := a.Key != tomb
			a.Key, a.IsString = tomb, false
			return changed
		})
	}
	for _, l := range attrLists(m) {
		for k := range l.Attrs {
			kill(&l.Attrs[k])
		}
		for k := range l.Groups {
			g := &l.Groups[k]
			out = append(out, func() bool {
				changed := *g >= 0
				*g = -1
				return changed
			})
		}
	}
	for _, g := range m.AttrGroups {
		for k := range g.Attrs {
			kill(&g.Attrs[k])
		}
	}
	return out
}

func isTomb(a ir.Attr) bool { return a.Key == tomb && !a.IsString }

func compactAttrs(m *ir.Module) {
	for _, l := range attrLists(m) {
		l.Attrs = slices.DeleteFunc(l.Attrs, isTomb)
		l.Groups = slices.DeleteFunc(l.Groups, func(g int) bool { return g < 0 })
	}
	for _, g := range m.AttrGroups {
		g.Attrs = slices.DeleteFunc(g.Attrs, isTomb)
	}
	used := usedGroups(m)
	m.AttrGroups = slices.DeleteFunc(m.AttrGroups, func(g *ir.AttrGroup) bool { return !used[g.ID] })
}

func usedGroups(m *ir.Module) map[int]bool {
	used := map[int]bool{}
	for _, l := range attrLists(m) {
		for _, g := range l.Groups {
			used[g] = true
		}
	}
	return used
}

func unusedGroups(m *ir.Module) int {
	used := usedGroups(m)
	n := 0
	for _, g := range m.AttrGroups {
		if !used[g.ID] {
			n++
		}
	}
	return n
}
