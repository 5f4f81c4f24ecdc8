package ir

// parseInstruction parses one instruction with its optional "%x =" prefix,
// trailing metadata attachments, and result-name bookkeeping.
func (p *parser) parseInstruction(fs *funcState) *Instruction {
	var nameTok token
	hasName := false
	if (p.tok.kind == tLocal || p.tok.kind == tLocalID) && p.peek().kind == tEqual {
		nameTok = p.tok
		hasName = true
		p.next()
		p.next()
	}
	start := p.tok
	if hasName {
		start = nameTok
	}
	inst := p.newInst()
	inst.Pos = Pos{start.line, start.col}
	p.parseInstBody(inst)
	inst.SetMetadata(p.parseInstMDAttachments(inst.Metadata()))

	// Result naming: reuse a forward-referenced placeholder if there is one.
	if !inst.HasResult() {
		if hasName {
			p.failAt(nameTok, "instructions returning void cannot have a name")
		}
		p.registerUses(inst)
		return inst
	}
	var key Value
	var id int
	switch {
	case hasName && nameTok.kind == tLocal:
		inst.Name = p.tokName(&nameTok)
		key = fs.locals[inst.Name].v // a block of that name makes this a redefinition
	default:
		id = fs.nextID
		if hasName {
			n := p.atoi(nameTok)
			if n < id {
				p.failAt(nameTok, "instruction expected to be numbered '%%%d' or greater", id)
			}
			id = n
		}
		fs.nextID = id + 1
		sym, _ := fs.localIDs.get(id)
		key = sym.v
	}
	if key != nil {
		pend, ok := key.(*Instruction)
		if _, isPending := fs.pending[key]; !ok || !isPending {
			p.failAt(nameTok, "multiple definition of local value named '%s'", string(p.src[nameTok.start:nameTok.end]))
		}
		if pend.Ty != inst.Ty {
			p.failAt(nameTok, "'%s' defined with type '%s' but expected '%s'", string(p.src[nameTok.start:nameTok.end]), inst.Ty, pend.Ty)
		}
		uses := pend.uses
		*pend = *inst
		pend.uses = uses
		inst = pend
		delete(fs.pending, key)
	} else if inst.Name != "" {
		fs.locals[inst.Name] = symbol{inst, inst.Ty}
	} else {
		fs.localIDs.set(id, symbol{inst, inst.Ty})
	}
	p.registerUses(inst)
	return inst
}

// registerUses records inst as a user of its operands and bundle inputs
// (what inst.addUses does), giving a value its first use slots from a
// slab: most values have one or two uses, each of which would otherwise
// be an allocation of its own.
func (p *parser) registerUses(inst *Instruction) {
	for _, v := range inst.Operands {
		if u, ok := v.(User); ok {
			p.addUse(u.list(), inst)
		}
	}
	for _, b := range inst.Bundles() {
		for _, v := range b.Inputs {
			if u, ok := v.(User); ok {
				p.addUse(u.list(), inst)
			}
		}
	}
}

// firstUses is how many use slots a value gets from the parser's slab.
const firstUses = 2

func (p *parser) addUse(l *useList, inst *Instruction) {
	if n := len(l.uses); n == cap(l.uses) && n < 64 {
		// A full list moves to twice its capacity (at first firstUses),
		// cut from the slab too: an alloca or a global at -O0 has dozens
		// of uses, and append's doublings were an allocation each. The
		// capacity is exact, so a later append reallocates instead of
		// writing into the neighbour's slots.
		s := p.useSlab.cut(max(firstUses, 2*n), 512*firstUses)
		copy(s, l.uses)
		l.uses = s[:n]
	}
	l.uses = append(l.uses, inst)
}

// opByShape holds the opcodes by the length and the first letter of
// their spelling (those of 16 letters or more, or not starting with a
// lower-case letter, are left to OpcodeByName): the parser reads an
// opcode per instruction, and comparing the one to three candidates of
// a shape is cheaper than hashing the word.
var opByShape = func() (t [16][26][]Opcode) {
	for op := OpInvalid + 1; op < NumOpcodes; op++ {
		n := opInfo[op].Name
		if len(n) > 0 && len(n) < len(t) && n[0] >= 'a' && n[0] <= 'z' {
			t[len(n)][n[0]-'a'] = append(t[len(n)][n[0]-'a'], op)
		}
	}
	return t
}()

// opcodeOf is OpcodeByName through opByShape.
func opcodeOf(word string) Opcode {
	if len(word) == 0 || len(word) >= len(opByShape) || word[0] < 'a' || word[0] > 'z' {
		return OpcodeByName(word)
	}
	for _, op := range opByShape[len(word)][word[0]-'a'] {
		if opInfo[op].Name == word {
			return op
		}
	}
	return OpInvalid
}

// parseFlagsFor parses the poison-generating and other keyword flags that op allows.
func (p *parser) parseFlagsFor(op Opcode) Flags {
	allowed := op.Info().Flags
	var f Flags
	for {
		g := FlagNamed(p.kwView()) & PoisonFlags
		if g == 0 || allowed&g == 0 {
			return f
		}
		f |= g
		p.next()
	}
}

// parseFMF parses fast-math flags.
func (p *parser) parseFMF() FastMath {
	var f FastMath
	for {
		g := FastMathNamed(p.kwView())
		if g == 0 {
			return f
		}
		f |= g
		p.next()
	}
}

func (p *parser) parsePredicate(op Opcode) Predicate {
	var pr Predicate
	if op == OpICmp {
		pr = IntPredicateByName(p.kwView())
	} else {
		pr = FloatPredicateByName(p.kwView())
	}
	if pr == PredNone {
		p.expected(op.String() + " predicate")
	}
	p.next()
	return pr
}

// commaKw reports whether the tokens ahead are ", kw"; it consumes the comma when so.
func (p *parser) commaKw(kw string) bool {
	if p.tok.kind != tComma {
		return false
	}
	t := p.peek()
	if t.kind != tKeyword || string(p.src[t.start:t.end]) != kw {
		return false
	}
	p.next()
	return true
}

// parseInstBody parses an instruction from its opcode (or tail-call marker)
// up to its metadata attachments, setting inst's opcode, type and operands.
func (p *parser) parseInstBody(inst *Instruction) {
	opTok := p.tok
	op := p.parseOpcode(inst)
	inst.Op = op
	inst.Ty = Void
	switch {
	case op.IsBinary():
		p.parseBinary(inst, opTok)
		return
	case op.IsCast():
		inst.Flags = p.parseFlagsFor(op)
		if op.Info().FastMath {
			inst.FMF = p.parseFMF()
		}
		v := p.parseTypedValue()
		p.expectKw("to")
		inst.Ty = p.parseType()
		inst.Operands = p.ops(v)
		return
	}
	switch op {
	case OpRet, OpBr, OpSwitch, OpIndirectBr, OpInvoke, OpCallBr, OpResume, OpUnreachable:
		p.parseTerminator(inst)
	case OpCatchSwitch, OpCatchRet, OpCleanupRet, OpLandingPad, OpCatchPad, OpCleanupPad:
		p.parseEHInst(inst)
	case OpExtractElement, OpInsertElement, OpShuffleVector, OpExtractValue, OpInsertValue:
		p.parseVectorAggregate(inst, opTok)
	case OpAlloca, OpLoad, OpStore, OpFence, OpCmpXchg, OpAtomicRMW, OpGetElementPtr:
		p.parseMemoryInst(inst)
	case OpFNeg, OpICmp, OpFCmp, OpPhi, OpSelect, OpFreeze, OpCall, OpVAArg:
		p.parseOtherInst(inst, opTok)
	default:
		p.failAt(opTok, "unhandled instruction '%s'", op)
	}
}

// parseOpcode parses the opcode, after "tail", "musttail" or "notail" for a
// call (recorded in inst's flags).
func (p *parser) parseOpcode(inst *Instruction) Opcode {
	word := p.kwView()
	switch word {
	case "tail", "musttail", "notail":
		p.next()
		switch word {
		case "tail":
			inst.Flags |= Tail
		case "musttail":
			inst.Flags |= MustTail
		default:
			inst.Flags |= NoTail
		}
		if !p.isKw("call") {
			p.expected("'call'")
		}
		word = "call"
	}
	op := opcodeOf(word)
	if op == OpInvalid {
		p.expected("instruction opcode")
	}
	p.next()
	return op
}

// parseBinary parses a binary operator's flags and its two operands.
func (p *parser) parseBinary(inst *Instruction, opTok token) {
	op := inst.Op
	inst.Flags = p.parseFlagsFor(op)
	if op.Info().Float {
		inst.FMF = p.parseFMF()
	}
	ty := p.parseType()
	a := p.parseValue(ty)
	p.expect(tComma)
	b := p.parseValue(ty)
	inst.Ty = ty
	inst.Operands = p.ops(a, b)
	p.checkBinaryType(opTok, op, ty)
}

// parseTerminator parses the terminators other than the exception-handling ones.
func (p *parser) parseTerminator(inst *Instruction) {
	switch inst.Op {
	case OpRet:
		if p.isKw("void") && p.peek().kind != tLParen { // not "ret void ()* %f"
			p.next()
			return
		}
		inst.Operands = p.ops(p.parseTypedValue())
	case OpBr:
		if p.isKw("label") {
			inst.Operands = p.ops(p.parseLabel())
			return
		}
		c := p.parseTypedValue()
		p.expect(tComma)
		t := p.parseLabel()
		p.expect(tComma)
		f := p.parseLabel()
		inst.Operands = p.ops(c, t, f)
	case OpSwitch:
		c := p.parseTypedValue()
		p.expect(tComma)
		def := p.parseLabel()
		p.expect(tLBrack)
		ops := []Value{c, def}
		for p.tok.kind != tRBrack {
			ct := p.parseType()
			cv := p.parseConstValue(ct)
			p.expect(tComma)
			ops = append(ops, cv, p.parseLabel())
		}
		p.next()
		inst.Operands = ops
	case OpIndirectBr:
		a := p.parseTypedValue()
		p.expect(tComma)
		p.expect(tLBrack)
		ops := []Value{a}
		for p.tok.kind != tRBrack {
			ops = append(ops, p.parseLabel())
			if !p.accept(tComma) {
				break
			}
		}
		p.expect(tRBrack)
		inst.Operands = ops
	case OpInvoke:
		p.parseCallHead(inst)
		p.expectKw("to")
		n := p.parseLabel()
		p.expectKw("unwind")
		u := p.parseLabel()
		inst.Operands = append(inst.Operands, n, u)
	case OpCallBr:
		p.parseCallHead(inst)
		p.expectKw("to")
		ft := p.parseLabel()
		inst.Operands = append(inst.Operands, ft)
		p.expect(tLBrack)
		for p.tok.kind != tRBrack {
			inst.Operands = append(inst.Operands, p.parseLabel())
			inst.SetCall().NumIndirect++
			if !p.accept(tComma) {
				break
			}
		}
		p.expect(tRBrack)
	case OpResume:
		inst.Operands = p.ops(p.parseTypedValue())
	case OpUnreachable:
	}
}

// parseEHInst parses the exception-handling pads and their terminators.
func (p *parser) parseEHInst(inst *Instruction) {
	switch inst.Op {
	case OpCatchSwitch:
		p.expectKw("within")
		inst.Operands = p.ops(p.parsePadParent())
		p.expect(tLBrack)
		for p.tok.kind != tRBrack {
			inst.Operands = append(inst.Operands, p.parseLabel())
			inst.SetExtra().NumHandlers++
			if !p.accept(tComma) {
				break
			}
		}
		p.expect(tRBrack)
		p.expectKw("unwind")
		if p.acceptKw("to") {
			p.expectKw("caller")
		} else {
			inst.Operands = append(inst.Operands, p.parseLabel())
		}
		inst.Ty = Token
	case OpCatchRet:
		p.expectKw("from")
		pad := p.parseValue(Token)
		p.expectKw("to")
		inst.Operands = p.ops(pad, p.parseLabel())
	case OpCleanupRet:
		p.expectKw("from")
		inst.Operands = p.ops(p.parseValue(Token))
		p.expectKw("unwind")
		if p.acceptKw("to") {
			p.expectKw("caller")
		} else {
			inst.Operands = append(inst.Operands, p.parseLabel())
		}
	case OpLandingPad:
		p.parseLandingPad(inst)
	case OpCatchPad, OpCleanupPad:
		p.expectKw("within")
		if inst.Op == OpCatchPad {
			inst.Operands = p.ops(p.parseValue(Token))
		} else {
			inst.Operands = p.ops(p.parsePadParent())
		}
		p.expect(tLBrack)
		for p.tok.kind != tRBrack {
			inst.Operands = append(inst.Operands, p.parseTypedValue())
			if !p.accept(tComma) {
				break
			}
		}
		p.expect(tRBrack)
		inst.Ty = Token
	}
}

// parseLandingPad parses a landingpad's type, cleanup flag and clauses.
func (p *parser) parseLandingPad(inst *Instruction) {
	inst.Ty = p.parseType()
	if p.acceptKw("cleanup") {
		inst.Flags |= Cleanup
	}
	for {
		var k ClauseKind
		switch {
		case p.acceptKw("catch"):
			k = ClauseCatch
		case p.acceptKw("filter"):
			k = ClauseFilter
		default:
			if inst.Flags&Cleanup == 0 && len(inst.Operands) == 0 {
				p.expected("'catch', 'filter' or 'cleanup'")
			}
			return
		}
		inst.SetExtra().ClauseKinds = append(inst.ClauseKinds(), k)
		inst.Operands = append(inst.Operands, p.parseTypedValue())
	}
}

// parseVectorAggregate parses the vector element and shuffle operations and
// extractvalue/insertvalue.
func (p *parser) parseVectorAggregate(inst *Instruction, opTok token) {
	switch inst.Op {
	case OpExtractElement:
		v := p.parseTypedValue()
		p.expect(tComma)
		idx := p.parseTypedValue()
		if !v.Type().IsVector() {
			p.failAt(opTok, "extractelement operand must be a vector")
		}
		inst.Ty = v.Type().Elem
		inst.Operands = p.ops(v, idx)
	case OpInsertElement:
		v := p.parseTypedValue()
		p.expect(tComma)
		e := p.parseTypedValue()
		p.expect(tComma)
		idx := p.parseTypedValue()
		inst.Ty = v.Type()
		inst.Operands = p.ops(v, e, idx)
	case OpShuffleVector:
		a := p.parseTypedValue()
		p.expect(tComma)
		b := p.parseTypedValue()
		p.expect(tComma)
		mt := p.tok
		mask := p.parseTypedValue()
		inst.Operands = p.ops(a, b)
		inst.SetExtra().Mask = p.shuffleMask(mt, mask)
		at := a.Type()
		if !at.IsVector() {
			p.failAt(opTok, "shufflevector operands must be vectors")
		}
		inst.Ty = Vector(mask.Type().Len, at.Elem, at.Scalable)
	case OpExtractValue:
		agg := p.parseTypedValue()
		inst.Operands = p.ops(agg)
		inst.SetIndices(p.parseIndices())
		inst.Ty = p.indexedType(opTok, agg.Type(), inst.Indices())
	case OpInsertValue:
		agg := p.parseTypedValue()
		p.expect(tComma)
		v := p.parseTypedValue()
		inst.Operands = p.ops(agg, v)
		inst.SetIndices(p.parseIndices())
		p.indexedType(opTok, agg.Type(), inst.Indices())
		inst.Ty = agg.Type()
	}
}

// parseMemoryInst parses alloca, load, store, fence, the atomic
// read-modify-writes and getelementptr.
func (p *parser) parseMemoryInst(inst *Instruction) {
	switch inst.Op {
	case OpAlloca:
		p.parseAlloca(inst)
	case OpLoad:
		p.parseLoad(inst)
	case OpStore:
		p.parseStore(inst)
	case OpFence:
		inst.SetExtra().SyncScope = p.parseSyncScope()
		inst.Ordering = p.parseOrdering()
	case OpCmpXchg:
		p.parseCmpXchg(inst)
	case OpAtomicRMW:
		p.parseAtomicRMW(inst)
	case OpGetElementPtr:
		inst.Flags = p.parseFlagsFor(inst.Op)
		inst.ElemTy = p.parseType()
		p.expect(tComma)
		// The indices gather on the value stack and are copied out at
		// their size. (Each value is parsed before the append: a constant
		// expression among them uses the stack too.)
		base := len(p.valStack)
		v := p.parseTypedValue()
		p.valStack = append(p.valStack, v)
		for p.tok.kind == tComma && p.peek().kind != tMetaVar {
			p.next()
			p.acceptKw("inrange")
			v := p.parseTypedValue()
			p.valStack = append(p.valStack, v)
		}
		ops := p.ops(p.valStack[base:]...)
		clear(p.valStack[base:])
		p.valStack = p.valStack[:base]
		inst.Operands = ops
		inst.Ty = gepResultType(ops)
	}
}

func (p *parser) parseCmpXchg(inst *Instruction) {
	if p.acceptKw("weak") {
		inst.Flags |= Weak
	}
	if p.acceptKw("volatile") {
		inst.Flags |= Volatile
	}
	ptr := p.parseTypedValue()
	p.expect(tComma)
	cmp := p.parseTypedValue()
	p.expect(tComma)
	nv := p.parseTypedValue()
	inst.SetExtra().SyncScope = p.parseSyncScope()
	inst.Ordering = p.parseOrdering()
	inst.FailureOrdering = p.parseOrdering()
	if p.commaKw("align") {
		inst.Align = p.parseAlignment()
	}
	inst.Operands = p.ops(ptr, cmp, nv)
	inst.Ty = Struct(false, cmp.Type(), I1)
}

func (p *parser) parseAtomicRMW(inst *Instruction) {
	if p.acceptKw("volatile") {
		inst.Flags |= Volatile
	}
	inst.RMWOp = RMWOpByName(p.kwView())
	if inst.RMWOp == RMWInvalid {
		p.expected("atomicrmw operation")
	}
	p.next()
	ptr := p.parseTypedValue()
	p.expect(tComma)
	v := p.parseTypedValue()
	inst.SetExtra().SyncScope = p.parseSyncScope()
	inst.Ordering = p.parseOrdering()
	if p.commaKw("align") {
		inst.Align = p.parseAlignment()
	}
	inst.Operands = p.ops(ptr, v)
	inst.Ty = v.Type()
}

// parseOtherInst parses fneg, the compares, phi, select, freeze, call and va_arg.
func (p *parser) parseOtherInst(inst *Instruction, opTok token) {
	switch op := inst.Op; op {
	case OpFNeg:
		inst.FMF = p.parseFMF()
		v := p.parseTypedValue()
		inst.Ty = v.Type()
		inst.Operands = p.ops(v)
		if !inst.Ty.IsFloatOrFloatVector() {
			p.failAt(opTok, "invalid operand type for instruction")
		}
	case OpICmp, OpFCmp:
		if op == OpICmp {
			inst.Flags = p.parseFlagsFor(op)
		} else {
			inst.FMF = p.parseFMF()
		}
		inst.Pred = p.parsePredicate(op)
		ty := p.parseType()
		a := p.parseValue(ty)
		p.expect(tComma)
		b := p.parseValue(ty)
		inst.Operands = p.ops(a, b)
		inst.Ty = cmpResultType(ty)
	case OpPhi:
		p.parsePhi(inst)
	case OpSelect:
		inst.FMF = p.parseFMF()
		c := p.parseTypedValue()
		p.expect(tComma)
		a := p.parseTypedValue()
		p.expect(tComma)
		b := p.parseTypedValue()
		if a.Type() != b.Type() {
			p.failAt(opTok, "select values must have same type")
		}
		inst.Operands = p.ops(c, a, b)
		inst.Ty = a.Type()
	case OpFreeze:
		v := p.parseTypedValue()
		inst.Operands = p.ops(v)
		inst.Ty = v.Type()
	case OpCall:
		p.parseCallHead(inst)
	case OpVAArg:
		v := p.parseTypedValue()
		p.expect(tComma)
		inst.Ty = p.parseType()
		inst.Operands = p.ops(v)
	}
}

func (p *parser) parsePhi(inst *Instruction) {
	inst.FMF = p.parseFMF()
	ty := p.parseType()
	inst.Ty = ty
	// The pairs are gathered on the parser's stacks and cut from slabs at
	// their final size (appending to the instruction's own slices grew
	// them one allocation per doubling).
	vbase, bbase := len(p.valStack), len(p.blockStack)
	for {
		p.expect(tLBrack)
		v := p.parseValue(ty)
		p.expect(tComma)
		bt := p.tok
		if bt.kind != tLocal && bt.kind != tLocalID {
			p.expected("basic block name")
		}
		p.next()
		p.valStack = append(p.valStack, v)
		p.blockStack = append(p.blockStack, p.blockRef(bt))
		p.expect(tRBrack)
		if p.tok.kind != tComma || p.peek().kind == tMetaVar {
			break
		}
		p.next()
	}
	inst.Operands = p.ops(p.valStack[vbase:]...)
	inst.SetIncoming(p.blockLists.carve(p.blockStack[bbase:], 512))
	clear(p.valStack[vbase:])
	p.valStack = p.valStack[:vbase]
	clear(p.blockStack[bbase:])
	p.blockStack = p.blockStack[:bbase]
}

// parsePadParent parses "none" or a token value.
func (p *parser) parsePadParent() Value {
	if p.acceptKw("none") {
		return NewSimple(Token, ConstNone)
	}
	return p.parseValue(Token)
}

func (p *parser) checkBinaryType(t token, op Opcode, ty *Type) {
	if op.Info().Float {
		if !ty.IsFloatOrFloatVector() {
			p.failAt(t, "invalid operand type for instruction")
		}
	} else if !ty.IsIntOrIntVector() {
		p.failAt(t, "invalid operand type for instruction")
	}
}

// shuffleMask converts a constant mask operand into lane selectors.
func (p *parser) shuffleMask(t token, v Value) []int32 {
	c, ok := v.(*Const)
	mt := v.Type()
	if !ok || !mt.IsVector() || mt.Elem != I32 {
		p.failAt(t, "shufflevector mask must be a constant vector of i32")
	}
	n := int(mt.Len)
	mask := make([]int32, n)
	switch c.Kind {
	case ConstZero:
	case ConstUndef, ConstPoison:
		for i := range mask {
			mask[i] = -1
		}
	case ConstVector:
		for i, e := range c.Elems {
			ec, ok := e.(*Const)
			if !ok {
				p.failAt(t, "shufflevector mask must be constant")
			}
			switch ec.Kind {
			case ConstInt:
				mask[i] = int32(ec.Int)
			case ConstUndef, ConstPoison:
				mask[i] = -1
			default:
				p.failAt(t, "invalid shufflevector mask element")
			}
		}
	case ConstSplat:
		ec, _ := c.Elems[0].(*Const)
		for i := range mask {
			if ec != nil && ec.Kind == ConstInt {
				mask[i] = int32(ec.Int)
			} else {
				mask[i] = -1
			}
		}
	default:
		p.failAt(t, "invalid shufflevector mask")
	}
	return mask
}

// parseIndices parses ", idx, idx..." of extractvalue/insertvalue.
func (p *parser) parseIndices() []uint32 {
	var idx []uint32
	for p.tok.kind == tComma && p.peek().kind == tInt {
		p.next()
		idx = append(idx, p.parseUint32("index"))
	}
	if len(idx) == 0 {
		p.expected("', index'")
	}
	return idx
}

// indexedType walks an aggregate type by constant indices.
func (p *parser) indexedType(t token, ty *Type, idx []uint32) *Type {
	for _, i := range idx {
		switch ty.Kind {
		case StructType:
			if int(i) >= len(ty.Fields) {
				p.failAt(t, "invalid indices for extractvalue/insertvalue")
			}
			ty = ty.Fields[i]
		case ArrayType:
			if uint64(i) >= ty.Len {
				p.failAt(t, "invalid indices for extractvalue/insertvalue")
			}
			ty = ty.Elem
		default:
			p.failAt(t, "invalid indices for extractvalue/insertvalue: '%s' is not an aggregate", ty)
		}
	}
	return ty
}

func (p *parser) parseAlloca(inst *Instruction) {
	if p.acceptKw("inalloca") {
		inst.Flags |= InAlloca
	}
	if p.acceptKw("swifterror") {
		inst.Flags |= SwiftError
	}
	inst.ElemTy = p.parseType()
	for p.tok.kind == tComma {
		t := p.peek()
		if t.kind == tMetaVar {
			break
		}
		p.next()
		switch {
		case p.isKw("align"):
			inst.Align = p.parseAlignment()
		case p.acceptKw("addrspace"):
			inst.AddrSpace = p.parseAddrSpaceParens()
		default:
			if len(inst.Operands) > 0 || inst.Align != 0 {
				p.expected("'align' or 'addrspace'")
			}
			inst.Operands = p.ops(p.parseTypedValue())
		}
	}
	inst.Ty = PtrIn(inst.AddrSpace)
}

func (p *parser) parseLoad(inst *Instruction) {
	atomic := p.acceptKw("atomic")
	if p.acceptKw("volatile") {
		inst.Flags |= Volatile
	}
	inst.Ty = p.parseType()
	p.expect(tComma)
	inst.Operands = p.ops(p.parseTypedValue())
	if atomic {
		inst.SetExtra().SyncScope = p.parseSyncScope()
		inst.Ordering = p.parseOrdering()
	}
	if p.commaKw("align") {
		inst.Align = p.parseAlignment()
	}
}

func (p *parser) parseStore(inst *Instruction) {
	atomic := p.acceptKw("atomic")
	if p.acceptKw("volatile") {
		inst.Flags |= Volatile
	}
	v := p.parseTypedValue()
	p.expect(tComma)
	ptr := p.parseTypedValue()
	inst.Operands = p.ops(v, ptr)
	if atomic {
		inst.SetExtra().SyncScope = p.parseSyncScope()
		inst.Ordering = p.parseOrdering()
	}
	if p.commaKw("align") {
		inst.Align = p.parseAlignment()
	}
}

// parseCallHead parses the shared part of call, invoke and callbr:
// [fmf] [cc] [ret attrs] [addrspace(N)] T|fnty callee(args) [fn attrs] [bundles].
// typeImplicit gives an intrinsic used without a declaration (see
// implicitIntrinsic) the function type of its first call; a later call
// must agree.
func (p *parser) typeImplicit(callee Value, fnTy *Type, at token) {
	f, ok := callee.(*Function)
	if !ok || f.Parent != nil {
		return
	}
	for _, im := range p.implicit {
		if im.f != f {
			continue
		}
		if f.FuncTy == nil {
			f.FuncTy = fnTy
		} else if f.FuncTy != fnTy {
			p.failAt(at, "intrinsic '@%s' called as '%s' and as '%s'", f.Name, f.FuncTy, fnTy)
		}
	}
}

func (p *parser) parseCallHead(inst *Instruction) {
	if inst.Op == OpCall {
		inst.FMF = p.parseFMF()
	}
	// Calls without a calling convention, attributes or bundles keep a
	// nil Call.
	var call CallInfo
	call.CallConv = p.parseCallConv()
	call.RetAttrs = p.parseParamAttrs()
	as := p.progAddrSpace
	if p.acceptKw("addrspace") {
		as = p.parseAddrSpaceParens()
	}
	tt := p.tok
	ty := p.parseType()
	var fnTy *Type
	if ty.Kind == FunctionType {
		fnTy = ty
	}
	callee := p.parseValue(PtrIn(as))
	// The arguments, their types and attributes gather on the parser's
	// stacks and are copied out at their final size: appending to fresh
	// slices allocated several times per call.
	vbase, tbase, abase := len(p.valStack), len(p.typeStack), len(p.attrStack)
	p.valStack = append(p.valStack, callee)
	p.expect(tLParen)
	for p.tok.kind != tRParen {
		if p.tok.kind == tDots {
			// Varargs forwarded by a musttail call; nothing to record.
			p.next()
			break
		}
		at := p.parseType()
		attrs := p.parseParamAttrs()
		v := p.parseValue(at)
		p.valStack = append(p.valStack, v)
		p.typeStack = append(p.typeStack, at)
		if !attrs.Empty() || len(p.attrStack) > abase {
			for len(p.attrStack)-abase < len(p.typeStack)-tbase-1 {
				p.attrStack = append(p.attrStack, AttrList{})
			}
			p.attrStack = append(p.attrStack, attrs)
		}
		if !p.accept(tComma) {
			break
		}
	}
	p.expect(tRParen)
	ops := p.ops(p.valStack[vbase:]...)
	clear(p.valStack[vbase:])
	p.valStack = p.valStack[:vbase]
	if len(p.attrStack) > abase {
		call.ArgAttrs = p.attrLists.carve(p.attrStack[abase:], 64)
		clear(p.attrStack[abase:])
		p.attrStack = p.attrStack[:abase]
	}
	if fnTy == nil {
		if !validReturnType(ty) {
			p.failAt(tt, "invalid result type '%s' for a call", ty)
		}
		fnTy = Func(ty, p.typeStack[tbase:], false) // (Func copies the list)
	}
	clear(p.typeStack[tbase:])
	p.typeStack = p.typeStack[:tbase]
	inst.FnTy = fnTy
	inst.Ty = fnTy.Ret
	inst.Operands = ops
	p.typeImplicit(callee, fnTy, tt)
	call.FnAttrs = p.parseFnAttrs(false)
	if p.tok.kind == tLBrack {
		p.next()
		for p.tok.kind != tRBrack {
			b := Bundle{Tag: p.parseString("operand bundle tag")}
			p.expect(tLParen)
			for p.tok.kind != tRParen {
				b.Inputs = append(b.Inputs, p.parseTypedValue())
				if !p.accept(tComma) {
					break
				}
			}
			p.expect(tRParen)
			call.Bundles = append(call.Bundles, b)
			if !p.accept(tComma) {
				break
			}
		}
		p.expect(tRBrack)
	}
	if call.CallConv != "" || !call.RetAttrs.Empty() || call.ArgAttrs != nil || !call.FnAttrs.Empty() || call.Bundles != nil {
		c := p.newCallInfo()
		*c = call
		inst.Call = c
	}
}
