package oracle

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// TestPlanCalls checks which source events the stubs can replay: those
// whose every path answers alike and whose writes and results name
// objects the stubs can find at run time.
func TestPlanCalls(t *testing.T) {
	t.Parallel()
	m, err := ir.Parse("t.ll", []byte(`
@g = global i32 0
@x = external global i32
declare void @sink(ptr)
declare ptr @make()
declare void @take(ptr, i32)
`))
	if err != nil {
		t.Fatal(err)
	}
	p, err := semantics.Load(m)
	if err != nil {
		t.Fatal(err)
	}
	ptr := m.Func("sink").Params[0].Ty
	sink := func(obj string, writes ...semantics.EnvWrite) semantics.CallEvent {
		return semantics.CallEvent{Callee: "sink", Types: []*ir.Type{ptr}, Args: []semantics.Val{{Bits: 1}},
			Ptrs: []semantics.PtrRef{{At: 0, Object: obj}}, Writes: writes}
	}
	sinkAt := func(obj string, off int64) semantics.CallEvent {
		ev := sink(obj)
		ev.Ptrs[0].Offset = off
		return ev
	}
	make1 := func(name string) semantics.CallEvent {
		return semantics.CallEvent{Callee: "make", ResultType: ptr, ResultRef: &semantics.PtrRef{Object: name}, NewObject: make([]byte, 64)}
	}
	mem := &native.Memory{Objects: []native.ArgObject{{Bytes: make([]byte, 8), Align: 8}}, Ptrs: []native.ArgPtr{{Param: 0, Object: 0}}}
	tests := []struct {
		name  string
		outs  [][]semantics.CallEvent
		why   string // "" for replayable
		slots int
	}{
		{"none", [][]semantics.CallEvent{nil}, "", 0},
		{"into an argument object", [][]semantics.CallEvent{{sink("%arg0", semantics.EnvWrite{Object: "%arg0", Off: 1, Bytes: []byte{7}})}}, "", 1},
		{"a learned object, then written", [][]semantics.CallEvent{{sink("%esc1"), sink("%arg0", semantics.EnvWrite{Object: "%esc1", Bytes: []byte{1}})}}, "", 2},
		{"a global found by name", [][]semantics.CallEvent{{sink("%arg0", semantics.EnvWrite{Object: "@g", Bytes: []byte{1}})}}, "", 2},
		{"a global only declared", [][]semantics.CallEvent{{sink("%arg0", semantics.EnvWrite{Object: "@x", Bytes: []byte{1}})}}, "which the stubs cannot find", 0},
		{"an object never passed", [][]semantics.CallEvent{{sink("%arg0", semantics.EnvWrite{Object: "%esc2", Bytes: []byte{1}})}}, "which the stubs cannot find", 0},
		{"paths answer differently", [][]semantics.CallEvent{{sink("%arg0")}, {sink("%arg0", semantics.EnvWrite{Object: "%arg0", Bytes: []byte{1}})}}, "paths answer call 1 differently", 0},
		// A frozen poison index: the native run may pass another offset,
		// and learn the object's address wrong from it.
		{"a learned object at offsets the paths choose", [][]semantics.CallEvent{{sinkAt("%esc0", 112)}, {sinkAt("%esc0", 0)}}, "differ in where argument 0 points", 0},
		{"a learned object, then at offsets the paths choose", [][]semantics.CallEvent{{sink("%esc0"), sinkAt("%esc0", 16)}, {sink("%esc0"), sinkAt("%esc0", 32)}}, "", 2},
		{"an argument object at offsets the paths choose", [][]semantics.CallEvent{{sinkAt("%arg0", 4)}, {sinkAt("%arg0", 0)}}, "", 1},
		{"paths call differently", [][]semantics.CallEvent{{sink("%arg0")}, nil}, "different numbers of calls", 0},
		{"fresh objects", [][]semantics.CallEvent{{make1("%ret1"), make1("%ret2")}}, "", 3},
		// The reference semantics records an answer that is the escaped
		// object it named last as a new object: the same one again.
		{"a fresh object, then the same again", [][]semantics.CallEvent{{make1("%ret1"), make1("%ret1")}}, "", 2},
		{"a function's address", [][]semantics.CallEvent{{{Callee: "sink", Types: []*ir.Type{ptr}, Args: []semantics.Val{{Bits: 4096}}}}}, "cannot name", 0},
		{"a callee with other arguments", [][]semantics.CallEvent{{{Callee: "take", Types: []*ir.Type{ptr}, Args: []semantics.Val{{}}}}}, "other arguments", 0},
	}
	for _, tc := range tests {
		var outs []semantics.Outcome
		for _, calls := range tc.outs {
			outs = append(outs, semantics.Outcome{Kind: semantics.Returned, Calls: calls})
		}
		pl, why := planCalls(p, outs, mem)
		switch {
		case tc.why == "" && why != "":
			t.Errorf("%s: not replayable: %s", tc.name, why)
		case tc.why != "" && !strings.Contains(why, tc.why):
			t.Errorf("%s: why = %q, want %q", tc.name, why, tc.why)
		case tc.why == "" && tc.slots > 0 && (pl == nil || len(pl.slots) != tc.slots):
			t.Errorf("%s: plan %+v, want %d slots", tc.name, pl, tc.slots)
		}
	}
}

// TestPlanCallsSameObjectAgain checks that an event the reference
// semantics records as making an object it named before (an answer that
// is the escaped object it named last) returns that object again: a
// pointer into its slot, not a fresh object of the stub's.
func TestPlanCallsSameObjectAgain(t *testing.T) {
	t.Parallel()
	m, err := ir.Parse("t.ll", []byte("declare ptr @make()\n"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := semantics.Load(m)
	if err != nil {
		t.Fatal(err)
	}
	make1 := semantics.CallEvent{Callee: "make", ResultType: m.Func("make").RetType(), ResultRef: &semantics.PtrRef{Object: "%ret1"}, NewObject: make([]byte, 64)}
	pl, why := planCalls(p, []semantics.Outcome{{Calls: []semantics.CallEvent{make1, make1}}}, nil)
	if why != "" {
		t.Fatal(why)
	}
	if s := pl.steps; s[0].newObj == nil || s[1].newObj != nil || !s[1].retPtr || s[1].retSlot != s[0].retSlot {
		t.Errorf("steps %+v", s)
	}
}

// TestNarrowedCallers checks that a test function reaching a call site
// of a stub that allows no writes (directly or through a helper) is left
// out of the harness.
func TestNarrowedCallers(t *testing.T) {
	t.Parallel()
	m, err := ir.Parse("t.ll", []byte(`
declare void @poke(ptr)

define internal void @helper(ptr %p) {
  call void @poke(ptr %p) memory(read)
  ret void
}

define void @via(ptr %p) {
  call void @helper(ptr %p)
  ret void
}

define void @direct(ptr %p) {
  call void @poke(ptr %p) readnone
  ret void
}

define void @fine(ptr %p) {
  call void @poke(ptr %p)
  ret void
}
`))
	if err != nil {
		t.Fatal(err)
	}
	got := narrowedCallers(m, []native.Stub{{Name: "poke"}})
	if !got["via"] || !got["direct"] || !got["helper"] || got["fine"] {
		t.Errorf("narrowedCallers = %v, want helper, via and direct", got)
	}
}
