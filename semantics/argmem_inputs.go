package semantics

import (
	"math/rand/v2"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// argObjectSize is the size of an argument object whose parameter says
// nothing larger (dereferenceable, byval).
const argObjectSize = 64

// ptrParam is what the inputs may do with one pointer parameter.
type ptrParam struct {
	i        int    // the parameter's index
	size     uint64 // the object's usual size
	minSize  uint64 // the object's size at least (dereferenceable, byval)
	below    uint64 // room the object gives below the pointer (accesses at negative offsets)
	align    uint64 // the base's alignment at least
	nullOK   bool   // null is a valid argument (no nonnull, dereferenceable, byval)
	noalias  bool   // the parameter is noalias (or byval): its object is its own
	writable bool   // the parameter is writable (or byval, sret): never read-only memory
}

// pointerParams lists the scalar pointer parameters of f.
func pointerParams(f *ir.Function) []ptrParam {
	l, _ := ParseLayout(f.Parent.DataLayout)
	// Objects hold twice the widest access the function makes, at least.
	size := uint64(argObjectSize)
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			var t *ir.Type
			switch in.Op {
			case ir.OpLoad:
				t = in.Ty
			case ir.OpStore:
				t = in.Operands[0].Type()
			}
			if t != nil && l != nil && !(t.Kind == ir.VectorType && t.Scalable) {
				size = max(size, 2*l.StoreSize(t))
			}
		}
	}
	size = min(size, 1<<16)
	var ext map[int]argExtent
	if l != nil {
		ext = accessExtents(f, l)
	}
	var out []ptrParam
	for i, p := range f.Params {
		if !p.Ty.IsPtr() || p.Ty.Kind == ir.VectorType {
			continue
		}
		pp := ptrParam{i: i, size: size, align: 16, nullOK: true}
		if e, ok := ext[i]; ok {
			// Room for every access at a constant offset.
			pp.size = max(pp.size, uint64(max(e.hi, 0)))
			pp.below = uint64(max(-e.lo, 0))
		}
		for _, a := range p.Attrs.Attrs {
			switch a.Key {
			case "dereferenceable":
				pp.size, pp.minSize = max(pp.size, a.Int), max(pp.minSize, a.Int)
				pp.nullOK = false
			case "dereferenceable_or_null":
				pp.size, pp.minSize = max(pp.size, a.Int), max(pp.minSize, a.Int)
			case "nonnull":
				pp.nullOK = false
			case "align":
				pp.align = max(pp.align, a.Int)
			case "noalias":
				pp.noalias = true
			case "writable":
				pp.writable = true
			case "byval", "byref", "sret", "inalloca", "preallocated":
				pp.nullOK = false
				pp.noalias = pp.noalias || a.Key == "byval"
				pp.writable = true
				if a.Ty != nil {
					if l != nil {
						pp.size, pp.minSize = max(pp.size, l.AllocSize(a.Ty)), max(pp.minSize, l.AllocSize(a.Ty))
					}
				}
			}
		}
		out = append(out, pp)
	}
	return out
}

// withArgObjects gives the pointer parameters of f argument objects in
// the inputs ins (each changed in place): most inputs point every such
// parameter into an object of its own, others make two of them alias
// (the same object, at the same or another offset) where neither is
// noalias, and some keep null where it is allowed. The objects' bytes are
// zeros, all-ones, small or random values and, unless noPoison, in some
// inputs partly poison (unless noPoisonBytes) or undef (unless
// noUndefBytes). Objects hold the bytes the function's accesses at
// constant offsets reach (accessExtents); grown inputs (see
// Checker.CheckContext) make every object argGrowth times larger with
// the pointer in its middle, never null. Every choice follows from seed
// and the input's index.
func withArgObjects(f *ir.Function, ins [][]Val, seed uint64, noPoison, noPoisonBytes, noUndefBytes, grown bool) [][]Val {
	pps := pointerParams(f)
	if len(pps) == 0 {
		return ins
	}
	if grown {
		for k := range pps {
			pp := &pps[k]
			pp.size = min(max(pp.size, pp.minSize)*argGrowth, argExtentMax)
			pp.below = max(pp.below, pp.size/2)
			pp.nullOK = false
		}
	}
	words := constWords(f)
	for k, in := range ins {
		r := rand.New(rand.NewPCG(seed, uint64(k)*0x9e3779b97f4a7c15+1))
		var made []*ArgObject
		var madeBy []ptrParam
		for _, pp := range pps {
			if in[pp.i].Poison || in[pp.i].Undef != 0 {
				continue // the special inputs' poison and undef pointers
			}
			if pp.nullOK && k%8 == 7 {
				in[pp.i] = Val{}
				continue
			}
			if shape := k % 5; !pp.noalias && len(made) > 0 && shape >= 3 {
				j := r.IntN(len(made))
				if !madeBy[j].noalias && made[j].Align >= pp.align {
					off := int64(0)
					if shape == 4 {
						off = int64(1 << r.IntN(4))
						if uint64(off)+pp.size > uint64(len(made[j].Bytes)) {
							off = 0
						}
					}
					in[pp.i] = ArgPointer(made[j], off)
					continue
				}
			}
			size, off := pp.size+pp.below, int64(pp.below)
			switch c := r.IntN(12); {
			case k < 4 || c < 6 || grown && c < 8:
			case c < 8:
				// Just big enough for what the parameter promises, or
				// smaller than the default: accesses past the end are
				// undefined.
				size, off = max(pp.minSize, []uint64{1, 2, 4, 8}[r.IntN(4)]), 0
			case c < 10:
				// Misaligned by 1 to 3 bytes.
				d := 1 + r.IntN(3)
				off += int64(d)
				size += uint64(d)
			default:
				// Room below the pointer, for negative offsets.
				off = int64(max(pp.size, pp.below))
				size = uint64(off) + pp.size
			}
			obj := &ArgObject{Bytes: make([]Byte, size), Align: pp.align}
			if k%6 == 3 {
				obj.Align = max(obj.Align, 256) // for over-aligned accesses
			}
			// Now and then the caller's object is read-only memory
			// (unless the parameter is writable).
			obj.Constant = !pp.writable && k%9 == 4
			fillArgBytes(obj.Bytes, k, r, noPoison, noPoisonBytes, noUndefBytes, words)
			made, madeBy = append(made, obj), append(madeBy, pp)
			in[pp.i] = ArgPointer(obj, off)
		}
		if grown && k%2 == 1 {
			fillArgPointers(f, made, k)
		}
	}
	return ins
}

// fillArgPointers fills the objects of a grown input, at every
// pointer-aligned slot, with the address of the middle of one of them,
// so that a pointer the function loads from its arguments' memory points
// into an object (a load of a pointer from bytes without provenance takes
// the object at their address). The addresses are those Machine gives
// the objects (in order of first use from 1<<32 up, see placeObject);
// with pointers narrower than argRegionBits, or an index width below the
// pointer width, nothing is filled.
func fillArgPointers(f *ir.Function, made []*ArgObject, k int) {
	l, err := ParseLayout(f.Parent.DataLayout)
	if err != nil || len(made) == 0 || l.PointerBits(0) < argRegionBits || l.PointerBits(0) > 64 || l.IndexBits(0) != l.PointerBits(0) {
		return
	}
	_, gap := memAddrs(l.PointerBits(0))
	bases := make([]uint64, len(made))
	next := uint64(1) << 32
	for i, o := range made {
		bases[i] = ir.AlignUp(next, max(o.Align, 1))
		next = bases[i] + uint64(len(o.Bytes)) + gap
	}
	j := (k / 2) % len(made)
	addr := bases[j] + uint64(len(made[j].Bytes))/2
	n := int(l.PointerBits(0) / 8)
	step := int(max(l.ABIAlign(ir.Ptr), 1))
	for _, o := range made {
		for at := 0; at+n <= len(o.Bytes); at += step {
			for b := range n {
				sh := b
				if l.BigEndian {
					sh = n - 1 - b
				}
				o.Bytes[at+b] = Byte{Bits: uint8(addr >> (8 * sh))}
			}
		}
	}
}

// constWords is the function's integer constants (and their neighbours
// ±1) as the bytes they are stored as under its layout: memory an input
// fills with them meets the function's comparisons.
func constWords(f *ir.Function) [][]byte {
	l, err := ParseLayout(f.Parent.DataLayout)
	if err != nil {
		return nil
	}
	var out [][]byte
	for _, c := range deriveValues(f).consts {
		if !c.Ty.IsInt() || c.Ty.Bits > 64 || c.Ty.Bits < 8 {
			continue
		}
		n := int(l.StoreSize(c.Ty))
		for _, d := range []uint64{0, 1, ^uint64(0)} {
			x := (c.Int + d) & widthMask(c.Ty.Bits)
			w := make([]byte, n)
			for i := range n {
				j := i
				if l.BigEndian {
					j = n - 1 - i
				}
				w[j] = byte(x >> (8 * i))
			}
			out = append(out, w)
		}
	}
	return out
}

// fillArgBytes chooses the initial bytes of an argument object of input k.
func fillArgBytes(bs []Byte, k int, r *rand.Rand, noPoison, noPoisonBytes, noUndefBytes bool, words [][]byte) {
	if len(words) > 0 && k%7 == 6 {
		// The function's constants, each at an offset aligned to its size.
		for i := 0; i < len(bs); {
			w := words[r.IntN(len(words))]
			for j := range w {
				if i+j < len(bs) {
					bs[i+j] = Byte{Bits: w[j]}
				}
			}
			i += len(w)
		}
		return
	}
	for i := range bs {
		switch k % 6 {
		case 0:
			bs[i] = Byte{}
		case 1:
			bs[i] = Byte{Bits: 0xff}
		case 2:
			bs[i] = Byte{Bits: uint8(r.IntN(4))}
		case 3:
			bs[i] = Byte{Bits: uint8(i + 1)}
		default:
			bs[i] = Byte{Bits: uint8(r.Uint32())}
		}
	}
	undef := k%17 == 16 && !noUndefBytes
	poison := k%13 == 12 && !noPoisonBytes && !undef
	if noPoison || !undef && !poison {
		return
	}
	bad := Byte{Poison: 0xff}
	if undef {
		bad = memUndefByte
	}
	for i := range bs {
		if r.IntN(4) == 0 {
			bs[i] = bad
		}
	}
}

// argExtent is the byte range [lo, hi), relative to a pointer parameter,
// that a function's accesses through constant offsets from it reach.
type argExtent struct{ lo, hi int64 }

// argGrowth is how many times larger grown inputs make argument objects.
const argGrowth = 64

// argExtentMax bounds the objects and the room below a pointer that
// argument extents ask for.
const argExtentMax = 1 << 16

// accessExtents returns, by parameter index, the bytes the loads, stores
// and memory intrinsics (of constant length) of f reach through pointers
// that are a pointer parameter plus a constant offset (getelementptr
// with constant indices, bitcast, addrspacecast): the object and the room
// below the pointer an input must give for those accesses to be defined.
// An index that is not constant is followed when it is a narrow integer
// (narrowGEPRange): the accesses may then reach any offset of its range.
// Other offsets that are not constant are not followed (see Checker's
// grown inputs).
func accessExtents(f *ir.Function, l *Layout) map[int]argExtent {
	type derived struct {
		param  int
		off    int64 // the offsets lie in [off, off+spread]
		spread int64
	}
	from := map[ir.Value]derived{}
	for i, p := range f.Params {
		if p.Ty.IsPtr() && p.Ty.Kind != ir.VectorType {
			from[p] = derived{i, 0, 0}
		}
	}
	// Twice: a block may use a value a later-listed block defines.
	for range 2 {
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if len(in.Operands) == 0 || in.Ty.Kind == ir.VectorType {
					continue
				}
				d, ok := from[in.Operands[0]]
				if !ok {
					continue
				}
				switch in.Op {
				case ir.OpGetElementPtr:
					if o, ok := constGEPOffset(l, in); ok {
						from[in] = derived{d.param, d.off + o, d.spread}
					} else if lo, hi, ok := narrowGEPRange(l, in); ok && d.spread+hi-lo <= argExtentMax {
						from[in] = derived{d.param, d.off + lo, d.spread + hi - lo}
					}
				case ir.OpBitCast, ir.OpAddrSpaceCast:
					from[in] = d
				}
			}
		}
	}
	ext := map[int]argExtent{}
	note := func(v ir.Value, size uint64) {
		d, ok := from[v]
		if !ok || size > argExtentMax {
			return
		}
		e, seen := ext[d.param]
		lo, hi := d.off, d.off+d.spread+int64(size)
		if seen {
			lo, hi = min(lo, e.lo), max(hi, e.hi)
		}
		ext[d.param] = argExtent{lo, hi}
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			switch in.Op {
			case ir.OpLoad:
				if !(in.Ty.Kind == ir.VectorType && in.Ty.Scalable) {
					note(in.Operands[0], l.StoreSize(in.Ty))
				}
			case ir.OpStore:
				if t := in.Operands[0].Type(); !(t.Kind == ir.VectorType && t.Scalable) {
					note(in.Operands[1], l.StoreSize(t))
				}
			case ir.OpCall:
				fn, ok := in.Operands[0].(*ir.Function)
				if !ok || len(in.Operands) < 4 {
					continue
				}
				n, ok := in.Operands[3].(*ir.Const)
				if !ok || n.Kind != ir.ConstInt {
					continue
				}
				switch {
				case strings.HasPrefix(fn.Name, "llvm.memset."), strings.HasPrefix(fn.Name, "llvm.memset.inline."):
					note(in.Operands[1], n.Int)
				case strings.HasPrefix(fn.Name, "llvm.memcpy."), strings.HasPrefix(fn.Name, "llvm.memmove."), strings.HasPrefix(fn.Name, "llvm.memcpy.inline."):
					note(in.Operands[1], n.Int)
					note(in.Operands[2], n.Int)
				}
			}
		}
	}
	return ext
}

// constGEPOffset is the byte offset of a getelementptr whose indices are
// all constant integers (at 64 bits: the extents only size objects), or
// false.
func constGEPOffset(l *Layout, in *ir.Instruction) (int64, bool) {
	t := in.ElemTy
	var off int64
	for k, idx := range in.Operands[1:] {
		c, ok := idx.(*ir.Const)
		if !ok || c.Kind != ir.ConstInt || c.Ty.Bits > 64 {
			return 0, false
		}
		v := signExtend(c.Int, c.Ty.Bits)
		if k > 0 {
			switch t.Kind {
			case ir.StructType:
				if v < 0 || int(v) >= len(t.Fields) {
					return 0, false
				}
				off += int64(l.FieldOffset(t, int(v)))
				t = t.Fields[v]
				continue
			case ir.ArrayType, ir.VectorType:
				t = t.Elem
			default:
				return 0, false
			}
		}
		size := int64(l.AllocSize(t))
		if v > argExtentMax || v < -argExtentMax || size > argExtentMax {
			return 0, false
		}
		off += v * size
	}
	if off > argExtentMax || off < -argExtentMax {
		return 0, false
	}
	return off, true
}

// narrowGEPMaxBits is the widest integer a getelementptr index may come
// from for accessExtents to follow the index's whole range.
const narrowGEPMaxBits = 12

// narrowGEPRange is the range [lo, hi] of byte offsets of a
// getelementptr with one index (over its source element type) whose
// value comes from an integer of at most narrowGEPMaxBits bits: the
// index itself, or its zext or sext. A zext index of an i8 reaches
// offsets 0..255 times the element size (so an input object must hold
// them all for the access to be defined: the function may be defined
// only there).
func narrowGEPRange(l *Layout, in *ir.Instruction) (lo, hi int64, ok bool) {
	if len(in.Operands) != 2 || in.ElemTy == nil {
		return 0, 0, false
	}
	size := int64(l.AllocSize(in.ElemTy))
	if size <= 0 || size > argExtentMax {
		return 0, 0, false
	}
	idx := in.Operands[1]
	signed := true
	if x, isInst := idx.(*ir.Instruction); isInst && (x.Op == ir.OpZExt || x.Op == ir.OpSExt) && len(x.Operands) == 1 {
		signed = x.Op == ir.OpSExt
		idx = x.Operands[0]
	}
	t := idx.Type()
	if t.Kind != ir.IntegerType || t.Bits == 0 || t.Bits > narrowGEPMaxBits {
		return 0, 0, false
	}
	n := int64(1) << t.Bits
	if signed {
		return -(n / 2) * size, (n/2 - 1) * size, true
	}
	return 0, (n - 1) * size, true
}
