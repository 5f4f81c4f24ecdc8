package semantics

import "github.com/irfuzz/irfuzz/ir"

// shape makes v's storage fit a value of type t (lanes for vectors and
// aggregates, words for wide integers, x86_fp80 and fp128), reusing what v already has. The
// contents are unspecified afterwards; callers overwrite every part.
func shape(v *Val, t *ir.Type) {
	switch {
	case t.Kind == ir.IntegerType && t.Bits > 64, isWideFloat(t):
		n := int(widthOf(t)+63) / 64
		if v.X == nil {
			v.X = &Ext{}
		}
		v.X.Words = resize(v.X.Words, n)
		v.X.UndefWords = resize(v.X.UndefWords, n)
		v.X.Lanes = v.X.Lanes[:0]
	case t.Kind == ir.VectorType || t.Kind == ir.ArrayType || t.Kind == ir.StructType:
		n := laneCount(t)
		if v.X == nil {
			v.X = &Ext{}
		}
		if cap(v.X.Lanes) < n {
			l := make([]Val, n)
			copy(l, v.X.Lanes)
			v.X.Lanes = l
		}
		v.X.Lanes = v.X.Lanes[:n]
		v.X.Words, v.X.UndefWords = v.X.Words[:0], v.X.UndefWords[:0]
		for i := range v.X.Lanes {
			shape(&v.X.Lanes[i], laneType(t, i))
		}
		v.Bits, v.Undef, v.Prov, v.Poison, v.Nondet = 0, 0, 0, false, false
	default:
		v.X = nil
	}
}

func resize(s []uint64, n int) []uint64 {
	if cap(s) < n {
		return make([]uint64, n)
	}
	return s[:n]
}

// laneCount is the number of lanes, elements or fields of an aggregate or
// vector type.
func laneCount(t *ir.Type) int {
	if t.Kind == ir.StructType {
		return len(t.Fields)
	}
	return int(t.Len)
}

// laneType is the type of lane i of an aggregate or vector type.
func laneType(t *ir.Type, i int) *ir.Type {
	if t.Kind == ir.StructType {
		return t.Fields[i]
	}
	return t.Elem
}

// newVal returns a value shaped for t.
func newVal(t *ir.Type) Val {
	var v Val
	shape(&v, t)
	return v
}

// fillPoison sets every scalar part of v (shaped for t) to poison.
func fillPoison(v *Val, t *ir.Type) {
	if v.X != nil && len(v.X.Lanes) > 0 {
		for i := range v.X.Lanes {
			fillPoison(&v.X.Lanes[i], laneType(t, i))
		}
		return
	}
	v.SetPoison()
}

// fillUndef sets every scalar part of v (shaped for t) to undef: all bits
// undetermined.
func fillUndef(v *Val, t *ir.Type) {
	if v.X != nil && len(v.X.Lanes) > 0 {
		for i := range v.X.Lanes {
			fillUndef(&v.X.Lanes[i], laneType(t, i))
		}
		return
	}
	v.Poison, v.Nondet, v.Bits, v.Prov = false, false, 0, 0
	if v.X != nil && len(v.X.Words) > 0 {
		clear(v.X.Words)
		for i := range v.X.UndefWords {
			v.X.UndefWords[i] = ^uint64(0)
		}
		if r := t.Bits % 64; r != 0 {
			v.X.UndefWords[len(v.X.UndefWords)-1] = widthMask(r)
		}
		return
	}
	v.Undef = scalarMask(t)
}

// scalarMask is the mask of the meaningful bits of a scalar of type t.
func scalarMask(t *ir.Type) uint64 {
	switch t.Kind {
	case ir.IntegerType:
		return widthMask(t.Bits)
	case ir.HalfType, ir.BFloatType:
		return 0xffff
	case ir.FloatType:
		return 0xffffffff
	}
	return ^uint64(0)
}

// anyUndef reports whether a scalar or wide integer has undetermined bits.
func anyUndef(v *Val) bool {
	if v.Undef != 0 {
		return true
	}
	if v.X != nil {
		for _, w := range v.X.UndefWords {
			if w != 0 {
				return true
			}
		}
	}
	return false
}

// hasUndef reports whether any scalar part of v has undetermined bits.
func hasUndef(v *Val) bool {
	if v.X != nil && len(v.X.Lanes) > 0 {
		for i := range v.X.Lanes {
			if hasUndef(&v.X.Lanes[i]) {
				return true
			}
		}
		return false
	}
	return anyUndef(v)
}

// hasPoison reports whether any scalar part of v is poison.
func hasPoison(v *Val) bool {
	if v.X != nil && len(v.X.Lanes) > 0 {
		for i := range v.X.Lanes {
			if hasPoison(&v.X.Lanes[i]) {
				return true
			}
		}
		return false
	}
	return v.Poison
}
