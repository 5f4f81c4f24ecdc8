package upstream

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// SrcTgtPair puts the reduced source's test function, renamed @src, and
// the same function of opt's output, renamed @tgt, into one module, as
// alive-tv reads it. Global variables are shared; a function opt changed
// goes over as a copy for @tgt (name.tgt).
func SrcTgtPair(srcText string, tgtText []byte, fn string) (string, error) {
	if len(tgtText) == 0 {
		return "", errors.New("no output of opt")
	}
	s, err := ir.Parse("reduced.ll", []byte(srcText))
	if err != nil {
		return "", err
	}
	t, err := ir.Parse("target.ll", tgtText)
	if err != nil {
		return "", fmt.Errorf("opt's output: %w", err)
	}
	sf, tf := s.Func(fn), t.Func(fn)
	if sf == nil || tf == nil || tf.IsDeclaration() {
		return "", fmt.Errorf("@%s is missing from the source or opt's output", fn)
	}
	names := map[string]bool{}
	for _, g := range s.Globals {
		names[g.Name] = true
	}
	for _, a := range s.Aliases {
		names[a.Name] = true
	}
	for _, f := range s.Funcs {
		names[f.Name] = true
	}
	if names["src"] || names["tgt"] {
		return "", errors.New("the module already names @src or @tgt")
	}
	sf.Name, tf.Name = "src", "tgt"
	// Attribute groups and numbered metadata of opt's output are
	// renumbered after the source's.
	groupBase, mdBase := 0, 0
	for _, g := range s.AttrGroups {
		groupBase = max(groupBase, g.ID+1)
	}
	for _, n := range s.MDNodes {
		mdBase = max(mdBase, n.ID+1)
	}
	shiftGroups(t, groupBase)
	for _, g := range t.AttrGroups {
		g.ID += groupBase
	}
	for _, n := range t.MDNodes {
		n.ID += mdBase
	}
	s.AttrGroups = append(s.AttrGroups, t.AttrGroups...)
	s.MDNodes = append(s.MDNodes, t.MDNodes...)
	for _, ty := range t.Types {
		if !slices.ContainsFunc(s.Types, func(x *ir.Type) bool { return x.Name == ty.Name }) {
			s.Types = append(s.Types, ty)
		}
	}
	for _, g := range t.Globals {
		if g.Name == "" || !names[g.Name] {
			g.Parent = s
			s.Globals = append(s.Globals, g)
		}
	}
	for _, f := range t.Funcs {
		if f != tf && f.Name != "" && names[f.Name] {
			if other := s.Func(f.Name); other == nil || f.IsDeclaration() || sameFunc(other, f) {
				continue // the source's serves both
			}
			f.Name = unique(names, f.Name+".tgt")
		}
		f.Parent = s
		s.Funcs = append(s.Funcs, f)
	}
	text := s.String()
	check, err := ir.Parse("src-tgt.ll", []byte(text))
	if err == nil {
		err = ir.Verify(check)
	}
	if err != nil {
		return "", fmt.Errorf("the combined module does not verify: %s", firstLine(err.Error()))
	}
	return text, nil
}

// sameFunc reports whether two functions of different modules print alike
// but for attribute group numbers.
func sameFunc(a, b *ir.Function) bool {
	strip := func(f *ir.Function) string {
		var out []string
		for _, w := range strings.Fields(f.String()) {
			if !strings.HasPrefix(w, "#") {
				out = append(out, w)
			}
		}
		return strings.Join(out, " ")
	}
	return strip(a) == strip(b)
}

// shiftGroups adds d to every attribute group reference of m.
func shiftGroups(m *ir.Module, d int) {
	shift := func(l *ir.AttrList) {
		for k := range l.Groups {
			l.Groups[k] += d
		}
	}
	for _, g := range m.Globals {
		shift(&g.Attrs)
	}
	for _, f := range m.Funcs {
		shift(&f.FnAttrs)
		shift(&f.RetAttrs)
		for _, p := range f.Params {
			shift(&p.Attrs)
		}
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				if c := i.Call; c != nil {
					shift(&c.FnAttrs)
					shift(&c.RetAttrs)
					for k := range c.ArgAttrs {
						shift(&c.ArgAttrs[k])
					}
				}
			}
		}
	}
}

// unique returns name, or name with a suffix when it is already taken.
func unique(names map[string]bool, name string) string {
	n := name
	for k := 1; names[n]; k++ {
		n = name + "." + strconv.Itoa(k)
	}
	names[n] = true
	return n
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
