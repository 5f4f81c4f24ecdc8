package semantics

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// intrinsicKind groups intrinsics by how the interpreter runs them.
type intrinsicKind uint8

const (
	inInt      intrinsicKind = iota // lane-wise integer intrinsic (intIntrinsic)
	inOverflow                      // *.with.overflow: {value, i1} lane-wise
	inFloat                         // lane-wise floating-point intrinsic (floatIntrinsic)
	inReduce                        // vector.reduce.*
	inMemcpy
	inMemmove
	inMemset
	inLifetimeStart
	inLifetimeEnd
	inAssume
	inExpect
	inPtrMask
	inIsConstant
	inMaskedLoad
	inMaskedStore
	inSplice
	inStepVector
	inVAStart
	inVAEnd
	inVACopy
	inTrap        // llvm.trap, llvm.ubsantrap: the program aborts
	inX86         // x86 SIMD integer intrinsics (intrinsics_x86.go)
	inConstrained // constrained float arithmetic (intrinsics_constrained.go)
	inPreserve    // llvm.preserve.*.access.index: lowered to the getelementptr it stands for
	inPreallocSetup
	inPreallocArg
	inPreallocTeardown
	inVScale // llvm.vscale: the run's vscale (see Machine.enterVScale)
	inAllowCheck
	inObjectSize
	inInvariantStart
	inInvariantEnd
	inStackSave
	inStackRestore
	inFloatExp   // ldexp, frexp, powi (intrinsics_fpexp.go)
	inEnv        // readcyclecounter, returnaddress, frameaddress, thread.pointer, ...
	inVecShuffle // vector.reverse, interleave2, deinterleave2, compress, experimental.cttz.elts (intrinsics_vec.go)
	inGather     // masked.gather, scatter, expandload, compressstore (intrinsics_vec.go)
	inLibm       // the C library's functions: sin, pow, sincos, modf, ... (libm.go)
	inVP         // llvm.vp.*: a row of vpRows (intrinsics_vp.go)
	inRow        // a row of rowIntrinsics: fixed point, more constrained, FP environment, ... (intrinsics_rows.go)
)

// intrinsic is a resolved intrinsic call target.
type intrinsic struct {
	kind intrinsicKind
	base string   // the name without "llvm." and without the type suffix
	perm vecPerm  // inVecShuffle: the lane rule of an intrinsic that only moves lanes
	vp   *vpRow   // inVP: the row
	row  *intrRow // inRow: the row
	iop  intOp    // inInt, inOverflow, inReduce: the integer intrinsic (intOpNone if another)
}

// laneKinds is how the interpreter runs the intrinsics of the classes it
// runs lane by lane (or reduces), by their base name alone.
var laneKinds = map[ir.IntrinsicClass]intrinsicKind{
	ir.IntrinsicIntArith: inInt, ir.IntrinsicBitManip: inInt, ir.IntrinsicSaturating: inInt, ir.IntrinsicCompare: inInt,
	ir.IntrinsicOverflow: inOverflow,
	ir.IntrinsicFloat:    inFloat, ir.IntrinsicFPToInt: inFloat, ir.IntrinsicFloatClass: inFloat,
	ir.IntrinsicIntReduce: inReduce, ir.IntrinsicFloatReduce: inReduce,
	ir.IntrinsicFloatExp: inFloatExp, ir.IntrinsicEnv: inEnv,
}

// baseKinds is how the interpreter runs the other intrinsics it knows, by
// current base name (an old spelling runs as its current name).
var baseKinds = map[string]intrinsicKind{
	"memcpy": inMemcpy, "memcpy.inline": inMemcpy, "memmove": inMemmove,
	"memset": inMemset, "memset.inline": inMemset,
	"lifetime.start": inLifetimeStart, "lifetime.end": inLifetimeEnd,
	"assume": inAssume, "expect": inExpect, "expect.with.probability": inExpect,
	"ptrmask": inPtrMask, "is.constant": inIsConstant,
	"masked.load": inMaskedLoad, "masked.store": inMaskedStore,
	"vector.splice": inSplice, "stepvector": inStepVector,
	"va_start": inVAStart, "va_end": inVAEnd, "va_copy": inVACopy,
	"preserve.array.access.index": inPreserve, "preserve.union.access.index": inPreserve,
	"preserve.struct.access.index": inPreserve,
	"call.preallocated.setup":      inPreallocSetup, "call.preallocated.arg": inPreallocArg,
	"call.preallocated.teardown": inPreallocTeardown,
	"vscale":                     inVScale,
	// The value itself: a copy that only tells the optimizer something
	// (or, for arithmetic.fence, keeps it from reassociating across).
	"ssa.copy": inExpect, "arithmetic.fence": inExpect,
	"launder.invariant.group": inExpect, "strip.invariant.group": inExpect,
	"allow.ubsan.check": inAllowCheck, "allow.runtime.check": inAllowCheck,
	"objectsize":      inObjectSize,
	"invariant.start": inInvariantStart, "invariant.end": inInvariantEnd,
	"stacksave": inStackSave, "stackrestore": inStackRestore,
	"vector.reverse": inVecShuffle, "experimental.vector.reverse": inVecShuffle,
	"vector.interleave2": inVecShuffle, "experimental.vector.interleave2": inVecShuffle,
	"vector.deinterleave2": inVecShuffle, "experimental.vector.deinterleave2": inVecShuffle,
	"experimental.vector.compress": inVecShuffle,
	"experimental.cttz.elts":       inVecShuffle,
	"vector.extract":               inVecShuffle, "experimental.vector.extract": inVecShuffle,
	"vector.insert": inVecShuffle, "experimental.vector.insert": inVecShuffle,
	"get.active.lane.mask": inVecShuffle,
	// A thread-local global's address in the calling thread: a run has
	// one thread, whose copy is the global itself.
	"threadlocal.address": inExpect,
	"masked.gather":       inGather, "masked.scatter": inGather,
	"masked.expandload": inGather, "masked.compressstore": inGather,
}

// lookupIntrinsic resolves an intrinsic by name (see ir.LookupIntrinsic).
// It returns nil, nil for an intrinsic without effect on the meaning, and
// an unsupported error for one the interpreter does not know.
func lookupIntrinsic(full string, in *ir.Instruction) (*intrinsic, error) {
	intr, err := lookupIntrinsicKind(full)
	if intr == nil {
		return nil, err
	}
	if in != nil {
		if err := intrinsicShape(intr, in); err != nil {
			return nil, err
		}
	}
	if intr.kind == inVecShuffle {
		intr.perm = vecPerms[vecBase(intr.base)]
	}
	return intr, nil
}

// lookupIntrinsicKind is lookupIntrinsic without the resolved tables.
func lookupIntrinsicKind(full string) (*intrinsic, error) {
	if b := libmIntrinsicBase(full); b != "" {
		return &intrinsic{kind: inLibm, base: b}, nil
	}
	info := ir.LookupIntrinsic(full)
	if info == nil {
		return nil, unsupported("intrinsic @%s", full)
	}
	if r, b := lookupVP(full); r != nil {
		return &intrinsic{kind: inVP, base: b, vp: r}, nil
	}
	if r, b := lookupRow(full); r != nil {
		return &intrinsic{kind: inRow, base: b, row: r}, nil
	}
	if info.Class == ir.IntrinsicNoEffect {
		return nil, nil
	}
	cur := info
	if info.Renamed != "" {
		cur = ir.LookupIntrinsic(info.Renamed)
	}
	if k, ok := laneKinds[info.Class]; ok {
		base := cur.Base()
		if k == inReduce {
			// Reductions dispatch on the operation alone: "add", "fmin".
			base = strings.TrimPrefix(base, "vector.reduce.")
		}
		return &intrinsic{kind: k, base: base, iop: intOpNamed(base)}, nil
	}
	switch info.Class {
	case ir.IntrinsicTrap:
		return &intrinsic{kind: inTrap, base: info.Base()}, nil
	case ir.IntrinsicConstrainedFP:
		return &intrinsic{kind: inConstrained, base: info.Base()}, nil
	case ir.IntrinsicX86:
		if _, ok := x86RowOf(info.Base()); ok {
			return &intrinsic{kind: inX86, base: info.Base()}, nil
		}
	}
	if k, ok := baseKinds[cur.Base()]; ok {
		return &intrinsic{kind: k, base: info.Base()}, nil
	}
	if info.Class == ir.IntrinsicPlaced {
		// A placed entry may stand for several intrinsics (a prefix such
		// as llvm.call.preallocated or llvm.experimental.): the name
		// without its type suffixes says which.
		for b := strings.TrimPrefix(full, "llvm."); b != ""; {
			if k, ok := baseKinds[b]; ok {
				return &intrinsic{kind: k, base: b}, nil
			}
			i := strings.LastIndexByte(b, '.')
			if i < 0 {
				break
			}
			b = b[:i]
		}
	}
	return nil, unsupported("intrinsic @%s", full)
}

// intrinsic executes a call to a resolved intrinsic.
func (m *Machine) intrinsic(lf *fn, in *inst, regs []Val) bool {
	cs := &lf.calls[in.aux]
	call := in.src
	// The machine's buffer: an intrinsic runs no user code, so calls to
	// intrinsics never nest.
	args := m.intrArgs[:0]
	for _, r := range cs.args {
		if r >= 0 {
			args = append(args, &regs[r])
		} else {
			args = append(args, &Val{})
		}
	}
	m.intrArgs = args
	var dst *Val
	if in.dst >= 0 {
		dst = &regs[in.dst]
	}
	if call.Call == nil {
		return m.runIntrinsic(cs, call, args, dst)
	}
	// Call-site attributes: on an argument they apply to a copy of it
	// (not the caller's register), on the result after it is computed.
	for i, l := range call.ArgAttrs() {
		if i >= len(args) || l.Empty() {
			continue
		}
		c := args[i].Clone()
		if ub := m.paramAttrs(l, call.Operands[i+1].Type(), &c); ub != UBNone {
			return m.fail(ub, call)
		}
		args[i] = &c
	}
	if !m.runIntrinsic(cs, call, args, dst) {
		return false
	}
	if dst != nil && !call.RetAttrs().Empty() {
		if ub := m.paramAttrs(call.RetAttrs(), call.Ty, dst); ub != UBNone {
			return m.fail(ub, call)
		}
	}
	return true
}

// runIntrinsic computes a call of intrinsic cs.intr on args into dst.
func (m *Machine) runIntrinsic(cs *callSite, call *ir.Instruction, args []*Val, dst *Val) bool {
	intr := cs.intr
	switch intr.kind {
	case inInt:
		return m.intLaneIntrinsic(intr, call, args, dst)
	case inOverflow:
		m.overflowIntrinsic(intr, call, args, dst)
		return true
	case inFloat:
		return m.floatLaneIntrinsic(intr, call, args, dst)
	case inReduce:
		if err := m.reduce(intr.base, call, args, dst); err != nil {
			return m.unsupportedStop(err)
		}
		return true
	case inMemcpy, inMemmove, inMemset, inLifetimeStart, inLifetimeEnd:
		return m.memIntrinsic(intr.kind, call, args)
	case inMaskedLoad, inMaskedStore:
		return m.masked(intr.kind, call, args, dst)
	case inAssume:
		return m.assume(call, args[0]) && m.assumeBundles(call, cs.bundles, args[1:])
	case inTrap:
		return m.abort()
	case inX86:
		return m.x86Intrinsic(intr, call, args, dst)
	case inConstrained:
		return m.constrainedFP(intr.base, call, args, dst)
	case inExpect:
		if m.threads != nil && m.threads.running != nil && intr.base == "threadlocal.address" {
			return m.threadLocal(call, args[0], dst)
		}
		dst.CopyFrom(args[0])
		return true
	case inPtrMask:
		m.ptrMask(call, args, dst)
		return true
	case inIsConstant:
		if m.ev.ch == nil {
			*dst = Val{Undef: 1, Nondet: true}
		} else {
			*dst = Val{}
		}
		return true
	case inSplice, inStepVector:
		vectorIntrinsic(intr.kind, call, args, dst)
		return true
	case inVAStart, inVAEnd, inVACopy:
		return m.vaIntrinsic(intr.kind, call, args)
	case inPreallocSetup, inPreallocArg, inPreallocTeardown:
		return m.preallocated(intr.kind, call, args, dst)
	case inAllowCheck:
		return m.allowCheck(dst)
	case inObjectSize:
		return m.objectSize(call, args, dst)
	case inInvariantStart, inInvariantEnd:
		return m.invariant(intr.kind, call, args, dst)
	case inStackSave, inStackRestore:
		return m.stackSaveRestore(intr.kind, call, args, dst)
	case inFloatExp:
		return m.floatExp(intr.base, call, args, dst)
	case inEnv:
		return m.envIntrinsic(intr.base, call, args, dst)
	case inVecShuffle:
		return m.vecShuffle(intr, call, args, dst)
	case inGather:
		return m.gatherScatter(intr.base, call, args, dst)
	case inLibm:
		return m.libmIntrinsic(intr.base, call, args, dst)
	case inVP:
		return m.vpIntrinsic(intr, call, args, dst)
	case inRow:
		return m.rowIntrinsic(intr, call, args, dst)
	case inVScale:
		if w := call.Ty.Bits; w < 64 && m.vscale>>w != 0 {
			dst.SetPoison() // "If the result value does not fit in the result type, then the result is a poison value."
		} else {
			dst.SetInt(m.vscale)
		}
		return true
	}
	return m.unsupportedStop(unsupported("intrinsic llvm.%s", intr.base))
}

// intrArgType is the type of argument i of an intrinsic call.
func intrArgType(call *ir.Instruction, i int) *ir.Type { return call.Operands[i+1].Type() }

// intLaneIntrinsic runs a lane-wise integer intrinsic (intIntrinsic).
func (m *Machine) intLaneIntrinsic(intr *intrinsic, call *ir.Instruction, args []*Val, dst *Val) bool {
	w := intrArgType(call, 0).Scalar().Bits
	rw := call.Ty.Scalar().Bits
	var ub UBKind
	_, _ = m.ev.lanes(&opDesc{ty: call.Ty}, args, dst, func(x []*Val, r *Val) (UBKind, error) {
		xs := make([]*Val, len(x))
		for i, v := range x {
			xs[i] = m.ev.use(v, i&3, widthOf(intrArgType(call, i).Scalar()))
		}
		u, _ := intIntrinsicOp(intr.iop, w, rw, xs, r, nil)
		if ub == UBNone {
			ub = u
		}
		return UBNone, nil
	})
	if ub != UBNone {
		return m.fail(ub, call)
	}
	return true
}

// overflowIntrinsic runs a *.with.overflow intrinsic: {value, i1} lane by
// lane.
func (m *Machine) overflowIntrinsic(intr *intrinsic, call *ir.Instruction, args []*Val, dst *Val) {
	t := intrArgType(call, 0)
	w := t.Scalar().Bits
	shape(dst, call.Ty)
	val, ovf := &dst.X.Lanes[0], &dst.X.Lanes[1]
	if t.Kind != ir.VectorType {
		intIntrinsicOp(intr.iop, w, w, []*Val{m.ev.use(args[0], 0, w), m.ev.use(args[1], 1, w)}, val, ovf)
		return
	}
	for i := 0; i < int(t.Len); i++ {
		intIntrinsicOp(intr.iop, w, w, []*Val{m.ev.use(&args[0].X.Lanes[i], 0, w), m.ev.use(&args[1].X.Lanes[i], 1, w)},
			&val.X.Lanes[i], &ovf.X.Lanes[i])
	}
}

// floatLaneIntrinsic runs a lane-wise floating-point intrinsic
// (floatIntrinsic).
func (m *Machine) floatLaneIntrinsic(intr *intrinsic, call *ir.Instruction, args []*Val, dst *Val) bool {
	abstract := m.ev.ch == nil
	k := intrArgType(call, 0).Scalar().Kind
	rw := uint32(0)
	if st := call.Ty.Scalar(); st.IsInt() {
		rw = st.Bits
	}
	_, err := m.ev.lanes(&opDesc{ty: call.Ty}, args, dst, func(x []*Val, r *Val) (UBKind, error) {
		xs := make([]*Val, len(x))
		for i, v := range x {
			xs[i] = m.ev.use(v, i&3, widthOf(intrArgType(call, i).Scalar()))
		}
		if !floatIntrinsic(intr.base, call.FMF, k, rw, xs, r, abstract) {
			return UBNone, unsupported("llvm.%s on %s", intr.base, intrArgType(call, 0))
		}
		if (intr.base == "lround" || intr.base == "llround" || intr.base == "lrint" || intr.base == "llrint") && r.Poison && !xs[0].Poison {
			// LLVM 19: an unrepresentable result is an arbitrary value
			// (like freeze poison), not poison (lrint and llrint: "the
			// return value is a non-deterministic value (equivalent to
			// freeze poison)").
			if abstract {
				*r = Val{Undef: widthMask(rw), Nondet: true}
			} else {
				*r = Val{Bits: m.ev.ch.Choose(0, widthMask(rw), rw)}
			}
		}
		fixNondet(r, xs, abstract)
		return UBNone, nil
	})
	if err != nil {
		return m.unsupportedStop(err)
	}
	return true
}

// tailAccessesStack reports whether call, marked tail or musttail, is
// given in p an alloca of the function making it: "Both markers imply
// that the callee does not access allocas from the caller."
func (m *Machine) tailAccessesStack(call *ir.Instruction, p *Val) bool {
	if !call.Flags.Has(ir.Tail) && !call.Flags.Has(ir.MustTail) || m.depth >= len(m.vaFrames) {
		return false
	}
	fr := m.vaFrames[m.depth]
	return fr != nil && m.mem.StackSince(p, fr.mark)
}

// memIntrinsic runs llvm.memcpy, memmove, memset and the lifetime
// markers.
func (m *Machine) memIntrinsic(kind intrinsicKind, call *ir.Instruction, args []*Val) bool {
	var ub UBKind
	switch kind {
	case inMemcpy, inMemmove, inMemset:
		n, ok := m.length(args[2], call)
		if !ok {
			return false
		}
		if n == 0 {
			return true
		}
		if m.tailAccessesStack(call, args[0]) || kind != inMemset && m.tailAccessesStack(call, args[1]) {
			return m.fail(UBTailAlloca, call)
		}
		if kind == inMemset {
			ub = m.mem.Set(args[0], args[1], n)
		} else {
			ub = m.mem.Copy(args[0], args[1], n, kind == inMemmove, nil)
		}
	default:
		p := args[len(args)-1]
		if p.Poison {
			return true // lifetime markers on poison have no effect
		}
		if anyUndef(p) {
			return m.fail(UBUndefAddress, call)
		}
		if kind == inLifetimeStart {
			m.mem.Revive(p)
		} else {
			m.mem.Kill(p)
		}
	}
	if ub != UBNone {
		return m.fail(ub, call)
	}
	return true
}

// assume runs llvm.assume on condition c.
func (m *Machine) assume(call *ir.Instruction, c *Val) bool {
	if c.Poison {
		return m.fail(UBAssume, call)
	}
	if c.Undef != 0 {
		if m.ev.ch == nil {
			// Some value of the condition is false: that execution has UB.
			return m.fail(UBAssume, call)
		}
		c = m.ev.use(c, 0, 1)
	}
	if c.Bits&1 == 0 {
		return m.fail(UBAssume, call)
	}
	return true
}

// assumeBundles checks the guarantees of llvm.assume's operand bundles,
// whose inputs are ins (bundle after bundle): "if any of the provided
// guarantees are violated at runtime the behavior is undefined". A value
// that is poison, or undef where some value would violate the guarantee,
// violates it. Tags without a guarantee irfuzz checks (cold, ignore,
// separate_storage, align with an offset, ...) say nothing.
func (m *Machine) assumeBundles(call *ir.Instruction, bundles []assumeBundle, ins []*Val) bool {
	for _, b := range bundles {
		in := ins[:b.inputs]
		ins = ins[b.inputs:]
		if len(in) == 0 {
			continue
		}
		v := in[0]
		switch {
		case b.tag == "noundef" && len(in) == 1:
			if hasPoison(v) || hasUndef(v) {
				return m.fail(UBAssume, call)
			}
		case b.tag == "nonnull" && len(in) == 1 && v.X == nil:
			if v.Poison || m.mayBe(v, func(x uint64) bool { return x == 0 }) {
				return m.fail(UBAssume, call)
			}
		case b.tag == "align" && len(in) == 2 && v.X == nil:
			a := in[1]
			if v.Poison || a.Poison || a.Undef != 0 {
				return m.fail(UBAssume, call)
			}
			if align := a.Bits; align == 0 || align&(align-1) != 0 {
				// "the pointer value must be a null pointer"
				if m.mayBe(v, func(x uint64) bool { return x != 0 }) {
					return m.fail(UBAssume, call)
				}
			} else if m.mayBe(v, func(x uint64) bool { return x&(align-1) != 0 }) {
				return m.fail(UBAssume, call)
			}
		case b.tag == "dereferenceable" && len(in) == 2 && v.X == nil:
			n := in[1]
			if v.Poison || v.Undef != 0 || n.Poison || n.Undef != 0 {
				return m.fail(UBAssume, call)
			}
			if ub := m.mem.Check(v, n.Bits); ub != UBNone {
				return m.fail(UBAssume, call)
			}
		}
	}
	return true
}

// mayBe reports whether scalar v may have a value for which bad holds: in
// the abstract mode some value its undef bits allow, in the concrete mode
// the value chosen now. The abstract answer tries the two extremes (undef
// bits all clear, all set), which is exact for the tests assumeBundles
// makes: equal to zero, nonzero, some low bit set.
func (m *Machine) mayBe(v *Val, bad func(uint64) bool) bool {
	if v.Undef == 0 {
		return bad(v.Bits)
	}
	if m.ev.ch != nil {
		return bad(m.ev.use(v, 0, 64).Bits)
	}
	return bad(v.Bits&^v.Undef) || bad(v.Bits|v.Undef)
}

// ptrMask runs llvm.ptrmask lane by lane: the pointer keeps its provenance.
func (m *Machine) ptrMask(call *ir.Instruction, args []*Val, dst *Val) {
	// The mask is as wide as the index type; "pointer bits beyond the
	// index size are not affected" (the LangRef): it acts as if extended
	// with ones.
	above := ^widthMask(intrArgType(call, 1).Scalar().Bits)
	_, _ = m.ev.lanes(&opDesc{ty: call.Ty}, args, dst, func(x []*Val, r *Val) (UBKind, error) {
		p, mk := x[0], x[1]
		if p.Poison || mk.Poison {
			r.SetPoison()
			return UBNone, nil
		}
		bits := mk.Bits | above
		u := p.Undef | mk.Undef
		*r = Val{Bits: p.Bits & bits &^ u, Undef: u & (p.Bits | p.Undef) & (bits | mk.Undef), Prov: p.Prov, Nondet: joinNondet(p, mk)}
		return UBNone, nil
	})
}

// vectorIntrinsic runs llvm.vector.splice and llvm.stepvector.
func vectorIntrinsic(kind intrinsicKind, call *ir.Instruction, args []*Val, dst *Val) {
	t := call.Ty
	if kind == inStepVector {
		shape(dst, t)
		w := t.Elem.Bits
		for i := range dst.X.Lanes {
			dst.X.Lanes[i] = Val{Bits: uint64(i) & widthMask(w)}
		}
		return
	}
	n := int(t.Len)
	k := int(signExtend(args[2].Bits, intrArgType(call, 2).Bits))
	if k < 0 {
		k += n
	}
	a, b := args[0].Clone(), args[1].Clone()
	shape(dst, t)
	for i := 0; i < n; i++ {
		j := k + i
		if j < n {
			dst.X.Lanes[i].CopyFrom(&a.X.Lanes[j])
		} else {
			dst.X.Lanes[i].CopyFrom(&b.X.Lanes[j-n])
		}
	}
}

// vaIntrinsic runs llvm.va_start, va_end and va_copy: a va_list holds the
// frame depth and a cursor (see Machine.vaArg).
func (m *Machine) vaIntrinsic(kind intrinsicKind, call *ir.Instruction, args []*Val) bool {
	var ub UBKind
	if abi := m.p.va; abi != vaAbstract {
		switch kind {
		case inVAStart:
			return m.vaStartABI(abi, call, args[0])
		case inVACopy:
			ub = m.mem.Copy(args[0], args[1], abi.vaListSize(), false, nil)
		}
		if ub != UBNone {
			return m.fail(ub, call)
		}
		return true
	}
	switch kind {
	case inVAStart:
		cur := Val{Bits: uint64(m.depth) << 32}
		ub = m.mem.Store(ir.Int(64), args[0], 1, &cur)
	case inVACopy:
		ub = m.mem.Copy(args[0], args[1], 8, false, nil)
	}
	if ub != UBNone {
		return m.fail(ub, call)
	}
	return true
}

// length reads the length argument of a memory intrinsic: poison or undef
// is undefined behaviour (the access cannot be bounded).
func (m *Machine) length(v *Val, call *ir.Instruction) (uint64, bool) {
	if v.Poison {
		return 0, m.fail(UBImmediate, call)
	}
	if anyUndef(v) {
		if m.ev.ch == nil {
			return 0, m.fail(UBImmediate, call)
		}
		v = m.ev.use(v, 0, 64)
	}
	if v.X != nil && len(v.X.Words) > 0 {
		for _, w := range v.X.Words[1:] {
			if w != 0 {
				return 0, m.fail(UBOutOfBounds, call)
			}
		}
		return v.X.Words[0], true
	}
	return v.Bits, true
}

// reduceIntOpcodes are the instructions the integer reductions fold
// with (a map literal in the loop was made anew for every lane).
var reduceIntOpcodes = map[string]ir.Opcode{"add": ir.OpAdd, "mul": ir.OpMul, "and": ir.OpAnd, "or": ir.OpOr, "xor": ir.OpXor}

// reduce implements llvm.vector.reduce.*.
func (m *Machine) reduce(op string, call *ir.Instruction, args []*Val, dst *Val) error {
	abstract := m.ev.ch == nil
	vecArg := args[len(args)-1]
	vt := call.Operands[len(args)].Type()
	et := vt.Elem
	n := int(vt.Len)
	acc := newVal(et)
	start := 0
	switch op {
	case "fadd", "fmul":
		acc.CopyFrom(args[0])
	default:
		acc.CopyFrom(&vecArg.X.Lanes[0])
		start = 1
	}
	w := widthOf(et)
	for i := start; i < n; i++ {
		x := m.ev.use(&vecArg.X.Lanes[i], 1, w)
		a := m.ev.use(&acc, 0, w)
		var r Val
		switch op {
		case "add", "mul", "and", "or", "xor":
			opc := reduceIntOpcodes[op]
			intBinary(opc, 0, et.Bits, a, x, &r)
		case "smin", "smax", "umin", "umax":
			intIntrinsicOp(intOpNamed(op), et.Bits, et.Bits, []*Val{a, x}, &r, nil)
		case "fadd", "fmul":
			opc := ir.OpFAdd
			if op == "fmul" {
				opc = ir.OpFMul
			}
			// The order is sequential; reassoc lets it be any order, which
			// the abstract mode covers by the flag's "any value" reading.
			if !floatBinary(opc, call.FMF, et.Kind, a, x, &r, abstract) {
				return unsupported("vector.reduce.%s on %s", op, et)
			}
		case "fmin", "fmax", "fminimum", "fmaximum":
			name := map[string]string{"fmin": "minnum", "fmax": "maxnum", "fminimum": "minimum", "fmaximum": "maximum"}[op]
			if !floatIntrinsic(name, call.FMF, et.Kind, 0, []*Val{a, x}, &r, abstract) {
				return unsupported("vector.reduce.%s on %s", op, et)
			}
		}
		acc.CopyFrom(&r)
	}
	if abstract && (op == "fmin" || op == "fmax") && call.FMF&ir.NNaN == 0 {
		if alts := m.unorderedMinMax(op, call, et, vecArg, &acc); len(alts) > 1 {
			acc = alts[m.choose(len(alts))]
		}
	}
	dst.CopyFrom(&acc)
	return nil
}

// unorderedMinMax are the results vector.reduce.fmin/fmax may give on a
// vector with a signaling NaN, the sequential result acc first. The
// reduction is unordered (LLVM's LangRef since #196053 says so for sNaN):
// minnum/maxnum of the sNaN and whatever it meets first is a quiet NaN,
// which the next step drops, so the result is a quiet NaN or any one of
// the numbers, the one the remaining steps meet. nil when no lane is a
// known signaling NaN.
func (m *Machine) unorderedMinMax(op string, call *ir.Instruction, et *ir.Type, vec *Val, acc *Val) []Val {
	f := formatOf(et.Kind)
	if f == nil || f.width > 64 {
		return nil
	}
	var snan *Val
	for i := range vec.X.Lanes {
		l := &vec.X.Lanes[i]
		if l.Poison || anyUndef(l) {
			return nil // a lane that is not one known value: the sequential reading
		}
		if f.isSNaN(l.Bits) && snan == nil {
			snan = l
		}
	}
	if snan == nil {
		return nil
	}
	alts := []Val{acc.Clone()}
	var qnan Val
	name := map[string]string{"fmin": "minnum", "fmax": "maxnum"}[op]
	if !floatIntrinsic(name, call.FMF, et.Kind, 0, []*Val{snan, snan}, &qnan, true) {
		return nil
	}
	alts = append(alts, qnan)
	seen := map[uint64]bool{}
	for i := range vec.X.Lanes {
		l := &vec.X.Lanes[i]
		if !f.isNaN(l.Bits) && !seen[l.Bits] {
			seen[l.Bits] = true
			alts = append(alts, l.Clone())
		}
	}
	return alts
}

// masked implements llvm.masked.load and llvm.masked.store lane by lane.
func (m *Machine) masked(kind intrinsicKind, call *ir.Instruction, args []*Val, dst *Val) bool {
	var vt *ir.Type
	var ptr, mask, vals *Val
	var align uint64
	switch {
	case len(args) == 3 && kind == inMaskedLoad:
		// LLVM 22's form: the alignment is the pointer's align attribute.
		vt = call.Ty
		ptr, mask, vals = args[0], args[1], args[2]
		align = argAlign(call, 0)
	case len(args) == 3:
		vt = call.Operands[1].Type()
		vals, ptr, mask = args[0], args[1], args[2]
		align = argAlign(call, 1)
	case kind == inMaskedLoad:
		vt = call.Ty
		ptr, mask, vals = args[0], args[2], args[3]
		align = args[1].Bits
	default:
		vt = call.Operands[1].Type()
		vals, ptr, mask = args[0], args[1], args[3]
		align = args[2].Bits
	}
	et := vt.Elem
	step := m.p.Layout.AllocSize(et)
	if kind == inMaskedLoad {
		pass := vals.Clone()
		shape(dst, vt)
		dst.CopyFrom(&pass)
	}
	for i := 0; i < int(vt.Len); i++ {
		on, ok := m.maskBit(&mask.X.Lanes[i], call)
		if !ok {
			return false
		}
		if !on {
			continue
		}
		p := *ptr
		p.Bits += uint64(i) * step
		a := align
		if i > 0 {
			a = 1
			for a < align && (uint64(i)*step)%(a*2) == 0 {
				a *= 2
			}
		}
		var ub UBKind
		if kind == inMaskedLoad {
			ub = m.mem.Load(et, &p, a, &dst.X.Lanes[i], nil)
		} else {
			ub = m.mem.Store(et, &p, a, &vals.X.Lanes[i])
		}
		if ub != UBNone {
			return m.fail(ub, call)
		}
	}
	return true
}

// maskBit reads one lane of the mask of a masked memory intrinsic: a
// poison lane, or an undef one in the source, is undefined behaviour (the
// access cannot be decided); a target run chooses an undef lane.
func (m *Machine) maskBit(mb *Val, call *ir.Instruction) (on, ok bool) {
	if mb.Poison || mb.Undef != 0 {
		if m.ev.ch != nil && !mb.Poison {
			mb = m.ev.use(mb, 0, 1)
		} else {
			return false, m.fail(UBImmediate, call)
		}
	}
	return mb.Bits&1 != 0, true
}

// argAlign is the align attribute of argument k of call, at the call site
// or on the callee's parameter (the larger); 1 when neither has one.
func argAlign(call *ir.Instruction, k int) uint64 {
	a := uint64(1)
	if l := call.ArgAttrs(); k < len(l) {
		if at := l[k].Get("align"); at != nil && at.HasInt {
			a = max(a, at.Int)
		}
	}
	if f, ok := call.Callee().(*ir.Function); ok && k < len(f.Params) {
		if at := f.Params[k].Attrs.Get("align"); at != nil && at.HasInt {
			a = max(a, at.Int)
		}
	}
	return a
}

// fixNondet marks the undetermined bits of a floating-point result as a
// fixed unknown choice when no operand was undef: the freedom then comes
// from the operation itself (fused or not, the sign of a zero, a NaN's
// payload), not from undef, so branching on it is a choice, not UB.
func fixNondet(r *Val, xs []*Val, abstract bool) {
	if !abstract || r.Undef == 0 {
		return
	}
	for _, x := range xs {
		if !x.IsDefined() && !x.Nondet && !x.Poison {
			return
		}
	}
	r.Nondet = true
}
