package semantics

import (
	"math"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// TestConstrainedRounding checks float results in each rounding direction
// against hand-computed IEEE single-precision values.
func TestConstrainedRounding(t *testing.T) {
	f32 := func(x float32) uint64 { return uint64(math.Float32bits(x)) }
	one, tiny := f32(1), f32(0x1p-30)
	maxF := f32(math.MaxFloat32)
	tests := []struct {
		name string
		op   ir.Opcode
		mode roundMode
		x, y uint64
		want uint64
	}{
		{"1+tiny up", ir.OpFAdd, roundUp, one, tiny, f32(math.Nextafter32(1, 2))},
		{"1+tiny down", ir.OpFAdd, roundDown, one, tiny, one},
		{"1+tiny toward zero", ir.OpFAdd, roundTowardZero, one, tiny, one},
		{"-1-tiny down", ir.OpFSub, roundDown, f32(-1), tiny, f32(-math.Nextafter32(1, 2))},
		{"-1-tiny toward zero", ir.OpFSub, roundTowardZero, f32(-1), tiny, f32(-1)},
		{"max*2 toward zero", ir.OpFMul, roundTowardZero, maxF, f32(2), maxF},
		{"max*2 up", ir.OpFMul, roundUp, maxF, f32(2), f32(float32(math.Inf(1)))},
		{"-max*2 up", ir.OpFMul, roundUp, f32(-math.MaxFloat32), f32(2), f32(-math.MaxFloat32)},
		{"x-x down", ir.OpFSub, roundDown, one, one, f32(float32(math.Copysign(0, -1)))},
		{"x-x up", ir.OpFSub, roundUp, one, one, 0},
		{"1/3 up", ir.OpFDiv, roundUp, one, f32(3), f32(1.0 / 3)}, // nearest is above 1/3
		{"1/3 down", ir.OpFDiv, roundDown, one, f32(3), f32(math.Nextafter32(1.0/3, 0))},
		{"smallest subnormal/2 up", ir.OpFMul, roundUp, 1, f32(0.5), 1},
		{"smallest subnormal/2 down", ir.OpFMul, roundDown, 1, f32(0.5), 0},
	}
	for _, tc := range tests {
		var r Val
		constrainedLane(tc.op, formatOf(ir.FloatType), ir.FloatType, tc.mode, &Val{Bits: tc.x}, &Val{Bits: tc.y}, &r, true)
		if r.Bits != tc.want || r.Poison || r.Undef != 0 {
			t.Errorf("%s: got %#x, want %#x", tc.name, r.Bits, tc.want)
		}
	}
}
