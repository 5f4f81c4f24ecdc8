package oracle

import (
	"encoding/binary"
	"maps"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

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
