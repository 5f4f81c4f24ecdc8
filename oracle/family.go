package oracle

import (
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
)

// A bug family is one root cause that shows up under many signatures, so
// that its findings would count as many bugs: the bug key of a finding in
// a family names the family instead of where the finding was seen.
//
// The freeze family: a back end lowers freeze of an undef or poison value
// as an undefined register, which later code (instruction selection, the
// peephole optimizer, the scheduler, live range shrinking, whichever
// comes first) reads as two different values (llvm/llvm-project#60429 and
// its kin). A reduced native miscompile that still freezes a value that
// may be undef or poison belongs to it: the reduction could not do without
// that freeze. SelectionDAG and GlobalISel lower freeze apart, and are two
// families.
func familyKey(f *finding.Finding, reduced *ir.Module) string {
	if f.Kind != finding.KindNative || reduced == nil || !freezesUndef(reduced) {
		return ""
	}
	selector := "selectiondag"
	if strings.Contains(f.Target, "gisel") || strings.Contains(f.Signature, "GlobalISel") {
		selector = "globalisel"
	}
	return finding.KindNative + "/family/" + selector + "/freeze-of-undef"
}

// freezesUndef reports whether some freeze in m has an operand that may
// be undef or poison when the test's arguments are not.
func freezesUndef(m *ir.Module) bool {
	for _, fn := range m.Funcs {
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				if in.Op == ir.OpFreeze && len(in.Operands) == 1 && mayBeUndef(in.Operands[0], 8) {
					return true
				}
			}
		}
	}
	return false
}

// mayBeUndef is a conservative answer, looking depth definitions back,
// to whether v may be (or hold a lane or byte of) undef or poison.
// Arguments and globals are not (the harness passes defined values);
// memory may be (it may be uninitialized); an instruction may be when it
// can make poison itself or an operand may be (a phi's incoming values
// are its operands; the depth bounds a loop).
func mayBeUndef(v ir.Value, depth int) bool {
	switch v := v.(type) {
	case *ir.Const:
		return constHasUndef(v)
	case *ir.Instruction:
		if depth == 0 {
			return true
		}
		switch v.Op {
		case ir.OpLoad, ir.OpCall, ir.OpVAArg, ir.OpAtomicRMW, ir.OpCmpXchg:
			return true // memory, or code not looked into
		case ir.OpFreeze, ir.OpAlloca:
			return false
		case ir.OpShl, ir.OpLShr, ir.OpAShr:
			if c, ok := v.Operands[1].(*ir.Const); !ok || !shiftInRange(c) {
				return true
			}
		case ir.OpUDiv, ir.OpSDiv, ir.OpURem, ir.OpSRem:
			// Only their operands: a divisor that may be zero is UB, not poison.
		case ir.OpExtractElement, ir.OpInsertElement:
			if len(v.Operands) > 0 {
				if c, ok := v.Operands[len(v.Operands)-1].(*ir.Const); !ok || c.Kind != ir.ConstInt {
					return true // an index out of range gives poison
				}
			}
		}
		if v.Flags != 0 || v.FMF != 0 {
			return true // nuw, nsw, exact, inbounds, nnan, ninf... make poison
		}
		for _, op := range v.Operands {
			if mayBeUndef(op, depth-1) {
				return true
			}
		}
	}
	return false
}

// constHasUndef reports whether c is or contains undef or poison.
func constHasUndef(c *ir.Const) bool {
	if c.Kind == ir.ConstUndef || c.Kind == ir.ConstPoison {
		return true
	}
	for _, e := range c.Elems {
		if ec, ok := e.(*ir.Const); ok && constHasUndef(ec) {
			return true
		}
	}
	return false
}

// shiftInRange reports whether shift amount c is a constant (every lane)
// below its type's width.
func shiftInRange(c *ir.Const) bool {
	switch c.Kind {
	case ir.ConstZero:
		return true
	case ir.ConstInt:
		return c.Ty.Bits > 0 && c.Big == nil && c.Int < uint64(c.Ty.Bits)
	case ir.ConstVector, ir.ConstSplat:
		for _, e := range c.Elems {
			ec, ok := e.(*ir.Const)
			if !ok || !shiftInRange(ec) {
				return false
			}
		}
		return len(c.Elems) > 0
	}
	return false
}
