package semantics

import (
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// Pairs finds the src/tgt function pairs of the alive-tv conventions in one
// module: @src/@tgt, @srcN/@tgtN, @src_X/@tgt_X.
func Pairs(m *ir.Module) [][2]*ir.Function {
	var out [][2]*ir.Function
	for _, f := range m.Funcs {
		if f.IsDeclaration() || !strings.HasPrefix(f.Name, "src") {
			continue
		}
		suffix := strings.TrimPrefix(f.Name, "src")
		if t := m.Func("tgt" + suffix); t != nil && !t.IsDeclaration() {
			out = append(out, [2]*ir.Function{f, t})
		}
	}
	return out
}

// PairsAcross finds the functions defined in both modules under the same
// name (the two-file convention); unnamed ones pair by their order among
// each module's unnamed definitions.
func PairsAcross(src, tgt *ir.Module) [][2]*ir.Function {
	var out [][2]*ir.Function
	// Unnamed functions (@0, @1, ...) pair by their order among the
	// unnamed definitions of each module, as alive-tv pairs them.
	var anonTgt []*ir.Function
	for _, t := range tgt.Funcs {
		if t.Name == "" && !t.IsDeclaration() {
			anonTgt = append(anonTgt, t)
		}
	}
	anon := 0
	for _, f := range src.Funcs {
		if f.IsDeclaration() {
			continue
		}
		if f.Name == "" {
			if anon < len(anonTgt) {
				out = append(out, [2]*ir.Function{f, anonTgt[anon]})
			}
			anon++
			continue
		}
		if t := tgt.Func(f.Name); t != nil && !t.IsDeclaration() {
			out = append(out, [2]*ir.Function{f, t})
		}
	}
	return out
}
