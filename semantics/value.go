package semantics

import "math/bits"

// Val is one runtime value of any first-class type, in either mode of the
// interpreter.
//
// A scalar (an integer of at most 64 bits, a half/bfloat/float/double, a
// pointer) lives in Bits, Undef, Prov and the two flags; X is nil. Integer
// bits are kept zero-extended: bits at and above the type's width are 0 in
// both Bits and Undef. A float is its IEEE encoding. A pointer is its
// address plus the memory object it may access (Prov).
//
// Integers wider than 64 bits keep their value in X.Words/X.UndefWords
// (little-endian 64-bit words, the top word zero-extended) and their
// poison in Poison. Vectors, arrays and structs keep one Val per lane or
// field in X.Lanes; their own Poison/Undef/Bits are unused.
//
// Undef marks bits that are not fixed: in the abstract (source) mode a
// set-valued result is described by the bits that may take any value. When
// Nondet is false those bits are undef-derived and may differ at every use
// (so branching on them is undefined behaviour); when Nondet is true they
// are one fixed but unknown choice (the result of freeze, or a fast-math
// result), so branching on them is a nondeterministic choice, not UB. In the
// concrete (target) mode values never carry Undef bits: undef is replaced by
// a chosen value where it is read.
type Val struct {
	Bits   uint64 // scalar payload (see above)
	Undef  uint64 // bits of Bits that may take any value
	Prov   uint32 // pointers: id of the memory object the pointer is based on; 0 = none
	Poison bool   // the scalar (or wide integer) is poison
	Nondet bool   // Undef bits are a fixed unknown choice rather than undef
	X      *Ext   // wide integers, vectors and aggregates; nil for scalars
}

// Ext holds the parts of a Val that do not fit a scalar.
type Ext struct {
	Words      []uint64 // integers wider than 64 bits: value words, little-endian
	UndefWords []uint64 // integers wider than 64 bits: undef mask words
	Lanes      []Val    // vectors: lanes; arrays: elements; structs: fields
	// Obj marks a pointer argument of an input that points into an
	// argument object (Bits is the offset in it; see ArgPointer).
	Obj *ArgObject
}

// IsDefined reports whether a scalar or wide integer is neither poison nor
// partly undetermined.
func (v *Val) IsDefined() bool {
	if v.Poison {
		return false
	}
	if v.X != nil && v.X.UndefWords != nil {
		for _, w := range v.X.UndefWords {
			if w != 0 {
				return false
			}
		}
		return true
	}
	return v.Undef == 0
}

// SetPoison makes a scalar or wide integer poison, clearing its bits so that
// poison values compare equal.
func (v *Val) SetPoison() {
	v.Poison, v.Nondet, v.Bits, v.Undef, v.Prov = true, false, 0, 0, 0
	if v.X != nil {
		clear(v.X.Words)
		clear(v.X.UndefWords)
	}
}

// SetInt makes a scalar integer value with no poison and no undef bits.
func (v *Val) SetInt(bits uint64) {
	v.Bits, v.Undef, v.Prov, v.Poison, v.Nondet = bits, 0, 0, false, false
}

// CopyFrom makes v an independent copy of src, reusing v's storage for
// lanes and words where it can (the interpreter's registers own their
// storage, so values are copied, never shared).
func (v *Val) CopyFrom(src *Val) {
	if v == src {
		return
	}
	if src.X == nil {
		*v = *src
		return
	}
	x := v.X
	if x == nil || x == src.X {
		x = &Ext{} // never share storage with src
	}
	x.Words = append(x.Words[:0], src.X.Words...)
	if src.X.UndefWords != nil {
		x.UndefWords = append(x.UndefWords[:0], src.X.UndefWords...)
	} else {
		x.UndefWords = x.UndefWords[:0]
		if len(src.X.Words) > 0 {
			x.UndefWords = append(x.UndefWords, make([]uint64, len(src.X.Words))...)
		}
	}
	if cap(x.Lanes) < len(src.X.Lanes) {
		x.Lanes = make([]Val, len(src.X.Lanes))
	}
	x.Lanes = x.Lanes[:len(src.X.Lanes)]
	for i := range src.X.Lanes {
		x.Lanes[i].CopyFrom(&src.X.Lanes[i])
	}
	x.Obj = src.X.Obj
	*v = Val{Bits: src.Bits, Undef: src.Undef, Prov: src.Prov, Poison: src.Poison, Nondet: src.Nondet, X: x}
}

// Clone returns an independent deep copy of v.
func (v *Val) Clone() Val {
	var c Val
	c.CopyFrom(v)
	return c
}

// widthMask returns the mask of the low w bits (w <= 64).
func widthMask(w uint32) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<w - 1
}

// signExtend sign-extends the low w bits of x to 64 bits.
func signExtend(x uint64, w uint32) int64 {
	if w >= 64 {
		return int64(x)
	}
	s := 64 - w
	return int64(x<<s) >> s
}

// undefAbove returns the mask of every bit at or above the lowest set bit of
// m, within w bits: the bits an addition or multiplication may disturb when
// the bits m of an operand are not fixed (carries only move upwards).
func undefAbove(m uint64, w uint32) uint64 {
	if m == 0 {
		return 0
	}
	return widthMask(w) &^ (1<<bits.TrailingZeros64(m) - 1)
}

// joinNondet reports whether a result computed from a and b (either may be
// nil) whose Undef bits come only from their Undef bits is a fixed unknown
// choice: true when every operand that has undetermined bits is Nondet.
func joinNondet(a, b *Val) bool {
	if a != nil && !a.IsDefined() && !a.Nondet {
		return false
	}
	if b != nil && !b.IsDefined() && !b.Nondet {
		return false
	}
	return true
}

// Chooser picks concrete values for undetermined bits in the concrete
// (target) mode: for undef constants where they are used, for uninitialised
// memory where it is loaded, for freeze of poison. A nil Chooser means the
// abstract (source) mode, where such bits stay in Undef.
type Chooser interface {
	// Choose returns a w-bit value whose bits outside mask equal bits;
	// the bits inside mask are the choice.
	Choose(bits, mask uint64, w uint32) uint64
}
