package semantics

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
)

// Judging a target outcome against the source's: the refinement of
// outcomes, values and memory bytes, for functions and whole programs.

// Judge compares target outcome t with the source outcomes srcOuts (all
// returned outcomes, from Expect). When either side is an internal error
// (an outcome of kind InternalError) there is no verdict: internal is
// that error (the target's first) and reason is "". Otherwise reason is
// "" when t is one of srcOuts, else why it is not.
func Judge(srcOuts []Outcome, t *Outcome) (reason string, internal *PanicInfo) {
	if p := firstInternal(srcOuts, t); p != nil {
		return "", p
	}
	reason = allowedBy(srcOuts, t, refinesOutcome)
	if reason != "" {
		if r, p, ok := relaxedJudge(srcOuts, t, refinesOutcome); ok {
			return r, p
		}
	}
	return reason, nil
}

// Allows reports whether target outcome t is one of the source outcomes
// srcOuts (all returned outcomes, from Expect): "" when it is, else the
// reason it is not. An internal error on either side is no verdict, which
// the one string cannot tell from a counterexample: Allows then returns
// "no verdict: internal error: ...", never "", and a caller that must
// tell the two apart uses Judge.
func Allows(srcOuts []Outcome, t *Outcome) string {
	return reasonOf(Judge(srcOuts, t))
}

// reasonOf is the one-string answer of Allows and ProgramAllows.
func reasonOf(reason string, internal *PanicInfo) string {
	if internal != nil {
		return "no verdict: " + internal.Error()
	}
	return reason
}

// allowedBy is "" when refines allows t by one of srcOuts, else the reason
// the first of them gives; target UB is never allowed (the source has
// none: Expect dropped inputs where it has).
func allowedBy(srcOuts []Outcome, t *Outcome, refines func(s, t *Outcome) string) string {
	if t.Kind == UndefinedBehaviour {
		return "target has undefined behaviour where the source has none"
	}
	reason := ""
	for k := range srcOuts {
		r := refines(&srcOuts[k], t)
		if r == "" {
			return ""
		}
		if reason == "" {
			reason = r
		}
	}
	return reason
}

func (c *Checker) fail(v *Verdict, in []Val, src []Outcome, t *Outcome, reason string) {
	v.Correct = false
	v.Reason = reason
	v.Input = cloneVals(in)
	if len(src) > 0 {
		v.Memory = c.memoryDiff(in, &src[0], t)
	}
	// When the difference is in memory, the outcomes show the globals.
	v.Source = showOutcomes(src, reason)
	v.Target = showOutcomes([]Outcome{*t}, reason)
}

// showOutcomes renders outcomes as a Verdict's Source: separated by " | ",
// with the globals when reason is about them.
func showOutcomes(outs []Outcome, reason string) string {
	ss := make([]string, len(outs))
	for k := range outs {
		ss[k] = outs[k].String()
		if strings.HasPrefix(reason, "final contents") {
			ss[k] += FormatGlobals(outs[k].Globals) + FormatObjects(outs[k].Objects)
		}
		if strings.HasPrefix(reason, "call") || strings.Contains(reason, " call") {
			for j := range outs[k].Calls {
				ss[k] += "\n  call " + outs[k].Calls[j].String()
			}
		}
	}
	return strings.Join(ss, " | ")
}

// cloneVals returns a deep copy of vs.
func cloneVals(vs []Val) []Val {
	out := make([]Val, len(vs))
	for i := range vs {
		out[i] = vs[i].Clone()
	}
	return out
}

// refinesOutcome explains why target outcome t is not allowed by source
// outcome s ("" when it is). s is a returned outcome.
func refinesOutcome(s, t *Outcome) string {
	if why := callsRefine(s, t); why != "" {
		return why
	}
	if s.Kind == Exited || t.Kind == Exited {
		if why := programRefines(s, t); why != "" || s.Kind != t.Kind {
			if why == "" {
				why = fmt.Sprintf("the target %s where the source %s", endsBy(t), endsBy(s))
			}
			return why
		}
		if s.InCall != t.InCall {
			return fmt.Sprintf("the target %s where the source %s", endsBy(t), endsBy(s))
		}
		return ""
	}
	if why := objectsRefine(s, t); why != "" {
		return why
	}
	if s.Type.Kind != ir.VoidType && !valueRefines(s.Type, &s.Value, &t.Value) {
		return "return value differs"
	}
	tg := map[string]*GlobalBytes{}
	for k := range t.Globals {
		tg[t.Globals[k].Global.Name] = &t.Globals[k]
	}
	for k := range s.Globals {
		sg := &s.Globals[k]
		g := tg[sg.Global.Name]
		if g == nil || len(g.Bytes) != len(sg.Bytes) {
			continue
		}
		if why := globalRefines(sg, t, g); why != "" {
			return why
		}
	}
	return ""
}

// endsBy says how a function-level run ended: `returns`, `aborts`, `exits
// with status 1`, `does not return from @f`.
func endsBy(o *Outcome) string {
	switch {
	case o.Kind != Exited:
		return "returns"
	case o.InCall != "":
		return "does not return from @" + ir.QuoteName(o.InCall)
	case o.Aborted:
		return "aborts"
	}
	return fmt.Sprintf("exits with status %d", o.Status)
}

// globalRefines explains why the target's final bytes tg of a global do
// not refine the source's sg ("" when they do): pointers the source
// stored are compared by the object and offset they point to, every
// other byte by its bits.
func globalRefines(sg *GlobalBytes, t *Outcome, tg *GlobalBytes) string {
	var mod *ir.Module
	if tg.Global != nil {
		mod = tg.Global.Parent
	}
	return bytesRefine("final contents of @"+ir.QuoteName(sg.Global.Name), sg.Bytes, sg.Ptrs, t, tg.Bytes, tg.Ptrs, mod)
}

// bytesRefine explains why the target's bytes tb (with pointers tp) do
// not refine the source's sb (with pointers sp) ("" when they do); what
// names the memory in the explanation. mod is the target's module (nil
// when the memory holds only pointers into run-made objects).
func bytesRefine(what string, sb []Byte, sp []PtrRef, t *Outcome, tb []Byte, tp []PtrRef, mod *ir.Module) string {
	ptrs := sp
	for i := 0; i < len(sb); i++ {
		if len(ptrs) > 0 && ptrs[0].At == i {
			if why := pointerRefines(what, &ptrs[0], sb, t, tb, tp, mod); why != "" {
				return why
			}
			i += ptrs[0].Size - 1
			ptrs = ptrs[1:]
			continue
		}
		if !byteRefines(&sb[i], &tb[i]) {
			return fmt.Sprintf("%s differ at byte %d", what, i)
		}
	}
	return ""
}

// byteRefines reports whether memory byte t is allowed by byte s.
func byteRefines(s, t *Byte) bool {
	if s.Poison != 0 {
		// Bits that may be poison allow anything in those bits.
		m := s.Poison
		return (s.Bits^t.Bits)&^(s.Undef|m)&^t.Undef == 0 && t.Undef&^(s.Undef|m) == 0 && t.Poison&^m == 0
	}
	if t.Poison != 0 {
		return false
	}
	return t.Undef&^s.Undef == 0 && (s.Bits^t.Bits)&^s.Undef == 0
}

// valueRefines reports whether value t (of type ty) is allowed by the
// source value s: every lane of t is a value s's lane describes (a poison
// source lane allows anything; undetermined source bits allow any bits; a
// NaN allows any NaN).
func valueRefines(ty *ir.Type, s, t *Val) bool {
	if singleValued(ty) {
		return true // e.g. {}: its one value refines itself, poison or not
	}
	if s.X != nil && len(s.X.Lanes) > 0 {
		for i := range s.X.Lanes {
			if !valueRefines(laneType(ty, i), &s.X.Lanes[i], &t.X.Lanes[i]) {
				return false
			}
		}
		return true
	}
	if s.Poison {
		return true
	}
	if t.Poison {
		return false
	}
	if ty.IsInt() && s.Nondet && t.Undef != 0 && !t.Nondet {
		// The source's integer is one fixed value (a frozen one, say);
		// undef, which may be another value at each use, is not one.
		// (Floats are left out: their Nondet also marks sets of NaNs
		// and zero signs that undef bits of an operand may join.)
		return false
	}
	if wf := wideFormatOf(ty.Kind); wf != nil && wideSetIsNaN(wf, s) && wideSetIsNaN(wf, t) {
		return true
	}
	if s.X != nil && len(s.X.Words) > 0 {
		for i := range s.X.Words {
			su, tu := s.X.UndefWords[i], t.X.UndefWords[i]
			if tu&^su != 0 || (s.X.Words[i]^t.X.Words[i])&^su != 0 {
				return false
			}
		}
		return true
	}
	if ty.IsFloat() {
		if f := formatOf(ty.Kind); f != nil && setIsNaN(f, s) && setIsNaN(f, t) {
			return true
		}
	}
	return t.Undef&^s.Undef == 0 && (s.Bits^t.Bits)&^s.Undef == 0
}

// singleValued reports whether type ty has exactly one value: an
// aggregate without bits ({}, [0 x T], {[2 x {}]}). Such a value holds
// no bits that could be poison or differ, so any value of it refines
// any other.
func singleValued(ty *ir.Type) bool {
	switch ty.Kind {
	case ir.StructType:
		for _, f := range ty.Fields {
			if !singleValued(f) {
				return false
			}
		}
		return !ty.Opaque
	case ir.ArrayType:
		return ty.Len == 0 || singleValued(ty.Elem)
	}
	return false
}

// setIsNaN reports whether every value v describes is a NaN.
func setIsNaN(f *fpFormat, v *Val) bool {
	e := f.expMask()
	if v.Undef&e != 0 || v.Bits&e != e {
		return false
	}
	return v.Bits&f.mantMask()&^v.Undef != 0
}

// ProgramAllows reports whether t, an outcome of a whole program (RunMain,
// or a native run described as one), is one of the source program's
// outcomes srcOuts (each Exited): "" when it is, else why not. A program's
// observable behaviour is what it writes to stdout and stderr, byte for
// byte, and how it ends (the exit status, or abort). As with Allows, an
// internal error on either side gives "no verdict: internal error: ...";
// JudgeProgram tells it apart.
func ProgramAllows(srcOuts []Outcome, t *Outcome) string {
	return reasonOf(JudgeProgram(srcOuts, t))
}

// JudgeProgram is Judge for whole programs: it compares t, an outcome of
// a whole program, with the source program's outcomes srcOuts (each
// Exited) as ProgramAllows does, and returns the internal error of either
// side instead (no verdict) when there is one.
func JudgeProgram(srcOuts []Outcome, t *Outcome) (reason string, internal *PanicInfo) {
	if p := firstInternal(srcOuts, t); p != nil {
		return "", p
	}
	reason = allowedBy(srcOuts, t, programRefines)
	if reason != "" {
		if r, p, ok := relaxedJudge(srcOuts, t, programRefines); ok {
			return r, p
		}
	}
	return reason, nil
}

func programRefines(s, t *Outcome) string {
	switch {
	case t.Kind != Exited:
		return "the program does not end as the source does: " + t.String()
	case s.Aborted && t.Aborted && bytes.HasPrefix(s.Stdout, t.Stdout) && bytes.Equal(s.Stderr, t.Stderr):
		// abort does not flush stdout: a native program loses what its
		// buffer held (stderr is unbuffered).
		return ""
	case !bytes.Equal(s.Stdout, t.Stdout):
		return fmt.Sprintf("standard output differs from byte %d", diffAt(s.Stdout, t.Stdout))
	case !bytes.Equal(s.Stderr, t.Stderr):
		return fmt.Sprintf("standard error differs from byte %d", diffAt(s.Stderr, t.Stderr))
	case s.Aborted != t.Aborted || s.Status != t.Status:
		return fmt.Sprintf("the program ends by %s, the source by %s", t.String(), s.String())
	}
	return ""
}

// diffAt is the offset of the first byte where a and b differ.
func diffAt(a, b []byte) int {
	n := min(len(a), len(b))
	for i := range n {
		if a[i] != b[i] {
			return i
		}
	}
	return n
}
