package semantics

import (
	"errors"
	"math/big"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// This file computes x86_fp80 and fp128, the formats wider than 64 bits.
// A value of these types is shaped like a wide integer of 80 or 128 bits
// (two words, little-endian): x86_fp80 has the 64-bit significand with its
// explicit integer bit in word 0 and the sign and 15-bit exponent in the
// low 16 bits of word 1; fp128 is IEEE binary128.
//
// The arithmetic is exact in math/big and rounded once to the format
// (round to nearest, ties to even). x86_fp80's non-canonical encodings
// (pseudo-NaN, pseudo-infinity, unnormal) are invalid operands to the x87,
// which answers them with its default NaN; this package does the same. A
// pseudo-denormal (exponent 0, integer bit set) has the value the x87 gives
// it, that of exponent 1.
//
// The concrete mode follows the x87 (x86_fp80) and the soft-float library
// (fp128) for NaN results: a NaN operand is quieted (of two, x86_fp80 takes
// the larger significand, fp128 the first), an invalid operation gives the
// negative quiet NaN with an empty payload. The abstract mode makes a NaN
// result any NaN, as for the narrow formats. Undef operand bits are not
// enumerated: the abstract result is then any value (poison under nnan or
// ninf, which may be what the undef value picks).
//
// ppc_fp128 stays unsupported: it is a pair of doubles whose arithmetic
// LLVM defines by its own double-double algorithms, not by one correct
// rounding, and whose encodings are not unique.

// wideFormat describes x86_fp80 or fp128.
type wideFormat struct {
	width    uint32
	p        uint32 // precision in bits, the integer bit included
	explicit bool   // x86_fp80: the integer bit is stored
}

var (
	fmtX87  = wideFormat{width: 80, p: 64, explicit: true}
	fmtQuad = wideFormat{width: 128, p: 113}
)

// Both wide formats have a 15-bit exponent with bias 16383.
const (
	wideBias = 16383
	wideEmin = -16382
	wideEmax = 16383
	wideEMax = 0x7FFF // the all-ones biased exponent
)

// wideFormatOf returns the wide format of a float kind, or nil.
func wideFormatOf(k ir.TypeKind) *wideFormat {
	switch k {
	case ir.X86FP80Type:
		return &fmtX87
	case ir.FP128Type:
		return &fmtQuad
	}
	return nil
}

// isWideFloat reports whether t is x86_fp80 or fp128.
func isWideFloat(t *ir.Type) bool { return wideFormatOf(t.Kind) != nil }

// wideEnc is an encoding: lo is word 0, hi word 1 (x86_fp80: 16 bits).
type wideEnc struct{ lo, hi uint64 }

// fpClass of a decoded value.
type wideClass uint8

const (
	wcZero wideClass = iota
	wcFinite
	wcInf
	wcNaN     // a quiet or signaling NaN, with a payload
	wcInvalid // a non-canonical x86_fp80 encoding
)

// wideDec is a decoded value: its class, sign, and for wcFinite its exact
// magnitude (mant * 2^exp, mant > 0 an integer); for wcNaN its fraction
// left-aligned in 128 bits (quiet bit at the top) and whether it signals.
type wideDec struct {
	cls      wideClass
	neg      bool
	mant     *big.Int
	exp      int
	fracHi   uint64
	fracLo   uint64
	signaled bool
}

func (f *wideFormat) signExp(e wideEnc) (neg bool, ex int) {
	if f.explicit {
		return e.hi>>15&1 != 0, int(e.hi & 0x7FFF)
	}
	return e.hi>>63 != 0, int(e.hi >> 48 & 0x7FFF)
}

// decode classifies the encoding e.
func (f *wideFormat) decode(e wideEnc) wideDec {
	neg, ex := f.signExp(e)
	v := wideDec{neg: neg}
	var m big.Int
	var fracHi, fracLo uint64 // fraction below the integer bit, left-aligned
	intBit := true
	if f.explicit {
		intBit = e.lo>>63 != 0
		m.SetUint64(e.lo)
		fracHi = e.lo << 1
		if ex != 0 && !intBit {
			v.cls = wcInvalid // unnormal, pseudo-infinity, pseudo-NaN
			return v
		}
	} else {
		mh := e.hi & (1<<48 - 1)
		m.SetUint64(mh)
		m.Lsh(&m, 64)
		m.Or(&m, new(big.Int).SetUint64(e.lo))
		fracHi, fracLo = mh<<16|e.lo>>48, e.lo<<16
		if ex != 0 && ex != wideEMax {
			m.SetBit(&m, 112, 1)
		}
	}
	switch {
	case ex == wideEMax:
		if fracHi == 0 && fracLo == 0 {
			v.cls = wcInf
			return v
		}
		v.cls, v.fracHi, v.fracLo = wcNaN, fracHi, fracLo
		v.signaled = fracHi>>63 == 0
		return v
	case m.Sign() == 0:
		v.cls = wcZero
		return v
	}
	if ex == 0 {
		ex = 1 // subnormal (and x86_fp80's pseudo-denormal)
	}
	_ = intBit
	v.cls, v.mant, v.exp = wcFinite, &m, ex-wideBias-int(f.p-1)
	return v
}

// bigVal returns the exact value of a finite v.
func (v *wideDec) bigVal() *big.Float {
	r := new(big.Float).SetPrec(uint(v.mant.BitLen()) + 1).SetInt(v.mant)
	r.SetMantExp(r, v.exp)
	if v.neg {
		r.Neg(r)
	}
	return r
}

// encode packs sign, biased exponent and the significand m (x86_fp80: with
// its integer bit; fp128: the 112 fraction bits and, ignored, the hidden bit).
func (f *wideFormat) encode(neg bool, bexp int, m *big.Int) wideEnc {
	var s uint64
	if neg {
		s = 1
	}
	words := make([]big.Word, 2)
	for i, w := range m.Bits() {
		if i < 2 {
			words[i] = w
		}
	}
	lo, hi := uint64(words[0]), uint64(words[1])
	if f.explicit {
		return wideEnc{lo: lo, hi: s<<15 | uint64(bexp)}
	}
	return wideEnc{lo: lo, hi: s<<63 | uint64(bexp)<<48 | hi&(1<<48-1)}
}

func (f *wideFormat) inf(neg bool) wideEnc {
	if f.explicit {
		return f.encode(neg, wideEMax, new(big.Int).SetUint64(1<<63))
	}
	return f.encode(neg, wideEMax, new(big.Int))
}

func (f *wideFormat) zero(neg bool) wideEnc { return f.encode(neg, 0, new(big.Int)) }

// nan returns the quiet NaN with the left-aligned fraction (quiet bit set).
func (f *wideFormat) nan(neg bool, fracHi, fracLo uint64) wideEnc {
	fracHi |= 1 << 63
	var m big.Int
	if f.explicit {
		m.SetUint64(1<<63 | fracHi>>1)
	} else {
		m.SetUint64(fracHi >> 16)
		m.Lsh(&m, 64)
		m.Or(&m, new(big.Int).SetUint64(fracHi<<48|fracLo>>16))
	}
	return f.encode(neg, wideEMax, &m)
}

// defaultNaN is the NaN of an invalid operation: negative, quiet, empty.
func (f *wideFormat) defaultNaN() wideEnc { return f.nan(true, 0, 0) }

// round rounds x (finite, or zero) to f, ties to even. sticky says that the
// true value exceeds |x| by a tiny positive amount (below x's last bit
// when x carries at least p+2 bits).
func (f *wideFormat) round(x *big.Float, sticky bool) wideEnc {
	if x.Sign() == 0 {
		return f.zero(x.Signbit())
	}
	neg := x.Signbit()
	var mant big.Float
	exp := x.MantExp(&mant) // |x| = mant * 2^exp, 0.5 <= mant < 1
	mant.Abs(&mant)
	prec := mant.MinPrec()
	if prec < 1 {
		prec = 1
	}
	mant.SetMantExp(&mant, int(prec))
	m, _ := mant.Int(nil) // exact: |x| = m * 2^(exp-prec)
	e := exp - int(prec)
	return f.roundInt(neg, m, e, sticky)
}

// roundInt rounds (m + s) * 2^e to f (m > 0; s a tiny positive amount when
// sticky), ties to even.
func (f *wideFormat) roundInt(neg bool, m *big.Int, e int, sticky bool) wideEnc {
	E := e + m.BitLen() - 1 // exponent of the leading bit
	shift := m.BitLen() - int(f.p)
	if E < wideEmin {
		shift += wideEmin - E
	}
	q := new(big.Int)
	if shift <= 0 {
		q.Lsh(m, uint(-shift))
	} else {
		q.Rsh(m, uint(shift))
		rem := new(big.Int).Sub(m, new(big.Int).Lsh(q, uint(shift)))
		half := new(big.Int).Lsh(big.NewInt(1), uint(shift-1))
		c := rem.Cmp(half)
		if c > 0 || c == 0 && (sticky || q.Bit(0) != 0) {
			q.Add(q, big.NewInt(1))
		}
	}
	if E < wideEmin {
		// subnormal: q counts quanta; a carry into the integer bit is
		// the smallest normal, biased exponent 1
		if q.BitLen() == int(f.p) {
			return f.encode(neg, 1, q)
		}
		return f.encode(neg, 0, q)
	}
	if q.BitLen() > int(f.p) {
		q.Rsh(q, 1)
		E++
	}
	if E > wideEmax {
		return f.inf(neg)
	}
	return f.encode(neg, E+wideBias, q)
}

// roundExact rounds the exact value x.
func (f *wideFormat) roundExact(x *big.Float) wideEnc { return f.round(x, false) }

// roundInexact rounds a value computed as x at a precision of at least
// p+2 bits toward zero with accuracy acc.
func (f *wideFormat) roundInexact(x *big.Float, acc big.Accuracy) wideEnc {
	return f.round(x, acc != big.Exact)
}

// wideWorkPrec is the precision of an inexact intermediate result.
const wideWorkPrec = 2*113 + 8

// nanOf propagates the NaN operands of an operation: x86_fp80 quiets the
// one with the larger significand, fp128 the first. ok is false when no
// operand is a NaN. An invalid x86_fp80 operand gives the default NaN.
func (f *wideFormat) nanOf(vs []wideDec) (r wideEnc, ok bool) {
	var best *wideDec
	for i := range vs {
		v := &vs[i]
		if v.cls == wcInvalid {
			return f.defaultNaN(), true
		}
		if v.cls != wcNaN {
			continue
		}
		if best == nil {
			best = v
			continue
		}
		if f.explicit && (v.fracHi|1<<63 > best.fracHi|1<<63) {
			best = v
		}
	}
	if best == nil {
		return wideEnc{}, false
	}
	return f.nan(best.neg, best.fracHi, best.fracLo), true
}

// wideBinary computes fadd/fsub/fmul/fdiv/frem on concrete encodings; invalid
// reports that the result is the NaN of an invalid operation (not of a NaN
// operand). ok is false for another opcode.
func (f *wideFormat) binary(op ir.Opcode, a, b wideEnc) (r wideEnc, ok bool) {
	x, y := f.decode(a), f.decode(b)
	if n, isNaN := f.nanOf([]wideDec{x, y}); isNaN {
		return n, true
	}
	if op == ir.OpFSub {
		y.neg = !y.neg
		op = ir.OpFAdd
	}
	switch op {
	case ir.OpFAdd:
		switch {
		case x.cls == wcInf && y.cls == wcInf:
			if x.neg != y.neg {
				return f.defaultNaN(), true
			}
			return x.enc(f), true
		case x.cls == wcInf:
			return x.enc(f), true
		case y.cls == wcInf:
			return y.enc(f), true
		case x.cls == wcZero && y.cls == wcZero:
			return f.zero(x.neg && y.neg), true
		case x.cls == wcZero:
			return y.enc(f), true
		case y.cls == wcZero:
			return x.enc(f), true
		}
		s := new(big.Float).SetPrec(0)
		xb, yb := x.bigVal(), y.bigVal()
		prec := wideExactAddPrec(&x, &y)
		s.SetPrec(prec).Add(xb, yb)
		if s.Sign() == 0 {
			return f.zero(false), true
		}
		return f.roundExact(s), true
	case ir.OpFMul:
		neg := x.neg != y.neg
		switch {
		case x.cls == wcInf && y.cls == wcZero, x.cls == wcZero && y.cls == wcInf:
			return f.defaultNaN(), true
		case x.cls == wcInf || y.cls == wcInf:
			return f.inf(neg), true
		case x.cls == wcZero || y.cls == wcZero:
			return f.zero(neg), true
		}
		m := new(big.Int).Mul(x.mant, y.mant)
		return f.roundInt(neg, m, x.exp+y.exp, false), true
	case ir.OpFDiv:
		neg := x.neg != y.neg
		switch {
		case x.cls == wcInf && y.cls == wcInf, x.cls == wcZero && y.cls == wcZero:
			return f.defaultNaN(), true
		case x.cls == wcInf || y.cls == wcZero:
			return f.inf(neg), true
		case x.cls == wcZero || y.cls == wcInf:
			return f.zero(neg), true
		}
		q := new(big.Float).SetPrec(wideWorkPrec).SetMode(big.ToZero)
		q.Quo(x.bigVal(), y.bigVal())
		return f.roundInexact(q, q.Acc()), true
	case ir.OpFRem:
		switch {
		case x.cls == wcInf || y.cls == wcZero:
			return f.defaultNaN(), true
		case x.cls == wcZero || y.cls == wcInf:
			return x.enc(f), true
		}
		// fmod: x - trunc(x/y)*y, exact; align both to the smaller exponent
		e := min(x.exp, y.exp)
		mx := new(big.Int).Lsh(x.mant, uint(x.exp-e))
		my := new(big.Int).Lsh(y.mant, uint(y.exp-e))
		m := new(big.Int).Rem(mx, my)
		if m.Sign() == 0 {
			return f.zero(x.neg), true
		}
		return f.roundInt(x.neg, m, e, false), true
	}
	return wideEnc{}, false
}

// wideExactAddPrec is a precision that holds x+y exactly.
func wideExactAddPrec(x, y *wideDec) uint {
	hi := max(x.exp+x.mant.BitLen(), y.exp+y.mant.BitLen())
	lo := min(x.exp, y.exp)
	return uint(hi-lo) + 2
}

// enc re-encodes a decoded infinity, zero or finite value of f exactly.
func (v *wideDec) enc(f *wideFormat) wideEnc {
	switch v.cls {
	case wcInf:
		return f.inf(v.neg)
	case wcZero:
		return f.zero(v.neg)
	case wcNaN:
		return f.nan(v.neg, v.fracHi, v.fracLo)
	case wcInvalid:
		return f.defaultNaN()
	}
	return f.roundInt(v.neg, v.mant, v.exp, false)
}

// fma computes x*y+z with one rounding.
func (f *wideFormat) fma(a, b, c wideEnc) wideEnc {
	x, y, z := f.decode(a), f.decode(b), f.decode(c)
	if n, isNaN := f.nanOf([]wideDec{x, y, z}); isNaN {
		return n
	}
	pneg := x.neg != y.neg
	pinf := x.cls == wcInf || y.cls == wcInf
	pzero := x.cls == wcZero || y.cls == wcZero
	switch {
	case pinf && pzero:
		return f.defaultNaN()
	case pinf && z.cls == wcInf && z.neg != pneg:
		return f.defaultNaN()
	case pinf:
		return f.inf(pneg)
	case z.cls == wcInf:
		return z.enc(f)
	case pzero && z.cls == wcZero:
		return f.zero(pneg && z.neg)
	case pzero:
		return z.enc(f)
	}
	p := wideDec{cls: wcFinite, neg: pneg, mant: new(big.Int).Mul(x.mant, y.mant), exp: x.exp + y.exp}
	if z.cls == wcZero {
		return p.enc(f)
	}
	s := new(big.Float).SetPrec(wideExactAddPrec(&p, &z)).Add(p.bigVal(), z.bigVal())
	if s.Sign() == 0 {
		return f.zero(false)
	}
	return f.roundExact(s)
}

// sqrt computes the correctly rounded square root.
func (f *wideFormat) sqrt(a wideEnc) wideEnc {
	x := f.decode(a)
	switch {
	case x.cls == wcNaN || x.cls == wcInvalid:
		n, _ := f.nanOf([]wideDec{x})
		return n
	case x.cls == wcZero:
		return a
	case x.neg:
		return f.defaultNaN()
	case x.cls == wcInf:
		return a
	}
	xb := x.bigVal()
	s := new(big.Float).SetPrec(wideWorkPrec).Sqrt(xb)
	// the square root of a p-bit value is exact or far from a midpoint
	sq := new(big.Float).SetPrec(2*wideWorkPrec+2).Mul(s, s)
	c := sq.Cmp(xb)
	if c > 0 {
		// s is above the root: step one unit toward zero so that the
		// true root lies above s
		var mant big.Float
		e := s.MantExp(&mant)
		ulp := new(big.Float).SetMantExp(big.NewFloat(1), e-int(wideWorkPrec))
		s.Sub(s, ulp)
	}
	return f.round(s, c != 0)
}

// wideOperand extracts the encoding of a wide float value; ok is false when
// a bit is undef.
func wideOperand(v *Val) (e wideEnc, ok bool) {
	if v.X == nil || len(v.X.Words) < 2 {
		return wideEnc{lo: v.Bits}, v.Undef == 0
	}
	for _, u := range v.X.UndefWords {
		if u != 0 {
			return wideEnc{}, false
		}
	}
	return wideEnc{lo: v.X.Words[0], hi: v.X.Words[1]}, true
}

// wideSet stores a defined encoding (and undef masks) into r.
func wideSet(r *Val, f *wideFormat, e, undef wideEnc, nondet bool) {
	x := r.X
	if x == nil {
		x = &Ext{}
	}
	x.Words = append(x.Words[:0], e.lo&^undef.lo, e.hi&^undef.hi)
	x.UndefWords = append(x.UndefWords[:0], undef.lo, undef.hi)
	if f.explicit {
		x.Words[1] &= 0xFFFF
		x.UndefWords[1] &= 0xFFFF
	}
	x.Lanes = x.Lanes[:0]
	*r = Val{X: x, Nondet: nondet && (undef.lo|undef.hi) != 0}
}

// wideSetPoison makes r a poison wide float.
func wideSetPoison(r *Val, f *wideFormat) {
	wideSet(r, f, wideEnc{}, wideEnc{}, false)
	r.Poison = true
}

// anyNaN is the abstract "any NaN" of f (also the signaling ones when
// maySignal). A mask cannot say "quiet, or with a non-zero fraction", so
// with maySignal the whole fraction is free and the set also holds the
// infinities, as the narrow formats' anyNaN does: fixing one fraction bit
// to 1 instead would leave out quiet NaNs with that bit clear, among them
// the x87's default NaN (the result of an invalid x86_fp80 encoding) and
// the quieted copy of a signaling NaN whose payload has that bit clear.
func (f *wideFormat) anyNaN(maySignal bool) (b, undef wideEnc) {
	if f.explicit {
		b = wideEnc{lo: 3 << 62, hi: wideEMax}
		undef = wideEnc{lo: 1<<62 - 1, hi: 1 << 15}
		if maySignal {
			b.lo, undef.lo = 1<<63, 1<<63-1
		}
		return b, undef
	}
	b = wideEnc{hi: wideEMax<<48 | 1<<47}
	undef = wideEnc{lo: ^uint64(0), hi: 1<<63 | (1<<47 - 1)}
	if maySignal {
		b.hi &^= 1 << 47
		undef.hi |= 1 << 47
	}
	return b, undef
}

func (f *wideFormat) isNaN(e wideEnc) bool {
	c := f.decode(e).cls
	return c == wcNaN || c == wcInvalid
}

func (f *wideFormat) isInf(e wideEnc) bool { return f.decode(e).cls == wcInf }

func (f *wideFormat) isZero(e wideEnc) bool { return f.decode(e).cls == wcZero }

// wideCompute applies the concrete operation op to the operands vs and
// stores the result (concrete, or in the abstract mode the set LLVM allows)
// into r, with the fast-math flags fmf.
func wideCompute(f *wideFormat, fout *wideFormat, fmf ir.FastMath, vs []*Val, r *Val, abstract bool, op func(a []wideEnc) wideEnc) {
	nondet := true // no operand is undef-derived
	for _, v := range vs {
		if v.Poison {
			wideSetPoison(r, fout)
			return
		}
		nondet = nondet && (v.IsDefined() || v.Nondet)
	}
	encs := make([]wideEnc, len(vs))
	maySignal := false
	for i, v := range vs {
		e, ok := wideOperand(v)
		if !ok && wideSetIsNaN(f, v) {
			// every value is a NaN (e.g. an earlier NaN result)
			e, ok = f.nan(false, 0, 0), true
			maySignal = true
		}
		if !ok {
			// only the abstract mode sees undef bits (the concrete one
			// has chosen them)
			if fmf&(ir.NNaN|ir.NInf) != 0 {
				wideSetPoison(r, fout)
				return
			}
			all := wideEnc{lo: ^uint64(0), hi: ^uint64(0)}
			wideSet(r, fout, wideEnc{}, all, nondet)
			return
		}
		encs[i] = e
		d := f.decode(e)
		if fmf&ir.NNaN != 0 && (d.cls == wcNaN || d.cls == wcInvalid) || fmf&ir.NInf != 0 && d.cls == wcInf {
			wideSetPoison(r, fout)
			return
		}
		maySignal = maySignal || d.cls == wcNaN && d.signaled || d.cls == wcInvalid
	}
	res := op(encs)
	if fmf&ir.NNaN != 0 && fout.isNaN(res) || fmf&ir.NInf != 0 && fout.isInf(res) {
		wideSetPoison(r, fout)
		return
	}
	if !abstract {
		wideSet(r, fout, res, wideEnc{}, false)
		return
	}
	// the freedom LLVM has is a nondeterministic choice, not undef
	if fmf&fpFreedomFlags != 0 {
		all := wideEnc{lo: ^uint64(0), hi: ^uint64(0)}
		wideSet(r, fout, wideEnc{}, all, true)
		return
	}
	if fout.isNaN(res) {
		b, u := fout.anyNaN(maySignal)
		wideSet(r, fout, b, u, true)
		return
	}
	var undef wideEnc
	if fmf&ir.NSZ != 0 && fout.isZero(res) {
		undef = fout.signMask()
	}
	wideSet(r, fout, res, undef, true)
}

func (f *wideFormat) signMask() wideEnc {
	if f.explicit {
		return wideEnc{hi: 1 << 15}
	}
	return wideEnc{hi: 1 << 63}
}

// wideBinaryVal computes fadd/fsub/fmul/fdiv/frem on one wide lane.
func wideBinaryVal(op ir.Opcode, fmf ir.FastMath, f *wideFormat, x, y, r *Val, abstract bool) bool {
	if _, ok := f.binary(op, wideEnc{}, wideEnc{}); !ok {
		return false
	}
	wideCompute(f, f, fmf, []*Val{x, y}, r, abstract, func(a []wideEnc) wideEnc {
		res, _ := f.binary(op, a[0], a[1])
		return res
	})
	return true
}

// wideBitOp computes fneg/fabs/copysign: fn maps the encoding bits and the
// undef bits of x. nnan/ninf make a NaN/Inf operand poison; nsz frees the
// sign of a zero in the abstract mode.
func wideBitOp(f *wideFormat, fmf ir.FastMath, x, y *Val, r *Val, abstract bool, fn func(b, u wideEnc) (wideEnc, wideEnc)) {
	if x.Poison || y != nil && y.Poison {
		wideSetPoison(r, f)
		return
	}
	nondet := joinNondet(x, y)
	var b, u wideEnc
	if x.X != nil && len(x.X.Words) >= 2 {
		b = wideEnc{x.X.Words[0], x.X.Words[1]}
		u = wideEnc{x.X.UndefWords[0], x.X.UndefWords[1]}
	}
	if !abstract {
		u = wideEnc{}
	}
	if u.lo|u.hi != 0 {
		if fmf&(ir.NNaN|ir.NInf) != 0 {
			wideSetPoison(r, f)
			return
		}
	} else {
		d := f.decode(b)
		if fmf&ir.NNaN != 0 && (d.cls == wcNaN || d.cls == wcInvalid) || fmf&ir.NInf != 0 && d.cls == wcInf {
			wideSetPoison(r, f)
			return
		}
	}
	rb, ru := fn(b, u)
	if abstract && fmf&ir.NSZ != 0 {
		rb2 := rb
		rb2.lo &^= ru.lo
		rb2.hi &^= ru.hi
		if ru.lo|ru.hi != 0 || f.isZero(rb2) || y != nil {
			s := f.signMask()
			ru.hi |= s.hi
		}
	}
	wideSet(r, f, rb, ru, nondet)
}

// wideCmp evaluates fcmp on one wide lane into the i1 r.
func wideCmp(pred ir.Predicate, fmf ir.FastMath, f *wideFormat, x, y, r *Val) {
	r.X = nil
	if x.Poison || y.Poison {
		r.SetPoison()
		return
	}
	a, ok1 := wideOperand(x)
	b, ok2 := wideOperand(y)
	xNaN, yNaN := !ok1 && wideSetIsNaN(f, x), !ok2 && wideSetIsNaN(f, y)
	if xNaN {
		a, ok1 = f.defaultNaN(), true
	}
	if yNaN {
		b, ok2 = f.defaultNaN(), true
	}
	if (xNaN || yNaN) && fmf&(ir.NNaN|ir.NInf) == 0 {
		// a NaN operand decides every predicate whatever the other is
		a, b, ok1, ok2 = f.defaultNaN(), f.defaultNaN(), true, true
	}
	if !ok1 || !ok2 {
		if fmf&(ir.NNaN|ir.NInf) != 0 {
			r.SetPoison()
			return
		}
		*r = Val{Undef: 1, Nondet: x.Nondet || y.Nondet}
		return
	}
	dx, dy := f.decode(a), f.decode(b)
	nan := func(d wideDec) bool { return d.cls == wcNaN || d.cls == wcInvalid }
	if fmf&ir.NNaN != 0 && (nan(dx) || nan(dy)) || fmf&ir.NInf != 0 && (dx.cls == wcInf || dy.cls == wcInf) {
		r.SetPoison()
		return
	}
	uno := nan(dx) || nan(dy)
	c := 0
	if !uno {
		c = wideCmpOrd(dx, dy)
	}
	var res bool
	switch pred {
	case ir.FloatFalse:
	case ir.FloatTrue:
		res = true
	case ir.FloatORD:
		res = !uno
	case ir.FloatUNO:
		res = uno
	default:
		var ordRes bool
		switch pred {
		case ir.FloatOEQ, ir.FloatUEQ:
			ordRes = c == 0
		case ir.FloatOGT, ir.FloatUGT:
			ordRes = c > 0
		case ir.FloatOGE, ir.FloatUGE:
			ordRes = c >= 0
		case ir.FloatOLT, ir.FloatULT:
			ordRes = c < 0
		case ir.FloatOLE, ir.FloatULE:
			ordRes = c <= 0
		case ir.FloatONE, ir.FloatUNE:
			ordRes = c != 0
		}
		unordered := pred >= ir.FloatUEQ && pred <= ir.FloatUNE
		if uno {
			res = unordered
		} else {
			res = ordRes
		}
	}
	if res {
		r.SetInt(1)
	} else {
		r.SetInt(0)
	}
}

// wideCmpOrd compares two non-NaN decoded values (-1, 0, +1).
func wideCmpOrd(x, y wideDec) int {
	key := func(v wideDec) *big.Float {
		switch v.cls {
		case wcZero:
			return new(big.Float)
		case wcInf:
			return new(big.Float).SetInf(v.neg)
		}
		return v.bigVal()
	}
	return key(x).Cmp(key(y))
}

// anyFloat is a decoded value of any float format: wide formats decode
// themselves, the narrow ones through float64 (exact).
func decodeAny(nf *fpFormat, wf *wideFormat, e wideEnc) wideDec {
	if wf != nil {
		return wf.decode(e)
	}
	b := e.lo & nf.mask()
	d := wideDec{neg: b&nf.sign() != 0}
	switch {
	case nf.isNaN(b):
		d.cls = wcNaN
		d.fracHi = (b & nf.mantMask()) << (64 - (nf.p - 1))
		d.signaled = nf.isSNaN(b)
	case nf.isInf(b):
		d.cls = wcInf
	case nf.isZero(b):
		d.cls = wcZero
	default:
		x := nf.bigOf(b)
		var mant big.Float
		exp := x.MantExp(&mant)
		mant.Abs(&mant)
		mant.SetMantExp(&mant, 64)
		m, _ := mant.Int(nil)
		d.cls, d.mant, d.exp = wcFinite, m, exp-64
	}
	return d
}

// encodeAny encodes a decoded value into a narrow or wide format, rounding
// a finite one to nearest even.
func encodeAny(nf *fpFormat, wf *wideFormat, d wideDec) wideEnc {
	if wf != nil {
		return d.enc(wf)
	}
	switch d.cls {
	case wcInf:
		return wideEnc{lo: nf.signIf(d.neg) | nf.inf()}
	case wcZero:
		return wideEnc{lo: nf.signIf(d.neg)}
	case wcNaN:
		return wideEnc{lo: nf.signIf(d.neg) | nf.expMask() | nf.quietBit() | d.fracHi>>(64-(nf.p-1))&nf.mantMask()}
	case wcInvalid:
		return wideEnc{lo: nf.defaultNaN()}
	}
	return wideEnc{lo: nf.roundBig(d.bigVal())}
}

// wideCast computes fptrunc/fpext (from and to float kinds, one of them wide),
// fptoui/fptosi from a wide kind to a toW-bit integer, and uitofp/sitofp
// from a fromW-bit integer to a wide kind, on one lane. ok is false when
// no side is wide or a format is unsupported (ppc_fp128).
func wideCast(op ir.Opcode, fl ir.Flags, fmf ir.FastMath, from, to ir.TypeKind, fromW, toW uint32, x, r *Val, abstract bool) (ok bool) {
	wfi, wfo := wideFormatOf(from), wideFormatOf(to)
	switch op {
	case ir.OpFPTrunc, ir.OpFPExt:
		nfi, nfo := formatOf(from), formatOf(to)
		if wfi == nil && wfo == nil || wfi == nil && nfi == nil || wfo == nil && nfo == nil {
			return false
		}
		wideCastFloat(nfi, wfi, nfo, wfo, fmf, x, r, abstract)
		return true
	case ir.OpFPToUI, ir.OpFPToSI:
		if wfi == nil || toW == 0 || toW > ir.MaxIntBits {
			return false
		}
		if x.Poison {
			fpSetIntPoison(r, toW)
			return true
		}
		e, defined := wideOperand(x)
		if !defined {
			// may be NaN or out of range: poison refines nothing less
			fpSetIntPoison(r, toW)
			return true
		}
		words, fits := wideToInt(wfi.decode(e), toW, op == ir.OpFPToSI)
		if !fits {
			fpSetIntPoison(r, toW)
			return true
		}
		fpSetInt(r, toW, words)
		return true
	case ir.OpUIToFP, ir.OpSIToFP:
		if wfo == nil || fromW == 0 || fromW > ir.MaxIntBits {
			return false
		}
		if x.Poison {
			wideSetPoison(r, wfo)
			return true
		}
		words, undef := fpIntWords(x, fromW)
		if abstract {
			for _, u := range undef {
				if u != 0 {
					all := wideEnc{lo: ^uint64(0), hi: ^uint64(0)}
					wideSet(r, wfo, wideEnc{}, all, x.Nondet)
					return true
				}
			}
		}
		v := append([]uint64(nil), words...)
		top := (fromW - 1) / 64
		signSet := v[top]>>((fromW-1)%64)&1 != 0
		if fl.Has(ir.NNeg) && signSet {
			wideSetPoison(r, wfo)
			return true
		}
		neg := false
		if op == ir.OpSIToFP && signSet {
			fpSignExtendWords(v, fromW)
			fpNegWords(v)
			neg = true
		}
		m := new(big.Int)
		for i := len(v) - 1; i >= 0; i-- {
			m.Lsh(m, 64)
			m.Or(m, new(big.Int).SetUint64(v[i]))
		}
		if m.Sign() == 0 {
			wideSet(r, wfo, wfo.zero(false), wideEnc{}, false)
			return true
		}
		wideSet(r, wfo, wfo.roundInt(neg, m, 0, false), wideEnc{}, false)
		return true
	}
	return false
}

// wideToInt truncates the decoded value toward zero to a w-bit integer;
// fits is false for NaN, Inf and values out of range.
func wideToInt(d wideDec, w uint32, signed bool) (words []uint64, fits bool) {
	n := int((w + 63) / 64)
	words = make([]uint64, n)
	switch d.cls {
	case wcZero:
		return words, true
	case wcFinite:
	default:
		return nil, false
	}
	m := new(big.Int).Set(d.mant)
	if d.exp >= 0 {
		if d.exp > int(w)+1 {
			return nil, false
		}
		m.Lsh(m, uint(d.exp))
	} else {
		m.Rsh(m, uint(-d.exp))
	}
	if m.Sign() == 0 {
		return words, true
	}
	limit := new(big.Int).Lsh(big.NewInt(1), uint(w))
	if signed {
		limit.Rsh(limit, 1)
		if d.neg {
			limit.Add(limit, big.NewInt(1)) // -2^(w-1) fits
		}
	} else if d.neg {
		return nil, false
	}
	if m.Cmp(limit) >= 0 {
		return nil, false
	}
	for i, bw := range m.Bits() {
		if i < n {
			words[i] = uint64(bw)
		}
	}
	if d.neg {
		fpNegWords(words)
	}
	return words, true
}

// wideCastFloat converts between float formats, one of them wide.
func wideCastFloat(nfi *fpFormat, wfi *wideFormat, nfo *fpFormat, wfo *wideFormat, fmf ir.FastMath, x, r *Val, abstract bool) {
	set := func(e, u wideEnc, nondet bool) {
		if wfo != nil {
			wideSet(r, wfo, e, u, nondet)
			return
		}
		fpSet(r, e.lo, u.lo, nondet)
	}
	poison := func() {
		if wfo != nil {
			wideSetPoison(r, wfo)
			return
		}
		fpSetPoison(r)
	}
	all := wideEnc{lo: ^uint64(0), hi: ^uint64(0)}
	if nfo != nil {
		all = wideEnc{lo: nfo.mask()}
	}
	if x.Poison {
		poison()
		return
	}
	var e wideEnc
	if wfi != nil {
		var defined bool
		if e, defined = wideOperand(x); !defined {
			if fmf&(ir.NNaN|ir.NInf) != 0 {
				poison()
				return
			}
			set(wideEnc{}, all, x.Nondet)
			return
		}
	} else {
		if x.Undef&nfi.mask() != 0 {
			if fmf&(ir.NNaN|ir.NInf) != 0 {
				poison()
				return
			}
			set(wideEnc{}, all, x.Nondet)
			return
		}
		e = wideEnc{lo: x.Bits & nfi.mask()}
	}
	d := decodeAny(nfi, wfi, e)
	isNaN := d.cls == wcNaN || d.cls == wcInvalid
	res := encodeAny(nfo, wfo, d)
	rd := decodeAny(nfo, wfo, res)
	if fmf&ir.NNaN != 0 && isNaN || fmf&ir.NInf != 0 && (d.cls == wcInf || rd.cls == wcInf) {
		poison()
		return
	}
	if !abstract {
		set(res, wideEnc{}, false)
		return
	}
	switch {
	case fmf&fpFreedomFlags != 0:
		set(wideEnc{}, all, true)
	case isNaN:
		maySignal := d.signaled || d.cls == wcInvalid
		if wfo != nil {
			b, u := wfo.anyNaN(maySignal)
			set(b, u, true)
		} else {
			b, u := nfo.anyNaN(maySignal)
			set(wideEnc{lo: b}, wideEnc{lo: u}, true)
		}
	case fmf&ir.NSZ != 0 && rd.cls == wcZero:
		if wfo != nil {
			set(res, wfo.signMask(), true)
		} else {
			set(res, wideEnc{lo: nfo.sign()}, true)
		}
	default:
		set(res, wideEnc{}, false)
	}
}

// roundToIntegral rounds a to an integral value of f: mode 'f' floor, 'c'
// ceil, 't' trunc, 'a' round (ties away), 'e' ties to even (roundeven, and
// rint/nearbyint in the default environment).
func (f *wideFormat) roundToIntegral(a wideEnc, mode byte) wideEnc {
	d := f.decode(a)
	switch d.cls {
	case wcNaN, wcInvalid:
		n, _ := f.nanOf([]wideDec{d})
		return n
	case wcFinite:
	default:
		return a
	}
	if d.exp >= 0 {
		return a
	}
	sh := uint(-d.exp)
	q := new(big.Int).Rsh(d.mant, sh)
	rem := new(big.Int).Sub(d.mant, new(big.Int).Lsh(q, sh))
	half := new(big.Int).Lsh(big.NewInt(1), sh-1)
	up := false
	inexact := rem.Sign() != 0
	switch mode {
	case 'f':
		up = inexact && d.neg
	case 'c':
		up = inexact && !d.neg
	case 'a':
		up = rem.Cmp(half) >= 0
	case 'e':
		c := rem.Cmp(half)
		up = c > 0 || c == 0 && q.Bit(0) != 0
	}
	if up {
		q.Add(q, big.NewInt(1))
	}
	if q.Sign() == 0 {
		return f.zero(d.neg)
	}
	return f.roundInt(d.neg, q, 0, false)
}

// wideLaneOps are the intrinsics wideIntrinsic computes lane by lane
// from their arguments' values (their arity: floatArityOf).
var wideLaneOps = map[string]bool{"fabs": true, "copysign": true, "fma": true, "fmuladd": true, "sqrt": true,
	"floor": true, "ceil": true, "trunc": true, "round": true, "roundeven": true, "rint": true, "nearbyint": true}

// wideIntrinsic computes the floating-point intrinsics fabs, copysign, fma,
// fmuladd, sqrt, floor, ceil, trunc, round, roundeven, rint, nearbyint,
// minnum, maxnum, minimum, maximum, is.fpclass, and with an rw-bit integer
// result lround, llround, lrint, llrint, fptosi.sat and fptoui.sat on
// one wide lane; ok is false for another one.
func wideIntrinsic(name string, fmf ir.FastMath, f *wideFormat, rw uint32, args []*Val, r *Val, abstract bool) (ok bool) {
	if name == "is.fpclass" && len(args) == 2 && args[0] != nil && args[1] != nil {
		wideIsFPClass(f, args[0], args[1], r, abstract)
		return true
	}
	switch name {
	case "lround", "llround", "lrint", "llrint", "fptosi.sat", "fptoui.sat":
		if rw == 0 || rw > ir.MaxIntBits || len(args) != 1 || args[0] == nil {
			return false
		}
		wideToIntIntrinsic(name, f, args[0], rw, r)
		return true
	case "minnum", "maxnum", "minimum", "maximum":
		if len(args) != 2 || args[0] == nil || args[1] == nil {
			return false
		}
		isMax, ieee := name == "maxnum" || name == "maximum", name == "minimum" || name == "maximum"
		wideCompute(f, f, fmf, args, r, abstract, func(a []wideEnc) wideEnc {
			res, _, _ := f.minMax(isMax, ieee, a[0], a[1])
			return res
		})
		if abstract && !r.Poison {
			var alt Val
			wideCompute(f, f, fmf, args, &alt, abstract, func(a []wideEnc) wideEnc {
				res, alt, hasAlt := f.minMax(isMax, ieee, a[0], a[1])
				if hasAlt {
					return alt
				}
				return res
			})
			wideJoin(r, &alt)
		}
		return true
	}
	if !wideLaneOps[name] || len(args) != floatArityOf(name) {
		return false
	}
	for _, a := range args {
		if a == nil {
			return false
		}
	}
	s := f.signMask()
	switch name {
	case "fabs":
		wideBitOp(f, fmf, args[0], nil, r, abstract, func(b, u wideEnc) (wideEnc, wideEnc) {
			return wideEnc{b.lo, b.hi &^ s.hi}, wideEnc{u.lo, u.hi &^ s.hi}
		})
	case "copysign":
		var yb, yu uint64
		if y := args[1]; y.X != nil && len(y.X.Words) >= 2 {
			yb, yu = y.X.Words[1]&s.hi, y.X.UndefWords[1]&s.hi
		}
		if !abstract {
			yu = 0
		}
		wideBitOp(f, fmf, args[0], args[1], r, abstract, func(b, u wideEnc) (wideEnc, wideEnc) {
			return wideEnc{b.lo, b.hi&^s.hi | yb}, wideEnc{u.lo, u.hi&^s.hi | yu}
		})
	case "fma", "fmuladd":
		// fmuladd may be fused or not: the concrete mode fuses (as x86
		// with FMA3 and the soft-float library do not for x86_fp80, but
		// both results are allowed); the abstract mode joins both.
		wideCompute(f, f, fmf, args, r, abstract, func(a []wideEnc) wideEnc { return f.fma(a[0], a[1], a[2]) })
		if name == "fmuladd" && abstract && !args[0].Poison && !args[1].Poison && !args[2].Poison {
			var alt Val
			wideCompute(f, f, fmf, args, &alt, abstract, func(a []wideEnc) wideEnc {
				p, _ := f.binary(ir.OpFMul, a[0], a[1])
				sum, _ := f.binary(ir.OpFAdd, p, a[2])
				return sum
			})
			wideJoin(r, &alt)
		}
	case "sqrt":
		wideCompute(f, f, fmf, args, r, abstract, func(a []wideEnc) wideEnc { return f.sqrt(a[0]) })
	default:
		mode := map[string]byte{"floor": 'f', "ceil": 'c', "trunc": 't', "round": 'a', "roundeven": 'e', "rint": 'e', "nearbyint": 'e'}[name]
		wideCompute(f, f, fmf, args, r, abstract, func(a []wideEnc) wideEnc { return f.roundToIntegral(a[0], mode) })
	}
	return true
}

// wideJoin widens the wide float acc so that it also contains v.
func wideJoin(acc, v *Val) {
	if acc.Poison || v.Poison {
		acc.Poison = true
		return
	}
	for i := range acc.X.Words {
		u := acc.X.UndefWords[i] | v.X.UndefWords[i] | acc.X.Words[i] ^ v.X.Words[i]
		acc.X.UndefWords[i] = u
		acc.X.Words[i] &^= u
	}
	acc.Nondet = acc.Nondet || v.Nondet
}

// wideIsFPClass computes llvm.is.fpclass on one wide lane. A non-canonical
// x86_fp80 encoding is a quiet NaN, as LLVM's expansion of is.fpclass
// classifies it (the LLVM test-suite's UnitTests/Float/classify checks
// isnan and !issignaling of them); an operand with undef bits may be of
// any class.
func wideIsFPClass(f *wideFormat, x, m, r *Val, abstract bool) {
	r.X = nil
	if x.Poison || m.Poison || m.Undef != 0 {
		r.SetPoison()
		return
	}
	mask := uint16(m.Bits & 0x3FF)
	_, defined := wideOperand(x)
	c := wideClassesOf(f, x, true)
	switch {
	case c&^mask == 0:
		r.SetInt(1)
	case c&mask == 0:
		r.SetInt(0)
	default:
		*r = Val{Undef: 1, Nondet: x.Nondet || defined}
	}
}

// wideSetIsNaN reports whether every value the wide float v describes is a
// NaN (or a non-canonical x86_fp80 encoding, which acts as one).
func wideSetIsNaN(f *wideFormat, v *Val) bool {
	if v.Poison || v.X == nil || len(v.X.Words) < 2 {
		return false
	}
	lo, hi := v.X.Words[0], v.X.Words[1]
	ulo, uhi := v.X.UndefWords[0], v.X.UndefWords[1]
	if f.explicit {
		if uhi&0x7FFF != 0 || hi&0x7FFF != 0x7FFF {
			return false
		}
		// a defined fraction bit set, or a defined clear integer bit
		return lo&^ulo&(1<<63-1) != 0 || ulo>>63 == 0 && lo>>63 == 0
	}
	em := uint64(0x7FFF) << 48
	if uhi&em != 0 || hi&em != em {
		return false
	}
	return lo&^ulo != 0 || hi&^uhi&(1<<48-1) != 0
}

// parseWideArg reads an argument of a wide float type: the LLVM literal
// (0xK and 20 hex digits for x86_fp80, 0xL and 32 for fp128, the low word
// first as LLVM prints it), nan, inf, -inf, or a decimal number, rounded
// correctly.
func parseWideArg(f *wideFormat, x87 bool, s string) (wideEnc, error) {
	hex := func(d string) (uint64, error) { return strconv.ParseUint(d, 16, 64) }
	switch {
	case x87 && strings.HasPrefix(s, "0xK") && len(s) == 23:
		hi, err1 := hex(s[3:7])
		lo, err2 := hex(s[7:])
		if err1 == nil && err2 == nil {
			return wideEnc{lo: lo, hi: hi}, nil
		}
	case !x87 && strings.HasPrefix(s, "0xL") && len(s) == 35:
		lo, err1 := hex(s[3:19])
		hi, err2 := hex(s[19:])
		if err1 == nil && err2 == nil {
			return wideEnc{lo: lo, hi: hi}, nil
		}
	}
	switch strings.ToLower(s) {
	case "nan", "+nan":
		return f.nan(false, 0, 0), nil
	case "-nan":
		return f.nan(true, 0, 0), nil
	case "inf", "+inf":
		return f.inf(false), nil
	case "-inf":
		return f.inf(true), nil
	}
	x, _, err := big.ParseFloat(s, 10, wideWorkPrec+64, big.ToZero)
	if err != nil {
		return wideEnc{}, errors.New("expected a number, nan, inf or a hex literal (0xK..., 0xL...)")
	}
	if x.IsInf() {
		return f.inf(x.Signbit()), nil
	}
	return f.round(x, x.Acc() != big.Exact), nil
}

// wideEdgeValues lists the interesting values of a wide float type.
func wideEdgeValues(t *ir.Type) []Val {
	f := wideFormatOf(t.Kind)
	var vs []Val
	for _, s := range []string{"0.0", "-0.0", "1.0", "-1.0", "0.5", "2.0", "3.0", "-2.5", "inf", "-inf", "nan", "100.0", "1e-3"} {
		v, _ := ParseArg(t, s)
		vs = append(vs, v)
	}
	one := big.NewInt(1)
	maxM := new(big.Int).Sub(new(big.Int).Lsh(one, uint(f.p)), one)
	for _, e := range []wideEnc{
		f.encode(false, 0, one),             // the smallest subnormal
		f.encode(false, wideEMax-1, maxM),   // the largest finite value
		f.nan(true, 1<<62|1, 0),             // a negative quiet NaN with a payload
		f.encode(false, wideEMax, f.snan()), // a signaling NaN
	} {
		v := newVal(t)
		wideSet(&v, f, e, wideEnc{}, false)
		vs = append(vs, v)
	}
	return vs
}

// snan is the significand of the signaling NaN with payload 1.
func (f *wideFormat) snan() *big.Int {
	if f.explicit {
		return new(big.Int).SetUint64(1<<63 | 1)
	}
	return big.NewInt(1)
}

// wideRandom draws a random wide float: mostly near 1 in magnitude, a
// canonical encoding (x86_fp80's integer bit matching its exponent).
func wideRandom(t *ir.Type, r *rand.Rand) Val {
	f := wideFormatOf(t.Kind)
	var ex int
	switch r.IntN(4) {
	case 0:
		ex = r.IntN(wideEMax + 1)
	default:
		ex = wideBias - 70 + r.IntN(141)
	}
	m := new(big.Int).SetUint64(r.Uint64())
	if !f.explicit {
		m.Lsh(m, 64).Or(m, new(big.Int).SetUint64(r.Uint64()))
		m.SetBit(m, 112, 0)
	} else {
		m.SetBit(m, 63, 0)
		if ex != 0 {
			m.SetBit(m, 63, 1)
		}
	}
	for i := r.IntN(3); i > 0; i-- {
		// short significands make exact and tie cases
		m.Rsh(m, uint(r.IntN(int(f.p))))
		if f.explicit && ex != 0 {
			m.SetBit(m, 63, 1)
		}
	}
	v := newVal(t)
	wideSet(&v, f, f.encode(r.IntN(2) == 0, ex, m), wideEnc{}, false)
	return v
}

// minMax computes minnum/maxnum (ieee false: a quiet NaN operand gives the
// other operand, a signaling one also allows a NaN; +0 and -0 give either)
// and minimum/maximum (ieee true: NaN-propagating, -0 < +0). alt is a
// second allowed result when hasAlt.
func (f *wideFormat) minMax(isMax, ieee bool, a, b wideEnc) (r, alt wideEnc, hasAlt bool) {
	x, y := f.decode(a), f.decode(b)
	isNaN := func(d wideDec) bool { return d.cls == wcNaN || d.cls == wcInvalid }
	xn, yn := isNaN(x), isNaN(y)
	switch {
	case ieee && (xn || yn):
		n, _ := f.nanOf([]wideDec{x, y})
		return n, wideEnc{}, false
	case xn && yn:
		n, _ := f.nanOf([]wideDec{x})
		return n, wideEnc{}, false
	case xn:
		return b, f.defaultNaN(), x.signaled || x.cls == wcInvalid
	case yn:
		return a, f.defaultNaN(), y.signaled || y.cls == wcInvalid
	}
	c := wideCmpOrd(x, y)
	if c == 0 {
		if a == b {
			return a, wideEnc{}, false
		}
		if x.cls == wcZero {
			neg, pos := f.zero(true), f.zero(false)
			if ieee {
				if isMax {
					return pos, wideEnc{}, false
				}
				return neg, wideEnc{}, false
			}
			if isMax {
				return pos, neg, true
			}
			return neg, pos, true
		}
		return a, b, true
	}
	if (c < 0) != isMax {
		return a, wideEnc{}, false
	}
	return b, wideEnc{}, false
}

// wideToIntIntrinsic computes lround/llround (ties away), lrint/llrint
// (ties to even, the default environment) and fptosi.sat/fptoui.sat
// (toward zero, saturating, NaN gives 0) of a wide float to a w-bit
// integer. lround and lrint give poison out of range, which the
// interpreter turns into the value LLVM specifies, as for the narrow
// formats. An operand with undef bits gives poison (lround, lrint: it may
// be out of range) or any value (the saturating ones).
func wideToIntIntrinsic(name string, f *wideFormat, x *Val, w uint32, r *Val) {
	sat := name == "fptosi.sat" || name == "fptoui.sat"
	signed := name != "fptoui.sat"
	if x.Poison {
		fpSetIntPoison(r, w)
		return
	}
	e, defined := wideOperand(x)
	if !defined {
		if !sat {
			fpSetIntPoison(r, w)
			return
		}
		n := int((w + 63) / 64)
		all := make([]uint64, n)
		for i := range all {
			all[i] = ^uint64(0)
		}
		fpSetIntSet(r, w, make([]uint64, n), all, x.Nondet)
		return
	}
	switch name {
	case "lround", "llround":
		e = f.roundToIntegral(e, 'a')
	case "lrint", "llrint":
		e = f.roundToIntegral(e, 'e')
	}
	d := f.decode(e)
	words, fits := wideToInt(d, w, signed)
	switch {
	case fits:
		fpSetInt(r, w, words)
	case !sat:
		fpSetIntPoison(r, w)
	case d.cls == wcNaN || d.cls == wcInvalid:
		fpSetInt(r, w, make([]uint64, (w+63)/64))
	default:
		fpSetInt(r, w, satWords(w, signed, d.neg))
	}
}

// wideClassesOf returns the is.fpclass classes the wide float v (not
// poison) may have; undetermined bits count only when abstract (the
// concrete mode has chosen them).
func wideClassesOf(f *wideFormat, v *Val, abstract bool) uint16 {
	e, defined := wideOperand(v)
	if !defined {
		switch {
		case !abstract && v.X != nil && len(v.X.Words) >= 2:
			e = wideEnc{lo: v.X.Words[0], hi: v.X.Words[1]}
		case wideSetIsNaN(f, v):
			return classNaN
		default:
			return 0x3FF
		}
	}
	d := f.decode(e)
	var pos uint16
	switch d.cls {
	case wcInvalid:
		return classQNaN
	case wcNaN:
		if d.signaled {
			return classSNaN
		}
		return classQNaN
	case wcInf:
		pos = classPosInf
	case wcZero:
		pos = classPosZero
	default:
		pos = classPosNormal
		if _, ex := f.signExp(e); ex == 0 {
			pos = classPosSubnormal
		}
	}
	if d.neg {
		return negClasses(pos)
	}
	return pos
}
