// Package cformatcases holds the printf conformance cases: calls of printf
// with constant arguments, and a C program that makes them all, one after
// another, so that a C library (the host's, or the interpreter's through
// the semantics package) can be compared with cformat case by case.
package cformatcases

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/semantics/cformat"
)

// Case is one call of printf: the format and the arguments after it. Each
// argument's Go type names its C type before the default argument
// promotions, as for cformat.ArgList: int8 ... int64 and uint8 ... uint64
// are the C integer types of those sizes (int an int), float64 a double,
// a string a pointer to a NUL-terminated string holding it, cformat.Ptr a
// pointer with that address, and nil a null pointer.
type Case struct {
	Format string
	Args   []any
}

// String renders the case as a Go-flavoured printf call, for messages:
// printf("[%5d]", int32(42)).
func (c Case) String() string {
	as := []string{strconv.Quote(c.Format)}
	for _, a := range c.Args {
		as = append(as, fmt.Sprintf("%T(%#v)", a, a))
	}
	return "printf(" + strings.Join(as, ", ") + ")"
}

var (
	negZero = math.Copysign(0, -1)
	negNaN  = math.Copysign(math.NaN(), -1)
)

// Cases returns the printf cases, always the same ones in the same order
// (3372 of them). Together they cover every flag, width, precision, length
// modifier and conversion cformat supports, special and randomly chosen
// doubles at many precisions, and the '*' width and precision.
func Cases() []Case {
	var cs []Case
	add := func(f string, args ...any) { cs = append(cs, Case{f, args}) }
	for _, cases := range []func(add func(string, ...any)){
		textCases, integerCases, starCases, charStringPointerCases, floatCases, roundingCases,
	} {
		cases(add)
	}
	return cs
}

// textCases: plain text and %%.
func textCases(add func(format string, args ...any)) {
	add("")
	add("hello, world\n")
	add("100%%")
	add("%%%d%%", 5)
	add("\x01\xff\t")
}

// integerCases: signed and unsigned conversions with their flags, widths,
// precisions and length modifiers.
func integerCases(add func(format string, args ...any)) {
	// Signed int conversions: flags x width x precision.
	intVals := []int32{0, 1, -1, 42, -42, math.MinInt32, math.MaxInt32}
	for _, fl := range []string{"", "-", "+", " ", "0", "-+", "+ ", "0+", "-0", " 0", "0 -"} {
		for _, wp := range []string{"", "8", ".0", ".3", "8.3", "12.0", "1.12"} {
			for _, conv := range []string{"d", "i"} {
				if conv == "i" && (wp == "8.3" || wp == "1.12") {
					continue
				}
				f := "[%" + fl + wp + conv + "]"
				for _, v := range intVals {
					if fl != "" && wp != "" && v != -42 && v != 0 && v != 42 {
						continue
					}
					add(f, v)
				}
			}
		}
	}
	// Unsigned conversions.
	uVals := []uint32{0, 1, 8, 255, 0x80, 0xdeadbeef, math.MaxUint32}
	for _, fl := range []string{"", "-", "#", "0", "#0", "-#", "+ "} {
		for _, wp := range []string{"", "10", ".0", ".5", "10.5", "3.0"} {
			for _, conv := range []string{"u", "o", "x", "X"} {
				if conv == "u" && strings.Contains(fl, "#") {
					continue // undefined
				}
				f := "[%" + fl + wp + conv + "]"
				for _, v := range uVals {
					if (fl != "" || wp != "") && v != 0 && v != 8 && v != 0xdeadbeef {
						continue
					}
					add(f, v)
				}
			}
		}
	}
	// Length modifiers.
	for _, v := range []int32{0, 127, 128, 255, 256, 0x80, -1, -128, -129, 65535, 32768, -32769, 0x12345678} {
		add("%hhd %hhi %hhu %hhx %hhX %hho", v, v, v, v, v, v)
		add("%hd %hi %hu %hx %hX %ho", v, v, v, v, v, v)
	}
	add("%hhu %hu", uint8(255), uint16(65535))
	add("%hhd %hd", int8(-1), int16(-1))
	add("%#hhx %#hx %#hho", int32(-1), int32(-1), int32(0x100))
	for _, v := range []int64{0, 1, -1, math.MinInt64, math.MaxInt64, 1 << 40, -1 << 33} {
		add("%ld %li %lld %lli %jd %zd %td", v, v, v, v, v, v, v)
		add("[%25ld] [%-25lld] [%+jd] [% td] [%025zd] [%.20ld]", v, v, v, v, v, v)
	}
	for _, v := range []uint64{0, 1, math.MaxUint64, 1 << 63, 0x0123456789abcdef} {
		add("%lu %lx %lX %lo %llu %llx %llX %llo", v, v, v, v, v, v, v, v)
		add("%zu %zx %ju %jo %tu %tx", v, v, v, v, v, v)
		add("[%#lx] [%#llo] [%#25lX] [%-#25llx] [%#025lx] [%#.20lo]", v, v, v, v, v, v)
	}
}

// starCases: the '*' width and precision.
func starCases(add func(format string, args ...any)) {
	add("[%*d]", 5, int32(42))
	add("[%*d]", -5, int32(42))
	add("[%-*d]", -5, int32(42))
	add("[%*d]", 0, int32(42))
	add("[%.*d]", 5, int32(42))
	add("[%.*d]", -1, int32(42))
	add("[%.*d]", 0, int32(0))
	add("[%0*d]", 6, int32(-42))
	add("[%0.*d]", -3, int32(-42))
	add("[%*.*d]", 10, 5, int32(-42))
	add("[%*.*d]", -10, 5, int32(-42))
	add("[%*.*f]", 12, 3, math.Pi)
	add("[%*.*f]", 12, -3, math.Pi)
	add("[%.*e]", 2, 12345.678)
	add("[%.*g]", 0, 12345.678)
	add("[%*s]", 7, "abc")
	add("[%*s]", -7, "abc")
	add("[%.*s]", 2, "abcdef")
	add("[%.*s]", -2, "abcdef")
	add("[%*c]", 3, int32('x'))
	add("[%*p]", 20, cformat.Ptr(0x1234))
	add("[%*p]", -20, cformat.Ptr(0))
}

// charStringPointerCases: %c, %s and %p.
func charStringPointerCases(add func(format string, args ...any)) {
	// %c.
	for _, v := range []int32{'A', 0, 255, 256 + 'A', -1, '%', '\n'} {
		add("[%c]", v)
		add("[%3c]", v)
		add("[%-3c]", v)
	}
	add("%c%c%c", 'a', 'b', 'c')

	// %s.
	for _, s := range []string{"", "hello", "with\nnewline and \"quotes\"", "%d not a conversion", "\xff\x80", "embedded\x00nul"} {
		for _, f := range []string{"[%s]", "[%10s]", "[%-10s]", "[%.0s]", "[%.2s]", "[%.10s]", "[%3.1s]", "[%-8.3s]", "[%.s]"} {
			add(f, s)
		}
	}

	// %p.
	for _, v := range []cformat.Ptr{0, 1, 0x1234, 0x7ffd5e8a9b40, math.MaxUint64} {
		for _, f := range []string{"[%p]", "[%20p]", "[%-20p]", "[%+p]", "[% p]", "[%3p]"} {
			add(f, v)
		}
	}
	add("[%p]", nil)
}

// floatCases: the floating-point conversions with special values, flags,
// widths and precisions.
func floatCases(add func(format string, args ...any)) {
	fVals := []float64{0, negZero, 0.1, 1e300, 1e-300, 5e-324, math.MaxFloat64, 2.5, 0.125, 1.5e-5,
		123456789.0, math.Inf(1), math.Inf(-1), math.NaN(), negNaN, 1, -1.5, 0.5, 1.5, 3.5,
		9.9999995, 999999.5, 1e15, 1e16, 1e-5, 1e-4, 0.0001234, 2.2250738585072014e-308,
		100, 0.05, 0.15, 0.25, 0.35, 1e21, 12345.6789, -0.000123456, 1e100, 0x1p-1074 * 3,
		0x1.fffffffffffffp0, 0x1.08p0, 0x1.18p0, 0x1.8p0, 0.999999, 9.5, 99999.95}
	for _, conv := range []string{"f", "e", "g", "a", "F", "E", "G", "A"} {
		for _, p := range []string{"", ".0", ".1", ".3", ".17"} {
			f := "[%" + p + conv + "]"
			for _, v := range fVals {
				if conv >= "A" && conv <= "Z" && p != "" && p != ".1" {
					continue
				}
				if conv == "f" && p == "" && (v == 1e300 || v == math.MaxFloat64 || v == 1e100) {
					continue // below
				}
				add(f, v)
			}
		}
	}
	add("%f", 1e300)
	add("%F", math.MaxFloat64)
	add("%.0f", 1e100)
	add("%.30f", 0.1)
	add("%.60e", 0.1)
	add("%.1080f", 5e-324)
	add("%.770e", 5e-324)
	add("%.40g", 1.0/3)
	add("%.40a", 0.1)
	add("%.13a %.12a %.14a", 0.1, 0.1, 0.1)
	add("%.0e %.0e %.0e %.0e", 0.5, 1.5, 2.5, 3.5)
	add("%.0f %.0f %.0f %.0f %.0f", 0.5, 1.5, 2.5, 3.5, -0.5)
	add("%.1f %.1f %.1f %.2f %.2f", 0.25, 0.35, 0.45, 0.125, 0.375)
	add("%.0a %.0a %.0a %.0a %.1a", 1.5, 0x1.8p1, 0x1.fp0, 0x1.08p0, 0x1.18p0)
	add("%.0a %.1a %.2a", 0x1.0000000000001p0, 0x1.f8p0, 0x1.ff8p0)
	add("%a %.0a %.3a", 0x0.8p-1022, 0x0.8p-1022, 0x0.fffffffffffffp-1022)
	add("%lf %le %lg %la", 1.25, 1.25, 1.25, 1.25)
	for _, fl := range []string{"-", "+", " ", "0", "#", "+0", "-#", "# 0", "-+ "} {
		for _, wp := range []string{"", "12", "12.0", ".0", "25.3"} {
			for _, conv := range []string{"f", "e", "g", "a", "G"} {
				f := "[%" + fl + wp + conv + "]"
				for _, v := range []float64{0, -1.5, 100, 1e-5, math.Inf(-1), math.NaN()} {
					if wp != "12" && v != -1.5 && v != 100 {
						continue
					}
					add(f, v)
				}
			}
		}
	}
	add("%g %g %g %g %g %g", 100000.0, 1000000.0, 1e-4, 1e-5, 123456.5, 1234567.0)
	add("%#g %#g %#.0g %#.0e %#.0f %#.0a", 1.0, 0.0, 1.0, 1.0, 1.0, 1.0)
	add("%#x %#o %#x %#o %#.0o %.0o %.0x", uint32(0), uint32(0), uint32(1), uint32(1), uint32(0), uint32(0), uint32(0))
	add("%#.3o %#.3o %#5o", uint32(8), uint32(0777), uint32(8))
	add("%'d %'.2f", int32(1234567), 1234567.891)
	add("%s=%d, %s=%.2f%c", "x", int32(3), "y", 0.5, int32('\n'))
}

// roundingCases: exact decimal ties (small dyadic rationals) and
// pseudo-random doubles, which exercise the correctly rounded conversions
// at every precision.
func roundingCases(add func(format string, args ...any)) {
	for m := 1; m < 64; m += 2 {
		for _, e := range []int{-6, -3, -1, 0, 3} {
			x := math.Ldexp(float64(m), e)
			add("%.0f %.1f %.2f %.3f|%.0e %.1e %.2e|%.1g %.2g %.3g|%.0a %.1a", x, x, x, x, x, x, x, x, x, x, x, x)
		}
	}
	state := uint64(1)
	for i := 0; i < 120; i++ {
		state = state*6364136223846793005 + 1442695040888963407
		x := math.Float64frombits(state)
		if i%3 == 0 { // a narrower exponent range, so %f stays short
			x = math.Ldexp(math.Float64frombits(state&(1<<52-1)|1023<<52), int(state>>53%80)-40)
		}
		p := int(state >> 58 % 20)
		add(fmt.Sprintf("%%.%de|%%.%dg|%%.%da|%%.%df|%%g|%%a", p, p, p%15, p), x, x, x, x, x, x)
	}
}
