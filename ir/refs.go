package ir

// References among top-level entities. Use lists cover instruction
// operands only; a function or global named inside a constant (a
// getelementptr expression, an aggregate initialiser) is found by walking
// the constant. Refs and Closure follow the global values that operands,
// constants, initialisers, aliasees and resolvers name; References follows
// everything that printed text names, metadata, attribute groups, types
// and comdats included.

// Refs calls visit once for each global value (*Global, *Function, *Alias,
// *IFunc) that f's instructions name, directly or inside constants.
func (f *Function) Refs(visit func(Value)) {
	seen := map[Value]bool{}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			for _, op := range in.Operands {
				valueRefs(op, seen, visit)
			}
		}
	}
}

// Refs calls visit once for each global value that g's initialiser names.
func (g *Global) Refs(visit func(Value)) {
	if g.Init != nil {
		valueRefs(g.Init, map[Value]bool{}, visit)
	}
}

// valueRefs visits the global values v names, skipping those in seen.
func valueRefs(v Value, seen map[Value]bool, visit func(Value)) {
	switch x := v.(type) {
	case *Global, *Function, *Alias, *IFunc:
		if !seen[v] {
			seen[v] = true
			visit(v)
		}
	case *Const:
		for _, e := range x.Elems {
			valueRefs(e, seen, visit)
		}
	}
}

// Closure returns the global values reachable from roots through the
// references of function bodies, global initialisers, aliasees and ifunc
// resolvers, roots included.
func Closure(roots ...Value) map[Value]bool {
	reached := map[Value]bool{}
	work := append([]Value(nil), roots...)
	add := func(v Value) {
		if !reached[v] {
			work = append(work, v)
		}
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		if reached[v] {
			continue
		}
		reached[v] = true
		switch x := v.(type) {
		case *Function:
			x.Refs(add)
		case *Global:
			x.Refs(add)
		case *Alias:
			valueRefs(x.Aliasee, map[Value]bool{}, add)
		case *IFunc:
			valueRefs(x.Resolver, map[Value]bool{}, add)
		}
	}
	return reached
}

// RefSet is what some roots need from their module to be printed without
// the rest of it as a valid module: the top-level entities the printed text
// of the roots names, and those that the printed text of these names in
// turn, roots included. Every entity is taken as it is: a reached
// function's body and a reached variable's initialiser are walked, as they
// would be printed. Named metadata (!llvm.dbg.cu, !llvm.module.flags) is
// named by nothing and so never reached; a module that keeps debug
// information needs it added.
type RefSet struct {
	// Values are the global values: *Global, *Function, *Alias, *IFunc.
	Values map[Value]bool
	// Comdats are the comdats of the reached variables and functions.
	Comdats map[*Comdat]bool
	// Types are the identified struct types (%T) the printed text names,
	// and those their bodies name.
	Types map[*Type]bool
	// MDNodes are the numbered metadata nodes (!N, ID >= 0) named by
	// attachments, debug records, metadata operands and other nodes.
	MDNodes map[*MDNode]bool
	// AttrGroups are the IDs of the attribute groups (#N) named by
	// functions, parameters, call sites and variables.
	AttrGroups map[int]bool
}

// References returns the RefSet of roots. Roots are normally global
// values; other values (an instruction, a constant, an argument,
// metadata-as-value) add what they name.
func References(roots ...Value) *RefSet {
	w := &refWalker{
		s: &RefSet{
			Values:     map[Value]bool{},
			Comdats:    map[*Comdat]bool{},
			Types:      map[*Type]bool{},
			MDNodes:    map[*MDNode]bool{},
			AttrGroups: map[int]bool{},
		},
		seenTypes: map[*Type]bool{},
		seenMD:    map[*MDNode]bool{},
		groups:    map[*Module]map[int]*AttrGroup{},
	}
	for _, r := range roots {
		w.root(r)
	}
	for len(w.work) > 0 {
		v := w.work[len(w.work)-1]
		w.work = w.work[:len(w.work)-1]
		w.global(v)
	}
	return w.s
}

// refWalker computes a RefSet. Global values wait in work, so that a long
// chain of them does not nest calls.
type refWalker struct {
	s         *RefSet
	work      []Value
	seenTypes map[*Type]bool   // types already walked, literal ones included
	seenMD    map[*MDNode]bool // nodes already walked, inline ones included
	groups    map[*Module]map[int]*AttrGroup
	m         *Module // the module of the global value being walked
}

// root records what a root names: a local one is walked as it is printed.
func (w *refWalker) root(v Value) {
	switch x := v.(type) {
	case *Instruction:
		if x == nil {
			return
		}
		if f := localOwner(x); f != nil {
			w.m = f.Parent
		}
		w.instr(x)
	case *Argument:
		if x == nil {
			return
		}
		if x.Parent != nil {
			w.m = x.Parent.Parent
		}
		w.typ(x.Ty)
		w.attrs(x.Attrs)
	default:
		w.value(v)
	}
}

// value records what an operand names (a local one names nothing: its
// type is recorded by the caller).
func (w *refWalker) value(v Value) {
	switch x := v.(type) {
	case nil:
	case *Global, *Function, *Alias, *IFunc:
		if isNilGlobal(v) {
			return
		}
		if !w.s.Values[v] {
			w.s.Values[v] = true
			w.work = append(w.work, v)
		}
	case *Const:
		w.constant(x)
	case *MetadataValue:
		w.md(x.MD)
	case *InlineAsm:
		if x != nil {
			w.typ(x.Ty)
		}
	}
}

// isNilGlobal reports whether v is a nil *Global, *Function, *Alias or *IFunc.
func isNilGlobal(v Value) bool {
	switch x := v.(type) {
	case *Global:
		return x == nil
	case *Function:
		return x == nil
	case *Alias:
		return x == nil
	case *IFunc:
		return x == nil
	}
	return false
}

func (w *refWalker) constant(c *Const) {
	if c == nil {
		return
	}
	w.typ(c.Ty)
	w.typ(c.SrcElemTy)
	for _, e := range c.Elems {
		w.value(e)
	}
}

// global walks a reached global value as it is printed.
func (w *refWalker) global(v Value) {
	switch x := v.(type) {
	case *Global:
		w.header(&x.GlobalHeader)
		w.typ(x.ValueType)
		w.value(x.Init)
		w.comdat(x.Comdat)
		w.attrs(x.Attrs)
	case *Function:
		w.function(x)
	case *Alias:
		w.header(&x.GlobalHeader)
		w.typ(x.ValueType)
		w.value(x.Aliasee)
	case *IFunc:
		w.header(&x.GlobalHeader)
		w.typ(x.ValueType)
		w.value(x.Resolver)
	}
}

func (w *refWalker) header(h *GlobalHeader) {
	w.m = h.Parent
	w.attachments(h.Metadata)
}

func (w *refWalker) comdat(c *Comdat) {
	if c != nil {
		w.s.Comdats[c] = true
	}
}

func (w *refWalker) function(f *Function) {
	w.header(&f.GlobalHeader)
	w.typ(f.FuncTy)
	w.attrs(f.RetAttrs)
	w.attrs(f.FnAttrs)
	for _, a := range f.Params {
		w.typ(a.Ty)
		w.attrs(a.Attrs)
	}
	w.comdat(f.Comdat)
	w.value(f.Prefix)
	w.value(f.Prologue)
	w.value(f.Personality)
	for _, b := range f.Blocks {
		if b == nil {
			continue
		}
		for _, i := range b.Instrs {
			if i != nil {
				w.instr(i)
			}
		}
	}
}

func (w *refWalker) instr(i *Instruction) {
	w.typ(i.Ty)
	w.typ(i.ElemTy)
	w.typ(i.FnTy)
	for _, op := range i.Operands {
		w.typ(typeOf(op))
		w.value(op)
	}
	if c := i.Call; c != nil {
		w.attrs(c.FnAttrs)
		w.attrs(c.RetAttrs)
		for _, l := range c.ArgAttrs {
			w.attrs(l)
		}
		for _, b := range c.Bundles {
			for _, v := range b.Inputs {
				w.typ(typeOf(v))
				w.value(v)
			}
		}
	}
	w.attachments(i.Metadata())
	for _, r := range i.DebugRecords() {
		for _, a := range r.Args {
			w.md(a)
		}
	}
}

func (w *refWalker) attachments(atts []MDAttachment) {
	for _, a := range atts {
		w.md(a.Node)
	}
}

// md records the numbered nodes m is or names, and what its values name.
func (w *refWalker) md(m MD) {
	switch x := m.(type) {
	case *MDNode:
		if x == nil || w.seenMD[x] {
			return
		}
		w.seenMD[x] = true
		if x.ID >= 0 {
			w.s.MDNodes[x] = true
		}
		for _, e := range x.Elems {
			w.md(e)
		}
		for _, f := range x.Fields {
			w.md(f.Value)
		}
	case *MDValue:
		if x != nil {
			w.typ(typeOf(x.V))
			w.value(x.V)
		}
	}
}

// attrs records l's attribute groups, and the types its attributes and
// those of its groups name (byval(%T), sret(%T), ...).
func (w *refWalker) attrs(l AttrList) {
	for k := range l.Attrs {
		w.typ(l.Attrs[k].Ty)
	}
	for _, id := range l.Groups {
		if w.s.AttrGroups[id] {
			continue
		}
		w.s.AttrGroups[id] = true
		if g := w.group(id); g != nil {
			for k := range g.Attrs {
				w.typ(g.Attrs[k].Ty)
			}
		}
	}
}

// group returns attribute group id of the module being walked, or nil.
func (w *refWalker) group(id int) *AttrGroup {
	if w.m == nil {
		return nil
	}
	byID, ok := w.groups[w.m]
	if !ok {
		byID = make(map[int]*AttrGroup, len(w.m.AttrGroups))
		for _, g := range w.m.AttrGroups {
			byID[g.ID] = g
		}
		w.groups[w.m] = byID
	}
	return byID[id]
}

// typ records the identified struct types t is or contains.
func (w *refWalker) typ(t *Type) {
	if t == nil || w.seenTypes[t] {
		return
	}
	w.seenTypes[t] = true
	if t.Kind == StructType && t.Name != "" {
		w.s.Types[t] = true
	}
	w.typ(t.Elem)
	w.typ(t.Ret)
	for _, f := range t.Fields {
		w.typ(f)
	}
}
