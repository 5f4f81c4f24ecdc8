package gen

import (
	"fmt"
	"slices"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/release"
)

// maxParamObject bounds the size of the object a test function's pointer
// parameter points to: the checker's argument objects are 64 bytes unless
// the parameter is dereferenceable for more.
const maxParamObject = 64

// ptrParam is a pointer parameter of a test function: the memory object
// the body sees through it, and the attributes to give it once the body
// is made (readonly and nocapture depend on what the body did).
type ptrParam struct {
	arg *ir.Argument
	obj *memObj
	// initializes: the parameter says initializes((0, N)), so the test
	// writes all of the object before anything else.
	initializes bool
	writable    bool // the parameter is writable (never also readonly)
}

// withPtrParams adds one to three pointer parameters at random places
// among params, at Config.PtrParamRate.
func (g *gen) withPtrParams(params []*ir.Type) []*ir.Type {
	if g.cfg.PtrParamRate == 0 || g.r.Float64() >= g.cfg.PtrParamRate {
		return params
	}
	n := 1 + g.r.IntN(2)
	if g.r.IntN(4) == 0 {
		n++
	}
	for range n {
		params = slices.Insert(params, g.r.IntN(len(params)+1), ir.Ptr)
	}
	return params
}

// paramType returns the type of the object a pointer parameter points to:
// sometimes that of a callee's pointer parameter (so that the object can
// be passed on), else one like other memory objects', at most
// maxParamObject bytes.
func (g *gen) paramType(callees []*helper) (t *ir.Type, forHelper bool) {
	if g.r.IntN(8) == 0 {
		var fit []*ir.Type
		for _, h := range callees {
			if h.ptrElem == nil {
				continue
			}
			if s, _ := g.sizeAlign(h.ptrElem); s <= maxParamObject {
				fit = append(fit, h.ptrElem)
			}
		}
		if len(fit) > 0 {
			return fit[g.r.IntN(len(fit))], true
		}
	}
	if w := g.cfg.Weights; w.SLP+w.VecLoop > 0 && g.r.IntN(3) == 0 {
		return g.vecArray(maxParamObject), false
	}
	for range 8 {
		t := g.memType()
		if s, _ := g.sizeAlign(t); s <= maxParamObject {
			return t, false
		}
	}
	return ir.Array(4, ir.I32), false
}

// ptrParam chooses the object of pointer parameter p and the attributes
// that do not depend on the body: dereferenceable(N) for the object's N
// bytes (which all accesses stay within), nonnull, noalias (the checker's
// inputs then give p an object of its own), and align A, which is then the
// most any access through p assumes (without it, accesses assume byte
// alignment: the checker's inputs may misalign an unattributed pointer).
// It also decides whether the body must keep p readonly or nocapture.
func (g *gen) ptrParam(p *ir.Argument, callees []*helper) *ptrParam {
	r := g.r
	t, forHelper := g.paramType(callees)
	size, _ := g.sizeAlign(t)
	obj := &memObj{ptr: p, ty: t, align: 1}
	switch {
	case forHelper:
		obj.align = objAlign // helpers assume their objects are 16-aligned
	case r.IntN(8) == 0:
		obj.align = []uint64{4, 8, 16}[r.IntN(3)]
	}
	var attrs []ir.Attr
	if r.IntN(5) < 2 {
		attrs = append(attrs, ir.Attr{Key: "noalias"})
	}
	// The arrays the vectorizers' loops walk are dereferenceable: the
	// checker's inputs then give them room for every element.
	vecArr := t.Kind == ir.ArrayType && slices.Contains(vecElems, t.Elem)
	deref := r.IntN(6) != 0 || vecArr
	if !deref && r.IntN(2) == 0 || deref && r.IntN(4) == 0 {
		attrs = append(attrs, ir.Attr{Key: "nonnull"})
	}
	if obj.align > 1 {
		attrs = append(attrs, ir.Attr{Key: "align", Int: obj.align, HasInt: true})
	}
	if deref {
		attrs = append(attrs, ir.Attr{Key: "dereferenceable", Int: size, HasInt: true})
	}
	obj.readOnly = r.IntN(5) == 0
	obj.noCapture = obj.readOnly || r.IntN(3) == 0
	// What the checker's inputs keep to (writable: never read-only
	// memory), what holds because nothing unwinds (dead_on_unwind), what
	// the body then makes true (initializes), and what the checker
	// honours by not comparing the object afterwards (dead_on_return).
	// Not noundef: the checker's inputs include undef pointers.
	var pp ptrPromises
	if r.IntN(3) == 0 || vecArr && !obj.readOnly {
		var more []ir.Attr
		more, pp = g.ptrAttrs(size, obj.align, deref && !obj.readOnly, !obj.readOnly)
		if vecArr && deref && !obj.readOnly && g.has(release.Writable) && !pp.writable && r.IntN(2) == 0 {
			more, pp.writable = append(more, ir.Attr{Key: "writable"}), true
		}
		for _, a := range more {
			switch a.Key {
			case "nonnull", "align", "dereferenceable", "noundef":
				continue // drawn above, or not for a test
			case "writable":
				if !deref {
					pp.writable = false
					continue
				}
			}
			attrs = append(attrs, a)
		}
	}
	obj.mayBeConst = !pp.writable
	p.Attrs.Attrs = attrs
	return &ptrParam{arg: p, obj: obj, initializes: pp.initializes, writable: pp.writable}
}

// finishPtrParam gives pp the attributes that depend on the body:
// readonly when nothing wrote through it and nothing could keep it (an
// external function that keeps the pointer might write through it later),
// nocapture when nothing could keep it; each always when the body was to
// keep to it, and sometimes when it happened to.
func (g *gen) finishPtrParam(pp *ptrParam) {
	o := pp.obj
	written, captured := o.written || o.used.write, o.used.capture
	if o.readOnly && (written || captured) || o.noCapture && captured {
		if g.err == nil {
			g.err = fmt.Errorf("the body of @%s broke an attribute its pointer parameter %d was to keep to", pp.arg.Parent.Name, pp.arg.Index)
		}
		return
	}
	if !written && !captured && !pp.writable && (o.readOnly || g.r.IntN(3) == 0) {
		pp.arg.Attrs.Attrs = append(pp.arg.Attrs.Attrs, ir.Attr{Key: "readonly"})
	}
	if !captured && (o.noCapture || g.r.IntN(3) == 0) {
		pp.arg.Attrs.Attrs = append(pp.arg.Attrs.Attrs, g.captureAttr())
	}
}
