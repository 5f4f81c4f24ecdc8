package ir

import "sync"

// Unnamed values print as numbers: %N for arguments, blocks and
// instructions, counted through the function in order, and @N for global
// values, counted through variables, aliases, ifuncs, then functions (the
// order they are printed in, which llvm-as requires to be increasing). As
// in LLVM's SlotTracker, the numbers are computed by whoever prints, in
// tables of its own, and never stored in the module: printing only reads
// it, so one module may be printed from several goroutines at once, and a
// number is always that of the module as it is now.

// slotTables numbers the unnamed values of one module and of one function
// at a time, for a printer that prints them whole.
type slotTables struct {
	globals   map[Value]int
	globalsOf *Module // the module globals is filled for, or nil
	locals    map[Value]int
	localsOf  *Function // the function locals is filled for, or nil
	// localsPeak is the most entries locals has held: clearing it costs
	// that much, however few it holds now.
	localsPeak int
}

// tablesPool recycles slot tables: the fuzzer prints modules in a loop.
var tablesPool = sync.Pool{New: func() any { return new(slotTables) }}

// bigTable is the size past which a map is dropped rather than kept
// empty for reuse: clearing costs what the map once held.
const bigTable = 1024

// global returns v's @N number in m.
func (t *slotTables) global(m *Module, v Value) (int, bool) {
	if t.globalsOf != m {
		t.fillGlobals(m)
	}
	n, ok := t.globals[v]
	return n, ok
}

func (t *slotTables) fillGlobals(m *Module) {
	t.globals = dropTable(t.globals)
	t.globalsOf = m
	n := 0
	add := func(name string, v Value) {
		if name == "" {
			if t.globals == nil {
				t.globals = map[Value]int{}
			}
			t.globals[v] = n
			n++
		}
	}
	for _, g := range m.Globals {
		add(g.Name, g)
	}
	for _, a := range m.Aliases {
		add(a.Name, a)
	}
	for _, i := range m.IFuncs {
		add(i.Name, i)
	}
	for _, f := range m.Funcs {
		add(f.Name, f)
	}
}

// local returns v's %N number in f.
func (t *slotTables) local(f *Function, v Value) (int, bool) {
	if t.localsOf != f {
		t.fillLocals(f)
	}
	n, ok := t.locals[v]
	return n, ok
}

func (t *slotTables) fillLocals(f *Function) {
	t.localsOf = f
	// Reuse the map unless it once held far more than f needs: then every
	// small function printed after a big one would pay for clearing it.
	need := countLocals(f)
	if t.locals == nil || t.localsPeak > 4*need+bigTable {
		t.locals, t.localsPeak = make(map[Value]int, need), need
	} else {
		clear(t.locals)
		t.localsPeak = max(t.localsPeak, need)
	}
	n := 0
	for _, a := range f.Params {
		if a.Name == "" {
			t.locals[a] = n
			n++
		}
	}
	for _, b := range f.Blocks {
		if b.Name == "" {
			t.locals[b] = n
			n++
		}
		for _, i := range b.Instrs {
			if i.Name == "" && i.HasResult() {
				t.locals[i] = n
				n++
			}
		}
	}
}

// countLocals returns how many values of f are numbered.
func countLocals(f *Function) int {
	n := 0
	for _, a := range f.Params {
		if a.Name == "" {
			n++
		}
	}
	for _, b := range f.Blocks {
		if b.Name == "" {
			n++
		}
		for _, i := range b.Instrs {
			if i.Name == "" && i.HasResult() {
				n++
			}
		}
	}
	return n
}

// reset empties the tables, so that a pooled one keeps no module alive.
func (t *slotTables) reset() {
	t.globals = dropTable(t.globals)
	clear(t.locals)
	t.globalsOf, t.localsOf = nil, nil
}

// dropTable empties a table for reuse, or drops it when it is big.
func dropTable(m map[Value]int) map[Value]int {
	if len(m) > bigTable {
		return nil
	}
	clear(m)
	return m
}

// localSlot returns v's %N number in f by counting, without a table: for
// printing a single value, where filling a table would cost more.
func localSlot(f *Function, v Value) (int, bool) {
	n := 0
	for _, a := range f.Params {
		if a.Name == "" {
			if Value(a) == v {
				return n, true
			}
			n++
		}
	}
	for _, b := range f.Blocks {
		if b.Name == "" {
			if Value(b) == v {
				return n, true
			}
			n++
		}
		for _, i := range b.Instrs {
			if i.Name == "" && i.HasResult() {
				if Value(i) == v {
					return n, true
				}
				n++
			}
		}
	}
	return 0, false
}

// globalSlot returns v's @N number in m by counting, without a table.
func globalSlot(m *Module, v Value) (int, bool) {
	n := 0
	for _, g := range m.Globals {
		if g.Name == "" {
			if Value(g) == v {
				return n, true
			}
			n++
		}
	}
	for _, a := range m.Aliases {
		if a.Name == "" {
			if Value(a) == v {
				return n, true
			}
			n++
		}
	}
	for _, i := range m.IFuncs {
		if i.Name == "" {
			if Value(i) == v {
				return n, true
			}
			n++
		}
	}
	for _, f := range m.Funcs {
		if f.Name == "" {
			if Value(f) == v {
				return n, true
			}
			n++
		}
	}
	return 0, false
}

// localOwner returns the function an argument, block or instruction is in.
func localOwner(v Value) *Function {
	switch v := v.(type) {
	case *Argument:
		return v.Parent
	case *Block:
		return v.Parent
	case *Instruction:
		if v.Parent != nil {
			return v.Parent.Parent
		}
	}
	return nil
}

// globalOwner returns the module a global value is in.
func globalOwner(v Value) *Module {
	switch v := v.(type) {
	case *Global:
		return v.Parent
	case *Function:
		return v.Parent
	case *Alias:
		return v.Parent
	case *IFunc:
		return v.Parent
	}
	return nil
}
