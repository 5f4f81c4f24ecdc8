package semantics

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// addressObserved reports whether the function may learn the address of
// the object alloca a makes: some pointer based on it (a itself, or a
// getelementptr or bitcast of one) is used other than as the address of
// a load, store, atomic access, memory intrinsic or lifetime marker —
// converted to an integer (ptrtoint, or ptrtoaddr: it gives the address
// bits too, though it does not expose the object), compared, stored,
// passed to a call, returned, merged by a phi or select. An object whose address is not observed is
// placed apart (Memory.AllocUnobserved), so that removing it, as SROA and
// mem2reg do, moves no address the function can see.
func addressObserved(a *ir.Instruction) bool {
	return observes(a, 0)
}

// observes is addressObserved for v, a pointer based on the alloca,
// depth getelementptrs and bitcasts away from it.
func observes(v ir.User, depth int) bool {
	if depth > 32 {
		return true
	}
	for _, u := range v.Uses() {
		switch u.Op {
		case ir.OpLoad:
			continue // (its only operand is the address)
		case ir.OpStore:
			if addressOnly(u, v, 1) {
				continue
			}
		case ir.OpAtomicRMW, ir.OpCmpXchg:
			if addressOnly(u, v, 0) {
				continue
			}
		case ir.OpGetElementPtr, ir.OpBitCast:
			if u.Operands[0] == ir.Value(v) && u.OnlyOperand(v, 0) && !observes(u, depth+1) {
				continue
			}
		case ir.OpCall:
			if addressOnlyIntrinsic(u, v) {
				continue
			}
		case ir.OpICmp, ir.OpSelect, ir.OpPhi, ir.OpAddrSpaceCast:
			if len(u.Uses()) == 0 {
				continue // a dead use tells nothing (and DCE deletes it)
			}
		default:
			if u.Op.Info().AddressBits && len(u.Uses()) == 0 {
				continue
			}
		}
		return true
	}
	return false
}

// addressOnly reports whether v is operand k of u and no other operand.
func addressOnly(u *ir.Instruction, v ir.User, k int) bool {
	return k < len(u.Operands) && u.Operands[k] == ir.Value(v) && u.OnlyOperand(v, k)
}

// addressOnlyIntrinsic reports whether call u is an intrinsic that uses
// v only as an address it reads or writes through, or marks the life of
// (memcpy, memmove, memset, lifetime markers, debug records).
func addressOnlyIntrinsic(u *ir.Instruction, v ir.User) bool {
	f, ok := u.Callee().(*ir.Function)
	if !ok || len(u.Bundles()) > 0 {
		return false
	}
	name := f.Name
	switch {
	case strings.HasPrefix(name, "llvm.lifetime."), strings.HasPrefix(name, "llvm.dbg."):
		return true
	case strings.HasPrefix(name, "llvm.memcpy."), strings.HasPrefix(name, "llvm.memmove."),
		strings.HasPrefix(name, "llvm.memset."): // (.inline variants included)
		// The pointer operands are the first two (memset: the first);
		// the length and the volatile flag are integers.
		args := u.Args()
		for j := 2; j < len(args); j++ {
			if args[j] == ir.Value(v) {
				return false
			}
		}
		return true
	}
	return false
}
