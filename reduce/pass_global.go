package reduce

import (
	"slices"
	"strconv"

	"github.com/irfuzz/irfuzz/ir"
)

// Module-level passes: functions, function bodies, globals, initialisers,
// arguments, return values and inlining.

// functionSites removes whole functions (definitions, test entry points and
// declarations alike: the predicate decides). Calls of a removed function
// are deleted, other uses become null. Functions named by constants or
// metadata are left alone.
func functionSites(m *ir.Module, _ int) []edit {
	r := m.Mentions()
	var out []edit
	for _, f := range m.Funcs {
		if r.Values[f] || !usesRemovable(f) {
			continue
		}
		out = append(out, func() bool { return removeFunction(m, f) })
	}
	return out
}

// usesRemovable reports whether every use of f can be deleted or nulled:
// calls, but not invokes or callbrs (which are terminators).
func usesRemovable(f *ir.Function) bool {
	for _, u := range f.Uses() {
		if (u.Op == ir.OpInvoke || u.Op == ir.OpCallBr) && u.Operands[0] == ir.Value(f) {
			return false
		}
		if u.Op == ir.OpCall && u.Operands[0] == ir.Value(f) && u.HasResult() && !replaceable(u.Ty) {
			return false
		}
	}
	return true
}

func removeFunction(m *ir.Module, f *ir.Function) bool {
	if f.Parent != m {
		return false
	}
	dropBody(f)
	for _, u := range slices.Clone(f.Uses()) {
		if u.Parent == nil {
			continue
		}
		if u.Op == ir.OpCall && u.Operands[0] == ir.Value(f) {
			var repl ir.Value
			if u.HasResult() {
				repl = zero(u.Ty)
			}
			if u.Erase(repl) != nil {
				return true
			}
			continue
		}
		nullOut(u, f)
	}
	if m.RemoveFunction(f) != nil {
		return true // leaves an invalid candidate, which verification drops
	}
	return true
}

// nullOut replaces every operand and bundle input of u that is v with null.
func nullOut(u *ir.Instruction, v ir.Value) {
	for k, op := range u.Operands {
		if op == v {
			u.SetOperand(k, zero(v.Type()))
		}
	}
	for b := range u.Bundles() {
		for k, in := range u.Bundles()[b].Inputs {
			if in == v {
				u.SetBundleInput(b, k, zero(v.Type()))
			}
		}
	}
}

// bodySites turns definitions into declarations.
func bodySites(m *ir.Module, _ int) []edit {
	var out []edit
	for _, f := range m.Funcs {
		if f.IsDeclaration() {
			continue
		}
		out = append(out, func() bool {
			if f.IsDeclaration() {
				return false
			}
			dropBody(f)
			switch f.Linkage {
			case ir.LinkageExternal, ir.LinkageExternalExplicit, ir.LinkageExternWeak:
			default:
				f.Linkage = ir.LinkageExternal // declarations must be external
			}
			f.Comdat, f.Personality, f.Prefix, f.Prologue = nil, nil, nil, nil
			f.Metadata, f.UseListOrders = nil, nil
			f.Section, f.HasSection = "", false
			return true
		})
	}
	return out
}

// globalSites removes global variables, aliases and ifuncs; their uses by
// instructions become null.
func globalSites(m *ir.Module, _ int) []edit {
	r := m.Mentions()
	var out []edit
	for _, g := range m.Globals {
		if !r.Values[g] {
			out = append(out, func() bool {
				if g.Parent != m {
					return false
				}
				nullUses(g)
				return m.RemoveGlobal(g) == nil
			})
		}
	}
	for _, a := range m.Aliases {
		if !r.Values[a] {
			out = append(out, func() bool { return dropFrom(&m.Aliases, a, func() { a.Parent = nil }) })
		}
	}
	for _, i := range m.IFuncs {
		if !r.Values[i] {
			out = append(out, func() bool { return dropFrom(&m.IFuncs, i, func() { i.Parent = nil }) })
		}
	}
	return out
}

// dropFrom removes x (an alias or ifunc) from the module's list, its uses
// by instructions becoming null, and detaches it.
func dropFrom[T interface {
	comparable
	ir.User
}](list *[]T, x T, detach func()) bool {
	k := slices.Index(*list, x)
	if k < 0 {
		return false
	}
	nullUses(x)
	*list = slices.Delete(*list, k, k+1)
	detach()
	return true
}

func nullUses(v ir.User) {
	for _, u := range slices.Clone(v.Uses()) {
		nullOut(u, v)
	}
}

// initSites sets global initialisers to zero.
func initSites(m *ir.Module, _ int) []edit {
	var out []edit
	for _, g := range m.Globals {
		if g.Init == nil || !replaceable(g.ValueType) || valueCost(g.Init) == 0 {
			continue
		}
		out = append(out, func() bool {
			if valueCost(g.Init) == 0 {
				return false
			}
			g.Init = zero(g.ValueType)
			return true
		})
	}
	return out
}

// argSites removes function parameters (uses in the body become zero) and
// the matching argument of every call.
func argSites(m *ir.Module, _ int) []edit {
	r := m.Mentions()
	var out []edit
	for _, f := range m.Funcs {
		if !callSitesOnly(f, r) {
			continue
		}
		for _, a := range f.Params {
			if len(a.Uses()) > 0 && !replaceable(a.Ty) {
				continue
			}
			out = append(out, func() bool { return removeParam(f, a) })
		}
	}
	return out
}

func removeParam(f *ir.Function, a *ir.Argument) bool {
	k := slices.Index(f.Params, a)
	if k < 0 {
		return false
	}
	if len(a.Uses()) > 0 {
		ir.ReplaceAllUsesWith(a, zero(a.Ty))
	}
	f.Params = slices.Delete(f.Params, k, k+1)
	for j, p := range f.Params {
		p.Index = j
	}
	a.Parent = nil
	nt := ir.Func(f.FuncTy.Ret, slices.Delete(slices.Clone(f.FuncTy.Fields), k, k+1), false)
	f.FuncTy = nt
	for _, u := range slices.Clone(f.Uses()) {
		if 1+k < len(u.Operands) {
			u.DeleteOperand(1 + k)
		}
		u.FnTy = nt
		if k < len(u.ArgAttrs()) {
			u.SetCall().ArgAttrs = slices.Delete(u.ArgAttrs(), k, k+1)
		}
	}
	return true
}

// retSites makes functions return void; the results of their calls become zero.
func retSites(m *ir.Module, _ int) []edit {
	r := m.Mentions()
	var out []edit
	for _, f := range m.Funcs {
		if f.IsDeclaration() || f.RetType().Kind == ir.VoidType || !replaceable(f.RetType()) || !callSitesOnly(f, r) {
			continue
		}
		out = append(out, func() bool { return makeVoid(f) })
	}
	return out
}

func makeVoid(f *ir.Function) bool {
	rt := f.RetType()
	if rt.Kind == ir.VoidType {
		return false
	}
	nt := ir.Func(ir.Void, f.FuncTy.Fields, false)
	f.FuncTy = nt
	f.RetAttrs = ir.AttrList{}
	for _, p := range f.Params {
		p.Attrs.Attrs = slices.DeleteFunc(p.Attrs.Attrs, func(a ir.Attr) bool { return a.Key == "returned" && !a.IsString })
	}
	for _, b := range f.Blocks {
		if t := b.Terminator(); t != nil && t.Op == ir.OpRet && len(t.Operands) == 1 {
			t.DeleteOperand(0)
		}
	}
	for _, u := range slices.Clone(f.Uses()) {
		if len(u.Uses()) > 0 {
			ir.ReplaceAllUsesWith(u, zero(rt))
		}
		u.Ty, u.Name, u.FnTy, u.FMF = ir.Void, "", nt, 0
		if u.Call != nil {
			u.Call.RetAttrs = ir.AttrList{}
		}
		u.SetMetadata(slices.DeleteFunc(u.Metadata(), func(a ir.MDAttachment) bool { return a.Kind != "dbg" }))
	}
	return true
}

// inlineSites inlines helpers that have exactly one call site.
func inlineSites(m *ir.Module, _ int) []edit {
	r := m.Mentions()
	var out []edit
	for _, i := range m.Instructions() {
		if i.Op != ir.OpCall || !inlinable(i, r) {
			continue
		}
		out = append(out, func() bool { return inline(m, i) })
	}
	return out
}

func inlinable(call *ir.Instruction, r *ir.Mentions) bool {
	f, ok := call.Operands[0].(*ir.Function)
	if !ok || f.IsDeclaration() || f == call.Parent.Parent || len(f.Uses()) != 1 || !callSitesOnly(f, r) {
		return false
	}
	if f.Personality != nil || f.Prefix != nil || f.Prologue != nil || len(call.Operands)-1 != len(f.Params) {
		return false
	}
	for _, b := range f.Blocks {
		if r.Blocks[b] {
			return false
		}
		for _, i := range b.Instrs {
			switch i.Op {
			case ir.OpInvoke, ir.OpCallBr, ir.OpIndirectBr, ir.OpResume, ir.OpLandingPad,
				ir.OpCatchPad, ir.OpCleanupPad, ir.OpCatchSwitch, ir.OpCatchRet, ir.OpCleanupRet, ir.OpVAArg:
				return false
			case ir.OpCall:
				if i.Flags.Has(ir.MustTail) {
					return false
				}
			}
		}
	}
	return true
}

// inline replaces call by the body of its callee: the call's block is split
// after the call, the callee's entry block is appended to the first half,
// its other blocks follow, and its returns branch to the second half (with
// a phi collecting the results when there are several).
func inline(m *ir.Module, call *ir.Instruction) bool {
	if call.Parent == nil {
		return false
	}
	f, ok := call.Operands[0].(*ir.Function)
	if !ok || f.Parent != m || f.IsDeclaration() || len(f.Uses()) != 1 {
		return false
	}
	b := call.Parent
	caller := b.Parent
	at := call.Index()
	cont, err := b.SplitBlock(at+1, "")
	if err != nil {
		return false
	}
	args := call.Operands[1:]
	for k, p := range f.Params {
		if len(p.Uses()) > 0 {
			ir.ReplaceAllUsesWith(p, args[k])
		}
	}
	b.Instrs = b.Instrs[:at] // the call leaves b; its operands go below
	call.Parent = nil

	names := localNames(caller)
	blocks := f.Blocks
	f.Blocks = nil
	for _, fb := range blocks {
		fb.Name = unique(names, fb.Name)
		for _, i := range fb.Instrs {
			i.Name = unique(names, i.Name)
		}
	}
	entry := blocks[0]
	for _, i := range entry.Instrs {
		i.Parent = b
	}
	b.Instrs = append(b.Instrs, entry.Instrs...)
	entry.Instrs, entry.Parent = nil, nil
	for _, s := range b.Successors() {
		s.ReplaceIncoming(entry, b)
	}
	rest := blocks[1:]
	for _, fb := range rest {
		fb.Parent = caller
	}
	k := slices.Index(caller.Blocks, cont)
	caller.Blocks = slices.Insert(caller.Blocks, k, rest...)

	var rets []*ir.Instruction
	for _, fb := range append([]*ir.Block{b}, rest...) {
		if t := fb.Terminator(); t != nil && t.Op == ir.OpRet {
			rets = append(rets, t)
		}
	}
	var result ir.Value
	if call.HasResult() {
		switch len(rets) {
		case 0:
			result = zero(call.Ty)
		case 1:
			result = rets[0].Operands[0]
		default:
			phi := ir.NewInstr(ir.OpPhi, call.Ty)
			phi.Name = unique(names, call.Name)
			for _, t := range rets {
				phi.AddIncoming(t.Operands[0], t.Parent)
			}
			cont.Instrs = slices.Insert(cont.Instrs, 0, phi)
			phi.Parent = cont
			result = phi
		}
	}
	for _, t := range rets {
		t.Parent.ReplaceTerminator(ir.NewInstr(ir.OpBr, ir.Void, cont))
	}
	if result != nil && len(call.Uses()) > 0 {
		ir.ReplaceAllUsesWith(call, result)
	}
	call.DropOperands()
	_ = m.RemoveFunction(f) // f's only use was the call; an error leaves an invalid candidate
	return true
}

// localNames returns the names in use for f's arguments, blocks and values.
func localNames(f *ir.Function) map[string]bool {
	names := map[string]bool{}
	for _, p := range f.Params {
		names[p.Name] = true
	}
	for _, b := range f.Blocks {
		names[b.Name] = true
		for _, i := range b.Instrs {
			names[i.Name] = true
		}
	}
	return names
}

// unique returns name, or name with a suffix when it is already taken
// (empty names stay empty: they are numbered when printed).
func unique(names map[string]bool, name string) string {
	if name == "" {
		return ""
	}
	n := name
	for k := 1; names[n]; k++ {
		n = name + ".i" + strconv.Itoa(k)
	}
	names[n] = true
	return n
}

// paramSites turns computed values into parameters of the function that
// computes them, for functions nobody calls (test entry points): the
// instruction goes, and what it fed depends on an input instead. A
// predicate that runs the function must then find an input that still
// shows the property (irfuzz's replay samples inputs as a campaign does).
func paramSites(m *ir.Module, _ int) []edit {
	r := m.Mentions()
	var out []edit
	for _, f := range m.Funcs {
		if f.IsDeclaration() || len(f.Uses()) > 0 || r.Values[f] || f.FuncTy.Variadic {
			continue
		}
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				if len(i.Uses()) == 0 || !inputType(i.Ty) || i.Op.IsTerminator() || isEHPad(i) {
					continue
				}
				out = append(out, func() bool { return toParam(i) })
			}
		}
	}
	return out
}

// inputType reports whether a test harness can pass values of type t:
// integers, floats and fixed vectors of them.
func inputType(t *ir.Type) bool {
	switch {
	case t.IsInt(), t.IsFloat():
		return true
	case t.Kind == ir.VectorType && !t.Scalable:
		return inputType(t.Elem)
	}
	return false
}

func toParam(i *ir.Instruction) bool {
	if i.Parent == nil || i.Parent.Parent == nil {
		return false
	}
	f := i.Parent.Parent
	// The parameter takes the instruction's name, free once it is gone.
	a := &ir.Argument{Name: i.Name, Ty: i.Ty, Parent: f, Index: len(f.Params)}
	if i.Erase(a) != nil {
		return false
	}
	f.Params = append(f.Params, a)
	f.FuncTy = ir.Func(f.FuncTy.Ret, append(slices.Clone(f.FuncTy.Fields), i.Ty), false)
	return true
}
