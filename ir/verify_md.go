package ir

import "fmt"

// The checks of metadata attachments that carry meaning (!range, !nonnull,
// !align, !dereferenceable): the ones a reducer or mutator breaks when it
// changes an instruction's type.

// mdAttachments checks the metadata attachments of instruction i.
func (v *verifier) mdAttachments(i *Instruction) {
	for _, a := range i.Metadata() {
		switch a.Kind {
		case "range":
			v.rangeMD(i, a.Node)
		case "nonnull", "align", "dereferenceable", "dereferenceable_or_null":
			if i.Op != OpLoad {
				v.errorf("!%s is only allowed on loads", a.Kind)
				continue
			}
			if !i.Ty.IsPtr() {
				v.errorf("!%s applies only to pointer types, not %s", a.Kind, i.Ty)
				continue
			}
			if a.Kind == "align" {
				if n, ok := mdInt(a.Node, 0); ok && (n == 0 || n&(n-1) != 0) {
					v.errorf("!align metadata value %d must be a power of 2", n)
				}
			}
		}
	}
}

// mdInt returns element k of a tuple node when it is an integer constant.
func mdInt(md MD, k int) (uint64, bool) {
	n, ok := md.(*MDNode)
	if !ok || n.Kind != "" || k >= len(n.Elems) {
		return 0, false
	}
	mv, ok := n.Elems[k].(*MDValue)
	if !ok {
		return 0, false
	}
	c, ok := mv.V.(*Const)
	if !ok || c.Kind != ConstInt {
		return 0, false
	}
	return c.Int, true
}

// rangeMD checks !range: on loads, calls and invokes of integer type, pairs
// of integer constants of that type, each range non-empty.
func (v *verifier) rangeMD(i *Instruction, md MD) {
	if i.Op != OpLoad && i.Op != OpCall && i.Op != OpInvoke {
		v.errorf("!range is only allowed on loads, calls and invokes")
		return
	}
	n, ok := md.(*MDNode)
	if !ok || n.Kind != "" {
		v.errorf("!range must be a tuple of integer pairs")
		return
	}
	if len(n.Elems) == 0 || len(n.Elems)%2 != 0 {
		v.errorf("!range must have a non-zero, even number of operands (unfinished range), has %d", len(n.Elems))
		return
	}
	want := i.Ty.Scalar()
	consts := make([]*Const, len(n.Elems))
	for k, e := range n.Elems {
		mv, ok := e.(*MDValue)
		var c *Const
		if ok {
			c, _ = mv.V.(*Const)
		}
		if c == nil || c.Kind != ConstInt {
			v.errorf("!range operand %d must be an integer constant, not %s", k, mdString(e))
			return
		}
		if c.Ty != want {
			v.errorf("!range types must match instruction type: %s in a range for %s", c.Ty, i.Ty)
			return
		}
		consts[k] = c
	}
	for k := 0; k < len(consts); k += 2 {
		if consts[k].BigInt().Cmp(consts[k+1].BigInt()) == 0 {
			v.errorf("!range %s: the upper and lower limits cannot be the same value", fmt.Sprint(consts[k].SignedBigInt()))
		}
	}
}
