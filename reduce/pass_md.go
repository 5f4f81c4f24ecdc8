package reduce

import (
	"slices"

	"github.com/irfuzz/irfuzz/ir"
)

// mdSites removes metadata: attachments of instructions, functions and
// globals, debug records and named metadata. Numbered nodes that nothing
// refers to any more are dropped in finish (and a site of its own collects
// them when there are some).
func mdSites(m *ir.Module, _ int) []edit {
	var out []edit
	if len(m.MDNodes) > len(m.LiveMetadata()) {
		out = append(out, func() bool { return true }) // compactMD does the work
	}
	atts := func(l []ir.MDAttachment) {
		for k := range l {
			a := &l[k]
			out = append(out, func() bool {
				changed := a.Kind != tomb
				a.Kind = tomb
				return changed
			})
		}
	}
	for _, n := range m.NamedMD {
		out = append(out, func() bool {
			changed := n.Name != tomb
			n.Name = tomb
			return changed
		})
	}
	for _, g := range m.Globals {
		atts(g.Metadata)
	}
	for _, f := range m.Funcs {
		atts(f.Metadata)
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				atts(i.Metadata())
				for k := range i.DebugRecords() {
					out = append(out, func() bool {
						changed := i.DebugRecords()[k] != nil
						i.DebugRecords()[k] = nil
						return changed
					})
				}
			}
		}
	}
	return out
}

func compactMD(m *ir.Module) {
	dead := func(a ir.MDAttachment) bool { return a.Kind == tomb }
	m.NamedMD = slices.DeleteFunc(m.NamedMD, func(n *ir.NamedMD) bool { return n.Name == tomb })
	for _, g := range m.Globals {
		g.Metadata = slices.DeleteFunc(g.Metadata, dead)
	}
	for _, f := range m.Funcs {
		f.Metadata = slices.DeleteFunc(f.Metadata, dead)
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				i.SetMetadata(slices.DeleteFunc(i.Metadata(), dead))
				if i.Extra != nil {
					i.Extra.DebugRecords = slices.DeleteFunc(i.Extra.DebugRecords, func(r *ir.DebugRecord) bool { return r == nil })
				}
			}
		}
	}
	live := m.LiveMetadata()
	m.MDNodes = slices.DeleteFunc(m.MDNodes, func(n *ir.MDNode) bool { return !live[n] })
}
