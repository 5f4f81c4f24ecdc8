package semantics

import (
	"github.com/irfuzz/irfuzz/ir"
)

// allowCheck runs llvm.allow.ubsan.check and llvm.allow.runtime.check.
// The Language Reference lets them return true or false as the
// implementation chooses (LLVM's LowerAllowCheckPass folds them to either,
// by profile, hotness or at random, and another build may choose the
// other), so a program must mean the same either way. The source allows
// both: a fixed unknown i1, so that a branch on it explores both ways. A
// target run picks one with its chooser, which the source always allows.
func (m *Machine) allowCheck(dst *Val) bool {
	if m.ev.ch == nil {
		*dst = Val{Undef: 1, Nondet: true}
	} else {
		*dst = Val{Bits: m.ev.ch.Choose(0, 1, 1)}
	}
	return true
}

// envIntrinsic runs the intrinsics whose answer is the machine's:
// readcyclecounter (a counter "or a similar low latency, high accuracy
// clock"; the value is the implementation's, and 0 where unsupported),
// returnaddress and frameaddress ("a pointer indicating the return
// address [frame address] of the specified call frame, or zero if it
// cannot be identified"; inlining may change it),
// addressofreturnaddress, sponentry and thread.pointer (target-specific
// pointers). No rule of the Language Reference ties these values to the
// program, and a native run of the target gets the real machine's, so the
// source allows any value: a fixed unknown choice of its type (a pointer
// without provenance: an access through it is undefined behaviour). A
// target run answers deterministically, one value the source allows:
// readcyclecounter the instructions run so far (a clock that only moves
// forward), returnaddress and frameaddress 0, the others a fixed address.
func (m *Machine) envIntrinsic(base string, call *ir.Instruction, args []*Val, dst *Val) bool {
	t := call.Ty
	w := widthOf(t)
	if t.Kind != ir.PointerType && !(t.IsInt() && w <= 64) {
		return m.unsupportedStop(unsupported("llvm.%s returning %s", base, t))
	}
	if m.ev.ch == nil {
		*dst = Val{Undef: widthMask(w), Nondet: true}
		return true
	}
	switch base {
	case "readcyclecounter":
		*dst = Val{Bits: m.steps & widthMask(w)}
	case "returnaddress", "frameaddress":
		*dst = Val{}
	default:
		*dst = Val{Bits: envAddress & widthMask(w) &^ 0xfff}
	}
	return true
}

// envAddress is the address a target run's thread.pointer, sponentry and
// addressofreturnaddress give: near the top of a 47-bit address space, as
// a stack or thread area is, with no object of the interpreter there.
const envAddress = 0x7ffff7ff0000
