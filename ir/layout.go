package ir

import (
	"math/bits"
	"strconv"
	"strings"
)

// dataLayout holds the few facts of a `target datalayout` string that the
// ir package needs: pointer and index widths per address space (the
// verifier's ptrtoaddr rule) and the sizes of types in memory (the
// allocation size LifetimeWithSize writes). It reads what LLVM 14 to 22
// accept and ignores what it does not need; the interpreter's full
// layout is semantics.Layout, and a test there checks the two agree.
type dataLayout struct {
	ints, floats, vecs []layoutAlign      // by width; alignments in bytes
	ptrs               map[uint32]layPtr  // by address space
	aggABI             uint64             // "a:<abi>" in bytes
	sized              map[*Type]struct{} // guards recursion through malformed types
}

type layoutAlign struct {
	bits uint32
	abi  uint64
}

type layPtr struct {
	bits, idx uint32
	abi       uint64
}

// parseDataLayout reads the components of s it needs; malformed or unknown
// components are skipped (the verifier does not judge the datalayout).
func parseDataLayout(s string) *dataLayout {
	l := &dataLayout{
		ints:   []layoutAlign{{1, 1}, {8, 1}, {16, 2}, {32, 4}, {64, 4}},
		floats: []layoutAlign{{16, 2}, {32, 4}, {64, 8}, {128, 16}},
		vecs:   []layoutAlign{{64, 8}, {128, 16}},
		ptrs:   map[uint32]layPtr{0: {bits: 64, idx: 64, abi: 8}},
		aggABI: 1,
	}
	if s == "" {
		return l
	}
	for _, c := range strings.Split(s, "-") {
		if c == "" {
			continue
		}
		f := strings.Split(c[1:], ":")
		num := func(k int) (uint64, bool) {
			if k >= len(f) {
				return 0, false
			}
			n, err := strconv.ParseUint(f[k], 10, 32)
			return n, err == nil
		}
		switch c[0] {
		case 'p':
			l.pointerSpec(c, f)
		case 'i', 'f', 'v':
			size, ok1 := num(0)
			abi, ok2 := num(1)
			if !ok1 || !ok2 || size == 0 {
				continue
			}
			specs := map[byte]*[]layoutAlign{'i': &l.ints, 'f': &l.floats, 'v': &l.vecs}[c[0]]
			setAlign(specs, layoutAlign{uint32(size), max(abi/8, 1)})
		case 'a':
			if abi, ok := num(1); ok {
				l.aggABI = max(abi/8, 1)
			}
		}
	}
	return l
}

// pointerSpec reads "p[flags][n][(name)]:<size>:<abi>[:<pref>[:<idx>]]"
// (the flags 'u' and 'e' and the name are LLVM 22's).
func (l *dataLayout) pointerSpec(c string, f []string) {
	head := strings.TrimLeft(f[0], "ue")
	if k := strings.IndexByte(head, '('); k >= 0 {
		head = head[:k]
	}
	as := uint64(0)
	if head != "" {
		n, err := strconv.ParseUint(head, 10, 32)
		if err != nil {
			return
		}
		as = n
	}
	if len(f) < 3 {
		return
	}
	size, err1 := strconv.ParseUint(f[1], 10, 32)
	abi, err2 := strconv.ParseUint(f[2], 10, 32)
	if err1 != nil || err2 != nil || size == 0 {
		return
	}
	idx := size
	if len(f) > 4 {
		if n, err := strconv.ParseUint(f[4], 10, 32); err == nil && n > 0 {
			idx = n
		}
	}
	l.ptrs[uint32(as)] = layPtr{bits: uint32(size), idx: uint32(idx), abi: max(abi/8, 1)}
}

// setAlign replaces or inserts s, keeping specs sorted by width.
func setAlign(specs *[]layoutAlign, s layoutAlign) {
	for k, x := range *specs {
		if x.bits == s.bits {
			(*specs)[k] = s
			return
		}
		if x.bits > s.bits {
			*specs = append((*specs)[:k], append([]layoutAlign{s}, (*specs)[k:]...)...)
			return
		}
	}
	*specs = append(*specs, s)
}

// pointer returns the spec of address space as (address space 0's when
// the layout gives none).
func (l *dataLayout) pointer(as uint32) layPtr {
	if p, ok := l.ptrs[as]; ok {
		return p
	}
	return l.ptrs[0]
}

// IndexWidth returns the index width in bits of pointers in address space
// as under the module's datalayout: the width of getelementptr offsets
// and the address width ptrtoaddr returns (the pointer size unless the
// "p" component gives a fourth number).
func (m *Module) IndexWidth(as uint32) uint32 {
	return parseDataLayout(m.DataLayout).pointer(as).idx
}

// AllocSize returns the number of bytes a value of type t occupies in
// memory under the module's datalayout (LLVM's getTypeAllocSize: the store
// size rounded up to the ABI alignment), and false for unsized types and
// scalable vectors.
func (m *Module) AllocSize(t *Type) (uint64, bool) {
	l := parseDataLayout(m.DataLayout)
	l.sized = map[*Type]struct{}{}
	size, _, ok := l.sizeAlign(t)
	return size, ok
}

// sizeAlign returns the allocation size and ABI alignment of t in bytes.
func (l *dataLayout) sizeAlign(t *Type) (size, align uint64, ok bool) {
	switch t.Kind {
	case IntegerType:
		a := l.ints[len(l.ints)-1].abi
		for _, s := range l.ints {
			if s.bits >= t.Bits {
				a = s.abi
				break
			}
		}
		return AlignUp((uint64(t.Bits)+7)/8, a), a, true
	case PointerType:
		p := l.pointer(t.AddrSpace)
		return AlignUp(uint64(p.bits)/8, p.abi), p.abi, true
	case HalfType, BFloatType, FloatType, DoubleType, FP128Type, X86FP80Type, PPCFP128Type:
		w := uint32(t.FloatBits())
		a := PowerOf2Ceil((uint64(w) + 7) / 8)
		for _, s := range l.floats {
			if s.bits == w {
				a = s.abi
			}
		}
		return AlignUp((uint64(w)+7)/8, a), a, true
	case VectorType:
		if t.Scalable {
			return 0, 0, false
		}
		eb := primitiveBits(t.Elem)
		if t.Elem.IsPtr() {
			eb = uint64(l.pointer(t.Elem.AddrSpace).bits)
		}
		w := t.Len * eb
		if eb == 0 {
			return 0, 0, false
		}
		a := max(PowerOf2Ceil((w+7)/8), 1)
		for _, s := range l.vecs {
			if uint64(s.bits) == w {
				a = s.abi
			}
		}
		return AlignUp((w+7)/8, a), a, true
	case ArrayType:
		es, ea, ok := l.sizeAlign(t.Elem)
		return t.Len * es, ea, ok
	case StructType:
		return l.structSizeAlign(t)
	}
	return 0, 0, false
}

// structSizeAlign lays out a struct's fields as LLVM's StructLayout does.
func (l *dataLayout) structSizeAlign(t *Type) (size, align uint64, ok bool) {
	if t.Opaque {
		return 0, 0, false
	}
	if _, busy := l.sized[t]; busy {
		return 0, 0, false
	}
	l.sized[t] = struct{}{}
	defer delete(l.sized, t)
	a := uint64(1)
	for _, f := range t.Fields {
		fs, fa, ok := l.sizeAlign(f)
		if !ok {
			return 0, 0, false
		}
		if t.Packed {
			fa = 1
		}
		size = AlignUp(size, fa)
		a = max(a, fa)
		size += fs
	}
	size = AlignUp(size, a)
	if t.Packed {
		return size, 1, true
	}
	a = max(a, l.aggABI)
	return AlignUp(size, a), a, true
}

// AlignUp is n rounded up to a multiple of a (a power of two; n itself
// for a <= 1).
func AlignUp(n, a uint64) uint64 {
	if a <= 1 {
		return n
	}
	return (n + a - 1) &^ (a - 1)
}

// PowerOf2Ceil is the least power of two at least n (n itself for n <= 1).
func PowerOf2Ceil(n uint64) uint64 {
	if n <= 1 {
		return n
	}
	return 1 << bits.Len64(n-1)
}
