package reduce

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// A pass lists the edit sites of a module in a fixed order; the reducer
// applies chunks of them to copies of the current module. Listing sites
// must not modify the module (it also runs on the shared current module to
// count them).
type pass struct {
	name     string
	variants int // the sites are listed once per variant (0..variants-1)

	// edits lists the sites of m for a variant. Each edit applies one site
	// to m (the module the closures were made for) and reports whether it
	// changed anything; it must cope with earlier edits of the same chunk.
	edits func(m *ir.Module, variant int) []edit
	// finish, when set, runs after a chunk's edits (cleanups such as
	// removing blocks that became unreachable).
	finish func(m *ir.Module)

	// text, set instead of edits, lists textual rewrites of the printed
	// module (for edits that are simpler on text, such as type narrowing).
	text func(src string, variant int) []func(string) string
}

type edit func() bool

// passes is the registered table, in running order: big removals first,
// then simplifications of what is left.
var passes = []*pass{
	{name: "functions", variants: 1, edits: functionSites},
	{name: "function-bodies", variants: 1, edits: bodySites},
	{name: "globals", variants: 1, edits: globalSites},
	{name: "inline", variants: 1, edits: inlineSites, finish: removeUnreachable},
	{name: "blocks", variants: 1, edits: blockSites, finish: removeUnreachable},
	{name: "return-early", variants: 1, edits: earlySites, finish: removeUnreachable},
	{name: "branches", variants: 3, edits: branchSites, finish: removeUnreachable},
	{name: "merge-blocks", variants: 2, edits: mergeSites},
	{name: "selects", variants: 2, edits: selectSites, finish: removeUnreachable},
	{name: "instructions", variants: 1, edits: instrSites},
	{name: "phis", variants: 1, edits: phiSites},
	{name: "arguments", variants: 1, edits: argSites},
	{name: "return-values", variants: 1, edits: retSites},
	{name: "to-arguments", variants: 1, edits: paramSites},
	{name: "operands", variants: numOperandVariants, edits: operandSites},
	{name: "global-initializers", variants: 1, edits: initSites},
	{name: "flags", variants: 1, edits: flagSites},
	{name: "attributes", variants: 1, edits: attrSites, finish: compactAttrs},
	{name: "metadata", variants: 1, edits: mdSites, finish: compactMD},
	{name: "alignment", variants: 1, edits: alignSites},
	{name: "types", variants: 2, text: typeSites},
}

func removeUnreachable(m *ir.Module) {
	for _, f := range m.Funcs {
		f.RemoveUnreachableBlocks()
	}
}

func isIntrinsic(f *ir.Function) bool { return strings.HasPrefix(f.Name, "llvm.") }

// callSitesOnly reports whether every use of f is a direct call of f with
// f's own type and f in no other operand, so that f's signature can change
// together with its calls.
func callSitesOnly(f *ir.Function, r *ir.Mentions) bool {
	if r.Values[f] || isIntrinsic(f) || f.FuncTy == nil || f.FuncTy.Variadic {
		return false
	}
	for _, u := range f.Uses() {
		if u.Op != ir.OpCall || u.FnTy != f.FuncTy || len(u.Operands) == 0 || u.Operands[0] != f || u.Flags.Has(ir.MustTail) {
			return false
		}
		if !u.OnlyOperand(f, 0) {
			return false
		}
	}
	return true
}

// zero is the replacement value of last resort: 0, 0.0, null or zeroinitializer.
func zero(t *ir.Type) ir.Value { return ir.Zero(t) }

// replaceable reports whether values of type t may be replaced by a
// constant (tokens, labels and metadata may not).
func replaceable(t *ir.Type) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case ir.VoidType, ir.LabelType, ir.MetadataType, ir.TokenType, ir.X86AMXType, ir.TargetExtType, ir.FunctionType:
		return false
	case ir.StructType:
		return !t.Opaque
	}
	return true
}

// forward picks the value that takes the place of a removed instruction:
// a same-typed operand (which dominates every use of i, since it dominates
// i), else the zero value.
func forward(i *ir.Instruction) ir.Value {
	for k, op := range i.Operands {
		if op == ir.Value(i) || op.Type() != i.Ty || (k == 0 && isCallLike(i.Op)) {
			continue // i itself, another type, or the callee
		}
		switch op.(type) {
		case *ir.Block, *ir.MetadataValue, *ir.InlineAsm:
			continue
		case *ir.Instruction:
			if i.Op == ir.OpPhi {
				continue // a phi's operands need not dominate it
			}
		}
		return op
	}
	return zero(i.Ty)
}

func isCallLike(op ir.Opcode) bool {
	return op == ir.OpCall || op == ir.OpInvoke || op == ir.OpCallBr
}

// dropBody turns a definition into a body-less function, taking its
// instructions out of every use list.
func dropBody(f *ir.Function) {
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			i.DropOperands()
		}
	}
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			i.Parent = nil
		}
		b.Instrs = nil
		b.Parent = nil
	}
	f.Blocks = nil
}

// isEHPad reports whether i is a landingpad, catchpad, cleanuppad or catchswitch,
// whose position the exception-handling structure depends on.
func isEHPad(i *ir.Instruction) bool {
	switch i.Op {
	case ir.OpLandingPad, ir.OpCatchPad, ir.OpCleanupPad, ir.OpCatchSwitch:
		return true
	}
	return false
}
