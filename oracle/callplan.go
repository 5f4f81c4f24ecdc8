package oracle

import (
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
