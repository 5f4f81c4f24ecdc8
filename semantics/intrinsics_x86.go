package semantics

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// x86 SIMD integer intrinsics, one row each. Their meaning is Intel's
// (the instruction they name) on LLVM values: a lane that is poison makes
// the lanes computed from it poison; an undef lane makes them undef in the
// source mode (any value) and takes one chosen value in the target mode.

// x86Op is what an x86 intrinsic computes.
type x86Op uint8

const (
	x86ShiftLeft  x86Op = iota // psll, pslli: zero past the lane width
	x86ShiftRight              // psrl, psrli: zero past the lane width
	x86ShiftArith              // psra, psrai: the sign past the lane width
	x86Avg                     // pavg: (a + b + 1) >> 1, unsigned
	x86Sign                    // psign: a, -a or 0 as b is positive, negative or zero
	x86HAdd                    // phadd: sums of adjacent pairs, a's then b's per 128 bits
	x86HSub                    // phsub: differences of adjacent pairs
	x86MAddUbs                 // pmadd.ub.sw: u8*s8 pairs summed, saturated to i16
	x86PackSS                  // packsswb, packssdw: signed lanes of twice the width saturated to signed, a's then b's per 128 bits
	x86PackUS                  // packuswb, packusdw: the same saturated to unsigned
)

// x86Row is one intrinsic: what it computes and how its count is given.
type x86Row struct {
	op x86Op
	// imm: the shift count is an i32 operand; otherwise it is the low 64
	// bits of the second vector operand.
	imm bool
}

// x86Rows are the rows by the name after "llvm.x86.<isa>.", without a
// ".128"/".512" width suffix.
var x86Rows = map[string]x86Row{
	"psll.w": {op: x86ShiftLeft}, "psll.d": {op: x86ShiftLeft}, "psll.q": {op: x86ShiftLeft},
	"psrl.w": {op: x86ShiftRight}, "psrl.d": {op: x86ShiftRight}, "psrl.q": {op: x86ShiftRight},
	"psra.w": {op: x86ShiftArith}, "psra.d": {op: x86ShiftArith},
	"pslli.w": {op: x86ShiftLeft, imm: true}, "pslli.d": {op: x86ShiftLeft, imm: true}, "pslli.q": {op: x86ShiftLeft, imm: true},
	"psrli.w": {op: x86ShiftRight, imm: true}, "psrli.d": {op: x86ShiftRight, imm: true}, "psrli.q": {op: x86ShiftRight, imm: true},
	"psrai.w": {op: x86ShiftArith, imm: true}, "psrai.d": {op: x86ShiftArith, imm: true},
	"pavg.b": {op: x86Avg}, "pavg.w": {op: x86Avg},
	"psign.b": {op: x86Sign}, "psign.w": {op: x86Sign}, "psign.d": {op: x86Sign},
	"phadd.w": {op: x86HAdd}, "phadd.d": {op: x86HAdd},
	"phsub.w": {op: x86HSub}, "phsub.d": {op: x86HSub},
	"pmadd.ub.sw": {op: x86MAddUbs},
	"packsswb":    {op: x86PackSS}, "packssdw": {op: x86PackSS},
	"packuswb": {op: x86PackUS}, "packusdw": {op: x86PackUS},
}

// x86RowOf finds the row of an x86 intrinsic's base name
// ("x86.sse2.psrl.w", "x86.ssse3.psign.b.128").
func x86RowOf(base string) (x86Row, bool) {
	name := strings.TrimPrefix(base, "x86.")
	if i := strings.IndexByte(name, '.'); i >= 0 {
		name = name[i+1:] // drop the instruction set
	}
	name = strings.TrimSuffix(strings.TrimSuffix(name, ".128"), ".512")
	r, ok := x86Rows[name]
	return r, ok
}

// x86Intrinsic runs an x86 intrinsic on vector arguments.
func (m *Machine) x86Intrinsic(intr *intrinsic, call *ir.Instruction, args []*Val, dst *Val) bool {
	row, ok := x86RowOf(intr.base)
	t := call.Ty
	if !ok || t.Kind != ir.VectorType || args[0].X == nil {
		return m.unsupportedStop(unsupported("intrinsic @llvm.%s", intr.base))
	}
	a := args[0].Clone()
	var b Val
	if len(args) > 1 {
		b = args[1].Clone()
	}
	shape(dst, t)
	w := t.Elem.Bits
	switch row.op {
	case x86ShiftLeft, x86ShiftRight, x86ShiftArith:
		count, cPoison, cUndef := m.x86Count(call, row, &b)
		for i := range dst.X.Lanes {
			dst.X.Lanes[i] = x86Shift(row.op, &a.X.Lanes[i], w, count, cPoison, cUndef, m.ev.ch == nil)
		}
	case x86Avg, x86Sign:
		for i := range dst.X.Lanes {
			dst.X.Lanes[i] = m.x86Lane2(row.op, &a.X.Lanes[i], &b.X.Lanes[i], w)
		}
	case x86HAdd, x86HSub:
		// Per 128-bit block: a's pairs, then b's.
		per := int(128 / w)
		for blk := 0; blk < len(dst.X.Lanes)/per; blk++ {
			for j := 0; j < per; j++ {
				src := &a
				k := j
				if j >= per/2 {
					src, k = &b, j-per/2
				}
				x, y := &src.X.Lanes[blk*per+2*k], &src.X.Lanes[blk*per+2*k+1]
				dst.X.Lanes[blk*per+j] = m.x86Lane2(row.op, x, y, w)
			}
		}
	case x86MAddUbs:
		for i := range dst.X.Lanes {
			dst.X.Lanes[i] = m.x86MAddPair(&a.X.Lanes[2*i], &a.X.Lanes[2*i+1], &b.X.Lanes[2*i], &b.X.Lanes[2*i+1])
		}
	case x86PackSS, x86PackUS:
		// Per 128-bit block of the result: a's lanes of the block, then b's.
		per := int(128 / w)
		half := per / 2
		for blk := 0; blk < len(dst.X.Lanes)/per; blk++ {
			for j := 0; j < per; j++ {
				src, k := &a, blk*half+j
				if j >= half {
					src, k = &b, blk*half+j-half
				}
				dst.X.Lanes[blk*per+j] = m.x86Pack(row.op, &src.X.Lanes[k], w)
			}
		}
	}
	return true
}

// x86Count reads a shift count: the i32 operand, or the low 64 bits of
// the count vector b. poison: some bit of it is poison; undef: some bit
// undetermined (source mode; the target mode chooses).
func (m *Machine) x86Count(call *ir.Instruction, row x86Row, b *Val) (count uint64, poison, undef bool) {
	if row.imm {
		if b.Poison {
			return 0, true, false
		}
		c := m.ev.use(b, 0, 32)
		return c.Bits & 0xffffffff, false, c.Undef != 0
	}
	lt := intrArgType(call, 1)
	lw := lt.Elem.Bits
	for i := 0; i < int(64/lw) && i < len(b.X.Lanes); i++ {
		l := &b.X.Lanes[i]
		if l.Poison {
			return 0, true, false
		}
		c := m.ev.use(l, 0, lw)
		if c.Undef != 0 {
			undef = true
		}
		count |= (c.Bits & widthMask(lw)) << (uint(i) * uint(lw))
	}
	return count, false, undef
}

// x86Shift shifts one lane x of width w by count.
func x86Shift(op x86Op, x *Val, w uint32, count uint64, cPoison, cUndef, abstract bool) Val {
	mask := widthMask(w)
	switch {
	case x.Poison || cPoison:
		return Val{Poison: true}
	case cUndef && abstract:
		return Val{Undef: mask}
	}
	bits, und := x.Bits&mask, x.Undef&mask
	if count >= uint64(w) {
		if op != x86ShiftArith {
			return Val{}
		}
		count = uint64(w) - 1
	}
	c := uint(count)
	switch op {
	case x86ShiftLeft:
		return Val{Bits: bits << c & mask, Undef: und << c & mask, Nondet: x.Nondet}
	case x86ShiftRight:
		return Val{Bits: bits >> c, Undef: und >> c, Nondet: x.Nondet}
	}
	sb := uint64(int64(bits<<(64-w))>>(64-w)) >> c & mask
	su := uint64(int64(und<<(64-w))>>(64-w)) >> c & mask
	return Val{Bits: sb &^ su, Undef: su, Nondet: x.Nondet}
}

// x86Lane2 computes one lane of pavg, psign, phadd or phsub from x and y.
func (m *Machine) x86Lane2(op x86Op, x, y *Val, w uint32) Val {
	mask := widthMask(w)
	if x.Poison || y.Poison {
		return Val{Poison: true}
	}
	if (x.Undef|y.Undef)&mask != 0 {
		if m.ev.ch == nil {
			return Val{Undef: mask}
		}
		x, y = m.ev.use(x, 0, w), m.ev.use(y, 1, w)
	}
	a, b := x.Bits&mask, y.Bits&mask
	var r uint64
	switch op {
	case x86Avg:
		r = (a + b + 1) >> 1
	case x86Sign:
		switch {
		case signExtend(b, w) < 0:
			r = -a
		case b == 0:
			r = 0
		default:
			r = a
		}
	case x86HAdd:
		r = a + b
	case x86HSub:
		r = a - b
	}
	return Val{Bits: r & mask}
}

// x86MAddPair is one i16 lane of pmadd.ub.sw: a0*b0 + a1*b1 with a
// unsigned and b signed bytes, saturated to the signed 16-bit range.
func (m *Machine) x86MAddPair(a0, a1, b0, b1 *Val) Val {
	ins := [4]*Val{a0, a1, b0, b1}
	for k, v := range ins {
		if v.Poison {
			return Val{Poison: true}
		}
		if v.Undef&0xff != 0 {
			if m.ev.ch == nil {
				return Val{Undef: 0xffff}
			}
			ins[k] = m.ev.use(v, k, 8)
		}
	}
	s := int64(ins[0].Bits&0xff)*signExtend(ins[2].Bits&0xff, 8) + int64(ins[1].Bits&0xff)*signExtend(ins[3].Bits&0xff, 8)
	s = max(min(s, 32767), -32768)
	return Val{Bits: uint64(s) & 0xffff}
}

// x86Pack is one lane of a saturating pack: the signed lane x of width
// 2w saturated to w bits, signed (x86PackSS) or unsigned.
func (m *Machine) x86Pack(op x86Op, x *Val, w uint32) Val {
	mask := widthMask(w)
	if x.Poison {
		return Val{Poison: true}
	}
	if x.Undef&widthMask(2*w) != 0 {
		if m.ev.ch == nil {
			return Val{Undef: mask}
		}
		x = m.ev.use(x, 0, 2*w)
	}
	v := signExtend(x.Bits&widthMask(2*w), 2*w)
	lo, hi := -int64(1)<<(w-1), int64(1)<<(w-1)-1
	if op == x86PackUS {
		lo, hi = 0, int64(1)<<w-1
	}
	return Val{Bits: uint64(max(min(v, hi), lo)) & mask}
}
