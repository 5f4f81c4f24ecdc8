package oracle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// entry is one test function of a module: the inputs it is tried on and,
// per input, the outcomes the source allows.
type entry struct {
	fn *ir.Function
	// dropped says why the last input dropped was (the source's UB, a
	// budget, something unsupported): why a function with no input is
	// not judged.
	dropped string
	inputs  [][]semantics.Val
	expect  [][]semantics.Outcome
	// images holds each input's argument images; nil for an input the
	// harness cannot pass (an argument is poison or undef, see imagesOf),
	// or whose outcomes a program's cannot be compared with
	// (nativeOutcomes), or whose calls to unknown functions cannot be
	// replayed (planCalls). mems holds each input's argument memory (nil
	// for none), plans how the harness's stubs replay its calls (nil for
	// none).
	images [][][]byte
	mems   []*native.Memory
	plans  []*callPlan
	// last holds, per global, the final contents add kept last, and
	// lastAll the last outcome's list of them: inputs mostly leave the
	// globals as the one before did, and share them.
	last    map[*ir.Global]semantics.GlobalBytes
	lastAll []semantics.GlobalBytes
	// internal is the first input on which the source's run failed
	// inside the reference semantics (a bug of irfuzz); the function is
	// given up there.
	internal *internalError
	// native is what the harness's argument memory may do for the
	// source's module (read at the first add).
	native *nativeMemory
}

// nativeMemory is what the harness's argument memory may do for a
// module: the alignment its objects need (claimedAlign: 0 for the
// semantics'), and whether the inputs on which the source frees an
// argument object can be run (freesOnlyByFree).
type nativeMemory struct {
	claim  uint64
	freeOK bool
}

// add records input in with the source outcomes outs it allows. The
// outcomes' global contents are kept in slices of their own, shared
// between inputs where equal: a run returns all of them in one buffer, and
// an exhaustive enumeration of a function of a Csmith module (2^16 inputs,
// kilobytes of globals) held gigabytes of them.
func (e *entry) add(p *semantics.Program, in []semantics.Val, outs []semantics.Outcome) {
	if e.last == nil {
		e.last = map[*ir.Global]semantics.GlobalBytes{}
	}
	for k := range outs {
		gs := outs[k].Globals
		same := len(gs) == len(e.lastAll)
		for j := range gs {
			gb := &gs[j]
			if prev, ok := e.last[gb.Global]; ok && semantics.SameBytes(prev.Bytes, gb.Bytes) && slices.Equal(prev.Ptrs, gb.Ptrs) {
				*gb = prev
			} else {
				gb.Bytes, gb.Ptrs = slices.Clone(gb.Bytes), slices.Clone(gb.Ptrs)
				e.last[gb.Global] = *gb
				same = false
			}
			same = same && e.lastAll[j].Global == gb.Global
		}
		if same {
			outs[k].Globals = e.lastAll
		} else {
			e.lastAll = gs
		}
	}
	e.inputs = append(e.inputs, in)
	e.expect = append(e.expect, outs)
	if e.native == nil {
		e.native = &nativeMemory{claim: claimedAlign(p.Module, p.Layout), freeOK: freesOnlyByFree(p.Module)}
	}
	imgs, mem := imagesOf(p, e.fn, in, e.native.claim)
	plan, why := planCalls(p, outs, mem)
	if why == "" {
		why = nativeOutcomes(outs, e.native.freeOK)
	}
	if why != "" {
		imgs, mem, plan = nil, nil, nil
	}
	e.images = append(e.images, imgs)
	e.mems = append(e.mems, mem)
	e.plans = append(e.plans, plan)
}

// Drivable reports whether the harness can call f: a defined function with
// external linkage, not main, whose parameters are integers, IEEE floats,
// vectors of them, or pointers (null, or into argument objects), and
// whose result is void or built of integers and floats.
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
// dropped: they say nothing. internals are the functions whose run failed
// inside the reference semantics.
func buildEntries(p *semantics.Program, cfg *Config, seed uint64) (es []*entry, internals []internalError) {
	es, internals, _ = buildEntriesWhy(p, cfg, seed)
	return es, internals
}

// buildEntriesWhy is buildEntries that also says, when no function is
// a test, why: no function the harness can drive, or the first one's
// last dropped input.
func buildEntriesWhy(p *semantics.Program, cfg *Config, seed uint64) (es []*entry, internals []internalError, why string) {
	ck := semantics.NewChecker(p, p, semantics.CheckOptions{MaxSteps: cfg.MaxSteps, MaxPaths: 16})
	why = "no function the harness can call (a defined function, not main, of first-class parameter and return types)"
	for _, f := range p.Module.Funcs {
		if !Drivable(f) {
			continue
		}
		e := entryFor(p, ck, cfg, f, seed^hashName(f.Name))
		if e.internal != nil {
			internals = append(internals, *e.internal)
		}
		if len(e.inputs) > 0 {
			es = append(es, e)
		} else if len(es) == 0 && !strings.HasPrefix(why, "@") {
			d := e.dropped
			if d == "" {
				d = "no input sampled"
			}
			why = fmt.Sprintf("@%s has no input the source defines: %s", f.Name, d)
		}
	}
	if len(es) > 0 {
		why = ""
	}
	return es, internals, why
}

// entryFor samples the inputs of test function f (from seed) on which
// the source, checked by ck, has a defined outcome.
func entryFor(p *semantics.Program, ck *semantics.Checker, cfg *Config, f *ir.Function, seed uint64) *entry {
	e := &entry{fn: f}
	opts := semantics.CheckOptions{MaxInputs: cfg.Inputs, Exhaustive: cfg.Exhaustive, Seed: seed, NoPoisonMemory: true,
		NoUndefInput: cfg.NoUndefInput, NoPoisonInput: cfg.NoPoisonInput}
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
		if e.internal = internalOf(f, in, outs); e.internal != nil {
			break
		}
		if skip != "" {
			e.dropped = skip
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

func hashName(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// formatInput prints an input vector as `i32 5, float 1.5`.
func formatInput(f *ir.Function, in []semantics.Val) string {
	return strings.Join(formatArgs(f, in), ", ")
}

// formatArgs prints each argument of one input of f, as `irfuzz exec`
// reads it.
func formatArgs(f *ir.Function, in []semantics.Val) []string {
	return semantics.FormatArgs(f.Params, in)
}

// formatOutcomes prints a set of outcomes as `a | b`.
func formatOutcomes(outs []semantics.Outcome) string {
	var ss []string
	for k := range outs {
		s := outs[k].String()
		s += semantics.FormatGlobals(outs[k].Globals) + semantics.FormatObjects(outs[k].Objects) + describeCalls(&outs[k])
		ss = append(ss, s)
	}
	return strings.Join(ss, " | ")
}
