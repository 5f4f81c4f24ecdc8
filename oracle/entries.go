package oracle

import (
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// entry is one test function of a module: the inputs it is tried on and,
// per input, the outcomes the source allows.
type entry struct {
	fn     *ir.Function
	inputs [][]semantics.Val
	expect [][]semantics.Outcome
	// images holds each input's argument images; nil for an input the
	// harness cannot pass (an argument is poison or undef).
	images [][][]byte
}

// add records input in with the source outcomes outs it allows.
func (e *entry) add(p *semantics.Program, in []semantics.Val, outs []semantics.Outcome) {
	e.inputs = append(e.inputs, in)
	e.expect = append(e.expect, outs)
	e.images = append(e.images, imagesOf(p, e.fn, in))
}

// Drivable reports whether the harness can call f: a defined function with
// external linkage, not main, whose parameters are integers, IEEE floats,
// vectors of them, or pointers (passed as null), and whose result is void
// or built of integers and floats.
func Drivable(f *ir.Function) bool {
	if f.IsDeclaration() || f.Name == "" || f.Name == "main" || strings.HasPrefix(f.Name, "llvm.") {
		return false
	}
	switch f.Linkage {
	case ir.LinkageExternal, ir.LinkageWeak, ir.LinkageLinkOnce:
	default:
		return false
	}
	if f.FuncTy.Variadic {
		return false
	}
	for _, p := range f.Params {
		if !scalarData(p.Ty) && !p.Ty.IsPtr() {
			return false
		}
		for _, a := range []string{"byval", "sret", "inalloca", "preallocated", "byref"} {
			if p.Attrs.Has(a) {
				return false
			}
		}
	}
	r := f.RetType()
	return r.Kind == ir.VoidType || dataType(r)
}

// scalarData: integers, the IEEE float formats, and vectors of them.
func scalarData(t *ir.Type) bool {
	switch {
	case t.IsInt():
		return true
	case t.IsFloat():
		return t.Kind == ir.HalfType || t.Kind == ir.BFloatType || t.Kind == ir.FloatType || t.Kind == ir.DoubleType
	case t.Kind == ir.VectorType && !t.Scalable:
		return scalarData(t.Elem)
	}
	return false
}

// dataType: scalarData, or structs and arrays of it (no pointers, whose
// values differ between runs).
func dataType(t *ir.Type) bool {
	switch t.Kind {
	case ir.StructType:
		if t.Opaque {
			return false
		}
		for _, e := range t.Fields {
			if !dataType(e) {
				return false
			}
		}
		return true
	case ir.ArrayType:
		return dataType(t.Elem)
	}
	return scalarData(t)
}

// buildEntries picks the test functions of the source program, the inputs
// each is tried on, and what the source allows on each. Inputs on which
// the source has UB, runs out of budget or does something unsupported are
// dropped: they say nothing.
func buildEntries(p *semantics.Program, cfg *Config, seed uint64) ([]*entry, error) {
	ck := semantics.NewChecker(p, p, semantics.CheckOptions{MaxSteps: cfg.MaxSteps, MaxPaths: 16})
	var es []*entry
	for _, f := range p.Module.Funcs {
		if !Drivable(f) {
			continue
		}
		if e := entryFor(p, ck, cfg, f, seed^hashName(f.Name)); len(e.inputs) > 0 {
			es = append(es, e)
		}
	}
	return es, nil
}

// entryFor samples the inputs of test function f (from seed) on which
// the source, checked by ck, has a defined outcome.
func entryFor(p *semantics.Program, ck *semantics.Checker, cfg *Config, f *ir.Function, seed uint64) *entry {
	e := &entry{fn: f}
	opts := semantics.CheckOptions{MaxInputs: cfg.Inputs, Exhaustive: cfg.Exhaustive, Seed: seed}
	// The interpreter's work per function is bounded in steps, not
	// time, so the inputs tried stay the same from run to run: inputs
	// stop when the source's steps pass EntrySteps, and a function that
	// twice runs out of budget (or paths) is given up.
	var steps uint64
	exhausted := 0
	for _, in := range semantics.Inputs(f, opts) {
		if steps > cfg.EntrySteps || exhausted >= 2 {
			break
		}
		outs, skip := ck.Expect(f, in)
		if skip != "" {
			if !strings.HasPrefix(skip, "UB") {
				exhausted++
				steps += cfg.MaxSteps
			}
			continue
		}
		for k := range outs {
			steps += outs[k].Steps
		}
		e.add(p, in, outs)
	}
	return e
}

// imagesOf lays out the arguments of one input, or nil if one of them has
// no single image.
func imagesOf(p *semantics.Program, f *ir.Function, in []semantics.Val) [][]byte {
	imgs := make([][]byte, len(in))
	for i := range in {
		img, ok := p.Image(f.Params[i].Ty, &in[i])
		if !ok {
			return nil
		}
		imgs[i] = img
	}
	return imgs
}

func hashName(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// observedGlobals are the globals the harness resets and prints: defined,
// writable, externally visible, with an initial image.
func observedGlobals(p *semantics.Program) []native.Global {
	var gs []native.Global
	for _, g := range p.Module.Globals {
		if g.IsConstant || g.Init == nil || g.Name == "" {
			continue
		}
		switch g.Linkage {
		case ir.LinkageExternal, ir.LinkageWeak, ir.LinkageCommon:
		default:
			continue
		}
		img, ok := p.InitialImage(g)
		if !ok || len(img) == 0 {
			continue
		}
		gs = append(gs, native.Global{Name: g.Name, Init: img})
	}
	return gs
}

// harnessFor builds the harness over the entries' natively passable
// inputs (at most max per entry) and returns, per step, the entry and the
// input index.
func harnessFor(p *semantics.Program, es []*entry, globals []native.Global, max int) (*native.Harness, []stepRef) {
	h := &native.Harness{Globals: globals}
	var refs []stepRef
	for ei, e := range es {
		c := caseOf(p, e)
		for k, img := range e.images {
			if img == nil || len(c.Inputs) >= max {
				continue
			}
			c.Inputs = append(c.Inputs, img)
			refs = append(refs, stepRef{ei, k})
		}
		if len(c.Inputs) > 0 {
			h.Cases = append(h.Cases, c)
		}
	}
	return h, refs
}

// literalType spells a result type with every identified struct written
// out as its body: the harness module does not define the module's types
// (`declare %pair @f()` would not compile), and a literal struct of the
// same layout is passed alike.
func literalType(t *ir.Type) string {
	switch t.Kind {
	case ir.StructType:
		fs := make([]string, len(t.Fields))
		for i, f := range t.Fields {
			fs[i] = literalType(f)
		}
		s := "{}"
		if len(fs) > 0 {
			s = "{ " + strings.Join(fs, ", ") + " }"
		}
		if t.Packed {
			s = "<" + s + ">"
		}
		return s
	case ir.ArrayType:
		return fmt.Sprintf("[%d x %s]", t.Len, literalType(t.Elem))
	}
	return t.String()
}

// caseOf is entry e as a harness case, without inputs.
func caseOf(p *semantics.Program, e *entry) native.Case {
	c := native.Case{Func: e.fn.Name, Ret: literalType(e.fn.RetType())}
	if e.fn.RetType().Kind != ir.VoidType {
		c.RetSize = int(p.Layout.StoreSize(e.fn.RetType()))
	}
	for _, a := range e.fn.Params {
		c.Params = append(c.Params, a.Ty.String())
	}
	return c
}

// witnessHarness is the harness that calls e once, on input k (which must
// have images).
func (b *batch) witnessHarness(e *entry, k int) *native.Harness {
	c := caseOf(b.prog, e)
	c.Inputs = [][][]byte{e.images[k]}
	return &native.Harness{Globals: b.globals, Cases: []native.Case{c}}
}

// stepRef maps a harness step back to an entry and one of its inputs.
type stepRef struct{ entry, input int }

// observedOutcome turns a printed observation into an outcome of f.
func observedOutcome(p *semantics.Program, f *ir.Function, globals []native.Global, o *native.Observation) semantics.Outcome {
	out := semantics.Outcome{Kind: semantics.Returned, Type: f.RetType()}
	if f.RetType().Kind != ir.VoidType {
		out.Value = p.FromImage(f.RetType(), o.Ret)
	}
	for k, g := range globals {
		if k < len(o.Globals) {
			out.Globals = append(out.Globals, semantics.GlobalBytes{Global: p.Module.Global(g.Name), Bytes: semantics.ImageBytes(o.Globals[k])})
		}
	}
	return out
}

// formatInput prints an input vector as `i32 5, float 1.5`.
func formatInput(f *ir.Function, in []semantics.Val) string {
	parts := make([]string, len(in))
	for i := range in {
		parts[i] = semantics.FormatVal(f.Params[i].Ty, &in[i])
	}
	return strings.Join(parts, ", ")
}

// formatOutcomes prints a set of outcomes as `a | b`.
func formatOutcomes(outs []semantics.Outcome) string {
	var ss []string
	for k := range outs {
		s := outs[k].String()
		for _, g := range outs[k].Globals {
			s += fmt.Sprintf("; @%s = %s", g.Global.Name, semantics.FormatBytes(g.Bytes))
		}
		ss = append(ss, s)
	}
	return strings.Join(ss, " | ")
}
