package semantics

import (
	"slices"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// call executes a call instruction.
func (m *Machine) call(lf *fn, in *inst, regs []Val) bool {
	cs := &lf.calls[in.aux]
	call := in.src
	f := cs.direct
	if f == nil {
		cv := &regs[cs.callee]
		if cv.Poison || anyUndef(cv) {
			return m.fail(UBCallNonFunction, call)
		}
		f = m.p.objFunc[cv.Prov]
		if f == nil || cv.Bits != m.p.fnAddr[f].Bits {
			return m.fail(UBCallNonFunction, call)
		}
		if call.FnTy != nil && call.FnTy != f.FuncTy && f.IsDeclaration() {
			return m.fail(UBCallSignature, call)
		}
	}
	// A defined callee of another function type than the call's: the
	// C calling convention's tolerance (callmismatch.go).
	mismatched := call.FnTy != nil && call.FnTy != f.FuncTy && !f.IsDeclaration()
	if mismatched && !toleratedMismatch(f, call) {
		return m.fail(UBCallSignature, call)
	}
	var pre *preallocState
	if cs.prealloc > 0 {
		var ok bool
		if pre, ok = m.preallocUse(&regs[cs.prealloc-1], call); !ok {
			return false
		}
	}
	ptrBase, valBase := len(m.argPtrs), len(m.argVals)
	// No defer: with this many returns Go cannot open-code it, and the
	// deferreturn path cost calls a sixth of their speed.
	ok := m.callWithArgs(lf, in, regs, cs, f, pre, mismatched, ptrBase)
	m.popArgs(ptrBase, valBase)
	return ok
}

// callWithArgs is call once the callee is known: it gathers the
// arguments on the machine's argument stack from ptrBase and runs the
// callee.
func (m *Machine) callWithArgs(lf *fn, in *inst, regs []Val, cs *callSite, f *ir.Function, pre *preallocState, mismatched bool, ptrBase int) bool {
	call := in.src
	m.argPtrs = append(m.argPtrs, make([]*Val, len(cs.args))...)
	args := m.argPtrs[ptrBase:len(m.argPtrs):len(m.argPtrs)]
	argAttrs := call.ArgAttrs()
	for i, r := range cs.args {
		args[i] = &regs[r]
		if i < len(argAttrs) && !argAttrs[i].Empty() {
			// A copy: the attributes may make the argument poison, not
			// the caller's register. (A growing m.argVals leaves earlier
			// pointers into its old array valid.)
			m.argVals = append(m.argVals, regs[r].Clone())
			c := &m.argVals[len(m.argVals)-1]
			if ub := m.paramAttrs(argAttrs[i], call.Operands[i+1].Type(), c); ub != UBNone {
				return m.fail(ub, call)
			}
			args[i] = c
		}
	}
	// Only declarations can be library functions; a map lookup per
	// call of a defined function cost calls a tenth of their speed.
	var lib *libFunc
	if f.IsDeclaration() {
		lib = libFuncs[f.Name]
		switch {
		case setjmpNames[f.Name] && !slices.Contains(m.p.weakNull, f):
			return m.setjmp(lf, m.vaFrames[m.depth], in, args, regs)
		case longjmpNames[f.Name] && !slices.Contains(m.p.weakNull, f):
			return m.longjmp(in, args)
		case slices.Contains(m.p.weakNull, f):
			// An undefined weak function's address is null.
			return m.failDetail(UBCallNonFunction, call, "@%s is an undefined weak function (its address is null)", f.Name)
		case lib == nil && strings.HasPrefix(f.Name, "llvm."):
			return m.unsupportedStop(unsupported("indirect call to intrinsic @%s", f.Name))
		case lib == nil && m.program && fileSystemNames[f.Name]:
			return m.unsupportedStop(unsupported("file system: @%s is not modelled (the reference semantics models stdout, stderr and the files fopen and tmpfile open)", f.Name))
		case lib == nil && m.program:
			return m.unsupportedStop(unsupported("call to external function @%s", f.Name))
		case lib == nil:
			var dst *Val
			if in.dst >= 0 {
				dst = &regs[in.dst]
			}
			if !m.unknownCall(f, call, args, dst) {
				return false
			}
			m.afterLibCall("") // it may set errno
		case !lib.signatureOK(call):
			return m.unsupportedStop(unsupported("call to @%s with an unexpected signature", f.Name))
		case f.Name == "free" && !effectsOf(m.p.Module, f.FnAttrs).and(effectsOf(m.p.Module, call.FnAttrs())).mayWrite():
			// free writes (the object dies): a declaration that says it
			// writes nothing makes a call that frees undefined.
			return m.failDetail(UBLibrary, call, "free declared to write no memory")
		default:
			if m.threads != nil && !m.threads.libCall(lib.name, args) {
				return false
			}
			c := libCall{m: m, f: lib, in: in, call: call, args: args, regs: regs}
			if !lib.run(&c) {
				return false
			}
			m.afterLibCall(lib.name)
		}
	} else {
		target := cs.target // resolved at load time for direct calls
		if target == nil {
			target = m.p.funcs[f]
		}
		m.siteEffects = cs.effects
		if mismatched {
			args = adaptArgs(f, call, args)
		}
		if !m.callLowered(target, f, args, call, lf.f) {
			return false
		}
		if mismatched {
			adaptResult(f, call, &m.retVal)
		}
		if in.dst >= 0 {
			regs[in.dst].CopyFrom(&m.retVal)
		}
	}
	if pre != nil {
		m.preallocEnd(pre)
	}
	if m.ev.ch == nil && (lib == nil || !f.IsDeclaration()) {
		m.deadAfterCall(f, call, args)
	}
	if in.dst >= 0 && call.FMF != 0 {
		m.callFastMath(call, args, &regs[in.dst])
	}
	if in.dst >= 0 && !call.RetAttrs().Empty() {
		if ub := m.paramAttrs(call.RetAttrs(), call.Ty, &regs[in.dst]); ub != UBNone {
			return m.fail(ub, call)
		}
	}
	if in.dst >= 0 && len(call.Metadata()) > 0 {
		if md := resultMetaOf(call); md != nil {
			if ub := md.apply(&regs[in.dst], m.ev.ch == nil); ub != UBNone {
				return m.fail(ub, call)
			}
		}
	}
	return true
}

// deadAfterCall makes poison, in the source mode, the memory that a
// dead_on_return argument of a call that returned makes dead: the
// caller may not depend on what the callee left there (as if what the
// callee wrote through the pointer were poison). All of the object, or
// N bytes from the pointer for dead_on_return(N): more poison than the
// bytes the callee wrote, which only widens the source's behaviours.
// The target mode keeps the bytes, one of the behaviours it may have.
func (m *Machine) deadAfterCall(f *ir.Function, call *ir.Instruction, args []*Val) {
	argAttrs := call.ArgAttrs()
	for i, a := range args {
		var d *ir.Attr
		if i < len(argAttrs) {
			d = argAttrs[i].Get("dead_on_return")
		}
		if d == nil && i < len(f.Params) {
			d = f.Params[i].Attrs.Get("dead_on_return")
		}
		if d == nil || a.X != nil || a.Poison || a.Undef != 0 {
			continue
		}
		n := toObjectEnd
		if d.HasInt {
			n = d.Int
		}
		m.mem.poisonDead(a, n)
	}
}

// popArgs ends a call's use of the argument stacks (see Machine.argPtrs).
func (m *Machine) popArgs(ptrBase, valBase int) {
	clear(m.argPtrs[ptrBase:])
	m.argPtrs = m.argPtrs[:ptrBase]
	m.argVals = m.argVals[:valBase]
}

// paramAttrs applies the attributes of a parameter or return position that
// give meaning to a value: those that make it poison (nonnull, align,
// range, nofpclass) and those that make a violation undefined behaviour
// (noundef, dereferenceable).
func (m *Machine) paramAttrs(l ir.AttrList, t *ir.Type, v *Val) UBKind {
	if len(l.Attrs) == 0 {
		return UBNone
	}
	for k := range l.Attrs {
		a := &l.Attrs[k]
		if a.IsString {
			continue
		}
		switch a.Key {
		case "nonnull":
			forScalars(v, func(s *Val) {
				switch {
				case s.Poison:
				case s.Undef == 0 && s.Bits == 0:
					s.SetPoison()
				case s.Undef != 0 && s.Bits&^s.Undef == 0 && m.ev.ch == nil:
					// It may be null: the source's set holds poison
					// (as align's and range's do for undetermined bits).
					s.SetPoison()
				}
			})
		case "align":
			if a.Int > 1 {
				forScalars(v, func(s *Val) {
					if !s.Poison && s.Undef&(a.Int-1) == 0 && s.Bits%a.Int != 0 {
						s.SetPoison()
					} else if !s.Poison && s.Undef&(a.Int-1) != 0 && m.ev.ch == nil {
						s.SetPoison()
					}
				})
			}
		case "range":
			lo, hi, ok := parseRange(a)
			if ok {
				w := a.Ty.Bits
				forScalars(v, func(s *Val) {
					if s.Poison || s.X != nil || w > 64 {
						return
					}
					if s.Undef != 0 {
						if m.ev.ch == nil {
							s.SetPoison()
						}
						return
					}
					if !inRange(s.Bits, lo, hi, w) {
						s.SetPoison()
					}
				})
			}
		case "nofpclass":
			mask := parseFPClass(a.Args)
			k := t.Scalar().Kind
			forScalars(v, func(s *Val) {
				if s.Poison {
					return
				}
				var r Val
				test := Val{Bits: uint64(mask)}
				if !floatIntrinsic("is.fpclass", 0, k, 1, []*Val{s, &test}, &r, m.ev.ch == nil) {
					return
				}
				if r.Poison || r.Undef != 0 || r.Bits&1 != 0 {
					s.SetPoison()
				}
			})
		}
	}
	for k := range l.Attrs {
		a := &l.Attrs[k]
		if a.IsString {
			continue
		}
		switch a.Key {
		case "noundef":
			if notWellDefined(v) {
				return UBNoundef
			}
		case "dereferenceable", "dereferenceable_or_null":
			if v.X != nil {
				continue
			}
			// dereferenceable implies noundef (the pointer must be well defined).
			if v.Poison || v.Undef != 0 {
				return UBNoundef
			}
			if v.Bits == 0 && a.Key == "dereferenceable_or_null" {
				continue
			}
			if ub := m.mem.Check(v, a.Int); ub != UBNone {
				return ub
			}
		}
	}
	return UBNone
}

// forScalars calls f on every scalar part of v.
func forScalars(v *Val, f func(*Val)) {
	if v.X != nil && len(v.X.Lanes) > 0 {
		for i := range v.X.Lanes {
			forScalars(&v.X.Lanes[i], f)
		}
		return
	}
	f(v)
}

// parseRange reads range(iN lo, hi).
func parseRange(a *ir.Attr) (lo, hi uint64, ok bool) {
	if a.Ty == nil || !a.Ty.IsInt() || a.Ty.Bits > 64 {
		return 0, 0, false
	}
	parts := strings.Split(a.Args, ",")
	if len(parts) != 2 {
		return 0, 0, false
	}
	w := a.Ty.Bits
	parse := func(s string) (uint64, bool) {
		s = strings.TrimSpace(s)
		if n, err := strconv.ParseInt(s, 10, 64); err == nil {
			return uint64(n) & widthMask(w), true
		}
		if n, err := strconv.ParseUint(s, 10, 64); err == nil {
			return n & widthMask(w), true
		}
		return 0, false
	}
	lo, ok1 := parse(parts[0])
	hi, ok2 := parse(parts[1])
	return lo, hi, ok1 && ok2
}

// inRange reports whether x is in the wrapping half-open range [lo, hi).
func inRange(x, lo, hi uint64, w uint32) bool {
	if lo == hi {
		return true // full (or, for the reference's purposes, never written empty) range
	}
	m := widthMask(w)
	return (x-lo)&m < (hi-lo)&m
}

// parseFPClass reads a nofpclass argument list into an is.fpclass mask.
func parseFPClass(s string) uint32 {
	names := map[string]uint32{
		"snan": 1, "qnan": 2, "nan": 3, "ninf": 4, "nnorm": 8, "nsub": 16, "nzero": 32,
		"pzero": 64, "psub": 128, "pnorm": 256, "pinf": 512, "inf": 4 | 512, "norm": 8 | 256,
		"sub": 16 | 128, "zero": 32 | 64, "all": 1023,
	}
	var mask uint32
	for _, f := range strings.Fields(s) {
		if n, err := strconv.ParseUint(f, 0, 32); err == nil {
			mask |= uint32(n)
			continue
		}
		mask |= names[f]
	}
	return mask
}

// cmpxchg: single-threaded meaning; the comparison is on the loaded value.
func (m *Machine) cmpxchg(in *inst, regs []Val) bool {
	ptr, cmp, nv := &regs[in.a], &regs[in.b], &regs[in.c]
	old := newVal(in.ty)
	if ub := m.mem.Load(in.ty, ptr, in.align, &old, nil); ub != UBNone {
		return m.fail(ub, in.src)
	}
	var eq Val
	w := uint32(64)
	if in.ty.IsInt() {
		w = in.ty.Bits
	}
	intCmp(ir.IntEQ, 0, w, m.ev.use(&old, 0, w), m.ev.use(cmp, 1, w), &eq)
	if eq.Poison || eq.Undef != 0 {
		// The comparison cannot be decided: both outcomes are possible.
		if m.ev.ch != nil || !eq.Nondet {
			return m.noResult("cmpxchg on an undetermined value")
		}
		eq.Bits = uint64(m.choose(2))
	}
	if eq.Bits&1 != 0 && in.src.Flags&ir.Weak != 0 && m.ev.ch == nil && m.choose(2) == 1 {
		// "A weak cmpxchg may fail spuriously": in the source mode a
		// match may also store nothing and report failure.
		eq.Bits = 0
	}
	if eq.Bits&1 != 0 {
		if ub := m.mem.Store(in.ty, ptr, in.align, nv); ub != UBNone {
			return m.fail(ub, in.src)
		}
	}
	r := &regs[in.dst]
	shape(r, in.src.Ty)
	r.X.Lanes[0].CopyFrom(&old)
	r.X.Lanes[1] = Val{Bits: eq.Bits & 1}
	return true
}

// atomicRMW: load, combine, store; the result is the old value.
func (m *Machine) atomicRMW(in *inst, regs []Val) bool {
	ptr, v := &regs[in.a], &regs[in.b]
	old := newVal(in.ty)
	if ub := m.mem.Load(in.ty, ptr, in.align, &old, nil); ub != UBNone {
		return m.fail(ub, in.src)
	}
	nv := newVal(in.ty)
	t := in.ty
	w := uint32(64)
	if t.IsInt() {
		w = t.Bits
	}
	a, b := m.ev.use(&old, 0, w), m.ev.use(v, 1, w)
	var err error
	switch in.src.RMWOp {
	case ir.RMWXchg:
		nv.CopyFrom(v)
	case ir.RMWAdd:
		intBinary(ir.OpAdd, 0, w, a, b, &nv)
	case ir.RMWSub:
		intBinary(ir.OpSub, 0, w, a, b, &nv)
	case ir.RMWAnd:
		intBinary(ir.OpAnd, 0, w, a, b, &nv)
	case ir.RMWOr:
		intBinary(ir.OpOr, 0, w, a, b, &nv)
	case ir.RMWXor:
		intBinary(ir.OpXor, 0, w, a, b, &nv)
	case ir.RMWNand:
		intBinary(ir.OpAnd, 0, w, a, b, &nv)
		all := Val{Bits: widthMask(w)}
		intBinary(ir.OpXor, 0, w, &nv, &all, &nv)
	case ir.RMWMax, ir.RMWMin, ir.RMWUMax, ir.RMWUMin:
		name := map[ir.AtomicRMWOp]string{ir.RMWMax: "smax", ir.RMWMin: "smin", ir.RMWUMax: "umax", ir.RMWUMin: "umin"}[in.src.RMWOp]
		intIntrinsic(name, w, w, []*Val{a, b}, &nv, nil)
	case ir.RMWUIncWrap, ir.RMWUDecWrap, ir.RMWUSubCond:
		if w > 64 {
			err = unsupported("atomicrmw %s on %s", in.src.RMWOp, t)
			break
		}
		nv = rmwWrap(in.src.RMWOp, w, a, b)
	case ir.RMWUSubSat:
		intIntrinsic("usub.sat", w, w, []*Val{a, b}, &nv, nil)
	case ir.RMWFAdd, ir.RMWFSub, ir.RMWFMax, ir.RMWFMin, ir.RMWFMaximum, ir.RMWFMinimum:
		if !m.rmwFloat(in.src.RMWOp, in.src.FMF, t, &old, v, &nv) {
			err = unsupported("atomicrmw %s on %s", in.src.RMWOp, t)
		}
	default:
		err = unsupported("atomicrmw %d", in.src.RMWOp)
	}
	if err != nil {
		return m.unsupportedStop(err)
	}
	if ub := m.mem.Store(in.ty, ptr, in.align, &nv); ub != UBNone {
		return m.fail(ub, in.src)
	}
	regs[in.dst].CopyFrom(&old)
	return true
}

// rmwFloat sets r to the float operation op of an atomicrmw on old and
// v, of type t (a float, or a fixed vector of floats: lane by lane); false
// when the type is not supported.
func (m *Machine) rmwFloat(op ir.AtomicRMWOp, fmf ir.FastMath, t *ir.Type, old, v, r *Val) bool {
	if t.IsVector() {
		if old.X == nil || v.X == nil || r.X == nil || len(old.X.Lanes) != len(r.X.Lanes) || len(v.X.Lanes) != len(r.X.Lanes) {
			return false
		}
		for i := range r.X.Lanes {
			if !m.rmwFloat(op, fmf, t.Elem, &old.X.Lanes[i], &v.X.Lanes[i], &r.X.Lanes[i]) {
				return false
			}
		}
		return true
	}
	a, b := m.ev.use(old, 0, 64), m.ev.use(v, 1, 64)
	abstract := m.ev.ch == nil
	switch op {
	case ir.RMWFAdd:
		return floatBinary(ir.OpFAdd, fmf, t.Kind, a, b, r, abstract)
	case ir.RMWFSub:
		return floatBinary(ir.OpFSub, fmf, t.Kind, a, b, r, abstract)
	}
	name := map[ir.AtomicRMWOp]string{ir.RMWFMax: "maxnum", ir.RMWFMin: "minnum", ir.RMWFMaximum: "maximum", ir.RMWFMinimum: "minimum"}[op]
	return name != "" && floatIntrinsic(name, fmf, t.Kind, 0, []*Val{a, b}, r, abstract)
}

// rmwWrap is atomicrmw uinc_wrap, udec_wrap and usub_cond on values of
// up to 64 bits: usub_cond subtracts when the old value is at least the
// given one, and keeps the old value otherwise.
func rmwWrap(op ir.AtomicRMWOp, w uint32, a, b *Val) Val {
	if a.Poison || b.Poison {
		return Val{Poison: true}
	}
	if a.Undef|b.Undef != 0 {
		return Val{Undef: widthMask(w), Nondet: joinNondet(a, b)}
	}
	o, v := a.Bits, b.Bits
	if op == ir.RMWUSubCond {
		if o >= v {
			return Val{Bits: (o - v) & widthMask(w)}
		}
		return Val{Bits: o}
	}
	if op == ir.RMWUIncWrap {
		if o >= v {
			return Val{}
		}
		return Val{Bits: (o + 1) & widthMask(w)}
	}
	if o == 0 || o > v {
		return Val{Bits: v}
	}
	return Val{Bits: (o - 1) & widthMask(w)}
}

// vaArg reads the next variadic argument through a va_list that
// llvm.va_start initialised (the list holds the frame depth and a cursor).
func (m *Machine) vaArg(in *inst, fr *frame) bool {
	if abi := m.p.va; abi != vaAbstract {
		return m.vaArgABI(abi, in, fr)
	}
	ap := &fr.regs[in.a]
	var cur Val
	if ub := m.mem.Load(ir.Int(64), ap, 1, &cur, nil); ub != UBNone {
		return m.fail(ub, in.src)
	}
	if cur.Poison || cur.Undef != 0 {
		return m.fail(UBImmediate, in.src)
	}
	depth, k := int(cur.Bits>>32), int(cur.Bits&0xffffffff)
	if depth >= len(m.vaFrames) || m.vaFrames[depth] == nil || k >= len(m.vaFrames[depth].varargs) {
		return m.fail(UBImmediate, in.src)
	}
	v := &m.vaFrames[depth].varargs[k]
	fr.regs[in.dst].CopyFrom(v)
	next := Val{Bits: cur.Bits + 1}
	if ub := m.mem.Store(ir.Int(64), ap, 1, &next); ub != UBNone {
		return m.fail(ub, in.src)
	}
	return true
}
