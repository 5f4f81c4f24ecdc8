package semantics

import "github.com/irfuzz/irfuzz/ir"

// qsort and bsearch, which call back into the program: the comparison
// function is a defined function of the module, run like any call. C
// leaves the order of the comparisons (and the order of elements the
// comparison calls equal) to the library; the interpreter follows glibc
// 2.36, the C library of the native runs, comparison by comparison:
// qsort is msort.c's merge sort (stable; for elements of more than 32
// bytes it sorts pointers to them and permutes the elements at the end),
// bsearch is bits/stdlib-bsearch.h's bisection.
var libSortFuncs = []*libFunc{
	{"qsort", "vpiip", libQsort},
	{"bsearch", "pppiip", libBsearch},
}

// maxSortBytes bounds the array qsort sorts: glibc sorts a larger one
// (of more than a quarter of the physical memory) with another algorithm.
const maxSortBytes = 1 << 26

// comparator returns the comparison function argument i points to.
func (c *libCall) comparator(i int) (*ir.Function, bool) {
	p, ok := c.ptr(i)
	if !ok {
		return nil, false
	}
	f := c.m.p.objFunc[p.Prov]
	if p.Undef != 0 || f == nil || p.Bits != c.m.p.fnAddr[f].Bits {
		return nil, c.ub(UBLibrary, "argument %d is not a function", i+1)
	}
	if f.IsDeclaration() {
		return nil, c.m.unsupportedStop(unsupported("@%s given the external function @%s to compare with", c.f.name, f.Name))
	}
	if len(f.Params) != 2 || !f.Params[0].Ty.IsPtr() || !f.Params[1].Ty.IsPtr() || !f.RetType().IsInt() || f.RetType().Bits > 64 {
		return nil, c.m.unsupportedStop(unsupported("@%s given @%s, which is not int (const void *, const void *)", c.f.name, f.Name))
	}
	return f, true
}

// compareWith calls the comparison function f with pointers a and b and
// returns the sign of its result, which the library reads: poison or
// undef is undefined behaviour.
func (c *libCall) compareWith(f *ir.Function, a, b Val) (int, bool) {
	m := c.m
	m.siteEffects = unlimited
	if !m.callFunc(f, []*Val{&a, &b}, c.call, m.curFn) {
		return 0, false
	}
	r := m.retVal
	w := f.RetType().Bits
	switch {
	case r.Poison:
		return 0, c.ub(UBLibrary, "@%s returned poison", f.Name)
	case r.Undef != 0 && !r.Nondet:
		return 0, c.ub(UBLibrary, "@%s returned undef", f.Name)
	case r.Undef != 0 && m.ev.ch == nil:
		// The source mode: every sign the frozen value may have is a
		// path of its own, as a branch on it is.
		return signChoice(m, &r, w), true
	case r.Undef != 0:
		r = *m.ev.use(&r, 0, w)
	}
	x := int64(r.Bits<<(64-w)) >> (64 - w)
	switch {
	case x < 0:
		return -1, true
	case x > 0:
		return 1, true
	}
	return 0, true
}

// signChoice chooses one of the signs (-1, 0, 1) the frozen value r of
// width w may have.
func signChoice(m *Machine, r *Val, w uint32) int {
	mask := widthMask(w)
	u := r.Undef & mask
	d := r.Bits &^ u & mask
	sign := uint64(1) << (w - 1)
	var signs []int
	if (d|u)&sign != 0 {
		signs = append(signs, -1)
	}
	if d == 0 {
		signs = append(signs, 0)
	}
	if d&sign == 0 && (d|u)&^sign != 0 {
		signs = append(signs, 1)
	}
	return signs[m.choose(len(signs))]
}

// sorter is one qsort call's state: glibc's struct msort_param.
type sorter struct {
	c    *libCall
	cmp  *ir.Function
	base Val
	s    uint64
	tmp  []Byte
	// perm, for indirect sorting, are the offsets of the elements in
	// their sorted order so far.
	perm []uint64
}

// libQsort is qsort(base, n, size, cmp).
func libQsort(c *libCall) bool {
	a, ok := c.fixedArgs(3)
	if !ok {
		return false
	}
	base, n, s := *a[0], a[1].Bits, a[2].Bits
	cmp, ok := c.comparator(3)
	if !ok {
		return false
	}
	if n <= 1 {
		return true // glibc compares and moves nothing
	}
	if s == 0 || n > maxSortBytes/s {
		return c.m.unsupportedStop(unsupported("qsort of %d elements of %d bytes", n, s))
	}
	if _, ub := c.m.mem.access(&base, n*s, 1, true); ub != UBNone {
		return c.memUB(ub, 0)
	}
	q := &sorter{c: c, cmp: cmp, base: base, s: s}
	if s <= 32 {
		return q.sort(0, n)
	}
	// Indirect sorting: msort sorts pointers to the elements, which stay
	// where they are until the end.
	q.perm = make([]uint64, n)
	for i := range q.perm {
		q.perm[i] = uint64(i) * s
	}
	if !q.sortIndirect(q.perm, make([]uint64, 0, n)) {
		return false
	}
	all, ub := c.m.mem.access(&base, n*s, 1, false)
	if ub != UBNone {
		return c.memUB(ub, 0)
	}
	old := append([]Byte(nil), all...)
	dst, ub := c.m.mem.access(&base, n*s, 1, true)
	if ub != UBNone {
		return c.memUB(ub, 0)
	}
	for i, off := range q.perm {
		copy(dst[uint64(i)*s:], old[off:off+s])
	}
	return true
}

// at is the pointer to the byte at offset off of the array.
func (q *sorter) at(off uint64) Val { return ptrAdd(&q.base, off) }

// sort is msort_with_tmp on the n elements from offset off.
func (q *sorter) sort(off, n uint64) bool {
	if n <= 1 {
		return true
	}
	n1 := n / 2
	n2 := n - n1
	if !q.sort(off, n1) || !q.sort(off+n1*q.s, n2) {
		return false
	}
	b1, b2 := off, off+n1*q.s
	q.tmp = q.tmp[:0]
	take := func(o uint64) bool {
		p := q.at(o)
		b, ub := q.c.m.mem.access(&p, q.s, 1, false)
		if ub != UBNone {
			return q.c.memUB(ub, 0)
		}
		q.tmp = append(q.tmp, b...)
		return true
	}
	for n1 > 0 && n2 > 0 {
		r, ok := q.c.compareWith(q.cmp, q.at(b1), q.at(b2))
		if !ok {
			return false
		}
		if r <= 0 {
			if !take(b1) {
				return false
			}
			b1 += q.s
			n1--
		} else {
			if !take(b2) {
				return false
			}
			b2 += q.s
			n2--
		}
	}
	for ; n1 > 0; n1-- {
		if !take(b1) {
			return false
		}
		b1 += q.s
	}
	// The elements left in the second half are in place already.
	p := q.at(off)
	d, ub := q.c.m.mem.access(&p, uint64(len(q.tmp)), 1, true)
	if ub != UBNone {
		return q.c.memUB(ub, 0)
	}
	copy(d, q.tmp)
	return true
}

// sortIndirect is msort_with_tmp on element offsets (glibc's p.var 3):
// it sorts v, using tmp (of v's capacity) to merge.
func (q *sorter) sortIndirect(v, tmp []uint64) bool {
	n := len(v)
	if n <= 1 {
		return true
	}
	n1 := n / 2
	if !q.sortIndirect(v[:n1], tmp) || !q.sortIndirect(v[n1:], tmp) {
		return false
	}
	tmp = tmp[:0]
	i, j := 0, n1
	for i < n1 && j < n {
		r, ok := q.c.compareWith(q.cmp, q.at(v[i]), q.at(v[j]))
		if !ok {
			return false
		}
		if r <= 0 {
			tmp = append(tmp, v[i])
			i++
		} else {
			tmp = append(tmp, v[j])
			j++
		}
	}
	tmp = append(tmp, v[i:n1]...)
	copy(v, tmp)
	return true
}

// libBsearch is bsearch(key, base, n, size, cmp).
func libBsearch(c *libCall) bool {
	a, ok := c.fixedArgs(4)
	if !ok {
		return false
	}
	key, base, n, s := *a[0], *a[1], a[2].Bits, a[3].Bits
	cmp, ok := c.comparator(4)
	if !ok {
		return false
	}
	lo, hi := uint64(0), n
	for lo < hi {
		idx := lo + (hi-lo)/2 // glibc's (l + u) / 2, which cannot overflow here
		p := ptrAdd(&base, idx*s)
		r, ok := c.compareWith(cmp, key, p)
		if !ok {
			return false
		}
		switch {
		case r < 0:
			hi = idx
		case r > 0:
			lo = idx + 1
		default:
			return c.setPtr(p)
		}
	}
	return c.setPtr(Val{})
}
