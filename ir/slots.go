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
	// The numbers of one function's unnamed arguments, by parameter
	// position (-1 for a named one). Arguments are numbered first, so
	// these are known without walking the body: a function whose only
	// unnamed values are its arguments is common and needs no more.
	args   []int
	argsOf *Function // the function args is filled for, or nil
	// The numbers of one function's unnamed blocks and instructions, in
	// maps keyed by pointer rather than by Value: an interface key hashes
	// and compares several times slower, and looking numbers up is much
	// of printing an unnamed function.
	blocks   map[*Block]int
	instrs   map[*Instruction]int
	localsOf *Function // the function blocks and instrs are filled for, or nil
	// localsPeak is the most entries the maps have held: clearing them
	// costs that much, however few they hold now.
	localsPeak int
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
	if t.argsOf != f {
		t.fillArgs(f)
	}
	switch v := v.(type) {
	case *Argument:
		if k := v.Index; k >= 0 && k < len(f.Params) && f.Params[k] == v && t.args[k] >= 0 {
			return t.args[k], true
		}
		return localSlot(f, v) // an Index out of step with Params
	case *Instruction:
		if t.localsOf != f {
			t.fillLocals(f)
		}
		n, ok := t.instrs[v]
		return n, ok
	case *Block:
		if t.localsOf != f {
			t.fillLocals(f)
		}
		n, ok := t.blocks[v]
		return n, ok
	}
	return 0, false
}

func (t *slotTables) fillArgs(f *Function) {
	t.argsOf = f
	t.args = t.args[:0]
	n := 0
	for _, a := range f.Params {
		if a.Name == "" {
			t.args = append(t.args, n)
			n++
		} else {
			t.args = append(t.args, -1)
		}
	}
}

// fillLocals numbers f's blocks and instructions; fillArgs has run for f.
func (t *slotTables) fillLocals(f *Function) {
	t.localsOf = f
	// Reuse the maps unless they once held far more than f needs: then
	// every small function printed after a big one would pay for clearing
	// them.
	if t.instrs == nil || t.localsPeak > bigTable && t.localsPeak > 4*countLocals(f) {
		t.blocks, t.instrs, t.localsPeak = map[*Block]int{}, map[*Instruction]int{}, 0
	} else {
		clear(t.blocks)
		clear(t.instrs)
	}
	n := 0
	for _, k := range t.args {
		if k >= 0 {
			n++
		}
	}
	for _, b := range f.Blocks {
		if b.Name == "" {
			t.blocks[b] = n
			n++
		}
		for _, i := range b.Instrs {
			if i.Name == "" && i.HasResult() {
				t.instrs[i] = n
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
	clear(t.blocks)
	clear(t.instrs)
	t.args = t.args[:0]
	t.globalsOf, t.argsOf, t.localsOf = nil, nil, nil
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
