package semantics

import (
	"github.com/irfuzz/irfuzz/ir"
)

// constVal evaluates a constant operand (a *ir.Const or a global value) to
// a value. Undef parts have all their bits in Undef (the abstract reading);
// the concrete mode chooses them where they are used.
func (p *Program) constVal(v ir.Value) (Val, error) {
	switch c := v.(type) {
	case *ir.Global:
		return p.gAddr[c], nil
	case *ir.Function:
		return p.fnAddr[c], nil
	case *ir.Alias:
		if a, ok := p.aliases[c]; ok {
			return a, nil
		}
		// Only before layoutObjects has given every alias its value (it
		// runs alone; the lowering, in parallel, finds them all in
		// p.aliases). A cycle of aliases, which the verifier rejects
		// (exec does not verify), would recurse until the stack
		// overflowed.
		if p.resolving[c] {
			return Val{}, unsupported("alias @%s is part of a cycle of aliases", c.Name)
		}
		if p.resolving == nil {
			p.resolving = map[*ir.Alias]bool{}
		}
		p.resolving[c] = true
		defer delete(p.resolving, c)
		return p.constVal(c.Aliasee)
	case *ir.IFunc:
		return Val{}, unsupported("ifunc @%s", c.Name)
	case *ir.Const:
		return p.constOf(c)
	}
	return Val{}, unsupported("operand %T", v)
}

// constOf evaluates a constant. Scalars, the bulk, are made here without
// allocating; the others by constOfShaped.
func (p *Program) constOf(c *ir.Const) (Val, error) {
	t := c.Ty
	if !isScalar(t) {
		return p.constOfShaped(c)
	}
	switch c.Kind {
	case ir.ConstInt:
		if t.Kind == ir.IntegerType {
			return Val{Bits: c.Int & widthMask(t.Bits)}, nil
		}
	case ir.ConstFloat:
		switch t.Kind {
		case ir.HalfType, ir.BFloatType, ir.FloatType, ir.DoubleType:
			return Val{Bits: c.FloatLo}, nil
		}
	case ir.ConstNull, ir.ConstZero, ir.ConstNone:
		return Val{}, nil
	case ir.ConstUndef:
		return Val{Undef: scalarMask(t)}, nil
	case ir.ConstPoison:
		return Val{Poison: true}, nil
	}
	return p.constOfShaped(c)
}

// isScalar reports whether values of type t have no Ext (see shape).
func isScalar(t *ir.Type) bool {
	switch t.Kind {
	case ir.IntegerType:
		return t.Bits <= 64
	case ir.X86FP80Type, ir.FP128Type:
		return false
	case ir.VectorType, ir.ArrayType, ir.StructType:
		return false
	}
	return true
}

// constOfShaped evaluates a constant into a value shaped for its type.
func (p *Program) constOfShaped(c *ir.Const) (Val, error) {
	t := c.Ty
	if c.Kind == ir.ConstArray || c.Kind == ir.ConstVector || c.Kind == ir.ConstStruct {
		if (t.Kind == ir.VectorType || t.Kind == ir.ArrayType || t.Kind == ir.StructType) && len(c.Elems) == laneCount(t) {
			return p.constAggregate(c)
		}
	}
	r := newVal(t)
	switch c.Kind {
	case ir.ConstInt:
		if t.Bits > 64 {
			b := c.BigInt()
			words := b.Bits()
			for i := range r.X.Words {
				r.X.Words[i] = 0
				if i < len(words) {
					r.X.Words[i] = uint64(words[i])
				}
				r.X.UndefWords[i] = 0
			}
			return r, nil
		}
		r.Bits = c.Int & widthMask(t.Bits)
		return r, nil
	case ir.ConstFloat:
		switch t.Kind {
		case ir.HalfType, ir.BFloatType, ir.FloatType, ir.DoubleType:
			r.Bits = c.FloatLo
			return r, nil
		case ir.X86FP80Type, ir.FP128Type:
			wideSet(&r, wideFormatOf(t.Kind), wideEnc{lo: c.FloatLo, hi: c.FloatHi}, wideEnc{}, false)
			return r, nil
		}
		return Val{}, unsupported("%s constants", t)
	case ir.ConstNull, ir.ConstZero:
		zeroFill(&r, t)
		return r, nil
	case ir.ConstUndef:
		fillUndef(&r, t)
		return r, nil
	case ir.ConstPoison:
		fillPoison(&r, t)
		return r, nil
	case ir.ConstNone:
		return r, nil
	case ir.ConstArray, ir.ConstVector, ir.ConstStruct:
		if len(c.Elems) != len(r.X.Lanes) {
			return Val{}, unsupported("constant %s with %d elements", t, len(c.Elems))
		}
		for i, e := range c.Elems {
			ev, err := p.constVal(e)
			if err != nil {
				return Val{}, err
			}
			r.X.Lanes[i].CopyFrom(&ev)
		}
		return r, nil
	case ir.ConstString:
		for i := range r.X.Lanes {
			r.X.Lanes[i] = Val{}
			if i < len(c.Str) {
				r.X.Lanes[i].Bits = uint64(c.Str[i])
			}
		}
		return r, nil
	case ir.ConstSplat:
		ev, err := p.constVal(c.Elems[0])
		if err != nil {
			return Val{}, err
		}
		for i := range r.X.Lanes {
			r.X.Lanes[i].CopyFrom(&ev)
		}
		return r, nil
	case ir.ConstExpr:
		ops := make([]Val, len(c.Elems))
		for i, e := range c.Elems {
			ev, err := p.constVal(e)
			if err != nil {
				return Val{}, err
			}
			ops[i] = ev
		}
		e := evaluator{p: p}
		ub, err := e.constExpr(c, ops, &r)
		if err != nil {
			return Val{}, err
		}
		if ub != UBNone {
			// A constant expression with undefined behaviour cannot be
			// written in LLVM 19 (division expressions are gone); treat the
			// rest as poison.
			fillPoison(&r, t)
		}
		return r, nil
	case ir.ConstBlockAddress:
		f, _ := c.Elems[0].(*ir.Function)
		if f == nil || c.Block == nil {
			return Val{}, unsupported("blockaddress")
		}
		base := p.fnAddr[f]
		for i, b := range f.Blocks {
			if b == c.Block {
				return Val{Bits: base.Bits + 1 + uint64(i), Prov: base.Prov}, nil
			}
		}
		return Val{}, unsupported("blockaddress of a block not in @%s", f.Name)
	case ir.ConstDSOLocalEquivalent, ir.ConstNoCFI:
		return p.constVal(c.Elems[0])
	}
	return Val{}, unsupported("constant kind %d", c.Kind)
}

// constAggregate evaluates an array, vector or struct constant whose
// elements match its type in number: each element's value becomes its
// lane, rather than being copied into a lane shaped beforehand (which made
// every initialiser twice).
func (p *Program) constAggregate(c *ir.Const) (Val, error) {
	t := c.Ty
	var lanes []Val
	if len(c.Elems) > 0 {
		lanes = make([]Val, len(c.Elems))
	}
	for i, e := range c.Elems {
		ev, err := p.constVal(e)
		if err != nil {
			return Val{}, err
		}
		lt := laneType(t, i)
		if ev.X == nil || e.Type() == lt && ownedConst(e) {
			lanes[i] = ev
		} else {
			shape(&lanes[i], lt)
			lanes[i].CopyFrom(&ev)
		}
	}
	return Val{X: &Ext{Lanes: lanes}}, nil
}

// ownedConst reports whether the value constVal gives for v is v's own
// (not one the program keeps) and shaped for v's type as newVal shapes it,
// so that it may become a lane as it is: what a copy into a lane shaped
// for that type would be.
func ownedConst(v ir.Value) bool {
	c, ok := v.(*ir.Const)
	if !ok {
		return false
	}
	switch c.Kind {
	case ir.ConstInt, ir.ConstFloat, ir.ConstNull, ir.ConstZero, ir.ConstUndef, ir.ConstPoison,
		ir.ConstArray, ir.ConstVector, ir.ConstStruct, ir.ConstString, ir.ConstSplat:
		return true
	}
	return false
}

// zeroFill makes every scalar part of v (shaped for t) zero.
func zeroFill(v *Val, t *ir.Type) {
	if v.X != nil && len(v.X.Lanes) > 0 {
		for i := range v.X.Lanes {
			zeroFill(&v.X.Lanes[i], laneType(t, i))
		}
		return
	}
	v.Bits, v.Undef, v.Prov, v.Poison, v.Nondet = 0, 0, 0, false, false
	if v.X != nil {
		clear(v.X.Words)
		clear(v.X.UndefWords)
	}
}

// constExpr evaluates a constant expression on evaluated operands.
func (e *evaluator) constExpr(c *ir.Const, ops []Val, r *Val) (UBKind, error) {
	ptrs := make([]*Val, len(ops))
	for i := range ops {
		ptrs[i] = &ops[i]
	}
	d := opDesc{op: c.Op, fl: c.Flags, pred: c.Pred, ty: c.Ty, elemTy: c.SrcElemTy}
	if len(c.Elems) > 0 {
		d.opTy = c.Elems[0].Type()
	}
	if c.Op == ir.OpGetElementPtr {
		d.idxTys = make([]*ir.Type, len(c.Elems)-1)
		for i, x := range c.Elems[1:] {
			d.idxTys[i] = x.Type()
		}
	}
	return e.compute(&d, ptrs, r)
}
