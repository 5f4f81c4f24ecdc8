package ir

import "strings"

// Opcode names an instruction (or constant-expression) operation.
type Opcode uint8

// The instructions of the Language Reference's "Instruction Reference" chapter.
const (
	OpInvalid Opcode = iota
	// Terminators.
	OpRet
	OpBr
	OpSwitch
	OpIndirectBr
	OpInvoke
	OpCallBr
	OpResume
	OpCatchSwitch
	OpCatchRet
	OpCleanupRet
	OpUnreachable
	// Unary.
	OpFNeg
	// Binary.
	OpAdd
	OpFAdd
	OpSub
	OpFSub
	OpMul
	OpFMul
	OpUDiv
	OpSDiv
	OpFDiv
	OpURem
	OpSRem
	OpFRem
	// Bitwise binary.
	OpShl
	OpLShr
	OpAShr
	OpAnd
	OpOr
	OpXor
	// Vector.
	OpExtractElement
	OpInsertElement
	OpShuffleVector
	// Aggregate.
	OpExtractValue
	OpInsertValue
	// Memory.
	OpAlloca
	OpLoad
	OpStore
	OpFence
	OpCmpXchg
	OpAtomicRMW
	OpGetElementPtr
	// Conversions.
	OpTrunc
	OpZExt
	OpSExt
	OpFPTrunc
	OpFPExt
	OpFPToUI
	OpFPToSI
	OpUIToFP
	OpSIToFP
	OpPtrToInt
	OpPtrToAddr // LLVM 22: the address bits of a pointer, without exposing its provenance
	OpIntToPtr
	OpBitCast
	OpAddrSpaceCast
	// Other.
	OpICmp
	OpFCmp
	OpPhi
	OpSelect
	OpFreeze
	OpCall
	OpVAArg
	OpLandingPad
	OpCatchPad
	OpCleanupPad
	NumOpcodes
)

// OpClass groups opcodes the way the Language Reference's chapters do.
type OpClass uint8

// The opcode classes.
const (
	ClassInvalid OpClass = iota
	ClassTerminator
	ClassUnary
	ClassBinary  // integer and float arithmetic
	ClassBitwise // shifts and logic
	ClassVector
	ClassAggregate
	ClassMemory
	ClassCast
	ClassOther
)

// OpInfo holds the per-opcode facts that the parser, printer, verifier,
// generator, mutator and interpreter share.
type OpInfo struct {
	Name        string  // spelling in textual IR
	Class       OpClass // which chapter of the reference
	Commutative bool    // operands 0 and 1 may be swapped without changing meaning
	Float       bool    // operates on floating-point values (fast-math flags apply)
	MayUB       bool    // may have undefined behaviour for some operand values
	Flags       Flags   // the instruction flags this opcode may carry (besides fast-math)
	FastMath    bool    // fast-math flags may be written on this opcode
	// AddressBits marks the conversions between a pointer and its
	// address bits (ptrtoint, ptrtoaddr, inttoptr): what they give
	// depends on where objects lie in memory, which a transformation
	// may change (SROA removing an alloca). The soundness rules that
	// place objects apart, claim alignments or refuse reductions read it.
	AddressBits bool
}

var opInfo = [NumOpcodes]OpInfo{
	OpRet:         {Name: "ret", Class: ClassTerminator},
	OpBr:          {Name: "br", Class: ClassTerminator, MayUB: true},
	OpSwitch:      {Name: "switch", Class: ClassTerminator, MayUB: true},
	OpIndirectBr:  {Name: "indirectbr", Class: ClassTerminator, MayUB: true},
	OpInvoke:      {Name: "invoke", Class: ClassTerminator, MayUB: true, FastMath: true},
	OpCallBr:      {Name: "callbr", Class: ClassTerminator, MayUB: true},
	OpResume:      {Name: "resume", Class: ClassTerminator},
	OpCatchSwitch: {Name: "catchswitch", Class: ClassTerminator},
	OpCatchRet:    {Name: "catchret", Class: ClassTerminator},
	OpCleanupRet:  {Name: "cleanupret", Class: ClassTerminator},
	OpUnreachable: {Name: "unreachable", Class: ClassTerminator, MayUB: true},

	OpFNeg: {Name: "fneg", Class: ClassUnary, Float: true, FastMath: true},

	OpAdd:  {Name: "add", Class: ClassBinary, Commutative: true, Flags: NUW | NSW},
	OpFAdd: {Name: "fadd", Class: ClassBinary, Commutative: true, Float: true, FastMath: true},
	OpSub:  {Name: "sub", Class: ClassBinary, Flags: NUW | NSW},
	OpFSub: {Name: "fsub", Class: ClassBinary, Float: true, FastMath: true},
	OpMul:  {Name: "mul", Class: ClassBinary, Commutative: true, Flags: NUW | NSW},
	OpFMul: {Name: "fmul", Class: ClassBinary, Commutative: true, Float: true, FastMath: true},
	OpUDiv: {Name: "udiv", Class: ClassBinary, MayUB: true, Flags: Exact},
	OpSDiv: {Name: "sdiv", Class: ClassBinary, MayUB: true, Flags: Exact},
	OpFDiv: {Name: "fdiv", Class: ClassBinary, Float: true, FastMath: true},
	OpURem: {Name: "urem", Class: ClassBinary, MayUB: true},
	OpSRem: {Name: "srem", Class: ClassBinary, MayUB: true},
	OpFRem: {Name: "frem", Class: ClassBinary, Float: true, FastMath: true},

	OpShl:  {Name: "shl", Class: ClassBitwise, Flags: NUW | NSW},
	OpLShr: {Name: "lshr", Class: ClassBitwise, Flags: Exact},
	OpAShr: {Name: "ashr", Class: ClassBitwise, Flags: Exact},
	OpAnd:  {Name: "and", Class: ClassBitwise, Commutative: true},
	OpOr:   {Name: "or", Class: ClassBitwise, Commutative: true, Flags: Disjoint},
	OpXor:  {Name: "xor", Class: ClassBitwise, Commutative: true},

	OpExtractElement: {Name: "extractelement", Class: ClassVector},
	OpInsertElement:  {Name: "insertelement", Class: ClassVector},
	OpShuffleVector:  {Name: "shufflevector", Class: ClassVector},

	OpExtractValue: {Name: "extractvalue", Class: ClassAggregate},
	OpInsertValue:  {Name: "insertvalue", Class: ClassAggregate},

	OpAlloca:        {Name: "alloca", Class: ClassMemory, Flags: InAlloca | SwiftError},
	OpLoad:          {Name: "load", Class: ClassMemory, MayUB: true, Flags: Volatile},
	OpStore:         {Name: "store", Class: ClassMemory, MayUB: true, Flags: Volatile},
	OpFence:         {Name: "fence", Class: ClassMemory},
	OpCmpXchg:       {Name: "cmpxchg", Class: ClassMemory, MayUB: true, Flags: Volatile | Weak},
	OpAtomicRMW:     {Name: "atomicrmw", Class: ClassMemory, MayUB: true, Flags: Volatile, FastMath: true},
	OpGetElementPtr: {Name: "getelementptr", Class: ClassMemory, Flags: InBounds | NUSW | NUW},

	OpTrunc:         {Name: "trunc", Class: ClassCast, Flags: NUW | NSW},
	OpZExt:          {Name: "zext", Class: ClassCast, Flags: NNeg},
	OpSExt:          {Name: "sext", Class: ClassCast},
	OpFPTrunc:       {Name: "fptrunc", Class: ClassCast, Float: true, FastMath: true},
	OpFPExt:         {Name: "fpext", Class: ClassCast, Float: true, FastMath: true},
	OpFPToUI:        {Name: "fptoui", Class: ClassCast, Float: true},
	OpFPToSI:        {Name: "fptosi", Class: ClassCast, Float: true},
	OpUIToFP:        {Name: "uitofp", Class: ClassCast, Flags: NNeg},
	OpSIToFP:        {Name: "sitofp", Class: ClassCast},
	OpPtrToInt:      {Name: "ptrtoint", Class: ClassCast, AddressBits: true},
	OpPtrToAddr:     {Name: "ptrtoaddr", Class: ClassCast, AddressBits: true},
	OpIntToPtr:      {Name: "inttoptr", Class: ClassCast, AddressBits: true},
	OpBitCast:       {Name: "bitcast", Class: ClassCast},
	OpAddrSpaceCast: {Name: "addrspacecast", Class: ClassCast},

	OpICmp:       {Name: "icmp", Class: ClassOther, Flags: SameSign},
	OpFCmp:       {Name: "fcmp", Class: ClassOther, Float: true, FastMath: true},
	OpPhi:        {Name: "phi", Class: ClassOther, FastMath: true},
	OpSelect:     {Name: "select", Class: ClassOther, FastMath: true},
	OpFreeze:     {Name: "freeze", Class: ClassOther},
	OpCall:       {Name: "call", Class: ClassOther, MayUB: true, FastMath: true, Flags: Tail | MustTail | NoTail},
	OpVAArg:      {Name: "va_arg", Class: ClassOther, MayUB: true},
	OpLandingPad: {Name: "landingpad", Class: ClassOther, Flags: Cleanup},
	OpCatchPad:   {Name: "catchpad", Class: ClassOther},
	OpCleanupPad: {Name: "cleanuppad", Class: ClassOther},
}

var opByName = func() map[string]Opcode {
	m := make(map[string]Opcode, NumOpcodes)
	for op := OpInvalid + 1; op < NumOpcodes; op++ {
		m[opInfo[op].Name] = op
	}
	return m
}()

// Info returns the opcode's facts.
func (op Opcode) Info() *OpInfo { return &opInfo[op] }

// String returns the opcode's spelling in textual IR.
func (op Opcode) String() string {
	if op >= NumOpcodes || op == OpInvalid {
		return "<invalid opcode>"
	}
	return opInfo[op].Name
}

// OpcodeByName returns the opcode spelled name, or OpInvalid.
func OpcodeByName(name string) Opcode { return opByName[name] }

// IsTerminator reports whether op ends a basic block.
func (op Opcode) IsTerminator() bool { return opInfo[op].Class == ClassTerminator }

// IsBinary reports whether op is a two-operand arithmetic or bitwise operation.
func (op Opcode) IsBinary() bool {
	c := opInfo[op].Class
	return c == ClassBinary || c == ClassBitwise
}

// IsCast reports whether op is a conversion.
func (op Opcode) IsCast() bool { return opInfo[op].Class == ClassCast }

// Flags is a set of instruction flags (other than fast-math flags).
type Flags uint32

// Instruction flags. Which ones an opcode may carry is OpInfo.Flags.
const (
	NUW        Flags = 1 << iota // nuw: add, sub, mul, shl, trunc, getelementptr
	NSW                          // nsw: add, sub, mul, shl, trunc
	Exact                        // exact: udiv, sdiv, lshr, ashr
	Disjoint                     // disjoint: or
	NNeg                         // nneg: zext, uitofp
	SameSign                     // samesign: icmp
	InBounds                     // inbounds: getelementptr
	NUSW                         // nusw: getelementptr
	Volatile                     // volatile: load, store, cmpxchg, atomicrmw
	Weak                         // weak: cmpxchg
	Tail                         // tail: call
	MustTail                     // musttail: call
	NoTail                       // notail: call
	Cleanup                      // cleanup: landingpad
	InAlloca                     // inalloca: alloca
	SwiftError                   // swifterror: alloca
)

// Has reports whether all flags in g are set.
func (f Flags) Has(g Flags) bool { return f&g == g }

// FlagInfo is what the IR says of one instruction flag.
type FlagInfo struct {
	Flag Flags
	Name string // its spelling
	// Poison marks a poison-generating flag: an operation that breaks
	// its promise gives poison (the Language Reference's list).
	Poison bool
}

// flagInfos is every instruction flag, in the order irfuzz prints and
// names them (a getelementptr prints inbounds or nusw before nuw).
// Which opcodes take a flag is OpInfo.Flags.
var flagInfos = []FlagInfo{
	{NUW, "nuw", true}, {NSW, "nsw", true}, {Exact, "exact", true}, {Disjoint, "disjoint", true},
	{NNeg, "nneg", true}, {SameSign, "samesign", true}, {InBounds, "inbounds", true}, {NUSW, "nusw", true},
	{Volatile, "volatile", false}, {Weak, "weak", false}, {Tail, "tail", false}, {MustTail, "musttail", false},
	{NoTail, "notail", false}, {Cleanup, "cleanup", false}, {InAlloca, "inalloca", false}, {SwiftError, "swifterror", false},
}

// PoisonFlags are the poison-generating flags.
var PoisonFlags = func() Flags {
	var f Flags
	for _, x := range flagInfos {
		if x.Poison {
			f |= x.Flag
		}
	}
	return f
}()

// FlagInfos returns every instruction flag, in printing order.
func FlagInfos() []FlagInfo { return append([]FlagInfo(nil), flagInfos...) }

// FlagNamed returns the flag spelled name, or 0.
func FlagNamed(name string) Flags {
	for _, x := range flagInfos {
		if x.Name == name {
			return x.Flag
		}
	}
	return 0
}

// Name is the spelling of a single flag f ("" for none or several).
func (f Flags) Name() string {
	for _, x := range flagInfos {
		if x.Flag == f {
			return x.Name
		}
	}
	return ""
}

// String spells the flags of f, space-separated, in printing order.
func (f Flags) String() string {
	var s []string
	for _, x := range flagInfos {
		if f&x.Flag != 0 {
			s = append(s, x.Name)
		}
	}
	return strings.Join(s, " ")
}

// FastMath is a set of fast-math flags.
type FastMath uint8

// The fast-math flags. FastAll is what "fast" spells.
const (
	NNaN FastMath = 1 << iota
	NInf
	NSZ
	ARcp
	Contract
	AFn
	Reassoc
	FastAll FastMath = NNaN | NInf | NSZ | ARcp | Contract | AFn | Reassoc
)

// FastMathNames lists the fast-math flags with their spellings, in printing order.
var FastMathNames = []struct {
	Flag FastMath
	Name string
}{{Reassoc, "reassoc"}, {NNaN, "nnan"}, {NInf, "ninf"}, {NSZ, "nsz"}, {ARcp, "arcp"}, {Contract, "contract"}, {AFn, "afn"}}

// FastMathNamed returns the fast-math flags spelled name ("fast": all of
// them), or 0.
func FastMathNamed(name string) FastMath {
	if name == "fast" {
		return FastAll
	}
	for _, n := range FastMathNames {
		if n.Name == name {
			return n.Flag
		}
	}
	return 0
}

// Predicate is an icmp or fcmp condition code.
type Predicate uint8

// icmp predicates, then fcmp predicates.
const (
	PredNone Predicate = iota
	IntEQ
	IntNE
	IntUGT
	IntUGE
	IntULT
	IntULE
	IntSGT
	IntSGE
	IntSLT
	IntSLE
	FloatFalse
	FloatOEQ
	FloatOGT
	FloatOGE
	FloatOLT
	FloatOLE
	FloatONE
	FloatORD
	FloatUEQ
	FloatUGT
	FloatUGE
	FloatULT
	FloatULE
	FloatUNE
	FloatUNO
	FloatTrue
	NumPredicates
)

var predNames = [NumPredicates]string{
	"", "eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
	"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
}

// String returns the predicate's spelling.
func (p Predicate) String() string {
	if p >= NumPredicates {
		return "<invalid predicate>"
	}
	return predNames[p]
}

// IsInt reports whether p is an icmp predicate.
func (p Predicate) IsInt() bool { return p >= IntEQ && p <= IntSLE }

// IsFloat reports whether p is an fcmp predicate.
func (p Predicate) IsFloat() bool { return p >= FloatFalse && p <= FloatTrue }

// IntPredicateByName returns the icmp predicate spelled s, or PredNone.
func IntPredicateByName(s string) Predicate {
	for p := IntEQ; p <= IntSLE; p++ {
		if predNames[p] == s {
			return p
		}
	}
	return PredNone
}

// FloatPredicateByName returns the fcmp predicate spelled s, or PredNone.
func FloatPredicateByName(s string) Predicate {
	for p := FloatFalse; p <= FloatTrue; p++ {
		if predNames[p] == s {
			return p
		}
	}
	return PredNone
}

// AtomicOrdering is a memory ordering of atomic operations.
type AtomicOrdering uint8

// The orderings. NotAtomic is the zero value.
const (
	NotAtomic AtomicOrdering = iota
	Unordered
	Monotonic
	Acquire
	Release
	AcqRel
	SeqCst
)

var orderingNames = [...]string{"", "unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst"}

// String returns the ordering's spelling.
func (o AtomicOrdering) String() string { return orderingNames[o] }

// OrderingByName returns the ordering spelled s, or NotAtomic.
func OrderingByName(s string) AtomicOrdering {
	for i, n := range orderingNames {
		if i > 0 && n == s {
			return AtomicOrdering(i)
		}
	}
	return NotAtomic
}

// AtomicRMWOp is the operation of an atomicrmw.
type AtomicRMWOp uint8

// The atomicrmw operations.
const (
	RMWInvalid AtomicRMWOp = iota
	RMWXchg
	RMWAdd
	RMWSub
	RMWAnd
	RMWNand
	RMWOr
	RMWXor
	RMWMax
	RMWMin
	RMWUMax
	RMWUMin
	RMWFAdd
	RMWFSub
	RMWFMax
	RMWFMin
	RMWUIncWrap
	RMWUDecWrap
	RMWUSubCond
	RMWUSubSat
	RMWFMaximum // LLVM 22: llvm.maximum of the old and the given value
	RMWFMinimum // LLVM 22: llvm.minimum
	NumRMWOps
)

var rmwNames = [NumRMWOps]string{"", "xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
	"fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap", "usub_cond", "usub_sat", "fmaximum", "fminimum"}

// String returns the operation's spelling.
func (op AtomicRMWOp) String() string { return rmwNames[op] }

// IsFloat reports whether the operation works on floating-point values.
func (op AtomicRMWOp) IsFloat() bool {
	return op >= RMWFAdd && op <= RMWFMin || op == RMWFMaximum || op == RMWFMinimum
}

// RMWOpByName returns the operation spelled s, or RMWInvalid.
func RMWOpByName(s string) AtomicRMWOp {
	for i, n := range rmwNames {
		if i > 0 && n == s {
			return AtomicRMWOp(i)
		}
	}
	return RMWInvalid
}
