package semantics

import (
	"math"
	"math/big"
	"math/bits"
	"math/rand/v2"

	"github.com/irfuzz/irfuzz/ir"
)

// Function-derived inputs.
//
// Edge values (edgeValues) and random values find the bugs that many
// inputs show. A bug that shows at one value only — a comparison against
// 1000 miscompiled into one against 1001, an int→float→int round trip
// folded away although it stops being exact at 2^24+1, a trunc to i16
// mishandled at 32768 — is found only by an input at that value, and the
// function itself says where such values are: the constants it uses, the
// integer widths it works in and the float types it goes through.
// deriveValues reads them off the function once per Inputs call, and
// valuePool turns them into values of one parameter (or vector element)
// type, most relevant first:
//
//  1. the function's integer and float constants, converted to the type
//     (the type's own constants first, then the others in first-seen order);
//  2. their neighbours: c+1 and c-1 for integers, the next representable
//     values above and below for floats;
//  3. the limits where the function's float types stop holding every
//     integer (2^p for precision p: 2^11 half, 2^8 bfloat, 2^24 float,
//     2^53 double; for integer types also 2^64 when the function has a
//     float type at all: fptoui's limit),
//     each at L-1, L, L+1 and negated (the nearest values of a float type,
//     and the representable values next to L);
//  4. the constants negated (and, for floats, c+1.0 and c-1.0);
//  5. the boundaries of the integer widths W the function uses: 2^(W-1)
//     and 2^W, each ±1 and negated (where trunc, sext, zext and
//     fptosi/fptoui change behaviour);
//  6. the limits of 2^11, 2^24, 2^53 and 2^64 not already in 3;
//  7. integers only, generated on demand: every 2^k-1, 2^k, 2^k+1 and
//     their negations for k in 0..w-1.
//
// Integer values wrap to the type's width, except the float limits (3 and
// 6) and the values of float constants, which are real numbers rather than
// bit patterns: those are left out where they do not fit the type's range
// [-2^(w-1), 2^w) (2^24+1 is not an i16 value; 2^64-1 is an i64 one).
// An integer constant narrower than the type contributes both its
// sign- and its zero-extension. Integer types wider than 128 bits, and
// float types other than half, bfloat, float and double, get no derived
// values (edge and random values only); constants wider than 128 bits
// contribute their low 128 bits to integer types and nothing to float
// types. Values equal to the first edge values (0, 1, -1; 0.0, -0.0, 1.0),
// which every sampled input list starts with, are left out.

// maxDerivedConsts bounds the distinct constants one function contributes
// (the first seen), and maxConstNodes the constant nodes visited to find
// them, so that a huge constant aggregate costs little.
const (
	maxDerivedConsts = 64
	maxConstNodes    = 4096
)

// headEdges is how many of a type's edge values start every sampled input
// list (0, 1, -1 for integers), so derived pools leave them out.
const headEdges = 3

// derivedValues is what a function says about its interesting inputs: its
// constants, integer widths and float formats, gathered in one pass over
// its instructions, and the value pools built from them per type.
type derivedValues struct {
	consts []*ir.Const // distinct int and float constants, first-seen order
	widths []uint32    // integer widths used (2 and more), ascending
	floats []*fpFormat // float formats used, in half, bfloat, float, double order
	pools  map[*ir.Type]*valuePool
}

// deriveValues scans f's parameters and instructions (their types and
// constant operands, inside constant expressions and aggregates too).
func deriveValues(f *ir.Function) *derivedValues {
	s := derivedScan{d: &derivedValues{}, seen: map[derivedConstKey]bool{}}
	for _, p := range f.Params {
		s.noteType(p.Ty)
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			s.noteType(in.Ty)
			for _, op := range in.Operands {
				if c, ok := op.(*ir.Const); ok {
					s.visit(c)
				} else if op != nil {
					s.noteType(op.Type())
				}
			}
		}
	}
	d := s.d
	for w := uint32(2); w <= 128; w++ {
		if s.widths[w] {
			d.widths = append(d.widths, w)
		}
	}
	for _, k := range []ir.TypeKind{ir.HalfType, ir.BFloatType, ir.FloatType, ir.DoubleType} {
		if s.floats[k] {
			d.floats = append(d.floats, formatOf(k))
		}
	}
	return d
}

type derivedConstKey struct {
	ty     *ir.Type
	lo, hi uint64
}

type derivedScan struct {
	d      *derivedValues
	seen   map[derivedConstKey]bool
	nodes  int
	widths [129]bool
	floats [ir.PPCFP128Type + 1]bool
}

func (s *derivedScan) noteType(t *ir.Type) {
	if t == nil {
		return
	}
	t = t.Scalar()
	switch {
	case t.IsInt():
		if t.Bits >= 2 && t.Bits <= 128 {
			s.widths[t.Bits] = true
		}
	case t.IsFloat():
		s.floats[t.Kind] = true
	}
}

// visit records c's integer and float scalars.
func (s *derivedScan) visit(c *ir.Const) {
	if s.nodes++; s.nodes > maxConstNodes {
		return
	}
	switch c.Kind {
	case ir.ConstInt, ir.ConstFloat:
		t := c.Ty.Scalar()
		s.noteType(t)
		if len(s.d.consts) >= maxDerivedConsts || c.Kind == ir.ConstFloat && formatOf(t.Kind) == nil {
			return
		}
		k := derivedConstKey{ty: t, lo: c.Int}
		if c.Kind == ir.ConstFloat {
			k.lo = c.FloatLo
		} else if c.Big != nil {
			k.hi = constInt128(c).hi
		}
		if !s.seen[k] {
			s.seen[k] = true
			s.d.consts = append(s.d.consts, c)
		}
	case ir.ConstVector, ir.ConstArray, ir.ConstStruct, ir.ConstSplat, ir.ConstExpr:
		s.noteType(c.Ty)
		for _, e := range c.Elems {
			if ec, ok := e.(*ir.Const); ok {
				s.visit(ec)
			}
		}
	}
}

// pool returns the derived values of scalar type t (an integer or float
// type), or nil when t gets none. Pools are built on first use and shared
// by the parameters and vector lanes of one type.
func (d *derivedValues) pool(t *ir.Type) *valuePool {
	if p, ok := d.pools[t]; ok {
		return p
	}
	var p *valuePool
	switch {
	case t.IsInt() && t.Bits <= 128:
		p = newValuePool(t, 4*len(d.consts)+6*len(d.widths)+16)
		d.fillInt(p)
	case t.IsFloat() && formatOf(t.Kind) != nil:
		p = newValuePool(t, 4*len(d.consts)+10*len(d.widths)+32)
		d.fillFloat(p, formatOf(t.Kind))
	}
	if d.pools == nil {
		d.pools = map[*ir.Type]*valuePool{}
	}
	d.pools[t] = p
	return p
}

// interestingValues lists every derived value of scalar type t for
// function f, most relevant first (see derivedValues; the powers of two
// of integer types included).
func interestingValues(f *ir.Function, t *ir.Type) []Val {
	p := deriveValues(f).pool(t)
	if p == nil {
		return nil
	}
	for j := 0; ; j++ {
		if _, ok := p.at(j); !ok {
			return p.vals
		}
	}
}

// valuePool is the derived values of one scalar type, without duplicates.
type valuePool struct {
	t    *ir.Type
	w    uint32    // integer types: the width
	f    *fpFormat // float types: the format
	vals []Val     // in relevance order
	n    int       // how many of vals precede the generated powers of two
	next int       // integers: the next power of two to generate, as k*6+variant
	seen u128Set   // every value added, and the head edge values
}

// newValuePool returns an empty pool of scalar type t with room for about
// n values. The head edge values (the first headEdges of edgeValues: 0, 1
// and -1, or 0.0, -0.0 and 1.0) count as present.
func newValuePool(t *ir.Type, n int) *valuePool {
	p := &valuePool{t: t, vals: make([]Val, 0, n)}
	p.seen.init(n + headEdges)
	if t.IsInt() {
		p.w = t.Bits
		p.seen.add(u128{1, 0})
		p.seen.add(u128{^uint64(0), ^uint64(0)}.trunc(p.w))
	} else {
		p.f = formatOf(t.Kind)
		p.seen.add(u128{p.f.sign(), 0})
		p.seen.add(u128{p.f.fromF64(1), 0})
	}
	return p
}

// at returns the j-th value of the pool (powers of two generated as far
// as needed), false past its end.
func (p *valuePool) at(j int) (Val, bool) {
	for j >= len(p.vals) && p.w > 0 && p.next < 6*int(p.w) {
		k, variant := uint32(p.next/6), p.next%6
		p.next++
		p.addInt(pow2Variant(k, variant))
	}
	if j >= len(p.vals) {
		return Val{}, false
	}
	return p.vals[j].Clone(), true
}

// draw returns a random value of the pool: one of its listed values, or
// (integers) a random 2^k-1, 2^k, 2^k+1 or negation; false if the pool is
// empty.
func (p *valuePool) draw(r *rand.Rand) (Val, bool) {
	if p.w > 0 && (p.n == 0 || r.IntN(2) == 0) {
		return p.intVal(pow2Variant(uint32(r.IntN(int(p.w))), r.IntN(6))), true
	}
	if p.n == 0 {
		return Val{}, false
	}
	return p.vals[r.IntN(p.n)].Clone(), true
}

// pow2Variant is 2^k, 2^k-1, 2^k+1, -2^k, -(2^k-1) or -(2^k+1) (variant
// 0 to 5), modulo 2^128.
func pow2Variant(k uint32, variant int) u128 {
	v := pow2u(k)
	switch variant % 3 {
	case 1:
		v = v.sub(u128{1, 0})
	case 2:
		v = v.add(u128{1, 0})
	}
	if variant >= 3 {
		v = v.neg()
	}
	return v
}

// intVal is the value of p's integer type holding x modulo 2^w.
func (p *valuePool) intVal(x u128) Val {
	x = x.trunc(p.w)
	if p.w <= 64 {
		return Val{Bits: x.lo}
	}
	v := newVal(p.t)
	for i := range v.X.Words {
		v.X.Words[i], v.X.UndefWords[i] = 0, 0
	}
	v.X.Words[0], v.X.Words[1] = x.lo, x.hi
	return v
}

// addInt adds x modulo 2^w to an integer pool.
func (p *valuePool) addInt(x u128) {
	if x = x.trunc(p.w); p.seen.add(x) {
		p.vals = append(p.vals, p.intVal(x))
	}
}

// addFloat adds the encoding b to a float pool.
func (p *valuePool) addFloat(b uint64) {
	if x := (u128{b & p.f.mask(), 0}); p.seen.add(x) {
		p.vals = append(p.vals, Val{Bits: x.lo})
	}
}

// ownFirst lists d's constants of type t, then the others.
func (d *derivedValues) ownFirst(t *ir.Type) []*ir.Const {
	out := make([]*ir.Const, 0, len(d.consts))
	for _, c := range d.consts {
		if c.Ty.Scalar() == t {
			out = append(out, c)
		}
	}
	for _, c := range d.consts {
		if c.Ty.Scalar() != t {
			out = append(out, c)
		}
	}
	return out
}

// limitExps are the exponents of the float limits every pool gets (tier 6).
var limitExps = [...]uint32{11, 24, 53, 64}

// fillInt lists the values of integer pool p (tiers 1 to 6; 7 is
// generated by at and draw).
func (d *derivedValues) fillInt(p *valuePool) {
	w := p.w
	var centres []u128
	for _, c := range d.ownFirst(p.t) {
		centres = appendIntCentres(centres, c, w)
	}
	for _, c := range centres {
		p.addInt(c)
	}
	for _, c := range centres {
		p.addInt(c.add(u128{1, 0}))
		p.addInt(c.sub(u128{1, 0}))
	}
	var done [65]bool
	for _, f := range d.floats {
		p.addIntLimit(f.p)
		done[f.p] = true
	}
	if len(d.floats) > 0 {
		p.addIntLimit(64)
		done[64] = true
	}
	for _, c := range centres {
		p.addInt(c.neg())
	}
	for _, W := range d.widths {
		if W > w {
			break
		}
		for _, e := range []uint32{W - 1, W} {
			L := pow2u(e)
			for _, x := range []u128{L, L.sub(u128{1, 0}), L.add(u128{1, 0})} {
				p.addInt(x)
				p.addInt(x.neg())
			}
		}
	}
	for _, e := range limitExps {
		if !done[e] {
			p.addIntLimit(e)
		}
	}
	p.n = len(p.vals)
}

// addIntLimit adds 2^e+1, 2^e and 2^e-1 and their negations, each if it
// is in the range [-2^(w-1), 2^w) of p's w-bit type (e <= 64).
func (p *valuePool) addIntLimit(e uint32) {
	w := p.w
	L := pow2u(e)
	for _, delta := range []int{1, 0, -1} {
		x := L.add(u128{uint64(int64(delta)), uint64(int64(delta) >> 63)})
		if e < w || e == w && delta < 0 {
			p.addInt(x)
		}
		if e+1 < w || e+1 == w && delta <= 0 {
			p.addInt(x.neg())
		}
	}
}

// appendIntCentres appends what constant c stands for in a w-bit integer
// type: an integer constant modulo 2^w (sign- and zero-extended when
// narrower), a float constant rounded down and up when it is finite and
// in the type's range.
func appendIntCentres(out []u128, c *ir.Const, w uint32) []u128 {
	t := c.Ty.Scalar()
	if c.Kind == ir.ConstInt {
		raw := constInt128(c)
		if t.Bits >= w {
			return append(out, raw)
		}
		s := raw.sext(t.Bits).trunc(w)
		out = append(out, s)
		if s != raw {
			out = append(out, raw)
		}
		return out
	}
	f := formatOf(t.Kind)
	x := f.toF64(c.FloatLo & f.mask())
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return out
	}
	lo, hi := -math.Ldexp(1, int(w)-1), math.Ldexp(1, int(w))
	fl, ce := math.Floor(x), math.Ceil(x)
	if fl >= lo && fl < hi {
		out = append(out, u128FromFloat(fl))
	}
	if ce != fl && ce >= lo && ce < hi {
		out = append(out, u128FromFloat(ce))
	}
	return out
}

// fillFloat lists the values of float pool p of format f.
func (d *derivedValues) fillFloat(p *valuePool, f *fpFormat) {
	var centres []uint64
	for _, c := range d.ownFirst(p.t) {
		centres = appendFloatCentres(centres, c, f)
	}
	for _, b := range centres {
		p.addFloat(b)
	}
	for _, b := range centres {
		if u, ok := f.nextUp(b); ok {
			p.addFloat(u)
		}
		if dn, ok := f.nextDown(b); ok {
			p.addFloat(dn)
		}
	}
	var done [129]bool
	p.addFloatLimit(f.p)
	done[f.p] = true
	for _, g := range d.floats {
		if !done[g.p] {
			p.addFloatLimit(g.p)
			done[g.p] = true
		}
	}
	for _, b := range centres {
		p.addFloat(b ^ f.sign())
		if x := f.toF64(b); !math.IsNaN(x) && !math.IsInf(x, 0) {
			p.addFloat(f.fromF64(x + 1))
			p.addFloat(f.fromF64(x - 1))
		}
	}
	for _, W := range d.widths {
		p.addFloatLimit(W - 1)
		p.addFloatLimit(W)
	}
	for _, e := range limitExps {
		if !done[e] {
			p.addFloatLimit(e)
		}
	}
	p.n = len(p.vals)
}

// addFloatLimit adds, when 2^e is finite in p's format, the representable
// values next to 2^e (above first: the first integers the format rounds),
// 2^e itself, the nearest values to 2^e±1, and their negations.
func (p *valuePool) addFloatLimit(e uint32) {
	f := p.f
	L := math.Ldexp(1, int(e))
	b := f.fromF64(L)
	if f.isInf(b) {
		return
	}
	add := func(x uint64) {
		p.addFloat(x)
		p.addFloat(x ^ f.sign())
	}
	if u, ok := f.nextUp(b); ok && !f.isInf(u) {
		add(u)
	}
	add(b)
	if dn, ok := f.nextDown(b); ok {
		add(dn)
	}
	add(f.fromF64(L + 1))
	add(f.fromF64(L - 1))
}

// appendFloatCentres appends what constant c stands for in float format f:
// a float constant rounded to f, an integer constant's signed value (and
// its unsigned value when that differs) rounded to f.
func appendFloatCentres(out []uint64, c *ir.Const, f *fpFormat) []uint64 {
	t := c.Ty.Scalar()
	if c.Kind == ir.ConstFloat {
		g := formatOf(t.Kind)
		b := c.FloatLo & g.mask()
		if g != f {
			b = f.fromF64(g.toF64(b))
		}
		return append(out, b)
	}
	if t.Bits > 128 {
		return out
	}
	raw := constInt128(c)
	s := raw.sext(t.Bits)
	if s.hi>>63 != 0 {
		out = append(out, f.fromF64(-roundedFloat(s.neg(), f.p)))
	}
	return append(out, f.fromF64(roundedFloat(raw, f.p)))
}

// roundedFloat is the non-negative integer x as a float64, rounded to p
// bits (p <= 53) to nearest, ties to even, so that converting it to a
// format of precision p is exact.
func roundedFloat(x u128, p uint32) float64 {
	if x.hi == 0 && x.lo < 1<<53 {
		return float64(x.lo) // exact: the conversion to the format rounds once
	}
	z := new(big.Int).SetUint64(x.hi)
	z.Lsh(z, 64).Or(z, new(big.Int).SetUint64(x.lo))
	r, _ := new(big.Float).SetPrec(uint(p)).SetMode(big.ToNearestEven).SetInt(z).Float64()
	return r
}

// nextUp is the next representable value above b (false for NaN and +inf).
func (f *fpFormat) nextUp(b uint64) (uint64, bool) {
	switch {
	case f.isNaN(b) || b == f.inf():
		return 0, false
	case b&f.sign() == 0:
		return b + 1, true
	case b == f.sign():
		return 1, true
	}
	return b - 1, true
}

// nextDown is the next representable value below b (false for NaN and
// -inf).
func (f *fpFormat) nextDown(b uint64) (uint64, bool) {
	switch {
	case f.isNaN(b) || b == f.sign()|f.inf():
		return 0, false
	case b&f.sign() != 0:
		return b + 1, true
	case b == 0:
		return f.sign() | 1, true
	}
	return b - 1, true
}

// u128Set is a set of u128 (open addressing, linear probing): a pool
// dedups a few hundred values, which a Go map makes the larger part of
// its cost. Zero is always a member (every pool starts with the head edge
// value 0, or +0.0), so an empty slot is a zero key.
type u128Set struct {
	keys []u128
	n    int
	bits uint // log2 len(keys)
}

// init makes s hold only zero, with room for about n values.
func (s *u128Set) init(n int) {
	s.bits = 4
	for 1<<s.bits < 2*n {
		s.bits++
	}
	s.keys, s.n = make([]u128, 1<<s.bits), 0
}

// add adds k, reporting whether it was not in s yet.
func (s *u128Set) add(k u128) bool {
	if k == (u128{}) {
		return false
	}
	if 2*(s.n+1) > len(s.keys) {
		old := s.keys
		s.init(len(old))
		for _, o := range old {
			if o != (u128{}) {
				s.add(o)
			}
		}
	}
	mask := uint64(len(s.keys) - 1)
	for i := ((k.lo ^ bits.RotateLeft64(k.hi, 32)) * 0x9E3779B97F4A7C15) >> (64 - s.bits); ; i = (i + 1) & mask {
		switch s.keys[i] {
		case u128{}:
			s.keys[i] = k
			s.n++
			return true
		case k:
			return false
		}
	}
}

// u128 is a 128-bit integer, two's complement where it is signed.
type u128 struct{ lo, hi uint64 }

func (a u128) add(b u128) u128 {
	lo, c := bits.Add64(a.lo, b.lo, 0)
	hi, _ := bits.Add64(a.hi, b.hi, c)
	return u128{lo, hi}
}

func (a u128) sub(b u128) u128 { return a.add(b.neg()) }

func (a u128) neg() u128 { return u128{^a.lo, ^a.hi}.add(u128{1, 0}) }

// trunc keeps the low w bits.
func (a u128) trunc(w uint32) u128 {
	switch {
	case w >= 128:
		return a
	case w > 64:
		return u128{a.lo, a.hi & widthMask(w-64)}
	}
	return u128{a.lo & widthMask(w), 0}
}

// sext sign-extends the low w bits to 128.
func (a u128) sext(w uint32) u128 {
	switch {
	case w >= 128 || w == 0:
		return a
	case w <= 64:
		s := signExtend(a.lo, w)
		return u128{uint64(s), uint64(s >> 63)}
	}
	sh := 128 - w
	return u128{a.lo, uint64(int64(a.hi<<sh) >> sh)}
}

// pow2u is 2^k (0 for k >= 128).
func pow2u(k uint32) u128 {
	switch {
	case k < 64:
		return u128{1 << k, 0}
	case k < 128:
		return u128{0, 1 << (k - 64)}
	}
	return u128{}
}

// u128FromFloat is the integer x (|x| < 2^128) modulo 2^128.
func u128FromFloat(x float64) u128 {
	m := math.Abs(x)
	hi := math.Floor(m / (1 << 64))
	v := u128{uint64(m - hi*(1<<64)), uint64(hi)}
	if x < 0 {
		v = v.neg()
	}
	return v
}

// constInt128 is the low 128 bits of an integer constant.
func constInt128(c *ir.Const) u128 {
	v := u128{lo: c.Int}
	if c.Big != nil {
		z := new(big.Int).Rsh(c.Big, 64)
		v.hi = new(big.Int).And(z, maxUint64).Uint64()
	}
	return v
}

var maxUint64 = new(big.Int).SetUint64(math.MaxUint64)
