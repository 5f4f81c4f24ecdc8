package gen

import (
	"slices"
	"sync"

	"github.com/irfuzz/irfuzz/ir"
)

// Intrinsic families: the intrinsics LLVM's front ends and passes emit on
// ordinary code that the interpreter executes beyond the lane-wise
// arithmetic of ops.go (Weights.Families). Each family is a table of
// rows, one per intrinsic: its name, the first release that has it (the
// registry's Since, or the row's own where the registry files the
// intrinsic under a prefix family), and how a call is made with a
// well-defined use. Adding an intrinsic is adding a row; the generator
// picks a family by its weight, then a row, among those of the
// configured release, so that every family shows in a steady share of
// functions whatever its number of rows (Stats counts "family:NAME" per
// function).
//
// Well-defined by construction:
//   - stackrestore restores only a pointer stacksave returned earlier in
//     the same statement, and nothing uses the allocas made in between
//     after it;
//   - objectsize asks only about addresses inside the function's own
//     stack objects and the module's globals;
//   - invariant.start covers one leaf that only a load reads before the
//     matching invariant.end;
//   - gather and scatter addresses are in-bounds elements of an array
//     object (constant lanes, or an index reduced modulo the length),
//     aligned as the element; expandload and compressstore start at an
//     element with at least as many elements after it as the vector has
//     lanes; masks are constants of defined lanes or frozen;
//   - a function that calls a constrained intrinsic is strictfp, and so
//     is every call it makes (finishStrict), as the Language Reference
//     asks; the rounding mode is round.tonearest or round.dynamic (a
//     static mode other than the running one is undefined behaviour).
//
// Left out: llvm.ssa.copy (only PredicateInfo's passes make it and remove
// it again; no release's llc selects it, so every module with one would
// "crash" llc).

// intrRow is one intrinsic of a family.
type intrRow struct {
	name  string // the intrinsic's name without overload suffixes
	since int    // first release, where the registry does not say (0: the registry's Since)
	// emit makes a call of the intrinsic, and its uses; false when the
	// function has nothing to make it of (no array object, say).
	emit func(b *body, name string) bool
}

// intrFamily is a named table of rows, with its weight among families.
type intrFamily struct {
	name   string
	weight int
	rows   []intrRow
}

// familyTable are the intrinsic families, in a fixed order (part of what a
// seed means), without the constrained rows: families adds those.
var familyTable = []intrFamily{
	{"convert", 3, []intrRow{
		{"llvm.fptosi.sat", 0, (*body).fpToIntSat},
		{"llvm.fptoui.sat", 0, (*body).fpToIntSat},
		{"llvm.lrint", 0, (*body).fpRoundToInt},
		{"llvm.llrint", 0, (*body).fpRoundToInt},
		{"llvm.lround", 0, (*body).fpRoundToInt},
		{"llvm.llround", 0, (*body).fpRoundToInt},
		{"llvm.ldexp", 0, (*body).ldexp},
		{"llvm.frexp", 0, (*body).frexp},
		{"llvm.powi", 0, (*body).powi},
	}},
	{"stack", 3, []intrRow{
		{"llvm.stacksave", 0, (*body).vla},
		{"llvm.objectsize", 0, (*body).objectSize},
		{"llvm.invariant.start", 0, (*body).invariant},
		{"llvm.launder.invariant.group", 0, (*body).invariantGroup},
		{"llvm.strip.invariant.group", 0, (*body).invariantGroup},
		{"llvm.arithmetic.fence", 0, (*body).fence},
		{"llvm.allow.ubsan.check", 0, (*body).allowCheck},
		{"llvm.allow.runtime.check", 0, (*body).allowCheck},
	}},
	{"vector", 3, []intrRow{
		{"llvm.vector.reverse", 0, (*body).vecReverse},
		{"llvm.vector.interleave2", 0, (*body).interleave},
		{"llvm.vector.deinterleave2", 0, (*body).deinterleave},
		{"llvm.experimental.vector.compress", 19, (*body).compress},
		{"llvm.experimental.cttz.elts", 19, (*body).cttzElts},
		{"llvm.vector.extract", 0, (*body).subvector},
		{"llvm.vector.insert", 0, (*body).subvector},
		{"llvm.get.active.lane.mask", 0, (*body).activeLaneMask},
		{"llvm.masked.gather", 0, (*body).gather},
		{"llvm.masked.scatter", 0, (*body).gather},
		{"llvm.masked.expandload", 0, (*body).expand},
		{"llvm.masked.compressstore", 0, (*body).expand},
	}},
	// Rarer: a function that calls one is strictfp, which many passes
	// leave alone.
	{"constrained", 1, nil},
}

// constrainedRows are the constrained intrinsics the generator may call.
// Each is emitted only once ir's registry files it, by this exact name,
// as constrained floating point (with its first release and its
// signature): the registry then says the interpreter runs it.
var constrainedRows = []string{
	"llvm.experimental.constrained.fadd", "llvm.experimental.constrained.fsub",
	"llvm.experimental.constrained.fmul", "llvm.experimental.constrained.fdiv",
	"llvm.experimental.constrained.frem", "llvm.experimental.constrained.fma",
	"llvm.experimental.constrained.fmuladd", "llvm.experimental.constrained.sqrt",
	"llvm.experimental.constrained.rint", "llvm.experimental.constrained.nearbyint",
	"llvm.experimental.constrained.maxnum", "llvm.experimental.constrained.minnum",
	"llvm.experimental.constrained.maximum", "llvm.experimental.constrained.minimum",
	"llvm.experimental.constrained.ceil", "llvm.experimental.constrained.floor",
	"llvm.experimental.constrained.round", "llvm.experimental.constrained.roundeven",
	"llvm.experimental.constrained.trunc",
}

// families are the intrinsic families with the constrained rows filled
// from constrainedRows, built on first use (not at start-up: every irfuzz
// command pays for an init, and only gen needs this).
var families = sync.OnceValue(func() []intrFamily {
	fams := slices.Clone(familyTable)
	for k := range fams {
		if fams[k].name != "constrained" {
			continue
		}
		fams[k].rows = slices.Clone(fams[k].rows)
		for _, c := range constrainedRows {
			in := ir.LookupIntrinsic(c)
			if in == nil || in.Name != c || in.Class != ir.IntrinsicConstrainedFP {
				continue
			}
			fams[k].rows = append(fams[k].rows, intrRow{c, 0, (*body).constrained})
		}
	}
	return fams
})

// rowSince is the first release that has the row's intrinsic.
func rowSince(r intrRow) int {
	s := r.since
	if in := ir.LookupIntrinsic(r.name); in != nil && in.Name == r.name {
		s = max(s, in.Since)
	}
	return s
}

// familyRows returns, per family, the rows release llvm has (families
// without any are left out).
func familyRows(llvm int) []intrFamily {
	var out []intrFamily
	for _, f := range families() {
		var rows []intrRow
		for _, r := range f.rows {
			if llvm >= rowSince(r) {
				rows = append(rows, r)
			}
		}
		if len(rows) > 0 {
			out = append(out, intrFamily{f.name, f.weight, rows})
		}
	}
	return out
}

// familyOf names the family of an intrinsic (its name without overload
// suffixes, see ir.IntrinsicBase), or "", built on first use.
var familyOf = sync.OnceValue(func() map[string]string {
	m := map[string]string{"llvm.stackrestore": "stack", "llvm.invariant.end": "stack"}
	for _, f := range families() {
		for _, r := range f.rows {
			m[r.name] = f.name
		}
	}
	for _, c := range constrainedRows {
		m[c] = "constrained"
	}
	return m
})

// family emits a call of an intrinsic of a random family of the
// configured release (see families).
func (b *body) family() {
	fams := b.g.families
	if len(fams) == 0 {
		b.intArith()
		return
	}
	total := 0
	for _, f := range fams {
		total += f.weight
	}
	x := b.g.r.IntN(total)
	f := fams[0]
	for _, f = range fams {
		if x < f.weight {
			break
		}
		x -= f.weight
	}
	for range 4 {
		r := f.rows[b.g.r.IntN(len(f.rows))]
		if r.emit(b, r.name) {
			return
		}
	}
	b.intArith()
}

// floatOr returns a float-like type of the palette, or def.
func (b *body) floatOr(def *ir.Type) *ir.Type {
	if t := b.pal.floatLike(b.g.r); t != nil {
		return t
	}
	return def
}

// vecOr returns a vector type of the palette, or def.
func (b *body) vecOr(def *ir.Type) *ir.Type {
	if len(b.pal.vecs) > 0 && b.g.r.IntN(4) != 0 {
		return b.pal.vecs[b.g.r.IntN(len(b.pal.vecs))]
	}
	return def
}

// shaped returns t's shape with element e: e itself for a scalar t.
func shaped(t, e *ir.Type) *ir.Type {
	if t.IsVector() {
		return ir.Vector(t.Len, e, false)
	}
	return e
}

// extractAll emits extractvalue of every field of the struct value s.
func (b *body) extractAll(s *ir.Instruction) {
	for k, ft := range s.Ty.Fields {
		e := ir.NewInstr(ir.OpExtractValue, ft, s)
		e.SetIndices([]uint32{uint32(k)})
		b.emit(e)
	}
}

// --- conversions and rounding ---

// fpToIntSat emits fptosi.sat or fptoui.sat of a scalar or vector float
// to an integer of any width up to 128 bits (lanes of 8 to 64 bits).
func (b *body) fpToIntSat(name string) bool {
	g := b.g
	t := b.floatOr(ir.Double)
	var it *ir.Type
	if t.IsVector() {
		it = ir.Vector(t.Len, ir.Int([]uint32{8, 16, 32, 64}[g.r.IntN(4)]), false)
	} else {
		it = b.pal.ints[g.r.IntN(len(b.pal.ints))]
		if it.Bits > 128 { // no release's back ends lower these wider than i128
			it = ir.I128
		}
	}
	b.call(g.registered(name, it, t), b.val(t))
	return true
}

// fpRoundToInt emits lrint, llrint, lround or llround of a scalar float
// (to i32 or i64; the ll forms to i64).
func (b *body) fpRoundToInt(name string) bool {
	g := b.g
	t := b.floatOr(ir.Double)
	if t.IsVector() {
		t = t.Elem
	}
	if t == ir.Half && g.cfg.LLVM < 22 {
		t = ir.Float // the x86 back end selects these of half from LLVM 22 on
	}
	it := ir.I64
	if (name == "llvm.lrint" || name == "llvm.lround") && g.r.IntN(2) == 0 {
		it = ir.I32
	}
	b.call(g.registered(name, it, t), b.val(t))
	return true
}

// ldexp emits x * 2^e for a pool exponent (i32, lane-wise for vectors).
func (b *body) ldexp(name string) bool {
	t := b.floatOr(ir.Float)
	et := shaped(t, ir.I32)
	c := b.call(b.g.registered(name, t, et), b.val(t), b.val(et))
	c.FMF = b.fastMath()
	return true
}

// frexp emits {mantissa, exponent} of a value and uses both.
func (b *body) frexp(name string) bool {
	t := b.floatOr(ir.Double)
	if t.IsVector() && uint64(t.Elem.FloatBits())*t.Len < 128 && b.g.cfg.LLVM < 22 {
		t = t.Elem // the back ends cannot widen a narrower one before LLVM 22
	}
	et := shaped(t, ir.I32)
	b.extractAll(b.call(b.g.registered(name, t, et), b.val(t)))
	return true
}

// powi emits x to an i32 power: mostly a small one, sometimes a pool value.
func (b *body) powi(name string) bool {
	t := b.floatOr(ir.Double)
	var n ir.Value = ir.NewInt(ir.I32, int64(b.g.r.IntN(9)-3))
	if b.g.r.IntN(3) == 0 {
		n = b.val(ir.I32)
	}
	c := b.call(b.g.registered(name, t, ir.I32), b.val(t), n)
	c.FMF = b.fastMath()
	return true
}

// --- stack and objects ---

// vla emits a variable-length array's shape: save the stack, allocate 1
// to 8 elements, initialise them, store one and load one (at indices
// reduced modulo the count), sometimes ask its size, then restore the
// stack. Nothing uses the array after the restore.
func (b *body) vla(string) bool {
	g := b.g
	elem := vecElems[g.r.IntN(len(vecElems))]
	es, ea := g.sizeAlign(elem)
	save := b.call(g.registered("llvm.stacksave"))
	n := b.emit(ir.NewInstr(ir.OpAdd, ir.I64, b.index(8), ir.NewInt(ir.I64, 1)))
	n.Flags = ir.NUW | ir.NSW
	a := ir.NewInstr(ir.OpAlloca, ir.Ptr, n)
	a.ElemTy, a.Align = elem, ea
	b.emit(a)
	size := b.emit(ir.NewInstr(ir.OpMul, ir.I64, n, ir.NewInt(ir.I64, int64(es))))
	size.Flags = ir.NUW | ir.NSW
	f := g.registered("llvm.memset", ir.Ptr, ir.I64)
	ms := b.call(f, a, ir.NewInt(ir.I8, int64(g.r.IntN(256))), size, ir.NewInt(ir.I1, 0))
	ms.SetCall().ArgAttrs = []ir.AttrList{alignAttr(ea)}
	at := func() ir.Value {
		x := b.index(1 << 62)
		k := b.emit(ir.NewInstr(ir.OpURem, ir.I64, x, n))
		gep := ir.NewInstr(ir.OpGetElementPtr, ir.Ptr, a, k)
		gep.ElemTy, gep.Flags = elem, ir.InBounds
		return b.emit(gep)
	}
	st := ir.NewInstr(ir.OpStore, ir.Void, b.val(elem), at())
	st.Align = ea
	b.emit(st)
	ld := ir.NewInstr(ir.OpLoad, elem, at())
	ld.Align = ea
	b.emit(ld)
	if g.r.IntN(3) == 0 {
		b.objectSizeOf(a)
	}
	b.call(g.registered("llvm.stackrestore"), save)
	return true
}

// objectSize asks the size of the rest of one of the function's stack
// objects or of a global, from its start or from a leaf inside it.
func (b *body) objectSize(string) bool {
	var objs []*memObj
	for _, o := range b.objs {
		if _, global := o.ptr.(*ir.Global); o.local || global {
			objs = append(objs, o)
		}
	}
	if len(objs) == 0 {
		return false
	}
	o := objs[b.g.r.IntN(len(objs))]
	p := o.ptr
	if b.g.r.IntN(2) == 0 {
		p, _, _ = b.access(o)
	}
	b.objectSizeOf(p)
	return true
}

// objectSizeOf emits llvm.objectsize(p, min, nullunknown, dynamic) with
// random flags and an i64 or i32 result.
func (b *body) objectSizeOf(p ir.Value) {
	g := b.g
	rt := ir.I64
	if g.r.IntN(3) == 0 {
		rt = ir.I32
	}
	f := g.registered("llvm.objectsize", rt, ir.Ptr)
	bit := func() ir.Value { return ir.NewInt(ir.I1, int64(g.r.IntN(2))) }
	b.call(f, p, bit(), bit(), bit())
}

// invariant emits invariant.start over a leaf of an object, a load of it,
// and invariant.end: nothing writes the leaf in between.
func (b *body) invariant(string) bool {
	if len(b.objs) == 0 {
		return false
	}
	g := b.g
	o := b.objs[g.r.IntN(len(b.objs))]
	p, t, known := b.access(o)
	size, _ := g.sizeAlign(t)
	sz := ir.NewInt(ir.I64, int64(size))
	s := b.call(g.registered("llvm.invariant.start", ir.Ptr), sz, p)
	ld := ir.NewInstr(ir.OpLoad, t, p)
	ld.Align = b.accessAlign(t, known)
	b.emit(ld)
	b.call(g.registered("llvm.invariant.end", ir.Ptr), s, sz, p)
	return true
}

// invariantGroup emits launder or strip of the address of a leaf, and a
// load or (of a writable object) a store through the result.
func (b *body) invariantGroup(name string) bool {
	if len(b.objs) == 0 {
		return false
	}
	g := b.g
	o := b.objs[g.r.IntN(len(b.objs))]
	p, t, known := b.access(o)
	q := b.call(g.registered(name, ir.Ptr), p)
	if g.r.IntN(2) == 0 && !o.readOnly {
		st := ir.NewInstr(ir.OpStore, ir.Void, b.val(t), q)
		st.Align = b.accessAlign(t, known)
		b.emit(st)
		o.written = true
		return true
	}
	ld := ir.NewInstr(ir.OpLoad, t, q)
	ld.Align = b.accessAlign(t, known)
	b.emit(ld)
	return true
}

// fence emits llvm.arithmetic.fence of a float value.
func (b *body) fence(name string) bool {
	t := b.floatOr(ir.Double)
	c := b.call(b.g.registered(name, t), b.val(t))
	c.FMF = b.fastMath()
	return true
}

// allowCheck emits allow.ubsan.check (of a check kind) or
// allow.runtime.check (of a name) and selects between two values by it.
func (b *body) allowCheck(name string) bool {
	g := b.g
	var c *ir.Instruction
	if name == "llvm.allow.ubsan.check" {
		c = b.call(g.registered(name), ir.NewInt(ir.I8, int64(g.r.IntN(30))))
	} else {
		md := &ir.MetadataValue{MD: &ir.MDString{S: []string{"array-bounds", "hot", "cold", "check"}[g.r.IntN(4)]}}
		c = b.call(g.registered(name), md)
	}
	t := b.pal.any(g.r)
	b.emit(ir.NewInstr(ir.OpSelect, t, c, b.val(t), b.val(t)))
	return true
}

// --- vectorizer shapes ---

func (b *body) vecReverse(name string) bool {
	t := b.vecOr(ir.Vector(4, ir.I32, false))
	b.call(b.g.registered(name, t), b.val(t))
	return true
}

// interleave emits interleave2 of two vectors of one type.
func (b *body) interleave(name string) bool {
	t := b.vecOr(ir.Vector(4, ir.I32, false))
	rt := ir.Vector(2*t.Len, t.Elem, false)
	b.call(b.g.registered(name, rt), b.val(t), b.val(t))
	return true
}

// deinterleave emits deinterleave2 of a vector of at least 4 lanes (of
// an interleave2 of two 2-lane ones, else) and uses both halves.
func (b *body) deinterleave(name string) bool {
	g := b.g
	t := b.vecOr(ir.Vector(4, ir.I32, false))
	var v ir.Value
	if t.Len < 4 {
		if !g.familyHas("llvm.vector.interleave2") {
			return false
		}
		wide := ir.Vector(2*t.Len, t.Elem, false)
		v = b.call(g.registered("llvm.vector.interleave2", wide), b.val(t), b.val(t))
		t = wide
	} else {
		v = b.val(t)
	}
	b.extractAll(b.call(g.registered(name, t), v))
	return true
}

// familyHas reports whether the configured release has the row named.
func (g *gen) familyHas(name string) bool {
	for _, f := range g.families {
		for _, r := range f.rows {
			if r.name == name {
				return true
			}
		}
	}
	return false
}

// compress emits experimental.vector.compress(v, mask, passthru). Under
// the avoid pattern compress-strict, of integer vectors only.
func (b *body) compress(name string) bool {
	t := b.vecOr(ir.Vector(4, ir.I32, false))
	if t.Elem.IsFloat() && b.g.cfg.avoids("compress-strict") {
		t = ir.Vector(t.Len, ir.Int(uint32(t.Elem.FloatBits())), false)
	}
	mt := boolOf(t)
	b.call(b.g.registered(name, t), b.val(t), b.val(mt), b.val(t))
	return true
}

// cttzElts emits experimental.cttz.elts of an integer vector into i8 to
// i64.
func (b *body) cttzElts(name string) bool {
	g := b.g
	t := ir.Vector(4, ir.I1, false)
	if iv := b.pal.vecOf(true); len(iv) > 0 && g.r.IntN(4) != 0 {
		t = iv[g.r.IntN(len(iv))] // a vector of integers, as the Language Reference asks
	}
	rt := ir.Int([]uint32{8, 16, 32, 64}[g.r.IntN(4)])
	b.call(g.registered(name, rt, t), b.val(t), ir.NewInt(ir.I1, int64(g.r.IntN(2))))
	return true
}

// subvector emits vector.extract or vector.insert of a subvector at a
// constant multiple of its length. Before LLVM 22 the x86 back end cannot
// widen a subvector of less than 128 bits, so there both are at least
// that wide (a back-end limit, not the Language Reference's).
func (b *body) subvector(name string) bool {
	g := b.g
	t := b.vecOr(ir.Vector(4, ir.I32, false))
	var sub *ir.Type
	if g.cfg.LLVM < 22 {
		e := t.Elem
		if e == ir.I1 {
			e = ir.I32
		}
		bits := uint64(e.Scalar().Bits)
		if e.IsFloat() {
			bits = uint64(e.FloatBits())
		}
		m := 128 / bits
		sub = ir.Vector(m, e, false)
		t = ir.Vector(m*uint64(2+g.r.IntN(2)), e, false) // 2 or 3 subvectors
	} else {
		m := t.Len >> g.r.IntN(3)
		if m == t.Len && t.Len > 1 {
			m = t.Len / 2
		}
		sub = ir.Vector(max(m, 1), t.Elem, false)
	}
	idx := ir.NewInt(ir.I64, int64(sub.Len)*int64(g.r.IntN(int(t.Len/sub.Len))))
	if name == "llvm.vector.extract" {
		b.call(g.registered(name, sub, t), b.val(t), idx)
		return true
	}
	b.call(g.registered(name, t, sub), b.val(t), b.val(sub), idx)
	return true
}

// activeLaneMask emits get.active.lane.mask(base, n) and selects lanes
// by it.
func (b *body) activeLaneMask(name string) bool {
	g := b.g
	t := b.vecOr(ir.Vector(4, ir.I32, false))
	it := ir.I64
	if g.r.IntN(2) == 0 {
		it = ir.I32
	}
	mt := boolOf(t)
	m := b.call(g.registered(name, mt, it), b.val(it), b.val(it))
	b.emit(ir.NewInstr(ir.OpSelect, t, m, b.val(t), b.val(t)))
	return true
}

// laneArray picks an array object for a masked access of 2, 4 or 8
// lanes (a writable one when write is set) and the number of lanes.
func (b *body) laneArray(write bool, contiguous bool) (*memObj, uint64) {
	arrs := b.arrays(write)
	if len(arrs) == 0 {
		return nil, 0
	}
	o := arrs[b.g.r.IntN(len(arrs))]
	n := uint64(2) << b.g.r.IntN(3)
	for contiguous && n > o.ty.Len {
		n /= 2
	}
	return o, n
}

// gather emits masked.gather or masked.scatter at in-bounds element
// addresses of an array object (constant lanes, one of them sometimes an
// index reduced modulo the length), under a frozen mask.
func (b *body) gather(name string) bool {
	g := b.g
	scatter := name == "llvm.masked.scatter"
	o, n := b.laneArray(scatter, false)
	if o == nil {
		return false
	}
	idx := make([]ir.Value, n)
	for k := range idx {
		idx[k] = ir.NewInt(ir.I64, int64(g.r.IntN(int(o.ty.Len))))
	}
	it := ir.Vector(n, ir.I64, false)
	var iv ir.Value = ir.NewAggregate(it, idx)
	if g.r.IntN(3) == 0 {
		iv = b.emit(ir.NewInstr(ir.OpInsertElement, it, iv, b.index(o.ty.Len), ir.NewInt(ir.I32, int64(g.r.IntN(int(n))))))
	}
	pt := ir.Vector(n, ir.Ptr, false)
	gep := ir.NewInstr(ir.OpGetElementPtr, pt, o.ptr, ir.NewInt(ir.I64, 0), iv)
	gep.ElemTy, gep.Flags = o.ty, ir.InBounds
	b.emit(gep)
	vt := ir.Vector(n, o.ty.Elem, false)
	mt := ir.Vector(n, ir.I1, false)
	align := ir.NewInt(ir.I32, int64(b.elemAlign(o, -1)))
	mask := b.mask(mt)
	if scatter {
		b.call(g.registered(name, vt, pt), b.val(vt), gep, align, mask)
		o.written = true
		return true
	}
	b.call(g.registered(name, vt, pt), gep, align, mask, b.val(vt))
	return true
}

// expand emits masked.expandload or masked.compressstore at an element
// of an array object with at least as many elements from it on as the
// vector has lanes, under a frozen mask.
func (b *body) expand(name string) bool {
	g := b.g
	store := name == "llvm.masked.compressstore"
	o, n := b.laneArray(store, true)
	if o == nil || n > o.ty.Len {
		return false
	}
	start := int64(g.r.IntN(int(o.ty.Len - n + 1)))
	p := b.elemPtr(o, ir.NewInt(ir.I64, start))
	vt := ir.Vector(n, o.ty.Elem, false)
	mt := ir.Vector(n, ir.I1, false)
	mask := b.mask(mt)
	if store {
		b.call(g.registered(name, vt), b.val(vt), p, mask)
		o.written = true
		return true
	}
	b.call(g.registered(name, vt), p, mask, b.val(vt))
	return true
}

// mask returns the mask of a masked access: mostly a constant one of
// defined lanes, else (where the pool has one) a frozen pool value, as
// a vectorizer's compare. A poison or undef lane is undefined behaviour
// there, a frozen one some value; but the interpreter's abstract mode
// (a check's source) still reads a frozen lane it cannot tell as
// undefined behaviour, so such masks stay the minority.
func (b *body) mask(mt *ir.Type) ir.Value {
	if b.g.r.IntN(3) == 0 && slices.ContainsFunc(b.pool, func(v ir.Value) bool { return v.Type() == mt }) {
		return b.frozen(b.val(mt))
	}
	lanes := make([]ir.Value, mt.Len)
	for k := range lanes {
		lanes[k] = ir.NewInt(ir.I1, int64(b.g.r.IntN(2)))
	}
	return ir.NewAggregate(mt, lanes)
}

// --- constrained floating point ---

// The rounding modes and exception behaviours of constrained calls. A
// module runs in the default environment (round to nearest), and a
// static mode that is not the one the program runs in is undefined
// behaviour: so round.tonearest, or round.dynamic (whatever mode the
// environment has, which the checker varies by world).
var (
	roundingNames = []string{"round.tonearest", "round.dynamic"}
	exceptNames   = []string{"fpexcept.ignore", "fpexcept.maytrap", "fpexcept.strict"}
)

// constrained emits a constrained intrinsic of a float type under a
// random rounding mode and exception behaviour; the function becomes
// strictfp (see finishStrict). Its parameters are the registry's: the
// operands, then the metadata (a rounding mode, where there are two, and
// the exception behaviour).
func (b *body) constrained(name string) bool {
	g := b.g
	t := b.floatOr(ir.Double)
	if t.Scalar() == ir.Half && g.cfg.LLVM < 16 {
		t = shaped(t, ir.Float) // LLVM 14's AArch64 back end has no strict half arithmetic
	}
	f := g.registered(name, t)
	params := f.FuncTy.Fields
	mds := 0
	for _, p := range params {
		if p == ir.Metadata {
			mds++
		}
	}
	args := make([]ir.Value, 0, len(params))
	md := func(s string) ir.Value { return &ir.MetadataValue{MD: &ir.MDString{S: s}} }
	for _, p := range params {
		switch {
		case p != ir.Metadata:
			args = append(args, b.val(p))
		case mds == 2:
			args = append(args, md(roundingNames[g.r.IntN(len(roundingNames))]))
			mds--
		default:
			args = append(args, md(exceptNames[g.r.IntN(len(exceptNames))]))
		}
	}
	b.call(f, args...)
	b.strict = true
	return true
}

// finishStrict makes f strictfp, and every call in it, when its body
// calls a constrained intrinsic: the Language Reference asks it of every
// function that does and of every call such a function makes.
func (b *body) finishStrict() {
	if !b.strict {
		return
	}
	strict := ir.Attr{Key: "strictfp"}
	b.f.FnAttrs.Attrs = append(b.f.FnAttrs.Attrs, strict)
	for _, blk := range b.f.Blocks {
		for _, i := range blk.Instrs {
			if i.Op == ir.OpCall {
				c := i.SetCall()
				c.FnAttrs.Attrs = append(c.FnAttrs.Attrs, strict)
			}
		}
	}
}
