package oracle

import (
	"strings"

	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// stepFrame is what judging the steps of one harness run takes besides
// each step: the located objects' addresses (addrs) and the argument
// memory's (arena), both from the start line, the harness's stubs, and
// whether the harness is a witness view (view; then addrs are the
// view's and arena is unused).
type stepFrame struct {
	addrs map[string]uint64
	arena []byte
	stubs []native.Stub
	view  bool
}

// judgeStep turns what a program printed at step o, a call of e on input
// k, into an outcome (its calls decoded from the log with the harness's
// stubs), and says why the source's outcomes outs (e.expect[k], or some
// of them) do not allow it ("" when they do); fr is the harness run's
// frame. A Partial step, one a stub stopped, has its calls alone.
func (ts *testFuncs) judgeStep(e *entry, k int, outs []semantics.Outcome, o *native.Observation, fr stepFrame) (semantics.Outcome, string) {
	mem := e.mems[k]
	addrs := fr.addrs
	if !fr.view {
		addrs = stepAddrs(addrs, fr.arena, mem, ts.prog.Layout)
	}
	d := newCallDecoder(ts.prog, fr.stubs, e.plans[k], mem, addrs, fr.view)
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
