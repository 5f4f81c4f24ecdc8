package oracle

import (
	"strconv"

	"github.com/irfuzz/irfuzz/ir"
)

// Subset returns a copy of m in which, of the test functions, only those
// named in keep and those they reach (call, or name through a global)
// keep their bodies: every other drivable function becomes a declaration,
// and internal functions no longer referenced are removed. A kept
// function's helpers keep their bodies even when they are test functions
// themselves: a declaration would make its calls jump to address 0.
// It returns nil when the copy does not parse back.
func Subset(m *ir.Module, keep map[string]bool) *ir.Module {
	c := m.Clone()
	var roots []ir.Value
	for _, f := range c.Funcs {
		if keep[f.Name] && !f.IsDeclaration() {
			roots = append(roots, f)
		}
	}
	reached := ir.References(roots...).Values
	for _, f := range c.Funcs {
		if Drivable(f) && !keep[f.Name] && !reached[f] {
			f.Blocks = nil
			f.Linkage = ir.LinkageExternal // `declare weak` / `declare linkonce` is invalid
			f.Personality, f.Prefix, f.Prologue = nil, nil, nil
			f.Comdat = nil
			f.UseListOrders = nil
		}
	}
	// Reparse so that use lists forget the dropped bodies, then remove
	// unreferenced local functions until none is left.
	text, goodText := c.String(), ""
	for {
		m2, err := ir.Parse(m.Filename, []byte(text))
		if err != nil {
			// A removed function was still referenced (from a global's
			// initialiser, which is not an instruction use): keep it.
			if goodText == "" {
				return nil
			}
			m3, _ := ir.Parse(m.Filename, []byte(goodText))
			return m3
		}
		var kept []*ir.Function
		removed := false
		mentioned := m2.Mentions().Values
		for _, f := range m2.Funcs {
			local := f.Linkage == ir.LinkageInternal || f.Linkage == ir.LinkagePrivate
			// Uses are instruction operands only: a function named in a
			// global's initialiser or a constant expression has none, yet
			// removing it breaks the module (and the fallback below would
			// keep every helper), so it must not be mentioned elsewhere.
			if local && len(f.Uses()) == 0 && !mentioned[f] {
				removed = true
				continue
			}
			kept = append(kept, f)
		}
		if !removed {
			return m2
		}
		goodText = text
		m2.Funcs = kept
		text = m2.String()
	}
}

// PrepareForCheck makes a hand-written module drivable: unnamed functions
// and globals get names and, when no function is drivable as it is,
// internal and private functions and globals get external linkage (so the
// harness can call and observe them). A module that already has a test
// function keeps its linkage: internal helpers are what interprocedural
// passes (argument promotion, say) work on, and a campaign finding's
// source.ll must be checked as the campaign checked it.
func PrepareForCheck(m *ir.Module) *ir.Module {
	c := m.Clone()
	expose := true
	for _, f := range c.Funcs {
		if f.Name != "" && Drivable(f) {
			expose = false
			break
		}
	}
	n := 0
	fix := func(h *ir.GlobalHeader) {
		if expose && (h.Linkage == ir.LinkageInternal || h.Linkage == ir.LinkagePrivate) {
			h.Linkage = ir.LinkageExternal
			h.Visibility = ""
		}
		if h.Name == "" {
			h.Name = "__irfuzz.anon." + strconv.Itoa(n)
			n++
		}
	}
	for _, f := range c.Funcs {
		if !f.IsDeclaration() {
			fix(&f.GlobalHeader)
		}
	}
	for _, g := range c.Globals {
		if g.Init != nil {
			fix(&g.GlobalHeader)
		}
	}
	if r, err := ir.Parse(m.Filename, []byte(c.String())); err == nil {
		return r
	}
	return c
}

// SubsetText is Subset(m, keep) printed (but for the order of the blocks'
// "; preds =" comments), made without copying m and parsing it back
// (subsetPrint). It is not parsed: a module that Subset gives nil for
// (one that does not print and parse back) may give a text that does
// not parse. A campaign makes a subset of a module of hundreds of test
// functions for every build that leaves some out (the functions llc
// crashed on, those judged already), and the copy, print and parse of
// Subset were a fifth of its own processor time.
func SubsetText(m *ir.Module, keep map[string]bool) []byte {
	if text := subsetPrint(m, keep); text != nil {
		return text
	}
	if sub := Subset(m, keep); sub != nil {
		return []byte(sub.String())
	}
	return nil
}

// subsetPrint prints Subset(m, keep) from m itself: the module printed
// shares all but the functions it declares with m, which is not changed.
// nil when m has an unnamed function (numbered: one removed renumbers the
// rest, which Subset's parse settles).
func subsetPrint(m *ir.Module, keep map[string]bool) []byte {
	var roots []ir.Value
	for _, f := range m.Funcs {
		if f.Name == "" {
			return nil
		}
		if keep[f.Name] && !f.IsDeclaration() {
			roots = append(roots, f)
		}
	}
	reached := ir.References(roots...).Values
	mc := *m
	mc.Funcs = make([]*ir.Function, 0, len(m.Funcs))
	for _, f := range m.Funcs {
		if Drivable(f) && !keep[f.Name] && !reached[f] {
			d := *f
			d.Blocks = nil
			d.Linkage = ir.LinkageExternal // `declare weak` / `declare linkonce` is invalid
			d.Personality, d.Prefix, d.Prologue = nil, nil, nil
			d.Comdat = nil
			d.UseListOrders = nil
			f = &d
		}
		mc.Funcs = append(mc.Funcs, f)
	}
	// Remove local functions that nothing names any more, until none is
	// left: names are the operands of the instructions kept (what use
	// lists hold) and what Mentions finds elsewhere.
	for {
		named := mc.Mentions().Values
		for _, f := range mc.Funcs {
			for _, b := range f.Blocks {
				for _, i := range b.Instrs {
					for _, op := range i.Operands {
						if g, ok := op.(*ir.Function); ok {
							named[g] = true
						}
					}
				}
			}
		}
		kept := make([]*ir.Function, 0, len(mc.Funcs))
		for _, f := range mc.Funcs {
			local := f.Linkage == ir.LinkageInternal || f.Linkage == ir.LinkagePrivate
			if !local || named[f] {
				kept = append(kept, f)
			}
		}
		if len(kept) == len(mc.Funcs) {
			break
		}
		mc.Funcs = kept
	}
	return []byte(mc.String())
}
