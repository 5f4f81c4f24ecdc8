package semantics

import (
	"fmt"
	"maps"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/irfuzz/irfuzz/ir"
)

// Layout is a module's data layout: sizes, alignments and field offsets of
// types, as LLVM's DataLayout computes them from a `target datalayout`
// string. A Layout is safe for concurrent use.
type Layout struct {
	// BigEndian is true for an "E" layout: the most significant byte of a
	// scalar is stored at the lowest address.
	BigEndian bool

	ints, floats, vecs []layAlignSpec // sorted by width
	ptrs               []layPtrSpec   // sorted by address space; address space 0 always present
	aggABI, aggPref    uint64         // "a:<abi>:<pref>", in bytes
	stackAlign         uint64         // "S<size>" in bytes; 0 = unspecified
	fnAlign            uint64         // "F<type><abi>" in bytes; 0 = unspecified

	// Layouts of vector and aggregate types. Lookups read the published
	// snapshot without locking (a sync.Map's interface-key hashing showed
	// in profiles); misses go to dirty, a superset guarded by mu, which is
	// republished after as many misses as the snapshot has entries, so
	// copying is amortised O(1) per miss.
	cache  atomic.Pointer[map[*ir.Type]*layTypeInfo]
	mu     sync.Mutex
	dirty  map[*ir.Type]*layTypeInfo
	misses int
}

// layAlignSpec is one "i", "f" or "v" entry; alignments in bytes.
type layAlignSpec struct {
	bits      uint32
	abi, pref uint64
}

// layPtrSpec is one "p" entry; alignments in bytes, sizes in bits.
type layPtrSpec struct {
	as, bits, idx uint32
	abi, pref     uint64
	src           string // the component as written ("" for the default)
}

// layTypeInfo is the cached layout of a vector or aggregate type.
type layTypeInfo struct {
	store, alloc, abi uint64
	offsets           []uint64 // struct field offsets
}

// ParseLayout reads a `target datalayout` string; "" gives LLVM's default
// layout. Unknown or malformed components are errors naming the component.
func ParseLayout(s string) (*Layout, error) {
	l := &Layout{
		ints: []layAlignSpec{{1, 1, 1}, {8, 1, 1}, {16, 2, 2}, {32, 4, 4}, {64, 4, 8}},
		floats: []layAlignSpec{
			{16, 2, 2}, {32, 4, 4}, {64, 8, 8}, {128, 16, 16},
		},
		vecs:    []layAlignSpec{{64, 8, 8}, {128, 16, 16}},
		ptrs:    []layPtrSpec{{as: 0, bits: 64, idx: 64, abi: 8, pref: 8}},
		aggABI:  1,
		aggPref: 8,
	}
	if s == "" {
		return l, nil
	}
	for _, c := range strings.Split(s, "-") {
		if err := l.parseComponent(c); err != nil {
			return nil, fmt.Errorf("datalayout component %q: %w", c, err)
		}
	}
	return l, nil
}

func (l *Layout) parseComponent(c string) error {
	if c == "" {
		return fmt.Errorf("empty component")
	}
	switch c[0] {
	case 'e', 'E':
		if len(c) != 1 {
			return fmt.Errorf("unexpected text after %q", c[:1])
		}
		l.BigEndian = c[0] == 'E'
	case 's':
		// The old stack-object alignment ("s0:64:64"): deprecated, and
		// ignored by every release from 14 to 22, whatever follows it.
	case 'S':
		// "S0" is "unspecified" (LLVM 14 to 19 take it; 22 refuses it).
		if c == "S0" {
			l.stackAlign = 0
			return nil
		}
		n, err := layAlignBits(c[1:], false)
		if err != nil {
			return fmt.Errorf("stack alignment: %w", err)
		}
		l.stackAlign = n
	case 'P', 'A', 'G':
		if _, err := layParseNum(c[1:], 24); err != nil {
			return fmt.Errorf("address space: %w", err)
		}
	case 'F':
		if len(c) < 2 || (c[1] != 'i' && c[1] != 'n') {
			return fmt.Errorf("function pointer alignment type must be 'i' or 'n'")
		}
		a, err := layAlignBits(c[2:], true)
		if err != nil {
			return fmt.Errorf("function pointer alignment: %w", err)
		}
		l.fnAlign = a
	case 'm':
		if len(c) != 3 || c[1] != ':' || !strings.ContainsRune("elmoxwa", rune(c[2])) {
			return fmt.Errorf("unknown mangling mode")
		}
	case 'n':
		if strings.HasPrefix(c, "ni:") {
			for _, f := range strings.Split(c[3:], ":") {
				as, err := layParseNum(f, 24)
				if err != nil {
					return fmt.Errorf("non-integral address space: %w", err)
				}
				if as == 0 {
					return fmt.Errorf("address space 0 cannot be non-integral")
				}
			}
			return nil
		}
		for _, f := range strings.Split(c[1:], ":") {
			if n, err := layParseNum(f, 24); err != nil || n == 0 {
				return fmt.Errorf("native integer width %q: must be in [1, 2^24)", f)
			}
		}
	case 'p':
		return l.parsePointer(c)
	case 'i', 'f', 'v', 'a':
		return l.parseAlign(c)
	default:
		return fmt.Errorf("unknown specifier %q", c[:1])
	}
	return nil
}

// parsePointer reads "p[flags][n][(name)]:<size>:<abi>[:<pref>][:<idx>]".
// The flags (u: an unstable representation, e: external state) and the
// name of the address space are LLVM 22's; like "ni:" they restrict
// what passes may do with such pointers and change no result of a
// program, so they are read and ignored. Fields after the index width
// are ignored, as LLVM 14 to 19 do (LLVM 22 refuses them).
func (l *Layout) parsePointer(c string) error {
	f := strings.Split(c[1:], ":")
	head := strings.TrimLeft(f[0], "ue")
	if k := strings.IndexByte(head, '('); k >= 0 {
		if !strings.HasSuffix(head, ")") || k+2 > len(head)-1 {
			return fmt.Errorf("address space name: want (<name>) after the address space")
		}
		head = head[:k]
	}
	as := uint64(0)
	if head != "" {
		n, err := layParseNum(head, 24)
		if err != nil {
			return fmt.Errorf("address space: %w", err)
		}
		as = n
	}
	if len(f) < 3 {
		return fmt.Errorf("want p[n]:<size>:<abi>[:<pref>][:<idx>]")
	}
	size, err := layParseNum(f[1], 24)
	if err != nil || size == 0 || size%8 != 0 {
		return fmt.Errorf("pointer size %q: must be a non-zero multiple of 8", f[1])
	}
	abi, err := layAlignBits(f[2], false)
	if err != nil {
		return fmt.Errorf("pointer ABI alignment: %w", err)
	}
	pref := abi
	if len(f) > 3 {
		if pref, err = layAlignBits(f[3], false); err != nil {
			return fmt.Errorf("pointer preferred alignment: %w", err)
		}
		if pref < abi {
			return fmt.Errorf("preferred alignment below ABI alignment")
		}
	}
	idx := size
	if len(f) > 4 {
		// (LLVM 14 also took an index wider than the pointer.)
		if idx, err = layParseNum(f[4], 24); err != nil || idx == 0 {
			return fmt.Errorf("index size %q: must be in [1, 2^24)", f[4])
		}
	}
	s := layPtrSpec{as: uint32(as), bits: uint32(size), idx: uint32(idx), abi: abi, pref: pref, src: c}
	i, found := slices.BinarySearchFunc(l.ptrs, s.as, func(p layPtrSpec, as uint32) int { return int(p.as) - int(as) })
	if found {
		l.ptrs[i] = s
	} else {
		l.ptrs = slices.Insert(l.ptrs, i, s)
	}
	return nil
}

// parseAlign reads "i<size>:<abi>[:<pref>]" (and f, v) or "a:<abi>[:<pref>]".
func (l *Layout) parseAlign(c string) error {
	f := strings.Split(c[1:], ":")
	if len(f) < 2 {
		return fmt.Errorf("want %c<size>:<abi>[:<pref>]", c[0])
	}
	// Fields after the preferred alignment are ignored, as LLVM 14 to 19
	// do (LLVM 22 refuses them).
	var size uint64
	if c[0] == 'a' {
		if f[0] != "" && f[0] != "0" {
			return fmt.Errorf("aggregate specification takes no size")
		}
	} else {
		var err error
		size, err = layParseNum(f[0], 24)
		if err != nil || size == 0 {
			return fmt.Errorf("size %q: must be in [1, 2^24)", f[0])
		}
	}
	abi, err := layAlignBits(f[1], c[0] == 'a')
	if err != nil {
		return fmt.Errorf("ABI alignment: %w", err)
	}
	// (LLVM 22 refuses an i8 that is not naturally aligned; 14 to 19
	// take it, and so do we.)
	pref := abi
	if len(f) >= 3 {
		if pref, err = layAlignBits(f[2], false); err != nil {
			return fmt.Errorf("preferred alignment: %w", err)
		}
		if pref < abi {
			return fmt.Errorf("preferred alignment below ABI alignment")
		}
	}
	if c[0] == 'a' {
		l.aggABI, l.aggPref = max(abi, 1), pref
		return nil
	}
	specs := &l.ints
	switch c[0] {
	case 'f':
		specs = &l.floats
	case 'v':
		specs = &l.vecs
	}
	s := layAlignSpec{bits: uint32(size), abi: abi, pref: pref}
	i, found := slices.BinarySearchFunc(*specs, s.bits, func(a layAlignSpec, b uint32) int { return int(a.bits) - int(b) })
	if found {
		(*specs)[i] = s
	} else {
		*specs = slices.Insert(*specs, i, s)
	}
	return nil
}

func layParseNum(s string, maxBits int) (uint64, error) {
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil || n >= 1<<maxBits {
		return 0, fmt.Errorf("bad number %q", s)
	}
	return n, nil
}

// layAlignBits parses an alignment in bits and returns it in bytes: a power of
// two multiple of 8 (0 only when zeroOK, and then it reads as 1 byte).
func layAlignBits(s string, zeroOK bool) (uint64, error) {
	n, err := layParseNum(s, 24)
	if err != nil {
		return 0, err
	}
	if n == 0 && zeroOK {
		return 1, nil
	}
	if n == 0 || n%8 != 0 || bits.OnesCount64(n) != 1 {
		return 0, fmt.Errorf("alignment %q: must be a power of two multiple of 8 bits", s)
	}
	return n / 8, nil
}

func (l *Layout) pointer(as uint32) *layPtrSpec {
	for i := range l.ptrs {
		if l.ptrs[i].as == as {
			return &l.ptrs[i]
		}
	}
	for i := range l.ptrs {
		if l.ptrs[i].as == 0 {
			return &l.ptrs[i]
		}
	}
	return &layPtrSpec{bits: 64, idx: 64, abi: 8, pref: 8}
}

// PointerBits is the size in bits of a pointer in address space as.
func (l *Layout) PointerBits(as uint32) uint32 { return l.pointer(as).bits }

// IndexBits is the width in bits of the index (offset) computations of
// pointers in address space as (getelementptr, ptrtoaddr).
func (l *Layout) IndexBits(as uint32) uint32 { return l.pointer(as).idx }

// StackAlign is the natural stack alignment in bytes ("S"), 0 when the
// layout does not say.
func (l *Layout) StackAlign() uint64 { return l.stackAlign }

// FunctionAlign is the alignment in bytes of the address of function f:
// the "F" component's ABI alignment (with "Fi" function pointers are a
// multiple of it, with "Fn" also of the function's own alignment), the
// function's own "align", and at least 16 (one choice of the many the
// layout allows, the same for every program).
func (l *Layout) FunctionAlign(f *ir.Function) uint64 {
	return max(16, l.fnAlign, ir.PowerOf2Ceil(f.Align))
}

// SizeInBits is the number of bits of a value of type t (LLVM's
// getTypeSizeInBits): iN is N, a vector is its element count times its
// element's bits, an aggregate is 8 times its size with padding. Scalable
// vectors count their minimum element count; unsized types are 0.
func (l *Layout) SizeInBits(t *ir.Type) uint64 {
	switch t.Kind {
	case ir.IntegerType:
		return uint64(t.Bits)
	case ir.PointerType:
		return uint64(l.PointerBits(t.AddrSpace))
	case ir.VectorType:
		return t.Len * l.SizeInBits(t.Elem)
	case ir.ArrayType, ir.StructType:
		return 8 * l.StoreSize(t)
	case ir.X86MMXType:
		return 64
	case ir.X86AMXType:
		return 8192
	}
	return uint64(t.FloatBits())
}

// StoreSize is the number of bytes a store of t writes: ceil(bits/8) for
// scalars and vectors (a vector's elements are packed), the padded size for
// aggregates. Unsized types have size 0.
func (l *Layout) StoreSize(t *ir.Type) uint64 {
	switch t.Kind {
	case ir.IntegerType:
		return (uint64(t.Bits) + 7) / 8
	case ir.PointerType:
		return uint64(l.PointerBits(t.AddrSpace)) / 8
	case ir.VectorType, ir.ArrayType, ir.StructType:
		return l.info(t).store
	}
	return (l.SizeInBits(t) + 7) / 8
}

// AllocSize is the number of bytes a value of t occupies in memory with
// padding: StoreSize rounded up to ABIAlign (the stride of an array).
func (l *Layout) AllocSize(t *ir.Type) uint64 {
	switch t.Kind {
	case ir.VectorType, ir.ArrayType, ir.StructType:
		return l.info(t).alloc
	}
	return ir.AlignUp(l.StoreSize(t), l.ABIAlign(t))
}

// ABIAlign is the ABI alignment of t in bytes (at least 1).
func (l *Layout) ABIAlign(t *ir.Type) uint64 { return l.align(t, true) }

// PrefAlign is the preferred alignment of t in bytes (at least 1).
func (l *Layout) PrefAlign(t *ir.Type) uint64 { return l.align(t, false) }

// FieldOffset is the byte offset of field i of struct type t (0 for a bad
// index or a type that is not a struct).
func (l *Layout) FieldOffset(t *ir.Type, i int) uint64 {
	if t.Kind != ir.StructType {
		return 0
	}
	offs := l.info(t).offsets
	if i < 0 || i >= len(offs) {
		return 0
	}
	return offs[i]
}

func (l *Layout) align(t *ir.Type, abi bool) uint64 {
	pick := func(s layAlignSpec) uint64 {
		if abi {
			return s.abi
		}
		return s.pref
	}
	switch t.Kind {
	case ir.IntegerType:
		i, _ := slices.BinarySearchFunc(l.ints, t.Bits, func(a layAlignSpec, b uint32) int { return int(a.bits) - int(b) })
		if i == len(l.ints) {
			i-- // wider than every entry: the largest entry's alignment
		}
		return pick(l.ints[i])
	case ir.PointerType:
		p := l.pointer(t.AddrSpace)
		if abi {
			return p.abi
		}
		return p.pref
	case ir.HalfType, ir.BFloatType, ir.FloatType, ir.DoubleType, ir.FP128Type, ir.X86FP80Type, ir.PPCFP128Type:
		w := uint32(t.FloatBits())
		for _, s := range l.floats {
			if s.bits == w {
				return pick(s)
			}
		}
		return ir.PowerOf2Ceil((uint64(w) + 7) / 8)
	case ir.VectorType, ir.X86MMXType:
		w := l.SizeInBits(t)
		for _, s := range l.vecs {
			if uint64(s.bits) == w {
				return pick(s)
			}
		}
		return max(ir.PowerOf2Ceil((w+7)/8), 1)
	case ir.X86AMXType:
		return 64
	case ir.ArrayType:
		return l.align(t.Elem, abi)
	case ir.StructType:
		if t.Opaque {
			return 1
		}
		a := l.info(t).abi // 1 when packed
		if abi {
			if t.Packed {
				return 1
			}
			return max(a, l.aggABI)
		}
		return max(a, l.aggPref)
	}
	return 1
}

// info returns the cached layout of a vector or aggregate type.
func (l *Layout) info(t *ir.Type) *layTypeInfo {
	if c := l.cache.Load(); c != nil {
		if ti, ok := (*c)[t]; ok {
			return ti
		}
	}
	return l.infoSlow(t)
}

// infoSlow is info on a snapshot miss. The layout is computed outside
// the lock: computing it looks up the layouts of the type's elements.
func (l *Layout) infoSlow(t *ir.Type) *layTypeInfo {
	l.mu.Lock()
	ti, ok := l.dirty[t]
	l.mu.Unlock()
	if !ok {
		ti = l.compute(t)
		if t.Kind == ir.StructType && !t.IsSized() {
			return ti // an opaque struct may get a body later; do not cache
		}
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if prev, ok := l.dirty[t]; ok {
		ti = prev // another goroutine computed it meanwhile
	} else {
		if l.dirty == nil {
			l.dirty = map[*ir.Type]*layTypeInfo{}
		}
		l.dirty[t] = ti
	}
	l.misses++
	if c := l.cache.Load(); c == nil || l.misses >= len(*c) {
		snap := maps.Clone(l.dirty)
		l.cache.Store(&snap)
		l.misses = 0
	}
	return ti
}

func (l *Layout) compute(t *ir.Type) *layTypeInfo {
	ti := &layTypeInfo{}
	switch t.Kind {
	case ir.VectorType:
		ti.store = (l.SizeInBits(t) + 7) / 8
		ti.abi = l.align(t, true)
	case ir.ArrayType:
		ti.store = t.Len * l.AllocSize(t.Elem)
		ti.abi = l.align(t.Elem, true)
	case ir.StructType:
		if t.Opaque {
			return &layTypeInfo{abi: 1}
		}
		size, a := uint64(0), uint64(1)
		ti.offsets = make([]uint64, len(t.Fields))
		for i, f := range t.Fields {
			fa := uint64(1)
			if !t.Packed {
				fa = l.ABIAlign(f)
			}
			size = ir.AlignUp(size, fa)
			a = max(a, fa)
			ti.offsets[i] = size
			size += l.AllocSize(f)
		}
		ti.store = ir.AlignUp(size, a)
		ti.abi = a // the field alignment; align() applies "a" and packing
		ti.alloc = ti.store
		if !t.Packed {
			ti.alloc = ir.AlignUp(ti.store, max(a, l.aggABI))
		}
		return ti
	default:
		ti.store = l.StoreSize(t)
		ti.abi = l.align(t, true)
	}
	ti.alloc = ir.AlignUp(ti.store, ti.abi)
	return ti
}

// unhonoured reports the parts of layout l that module m depends on and
// the interpreter cannot honour: pointers of an address space m uses whose
// size or index width differs from address space 0's (memory has one
// address width). Such a module is unsupported, never run under another
// layout. An index width below the pointer width is honoured: a
// getelementptr changes only the address bits of the index width
// (Memory places objects within such windows), ptrtoaddr gives those
// bits, ptrtoint and icmp see all of the pointer's bits.
func unhonoured(m *ir.Module, l *Layout) error {
	if p := l.pointer(0); p.idx > p.bits {
		return fmt.Errorf("datalayout component %q: an index width (%d bits) above the pointer width (%d) is not supported", p.src, p.idx, p.bits)
	}
	if p := l.pointer(0); p.bits > 64 {
		// Addresses are 64-bit: the bits of a wider pointer above them
		// (kept by getelementptr, seen by ptrtoint) have no place.
		return fmt.Errorf("datalayout component %q: pointers wider than 64 bits (%d) are not supported", p.src, p.bits)
	}
	seen := map[uint32]bool{0: true}
	check := func(t *ir.Type) error {
		if t == nil {
			return nil
		}
		t = t.Scalar()
		// (Address space 0 first: it is nearly every pointer, and a map
		// lookup per pointer-typed operand was a fifth of loading.)
		if !t.IsPtr() || t.AddrSpace == 0 || seen[t.AddrSpace] {
			return nil
		}
		seen[t.AddrSpace] = true
		if p := l.pointer(t.AddrSpace); p.bits != l.PointerBits(0) || p.idx != l.IndexBits(0) {
			return fmt.Errorf("datalayout component %q: pointers of address space %d (%d bits, index %d) differ from address space 0's (%d bits, index %d): not supported", p.src, t.AddrSpace, p.bits, p.idx, l.PointerBits(0), l.IndexBits(0))
		}
		return nil
	}
	for _, g := range m.Globals {
		if err := check(g.Type()); err != nil {
			return err
		}
	}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if err := check(in.Ty); err != nil {
					return err
				}
				for _, op := range in.Operands {
					// An instruction operand's type is checked where it is
					// defined, as in.Ty of its own instruction.
					if _, isInst := op.(*ir.Instruction); op != nil && !isInst {
						if err := check(op.Type()); err != nil {
							return err
						}
					}
				}
			}
		}
	}
	return nil
}

// SameABI reports whether two datalayouts lay out memory alike: the same
// endianness, pointer sizes and ABI alignments of every integer, float
// and vector type irfuzz generates, so a module means the same under both.
func SameABI(a, b *Layout) bool {
	if a.BigEndian != b.BigEndian || a.PointerBits(0) != b.PointerBits(0) || a.IndexBits(0) != b.IndexBits(0) {
		return false
	}
	var types []*ir.Type
	for _, w := range []uint32{1, 8, 16, 32, 64, 128, 256} {
		types = append(types, ir.Int(w))
	}
	types = append(types, ir.Half, ir.BFloat, ir.Float, ir.Double, ir.Ptr)
	for _, n := range []uint64{2, 4, 8, 16} {
		types = append(types, ir.Vector(n, ir.I8, false), ir.Vector(n, ir.I32, false), ir.Vector(n, ir.I64, false), ir.Vector(n, ir.Double, false))
	}
	for _, t := range types {
		if a.ABIAlign(t) != b.ABIAlign(t) || a.AllocSize(t) != b.AllocSize(t) {
			return false
		}
	}
	return a.StackAlign() == b.StackAlign()
}
