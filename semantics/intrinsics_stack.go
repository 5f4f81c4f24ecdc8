package semantics

import (
	"slices"

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

// stackSaveRestore runs llvm.stacksave and llvm.stackrestore. The
// Language Reference: stacksave "returns an opaque pointer value that can
// be passed to llvm.stackrestore"; restoring "effectively restores the
// state of the stack to the state it was in when the corresponding
// llvm.stacksave intrinsic executed. In practice, this pops any alloca
// blocks from the stack that were allocated after the llvm.stacksave was
// executed." The saved state is a marker: an empty stack object placed
// where objects whose address the function cannot observe go (so that it
// moves no other object), whose id is the point in the run's allocation
// history. stackrestore kills every stack object made after it (a later
// access is a use after free; lifetime.start cannot revive them). The
// pointer must be one stacksave gave in this activation whose state still
// exists (not popped by a restore to an earlier state): anything else is
// undefined behaviour.
func (m *Machine) stackSaveRestore(kind intrinsicKind, call *ir.Instruction, args []*Val, dst *Val) bool {
	if kind == inStackSave {
		p, ok := m.mem.AllocUnobserved(0, 1)
		if !ok {
			return m.noResult("memory budget exhausted by llvm.stacksave")
		}
		m.saves = append(m.saves, p.Prov)
		*dst = p
		return true
	}
	p := args[0]
	// m.saves is in the order of the markers' ids: a binary search (a
	// loop of a million variable-length arrays makes a million).
	if _, found := slices.BinarySearch(m.saves, p.Prov); p.Poison || anyUndef(p) || !found {
		return m.failDetail(UBImmediate, call, "llvm.stackrestore of a pointer llvm.stacksave did not give")
	}
	_, _, _, alive := m.mem.Object(p.Prov)
	fr := m.vaFrames[m.depth]
	if !alive || fr == nil || int(p.Prov) <= fr.mark.objs {
		return m.failDetail(UBImmediate, call, "llvm.stackrestore to a stack state that no longer exists or is not this function's")
	}
	m.mem.popStackAfter(p.Prov)
	return true
}

// invariant runs llvm.invariant.start(size, ptr) and llvm.invariant.end(
// start, size, ptr). The Language Reference: start "specifies that the
// contents of an allocated object will not change": "until an
// llvm.invariant.end that uses the return value, the referenced memory
// location is constant and unchangeable"; end "specifies that the contents
// of an allocated object are mutable" again. A write to the size bytes at
// ptr (to the end of the object when size is -1, "variable") in between is
// undefined behaviour, UBWriteConstant, as LLVM may assume the memory
// keeps its contents across it. start returns a token, an opaque pointer
// without provenance that numbers the call; end with a token that is not a
// live start's does nothing, as does start on a pointer to no object.
func (m *Machine) invariant(kind intrinsicKind, call *ir.Instruction, args []*Val, dst *Val) bool {
	if kind == inInvariantEnd {
		tok := args[0]
		if tok.Poison || anyUndef(tok) {
			return true
		}
		m.mem.invariant = slices.DeleteFunc(m.mem.invariant, func(r invariantRange) bool { return r.tok == tok.Bits })
		return true
	}
	m.invariantTok++
	*dst = Val{Bits: m.invariantTok}
	size, p := args[0], args[1]
	if p.Poison || anyUndef(p) || size.Poison || anyUndef(size) || p.X != nil {
		return true
	}
	base, osize, kind2, alive := m.mem.Object(p.Prov)
	if !alive || kind2 == ObjFunction || p.Bits < base || p.Bits-base > osize {
		return true
	}
	lo := p.Bits - base
	hi := osize
	if w := intrArgType(call, 0).Bits; size.Bits != widthMask(w) && size.Bits < osize-lo {
		hi = lo + size.Bits
	}
	m.mem.invariant = append(m.mem.invariant, invariantRange{obj: p.Prov, lo: lo, hi: hi, tok: m.invariantTok})
	return true
}
