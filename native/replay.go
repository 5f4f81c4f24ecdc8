package native

import (
	_ "embed"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// Stubs: a test function may call unknown functions (declared, defined
// nowhere), whose answers the reference semantics draws from a world of
// its own and records as events. The harness defines each such function
// as a stub that replays the source's events of the input in order: the
// k-th call to any stub checks that it is a call of the k-th event's
// function, learns where the objects its pointer arguments point into
// lie, logs the call (its function, its arguments' bytes, the bytes of
// the objects the event's function may read), writes what the world
// wrote, and returns what the world returned (a fresh object for a new
// one). A call the source does not make (one more than it made, or of
// another function) is logged and ends the program with StubStop, so
// the oracle can judge the calls logged so far.

// Stub is an unknown function the harness defines.
type Stub struct {
	Name       string
	Params     []string // parameter types, as IR spells them (literal struct types)
	ParamAttrs []string // per parameter, its ABI attributes
	ArgSizes   []int    // per parameter, the bytes its value takes in the log
	Ret        string   // "void" when none
	RetAttrs   string
	RetSize    int // the bytes a load of the result reads
}

// StubScript is the source's events on one input, for the stubs to replay.
// Objects are named by slots, 0 to Slots-1: those in Presets are known
// before the call; the rest are learned from the pointer arguments of
// the calls (Learn) or made by a call (Event.New).
type StubScript struct {
	Slots   int
	Presets []Preset
	Events  []Event
}

// Preset says that slot Slot is argument object Object of the input
// (Object >= 0) or the global Global.
type Preset struct {
	Slot, Object int
	Global       string
}

// Event is one call the source makes and the world's answer to it.
type Event struct {
	Stub int // its function, an index into Harness.Stubs
	// Removable: the program may not make this call (the target may drop
	// it); a call of another stub here replays the next event instead.
	Removable bool
	// Learn: where the source passes a pointer into a named object.
	Learn []Learn
	// Dumps are the objects whose bytes the log shows, as at the call.
	Dumps  []Dump
	Writes []Write
	// The result: none for a void function; Ret, the image of a value;
	// with RetPtr, a pointer to byte RetOff of slot RetSlot (null when
	// RetSlot is -1), which is the fresh object New when New is not nil.
	Ret     []byte
	RetPtr  bool
	RetSlot int
	RetOff  int64
	New     []byte
}

// Learn says that argument Arg points to byte Off of the object of slot
// Slot: the slot's address is the argument minus Off, unless known.
type Learn struct {
	Slot, Arg int
	Off       int64
}

// Dump is Size bytes of the object of slot Slot, shown in the log. In a
// witness view, Mask is ANDed into them and the 8-byte pointer at each
// Reloc's At is shown as its distance from the base of slot Reloc.Slot.
type Dump struct {
	Slot, Size int
	Mask       []byte
	Relocs     []DumpReloc
}

// DumpReloc is a pointer in a dump, shown relative to slot Slot.
type DumpReloc struct{ At, Slot int }

// Write is bytes the world writes at byte Off of the object of slot Slot.
type Write struct {
	Slot  int
	Off   int64
	Bytes []byte
}

// CallLog is one logged call to a stub: the stub (an index into
// Harness.Stubs), its arguments' bytes (each ArgSizes long, in order;
// in a witness view, a pointer the source passes into a named object is
// its distance from that object's base, and in a call the source does
// not make, a pointer into the arena is one more than its offset there:
// ArenaPointer), the bytes of the event's dumps (nil for one whose
// object is not known), and the address of the fresh object it returned
// (nil when none; 0 in a witness view).
type CallLog struct {
	Stub  int
	Args  []byte
	Dumps [][]byte
	New   []byte
	// Event is the index of the event the stub replayed (removable ones
	// before it may have gone unmade), -1 for a call no event answers.
	Event int
}

// ArenaPointer reads a pointer argument x of a call the source does not
// make, logged in a witness view: its offset in the arena, false when it
// does not point there.
func ArenaPointer(x uint64) (int, bool) {
	if x == 0 || x > MaxArena {
		return 0, false
	}
	return int(x - 1), true
}

// StubStop is the exit status of a program that a stub stopped: a call
// that the source's events do not have.
const StubStop = 122

// replayTables is what the harness's stubs need, over all its cases.
type replayTables struct {
	slots, args, ret, tmp, line int
	globals                     []string
}

// replayOf sizes the stubs' runtime for h; nil when h has no stubs.
func (h *Harness) replayOf() *replayTables {
	if len(h.Stubs) == 0 {
		return nil
	}
	rt := &replayTables{slots: 1, args: 1, ret: 8, tmp: 1}
	seen := map[string]bool{}
	for _, s := range h.Stubs {
		rt.args = max(rt.args, sum(s.ArgSizes))
		rt.ret = max(rt.ret, s.RetSize)
	}
	for ci := range h.Cases {
		for _, r := range h.Cases[ci].Scripts {
			if r == nil {
				continue
			}
			rt.slots = max(rt.slots, r.Slots)
			for _, p := range r.Presets {
				if p.Object < 0 && !seen[p.Global] {
					seen[p.Global] = true
					rt.globals = append(rt.globals, p.Global)
				}
			}
			for _, e := range r.Events {
				rt.ret = max(rt.ret, len(e.Ret))
				n := 8 + 3 + 8 + 1 + 2*rt.args + 3 + 16 + 3 + 16 + 2 // (+ the event index)
				for _, d := range e.Dumps {
					rt.tmp = max(rt.tmp, d.Size)
					n += 3 + 1 + 2*d.Size
				}
				rt.line = max(rt.line, n)
			}
		}
	}
	rt.line = max(rt.line, 8+3+8+1+2*rt.args+2)
	return rt
}

func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

// globalIndex is the index of global g in the stubs' table of globals.
func (rt *replayTables) globalIndex(g string) int {
	for i, n := range rt.globals {
		if n == g {
			return i
		}
	}
	return -1
}

// argOffsets is, per parameter of s, where its bytes start in the log.
func (s *Stub) argOffsets() []int {
	offs := make([]int, len(s.ArgSizes))
	n := 0
	for i, sz := range s.ArgSizes {
		offs[i] = n
		n += sz
	}
	return offs
}

// script encodes replay r of an input with argument memory m (nil for
// none) as the runtime reads it, appending the bytes it copies to data:
// the events' count, the presets (slot, kind 0 with the object's offset
// in the arena or kind 1 with the global's index), then per event
// whether it is removable, the script position of the next event, its
// stub, learns (slot, argument offset, offset), dumps (slot, size, mask
// offset or -1, relocations (at, slot)), result (kind 0 none; 1 bytes:
// length, offset; 2 pointer: slot, offset; 3 fresh object: slot, offset,
// data offset, length) and writes (slot, offset, length, data offset).
func (h *Harness) script(r *StubScript, m *Memory, rt *replayTables, data *[]byte) []int64 {
	put := func(bs []byte) int64 {
		off := int64(len(*data))
		*data = append(*data, bs...)
		return off
	}
	var offs []int
	if m != nil {
		offs, _ = m.Place()
	}
	w := []int64{int64(len(r.Events)), int64(len(r.Presets))}
	for _, p := range r.Presets {
		if p.Object >= 0 {
			w = append(w, int64(p.Slot), 0, int64(offs[p.Object]))
		} else {
			w = append(w, int64(p.Slot), 1, int64(rt.globalIndex(p.Global)))
		}
	}
	for _, e := range r.Events {
		argOffs := h.Stubs[e.Stub].argOffsets()
		removable := int64(0)
		if e.Removable {
			removable = 1
		}
		// The flag, the position of the next event (filled in below),
		// then the event.
		w = append(w, removable, 0)
		next := len(w) - 1
		w = append(w, int64(e.Stub), int64(len(e.Learn)))
		for _, l := range e.Learn {
			w = append(w, int64(l.Slot), int64(argOffs[l.Arg]), l.Off)
		}
		w = append(w, int64(len(e.Dumps)))
		for _, d := range e.Dumps {
			mask := int64(-1)
			if d.Mask != nil {
				mask = put(d.Mask)
			}
			w = append(w, int64(d.Slot), int64(d.Size), mask, int64(len(d.Relocs)))
			for _, rl := range d.Relocs {
				w = append(w, int64(rl.At), int64(rl.Slot))
			}
		}
		switch {
		case e.RetPtr && e.New != nil:
			w = append(w, 3, int64(e.RetSlot), e.RetOff, put(e.New), int64(len(e.New)))
		case e.RetPtr:
			w = append(w, 2, int64(e.RetSlot), e.RetOff)
		case e.Ret != nil:
			w = append(w, 1, int64(len(e.Ret)), put(e.Ret))
		default:
			w = append(w, 0)
		}
		w = append(w, int64(len(e.Writes)))
		for _, wr := range e.Writes {
			w = append(w, int64(wr.Slot), wr.Off, int64(len(wr.Bytes)), put(wr.Bytes))
		}
		w[next] = int64(len(w))
	}
	return w
}

// writeReplayTables writes case ci's scripts (input i's from index
// rpidx[i], -1 for none) and the bytes they copy.
func (h *Harness) writeReplayTables(b *strings.Builder, ci int, c *Case, rt *replayTables) {
	var words []string
	var idx []string
	var data []byte
	for i := range c.Inputs {
		var r *StubScript
		if i < len(c.Scripts) {
			r = c.Scripts[i]
		}
		if r == nil {
			idx = append(idx, "i64 -1")
			continue
		}
		var m *Memory
		if i < len(c.Memory) {
			m = c.Memory[i]
		}
		idx = append(idx, fmt.Sprintf("i64 %d", len(words)))
		for _, x := range h.script(r, m, rt, &data) {
			words = append(words, fmt.Sprintf("i64 %d", x))
		}
	}
	if len(words) == 0 {
		words = []string{"i64 0"}
	}
	fmt.Fprintf(b, "@__irfuzz.rpidx.%d = private constant [%d x i64] [%s], align 8\n", ci, len(idx), strings.Join(idx, ", "))
	fmt.Fprintf(b, "@__irfuzz.rp.%d = private constant [%d x i64] [%s], align 8\n", ci, len(words), strings.Join(words, ", "))
	fmt.Fprintf(b, "@__irfuzz.rpdata.%d = private constant [%d x i8] %s, align 16\n", ci, max(len(data), 1), byteArray(append(data, 0)[:max(len(data), 1)]))
}

// hasReplay reports whether some input of c has a replay.
func (c *Case) hasReplay() bool {
	for _, r := range c.Scripts {
		if r != nil {
			return true
		}
	}
	return false
}

// writeReplayStart writes, in case ci's loop body (input %iw), the start
// of the stubs' replay of the input (none for an input without one);
// arena is the size of the case's argument memory (0: none).
func writeReplayStart(b *strings.Builder, ci int, c *Case, arena int) {
	arenaPtr := "null"
	if arena > 0 {
		arenaPtr = "@__irfuzz.arena"
	}
	fmt.Fprintf(b, "  store i64 %d, ptr @__irfuzz.rp.arenasize, align 8\n", arena)
	if !c.hasReplay() {
		fmt.Fprintf(b, "  call void @__irfuzz.rp.start(ptr null, ptr null, ptr %s)\n", arenaPtr)
		return
	}
	fmt.Fprintf(b, "  %%ri = getelementptr i64, ptr @__irfuzz.rpidx.%d, i64 %%iw\n  %%rx = load i64, ptr %%ri, align 8\n", ci)
	fmt.Fprintf(b, "  %%rnone = icmp slt i64 %%rx, 0\n  %%rg = getelementptr i64, ptr @__irfuzz.rp.%d, i64 %%rx\n", ci)
	fmt.Fprintf(b, "  %%rs = select i1 %%rnone, ptr null, ptr %%rg\n  call void @__irfuzz.rp.start(ptr %%rs, ptr @__irfuzz.rpdata.%d, ptr %s)\n", ci, arenaPtr)
}

// writeReplayGlobals writes the stubs' runtime state.
func (h *Harness) writeReplayGlobals(b *strings.Builder, rt *replayTables, declared map[string]bool) {
	for _, g := range rt.globals {
		if !declared[g] {
			declared[g] = true
			fmt.Fprintf(b, "@%s = external global i8\n", ir.QuoteName(g))
		}
	}
	gs := []string{"ptr null"}
	if len(rt.globals) > 0 {
		gs = gs[:0]
		for _, g := range rt.globals {
			gs = append(gs, "ptr @"+ir.QuoteName(g))
		}
	}
	fmt.Fprintf(b, "@__irfuzz.rp.globals = internal constant [%d x ptr] [%s]\n", len(gs), strings.Join(gs, ", "))
	b.WriteString("@__irfuzz.rp.script = internal global ptr null\n@__irfuzz.rp.data = internal global ptr null\n")
	b.WriteString("@__irfuzz.rp.pos = internal global i64 0\n@__irfuzz.rp.n = internal global i64 0\n@__irfuzz.rp.k = internal global i64 0\n@__irfuzz.rp.word = internal global i64 0\n")
	b.WriteString("@__irfuzz.rp.arena = internal global i64 0\n@__irfuzz.rp.arenasize = internal global i64 0\n")
	fmt.Fprintf(b, "@__irfuzz.rp.slots = internal global [%d x i64] zeroinitializer, align 8\n", rt.slots)
	fmt.Fprintf(b, "@__irfuzz.rp.args = internal global [%d x i8] zeroinitializer, align 16\n", rt.args)
	fmt.Fprintf(b, "@__irfuzz.rp.ret = internal global [%d x i8] zeroinitializer, align 16\n", rt.ret)
	fmt.Fprintf(b, "@__irfuzz.rp.tmp = internal global [%d x i8] zeroinitializer, align 16\n", rt.tmp)
	fmt.Fprintf(b, "@__irfuzz.rp.view = internal constant i1 %t\n", h.View != nil)
	b.WriteString("declare ptr @malloc(i64)\ndeclare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n")
}

// writeStubs writes the stubs' definitions and their runtime; each
// stub's table @__irfuzz.rp.ptrs.N lists where its pointer arguments
// are in the log (their count first).
func (h *Harness) writeStubs(b *strings.Builder, rt *replayTables) {
	for si, s := range h.Stubs {
		ptrs := []string{""}
		for j, off := range s.argOffsets() {
			if s.Params[j] == "ptr" {
				ptrs = append(ptrs, fmt.Sprintf("i64 %d", off))
			}
		}
		ptrs[0] = fmt.Sprintf("i64 %d", len(ptrs)-1)
		fmt.Fprintf(b, "@__irfuzz.rp.ptrs.%d = private constant [%d x i64] [%s], align 8\n", si, len(ptrs), strings.Join(ptrs, ", "))
	}
	for si, s := range h.Stubs {
		ps := make([]string, len(s.Params))
		for j, p := range s.Params {
			attrs := ""
			if j < len(s.ParamAttrs) {
				attrs = s.ParamAttrs[j]
			}
			ps[j] = fmt.Sprintf("%s %%x%d", withAttrs(p, attrs), j)
		}
		fmt.Fprintf(b, "\ndefine %s @%s(%s) {\nentry:\n", withAttrs(s.RetAttrs, s.Ret), ir.QuoteName(s.Name), strings.Join(ps, ", "))
		for j, off := range s.argOffsets() {
			fmt.Fprintf(b, "  %%p%d = getelementptr i8, ptr @__irfuzz.rp.args, i64 %d\n  store %s %%x%d, ptr %%p%d, align 1\n", j, off, s.Params[j], j, j)
		}
		fmt.Fprintf(b, "  %%r = call ptr @__irfuzz.rp.call(i64 %d, i64 %d, ptr @__irfuzz.rp.ptrs.%d)\n", si, sum(s.ArgSizes), si)
		if s.Ret == "void" {
			b.WriteString("  ret void\n}\n")
		} else {
			fmt.Fprintf(b, "  %%v = load %s, ptr %%r, align 1\n  ret %s %%v\n}\n", s.Ret, s.Ret)
		}
	}
	b.WriteString(strings.ReplaceAll(replayRuntime, "@SLOTBYTES@", fmt.Sprint(8*rt.slots)))
}

// parseCallLine reads the fields of a call line (after the step): "c",
// the stub, its arguments, then "d" and a dump's bytes ("-" for an
// unknown object) per dump, "n" and the fresh object's address, and "k"
// and the index of the event replayed.
func parseCallLine(fs []string) (*CallLog, error) {
	if len(fs) < 3 || fs[0] != "c" {
		return nil, fmt.Errorf("bad call line")
	}
	sb, err := hex.DecodeString(fs[1])
	if err != nil || len(sb) != 4 {
		return nil, fmt.Errorf("bad stub %q", fs[1])
	}
	c := &CallLog{Stub: int(uint32(sb[0]) | uint32(sb[1])<<8 | uint32(sb[2])<<16 | uint32(sb[3])<<24), Event: -1}
	field := func(s string) ([]byte, error) {
		if s == "-" {
			return nil, nil
		}
		return hex.DecodeString(s)
	}
	if c.Args, err = field(fs[2]); err != nil {
		return nil, fmt.Errorf("bad arguments %q", fs[2])
	}
	for i := 3; i < len(fs); i += 2 {
		if i+1 >= len(fs) {
			return nil, fmt.Errorf("tag %q without its field", fs[i])
		}
		v, err := field(fs[i+1])
		if err != nil {
			return nil, fmt.Errorf("bad %s field", fs[i])
		}
		switch fs[i] {
		case "d":
			c.Dumps = append(c.Dumps, v)
		case "n":
			c.New = v
		case "k":
			if len(v) != 8 {
				return nil, fmt.Errorf("bad event index %q", fs[i+1])
			}
			c.Event = int(binary.LittleEndian.Uint64(v))
		default:
			return nil, fmt.Errorf("unknown tag %q", fs[i])
		}
	}
	return c, nil
}

// isCallLine reports whether a line's fields are a call line's.
func isCallLine(fs []string) bool { return len(fs) > 1 && fs[1] == "c" }

// attachCalls moves the calls of obs, call lines parsed into
// observations of their own (Partial, one call each), onto the step
// line of their step that follows them; calls of a step that printed no
// step line stay in one Partial observation of the step.
func attachCalls(obs []Observation) []Observation {
	var out []Observation
	var pending *Observation
	for _, o := range obs {
		if o.Partial {
			if pending == nil || pending.Step != o.Step {
				if pending != nil {
					out = append(out, *pending)
				}
				p := o
				pending = &p
				continue
			}
			pending.Calls = append(pending.Calls, o.Calls...)
			continue
		}
		if pending != nil && pending.Step == o.Step {
			o.Calls = pending.Calls
			pending = nil
		} else if pending != nil {
			out = append(out, *pending)
			pending = nil
		}
		out = append(out, o)
	}
	if pending != nil {
		out = append(out, *pending)
	}
	return out
}

// lastDone is the step of the last observation of obs that is a step
// line (not Partial), -1 when there is none.
func lastDone(obs []Observation) int {
	for k := len(obs) - 1; k >= 0; k-- {
		if !obs[k].Partial {
			return obs[k].Step
		}
	}
	return -1
}

// Stopped reports whether run r ended because a stub stopped it.
func Stopped(r *Result) bool { return r != nil && r.Exit == StubStop && r.Signal == "" && !r.TimedOut }

// replayRuntime is the stubs' runtime: @__irfuzz.rp.start resets it for
// a call of a test function, @__irfuzz.rp.call is every stub's body.
//
//go:embed runtime/replay.ll
var replayRuntime string
