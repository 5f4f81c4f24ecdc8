package gen

import (
	"math"
	"math/big"

	"github.com/irfuzz/irfuzz/internal/randconst"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/release"
)

// constant returns a random constant of type t biased towards edge values,
// undef or poison at the configured rates.
func (g *gen) constant(t *ir.Type) ir.Value {
	return randconst.Of(constMaker{g}, t, g.cfg.UndefRate, g.cfg.PoisonRate)
}

// definedConst returns a random constant of t that is neither undef nor
// poison (vector lanes may still be, at the configured rates).
func (g *gen) definedConst(t *ir.Type) ir.Value { return randconst.Defined(constMaker{g}, t) }

// constMaker makes the generator's constants of each kind.
type constMaker struct{ g *gen }

func (m constMaker) Float64() float64           { return m.g.r.Float64() }
func (m constMaker) Int(t *ir.Type) ir.Value    { return m.g.intConst(t) }
func (m constMaker) Float(t *ir.Type) ir.Value  { return m.g.floatConst(t) }
func (m constMaker) Vector(t *ir.Type) ir.Value { return m.g.vectorConst(t) }

// vectorConst returns a random vector constant of t: a splat (one value
// in every lane), zero, or lane by lane.
func (g *gen) vectorConst(t *ir.Type) ir.Value {
	if g.has(release.SplatConst) && g.r.IntN(4) == 0 {
		return &ir.Const{Ty: t, Kind: ir.ConstSplat, Elems: []ir.Value{g.definedConst(t.Elem)}}
	}
	if g.r.IntN(10) == 0 {
		return ir.Zero(t)
	}
	elems := make([]ir.Value, t.Len)
	for k := range elems {
		elems[k] = g.constant(t.Elem)
	}
	return ir.NewAggregate(t, elems)
}

// intConst returns an edge value (0, 1, -1, min, max, a power of two, a
// small number) or a random one of the integer type t.
func (g *gen) intConst(t *ir.Type) *ir.Const {
	w := t.Bits
	switch g.r.IntN(9) {
	case 0:
		return ir.NewInt(t, 0)
	case 1:
		return ir.NewInt(t, 1)
	case 2:
		return ir.NewInt(t, -1)
	case 3: // signed min
		return ir.NewIntBig(t, new(big.Int).Lsh(big.NewInt(1), uint(w-1)))
	case 4: // signed max
		return ir.NewIntBig(t, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w-1)), big.NewInt(1)))
	case 5:
		return ir.NewIntBig(t, new(big.Int).Lsh(big.NewInt(1), uint(g.r.IntN(int(w)))))
	case 6, 7:
		return ir.NewInt(t, int64(g.r.IntN(33))-16)
	}
	if w <= 64 {
		return ir.NewInt(t, int64(g.r.Uint64()))
	}
	v := new(big.Int)
	for range (w + 63) / 64 {
		v.Lsh(v, 64)
		v.Or(v, new(big.Int).SetUint64(g.r.Uint64()))
	}
	return ir.NewIntBig(t, v)
}

// smallInt returns the iN (or splat vector) constant v of type t.
func (g *gen) smallInt(t *ir.Type, v int64) ir.Value {
	if t.IsVector() {
		e := ir.NewInt(t.Elem, v)
		if g.has(release.SplatConst) {
			return &ir.Const{Ty: t, Kind: ir.ConstSplat, Elems: []ir.Value{e}}
		}
		elems := make([]ir.Value, t.Len)
		for k := range elems {
			elems[k] = e
		}
		return ir.NewAggregate(t, elems)
	}
	return ir.NewInt(t, v)
}

// Edge encodings per float type: +0, -0, 1, -1, 0.5, 2, +inf, -inf, a quiet
// NaN, the smallest denormal, the largest finite, the smallest normal.
var (
	halfEdges   = []uint64{0x0000, 0x8000, 0x3C00, 0xBC00, 0x3800, 0x4000, 0x7C00, 0xFC00, 0x7E00, 0x0001, 0x7BFF, 0x0400}
	floatEdges  = []uint64{0, 0x80000000, 0x3F800000, 0xBF800000, 0x3F000000, 0x40000000, 0x7F800000, 0xFF800000, 0x7FC00000, 1, 0x7F7FFFFF, 0x00800000}
	doubleEdges = []uint64{0, 1 << 63, 0x3FF0000000000000, 0xBFF0000000000000, 0x3FE0000000000000, 0x4000000000000000,
		0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 1, 0x7FEFFFFFFFFFFFFF, 0x0010000000000000}
)

// floatConst returns an edge value, a small integral value or random bits
// of the float type t.
func (g *gen) floatConst(t *ir.Type) *ir.Const {
	edges := doubleEdges
	switch t.Kind {
	case ir.HalfType:
		edges = halfEdges
	case ir.FloatType:
		edges = floatEdges
	}
	switch g.r.IntN(4) {
	case 0, 1:
		return ir.NewFloat(t, edges[g.r.IntN(len(edges))], 0)
	case 2:
		v := float64(g.r.IntN(41)-20) / float64(int(1)<<g.r.IntN(3))
		switch t.Kind {
		case ir.DoubleType:
			return ir.NewDouble(v)
		case ir.FloatType:
			return ir.NewFloat32(float32(v))
		}
		return ir.NewFloat(t, halfBits(float32(v)), 0)
	}
	return ir.NewFloat(t, g.r.Uint64()&ir.WidthMask(uint32(t.FloatBits())), 0)
}

// halfBits converts a float32 that is exactly representable as a half (small
// integers and halves, quarters of them) to its IEEE half encoding.
func halfBits(f float32) uint64 {
	b := math.Float32bits(f)
	sign := uint64(b>>16) & 0x8000
	exp := int(b>>23&0xff) - 127 + 15
	mant := uint64(b>>13) & 0x3ff
	if b&0x7fffffff == 0 {
		return sign
	}
	if exp <= 0 || exp >= 31 { // out of the generator's range: use 1.0
		return sign | 0x3C00
	}
	return sign | uint64(exp)<<10 | mant
}
