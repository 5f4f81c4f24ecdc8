package semantics

import (
	"math"
	"math/big"
	"sync"
)

// The C library's elementary functions, computed to within far less than
// a rounding error (big.Float at libmPrec bits), so that rounding the
// result to the type gives the correctly rounded value except where the
// true value lies within 2^-200 or so of a midpoint. glibc's functions
// (which LLVM's constant folder calls on the host, and native code on the
// target) return that value in nearly all cases; where they do not, the
// tolerance of libm.go accepts them. Go's math package is not used for
// the answer: it differs from glibc's in a quarter of the arguments
// (pow up to 6 ulp, log2 by thousands near 1).

// libmPrec is the working precision, in bits.
const libmPrec = 128

// libmPiPrec is the precision of pi for reducing the arguments of sin and
// cos (|x| < 2^1024 needs 1024 bits more than the result's).
const libmPiPrec = 1400

var libmConsts struct {
	once          sync.Once
	pi, ln2, ln10 *big.Float
}

func libmInit() {
	libmConsts.once.Do(func() {
		c := &libmConsts
		// Machin: pi = 16 atan(1/5) - 4 atan(1/239).
		a := atanInv(5, libmPiPrec+16)
		b := atanInv(239, libmPiPrec+16)
		a.Mul(a, newBig(16, libmPiPrec+16))
		b.Mul(b, newBig(4, libmPiPrec+16))
		c.pi = new(big.Float).SetPrec(libmPiPrec).Sub(a, b)
		c.ln2 = logSeries(newBig(1, libmPrec+64), newBig(3, libmPrec+64)) // 2 atanh(1/3)
		c.ln10 = bigLog(newBig(10, libmPrec+64))
	})
}

func newBig(x float64, prec uint) *big.Float { return new(big.Float).SetPrec(prec).SetFloat64(x) }

// atanInv is atan(1/n) by its Taylor series.
func atanInv(n int64, prec uint) *big.Float {
	x := new(big.Float).SetPrec(prec).Quo(newBig(1, prec), newBig(float64(n), prec))
	return atanSeries(x, prec)
}

// atanSeries is x - x^3/3 + x^5/5 - ... for small |x|.
func atanSeries(x *big.Float, prec uint) *big.Float {
	x2 := new(big.Float).SetPrec(prec).Mul(x, x)
	sum := new(big.Float).SetPrec(prec).Set(x)
	pow := new(big.Float).SetPrec(prec).Set(x)
	t := new(big.Float).SetPrec(prec)
	for k := int64(3); k < 100000; k += 2 {
		pow.Mul(pow, x2)
		pow.Neg(pow)
		t.Quo(pow, newBig(float64(k), prec))
		sum.Add(sum, t)
		if t.Sign() == 0 || t.MantExp(nil)-sum.MantExp(nil) < -int(prec)-8 {
			break
		}
	}
	return sum
}

// logSeries is 2 atanh(p/q) = log((q+p)/(q-p)).
func logSeries(p, q *big.Float) *big.Float {
	prec := p.Prec()
	s := new(big.Float).SetPrec(prec).Quo(p, q)
	s2 := new(big.Float).SetPrec(prec).Mul(s, s)
	sum := new(big.Float).SetPrec(prec).Set(s)
	pow := new(big.Float).SetPrec(prec).Set(s)
	t := new(big.Float).SetPrec(prec)
	for k := int64(3); k < 100000; k += 2 {
		pow.Mul(pow, s2)
		t.Quo(pow, newBig(float64(k), prec))
		sum.Add(sum, t)
		if t.Sign() == 0 || t.MantExp(nil)-sum.MantExp(nil) < -int(prec)-8 {
			break
		}
	}
	return sum.Add(sum, sum)
}

// bigLog is the natural logarithm of x > 0.
func bigLog(x *big.Float) *big.Float {
	prec := uint(libmPrec + 32)
	m := new(big.Float).SetPrec(prec)
	e := x.MantExp(m) // x = m 2^e, m in [0.5, 1)
	if m.Cmp(newBig(math.Sqrt2/2, prec)) < 0 {
		m.SetMantExp(m, 1)
		e--
	}
	// log m = 2 atanh((m-1)/(m+1))
	num := new(big.Float).SetPrec(prec).Sub(m, newBig(1, prec))
	den := new(big.Float).SetPrec(prec).Add(m, newBig(1, prec))
	l := logSeries(num, den)
	if e != 0 {
		t := new(big.Float).SetPrec(prec).Mul(newBig(float64(e), prec), libmConsts.ln2)
		l.Add(l, t)
	}
	return l
}

// bigLog2 is log2 x for x > 0: exact for powers of two.
func bigLog2(x *big.Float) *big.Float {
	prec := uint(libmPrec + 32)
	m := new(big.Float).SetPrec(prec)
	e := x.MantExp(m)
	if m.Cmp(newBig(0.5, prec)) == 0 {
		return newBig(float64(e-1), prec)
	}
	l := bigLog(m)
	l.Quo(l, libmConsts.ln2)
	return l.Add(l, newBig(float64(e), prec))
}

// bigExp is e^x for |x| <= 5000.
func bigExp(x *big.Float) *big.Float {
	prec := uint(libmPrec + 32)
	q := new(big.Float).SetPrec(prec).Quo(x, libmConsts.ln2)
	qf, _ := q.Float64()
	k := math.Round(qf)
	r := new(big.Float).SetPrec(prec).Mul(newBig(k, prec), libmConsts.ln2)
	r.Sub(x, r)
	const halvings = 16
	r.SetMantExp(r, -halvings)
	sum := newBig(1, prec)
	term := newBig(1, prec)
	for i := 1; i < 200; i++ {
		term.Mul(term, r)
		term.Quo(term, newBig(float64(i), prec))
		sum.Add(sum, term)
		if term.Sign() == 0 || term.MantExp(nil) < -int(prec)-8 {
			break
		}
	}
	for range halvings {
		sum.Mul(sum, sum)
	}
	return sum.SetMantExp(sum, int(k))
}

// bigSinCos is sin x and cos x for finite x.
func bigSinCos(x *big.Float) (sin, cos *big.Float) {
	prec := uint(libmPrec + 32)
	e := x.MantExp(nil)
	rp := prec + 64
	if e > 0 {
		rp += uint(e)
	}
	halfPi := new(big.Float).SetPrec(rp).Set(libmConsts.pi)
	halfPi.SetMantExp(halfPi, -1)
	xr := new(big.Float).SetPrec(rp).Set(x)
	q := new(big.Float).SetPrec(rp).Quo(xr, halfPi)
	// k = q rounded to the nearest integer
	q.Add(q, newBig(0.5, rp))
	ki, _ := q.Int(nil)
	if q.Sign() < 0 {
		if f := new(big.Float).SetPrec(rp).SetInt(ki); f.Cmp(q) != 0 {
			ki.Sub(ki, big.NewInt(1)) // floor
		}
	}
	kf := new(big.Float).SetPrec(rp).SetInt(ki)
	r := new(big.Float).SetPrec(rp).Mul(kf, halfPi)
	r.Sub(xr, r)
	r.SetPrec(prec)
	s, c := sinCosSeries(r, prec)
	switch new(big.Int).And(ki, big.NewInt(3)).Int64() {
	case 1:
		s, c = c, s.Neg(s)
	case 2:
		s, c = s.Neg(s), c.Neg(c)
	case 3:
		s, c = c.Neg(c), s
	}
	return s, c
}

// sinCosSeries is the Taylor series of sin and cos for |r| <= pi/4.
func sinCosSeries(r *big.Float, prec uint) (*big.Float, *big.Float) {
	r2 := new(big.Float).SetPrec(prec).Mul(r, r)
	s := new(big.Float).SetPrec(prec).Set(r)
	c := newBig(1, prec)
	ts := new(big.Float).SetPrec(prec).Set(r)
	tc := newBig(1, prec)
	for n := 1; n < 200; n++ {
		tc.Mul(tc, r2)
		tc.Quo(tc, newBig(float64((2*n-1)*(2*n)), prec))
		tc.Neg(tc)
		c.Add(c, tc)
		ts.Mul(ts, r2)
		ts.Quo(ts, newBig(float64((2*n)*(2*n+1)), prec))
		ts.Neg(ts)
		s.Add(s, ts)
		if tc.Sign() == 0 || tc.MantExp(nil) < -int(prec)-8 && (ts.Sign() == 0 || ts.MantExp(nil)-s.MantExp(nil) < -int(prec)-8) {
			break
		}
	}
	return s, c
}

// bigAtan is atan x for finite x.
func bigAtan(x *big.Float) *big.Float {
	prec := uint(libmPrec + 32)
	neg := x.Sign() < 0
	a := new(big.Float).SetPrec(prec).Abs(x)
	inv := a.Cmp(newBig(1, prec)) > 0
	if inv {
		a.Quo(newBig(1, prec), a)
	}
	// atan a = 2 atan(a / (1 + sqrt(1 + a^2))), four times.
	const halvings = 4
	t := new(big.Float).SetPrec(prec)
	for range halvings {
		t.Mul(a, a)
		t.Add(t, newBig(1, prec))
		t.Sqrt(t)
		t.Add(t, newBig(1, prec))
		a.Quo(a, t)
	}
	r := atanSeries(a, prec)
	r.SetMantExp(r, halvings)
	if inv {
		hp := new(big.Float).SetPrec(prec).Set(libmConsts.pi)
		hp.SetMantExp(hp, -1)
		r.Sub(hp, r)
	}
	if neg {
		r.Neg(r)
	}
	return r
}
