package semantics

import (
	"github.com/irfuzz/irfuzz/ir"
)

// preallocState is one llvm.call.preallocated.setup of a run: the
// argument objects llvm.call.preallocated.arg made (a pointer each, Prov 0
// until made), and whether its call or teardown has happened.
type preallocState struct {
	args []Val
	done bool
}

// preallocated runs llvm.call.preallocated.setup, .arg and .teardown.
//
// setup(n) returns a token for a call with n preallocated arguments;
// arg(token, i) returns the memory of argument i, a stack object of the
// type of the call site's preallocated attribute, made at its first arg
// and the same object after; the preallocated call (the call whose
// "preallocated" bundle names the token) gets that memory itself, not a
// copy, and frees it when it returns, as teardown(token) frees it without
// a call. The Language Reference makes undefined: arg after the call (or
// the teardown), both a call and a teardown for one setup, and setups that
// do not nest (arg, the call or the teardown of a setup while a later one
// is not completed). The memory is the caller's stack: it dies with the
// caller's frame if neither happens.
func (m *Machine) preallocated(kind intrinsicKind, call *ir.Instruction, args []*Val, dst *Val) bool {
	if kind == inPreallocSetup {
		n := args[0]
		if n.Poison || anyUndef(n) || n.Bits > 1<<16 {
			return m.failDetail(UBImmediate, call, "llvm.call.preallocated.setup of %s arguments", FormatVal(ir.I32, n))
		}
		m.preallocs = append(m.preallocs, preallocState{args: make([]Val, n.Bits)})
		tok := uint64(len(m.preallocs))
		m.preallocOpen = append(m.preallocOpen, tok)
		*dst = Val{Bits: tok}
		return true
	}
	st, ok := m.preallocUse(args[0], call)
	if !ok {
		return false
	}
	if kind == inPreallocTeardown {
		m.preallocEnd(st)
		return true
	}
	i := args[1]
	if i.Poison || anyUndef(i) || i.Bits >= uint64(len(st.args)) {
		return m.failDetail(UBImmediate, call, "llvm.call.preallocated.arg of argument %s of %d", FormatVal(ir.I32, i), len(st.args))
	}
	p := &st.args[i.Bits]
	if p.Prov == 0 {
		at := call.FnAttrs().Get("preallocated")
		if at == nil || at.Ty == nil || !at.Ty.IsSized() {
			return m.unsupportedStop(unsupported("llvm.call.preallocated.arg without a sized preallocated(<ty>) attribute"))
		}
		l := m.p.Layout
		obj, ok := m.mem.Alloc(ObjStack, l.AllocSize(at.Ty), l.ABIAlign(at.Ty))
		if !ok {
			return m.noResult("memory budget exhausted by a preallocated argument")
		}
		*p = obj
	}
	*dst = *p
	return true
}

// preallocUse returns the setup of token tok, or ends the run with
// undefined behaviour when the token's call or teardown has happened or a
// later setup is not completed.
func (m *Machine) preallocUse(tok *Val, call *ir.Instruction) (*preallocState, bool) {
	if tok.Poison || anyUndef(tok) || tok.Bits == 0 || tok.Bits > uint64(len(m.preallocs)) {
		return nil, m.unsupportedStop(unsupported("a preallocated token that no llvm.call.preallocated.setup of this run made"))
	}
	st := &m.preallocs[tok.Bits-1]
	if st.done {
		return nil, m.failDetail(UBImmediate, call, "the preallocated call or teardown of this setup has happened")
	}
	if n := len(m.preallocOpen); n == 0 || m.preallocOpen[n-1] != tok.Bits {
		return nil, m.failDetail(UBImmediate, call, "preallocated setups not properly nested")
	}
	return st, true
}

// preallocEnd completes a setup (its call returned, or its teardown ran):
// its argument memory dies.
func (m *Machine) preallocEnd(st *preallocState) {
	st.done = true
	m.preallocOpen = m.preallocOpen[:len(m.preallocOpen)-1]
	for i := range st.args {
		if st.args[i].Prov != 0 {
			m.mem.Kill(&st.args[i])
		}
	}
}
