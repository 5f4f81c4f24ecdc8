package ir

// Instruction is one instruction of any opcode: the uniform shape that the
// parser, printer, verifier, generator, mutator, reducer and interpreter share.
//
// Operand layout per opcode (the contract every package relies on):
//
//	ret            []  or  [value]
//	br             [dest]  or  [cond, iftrue, iffalse]
//	switch         [cond, default, caseval0, dest0, caseval1, dest1, ...]
//	indirectbr     [address, dest0, dest1, ...]
//	invoke         [callee, args..., normal, unwind]
//	callbr         [callee, args..., fallthrough, indirect...]   (NumIndirect indirect dests)
//	resume         [value]
//	catchswitch    [parentpad, handler..., unwinddest?]         (NumHandlers handlers)
//	catchret       [catchpad, dest]
//	cleanupret     [cleanuppad]  or  [cleanuppad, unwinddest]
//	unreachable    []
//	fneg           [x]
//	binary/bitwise [x, y]
//	extractelement [vec, idx]
//	insertelement  [vec, elt, idx]
//	shufflevector  [v1, v2]                                      (Mask)
//	extractvalue   [agg]                                         (Indices())
//	insertvalue    [agg, elt]                                    (Indices())
//	alloca         []  or  [numelements]                         (ElemTy, Align, AddrSpace)
//	load           [ptr]                                         (Ty is the loaded type)
//	store          [value, ptr]
//	fence          []
//	cmpxchg        [ptr, cmp, new]
//	atomicrmw      [ptr, value]                                  (RMWOp)
//	getelementptr  [ptr, idx...]                                 (ElemTy is the source element type)
//	casts          [x]                                           (Ty is the destination type)
//	icmp, fcmp     [x, y]                                        (Pred)
//	phi            [v0, v1, ...]                                 (Incoming()[i] is v_i's predecessor)
//	select         [cond, x, y]
//	freeze         [x]
//	call           [callee, args...]                             (FnTy)
//	va_arg         [valist]                                      (Ty is the argument type)
//	landingpad     [clause0, clause1, ...]                       (ClauseKinds, Cleanup flag)
//	catchpad       [catchswitch, args...]
//	cleanuppad     [parentpad, args...]                          (parentpad may be the token "none")
//
// Basic blocks appear as operands of type label, so replacing all uses of a
// block retargets branches the same way replacing a value rewrites its uses.
// Operands must be changed through SetOperand/SetOperands/ReplaceAllUsesWith
// so that use lists stay right.
type Instruction struct {
	useList
	Name     string // without '%'; empty when unnamed (or for void results)
	Ty       *Type  // result type; Void when the instruction produces no value
	Operands []Value
	Parent   *Block
	Pos      Pos // where the parser read it

	Op    Opcode
	Pred  Predicate
	Flags Flags
	FMF   FastMath

	Ordering        AtomicOrdering // load/store atomic, fence, cmpxchg success, atomicrmw
	FailureOrdering AtomicOrdering // cmpxchg failure ordering
	RMWOp           AtomicRMWOp

	AddrSpace uint32 // alloca: the address space of the result
	Align     uint64 // explicit alignment in bytes; 0 when not written

	ElemTy *Type // getelementptr: source element type; alloca: allocated type
	FnTy   *Type // call, invoke, callbr: the callee's function type

	// Call is what only call-like instructions have (calling convention,
	// attributes, operand bundles), Extra what few instructions have (phi
	// predecessors, extractvalue indices, metadata attachments, ...); each
	// is nil when empty. They live apart because a program's instructions
	// are mostly neither, and an Instruction's size is what parsing a
	// large module allocates (and, in a short run, what page faults
	// cost). Read them through the methods of the same names (CallConv,
	// FnAttrs, Incoming, Metadata, ..., which read nil as empty) and set
	// them through SetCall and SetExtra, or SetIncoming, SetIndices and
	// SetMetadata, which leave Extra nil for an empty value.
	Call  *CallInfo
	Extra *InstrExtra
}

// CallInfo is what a call, invoke or callbr has beyond its operands.
type CallInfo struct {
	CallConv    string     // "fastcc", "cc 10", ...; empty for ccc
	FnAttrs     AttrList   // function attributes of the call site
	RetAttrs    AttrList   // return attributes
	ArgAttrs    []AttrList // one per argument (may be shorter than the argument list)
	Bundles     []Bundle   // operand bundles
	NumIndirect int        // callbr: number of indirect destinations
}

// InstrExtra is what a few opcodes have and most instructions do not.
type InstrExtra struct {
	Incoming     []*Block       // phi: predecessor of each incoming value
	Indices      []uint32       // extractvalue, insertvalue
	Metadata     []MDAttachment // !dbg !1, !range !2, ...
	SyncScope    string         // syncscope("..."); empty is the default (system) scope
	Mask         []int32        // shufflevector: lane selectors, -1 for a poison lane
	ClauseKinds  []ClauseKind   // landingpad: kind of each clause operand
	NumHandlers  int            // catchswitch: number of handlers
	DebugRecords []*DebugRecord // #dbg_value(...) records that precede this instruction
}

// SetCall returns the instruction's CallInfo for setting, creating it
// when the instruction has none.
func (i *Instruction) SetCall() *CallInfo {
	if i.Call == nil {
		i.Call = new(CallInfo)
	}
	return i.Call
}

// SetExtra returns the instruction's InstrExtra for setting, creating it
// when the instruction has none.
func (i *Instruction) SetExtra() *InstrExtra {
	if i.Extra == nil {
		i.Extra = new(InstrExtra)
	}
	return i.Extra
}

// CallConv is the calling convention of a call-like instruction ("" for ccc).
func (i *Instruction) CallConv() string {
	if i.Call == nil {
		return ""
	}
	return i.Call.CallConv
}

// FnAttrs are the function attributes of a call site.
func (i *Instruction) FnAttrs() AttrList {
	if i.Call == nil {
		return AttrList{}
	}
	return i.Call.FnAttrs
}

// RetAttrs are the return attributes of a call site.
func (i *Instruction) RetAttrs() AttrList {
	if i.Call == nil {
		return AttrList{}
	}
	return i.Call.RetAttrs
}

// ArgAttrs are a call site's argument attributes, one per argument (may be
// shorter than the argument list).
func (i *Instruction) ArgAttrs() []AttrList {
	if i.Call == nil {
		return nil
	}
	return i.Call.ArgAttrs
}

// Bundles are a call's operand bundles.
func (i *Instruction) Bundles() []Bundle {
	if i.Call == nil {
		return nil
	}
	return i.Call.Bundles
}

// NumIndirect is the number of indirect destinations of a callbr.
func (i *Instruction) NumIndirect() int {
	if i.Call == nil {
		return 0
	}
	return i.Call.NumIndirect
}

// Incoming is a phi's predecessor of each incoming value.
func (i *Instruction) Incoming() []*Block {
	if i.Extra == nil {
		return nil
	}
	return i.Extra.Incoming
}

// Indices are an extractvalue's or insertvalue's constant indices.
func (i *Instruction) Indices() []uint32 {
	if i.Extra == nil {
		return nil
	}
	return i.Extra.Indices
}

// Metadata are the instruction's metadata attachments (!dbg !1, !range
// !2, ...).
func (i *Instruction) Metadata() []MDAttachment {
	if i.Extra == nil {
		return nil
	}
	return i.Extra.Metadata
}

// SetIncoming sets a phi's predecessors (creating Extra unless bs is nil).
func (i *Instruction) SetIncoming(bs []*Block) {
	if bs != nil || i.Extra != nil {
		i.SetExtra().Incoming = bs
	}
}

// SetIndices sets an extractvalue's or insertvalue's indices (creating
// Extra unless idx is nil).
func (i *Instruction) SetIndices(idx []uint32) {
	if idx != nil || i.Extra != nil {
		i.SetExtra().Indices = idx
	}
}

// SetMetadata sets the instruction's metadata attachments (creating Extra
// unless md is nil).
func (i *Instruction) SetMetadata(md []MDAttachment) {
	if md != nil || i.Extra != nil {
		i.SetExtra().Metadata = md
	}
}

// SyncScope is an atomic instruction's synchronisation scope ("": system).
func (i *Instruction) SyncScope() string {
	if i.Extra == nil {
		return ""
	}
	return i.Extra.SyncScope
}

// Mask is a shufflevector's lane selectors, -1 for a poison lane.
func (i *Instruction) Mask() []int32 {
	if i.Extra == nil {
		return nil
	}
	return i.Extra.Mask
}

// ClauseKinds is the kind of each clause operand of a landingpad.
func (i *Instruction) ClauseKinds() []ClauseKind {
	if i.Extra == nil {
		return nil
	}
	return i.Extra.ClauseKinds
}

// NumHandlers is the number of handlers of a catchswitch.
func (i *Instruction) NumHandlers() int {
	if i.Extra == nil {
		return 0
	}
	return i.Extra.NumHandlers
}

// DebugRecords are the #dbg_value(...) records that precede the instruction.
func (i *Instruction) DebugRecords() []*DebugRecord {
	if i.Extra == nil {
		return nil
	}
	return i.Extra.DebugRecords
}

// ClauseKind tells a landingpad clause's kind.
type ClauseKind uint8

// The landingpad clause kinds.
const (
	ClauseCatch ClauseKind = iota
	ClauseFilter
)

// Bundle is an operand bundle of a call: "tag"(ty val, ...).
type Bundle struct {
	Tag    string
	Inputs []Value
}

// Type returns the result type.
func (i *Instruction) Type() *Type { return i.Ty }

// Ident returns %name or %N.
func (i *Instruction) Ident() string {
	var f *Function
	if i.Parent != nil {
		f = i.Parent.Parent
	}
	return localIdent(i.Name, f, i)
}

// HasResult reports whether the instruction produces a value.
func (i *Instruction) HasResult() bool { return i.Ty != nil && i.Ty.Kind != VoidType }

// SetOperand replaces operand k, keeping use lists right.
func (i *Instruction) SetOperand(k int, v Value) {
	if u, ok := i.Operands[k].(User); ok {
		u.removeUse(i)
	}
	i.Operands[k] = v
	if u, ok := v.(User); ok {
		u.addUse(i)
	}
}

// SetOperands replaces all operands, keeping use lists right.
func (i *Instruction) SetOperands(ops ...Value) {
	i.DropOperands()
	i.Operands = ops
	for _, v := range ops {
		if u, ok := v.(User); ok {
			u.addUse(i)
		}
	}
}

// DropOperands removes the instruction from the use lists of its operands
// and operand-bundle inputs, and clears both (before deleting it, say).
func (i *Instruction) DropOperands() {
	for _, v := range i.Operands {
		if u, ok := v.(User); ok {
			u.removeUse(i)
		}
	}
	i.Operands = nil
	for _, b := range i.Bundles() {
		for _, v := range b.Inputs {
			if u, ok := v.(User); ok {
				u.removeUse(i)
			}
		}
	}
	if i.Call != nil {
		i.Call.Bundles = nil
	}
}

// SetBundleInput replaces input k of operand bundle b, keeping use lists right.
func (i *Instruction) SetBundleInput(b, k int, v Value) {
	in := i.Bundles()[b].Inputs
	if u, ok := in[k].(User); ok {
		u.removeUse(i)
	}
	in[k] = v
	if u, ok := v.(User); ok {
		u.addUse(i)
	}
}

// addUses records the instruction in the use lists of its operands and
// operand-bundle inputs (for code that fills those slices directly).
func (i *Instruction) addUses() {
	for _, v := range i.Operands {
		if u, ok := v.(User); ok {
			u.addUse(i)
		}
	}
	for _, b := range i.Bundles() {
		for _, v := range b.Inputs {
			if u, ok := v.(User); ok {
				u.addUse(i)
			}
		}
	}
}

// ReplaceAllUsesWith makes every user of old use new instead, in every
// operand and operand-bundle slot.
func ReplaceAllUsesWith(old User, new Value) {
	users := append([]*Instruction(nil), old.Uses()...)
	seen := make(map[*Instruction]bool, len(users))
	for _, user := range users {
		if seen[user] {
			continue
		}
		seen[user] = true
		for k, op := range user.Operands {
			if op == old {
				user.SetOperand(k, new)
			}
		}
		for b := range user.Bundles() {
			for k, in := range user.Bundles()[b].Inputs {
				if in == old {
					user.SetBundleInput(b, k, new)
				}
			}
		}
	}
}

// OnlyOperand reports whether v stands in no operand of i but operand k
// and in no operand-bundle input (k out of range: in none at all): a
// pass that rewrites operand k rewrites every use of v that i makes.
func (i *Instruction) OnlyOperand(v Value, k int) bool {
	for j, x := range i.Operands {
		if j != k && x == v {
			return false
		}
	}
	for _, b := range i.Bundles() {
		for _, x := range b.Inputs {
			if x == v {
				return false
			}
		}
	}
	return true
}

// Callee returns the called value of a call, invoke or callbr.
func (i *Instruction) Callee() Value { return i.Operands[0] }

// Args returns the call arguments of a call, invoke or callbr.
func (i *Instruction) Args() []Value {
	switch i.Op {
	case OpCall:
		return i.Operands[1:]
	case OpInvoke:
		return i.Operands[1 : len(i.Operands)-2]
	case OpCallBr:
		return i.Operands[1 : len(i.Operands)-1-i.NumIndirect()]
	case OpCatchPad, OpCleanupPad:
		return i.Operands[1:]
	}
	return nil
}

// Successors returns the blocks a terminator may transfer control to.
func (i *Instruction) Successors() []*Block {
	var out []*Block
	add := func(v Value) {
		if b, ok := v.(*Block); ok {
			out = append(out, b)
		}
	}
	switch i.Op {
	case OpBr, OpIndirectBr, OpCatchSwitch, OpCatchRet, OpCleanupRet:
		for _, v := range i.Operands {
			add(v)
		}
	case OpSwitch:
		if len(i.Operands) > 1 {
			add(i.Operands[1])
		}
		for k := 3; k < len(i.Operands); k += 2 {
			add(i.Operands[k])
		}
	case OpInvoke:
		if n := len(i.Operands); n >= 2 {
			add(i.Operands[n-2])
			add(i.Operands[n-1])
		}
	case OpCallBr:
		n := len(i.Operands)
		for k := n - 1 - i.NumIndirect(); k >= 0 && k < n; k++ {
			add(i.Operands[k])
		}
	}
	return out
}

// MDAttachment is a metadata attachment "!kind !node" on an instruction,
// function or global.
type MDAttachment struct {
	Kind string // without '!': "dbg", "range", "tbaa", ...
	Node MD
}

// DebugRecord is a non-instruction debug record such as
// #dbg_value(metadata ptr %x, !12, !DIExpression(), !15).
type DebugRecord struct {
	Kind string // "value", "declare", "assign", "label"
	Args []MD   // the record's operands, in order
}

// LookupMD returns the attachment of the given kind, or nil.
func LookupMD(atts []MDAttachment, kind string) MD {
	for _, a := range atts {
		if a.Kind == kind {
			return a.Node
		}
	}
	return nil
}
