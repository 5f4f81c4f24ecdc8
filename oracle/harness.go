package oracle

import (
	"encoding/binary"
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// The harness's view of a batch: which globals it observes, how it calls
// each test function (as a C caller would), which test functions it must
// call in a process of their own, and how it finds the objects that the
// source's stored pointers point into.

// observedGlobals are the globals the harness resets and prints: defined,
// writable, externally visible, with an initial image.
func observedGlobals(p *semantics.Program) []native.Global {
	var gs []native.Global
	for _, g := range p.Module.Globals {
		if g.IsConstant || g.Init == nil || g.Name == "" {
			continue
		}
		switch g.Linkage {
		case ir.LinkageExternal, ir.LinkageWeak, ir.LinkageCommon:
		default:
			continue
		}
		img, ok := p.InitialImage(g)
		if !ok || len(img) == 0 {
			continue
		}
		gs = append(gs, native.Global{Name: g.Name, Size: len(img)})
	}
	return gs
}

// abiAttrs are the parameter and return attributes that change how a
// value is passed: the harness's call carries them as a C caller's does.
var abiAttrs = []string{"signext", "zeroext", "inreg", "byval", "sret", "align", "noundef"}

// abiAttrList spells the ABI attributes of l.
func abiAttrList(l ir.AttrList) string {
	var parts []string
	for k := range l.Attrs {
		a := &l.Attrs[k]
		for _, key := range abiAttrs {
			if !a.IsString && a.Key == key {
				parts = append(parts, a.String())
			}
		}
	}
	return strings.Join(parts, " ")
}

// harnessFor builds the harness over the entries' natively passable
// inputs (at most max per entry) and returns, per step, the entry and the
// input index.
//
// The harness defines the batch's stubs (stubList); a test function that
// reaches a call of one that its call site allows no writes
// (narrowedCallers) is left out.
func (ts *testFuncs) harnessFor(es []*entry, max int) (*native.Harness, []stepRef) {
	h := &native.Harness{Globals: ts.globals, Stubs: ts.stubList(), WrapFree: wrapsFree(ts.prog.Module), Word: wordOf(ts.prog.Layout), NoSignals: ts.noSignals}
	narrowed := narrowedCallers(ts.prog.Module, h.Stubs)
	var refs []stepRef
	for ei, e := range es {
		if narrowed[e.fn.Name] {
			continue
		}
		c := ts.caseOf(e)
		for _, k := range nativeInputs(e.images, max) {
			c.Inputs = append(c.Inputs, e.images[k])
			c.Memory = append(c.Memory, e.mems[k])
			c.Scripts = append(c.Scripts, replayFor(e.plans[k], h.Stubs, false))
			refs = append(refs, stepRef{ei, k})
		}
		if len(c.Inputs) > 0 {
			h.Cases = append(h.Cases, c)
		}
	}
	h.Objects = ts.locator().objects
	return h, refs
}

// nativeInputs picks at most max of the inputs with images (in order):
// the first half of max from the front (edge values and the function's
// own, which come first), the rest spread evenly over what follows (an
// exhaustive enumeration of an i8 would otherwise never pass a negative
// value to a program).
func nativeInputs(images [][][]byte, max int) []int {
	var ok []int
	for k, img := range images {
		if img != nil {
			ok = append(ok, k)
		}
	}
	if len(ok) <= max {
		return ok
	}
	front := (max + 1) / 2
	pick := append([]int(nil), ok[:front]...)
	rest, n := ok[front:], max-front
	for i := range n {
		pick = append(pick, rest[(i*len(rest)+len(rest)/2)/n])
	}
	return pick
}

// caseOf is entry e as a harness case, without inputs.
func (ts *testFuncs) caseOf(e *entry) native.Case {
	c := native.Case{Func: e.fn.Name, Ret: literalType(e.fn.RetType()), RetAttrs: abiAttrList(e.fn.RetAttrs), Isolate: ts.hidesState(e)}
	if e.fn.RetType().Kind != ir.VoidType {
		c.RetExt = retExt(e.fn)
		c.RetSize = int(ts.prog.Layout.StoreSize(printedRet(e.fn)))
	}
	for _, a := range e.fn.Params {
		c.Params = append(c.Params, a.Ty.String())
		c.ParamAttrs = append(c.ParamAttrs, abiAttrList(a.Attrs))
	}
	return c
}

// retExt is the extension a C caller relies on for f's result: "signext"
// or "zeroext" for an integer narrower than 32 bits that carries it.
func retExt(f *ir.Function) string {
	if t := f.RetType(); !t.IsInt() || t.Bits >= 32 {
		return ""
	}
	for _, a := range []string{"signext", "zeroext"} {
		if f.RetAttrs.Has(a) {
			return a
		}
	}
	return ""
}

// printedRet is the type of the result as the harness prints it: i32 for
// an extended one (retExt), else the result's type.
func printedRet(f *ir.Function) *ir.Type {
	if retExt(f) != "" {
		return ir.I32
	}
	return f.RetType()
}

// extended is v, a value of f's result type, as the harness prints it:
// extended to 32 bits when retExt says so (undetermined sign bits make
// the bits above them undetermined too).
func extended(f *ir.Function, v semantics.Val) semantics.Val {
	ext := retExt(f)
	if ext == "" || v.Poison {
		return v
	}
	n := f.RetType().Bits
	high := ^uint64(0) << n & 0xffffffff
	if ext == "signext" {
		if v.Bits>>(n-1)&1 != 0 {
			v.Bits |= high
		}
		if v.Undef>>(n-1)&1 != 0 {
			v.Undef |= high
		}
	}
	return v
}

// hidesState reports whether the source, on some input of e, changes a
// global the harness does not observe (an internal one): the harness
// cannot put it back, so each call must run in a process of its own.
func (ts *testFuncs) hidesState(e *entry) bool {
	observed := map[string]bool{}
	for _, g := range ts.globals {
		observed[g.Name] = true
	}
	for _, outs := range e.expect {
		for k := range outs {
			for _, gb := range outs[k].Globals {
				if observed[gb.Global.Name] {
					continue
				}
				init, _, ok := ts.prog.InitialBytes(gb.Global)
				if !ok || !semantics.SameBytes(init, gb.Bytes) {
					return true
				}
			}
		}
	}
	return false
}

// locator says how the harness finds the objects that the source's
// stored pointers (in the observed globals' initial and final bytes) point
// into: by name when the object is visible outside the module, else
// through a pointer to it among the observed globals' initial bytes.
// Objects are only ever added, so an index into objects stays valid.
type locator struct {
	m       *ir.Module
	objects []native.Object
	addr    map[string]native.Addr
	// hidden are the objects the harness cannot name, by where the
	// observed globals' initial bytes point to them.
	hidden map[string]native.Addr
}

// locator builds (once) the batch's locator over its entries.
func (ts *testFuncs) locator() *locator {
	if ts.loc != nil {
		return ts.loc
	}
	l := &locator{m: ts.prog.Module, addr: map[string]native.Addr{}, hidden: map[string]native.Addr{}}
	ts.loc = l
	for k, g := range ts.globals {
		_, ptrs, _ := ts.prog.InitialBytes(ts.prog.Module.Global(g.Name))
		for _, r := range ptrs {
			if _, seen := l.hidden[r.Object]; r.Judged() && !seen {
				l.hidden[r.Object] = native.Addr{Object: -1, Global: k, At: r.At, Offset: r.Offset}
			}
			l.want(r)
		}
	}
	for _, e := range ts.entries {
		l.addEntry(e)
	}
	return l
}

// addEntry locates the objects e's expected outcomes point into (from
// globals and argument objects).
func (l *locator) addEntry(e *entry) {
	for _, outs := range e.expect {
		for k := range outs {
			for _, gb := range outs[k].Globals {
				for _, r := range gb.Ptrs {
					l.want(r)
				}
			}
			for _, ob := range outs[k].Objects {
				for _, r := range ob.Ptrs {
					l.want(r)
				}
			}
		}
	}
}

// want locates the object r points into, when r is judged.
func (l *locator) want(r semantics.PtrRef) {
	if _, ok := l.addr[r.Object]; ok || !r.Judged() {
		return
	}
	if nameable(l.m, r.Object) {
		l.addr[r.Object] = native.Addr{Object: len(l.objects)}
		l.objects = append(l.objects, native.Object{Name: r.Object, Func: l.m.Func(r.Object) != nil})
	} else if a, ok := l.hidden[r.Object]; ok {
		l.addr[r.Object] = a
	}
}

// nameable reports whether the harness can name object name of m: a
// global or function with external linkage (defined or declared), which
// every build of the module defines or imports.
func nameable(m *ir.Module, name string) bool {
	if g := m.Global(name); g != nil {
		return g.Linkage == ir.LinkageExternal && g.ThreadLocal == ""
	}
	if f := m.Func(name); f != nil {
		return f.Linkage == ir.LinkageExternal && !strings.HasPrefix(name, "llvm.")
	}
	return false
}

// addrs reads the run's address of each located object from a program's
// start line (nil start: none known). The result is never nil: an
// outcome with Addrs set is judged as a native run's.
func (l *locator) addrs(start *native.Observation, lay *semantics.Layout) map[string]uint64 {
	out := map[string]uint64{}
	if start == nil {
		return out
	}
	word := func(b []byte) uint64 {
		var buf [8]byte
		if lay.BigEndian {
			copy(buf[8-min(8, len(b)):], b)
			return binary.BigEndian.Uint64(buf[:])
		}
		copy(buf[:], b)
		return binary.LittleEndian.Uint64(buf[:])
	}
	size := int(lay.PointerBits(0) / 8)
	for name, a := range l.addr {
		switch {
		case a.Object >= 0 && a.Object < len(start.Addrs):
			out[name] = word(start.Addrs[a.Object])
		case a.Object == -1 && a.Global < len(start.Globals) && a.At+size <= len(start.Globals[a.Global]):
			out[name] = word(start.Globals[a.Global][a.At:a.At+size]) - uint64(a.Offset)
		}
	}
	return out
}

// witnessHarness is the harness that calls e once, on input k (which must
// have images), printing what it observes masked and relocated (see
// native.View) so that two builds can be compared byte for byte.
func (ts *testFuncs) witnessHarness(e *entry, k int) *native.Harness {
	c := ts.caseOf(e)
	h := &native.Harness{Globals: ts.globals, Stubs: ts.stubList(e.plans[k]), WrapFree: wrapsFree(ts.prog.Module), Word: wordOf(ts.prog.Layout), NoSignals: ts.noSignals}
	c.Inputs = [][][]byte{e.images[k]}
	c.Memory = []*native.Memory{e.mems[k]}
	c.Scripts = []*native.StubScript{replayFor(e.plans[k], h.Stubs, true)}
	h.Cases = []native.Case{c}
	h.View = ts.view(e, k, h)
	return h
}

// view masks the bits that the source's outcomes on input k of e leave
// undetermined or disagree on, and relocates the pointers they store into
// objects the harness can locate; h.Objects gets those objects.
func (ts *testFuncs) view(e *entry, k int, h *native.Harness) *native.View {
	outs := e.expect[k]
	v := &native.View{}
	if e.fn.RetType().Kind != ir.VoidType {
		var imgs [][]semantics.Byte
		for i := range outs {
			imgs = append(imgs, ts.retImage(e.fn, &outs[i].Value))
		}
		v.RetMask = agreedBits(imgs)
	}
	loc := ts.locator()
	loc.addEntry(e)
	bases := &viewBases{loc: loc, h: h, args: objectAddrs(e.mems[k]), plan: e.plans[k], used: map[string]int{}}
	for gi, g := range ts.globals {
		var imgs [][]semantics.Byte
		var ptrs []semantics.PtrRef
		for i := range outs {
			for _, gb := range outs[i].Globals {
				if gb.Global.Name == g.Name {
					imgs = append(imgs, gb.Bytes)
					if ptrs == nil {
						ptrs = gb.Ptrs
					}
				}
			}
		}
		mask := agreedBits(imgs)
		v.Relocs = append(v.Relocs, bases.relocate(gi, 0, ptrs, mask)...)
		v.GlobalMasks = append(v.GlobalMasks, mask)
	}
	if m := e.mems[k]; m != nil {
		v.MemMask, v.Relocs = memView(outs, m, bases, v.Relocs)
	}
	return v
}

// viewBases finds the base a witness view relocates a pointer against:
// an argument object in the arena, or an object the locator finds (added
// to the harness's objects on first use).
type viewBases struct {
	loc  *locator
	h    *native.Harness
	args map[string]native.Addr
	plan *callPlan
	used map[string]int
}

// base is the Addr of object name, false when the view cannot find it:
// an argument object, one the locator finds, one the stubs know.
func (vb *viewBases) base(name string) (native.Addr, bool) {
	if a, ok := vb.args[name]; ok {
		return a, true
	}
	a, ok := vb.loc.addr[name]
	if !ok && vb.plan != nil {
		if s, known := vb.plan.slotFor(name); known {
			return native.Addr{Object: native.ReplayObject, At: s}, true
		}
	}
	if !ok || a.Object < 0 {
		return a, ok
	}
	if _, seen := vb.used[name]; !seen {
		vb.used[name] = len(vb.h.Objects)
		vb.h.Objects = append(vb.h.Objects, vb.loc.objects[a.Object])
	}
	a.Object = vb.used[name]
	return a, true
}

// relocate makes the relocations of the pointers ptrs of memory printed
// as global gi (native.InRegion: the arena, the memory starting at byte
// at of it) and sets their bytes in mask: kept where relocated, cleared
// where the pointer cannot be (its bits differ between runs).
func (vb *viewBases) relocate(gi, at int, ptrs []semantics.PtrRef, mask []byte) []native.Reloc {
	var out []native.Reloc
	for _, r := range ptrs {
		keep := byte(0)
		if r.Judged() {
			if a, ok := vb.base(r.Object); ok {
				out = append(out, native.Reloc{Global: gi, At: at + r.At, Size: r.Size, Base: a})
				keep = 0xff
			}
		}
		for j := at + r.At; j < at+r.At+r.Size && j < len(mask); j++ {
			mask[j] = keep
		}
	}
	return out
}

// memView is the mask of the arena region of input memory m in a witness
// view (of the bytes the harness prints: its windows, packed), and relocs
// with the relocations of the pointers the source stores into the
// objects: each object's bits the source's outcomes outs agree on, its
// pointers relocated; the gaps (zero) kept.
func memView(outs []semantics.Outcome, m *native.Memory, vb *viewBases, relocs []native.Reloc) ([]byte, []native.Reloc) {
	offs, size := m.Place()
	mask := make([]byte, size)
	for j := range mask {
		mask[j] = 0xff
	}
	for k, name := range objectNames(m) {
		var imgs [][]semantics.Byte
		var ptrs []semantics.PtrRef
		for i := range outs {
			for _, ob := range outs[i].Objects {
				if ob.Name == name && !ob.Freed {
					imgs = append(imgs, ob.Bytes)
					if ptrs == nil {
						ptrs = ob.Ptrs
					}
				}
			}
		}
		om := agreedBits(imgs)
		if om == nil {
			om = make([]byte, len(m.Objects[k].Bytes))
		}
		copy(mask[offs[k]:], om)
		relocs = append(relocs, vb.relocate(native.InRegion, offs[k], ptrs, mask)...)
	}
	return native.PackRegion(m, mask), relocs
}

// expectedLines renders each outcome the source allows on input k of e
// as the witness harness h (with its view) prints it: the line a build
// of the source must print. An outcome whose stored pointers cannot be
// rendered (one points elsewhere than the view relocates to) has no line.
func (ts *testFuncs) expectedLines(e *entry, k int, h *native.Harness) []byte {
	v := h.View
	var out []byte
	for _, o := range e.expect[k] {
		line := []byte("00000000 ")
		if e.fn.RetType().Kind == ir.VoidType {
			line = append(line, '-')
		} else {
			line = appendMasked(line, ts.retImage(e.fn, &o.Value), v.RetMask)
		}
		ok := true
		for gi, g := range ts.globals {
			var gb *semantics.GlobalBytes
			for j := range o.Globals {
				if o.Globals[j].Global.Name == g.Name {
					gb = &o.Globals[j]
				}
			}
			if gb == nil {
				ok = false
				break
			}
			bs := append([]semantics.Byte(nil), gb.Bytes...)
			for _, r := range v.Relocs {
				if r.Global != gi {
					continue
				}
				var ref *semantics.PtrRef
				for j := range gb.Ptrs {
					if gb.Ptrs[j].At == r.At {
						ref = &gb.Ptrs[j]
					}
				}
				if ref == nil || !ref.Judged() || ts.viewBase(h, r, e.mems[k], e.plans[k]) != ref.Object {
					ok = false
					break
				}
				for j := 0; j < r.Size; j++ {
					// The harness prints the offset as a store of an
					// integer writes it: the pointer's own byte order.
					bs[r.At+j] = semantics.Byte{Bits: byte(uint64(ref.Offset) >> (8 * gb.Bytes[r.At+j].PtrIndex()))}
				}
			}
			var mask []byte
			if gi < len(v.GlobalMasks) {
				mask = v.GlobalMasks[gi]
			}
			line = appendMasked(append(line, ' '), bs, mask)
		}
		if m := e.mems[k]; ok && m != nil {
			var region []semantics.Byte
			region, ok = ts.expectedRegion(h, &o, m, e.plans[k])
			line = appendMasked(append(line, " m "...), native.PackRegion(m, region), v.MemMask)
			if h.WrapFree {
				line = append(line, " r "...)
				for _, name := range objectNames(m) {
					line = append(line, "00"...)
					for _, ob := range o.Objects {
						if ob.Name == name && ob.Freed {
							line[len(line)-1] = '1'
						}
					}
				}
			}
		}
		if ok {
			out = append(append(out, line...), '\n')
		}
	}
	return out
}

// retImage is the memory image of result value v of f as the harness
// prints it (extended, see printedRet).
func (ts *testFuncs) retImage(f *ir.Function, v *semantics.Val) []semantics.Byte {
	t := printedRet(f)
	x := extended(f, *v)
	bs := make([]semantics.Byte, ts.prog.Layout.StoreSize(t))
	semantics.EncodeValue(ts.prog.Layout, t, &x, bs)
	return bs
}

// expectedRegion is the arena region of input memory m as witness
// harness h prints it after a run with outcome o: the objects' final
// bytes, their relocated pointers as offsets, zero gaps; false when a
// pointer points elsewhere than the view relocates to.
func (ts *testFuncs) expectedRegion(h *native.Harness, o *semantics.Outcome, m *native.Memory, pl *callPlan) ([]semantics.Byte, bool) {
	offs, size := m.Place()
	region := make([]semantics.Byte, size)
	for k, name := range objectNames(m) {
		for _, ob := range o.Objects {
			if ob.Name == name && len(ob.Bytes) == len(m.Objects[k].Bytes) {
				copy(region[offs[k]:], ob.Bytes)
			}
		}
	}
	for _, r := range h.View.Relocs {
		if r.Global != native.InRegion {
			continue
		}
		ref := regionRef(o, m, r.At)
		if ref == nil || !ref.Judged() || ts.viewBase(h, r, m, pl) != ref.Object {
			return nil, false
		}
		for j := 0; j < r.Size; j++ {
			region[r.At+j] = semantics.Byte{Bits: byte(uint64(ref.Offset) >> (8 * region[r.At+j].PtrIndex()))}
		}
	}
	return region, true
}

// regionRef is the pointer outcome o stores at byte at of the arena
// region of input memory m, nil when none starts there.
func regionRef(o *semantics.Outcome, m *native.Memory, at int) *semantics.PtrRef {
	offs, _ := m.Place()
	for k, name := range objectNames(m) {
		for _, ob := range o.Objects {
			if ob.Name != name {
				continue
			}
			for j := range ob.Ptrs {
				if offs[k]+ob.Ptrs[j].At == at {
					return &ob.Ptrs[j]
				}
			}
		}
	}
	return nil
}

// viewBase names the object reloc r of witness harness h is relative to
// (m: the input's argument memory, pl: its plan of calls).
func (ts *testFuncs) viewBase(h *native.Harness, r native.Reloc, m *native.Memory, pl *callPlan) string {
	if r.Base.Object >= 0 {
		return h.Objects[r.Base.Object].Name
	}
	if r.Base.Object == native.ReplayObject && pl != nil && r.Base.At < len(pl.slots) {
		return strings.TrimPrefix(pl.slots[r.Base.At], "@")
	}
	for name, a := range objectAddrs(m) {
		if a == r.Base {
			return name
		}
	}
	for name, a := range ts.locator().addr {
		if a == r.Base {
			return name
		}
	}
	return ""
}

// appendMasked appends bytes bs in hex, each ANDed with its mask byte (all
// bits kept where mask is nil), undetermined bits as 0.
func appendMasked(dst []byte, bs []semantics.Byte, mask []byte) []byte {
	const digits = "0123456789abcdef"
	for j := range bs {
		x := bs[j].Bits &^ (bs[j].Undef | bs[j].Poison)
		if mask != nil {
			x &= mask[j]
		}
		dst = append(dst, digits[x>>4], digits[x&15])
	}
	return dst
}

// agreedBits is the mask of the bits that are determined, not poison and
// equal in every image of imgs (nil when there is none).
func agreedBits(imgs [][]semantics.Byte) []byte {
	if len(imgs) == 0 {
		return nil
	}
	mask := make([]byte, len(imgs[0]))
	for j := range mask {
		m := byte(0xff)
		for _, img := range imgs {
			if j >= len(img) {
				m = 0
				break
			}
			m &^= img[j].Undef | img[j].Poison
			m &^= img[j].Bits ^ imgs[0][j].Bits
		}
		mask[j] = m
	}
	return mask
}

// viewAddrs are the addresses a witness's printed bytes are relative to:
// every relocated object at 0 (m: the input's argument memory).
func (ts *testFuncs) viewAddrs(h *native.Harness, m *native.Memory, pl *callPlan) map[string]uint64 {
	out := map[string]uint64{}
	if h.View != nil {
		for _, r := range h.View.Relocs {
			out[ts.viewBase(h, r, m, pl)] = 0
		}
	}
	return out
}

// stepRef maps a harness step back to an entry and one of its inputs.
type stepRef struct{ entry, input int }

// observedOutcome turns a printed observation into an outcome of f, its
// pointers read through addrs (see semantics.Outcome.Addrs), the final
// argument objects read from its region as input memory mem lays it out.
func observedOutcome(p *semantics.Program, f *ir.Function, globals []native.Global, o *native.Observation, addrs map[string]uint64, mem *native.Memory) semantics.Outcome {
	out := semantics.Outcome{Kind: semantics.Returned, Type: f.RetType(), Addrs: addrs, Objects: observedObjects(mem, o.Mem, o.Freed)}
	if out.Addrs == nil {
		out.Addrs = map[string]uint64{}
	}
	if f.RetType().Kind != ir.VoidType {
		out.Value = p.FromImage(printedRet(f), o.Ret)
		if retExt(f) != "" {
			// The low bits are the value; the judge (badExtension) looks
			// at the rest.
			out.Value.Bits &= uint64(1)<<f.RetType().Bits - 1
		}
	}
	for k, g := range globals {
		if k < len(o.Globals) {
			out.Globals = append(out.Globals, semantics.GlobalBytes{Global: p.Module.Global(g.Name), Bytes: semantics.ImageBytes(o.Globals[k])})
		}
	}
	return out
}

// badExtension says how the printed result of o (a native run's step)
// breaks the result's signext or zeroext attribute: the caller relies on
// the bits above the value, and they are not the value's extension. ""
// when they are, or when the result has no such attribute.
func badExtension(p *semantics.Program, f *ir.Function, o *native.Observation) string {
	ext := retExt(f)
	if ext == "" {
		return ""
	}
	w := p.FromImage(ir.I32, o.Ret)
	n := f.RetType().Bits
	v := semantics.Val{Bits: w.Bits & (uint64(1)<<n - 1)}
	if want := extended(f, v); want.Bits != w.Bits&0xffffffff {
		return fmt.Sprintf("the result is not extended as its %s attribute says: the caller gets i32 %#x, not %#x", ext, w.Bits&0xffffffff, want.Bits)
	}
	return ""
}

// literalType spells a result type with every identified struct written
// out as its body: the harness module does not define the module's types
// (`declare %pair @f()` would not compile), and a literal struct of the
// same layout is passed alike.
func literalType(t *ir.Type) string {
	switch t.Kind {
	case ir.StructType:
		fs := make([]string, len(t.Fields))
		for i, f := range t.Fields {
			fs[i] = literalType(f)
		}
		s := "{}"
		if len(fs) > 0 {
			s = "{ " + strings.Join(fs, ", ") + " }"
		}
		if t.Packed {
			s = "<" + s + ">"
		}
		return s
	case ir.ArrayType:
		return fmt.Sprintf("[%d x %s]", t.Len, literalType(t.Elem))
	}
	return t.String()
}
