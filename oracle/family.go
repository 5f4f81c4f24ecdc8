package oracle

import (
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
)

// A bug family is one root cause that shows up under many signatures, so
// that its findings would count as many bugs: the bug key of a finding in
// a family names the family instead of where the finding was seen (the
// pass a bisection blamed is whichever one happened to expose it). Each
// family is recognized by what its reduced module cannot do without, and
// is kept narrow: a family that swallowed a second bug would hide it.
type bugFamily struct {
	// name is the last part of the family's key.
	name string
	// kind is the finding kind the family belongs to.
	kind string
	// selector is the native instruction selector ("selectiondag",
	// "globalisel", or "fastisel": a finding localized to FastISel) the
	// family needs, "" for SelectionDAG or GlobalISel (then a native
	// family's key names the selector: they lower apart).
	selector string
	// in reports whether the reduced module m (and, for an IR-level
	// finding, delta: the DeltaSkeleton of what the guilty pass or the
	// pipeline changed, "" when not known) shows the family's bug.
	in func(f *finding.Finding, m *ir.Module, delta string) bool
}

// bugFamilies are the known families, tried in order.
var bugFamilies = []bugFamily{
	// The freeze family: a back end lowers freeze of an undef or poison
	// value as an undefined register, which later code (instruction
	// selection, the peephole optimizer, the scheduler, live range
	// shrinking, whichever comes first) reads as two different values
	// (llvm/llvm-project#60429 and its kin). A reduced native miscompile
	// that still freezes a value that may be undef or poison belongs to
	// it: the reduction could not do without that freeze.
	{name: "freeze-of-undef", kind: finding.KindNative,
		in: func(_ *finding.Finding, m *ir.Module, _ string) bool { return freezesUndef(m) }},
	// AArch64 GlobalISel (LLVM 14) selects a freeze as a plain copy, and
	// a later zext of it trusts the copy to have zeroed the upper half of
	// the register as a 32-bit instruction would: `zext (freeze (trunc
	// x))` keeps x's high bits. Peephole, MachineCSE, machine sinking or
	// copy propagation expose it, whichever reaches it first.
	{name: "zext-of-frozen-trunc", kind: finding.KindNative, selector: "globalisel",
		in: func(_ *finding.Finding, m *ir.Module, _ string) bool { return zextsFrozenTrunc(m) }},
	// AArch64 GlobalISel (LLVM 14) lowers a switch on an integer wider
	// than 64 bits wrong, at -O0 and -O2 alike; the bisection names the
	// IRTranslator or, at -O0, no pass.
	{name: "switch-wider-than-64-bits", kind: finding.KindNative, selector: "globalisel",
		in: func(_ *finding.Finding, m *ir.Module, _ string) bool { return switchesWide(m) }},
	// x86 FastISel (LLVM 14) folds the overflow flag of a
	// *.with.overflow intrinsic into the cmov or jcc of the select or
	// branch that uses it, but materializes a constant between the two
	// with an `xor` that clobbers the flags (`seto; xorl %ecx, %ecx;
	// cmovol`): the flag reads as clear.
	{name: "overflow-flag-clobbered", kind: finding.KindNative, selector: "fastisel",
		in: func(f *finding.Finding, m *ir.Module, _ string) bool {
			return finding.BackEnd(f.Target) == "x86" && branchesOnOverflow(m)
		}},
	// A phi whose incoming values are undef and one value X is folded to
	// X (InstSimplify's simplifyPHINode, used by EarlyCSE, SimplifyCFG,
	// InstCombine, GVN...): when X is poison where the undef edge was
	// taken, undef became poison. The pass that folded it is whichever
	// ran first, so the family's key names none.
	{name: "phi-of-undef-folded", kind: finding.KindIR,
		in: func(f *finding.Finding, m *ir.Module, delta string) bool {
			return strings.Contains(delta, "phi ") && hasUndefPhi(m, f.Function)
		}},
	// FunctionAttrs infers noundef on a return whose value is never undef
	// or poison, forgetting that a poison-generating return attribute
	// (nofpclass, range, nonnull, align) makes poison of a value that
	// breaks it: the poison return becomes undefined behaviour
	// (llvm/llvm-project#88026 for range and nonnull, fixed in LLVM 19;
	// #191338 for nofpclass, open in 22.1.8). One root cause whatever the
	// attribute and type.
	{name: "noundef-inferred-over-poison-return-attr", kind: finding.KindIR,
		in: func(f *finding.Finding, m *ir.Module, _ string) bool {
			return strings.Contains(f.Pass, "FunctionAttrs") && strings.Contains(f.Actual, "noundef violation") && returnsPoisonAttr(m)
		}},
	// LICM promotes the stores of a loop to an argument that is
	// writable (so it may add a store) and that FunctionAttrs inferred
	// writeonly: the promoted load reads the writeonly location before
	// the function writes it, which gives poison, and when the loop does
	// not run the store puts that poison back where the caller's bytes
	// were (the Language Reference since LLVM 19 lets a writeonly
	// location be read, but not written back;
	// llvm/llvm-project#51248, open). One root cause whatever the type.
	{name: "licm-promotes-writeonly-argument", kind: finding.KindIR,
		in: func(f *finding.Finding, m *ir.Module, _ string) bool {
			// (The bisection may name a later pass that exposes it;
			// LICM names the load it adds x.promoted.)
			return (f.Pass == "LICMPass" || strings.Contains(f.Actual, ".promoted")) && hasWritableParam(m)
		}},
}

// hasWritableParam reports whether a function defined in m has a
// writable pointer parameter.
func hasWritableParam(m *ir.Module) bool {
	for _, fn := range m.Funcs {
		if fn.IsDeclaration() {
			continue
		}
		for _, p := range fn.Params {
			if p.Attrs.Has("writable") {
				return true
			}
		}
	}
	return false
}

// returnsPoisonAttr reports whether a function defined in m returns with
// a poison-generating attribute and without noundef.
func returnsPoisonAttr(m *ir.Module) bool {
	for _, fn := range m.Funcs {
		if fn.IsDeclaration() || fn.RetAttrs.Has("noundef") {
			continue
		}
		for _, k := range []string{"nofpclass", "range", "nonnull", "align"} {
			if fn.RetAttrs.Has(k) {
				return true
			}
		}
	}
	return false
}

// familyKey is the bug key of the family the finding f, reduced to
// module reduced, belongs to, or "" when none. delta is what its guilty
// pass changed (DeltaSkeleton), "" when not known.
func familyKey(f *finding.Finding, reduced *ir.Module, delta string) string {
	if reduced == nil {
		return ""
	}
	selector := "selectiondag"
	if strings.Contains(f.Target, "gisel") || strings.Contains(f.Signature, "GlobalISel") {
		selector = "globalisel"
	}
	fastISel := strings.HasSuffix(f.Signature, "/FastISel")
	for _, fam := range bugFamilies {
		sel := selector
		switch {
		case fam.selector == "fastisel":
			if !fastISel {
				continue
			}
			sel = "fastisel"
		case fam.selector != "" && fam.selector != selector:
			continue
		}
		if fam.kind != f.Kind || !fam.in(f, reduced, delta) {
			continue
		}
		if fam.kind == finding.KindNative {
			return fam.kind + "/family/" + sel + "/" + fam.name
		}
		return fam.kind + "/family/" + fam.name
	}
	return ""
}

// zextsFrozenTrunc reports whether m zero-extends a freeze (or a chain of
// them) of a trunc.
func zextsFrozenTrunc(m *ir.Module) bool {
	return anyInstr(m, func(in *ir.Instruction) bool {
		if in.Op != ir.OpZExt || len(in.Operands) != 1 {
			return false
		}
		v, frozen := in.Operands[0], false
		for {
			fr, ok := v.(*ir.Instruction)
			if !ok || fr.Op != ir.OpFreeze || len(fr.Operands) != 1 {
				break
			}
			v, frozen = fr.Operands[0], true
		}
		tr, ok := v.(*ir.Instruction)
		return frozen && ok && tr.Op == ir.OpTrunc
	})
}

// branchesOnOverflow reports whether a select or a conditional branch of
// m is on the overflow flag of a *.with.overflow intrinsic.
func branchesOnOverflow(m *ir.Module) bool {
	return anyInstr(m, func(in *ir.Instruction) bool {
		if (in.Op != ir.OpSelect && in.Op != ir.OpBr) || len(in.Operands) < 3 {
			return false
		}
		ev, ok := in.Operands[0].(*ir.Instruction)
		if !ok || ev.Op != ir.OpExtractValue || len(ev.Indices()) != 1 || ev.Indices()[0] != 1 || len(ev.Operands) != 1 {
			return false
		}
		call, ok := ev.Operands[0].(*ir.Instruction)
		if !ok || call.Op != ir.OpCall {
			return false
		}
		fn, ok := call.Callee().(*ir.Function)
		return ok && strings.HasPrefix(fn.Name, "llvm.") && strings.Contains(fn.Name, ".with.overflow.")
	})
}

// switchesWide reports whether m has a switch on an integer wider than 64
// bits.
func switchesWide(m *ir.Module) bool {
	return anyInstr(m, func(in *ir.Instruction) bool {
		if in.Op != ir.OpSwitch || len(in.Operands) == 0 {
			return false
		}
		t := in.Operands[0].Type()
		return t != nil && t.Kind == ir.IntegerType && t.Bits > 64
	})
}

// hasUndefPhi reports whether function fn of m has a phi whose incoming
// values are undef and one value that is not a constant (a constant
// refines undef, whatever folds it).
func hasUndefPhi(m *ir.Module, fn string) bool {
	f := m.Func(fn)
	if f == nil {
		return false
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.Op != ir.OpPhi {
				continue
			}
			var other ir.Value
			undef, one := false, true
			for _, v := range in.Operands {
				if c, ok := v.(*ir.Const); ok {
					if c.Kind == ir.ConstUndef {
						undef = true
						continue
					}
					one = false
					break
				}
				if other != nil && other != v {
					one = false
					break
				}
				other = v
			}
			if undef && one && other != nil && other != ir.Value(in) {
				return true
			}
		}
	}
	return false
}

// anyInstr reports whether some instruction of m satisfies p.
func anyInstr(m *ir.Module, p func(*ir.Instruction) bool) bool {
	for _, fn := range m.Funcs {
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				if p(in) {
					return true
				}
			}
		}
	}
	return false
}

// freezesUndef reports whether some freeze in m has an operand that may
// be undef or poison when the test's arguments are not.
func freezesUndef(m *ir.Module) bool {
	return anyInstr(m, func(in *ir.Instruction) bool {
		return in.Op == ir.OpFreeze && len(in.Operands) == 1 && mayBeUndef(in.Operands[0], 8)
	})
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
