package ir

import (
	"fmt"
	"sort"
	"strings"
)

// The per-opcode operand and result type rules of the verifier, one method
// per instruction family, following the Language Reference and LLVM's Verifier.

// need reports whether i has exactly n operands, complaining otherwise.
func (v *verifier) need(i *Instruction, n int) bool {
	if len(i.Operands) != n {
		v.errorf("%s must have %d operands, has %d", i.Op, n, len(i.Operands))
		return false
	}
	return true
}

// sameShape reports whether a and b are both scalars or both vectors of the same length and scalability.
func sameShape(a, b *Type) bool {
	if a.IsVector() != b.IsVector() {
		return false
	}
	return !a.IsVector() || a.Len == b.Len && a.Scalable == b.Scalable
}

// boolOf returns i1 or a vector of i1 of t's shape.
func boolOf(t *Type) *Type {
	if t.IsVector() {
		return Vector(t.Len, I1, t.Scalable)
	}
	return I1
}

// opcode checks the operand and result types that i's opcode requires.
func (v *verifier) opcode(i *Instruction) {
	ops := i.Operands
	switch op := i.Op; {
	case op == OpFNeg || op.IsBinary() || op == OpICmp || op == OpFCmp:
		v.arithmetic(i)
	case op.IsCast():
		if v.need(i, 1) {
			v.cast(i, ops[0], i.Ty)
		}
	case op == OpSelect:
		if !v.need(i, 3) {
			return
		}
		c, x, y := ops[0].Type(), ops[1].Type(), ops[2].Type()
		if x != y {
			v.errorf("select values must have the same type: %s and %s", desc(ops[1]), desc(ops[2]))
			return
		}
		if i.Ty != x {
			v.errorf("select result type %s does not match value type %s", i.Ty, x)
		}
		if c != I1 && !(c.IsVector() && c.Elem == I1 && x.IsVector() && sameShape(c, x)) {
			v.errorf("select condition must be i1 or <N x i1> matching the values, not %s", desc(ops[0]))
		}
	case op == OpFreeze:
		if v.need(i, 1) && ops[0].Type() != i.Ty {
			v.errorf("freeze result type %s does not match operand type %s", i.Ty, ops[0].Type())
		}
	case op == OpExtractElement || op == OpInsertElement:
		v.vectorElement(i)
	case op == OpShuffleVector:
		v.shuffle(i)
	case op == OpExtractValue || op == OpInsertValue:
		v.aggregate(i)
	case op == OpAlloca:
		v.alloca(i)
	case op == OpLoad || op == OpStore || op == OpFence || op == OpCmpXchg || op == OpAtomicRMW:
		v.memory(i)
	case op == OpGetElementPtr:
		v.gep(i)
	case op == OpPhi:
		v.phi(i)
	case op == OpCall || op == OpInvoke || op == OpCallBr:
		v.call(i)
	case op == OpVAArg:
		if v.need(i, 1) && !ops[0].Type().IsPtr() {
			v.errorf("va_arg operand must be a pointer, not %s", desc(ops[0]))
		}
	case op == OpLandingPad:
		v.landingPad(i)
	case op.IsTerminator():
		v.terminator(i)
	}
}

// arithmetic checks fneg, the binary operators and the compares.
func (v *verifier) arithmetic(i *Instruction) {
	ops := i.Operands
	switch op := i.Op; {
	case op == OpFNeg:
		if v.need(i, 1) {
			if !ops[0].Type().IsFloatOrFloatVector() {
				v.errorf("fneg operand must be floating point or a vector of it, not %s", desc(ops[0]))
			} else if ops[0].Type() != i.Ty {
				v.errorf("fneg result type %s does not match operand type %s", i.Ty, ops[0].Type())
			}
		}
	case op.IsBinary():
		if !v.need(i, 2) {
			return
		}
		x, y := ops[0].Type(), ops[1].Type()
		if x != y {
			v.errorf("both operands of %s must have the same type: %s and %s", op, desc(ops[0]), desc(ops[1]))
			return
		}
		if i.Ty != x {
			v.errorf("%s result type %s does not match operand type %s", op, i.Ty, x)
		}
		if op.Info().Float {
			if !x.IsFloatOrFloatVector() {
				v.errorf("invalid operand type for instruction: %s requires floating-point operands, not %s", op, x)
			}
		} else if !x.IsIntOrIntVector() {
			v.errorf("invalid operand type for instruction: %s requires integer operands, not %s", op, x)
		}
	case op == OpICmp || op == OpFCmp:
		if !v.need(i, 2) {
			return
		}
		x, y := ops[0].Type(), ops[1].Type()
		if x != y {
			v.errorf("both operands of %s must have the same type: %s and %s", op, desc(ops[0]), desc(ops[1]))
			return
		}
		if op == OpICmp {
			if !x.IsIntOrIntVector() && !x.IsPtrOrPtrVector() {
				v.errorf("icmp operands must be integers or pointers (or vectors of them), not %s", x)
			}
			if !i.Pred.IsInt() {
				v.errorf("icmp has invalid predicate %q", i.Pred)
			}
		} else {
			if !x.IsFloatOrFloatVector() {
				v.errorf("fcmp operands must be floating point (or vectors of it), not %s", x)
			}
			if !i.Pred.IsFloat() {
				v.errorf("fcmp has invalid predicate %q", i.Pred)
			}
		}
		if i.Ty != boolOf(x) {
			v.errorf("%s result type must be %s, not %s", op, boolOf(x), i.Ty)
		}
	}
}

// vectorElement checks extractelement and insertelement.
func (v *verifier) vectorElement(i *Instruction) {
	ops := i.Operands
	switch i.Op {
	case OpExtractElement:
		if !v.need(i, 2) {
			return
		}
		vt := ops[0].Type()
		if !vt.IsVector() {
			v.errorf("extractelement operand must be a vector, not %s", desc(ops[0]))
			return
		}
		if !ops[1].Type().IsInt() {
			v.errorf("extractelement index must be an integer, not %s", desc(ops[1]))
		}
		if i.Ty != vt.Elem {
			v.errorf("extractelement result type %s does not match the element type %s", i.Ty, vt.Elem)
		}
	case OpInsertElement:
		if !v.need(i, 3) {
			return
		}
		vt := ops[0].Type()
		if !vt.IsVector() {
			v.errorf("insertelement operand must be a vector, not %s", desc(ops[0]))
			return
		}
		if ops[1].Type() != vt.Elem {
			v.errorf("insertelement element %s does not match the vector's element type %s", desc(ops[1]), vt.Elem)
		}
		if !ops[2].Type().IsInt() {
			v.errorf("insertelement index must be an integer, not %s", desc(ops[2]))
		}
		if i.Ty != vt {
			v.errorf("insertelement result type %s does not match vector type %s", i.Ty, vt)
		}
	}
}

// landingPad checks a landingpad's clauses and place.
func (v *verifier) landingPad(i *Instruction) {
	ops := i.Operands
	if v.f.Personality == nil {
		v.errorf("landingpad needs to be in a function with a personality")
	}
	if len(ops) == 0 && !i.Flags.Has(Cleanup) {
		v.errorf("landingpad without clauses must be a cleanup")
	}
	if len(i.ClauseKinds()) != len(ops) {
		v.errorf("landingpad has %d clauses but %d clause kinds", len(ops), len(i.ClauseKinds()))
	}
	if v.firstNonPhi(i.Parent) != i {
		v.errorf("landingpad must be the first non-phi instruction of its block")
	}
	for _, u := range i.Parent.Uses() {
		n := len(u.Operands)
		if u.Op.IsTerminator() && (u.Op != OpInvoke || n < 2 || u.Operands[n-1] != Value(i.Parent) || u.Operands[n-2] == Value(i.Parent)) {
			v.errorf("block containing a landingpad must be jumped to only by the unwind edge of an invoke")
			break
		}
	}
}

// sized is Type.IsSized, except that target extension types count as sized:
// whether one has a size depends on the target, and a false alarm is worse
// than a missed error.
func sized(t *Type) bool { return sizedDepth(t, 0) }

// sizedDepth bounds the recursion: a struct that contains itself (which only
// the API can build) must not overflow the stack.
func sizedDepth(t *Type, depth int) bool {
	if depth > 100 {
		return false
	}
	switch t.Kind {
	case TargetExtType:
		return true
	case VectorType, ArrayType:
		return sizedDepth(t.Elem, depth+1)
	case StructType:
		if t.Opaque {
			return false
		}
		for _, f := range t.Fields {
			if !sizedDepth(f, depth+1) {
				return false
			}
		}
		return true
	}
	return t.IsSized()
}

// firstNonPhi returns the first instruction of b that is not a phi.
func (v *verifier) firstNonPhi(b *Block) *Instruction {
	for _, i := range b.Instrs {
		if i.Op != OpPhi {
			return i
		}
	}
	return nil
}

// primitiveBits is the bit size of a scalar or fixed vector (the minimum for
// scalable vectors); 0 for types without one.
func primitiveBits(t *Type) uint64 {
	switch {
	case t.IsInt():
		return uint64(t.Bits)
	case t.IsFloat():
		return uint64(t.FloatBits())
	case t.Kind == X86AMXType:
		return 8192
	case t.Kind == X86MMXType:
		return 64
	case t.IsVector():
		return t.Len * primitiveBits(t.Elem)
	}
	return 0
}

// onePtrVector reports whether a is a fixed vector of one pointer and b
// a pointer, which bitcast converts between (as llvm-as 19 and 22 accept).
func onePtrVector(a, b *Type) bool {
	return a.IsVector() && !a.Scalable && a.Len == 1 && a.Elem.IsPtr() && b.IsPtr()
}

func (v *verifier) cast(i *Instruction, x Value, dst *Type) {
	src := x.Type()
	op := i.Op
	bad := func(why string) {
		v.errorf("invalid cast: %s %s to %s: %s", op, desc(x), dst, why)
	}
	if (op != OpBitCast || src.IsVector() || dst.IsVector()) && !sameShape(src, dst) {
		if op != OpBitCast {
			bad("source and destination must both be scalars or vectors of the same length")
			return
		}
	}
	ss, ds := src.Scalar(), dst.Scalar()
	switch op {
	case OpTrunc, OpZExt, OpSExt:
		if !ss.IsInt() || !ds.IsInt() {
			bad("operand and result must be integers (or vectors of them)")
		} else if op == OpTrunc && ss.Bits <= ds.Bits {
			bad("trunc result must be narrower than its operand")
		} else if op != OpTrunc && ss.Bits >= ds.Bits {
			bad(op.String() + " result must be wider than its operand")
		}
	case OpFPTrunc, OpFPExt:
		if !ss.IsFloat() || !ds.IsFloat() {
			bad("operand and result must be floating point (or vectors of it)")
		} else if op == OpFPTrunc && ss.FloatBits() <= ds.FloatBits() {
			bad("fptrunc result must be narrower than its operand")
		} else if op == OpFPExt && ss.FloatBits() >= ds.FloatBits() {
			bad("fpext result must be wider than its operand")
		}
	case OpFPToUI, OpFPToSI:
		if !ss.IsFloat() || !ds.IsInt() {
			bad("operand must be floating point and result integer")
		}
	case OpUIToFP, OpSIToFP:
		if !ss.IsInt() || !ds.IsFloat() {
			bad("operand must be integer and result floating point")
		}
	case OpPtrToInt:
		if !ss.IsPtr() || !ds.IsInt() {
			bad("operand must be a pointer and result an integer")
		}
	case OpPtrToAddr:
		if !ss.IsPtr() || !ds.IsInt() {
			bad("operand must be a pointer and result an integer")
		} else if w := v.m.IndexWidth(ss.AddrSpace); ds.Bits != w {
			bad(fmt.Sprintf("result must be the address width of address space %d, i%d", ss.AddrSpace, w))
		}
	case OpIntToPtr:
		if !ss.IsInt() || !ds.IsPtr() {
			bad("operand must be an integer and result a pointer")
		}
	case OpAddrSpaceCast:
		if !ss.IsPtr() || !ds.IsPtr() {
			bad("operand and result must be pointers")
		} else if ss.AddrSpace == ds.AddrSpace {
			bad("addrspacecast must be between different address spaces")
		}
	case OpBitCast:
		switch {
		case !src.IsFirstClass() || !dst.IsFirstClass() || src.IsAggregate() || dst.IsAggregate():
			bad("bitcast operands must be non-aggregate first-class types")
		case src.IsPtrOrPtrVector() != dst.IsPtrOrPtrVector():
			bad("cannot bitcast between pointer and non-pointer types (use ptrtoint/inttoptr)")
		case src.IsPtrOrPtrVector():
			if !sameShape(src, dst) && !onePtrVector(src, dst) && !onePtrVector(dst, src) {
				bad("pointer vectors must have the same length")
			} else if ss.AddrSpace != ds.AddrSpace {
				bad("bitcast cannot change the address space (use addrspacecast)")
			}
		case src.IsVector() && dst.IsVector() && src.Scalable != dst.Scalable:
			bad("cannot bitcast between fixed and scalable vectors")
		case primitiveBits(src) == 0 || primitiveBits(src) != primitiveBits(dst):
			bad(fmt.Sprintf("types have different sizes (%d and %d bits)", primitiveBits(src), primitiveBits(dst)))
		}
	}
}

func (v *verifier) shuffle(i *Instruction) {
	if !v.need(i, 2) {
		return
	}
	a, b := i.Operands[0].Type(), i.Operands[1].Type()
	if !a.IsVector() || a != b {
		v.errorf("shufflevector operands must be vectors of the same type: %s and %s", desc(i.Operands[0]), desc(i.Operands[1]))
		return
	}
	if !i.Ty.IsVector() || i.Ty.Elem != a.Elem || i.Ty.Scalable != a.Scalable || i.Ty.Len != uint64(len(i.Mask())) {
		v.errorf("shufflevector result type %s must be a vector of %s with one lane per mask element (%d)", i.Ty, a.Elem, len(i.Mask()))
		return
	}
	if a.Scalable {
		for _, m := range i.Mask() {
			if m != i.Mask()[0] || m > 0 {
				v.errorf("shufflevector mask of a scalable vector must be zeroinitializer, undef or poison")
				return
			}
		}
		return
	}
	for k, m := range i.Mask() {
		if m < -1 || int64(m) >= 2*int64(a.Len) {
			v.errorf("shufflevector mask element %d selects lane %d, but the operands have only %d lanes together", k, m, 2*a.Len)
		}
	}
}

// indexType walks an extractvalue/insertvalue index path.
func indexType(t *Type, idx []uint32) (*Type, bool) {
	for _, k := range idx {
		switch t.Kind {
		case StructType:
			if int(k) >= len(t.Fields) {
				return nil, false
			}
			t = t.Fields[k]
		case ArrayType:
			if uint64(k) >= t.Len {
				return nil, false
			}
			t = t.Elem
		default:
			return nil, false
		}
	}
	return t, true
}

func (v *verifier) aggregate(i *Instruction) {
	n := 1
	if i.Op == OpInsertValue {
		n = 2
	}
	if !v.need(i, n) {
		return
	}
	at := i.Operands[0].Type()
	if !at.IsAggregate() {
		v.errorf("%s operand must be a struct or array, not %s", i.Op, desc(i.Operands[0]))
		return
	}
	if len(i.Indices()) == 0 {
		v.errorf("%s needs at least one index", i.Op)
		return
	}
	t, ok := indexType(at, i.Indices())
	if !ok {
		v.errorf("invalid indices for %s: %v into type %s", i.Op, i.Indices(), at)
		return
	}
	if i.Op == OpExtractValue {
		if i.Ty != t {
			v.errorf("extractvalue result type %s does not match the indexed type %s", i.Ty, t)
		}
		return
	}
	if i.Operands[1].Type() != t {
		v.errorf("insertvalue value %s does not match the indexed type %s", desc(i.Operands[1]), t)
	}
	if i.Ty != at {
		v.errorf("insertvalue result type %s does not match aggregate type %s", i.Ty, at)
	}
}

func (v *verifier) alloca(i *Instruction) {
	if len(i.Operands) > 1 {
		v.errorf("alloca has %d operands (at most one: the element count)", len(i.Operands))
		return
	}
	if i.ElemTy == nil || !sized(i.ElemTy) {
		v.errorf("cannot allocate unsized type %s", tstr(i.ElemTy))
	}
	if len(i.Operands) == 1 && !i.Operands[0].Type().IsInt() {
		v.errorf("alloca element count must be an integer, not %s", desc(i.Operands[0]))
	}
	if i.Ty != PtrIn(i.AddrSpace) {
		v.errorf("alloca result type %s must be %s", i.Ty, PtrIn(i.AddrSpace))
	}
	v.checkAlign(i)
}

func (v *verifier) checkAlign(i *Instruction) {
	if i.Align != 0 && i.Align&(i.Align-1) != 0 {
		v.errorf("alignment %d is not a power of 2", i.Align)
	}
	if i.Align > 1<<32 {
		v.errorf("alignment %d is larger than 4294967296", i.Align)
	}
}

// atomicType checks the type of an atomic memory access.
func (v *verifier) atomicType(t *Type, what string) {
	if !t.IsInt() && !t.IsPtr() && !t.IsFloat() {
		v.errorf("atomic %s operand must have integer, pointer, or floating point type, not %s", what, t)
		return
	}
	if b := primitiveBits(t); t.IsInt() || t.IsFloat() {
		if b < 8 || b&(b-1) != 0 {
			v.errorf("atomic %s of type %s: the size must be a power of two bytes", what, t)
		}
	}
}

func (v *verifier) memory(i *Instruction) {
	ops := i.Operands
	v.checkAlign(i)
	switch i.Op {
	case OpLoad:
		if !v.need(i, 1) {
			return
		}
		if !ops[0].Type().IsPtr() {
			v.errorf("load operand must be a pointer, not %s", desc(ops[0]))
		}
		if !sized(i.Ty) {
			v.errorf("loading unsized type %s", i.Ty)
		}
		if i.Ordering != NotAtomic {
			if i.Ordering == Release || i.Ordering == AcqRel {
				v.errorf("load cannot have %s ordering", i.Ordering)
			}
			if i.Align == 0 {
				v.errorf("atomic load must specify an explicit alignment")
			}
			v.atomicType(i.Ty, "load")
		} else if i.SyncScope() != "" {
			v.errorf("non-atomic load cannot have a syncscope")
		}
	case OpStore:
		if !v.need(i, 2) {
			return
		}
		if !ops[1].Type().IsPtr() {
			v.errorf("store address must be a pointer, not %s", desc(ops[1]))
		}
		vt := ops[0].Type()
		if !sized(vt) || !vt.IsFirstClass() {
			v.errorf("storing unsized or non-first-class type %s", vt)
		}
		if i.Ordering != NotAtomic {
			if i.Ordering == Acquire || i.Ordering == AcqRel {
				v.errorf("store cannot have %s ordering", i.Ordering)
			}
			if i.Align == 0 {
				v.errorf("atomic store must specify an explicit alignment")
			}
			v.atomicType(vt, "store")
		}
	case OpFence:
		switch i.Ordering {
		case Acquire, Release, AcqRel, SeqCst:
		default:
			v.errorf("fence may only have acquire, release, acq_rel or seq_cst ordering, not %q", i.Ordering)
		}
	case OpCmpXchg:
		if !v.need(i, 3) {
			return
		}
		if !ops[0].Type().IsPtr() {
			v.errorf("cmpxchg address must be a pointer, not %s", desc(ops[0]))
		}
		ct, nt := ops[1].Type(), ops[2].Type()
		if ct != nt {
			v.errorf("cmpxchg compare and new values must have the same type: %s and %s", desc(ops[1]), desc(ops[2]))
			return
		}
		if !ct.IsInt() && !ct.IsPtr() {
			v.errorf("cmpxchg operand must have integer or pointer type, not %s", ct)
		} else {
			v.atomicType(ct, "cmpxchg")
		}
		if i.Ordering < Monotonic {
			v.errorf("cmpxchg success ordering must be at least monotonic, not %q", i.Ordering)
		}
		if i.FailureOrdering < Monotonic || i.FailureOrdering == Release || i.FailureOrdering == AcqRel {
			v.errorf("invalid cmpxchg failure ordering %q", i.FailureOrdering)
		}
		if want := Struct(false, ct, I1); i.Ty != want {
			v.errorf("cmpxchg result type must be %s, not %s", want, i.Ty)
		}
	case OpAtomicRMW:
		if !v.need(i, 2) {
			return
		}
		if !ops[0].Type().IsPtr() {
			v.errorf("atomicrmw address must be a pointer, not %s", desc(ops[0]))
		}
		vt := ops[1].Type()
		switch {
		case i.RMWOp == RMWInvalid || i.RMWOp >= NumRMWOps:
			v.errorf("atomicrmw has an invalid operation")
		case i.RMWOp == RMWXchg:
			if !vt.IsInt() && !vt.IsFloat() && !vt.IsPtr() {
				v.errorf("atomicrmw xchg operand must be an integer, floating point or pointer type, not %s", vt)
			}
		case i.RMWOp.IsFloat():
			if !vt.IsFloatOrFloatVector() {
				v.errorf("atomicrmw %s operand must be a floating point type, not %s", i.RMWOp, vt)
			}
		default:
			if !vt.IsInt() {
				v.errorf("atomicrmw %s operand must be an integer type, not %s", i.RMWOp, vt)
			}
		}
		if i.Ordering < Monotonic {
			v.errorf("atomicrmw ordering must be at least monotonic, not %q", i.Ordering)
		}
		if i.Ty != vt {
			v.errorf("atomicrmw result type %s does not match operand type %s", i.Ty, vt)
		}
	}
}

func (v *verifier) gep(i *Instruction) {
	ops := i.Operands
	if len(ops) < 1 {
		v.errorf("getelementptr needs a pointer operand")
		return
	}
	pt := ops[0].Type()
	if !pt.IsPtrOrPtrVector() {
		v.errorf("getelementptr base must be a pointer or vector of pointers, not %s", desc(ops[0]))
		return
	}
	if i.ElemTy == nil || !sized(i.ElemTy) {
		v.errorf("getelementptr source element type %s is not sized", tstr(i.ElemTy))
		return
	}
	var vecLen uint64
	var vecScalable, isVec bool
	if pt.IsVector() {
		vecLen, vecScalable, isVec = pt.Len, pt.Scalable, true
	}
	t := i.ElemTy
	for k, idx := range ops[1:] {
		it := idx.Type()
		if !it.IsIntOrIntVector() {
			v.errorf("getelementptr index %s must be an integer or vector of integers", desc(idx))
			return
		}
		if it.IsVector() {
			if isVec && (it.Len != vecLen || it.Scalable != vecScalable) {
				v.errorf("getelementptr vector index %s does not match the vector width %d", desc(idx), vecLen)
				return
			}
			vecLen, vecScalable, isVec = it.Len, it.Scalable, true
		}
		if k == 0 {
			continue // steps over the source element type
		}
		switch t.Kind {
		case StructType:
			c := structIndex(idx)
			if c == nil || c.Ty.Scalar() != I32 {
				v.errorf("getelementptr struct index %s must be a constant i32", desc(idx))
				return
			}
			if c.Int >= uint64(len(t.Fields)) || c.Big != nil {
				v.errorf("getelementptr struct index %d is out of range for %s (%d fields)", c.Int, t, len(t.Fields))
				return
			}
			t = t.Fields[c.Int]
		case ArrayType, VectorType:
			t = t.Elem
		default:
			v.errorf("invalid getelementptr indices: cannot index into %s", t)
			return
		}
	}
	want := PtrIn(pt.Scalar().AddrSpace)
	if isVec {
		want = Vector(vecLen, want, vecScalable)
	}
	if i.Ty != want {
		v.errorf("getelementptr result type %s must be %s", i.Ty, want)
	}
}

// structIndex returns the constant integer a struct index holds (looking
// through splat vectors), or nil.
func structIndex(idx Value) *Const {
	c, ok := idx.(*Const)
	if !ok {
		return nil
	}
	switch c.Kind {
	case ConstInt:
		return c
	case ConstZero:
		if c.Ty.Scalar().IsInt() {
			return NewInt(c.Ty.Scalar(), 0)
		}
	case ConstSplat:
		if len(c.Elems) == 1 {
			return structIndex(c.Elems[0])
		}
	case ConstVector:
		var first *Const
		for _, e := range c.Elems {
			ec := structIndex(e)
			if ec == nil || first != nil && ec.Int != first.Int {
				return nil
			}
			first = ec
		}
		return first
	}
	return nil
}

func (v *verifier) phi(i *Instruction) {
	if !i.Ty.IsFirstClass() || i.Ty.Kind == VoidType {
		v.errorf("phi node has invalid type %s", i.Ty)
		return
	}
	if len(i.Incoming()) != len(i.Operands) {
		v.errorf("phi node has %d values but %d incoming blocks", len(i.Operands), len(i.Incoming()))
		return
	}
	for k, op := range i.Operands {
		if op.Type() != i.Ty {
			v.errorf("phi node operand %s does not match the phi's type %s", desc(op), i.Ty)
		}
		if i.Incoming()[k] == nil {
			v.errorf("phi node entry %d has no incoming block", k)
			return
		}
	}
	bk, in := v.blockIdx[i.Parent]
	if !in {
		return
	}
	preds := v.preds[bk]
	if len(preds) != len(i.Incoming()) {
		v.errorf("phi node should have one entry for each predecessor of its block: it has %d entries, the block has %d predecessors", len(i.Incoming()), len(preds))
		return
	}
	type entry struct {
		b   *Block
		val Value
	}
	es := make([]entry, len(i.Incoming()))
	for k, b := range i.Incoming() {
		es[k] = entry{b, i.Operands[k]}
	}
	order := func(b *Block) int {
		if k, ok := v.blockIdx[b]; ok {
			return k
		}
		return -1
	}
	sort.SliceStable(es, func(a, b int) bool { return order(es[a].b) < order(es[b].b) })
	ps := append([]*Block(nil), preds...)
	sort.SliceStable(ps, func(a, b int) bool { return order(ps[a]) < order(ps[b]) })
	for k, e := range es {
		if k > 0 && es[k-1].b == e.b && es[k-1].val != e.val && !ConstEqual(es[k-1].val, e.val) {
			v.errorf("phi node has multiple entries for the same block %s with different incoming values", e.b.Ident())
			return
		}
		if ps[k] != e.b {
			v.errorf("phi node entry for %s does not match a predecessor of its block", e.b.Ident())
			return
		}
	}
}

func (v *verifier) call(i *Instruction) {
	ops := i.Operands
	fixed := 1
	switch i.Op {
	case OpInvoke:
		fixed = 3
	case OpCallBr:
		fixed = 2 + i.NumIndirect()
	}
	if len(ops) < fixed {
		v.errorf("%s has too few operands (%d)", i.Op, len(ops))
		return
	}
	ft := i.FnTy
	if ft == nil || ft.Kind != FunctionType {
		v.errorf("%s has no function type", i.Op)
		return
	}
	callee := ops[0]
	if !callee.Type().IsPtr() {
		v.errorf("called value %s must be a pointer", desc(callee))
	}
	if i.Ty != ft.Ret {
		v.errorf("%s result type %s does not match the function type's return type %s", i.Op, i.Ty, ft.Ret)
	}
	args := i.Args()
	if len(args) < len(ft.Fields) || !ft.Variadic && len(args) != len(ft.Fields) {
		v.errorf("incorrect number of arguments passed to called function: %d for %s", len(args), ft)
		return
	}
	for k, a := range args {
		if k < len(ft.Fields) && a.Type() != ft.Fields[k] {
			v.errorf("call argument %d is %s but the function type %s expects %s", k, desc(a), ft, ft.Fields[k])
		}
		if a.Type().Kind == LabelType || a.Type().Kind == VoidType {
			v.errorf("call argument %d has invalid type %s", k, a.Type())
		}
	}
	v.attrs(i.RetAttrs(), ft.Ret, "return value")
	for k, al := range i.ArgAttrs() {
		if k < len(args) {
			v.attrs(al, args[k].Type(), fmt.Sprintf("argument %d", k))
		}
	}
	if i.Op == OpInvoke {
		for _, d := range ops[len(ops)-2:] {
			if _, ok := d.(*Block); !ok {
				v.errorf("invoke destination %s is not a label", desc(d))
				return
			}
		}
		if u := ops[len(ops)-1].(*Block); len(u.Instrs) > 0 && !isEHPad(v.firstNonPhi(u)) {
			v.errorf("the unwind destination %s does not start with an exception handling instruction", u.Ident())
		}
	}
	if i.Flags.Has(MustTail) && i.Op == OpCall {
		v.mustTail(i)
	}
	if f, ok := callee.(*Function); ok && strings.HasPrefix(f.Name, "llvm.") {
		if i.Op != OpCall && isKnownIntrinsic(f) {
			v.errorf("cannot %s an intrinsic such as %s (only call it)", i.Op, f.Ident())
		}
		v.intrinsicCall(i, f)
	}
}

func isCallLike(op Opcode) bool { return op == OpCall || op == OpInvoke || op == OpCallBr }

// isKnownIntrinsic reports whether f is an intrinsic whose signature the
// verifier checks (see lookupIntrinsic)
// (LLVM applies the intrinsic-use rules only to intrinsics it knows).
func isKnownIntrinsic(f *Function) bool {
	if !strings.HasPrefix(f.Name, "llvm.") {
		return false
	}
	_, sig := lookupIntrinsic(f.Name)
	return sig != nil
}

// intrinsicIn returns a known intrinsic referenced by constant v, or nil.
func intrinsicIn(v Value, depth int) *Function {
	switch c := v.(type) {
	case *Function:
		if isKnownIntrinsic(c) {
			return c
		}
	case *Const:
		if depth > 50 {
			return nil
		}
		for _, e := range c.Elems {
			if f := intrinsicIn(e, depth+1); f != nil {
				return f
			}
		}
	}
	return nil
}

func isEHPad(i *Instruction) bool {
	if i == nil {
		return false
	}
	switch i.Op {
	case OpLandingPad, OpCatchSwitch, OpCatchPad, OpCleanupPad:
		return true
	}
	return false
}

// mustTail checks the structural musttail rule: the call is followed by ret
// (optionally through a bitcast-free path) returning its result.
func (v *verifier) mustTail(i *Instruction) {
	b := i.Parent
	p := v.instPos[i]
	if p+1 >= len(b.Instrs) {
		return
	}
	next := b.Instrs[p+1]
	var result Value = i
	if next.Op == OpBitCast && len(next.Operands) == 1 && next.Operands[0] == Value(i) && p+2 < len(b.Instrs) {
		result, next = next, b.Instrs[p+2] // the optional bitcast
	}
	if next.Op != OpRet {
		v.errorf("musttail call must precede a ret")
		return
	}
	if len(next.Operands) == 1 && next.Operands[0] != result {
		v.errorf("musttail call result must be returned")
	}
	if v.f.FuncTy.Variadic != i.FnTy.Variadic {
		v.errorf("cannot guarantee tail call due to mismatched varargs")
	}
}

func (v *verifier) terminator(i *Instruction) {
	ops := i.Operands
	label := func(k int) bool {
		if _, ok := ops[k].(*Block); !ok {
			v.errorf("%s operand %d must be a basic block, not %s", i.Op, k, desc(ops[k]))
			return false
		}
		return true
	}
	switch i.Op {
	case OpRet:
		rt := v.f.FuncTy.Ret
		switch {
		case len(ops) == 0 && rt.Kind != VoidType:
			v.errorf("function return type %s does not match ret void", rt)
		case len(ops) == 1 && ops[0].Type() != rt:
			v.errorf("function return type %s does not match the returned value %s", rt, desc(ops[0]))
		case len(ops) > 1:
			v.errorf("ret has %d operands", len(ops))
		}
	case OpBr:
		switch len(ops) {
		case 1:
			label(0)
		case 3:
			if ops[0].Type() != I1 {
				v.errorf("branch condition %s is not of type i1", desc(ops[0]))
			}
			label(1)
			label(2)
		default:
			v.errorf("br has %d operands (want 1 or 3)", len(ops))
		}
	case OpSwitch:
		if len(ops) < 2 || len(ops)%2 != 0 {
			v.errorf("switch has a malformed operand list (%d operands)", len(ops))
			return
		}
		ct := ops[0].Type()
		if !ct.IsInt() {
			v.errorf("switch condition %s must be an integer", desc(ops[0]))
		}
		label(1)
		seen := map[string]bool{}
		for k := 2; k < len(ops); k += 2 {
			c, ok := ops[k].(*Const)
			if !ok || c.Kind != ConstInt {
				v.errorf("switch case value %s must be a constant integer", desc(ops[k]))
				continue
			}
			if c.Ty != ct {
				v.errorf("switch case value %s does not match the condition type %s", desc(ops[k]), ct)
			}
			key := c.BigInt().String()
			if seen[key] {
				v.errorf("duplicate integer %s as switch case", c.SignedBigInt())
			}
			seen[key] = true
			label(k + 1)
		}
	case OpIndirectBr:
		if len(ops) < 1 {
			v.errorf("indirectbr needs an address")
			return
		}
		if !ops[0].Type().IsPtr() {
			v.errorf("indirectbr address %s must be a pointer", desc(ops[0]))
		}
		for k := 1; k < len(ops); k++ {
			label(k)
		}
	case OpUnreachable:
		if len(ops) != 0 {
			v.errorf("unreachable has operands")
		}
	case OpResume:
		if v.need(i, 1) && v.f.Personality == nil {
			v.errorf("resume needs to be in a function with a personality")
		}
	case OpCatchRet, OpCleanupRet, OpCatchSwitch:
		if len(ops) == 0 {
			v.errorf("%s has no operands", i.Op)
		}
	}
}
