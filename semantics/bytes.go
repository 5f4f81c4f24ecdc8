package semantics

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// Byte is one byte of memory: its 8 value bits, which of them are undef
// (may be anything at each load), which of those are a fixed unknown choice
// instead (nondet: from a frozen or fast-math value), which are poison,
// and, for a byte of a stored pointer, the pointer's provenance and the
// byte's place in it.
//
// Poison and nondet are kept per bit (a finer grain than LLVM's per-byte
// model) so that storing a vector of sub-byte lanes, one of them poison,
// does not poison its neighbours, and a stored frozen i1 is still frozen
// when loaded back; a load of a scalar is poison when any of its bits is.
type Byte struct {
	Bits   uint8  // value bits
	Undef  uint8  // bits that are not fixed
	Poison uint8  // bits that are poison
	Nondet uint8  // the Undef bits that are one fixed unknown choice rather than undef
	ptr    uint32 // pointer bytes: provenance (low 24 bits) and index in the pointer (high 8 bits)
}

// notPlain is nonzero when some bit of b is undef or poison. (Undef and
// Poison are adjacent: the compiler reads them in one 16-bit load, and a
// scalar store's 8-byte write of the Byte forwards to it.)
func (b *Byte) notPlain() uint16 { return uint16(b.Undef) | uint16(b.Poison)<<8 }

// memMaxObjects bounds object ids so that they fit Byte.ptr.
const memMaxObjects = 1<<24 - 1

// Prov is the object id of the stored pointer this byte belongs to, 0 for
// a byte that is not part of a stored pointer.
func (b Byte) Prov() uint32 { return b.ptr & memMaxObjects }

// PtrIndex is the significance of a pointer byte within its pointer (0 =
// least significant byte); meaningful only when Prov() != 0.
func (b Byte) PtrIndex() int { return int(b.ptr >> 24) }

func ptrByte(prov uint32, idx uint32) uint32 { return prov&memMaxObjects | idx<<24 }

// memUndefByte is the content of uninitialised memory and of padding.
var memUndefByte = Byte{Undef: 0xff}

// byteCodec encodes values to bytes and back for one layout and mode.
type byteCodec struct {
	l       *Layout
	ch      Chooser // nil: abstract mode
	mem     *Memory // for the provenance of pointers loaded from plain bytes; may be nil
	zeroPad bool    // bits above an iN's width are written as 0 rather than undef
	// storedOnly (loads of an abstract memory) applies the load rule for
	// types whose width is not a whole number of bytes: the value is
	// undefined unless a store of the same type wrote it (see odd).
	storedOnly bool
	// undefPoison writes undef bits (not nondet ones) as poison: bytes
	// under putBytes, the whole value under putBits (Memory.UndefAsPoison).
	undefPoison bool
	// initPad writes aggregate padding as undef rather than poison: a
	// global's initialiser (see encodeInitializer).
	initPad bool
}

// EncodeValue writes the memory representation of v, a value of type t, to
// dst[:l.StoreSize(t)]: little-endian (big-endian under an "E" layout);
// iN in StoreSize bytes with the bits above N undef; vectors packed
// (element 0 in the lowest bits, or the highest under "E"); arrays at
// AllocSize stride and structs at their field offsets, padding poison;
// pointers with their provenance in every byte. A poison scalar writes
// poison bits. Bytes beyond len(dst) are not written.
func EncodeValue(l *Layout, t *ir.Type, v *Val, dst []Byte) {
	c := byteCodec{l: l}
	c.encode(t, v, dst)
}

// decodeValue reads a value of type t from src (as EncodeValue wrote it)
// into r. A scalar with any poison bit is poison. Undef bits stay in Undef
// in the abstract mode (ch == nil) and are chosen by ch in the concrete
// mode. A pointer gets back its provenance when its bytes are the bytes of
// one stored pointer in order, and provenance 0 otherwise (Memory.Load then
// uses the object at the address). Bytes missing from src read as poison.
// r's X is reused when present; scalars get X == nil.
func decodeValue(l *Layout, t *ir.Type, src []Byte, r *Val, ch Chooser) {
	c := byteCodec{l: l, ch: ch}
	c.decode(t, src, r)
}

// memPoisonVal stands in for the lanes or fields a malformed value lacks.
var memPoisonVal = Val{Poison: true}

func memLanePtr(v *Val, i int) *Val {
	if v.X == nil || i >= len(v.X.Lanes) {
		return &memPoisonVal
	}
	return &v.X.Lanes[i]
}

func (c *byteCodec) encode(t *ir.Type, v *Val, dst []Byte) {
	n := c.l.StoreSize(t)
	if uint64(len(dst)) > n {
		dst = dst[:n]
	}
	switch t.Kind {
	case ir.ArrayType:
		stride, es := c.l.AllocSize(t.Elem), c.l.StoreSize(t.Elem)
		for i := uint64(0); i < t.Len; i++ {
			off := i * stride
			if off >= uint64(len(dst)) {
				break
			}
			c.encode(t.Elem, memLanePtr(v, int(i)), dst[off:])
			memFill(dst[min(off+es, uint64(len(dst))):min(off+stride, uint64(len(dst)))], c.aggregatePad())
		}
	case ir.StructType:
		memFill(dst, c.aggregatePad())
		for i, f := range t.Fields {
			off := c.l.FieldOffset(t, i)
			if off >= uint64(len(dst)) {
				continue
			}
			c.encode(f, memLanePtr(v, i), dst[off:])
		}
	case ir.VectorType:
		ew := uint32(c.l.SizeInBits(t.Elem))
		c.fillPad(dst)
		for i := uint64(0); i < t.Len; i++ {
			p := i
			if c.l.BigEndian {
				p = t.Len - 1 - i
			}
			c.putScalar(t.Elem, ew, memLanePtr(v, int(i)), dst, n, p*uint64(ew))
		}
	default:
		w := uint32(c.l.SizeInBits(t))
		if uint64(w) != 8*n {
			c.fillPad(dst)
		}
		c.putScalar(t, w, v, dst, n, 0)
	}
}

// aggregatePad is what a struct's or array's padding bytes hold after a
// store. The Language Reference says undef; LLVM and Alive2 treat them as
// poison (a load of padding may fold to poison). The abstract (source)
// mode takes poison, which allows every outcome undef allows, so a target
// that reads padding is never judged by the stricter reading; the
// concrete mode keeps undef, one of the contents LLVM's stores leave. A
// global's initialiser is not a store LLVM may split: its padding is
// undef (initPad, see encodeInitializer).
func (c *byteCodec) aggregatePad() Byte {
	if c.zeroPad || c.initPad {
		return memUndefByte
	}
	return Byte{Poison: 0xff}
}

// encodeInitializer writes global initialiser v of type t as the global's
// memory holds it before a run. Its aggregate padding is undef, not
// poison: the Language Reference fills an aggregate store's padding with
// undef, and nothing in LLVM reads an initialiser's padding as poison
// (constant folding reads it as zero, as the object file holds it).
// clang 19 lowers C code that reads such padding (a small struct passed
// by value through varargs is loaded as one i64 from its constant).
func encodeInitializer(l *Layout, t *ir.Type, v *Val, dst []Byte, undefPoison bool) {
	c := byteCodec{l: l, initPad: true, undefPoison: undefPoison}
	c.encode(t, v, dst)
}

// fillPad initialises a scalar's or vector's region before its bits are
// written: the bits no value bit covers are poison (or 0 when zeroPad).
func (c *byteCodec) fillPad(dst []Byte) {
	if c.zeroPad {
		memFill(dst, Byte{})
	} else {
		// The Language Reference leaves these bits unspecified (a store
		// may keep what was there, poison included): the abstract mode
		// allows anything.
		memFill(dst, Byte{Poison: 0xff})
	}
}

// memFill sets every byte of dst to b. Long runs are filled by doubling
// copies (memmove), which beat a loop of 8-byte stores on large allocas.
func memFill(dst []Byte, b Byte) {
	if len(dst) <= 32 {
		for i := range dst {
			dst[i] = b
		}
		return
	}
	if b == (Byte{}) {
		clear(dst)
		return
	}
	dst[0] = b
	for n := 1; n < len(dst); n *= 2 {
		copy(dst[n:], dst[:n])
	}
}

// putScalar writes the w bits of scalar v of type t at bit k of the
// integer view of region dst (of n bytes).
func (c *byteCodec) putScalar(t *ir.Type, w uint32, v *Val, dst []Byte, n, k uint64) {
	if w <= 64 {
		prov := uint32(0)
		if t.Kind == ir.PointerType {
			prov = v.Prov
		}
		c.putBits(dst, n, k, w, v.Bits, v.Undef, v.Poison, v.Nondet, prov)
		return
	}
	// wide integers, x86_fp80, fp128: 64-bit words
	for j := uint32(0); j < w; j += 64 {
		var word, und uint64
		if v.X != nil {
			if i := int(j / 64); i < len(v.X.Words) {
				word = v.X.Words[i]
				if i < len(v.X.UndefWords) {
					und = v.X.UndefWords[i]
				}
			}
		} else if j == 0 {
			word, und = v.Bits, v.Undef
		}
		c.putBits(dst, n, k+uint64(j), min(64, w-j), word, und, v.Poison, v.Nondet, 0)
	}
}

// putBits writes w (<= 64) bits at bit k of the integer view of region dst
// of n bytes. A pointer's bytes (prov != 0) also get the provenance and
// their index; pointers are always byte-aligned.
func (c *byteCodec) putBits(dst []Byte, n, k uint64, w uint32, bits, undef uint64, poison, nondet bool, prov uint32) {
	if w < 64 {
		bits &= 1<<w - 1
		undef &= 1<<w - 1
	}
	if c.undefPoison && undef != 0 && !nondet && !(k%8 == 0 && w%8 == 0) {
		poison = true
	}
	if poison {
		bits, undef = 0, 0
	}
	if k%8 == 0 && w%8 == 0 {
		c.putBytes(dst, n, k/8, w/8, bits, undef, poison, nondet, prov)
		return
	}
	for j := uint32(0); j < w; {
		p := k + uint64(j)
		b := p / 8
		if c.l.BigEndian {
			b = n - 1 - b
		}
		lo := uint32(p % 8)
		cnt := min(8-lo, w-j)
		m := uint8((1<<cnt - 1) << lo)
		if b < uint64(len(dst)) {
			d := &dst[b]
			vb, ub := uint8(bits>>j)<<lo&m, uint8(undef>>j)<<lo&m
			d.Bits = d.Bits&^m | vb
			d.Undef = d.Undef&^m | ub
			d.Nondet &^= m
			if nondet {
				d.Nondet |= ub
			}
			d.Poison &^= m
			if poison {
				d.Poison |= m
			}
			d.ptr = 0
			if prov != 0 {
				d.ptr = ptrByte(prov, j/8)
			}
		}
		j += cnt
	}
}

// putBytes is putBits for whole bytes: nb bytes at byte b0 of the integer
// view (the hot path of scalar stores).
func (c *byteCodec) putBytes(dst []Byte, n, b0 uint64, nb uint32, bits, undef uint64, poison, nondet bool, prov uint32) {
	var pm uint8
	if poison {
		pm = 0xff
	}
	nd := uint64(0)
	if nondet {
		nd = undef
	}
	if e := b0 + uint64(nb); !c.l.BigEndian && e <= uint64(len(dst)) && e >= b0 {
		d := dst[b0:e]
		for j := range d {
			var pp uint32
			if prov != 0 {
				pp = ptrByte(prov, uint32(j))
			}
			sh := 8 * j
			d[j] = Byte{Bits: uint8(bits >> sh), Undef: uint8(undef >> sh), Poison: pm, Nondet: uint8(nd >> sh), ptr: pp}
			if c.undefPoison && !nondet && d[j].Undef != 0 {
				d[j] = Byte{Poison: 0xff}
			}
		}
		return
	}
	for j := range nb {
		i := b0 + uint64(j)
		if c.l.BigEndian {
			i = n - 1 - i
		}
		if i >= uint64(len(dst)) {
			continue
		}
		var pp uint32
		if prov != 0 {
			pp = ptrByte(prov, j)
		}
		sh := 8 * j
		dst[i] = Byte{Bits: uint8(bits >> sh), Undef: uint8(undef >> sh), Poison: pm, Nondet: uint8(nd >> sh), ptr: pp}
		if c.undefPoison && !nondet && dst[i].Undef != 0 {
			dst[i] = Byte{Poison: 0xff}
		}
	}
}

// getBytes is getBits for whole bytes: nb bytes at byte b0 of the integer
// view (the hot path of scalar loads).
func (c *byteCodec) getBytes(src []Byte, n, b0 uint64, nb uint32) (bits, undef uint64, poison, nondet bool, prov uint32) {
	nondet = true
	provOK := true
	if e := b0 + uint64(nb); !c.l.BigEndian && e <= uint64(len(src)) && e >= b0 {
		var und, nd uint64
		var pm uint8
		sv := src[b0:e]
		prov = sv[0].Prov()
		for j := range sv {
			s := &sv[j]
			sh := 8 * j
			bits |= uint64(s.Bits) << sh
			und |= uint64(s.Undef) << sh
			nd |= uint64(s.Nondet) << sh
			pm |= s.Poison
			provOK = provOK && s.ptr == ptrByte(prov, uint32(j))
		}
		if !provOK {
			prov = 0
		}
		return bits, und, pm != 0, und != 0 && und&^nd == 0, prov
	}
	for j := range nb {
		i := b0 + uint64(j)
		if c.l.BigEndian {
			i = n - 1 - i
		}
		if i >= uint64(len(src)) {
			poison = true
			continue
		}
		s := &src[i]
		sh := 8 * j
		bits |= uint64(s.Bits) << sh
		if s.Undef != 0 {
			undef |= uint64(s.Undef) << sh
			nondet = nondet && s.Undef&^s.Nondet == 0
		}
		poison = poison || s.Poison != 0
		if j == 0 {
			prov = s.Prov()
		}
		provOK = provOK && s.ptr == ptrByte(prov, j)
	}
	if !provOK {
		prov = 0
	}
	return bits, undef, poison, nondet && undef != 0, prov
}

// getBits reads w (<= 64) bits at bit k of the integer view of region src
// of n bytes. It reports the value and undef bits, whether any bit is
// poison, whether every undef bit is nondet, and, for whole bytes, the
// provenance shared by all bytes when they form one stored pointer in
// order (else 0).
func (c *byteCodec) getBits(src []Byte, n, k uint64, w uint32) (bits, undef uint64, poison, nondet bool, prov uint32) {
	if k%8 == 0 && w%8 == 0 {
		if w == 0 {
			return 0, 0, false, false, 0
		}
		return c.getBytes(src, n, k/8, w/8)
	}
	nondet = true
	for j := uint32(0); j < w; {
		p := k + uint64(j)
		b := p / 8
		if c.l.BigEndian {
			b = n - 1 - b
		}
		lo := uint32(p % 8)
		cnt := min(8-lo, w-j)
		m := uint8((1<<cnt - 1) << lo)
		if b >= uint64(len(src)) {
			poison = true
			j += cnt
			continue
		}
		s := &src[b]
		if s.Poison&m != 0 {
			poison = true
		}
		bits |= uint64((s.Bits&m)>>lo) << j
		if u := s.Undef & m; u != 0 {
			undef |= uint64(u>>lo) << j
			if u&^s.Nondet != 0 {
				nondet = false
			}
		}
		j += cnt
	}
	return bits, undef, poison, nondet && undef != 0, 0
}

func (c *byteCodec) decode(t *ir.Type, src []Byte, r *Val) {
	n := c.l.StoreSize(t)
	switch t.Kind {
	case ir.ArrayType, ir.StructType, ir.VectorType:
		cnt := t.Len
		if t.Kind == ir.StructType {
			cnt = uint64(len(t.Fields))
		}
		lanes := memAggLanes(r, int(cnt))
		switch t.Kind {
		case ir.ArrayType:
			stride := c.l.AllocSize(t.Elem)
			for i := range lanes {
				c.decode(t.Elem, memSub(src, uint64(i)*stride), &lanes[i])
			}
		case ir.StructType:
			for i, f := range t.Fields {
				c.decode(f, memSub(src, c.l.FieldOffset(t, i)), &lanes[i])
			}
		default:
			ew := uint32(c.l.SizeInBits(t.Elem))
			for i := range lanes {
				p := uint64(i)
				if c.l.BigEndian {
					p = t.Len - 1 - p
				}
				c.getScalar(t.Elem, ew, src, n, p*uint64(ew), &lanes[i])
			}
			if w := t.Len * uint64(ew); c.odd(src, n, w) {
				for i := range lanes {
					c.undefined(&lanes[i], ew)
				}
			}
		}
	default:
		w := uint32(c.l.SizeInBits(t))
		c.getScalar(t, w, src, n, 0, r)
		if t.IsInt() && c.odd(src, n, uint64(w)) {
			c.undefined(r, w)
		}
	}
}

// odd reports whether a load of a value of w bits from the n bytes src
// falls under the load rule of the Language Reference: "当加载大小不是
// 字节整数倍的类型(如 i20)的值时,如果该值最初不是使用相同类型的存储写
// 入的,则结果是未定义的" (when loading a value of a type like i20 with a
// size that is not an integral number of bytes, the result is undefined
// if the value was not originally written using a store of the same
// type). In an abstract memory a store of such a type leaves its padding
// bits (w to 8n of the integer view) poison and nothing else writes a
// defined value with poison there, so padding bits that are not all
// poison tell bytes another store wrote (or a caller's memory, or none).
// A store of another type that leaves the same padding poison (a
// <4 x i5> read as i20) is not told apart: its bits are read.
func (c *byteCodec) odd(src []Byte, n, w uint64) bool {
	if !c.storedOnly || w%8 == 0 || w >= 8*n {
		return false
	}
	for p := w; p < 8*n; p++ {
		b := p / 8
		if c.l.BigEndian {
			b = n - 1 - b
		}
		if b < uint64(len(src)) && src[b].Poison&(1<<(p%8)) == 0 {
			return true
		}
	}
	return false
}

// undefined makes r, a scalar of w bits just read, any value of its type
// unless it is poison: one fixed but unknown value (Nondet, as freeze
// gives: the Language Reference says "undefined", not undef, so a branch
// on it is a choice, not undefined behaviour); chosen when the codec has
// a chooser. Where the bits read hold undef, the value read stays among
// the choices, so the result is undef, which holds every value: the same
// load in a target that reads those bits as they are (undef) refines it.
func (c *byteCodec) undefined(r *Val, w uint32) {
	if r.Poison {
		return
	}
	keepUndef := c.ch == nil && !r.Nondet && anyUndef(r)
	if w > 64 {
		x := r.X
		r.Nondet = c.ch == nil && !keepUndef
		for i := range x.Words {
			cw := min(64, w-uint32(i)*64)
			x.Words[i], x.UndefWords[i] = 0, widthMask(cw)
			if c.ch != nil {
				x.Words[i], x.UndefWords[i] = c.ch.Choose(0, widthMask(cw), cw), 0
			}
		}
		return
	}
	m := widthMask(w)
	if c.ch != nil {
		*r = Val{Bits: c.ch.Choose(0, m, w)}
		return
	}
	*r = Val{Undef: m, Nondet: !keepUndef}
}

func memSub(src []Byte, off uint64) []Byte {
	if off >= uint64(len(src)) {
		return nil
	}
	return src[off:]
}

// memAggLanes gives r n lanes, reusing its storage.
func memAggLanes(r *Val, n int) []Val {
	*r = Val{X: r.X}
	if r.X == nil {
		r.X = &Ext{}
	}
	x := r.X
	x.Words, x.UndefWords = x.Words[:0], x.UndefWords[:0]
	if cap(x.Lanes) < n {
		x.Lanes = make([]Val, n)
	}
	x.Lanes = x.Lanes[:n]
	return x.Lanes
}

// getScalar reads a scalar of type t and width w at bit k of region src.
func (c *byteCodec) getScalar(t *ir.Type, w uint32, src []Byte, n, k uint64, r *Val) {
	if w <= 64 {
		bits, undef, poison, nondet, prov := c.getBits(src, n, k, w)
		*r = Val{}
		switch {
		case poison:
			r.Poison = true
			return
		case undef != 0 && c.ch != nil:
			bits, undef, nondet = c.ch.Choose(bits, undef, w), 0, false
		}
		r.Bits, r.Undef, r.Nondet = bits, undef, nondet
		if t.Kind == ir.PointerType {
			if prov == 0 && undef == 0 && c.mem != nil {
				prov = c.mem.ProvAt(bits)
			}
			r.Prov = prov
		}
		return
	}
	words := int((w + 63) / 64)
	*r = Val{X: r.X}
	if r.X == nil {
		r.X = &Ext{}
	}
	x := r.X
	x.Lanes = x.Lanes[:0]
	x.Words = memResizeU64(x.Words, words)
	x.UndefWords = memResizeU64(x.UndefWords, words)
	allNondet, anyUndef := true, false
	for i := range words {
		cw := min(64, w-uint32(i)*64)
		bits, undef, poison, nondet, _ := c.getBits(src, n, k+uint64(i)*64, cw)
		if poison {
			r.Poison = true
		}
		if undef != 0 {
			anyUndef = true
			allNondet = allNondet && nondet
			if c.ch != nil {
				bits, undef = c.ch.Choose(bits, undef, cw), 0
			}
		}
		x.Words[i], x.UndefWords[i] = bits, undef
	}
	if r.Poison {
		clear(x.Words)
		clear(x.UndefWords)
		return
	}
	r.Nondet = anyUndef && allNondet && c.ch == nil
}

func memResizeU64(s []uint64, n int) []uint64 {
	if cap(s) < n {
		return make([]uint64, n)
	}
	return s[:n]
}

// String renders the contents as hex bytes, `??` for a byte with
// undetermined bits and `pp` for a poison byte, each stored pointer by what
// it points to (`&@g+4`) in place of its bytes.
func (g *GlobalBytes) String() string { return formatBytes(g.Bytes, g.Ptrs) }

// FormatGlobals renders final global contents as `; @g = 01 02; @p =
// &@g+4`.
func FormatGlobals(gs []GlobalBytes) string {
	var b strings.Builder
	for k := range gs {
		fmt.Fprintf(&b, "; @%s = %s", ir.QuoteName(gs[k].Global.Name), gs[k].String())
	}
	return b.String()
}

// formatBytes renders memory bytes as GlobalBytes.String does, with the
// pointers ptrs (sorted by At) shown by what they point to.
func formatBytes(bs []Byte, ptrs []PtrRef) string {
	var b strings.Builder
	for i := 0; i < len(bs); i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		if len(ptrs) > 0 && ptrs[0].At == i && ptrs[0].Judged() {
			b.WriteString("&" + ptrs[0].String())
			i += ptrs[0].Size - 1
			ptrs = ptrs[1:]
			continue
		}
		for len(ptrs) > 0 && ptrs[0].At <= i {
			ptrs = ptrs[1:]
		}
		switch x := bs[i]; {
		case x.Poison != 0:
			b.WriteString("pp")
		case x.Undef != 0:
			b.WriteString("??")
		default:
			fmt.Fprintf(&b, "%02x", x.Bits)
		}
	}
	return b.String()
}
