package semantics

import (
	"fmt"
	"strings"
	"testing"
)

// TestReleaseRecycles checks Memory.release: the ids of a return's own
// stack objects come back only when asked and when they are the last
// objects made; addresses never come back; a pointer to a popped object
// still reaches nothing.
func TestReleaseRecycles(t *testing.T) {
	m := newTestMem(t)
	mustAlloc(t, m, ObjGlobal, 8, 8)
	k := m.Mark()
	old := mustAlloc(t, m, ObjStack, 8, 8)
	m.release(k, true)
	if m.nobjs != 1 {
		t.Fatalf("after a recycling release: %d objects, want 1", m.nobjs)
	}
	if _, ub := m.access(&old, 4, 1, false); ub == UBNone {
		t.Errorf("access through a pointer to a popped object is defined")
	}
	k = m.Mark()
	again := mustAlloc(t, m, ObjStack, 8, 8)
	if again.Prov != old.Prov || again.Bits <= old.Bits {
		t.Errorf("new object id %d at %#x, the popped one was %d at %#x: want its id at a higher address", again.Prov, again.Bits, old.Prov, old.Bits)
	}
	if _, ub := m.access(&old, 4, 1, false); ub == UBNone {
		t.Errorf("access through a stale pointer whose id was given to a new object is defined")
	}
	if _, ub := m.access(&again, 4, 1, false); ub != UBNone {
		t.Errorf("the new object is not accessible: %v", ub)
	}
	m.release(k, false)
	if m.nobjs != 2 {
		t.Errorf("release without recycling gave ids back: %d objects", m.nobjs)
	}
	// A heap object made since the mark outlives the return: nothing given back.
	k = m.Mark()
	mustAlloc(t, m, ObjStack, 8, 8)
	mustAlloc(t, m, ObjHeap, 8, 8)
	m.release(k, true)
	if m.nobjs != 4 {
		t.Errorf("a heap object made since the mark: %d objects, want 4", m.nobjs)
	}
	// ProvAt still finds objects by address after ids came back.
	if got := m.ProvAt(again.Bits); got != again.Prov {
		t.Errorf("ProvAt(%#x) = %d, want %d", again.Bits, got, again.Prov)
	}
}

// recycleProgram calls @f, which makes an alloca, n times; with leak, main
// keeps the first call's pointer and reads through it at the end.
func recycleProgram(n int, leak bool) string {
	use := "ret i32 %v\n"
	if leak {
		use = "%kept = load ptr, ptr %keep\n  %lv = load i32, ptr %kept\n  ret i32 %lv\n"
	}
	return fmt.Sprintf(`
define ptr @f(i32 %%x) {
  %%a = alloca i32
  store i32 %%x, ptr %%a
  ret ptr %%a
}

define i32 @main() {
entry:
  %%keep = alloca ptr
  br label %%loop
loop:
  %%i = phi i32 [ 0, %%entry ], [ %%next, %%cont ]
  %%p = call ptr @f(i32 %%i)
  %%first = icmp eq i32 %%i, 0
  br i1 %%first, label %%save, label %%cont
save:
  store ptr %%p, ptr %%keep
  br label %%cont
cont:
  %%next = add i32 %%i, 1
  %%done = icmp eq i32 %%next, %d
  br i1 %%done, label %%exit, label %%loop
exit:
  %%v = and i32 %%i, 7
  %s}
`, n, use)
}

// TestRecycledIDsWholeProgram runs a program that makes more objects than
// memRecycleAfter: the run ends with few ids in use, and a pointer kept
// from an early call still makes its use undefined after its id came back.
func TestRecycledIDsWholeProgram(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: about 10^7 steps")
	}
	n := memRecycleAfter + 100
	p := libcLoad(t, recycleProgram(n, false))
	m := p.NewMachine(Config{Chooser: ZeroChooser{}, MaxSteps: 100 * uint64(n)})
	o := m.RunMain([]string{"recycle"})
	if o.Kind != Exited || o.Status != (n-1)&7 {
		t.Fatalf("outcome %s, want exit %d", o.String(), (n-1)&7)
	}
	if m.mem.nobjs > memRecycleAfter+10 {
		t.Errorf("%d objects at the end: the returns gave no ids back", m.mem.nobjs)
	}
	p = libcLoad(t, recycleProgram(n, true))
	m = p.NewMachine(Config{Chooser: ZeroChooser{}, MaxSteps: 100 * uint64(n)})
	if o := m.RunMain([]string{"recycle"}); o.Kind != UndefinedBehaviour {
		t.Errorf("a read through the first call's dead alloca: %s, want UB", o.String())
	} else if !strings.Contains(o.String(), "out of bounds") && !strings.Contains(o.String(), "after") {
		t.Logf("UB named %s", o.String())
	}
}

// TestDoneStopsRun: a closed Config.Done ends a long run as "no result:
// interrupted" long before its step budget; an open one changes nothing.
func TestDoneStopsRun(t *testing.T) {
	p := libcLoad(t, recycleProgram(1<<30, false))
	done := make(chan struct{})
	close(done)
	o := p.NewMachine(Config{Chooser: ZeroChooser{}, MaxSteps: 1 << 40, Done: done}).RunMain([]string{"loop"})
	if o.Kind != NoResult || !strings.Contains(o.Reason, "interrupted") || o.Steps > 2*stepChunk {
		t.Errorf("with Done closed: %s after %d steps, want no result: interrupted within %d steps", o.String(), o.Steps, 2*stepChunk)
	}
	open := make(chan struct{})
	o = p.NewMachine(Config{Chooser: ZeroChooser{}, MaxSteps: 3*stepChunk + 5, Done: open}).RunMain([]string{"loop"})
	if o.Kind != NoResult || !strings.Contains(o.Reason, "step budget") || o.Steps != 3*stepChunk+6 {
		t.Errorf("with Done open: %s after %d steps, want the step budget at %d", o.String(), o.Steps, 3*stepChunk+6)
	}
}
