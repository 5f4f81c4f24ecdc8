package oracle

import (
	"encoding/binary"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// Calls to unknown functions natively: the harness defines each unknown
// function the source's events call as a stub (native.Stub) that replays
// the source's events of the input, and logs every call; the oracle turns
// the log into the target's Outcome.Calls, which Judge compares with the
// source's. An input is replayed only when every source outcome has the
// same events with the same answers and every object an answer writes to
// or returns can be found at run time (callPlan); other inputs are not
// run natively.

// callPlan is how the stubs replay the source's events on one input: the
// events (the first outcome's; every outcome has the same answers), the
// objects they name, by slot, and per event what the stubs do.
type callPlan struct {
	outs    []semantics.Outcome
	slots   []string
	slotOf  map[string]int
	presets []native.Preset
	steps   []planStep
	renamed bool         // some name was given to a second object (see renew)
	renewed map[int]bool // the slots renew made
}

// planStep is what the stubs do at one event (see native.Event): Learn's
// Arg is the argument's index; dumps index the event's Mem.
type planStep struct {
	learn []native.Learn
	dumps []int
	// dumpSlots are the dumps' slots, and slotOf the names' slots at this
	// event once a name has had two objects (nil before: pl.slotOf).
	dumpSlots []int
	slotOf    map[string]int
	writes    []native.Write
	ret       []byte
	retPtr    bool
	retSlot   int
	retOff    int64
	newObj    []byte
}

// slotFor is the slot of the object a stored pointer names (a global as
// "g", which events name "@g").
func (pl *callPlan) slotFor(name string) (int, bool) { return lookupSlot(pl.slotOf, name) }

// lookupSlot is slotFor in the names' slots slotOf.
func lookupSlot(slotOf map[string]int, name string) (int, bool) {
	if s, ok := slotOf[name]; ok {
		return s, true
	}
	if name != "" && name[0] != '%' && name[0] != '@' {
		s, ok := slotOf["@"+name]
		return s, ok
	}
	return 0, false
}

// events are the source's events the plan replays.
func (pl *callPlan) events() []semantics.CallEvent { return pl.outs[0].Calls }

// slot is the slot of object name, given one when it has none.
func (pl *callPlan) slot(name string) int {
	if s, ok := pl.slotOf[name]; ok {
		return s
	}
	pl.slotOf[name] = len(pl.slots)
	pl.slots = append(pl.slots, name)
	return len(pl.slots) - 1
}

// renew gives name a new slot: the source gave it to another object,
// the one it named before being out of the world's reach.
func (pl *callPlan) renew(name string) {
	delete(pl.slotOf, name)
	if pl.renewed == nil {
		pl.renewed = map[int]bool{}
	}
	pl.renewed[pl.slot(name)] = true
	pl.renamed = true
}

// slotAt is slotFor at event k.
func (pl *callPlan) slotAt(k int, name string) (int, bool) {
	if k < len(pl.steps) && pl.steps[k].slotOf != nil {
		return lookupSlot(pl.steps[k].slotOf, name)
	}
	return pl.slotFor(name)
}

// planner builds a callPlan: known are the objects whose address the
// stubs know at the current event.
type planner struct {
	p     *semantics.Program
	pl    *callPlan
	known map[string]bool
}

// planCalls plans the stubs' replay of the source's events on input in
// of f (argument memory mem, nil for none), whose outcomes are outs: nil
// when the source makes no event; why says why the events cannot be
// replayed.
func planCalls(p *semantics.Program, outs []semantics.Outcome, mem *native.Memory) (pl *callPlan, why string) {
	if len(outs) == 0 || !slices.ContainsFunc(outs, func(o semantics.Outcome) bool { return len(o.Calls) > 0 }) {
		return nil, ""
	}
	if p.Layout.PointerBits(0) != 64 {
		return nil, "pointers are not 64 bits wide"
	}
	if why := sameAnswers(outs); why != "" {
		return nil, why
	}
	pn := &planner{p: p, pl: &callPlan{outs: outs, slotOf: map[string]int{}}, known: map[string]bool{}}
	if mem != nil {
		for k, n := range objectNames(mem) {
			pn.pl.presets = append(pn.pl.presets, native.Preset{Slot: pn.pl.slot(n), Object: k})
			pn.known[n] = true
		}
	}
	evs := outs[0].Calls
	if why := ambiguousRemovable(evs); why != "" {
		return nil, why
	}
	for k := range evs {
		st, why := pn.step(k, &evs[k])
		if why != "" {
			return nil, fmt.Sprintf("call %d (%s): %s", k+1, evs[k].String(), why)
		}
		if pn.pl.renamed {
			st.slotOf = maps.Clone(pn.pl.slotOf)
		}
		pn.pl.steps = append(pn.pl.steps, st)
	}
	return pn.pl, ""
}

// sameAnswers says how the outcomes outs differ in their events' callees
// or answers ("" when they do not): the stubs replay one answer.
func sameAnswers(outs []semantics.Outcome) string {
	a := outs[0].Calls
	for _, o := range outs[1:] {
		if len(o.Calls) != len(a) {
			return "the source's paths make different numbers of calls"
		}
		for k := range a {
			x, y := &a[k], &o.Calls[k]
			same := x.Callee == y.Callee && fmt.Sprint(x.Writes) == fmt.Sprint(y.Writes) && string(x.NewObject) == string(y.NewObject)
			same = same && fmt.Sprint(x.ResultRef) == fmt.Sprint(y.ResultRef) && sameResult(x, y)
			if !same {
				return fmt.Sprintf("the source's paths answer call %d differently", k+1)
			}
		}
	}
	return ""
}

// sameResult reports whether two events have the same result.
func sameResult(x, y *semantics.CallEvent) bool {
	if x.ResultType == nil || y.ResultType == nil {
		return x.ResultType == y.ResultType
	}
	return x.ResultType.String() == y.ResultType.String() && semantics.FormatVal(x.ResultType, &x.Result) == semantics.FormatVal(y.ResultType, &y.Result)
}

// resolve reports whether the stubs know object name at the current
// event, making a global the harness can name known (a preset).
func (pn *planner) resolve(name string) bool {
	if pn.known[name] {
		return true
	}
	g, isGlobal := strings.CutPrefix(name, "@")
	if gl := pn.p.Module.Global(g); !isGlobal || gl == nil || gl.Init == nil || !nameable(pn.p.Module, g) {
		return false // (a global only declared is no object of the program's)
	}
	pn.pl.presets = append(pn.pl.presets, native.Preset{Slot: pn.pl.slot(name), Object: -1, Global: g})
	pn.known[name] = true
	return true
}

// ambiguousRemovable says why the stubs cannot replay events evs when a
// removable call (one the target may drop) is followed by another call
// of the same function: the stubs tell events apart by the function
// called, so a program that drops the first would be answered with the
// first's replay at the second (its result, its writes, its arguments'
// names), a false alarm. "" when there is none.
func ambiguousRemovable(evs []semantics.CallEvent) string {
	for k := range evs {
		if !evs[k].Removable {
			continue
		}
		for j := k + 1; j < len(evs); j++ {
			if evs[j].Callee == evs[k].Callee {
				return fmt.Sprintf("call %d of @%s may be dropped and @%s is called again after it: the stubs could not tell the calls apart", k, evs[k].Callee, evs[k].Callee)
			}
		}
	}
	return ""
}

// step plans the stubs' work at event ev, the k-th.
func (pn *planner) step(k int, ev *semantics.CallEvent) (planStep, string) {
	var st planStep
	if why := stubbable(pn.p.Module.Func(ev.Callee), ev); why != "" {
		return st, why
	}
	for i, t := range ev.Types {
		if r := eventPtr(ev, i); r != nil {
			if r.Object == "" {
				return st, fmt.Sprintf("argument %d points to an object without a name", i)
			}
			if _, had := pn.pl.slotOf[r.Object]; had && r.Fresh {
				pn.pl.renew(r.Object)
				delete(pn.known, r.Object)
			}
			if !pn.resolve(r.Object) {
				// Learned from the argument: its address minus the offset
				// the source passes, which must be the same on every path.
				if why := pn.samePointer(k, i, r); why != "" {
					return st, why
				}
				pn.known[r.Object] = true
			}
			st.learn = append(st.learn, native.Learn{Slot: pn.pl.slot(r.Object), Arg: i, Off: r.Offset})
			continue
		}
		a := &ev.Args[i]
		if t.IsPtr() && !a.Poison && a.Undef == 0 && a.Bits != 0 {
			return st, fmt.Sprintf("argument %d is a pointer the log cannot name (a function's address)", i)
		}
	}
	for j := range ev.Mem {
		if pn.resolve(ev.Mem[j].Name) {
			st.dumps = append(st.dumps, j)
			st.dumpSlots = append(st.dumpSlots, pn.pl.slotOf[ev.Mem[j].Name])
		}
	}
	for _, w := range ev.Writes {
		if !pn.resolve(w.Object) {
			return st, "it writes into " + w.Object + ", which the stubs cannot find"
		}
		st.writes = append(st.writes, native.Write{Slot: pn.pl.slot(w.Object), Off: int64(w.Off), Bytes: w.Bytes})
	}
	return st, pn.result(ev, &st)
}

// result plans the result of event ev in st.
func (pn *planner) result(ev *semantics.CallEvent, st *planStep) string {
	t := ev.ResultType
	switch {
	case t == nil || t.Kind == ir.VoidType:
		return ""
	case t.IsPtr() && ev.ResultRef == nil:
		st.retPtr, st.retSlot = true, -1
		return ""
	case t.IsPtr() && ev.NewObject != nil && !pn.known[ev.ResultRef.Object]:
		// A fresh object. (An event may say it made an object the stubs
		// know already: the reference semantics takes the world's answer
		// of the escaped object it named last for a new one. A run names
		// each object once, so that is the known object returned again:
		// a pointer into it, below.)
		pn.known[ev.ResultRef.Object] = true
		st.retPtr, st.retSlot, st.retOff, st.newObj = true, pn.pl.slot(ev.ResultRef.Object), ev.ResultRef.Offset, ev.NewObject
		return ""
	case t.IsPtr():
		if !pn.resolve(ev.ResultRef.Object) {
			return "it returns a pointer into " + ev.ResultRef.Object + ", which the stubs cannot find"
		}
		st.retPtr, st.retSlot, st.retOff = true, pn.pl.slot(ev.ResultRef.Object), ev.ResultRef.Offset
		return ""
	case hasPointer(t):
		return "its result holds pointers"
	}
	img, ok := pn.p.Image(t, &ev.Result)
	if !ok {
		return "its result is not one value"
	}
	st.ret = img
	return ""
}

// hasPointer reports whether values of t hold a pointer.
func hasPointer(t *ir.Type) bool {
	switch {
	case t.IsPtr():
		return true
	case t.Kind == ir.VectorType || t.Kind == ir.ArrayType:
		return hasPointer(t.Elem)
	case t.Kind == ir.StructType:
		return slices.ContainsFunc(t.Fields, hasPointer)
	}
	return false
}

// eventPtr is what pointer argument i of ev points to, nil when the
// source passes no pointer into an object there.
func eventPtr(ev *semantics.CallEvent, i int) *semantics.PtrRef {
	for k := range ev.Ptrs {
		if ev.Ptrs[k].At == i && ev.Types[i].IsPtr() {
			return &ev.Ptrs[k]
		}
	}
	return nil
}

// samePointer says how the source's paths differ in what argument i of
// their k-th event points to, r on the first path ("" when they do not).
// The stubs learn where an object lies from the first pointer into it,
// as the pointer minus its offset: with the offset a choice of the path
// (a frozen poison index, say), the native run's choice may be another,
// and the object's address learned from it wrong.
func (pn *planner) samePointer(k, i int, r *semantics.PtrRef) string {
	outs := pn.pl.outs
	for j := 1; j < len(outs); j++ {
		q := eventPtr(&outs[j].Calls[k], i)
		if q == nil || q.Object != r.Object || q.Offset != r.Offset {
			return fmt.Sprintf("the source's paths differ in where argument %d points (%s on one), so the stubs cannot learn where %s lies", i, r.String(), r.Object)
		}
	}
	return ""
}

// stubbable says why the harness cannot define decl, the callee of ev,
// as a stub ("" when it can).
func stubbable(decl *ir.Function, ev *semantics.CallEvent) string {
	switch {
	case decl == nil || !decl.IsDeclaration():
		return "its function is not a declaration of the module"
	case decl.FuncTy.Variadic:
		return "its function is variadic"
	case len(ev.Types) != len(decl.Params):
		return "it passes other arguments than its function takes"
	}
	for i, a := range decl.Params {
		if a.Ty.String() != ev.Types[i].String() {
			return "it passes other arguments than its function takes"
		}
		for _, k := range []string{"byval", "sret", "inalloca", "preallocated", "byref"} {
			if a.Attrs.Has(k) {
				return "its function takes a " + k + " argument"
			}
		}
	}
	return ""
}

// stubList is the stubs of the batch's harnesses: every function the
// source's replayable events call (those of the entries, and of plans
// extra), in order of name.
func (ts *testFuncs) stubList(extra ...*callPlan) []native.Stub {
	var names []string
	add := func(pl *callPlan) {
		if pl == nil {
			return
		}
		for _, ev := range pl.events() {
			if !slices.Contains(names, ev.Callee) {
				names = append(names, ev.Callee)
			}
		}
	}
	for _, e := range ts.entries {
		for k, pl := range e.plans {
			if e.images[k] != nil {
				add(pl)
			}
		}
	}
	for _, pl := range extra {
		add(pl)
	}
	slices.Sort(names)
	stubs := make([]native.Stub, len(names))
	for i, n := range names {
		stubs[i] = ts.stubOf(ts.prog.Module.Func(n))
	}
	return stubs
}

// stubOf is declaration f as a stub.
func (ts *testFuncs) stubOf(f *ir.Function) native.Stub {
	s := native.Stub{Name: f.Name, Ret: literalType(f.RetType()), RetAttrs: abiAttrList(f.RetAttrs)}
	if f.RetType().Kind != ir.VoidType {
		s.RetSize = int(ts.prog.Layout.StoreSize(f.RetType()))
	}
	for _, a := range f.Params {
		s.Params = append(s.Params, literalType(a.Ty))
		s.ParamAttrs = append(s.ParamAttrs, abiAttrList(a.Attrs))
		s.ArgSizes = append(s.ArgSizes, int(ts.prog.Layout.StoreSize(a.Ty)))
	}
	return s
}

// replayFor is plan pl as the stubs replay it (nil for none); stubs are
// the harness's. A witness view (view) masks the dumps' bytes that the
// source's outcomes leave undetermined or disagree on and shows their
// pointers relative to the objects they point into.
func replayFor(pl *callPlan, stubs []native.Stub, view bool) *native.StubScript {
	if pl == nil {
		return nil
	}
	idx := map[string]int{}
	for i, s := range stubs {
		idx[s.Name] = i
	}
	r := &native.StubScript{Slots: len(pl.slots), Presets: pl.presets}
	evs := pl.events()
	for k, st := range pl.steps {
		e := native.Event{Stub: idx[evs[k].Callee], Removable: evs[k].Removable, Learn: st.learn, Writes: st.writes, Ret: st.ret,
			RetPtr: st.retPtr, RetSlot: st.retSlot, RetOff: st.retOff, New: st.newObj}
		for n, j := range st.dumps {
			m := &evs[k].Mem[j]
			d := native.Dump{Slot: st.dumpSlots[n], Size: len(m.Bytes)}
			if view {
				d.Mask, d.Relocs = pl.dumpView(k, m)
			}
			e.Dumps = append(e.Dumps, d)
		}
		r.Events = append(r.Events, e)
	}
	return r
}

// dumpView is the mask and relocations of dump m of event k in a witness
// view: the bits every outcome agrees on, and the pointers into objects
// with a slot relocated (other pointers masked).
func (pl *callPlan) dumpView(k int, m *semantics.ObjectBytes) ([]byte, []native.DumpReloc) {
	var imgs [][]semantics.Byte
	for i := range pl.outs {
		for _, om := range pl.outs[i].Calls[k].Mem {
			if om.Name == m.Name && len(om.Bytes) == len(m.Bytes) {
				imgs = append(imgs, om.Bytes)
			}
		}
	}
	mask := agreedBits(imgs)
	var relocs []native.DumpReloc
	for _, r := range m.Ptrs {
		keep := byte(0)
		if s, ok := pl.slotAt(k, r.Object); ok && r.Judged() && r.Size == 8 {
			relocs = append(relocs, native.DumpReloc{At: r.At, Slot: s})
			keep = 0xff
		}
		for j := r.At; j < r.At+r.Size && j < len(mask); j++ {
			mask[j] = keep
		}
	}
	return mask, relocs
}

// narrowedCallers are the test functions of the source that reach a call
// to one of the stubs that is no event (semantics.CallIsEvent: its call
// site or its readonly pointer parameters allow it no writes): the source
// makes no event of such a call (its answer is no replay's), but the
// program calls the stub. They are not run natively.
func narrowedCallers(m *ir.Module, stubs []native.Stub) map[string]bool {
	bad := map[string]bool{}
	var work []string
	for _, s := range stubs {
		f := m.Func(s.Name)
		if f == nil {
			continue
		}
		for _, u := range f.Uses() {
			if u.Op != ir.OpCall || u.Parent == nil || u.Parent.Parent == nil || semantics.CallIsEvent(m, f, u) {
				continue
			}
			if n := u.Parent.Parent.Name; !bad[n] {
				bad[n] = true
				work = append(work, n)
			}
		}
	}
	markUsers(m, bad, work)
	return bad
}

// callDecoder turns the calls one step logged into the target's events.
// bases are the addresses of the named objects (the located ones, the
// argument objects, and those learned from the log); in a witness view
// every pointer the log relates to an object is its offset from it, and
// every base is 0.
type callDecoder struct {
	p     *semantics.Program
	stubs []native.Stub
	pl    *callPlan
	mem   *native.Memory
	bases map[string]uint64
	sizes map[string]int
	view  bool
	// learned are the renewed slots learned so far: their name's base
	// is the new object's from then on.
	learned map[int]bool
}

// newCallDecoder starts decoding the log of one step of input plan pl
// (nil for none) with argument memory mem, the located objects at addrs.
func newCallDecoder(p *semantics.Program, stubs []native.Stub, pl *callPlan, mem *native.Memory, addrs map[string]uint64, view bool) *callDecoder {
	d := &callDecoder{p: p, stubs: stubs, pl: pl, mem: mem, bases: map[string]uint64{}, sizes: map[string]int{}, view: view}
	for n, a := range addrs {
		d.bases[n] = a
	}
	if mem != nil {
		for k, n := range objectNames(mem) {
			d.sizes[n] = len(mem.Objects[k].Bytes)
		}
	}
	if pl != nil && view {
		for _, n := range pl.slots {
			d.bases[n] = 0
		}
	}
	return d
}

// addrs is addrs (a copy when changed) with the objects the log showed
// the address of; a global's also under the name stored pointers give
// it ("g" for "@g").
func (d *callDecoder) addrs(addrs map[string]uint64) map[string]uint64 {
	out := make(map[string]uint64, len(addrs)+len(d.bases))
	for n, a := range addrs {
		out[n] = a
	}
	for n, a := range d.bases {
		if _, ok := out[n]; !ok {
			out[n] = a
		}
		if g, ok := strings.CutPrefix(n, "@"); ok {
			if _, ok := out[g]; !ok {
				out[g] = a
			}
		}
	}
	return out
}

// decode turns the logged calls into events.
func (d *callDecoder) decode(logs []native.CallLog) []semantics.CallEvent {
	var out []semantics.CallEvent
	for j := range logs {
		if logs[j].Stub < 0 || logs[j].Stub >= len(d.stubs) {
			continue
		}
		out = append(out, d.event(j, &logs[j]))
	}
	return out
}

// source is the source's event j when it calls stub name, with its plan
// step; nil otherwise.
func (d *callDecoder) source(j int, name string) (*semantics.CallEvent, *planStep) {
	if d.pl == nil || j < 0 || j >= len(d.pl.steps) || d.pl.events()[j].Callee != name {
		return nil, nil
	}
	return &d.pl.events()[j], &d.pl.steps[j]
}

// event decodes logged call j.
func (d *callDecoder) event(j int, l *native.CallLog) semantics.CallEvent {
	s := &d.stubs[l.Stub]
	f := d.p.Module.Func(s.Name)
	ev := semantics.CallEvent{Callee: s.Name}
	off := 0
	for i, a := range f.Params {
		img := make([]byte, s.ArgSizes[i])
		if off < len(l.Args) {
			copy(img, l.Args[off:])
		}
		off += s.ArgSizes[i]
		ev.Types = append(ev.Types, a.Ty)
		ev.Args = append(ev.Args, d.p.FromImage(a.Ty, img))
	}
	src, st := d.source(l.Event, s.Name)
	if src != nil && !d.view {
		d.learn(src, st, &ev, l)
	}
	for i, t := range ev.Types {
		if t.IsPtr() && t.Kind != ir.VectorType {
			if r := d.pointer(src, i, ev.Args[i].Bits); r != nil {
				ev.Ptrs = append(ev.Ptrs, *r)
			}
		}
	}
	if src != nil {
		for n, k := range st.dumps {
			if n < len(l.Dumps) && l.Dumps[n] != nil {
				m := &src.Mem[k]
				ev.Mem = append(ev.Mem, semantics.ObjectBytes{Name: m.Name, Bytes: semantics.ImageBytes(l.Dumps[n])})
			}
		}
	}
	return ev
}

// learn records, as the stubs do, the objects call ev's pointer
// arguments show the address of (those the source names there) and the
// fresh object it returned.
func (d *callDecoder) learn(src *semantics.CallEvent, st *planStep, ev *semantics.CallEvent, l *native.CallLog) {
	for _, ln := range st.learn {
		n := d.pl.slots[ln.Slot]
		_, ok := d.bases[n]
		if renewed := d.pl.renewed[ln.Slot] && !d.learned[ln.Slot]; (!ok || renewed) && ev.Args[ln.Arg].Bits != 0 {
			d.bases[n] = ev.Args[ln.Arg].Bits - uint64(ln.Off)
			if renewed {
				if d.learned == nil {
					d.learned = map[int]bool{}
				}
				d.learned[ln.Slot] = true
			}
		}
		for _, m := range src.Mem {
			if m.Name == n {
				d.sizes[n] = len(m.Bytes)
			}
		}
	}
	if st.newObj != nil && len(l.New) == 8 {
		n := d.pl.slots[st.retSlot]
		d.bases[n], d.sizes[n] = binary.LittleEndian.Uint64(l.New), len(st.newObj)
		if d.p.Layout.BigEndian {
			d.bases[n] = binary.BigEndian.Uint64(l.New)
		}
	}
}

// arenaPointer names pointer argument i, holding x, of a call the source
// does not make, logged in a witness view (see native.ArenaPointer): the
// argument object it points into, else an unnamed object.
func (d *callDecoder) arenaPointer(i int, x uint64) *semantics.PtrRef {
	off, ok := native.ArenaPointer(x)
	if ok && d.mem != nil {
		offs, _ := d.mem.Place()
		for k, n := range objectNames(d.mem) {
			if off >= offs[k] && off < offs[k]+len(d.mem.Objects[k].Bytes) {
				return &semantics.PtrRef{At: i, Object: n, Offset: int64(off - offs[k])}
			}
		}
	}
	return &semantics.PtrRef{At: i}
}

// pointer names pointer argument i of a logged call holding x (src: the
// source's event there, nil when none): nil for null; the object of
// known address and size it is in; else relative to what the source
// passes there, or an unnamed object.
func (d *callDecoder) pointer(src *semantics.CallEvent, i int, x uint64) *semantics.PtrRef {
	var sr *semantics.PtrRef
	if src != nil {
		sr = eventPtr(src, i)
	}
	if d.view {
		switch {
		case sr != nil:
			return &semantics.PtrRef{At: i, Object: sr.Object, Offset: int64(x)}
		case x == 0:
			return nil
		case src == nil:
			return d.arenaPointer(i, x)
		}
		return &semantics.PtrRef{At: i}
	}
	if x == 0 {
		return nil
	}
	if sr != nil && d.within(sr.Object, x, true) {
		// (Objects may share addresses: a dead local and a live one.)
		return &semantics.PtrRef{At: i, Object: sr.Object, Offset: int64(x - d.bases[sr.Object])}
	}
	names := slices.Sorted(maps.Keys(d.bases))
	for _, n := range names {
		if d.within(n, x, false) {
			return &semantics.PtrRef{At: i, Object: n, Offset: int64(x - d.bases[n])}
		}
	}
	if sr != nil {
		if b, ok := d.bases[sr.Object]; ok {
			return &semantics.PtrRef{At: i, Object: sr.Object, Offset: int64(x - b)}
		}
	}
	return &semantics.PtrRef{At: i}
}

// within reports whether address x is in object name (or just past its
// end, with pastEnd), whose address and size are known.
func (d *callDecoder) within(name string, x uint64, pastEnd bool) bool {
	b, known := d.bases[name]
	size, sized := d.sizes[name]
	end := b + uint64(size)
	return known && sized && x >= b && (x < end || pastEnd && x == end)
}

// judgeStep turns what a program printed at step o, a call of e on input
// k, into an outcome (its calls decoded from the log with the harness's
// stubs), and says why the source's outcomes outs (e.expect[k], or some
// of them) do not allow it ("" when they do). addrs are the located
// objects' addresses, arena the argument memory's (from the start line);
// in a witness view (view) they are the view's. A Partial step, one a
// stub stopped, has its calls alone.
func (ts *testFuncs) judgeStep(e *entry, k int, outs []semantics.Outcome, o *native.Observation, addrs map[string]uint64, arena []byte, stubs []native.Stub, view bool) (semantics.Outcome, string) {
	mem := e.mems[k]
	if !view {
		addrs = stepAddrs(addrs, arena, mem, ts.prog.Layout)
	}
	d := newCallDecoder(ts.prog, stubs, e.plans[k], mem, addrs, view)
	calls := d.decode(o.Calls)
	addrs = d.addrs(addrs)
	if o.Partial {
		t := semantics.Outcome{Kind: semantics.Returned, Type: e.fn.RetType(), Calls: calls, Addrs: addrs}
		if why := semantics.Allows(outs, &t); why != "" {
			return t, why
		}
		return t, "the program stopped at a call to an unknown function"
	}
	t := observedOutcome(ts.prog, e.fn, ts.globals, o, addrs, mem)
	t.Calls = calls
	reason := badExtension(ts.prog, e.fn, o)
	if reason == "" {
		reason = strayWrite(mem, o.Mem)
	}
	if reason == "" {
		reason = semantics.Allows(outs, &t)
	}
	return t, reason
}

// describeCalls renders the calls of outcome t after it, one a line.
func describeCalls(t *semantics.Outcome) string {
	var b strings.Builder
	for j := range t.Calls {
		b.WriteString("\n  call " + t.Calls[j].String())
	}
	return b.String()
}

// stoppedStep is the partial observation of step s among obs (the calls
// a step a stub stopped made), nil when there is none.
func stoppedStep(obs []native.Observation, s int) *native.Observation {
	for k := range obs {
		if obs[k].Partial && obs[k].Step == s {
			return &obs[k]
		}
	}
	return nil
}
