package semantics

import (
	"fmt"
	"runtime"
	"strings"
	"sync/atomic"

	"github.com/irfuzz/irfuzz/ir"
)

// PanicInfo is a failure of the interpreter itself: a Go panic (a nil
// dereference, an index out of range, ...) recovered at an entry point of
// the package. It is a bug in irfuzz, never a property of the program run,
// so it is never a verdict: an outcome of kind InternalError carries it,
// and a refinement check that meets it has no verdict (Verdict.Internal).
// A failure while loading is returned as an error that wraps it.
type PanicInfo struct {
	Value any          // what was panicked with (a runtime.Error for a nil dereference or an index out of range)
	Stack string       // the panicking goroutine's stack from the panic down to the package's entry point
	Func  *ir.Function // the function the interpreter was running (nil when none was)
}

// Error renders "internal error: <value>".
func (p *PanicInfo) Error() string { return "internal error: " + fmt.Sprint(p.Value) }

// testHook is the function SetTestHook installs (nil: none).
var testHook atomic.Pointer[func(f *ir.Function)]

// SetTestHook installs hook, which the interpreter then calls each time it
// enters a defined function: every call frame, the entry function of a run
// included, before its first instruction, on the goroutine running the
// machine. It is a test hook: a panic in hook is recovered like any other
// panic in the interpreter, so a caller's test can check how it handles an
// internal error (an outcome of kind InternalError). The hook is global to
// the process and seen by every Machine; restore puts back the hook that
// was installed before (nil uninstalls). A nil hook costs one atomic load
// per call.
func SetTestHook(hook func(f *ir.Function)) (restore func()) {
	var p *func(*ir.Function)
	if hook != nil {
		p = &hook
	}
	old := testHook.Swap(p)
	return func() { testHook.Store(old) }
}

// enterHook calls the test hook, if one is installed, on f.
func enterHook(f *ir.Function) {
	if h := testHook.Load(); h != nil {
		(*h)(f)
	}
}

// internalOutcome is the outcome of a run that panicked with r; it must
// be called by the deferred function that recovered r. The machine is
// left ready for another run: what a run leaves behind in memory is reset
// when the next one starts, and the call stacks are emptied here.
func (m *Machine) internalOutcome(r any) Outcome {
	p := newPanicInfo(r, m.curFn)
	o := Outcome{Kind: InternalError, Reason: fmt.Sprint(r), Panic: p, Steps: m.steps}
	m.output(&o)
	clear(m.argPtrs)
	m.argPtrs, m.argVals, m.intrArgs = m.argPtrs[:0], m.argVals[:0], m.intrArgs[:0]
	m.curFn, m.depth, m.exiting = nil, 0, false
	return o
}

// catch recovers a panic of a run into *o, keeping its Type (deferred by
// the functions that return one outcome).
func (m *Machine) catch(o *Outcome) {
	if r := recover(); r != nil {
		t := o.Type
		*o = m.internalOutcome(r)
		o.Type = t
	}
}

// catchAll recovers a panic of a series of runs into *outs, which then
// holds the internal error alone (deferred by the entry points that
// return a set of outcomes).
func (m *Machine) catchAll(outs *[]Outcome) {
	if r := recover(); r != nil {
		*outs = []Outcome{m.internalOutcome(r)}
	}
}

// newPanicInfo describes a panic with value r; it must be called by the
// deferred function that recovered r, for the stack to be the panic's.
func newPanicInfo(r any, f *ir.Function) *PanicInfo {
	return &PanicInfo{Value: r, Stack: panicStack(), Func: f}
}

// semanticsPkg prefixes the names of this package's functions in a stack.
const semanticsPkg = "github.com/irfuzz/irfuzz/semantics."

// maxPanicFrames bounds the frames a PanicInfo's stack keeps.
const maxPanicFrames = 48

// panicStack renders the stack of the panic being recovered: from the
// frame that panicked (the runtime's panic machinery and the recovering
// frames left out) down to the last frame of this package, where the
// caller's own frames start.
func panicStack() string {
	pcs := make([]uintptr, 128)
	n := runtime.Callers(1, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	var b strings.Builder
	inPanic, started, inPkg := false, false, false
	kept := 0
	for {
		fr, more := frames.Next()
		name := fr.Function
		switch {
		case !inPanic:
			// The recovering frames, up to the runtime's gopanic.
			inPanic = name == "runtime.gopanic"
		case !started && strings.HasPrefix(name, "runtime."):
			// runtime.panicmem, runtime.sigpanic, runtime.goPanicIndex, ...
		default:
			started = true
			ours := strings.HasPrefix(name, semanticsPkg)
			if inPkg && !ours {
				return b.String()
			}
			inPkg = inPkg || ours
			fmt.Fprintf(&b, "%s\n\t%s:%d\n", name, fr.File, fr.Line)
			if kept++; kept == maxPanicFrames {
				return b.String() + "...\n"
			}
		}
		if !more {
			return b.String()
		}
	}
}

// internal returns the internal error of an outcome of kind InternalError
// (one built by hand may have no PanicInfo: its Reason stands in), or nil.
func (o *Outcome) internal() *PanicInfo {
	if o.Kind != InternalError {
		return nil
	}
	if o.Panic != nil {
		return o.Panic
	}
	return &PanicInfo{Value: o.Reason}
}

// firstInternal returns the internal error of t or of one of srcOuts, the
// target's first; nil when there is none.
func firstInternal(srcOuts []Outcome, t *Outcome) *PanicInfo {
	if p := t.internal(); p != nil {
		return p
	}
	for k := range srcOuts {
		if p := srcOuts[k].internal(); p != nil {
			return p
		}
	}
	return nil
}
