package semantics

import (
	"math"
	"math/bits"
	"strconv"
)

// sscanf, fscanf and scanf (and glibc's __isoc99_ names for them), for
// the conversions C programs commonly use: %d %i %u %x %X %o with the
// length modifiers hh h l ll j z t, %c, %s, %n, %%, %e %f %g (float, or
// double with l) and field widths. Other conversions (%[, %p, %a, long
// double, assignment suppression with *) are unsupported. scanf reads
// stdin, which is empty in a run (as natively: the harness gives the
// program no input).
var libScanfFuncs = []*libFunc{
	{"sscanf", "ipp.", libSscanf},
	{"__isoc99_sscanf", "ipp.", libSscanf},
	{"fscanf", "ipp.", libFscanf},
	{"__isoc99_fscanf", "ipp.", libFscanf},
	{"scanf", "ip.", libScanf},
	{"__isoc99_scanf", "ip.", libScanf},
}

// scanInput is what a scanf reads: bytes and the position in them.
type scanInput struct {
	b   []byte
	pos int
	// end: a read found no more input (the stream's end-of-file
	// indicator is set)
	end bool
}

func (in *scanInput) peek() (byte, bool) {
	if in.pos < len(in.b) {
		return in.b[in.pos], true
	}
	in.end = true
	return 0, false
}

func isSpace(c byte) bool { return c == ' ' || c >= '\t' && c <= '\r' }

func (in *scanInput) skipSpace() {
	for in.pos < len(in.b) && isSpace(in.b[in.pos]) {
		in.pos++
	}
	in.end = in.end || in.pos == len(in.b)
}

func libSscanf(c *libCall) bool {
	s, ok := c.cstring(0, -1)
	if !ok {
		return false
	}
	in := &scanInput{b: s}
	return c.scan(in, 1)
}

func libFscanf(c *libCall) bool {
	s, ok := c.input(0)
	if !ok {
		return false
	}
	return c.scanStream(s, 1)
}

func libScanf(c *libCall) bool {
	if !c.m.program {
		return c.m.unsupportedStop(unsupported("@%s in a test function", c.f.name))
	}
	return c.scanStream(nil, 0)
}

// scanStream scans file stream s (nil: the empty stdin) with the format
// argument fi, consuming what the conversions read.
func (c *libCall) scanStream(s *cstream, fi int) bool {
	in := &scanInput{}
	if s != nil {
		in.b = s.f.data[:len(s.f.data):len(s.f.data)]
		in.pos = min(s.pos, len(s.f.data))
	}
	ok := c.scan(in, fi)
	if s != nil {
		s.pos = in.pos
		s.eof = s.eof || in.end
	}
	return ok
}

// scan runs the format argument fi over in, storing through the
// arguments after it, and gives the call glibc's result: the number of
// conversions assigned, or EOF when the input ended before the first.
func (c *libCall) scan(in *scanInput, fi int) bool {
	f, ok := c.cstring(fi, -1)
	if !ok {
		return false
	}
	next := fi + 1
	assigned := 0
	result := func(eof bool) bool {
		if eof && assigned == 0 {
			return c.setInt(^uint64(0))
		}
		return c.setInt(uint64(assigned))
	}
	arg := func() (*Val, bool) {
		if next >= len(c.args) {
			return nil, c.ub(UBLibrary, "scanf: no argument left for a conversion")
		}
		if !c.argType(next).IsPtr() {
			return nil, c.ub(UBLibrary, "scanf: argument %d is not a pointer", next+1)
		}
		p, ok := c.ptr(next)
		next++
		return p, ok
	}
	for i := 0; i < len(f); i++ {
		ch := f[i]
		if isSpace(ch) {
			in.skipSpace()
			continue
		}
		if ch != '%' {
			b, ok := in.peek()
			if !ok {
				return result(true)
			}
			if b != ch {
				return result(false)
			}
			in.pos++
			continue
		}
		i++
		if i < len(f) && f[i] == '%' {
			in.skipSpace()
			if b, ok := in.peek(); !ok {
				return result(true)
			} else if b != '%' {
				return result(false)
			}
			in.pos++
			continue
		}
		var width, size int
		width, size, i = scanSpec(f, i)
		if i >= len(f) {
			return c.ub(UBLibrary, "scanf: the format ends in a conversion")
		}
		conv := f[i]
		if width == 0 {
			width = math.MaxInt
		}
		switch conv {
		case 'n':
			p, ok := arg()
			if !ok || !c.storeInt(p, uint64(in.pos), size) {
				return false
			}
			continue
		case 'c':
			if width == math.MaxInt {
				width = 1
			}
			if len(in.b)-in.pos < width {
				return result(true)
			}
			p, ok := arg()
			if !ok || !c.store(p, 0, in.b[in.pos:in.pos+width]) {
				return false
			}
			in.pos += width
			assigned++
			continue
		}
		in.skipSpace()
		if _, ok := in.peek(); !ok {
			return result(true)
		}
		start := in.pos
		take := func(ok func(byte) bool) {
			for in.pos < len(in.b) && in.pos-start < width && ok(in.b[in.pos]) {
				in.pos++
			}
			in.end = in.end || in.pos == len(in.b) && in.pos-start < width
		}
		switch conv {
		case 's':
			take(func(b byte) bool { return !isSpace(b) })
			p, ok := arg()
			if !ok || !c.store(p, 0, append(append([]byte(nil), in.b[start:in.pos]...), 0)) {
				return false
			}
		case 'd', 'i', 'u', 'x', 'X', 'o':
			x, good := scanInt(in, start, width, conv)
			if !good {
				return result(false)
			}
			p, ok := arg()
			if !ok || !c.storeInt(p, x, size) {
				return false
			}
		case 'e', 'f', 'g', 'E', 'G':
			if size != 4 && size != 8 {
				return c.m.unsupportedStop(unsupported("@%s: conversion %%%c with this length", c.f.name, conv))
			}
			v, matched, why := scanFloat(in, start, width, size)
			if why != "" {
				return c.m.unsupportedStop(unsupported("@%s: %s", c.f.name, why))
			}
			if !matched {
				return result(false)
			}
			p, ok := arg()
			if !ok {
				return false
			}
			fb := math.Float64bits(v)
			if size == 4 {
				fb = uint64(math.Float32bits(float32(v)))
			}
			if !c.storeInt(p, fb, size) {
				return false
			}
		default:
			return c.m.unsupportedStop(unsupported("@%s: conversion %%%c", c.f.name, conv))
		}
		assigned++
	}
	return result(false)
}

// scanSpec reads a conversion's width and length modifier from f at i:
// the width (0: none), the size in bytes the argument points to (4 by
// default), and the index of the conversion letter.
func scanSpec(f []byte, i int) (width, size, next int) {
	for i < len(f) && f[i] >= '0' && f[i] <= '9' {
		width = width*10 + int(f[i]-'0')
		i++
	}
	size = 4
	switch {
	case i+1 < len(f) && f[i] == 'h' && f[i+1] == 'h':
		size, i = 1, i+2
	case i+1 < len(f) && f[i] == 'l' && f[i+1] == 'l':
		size, i = 8, i+2
	case i < len(f) && f[i] == 'h':
		size, i = 2, i+1
	case i < len(f) && (f[i] == 'l' || f[i] == 'j' || f[i] == 'z' || f[i] == 't'):
		size, i = 8, i+1
	}
	return width, size, i
}

// scanFloat reads a %e/%f/%g conversion's number from in at start (the
// blanks skipped) within width bytes, as a float of size bytes. matched is
// false when the input does not hold one (the scan stops); why names an
// input glibc reads in a way not modelled (inf, nan, an exponent without
// digits).
func scanFloat(in *scanInput, start, width, size int) (v float64, matched bool, why string) {
	take := func(ok func(byte) bool) {
		for in.pos < len(in.b) && in.pos-start < width && ok(in.b[in.pos]) {
			in.pos++
		}
		in.end = in.end || in.pos == len(in.b) && in.pos-start < width
	}
	digits := func(b byte) bool { return b >= '0' && b <= '9' }
	sign := func() {
		if b, ok := in.peek(); ok && (b == '+' || b == '-') && in.pos-start < width {
			in.pos++
		}
	}
	sign()
	m0 := in.pos
	take(digits)
	if b, ok := in.peek(); ok && b == '.' && in.pos-start < width {
		in.pos++
		take(digits)
	}
	if in.pos == m0 || in.pos == m0+1 && in.b[m0] == '.' {
		if b, ok := in.peek(); ok && (b|0x20 == 'i' || b|0x20 == 'n') {
			return 0, false, "reading inf or nan"
		}
		return 0, false, ""
	}
	if b, ok := in.peek(); ok && b|0x20 == 'e' && in.pos-start < width {
		save := in.pos
		in.pos++
		sign()
		e0 := in.pos
		take(digits)
		if in.pos == e0 {
			in.pos = save // glibc would have consumed the 'e': unsupported subtlety
			return 0, false, "an exponent without digits"
		}
	}
	bitSize := 32
	if size == 8 {
		bitSize = 64
	}
	v, err := strconv.ParseFloat(string(in.b[start:in.pos]), bitSize)
	if err != nil && !isRangeErr(err) {
		return 0, false, ""
	}
	return v, true, ""
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// scanInt reads an integer as strtol (d, i) or strtoul (u, x, o) would, at
// most width characters from in.pos; a value out of range is what glibc
// stores (LONG_MAX and the like clamp; the store truncates).
func scanInt(in *scanInput, start, width int, conv byte) (uint64, bool) {
	room := func() bool {
		in.end = in.end || in.pos == len(in.b) && in.pos-start < width
		return in.pos < len(in.b) && in.pos-start < width
	}
	neg := false
	if room() && (in.b[in.pos] == '+' || in.b[in.pos] == '-') {
		neg = in.b[in.pos] == '-'
		in.pos++
	}
	base := 10
	switch conv {
	case 'x', 'X':
		base = 16
	case 'o':
		base = 8
	case 'i':
		base = 0
	}
	if (base == 16 || base == 0) && room() && in.b[in.pos] == '0' && in.pos+1 < len(in.b) && in.pos+1-start < width && in.b[in.pos+1]|0x20 == 'x' {
		in.pos += 2
		base = 16
	} else if base == 0 && room() && in.b[in.pos] == '0' {
		base = 8
	} else if base == 0 {
		base = 10
	}
	var x uint64
	n := 0
	overflow := false
	for room() {
		d := digitValue(in.b[in.pos])
		if d >= base {
			break
		}
		hi, lo := mulAdd(x, uint64(base), uint64(d))
		if hi != 0 {
			overflow = true
		}
		x = lo
		in.pos++
		n++
	}
	if n == 0 {
		return 0, false
	}
	// strtol's clamp to the range of long (d, i), strtoul's (u, x, o).
	x, _ = clampCInt(x, neg, overflow, conv == 'd' || conv == 'i', 64)
	return x, true
}

// mulAdd is x*m+a as a 128-bit (hi, lo) pair.
func mulAdd(x, m, a uint64) (hi, lo uint64) {
	hi, lo = bits.Mul64(x, m)
	lo2 := lo + a
	if lo2 < lo {
		hi++
	}
	return hi, lo2
}

// storeInt stores the low size bytes of x through p, little-endian.
func (c *libCall) storeInt(p *Val, x uint64, size int) bool {
	b := make([]byte, size)
	for k := range b {
		b[k] = byte(x >> (8 * k))
	}
	if c.m.p.Layout.BigEndian {
		for k := range b {
			b[k] = byte(x >> (8 * (size - 1 - k)))
		}
	}
	return c.store(p, 0, b)
}
