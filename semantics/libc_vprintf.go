package semantics

import (
	"math"

	"github.com/irfuzz/irfuzz/ir"
)

// The vprintf family takes its arguments from a va_list: on a target
// whose va_list the semantics lays out (valist.go), the argument area
// llvm.va_start made, read as the target's va_arg reads it (8-byte
// slots, each aligned to its type's alignment when larger). Elsewhere
// the family is unsupported.
var libVprintfFuncs = []*libFunc{
	{"vprintf", "ipp", func(c *libCall) bool {
		return c.withVAList(1) && c.printf(streamOut, 0)
	}},
	{"vfprintf", "ippp", func(c *libCall) bool {
		s, ok := c.stream(0)
		return ok && c.withVAList(2) && c.printf(s, 1)
	}},
	{"vsprintf", "ippp", func(c *libCall) bool { return c.withVAList(2) && c.sprintf(false) }},
	{"vsnprintf", "ipipp", func(c *libCall) bool { return c.withVAList(3) && c.sprintf(true) }},
}

func init() {
	if libFuncs == nil {
		libFuncs = map[string]*libFunc{}
	}
	for _, f := range libVprintfFuncs {
		libFuncs[f.name] = f
	}
}

// withVAList makes the format's arguments those of the va_list argument
// i points to (the list itself is left as it was: C leaves its value
// indeterminate after the call).
func (c *libCall) withVAList(i int) bool {
	abi := c.m.p.va
	if abi == vaAbstract {
		return c.m.unsupportedStop(unsupported("@%s without a target va_list (the module's triple names none the semantics lays out)", c.f.name))
	}
	ap, ok := c.ptr(i)
	if !ok {
		return false
	}
	at := *ap
	if abi == vaSysV {
		at.Bits += 8 // overflow_arg_area
	}
	var cur Val
	if ub := c.m.mem.Load(ir.Ptr, &at, 1, &cur, nil); ub != UBNone {
		return c.memUB(ub, i)
	}
	if cur.Poison || anyUndef(&cur) {
		return c.ub(UBLibrary, "the va_list was not started by va_start")
	}
	c.va = &vaFormatArgs{c: c, cur: cur}
	return true
}

// vaFormatArgs are a format's arguments read from a va_list's area.
type vaFormatArgs struct {
	c   *libCall
	cur Val // the next argument's slot
}

// next loads the next argument as type t.
func (a *vaFormatArgs) next(t *ir.Type) (Val, error) {
	l := a.c.m.p.Layout
	a.cur.Bits = ir.AlignUp(a.cur.Bits, max(l.ABIAlign(t), 8))
	var v Val
	if ub := a.c.m.mem.Load(t, &a.cur, 1, &v, nil); ub != UBNone {
		a.c.ub(ub, "reading the va_list's arguments")
		return Val{}, errRunStopped
	}
	a.cur.Bits += ir.AlignUp(l.StoreSize(t), 8)
	if v.Poison || anyUndef(&v) {
		a.c.ub(UBLibrary, "an argument in the va_list is not a defined value")
		return Val{}, errRunStopped
	}
	return v, nil
}

// Int implements cformat.Args.
func (a *vaFormatArgs) Int(size int, signed bool) (uint64, error) {
	w := uint32(size * 8)
	v, err := a.next(ir.Int(w))
	if err != nil {
		return 0, err
	}
	if signed {
		return uint64(int64(v.Bits<<(64-w)) >> (64 - w)), nil
	}
	return v.Bits & widthMask(w), nil
}

// Double implements cformat.Args.
func (a *vaFormatArgs) Double() (float64, error) {
	v, err := a.next(ir.Double)
	if err != nil {
		return 0, err
	}
	return math.Float64frombits(v.Bits), nil
}

// LongDouble implements cformat.LongDoubleArgs: the next argument, an
// x86_fp80 in a 16-byte slot.
func (a *vaFormatArgs) LongDouble() (uint64, uint16, error) {
	v, err := a.next(ir.X86FP80)
	if err != nil {
		return 0, 0, err
	}
	return v.X.Words[0], uint16(v.X.Words[1]), nil
}

// String implements cformat.Args.
func (a *vaFormatArgs) String(max int) ([]byte, error) {
	v, err := a.next(ir.Ptr)
	if err != nil {
		return nil, err
	}
	s, ok := a.c.stringAt(&v, 0, max)
	if !ok {
		return nil, errRunStopped
	}
	n := uint64(len(s))
	if max < 0 || len(s) < max {
		n++
	}
	a.c.read = append(a.c.read, span{v, n})
	return s, nil
}

// Pointer implements cformat.Args.
func (a *vaFormatArgs) Pointer() (uint64, error) {
	v, err := a.next(ir.Ptr)
	if err != nil {
		return 0, err
	}
	return v.Bits, nil
}
