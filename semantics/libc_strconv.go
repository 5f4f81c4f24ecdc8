package semantics

import (
	"bytes"

	"github.com/irfuzz/irfuzz/ir"
)

// The C library's string conversions (strtol and its kin, atoi), strtok,
// and errno.
//
// errno is an int object of the run that __errno_location returns, 0 when
// the program starts. The functions modelled here set it as glibc does
// (ERANGE when a conversion is out of range). C lets any library function
// set errno to a nonzero value when its description does not say
// otherwise (C11 7.5p3): after a call of a function outside
// errnoKeepers, errno holds one fixed but unknown value (undef bits that
// are a frozen choice), so a program that reads it there is judged by
// every value it may have, never by a guess of glibc's.

// errnoERANGE is ERANGE on Linux (x86-64 and AArch64 alike).
const errnoERANGE = 34

// libcStrState is the C library's state in a run that this file keeps.
type libcStrState struct {
	errno      Val    // the errno object (nil provenance until asked for)
	errnoStale bool   // a call may have set errno before it was made
	strtok     Val    // strtok's saved position; Bits == 0 before the first call
	ctype      [3]Val // where __ctype_b_loc, _toupper_loc and _tolower_loc point
}

// The conversion functions.
var libStrconvFuncs = append([]*libFunc{
	{"__errno_location", "p", libErrnoLocation},
	{"strtol", "ippi", func(c *libCall) bool { return c.strtoInt(true) }},
	{"strtoll", "ippi", func(c *libCall) bool { return c.strtoInt(true) }},
	{"strtoimax", "ippi", func(c *libCall) bool { return c.strtoInt(true) }},
	{"strtoul", "ippi", func(c *libCall) bool { return c.strtoInt(false) }},
	{"strtoull", "ippi", func(c *libCall) bool { return c.strtoInt(false) }},
	{"strtoumax", "ippi", func(c *libCall) bool { return c.strtoInt(false) }},
	{"atoi", "ip", libAtoi},
	{"atol", "ip", libAtoi},
	{"atoll", "ip", libAtoi},
	{"strtok", "ppp", func(c *libCall) bool { return c.strtok(false) }},
	{"strtok_r", "pppp", func(c *libCall) bool { return c.strtok(true) }},
}, libCtypeFuncs()...)

// errnoKeepers are the C library functions that leave errno alone on the
// paths the model runs (success: the model's malloc does not fail short
// of the memory budget, its output does not fail). errno after any other
// library call is unknown (see above); the functions of this file set it
// themselves.
var errnoKeepers = map[string]bool{}

func init() {
	for _, n := range []string{
		"memcpy", "memmove", "memset", "memcmp", "memchr", "memrchr", "mempcpy", "bcmp", "bzero",
		"strlen", "strnlen", "strcpy", "strncpy", "stpcpy", "stpncpy", "strcat", "strncat",
		"strcmp", "strncmp", "strcasecmp", "strncasecmp", "strchr", "strrchr", "strstr",
		"strspn", "strcspn", "strpbrk", "strdup", "strndup",
		"abs", "labs", "llabs", "isdigit", "isalpha", "isalnum", "isspace", "isupper", "islower",
		"isxdigit", "isprint", "ispunct", "iscntrl", "isgraph", "toupper", "tolower", "isascii", "toascii",
		"malloc", "calloc", "realloc", "free", "aligned_alloc",
		"printf", "puts", "putchar", "sprintf", "snprintf", "vprintf", "vsprintf", "vsnprintf",
		"qsort", "bsearch", "rand", "srand", "exit", "abort",
		"__memcpy_chk", "__memmove_chk", "__memset_chk", "__strcpy_chk", "__strncpy_chk",
		"__sprintf_chk", "__snprintf_chk", "__stpcpy_chk", "__strcat_chk",
	} {
		errnoKeepers[n] = true
	}
	for _, f := range libStrconvFuncs {
		errnoKeepers[f.name] = true
	}
}

// afterLibCall notes that library function name returned: errno is
// unknown after one that may set it.
func (m *Machine) afterLibCall(name string) {
	if errnoKeepers[name] {
		return
	}
	if m.str.errno.Prov == 0 {
		m.str.errnoStale = true
		return
	}
	m.setErrnoUnknown()
}

// setErrnoUnknown makes errno one fixed unknown value.
func (m *Machine) setErrnoUnknown() {
	s, ub := m.mem.span(&m.str.errno, true)
	if ub != UBNone || len(s) < 4 {
		return // the program freed it or wrote over its bounds: already UB
	}
	for k := range s[:4] {
		s[k] = Byte{Undef: 0xff, Nondet: 0xff}
	}
}

// errnoObject returns the errno object, made (0, or unknown after a call
// that may have set it) the first time it is asked for.
func (m *Machine) errnoObject() (Val, bool) {
	if m.threads != nil && m.threads.running != nil {
		// errno is per thread; the model keeps main's only.
		return Val{}, m.unsupportedStop(unsupported("threads: errno in a created thread"))
	}
	if m.str.errno.Prov != 0 {
		return m.str.errno, true
	}
	p, ok := m.mem.Alloc(ObjGlobal, 4, 4)
	if !ok {
		return Val{}, m.noResult("%s", m.mem.budgetReason())
	}
	m.str.errno = p
	m.mem.markWorld(p.Prov) // errnomem: what memory(...) says of errno applies
	if s, ub := m.mem.span(&p, true); ub == UBNone {
		for k := range s {
			s[k] = Byte{}
		}
	}
	if m.str.errnoStale || !m.program {
		// A function run alone: its caller may have left anything.
		m.setErrnoUnknown()
	}
	return p, true
}

func libErrnoLocation(c *libCall) bool {
	p, ok := c.m.errnoObject()
	if !ok {
		return false
	}
	return c.setPtr(p)
}

// setErrno stores x in errno.
func (c *libCall) setErrno(x uint32) bool {
	p, ok := c.m.errnoObject()
	if !ok {
		return false
	}
	s, ub := c.m.mem.span(&p, true)
	if ub != UBNone || len(s) < 4 {
		return c.ub(ub, "writing errno")
	}
	for k := range s[:4] {
		sh := 8 * k
		if c.m.p.Layout.BigEndian {
			sh = 8 * (3 - k)
		}
		s[k] = Byte{Bits: byte(x >> sh)}
	}
	return true
}

// parseCInt parses s as strtol (signed) or strtoul does in base base (0:
// by its prefix): n is the number of bytes used (0 when there is no
// number), mag the magnitude, neg a minus sign, over an overflow of
// 64 bits.
func parseCInt(s []byte, base int) (n int, mag uint64, neg, over bool) {
	i := 0
	for i < len(s) && isSpace(s[i]) {
		i++
	}
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	hexDigit := func(k int) bool {
		return k < len(s) && digitValue(s[k]) < 16
	}
	switch {
	case (base == 0 || base == 16) && i+1 < len(s) && s[i] == '0' && s[i+1]|0x20 == 'x' && hexDigit(i+2):
		i += 2
		base = 16
	case base == 0 && i < len(s) && s[i] == '0':
		base = 8
	case base == 0:
		base = 10
	}
	start := i
	for i < len(s) && digitValue(s[i]) < base {
		hi, lo := mulAdd(mag, uint64(base), uint64(digitValue(s[i])))
		over = over || hi != 0
		mag = lo
		i++
	}
	if i == start {
		return 0, 0, false, false
	}
	return i, mag, neg, over
}

// digitValue is b's value as a digit of a base up to 36 (99 for none).
func digitValue(b byte) int {
	switch {
	case b >= '0' && b <= '9':
		return int(b - '0')
	case b|0x20 >= 'a' && b|0x20 <= 'z':
		return int(b|0x20-'a') + 10
	}
	return 99
}

// clampCInt is strtol's (signed) or strtoul's result of width w for a
// parse, and whether it is out of range (ERANGE).
func clampCInt(mag uint64, neg, over, signed bool, w uint32) (uint64, bool) {
	if signed {
		lim := uint64(1) << (w - 1) // |LONG_MIN|
		switch {
		case neg && (over || mag > lim):
			return lim, true
		case neg:
			return -mag, false
		case over || mag > lim-1:
			return lim - 1, true
		}
		return mag, false
	}
	max := widthMask(w)
	if over || mag > max {
		return max, true
	}
	if neg {
		return -mag, false
	}
	return mag, false
}

// strtoInt is strtol and strtoul (signed false) for the width of the
// call's result: long is 64 bits on LP64 targets and 32 on ILP32 ones.
func (c *libCall) strtoInt(signed bool) bool {
	a, ok := c.fixedArgs(3)
	if !ok {
		return false
	}
	p, end := a[0], a[1]
	base := int64(int32(a[2].Bits))
	if base < 0 || base == 1 || base > 36 {
		return c.m.unsupportedStop(unsupported("@%s with base %d (EINVAL)", c.f.name, base))
	}
	s, ok := c.stringAt(p, 0, -1)
	if !ok {
		return false
	}
	n, mag, neg, over := parseCInt(s, int(base))
	w := c.call.Ty.Bits
	x, erange := clampCInt(mag, neg, over, signed, w)
	if erange && !c.setErrno(errnoERANGE) {
		return false
	}
	if end.Bits != 0 || end.Prov != 0 {
		ep := ptrAdd(p, uint64(n))
		if ub := c.m.mem.Store(ir.Ptr, end, 1, &ep); ub != UBNone {
			return c.memUB(ub, 1)
		}
	}
	return c.setInt(x)
}

// libAtoi is atoi, atol and atoll as glibc has them: strtol(s, NULL, 10)
// converted to the result's type (C leaves a value out of range
// undefined; glibc's conversion sets ERANGE and truncates).
func libAtoi(c *libCall) bool {
	s, ok := c.cstring(0, -1)
	if !ok {
		return false
	}
	_, mag, neg, over := parseCInt(s, 10)
	x, erange := clampCInt(mag, neg, over, true, 64)
	if w := c.call.Ty.Bits; w < 64 && int64(x) != int64(x<<(64-w))>>(64-w) {
		return c.ub(UBLibrary, "the value is out of the range of the result (C11 7.22.1)")
	}
	if erange {
		return c.ub(UBLibrary, "the value is out of the range of long (C11 7.22.1)")
	}
	return c.setInt(x)
}

// strtok is strtok and (reentrant) strtok_r: the token's end is
// overwritten with NUL and the position after it saved.
func (c *libCall) strtok(reentrant bool) bool {
	a, ok := c.fixedArgs(2)
	if !ok {
		return false
	}
	s, delim := *a[0], a[1]
	var save *Val
	if reentrant {
		if save, ok = c.ptr(2); !ok {
			return false
		}
	}
	if s.Bits == 0 && s.Prov == 0 {
		// Continue where the last call stopped.
		if reentrant {
			var v Val
			if ub := c.m.mem.Load(ir.Ptr, save, 1, &v, nil); ub != UBNone {
				return c.memUB(ub, 2)
			}
			if v.Poison || anyUndef(&v) {
				return c.ub(UBLibrary, "*saveptr is not a position a previous call saved")
			}
			s = v
		} else {
			s = c.m.str.strtok
		}
		if s.Bits == 0 && s.Prov == 0 {
			return c.ub(UBNullAccess, "no string to continue (the first call passes one)")
		}
	}
	d, ok := c.stringAt(delim, 1, -1)
	if !ok {
		return false
	}
	str, ok := c.stringAt(&s, 0, -1)
	if !ok {
		return false
	}
	k := 0
	for k < len(str) && bytes.IndexByte(d, str[k]) >= 0 {
		k++
	}
	tok := ptrAdd(&s, uint64(k))
	next := ptrAdd(&s, uint64(len(str)))
	result := Val{}
	if k < len(str) {
		result = tok
		e := k
		for e < len(str) && bytes.IndexByte(d, str[e]) < 0 {
			e++
		}
		if e < len(str) {
			at := ptrAdd(&s, uint64(e))
			if !c.store(&at, 0, []byte{0}) {
				return false
			}
			next = ptrAdd(&s, uint64(e+1))
		}
	}
	if reentrant {
		if ub := c.m.mem.Store(ir.Ptr, save, 1, &next); ub != UBNone {
			return c.memUB(ub, 2)
		}
	} else {
		c.m.str.strtok = next
	}
	return c.setPtr(result)
}

// The character classes (ctype.h) of the "C" locale, as glibc has them:
// the functions, and the tables its macros index through __ctype_b_loc,
// __ctype_toupper_loc and __ctype_tolower_loc (384 entries, -128..255).

// ctypeClass is the glibc class bit _ISbit(bit) of the C locale's table
// entries, which glibc numbers for the host's byte order.
func ctypeClass(bit uint, bigEndian bool) uint16 {
	if bigEndian {
		return 1 << bit
	}
	if bit < 8 {
		return (1 << bit) << 8
	}
	return (1 << bit) >> 8
}

// ctypeBits is the classes of c (0..255) as glibc's "C" locale table
// holds them.
func ctypeBits(c int, bigEndian bool) uint16 {
	if c < 0 || c > 127 {
		return 0
	}
	b := byte(c)
	var v uint16
	set := func(bit uint, ok bool) {
		if ok {
			v |= ctypeClass(bit, bigEndian)
		}
	}
	upper, lower, digit := b >= 'A' && b <= 'Z', b >= 'a' && b <= 'z', b >= '0' && b <= '9'
	alpha := upper || lower
	print := b >= 0x20 && b < 0x7f
	set(0, upper)
	set(1, lower)
	set(2, alpha)
	set(3, digit)
	set(4, digit || b|0x20 >= 'a' && b|0x20 <= 'f')
	set(5, isSpace(b))
	set(6, print)
	set(7, print && b != ' ')
	set(8, b == ' ' || b == '\t')
	set(9, b < 0x20 || b == 0x7f)
	set(10, print && b != ' ' && !alpha && !digit)
	set(11, alpha || digit)
	return v
}

// ctypeCase is toupper (upper) or tolower of c in the C locale.
func ctypeCase(c int, upper bool) int {
	switch {
	case upper && c >= 'a' && c <= 'z':
		return c - 32
	case !upper && c >= 'A' && c <= 'Z':
		return c + 32
	}
	return c
}

// ctypeFuncs are the class functions by name and the bit they test.
var ctypeFuncs = map[string]uint{
	"isupper": 0, "islower": 1, "isalpha": 2, "isdigit": 3, "isxdigit": 4, "isspace": 5,
	"isprint": 6, "isgraph": 7, "isblank": 8, "iscntrl": 9, "ispunct": 10, "isalnum": 11,
}

// libCtypeFuncs are the class functions, toupper and tolower, and the
// table accessors glibc's macros call.
func libCtypeFuncs() []*libFunc {
	var out []*libFunc
	for name, bit := range ctypeFuncs {
		out = append(out, &libFunc{name, "ii", func(c *libCall) bool {
			x, ok := c.ctypeArg()
			if !ok {
				return false
			}
			be := c.m.p.Layout.BigEndian
			return c.setInt(uint64(ctypeBits(x, be) & ctypeClass(bit, be)))
		}})
	}
	return append(out,
		&libFunc{"toupper", "ii", func(c *libCall) bool { return c.ctypeConv(true) }},
		&libFunc{"tolower", "ii", func(c *libCall) bool { return c.ctypeConv(false) }},
		&libFunc{"isascii", "ii", func(c *libCall) bool { return c.asciiFunc(false) }},
		&libFunc{"toascii", "ii", func(c *libCall) bool { return c.asciiFunc(true) }},
		&libFunc{"__ctype_b_loc", "p", func(c *libCall) bool { return c.ctypeTable(0) }},
		&libFunc{"__ctype_toupper_loc", "p", func(c *libCall) bool { return c.ctypeTable(1) }},
		&libFunc{"__ctype_tolower_loc", "p", func(c *libCall) bool { return c.ctypeTable(2) }},
	)
}

// ctypeArg is the int argument of a class function: EOF or an unsigned
// char's value (C11 7.4p1), or a signed char's, which glibc's tables
// also cover.
func (c *libCall) ctypeArg() (int, bool) {
	x, ok := c.int(0)
	if !ok {
		return 0, false
	}
	if x < -128 || x > 255 {
		return 0, c.ub(UBLibrary, "%d is neither EOF nor an unsigned char's value (C11 7.4p1)", x)
	}
	return int(x), true
}

func (c *libCall) ctypeConv(upper bool) bool {
	x, ok := c.ctypeArg()
	if !ok {
		return false
	}
	return c.setInt(uint64(int64(ctypeCase(x, upper))))
}

func (c *libCall) asciiFunc(conv bool) bool {
	x, ok := c.int(0)
	if !ok {
		return false
	}
	if conv {
		return c.setInt(uint64(x & 0x7f))
	}
	return c.setInt(b2u(x&^0x7f == 0))
}

// ctypeTable is __ctype_b_loc (0), __ctype_toupper_loc (1) and
// __ctype_tolower_loc (2): the address of a pointer to entry 0 of a table
// of entries -128..255, made read-only on first use in a run.
func (c *libCall) ctypeTable(which int) bool {
	m := c.m
	if loc := m.str.ctype[which]; loc.Prov != 0 {
		return c.setPtr(loc)
	}
	esize := uint64(4)
	if which == 0 {
		esize = 2
	}
	tab, ok := m.mem.Alloc(ObjGlobal, 384*esize, 8)
	if !ok {
		return m.noResult("%s", m.mem.budgetReason())
	}
	s, _ := m.mem.span(&tab, true)
	be := m.p.Layout.BigEndian
	for i := range 384 {
		ch := i - 128
		var v uint64
		switch which {
		case 0:
			v = uint64(ctypeBits(ch, be))
		default:
			v = uint64(uint32(int32(ctypeCase(ch, which == 1))))
			if ch < 0 {
				v = uint64(uint32(int32(ch)))
			}
		}
		for k := range esize {
			sh := 8 * k
			if be {
				sh = 8 * (esize - 1 - k)
			}
			s[uint64(i)*esize+k] = Byte{Bits: byte(v >> sh)}
		}
	}
	m.mem.Protect(&tab)
	psize := m.p.Layout.StoreSize(ir.Ptr)
	loc, ok := m.mem.Alloc(ObjGlobal, psize, psize)
	if !ok {
		return m.noResult("%s", m.mem.budgetReason())
	}
	entry0 := ptrAdd(&tab, 128*esize)
	if ub := m.mem.Store(ir.Ptr, &loc, psize, &entry0); ub != UBNone {
		return c.ub(ub, "laying out the ctype table")
	}
	m.mem.Protect(&loc)
	m.str.ctype[which] = loc
	return c.setPtr(loc)
}
