package ir

// Mentions are the global values, blocks and metadata nodes that a
// module's constants and metadata name: initialisers, aliasees,
// resolvers, prefix/prologue data, personalities, constant operands
// (getelementptr expressions, blockaddress), bundle inputs, attachments,
// debug records and metadata. Use lists track instruction operands only,
// so an edit that removes or retypes a value must also ask Mentions
// whether something else still names it.
type Mentions struct {
	Values  map[Value]bool // global values named inside constants and metadata
	Blocks  map[*Block]bool
	MDNodes map[*MDNode]bool
	seen    map[*Const]bool
}

func newMentions() *Mentions {
	return &Mentions{Values: map[Value]bool{}, Blocks: map[*Block]bool{}, MDNodes: map[*MDNode]bool{}, seen: map[*Const]bool{}}
}

// Mentions returns what the module's constants and metadata name.
func (m *Module) Mentions() *Mentions {
	r := newMentions()
	for _, g := range m.Globals {
		r.value(g.Init)
		r.attachments(g.Metadata)
	}
	for _, a := range m.Aliases {
		r.value(a.Aliasee)
	}
	for _, i := range m.IFuncs {
		r.value(i.Resolver)
	}
	for _, f := range m.Funcs {
		r.value(f.Prefix)
		r.value(f.Prologue)
		r.value(f.Personality)
		r.attachments(f.Metadata)
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				for _, op := range i.Operands {
					switch op.(type) {
					case *Const, *MetadataValue:
						r.value(op)
					}
				}
				for _, bu := range i.Bundles() {
					for _, in := range bu.Inputs {
						if _, ok := in.(*Const); ok {
							r.value(in)
						}
					}
				}
				r.attachments(i.Metadata())
				for _, d := range i.DebugRecords() {
					for _, a := range d.Args {
						r.md(a)
					}
				}
			}
		}
	}
	for _, n := range m.NamedMD {
		for _, x := range n.Nodes {
			r.md(x)
		}
	}
	for _, n := range m.MDNodes {
		r.md(n)
	}
	return r
}

func (r *Mentions) attachments(atts []MDAttachment) {
	for _, a := range atts {
		r.md(a.Node)
	}
}

// value records what a constant (or a value inside metadata) mentions.
func (r *Mentions) value(v Value) {
	switch x := v.(type) {
	case *Const:
		if r.seen[x] {
			return
		}
		r.seen[x] = true
		if x.Block != nil {
			r.Blocks[x.Block] = true
		}
		for _, e := range x.Elems {
			if _, ok := e.(*Const); ok {
				r.value(e)
			} else if e != nil {
				r.Values[e] = true
			}
		}
	case *MetadataValue:
		r.md(x.MD)
	case *Global, *Function, *Alias, *IFunc:
		r.Values[v] = true
	}
}

func (r *Mentions) md(m MD) {
	switch x := m.(type) {
	case *MDNode:
		if r.MDNodes[x] {
			return
		}
		r.MDNodes[x] = true
		for _, e := range x.Elems {
			r.md(e)
		}
		for _, f := range x.Fields {
			r.md(f.Value)
		}
	case *MDValue:
		switch v := x.V.(type) {
		case *Const:
			r.value(v)
		case *Global, *Function, *Alias, *IFunc:
			r.Values[v] = true
		}
	}
}

// LiveMetadata returns the metadata nodes reachable from the module's
// uses of metadata (attachments, debug records, metadata operands, named
// metadata): those a module printed without the others still needs.
func (m *Module) LiveMetadata() map[*MDNode]bool {
	r := newMentions()
	for _, g := range m.Globals {
		r.attachments(g.Metadata)
	}
	for _, f := range m.Funcs {
		r.attachments(f.Metadata)
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				r.attachments(i.Metadata())
				for _, d := range i.DebugRecords() {
					if d == nil {
						continue
					}
					for _, a := range d.Args {
						r.md(a)
					}
				}
				for _, op := range i.Operands {
					if x, ok := op.(*MetadataValue); ok {
						r.md(x.MD)
					}
				}
				for _, bu := range i.Bundles() {
					for _, in := range bu.Inputs {
						if x, ok := in.(*MetadataValue); ok {
							r.md(x.MD)
						}
					}
				}
			}
		}
	}
	for _, n := range m.NamedMD {
		for _, x := range n.Nodes {
			r.md(x)
		}
	}
	return r.MDNodes
}
