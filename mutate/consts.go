package mutate

import (
	"math/big"

	"github.com/irfuzz/irfuzz/internal/randconst"
	"github.com/irfuzz/irfuzz/ir"
)

// Edge values come first in every constant choice: the boundaries where
// optimizations go wrong (0, 1, -1, the signed extremes, the width as a
// shift amount; ±0, ±inf, NaN, denormals).

// edgeInts returns the edge values of an n-bit integer, as big integers
// in [0, 2^n).
func edgeInts(n uint32) []*big.Int {
	one := big.NewInt(1)
	mod := new(big.Int).Lsh(one, uint(n))
	allOnes := new(big.Int).Sub(mod, one)
	minSigned := new(big.Int).Lsh(one, uint(n-1))
	maxSigned := new(big.Int).Sub(minSigned, one)
	out := []*big.Int{big.NewInt(0), big.NewInt(1), allOnes, minSigned, maxSigned}
	if n > 2 {
		out = append(out, big.NewInt(2), new(big.Int).Mod(big.NewInt(int64(n-1)), mod), new(big.Int).Mod(big.NewInt(int64(n)), mod))
	}
	return out
}

// wrapInt returns v modulo 2^n (v may be negative).
func wrapInt(v *big.Int, n uint32) *big.Int {
	mod := new(big.Int).Lsh(big.NewInt(1), uint(n))
	return new(big.Int).Mod(v, mod)
}

// intConst returns a new constant of integer type t: an edge value, a
// small number, or a random one.
func (s *state) intConst(t *ir.Type) *ir.Const {
	n := t.Bits
	var v *big.Int
	switch s.r.IntN(4) {
	case 0, 1:
		v = choose(s.r, edgeInts(n))
	case 2:
		v = wrapInt(big.NewInt(int64(s.r.IntN(17))-8), n)
	default:
		v = new(big.Int)
		for k := uint32(0); k < n; k += 64 {
			v.Lsh(v, 64)
			v.Or(v, new(big.Int).SetUint64(s.r.Uint64()))
		}
		v = wrapInt(v, n)
	}
	return ir.NewIntBig(t, v)
}

// floatEdges are the raw encodings of 0, -0, 1, -1, 0.5, +inf, -inf, a
// quiet NaN, the largest finite, the smallest normal and the smallest
// denormal, per format.
var floatEdges = map[ir.TypeKind][]uint64{
	ir.HalfType:   {0x0000, 0x8000, 0x3c00, 0xbc00, 0x3800, 0x7c00, 0xfc00, 0x7e00, 0x7bff, 0x0400, 0x0001},
	ir.BFloatType: {0x0000, 0x8000, 0x3f80, 0xbf80, 0x3f00, 0x7f80, 0xff80, 0x7fc0, 0x7f7f, 0x0080, 0x0001},
	ir.FloatType:  {0, 0x80000000, 0x3f800000, 0xbf800000, 0x3f000000, 0x7f800000, 0xff800000, 0x7fc00000, 0x7f7fffff, 0x00800000, 1},
	ir.DoubleType: {0, 1 << 63, 0x3ff0000000000000, 0xbff0000000000000, 0x3fe0000000000000, 0x7ff0000000000000, 0xfff0000000000000,
		0x7ff8000000000000, 0x7fefffffffffffff, 0x0010000000000000, 1},
}

// floatBits is the width of a float format's encoding.
func floatBits(t *ir.Type) uint {
	switch t.Kind {
	case ir.HalfType, ir.BFloatType:
		return 16
	case ir.FloatType:
		return 32
	}
	return 64
}

// floatConst returns a new constant of float type t: an edge value, or a
// random encoding (which is sometimes a NaN or a denormal).
func (s *state) floatConst(t *ir.Type) *ir.Const {
	if s.r.IntN(3) < 2 {
		return ir.NewFloat(t, choose(s.r, floatEdges[t.Kind]), 0)
	}
	bits := floatBits(t)
	return ir.NewFloat(t, s.r.Uint64()&(uint64(1)<<bits-1), 0)
}

// newConst returns a new constant of t (see valueType): mostly defined
// values, undef or poison at the configured rates; vectors are splats or
// lane by lane.
func (s *state) newConst(t *ir.Type) ir.Value {
	return randconst.Of(constMaker{s}, t, s.cfg.UndefRate, s.cfg.PoisonRate)
}

// definedConst is newConst without undef or poison at the top level.
func (s *state) definedConst(t *ir.Type) ir.Value { return randconst.Defined(constMaker{s}, t) }

// constMaker makes the mutator's constants of each kind.
type constMaker struct{ s *state }

func (m constMaker) Float64() float64           { return m.s.r.Float64() }
func (m constMaker) Int(t *ir.Type) ir.Value    { return m.s.intConst(t) }
func (m constMaker) Float(t *ir.Type) ir.Value  { return m.s.floatConst(t) }
func (m constMaker) Vector(t *ir.Type) ir.Value { return m.s.vectorConst(t) }

// vectorConst returns a vector constant of t: a splat or lane by lane.
func (s *state) vectorConst(t *ir.Type) ir.Value {
	elems := make([]ir.Value, t.Len)
	splat := s.r.IntN(2) == 0
	for k := range elems {
		if splat && k > 0 {
			elems[k] = elems[0]
			continue
		}
		elems[k] = s.newConst(t.Elem)
	}
	return ir.NewAggregate(t, elems)
}

// nearConst returns a constant close to c: a neighbour, a negation, a bit
// flip, a shift, or an edge value; for a vector, one lane changed.
func (s *state) nearConst(c *ir.Const) (ir.Value, bool) {
	t := c.Ty
	switch {
	case t.IsInt() && c.Kind == ir.ConstInt:
		n := t.Bits
		v := c.BigInt()
		var w *big.Int
		switch s.r.IntN(7) {
		case 0:
			w = new(big.Int).Add(v, big.NewInt(1))
		case 1:
			w = new(big.Int).Sub(v, big.NewInt(1))
		case 2:
			w = new(big.Int).Neg(v)
		case 3:
			w = new(big.Int).SetBit(v, s.r.IntN(int(n)), v.Bit(s.r.IntN(int(n)))^1)
		case 4:
			w = new(big.Int).Lsh(v, 1)
		case 5:
			w = new(big.Int).Rsh(v, 1)
		default:
			w = choose(s.r, edgeInts(n))
		}
		w = wrapInt(w, n)
		if w.Cmp(v) == 0 {
			w = wrapInt(new(big.Int).Add(v, big.NewInt(1)), n)
		}
		return ir.NewIntBig(t, w), true
	case t.IsFloat() && floatFormat(t) && c.Kind == ir.ConstFloat:
		bits := floatBits(t)
		sign := uint64(1) << (bits - 1)
		v := c.FloatLo
		var w uint64
		switch s.r.IntN(4) {
		case 0:
			w = v ^ sign // negate
		case 1:
			w = v + 1 // the next encoding: one ulp away, or into NaN/inf
		case 2:
			w = v - 1
		default:
			w = choose(s.r, floatEdges[t.Kind])
		}
		if bits < 64 {
			w &= 1<<bits - 1
		}
		if w == v {
			w = v ^ sign
		}
		return ir.NewFloat(t, w, 0), true
	case t.IsVector() && c.Kind == ir.ConstSplat:
		e, ok := c.Elems[0].(*ir.Const)
		if !ok {
			return nil, false
		}
		ne, ok := s.nearConst(e)
		if !ok {
			return nil, false
		}
		return &ir.Const{Ty: t, Kind: ir.ConstSplat, Elems: []ir.Value{ne}}, true
	case t.IsVector() && c.Kind == ir.ConstVector && len(c.Elems) > 0:
		elems := append([]ir.Value(nil), c.Elems...)
		k := s.r.IntN(len(elems))
		e, ok := elems[k].(*ir.Const)
		if !ok {
			return nil, false
		}
		ne, ok := s.nearConst(e)
		if !ok {
			ne = s.definedConst(t.Elem)
		}
		elems[k] = ne
		return ir.NewAggregate(t, elems), true
	}
	return nil, false
}
