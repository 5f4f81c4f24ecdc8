package ir

import (
	"fmt"
	"strconv"
	"strings"
)

// The lifetime markers llvm.lifetime.start and llvm.lifetime.end took a
// size and a pointer up to LLVM 21 (`call void @llvm.lifetime.start.p0(i64
// 4, ptr %a)`, -1 for the whole object) and take the pointer alone from
// LLVM 22 on (`call void @llvm.lifetime.start.p0(ptr %a)`), which must
// then be an alloca or poison. The verifier and the interpreter accept
// both forms; LifetimeWithSize and LifetimeWithoutSize rewrite a module
// from one form to the other, so that a module one release produced can
// be printed for another.

// LifetimeWithSize rewrites the one-operand lifetime markers of m (LLVM
// 22's) to the two-operand form of earlier releases: each call gets the
// allocation size of the alloca it marks as its first operand (the
// allocated type's size under m's datalayout times a constant element
// count; -1, the whole object, for poison or a dynamic alloca), and each
// declaration the i64 immarg parameter. Markers already in the
// two-operand form are left alone. Unused declarations of a marker name
// that fit neither form (`declare void @llvm.lifetime.start.i64(i64)`,
// which LLVM 22's reader leaves behind when it upgrades old markers) are
// removed: LLVM 19 refuses them and LLVM 14 crashes on them. It fails,
// changing nothing, when a marker declaration is used other than as the
// callee of a call.
func LifetimeWithSize(m *Module) error {
	decls, err := lifetimeDecls(m, 1)
	if err != nil {
		return err
	}
	for _, f := range append([]*Function(nil), m.Funcs...) {
		ft := f.FuncTy
		if isLifetimeName(f.Name) && f.IsDeclaration() && len(f.Uses()) == 0 && ft != nil &&
			(len(ft.Fields) == 0 || !ft.Fields[len(ft.Fields)-1].IsPtr()) {
			if err := m.RemoveFunction(f); err != nil {
				return fmt.Errorf("lifetime markers: %w", err)
			}
		}
	}
	l := parseDataLayout(m.DataLayout)
	for _, f := range decls {
		ptrTy := f.FuncTy.Fields[0]
		fnTy := Func(Void, []*Type{I64, ptrTy}, false)
		for _, u := range append([]*Instruction(nil), f.Uses()...) {
			size := lifetimeSize(l, u.Operands[1])
			u.insertOperand(1, NewInt(I64, size))
			u.FnTy = fnTy
			if u.Call != nil && len(u.Call.ArgAttrs) > 0 {
				u.Call.ArgAttrs = append([]AttrList{{}}, u.Call.ArgAttrs...)
			}
		}
		f.FuncTy = fnTy
		size := &Argument{Ty: I64, Parent: f, Attrs: AttrList{Attrs: []Attr{{Key: "immarg"}}}}
		f.Params = append([]*Argument{size}, f.Params...)
		for k, p := range f.Params {
			p.Index = k
		}
	}
	return nil
}

// LifetimeWithoutSize rewrites the two-operand lifetime markers of m (up
// to LLVM 21) to LLVM 22's one-operand form, as LLVM 22's reader upgrades
// them: the size is dropped; a pointer that is an alloca, or one seen
// through bitcasts, address space casts and all-zero getelementptrs,
// marks that alloca (through the declaration of its address space);
// poison stays; a call on any other pointer is removed. Markers already
// in the one-operand form are left alone. It fails, changing nothing,
// when a marker declaration is used other than as the callee of a call.
func LifetimeWithoutSize(m *Module) error {
	decls, err := lifetimeDecls(m, 2)
	if err != nil {
		return err
	}
	type marker struct {
		call *Instruction
		kind string // "start" or "end"
		ptr  Value  // the alloca or poison; nil: remove the call
	}
	var marks []marker
	for _, f := range decls {
		kind := strings.TrimPrefix(f.Name, "llvm.lifetime.")
		kind = kind[:strings.IndexByte(kind, '.')]
		for _, u := range f.Uses() {
			marks = append(marks, marker{u, kind, lifetimeTarget(u.Operands[2])})
		}
	}
	for _, f := range decls {
		f.FuncTy = Func(Void, f.FuncTy.Fields[1:], false)
		f.Params = f.Params[1:]
		for k, p := range f.Params {
			p.Index = k
		}
	}
	for _, mk := range marks {
		u := mk.call
		if mk.ptr == nil {
			if k := u.Index(); k >= 0 && k+1 < len(u.Parent.Instrs) && u.Extra != nil {
				next := u.Parent.Instrs[k+1].SetExtra()
				next.DebugRecords = append(u.Extra.DebugRecords, next.DebugRecords...)
			}
			u.Remove()
			continue
		}
		decl := lifetimeDecl(m, mk.kind, mk.ptr.Type())
		u.DeleteOperand(1)
		u.SetOperand(0, decl)
		u.SetOperand(1, mk.ptr)
		u.FnTy = decl.FuncTy
		if u.Call != nil && len(u.Call.ArgAttrs) > 0 {
			u.Call.ArgAttrs = u.Call.ArgAttrs[1:]
		}
	}
	return nil
}

// lifetimeDecls returns m's declarations of lifetime markers that have n
// parameters, after checking that each is used only as a callee.
func lifetimeDecls(m *Module, n int) ([]*Function, error) {
	var out []*Function
	for _, f := range m.Funcs {
		if !isLifetimeName(f.Name) {
			continue
		}
		ft := f.FuncTy
		if ft == nil || ft.Variadic || len(ft.Fields) != n || !ft.Fields[n-1].IsPtr() || n == 2 && ft.Fields[0] != I64 {
			continue
		}
		for _, u := range f.Uses() {
			if u.Op != OpCall || len(u.Operands) != n+1 || u.Operands[0] != Value(f) {
				return nil, fmt.Errorf("lifetime markers: %s is used other than as the callee of a call with %d arguments: %s", f.Ident(), n, u)
			}
			for _, a := range u.Operands[1:] {
				if a == Value(f) {
					return nil, fmt.Errorf("lifetime markers: %s is passed as an argument: %s", f.Ident(), u)
				}
			}
		}
		out = append(out, f)
	}
	return out, nil
}

// isLifetimeName reports whether name is that of a lifetime marker
// (with a type suffix).
func isLifetimeName(name string) bool {
	return strings.HasPrefix(name, "llvm.lifetime.start.") || strings.HasPrefix(name, "llvm.lifetime.end.")
}

// lifetimeSize is the size operand of a two-operand marker of p: the
// allocation size of the alloca p, or -1 (the whole object).
func lifetimeSize(l *dataLayout, p Value) int64 {
	a, ok := p.(*Instruction)
	if !ok || a.Op != OpAlloca || a.ElemTy == nil {
		return -1
	}
	n := uint64(1)
	if len(a.Operands) > 0 {
		c, ok := a.Operands[0].(*Const)
		if !ok || c.Kind != ConstInt || c.Big != nil {
			return -1
		}
		n = c.Int
	}
	l.sized = map[*Type]struct{}{}
	size, _, ok := l.sizeAlign(a.ElemTy)
	if !ok || n != 0 && size > (1<<62)/n {
		return -1
	}
	return int64(size * n)
}

// lifetimeTarget is what LLVM 22's upgrade of a two-operand marker on p
// marks: the alloca p is, or is a cast or all-zero getelementptr of;
// poison; or nil (the marker is dropped).
func lifetimeTarget(p Value) Value {
	for range 64 {
		switch x := p.(type) {
		case *Const:
			if x.Kind == ConstPoison {
				return x
			}
			if x.Kind == ConstExpr && len(x.Elems) > 0 && (x.Op == OpBitCast || x.Op == OpAddrSpaceCast || x.Op == OpGetElementPtr && zeroIndices(x.Elems[1:])) {
				p = x.Elems[0]
				continue
			}
			return nil
		case *Instruction:
			switch {
			case x.Op == OpAlloca:
				return x
			case (x.Op == OpBitCast || x.Op == OpAddrSpaceCast) && len(x.Operands) == 1,
				x.Op == OpGetElementPtr && len(x.Operands) > 0 && zeroIndices(x.Operands[1:]):
				p = x.Operands[0]
				continue
			}
			return nil
		default:
			return nil
		}
	}
	return nil
}

// zeroIndices reports whether every index is a zero constant.
func zeroIndices(idx []Value) bool {
	for _, v := range idx {
		c, ok := v.(*Const)
		if !ok || !(c.Kind == ConstZero || c.Kind == ConstInt && c.Int == 0 && c.Big == nil) {
			return false
		}
	}
	return true
}

// lifetimeDecl returns m's one-operand declaration of the marker kind
// ("start", "end") for pointers of type pt, adding it when m has none.
func lifetimeDecl(m *Module, kind string, pt *Type) *Function {
	name := "llvm.lifetime." + kind + ".p" + strconv.FormatUint(uint64(pt.AddrSpace), 10)
	if f := m.Func(name); f != nil {
		return f
	}
	f := NewFunction(name, Func(Void, []*Type{pt}, false))
	f.Params[0].Attrs = AttrList{Attrs: []Attr{{Key: "nocapture"}}}
	return m.AddFunction(f)
}

// insertOperand inserts v as operand k of i, shifting the later ones up,
// keeping use lists right.
func (i *Instruction) insertOperand(k int, v Value) {
	i.Operands = append(i.Operands, nil)
	copy(i.Operands[k+1:], i.Operands[k:])
	i.Operands[k] = v
	if u, ok := v.(User); ok {
		u.addUse(i)
	}
}
