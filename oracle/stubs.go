package oracle

import (
	"slices"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

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
