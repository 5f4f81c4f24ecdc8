package semantics

import (
	"errors"
	"fmt"
	"math"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics/cformat"
)

// Output: a program writes to stdout and stderr, which the run records byte
// for byte as observable behaviour. The streams are the FILE objects the
// declared globals @stdin, @stdout and @stderr point to (see
// Machine.layoutFiles); a stream other than stdout and stderr is
// unsupported.

// The standard streams, as indices of Machine.files.
const (
	streamIn = iota
	streamOut
	streamErr
)

// streamNames are the globals through which C code reaches the streams.
var streamNames = [3]string{"stdin", "stdout", "stderr"}

// The output functions.
var libStdioFuncs = []*libFunc{
	{"printf", "ip.", func(c *libCall) bool { return c.printf(streamOut, 0) }},
	{"fprintf", "ipp.", func(c *libCall) bool {
		s, ok := c.stream(0)
		return ok && c.printf(s, 1)
	}},
	{"sprintf", "ipp.", func(c *libCall) bool { return c.sprintf(false) }},
	{"snprintf", "ipip.", func(c *libCall) bool { return c.sprintf(true) }},
	{"puts", "ip", func(c *libCall) bool {
		s, ok := c.cstring(0, -1)
		return ok && c.emit(streamOut, append(s, '\n')) && c.setInt(uint64(len(s)+1)) // glibc: the bytes written
	}},
	{"putchar", "ii", func(c *libCall) bool { return c.putc(streamOut, 0) }},
	{"fputc", "iip", func(c *libCall) bool {
		s, ok := c.stream(1)
		return ok && c.putc(s, 0)
	}},
	{"putc", "iip", func(c *libCall) bool {
		s, ok := c.stream(1)
		return ok && c.putc(s, 0)
	}},
	{"fputs", "ipp", func(c *libCall) bool {
		s, ok := c.stream(1)
		if !ok {
			return false
		}
		b, ok := c.cstring(0, -1)
		return ok && c.emit(s, b) && c.setInt(1)
	}},
	{"fwrite", "ipiip", libFwrite},
	// fflush writes out what the stream holds: the run records each
	// byte as it is written, so there is nothing left to write. A null
	// stream flushes every output stream. Only in a whole program: a
	// test function's harness keeps what it prints in stdio's buffer,
	// apart from its own reports, which a flush would mix them into.
	{"fflush", "ip", func(c *libCall) bool {
		if !c.m.program {
			return c.m.unsupportedStop(unsupported("@fflush in a test function (it would write into the harness's reports)"))
		}
		if p, ok := c.ptr(0); !ok {
			return false
		} else if p.Bits == 0 && p.Prov == 0 {
			return c.fflushAll() && c.setInt(0)
		}
		s, ok := c.stream(0)
		if ok && s >= fileStreamBase {
			st := c.m.streams[s-fileStreamBase]
			if st.mem != nil && !c.fmemFlush(st) {
				return false
			}
			st.lastOp = 0
		}
		return ok && c.setInt(0)
	}},
}

// emit appends b to stream s.
func (c *libCall) emit(s int, b []byte) bool {
	m := c.m
	if s >= fileStreamBase {
		return c.writeFile(m.streams[s-fileStreamBase], b)
	}
	if len(m.stdout)+len(m.stderr)+len(b) > m.cfg.MaxOutput {
		return m.noResult("output budget (%d bytes) exhausted", m.cfg.MaxOutput)
	}
	if s == streamErr {
		m.stderr = append(m.stderr, b...)
	} else {
		m.stdout = append(m.stdout, b...)
	}
	return true
}

// stream returns the output stream argument i designates: streamOut,
// streamErr, or fileStreamBase+k for m.streams[k].
func (c *libCall) stream(i int) (int, bool) {
	s, std, ok := c.fileStream(i)
	switch {
	case !ok:
		return 0, false
	case s == nil && std == streamIn:
		return 0, c.ub(UBLibrary, "writes to stdin")
	}
	return std, true
}

// putc writes the character argument i holds.
func (c *libCall) putc(s, i int) bool {
	ch, ok := c.uint(i)
	return ok && c.emit(s, []byte{byte(ch)}) && c.setInt(ch&0xff)
}

// format formats the printf format argument i with the arguments after
// it; ok is false when the run has stopped.
func (c *libCall) format(i int) (out []byte, ok bool) {
	f, ok := c.cstring(i, -1)
	if !ok {
		return nil, false
	}
	c.read = c.read[:0]
	var a cformat.Args = &formatArgs{c: c, next: i + 1}
	if c.va != nil {
		a = c.va
	}
	out, err := cformat.Format(f, a)
	if err == nil {
		return out, true
	}
	if errors.Is(err, errRunStopped) {
		return nil, false
	}
	var ce *cformat.Error
	if errors.As(err, &ce) && ce.Unsupported {
		return nil, c.m.unsupportedStop(unsupported("@%s: %s", c.f.name, ce.Error()))
	}
	return nil, c.ub(UBLibrary, "%v", err)
}

// printf is printf and fprintf: the format is argument i.
func (c *libCall) printf(s, i int) bool {
	out, ok := c.format(i)
	return ok && c.emit(s, out) && c.setInt(uint64(len(out)))
}

// sprintf is sprintf and (bounded) snprintf.
func (c *libCall) sprintf(bounded bool) bool {
	fi := 1
	var n uint64
	if bounded {
		fi = 2
		var ok bool
		if n, ok = c.uint(1); !ok {
			return false
		}
	}
	dst, ok := c.ptr(0)
	if !ok {
		return false
	}
	out, ok := c.format(fi)
	if !ok {
		return false
	}
	w := append(out, 0)
	if bounded {
		if n == 0 {
			w = nil
		} else if uint64(len(w)) > n {
			w = append(w[:n-1:n-1], 0)
		}
	}
	if len(w) > 0 && overlapsString(c, dst, uint64(len(w)), fi) {
		return c.ub(UBOverlap, "the output overlaps the format")
	}
	for _, r := range c.read {
		if overlaps(dst, uint64(len(w)), &r.p, r.n) {
			return c.ub(UBOverlap, "the output overlaps a string argument")
		}
	}
	return c.store(dst, 0, w) && c.setInt(uint64(len(out)))
}

// overlapsString reports whether the n bytes at dst overlap the string
// argument i points to (C: copying between overlapping objects is UB).
func overlapsString(c *libCall, dst *Val, n uint64, i int) bool {
	src := c.args[i]
	if src.Prov != dst.Prov {
		return false
	}
	s, _ := c.stringAt(src, i, -1)
	end := src.Bits + uint64(len(s)) + 1
	return dst.Bits < end && src.Bits < dst.Bits+n
}

func libFwrite(c *libCall) bool {
	s, ok := c.stream(3)
	if !ok {
		return false
	}
	a, ok := c.fixedArgs(3)
	if !ok {
		return false
	}
	p, size, n := a[0], a[1].Bits, a[2].Bits
	total := size * n
	if size != 0 && total/size != n {
		return c.ub(UBLibrary, "size %d times count %d overflows", size, n)
	}
	if total == 0 {
		return c.setInt(0)
	}
	b, ub := c.m.mem.ReadBytes(p, total)
	if ub != UBNone {
		return c.memUB(ub, 0)
	}
	for k := range b {
		if st := byteState(&b[k]); st != 0 {
			return c.byteUB(st, 0, k)
		}
	}
	return c.emit(s, byteValues(b)) && c.setInt(n)
}

// errRunStopped tells cformat.Format's caller that reading an argument
// ended the run (m.stop is set).
var errRunStopped = errors.New("the run stopped")

// formatArgs reads printf's variadic arguments from a call: each must have
// the type its conversion takes after the default argument promotions.
type formatArgs struct {
	c    *libCall
	next int
}

func (a *formatArgs) take(want string, ok func(*ir.Type) bool) (int, error) {
	i := a.next
	if i >= len(a.c.args) {
		return 0, fmt.Errorf("no argument left (the call passes %d)", len(a.c.args))
	}
	a.next++
	if t := a.c.argType(i); !ok(t) {
		return 0, fmt.Errorf("argument %d is %s, the conversion takes %s", i+1, t, want)
	}
	return i, nil
}

func (a *formatArgs) value(want string, ok func(*ir.Type) bool) (*Val, int, error) {
	i, err := a.take(want, ok)
	if err != nil {
		return nil, 0, err
	}
	v, good := a.c.defined(i)
	if !good {
		return nil, 0, errRunStopped
	}
	return v, i, nil
}

// Int implements cformat.Args: the next argument, an integer of size bytes.
func (a *formatArgs) Int(size int, signed bool) (uint64, error) {
	w := uint32(size * 8)
	v, _, err := a.value(fmt.Sprintf("i%d", w), func(t *ir.Type) bool { return t.IsInt() && t.Bits == w })
	if err != nil {
		return 0, err
	}
	if signed {
		return uint64(int64(v.Bits<<(64-w)) >> (64 - w)), nil
	}
	return v.Bits, nil
}

// Double implements cformat.Args: the next argument, a double.
func (a *formatArgs) Double() (float64, error) {
	i, err := a.take("double", func(t *ir.Type) bool { return t.Kind == ir.DoubleType })
	if err != nil {
		return 0, err
	}
	if v := a.c.args[i]; a.c.m.ev.ch == nil && certainNaN(v) {
		// A NaN whose sign or payload the Language Reference leaves
		// nondeterministic: printf prints "nan" or "-nan" whatever the
		// payload, so only the sign is a choice (a path each).
		const sign = uint64(1) << 63
		x := v.Bits &^ v.Undef & sign
		if v.Undef&sign != 0 && a.c.m.choose(2) == 1 {
			x = sign
		}
		return math.Float64frombits(x | 0x7ff8_0000_0000_0000), nil
	}
	v, good := a.c.defined(i)
	if !good {
		return 0, errRunStopped
	}
	return math.Float64frombits(v.Bits), nil
}

// certainNaN reports whether the double v, a frozen value with
// undetermined bits, is a NaN whatever they are: its exponent bits are
// all determined ones and a determined significand bit is one.
func certainNaN(v *Val) bool {
	const exp, frac = uint64(0x7ff) << 52, uint64(1)<<52 - 1
	return !v.Poison && v.Nondet && v.X == nil && v.Undef != 0 &&
		v.Undef&exp == 0 && v.Bits&exp == exp && v.Bits&^v.Undef&frac != 0
}

// LongDouble implements cformat.LongDoubleArgs: the next argument, an
// x86_fp80.
func (a *formatArgs) LongDouble() (uint64, uint16, error) {
	v, _, err := a.value("x86_fp80", func(t *ir.Type) bool { return t.Kind == ir.X86FP80Type })
	if err != nil {
		return 0, 0, err
	}
	return v.X.Words[0], uint16(v.X.Words[1]), nil
}

// String implements cformat.Args: the string the next argument points to
// (at most max bytes when max >= 0), recorded as read.
func (a *formatArgs) String(max int) ([]byte, error) {
	v, i, err := a.value("ptr", func(t *ir.Type) bool { return t.IsPtr() })
	if err != nil {
		return nil, err
	}
	s, ok := a.c.stringAt(v, i, max)
	if !ok {
		return nil, errRunStopped
	}
	n := uint64(len(s))
	if max < 0 || len(s) < max {
		n++ // the NUL was read too
	}
	a.c.read = append(a.c.read, span{*v, n})
	return s, nil
}

// Pointer implements cformat.Args: the next argument, a pointer.
func (a *formatArgs) Pointer() (uint64, error) {
	v, _, err := a.value("ptr", func(t *ir.Type) bool { return t.IsPtr() })
	if err != nil {
		return 0, err
	}
	return v.Bits, nil
}

// layoutFiles makes the FILE objects of the standard streams the module
// declares (@stdin, @stdout, @stderr as external globals holding a
// pointer) and points the globals at them. A module that declares none
// gets no objects, so its addresses are as before.
func (m *Machine) layoutFiles() *Outcome {
	m.files = [3]uint32{}
	for s, name := range streamNames {
		for i := range m.p.globals {
			g := &m.p.globals[i]
			if g.g.Name != name || g.g.Init != nil || !g.g.ValueType.IsPtr() {
				continue
			}
			f, ok := m.mem.Alloc(ObjGlobal, 216, 8) // glibc's sizeof(FILE)
			if !ok {
				return &Outcome{Kind: NoResult, Reason: "memory budget exhausted by globals"}
			}
			if ub := m.mem.Store(ir.Ptr, &g.ptr, 1, &f); ub != UBNone {
				return &Outcome{Kind: Unsupported, Reason: "@" + name + ": " + ub.String()}
			}
			m.files[s] = f.Prov
		}
	}
	return nil
}

// fileSystemNames are the C library's functions that open, create or
// change files (or FILE streams over memory): a program that calls them
// is not judged, for that named reason.
var fileSystemNames = map[string]bool{
	"fopen": true, "fopen64": true, "freopen": true, "fdopen": true, "tmpfile": true, "tmpfile64": true,
	"open_memstream": true, "open": true, "open64": true, "creat": true,
	"remove": true, "unlink": true, "rename": true, "mkstemp": true, "tmpnam": true, "mkdir": true,
}
