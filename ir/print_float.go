package ir

import (
	"math"
	"math/big"
	"math/bits"
	"strconv"
)

// Floating-point constants are printed the way LLVM 19's AsmWriter does
// (WriteAPFloatInternal): float and double as a decimal with six significant
// digits ("1.500000e+00") when that text reads back to the same value, else
// as "0x" and the value's bits as a double in upper-case hex without leading
// zeros; the other formats as a letter and fixed-width hex digits.

const hexUpper = "0123456789ABCDEF"

// writeFloat appends the literal text of a float constant.
func writeFloat(b []byte, c *Const) []byte {
	switch c.Ty.Scalar().Kind {
	case DoubleType:
		return writeIEEE(b, c.FloatLo, 53, 11)
	case FloatType:
		return writeIEEE(b, c.FloatLo&0xFFFFFFFF, 24, 8)
	case HalfType:
		b = append(b, "0xH"...)
		return appendHexFixed(b, c.FloatLo&0xFFFF, 4)
	case BFloatType:
		b = append(b, "0xR"...)
		return appendHexFixed(b, c.FloatLo&0xFFFF, 4)
	case X86FP80Type:
		b = append(b, "0xK"...)
		b = appendHexFixed(b, c.FloatHi&0xFFFF, 4)
		return appendHexFixed(b, c.FloatLo, 16)
	case FP128Type:
		b = append(b, "0xL"...)
		b = appendHexFixed(b, c.FloatLo, 16)
		return appendHexFixed(b, c.FloatHi, 16)
	case PPCFP128Type:
		b = append(b, "0xM"...)
		b = appendHexFixed(b, c.FloatLo, 16)
		return appendHexFixed(b, c.FloatHi, 16)
	}
	// Not a float type: print the double form of the low bits so the
	// output still lexes.
	return writeIEEE(b, c.FloatLo, 53, 11)
}

func appendHexFixed(b []byte, v uint64, digits int) []byte {
	for k := digits - 1; k >= 0; k-- {
		b = append(b, hexUpper[(v>>(4*uint(k)))&15])
	}
	return b
}

// writeIEEE prints a binary32 or binary64 value given by its raw bits,
// precision (significand bits including the implicit one) and exponent width.
func writeIEEE(b []byte, raw uint64, prec, expBits uint) []byte {
	fracBits := prec - 1
	frac := raw & (1<<fracBits - 1)
	bexp := int((raw >> fracBits) & (1<<expBits - 1))
	neg := raw>>(fracBits+expBits)&1 == 1
	maxExp := 1<<expBits - 1
	bias := 1<<(expBits-1) - 1

	var asDouble float64
	var dbits uint64
	if bexp == maxExp {
		// Inf or NaN: always hex. Widen by shifting the payload, which is
		// what LLVM's conversion (with its signalling-NaN fix-up) yields.
		dbits = 0x7FF<<52 | frac<<(52-fracBits)
		if neg {
			dbits |= 1 << 63
		}
		return appendHexDouble(b, dbits)
	}
	if prec == 53 {
		asDouble = math.Float64frombits(raw)
	} else {
		asDouble = float64(math.Float32frombits(uint32(raw)))
	}
	dbits = math.Float64bits(asDouble)

	if bexp == 0 && frac == 0 {
		if neg {
			b = append(b, '-')
		}
		return append(b, "0.000000e+00"...)
	}
	// Fast rejection: if the correctly rounded six-digit decimal does not
	// read back, no six-digit decimal does, and LLVM prints hex.
	var tmp [32]byte
	cr := strconv.AppendFloat(tmp[:0], asDouble, 'e', 5, 64)
	if f, err := strconv.ParseFloat(string(cr), 64); err != nil || f != asDouble {
		return appendHexDouble(b, dbits)
	}
	// Emulate APFloat::toString(Str, 6, 0, false) exactly.
	var sig uint64
	var exp int
	if bexp == 0 {
		sig = frac
		exp = 1 - bias - int(fracBits)
	} else {
		sig = frac | 1<<fracBits
		exp = bexp - bias - int(fracBits)
	}
	s := llvmSixDigits(neg, sig, exp)
	if f, err := strconv.ParseFloat(s, 64); err != nil || f != asDouble {
		return appendHexDouble(b, dbits)
	}
	return append(b, s...)
}

// scaleSmall returns sig * 2^exp (exp >= 0) or sig * 5^-exp (exp < 0)
// when it fits in 64 bits.
func scaleSmall(sig uint64, exp int) (uint64, bool) {
	if exp >= 0 {
		if exp >= 64 || bits.Len64(sig)+exp > 64 {
			return 0, false
		}
		return sig << uint(exp), true
	}
	if exp < -27 { // 5^28 > 2^64
		return 0, false
	}
	for ; exp < 0; exp++ {
		hi, lo := bits.Mul64(sig, 5)
		if hi != 0 {
			return 0, false
		}
		sig = lo
	}
	return sig, true
}

func appendHexDouble(b []byte, v uint64) []byte {
	b = append(b, "0x"...)
	if v == 0 {
		return append(b, '0')
	}
	n := (bits.Len64(v) + 3) / 4
	return appendHexFixed(b, v, n)
}

// llvmSixDigits is APFloat's toStringImpl with FormatPrecision 6,
// FormatMaxPadding 0 and TruncateZero false, for the value sig * 2^exp
// (sig != 0). Its truncating first step makes it differ from correct
// rounding, so it is reproduced step by step.
func llvmSixDigits(neg bool, sig uint64, exp int) string {
	const formatPrecision = 6
	tz := bits.TrailingZeros64(sig)
	sig >>= uint(tz)
	exp += tz
	bitsRequired := (formatPrecision*196 + 58) / 59
	var digits []byte // most significant first
	if small, ok := scaleSmall(sig, exp); ok {
		// The exact value fits in 64 bits: no big arithmetic needed.
		exp = min(exp, 0)
		if nb := bits.Len64(small); nb > bitsRequired {
			if tens := (nb - bitsRequired) * 59 / 196; tens > 0 {
				exp += tens
				for ; tens > 0; tens-- {
					small /= 10
				}
			}
		}
		var buf [24]byte
		digits = strconv.AppendUint(buf[:0], small, 10)
	} else {
		n := new(big.Int).SetUint64(sig)
		if exp > 0 {
			n.Lsh(n, uint(exp))
			exp = 0
		} else if exp < 0 {
			five := new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(-exp)), nil)
			n.Mul(n, five)
		}
		// AdjustToPrecision on the integer: drop whole tens (truncating).
		if nb := n.BitLen(); nb > bitsRequired {
			if tens := (nb - bitsRequired) * 59 / 196; tens > 0 {
				exp += tens
				n.Quo(n, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(tens)), nil))
			}
		}
		digits = []byte(n.String())
	}
	// Drop trailing zeros.
	for len(digits) > 1 && digits[len(digits)-1] == '0' {
		digits = digits[:len(digits)-1]
		exp++
	}
	// AdjustToPrecision on the digits: round half up to six digits.
	if nd := len(digits); nd > formatPrecision {
		cut := nd - formatPrecision // number of low digits removed
		if digits[formatPrecision] < '5' {
			digits = digits[:formatPrecision]
			exp += cut
			for len(digits) > 1 && digits[len(digits)-1] == '0' {
				digits = digits[:len(digits)-1]
				exp++
			}
		} else {
			digits = digits[:formatPrecision]
			exp += cut
			k := len(digits) - 1
			for k >= 0 && digits[k] == '9' {
				k--
			}
			if k < 0 {
				exp += len(digits)
				digits = []byte{'1'}
			} else {
				digits[k]++
				exp += len(digits) - 1 - k
				digits = digits[:k+1]
			}
		}
	}
	nd := len(digits)
	exp += nd - 1
	out := make([]byte, 0, 16)
	if neg {
		out = append(out, '-')
	}
	out = append(out, digits[0], '.')
	out = append(out, digits[1:]...)
	for k := nd - 1; k < formatPrecision; k++ {
		out = append(out, '0')
	}
	sign := byte('+')
	if exp < 0 {
		sign, exp = '-', -exp
	}
	out = append(out, 'e', sign)
	if exp < 10 {
		out = append(out, '0')
	}
	out = strconv.AppendInt(out, int64(exp), 10)
	return string(out)
}
