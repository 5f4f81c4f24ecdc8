// Package cformat implements C's printf formatting byte-exactly as glibc
// does it on LP64 Linux (x86-64, AArch64) in the "C" locale, and reports the
// undefined behaviour a format can exhibit (a missing argument, an invalid or
// incomplete conversion specification, a length modifier or flag that does not
// go with its conversion).
//
// It is the formatting engine behind the interpreter's printf, fprintf,
// sprintf and snprintf. It knows nothing about the interpreter: the variadic
// arguments come through the Args interface, which reads them in order as the
// C ABI passes them after the default argument promotions.
//
// Supported: the conversions d i u o x X c s p % f F e E g G a A, the length
// modifiers hh h l ll z j t, the flags - + space # 0 (and glibc's ' flag,
// which does nothing in the "C" locale), field width and precision as digits
// or '*'. Unsupported, reported as errors with Error.Unsupported set: %n,
// wide characters and strings (%lc %ls %C %S), long double (L) unless the
// Args implement LongDoubleArgs, glibc's %m,
// positional arguments (%1$d), and widths, precisions or total outputs beyond
// MaxWidth and MaxOutput.
package cformat

import (
	"bytes"
	"fmt"
	"math"
	"math/big"
	"strconv"
)

// Args supplies printf's variadic arguments in order, as the C ABI passes them
// after the default argument promotions. Each method consumes one argument; an
// error (for example, no argument left, or one of the wrong type) aborts
// Format, which reports it as undefined behaviour of the conversion at hand.
type Args interface {
	// Int returns the next argument as an integer of size bytes (4 or 8:
	// Format asks for 4 for int-sized conversions, that is without a length
	// modifier or with hh or h, and 8 for l, ll, z, j and t), zero- or
	// sign-extended to 64 bits as signed says.
	Int(size int, signed bool) (uint64, error)
	// Double returns the next argument as a double.
	Double() (float64, error)
	// String returns the bytes, without the terminating NUL, of the string
	// the next pointer argument points to. When max >= 0 at most max bytes
	// may be read, and the string need not be NUL-terminated within them.
	String(max int) ([]byte, error)
	// Pointer returns the next argument as a pointer value.
	Pointer() (uint64, error)
}

// LongDoubleArgs is implemented by Args that also supply long double
// arguments, in x86-64's x87 80-bit format, for %Lf %Le %Lg %La (and their
// capitals); with Args that do not, those conversions are unsupported.
type LongDoubleArgs interface {
	// LongDouble returns the next argument, a long double, as its
	// encoding: the 64-bit significand with its explicit integer bit, and
	// the sign and 15-bit biased exponent.
	LongDouble() (mant uint64, signExp uint16, err error)
}

// Limits on the output. glibc would print any width below INT_MAX; Format
// refuses (with an Error whose Unsupported is true) a field width or precision
// above MaxWidth, and stops with such an error once the output exceeds
// MaxOutput bytes, so that no format can make it allocate without bound.
const (
	MaxWidth  = 1 << 20
	MaxOutput = 1 << 24
)

// Error describes why a conversion could not be formatted.
type Error struct {
	// Index is the byte offset in the format of the '%' that starts the
	// conversion specification (len(format) for an error not tied to one).
	Index int
	// Spec is the conversion specification as far as it was read.
	Spec string
	// Unsupported is true when the format is valid C that this package does
	// not implement (or exceeds its limits), false when it is undefined
	// behaviour.
	Unsupported bool
	// Msg says what is wrong.
	Msg string
	// Err is the error returned by Args, if that is the cause.
	Err error
}

func (e *Error) Error() string {
	kind := "undefined behaviour"
	if e.Unsupported {
		kind = "unsupported"
	}
	return fmt.Sprintf("printf: %s: conversion %q at index %d: %s", kind, e.Spec, e.Index, e.Msg)
}

// Unwrap returns the Args error that caused e, if any.
func (e *Error) Unwrap() error { return e.Err }

// spec is a parsed conversion specification.
type spec struct {
	minus, plus, space, hash, zero bool
	width                          int // 0 if none
	prec                           int // -1 if none
	length                         string
	conv                           byte
}

type formatter struct {
	f     []byte
	args  Args
	start int // index of the current '%'
	i     int // read position in f
	out   []byte
}

func (p *formatter) fail(unsupported bool, msg string, err error) *Error {
	end := min(p.i+1, len(p.f))
	return &Error{Index: p.start, Spec: string(p.f[p.start:end]), Unsupported: unsupported, Msg: msg, Err: err}
}

func (p *formatter) ub(format string, a ...any) *Error {
	return p.fail(false, fmt.Sprintf(format, a...), nil)
}

func (p *formatter) unsupported(format string, a ...any) *Error {
	return p.fail(true, fmt.Sprintf(format, a...), nil)
}

func (p *formatter) argErr(what string, err error) *Error {
	return p.fail(false, what+": "+err.Error(), err)
}

// Format renders format with args as glibc's printf does (x86-64 / AArch64
// Linux, LP64, "C" locale) and returns the bytes. format need not end in a
// NUL; a NUL in it ends it, as in C.
//
// A non-nil error is an *Error: undefined behaviour or something unsupported
// in the conversion it names. On error the returned bytes are the output
// produced before that conversion.
func Format(format []byte, args Args) ([]byte, error) {
	for i, c := range format {
		if c == 0 {
			format = format[:i]
			break
		}
	}
	p := &formatter{f: format, args: args}
	for p.i < len(p.f) {
		c := p.f[p.i]
		if c != '%' {
			p.out = append(p.out, c)
			p.i++
			continue
		}
		p.start = p.i
		p.i++
		if err := p.conversion(); err != nil {
			return p.out, err
		}
		if len(p.out) > MaxOutput {
			return p.out, p.unsupported("output longer than %d bytes", MaxOutput)
		}
	}
	return p.out, nil
}

// number reads a decimal number at p.i, returning -1 if there is none.
func (p *formatter) number() (int, *Error) {
	if p.i >= len(p.f) || p.f[p.i] < '0' || p.f[p.i] > '9' {
		return -1, nil
	}
	n := 0
	for p.i < len(p.f) && p.f[p.i] >= '0' && p.f[p.i] <= '9' {
		if n <= MaxWidth {
			n = n*10 + int(p.f[p.i]-'0')
		}
		p.i++
	}
	if p.i < len(p.f) && p.f[p.i] == '$' {
		return 0, p.unsupported("positional arguments (n$)")
	}
	if n > MaxWidth {
		return 0, p.unsupported("width or precision larger than %d", MaxWidth)
	}
	return n, nil
}

func (p *formatter) starArg(what string) (int, *Error) {
	p.i++ // '*'
	if p.i < len(p.f) && p.f[p.i] >= '0' && p.f[p.i] <= '9' {
		if _, err := p.number(); err != nil {
			return 0, err
		}
		return 0, p.ub("digits after '*' in the %s", what)
	}
	v, err := p.args.Int(4, true)
	if err != nil {
		return 0, p.argErr("argument for '*' "+what, err)
	}
	return int(int32(v)), nil
}

func (p *formatter) incomplete() *Error {
	return p.ub("incomplete conversion specification at the end of the format")
}

func (p *formatter) conversion() *Error {
	s := spec{prec: -1}
	// Flags.
flags:
	for ; p.i < len(p.f); p.i++ {
		switch p.f[p.i] {
		case '-':
			s.minus = true
		case '+':
			s.plus = true
		case ' ':
			s.space = true
		case '#':
			s.hash = true
		case '0':
			s.zero = true
		case '\'':
			// Thousands grouping: nothing to do in the "C" locale.
		default:
			break flags
		}
	}
	if p.i >= len(p.f) {
		return p.incomplete()
	}
	// Field width.
	if p.f[p.i] == '*' {
		w, err := p.starArg("field width")
		if err != nil {
			return err
		}
		if w < 0 {
			s.minus = true
			w = -w
		}
		if w > MaxWidth {
			return p.unsupported("field width %d larger than %d", w, MaxWidth)
		}
		s.width = w
	} else {
		w, err := p.number()
		if err != nil {
			return err
		}
		s.width = max(w, 0)
	}
	if p.i >= len(p.f) {
		return p.incomplete()
	}
	// Precision.
	if p.f[p.i] == '.' {
		p.i++
		if p.i < len(p.f) && p.f[p.i] == '*' {
			pr, err := p.starArg("precision")
			if err != nil {
				return err
			}
			if pr > MaxWidth {
				return p.unsupported("precision %d larger than %d", pr, MaxWidth)
			}
			s.prec = max(pr, -1) // negative: as if omitted
		} else {
			pr, err := p.number()
			if err != nil {
				return err
			}
			s.prec = max(pr, 0) // "." alone means 0
		}
		if p.i >= len(p.f) {
			return p.incomplete()
		}
	}
	// Length modifier.
	switch p.f[p.i] {
	case 'h', 'l':
		c := p.f[p.i]
		p.i++
		if p.i < len(p.f) && p.f[p.i] == c {
			p.i++
			s.length = string([]byte{c, c})
		} else {
			s.length = string(c)
		}
	case 'z', 'j', 't', 'L':
		s.length = string(p.f[p.i])
		p.i++
	}
	if p.i >= len(p.f) {
		return p.incomplete()
	}
	s.conv = p.f[p.i]
	if err := p.check(&s); err != nil {
		return err
	}
	p.i++
	return p.convert(&s)
}

// check reports the undefined or unsupported combinations of s's parts.
func (p *formatter) check(s *spec) *Error {
	c := s.conv
	switch c {
	case 'd', 'i', 'u', 'o', 'x', 'X':
		if s.length == "L" {
			return p.ub("length modifier L with %%%c", c)
		}
	case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
		if _, ok := p.args.(LongDoubleArgs); s.length == "L" && !ok {
			return p.unsupported("long double (%%L%c)", c)
		}
		if s.length != "" && s.length != "l" && s.length != "L" {
			return p.ub("length modifier %s with %%%c", s.length, c)
		}
	case 'c', 's':
		if s.length == "l" {
			return p.unsupported("wide characters and strings (%%l%c)", c)
		}
		if s.length != "" {
			return p.ub("length modifier %s with %%%c", s.length, c)
		}
	case 'p':
		if s.length != "" {
			return p.ub("length modifier %s with %%p", s.length)
		}
	case '%':
		if p.i != p.start+1 {
			return p.ub("%%%% with flags, width, precision or length modifier")
		}
		return nil
	case 'n':
		return p.unsupported("%%n (writing the count of printed characters)")
	case 'C', 'S':
		return p.unsupported("wide characters and strings (%%%c)", c)
	case 'm':
		return p.unsupported("glibc's %%m")
	default:
		if c >= 0x21 && c < 0x7f {
			return p.ub("invalid conversion specifier %q", c)
		}
		return p.ub("invalid conversion specifier byte 0x%02x", c)
	}
	switch c {
	case 'd', 'i', 'u', 'c', 's', 'p':
		if s.hash {
			return p.ub("flag '#' with %%%c", c)
		}
	}
	switch c {
	case 'c', 's', 'p':
		if s.zero {
			return p.ub("flag '0' with %%%c", c)
		}
	}
	if (c == 'c' || c == 'p') && s.prec >= 0 {
		return p.ub("precision with %%%c", c)
	}
	return nil
}

func (p *formatter) convert(s *spec) *Error {
	switch c := s.conv; c {
	case '%':
		p.out = append(p.out, '%')
	case 'd', 'i', 'u', 'o', 'x', 'X':
		signed := c == 'd' || c == 'i'
		size := 4
		switch s.length {
		case "l", "ll", "z", "j", "t":
			size = 8
		}
		v, err := p.args.Int(size, signed)
		if err != nil {
			return p.argErr("argument", err)
		}
		switch {
		case s.length == "hh" && signed:
			v = uint64(int64(int8(v)))
		case s.length == "hh":
			v = uint64(uint8(v))
		case s.length == "h" && signed:
			v = uint64(int64(int16(v)))
		case s.length == "h":
			v = uint64(uint16(v))
		case size == 4 && signed:
			v = uint64(int64(int32(v)))
		case size == 4:
			v = uint64(uint32(v))
		}
		neg := false
		if signed && int64(v) < 0 {
			neg = true
			v = -v
		}
		if !signed {
			s.plus, s.space = false, false
		}
		base := 10
		switch c {
		case 'o':
			base = 8
		case 'x', 'X':
			base = 16
		}
		p.integer(s, v, neg, base)
	case 'c':
		v, err := p.args.Int(4, true)
		if err != nil {
			return p.argErr("argument", err)
		}
		p.padded(s, nil, []byte{byte(v)}, false)
	case 's':
		b, err := p.args.String(s.prec)
		if err != nil {
			return p.argErr("argument", err)
		}
		if s.prec >= 0 && len(b) > s.prec {
			b = b[:s.prec]
		}
		p.padded(s, nil, b, false)
	case 'p':
		v, err := p.args.Pointer()
		if err != nil {
			return p.argErr("argument", err)
		}
		if v == 0 {
			p.padded(s, nil, []byte("(nil)"), false)
			break
		}
		// glibc prints a non-null pointer as %#lx, keeping the + and space
		// flags.
		s.hash, s.conv = true, 'x'
		p.integer(s, v, false, 16)
	default: // floating point, checked
		if s.length == "L" {
			return p.longDouble(s)
		}
		x, err := p.args.Double()
		if err != nil {
			return p.argErr("argument", err)
		}
		p.float(s, x)
	}
	return nil
}

// padded appends prefix and body padded to the field width: with spaces on
// the left, spaces on the right (flag -), or zeros between prefix and body
// (zero).
func (p *formatter) padded(s *spec, prefix, body []byte, zero bool) {
	n := s.width - len(prefix) - len(body)
	if n > 0 && !s.minus && !zero {
		p.out = appendRepeat(p.out, ' ', n)
	}
	p.out = append(p.out, prefix...)
	if n > 0 && !s.minus && zero {
		p.out = appendRepeat(p.out, '0', n)
	}
	p.out = append(p.out, body...)
	if n > 0 && s.minus {
		p.out = appendRepeat(p.out, ' ', n)
	}
}

func appendRepeat(b []byte, c byte, n int) []byte {
	for ; n > 0; n-- {
		b = append(b, c)
	}
	return b
}

func signPrefix(s *spec, neg bool) []byte {
	switch {
	case neg:
		return []byte{'-'}
	case s.plus:
		return []byte{'+'}
	case s.space:
		return []byte{' '}
	}
	return nil
}

// integer formats the magnitude v (negative if neg) in base as glibc does.
func (p *formatter) integer(s *spec, v uint64, neg bool, base int) {
	var digits []byte
	if s.prec == 0 && v == 0 {
		if base == 8 && s.hash {
			digits = []byte{'0'}
		}
	} else {
		digits = strconv.AppendUint(nil, v, base)
		if s.conv == 'X' {
			for i, d := range digits {
				if d >= 'a' && d <= 'f' {
					digits[i] = d - 'a' + 'A'
				}
			}
		}
	}
	prec := s.prec
	zero := s.zero && prec < 0 // the 0 flag is ignored when a precision is given
	if prec < 0 {
		prec = 1
	}
	if base == 8 && s.hash && v != 0 && prec <= len(digits) {
		digits = append([]byte{'0'}, digits...)
	}
	prefix := signPrefix(s, neg)
	if base == 16 && s.hash && v != 0 {
		prefix = append(prefix, '0', s.conv)
	}
	if n := prec - len(digits); n > 0 {
		digits = append(appendRepeat(nil, '0', n), digits...)
	}
	p.padded(s, prefix, digits, zero)
}

// float formats x for the conversions f F e E g G a A.
func (p *formatter) float(s *spec, x float64) {
	upper := s.conv >= 'A' && s.conv <= 'Z'
	neg := math.Signbit(x)
	prefix := signPrefix(s, neg)
	if math.IsInf(x, 0) || math.IsNaN(x) {
		body := []byte("inf")
		if math.IsNaN(x) {
			body = []byte("nan")
		}
		if upper {
			body = bytes.ToUpper(body)
		}
		p.padded(s, prefix, body, false) // the 0 flag does not apply
		return
	}
	x = math.Abs(x)
	var body []byte
	switch s.conv {
	case 'f', 'F':
		prec := s.prec
		if prec < 0 {
			prec = 6
		}
		body = strconv.AppendFloat(nil, x, 'f', prec, 64)
		if prec == 0 && s.hash {
			body = append(body, '.')
		}
	case 'e', 'E':
		prec := s.prec
		if prec < 0 {
			prec = 6
		}
		body = strconv.AppendFloat(nil, x, 'e', prec, 64)
		if prec == 0 && s.hash {
			body = append(body[:1], append([]byte{'.'}, body[1:]...)...)
		}
	case 'g', 'G':
		body = formatG(x, s.prec, s.hash)
	case 'a', 'A':
		prefix = append(prefix, '0', s.conv+'x'-'a')
		body = formatHex(x, s.prec, s.hash, upper)
	}
	if upper && s.conv != 'A' {
		for i, c := range body {
			if c == 'e' {
				body[i] = 'E'
			}
		}
	}
	p.padded(s, prefix, body, s.zero)
}

// formatG formats x >= 0 in the style of %g.
func formatG(x float64, prec int, hash bool) []byte {
	return formatGWith(func(c byte, prec int) []byte { return strconv.AppendFloat(nil, x, c, prec, 64) }, prec, hash)
}

// formatGWith formats a value >= 0 in the style of %g; text formats it in
// the style of %e (c 'e') or %f (c 'f') with a precision.
func formatGWith(text func(c byte, prec int) []byte, prec int, hash bool) []byte {
	P := prec
	if P < 0 {
		P = 6
	} else if P == 0 {
		P = 1
	}
	e := text('e', P-1)
	mant, exp := e, []byte(nil)
	for i, c := range e {
		if c == 'e' {
			mant, exp = e[:i:i], e[i:]
			break
		}
	}
	X, _ := strconv.Atoi(string(exp[1:]))
	if P > X && X >= -4 {
		mant = text('f', P-1-X)
		exp = nil
	}
	dot := -1
	for i, c := range mant {
		if c == '.' {
			dot = i
		}
	}
	if hash {
		if dot < 0 {
			mant = append(mant, '.')
		}
	} else if dot >= 0 {
		n := len(mant)
		for mant[n-1] == '0' {
			n--
		}
		if n-1 == dot {
			n--
		}
		mant = mant[:n]
	}
	return append(mant, exp...)
}

// formatHex formats x >= 0 in the style of %a after the "0x", as glibc's
// printf_fphex does for double.
func formatHex(x float64, prec int, hash, upper bool) []byte {
	bits := math.Float64bits(x)
	mant := bits & (1<<52 - 1)
	bexp := int(bits >> 52 & 0x7ff)
	leading := byte('1')
	exp := bexp - 1023
	if bexp == 0 {
		leading = '0'
		exp = 0
		if mant != 0 {
			exp = -1022
		}
	}
	// The 13 hex digits of the mantissa, as values.
	var dig [13]byte
	for i := range dig {
		dig[i] = byte(mant >> (4 * (12 - i)) & 0xf)
	}
	if mant == 0 {
		if prec < 0 {
			prec = 0
		}
	} else {
		nd := len(dig)
		for dig[nd-1] == 0 {
			nd--
		}
		if prec < 0 {
			prec = nd
		} else if prec < nd {
			last := leading - '0'
			if prec > 0 {
				last = dig[prec-1]
			}
			next := dig[prec]
			more := next&7 != 0 || prec+1 < nd
			if next >= 8 && (last&1 == 1 || more) { // round half to even
				i := prec - 1
				for ; i >= 0; i-- {
					if dig[i] < 15 {
						dig[i]++
						break
					}
					dig[i] = 0
				}
				if i < 0 {
					leading++
				}
			}
		}
	}
	hexd := "0123456789abcdef"
	if upper {
		hexd = "0123456789ABCDEF"
	}
	b := []byte{leading}
	if prec > 0 || hash {
		b = append(b, '.')
	}
	for i := 0; i < prec; i++ {
		if i < len(dig) {
			b = append(b, hexd[dig[i]])
		} else {
			b = append(b, '0')
		}
	}
	if upper {
		b = append(b, 'P')
	} else {
		b = append(b, 'p')
	}
	if exp < 0 {
		b = append(b, '-')
		exp = -exp
	} else {
		b = append(b, '+')
	}
	return strconv.AppendInt(b, int64(exp), 10)
}

// longDouble formats an x87 long double for %Lf %Le %Lg %La as glibc does
// on x86-64. The non-canonical encodings (pseudo-NaN, pseudo-infinity,
// unnormal) and a %La whose precision would round are unsupported.
func (p *formatter) longDouble(s *spec) *Error {
	mant, se, err := p.args.(LongDoubleArgs).LongDouble()
	if err != nil {
		return p.argErr("argument", err)
	}
	neg := se>>15 != 0
	ex := int(se & 0x7FFF)
	intBit := mant>>63 != 0
	if ex == 0x7FFF && intBit {
		x := math.Inf(1)
		if mant<<1 != 0 {
			x = math.NaN()
		}
		if neg {
			x = math.Copysign(x, -1)
		}
		p.float(s, x)
		return nil
	}
	if ex != 0 && !intBit {
		return p.unsupported("a non-canonical long double (%%L%c)", s.conv)
	}
	upper := s.conv >= 'A' && s.conv <= 'Z'
	prefix := signPrefix(s, neg)
	e := ex
	if e == 0 {
		e = 1
	}
	x := new(big.Float).SetPrec(64).SetUint64(mant)
	x.SetMantExp(x, e-16383-63)
	var body []byte
	switch s.conv {
	case 'f', 'F':
		prec := s.prec
		if prec < 0 {
			prec = 6
		}
		body = []byte(x.Text('f', prec))
		if prec == 0 && s.hash {
			body = append(body, '.')
		}
	case 'e', 'E':
		prec := s.prec
		if prec < 0 {
			prec = 6
		}
		body = []byte(x.Text('e', prec))
		if prec == 0 && s.hash {
			body = append(body[:1], append([]byte{'.'}, body[1:]...)...)
		}
	case 'g', 'G':
		body = formatGWith(func(c byte, prec int) []byte { return []byte(x.Text(c, prec)) }, s.prec, s.hash)
	case 'a', 'A':
		// glibc's ldbl-96 printf_fphex: the leading hex digit is the
		// significand's top nibble, the exponent that of the nibble.
		hexd := "0123456789abcdef"
		if upper {
			hexd = "0123456789ABCDEF"
		}
		digits := make([]byte, 0, 15)
		for i := 14; i >= 0; i-- {
			digits = append(digits, hexd[mant>>(4*uint(i))&0xF])
		}
		nd := len(digits)
		for nd > 0 && digits[nd-1] == '0' {
			nd--
		}
		prec := s.prec
		if prec < 0 {
			prec = nd
		} else if prec < nd {
			return p.unsupported("a rounding precision with %%L%c", s.conv)
		}
		exp := 0
		switch {
		case mant == 0:
		case ex == 0:
			exp = -16385
		default:
			exp = ex - 16383 - 3
		}
		prefix = append(prefix, '0', s.conv+'x'-'a')
		body = []byte{hexd[mant>>60]}
		if prec > 0 || s.hash {
			body = append(body, '.')
		}
		for i := 0; i < prec; i++ {
			if i < len(digits) {
				body = append(body, digits[i])
			} else {
				body = append(body, '0')
			}
		}
		if upper {
			body = append(body, 'P')
		} else {
			body = append(body, 'p')
		}
		if exp >= 0 {
			body = append(body, '+')
		}
		body = strconv.AppendInt(body, int64(exp), 10)
	}
	if upper && s.conv != 'A' {
		for i, c := range body {
			if c == 'e' {
				body[i] = 'E'
			}
		}
	}
	p.padded(s, prefix, body, s.zero)
	return nil
}
