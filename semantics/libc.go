package semantics

import (
	"math/bits"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics/cformat"
)

// The C library subset the interpreter gives a meaning to. Each function
// has the C standard's meaning (glibc's where C leaves a choice, as on
// x86-64 and AArch64 Linux), and calling one against its contract is
// undefined behaviour the run reports: a null, dangling or out-of-bounds
// pointer, an unterminated string, overlapping copies, a double free, a
// format that does not match its arguments. A C function reads its
// arguments and branches on them, so a poison or undef argument it reads is
// undefined behaviour too. Any other external function is unsupported, by
// name.

// libFunc is a C library function the interpreter knows the meaning of.
type libFunc struct {
	name string
	// sig is the C signature the meaning is given for: the result, then
	// one letter per fixed parameter. 'v' void, 'i' an integer of at most
	// 64 bits, 'p' a pointer, 'd' a double, 'f' a float, 'L' a long double
	// (x86_fp80), 'x' a result of
	// any type (it is never written); a final '.' takes further
	// (variadic) arguments.
	sig string
	run func(c *libCall) bool
}

// libFuncs maps a function's name to its meaning; filled by init (the
// table refers to functions that refer to the table).
var libFuncs map[string]*libFunc

func init() {
	libFuncs = map[string]*libFunc{}
	for _, l := range [][]*libFunc{libMemoryFuncs, libStdioFuncs, libStringFuncs, libProcessFuncs, libSortFuncs, libFileFuncs, libFenvFuncs, libScanfFuncs, libStrconvFuncs, libThreadFuncs, libMathFuncs()} {
		for _, f := range l {
			libFuncs[f.name] = f
		}
	}
}

// signatureOK reports whether call calls l with the C signature the
// interpreter gives a meaning to.
func (l *libFunc) signatureOK(call *ir.Instruction) bool {
	letter := func(t *ir.Type, c byte) bool {
		switch c {
		case 'v':
			return t.Kind == ir.VoidType
		case 'i':
			return t.IsInt() && t.Bits <= 64
		case 'p':
			return t.IsPtr() && t.AddrSpace == 0
		case 'x':
			return true
		case 'd':
			return t.Kind == ir.DoubleType
		case 'f':
			return t.Kind == ir.FloatType
		case 'L':
			return t.Kind == ir.X86FP80Type
		}
		return false
	}
	if !letter(call.Ty, l.sig[0]) {
		return false
	}
	params := l.sig[1:]
	variadic := len(params) > 0 && params[len(params)-1] == '.'
	if variadic {
		params = params[:len(params)-1]
	}
	args := call.Args()
	if len(args) < len(params) || (!variadic && len(args) > len(params)) {
		return false
	}
	for i := range len(params) {
		if !letter(args[i].Type(), params[i]) {
			return false
		}
	}
	return true
}

// libCall is one call of a C library function being run.
type libCall struct {
	m    *Machine
	f    *libFunc
	in   *inst
	call *ir.Instruction
	args []*Val
	regs []Val
	read []span // the strings a format's arguments read (sprintf's overlap check)
	// va are the arguments of a vprintf-family call: a va_list's (see
	// libc_vprintf.go); nil for the call's own.
	va cformat.Args
}

// span is n bytes at p.
type span struct {
	p Val
	n uint64
}

// ub ends the run with undefined behaviour of kind k in this call.
func (c *libCall) ub(k UBKind, format string, a ...any) bool {
	return c.m.failDetail(k, c.call, "@"+c.f.name+": "+format, a...)
}

// argType is the IR type of argument i.
func (c *libCall) argType(i int) *ir.Type { return c.call.Args()[i].Type() }

// defined returns argument i (a scalar) when it is fully determined; else
// it ends the run: a C function reads its argument, so poison or undef is
// undefined behaviour, and a frozen value the source mode does not know
// is no result (its outcome would depend on the choice).
func (c *libCall) defined(i int) (*Val, bool) {
	v := c.args[i]
	switch {
	case v.Poison:
		return nil, c.ub(UBLibrary, "argument %d is poison", i+1)
	case v.Undef == 0:
		return v, true
	case !v.Nondet:
		return nil, c.ub(UBLibrary, "argument %d is undef", i+1)
	}
	w := uint32(64)
	if t := c.argType(i); t.IsInt() {
		w = t.Bits
	}
	if c.m.ev.ch == nil {
		// The source mode: each value the frozen value may have is a
		// path of its own, when they are few (a NaN's sign: two).
		u := v.Undef & widthMask(w)
		if v.X != nil || bits.OnesCount64(u) > 3 {
			return nil, c.m.noResult("@%s: argument %d is a frozen value the run cannot choose", c.f.name, i+1)
		}
		var cands [8]uint64
		n := 0
		for sub := u; ; sub = (sub - 1) & u {
			cands[n] = v.Bits&^u | sub
			n++
			if sub == 0 {
				break
			}
		}
		chosen := *v
		chosen.Bits, chosen.Undef, chosen.Nondet = cands[c.m.choose(n)], 0, false
		return &chosen, true
	}
	chosen := *c.m.ev.use(v, 0, w) // a copy: the evaluator reuses its slot
	return &chosen, true
}

// fixedArgs returns the first n arguments, each fully determined (see defined).
func (c *libCall) fixedArgs(n int) ([]*Val, bool) {
	vs := make([]*Val, n)
	for i := range vs {
		v, ok := c.defined(i)
		if !ok {
			return nil, false
		}
		vs[i] = v
	}
	return vs, true
}

// uint returns integer argument i, zero-extended.
func (c *libCall) uint(i int) (uint64, bool) {
	v, ok := c.defined(i)
	if !ok {
		return 0, false
	}
	return v.Bits, true
}

// int returns integer argument i, sign-extended from its width.
func (c *libCall) int(i int) (int64, bool) {
	v, ok := c.defined(i)
	if !ok {
		return 0, false
	}
	w := c.argType(i).Bits
	return int64(v.Bits<<(64-w)) >> (64 - w), true
}

// ptr returns pointer argument i (which may be null).
func (c *libCall) ptr(i int) (*Val, bool) { return c.defined(i) }

// setInt gives the call the integer result x (truncated to its type).
func (c *libCall) setInt(x uint64) bool {
	if c.in.dst >= 0 && c.call.Ty.IsInt() {
		c.regs[c.in.dst] = Val{Bits: x & widthMask(c.call.Ty.Bits)}
	}
	return true
}

// setPtr gives the call the pointer result p.
func (c *libCall) setPtr(p Val) bool {
	if c.in.dst >= 0 {
		c.regs[c.in.dst] = p
	}
	return true
}

// ptrAdd returns p moved by n bytes, within the same object.
func ptrAdd(p *Val, n uint64) Val { return Val{Bits: p.Bits + n, Prov: p.Prov} }

// memUB ends the run with the memory UB k of an access through argument i.
func (c *libCall) memUB(k UBKind, i int) bool {
	return c.ub(k, "through argument %d", i+1)
}

// The memory functions.
var libMemoryFuncs = []*libFunc{
	{"malloc", "pi", libMalloc},
	{"calloc", "pii", libCalloc},
	{"realloc", "ppi", libRealloc},
	{"free", "vp", libFree},
	{"aligned_alloc", "pii", libAlignedAlloc},
}

func (c *libCall) alloc(n, align uint64) bool {
	m := c.m
	if n >= 1<<47 {
		return c.setPtr(Val{}) // more than an LP64 Linux process can have: malloc fails
	}
	p, ok := m.mem.Alloc(ObjHeap, n, align)
	if !ok {
		// A real malloc may succeed: no verdict.
		return m.noResult("%s", m.mem.budgetReason())
	}
	return c.setPtr(p)
}

func libMalloc(c *libCall) bool {
	n, ok := c.uint(0)
	return ok && c.alloc(n, 16)
}

func libCalloc(c *libCall) bool {
	a, ok := c.fixedArgs(2)
	if !ok {
		return false
	}
	hi, lo := bits.Mul64(a[0].Bits, a[1].Bits)
	if hi != 0 {
		return c.setPtr(Val{})
	}
	if !c.alloc(lo, 16) {
		return false
	}
	if c.in.dst < 0 {
		return true
	}
	p := c.regs[c.in.dst]
	if p.Bits == 0 {
		return true
	}
	zero := Val{}
	if ub := c.m.mem.Set(&p, &zero, lo); ub != UBNone {
		return c.m.fail(ub, c.call)
	}
	return true
}

func libAlignedAlloc(c *libCall) bool {
	args, ok := c.fixedArgs(2)
	if !ok {
		return false
	}
	a, n := args[0].Bits, args[1].Bits
	if a == 0 || a&(a-1) != 0 || a > 1<<20 {
		// C17 says null; glibc before 2.38 rounds the alignment up.
		return c.m.unsupportedStop(unsupported("aligned_alloc with alignment %d (C libraries differ)", a))
	}
	return c.alloc(n, max(a, 16))
}

func libFree(c *libCall) bool {
	if ub := c.m.mem.Free(c.args[0]); ub != UBNone {
		return c.m.fail(ub, c.call)
	}
	return true
}

func libRealloc(c *libCall) bool {
	m := c.m
	a, ok := c.fixedArgs(2)
	if !ok {
		return false
	}
	old, n := a[0], a[1].Bits
	if old.Bits != 0 {
		base, _, kind, alive := m.mem.Object(old.Prov)
		if kind != ObjHeap || !alive || base != old.Bits {
			return m.fail(UBInvalidFree, c.call)
		}
		if n == 0 {
			// glibc frees the block and returns null.
			m.mem.Free(old)
			return c.setPtr(Val{})
		}
	}
	p, ok := m.mem.Alloc(ObjHeap, n, 16)
	if !ok {
		return m.noResult("%s", m.mem.budgetReason())
	}
	if old.Bits != 0 {
		_, osize, _, _ := m.mem.Object(old.Prov)
		if ub := m.mem.Copy(&p, old, min(osize, n), false, nil); ub != UBNone {
			return m.fail(ub, c.call)
		}
		if ub := m.mem.Free(old); ub != UBNone {
			return m.fail(ub, c.call)
		}
	}
	return c.setPtr(p)
}

// byteUB ends the run for a byte of argument i's object at offset k that
// the function reads and is not determined (state from byteState).
func (c *libCall) byteUB(state, i int, k int) bool {
	switch state {
	case bytePoison:
		return c.ub(UBLibrary, "reads a poison byte at offset %d of argument %d", k, i+1)
	case byteUndef:
		return c.ub(UBLibrary, "reads an undef byte at offset %d of argument %d", k, i+1)
	}
	return c.m.noResult("@%s: reads a frozen byte the run cannot choose", c.f.name)
}

// cstring returns the bytes, without the terminating NUL, of the string
// argument i points to. With max >= 0 at most max bytes are read and the
// string need not end within them.
func (c *libCall) cstring(i, max int) ([]byte, bool) {
	p, ok := c.ptr(i)
	if !ok {
		return nil, false
	}
	return c.stringAt(p, i, max)
}

// stringAt is cstring for the pointer p (argument i, for messages).
func (c *libCall) stringAt(p *Val, i, max int) ([]byte, bool) {
	s, ub := c.m.mem.span(p, false)
	if ub != UBNone {
		return nil, c.memUB(ub, i)
	}
	for k := range s {
		if max >= 0 && k == max {
			return byteValues(s[:k]), true
		}
		if st := byteState(&s[k]); st != 0 {
			return nil, c.byteUB(st, i, k)
		}
		if s[k].Bits == 0 {
			return byteValues(s[:k]), true
		}
	}
	if max >= 0 && len(s) == max {
		return byteValues(s), true
	}
	return nil, c.ub(UBOutOfBounds, "the string argument %d points to is not terminated within its object", i+1)
}

// byteValues returns the value bits of determined memory bytes.
func byteValues(s []Byte) []byte {
	b := make([]byte, len(s))
	for k := range s {
		b[k] = s[k].Bits
	}
	return b
}

// store writes data through pointer p (argument i) as determined bytes.
func (c *libCall) store(p *Val, i int, data []byte) bool {
	if len(data) == 0 {
		return true
	}
	s, ub := c.m.mem.span(p, true)
	if ub != UBNone {
		return c.memUB(ub, i)
	}
	if len(s) < len(data) {
		return c.ub(UBOutOfBounds, "writes %d bytes through argument %d, %d fit", len(data), i+1, len(s))
	}
	for k, b := range data {
		s[k] = Byte{Bits: b}
	}
	return true
}
