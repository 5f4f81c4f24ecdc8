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
	locals    localTable
	localsOf  *Function // the function locals is filled for, or nil
	// localsPeak is the most entries locals has held: clearing it costs
	// that much, however few it holds now.
	localsPeak int
}

// localTable numbers a function's unnamed values. Its maps are keyed by
// pointer rather than by Value: an interface key hashes and compares
// several times slower, and looking numbers up is much of printing an
// unnamed function.
type localTable struct {
	args   []int // by parameter position: the number, -1 for a named one
	blocks map[*Block]int
	instrs map[*Instruction]int
}

// tablesPool recycles slot tables: the fuzzer prints modules in a loop.
var tablesPool = sync.Pool{New: func() any { return new(slotTables) }}

// bigTable is the size past which a table is dropped rather than kept
// empty for reuse: clearing a map costs what it once held.
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
	if len(t.globals) > bigTable {
		t.globals = nil
	} else {
		clear(t.globals)
	}
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
	switch v := v.(type) {
	case *Instruction:
		n, ok := t.locals.instrs[v]
		return n, ok
	case *Block:
		n, ok := t.locals.blocks[v]
		return n, ok
	case *Argument:
		if k := v.Index; k >= 0 && k < len(f.Params) && f.Params[k] == v && t.locals.args[k] >= 0 {
			return t.locals.args[k], true
		}
		return localSlot(f, v) // an Index out of step with Params
	}
	return 0, false
}

func (t *slotTables) fillLocals(f *Function) {
	t.localsOf = f
	l := &t.locals
	// Reuse the maps unless they once held far more than f needs: then
	// every small function printed after a big one would pay for clearing
	// them.
	if l.instrs == nil || t.localsPeak > bigTable && t.localsPeak > 4*countLocals(f) {
		l.blocks, l.instrs, t.localsPeak = map[*Block]int{}, map[*Instruction]int{}, 0
	} else {
		clear(l.blocks)
		clear(l.instrs)
	}
	l.args = l.args[:0]
	n := 0
	for _, a := range f.Params {
		if a.Name == "" {
			l.args = append(l.args, n)
			n++
		} else {
			l.args = append(l.args, -1)
		}
	}
	for _, b := range f.Blocks {
		if b.Name == "" {
			l.blocks[b] = n
			n++
		}
		for _, i := range b.Instrs {
			if i.Name == "" && i.HasResult() {
				l.instrs[i] = n
				n++
			}
		}
	}
	t.localsPeak = max(t.localsPeak, n)
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
	clear(t.globals)
	clear(t.locals.blocks)
	clear(t.locals.instrs)
	t.locals.args = t.locals.args[:0]
	t.globalsOf, t.localsOf = nil, nil
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
