package ir

// References among top-level entities. Use lists cover instruction
// operands only; a function or global named inside a constant (a
// getelementptr expression, an aggregate initialiser) is found by walking
// the constant.

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
