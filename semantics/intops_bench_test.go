package semantics

import (
	"math/rand/v2"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// BenchmarkIntUndefMix runs an i32 add/and/icmp mix on operands with undef
// bits (what generated tests feed the abstract mode), on the uint64 path
// and, for comparison in the same run, the math/big path.
func BenchmarkIntUndefMix(b *testing.B) {
	const w, n = 32, 256
	rng := rand.New(rand.NewPCG(1, 2))
	xs, ys := make([]Val, n), make([]Val, n)
	for i := range n {
		for _, v := range []*Val{&xs[i], &ys[i]} {
			v.Bits = rng.Uint64() & widthMask(w)
			if rng.IntN(2) == 0 { // a few undef bits, low or high
				v.Undef = uint64(rng.IntN(16)) << rng.IntN(w-4)
			}
			v.Bits &^= v.Undef
			v.Nondet = v.Undef != 0 && rng.IntN(4) == 0
		}
		if xs[i].Undef|ys[i].Undef == 0 {
			xs[i].Undef = 1 << 3
			xs[i].Bits &^= xs[i].Undef
		}
	}
	for _, slow := range []bool{false, true} {
		name := "fast"
		if slow {
			name = "slow"
		}
		b.Run(name, func(b *testing.B) {
			old := intForceSlow
			intForceSlow = slow
			defer func() { intForceSlow = old }()
			var r Val
			i := 0
			for b.Loop() {
				x, y := &xs[i%n], &ys[i%n]
				intBinary(ir.OpAdd, 0, w, x, y, &r)
				intBinary(ir.OpAnd, 0, w, x, y, &r)
				intCmp(ir.IntSLT, 0, w, x, y, &r)
				i++
			}
		})
	}
}
