// Package randconst is what the generator and the mutator share about a
// random constant: undef or poison at their rates, else a value of the
// type's kind, made by the caller's own Maker (each biases values its own
// way).
package randconst

import "github.com/irfuzz/irfuzz/ir"

// Maker makes the random values of each kind, from one random source.
type Maker interface {
	// Float64 is a uniform draw in [0, 1) from the caller's source.
	Float64() float64
	Int(t *ir.Type) ir.Value
	Float(t *ir.Type) ir.Value
	Vector(t *ir.Type) ir.Value
}

// Of returns a random constant of t: undef below the rate undef, poison
// below undef+poison (one draw), else Defined.
func Of(m Maker, t *ir.Type, undef, poison float64) ir.Value {
	switch x := m.Float64(); {
	case x < undef:
		return ir.Undef(t)
	case x < undef+poison:
		return ir.Poison(t)
	}
	return Defined(m, t)
}

// Defined returns a constant of t that is not undef or poison at its top
// level: integers, floats and vectors from m, the zero value of any other
// type.
func Defined(m Maker, t *ir.Type) ir.Value {
	switch {
	case t.IsInt():
		return m.Int(t)
	case t.IsFloat():
		return m.Float(t)
	case t.IsVector():
		return m.Vector(t)
	}
	return ir.Zero(t)
}
