package semantics

import "bytes"

// The string and memory functions of <string.h>.
var libStringFuncs = []*libFunc{
	{"strlen", "ip", func(c *libCall) bool {
		s, ok := c.cstring(0, -1)
		return ok && c.setInt(uint64(len(s)))
	}},
	{"strcmp", "ipp", func(c *libCall) bool { return c.compare(-1, true) }},
	{"strncmp", "ippi", func(c *libCall) bool { return c.boundedCompare(true) }},
	{"memcmp", "ippi", func(c *libCall) bool { return c.boundedCompare(false) }},
	{"bcmp", "ippi", func(c *libCall) bool { return c.boundedCompare(false) }},
	{"strcpy", "ppp", func(c *libCall) bool { return c.strcpy(false) }},
	{"strcat", "ppp", func(c *libCall) bool { return c.strcpy(true) }},
	{"strncpy", "pppi", libStrncpy},
	{"strchr", "ppi", func(c *libCall) bool { return c.strchr(false) }},
	{"strrchr", "ppi", func(c *libCall) bool { return c.strchr(true) }},
	{"strstr", "ppp", libStrstr},
	{"memchr", "ppii", libMemchr},
	{"memcpy", "pppi", func(c *libCall) bool { return c.memcpy(false) }},
	{"memmove", "pppi", func(c *libCall) bool { return c.memcpy(true) }},
	{"memset", "ppii", libMemset},
}

// setSign gives the call the result of a comparison whose first differing
// bytes differ by diff. C fixes only its sign; glibc returns diff and
// LLVM's folding -1 or 1. A concrete (target) run returns glibc's value;
// the source mode allows every value of the sign (a positive result is
// over-approximated by "any non-negative value", which the representation
// can say), so that no choice of a target is a false alarm.
func (c *libCall) setSign(diff int) bool {
	if c.in.dst < 0 || !c.call.Ty.IsInt() {
		return true
	}
	w := c.call.Ty.Bits
	if diff == 0 || c.m.ev.ch != nil {
		return c.setInt(uint64(int64(diff)))
	}
	sign := uint64(1) << (w - 1)
	v := Val{Undef: widthMask(w) &^ sign, Nondet: true}
	if diff < 0 {
		v.Bits = sign
	}
	c.regs[c.in.dst] = v
	return true
}

// compare compares the strings (or byte arrays) arguments 0 and 1 point to,
// reading at most n bytes (n < 0: no bound) and, for strings, stopping at
// a NUL. Bytes are read up to the first difference, each must be
// determined, and each read must be in bounds.
func (c *libCall) compare(n int64, str bool) bool {
	ab, ok := c.fixedArgs(2)
	if !ok {
		return false
	}
	a, b := ab[0], ab[1]
	if n == 0 {
		return c.setInt(0)
	}
	sa, ub := c.m.mem.span(a, false)
	if ub != UBNone {
		return c.memUB(ub, 0)
	}
	sb, ub := c.m.mem.span(b, false)
	if ub != UBNone {
		return c.memUB(ub, 1)
	}
	for k := 0; n < 0 || int64(k) < n; k++ {
		if k >= len(sa) || k >= len(sb) {
			i := 0
			if k >= len(sb) {
				i = 1
			}
			return c.ub(UBOutOfBounds, "reads past the object argument %d points to", i+1)
		}
		if st := byteState(&sa[k]); st != 0 {
			return c.byteUB(st, 0, k)
		}
		if st := byteState(&sb[k]); st != 0 {
			return c.byteUB(st, 1, k)
		}
		x, y := sa[k].Bits, sb[k].Bits
		if x != y {
			return c.setSign(int(x) - int(y))
		}
		if str && x == 0 {
			break
		}
	}
	return c.setInt(0)
}

// boundedCompare is strncmp (str) and memcmp/bcmp: the bound is argument 2.
func (c *libCall) boundedCompare(str bool) bool {
	n, ok := c.uint(2)
	if !ok {
		return false
	}
	if n > 1<<62 {
		n = 1 << 62
	}
	return c.compare(int64(n), str)
}

// strcpy is strcpy and (append) strcat.
func (c *libCall) strcpy(appendTo bool) bool {
	dst, ok := c.ptr(0)
	if !ok {
		return false
	}
	s, ok := c.cstring(1, -1)
	if !ok {
		return false
	}
	at := *dst
	if appendTo {
		d, ok := c.stringAt(dst, 0, -1)
		if !ok {
			return false
		}
		at = ptrAdd(dst, uint64(len(d)))
	}
	src := c.args[1]
	if overlaps(&at, uint64(len(s))+1, src, uint64(len(s))+1) {
		return c.ub(UBOverlap, "the strings overlap")
	}
	return c.store(&at, 0, append(s, 0)) && c.setPtr(*dst)
}

// overlaps reports whether the n bytes at p and the k bytes at q overlap.
func overlaps(p *Val, n uint64, q *Val, k uint64) bool {
	return p.Prov == q.Prov && p.Bits < q.Bits+k && q.Bits < p.Bits+n
}

func libStrncpy(c *libCall) bool {
	a, ok := c.fixedArgs(3)
	if !ok {
		return false
	}
	dst, n := a[0], a[2].Bits
	if n == 0 {
		return c.setPtr(*dst)
	}
	if n > 1<<30 {
		return c.ub(UBOutOfBounds, "writes %d bytes", n)
	}
	s, ok := c.cstring(1, int(n))
	if !ok {
		return false
	}
	if overlaps(dst, n, c.args[1], uint64(len(s))) {
		return c.ub(UBOverlap, "the strings overlap")
	}
	w := make([]byte, n) // the string, then NULs up to n bytes
	copy(w, s)
	return c.store(dst, 0, w) && c.setPtr(*dst)
}

// strchr is strchr and (last) strrchr: the terminating NUL is part of the
// string searched.
func (c *libCall) strchr(last bool) bool {
	a, ok := c.fixedArgs(2)
	if !ok {
		return false
	}
	p, ch := a[0], a[1].Bits
	s, ok := c.stringAt(p, 0, -1)
	if !ok {
		return false
	}
	s = append(s, 0)
	k := bytes.IndexByte(s, byte(ch))
	if last {
		k = bytes.LastIndexByte(s, byte(ch))
	}
	if k < 0 {
		return c.setPtr(Val{})
	}
	return c.setPtr(ptrAdd(p, uint64(k)))
}

func libStrstr(c *libCall) bool {
	p, ok := c.ptr(0)
	if !ok {
		return false
	}
	s, ok := c.stringAt(p, 0, -1)
	if !ok {
		return false
	}
	needle, ok := c.cstring(1, -1)
	if !ok {
		return false
	}
	k := bytes.Index(s, needle)
	if k < 0 {
		return c.setPtr(Val{})
	}
	return c.setPtr(ptrAdd(p, uint64(k)))
}

// libMemchr reads the bytes in order and stops at the first match (C11
// 7.24.5.1), so only those must be in bounds and determined.
func libMemchr(c *libCall) bool {
	a, ok := c.fixedArgs(3)
	if !ok {
		return false
	}
	p, ch, n := a[0], a[1].Bits, a[2].Bits
	if n == 0 {
		return c.setPtr(Val{})
	}
	s, ub := c.m.mem.span(p, false)
	if ub != UBNone {
		return c.memUB(ub, 0)
	}
	for k := uint64(0); k < n; k++ {
		if k >= uint64(len(s)) {
			return c.ub(UBOutOfBounds, "reads past the object argument 1 points to")
		}
		if st := byteState(&s[k]); st != 0 {
			return c.byteUB(st, 0, int(k))
		}
		if s[k].Bits == byte(ch) {
			return c.setPtr(ptrAdd(p, k))
		}
	}
	return c.setPtr(Val{})
}

// memcpy is memcpy and (mayOverlap) memmove: bytes are copied as they are,
// undef, poison and pointer provenance included.
func (c *libCall) memcpy(mayOverlap bool) bool {
	a, ok := c.fixedArgs(3)
	if !ok {
		return false
	}
	dst, src, n := a[0], a[1], a[2].Bits
	if !mayOverlap && n > 0 && overlaps(dst, n, src, n) {
		return c.ub(UBOverlap, "source and destination overlap")
	}
	if ub := c.m.mem.Copy(dst, src, n, true, nil); ub != UBNone {
		return c.ub(ub, "copying %d bytes", n)
	}
	return c.setPtr(*dst)
}

func libMemset(c *libCall) bool {
	a, ok := c.fixedArgs(3)
	if !ok {
		return false
	}
	dst, n := a[0], a[2].Bits
	b := Val{Bits: a[1].Bits & 0xff}
	if ub := c.m.mem.Set(dst, &b, n); ub != UBNone {
		return c.ub(ub, "setting %d bytes", n)
	}
	return c.setPtr(*dst)
}
