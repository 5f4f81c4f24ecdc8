package gen

import (
	"fmt"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/release"
)

// Promises: flags, attributes and metadata that say something of a value,
// made both true (the generator builds the value so that the promise
// holds, and the optimizers may use it) and, where a broken promise only
// makes a value poison, sometimes untrue (the poison then goes only where
// poison is no undefined behaviour: gen freezes every branch condition,
// divisor, index and bound). A promise whose breach is undefined
// behaviour (noundef, !noundef, dereferenceable, writable, initializes) is
// only ever made true.

// truthRate is the share of breakable promises the generator keeps.
const truthRate = 0.8

// valuePromise is what a parameter or a return value is said to be.
type valuePromise struct {
	noundef  bool
	hasRange bool
	lo, hi   int64  // range(iN lo, hi): the value is in [lo, hi), wrapping
	nofp     string // nofpclass(...): the classes it is not ("" for none)
	nofpMask int64  // the same as an llvm.is.fpclass test mask
}

// nofpSets are the nofpclass sets the generator uses, none of which
// holds 1.0 (what a value in the set is replaced with to keep it).
var nofpSets = []struct {
	name string
	mask int64
}{{"nan", 3}, {"inf", 4 | 512}, {"nan inf", 3 | 4 | 512}, {"zero", 32 | 64}, {"nzero", 32},
	{"sub", 16 | 128}, {"snan", 1}, {"nan zero", 3 | 32 | 64}, {"ninf nnorm", 4 | 8}}

// promiseFor draws the promise of a value of type t; noundefOK allows
// noundef (only where every caller or return keeps it).
func (g *gen) promiseFor(t *ir.Type, noundefOK bool) valuePromise {
	var p valuePromise
	r := g.r
	s := t.Scalar()
	switch {
	case s.IsInt() && s.Bits >= 2 && s.Bits <= 64 && !t.IsVector() && g.has(release.RangeAttr) && r.IntN(3) == 0:
		n := int64(1 + r.IntN(int(min(uint64(1)<<(s.Bits-2), 64))))
		p.hasRange = true
		if r.IntN(2) == 0 {
			p.lo, p.hi = 0, 2*n
		} else {
			p.lo, p.hi = -n, n
		}
	case s.IsFloat() && g.has(release.NoFPClass) && r.IntN(3) == 0:
		k := nofpSets[r.IntN(len(nofpSets))]
		p.nofp, p.nofpMask = k.name, k.mask
	}
	// noundef alone: the reference makes a frozen value that a range or
	// nofpclass constrains poison (it does not follow each choice).
	p.noundef = noundefOK && !p.hasRange && p.nofp == "" && r.IntN(3) == 0
	return p
}

// attrs are the attributes that spell the promise for a value of type t.
func (p valuePromise) attrs(t *ir.Type) []ir.Attr {
	var out []ir.Attr
	if p.noundef {
		out = append(out, ir.Attr{Key: "noundef"})
	}
	if p.hasRange {
		out = append(out, ir.Attr{Key: "range", Ty: t, Args: fmt.Sprintf("%d, %d", p.lo, p.hi)})
	}
	if p.nofp != "" {
		out = append(out, ir.Attr{Key: "nofpclass", Args: p.nofp})
	}
	return out
}

// breakable reports whether breaking p gives poison only (no noundef).
func (p valuePromise) breakable() bool { return !p.noundef }

// keep returns v, or a value made from it, of which promise p holds:
// frozen for noundef, taken into the range by urem and add, a value of a
// class nofpclass excludes replaced by 1.0. At 1-truthRate a breakable
// promise is left to chance (v as it is).
func (b *body) keep(p valuePromise, t *ir.Type, v ir.Value) ir.Value {
	if p.breakable() && b.g.r.Float64() >= truthRate {
		return v
	}
	if p.noundef {
		v = b.frozen(v)
	}
	switch {
	case p.hasRange:
		n := p.hi - p.lo
		v = b.emit(ir.NewInstr(ir.OpURem, t, v, b.g.smallInt(t, n)))
		if p.lo != 0 {
			v = b.emit(ir.NewInstr(ir.OpAdd, t, v, b.g.smallInt(t, p.lo)))
		}
	case p.nofp != "":
		f := b.g.registered("llvm.is.fpclass", t)
		c := b.call(f, v, ir.NewInt(ir.I32, p.nofpMask))
		one := ir.NewFloat(t.Scalar(), oneBits(t.Scalar()), 0)
		var k ir.Value = one
		if t.IsVector() {
			k = b.g.splat(t, one)
		}
		v = b.emit(ir.NewInstr(ir.OpSelect, t, c, k, v))
	}
	return v
}

// oneBits is the encoding of 1.0 in float type t.
func oneBits(t *ir.Type) uint64 {
	switch t.Kind {
	case ir.HalfType:
		return 0x3C00
	case ir.FloatType:
		return 0x3F800000
	}
	return 0x3FF0000000000000
}

// splat returns the vector constant of type t with e in every lane.
func (g *gen) splat(t *ir.Type, e ir.Value) ir.Value {
	if g.has(release.SplatConst) {
		return &ir.Const{Ty: t, Kind: ir.ConstSplat, Elems: []ir.Value{e}}
	}
	elems := make([]ir.Value, t.Len)
	for k := range elems {
		elems[k] = e
	}
	return ir.NewAggregate(t, elems)
}

// promiseParams draws the promises of f's scalar parameters from index
// from on, and of its return value, and gives f their attributes.
func (g *gen) promiseParams(f *ir.Function, from int, noundefOK bool) ([]valuePromise, valuePromise) {
	ps := make([]valuePromise, len(f.Params))
	for k, p := range f.Params {
		if k < from || p.Ty == ir.Ptr {
			continue
		}
		ps[k] = g.promiseFor(p.Ty, noundefOK)
		p.Attrs.Attrs = append(p.Attrs.Attrs, ps[k].attrs(p.Ty)...)
	}
	ret := g.promiseFor(f.RetType(), noundefOK)
	f.RetAttrs.Attrs = append(f.RetAttrs.Attrs, ret.attrs(f.RetType())...)
	return ps, ret
}

// captureAttr is the attribute that says a pointer parameter is not
// captured: captures(none) where the release has it, nocapture before.
func (g *gen) captureAttr() ir.Attr {
	if g.has(release.Captures) {
		return ir.Attr{Key: "captures", Args: "none"}
	}
	return ir.Attr{Key: "nocapture"}
}

// ptrPromises are the attributes of a pointer parameter whose object the
// function is given: what always holds of it (noundef, nonnull,
// dereferenceable, align, dead_on_unwind: nothing unwinds), writable when
// no caller gives it read-only memory, initializes when the function
// writes all of it first, dead_on_return when callers do not look at it
// afterwards (the reference makes it poison for them).
type ptrPromises struct {
	writable, initializes, deadOnReturn bool
}

// ptrAttrs draws the attributes of a pointer parameter to an object of
// size bytes aligned to align; writableOK and initOK say whether writable
// and initializes may be given.
func (g *gen) ptrAttrs(size, align uint64, writableOK, initOK bool) ([]ir.Attr, ptrPromises) {
	r := g.r
	var out []ir.Attr
	var pp ptrPromises
	if r.IntN(2) == 0 {
		out = append(out, ir.Attr{Key: "noundef"})
	}
	if r.IntN(2) == 0 {
		out = append(out, ir.Attr{Key: "nonnull"})
	}
	if align > 1 && r.IntN(2) == 0 {
		out = append(out, ir.Attr{Key: "align", Int: align, HasInt: true})
	}
	deref := r.IntN(2) == 0
	if deref {
		out = append(out, ir.Attr{Key: "dereferenceable", Int: size, HasInt: true})
	}
	if deref && writableOK && g.has(release.Writable) && r.IntN(3) == 0 {
		out = append(out, ir.Attr{Key: "writable"})
		pp.writable = true
	}
	if g.has(release.DeadOnUnwind) && r.IntN(4) == 0 {
		out = append(out, ir.Attr{Key: "dead_on_unwind"})
	}
	if initOK && g.has(release.Initializes) && r.IntN(4) == 0 {
		out = append(out, ir.Attr{Key: "initializes", Args: fmt.Sprintf("(0, %d)", size)})
		pp.initializes = true
	}
	if g.has(release.DeadOnReturn) && r.IntN(8) == 0 {
		out = append(out, ir.Attr{Key: "dead_on_return"})
		pp.deadOnReturn = true
	}
	return out, pp
}
