package gen

import (
	"slices"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/release"
)

// objAlign is the alignment every generated alloca and global is given, so
// that accesses inside them can be given alignments the address really has.
const objAlign = 16

// leafTypes are the types loaded and stored: byte-sized integers, floats and
// 64- or 128-bit vectors (no odd widths, whose loads from memory written
// otherwise would be undef, and no pointers, which memset cannot make).
var leafTypes = []*ir.Type{
	ir.I8, ir.I16, ir.I32, ir.I32, ir.I64, ir.I64, ir.I128,
	ir.Half, ir.Float, ir.Double,
	ir.Vector(4, ir.I32, false), ir.Vector(2, ir.I64, false), ir.Vector(8, ir.I16, false),
	ir.Vector(4, ir.Float, false), ir.Vector(2, ir.Double, false), ir.Vector(2, ir.I32, false),
	ir.Vector(16, ir.I8, false),
}

// memType returns the type of a memory object: an array, a struct, or an
// array of structs, with leaves from leafTypes.
func (g *gen) memType() *ir.Type {
	leaf := func() *ir.Type { return leafTypes[g.r.IntN(len(leafTypes))] }
	switch g.r.IntN(4) {
	case 0:
		return ir.Struct(false, leaf(), leaf(), ir.Array(uint64(2+g.r.IntN(4)), leaf()))
	case 1:
		return ir.Array(uint64(2+g.r.IntN(3)), ir.Struct(false, leaf(), leaf()))
	}
	return ir.Array(uint64(2+g.r.IntN(7)), leaf())
}

// constInit returns an initialiser of a global of type t.
func (g *gen) constInit(t *ir.Type) ir.Value {
	if g.r.IntN(4) == 0 {
		return ir.Zero(t)
	}
	switch t.Kind {
	case ir.ArrayType:
		elems := make([]ir.Value, t.Len)
		for k := range elems {
			elems[k] = g.constInit(t.Elem)
		}
		return ir.NewAggregate(t, elems)
	case ir.StructType:
		elems := make([]ir.Value, len(t.Fields))
		for k, f := range t.Fields {
			elems[k] = g.constInit(f)
		}
		return ir.NewAggregate(t, elems)
	}
	return g.definedConst(t)
}

// sizeAlign returns the allocation size and ABI alignment of a type in the
// x86-64 data layout of the configured LLVM release (i128 is 16-aligned
// where the release's layout says i128:128, 8-aligned before).
func (g *gen) sizeAlign(t *ir.Type) (size, align uint64) {
	switch t.Kind {
	case ir.IntegerType:
		size = uint64(t.Bits+7) / 8
		switch {
		case size <= 1:
			return 1, 1
		case size <= 2:
			return 2, 2
		case size <= 4:
			return 4, 4
		case size <= 8:
			return 8, 8
		}
		align = g.i128Align
		if align == 0 {
			align = i128AlignOf(g.cfg.LLVM)
		}
		return (size + align - 1) / align * align, align
	case ir.HalfType:
		return 2, 2
	case ir.FloatType:
		return 4, 4
	case ir.DoubleType:
		return 8, 8
	case ir.VectorType:
		es, _ := g.sizeAlign(t.Elem)
		size = es * t.Len // leaf vectors are 8 or 16 bytes of byte-sized elements
		return size, size
	case ir.ArrayType:
		es, ea := g.sizeAlign(t.Elem)
		return es * t.Len, ea
	case ir.StructType:
		var off uint64
		align = 1
		for _, f := range t.Fields {
			fs, fa := g.sizeAlign(f)
			off = (off + fa - 1) / fa * fa
			off += fs
			align = max(align, fa)
		}
		return (off + align - 1) / align * align, align
	}
	return 8, 8
}

// fieldOffset returns the byte offset of field k of struct type t.
func (g *gen) fieldOffset(t *ir.Type, k int) uint64 {
	var off uint64
	for j, f := range t.Fields {
		fs, fa := g.sizeAlign(f)
		off = (off + fa - 1) / fa * fa
		if j == k {
			return off
		}
		off += fs
	}
	return off
}

// lowBit returns the largest power of two dividing n (n > 0), or max for 0.
func lowBit(n, max uint64) uint64 {
	if n == 0 {
		return max
	}
	return min(n&-n, max)
}

// access emits a GEP to a random leaf of obj and returns the address, the
// leaf type and the alignment the address is known to have.
func (b *body) access(obj *memObj) (ir.Value, *ir.Type, uint64) {
	g := b.g
	t, align := obj.ty, obj.align
	idx := []ir.Value{ir.NewInt(ir.I64, 0)}
	for t.Kind == ir.ArrayType || t.Kind == ir.StructType {
		if t.Kind == ir.StructType {
			k := g.r.IntN(len(t.Fields))
			idx = append(idx, ir.NewInt(ir.I32, int64(k)))
			align = lowBit(g.fieldOffset(t, k), align)
			t = t.Fields[k]
			continue
		}
		es, _ := g.sizeAlign(t.Elem)
		if g.r.IntN(2) == 0 {
			k := g.r.IntN(int(t.Len))
			idx = append(idx, ir.NewInt(ir.I64, int64(k)))
			align = lowBit(uint64(k)*es, align)
		} else {
			// At most 8 places: the reference splits a frozen unknown
			// index into one path per value only up to 8 of them.
			idx = append(idx, b.index(min(t.Len, 8)))
			align = lowBit(es, align)
		}
		t = t.Elem
	}
	gep := ir.NewInstr(ir.OpGetElementPtr, ir.Ptr, append([]ir.Value{obj.ptr}, idx...)...)
	gep.ElemTy = obj.ty
	gep.Flags = ir.InBounds
	if g.has(release.GEPNoWrap) {
		// The indices are in range and non-negative: nuw and nusw hold too.
		switch g.r.IntN(4) {
		case 0:
			gep.Flags |= ir.NUW
		case 1:
			gep.Flags = ir.NUSW
		case 2:
			gep.Flags = ir.NUSW | ir.NUW
		}
	}
	return b.emit(gep), t, align
}

// index returns an i64 value in [0, n): a frozen pool value reduced modulo n.
func (b *body) index(n uint64) ir.Value {
	x := b.frozen(b.val(b.pal.ints[b.g.r.IntN(len(b.pal.ints))]))
	switch w := x.Type().Bits; {
	case w < 64:
		x = b.cast(ir.OpZExt, x, ir.I64)
	case w > 64:
		x = b.cast(ir.OpTrunc, x, ir.I64)
	}
	if n&(n-1) == 0 {
		return b.emit(ir.NewInstr(ir.OpAnd, ir.I64, x, ir.NewInt(ir.I64, int64(n-1))))
	}
	return b.emit(ir.NewInstr(ir.OpURem, ir.I64, x, ir.NewInt(ir.I64, int64(n))))
}

// accessAlign picks the alignment of a load or store of t at an address
// known to be aligned to known: mostly the most it may be, sometimes less.
func (b *body) accessAlign(t *ir.Type, known uint64) uint64 {
	_, abi := b.g.sizeAlign(t)
	a := min(abi, known)
	for a > 1 && b.g.r.IntN(4) == 0 {
		a /= 2
	}
	return a
}

// memory emits a load or a store of a random leaf of a random object.
func (b *body) memory() {
	if len(b.objs) == 0 {
		b.intArith()
		return
	}
	obj := b.objs[b.g.r.IntN(len(b.objs))]
	p, t, known := b.access(obj)
	a := b.accessAlign(t, known)
	if b.g.r.IntN(2) == 0 && !obj.readOnly {
		st := b.emit(ir.NewInstr(ir.OpStore, ir.Void, b.val(t), p))
		st.Align = a
		obj.written = true
		return
	}
	ld := b.emit(ir.NewInstr(ir.OpLoad, t, p))
	ld.Align = a
}

// memIntrinsic emits a memcpy between a local object and another object of
// the same type, or a memset of an object.
func (b *body) memIntrinsic() {
	if len(b.objs) == 0 {
		b.bitwise()
		return
	}
	dsts := b.objs
	if slices.ContainsFunc(dsts, func(o *memObj) bool { return o.readOnly }) {
		dsts = slices.DeleteFunc(slices.Clone(dsts), func(o *memObj) bool { return o.readOnly })
		if len(dsts) == 0 {
			b.bitwise()
			return
		}
	}
	dst := dsts[b.g.r.IntN(len(dsts))]
	dst.written = true
	var src *memObj
	for _, o := range b.objs {
		if o != dst && o.ty == dst.ty && (o.local || dst.local) {
			src = o
			break
		}
	}
	if src != nil && b.g.r.IntN(2) == 0 {
		b.memcpy(dst, src)
		return
	}
	var v ir.Value = ir.NewInt(ir.I8, int64(b.g.r.IntN(256)))
	if b.g.r.IntN(3) == 0 {
		v = b.val(ir.I8)
	}
	b.memset(dst, v)
}

func (b *body) memcpy(dst, src *memObj) {
	size, _ := b.g.sizeAlign(dst.ty)
	f := b.g.registered("llvm.memcpy", ir.Ptr, ir.Ptr, ir.I64)
	c := b.call(f, dst.ptr, src.ptr, ir.NewInt(ir.I64, int64(size)), ir.NewInt(ir.I1, 0))
	c.SetCall().ArgAttrs = []ir.AttrList{alignAttr(dst.align), alignAttr(src.align)}
}

func (b *body) memset(dst *memObj, v ir.Value) {
	size, _ := b.g.sizeAlign(dst.ty)
	f := b.g.registered("llvm.memset", ir.Ptr, ir.I64)
	c := b.call(f, dst.ptr, v, ir.NewInt(ir.I64, int64(size)), ir.NewInt(ir.I1, 0))
	c.SetCall().ArgAttrs = []ir.AttrList{alignAttr(dst.align)}
}

func alignAttr(a uint64) ir.AttrList {
	return ir.AttrList{Attrs: []ir.Attr{{Key: "align", Int: a, HasInt: true}}}
}

// prologue makes the function's stack objects and initialises them (memset,
// or memcpy from a global of the same type), except at Config.UninitRate.
func (b *body) prologue() {
	g := b.g
	b.objs = append(b.objs, g.globals...)
	var types []*ir.Type
	for range g.r.IntN(3) {
		types = append(types, g.memType())
	}
	for _, o := range g.globals { // a stack copy of a global (initialised by memcpy)
		if g.r.IntN(4) == 0 {
			types = append(types, o.ty)
		}
	}
	for _, h := range b.callees {
		if h.ptrElem != nil && g.r.IntN(3) != 0 {
			types = append(types, h.ptrElem)
		}
	}
	if w := g.cfg.Weights; w.SLP+w.VecLoop > 0 {
		for range g.r.IntN(3) {
			types = append(types, g.vecArray(256))
		}
		if b.long && w.VecLoop > 0 && g.r.IntN(3) == 0 {
			types = append(types, g.longArray())
		}
	}
	if g.cfg.Weights.MetaLoad > 0 && g.r.IntN(3) == 0 {
		s := b.emit(ir.NewInstr(ir.OpAlloca, ir.Ptr))
		s.ElemTy, s.Align = ir.Ptr, 8
		b.slot = s
		b.memset(&memObj{ptr: s, ty: ir.Ptr, align: 8}, ir.NewInt(ir.I8, 0))
	}
	for _, t := range types {
		a := b.emit(ir.NewInstr(ir.OpAlloca, ir.Ptr))
		a.ElemTy, a.Align = t, objAlign
		obj := &memObj{ptr: a, ty: t, align: objAlign, local: true}
		b.objs = append(b.objs, obj)
		if g.r.Float64() < g.cfg.UninitRate {
			continue
		}
		var src *memObj
		for _, o := range g.globals {
			if o.ty == t {
				src = o
			}
		}
		if src != nil && g.r.IntN(2) == 0 {
			b.memcpy(obj, src)
		} else {
			b.memset(obj, ir.NewInt(ir.I8, int64([]int{0, 0, 1, 0xff, 0x80, g.r.IntN(256)}[g.r.IntN(6)])))
		}
	}
}
