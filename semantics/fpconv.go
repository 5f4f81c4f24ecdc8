package semantics

import (
	"math"
	"math/big"
	"math/bits"

	"github.com/irfuzz/irfuzz/ir"
)

// fpFormat describes one IEEE-754 binary interchange format (or bfloat16).
type fpFormat struct {
	width uint32 // total bits
	p     uint32 // precision in bits, the hidden bit included
	ebits uint32 // exponent bits
	bias  int
	emin  int // exponent of the smallest normal number
	emax  int // exponent of the largest finite number

	convTo fpOp // fptrunc/fpext from the format passed to it into this one
}

func init() {
	for _, f := range []*fpFormat{&fmtHalf, &fmtBFloat, &fmtFloat, &fmtDouble} {
		f.convTo = func(from *fpFormat, a []uint64) (uint64, uint64, bool) {
			return f.fromF64(from.toF64(a[0])), 0, false
		}
	}
}

var (
	fmtHalf   = fpFormat{width: 16, p: 11, ebits: 5, bias: 15, emin: -14, emax: 15}
	fmtBFloat = fpFormat{width: 16, p: 8, ebits: 8, bias: 127, emin: -126, emax: 127}
	fmtFloat  = fpFormat{width: 32, p: 24, ebits: 8, bias: 127, emin: -126, emax: 127}
	fmtDouble = fpFormat{width: 64, p: 53, ebits: 11, bias: 1023, emin: -1022, emax: 1023}
)

// formatOf returns the format of a float kind, or nil for kinds this package
// does not fpCompute (fp128 and x86_fp80, which fpwide.go computes, see
// wideFormatOf; ppc_fp128, unsupported) and for non-float kinds.
func formatOf(k ir.TypeKind) *fpFormat {
	switch k {
	case ir.HalfType:
		return &fmtHalf
	case ir.BFloatType:
		return &fmtBFloat
	case ir.FloatType:
		return &fmtFloat
	case ir.DoubleType:
		return &fmtDouble
	}
	return nil
}

func (f *fpFormat) mask() uint64     { return widthMask(f.width) }
func (f *fpFormat) sign() uint64     { return 1 << (f.width - 1) }
func (f *fpFormat) mantMask() uint64 { return 1<<(f.p-1) - 1 }
func (f *fpFormat) quietBit() uint64 { return 1 << (f.p - 2) }
func (f *fpFormat) expMask() uint64  { return widthMask(f.ebits) << (f.p - 1) }
func (f *fpFormat) inf() uint64      { return f.expMask() }

// defaultNaN is the NaN x86 SSE produces when no operand is a NaN: negative,
// quiet, payload zero.
func (f *fpFormat) defaultNaN() uint64 { return f.sign() | f.expMask() | f.quietBit() }

func (f *fpFormat) isNaN(b uint64) bool {
	return b&f.expMask() == f.expMask() && b&f.mantMask() != 0
}
func (f *fpFormat) isSNaN(b uint64) bool { return f.isNaN(b) && b&f.quietBit() == 0 }
func (f *fpFormat) isInf(b uint64) bool  { return b&^f.sign() == f.inf() }
func (f *fpFormat) isZero(b uint64) bool { return b&^f.sign() == 0 }
func (f *fpFormat) quiet(b uint64) uint64 {
	return b | f.quietBit()
}

// toF64 converts an encoding of f to the float64 of the same value (exact
// for every format here). A NaN keeps its sign and the top of its payload
// (as the x86 conversion instructions do) and is quieted.
func (f *fpFormat) toF64(b uint64) float64 {
	if f.width == 64 {
		return math.Float64frombits(b)
	}
	if f.width == 32 {
		return float64(math.Float32frombits(uint32(b)))
	}
	neg := b&f.sign() != 0
	e := int(b>>(f.p-1)) & int(widthMask(f.ebits))
	m := b & f.mantMask()
	var r float64
	switch {
	case e == int(widthMask(f.ebits)):
		if m == 0 {
			r = math.Inf(1)
		} else {
			// quiet, payload moved to the top of the double's payload
			return math.Float64frombits(b&f.sign()<<(64-f.width) | 0x7FF8000000000000 | m<<(53-f.p))
		}
	case e == 0:
		r = math.Ldexp(float64(m), f.emin-int(f.p-1))
	default:
		r = math.Ldexp(float64(m|1<<(f.p-1)), e-f.bias-int(f.p-1))
	}
	if neg {
		r = -r
	}
	return r
}

// fromF64 rounds x to the nearest value of f (ties to even), the single
// correct rounding of IEEE-754. A NaN keeps its sign and the top of its
// payload and is quieted.
func (f *fpFormat) fromF64(x float64) uint64 {
	if f.width == 64 {
		return math.Float64bits(x)
	}
	if f.width == 32 {
		return uint64(math.Float32bits(float32(x)))
	}
	b := math.Float64bits(x)
	neg := b>>63 != 0
	if math.IsNaN(x) {
		s := uint64(0)
		if neg {
			s = f.sign()
		}
		return s | f.expMask() | f.quietBit() | (b&(1<<52-1))>>(53-f.p)
	}
	if math.IsInf(x, 0) {
		if neg {
			return f.sign() | f.inf()
		}
		return f.inf()
	}
	e := int(b>>52) & 0x7FF
	m := b & (1<<52 - 1)
	if e == 0 {
		// double subnormals are far below the smallest half/bfloat
		if m == 0 {
			return f.signIf(neg)
		}
		e = 1
	} else {
		m |= 1 << 52
	}
	return f.roundPack(neg, m, e-1023-52, false)
}

func (f *fpFormat) signIf(neg bool) uint64 {
	if neg {
		return f.sign()
	}
	return 0
}

// roundPack rounds the value (m + s) * 2^e to f, ties to even, where s is an
// infinitesimal positive amount when sticky is set (bits below m that are
// not all zero), and returns its encoding with the sign neg.
func (f *fpFormat) roundPack(neg bool, m uint64, e int, sticky bool) uint64 {
	return f.roundPackMode(neg, m, e, sticky, roundNearestEven)
}

// roundMode is an IEEE rounding direction.
type roundMode uint8

// The rounding directions of the constrained intrinsics' metadata.
const (
	roundNearestEven roundMode = iota // round.tonearest
	roundDown                         // round.downward: toward -inf
	roundUp                           // round.upward: toward +inf
	roundTowardZero                   // round.towardzero
	roundNearestAway                  // round.tonearestaway
)

// roundUpMagnitude reports whether rounding in mode increases the
// magnitude of a result whose kept bits end in q (odd or even), with
// discarded bits rem of weight half at their top and further bits sticky.
func roundUpMagnitude(mode roundMode, neg bool, q, rem, half uint64, sticky bool) bool {
	inexact := rem != 0 || sticky
	switch mode {
	case roundDown:
		return inexact && neg
	case roundUp:
		return inexact && !neg
	case roundTowardZero:
		return false
	case roundNearestAway:
		return rem >= half
	}
	return rem > half || rem == half && (sticky || q&1 != 0)
}

// roundPackMode is roundPack in rounding direction mode.
func (f *fpFormat) roundPackMode(neg bool, m uint64, e int, sticky bool, mode roundMode) uint64 {
	sg := f.signIf(neg)
	if m == 0 {
		// only reachable with sticky set from a value below 2^e; callers
		// keep enough bits that this is below half the smallest subnormal
		return sg
	}
	msb := 63 - bits.LeadingZeros64(m)
	E := e + msb // exponent of the leading bit
	shift := msb - int(f.p-1)
	if E < f.emin {
		shift += f.emin - E
	}
	var q uint64
	switch {
	case shift <= 0:
		q = m << uint(-shift)
	case shift > 64:
		// Below half the smallest subnormal: zero, or that subnormal
		// when rounding away from zero.
		if mode == roundUp && !neg || mode == roundDown && neg {
			q = 1
		}
	default:
		var rem, half uint64
		if shift == 64 {
			rem, half = m, 1<<63
		} else {
			q = m >> uint(shift)
			rem, half = m&(1<<uint(shift)-1), 1<<uint(shift-1)
		}
		if roundUpMagnitude(mode, neg, q, rem, half, sticky) {
			q++
		}
	}
	if E < f.emin {
		// subnormal: the encoding is the quantum count; a carry into the
		// hidden bit yields the smallest normal with the same formula
		return sg | q
	}
	if q == 1<<f.p {
		q >>= 1
		E++
	}
	if E > f.emax {
		// Overflow: infinity, or the largest finite value when rounding
		// toward zero from this side.
		toInf := mode == roundNearestEven || mode == roundNearestAway || mode == roundUp && !neg || mode == roundDown && neg
		if toInf {
			return sg | f.inf()
		}
		return sg | (f.inf() - 1)
	}
	return sg | uint64(E+f.bias)<<(f.p-1) | q&f.mantMask()
}

// roundBig rounds the exact value x (finite) to f.
func (f *fpFormat) roundBig(x *big.Float) uint64 {
	if x.Sign() == 0 {
		return f.signIf(x.Signbit())
	}
	var mant big.Float
	exp := x.MantExp(&mant) // x = mant * 2^exp, 0.5 <= |mant| < 1
	neg := mant.Signbit()
	mant.Abs(&mant)
	mant.SetMantExp(&mant, 64)
	m, acc := mant.Uint64() // truncates
	return f.roundPack(neg, m, exp-64, acc != big.Exact)
}

// bigOf returns the exact value of the finite encoding b as a big.Float.
func (f *fpFormat) bigOf(b uint64) *big.Float {
	return new(big.Float).SetPrec(0).SetFloat64(f.toF64(b))
}

// intToFloat rounds the integer given by its little-endian words (already
// made non-negative) to f.
func (f *fpFormat) intToFloat(neg bool, words []uint64) uint64 {
	n := len(words)
	for n > 0 && words[n-1] == 0 {
		n--
	}
	if n == 0 {
		return 0 // integer zero converts to +0
	}
	if n == 1 {
		return f.roundPack(neg, words[0], 0, false)
	}
	// take the top 64 significant bits, the rest is sticky
	lz := bits.LeadingZeros64(words[n-1])
	top := words[n-1] << uint(lz)
	if lz > 0 {
		top |= words[n-2] >> uint(64-lz)
	}
	sticky := words[n-2]<<uint(lz) != 0 && lz < 64
	if lz == 0 {
		sticky = words[n-2] != 0
	}
	for i := 0; i < n-2 && !sticky; i++ {
		sticky = words[i] != 0
	}
	e := (n-1)*64 - lz
	return f.roundPack(neg, top, e, sticky)
}

// fpIntWords returns the w-bit integer of v as words (len >= 1) and the words
// of its undef mask, and whether any bit is undef. The slices may alias v.
func fpIntWords(v *Val, w uint32) (words, undef []uint64) {
	if w <= 64 {
		return []uint64{v.Bits & widthMask(w)}, []uint64{v.Undef & widthMask(w)}
	}
	n := int((w + 63) / 64)
	words = make([]uint64, n)
	undef = make([]uint64, n)
	if v.X != nil {
		copy(words, v.X.Words)
		copy(undef, v.X.UndefWords)
	}
	return words, undef
}

// fpNegWords negates a two's complement integer of len(w)*64 bits in place.
func fpNegWords(w []uint64) {
	var borrow uint64
	for i := range w {
		w[i], borrow = bits.Sub64(0, w[i], borrow)
	}
}

// fpSignExtendWords sign-extends the w-bit integer in words to the full words.
func fpSignExtendWords(words []uint64, w uint32) bool {
	top := (w - 1) / 64
	bit := (w - 1) % 64
	neg := words[top]>>bit&1 != 0
	if neg {
		words[top] |= ^widthMask(bit + 1)
		for i := int(top) + 1; i < len(words); i++ {
			words[i] = ^uint64(0)
		}
	}
	return neg
}

// fpSetInt stores a defined w-bit integer given by words (extra high
// bits are cut off) into r.
func fpSetInt(r *Val, w uint32, words []uint64) {
	if w <= 64 {
		r.X = nil
		r.SetInt(words[0] & widthMask(w))
		return
	}
	n := int((w + 63) / 64)
	x := r.X
	if x == nil {
		x = &Ext{}
	}
	x.Words = append(x.Words[:0], words[:n]...)
	x.Words[n-1] &= widthMask(w - uint32(n-1)*64)
	x.UndefWords = append(x.UndefWords[:0], make([]uint64, n)...)
	x.Lanes = x.Lanes[:0]
	*r = Val{X: x}
}

// fpSetIntPoison makes r a poison w-bit integer (wide ones keep zeroed words).
func fpSetIntPoison(r *Val, w uint32) {
	if w <= 64 {
		r.X = nil
		r.SetPoison()
		return
	}
	fpSetInt(r, w, make([]uint64, (w+63)/64))
	r.SetPoison()
}

// fpToIntWords truncates the finite value x toward zero and returns it as a
// w-bit integer (two's complement words), or ok=false when it does not fit
// (signed: [-2^(w-1), 2^(w-1)); unsigned: [0, 2^w)).
func fpToIntWords(x float64, w uint32, signed bool) (words []uint64, ok bool) {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return nil, false
	}
	t := math.Trunc(x)
	n := int((w + 63) / 64)
	words = make([]uint64, n)
	if t == 0 {
		return words, true
	}
	neg := t < 0
	if neg && !signed {
		return nil, false
	}
	a := math.Abs(t)
	// a = m * 2^e with m an integer of at most 53 bits
	fr, ex := math.Frexp(a) // a = fr * 2^ex, 0.5 <= fr < 1
	m := uint64(math.Ldexp(fr, 53))
	e := ex - 53
	bitsNeeded := ex // a < 2^ex
	limit := int(w)
	if signed {
		limit = int(w) - 1
	}
	if bitsNeeded > limit {
		// a >= 2^limit: only -2^(w-1) fits
		if !(signed && neg && a == math.Ldexp(1, limit)) {
			return nil, false
		}
	}
	if e < 0 {
		m >>= uint(-e)
		e = 0
	}
	// place m << e into words
	wi, bi := e/64, uint(e%64)
	if wi < n {
		words[wi] |= m << bi
	}
	if bi > 0 && wi+1 < n {
		words[wi+1] |= m >> (64 - bi)
	}
	if neg {
		fpNegWords(words)
	}
	return words, true
}

// floatCast computes the conversion op (fptrunc, fpext, fptoui, fptosi,
// uitofp, sitofp) from kind from to kind to on one lane; fromW/toW are the
// widths of the integer side (0 for a float side; they may exceed 64). fl
// carries nneg (uitofp: a set sign bit gives poison), fmf the fast-math
// flags of fptrunc/fpext. fptoui/fptosi of NaN, Inf or an out-of-range value
// give poison. ok is false for an unsupported kind, opcode or width. r may
// alias x.
func floatCast(op ir.Opcode, fl ir.Flags, fmf ir.FastMath, from, to ir.TypeKind, fromW, toW uint32, x, r *Val, abstract bool) (ok bool) {
	if wideFormatOf(from) != nil || wideFormatOf(to) != nil {
		return wideCast(op, fl, fmf, from, to, fromW, toW, x, r, abstract)
	}
	switch op {
	case ir.OpFPTrunc, ir.OpFPExt:
		fin, fout := formatOf(from), formatOf(to)
		if fin == nil || fout == nil {
			return false
		}
		fpCompute(fin, fout, fmf, []*Val{x}, r, abstract, true, fout.convTo)
	case ir.OpFPToUI, ir.OpFPToSI:
		fin := formatOf(from)
		if fin == nil || toW == 0 || toW > ir.MaxIntBits {
			return false
		}
		floatToIntResult(fin, x, toW, op == ir.OpFPToSI, abstract, math.Trunc, r)
	case ir.OpUIToFP, ir.OpSIToFP:
		fout := formatOf(to)
		if fout == nil || fromW == 0 || fromW > ir.MaxIntBits {
			return false
		}
		intToFloatResult(fout, x, fromW, op == ir.OpSIToFP, fl.Has(ir.NNeg), abstract, r)
	default:
		return false
	}
	return true
}

// floatToIntResult converts the float x of f to a w-bit integer after
// rounding it to an integral value with conv; NaN, Inf and values out of
// range give poison.
func floatToIntResult(f *fpFormat, x *Val, w uint32, signed, abstract bool, conv func(float64) float64, r *Val) {
	if x.Poison {
		fpSetIntPoison(r, w)
		return
	}
	xb, xu := x.Bits&f.mask(), x.Undef&f.mask()
	if !abstract || xu == 0 {
		words, ok := fpToIntWords(conv(f.toF64(xb)), w, signed)
		if !ok {
			fpSetIntPoison(r, w)
			return
		}
		fpSetInt(r, w, words)
		return
	}
	ops := []fpOperand{{f: f, bits: xb, undef: xu}}
	if fpUndefBits(ops) > fpEnumLimit {
		// the operand may be NaN or out of range, and then the result is
		// poison, which every value refines
		fpSetIntPoison(r, w)
		return
	}
	var acc, undef []uint64
	poison := false
	fpForEachAssignment(ops, func(a []uint64) bool {
		words, ok := fpToIntWords(conv(f.toF64(a[0])), w, signed)
		if !ok {
			poison = true
			return false
		}
		if acc == nil {
			acc, undef = words, make([]uint64, len(words))
			return true
		}
		for i := range acc {
			undef[i] |= acc[i] ^ words[i]
		}
		return true
	})
	if poison {
		fpSetIntPoison(r, w)
		return
	}
	fpSetIntSet(r, w, acc, undef, x.Nondet)
}

// fpSetIntSet stores a w-bit integer with the undef bits undef into r.
func fpSetIntSet(r *Val, w uint32, words, undef []uint64, nondet bool) {
	fpSetInt(r, w, words)
	any := false
	if w <= 64 {
		r.Undef = undef[0] & widthMask(w)
		r.Bits &^= r.Undef
		any = r.Undef != 0
	} else {
		n := len(r.X.Words)
		copy(r.X.UndefWords, undef[:n])
		r.X.UndefWords[n-1] &= widthMask(w - uint32(n-1)*64)
		for i, u := range r.X.UndefWords {
			r.X.Words[i] &^= u
			any = any || u != 0
		}
	}
	r.Nondet = nondet && any
}

// intToFloatResult converts the w-bit integer x (signed or not) to the
// format f, rounding to nearest even.
func intToFloatResult(f *fpFormat, x *Val, w uint32, signed, nneg, abstract bool, r *Val) {
	if x.Poison {
		fpSetPoison(r)
		return
	}
	words, undef := fpIntWords(x, w)
	if !abstract {
		clear(undef)
	}
	one := func(v []uint64) (uint64, bool) {
		v = append([]uint64(nil), v...)
		top := (w - 1) / 64
		signSet := v[top]>>((w-1)%64)&1 != 0
		if nneg && signSet {
			return 0, false
		}
		neg := false
		if signed && signSet {
			fpSignExtendWords(v, w)
			fpNegWords(v)
			neg = true
		}
		return f.intToFloat(neg, v), true
	}
	n := 0
	for _, u := range undef {
		n += bits.OnesCount64(u)
	}
	if n == 0 {
		b, ok := one(words)
		if !ok {
			fpSetPoison(r)
			return
		}
		fpSet(r, b, 0, false)
		return
	}
	nondet := x.Nondet
	if n > fpEnumLimit {
		top := (w - 1) / 64
		signMay := (words[top]|undef[top])>>((w-1)%64)&1 != 0
		switch {
		case nneg && signMay:
			fpSetPoison(r)
		case signed && signMay:
			fpSet(r, 0, f.mask(), nondet)
		default:
			fpSet(r, 0, f.mask()&^f.sign(), nondet) // never negative
		}
		return
	}
	// enumerate the undef bits
	var pos []struct {
		w   int
		bit uint64
	}
	for i, u := range undef {
		for ; u != 0; u &= u - 1 {
			pos = append(pos, struct {
				w   int
				bit uint64
			}{i, u & -u})
		}
	}
	var acc Val
	v := make([]uint64, len(words))
	for k := 0; k < 1<<n; k++ {
		for i := range v {
			v[i] = words[i] &^ undef[i]
		}
		for j, p := range pos {
			if k>>j&1 != 0 {
				v[p.w] |= p.bit
			}
		}
		b, ok := one(v)
		if !ok {
			fpSetPoison(r)
			return
		}
		cur := Val{Bits: b}
		if k == 0 {
			acc = cur
		} else {
			fpJoin(&acc, &cur)
		}
	}
	fpSet(r, acc.Bits, acc.Undef, nondet)
}
