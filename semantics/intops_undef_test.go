package semantics

import (
	"fmt"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"pgregory.net/rapid"
)

// The uint64 path for operands with undefined bits (intops_undef.go) must
// give exactly what the math/big general path gives: the same UBKind and the
// same Val, field by field. Both run here on the same operands, with
// intForceSlow selecting the path.

// undefEqFlags lists every subset of the binary operation flags, so that
// combinations the verifier rejects (exact on add, ...) are compared too.
var undefEqFlags = func() []ir.Flags {
	all := []ir.Flags{ir.NUW, ir.NSW, ir.Exact, ir.Disjoint}
	var out []ir.Flags
	for s := range 1 << len(all) {
		var f ir.Flags
		for i, g := range all {
			if s>>i&1 != 0 {
				f |= g
			}
		}
		out = append(out, f)
	}
	return out
}()

// undefEqOps lists the integer binary opcodes and one that is not (fadd:
// both paths must reject it the same way).
var undefEqOps = []ir.Opcode{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem,
	ir.OpShl, ir.OpLShr, ir.OpAShr, ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpFAdd}

// undefEqPreds lists the icmp predicates and two invalid ones.
var undefEqPreds = append([]ir.Predicate{ir.PredNone}, append(intPreds, ir.FloatOEQ)...)

// undefEqGarbage is what r holds before an operation: a result left alone
// (on undefined behaviour) must be left alone on both paths.
func undefEqGarbage(ext *Ext) Val {
	return Val{Bits: 0xdead, Undef: 0xbeef, Prov: 7, Nondet: true, X: ext}
}

// undefEqBinary runs intBinary on both paths and describes a difference.
func undefEqBinary(op ir.Opcode, fl ir.Flags, w uint32, x, y Val) string {
	ext := &Ext{}
	rf, rs := undefEqGarbage(ext), undefEqGarbage(ext)
	xf, yf, xs, ys := x, y, x, y
	ubf := intBinary(op, fl, w, &xf, &yf, &rf)
	intForceSlow = true
	ubs := intBinary(op, fl, w, &xs, &ys, &rs)
	intForceSlow = false
	if ubf != ubs || rf != rs {
		return fmt.Sprintf("%s flags %b i%d x=%+v y=%+v: uint64 path %v %+v, general path %v %+v",
			op, fl, w, x, y, ubf, rf, ubs, rs)
	}
	return ""
}

// undefEqICmp runs intCmp on both paths and describes a difference.
func undefEqICmp(p ir.Predicate, fl ir.Flags, w uint32, x, y Val) string {
	ext := &Ext{}
	rf, rs := undefEqGarbage(ext), undefEqGarbage(ext)
	xf, yf, xs, ys := x, y, x, y
	intCmp(p, fl, w, &xf, &yf, &rf)
	intForceSlow = true
	intCmp(p, fl, w, &xs, &ys, &rs)
	intForceSlow = false
	if rf != rs {
		return fmt.Sprintf("icmp %v flags %b i%d x=%+v y=%+v: uint64 path %+v, general path %+v",
			p, fl, w, x, y, rf, rs)
	}
	return ""
}

// undefEqAll compares every opcode, flag set and predicate on x and y; with
// validOnly only the flag sets the opcode may carry.
func undefEqAll(w uint32, x, y Val, validOnly bool, fail func(string)) {
	for _, op := range undefEqOps {
		for _, fl := range undefEqFlags {
			if validOnly && fl&^op.Info().Flags != 0 {
				continue
			}
			if msg := undefEqBinary(op, fl, w, x, y); msg != "" {
				fail(msg)
			}
		}
	}
	for _, p := range undefEqPreds {
		if !p.IsInt() && x.Undef|y.Undef == 0 {
			// the defined fast path makes an invalid predicate poison, the
			// general path undef; both predate the uint64 path
			continue
		}
		for _, fl := range []ir.Flags{0, ir.SameSign} {
			if msg := undefEqICmp(p, fl, w, x, y); msg != "" {
				fail(msg)
			}
		}
	}
}

// TestIntUndefFastEqualsSlowExhaustive compares the paths on every pair of
// operands of widths 1..4: every value and every undef mask (including value
// bits under the mask), under every Nondet and poison combination. For time,
// widths 3 and 4 take only the flag sets each opcode may carry, and width 4
// one Nondet/poison combination per pair, rotating through all of them.
// Under -short, widths 1 and 2 only (width 3 has 16 times their pairs).
func TestIntUndefFastEqualsSlowExhaustive(t *testing.T) {
	maxW := uint32(4)
	if testing.Short() {
		maxW = 2
	}
	fails := 0
	fail := func(msg string) {
		if fails < 20 {
			t.Error(msg)
		}
		fails++
	}
	for w := uint32(1); w <= maxW; w++ {
		n := uint64(1) << w
		k := 0
		for xv := range n {
			for xu := range n {
				for yv := range n {
					for yu := range n {
						// c: the Nondet and poison bits of x and y
						cs := []uint32{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}
						if w == 4 {
							k++
							cs = []uint32{uint32(k) * 2654435761 >> 28} // spread over the pairs
						}
						for _, c := range cs {
							x := Val{Bits: xv, Undef: xu, Nondet: c&1 != 0, Poison: c&4 != 0}
							y := Val{Bits: yv, Undef: yu, Nondet: c&2 != 0, Poison: c&8 != 0}
							undefEqAll(w, x, y, w >= 3, fail)
						}
					}
				}
			}
		}
	}
	if fails > 0 {
		t.Errorf("%d differences", fails)
	}
}

// undefEqDraw draws a w-bit operand for the uint64 path: special and random
// values, undef masks of every shape (none, a few low bits, the sign bit,
// a random or full mask), sometimes value bits under the mask or above w.
func undefEqDraw(t *rapid.T, w uint32, name string) Val {
	m := widthMask(w)
	var v uint64
	switch rapid.IntRange(0, 6).Draw(t, name+".kind") {
	case 0:
		v = 0
	case 1:
		v = m
	case 2:
		v = 1 << (w - 1)
	case 3:
		v = m >> 1
	case 4:
		v = rapid.Uint64Range(0, 2*uint64(w)).Draw(t, name+".small") // shift amounts
	default:
		v = rapid.Uint64().Draw(t, name+".v")
	}
	var u uint64
	switch rapid.IntRange(0, 6).Draw(t, name+".ukind") {
	case 0:
		u = 0
	case 1:
		u = rapid.Uint64Range(1, 15).Draw(t, name+".ulow")
	case 2:
		u = 1 << (w - 1)
	case 3:
		u = rapid.Uint64Range(1, 15).Draw(t, name+".ubits") << rapid.UintRange(0, uint(w-1)).Draw(t, name+".upos")
	case 4:
		u = m
	default:
		u = rapid.Uint64().Draw(t, name+".u")
	}
	if !rapid.Bool().Draw(t, name+".raw") { // normalised, as the interpreter keeps values
		v, u = v&m&^u, u&m
	}
	return Val{
		Bits: v, Undef: u,
		Poison: rapid.IntRange(0, 9).Draw(t, name+".poison") == 0,
		Nondet: rapid.Bool().Draw(t, name+".nondet"),
	}
}

// TestIntUndefFastEqualsSlowRandom compares the paths on random operand
// pairs (value, undef mask, poison, Nondet) of every width 1..64, for every
// opcode, flag set and predicate.
func TestIntUndefFastEqualsSlowRandom(t *testing.T) {
	for w := uint32(1); w <= 64; w++ {
		t.Run(fmt.Sprintf("i%d", w), func(t *testing.T) {
			rapid.Check(t, func(rt *rapid.T) {
				x, y := undefEqDraw(rt, w, "x"), undefEqDraw(rt, w, "y")
				undefEqAll(w, x, y, false, func(msg string) { rt.Fatal(msg) })
			})
		})
	}
	checkWctxCache(t)
}

// checkWctxCache checks that the general path left the shared contexts
// alone (it must treat them as read-only).
func checkWctxCache(t *testing.T) {
	for w := 1; w < len(wctxCache); w++ {
		c, f := wctxCache[w].Load(), newWctx(uint32(w))
		if c == nil {
			continue // never used
		}
		if c.mask.Cmp(f.mask) != 0 || c.sign.Cmp(f.sign) != 0 || c.smaxC.Cmp(f.smaxC) != 0 || c.sminC.Cmp(f.sminC) != 0 {
			t.Errorf("wctxCache[%d] was modified", w)
		}
	}
}

// TestIntUndefFastAlias checks the uint64 path with the result aliasing an
// operand, as the interpreter's registers may.
func TestIntUndefFastAlias(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		w := rapid.Uint32Range(1, 64).Draw(rt, "w")
		x, y := undefEqDraw(rt, w, "x"), undefEqDraw(rt, w, "y")
		op := rapid.SampledFrom(undefEqOps).Draw(rt, "op")
		fl := rapid.SampledFrom(undefEqFlags).Draw(rt, "flags")
		p := rapid.SampledFrom(intPreds).Draw(rt, "pred")
		run := func(slow bool) (UBKind, Val, Val, Val) {
			intForceSlow = slow
			defer func() { intForceSlow = false }()
			a, b := x, y
			ub := intBinary(op, fl, w, &a, &b, &a) // r is x
			c := x
			intCmp(p, 0, w, &c, &c, &c) // r is both operands
			d, e := x, y
			intBinary(op, fl, w, &d, &e, &e) // r is y
			return ub, a, c, e
		}
		ub1, a1, c1, e1 := run(false)
		ub2, a2, c2, e2 := run(true)
		if ub1 != ub2 || a1 != a2 || c1 != c2 || e1 != e2 {
			rt.Fatalf("%s flags %b / icmp %v i%d x=%+v y=%+v: uint64 path %v %+v %+v %+v, general path %v %+v %+v %+v",
				op, fl, p, w, x, y, ub1, a1, c1, e1, ub2, a2, c2, e2)
		}
	})
}
