package ir

// instr writes one instruction (no indentation, no debug records, no newline),
// following LLVM 19's AssemblyWriter::printInstruction.
func (p *printer) instr(i *Instruction) {
	p.instrHead(i)
	switch i.Op {
	case OpRet, OpBr, OpSwitch, OpIndirectBr, OpInvoke, OpCallBr, OpUnreachable:
		p.terminatorOperands(i)
	case OpCatchSwitch, OpCatchRet, OpCleanupRet, OpCatchPad, OpCleanupPad, OpLandingPad:
		p.ehOperands(i)
	case OpAlloca:
		p.allocaOperands(i)
	case OpPhi:
		p.phiOperands(i)
	case OpCall:
		var args []Value
		if len(i.Operands) > 0 {
			args = i.Operands[1:]
		}
		p.call(i, operand(i.Operands, 0), args)
	case OpFence:
		p.atomic(i.Ordering, i.SyncScope())
	case OpExtractValue, OpInsertValue:
		p.byte(' ')
		p.commaTyped(i.Operands)
		for _, x := range i.Indices() {
			p.str(", ")
			p.uint(uint64(x))
		}
	case OpVAArg:
		p.byte(' ')
		p.typed(operand(i.Operands, 0))
		p.str(", ")
		p.typ(i.Ty)
	default:
		p.plainOperands(i)
	}
	p.instrTail(i)
}

// operand returns ops[k], or nil when there is no such operand.
func operand(ops []Value, k int) Value {
	if k >= 0 && k < len(ops) {
		return ops[k]
	}
	return nil
}

// instrHead writes the result name, the opcode and the keywords and flags
// between the opcode and the operands.
func (p *printer) instrHead(i *Instruction) {
	if i.HasResult() {
		p.local(i.Name, i)
		p.str(" = ")
	}
	if i.Op == OpCall {
		switch {
		case i.Flags&MustTail != 0:
			p.str("musttail ")
		case i.Flags&NoTail != 0:
			p.str("notail ")
		case i.Flags&Tail != 0:
			p.str("tail ")
		}
	}
	p.str(i.Op.String())
	switch i.Op {
	case OpLoad, OpStore:
		if i.Ordering != NotAtomic {
			p.str(" atomic")
		}
	case OpCmpXchg:
		if i.Flags&Weak != 0 {
			p.str(" weak")
		}
	}
	if i.Flags&Volatile != 0 {
		p.str(" volatile")
	}
	p.flags(i.Op, i.Flags, i.FMF)
	if i.Op == OpICmp || i.Op == OpFCmp {
		p.byte(' ')
		p.str(i.Pred.String())
	}
	if i.Op == OpAtomicRMW {
		p.byte(' ')
		p.str(i.RMWOp.String())
	}
}

// instrTail writes what follows the operands: orderings, alignment, the
// shuffle mask and the metadata attachments.
func (p *printer) instrTail(i *Instruction) {
	switch i.Op {
	case OpLoad, OpStore:
		if i.Ordering != NotAtomic {
			p.atomic(i.Ordering, i.SyncScope())
		}
		p.align(i.Align)
	case OpCmpXchg:
		p.syncScope(i.SyncScope())
		p.byte(' ')
		p.str(i.Ordering.String())
		p.byte(' ')
		p.str(i.FailureOrdering.String())
		p.align(i.Align)
	case OpAtomicRMW:
		p.atomic(i.Ordering, i.SyncScope())
		p.align(i.Align)
	case OpShuffleVector:
		p.str(", ")
		p.shuffleMask(i)
	}
	p.mdAttachments(i.Metadata(), ", ")
}

// terminatorOperands writes the operands of the terminators other than the
// exception-handling ones (resume prints as a plain instruction).
func (p *printer) terminatorOperands(i *Instruction) {
	ops := i.Operands
	switch i.Op {
	case OpRet:
		if len(ops) == 0 {
			p.str(" void")
		} else {
			p.byte(' ')
			p.typed(ops[0])
		}
	case OpBr:
		p.byte(' ')
		p.commaTyped(ops)
	case OpSwitch:
		p.byte(' ')
		p.typed(operand(ops, 0))
		p.str(", ")
		p.typed(operand(ops, 1))
		p.str(" [")
		for k := 2; k+1 < len(ops); k += 2 {
			p.str("\n    ")
			p.typed(ops[k])
			p.str(", ")
			p.typed(ops[k+1])
		}
		p.str("\n  ]")
	case OpIndirectBr:
		p.byte(' ')
		p.typed(operand(ops, 0))
		p.str(", [")
		if len(ops) > 1 {
			p.commaTyped(ops[1:])
		}
		p.byte(']')
	case OpInvoke:
		n := len(ops)
		if n < 3 {
			p.str(" <malformed invoke>")
			break
		}
		p.call(i, ops[0], ops[1:n-2])
		p.str("\n          to ")
		p.typed(ops[n-2])
		p.str(" unwind ")
		p.typed(ops[n-1])
	case OpCallBr:
		n := len(ops)
		first := n - 1 - i.NumIndirect()
		if first < 1 {
			p.str(" <malformed callbr>")
			break
		}
		p.call(i, ops[0], ops[1:first])
		p.str("\n          to ")
		p.typed(ops[first])
		p.str(" [")
		p.commaTyped(ops[first+1:])
		p.byte(']')
	}
}

// ehOperands writes the operands of the exception-handling pads and their
// terminators.
func (p *printer) ehOperands(i *Instruction) {
	ops := i.Operands
	switch i.Op {
	case OpCatchSwitch:
		p.str(" within ")
		p.value(operand(ops, 0))
		p.str(" [")
		end := min(1+i.NumHandlers(), len(ops))
		if end > 1 {
			p.commaTyped(ops[1:end])
		}
		p.str("] unwind ")
		if end < len(ops) {
			p.typed(ops[end])
		} else {
			p.str("to caller")
		}
	case OpCatchRet:
		p.str(" from ")
		p.value(operand(ops, 0))
		p.str(" to ")
		p.typed(operand(ops, 1))
	case OpCleanupRet:
		p.str(" from ")
		p.value(operand(ops, 0))
		p.str(" unwind ")
		if len(ops) > 1 {
			p.typed(ops[1])
		} else {
			p.str("to caller")
		}
	case OpCatchPad, OpCleanupPad:
		p.str(" within ")
		p.value(operand(ops, 0))
		p.str(" [")
		if len(ops) > 1 {
			p.commaTyped(ops[1:])
		}
		p.byte(']')
	case OpLandingPad:
		p.byte(' ')
		p.typ(i.Ty)
		if i.Flags&Cleanup != 0 {
			p.str("\n          cleanup")
		}
		kinds := i.ClauseKinds()
		for k, v := range ops {
			if k < len(kinds) && kinds[k] == ClauseFilter {
				p.str("\n          filter ")
			} else {
				p.str("\n          catch ")
			}
			p.typed(v)
		}
	}
}

func (p *printer) allocaOperands(i *Instruction) {
	p.byte(' ')
	if i.Flags&InAlloca != 0 {
		p.str("inalloca ")
	}
	if i.Flags&SwiftError != 0 {
		p.str("swifterror ")
	}
	p.typ(i.ElemTy)
	if len(i.Operands) > 0 {
		p.str(", ")
		p.typed(i.Operands[0])
	}
	if i.Align != 0 {
		p.str(", align ")
		p.uint(i.Align)
	}
	if i.AddrSpace != 0 {
		p.str(", addrspace(")
		p.uint(uint64(i.AddrSpace))
		p.byte(')')
	}
}

func (p *printer) phiOperands(i *Instruction) {
	p.byte(' ')
	p.typ(i.Ty)
	p.byte(' ')
	for k, v := range i.Operands {
		if k > 0 {
			p.str(", ")
		}
		p.str("[ ")
		p.value(v)
		p.str(", ")
		if k < len(i.Incoming()) && i.Incoming()[k] != nil {
			p.value(i.Incoming()[k])
		} else {
			p.str("<null block!>")
		}
		p.str(" ]")
	}
}

// plainOperands writes the operands of casts, and of the instructions that
// list them after at most a type: binary operators, compares, memory
// accesses, vector operations, select, freeze, resume.
func (p *printer) plainOperands(i *Instruction) {
	if i.Op.IsCast() {
		p.byte(' ')
		p.typed(operand(i.Operands, 0))
		p.str(" to ")
		p.typ(i.Ty)
		return
	}
	switch i.Op {
	case OpGetElementPtr:
		p.byte(' ')
		p.typ(i.ElemTy)
		p.byte(',')
	case OpLoad:
		p.byte(' ')
		p.typ(i.Ty)
		p.byte(',')
	}
	p.generic(i)
}

func (p *printer) align(a uint64) {
	if a != 0 {
		p.str(", align ")
		p.uint(a)
	}
}

func (p *printer) syncScope(s string) {
	if s != "" {
		p.str(" syncscope(")
		p.quoted(s)
		p.byte(')')
	}
}

func (p *printer) atomic(o AtomicOrdering, scope string) {
	if o == NotAtomic {
		return
	}
	p.syncScope(scope)
	p.byte(' ')
	p.str(o.String())
}

func (p *printer) commaTyped(vs []Value) {
	for k, v := range vs {
		if k > 0 {
			p.str(", ")
		}
		p.typed(v)
	}
}

// generic prints operands the way LLVM does for most instructions: the type
// once when all operands share it, else with each operand.
func (p *printer) generic(i *Instruction) {
	ops := i.Operands
	if len(ops) == 0 {
		return
	}
	all := false
	switch i.Op {
	case OpSelect, OpStore, OpShuffleVector, OpCmpXchg, OpAtomicRMW,
		// Their syntax types every operand, even when the types agree
		// (which they do only in a module that does not verify).
		OpGetElementPtr, OpExtractElement, OpInsertElement:
		all = true
	default:
		t0 := typeOf(ops[0])
		for _, v := range ops[1:] {
			if typeOf(v) != t0 {
				all = true
				break
			}
		}
	}
	if !all {
		p.byte(' ')
		p.typ(typeOf(ops[0]))
	}
	p.byte(' ')
	for k, v := range ops {
		if k > 0 {
			p.str(", ")
		}
		if all {
			p.typed(v)
		} else {
			p.value(v)
		}
	}
}

func (p *printer) shuffleMask(i *Instruction) {
	scalable := i.Ty != nil && i.Ty.Kind == VectorType && i.Ty.Scalable
	p.byte('<')
	if scalable {
		p.str("vscale x ")
	}
	p.uint(uint64(len(i.Mask())))
	p.str(" x i32> ")
	zero, undef := true, true
	for _, e := range i.Mask() {
		if e != 0 {
			zero = false
		}
		if e >= 0 {
			undef = false
		}
	}
	switch {
	case zero:
		p.str("zeroinitializer")
	case undef:
		p.str("poison")
	default:
		p.byte('<')
		for k, e := range i.Mask() {
			if k > 0 {
				p.str(", ")
			}
			p.str("i32 ")
			if e < 0 {
				p.str("poison")
			} else {
				p.uint(uint64(e))
			}
		}
		p.byte('>')
	}
}

// call writes the part of call, invoke and callbr from the calling
// convention to the operand bundles.
func (p *printer) call(i *Instruction, callee Value, args []Value) {
	if i.CallConv() != "" && i.CallConv() != "ccc" {
		p.byte(' ')
		p.str(i.CallConv())
	}
	p.attrList(i.RetAttrs(), true)
	if callee != nil {
		if t := callee.Type(); t != nil && t.Kind == PointerType && (t.AddrSpace != 0 || p.progAS != 0) {
			p.str(" addrspace(")
			p.uint(uint64(t.AddrSpace))
			p.byte(')')
		}
	}
	p.byte(' ')
	switch {
	case i.FnTy == nil:
		p.typ(i.Ty)
	case i.FnTy.Variadic:
		p.typ(i.FnTy)
	default:
		p.typ(i.FnTy.Ret)
	}
	p.byte(' ')
	p.value(callee)
	p.byte('(')
	for k, a := range args {
		if k > 0 {
			p.str(", ")
		}
		p.typ(typeOf(a))
		if k < len(i.ArgAttrs()) {
			p.attrList(i.ArgAttrs()[k], true)
		}
		p.byte(' ')
		p.value(a)
	}
	// A musttail call in a variadic function forwards the variadic part.
	if i.Op == OpCall && i.Flags&MustTail != 0 && i.Parent != nil && i.Parent.Parent != nil &&
		i.Parent.Parent.FuncTy != nil && i.Parent.Parent.FuncTy.Variadic {
		if len(args) > 0 {
			p.str(", ")
		}
		p.str("...")
	}
	p.byte(')')
	p.attrList(i.FnAttrs(), true)
	if len(i.Bundles()) > 0 {
		p.str(" [ ")
		for k, b := range i.Bundles() {
			if k > 0 {
				p.str(", ")
			}
			p.quoted(b.Tag)
			p.byte('(')
			p.commaTyped(b.Inputs)
			p.byte(')')
		}
		p.str(" ]")
	}
}
