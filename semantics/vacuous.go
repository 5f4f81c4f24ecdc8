package semantics

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// inputIndependentUB reports whether the undefined behaviour ub, which a
// run of src reached, is one that every run of src reaches, whatever its
// arguments and the memory they point to: src cannot avoid the
// instruction (it lies on the straight path from the entry, every branch
// before it unconditional, and no call before it may fail to return),
// and the instruction is undefined for a reason its arguments cannot
// change:
//
//   - it is `unreachable` (LangRef, unreachable: 指令没有定义的语义。此指令用
//     于通知优化器代码的特定部分不可达, "the instruction has no defined
//     semantics; it informs the optimizer that a part of the code is not
//     reachable": executing it is undefined behaviour, as ub.go has it);
//
//   - each of its operands is a constant (null, undef, poison, a number,
//     a global's address, no constant expression), so the values it
//     checks are the same on every input: a load from null, a call
//     through null or through a function of another type, a constant
//     that breaks a noundef, nonnull or dereferenceable return or
//     parameter, a branch on undef;
//
//   - it is a store straight through a pointer parameter that is
//     readonly or readnone, or of a function whose memory attributes
//     allow no write to argument memory, or a load straight through a
//     readnone parameter (LangRef, parameter attributes: 如果函数写入
//     readonly 指针参数,则行为是未定义的, "if a function writes through a
//     readonly pointer argument, the behavior is undefined"; 如果函数从
//     readnone 指针参数读取或写入,则行为是未定义的; memory, read: 写入位置
//     会立即导致未定义行为, "writing to the location is immediate
//     undefined behaviour"; argmem: 这指的是基于函数指针参数的访问,
//     "accesses based on the function's pointer arguments"): the access
//     is through the argument whatever it points to.
//
//   - it is a tail call of llvm.memcpy, llvm.memmove or llvm.memset with
//     a constant length other than 0 whose pointer operand is one of
//     src's allocas (LangRef, call: 这两个标记都暗示被调用者不会访问调用者
//     的 allocas, "both markers imply that the callee does not access
//     allocas of the caller").
//
// Such a source is refined by every target. The caller also requires
// that the run reached ub before it asked its world anything and without
// touching a global the module does not fix (Outcome.argsOnly): a
// constant's address is then the only memory fact the instruction used.
func inputIndependentUB(src *ir.Function, ub *UBInfo) bool {
	if ub == nil || ub.Func != src || ub.Inst == nil || ub.Inst.Parent == nil || len(src.Blocks) == 0 {
		return false
	}
	if !unavoidable(src, ub.Inst) {
		return false
	}
	in := ub.Inst
	switch ub.Kind {
	case UBUnreachable:
		return in.Op == ir.OpUnreachable
	case UBMemoryAttr:
		return accessForbiddenByParam(src, in)
	case UBTailAlloca:
		return tailCopiesAlloca(in)
	case UBNullAccess, UBCallNonFunction, UBCallSignature, UBNoundef, UBBranchUndef, UBBranchPoison,
		UBPoisonAddress, UBUndefAddress, UBOutOfBounds, UBMisaligned, UBWriteConstant:
		if ub.Kind == UBNullAccess && src.Parent.FnAttr(src.FnAttrs, "null_pointer_is_valid") != nil {
			return false
		}
		if ub.Kind == UBNoundef && in.Op != ir.OpRet && in.Op != ir.OpCall {
			return false // a load's !noundef: what memory holds
		}
		for _, op := range in.Operands {
			if !plainConstant(op) {
				return false
			}
		}
		return true
	}
	return false
}

// unavoidable reports whether every run of f that does not end in
// undefined behaviour before it reaches in: in's block is reached from
// the entry by unconditional branches alone, and no instruction before
// in on that path is a call that may not return (only intrinsics that
// always return or are undefined are allowed).
func unavoidable(f *ir.Function, in *ir.Instruction) bool {
	seen := map[*ir.Block]bool{}
	for b := f.Blocks[0]; b != nil && !seen[b]; {
		seen[b] = true
		for _, x := range b.Instrs {
			if x == in {
				return true
			}
			if !returnsOrUB(x) {
				return false
			}
		}
		t := b.Terminator()
		if t == nil || t.Op != ir.OpBr || len(t.Successors()) != 1 {
			return false
		}
		b = t.Successors()[0]
	}
	return false
}

// returnsOrUB reports whether instruction x, when executed, either goes
// on to the next instruction or has undefined behaviour: any instruction
// but a call, and calls of a few intrinsics that neither trap nor jump.
func returnsOrUB(x *ir.Instruction) bool {
	switch x.Op {
	case ir.OpCall:
	case ir.OpInvoke, ir.OpCallBr:
		return false
	default:
		return true
	}
	f, ok := x.Callee().(*ir.Function)
	if !ok {
		return false
	}
	for _, p := range []string{"llvm.lifetime.", "llvm.dbg.", "llvm.assume", "llvm.memcpy.", "llvm.memmove.", "llvm.memset.", "llvm.experimental.noalias.scope.decl", "llvm.donothing"} {
		if strings.HasPrefix(f.Name, p) {
			return true
		}
	}
	return false
}

// plainConstant reports whether v is the same value on every run: a
// constant without constant expressions (whose inttoptr, say, may name
// memory the caller allocated), or the address of a global or function.
func plainConstant(v ir.Value) bool {
	switch c := v.(type) {
	case *ir.Global, *ir.Function:
		return true
	case *ir.Const:
		switch c.Kind {
		case ir.ConstExpr, ir.ConstBlockAddress, ir.ConstDSOLocalEquivalent, ir.ConstNoCFI, ir.ConstPtrAuth:
			return false
		}
		for _, e := range c.Elems {
			if !plainConstant(e) {
				return false
			}
		}
		return true
	}
	return false
}

// accessForbiddenByParam reports whether in is a store whose pointer
// operand is a parameter of f through which f may not write (readonly,
// readnone, or f's argmem effects without write), or a load whose
// pointer operand is a readnone parameter of f. (A read that a writeonly
// parameter or argmem: none forbids is not among them: the first gives
// poison, the second the Language Reference does not call undefined in
// so many words.)
func accessForbiddenByParam(f *ir.Function, in *ir.Instruction) bool {
	var ptr ir.Value
	write := false
	switch in.Op {
	case ir.OpLoad:
		ptr = in.Operands[0]
	case ir.OpStore:
		ptr, write = in.Operands[1], true
	default:
		return false
	}
	for i, a := range f.Params {
		if ir.Value(a) != ptr {
			continue
		}
		if !write {
			return a.Attrs.Has("readnone")
		}
		return paramDeny(f.Parent, f, i).write()
	}
	return false
}

// tailCopiesAlloca reports whether in is a tail or musttail call of
// llvm.memcpy, llvm.memmove or llvm.memset with a constant length other
// than 0 and an alloca of the caller among the memory it accesses.
func tailCopiesAlloca(in *ir.Instruction) bool {
	if in.Op != ir.OpCall || len(in.Operands) < 4 {
		return false
	}
	f, ok := in.Callee().(*ir.Function)
	if !ok {
		return false
	}
	ptrs := 0
	switch {
	case strings.HasPrefix(f.Name, "llvm.memcpy.") || strings.HasPrefix(f.Name, "llvm.memmove."):
		ptrs = 2
	case strings.HasPrefix(f.Name, "llvm.memset."):
		ptrs = 1
	default:
		return false
	}
	if n, ok := in.Operands[3].(*ir.Const); !ok || n.Kind != ir.ConstInt || n.Int == 0 && n.Big == nil {
		return false
	}
	for _, op := range in.Operands[1 : 1+ptrs] {
		if x, ok := op.(*ir.Instruction); ok && x.Op == ir.OpAlloca {
			return true
		}
	}
	return false
}

// uncertainGlobals reports whether some global of m is replaceable (see
// replaceableGlobal): a check tries each input in several worlds, which
// give such globals different contents (Machine.fillUncertainGlobals).
func uncertainGlobals(m *ir.Module) bool {
	for _, g := range m.Globals {
		if replaceableGlobal(g) {
			return true
		}
	}
	return false
}

// replaceableGlobal reports whether g is a definition that another
// definition, with other contents, may replace at link time: weak or
// linkonce linkage (not their _odr forms, whose definitions are all
// equivalent). (A declaration's contents are unknown too; they stay
// zeros in every world, as before, a narrower choice: see the report of
// issue 36 point 3 on Alive2 memory/gep-vector2.)
func replaceableGlobal(g *ir.Global) bool {
	return g.Init != nil && (g.Linkage == ir.LinkageWeak || g.Linkage == ir.LinkageLinkOnce)
}

// fillUncertainGlobals gives every global of the program that another
// definition may replace at link time (replaceableGlobal; LangRef,
// linkonce: 它不知道此函数定义是否是程序中的最终定义,或者是否会被更强的定
// 义覆盖, "it does not know whether this definition is the final one in
// the program or will be overridden by a stronger one"; weak has the
// same merging semantics) the contents of the run's world: bytes that follow from the world and the global's name alone,
// the same for a source and a target. World 0 keeps the initialiser.
func (m *Machine) fillUncertainGlobals() {
	for i := range m.p.globals {
		g := &m.p.globals[i]
		if !replaceableGlobal(g.g) || g.unsupported != "" || g.store == 0 {
			continue
		}
		h := newHasher()
		h.word(m.world)
		h.str(g.g.Name)
		r := h.sum()
		m.mem.raw = true
		b, ub := m.mem.access(&g.ptr, g.store, 1, false)
		m.mem.raw = false
		if ub != UBNone {
			continue
		}
		for k := range b {
			if k%8 == 0 {
				r = mix(r + 0x9e3779b97f4a7c15)
			}
			b[k] = Byte{Bits: uint8(r >> (8 * (k % 8)))}
		}
	}
	m.mem.touchedUncertain = false
}
