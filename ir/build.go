package ir

// Builder helpers: small constructors for code that makes IR through the API
// (the generator, mutators, tests) rather than by parsing text. They keep the
// parent links and use lists right, which a hand-filled struct easily gets
// wrong.

// NewInstr returns a detached instruction op of result type ty (Void for
// none) with the given operands, recorded in their use lists.
func NewInstr(op Opcode, ty *Type, operands ...Value) *Instruction {
	i := &Instruction{Op: op, Ty: ty}
	i.SetOperands(operands...)
	return i
}

// Append adds i at the end of b and makes b its parent. It returns i, so
// that building and appending can be one expression.
func (b *Block) Append(i *Instruction) *Instruction {
	i.Parent = b
	b.Instrs = append(b.Instrs, i)
	return i
}

// AddIncoming adds the pair (v from pred) to a phi, keeping use lists right.
func (i *Instruction) AddIncoming(v Value, pred *Block) {
	i.Operands = append(i.Operands, v)
	if u, ok := v.(User); ok {
		u.addUse(i)
	}
	i.SetIncoming(append(i.Incoming(), pred))
}

// NewFunction returns a function definition or declaration named name (without
// '@') of function type fnTy, with one unnamed argument per parameter. It
// has no blocks (it is a declaration) until AddBlock is called.
func NewFunction(name string, fnTy *Type) *Function {
	f := &Function{FuncTy: fnTy}
	f.Name = name
	for k, t := range fnTy.Fields {
		f.Params = append(f.Params, &Argument{Ty: t, Parent: f, Index: k})
	}
	return f
}

// AddBlock appends a new, empty basic block named name (empty: numbered)
// to f and returns it.
func (f *Function) AddBlock(name string) *Block {
	b := &Block{Name: name, Parent: f}
	f.Blocks = append(f.Blocks, b)
	return b
}

// AddFunction appends f to the module and makes m its parent.
func (m *Module) AddFunction(f *Function) *Function {
	f.Parent = m
	m.Funcs = append(m.Funcs, f)
	return f
}

// AddGlobal appends the global variable g to the module and makes m its parent.
func (m *Module) AddGlobal(g *Global) *Global {
	g.Parent = m
	m.Globals = append(m.Globals, g)
	return g
}

// NewGlobal returns a global variable named name (without '@') holding a
// value of type ty with initialiser init (nil for a declaration).
func NewGlobal(name string, ty *Type, init Value) *Global {
	g := &Global{ValueType: ty, Init: init}
	g.Name = name
	return g
}
