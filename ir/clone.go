package ir

import "fmt"

// Clone returns a deep copy of the module: every global value, function,
// argument, block and instruction is new, and every reference between them
// (operands, constants naming globals, blockaddress, metadata values, use
// lists) points into the copy. Types and constants that refer to no global
// value are immutable and shared; identified struct types are shared too.
// Editing the copy never changes the original.
func (m *Module) Clone() *Module {
	c := &cloner{
		vals:   map[Value]Value{},
		consts: map[*Const]*Const{},
		mds:    map[*MDNode]*MDNode{},
	}
	return c.module(m)
}

type cloner struct {
	vals   map[Value]Value // global values, arguments, blocks, instructions
	consts map[*Const]*Const
	mds    map[*MDNode]*MDNode
	m      *Module
}

func (c *cloner) module(m *Module) *Module {
	n := &Module{
		Filename: m.Filename, SourceFilename: m.SourceFilename, HasSourceFilename: m.HasSourceFilename,
		DataLayout: m.DataLayout, Triple: m.Triple,
		Asm: clip(m.Asm), Types: clip(m.Types),
		Summary: clip(m.Summary), UseListOrders: clip(m.UseListOrders),
	}
	c.m = n
	comdats := map[*Comdat]*Comdat{}
	for _, cd := range m.Comdats {
		nc := *cd
		comdats[cd] = &nc
		n.Comdats = append(n.Comdats, &nc)
	}
	// Create every global value first: initialisers refer to later ones.
	for _, g := range m.Globals {
		ng := &Global{}
		c.vals[g] = ng
		n.Globals = append(n.Globals, ng)
	}
	for _, f := range m.Funcs {
		nf := &Function{}
		c.vals[f] = nf
		n.Funcs = append(n.Funcs, nf)
	}
	for _, a := range m.Aliases {
		na := &Alias{}
		c.vals[a] = na
		n.Aliases = append(n.Aliases, na)
	}
	for _, i := range m.IFuncs {
		ni := &IFunc{}
		c.vals[i] = ni
		n.IFuncs = append(n.IFuncs, ni)
	}
	// Blocks and arguments of every function exist before any initialiser
	// or body is copied: blockaddress constants, in either, may name any
	// function's blocks.
	for k, f := range m.Funcs {
		c.functionShell(f, n.Funcs[k])
	}
	for k, g := range m.Globals {
		ng := n.Globals[k]
		ng.GlobalHeader = c.header(g.GlobalHeader)
		ng.IsConstant, ng.ExternallyInitialized, ng.ValueType = g.IsConstant, g.ExternallyInitialized, g.ValueType
		ng.Init = c.value(g.Init)
		ng.Section, ng.HasSection, ng.Align, ng.CodeModel = g.Section, g.HasSection, g.Align, g.CodeModel
		ng.Comdat = comdats[g.Comdat]
		ng.Sanitizer = clip(g.Sanitizer)
		ng.Attrs = cloneAttrs(g.Attrs)
	}
	for k, a := range m.Aliases {
		na := n.Aliases[k]
		na.GlobalHeader = c.header(a.GlobalHeader)
		na.ValueType, na.Aliasee = a.ValueType, c.value(a.Aliasee)
	}
	for k, i := range m.IFuncs {
		ni := n.IFuncs[k]
		ni.GlobalHeader = c.header(i.GlobalHeader)
		ni.ValueType, ni.Resolver = i.ValueType, c.value(i.Resolver)
	}
	for k, f := range m.Funcs {
		nf := n.Funcs[k]
		nf.Comdat = comdats[f.Comdat]
		c.functionBody(f, nf)
	}
	for _, g := range m.AttrGroups {
		n.AttrGroups = append(n.AttrGroups, &AttrGroup{ID: g.ID, Attrs: clip(g.Attrs)})
	}
	for _, nm := range m.NamedMD {
		nn := &NamedMD{Name: nm.Name, Nodes: make([]MD, len(nm.Nodes))}
		for k, x := range nm.Nodes {
			nn.Nodes[k] = c.md(x)
		}
		n.NamedMD = append(n.NamedMD, nn)
	}
	for _, node := range m.MDNodes {
		n.MDNodes = append(n.MDNodes, c.md(node).(*MDNode))
	}
	return n
}

// clip copies a slice (nil stays nil).
func clip[T any](s []T) []T {
	if s == nil {
		return nil
	}
	return append(make([]T, 0, len(s)), s...)
}

func cloneAttrs(l AttrList) AttrList {
	return AttrList{Attrs: clip(l.Attrs), Groups: clip(l.Groups)}
}

func (c *cloner) header(h GlobalHeader) GlobalHeader {
	h.Parent = c.m
	h.Metadata = c.attachments(h.Metadata)
	return h
}

func (c *cloner) attachments(atts []MDAttachment) []MDAttachment {
	if atts == nil {
		return nil
	}
	out := make([]MDAttachment, len(atts))
	for k, a := range atts {
		out[k] = MDAttachment{Kind: a.Kind, Node: c.md(a.Node)}
	}
	return out
}

func (c *cloner) functionShell(f, nf *Function) {
	nf.GlobalHeader = c.header(f.GlobalHeader)
	nf.CallConv, nf.RetAttrs, nf.FuncTy = f.CallConv, cloneAttrs(f.RetAttrs), f.FuncTy
	nf.FnAttrs = cloneAttrs(f.FnAttrs)
	nf.Section, nf.HasSection, nf.Align, nf.GC, nf.HasGC = f.Section, f.HasSection, f.Align, f.GC, f.HasGC
	nf.UseListOrders = clip(f.UseListOrders)
	for _, a := range f.Params {
		na := &Argument{Name: a.Name, Ty: a.Ty, Attrs: cloneAttrs(a.Attrs), Parent: nf, Index: a.Index}
		c.vals[a] = na
		nf.Params = append(nf.Params, na)
	}
	for _, b := range f.Blocks {
		nb := &Block{Name: b.Name, Parent: nf, Instrs: make([]*Instruction, len(b.Instrs))}
		c.vals[b] = nb
		for k, i := range b.Instrs {
			ni := &Instruction{}
			nb.Instrs[k] = ni
			c.vals[i] = ni
		}
		nf.Blocks = append(nf.Blocks, nb)
	}
}

func (c *cloner) functionBody(f, nf *Function) {
	nf.Prefix, nf.Prologue, nf.Personality = c.value(f.Prefix), c.value(f.Prologue), c.value(f.Personality)
	for bk, b := range f.Blocks {
		nb := nf.Blocks[bk]
		for k, i := range b.Instrs {
			c.instruction(i, nb.Instrs[k], nb)
		}
	}
}

func (c *cloner) instruction(i, ni *Instruction, parent *Block) {
	uses := ni.uses // uses by instructions already copied (forward references)
	*ni = *i
	ni.useList = useList{uses: uses}
	ni.Parent = parent
	ni.Operands = make([]Value, len(i.Operands))
	for k, op := range i.Operands {
		ni.Operands[k] = c.value(op)
	}
	if i.Call != nil {
		nc := *i.Call
		nc.FnAttrs, nc.RetAttrs = cloneAttrs(nc.FnAttrs), cloneAttrs(nc.RetAttrs)
		if nc.ArgAttrs != nil {
			nc.ArgAttrs = make([]AttrList, len(i.Call.ArgAttrs))
			for k, l := range i.Call.ArgAttrs {
				nc.ArgAttrs[k] = cloneAttrs(l)
			}
		}
		if nc.Bundles != nil {
			nc.Bundles = make([]Bundle, len(i.Call.Bundles))
			for k, b := range i.Call.Bundles {
				nb := Bundle{Tag: b.Tag, Inputs: make([]Value, len(b.Inputs))}
				for j, v := range b.Inputs {
					nb.Inputs[j] = c.value(v)
				}
				nc.Bundles[k] = nb
			}
		}
		ni.Call = &nc
	}
	if i.Extra != nil {
		ne := *i.Extra
		if ne.Incoming != nil {
			ne.Incoming = make([]*Block, len(i.Extra.Incoming))
			for k, b := range i.Extra.Incoming {
				ne.Incoming[k] = c.block(b)
			}
		}
		ne.Indices = clip(ne.Indices)
		ne.Metadata = c.attachments(ne.Metadata)
		ne.Mask, ne.ClauseKinds = clip(ne.Mask), clip(ne.ClauseKinds)
		if ne.DebugRecords != nil {
			ne.DebugRecords = make([]*DebugRecord, len(i.Extra.DebugRecords))
			for k, r := range i.Extra.DebugRecords {
				nr := &DebugRecord{Kind: r.Kind, Args: make([]MD, len(r.Args))}
				for j, a := range r.Args {
					nr.Args[j] = c.md(a)
				}
				ne.DebugRecords[k] = nr
			}
		}
		ni.Extra = &ne
	}
	ni.addUses()
}

func (c *cloner) block(b *Block) *Block {
	if b == nil {
		return nil
	}
	if nb, ok := c.vals[b].(*Block); ok {
		return nb
	}
	return b // not part of the module (a dangling reference): keep it
}

// value maps a value of the original module to its copy.
func (c *cloner) value(v Value) Value {
	switch x := v.(type) {
	case nil:
		return nil
	case *Const:
		return c.constant(x)
	case *MetadataValue:
		return &MetadataValue{MD: c.md(x.MD)}
	case *InlineAsm:
		return x // immutable
	}
	if nv, ok := c.vals[v]; ok {
		return nv
	}
	return v // a value from outside the module: keep the reference
}

// constant copies a constant that refers to global values or blocks, and
// shares one that does not.
func (c *cloner) constant(k *Const) *Const {
	if nk, ok := c.consts[k]; ok {
		return nk
	}
	out := k
	if k.Block != nil || len(k.Elems) > 0 {
		var elems []Value
		for j, e := range k.Elems {
			ne := c.value(e)
			if ne != e && elems == nil {
				elems = make([]Value, len(k.Elems))
				copy(elems, k.Elems[:j])
			}
			if elems != nil {
				elems[j] = ne
			}
		}
		nb := c.block(k.Block)
		if elems != nil || nb != k.Block {
			cp := *k
			if elems != nil {
				cp.Elems = elems
			}
			cp.Block = nb
			out = &cp
		}
	}
	c.consts[k] = out
	return out
}

// md copies metadata: nodes (numbered ones keep their numbers) and values.
func (c *cloner) md(m MD) MD {
	switch x := m.(type) {
	case nil:
		return nil
	case *MDNode:
		if n, ok := c.mds[x]; ok {
			return n
		}
		n := &MDNode{ID: x.ID, Distinct: x.Distinct, Kind: x.Kind}
		c.mds[x] = n // before the operands: nodes may be cyclic
		if x.Elems != nil {
			n.Elems = make([]MD, len(x.Elems))
			for k, e := range x.Elems {
				n.Elems[k] = c.md(e)
			}
		}
		if x.Fields != nil {
			n.Fields = make([]MDField, len(x.Fields))
			for k, f := range x.Fields {
				n.Fields[k] = MDField{Name: f.Name, Value: c.md(f.Value)}
			}
		}
		return n
	case *MDValue:
		return &MDValue{V: c.value(x.V)}
	}
	return m // MDString, MDRaw, MDNull: immutable
}

// CloneFunction adds to f's module a copy of the function definition f
// named name and returns it. The copy's arguments, blocks and instructions
// are new; it refers to the same globals, functions (f itself too, in a
// recursive call) and numbered metadata as f. It keeps f's linkage and
// attributes but not its comdat, which is keyed by f's name.
func (f *Function) CloneFunction(name string) (*Function, error) {
	m := f.Parent
	if m == nil {
		return nil, fmt.Errorf("clone %s: the function is not in a module", f.Ident())
	}
	if f.IsDeclaration() {
		return nil, fmt.Errorf("clone %s: a declaration has no body to copy", f.Ident())
	}
	if m.Func(name) != nil || m.Global(name) != nil {
		return nil, fmt.Errorf("clone %s: the name @%s is taken", f.Ident(), name)
	}
	c := &cloner{vals: map[Value]Value{}, consts: map[*Const]*Const{}, mds: map[*MDNode]*MDNode{}, m: m}
	for _, n := range m.MDNodes {
		c.mds[n] = n // shared, not copied: the module lists its numbered nodes
	}
	nf := &Function{}
	c.functionShell(f, nf)
	c.functionBody(f, nf)
	nf.Name = name
	nf.Comdat = nil
	m.AddFunction(nf)
	return nf, nil
}
