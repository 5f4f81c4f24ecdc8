package semantics

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// ArgObject is a memory object that belongs to an input: the object a
// pointer argument points into, as the function's caller made it. The
// pointer arguments of one input that share an ArgObject point into the
// same object (they alias). An ArgObject is never changed by a run.
type ArgObject struct {
	Bytes []Byte // the initial contents; the object's size is len(Bytes)
	Align uint64 // the alignment of the object's base (a power of two; 0 reads as 1)
	// Constant: the object is read-only memory (a constant global of
	// the caller, say): a store to it is undefined behaviour.
	Constant bool
	// Func, when set, makes the argument the address of the function of
	// that name instead (see argfunc.go): a function of the module, or
	// an unknown function (argFuncName). Bytes is then empty.
	Func string
}

// ArgPointer returns a pointer argument to byte off of obj.
func ArgPointer(obj *ArgObject, off int64) Val {
	return Val{Bits: uint64(off), X: &Ext{Obj: obj}}
}

// ArgObjectOf returns the object and offset of a pointer argument made by
// ArgPointer, or nil for any other value.
func (v *Val) ArgObjectOf() (*ArgObject, int64) {
	if v.X == nil || v.X.Obj == nil {
		return nil, 0
	}
	return v.X.Obj, int64(v.Bits)
}

// HasArgObjects reports whether some argument of in points into an
// ArgObject.
func HasArgObjects(in []Val) bool {
	for i := range in {
		if o, _ := in[i].ArgObjectOf(); o != nil {
			return true
		}
	}
	return false
}

// ObjectBytes is the final contents of one argument object after a run.
// The bytes a dead_on_return parameter makes dead at the return are
// poison, which a refinement check lets the target leave as anything.
type ObjectBytes struct {
	// Name is "%argN": the object the N-th argument (the first one that
	// points into it) points into.
	Name  string
	Bytes []Byte
	Ptrs  []PtrRef // the pointers among Bytes, by what they point to
	Freed bool     // the run freed the object (Bytes is nil)
}

// placedObject is an argument object of the current run: where it lives.
type placedObject struct {
	obj  *ArgObject
	ptr  Val // its base
	name string
	arg  int // the first argument pointing into it
	// dead holds the byte ranges [lo, hi) of the object that a
	// dead_on_return parameter makes dead when the function returns.
	dead [][2]uint64
}

// runName is the name of a run-made object that callers can tell apart:
// an argument object or an object an unknown function was given.
type runName struct {
	id   uint32
	name string
}

// argRegionBits: with pointers of at least this many bits, argument
// objects start at 1<<32 and the objects unknown functions return at
// 1<<33, whatever the program's globals take, so that source and target
// programs (whose globals may differ) give them the same addresses.
const argRegionBits = 40

// placeArgs allocates the argument objects of args (each distinct object
// once, in order of first use) and returns args with their pointers in
// place of ArgPointer values; args itself is not changed.
func (m *Machine) placeArgs(f *ir.Function, args []Val) ([]Val, *Outcome) {
	if !HasArgObjects(args) {
		return args, nil
	}
	out := make([]Val, len(args))
	for i := range args {
		obj, off := args[i].ArgObjectOf()
		if obj == nil {
			out[i] = args[i]
			continue
		}
		if obj.Func != "" {
			fn := m.p.argFunc(obj.Func)
			if fn == nil {
				return nil, &Outcome{Kind: Unsupported, Reason: "no function @" + ir.QuoteName(obj.Func) + " for argument " + fmt.Sprint(i)}
			}
			out[i] = m.p.fnAddr[fn]
			continue
		}
		k := m.placeObject(obj, i)
		if k < 0 {
			return nil, &Outcome{Kind: NoResult, Reason: "memory budget exhausted by argument objects"}
		}
		out[i] = Val{Bits: m.placed[k].ptr.Bits + uint64(off), Prov: m.placed[k].ptr.Prov}
	}
	// An object is closed to the accesses every parameter pointing into
	// it forbids (another parameter may still reach it).
	for k := range m.placed {
		deny, reached := 3|denyFree, false
		for i := range args {
			if obj, _ := args[i].ArgObjectOf(); obj == m.placed[k].obj && !f.Params[i].Attrs.Has("byval") {
				// (A byval parameter's attributes are about its copy.)
				deny &= paramDeny(m.p.Module, f, i)
				reached = true
			}
		}
		if reached {
			m.mem.denyAccess(&m.placed[k].ptr, deny)
		}
	}
	m.markDeadOnReturn(f, args)
	return out, nil
}

// markDeadOnReturn records, for each argument object, the bytes that a
// dead_on_return parameter pointing into it makes dead at the return:
// the caller does not depend on them (LangRef: as if what the function
// wrote through the pointer were overwritten with poison on return). All
// of the object for the bare attribute (all memory reachable through the
// pointer), N bytes from the pointer for dead_on_return(N).
func (m *Machine) markDeadOnReturn(f *ir.Function, args []Val) {
	for i := range args {
		a := f.Params[i].Attrs.Get("dead_on_return")
		obj, off := args[i].ArgObjectOf()
		if a == nil || obj == nil {
			continue
		}
		for k := range m.placed {
			if m.placed[k].obj != obj {
				continue
			}
			size := int64(len(obj.Bytes))
			lo, hi := int64(0), size
			if a.HasInt {
				lo = min(max(off, 0), size)
				hi = min(max(off+int64(min(a.Int, 1<<40)), 0), size)
			}
			if lo < hi {
				m.placed[k].dead = append(m.placed[k].dead, [2]uint64{uint64(lo), uint64(hi)})
			}
		}
	}
}

// placeObject allocates obj (once) for argument i and returns its index
// in m.placed, or -1 when the memory budget does not hold it.
func (m *Machine) placeObject(obj *ArgObject, i int) int {
	for k := range m.placed {
		if m.placed[k].obj == obj {
			return k
		}
	}
	min := uint64(0)
	if m.p.Layout.PointerBits(0) >= argRegionBits {
		min = 1 << 32
	}
	p, ok := m.mem.allocFrom(ObjHeap, uint64(len(obj.Bytes)), max(obj.Align, 1), min)
	if !ok {
		return -1
	}
	if len(obj.Bytes) > 0 {
		b, _ := m.mem.access(&p, uint64(len(obj.Bytes)), 1, true)
		copy(b, obj.Bytes)
	}
	if obj.Constant {
		o := m.mem.object(&p)
		o.kind = ObjConstGlobal
		o.sync()
	}
	name := fmt.Sprintf("%%arg%d", i)
	m.placed = append(m.placed, placedObject{obj: obj, ptr: p, name: name, arg: i})
	m.names = append(m.names, runName{id: p.Prov, name: name})
	return len(m.placed) - 1
}

// paramDeny is the accesses f may not make through its parameter i: what
// the parameter's readonly, writeonly or readnone and f's memory
// attributes forbid on argument memory, and freeing it where the
// parameter or f is nofree. Such an access is undefined behaviour.
func paramDeny(m *ir.Module, f *ir.Function, i int) modRef {
	allowed := paramAccess(f, nil, i, effectsOf(m, f.FnAttrs).argmem)
	deny := 3 &^ allowed
	if f.Params[i].Attrs.Has("nofree") || m.FnAttr(f.FnAttrs, "nofree") != nil {
		deny |= denyFree
	}
	return deny
}

// denyFree (in a memObject's deny) forbids freeing the object: a nofree
// parameter, or a nofree function.
const denyFree modRef = 4

// sameValue reports whether a and b are the same value: the same bits,
// undetermined bits and poison, lane by lane (a function that returns its
// argument returns it as it is, undef or poison included).
// returnedResult makes ret, what a function whose parameter marked
// `returned` had value arg returned, what its caller gets: a caller may
// use the argument for the result. So it is ret where the two are the
// same; the argument where undef choices can make it ret (its undef
// covers both); and poison where the function returned something the
// argument cannot be.
func returnedResult(ret, arg *Val, t *ir.Type) {
	switch {
	case sameValue(ret, arg):
	case mayBe(arg, ret):
		*ret = arg.Clone()
	default:
		fillPoison(ret, t)
	}
}

// mayBe reports whether some choice of arg's undef bits makes it v, part
// by part: neither is poison (unless both are), and every bit of v that
// is determined, or a fixed unknown choice, is one arg leaves undef or
// has alike. A fixed unknown choice in arg (Nondet) is no undef.
func mayBe(arg, v *Val) bool {
	if arg.Poison || v.Poison {
		return arg.Poison && v.Poison
	}
	if arg.Nondet {
		// Its unknown bits are one fixed choice, not undef: only the
		// same value is surely it.
		return sameValue(arg, v)
	}
	if (arg.X == nil) != (v.X == nil) || arg.Prov != v.Prov {
		return false
	}
	if arg.X != nil {
		if len(arg.X.Lanes) != len(v.X.Lanes) || len(arg.X.Words) != len(v.X.Words) {
			return false
		}
		for i := range arg.X.Lanes {
			if !mayBe(&arg.X.Lanes[i], &v.X.Lanes[i]) {
				return false
			}
		}
		for i := range arg.X.Words {
			undef, vundef := wordAt(arg.X.UndefWords, i), wordAt(v.X.UndefWords, i)
			if vundef&^undef != 0 || (v.X.Words[i]^arg.X.Words[i])&^undef != 0 {
				return false
			}
		}
	}
	return v.Undef&^arg.Undef == 0 && (v.Bits^arg.Bits)&^arg.Undef == 0
}

// wordAt is ws[i], or 0 past its end (a nil undef mask: none undef).
func wordAt(ws []uint64, i int) uint64 {
	if i < len(ws) {
		return ws[i]
	}
	return 0
}

func sameValue(a, b *Val) bool {
	if a.X != nil || b.X != nil {
		if a.X == nil || b.X == nil || len(a.X.Lanes) != len(b.X.Lanes) || len(a.X.Words) != len(b.X.Words) {
			return false
		}
		for i := range a.X.Lanes {
			if !sameValue(&a.X.Lanes[i], &b.X.Lanes[i]) {
				return false
			}
		}
		for i := range a.X.Words {
			if a.X.Words[i] != b.X.Words[i] || a.X.UndefWords[i] != b.X.UndefWords[i] {
				return false
			}
		}
	}
	return a.Bits == b.Bits && a.Undef == b.Undef && a.Poison == b.Poison
}

// objectsOut reads the final contents of the run's argument objects.
func (m *Machine) objectsOut() []ObjectBytes {
	if len(m.placed) == 0 {
		return nil
	}
	out := make([]ObjectBytes, len(m.placed))
	for k := range m.placed {
		pl := &m.placed[k]
		out[k].Name = pl.name
		b, ub := m.mem.ReadBytes(&pl.ptr, uint64(len(pl.obj.Bytes)))
		if ub != UBNone {
			out[k].Freed = true
			continue
		}
		for _, r := range pl.dead {
			for j := r[0]; j < r[1] && j < uint64(len(b)); j++ {
				b[j] = Byte{Poison: 0xff}
			}
		}
		out[k].Bytes = b
		out[k].Ptrs = ptrRefs(m.p.Layout, b, m.objectName)
	}
	return out
}

// runObjectName names the run-made object id for callers, "" when it has
// no name.
func (m *Machine) runObjectName(id uint32) string {
	for k := range m.names {
		if m.names[k].id == id {
			return m.names[k].name
		}
	}
	return ""
}

// objectsRefine explains why the target's final argument objects do not
// refine the source's ("" when they do).
func objectsRefine(s, t *Outcome) string {
	for k := range s.Objects {
		so := &s.Objects[k]
		var to *ObjectBytes
		for j := range t.Objects {
			if t.Objects[j].Name == so.Name {
				to = &t.Objects[j]
			}
		}
		switch {
		case to == nil || so.Freed && to.Freed:
			continue
		case to.Freed:
			return fmt.Sprintf("the target frees argument object %s, the source does not", so.Name)
		case so.Freed:
			return fmt.Sprintf("the source frees argument object %s, the target does not", so.Name)
		case len(to.Bytes) != len(so.Bytes):
			continue
		}
		what := "final contents of " + so.Name
		if why := bytesRefine(what, so.Bytes, so.Ptrs, t, to.Bytes, to.Ptrs, nil); why != "" {
			return why
		}
	}
	return ""
}

// FormatObjects renders final argument objects after an outcome, as
// FormatGlobals renders globals: `; %arg0 = [4 x i8] <01 02 uu pp>` each.
func FormatObjects(objs []ObjectBytes) string {
	var b strings.Builder
	for k := range objs {
		fmt.Fprintf(&b, "; %s = %s", objs[k].Name, objs[k].String())
	}
	return b.String()
}

// String renders the final contents: `[4 x i8] <01 02 uu pp>`, or `freed`.
func (o *ObjectBytes) String() string {
	if o.Freed {
		return "freed"
	}
	return fmt.Sprintf("[%d x i8] %s", len(o.Bytes), formatByteList(o.Bytes))
}

// formatByteList renders bytes as `<01 ff uu pp>`: hex for a defined
// byte, uu for an undef byte, pp for a poison one, and for one with some
// bits undetermined its bits as 0b....
func formatByteList(bs []Byte) string {
	var b strings.Builder
	b.WriteByte('<')
	for i := range bs {
		if i > 0 {
			b.WriteByte(' ')
		}
		x := &bs[i]
		switch {
		case x.Poison == 0xff:
			b.WriteString("pp")
		case x.Poison != 0:
			b.WriteString("pp?")
		case x.Undef == 0xff:
			b.WriteString("uu")
		case x.Undef != 0:
			b.WriteString(undefBitsString(uint64(x.Bits), uint64(x.Undef), 8, x.Nondet != 0))
		default:
			fmt.Fprintf(&b, "%02x", x.Bits)
		}
	}
	b.WriteByte('>')
	return b.String()
}

// parseByteList reads the bytes formatByteList writes (hex, uu, pp).
func parseByteList(s string) ([]Byte, error) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "<") || !strings.HasSuffix(s, ">") {
		return nil, fmt.Errorf("expected bytes like <00 ff uu pp>")
	}
	var out []Byte
	for _, f := range strings.Fields(s[1 : len(s)-1]) {
		switch f {
		case "uu":
			out = append(out, memUndefByte)
		case "pp":
			out = append(out, Byte{Poison: 0xff})
		default:
			var x uint8
			if len(f) != 2 {
				return nil, fmt.Errorf("byte %q: expected two hex digits, uu or pp", f)
			}
			if _, err := fmt.Sscanf(f, "%02x", &x); err != nil {
				return nil, fmt.Errorf("byte %q: expected two hex digits, uu or pp", f)
			}
			out = append(out, Byte{Bits: x})
		}
	}
	return out, nil
}

// formatArgPointer renders a pointer argument into an argument object:
// `ptr [4 x i8] <01 02 03 04> align 16 +2` for the first argument that
// points into it, `ptr &0+3` (into argument 0's object) for later ones.
func formatArgPointer(b *strings.Builder, obj *ArgObject, off int64, first int, self int) {
	if first != self {
		fmt.Fprintf(b, "&%d%+d", first, off)
		return
	}
	if obj.Func != "" {
		b.WriteString("@" + ir.QuoteName(obj.Func))
		return
	}
	fmt.Fprintf(b, "[%d x i8] %s", len(obj.Bytes), formatByteList(obj.Bytes))
	if obj.Align > 1 {
		fmt.Fprintf(b, " align %d", obj.Align)
	}
	if obj.Constant {
		b.WriteString(" constant")
	}
	if off != 0 {
		fmt.Fprintf(b, " %+d", off)
	}
}

// FormatArgs renders the arguments of an input as `irfuzz exec` takes
// them, pointer arguments into argument objects included (see ParseArgs).
func FormatArgs(params []*ir.Argument, in []Val) []string {
	out := make([]string, len(in))
	var objs []*ArgObject
	var firsts []int
	for i := range in {
		obj, off := in[i].ArgObjectOf()
		if obj == nil || i >= len(params) {
			if i < len(params) {
				out[i] = FormatVal(params[i].Ty, &in[i])
			}
			continue
		}
		first := i
		for k, o := range objs {
			if o == obj {
				first = firsts[k]
			}
		}
		if first == i {
			objs, firsts = append(objs, obj), append(firsts, i)
		}
		var b strings.Builder
		b.WriteString(params[i].Ty.String() + " ")
		formatArgPointer(&b, obj, off, first, i)
		out[i] = b.String()
	}
	return out
}

// ParseArgs reads the arguments of f as `irfuzz exec` takes them: each as
// ParseArg reads it, and a pointer also as an argument object, `[16 x i8]
// <00 01 ... uu pp> [align 16] [constant] [+4]` (its initial bytes, the
// alignment of its base, whether it is read-only memory, and the offset
// the pointer has in it) or `&0+8` (a pointer into the object of argument
// 0, at offset 8 of it).
func ParseArgs(f *ir.Function, ss []string) ([]Val, error) {
	if len(ss) != len(f.Params) {
		return nil, fmt.Errorf("@%s takes %d arguments, got %d", f.Name, len(f.Params), len(ss))
	}
	out := make([]Val, len(ss))
	for i, s := range ss {
		t := f.Params[i].Ty
		s = strings.TrimSpace(s)
		if ts := t.String(); t.IsPtr() && strings.HasPrefix(s, ts+" ") {
			s = strings.TrimSpace(s[len(ts):])
		}
		if t.IsPtr() && strings.HasPrefix(s, "@") {
			name, err := parseFuncName(s[1:])
			if err != nil {
				return nil, fmt.Errorf("argument %d: %w", i, err)
			}
			out[i] = ArgPointer(&ArgObject{Func: name}, 0)
			continue
		}
		if t.IsPtr() && (strings.HasPrefix(s, "[") || strings.HasPrefix(s, "&")) {
			v, err := parseArgPointer(s, out[:i])
			if err != nil {
				return nil, fmt.Errorf("argument %d: %w", i, err)
			}
			out[i] = v
			continue
		}
		v, err := ParseArg(t, s)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

func parseArgPointer(s string, prev []Val) (Val, error) {
	if strings.HasPrefix(s, "&") {
		var k int
		var off int64
		if n, _ := fmt.Sscanf(s, "&%d%d", &k, &off); n < 1 {
			return Val{}, fmt.Errorf("%q: expected &N or &N+OFFSET", s)
		}
		if k < 0 || k >= len(prev) {
			return Val{}, fmt.Errorf("%q: argument %d is not an earlier argument", s, k)
		}
		obj, _ := prev[k].ArgObjectOf()
		if obj == nil {
			return Val{}, fmt.Errorf("%q: argument %d points into no argument object", s, k)
		}
		return ArgPointer(obj, off), nil
	}
	end := strings.IndexByte(s, '>')
	var size int
	if _, err := fmt.Sscanf(s, "[%d x i8]", &size); err != nil || end < 0 {
		return Val{}, fmt.Errorf("%q: expected [N x i8] <bytes>", s)
	}
	start := strings.IndexByte(s, '<')
	if start < 0 || start > end {
		return Val{}, fmt.Errorf("%q: expected [N x i8] <bytes>", s)
	}
	bs, err := parseByteList(s[start : end+1])
	if err != nil {
		return Val{}, err
	}
	if len(bs) != size {
		return Val{}, fmt.Errorf("%q: %d bytes given for [%d x i8]", s, len(bs), size)
	}
	obj := &ArgObject{Bytes: bs, Align: 1}
	var off int64
	for rest := strings.Fields(s[end+1:]); len(rest) > 0; rest = rest[1:] {
		switch {
		case rest[0] == "constant":
			obj.Constant = true
		case rest[0] == "align" && len(rest) > 1:
			if _, err := fmt.Sscanf(rest[1], "%d", &obj.Align); err != nil || obj.Align&(obj.Align-1) != 0 || obj.Align == 0 {
				return Val{}, fmt.Errorf("%q: alignment %q is not a power of two", s, rest[1])
			}
			rest = rest[1:]
		default:
			if _, err := fmt.Sscanf(rest[0], "%d", &off); err != nil {
				return Val{}, fmt.Errorf("%q: unexpected %q", s, rest[0])
			}
		}
	}
	return ArgPointer(obj, off), nil
}

// ByteDiff is one byte of memory a counterexample's two sides leave
// different: in the object called Object ("%arg0", "@g"), at Offset, with
// what it held before the run and what the source and the target left
// there (as formatByteList prints bytes: 2a, uu, pp).
type ByteDiff struct {
	Object                  string
	Offset                  int
	Initial, Source, Target string
}

// maxByteDiffs bounds the bytes a verdict lists.
const maxByteDiffs = 16

// memoryDiff lists the bytes of argument objects and globals that target
// outcome t leaves other than source outcome s allows, on input in.
func (c *Checker) memoryDiff(in []Val, s, t *Outcome) []ByteDiff {
	var out []ByteDiff
	add := func(name string, init, sb, tb []Byte) {
		for i := range min(len(sb), len(tb)) {
			if byteRefines(&sb[i], &tb[i]) || len(out) >= maxByteDiffs {
				continue
			}
			d := ByteDiff{Object: name, Offset: i, Source: byteText(sb[i]), Target: byteText(tb[i]), Initial: "?"}
			if i < len(init) {
				d.Initial = byteText(init[i])
			}
			out = append(out, d)
		}
	}
	for k := range s.Objects {
		so := &s.Objects[k]
		for j := range t.Objects {
			if t.Objects[j].Name == so.Name {
				add(so.Name, initialObject(in, so.Name), so.Bytes, t.Objects[j].Bytes)
			}
		}
	}
	for k := range s.Globals {
		sg := &s.Globals[k]
		for j := range t.Globals {
			if t.Globals[j].Global.Name == sg.Global.Name {
				init, _, _ := c.src.InitialBytes(sg.Global)
				add("@"+ir.QuoteName(sg.Global.Name), init, sg.Bytes, t.Globals[j].Bytes)
			}
		}
	}
	return out
}

// initialObject is the initial bytes of the argument object called name
// ("%argN") in input in.
func initialObject(in []Val, name string) []Byte {
	var n int
	if _, err := fmt.Sscanf(name, "%%arg%d", &n); err != nil || n < 0 || n >= len(in) {
		return nil
	}
	if obj, _ := in[n].ArgObjectOf(); obj != nil {
		return obj.Bytes
	}
	return nil
}

// byteText renders one byte as formatByteList does.
func byteText(b Byte) string {
	s := formatByteList([]Byte{b})
	return s[1 : len(s)-1]
}

// String renders the difference as `%arg0+3: 00 -> source 2a, target 00`.
func (d ByteDiff) String() string {
	return fmt.Sprintf("%s+%d: %s -> source %s, target %s", d.Object, d.Offset, d.Initial, d.Source, d.Target)
}
