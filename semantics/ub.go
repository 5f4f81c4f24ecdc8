package semantics

// UBKind names one kind of undefined behaviour. The zero value means "no
// undefined behaviour".
type UBKind uint8

// The kinds of undefined behaviour the interpreter detects.
const (
	UBNone            UBKind = iota
	UBDivByZero              // udiv/sdiv/urem/srem by zero (or by a divisor that may be zero)
	UBDivOverflow            // sdiv/srem of INT_MIN by -1
	UBDivPoison              // a division whose divisor is poison or undef
	UBBranchPoison           // br/switch/indirectbr/select-free control on a poison condition
	UBBranchUndef            // br/switch/indirectbr on an undef-derived condition
	UBPoisonAddress          // a memory access through a poison pointer
	UBUndefAddress           // a memory access through an undef-derived pointer
	UBNullAccess             // a memory access through the null pointer
	UBOutOfBounds            // an access outside its object, or a pointer without provenance
	UBMisaligned             // an access below the alignment it states
	UBUseAfterFree           // an access to a freed heap object or a dead stack object
	UBWriteConstant          // a store to a constant global
	UBInvalidFree            // free/realloc of a pointer that is not the start of a live heap object
	UBNoundef                // a noundef argument or return value is poison or undef
	UBUnreachable            // execution reached unreachable
	UBCallNonFunction        // a call through a pointer that is not a function
	UBCallSignature          // a call whose type does not match the callee
	UBAssume                 // llvm.assume of false (or of poison)
	UBOverlap                // memcpy with overlapping source and destination
	UBImmediate              // another operation that is immediate UB on its operands (e.g. poison to an immarg, a poison vector index of a memory intrinsic)
	UBLibrary                // a C library function called against its contract (a poison or undef argument, a format that does not match its arguments, an unterminated string, abs(INT_MIN), exit from an exit handler)
	UBNoReturn               // a function marked noreturn returned
	UBTailAlloca             // a call marked tail or musttail accessed an alloca of its caller
	UBMemoryAttr             // an access a memory attribute forbids (readonly, writeonly, memory(...) of the function or its parameter)
	numUBKinds
)

var ubNames = [numUBKinds]string{
	"", "division by zero", "signed division overflow", "division by poison or undef",
	"branch on poison", "branch on undef", "poison address", "undef address",
	"null pointer access", "out-of-bounds access", "misaligned access", "use after free",
	"write to constant", "invalid free", "noundef violation", "unreachable executed",
	"call of a non-function", "call signature mismatch", "assume violated", "overlapping memcpy",
	"immediate undefined behaviour", "C library contract violated", "noreturn function returned",
	"tail call accessed the caller's stack", "access forbidden by a memory attribute",
}

// String returns the kind's name, as `irfuzz exec` prints it.
func (k UBKind) String() string {
	if k >= numUBKinds {
		return "unknown UB"
	}
	return ubNames[k]
}
