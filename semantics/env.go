package semantics

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// Calls to unknown functions (declared, not defined, neither intrinsics
// nor the C library subset) are answered by an environment: one fixed
// world in which the unknown function is some function, the same for the
// source and the target. What the caller can observe of such a call is an
// event; a target must make the same events as the source, in the same
// order, with refined arguments and refined readable memory.
//
// Which calls are events, and what an answer depends on, follows from
// what LLVM may do with them:
//
//   - A call that may write memory (of any kind, inaccessible memory
//     included; argument memory only through pointer parameters that
//     allow it) cannot be duplicated or reordered with another such call.
//     It is an event, and its answer (return value and writes) depends on
//     the run's input and its index among the run's events (not on its
//     arguments: a source argument may be undef where the target passes
//     one of its values, and the world must not differ).
//   - An event that may touch argument memory only is removable: the
//     target may drop it where its writes are dead, so its answer depends
//     on the input and its callee only, and the index above counts the
//     other events.
//   - A call that writes nothing may be removed when its result is unused,
//     and two such calls with equal arguments and equal memory may be
//     merged. It is not an event, and its answer depends only on the
//     callee, its arguments and the bytes it may read; where the source's
//     are not all determined the source's answer is any value.
//
// An unknown function reads and writes only memory its attributes
// (memory(...), readnone, readonly, writeonly, argmemonly on the function,
// readonly/readnone/writeonly on a parameter) allow: the objects its
// pointer arguments point into, and other memory that escaped before
// (argument objects of the run not marked noalias, objects passed to an
// earlier unknown call without nocapture, objects unknown functions
// returned, and globals other modules can name). It may return a pointer
// to escaped memory. An event names the objects it is given %argN, @g or
// %escN; an %escN whose object the world can no longer reach (it died,
// or the call that saw it did not capture it) names the next new object,
// since the world cannot tell the two apart and LLVM merges them (the
// inliner's one alloca for every call, MemCpyOpt's stack move). A byval
// argument is the call's own copy, %byvalN, known by its bytes.

// CallEvent is a call to an unknown function that the caller can
// observe (a call that may write memory).
type CallEvent struct {
	Callee string
	Types  []*ir.Type // the arguments' types
	Args   []Val      // the arguments (pointers are compared by Ptrs)
	// Ptrs names what each pointer argument points to (At is the
	// argument's index).
	Ptrs []PtrRef
	// Mem is the memory the call may read, as it was at the call: every
	// object by its name.
	Mem []ObjectBytes
	// The world's answer, for a harness that replays it: the bytes the
	// call wrote, and its result (of type ResultType; a pointer result is
	// told by ResultRef, nil for null).
	Writes     []EnvWrite
	ResultType *ir.Type
	Result     Val
	ResultRef  *PtrRef
	// NewObject is the initial bytes of the object the call returned a
	// pointer to when the call made it (ResultRef names it "%retN").
	NewObject []byte
	// Removable: the call may only touch memory its pointer arguments
	// point to, so a target may drop it where what it writes is dead
	// (InstCombine does, and SelectionDAG drops calls to memory(none)
	// callers of it): the target need not make it.
	Removable bool
}

// EnvWrite is bytes an unknown function wrote: at byte Off of the object
// called Object.
type EnvWrite struct {
	Object string
	Off    uint64
	Bytes  []byte
}

// String renders the event as `@f(i32 1, ptr %arg0+4)`.
func (e *CallEvent) String() string {
	var b strings.Builder
	b.WriteString("@" + ir.QuoteName(e.Callee) + "(")
	for i := range e.Args {
		if i > 0 {
			b.WriteString(", ")
		}
		if r := e.ptrRef(i); r != nil && e.Types[i].IsPtr() {
			b.WriteString("ptr " + r.String())
			continue
		}
		b.WriteString(FormatVal(e.Types[i], &e.Args[i]))
	}
	b.WriteString(")")
	return b.String()
}

func (e *CallEvent) ptrRef(i int) *PtrRef {
	for k := range e.Ptrs {
		if e.Ptrs[k].At == i {
			return &e.Ptrs[k]
		}
	}
	return nil
}

// modRef says whether a kind of memory may be read (1) and written (2).
type modRef uint8

func (r modRef) read() bool  { return r&1 != 0 }
func (r modRef) write() bool { return r&2 != 0 }

// memEffects is a function's memory attribute: what it may do to the
// memory its pointer arguments point into, to inaccessible memory, to all
// other memory, and to errno and target memory (no object of the module:
// a write there still makes the call one a target must keep).
type memEffects struct{ argmem, inaccessible, other, errno modRef }

func (e memEffects) mayWrite() bool {
	return e.argmem.write() || e.inaccessible.write() || e.other.write() || e.errno.write()
}

func (e memEffects) and(o memEffects) memEffects {
	return memEffects{e.argmem & o.argmem, e.inaccessible & o.inaccessible, e.other & o.other, e.errno & o.errno}
}

// effectsOf reads the memory effects of function attributes l (in module
// m) for the world of an unknown call (ir.FnMemoryEffects). errno and
// target memory are none of the module's objects: what a call may do to
// them does not let it touch other memory.
func effectsOf(m *ir.Module, l ir.AttrList) memEffects {
	e := m.FnMemoryEffects(l)
	return memEffects{modRef(e.ArgMem), modRef(e.InaccessibleMem), modRef(e.Other), modRef(e.ErrnoMem | e.TargetMem)}
}

// callEffects is what call, a call of f, may do to memory: f's and the
// call site's memory attributes, with argument memory narrowed to what
// its pointer parameters allow (a function that may write only argument
// memory, called with readonly pointers, writes nothing: LLVM's alias
// analysis reads it so, and GVN and EarlyCSE merge such calls).
func callEffects(m *ir.Module, f *ir.Function, call *ir.Instruction) memEffects {
	eff := effectsOf(m, f.FnAttrs).and(effectsOf(m, call.FnAttrs()))
	var arg modRef
	for i, a := range call.Args() {
		if t := a.Type(); t.IsPtr() || t.Kind == ir.VectorType && t.Elem != nil && t.Elem.IsPtr() {
			// What the function may do, not what the call site
			// promises: a call site's readonly or readnone on an
			// argument makes a write undefined (envWrites) rather than
			// changing the function.
			arg |= paramAccess(f, nil, i, eff.argmem)
		}
	}
	eff.argmem = arg
	return eff
}

// removableCall reports whether call, an event with effects eff, may be
// dropped where what it writes is dead: it may touch argument memory
// only, so nothing but its writes can tell it happened (no other memory,
// no inaccessible memory, where I/O lives). Whether it returns does not
// matter here: a world always returns, and a call that may not return
// (no willreturn) is dropped by LLVM's back ends all the same when its
// caller is memory(none) (SelectionDAG lowers such calls without a
// chain), which irfuzz has no world to show wrong.
func removableCall(eff memEffects) bool {
	return eff.inaccessible == 0 && eff.other == 0 && eff.errno == 0
}

// CallIsEvent reports whether a call of the unknown function f is an
// event of a run (an observable call the target must make too): one
// that may write memory.
func CallIsEvent(m *ir.Module, f *ir.Function, call *ir.Instruction) bool {
	return callEffects(m, f, call).mayWrite()
}

// paramAccess is what an unknown function may do through parameter i:
// the function's effects on argument memory, narrowed by the parameter's
// readonly, readnone or writeonly at the declaration or the call site.
func paramAccess(f *ir.Function, call *ir.Instruction, i int, argmem modRef) modRef {
	lists := []ir.AttrList{}
	if i < len(f.Params) {
		lists = append(lists, f.Params[i].Attrs)
	}
	if call != nil {
		if aa := call.ArgAttrs(); i < len(aa) {
			lists = append(lists, aa[i])
		}
	}
	for _, l := range lists {
		switch {
		case l.Has("readnone"):
			argmem = 0
		case l.Has("readonly"):
			argmem &= 1
		case l.Has("writeonly"):
			argmem &= 2
		}
	}
	return argmem
}

// paramCaptures reports whether an unknown function may keep parameter i
// (it is not nocapture or captures(none)).
func paramCaptures(f *ir.Function, call *ir.Instruction, i int) bool {
	lists := []ir.AttrList{}
	if i < len(f.Params) {
		lists = append(lists, f.Params[i].Attrs)
	}
	if aa := call.ArgAttrs(); i < len(aa) {
		lists = append(lists, aa[i])
	}
	for _, l := range lists {
		if l.Has("nocapture") {
			return false
		}
		if a := l.Get("captures"); a != nil && strings.TrimSpace(a.Args) == "none" {
			return false
		}
	}
	return true
}

// canPublish reports whether a call of f with effects eff can put its
// pointer argument i where a later call finds it: into memory other than
// its arguments' (other or inaccessible memory), or into the object
// another pointer argument points to. A function that may write only the
// memory argument i points to can keep the pointer nowhere but there,
// which no one else reaches: LLVM drops such a call (InstCombine, with
// an unused result) together with a dead alloca it was given, so the
// object must not become the world's.
func canPublish(f *ir.Function, call *ir.Instruction, eff memEffects, i int, args []*Val) bool {
	if eff.other.write() || eff.inaccessible.write() {
		return true
	}
	for k, a := range args {
		if k == i || !call.Operands[k+1].Type().IsPtr() || a.Prov == 0 || a.Prov == args[i].Prov {
			continue
		}
		if paramAccess(f, nil, k, eff.argmem).write() {
			return true
		}
	}
	return false
}

// byvalType is the type of parameter i of a call of f when it is byval
// (at the declaration or the call site), else nil.
func byvalType(f *ir.Function, call *ir.Instruction, i int) *ir.Type {
	if i < len(f.Params) {
		if bv := f.Params[i].Attrs.Get("byval"); bv != nil && bv.Ty != nil {
			return bv.Ty
		}
	}
	if aa := call.ArgAttrs(); i < len(aa) {
		if bv := aa[i].Get("byval"); bv != nil && bv.Ty != nil {
			return bv.Ty
		}
	}
	return nil
}

// byvalArg records argument i, a pointer to the n bytes a byval
// parameter copies: in event ev as a new object of the call's own
// ("%byvalI", its bytes in ev.Mem), else in h. It reports whether the
// bytes are determined.
func (m *Machine) byvalArg(ev *CallEvent, h *hasher, i int, a *Val, n uint64) bool {
	b, ub := m.mem.ReadBytes(a, n)
	if ub != UBNone {
		return false // (declaredParams checked them)
	}
	if ev != nil {
		name := fmt.Sprintf("%%byval%d", i)
		ev.Ptrs = append(ev.Ptrs, PtrRef{At: i, Object: name, Fresh: true})
		ev.Mem = append(ev.Mem, ObjectBytes{Name: name, Bytes: b, Ptrs: ptrRefs(m.p.Layout, b, m.objectName)})
		return true
	}
	determined := true
	for k := range b {
		h.word(uint64(b[k].Bits) | uint64(b[k].Undef)<<8 | uint64(b[k].Poison)<<16)
		determined = determined && b[k].Undef == 0 && b[k].Poison == 0
	}
	return determined
}

// readOnlyArg records argument i, a pointer at offset a-base into an
// object the callee may read through it but not write or capture: in
// event ev as "%roI", a name given anew at each call, with the object's
// bytes in ev.Mem; else its offset and bytes in h, reporting whether
// they are determined. Which object it is is not observable.
func (m *Machine) readOnlyArg(ev *CallEvent, h *hasher, i int, a *Val, base uint64) bool {
	if ev != nil {
		name := fmt.Sprintf("%%ro%d", i)
		ev.Ptrs = append(ev.Ptrs, PtrRef{At: i, Object: name, Offset: int64(a.Bits - base), Fresh: true})
		m.snapshot(ev, a.Prov, name)
		return true
	}
	h.str("%ro")
	h.word(a.Bits - base)
	return m.hashObject(h, a.Prov)
}

// maxEvents bounds the observable calls of one run: each keeps a copy of
// the memory it may read.
const maxEvents = 4096

// envMaxObject bounds the objects whose bytes an event records: larger
// ones are left out (which only makes the check weaker).
const envMaxObject = 4096

// resetEnv starts the environment of a run on args (the input, before its
// argument objects are placed): the world is a function of the input.
func (m *Machine) resetEnv(f *ir.Function, args []Val) {
	h := newHasher()
	h.word(m.world)
	for i := range args {
		h.val(&args[i])
		if obj, off := args[i].ArgObjectOf(); obj != nil {
			h.word(uint64(off))
			h.str(obj.Func)
			for _, b := range obj.Bytes {
				h.word(uint64(b.Bits) | uint64(b.Undef)<<8 | uint64(b.Poison)<<16)
			}
		}
	}
	m.envSeed = h.sum()
	_ = f
}

// escapeArgs marks the argument objects as escaped, except those only
// noalias parameters point to (no other code may reach them until the
// function lets them go).
func (m *Machine) escapeArgs(f *ir.Function) {
	for k := range m.placed {
		pl := &m.placed[k]
		hidden := true
		for i := range f.Params {
			if obj, _ := m.argIn[i].ArgObjectOf(); obj == pl.obj && !f.Params[i].Attrs.Has("noalias") {
				hidden = false
			}
		}
		if !hidden {
			m.escape(pl.ptr.Prov)
		}
	}
}

// escape adds object id to the escaped objects.
func (m *Machine) escape(id uint32) {
	for _, e := range m.escaped {
		if e == id {
			return
		}
	}
	m.escaped = append(m.escaped, id)
}

// nameObject returns the caller-visible name of object id, giving it one
// when it has none (see nameRunObject).
func (m *Machine) nameObject(id uint32) string {
	n, _ := m.nameRunObject(id)
	return n
}

// nameRunObject returns the caller-visible name of object id: a global's
// or an argument object's name, or "%escN" for an object of the run. The
// names of objects the world may not reach (dead ones, and those a call
// saw without capturing them) are given again, lowest first: the world
// cannot tell such an object from a new one at the same place, and LLVM
// merges them (the inliner's one alloca for a callee's frames, stack
// coloring and MemCpyOpt's stack move). fresh says the name is given to
// id now.
func (m *Machine) nameRunObject(id uint32) (name string, fresh bool) {
	if n, _, _ := m.p.objectName(id, 0); n != "" {
		return "@" + n, false
	}
	if n := m.runObjectName(id); n != "" {
		return n, false
	}
	for k := range m.names {
		rn := &m.names[k]
		if !strings.HasPrefix(rn.name, "%esc") {
			continue
		}
		if _, _, _, alive := m.mem.Object(rn.id); rn.id == 0 || !alive {
			rn.id = id
			return rn.name, true
		}
	}
	n := fmt.Sprintf("%%esc%d", len(m.names))
	m.names = append(m.names, runName{id: id, name: n})
	return n, true
}

// forgetUnescaped takes back the names of the objects a call's pointer
// arguments point to that did not escape: no later call can know them.
func (m *Machine) forgetUnescaped(ev *CallEvent) {
	for _, r := range ev.Ptrs {
		if !strings.HasPrefix(r.Object, "%esc") {
			continue
		}
		for k := range m.names {
			rn := &m.names[k]
			if rn.name == r.Object && rn.id != 0 && !slices.Contains(m.escaped, rn.id) {
				rn.id = 0
			}
		}
	}
}

// pruneEscaped drops dead objects from the escaped ones: the world
// neither reads nor writes them, nor answers with pointers to them.
func (m *Machine) pruneEscaped() {
	m.escaped = slices.DeleteFunc(m.escaped, func(id uint32) bool {
		_, _, _, alive := m.mem.Object(id)
		return !alive
	})
}

// unknownCall runs a call of the unknown function f: records its event,
// lets the environment write, and sets the result in dst (nil for void).
func (m *Machine) unknownCall(f *ir.Function, call *ir.Instruction, args []*Val, dst *Val) bool {
	mod := m.p.Module
	if libraryName(f.Name) {
		// LLVM knows what this function does (and may rely on it, as
		// the attributes it infers for it show): no world of ours is
		// one where it is that function.
		return m.unsupportedStop(unsupported("call to C library function @%s, which the interpreter does not model", f.Name))
	}
	if call.FnTy != nil && call.FnTy.String() != f.FuncTy.String() {
		return m.fail(UBCallSignature, call)
	}
	if !m.declaredParams(f, call, args) {
		return false
	}
	m.worldUsed = true // the answer below is the world's
	eff := callEffects(mod, f, call)
	if eff.argmem.write() && m.argsConstant(call, args) {
		// Every object its pointer arguments reach is a constant
		// global, which a store to is UB: it writes nothing there.
		eff.argmem &^= 2
	}
	event := eff.mayWrite()
	m.pruneEscaped()
	h := newHasher()
	h.str(f.Name)
	var ev *CallEvent
	if event {
		if len(m.events) >= maxEvents {
			return m.noResult("more than %d calls to unknown functions", maxEvents)
		}
		removable := removableCall(eff)
		m.events = append(m.events, CallEvent{Callee: f.Name, Removable: removable})
		ev = &m.events[len(m.events)-1]
		h.word(m.envSeed)
		// An event's answer depends on its place among the events a
		// target must make too; a removable one's on its callee only
		// (the target may drop one before it).
		if !removable {
			m.fixedEvents++
			h.word(uint64(m.fixedEvents))
		}
	}
	// The objects escaped before this call: what it may write as other
	// memory. One its own arguments give it is reached through them, and
	// written only where the parameter allows (the argument memory
	// writes): a readonly pointer captured and written through by the
	// same call is still written through that argument, which LLVM's
	// alias analysis reads as no write (the caller's GVN keeps the
	// object's loads across the call).
	m.escapedBefore = len(m.escaped)
	determined := m.callArgs(ev, &h, f, call, eff, args)
	if eff.other.read() {
		for _, id := range m.escaped {
			if ev != nil {
				m.snapshot(ev, id, m.nameObject(id))
			} else if !m.hashObject(&h, id) {
				determined = false
			}
		}
		if ev != nil {
			m.snapshotGlobals(ev)
		}
	}
	if ev != nil {
		blind := m.envWrites(ev, f, call, args, eff, h.sum())
		m.forgetUnescaped(ev)
		if m.envDenied {
			m.envDenied = false
			return m.failDetail(UBMemoryAttr, call, "@%s wrote memory a caller's memory attributes forbid", f.Name)
		}
		if blind != blindNone {
			return m.blindStop(blind, call, f)
		}
	}
	// Whether the function returns is the world's answer, not the
	// call's: noreturn only makes a return undefined behaviour ("this
	// produces undefined behavior at runtime if the function ever does
	// dynamically return"). A function some declaration or call marks
	// noreturn never returns in even worlds and returns in odd ones,
	// whether or not this call carries the attribute (a target may drop
	// it).
	if mayNotReturn(m.p.Module, f) {
		noreturn := m.p.Module.FnAttr(f.FnAttrs, "noreturn") != nil || m.p.Module.FnAttr(call.FnAttrs(), "noreturn") != nil
		switch {
		case m.world%2 == 0 && m.willReturn > 0:
			// A willreturn function on the stack never gets back.
			return m.failDetail(UBNoReturn, call, "@%s does not return to a willreturn caller", f.Name)
		case m.world%2 == 0:
			m.stop = &Outcome{Kind: Exited, InCall: f.Name}
			return false
		case noreturn:
			return m.failDetail(UBNoReturn, call, "@%s, called noreturn, returned", f.Name)
		}
	}
	if dst == nil {
		return true
	}
	if k := returnedParam(f, call); k >= 0 && k < len(args) {
		// "The function always returns its argument as its return
		// value": the world's answer is that argument.
		dst.CopyFrom(args[k])
		if ev != nil {
			m.recordResult(ev, call.Ty, dst)
		}
		return true
	}
	if !determined && m.ev.ch == nil {
		m.undeterminedAnswer(f, call, dst)
		return true
	}
	// The world answers within the result's attributes (nonnull, range,
	// align, nofpclass, noundef) where a few tries find such an answer.
	seed := h.sum()
	m.madeNow = 0
	for try := 0; ; try++ {
		if !m.envResult(call.Ty, dst, seed+uint64(try), ev != nil && !ev.Removable) {
			return false
		}
		c := dst.Clone()
		ub := m.resultAttrs(f, call, &c, false)
		// In odd worlds the function may break the attributes whose
		// breach only makes its result poison (nonnull, align, range
		// without noundef): the caller gets poison.
		if ub == UBNone && (!hasPoison(&c) || m.world%2 == 1) {
			dst.CopyFrom(&c)
			if ev != nil {
				m.recordResult(ev, call.Ty, dst)
			}
			return true
		}
		if try == 15 {
			return m.noResult("no answer of @%s's world keeps its result's attributes", f.Name)
		}
	}
}

// undeterminedAnswer makes dst the answer of unknown function f to call
// where the source's arguments or memory are not one value: it may be
// anything. A pointer is each answer the world may give (null, or an
// escaped object), explored as paths; other values are a fixed unknown
// value. In odd worlds the answer may break the attributes whose breach
// only makes the result poison (as unknownCall's determined answers do):
// where this one may, it is poison, which every answer of the target
// refines (a range(i8 0, 4) result of a call given poison: the target's
// world answered 9).
func (m *Machine) undeterminedAnswer(f *ir.Function, call *ir.Instruction, dst *Val) {
	if call.Ty.IsPtr() && call.Ty.Kind != ir.VectorType {
		m.anyPointer(dst)
	} else {
		fillAny(dst, call.Ty)
	}
	if m.world%2 == 1 {
		c := dst.Clone()
		if m.resultAttrs(f, call, &c, true) == UBNone {
			dst.CopyFrom(&c)
		}
	}
}

// resultAttrs applies to c, the answer of unknown function f to call, the
// attributes of its result (the function's, the call's) and the call's
// result metadata (abstract: c may hold undef bits, which may break them):
// a breach makes c poison, or is the undefined behaviour returned.
func (m *Machine) resultAttrs(f *ir.Function, call *ir.Instruction, c *Val, abstract bool) UBKind {
	ub := m.paramAttrs(f.RetAttrs, call.Ty, c)
	if ub == UBNone {
		ub = m.paramAttrs(call.RetAttrs(), call.Ty, c)
	}
	if md := resultMetaOf(call); ub == UBNone && md != nil {
		ub = md.apply(c, abstract)
	}
	return ub
}

// argsConstant reports whether every pointer argument of call points
// into a constant global (false when there is none, or one is a vector
// of pointers or not one known object).
func (m *Machine) argsConstant(call *ir.Instruction, args []*Val) bool {
	n := 0
	for i, a := range call.Args() {
		t := a.Type()
		if t.Kind == ir.VectorType && t.Elem != nil && t.Elem.IsPtr() {
			return false
		}
		if !t.IsPtr() {
			continue
		}
		if i >= len(args) {
			return false
		}
		if args[i].Poison || args[i].Undef != 0 {
			return false
		}
		if o := m.mem.object(args[i]); o == nil || !o.alive || o.kind != ObjConstGlobal {
			return false
		}
		n++
	}
	return n > 0
}

// returnedParam is the index of the parameter f's declaration or call
// marks returned, when its type is the call's result type; else -1.
func returnedParam(f *ir.Function, call *ir.Instruction) int {
	ret := call.Ty.String()
	for k, a := range f.Params {
		if a.Attrs.Has("returned") && a.Ty.String() == ret {
			return k
		}
	}
	for k, l := range call.ArgAttrs() {
		if l.Has("returned") && k < len(f.Params) && f.Params[k].Ty.String() == ret {
			return k
		}
	}
	return -1
}

// mayNotReturn reports whether f is marked noreturn by its declaration
// or by one of mod's calls to it: the worlds then include ones where it
// never returns.
func mayNotReturn(mod *ir.Module, f *ir.Function) bool {
	if mod.FnAttr(f.FnAttrs, "noreturn") != nil {
		return true
	}
	for _, u := range f.Uses() {
		if u.Op == ir.OpCall || u.Op == ir.OpInvoke || u.Op == ir.OpCallBr {
			if u.Callee() == ir.Value(f) && mod.FnAttr(u.FnAttrs(), "noreturn") != nil {
				return true
			}
		}
	}
	return false
}

// callArgs records call's arguments in event ev, or adds them (and the
// memory the call may read through them) to h when the call is no event;
// it reports whether what went into h is determined.
func (m *Machine) callArgs(ev *CallEvent, h *hasher, f *ir.Function, call *ir.Instruction, eff memEffects, args []*Val) bool {
	determined := true
	for i, a := range args {
		t := call.Operands[i+1].Type()
		isPtr := t.IsPtr() && !a.Poison && a.Undef == 0 && a.Prov != 0
		if ev != nil {
			ev.Types = append(ev.Types, t)
			ev.Args = append(ev.Args, a.Clone())
		} else if !t.IsPtr() {
			h.val(a)
			determined = determined && fullyDefined(a)
		} else if !isPtr {
			h.word(a.Bits) // null, or an address without provenance
			determined = determined && fullyDefined(a)
		}
		if !isPtr {
			continue
		}
		if bt := byvalType(f, call, i); bt != nil {
			// The callee gets a copy: its bytes are what it sees, not
			// the caller's object.
			determined = m.byvalArg(ev, h, i, a, m.p.Layout.StoreSize(bt)) && determined
			continue
		}
		base, _, kind, alive := m.mem.Object(a.Prov)
		if !alive || kind == ObjFunction {
			h.word(a.Bits)
			continue
		}
		access := paramAccess(f, nil, i, eff.argmem)
		if access.read() && !access.write() && !paramCaptures(f, call, i) {
			// A pointer the callee may only read through and may not
			// capture: it cannot tell which object it points into, only
			// the bytes it reads (MemCpyOpt passes the source of a copy
			// for the copy). Known by those bytes and the offset, as a
			// byval argument is.
			determined = m.readOnlyArg(ev, h, i, a, base) && determined
			continue
		}
		var name string
		if ev != nil {
			var fresh bool
			name, fresh = m.nameRunObject(a.Prov)
			ev.Ptrs = append(ev.Ptrs, PtrRef{At: i, Object: name, Offset: int64(a.Bits - base), Fresh: fresh})
		} else {
			// A call that is no event names nothing: the target may drop it.
			name, _, _ = m.objectName(a.Prov, a.Bits)
			if name == "" {
				name = m.runObjectName(a.Prov)
			}
			h.str(name)
			h.word(a.Bits - base)
		}
		if access.read() {
			if ev != nil {
				m.snapshot(ev, a.Prov, name)
			} else if !m.hashObject(h, a.Prov) {
				determined = false
			}
		}
		if ev != nil && paramCaptures(f, call, i) && canPublish(f, call, eff, i, args) {
			m.escape(a.Prov)
		}
	}
	return determined
}

// recordResult records in ev the world's answer dst (of type t), for a
// harness to replay: a pointer by the object it points to, and a new
// object's bytes when the call made it.
func (m *Machine) recordResult(ev *CallEvent, t *ir.Type, dst *Val) {
	ev.ResultType, ev.Result = t, dst.Clone()
	if !t.IsPtr() || dst.X != nil || dst.Prov == 0 {
		return
	}
	base, _, _, _ := m.mem.Object(dst.Prov)
	ev.ResultRef = &PtrRef{Object: m.nameObject(dst.Prov), Offset: int64(dst.Bits - base)}
	if dst.Prov == m.madeNow { // (not an object an earlier call made)
		b, _ := m.mem.ReadBytes(&Val{Bits: base, Prov: dst.Prov}, 64)
		for k := range b {
			ev.NewObject = append(ev.NewObject, b[k].Bits)
		}
	}
}

// declaredParams applies the parameter attributes of the declaration of
// f to the arguments of call (each replaced by a checked copy when f has
// some): what the function promises to be given, as at a call to a
// defined function. A byval argument must be readable for its type.
func (m *Machine) declaredParams(f *ir.Function, call *ir.Instruction, args []*Val) bool {
	for i, a := range args {
		if i >= len(f.Params) || f.Params[i].Attrs.Empty() {
			continue
		}
		m.argVals = append(m.argVals, a.Clone())
		c := &m.argVals[len(m.argVals)-1]
		if ub := m.paramAttrs(f.Params[i].Attrs, f.Params[i].Ty, c); ub != UBNone {
			return m.fail(ub, call)
		}
		if bv := f.Params[i].Attrs.Get("byval"); bv != nil && bv.Ty != nil {
			if ub := m.mem.Check(c, m.p.Layout.StoreSize(bv.Ty)); ub != UBNone {
				return m.fail(ub, call)
			}
		}
		args[i] = c
	}
	return true
}

// hashObject adds the bytes of object id to h; false when some byte is
// not determined.
func (m *Machine) hashObject(h *hasher, id uint32) bool {
	base, size, _, alive := m.mem.Object(id)
	if !alive || size > envMaxObject {
		return true
	}
	m.mem.raw = true
	b, ub := m.mem.access(&Val{Bits: base, Prov: id}, size, 1, false)
	m.mem.raw = false
	if ub != UBNone {
		return true
	}
	ok := true
	for k := range b {
		h.word(uint64(b[k].Bits))
		ok = ok && b[k].Undef == 0 && b[k].Poison == 0
	}
	return ok
}

// snapshot records the bytes of object id in ev (once).
func (m *Machine) snapshot(ev *CallEvent, id uint32, name string) {
	for k := range ev.Mem {
		if ev.Mem[k].Name == name {
			return
		}
	}
	base, size, _, alive := m.mem.Object(id)
	if !alive || size > envMaxObject {
		return
	}
	b, ub := m.mem.ReadBytes(&Val{Bits: base, Prov: id}, size)
	if ub != UBNone {
		return
	}
	ev.Mem = append(ev.Mem, ObjectBytes{Name: name, Bytes: b, Ptrs: ptrRefs(m.p.Layout, b, m.objectName)})
}

// snapshotGlobals records in ev the writable globals other modules can
// name (the unknown function may read them).
func (m *Machine) snapshotGlobals(ev *CallEvent) {
	for _, i := range m.p.outGlobals {
		g := &m.p.globals[i]
		if g.g.Linkage == ir.LinkageInternal || g.g.Linkage == ir.LinkagePrivate || g.store > envMaxObject {
			continue
		}
		m.snapshot(ev, g.ptr.Prov, "@"+g.g.Name)
	}
}

// blindWrite is what the world's write through a pointer argument
// whose address is not a known one makes of the run.
type blindWrite uint8

const (
	blindNone    blindWrite = iota
	blindUnknown            // through a fixed unknown address: not modelled
	blindUndef              // through an undef pointer: undefined behaviour
	blindPoison             // through a poison pointer: undefined behaviour
)

// blindStop ends the run where the unknown function f wrote through a
// pointer argument of no known address (blind is not blindNone).
func (m *Machine) blindStop(blind blindWrite, call *ir.Instruction, f *ir.Function) bool {
	switch blind {
	case blindPoison:
		return m.failDetail(UBPoisonAddress, call, "@%s wrote through a poison pointer argument", f.Name)
	case blindUndef:
		return m.failDetail(UBUndefAddress, call, "@%s wrote through an undef pointer argument", f.Name)
	}
	return m.noResult("@%s wrote through a pointer argument whose address is a fixed unknown choice", f.Name)
}

// envWrites lets the unknown function write, as the world decides (from
// seed): into the objects its pointer arguments point to where it may
// write argument memory, and into one escaped object where it may write
// other memory. It writes determined bytes only, and never into constant
// or dead objects. Whether it writes through an argument is decided
// before the argument is looked at, so that a source whose argument is
// poison or undef and a target that passes a real pointer there meet the
// same world; a write through such an argument is returned (blindWrite),
// not made.
func (m *Machine) envWrites(ev *CallEvent, f *ir.Function, call *ir.Instruction, args []*Val, eff memEffects, seed uint64) (blind blindWrite) {
	r := seed
	next := func() uint64 { r = mix(r + 0x9e3779b97f4a7c15); return r }
	for i, a := range args {
		if !call.Operands[i+1].Type().IsPtr() {
			continue
		}
		// The function writes what it writes whatever the call site
		// says of the argument; a call site whose readonly or readnone
		// forbids the write makes it undefined (LangRef: "如果函数写入
		// readonly 指针参数,则行为是未定义的"), as the caller's memory
		// attributes do (envWrite). A target that drops the call site's
		// attribute is then no different from its source.
		if !paramAccess(f, nil, i, eff.argmem).write() || next()%3 == 0 || byvalType(f, call, i) != nil {
			continue
		}
		switch {
		case a.Poison:
			blind = max(blind, blindPoison)
			continue
		case a.Undef != 0 && a.Nondet:
			blind = max(blind, blindUnknown)
			continue
		case a.Undef != 0:
			blind = max(blind, blindUndef)
			continue
		case a.Prov == 0:
			continue
		}
		base, size, _, _ := m.mem.Object(a.Prov)
		off := a.Bits - base
		if a.Bits < base || off >= size {
			continue
		}
		if !paramAccess(f, call, i, eff.argmem).write() {
			m.envDenied = true
		}
		m.envWrite(ev, a.Prov, off, min(1+next()%8, size-off), next)
	}
	if live := m.liveEscaped(m.escaped[:m.escapedBefore]); eff.other.write() && len(live) > 0 && next()%2 == 0 {
		id := live[next()%uint64(len(live))]
		if _, size, _, _ := m.mem.Object(id); size > 0 {
			off := next() % size
			m.envWrite(ev, id, off, min(1+next()%4, size-off), next)
		}
	}
	return blind
}

// envWrite writes n bytes from the world at byte off of object id, and
// records them in ev.
func (m *Machine) envWrite(ev *CallEvent, id uint32, off, n uint64, next func() uint64) {
	base, _, kind, alive := m.mem.Object(id)
	if !alive || kind == ObjConstGlobal || kind == ObjFunction {
		return
	}
	if !m.mem.worldMayWrite(id) {
		// The world writes what it writes whoever the caller is (an
		// inlined call must see the same world); a caller limited by
		// its memory attributes makes that write undefined.
		m.envDenied = true
	}
	m.mem.raw = true
	b, ub := m.mem.access(&Val{Bits: base + off, Prov: id}, n, 1, true)
	m.mem.raw = false
	if ub != UBNone {
		return
	}
	w := EnvWrite{Object: m.nameObject(id), Off: off, Bytes: make([]byte, len(b))}
	for k := range b {
		v := next()
		switch v % 4 {
		case 0:
			b[k] = Byte{}
		case 1:
			b[k] = Byte{Bits: 0xff}
		default:
			b[k] = Byte{Bits: uint8(v >> 8)}
		}
		w.Bytes[k] = b[k].Bits
	}
	ev.Writes = append(ev.Writes, w)
}

// envResult sets dst, of type t, to the world's answer seed: an integer
// or float among 0, 1, -1 and other values; a pointer that is null, into
// an escaped object, or (for an event) to a new object of its own.
func (m *Machine) envResult(t *ir.Type, dst *Val, seed uint64, event bool) bool {
	r := seed
	next := func() uint64 { r = mix(r + 0x9e3779b97f4a7c15); return r }
	ok := true
	var fill func(t *ir.Type, v *Val)
	fill = func(t *ir.Type, v *Val) {
		if v.X != nil && len(v.X.Lanes) > 0 {
			for i := range v.X.Lanes {
				fill(laneType(t, i), &v.X.Lanes[i])
			}
			return
		}
		x := next()
		switch {
		case t.IsPtr():
			*v = Val{}
			switch {
			case x%4 == 1:
			case x%4 == 2 && event:
				p, good := m.freshObject(next)
				if !good {
					ok = m.noResult("memory budget exhausted by an unknown function's result")
					return
				}
				*v = p
			default:
				if live := m.liveEscaped(m.escaped); len(live) > 0 {
					id := live[(x>>8)%uint64(len(live))]
					base, _, _, _ := m.mem.Object(id)
					*v = Val{Bits: base, Prov: id}
				}
			}
		case t.IsInt() && t.Bits > 64:
			v.Poison = false
			for i := range v.X.Words {
				v.X.Words[i], v.X.UndefWords[i] = next(), 0
			}
			v.X.Words[len(v.X.Words)-1] &= widthMask(t.Bits % 64)
			if t.Bits%64 == 0 {
				v.X.Words[len(v.X.Words)-1] = next()
			}
		default:
			w := widthOf(t)
			var bits uint64
			switch x % 5 {
			case 0:
			case 1:
				bits = 1
				if f := formatOf(t.Kind); f != nil {
					bits = f.fromF64(1)
				}
			case 2:
				bits = ^uint64(0)
				if f := formatOf(t.Kind); f != nil {
					bits = f.fromF64(-1)
				}
			case 3:
				bits = (x >> 8) % 16
			default:
				bits = next()
			}
			*v = Val{Bits: bits & widthMask(w)}
		}
	}
	fill(t, dst)
	return ok
}

// freshObject makes the object an unknown function returns a pointer to:
// 64 bytes of the world's choosing, escaped. With wide pointers it lies at
// an address of its own (by its index), the same in source and target.
func (m *Machine) freshObject(next func() uint64) (Val, bool) {
	m.fresh++
	min := uint64(0)
	if m.p.Layout.PointerBits(0) >= argRegionBits {
		min = 1<<33 + uint64(m.fresh)<<20
	}
	p, ok := m.mem.allocFrom(ObjHeap, 64, 16, min)
	if !ok {
		return Val{}, false
	}
	b, _ := m.mem.access(&p, 64, 1, true)
	for k := range b {
		b[k] = Byte{Bits: uint8(next())}
	}
	m.names = append(m.names, runName{id: p.Prov, name: fmt.Sprintf("%%ret%d", m.fresh)})
	m.madeNow = p.Prov
	m.mem.markWorld(p.Prov)
	m.escape(p.Prov)
	return p, true
}

// anyPointer makes dst one of the pointers a world may answer with, as a
// nondeterministic choice: null, or the base of a live escaped object.
func (m *Machine) anyPointer(dst *Val) {
	var live []Val
	for _, id := range m.liveEscaped(m.escaped) {
		base, _, _, _ := m.mem.Object(id)
		live = append(live, Val{Bits: base, Prov: id})
	}
	*dst = Val{}
	if k := m.choose(1 + len(live)); k > 0 {
		*dst = live[k-1]
	}
}

// fillAny makes v, of type t, any value: a fixed unknown value for
// integers and floats, poison for pointers.
func fillAny(v *Val, t *ir.Type) {
	if v.X != nil && len(v.X.Lanes) > 0 {
		for i := range v.X.Lanes {
			fillAny(&v.X.Lanes[i], laneType(t, i))
		}
		return
	}
	if t.IsPtr() {
		v.SetPoison()
		return
	}
	fillUndef(v, t)
	v.Nondet = true
	if v.X != nil {
		// Wide integers have no Nondet per word: poison over-approximates.
		v.SetPoison()
	}
}

// liveEscaped is the objects of escaped still alive, ordered by the names
// callers know them by: what the world may reach at a call. Not the order
// they escaped in, nor with the dead ones: a source that makes a new
// object for each call of an inlined function (each escaping, then
// dying) and a target with one object for all of them offer the world
// the same objects under the same names, and must get the same answers.
func (m *Machine) liveEscaped(escaped []uint32) []uint32 {
	type named struct {
		id   uint32
		name string
	}
	var live []named
	for _, id := range escaped {
		if _, _, _, alive := m.mem.Object(id); !alive {
			continue
		}
		n := ""
		if g, _, _ := m.p.objectName(id, 0); g != "" {
			n = "@" + g
		} else {
			n = m.runObjectName(id)
		}
		live = append(live, named{id, n})
	}
	slices.SortStableFunc(live, func(a, b named) int {
		// Unnamed ones (none expected) last, in escape order.
		if c := cmp.Compare(unnamed(a.name), unnamed(b.name)); c != 0 || a.name == "" {
			return c
		}
		return cmp.Compare(a.name, b.name)
	})
	ids := make([]uint32, len(live))
	for i := range live {
		ids[i] = live[i].id
	}
	return ids
}

func unnamed(name string) int {
	if name == "" {
		return 1
	}
	return 0
}
