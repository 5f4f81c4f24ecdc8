package ir

import (
	"fmt"
	"strings"
)

// VerifyError is one problem the verifier found: what is wrong and where
// (function, block, instruction and source position, as far as known).
type VerifyError struct {
	Filename string // the module's file, when it was parsed from one
	Pos      Pos    // source position of the instruction or global, when known
	Func     string // "@f", or empty for module-level problems
	Block    string // "%bb", or empty
	Inst     string // the instruction's text, or empty
	Msg      string // what is wrong
}

// Error prints "file:line:col: @f: %bb: message: instruction".
func (e *VerifyError) Error() string {
	var b strings.Builder
	if e.Pos.Line > 0 {
		name := e.Filename
		if name == "" {
			name = "<input>"
		}
		fmt.Fprintf(&b, "%s:%d:%d: ", name, e.Pos.Line, e.Pos.Col)
	}
	if e.Func != "" {
		b.WriteString(e.Func)
		b.WriteString(": ")
	}
	if e.Block != "" {
		b.WriteString(e.Block)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	if e.Inst != "" {
		b.WriteString(": ")
		b.WriteString(e.Inst)
	}
	return b.String()
}

// VerifyErrors is every problem Verify found in a module, in the order found.
type VerifyErrors []*VerifyError

// Error joins the messages, one per line.
func (es VerifyErrors) Error() string {
	s := make([]string, len(es))
	for k, e := range es {
		s[k] = e.Error()
	}
	return strings.Join(s, "\n")
}

// Verify checks that m is well-formed LLVM IR in the sense of the Language
// Reference and LLVM's Verifier: module-level consistency, block structure,
// phi nodes, SSA dominance, the operand and result types of every opcode,
// atomic orderings, attributes and intrinsic signatures. It returns nil or a
// VerifyErrors listing every problem found.
func Verify(m *Module) (err error) {
	v := &verifier{m: m}
	defer func() {
		// The verifier must never crash on malformed input; a Go runtime
		// error here is a verifier bug, reported as a finding of its own.
		if r := recover(); r != nil {
			v.errs = append(v.errs, &VerifyError{Filename: m.Filename, Msg: fmt.Sprintf("internal verifier error (please report): %v", r)})
			err = v.errs
		}
	}()
	v.module()
	if len(v.errs) > 0 {
		return v.errs
	}
	return nil
}

// verifier holds the state of one Verify run.
type verifier struct {
	m    *Module
	errs VerifyErrors

	// Current position, for messages.
	f    *Function
	b    *Block
	inst *Instruction
	gpos Pos

	// Per-function facts.
	blockIdx map[*Block]int
	preds    [][]*Block // by block index, with multiplicity
	instPos  map[*Instruction]int
	idom     []int  // immediate dominator by block index; -1 for unreachable blocks
	rpoNum   []int  // reverse-postorder number; -1 for unreachable
	reach    []bool // reachable from the entry block
	domIn    []int  // dominator-tree walk interval by block index (see numberDomTree)
	domOut   []int
}

// errorf records a problem at the current position.
func (v *verifier) errorf(format string, args ...any) {
	e := &VerifyError{Filename: v.m.Filename, Msg: fmt.Sprintf(format, args...), Pos: v.gpos}
	if v.f != nil {
		e.Func = v.f.Ident()
		if e.Pos.Line == 0 {
			e.Pos = v.f.Pos
		}
	}
	if v.b != nil {
		e.Block = v.b.Ident()
	}
	if v.inst != nil {
		e.Inst = instText(v.inst)
		if v.inst.Pos.Line > 0 {
			e.Pos = v.inst.Pos
		}
	}
	v.errs = append(v.errs, e)
}

// instText prints an instruction with the printer when it is available.
func instText(i *Instruction) (s string) {
	defer func() {
		if recover() != nil {
			s = i.Op.String()
		}
	}()
	if st, ok := any(i).(fmt.Stringer); ok {
		// One line per problem: a switch prints its cases on several lines.
		return strings.Join(strings.Fields(st.String()), " ")
	}
	if i.HasResult() {
		return i.Ident() + " = " + i.Op.String() + " ..."
	}
	return i.Op.String() + " ..."
}

// desc describes a value for messages: "i32 %x".
func desc(v Value) string {
	if v == nil {
		return "<nil value>"
	}
	t := v.Type()
	if t == nil {
		return "<untyped> " + v.Ident()
	}
	if _, ok := v.(*Block); ok {
		return "label " + v.Ident()
	}
	return t.String() + " " + v.Ident()
}

// tstr prints a type, tolerating nil.
func tstr(t *Type) string {
	if t == nil {
		return "<nil type>"
	}
	return t.String()
}

// ---------------------------------------------------------------------------
// Module level.

func (v *verifier) module() {
	m := v.m
	names := map[string]string{}
	seen := func(name, what string, pos Pos) {
		if name == "" {
			return
		}
		if prev, ok := names[name]; ok {
			v.gpos = pos
			v.errorf("redefinition of global name @%s (a %s and a %s)", QuoteName(name), prev, what)
			v.gpos = Pos{}
			return
		}
		names[name] = what
	}
	comdats := map[*Comdat]bool{}
	comdatNames := map[string]bool{}
	for _, c := range m.Comdats {
		if comdatNames[c.Name] {
			v.errorf("comdat $%s defined twice", c.Name)
		}
		comdats[c], comdatNames[c.Name] = true, true
	}
	checkComdat := func(c *Comdat, owner string) {
		if c != nil && !comdats[c] {
			v.errorf("%s refers to comdat $%s which the module does not define", owner, c.Name)
		}
	}
	for _, g := range m.Globals {
		seen(g.Name, "global variable", g.Pos)
		v.gpos = g.Pos
		v.global(g)
		checkComdat(g.Comdat, "global "+g.Ident())
		v.gpos = Pos{}
	}
	for _, f := range m.Funcs {
		seen(f.Name, "function", f.Pos)
	}
	for _, a := range m.Aliases {
		seen(a.Name, "alias", a.Pos)
		v.gpos = a.Pos
		v.alias(a)
		v.gpos = Pos{}
	}
	for _, i := range m.IFuncs {
		seen(i.Name, "ifunc", i.Pos)
		v.gpos = i.Pos
		v.ifunc(i)
		v.gpos = Pos{}
	}
	for _, f := range m.Funcs {
		checkComdat(f.Comdat, "function "+f.Ident())
		v.function(f)
	}
}

func (v *verifier) global(g *Global) {
	if g.ValueType == nil {
		v.errorf("global %s has no value type", g.Ident())
		return
	}
	if !g.ValueType.IsFirstClass() && g.ValueType.Kind != StructType {
		v.errorf("global %s has invalid value type %s", g.Ident(), g.ValueType)
	}
	if g.ValueType.Kind == TokenType || g.ValueType.Kind == LabelType || g.ValueType.Kind == MetadataType {
		v.errorf("global %s cannot have type %s", g.Ident(), g.ValueType)
	}
	if g.Init == nil {
		switch g.Linkage {
		case LinkageExternal, LinkageExternalExplicit, LinkageExternWeak:
		default:
			v.errorf("global %s is a declaration but has %s linkage (must be external or extern_weak)", g.Ident(), g.Linkage)
		}
		return
	}
	if f := intrinsicIn(g.Init, 0); f != nil {
		v.errorf("global %s: invalid use of intrinsic %s in an initializer: intrinsics can only be called directly", g.Ident(), f.Ident())
	}
	if g.Init.Type() != g.ValueType {
		v.errorf("global %s: initializer type %s does not match the global's value type %s", g.Ident(), tstr(g.Init.Type()), g.ValueType)
	}
	if g.Linkage == LinkageCommon && !isZeroConst(g.Init) {
		v.errorf("global %s has common linkage but a non-zero initializer", g.Ident())
	}
	if g.Align != 0 && g.Align&(g.Align-1) != 0 {
		v.errorf("global %s: alignment %d is not a power of 2", g.Ident(), g.Align)
	}
}

func isZeroConst(v Value) bool {
	c, ok := v.(*Const)
	return ok && c.IsZeroValue()
}

func (v *verifier) alias(a *Alias) {
	if a.Aliasee == nil {
		v.errorf("alias %s has no aliasee", a.Ident())
		return
	}
	// The alias's type is the aliasee's pointer type; a mismatch of address
	// spaces is not reported because LLVM derives one from the other.
	if t := a.Aliasee.Type(); t == nil || !t.IsPtr() {
		v.errorf("alias %s: aliasee %s must be a pointer", a.Ident(), desc(a.Aliasee))
	}
	switch a.Linkage {
	case LinkageExternWeak, LinkageCommon, LinkageAppending:
		v.errorf("alias %s cannot have %s linkage", a.Ident(), a.Linkage)
	}
	// Aliases may not form a cycle, through constant expressions too
	// ("Aliases cannot form a cycle").
	if aliasCycle(map[*Alias]bool{a: true}, a.Aliasee) {
		v.errorf("alias %s is part of a cycle of aliases", a.Ident())
	}
}

// aliasCycle walks the aliasee c of an alias the way LLVM's verifier does
// (visitAliaseeSubExpr) and reports whether it meets an alias of seen
// again: an alias is recorded, and its aliasee walked; a constant's
// operands are walked, an alias operand by its aliasee; any other global
// value ends the walk (its initialiser is not part of the aliasee).
func aliasCycle(seen map[*Alias]bool, c Value) bool {
	switch x := c.(type) {
	case *Alias:
		if seen[x] {
			return true
		}
		seen[x] = true
		return aliasOperandCycle(seen, x.Aliasee)
	case *Const:
		for _, e := range x.Elems {
			if aliasOperandCycle(seen, e) {
				return true
			}
		}
	}
	return false
}

// aliasOperandCycle is aliasCycle for an operand of the constant or alias
// being walked.
func aliasOperandCycle(seen map[*Alias]bool, op Value) bool {
	if a, ok := op.(*Alias); ok {
		op = a.Aliasee
	}
	return op != nil && aliasCycle(seen, op)
}

func (v *verifier) ifunc(i *IFunc) {
	if i.Resolver == nil {
		v.errorf("ifunc %s has no resolver", i.Ident())
		return
	}
	if !i.Resolver.Type().IsPtr() {
		v.errorf("ifunc %s: resolver %s must be a pointer", i.Ident(), desc(i.Resolver))
	}
	if i.ValueType != nil && i.ValueType.Kind != FunctionType {
		v.errorf("ifunc %s must have a function value type, not %s", i.Ident(), i.ValueType)
	}
	if f, ok := i.Resolver.(*Function); ok && f.IsDeclaration() {
		v.errorf("ifunc %s: resolver %s must be a definition", i.Ident(), f.Ident())
	}
}

// ---------------------------------------------------------------------------
// Attributes.

// ptrOnlyAttrs may only be applied to pointers (or vectors of pointers, for
// align). This is LLVM 19's AttributeFuncs::typeIncompatible, checked against
// opt-19: writeonly, nofree, swiftself and swiftasync are accepted on any type.
var ptrOnlyAttrs = map[string]bool{
	"nonnull": true, "noalias": true, "nocapture": true, "dereferenceable": true, "dereferenceable_or_null": true,
	"align": true, "byval": true, "byref": true, "sret": true, "inalloca": true, "preallocated": true,
	"nest": true, "readnone": true, "readonly": true, "swifterror": true, "initializes": true,
	"dead_on_unwind": true, "dead_on_return": true, "writable": true, "allocptr": true,
}

// intOnlyAttrs may only be applied to integers.
var intOnlyAttrs = map[string]bool{"zeroext": true, "signext": true}

// attrs checks attributes at one position of type t ("return value" or "parameter N").
func (v *verifier) attrs(l AttrList, t *Type, where string) {
	if t == nil {
		return
	}
	for _, a := range l.Attrs {
		if a.IsString {
			continue
		}
		if t.Kind == VoidType {
			v.errorf("attribute '%s' applied to incompatible type void (%s)", a.Key, where)
			continue
		}
		switch {
		case intOnlyAttrs[a.Key] && !t.IsInt():
			v.errorf("attribute '%s' applied to incompatible type %s (%s)", a.Key, t, where)
		case a.Key == "align" && !t.IsPtrOrPtrVector():
			v.errorf("attribute 'align' applied to incompatible type %s (%s)", t, where)
		case a.Key != "align" && ptrOnlyAttrs[a.Key] && !t.IsPtr():
			v.errorf("attribute '%s' applied to incompatible type %s (%s)", a.Key, t, where)
		case a.Key == "range":
			if !t.IsIntOrIntVector() {
				v.errorf("attribute 'range' applied to incompatible type %s (%s)", t, where)
			} else if a.Ty != nil && a.Ty != t.Scalar() {
				v.errorf("range bit width must match type bit width: range(%s ...) on %s (%s)", a.Ty, t, where)
			}
		case a.Key == "align" && a.HasInt && (a.Int == 0 || a.Int&(a.Int-1) != 0):
			v.errorf("attribute 'align %d' is not a power of 2 (%s)", a.Int, where)
		}
	}
}

// ---------------------------------------------------------------------------
// Functions.

func (v *verifier) function(f *Function) {
	v.f, v.b, v.inst = f, nil, nil
	defer func() { v.f, v.b, v.inst = nil, nil, nil }()
	ft := f.FuncTy
	if ft == nil || ft.Kind != FunctionType {
		v.errorf("function has no function type (%s)", tstr(ft))
		return
	}
	if len(f.Params) != len(ft.Fields) {
		v.errorf("function has %d parameters but its type %s has %d", len(f.Params), ft, len(ft.Fields))
		return
	}
	switch ft.Ret.Kind {
	case LabelType, MetadataType, FunctionType:
		v.errorf("function cannot return %s", ft.Ret)
	}
	v.attrs(f.RetAttrs, ft.Ret, "return value")
	returned := 0
	for k, p := range f.Params {
		if p.Ty != ft.Fields[k] {
			v.errorf("parameter %d has type %s but the function type says %s", k, tstr(p.Ty), ft.Fields[k])
		}
		if p.Ty != nil && (p.Ty.Kind == VoidType || p.Ty.Kind == LabelType) {
			v.errorf("parameter %d cannot have type %s", k, p.Ty)
		}
		if p.Parent != f {
			v.errorf("parameter %d does not belong to this function (Parent field)", k)
		}
		v.attrs(p.Attrs, p.Ty, fmt.Sprintf("parameter %d", k))
		if p.Attrs.Has("returned") {
			returned++
			if !returnedCompatible(p.Ty, ft.Ret) {
				v.errorf("incompatible argument and return types for 'returned' attribute: parameter %d is %s, function returns %s", k, p.Ty, ft.Ret)
			}
		}
	}
	if returned > 1 {
		v.errorf("more than one parameter has attribute 'returned'")
	}
	if f.IsDeclaration() {
		switch f.Linkage {
		case LinkageExternal, LinkageExternalExplicit, LinkageExternWeak:
		default:
			v.errorf("function declaration has %s linkage (must be external or extern_weak)", f.Linkage)
		}
		return
	}
	if strings.HasPrefix(f.Name, "llvm.") {
		v.errorf("llvm intrinsics cannot be defined")
	}
	if f.Linkage == LinkageExternWeak || f.Linkage == LinkageCommon || f.Linkage == LinkageAppending {
		v.errorf("function definition cannot have %s linkage", f.Linkage)
	}
	if !v.cfg(f) {
		return
	}
	for _, b := range f.Blocks {
		v.b = b
		v.block(b)
	}
	v.b = nil
}

// returnedCompatible reports whether an argument of type a can be returned as r
// (LLVM's Type::canLosslesslyBitCastTo: equal types, or vectors of one size).
func returnedCompatible(a, r *Type) bool {
	if a == r {
		return true
	}
	return a.IsVector() && r.IsVector() && !a.Scalable && !r.Scalable && primitiveBits(a) != 0 && primitiveBits(a) == primitiveBits(r)
}

// cfg indexes the blocks and computes predecessors and dominators. It
// reports false when the structure is too broken to check further.
func (v *verifier) cfg(f *Function) bool {
	n := len(f.Blocks)
	v.blockIdx = make(map[*Block]int, n)
	v.instPos = map[*Instruction]int{}
	ok := true
	for k, b := range f.Blocks {
		if b == nil {
			v.errorf("block %d is nil", k)
			return false
		}
		if _, dup := v.blockIdx[b]; dup {
			v.errorf("block %s appears twice in the function", b.Ident())
			ok = false
		}
		v.blockIdx[b] = k
		if b.Parent != f {
			v.b = b
			v.errorf("block does not belong to this function (Parent field)")
			v.b = nil
		}
		for p, i := range b.Instrs {
			if i == nil {
				v.b = b
				v.errorf("instruction %d is nil", p)
				v.b = nil
				return false
			}
			if _, dup := v.instPos[i]; dup {
				v.b = b
				v.inst = i
				v.errorf("instruction appears twice in the function")
				v.b, v.inst = nil, nil
				ok = false
			}
			v.instPos[i] = p
		}
	}
	if !ok {
		return false
	}
	v.preds = make([][]*Block, n)
	for _, b := range f.Blocks {
		t := b.Terminator()
		if t == nil {
			continue
		}
		for _, s := range t.Successors() {
			if k, in := v.blockIdx[s]; in {
				v.preds[k] = append(v.preds[k], b)
			}
		}
	}
	v.dominators(f)
	return true
}

// dominators computes immediate dominators of the reachable blocks with the
// Cooper-Harvey-Kennedy iteration over reverse postorder.
func (v *verifier) dominators(f *Function) {
	n := len(f.Blocks)
	v.reach = make([]bool, n)
	v.rpoNum = make([]int, n)
	v.idom = make([]int, n)
	for k := range v.idom {
		v.idom[k], v.rpoNum[k] = -1, -1
	}
	// Iterative DFS for postorder.
	var post []int
	type frame struct{ b, next int }
	succs := func(k int) []*Block { return f.Blocks[k].Successors() }
	stack := []frame{{0, 0}}
	v.reach[0] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		ss := succs(top.b)
		if top.next < len(ss) {
			s := ss[top.next]
			top.next++
			if k, in := v.blockIdx[s]; in && !v.reach[k] {
				v.reach[k] = true
				stack = append(stack, frame{k, 0})
			}
			continue
		}
		post = append(post, top.b)
		stack = stack[:len(stack)-1]
	}
	rpo := make([]int, len(post))
	for k, b := range post {
		rpo[len(post)-1-k] = b
	}
	for k, b := range rpo {
		v.rpoNum[b] = k
	}
	v.idom[0] = 0
	intersect := func(a, b int) int {
		for a != b {
			for v.rpoNum[a] > v.rpoNum[b] {
				a = v.idom[a]
			}
			for v.rpoNum[b] > v.rpoNum[a] {
				b = v.idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, b := range rpo[1:] {
			nd := -1
			for _, p := range v.preds[b] {
				pk := v.blockIdx[p]
				if !v.reach[pk] || v.idom[pk] == -1 {
					continue
				}
				if nd == -1 {
					nd = pk
				} else {
					nd = intersect(pk, nd)
				}
			}
			if nd != -1 && v.idom[b] != nd {
				v.idom[b] = nd
				changed = true
			}
		}
	}
	v.numberDomTree(n)
}

// numberDomTree gives each reachable block the interval [domIn, domOut] of
// a depth-first walk of the dominator tree, so that "a dominates b" is an
// O(1) interval test instead of a walk up the tree.
func (v *verifier) numberDomTree(n int) {
	children := make([][]int, n)
	for b := 1; b < n; b++ {
		if d := v.idom[b]; d >= 0 && d != b {
			children[d] = append(children[d], b)
		}
	}
	v.domIn = make([]int, n)
	v.domOut = make([]int, n)
	clock := 0
	type frame struct{ b, next int }
	stack := []frame{{0, 0}}
	v.domIn[0] = clock
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(children[top.b]) {
			c := children[top.b][top.next]
			top.next++
			clock++
			v.domIn[c] = clock
			stack = append(stack, frame{c, 0})
			continue
		}
		v.domOut[top.b] = clock
		stack = stack[:len(stack)-1]
	}
}

// dominatesBlock reports whether block a dominates block b (both reachable).
func (v *verifier) dominatesBlock(a, b int) bool {
	if a == b {
		return true
	}
	if v.idom[a] == -1 || v.idom[b] == -1 {
		return false
	}
	return v.domIn[a] <= v.domIn[b] && v.domOut[b] <= v.domOut[a]
}

func (v *verifier) block(b *Block) {
	k := v.blockIdx[b]
	if len(b.Instrs) == 0 {
		v.errorf("basic block is empty (every block must end with a terminator)")
		return
	}
	if k == 0 && len(v.preds[0]) > 0 {
		v.errorf("entry block must not have predecessors (it is branched to from %s)", v.preds[0][0].Ident())
	}
	last := len(b.Instrs) - 1
	if !b.Instrs[last].Op.IsTerminator() {
		v.errorf("basic block must end with a terminator (its last instruction is %s)", b.Instrs[last].Op)
	}
	sawNonPhi := false
	for p, i := range b.Instrs {
		v.inst = i
		if i.Parent != b {
			v.errorf("instruction does not belong to this block (Parent field)")
		}
		if i.Op.IsTerminator() && p != last {
			v.errorf("terminator found in the middle of a basic block")
		}
		if i.Op == OpPhi {
			if sawNonPhi {
				v.errorf("phi nodes not grouped at the top of the basic block")
			}
			if k == 0 {
				v.errorf("phi node in the entry block")
			}
		} else {
			sawNonPhi = true
		}
		v.instruction(i)
	}
	v.inst = nil
}

// ---------------------------------------------------------------------------
// Instructions: operands, dominance.

func (v *verifier) instruction(i *Instruction) {
	if i.Op == OpInvalid || i.Op >= NumOpcodes {
		v.errorf("invalid opcode %d", i.Op)
		return
	}
	if i.Ty == nil {
		v.errorf("instruction has no result type")
		return
	}
	info := i.Op.Info()
	if bad := i.Flags &^ info.Flags; bad != 0 {
		v.errorf("flags %s are not allowed on %s", bad.String(), i.Op)
	}
	if i.FMF != 0 {
		if !info.FastMath {
			v.errorf("fast-math flags are not allowed on %s", i.Op)
		} else if (i.Op == OpPhi || i.Op == OpSelect || i.Op == OpCall || i.Op == OpInvoke) && !isFPMathType(i.Ty) {
			v.errorf("fast-math flags may only be used on floating-point %s, not on type %s", i.Op, i.Ty)
		}
	}
	if i.HasResult() && !i.Ty.IsFirstClass() {
		v.errorf("instruction result has invalid type %s", i.Ty)
	}
	if i.Name != "" && !i.HasResult() {
		v.errorf("instruction does not return a value but is named %%%s", i.Name)
	}
	for k, op := range i.Operands {
		if op == nil {
			v.errorf("operand %d is nil", k)
			return
		}
		if op == Value(i) && i.Op != OpPhi {
			// LLVM tolerates self-reference in unreachable code.
			if bk, ok := v.blockIdx[i.Parent]; ok && v.reach[bk] {
				v.errorf("only phi nodes may reference their own value")
			}
			continue
		}
		v.operand(i, k, op)
	}
	v.opcode(i)
	if len(i.Metadata()) > 0 {
		v.mdAttachments(i)
	}
}

// isFPMathType reports whether t may carry fast-math flags on phi/select/call:
// a float, a vector of floats, or arrays of those.
func isFPMathType(t *Type) bool {
	for t.Kind == ArrayType {
		t = t.Elem
	}
	if t.Kind == StructType && !t.Opaque && len(t.Fields) > 0 {
		for _, f := range t.Fields {
			if f != t.Fields[0] {
				return false
			}
		}
		t = t.Fields[0]
	}
	return t.IsFloatOrFloatVector()
}

// operand checks that operand k of i refers to something of this function
// and, for instructions, that its definition dominates the use.
func (v *verifier) operand(i *Instruction, k int, op Value) {
	switch d := op.(type) {
	case *Block:
		if d.Parent != v.f {
			v.errorf("referring to a basic block %s in another function", d.Ident())
		} else if _, in := v.blockIdx[d]; !in {
			v.errorf("referring to basic block %s that is not in the function", d.Ident())
		}
	case *Function:
		if isKnownIntrinsic(d) && (k != 0 || !isCallLike(i.Op)) {
			v.errorf("invalid use of intrinsic %s: intrinsics can only be called directly, not have their address taken", d.Ident())
		}
	case *Const:
		if f := intrinsicIn(d, 0); f != nil {
			v.errorf("invalid use of intrinsic %s in a constant: intrinsics can only be called directly", f.Ident())
		}
	case *Argument:
		if d.Parent != v.f {
			v.errorf("referring to an argument %s of another function", d.Ident())
		}
	case *Instruction:
		if d.Parent == nil || d.Parent.Parent != v.f {
			if d.Parent == nil {
				v.errorf("instruction refers to %s, which is not in a basic block", d.Ident())
			} else {
				v.errorf("referring to an instruction %s in another function", d.Ident())
			}
			return
		}
		if _, in := v.instPos[d]; !in {
			v.errorf("instruction refers to %s, which is not in the function", d.Ident())
			return
		}
		if !d.HasResult() {
			v.errorf("instruction uses %s, which produces no value", d.Ident())
			return
		}
		if !v.dominates(d, i, k) {
			v.errorf("instruction does not dominate all uses: %s is used before it is defined", d.Ident())
		}
	}
}

// dominates reports whether def dominates the k'th operand use in user,
// following LLVM's DominatorTree rules: uses in unreachable blocks are always
// dominated; a phi's use happens at the end of the incoming block; an
// invoke's result is only available in its normal destination.
func (v *verifier) dominates(def, user *Instruction, k int) bool {
	ub := user.Parent
	if user.Op == OpPhi {
		if k >= len(user.Incoming()) || user.Incoming()[k] == nil {
			return true // reported by the phi check
		}
		ub = user.Incoming()[k]
	}
	uk, in := v.blockIdx[ub]
	if !in || !v.reach[uk] {
		return true
	}
	dk := v.blockIdx[def.Parent]
	if !v.reach[dk] {
		return false
	}
	if def.Op == OpInvoke {
		n := len(def.Operands)
		if n < 2 {
			return true
		}
		normal, ok := def.Operands[n-2].(*Block)
		if !ok {
			return true
		}
		return v.edgeDominates(def.Parent, normal, user, ub)
	}
	if dk != uk {
		return v.dominatesBlock(dk, uk)
	}
	if user.Op == OpPhi {
		return true // the use is at the end of the block
	}
	return v.instPos[def] < v.instPos[user]
}

// edgeDominates reports whether the edge from -> to dominates a use in block
// ub (a phi use in "to" coming from "from" counts as on the edge).
func (v *verifier) edgeDominates(from, to *Block, user *Instruction, ub *Block) bool {
	tk, in := v.blockIdx[to]
	if !in {
		return true
	}
	if user.Op == OpPhi && user.Parent == to && ub == from {
		return true
	}
	uk := v.blockIdx[ub]
	if !v.dominatesBlock(tk, uk) {
		return false
	}
	// The edge dominates "to" only if every other way into "to" goes through "to".
	count := 0
	for _, p := range v.preds[tk] {
		if p == from {
			count++
			continue
		}
		pk := v.blockIdx[p]
		if v.reach[pk] && !v.dominatesBlock(tk, pk) {
			return false
		}
	}
	return count == 1
}
