package native

import (
	"bytes"
	"context"
	"encoding/binary"
	"reflect"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

const stubModule = `
declare void @sink(ptr)
declare i32 @src_val()
declare ptr @make()

define i32 @g(ptr %p) {
  store i32 1, ptr %p, align 4
  call void @sink(ptr %p)
  %v = call i32 @src_val()
  %x = load i32, ptr %p, align 4
  %r = add i32 %v, %x
  ret i32 %r
}

define i32 @h() {
  %o = call ptr @make()
  %v = load i32, ptr %o, align 4
  ret i32 %v
}
`

var testStubs = []Stub{
	{Name: "sink", Params: []string{"ptr"}, ParamAttrs: []string{""}, ArgSizes: []int{8}, Ret: "void"},
	{Name: "src_val", Ret: "i32", RetSize: 4},
	{Name: "make", Ret: "ptr", RetSize: 8},
}

// stubHarness calls @g replaying both its calls, then replaying only the
// first (the second stops the program), and @h, whose call returns a
// fresh object.
func stubHarness() *Harness {
	mem := func() *Memory {
		return &Memory{Objects: []ArgObject{{Bytes: make([]byte, 8), Align: 16}}, Ptrs: []ArgPtr{{Param: 0, Object: 0}}}
	}
	sink := Event{Stub: 0, Learn: []Learn{{Slot: 0, Arg: 0}}, Dumps: []Dump{{Slot: 0, Size: 8}}, Writes: []Write{{Slot: 0, Off: 4, Bytes: []byte{0xaa}}}}
	src := Event{Stub: 1, Dumps: []Dump{{Slot: 0, Size: 8}}, Ret: le32(41), Writes: []Write{{Slot: 0, Off: 0, Bytes: []byte{5}}}}
	full := &StubScript{Slots: 1, Presets: []Preset{{Slot: 0, Object: 0}}, Events: []Event{sink, src}}
	short := &StubScript{Slots: 1, Presets: []Preset{{Slot: 0, Object: 0}}, Events: []Event{sink}}
	fresh := make([]byte, 64)
	fresh[4] = 7
	made := &StubScript{Slots: 1, Events: []Event{{Stub: 2, RetPtr: true, RetSlot: 0, RetOff: 4, New: fresh}}}
	null := make([]byte, 8)
	return &Harness{Stubs: testStubs, Cases: []Case{
		{Func: "g", Params: []string{"ptr"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{null}, {null}}, Memory: []*Memory{mem(), mem()}, Scripts: []*StubScript{full, short}},
		{Func: "h", Ret: "i32", RetSize: 4, Inputs: [][][]byte{{}, {}}, Scripts: []*StubScript{made, nil}},
	}}
}

// TestStubsReplay runs stubHarness natively: each stub call is logged
// with its arguments and the bytes of the objects it may read, the
// world's writes and results are replayed, a call the source does not
// make stops the program, and a fresh object is returned.
func TestStubsReplay(t *testing.T) {
	for _, tg := range runnable(t) {
		t.Run(tg.Name, func(t *testing.T) {
			h := stubHarness()
			tools, bin := buildHarness(t, tg, stubModule, h)
			obs, died, runs, err := tools.RunHarness(context.Background(), tg, bin, len(h.Steps()), 0)
			if err != nil {
				t.Fatalf("RunHarness: %v", err)
			}
			start, steps := SplitStart(obs)
			if len(steps) != 4 {
				t.Fatalf("steps %+v\n%s", steps, runs[0].Stdout)
			}
			offs, _ := h.Cases[0].Memory[0].Place()
			p := binary.LittleEndian.Uint64(start.Arena) + uint64(offs[0])
			want := []CallLog{
				{Stub: 0, Args: le64(p), Dumps: [][]byte{{1, 0, 0, 0, 0, 0, 0, 0}}, Event: 0},
				{Stub: 1, Dumps: [][]byte{{1, 0, 0, 0, 0xaa, 0, 0, 0}}, Event: 1},
			}
			s0 := steps[0]
			if s0.Partial || !reflect.DeepEqual(s0.Calls, want) || !bytes.Equal(s0.Ret, le32(46)) {
				t.Errorf("step 0: %+v, want calls %+v and 46", s0, want)
			}
			if got := h.Cases[0].Memory[0].ObjectBytes(s0.Mem); !reflect.DeepEqual(got, [][]byte{{5, 0, 0, 0, 0xaa, 0, 0, 0}}) {
				t.Errorf("object after the calls: %x", got)
			}
			s1 := steps[1]
			if !s1.Partial || s1.Step != 1 || len(s1.Calls) != 2 || s1.Calls[1].Stub != 1 || s1.Calls[1].Dumps != nil {
				t.Errorf("step 1: %+v, want a partial step with the extra call", s1)
			}
			if len(died) != 2 || died[0].Step != 1 || !Stopped(died[0].Run) {
				t.Errorf("died %+v, want step 1 stopped by a stub", died)
			}
			s2 := steps[2]
			if len(s2.Calls) != 1 || len(s2.Calls[0].New) != 8 || binary.LittleEndian.Uint64(s2.Calls[0].New) == 0 || !bytes.Equal(s2.Ret, le32(7)) {
				t.Errorf("step 2: %+v, want a fresh object holding 7 at +4", s2)
			}
			// @h on an input without a replay: its call stops it.
			if s3 := steps[3]; !s3.Partial || s3.Step != 3 || len(died) < 2 || died[1].Step != 3 {
				t.Errorf("step 3: %+v, died %+v", s3, died)
			}
		})
	}
}

// TestStubsReplayView checks the witness view of the log: a pointer the
// source passes into a named object is its offset from that object, a
// dump is masked and its pointers relocated, the fresh object's address
// is 0.
func TestStubsReplayView(t *testing.T) {
	const module = `
declare void @sink(ptr)

define void @k(ptr %p, ptr %q) {
  %r = getelementptr i8, ptr %q, i64 2
  store ptr %r, ptr %p, align 1
  %s = getelementptr i8, ptr %p, i64 1
  call void @sink(ptr %s)
  ret void
}
`
	mem := &Memory{Objects: []ArgObject{{Bytes: make([]byte, 16), Align: 16}, {Bytes: make([]byte, 4), Align: 4}}, Ptrs: []ArgPtr{{Param: 0, Object: 0}, {Param: 1, Object: 1}}}
	mask := bytes.Repeat([]byte{0xff}, 16)
	mask[8] = 0x0f
	ev := Event{Stub: 0, Learn: []Learn{{Slot: 0, Arg: 0, Off: 1}}, Dumps: []Dump{{Slot: 0, Size: 16, Mask: mask, Relocs: []DumpReloc{{At: 0, Slot: 1}}}}}
	r := &StubScript{Slots: 2, Presets: []Preset{{Slot: 1, Object: 1}}, Events: []Event{ev}}
	h := &Harness{Stubs: testStubs[:1], View: &View{}, Cases: []Case{{Func: "k", Params: []string{"ptr", "ptr"}, Ret: "void",
		Inputs: [][][]byte{{make([]byte, 8), make([]byte, 8)}}, Memory: []*Memory{mem}, Scripts: []*StubScript{r}}}}
	for _, tg := range runnable(t) {
		t.Run(tg.Name, func(t *testing.T) {
			tools, bin := buildHarness(t, tg, module, h)
			obs, died, _, err := tools.RunHarness(context.Background(), tg, bin, 1, 0)
			if err != nil || len(died) > 0 || len(obs) != 1 {
				t.Fatalf("RunHarness: %v %+v %+v", err, died, obs)
			}
			want := []CallLog{{Stub: 0, Args: le64(1), Dumps: [][]byte{append(le64(2), make([]byte, 8)...)}, Event: 0}}
			if !reflect.DeepEqual(obs[0].Calls, want) {
				t.Errorf("calls %+v, want %+v", obs[0].Calls, want)
			}
		})
	}
}

// TestStubsParse checks that a harness with stubs is IR our parser and
// verifier accept, the stubs defined with their declarations' types.
func TestStubsParse(t *testing.T) {
	for _, isolate := range []bool{false, true} {
		h := stubHarness()
		h.Objects = []Object{{Name: "sink", Func: true}}
		for k := range h.Cases {
			// An isolated case (a stateful function, called in a child
			// process) replays stubs too: its value names may not clash.
			h.Cases[k].Isolate = isolate
		}
		checkStubsParse(t, h)
	}
}

// checkStubsParse parses and verifies harness h's IR and checks that its
// stubs are defined.
func checkStubsParse(t *testing.T, h *Harness) {
	t.Helper()
	text := h.IR()
	m, err := ir.Parse("harness.ll", []byte(text))
	if err == nil {
		err = ir.Verify(m)
	}
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	for _, s := range h.Stubs {
		if f := m.Func(s.Name); f == nil || f.IsDeclaration() || f.RetType().String() != s.Ret {
			t.Errorf("stub @%s not defined as it should be", s.Name)
		}
	}
}

// TestParseCalls checks call lines: attached to their step's line, or
// left in a partial observation when the step printed none.
func TestParseCalls(t *testing.T) {
	out := "00000000 c 00000000 0102 d 0a0b d - k 0000000000000000\n00000000 c 01000000 - n 1000000000000000 k 0200000000000000\n00000000 05\n01000000 c 02000000 -\n"
	got, err := ParseOutput([]byte(out), 0)
	if err != nil {
		t.Fatal(err)
	}
	want := []Observation{
		{Step: 0, Ret: []byte{5}, Calls: []CallLog{{Stub: 0, Args: []byte{1, 2}, Dumps: [][]byte{{0xa, 0xb}, nil}, Event: 0}, {Stub: 1, New: le64(16), Event: 2}}},
		{Step: 1, Partial: true, Calls: []CallLog{{Stub: 2, Event: -1}}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	if lastDone(got) != 0 {
		t.Errorf("lastDone = %d, want 0", lastDone(got))
	}
}

// TestStubsFreshObjectView checks a witness view's relocation against an
// object the stubs made: the pointer to the fresh object that @keep
// stores into its argument is printed as its offset from that object.
func TestStubsFreshObjectView(t *testing.T) {
	const module = `
declare ptr @make()

define void @keep(ptr %p) {
  %o = call ptr @make()
  store ptr %o, ptr %p, align 1
  ret void
}
`
	mem := &Memory{Objects: []ArgObject{{Bytes: make([]byte, 8), Align: 8}}, Ptrs: []ArgPtr{{Param: 0, Object: 0}}}
	offs, size := mem.Place()
	r := &StubScript{Slots: 1, Events: []Event{{Stub: 0, RetPtr: true, RetSlot: 0, RetOff: 5, New: make([]byte, 64)}}}
	h := &Harness{Stubs: testStubs[2:], Cases: []Case{{Func: "keep", Params: []string{"ptr"}, Ret: "void",
		Inputs: [][][]byte{{make([]byte, 8)}}, Memory: []*Memory{mem}, Scripts: []*StubScript{r}}}}
	h.View = &View{MemMask: bytes.Repeat([]byte{0xff}, size), Relocs: []Reloc{{Global: InRegion, At: offs[0], Size: 8, Base: Addr{Object: ReplayObject, At: 0}}}}
	for _, tg := range runnable(t) {
		t.Run(tg.Name, func(t *testing.T) {
			tools, bin := buildHarness(t, tg, module, h)
			obs, died, _, err := tools.RunHarness(context.Background(), tg, bin, 1, 0)
			if err != nil || len(died) > 0 || len(obs) != 1 {
				t.Fatalf("RunHarness: %v %+v %+v", err, died, obs)
			}
			if got := mem.ObjectBytes(obs[0].Mem); !reflect.DeepEqual(got, [][]byte{le64(5)}) {
				t.Errorf("view printed %x, want the offset 5", got)
			}
			if c := obs[0].Calls; len(c) != 1 || !bytes.Equal(c[0].New, le64(0)) {
				t.Errorf("calls %+v, want one with the fresh object's address shown as 0", c)
			}
		})
	}
}

// TestStubsSkipRemovable checks that a program may leave out a call the
// replay marks removable: the next stub replays the event after it (and
// logs that event's index), while a non-removable event left out stops
// the program.
func TestStubsSkipRemovable(t *testing.T) {
	const module = `
declare i32 @src_val()

define i32 @k() {
  %v = call i32 @src_val()
  ret i32 %v
}
`
	sink := Event{Stub: 0, Removable: true}
	val := Event{Stub: 1, Ret: le32(9)}
	skip := &StubScript{Events: []Event{sink, val}}
	keep := &StubScript{Events: []Event{{Stub: 0}, val}}
	h := &Harness{Stubs: testStubs[:2], Cases: []Case{{Func: "k", Ret: "i32", RetSize: 4,
		Inputs: [][][]byte{{}, {}}, Scripts: []*StubScript{skip, keep}}}}
	for _, tg := range runnable(t) {
		t.Run(tg.Name, func(t *testing.T) {
			tools, bin := buildHarness(t, tg, module, h)
			obs, died, _, err := tools.RunHarness(context.Background(), tg, bin, len(h.Steps()), 0)
			if err != nil {
				t.Fatalf("RunHarness: %v", err)
			}
			_, obs = SplitStart(obs)
			steps := map[int]Observation{}
			for _, o := range obs {
				steps[o.Step] = o
			}
			s0 := steps[0]
			if s0.Partial || len(s0.Calls) != 1 || s0.Calls[0].Event != 1 || !bytes.Equal(s0.Ret, le32(9)) {
				t.Errorf("step 0: %+v, want the removable call left out and 9", s0)
			}
			if len(died) != 1 || died[0].Step != 1 || !Stopped(died[0].Run) {
				t.Errorf("died %+v, want step 1 stopped by a stub", died)
			}
		})
	}
}
