package semantics

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/ir"
)

// Verdict is the answer of a refinement check of a target function
// against a source function.
type Verdict struct {
	// Correct is false when a counterexample was found: an input on which
	// a behaviour of the target is not a behaviour of the source.
	Correct bool
	// Reason says what differs (empty when correct).
	Reason string
	// Input is the counterexample's arguments (nil when correct), or, when
	// Correct and Internal is set, the input of the internal error.
	Input []Val
	// Source and Target render the two sides' outcomes on Input.
	Source, Target string
	// Tried counts inputs checked; Skipped counts inputs that said nothing
	// (the source has UB there, or a budget ran out, or something was
	// unsupported); Inconclusive holds one such reason when every input
	// was skipped for a reason other than source UB.
	Tried, Skipped int
	Inconclusive   string
	// Internal is set when the interpreter itself failed (a Go panic,
	// recovered: a bug in irfuzz, see PanicInfo) on an input: that input
	// has no verdict, neither correct nor incorrect, and counts as skipped.
	// Check and Refines stop there, so their verdict is no verdict: Correct
	// stays true and only means that no counterexample was found before.
	// CheckTarget keeps the first internal error it meets and goes on.
	Internal *PanicInfo
	// TimedOut is set when Check stopped at CheckOptions.Deadline, or at
	// the deadline of CheckContext's context, before it had tried every
	// input it meant to. A timed-out Correct verdict only means that no
	// counterexample was found in the time given.
	TimedOut bool
	// Interrupted is set when CheckContext stopped because its context
	// was cancelled (other than by its deadline) before it had tried
	// every input it meant to; like TimedOut, Correct then only means
	// that no counterexample was found until then.
	Interrupted bool
	// Memory lists, for a counterexample whose outcomes differ in memory
	// (argument objects, globals), the bytes that differ: where, what
	// they held before the run, and what each side left.
	Memory []ByteDiff
	// Vacuous is set (with Correct) when the source has undefined
	// behaviour on every input there is: the inputs tried were every
	// input there is and the source has undefined behaviour on each, or
	// it reached, on an input, undefined behaviour that no input avoids
	// (see inputIndependentUB). Every target refines such a source.
	Vacuous bool

	// notArgsOnly: on some input the source's undefined behaviour
	// depended on more than the arguments (see Outcome.argsOnly).
	notArgsOnly bool
	// fixedUB: on some input the source reached undefined behaviour that
	// it reaches on every input (see inputIndependentUB).
	fixedUB bool
}

// String renders `correct` or `incorrect: <reason>` with the
// counterexample, or `no verdict: internal error: ...` when the check met
// an internal error and found no counterexample.
func (v *Verdict) String() string {
	if v.Correct && v.Internal != nil {
		return "no verdict: " + v.Internal.Error()
	}
	if v.Correct && v.Vacuous {
		return "correct: the source has undefined behaviour on every input"
	}
	if v.Correct {
		return "correct"
	}
	return "incorrect: " + v.Reason
}

// CheckOptions bounds a refinement check.
type CheckOptions struct {
	MaxSteps    uint64 // per run (0: 10^6)
	MaxInputs   int    // inputs beyond exhaustive enumeration (0: 2000)
	Exhaustive  int    // enumerate every input when the arguments have at most this many bits (0: 20)
	Seed        uint64 // random inputs and choosers
	MaxPaths    int    // nondeterministic source paths per input (0: 64)
	NoPoisonArg bool   // do not try poison/undef arguments
	// NoUndefInput and NoPoisonInput keep undef (resp. poison) out of
	// the inputs, as alive-tv's --disable-undef-input and
	// --disable-poison-input do: out of the arguments and out of the
	// bytes of the argument objects they point to. (Globals start from
	// their initialisers, zeros when only declared: never from sampled
	// bytes, so they hold no undef or poison input either way.) Undef
	// and poison the functions make themselves are untouched.
	NoUndefInput, NoPoisonInput bool
	// NoPoisonMemory keeps poison bytes out of argument objects. LLVM
	// widens memcpy and memmove into integer loads and stores, which turn
	// a partly poison word wholly poison: a known gap between its
	// practice and byte-precise poison that a fuzzing oracle leaves alone.
	NoPoisonMemory bool
	// MoreChoosers adds this many random and adversarial choosers (with
	// other seeds) to the four each target run uses: worth it when one
	// input is checked again, as when a counterexample is reproduced.
	MoreChoosers int
	// MaxMem bounds the memory of each run (0: DefaultMaxMem).
	MaxMem uint64
	// Exits judges function runs that end the program (abort, exit, a
	// trap, a call to an unknown noreturn function) like returns: the
	// target must end the same way. Without it such inputs are skipped.
	Exits bool
	// Deadline, when set, stops Check from trying more inputs after it
	// (Verdict.TimedOut); the inputs judged by then stand.
	Deadline time.Time
	// UndefMemoryAsPoison runs the source with memory that would hold
	// undef holding poison instead (uninitialised stack and heap bytes,
	// stores of undef): not the Language Reference's semantics, but
	// LLVM's policy, against which the oracle tells a policy difference
	// from a bug.
	UndefMemoryAsPoison bool

	// grown: the inputs' argument objects are grown (see withArgObjects),
	// for a second look at a source with undefined behaviour on every
	// input of the first.
	grown bool
}

// Checker checks refinement between functions of a source and a target
// program (which may be the same program).
type Checker struct {
	src, tgt   *Program
	srcM, tgtM *Machine
	opts       CheckOptions
	choosers   []Chooser
}

// NewChecker returns a Checker for functions of src and tgt.
func NewChecker(src, tgt *Program, opts CheckOptions) *Checker {
	opts.MaxSteps = cmp.Or(opts.MaxSteps, 1e6)
	opts.MaxInputs = cmp.Or(opts.MaxInputs, 2000)
	opts.Exhaustive = cmp.Or(opts.Exhaustive, 20)
	opts.MaxPaths = cmp.Or(opts.MaxPaths, 64)
	c := &Checker{src: src, tgt: tgt, opts: opts}
	c.srcM = src.NewMachine(Config{MaxSteps: opts.MaxSteps, MaxMem: opts.MaxMem, UndefMemoryAsPoison: opts.UndefMemoryAsPoison})
	c.tgtM = tgt.NewMachine(Config{MaxSteps: opts.MaxSteps, MaxMem: opts.MaxMem, Chooser: ZeroChooser{}})
	c.choosers = []Chooser{ZeroChooser{}, OnesChooser{}, NewAdversarialChooser(opts.Seed), NewRandomChooser(opts.Seed + 1)}
	for i := range uint64(opts.MoreChoosers) {
		if i%2 == 0 {
			c.choosers = append(c.choosers, NewRandomChooser(opts.Seed+2+i))
		} else {
			c.choosers = append(c.choosers, NewAdversarialChooser(opts.Seed+2+i))
		}
	}
	return c
}

// Refines checks, on one input, that every behaviour of tgt is a behaviour
// of src. Both functions may belong to different modules; each module is
// loaded anew, so use a Checker to check many inputs. An internal error,
// in loading or running, gives no verdict (Verdict.Internal).
func Refines(src, tgt *ir.Function, input []Val) (v Verdict) {
	defer catchVerdict(&v)
	sp, err := Load(src.Parent)
	if err != nil {
		return loadVerdict(err)
	}
	tp := sp
	if tgt.Parent != src.Parent {
		if tp, err = Load(tgt.Parent); err != nil {
			return loadVerdict(err)
		}
	}
	c := NewChecker(sp, tp, CheckOptions{})
	v = Verdict{Correct: true}
	c.checkInput(context.Background(), src, tgt, input, &v)
	return v
}

// loadVerdict is the verdict of a check whose modules did not load: none.
func loadVerdict(err error) Verdict {
	v := Verdict{Correct: true, Inconclusive: err.Error(), Skipped: 1}
	errors.As(err, &v.Internal)
	return v
}

// catchVerdict recovers a panic of a check outside the runs (which
// recover their own) into *v, which then has no verdict.
func catchVerdict(v *Verdict) {
	if r := recover(); r != nil {
		p := newPanicInfo(r, nil)
		v.Internal = p
		if v.Inconclusive == "" {
			v.Inconclusive = p.Error()
		}
	}
}

// Check checks tgt against src over generated inputs: all of them when the
// argument space is small, else edge values and random ones; arguments
// without noundef also as poison and as undef. It stops at the first
// counterexample, and at the first internal error (no verdict, see
// Verdict.Internal).
func (c *Checker) Check(src, tgt *ir.Function) Verdict {
	return c.CheckContext(context.Background(), src, tgt)
}

// CheckContext is Check that also stops, between inputs, once ctx is
// done: at ctx's deadline it sets Verdict.TimedOut, on another
// cancellation Verdict.Interrupted; the inputs judged by then stand (a
// counterexample found is one).
func (c *Checker) CheckContext(ctx context.Context, src, tgt *ir.Function) (v Verdict) {
	defer catchVerdict(&v)
	v = Verdict{Correct: true}
	if err := sameSignature(src, tgt); err != nil {
		return Verdict{Reason: err.Error(), Source: src.FuncTy.String(), Target: tgt.FuncTy.String()}
	}
	for _, in := range Inputs(src, c.opts) {
		if c.stopped(ctx, &v) {
			break
		}
		if !c.checkInput(ctx, src, tgt, in, &v) || v.Internal != nil {
			return v
		}
	}
	if v.Tried == v.Skipped && v.Inconclusive == "" && !v.fixedUB && !c.stopped(ctx, &v) && v.Internal == nil {
		c.checkGrown(ctx, src, tgt, &v)
		if !v.Correct || v.Internal != nil {
			return v
		}
	}
	if v.Tried == v.Skipped && v.Inconclusive == "" {
		if !v.TimedOut && !v.Interrupted && v.Internal == nil && (exhaustiveInputs(src, c.opts) && undefinedByArgs(src, &v) || v.fixedUB) {
			v.Vacuous = true
			return v
		}
		v.Inconclusive = "the source has undefined behaviour on every input tried"
	}
	return v
}

// checkGrown checks src and tgt again on inputs whose argument objects
// are grown, when src has pointer parameters and had undefined behaviour
// on every input so far: the accesses may reach further than the
// objects sampled (an offset computed at run time, a loop), and the
// function is judged on the memory where it is defined before it is
// called undefined on every input. At most a quarter of MaxInputs.
func (c *Checker) checkGrown(ctx context.Context, src, tgt *ir.Function, v *Verdict) {
	if len(pointerParams(src)) == 0 {
		return
	}
	opts := c.opts
	opts.grown = true
	ins := Inputs(src, opts)
	if n := max(opts.MaxInputs/4, 1); len(ins) > n {
		ins = ins[:n]
	}
	for _, in := range ins {
		if c.stopped(ctx, v) {
			return
		}
		if !HasArgObjects(in) {
			continue // nothing grown: tried already
		}
		if !c.checkInput(ctx, src, tgt, in, v) || v.Internal != nil {
			return
		}
	}
}

// undefinedByArgs reports whether the source's undefined behaviour on
// the inputs v records depended on the arguments alone, which the
// inputs enumerate: not on a world (the module calls no unknown
// function, or the source reached its undefined behaviour before it
// asked for an unknown function's answer; a dynamic rounding direction,
// which a world decides too, rules this out), nor on a global whose
// contents the module does not fix (see definiteGlobal). Such a source
// is refined by any target (LangRef, undefined values: 因为未定义的操作
// "不可能发生",所以优化器可以假设它发生在死代码中, "because the undefined
// operation 'cannot happen', the optimizer may assume it occurs in dead
// code").
func undefinedByArgs(src *ir.Function, v *Verdict) bool {
	if usesRounding(src.Parent) {
		return false
	}
	return !v.notArgsOnly
}

// definiteGlobal reports whether g holds what its initialiser says when
// a function of its module is called, at the size its type says: it is
// not a declaration (LangRef: 其他翻译单元中的全局变量也可以被声明,在这种
// 情况下,它们没有初始化器, "global variables in other translation units
// can also be declared, in which case they have no initializer"), nor
// may another definition with other contents replace it at link time
// (weak, linkonce, common, extern_weak, available_externally), nor is it
// externally_initialized.
func definiteGlobal(g *ir.Global) bool {
	switch g.Linkage {
	case ir.LinkageWeak, ir.LinkageLinkOnce, ir.LinkageCommon, ir.LinkageExternWeak, ir.LinkageAvailableExternally:
		return false
	}
	return g.Init != nil && !g.ExternallyInitialized
}

// exhaustiveInputs reports whether Inputs(f, opts) enumerates every
// argument vector of f (each as a value, and poison and undef besides).
func exhaustiveInputs(f *ir.Function, opts CheckOptions) bool {
	total := 0
	for _, p := range f.Params {
		t := p.Ty
		switch {
		case (t.IsInt() || t.IsFloat()) && formatOf(t.Kind) != nil || t.IsInt():
			total += int(widthOf(t))
		case t.Kind == ir.VectorType && (t.Elem.IsInt() || t.Elem.IsFloat() && formatOf(t.Elem.Kind) != nil):
			total += int(t.Len) * int(widthOf(t.Elem))
		default:
			return false
		}
	}
	ex := opts.Exhaustive
	if ex == 0 {
		ex = 20
	}
	return total <= ex
}

// stopped reports whether the check must stop before its next input or
// world, and records why in v (TimedOut or Interrupted).
func (c *Checker) stopped(ctx context.Context, v *Verdict) bool {
	if !c.opts.Deadline.IsZero() && time.Now().After(c.opts.Deadline) {
		v.TimedOut = true
		return true
	}
	switch err := ctx.Err(); {
	case err == nil:
		return false
	case errors.Is(err, context.DeadlineExceeded):
		v.TimedOut = true
	default:
		v.Interrupted = true
	}
	return true
}

func sameSignature(src, tgt *ir.Function) error {
	if src.FuncTy.String() != tgt.FuncTy.String() {
		return fmt.Errorf("signatures differ: %s vs %s", src.FuncTy, tgt.FuncTy)
	}
	return nil
}

// checkInput checks one input; it returns false once a counterexample is
// recorded in v.
func (c *Checker) checkInput(ctx context.Context, src, tgt *ir.Function, in []Val, v *Verdict) bool {
	// A module that calls unknown functions is tried in several worlds
	// (see env.go): each answers those calls its own way.
	worlds := 1
	rounding := usesRounding(src.Parent) || usesRounding(tgt.Parent)
	if callsUnknown(src.Parent) || rounding || uncertainGlobals(src.Parent) || uncertainGlobals(tgt.Parent) {
		worlds = envWorlds
	}
	// With every world's direction tried, a static direction other than
	// the world's is UB (see roundingMismatch).
	c.srcM.strictRound, c.tgtM.strictRound = rounding, rounding
	for w := range worlds {
		if w > 0 && c.stopped(ctx, v) {
			break
		}
		c.SetWorld(uint64(w))
		if !c.checkWorld(src, tgt, in, v) {
			return false
		}
	}
	c.SetWorld(0)
	return true
}

// envWorlds is how many worlds a check tries each input in when the
// source calls unknown functions.
const envWorlds = 4

// SetWorld selects the world in which both sides' calls to unknown
// functions are answered (0 unless set; see env.go).
func (c *Checker) SetWorld(w uint64) {
	c.srcM.world, c.tgtM.world = w, w
}

// callsUnknown reports whether m declares a function the environment
// answers (neither an intrinsic nor a C library function).
func callsUnknown(m *ir.Module) bool {
	if len(paramCallTypes(m)) > 0 {
		return true // a pointer parameter may point to an unknown function
	}
	for _, f := range m.Funcs {
		if f.IsDeclaration() && !strings.HasPrefix(f.Name, "llvm.") && libFuncs[f.Name] == nil && !libraryName(f.Name) {
			return true
		}
	}
	return false
}

// checkWorld checks one input in the current world.
func (c *Checker) checkWorld(src, tgt *ir.Function, in []Val, v *Verdict) bool {
	v.Tried++
	srcOuts, skip := c.Expect(src, in)
	if skip != "" {
		v.Skipped++
		if p := srcOuts[0].internal(); p != nil {
			noVerdict(v, in, p, "source: "+skip, skip, "")
			return true
		}
		if v.Inconclusive == "" && !strings.HasPrefix(skip, "UB") {
			v.Inconclusive = "source: " + skip
		}
		if o := &srcOuts[0]; o.Kind == UndefinedBehaviour && !o.argsOnly {
			v.notArgsOnly = true
		} else if o.Kind == UndefinedBehaviour && !v.fixedUB && !usesRounding(src.Parent) {
			v.fixedUB = inputIndependentUB(src, o.UB)
		}
		return true
	}
	internal := v.Internal
	ok := c.CheckTarget(srcOuts, tgt, in, v)
	if v.Internal != internal {
		v.Skipped++
	}
	return ok
}

// noVerdict records in v that input in has no verdict because of the
// internal error p (only the first one is kept); source and target render
// the two sides' outcomes, why is the inconclusive reason.
func noVerdict(v *Verdict, in []Val, p *PanicInfo, why, source, target string) {
	if v.Internal != nil {
		return
	}
	v.Internal = p
	if v.Inconclusive == "" {
		v.Inconclusive = why
	}
	if v.Correct {
		v.Input = cloneVals(in)
		v.Source, v.Target = source, target
	}
}

// Expect runs src abstractly on in and returns the outcomes it allows.
// When the input says nothing (the source has UB, a budget ran out,
// something is unsupported, or the interpreter failed) it returns the
// reason instead, as the outcome prints ("UB: ...", "no result: ...",
// "unsupported: ...", "internal error: ..."), with that outcome alone
// (so that a caller can tell an internal error by its Kind).
func (c *Checker) Expect(src *ir.Function, in []Val) ([]Outcome, string) {
	srcOuts := c.srcM.Behaviours(src, in, c.opts.MaxPaths)
	for k := range srcOuts {
		if srcOuts[k].Kind != Returned && (!c.opts.Exits || srcOuts[k].Kind != Exited) {
			return srcOuts[k : k+1 : k+1], srcOuts[k].String()
		}
	}
	return srcOuts, ""
}

// CheckTarget runs tgt concretely on in with each of the checker's
// choosers and checks every outcome against the source's outcomes srcOuts
// (from Expect). It returns false once a counterexample is recorded in v.
// An internal error (of the target's run, or among srcOuts) is no verdict
// on in: it is recorded in v.Internal (the first one only) and CheckTarget
// returns true.
func (c *Checker) CheckTarget(srcOuts []Outcome, tgt *ir.Function, in []Val, v *Verdict) bool {
	for _, ch := range c.choosers {
		c.tgtM.SetChooser(ch)
		t := c.tgtM.RunFunc(tgt, in)
		switch t.Kind {
		case NoResult, Unsupported:
			if v.Inconclusive == "" {
				v.Inconclusive = "target: " + t.String()
			}
			continue
		}
		reason, internal := Judge(srcOuts, &t)
		if internal != nil {
			side := "source: "
			if t.Kind == InternalError {
				side = "target: "
			}
			noVerdict(v, in, internal, side+internal.Error(), showOutcomes(srcOuts, ""), t.String())
			return true
		}
		if reason != "" {
			c.fail(v, in, srcOuts, &t, reason)
			return false
		}
	}
	return true
}

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

// Inputs returns the argument vectors a refinement check of f tries.
func Inputs(f *ir.Function, opts CheckOptions) [][]Val {
	if opts.MaxInputs == 0 {
		opts.MaxInputs = 2000
	}
	if opts.Exhaustive == 0 {
		opts.Exhaustive = 20
	}
	params := f.Params
	total := 0
	scalarOnly := true
	for _, p := range params {
		t := p.Ty
		switch {
		case t.IsInt() || t.IsFloat():
			total += int(widthOf(t))
			if t.IsFloat() && formatOf(t.Kind) == nil {
				scalarOnly = false
			}
		case t.Kind == ir.VectorType && (t.Elem.IsInt() || t.Elem.IsFloat()):
			total += int(t.Len) * int(widthOf(t.Elem))
		default:
			scalarOnly = false
			total += 64
		}
	}
	var out [][]Val
	if scalarOnly && total <= opts.Exhaustive {
		// Every input, the interesting ones first: a caller that takes
		// only some (a native run passes a dozen) gets the edge values and
		// the function's own before the enumeration's 0, 1, 2, ...
		head := opts
		head.MaxInputs = min(opts.MaxInputs, exhaustiveHead)
		out = exhaustive(params, total, sampled(params, head, deriveValues(f)))
	} else {
		out = sampled(params, opts, deriveValues(f))
	}
	if !opts.NoPoisonArg {
		var kinds []string
		if !opts.NoPoisonInput {
			kinds = append(kinds, "poison")
		}
		if !opts.NoUndefInput {
			kinds = append(kinds, "undef")
		}
		if len(kinds) > 0 {
			out = append(out, specialInputs(params, kinds...)...)
		}
	}
	out = withArgObjects(f, out, opts.Seed, opts.NoPoisonArg, opts.NoPoisonMemory || opts.NoPoisonInput, opts.NoUndefInput, opts.grown)
	return withArgFuncs(f, out)
}

// exhaustiveHead is how many sampled inputs (edge values, the function's
// own values) an exhaustive enumeration starts with.
const exhaustiveHead = 32

// exhaustive enumerates every argument vector of a small argument space:
// those of head first (without repeats), then the others in order.
func exhaustive(params []*ir.Argument, total int, head [][]Val) [][]Val {
	n := 1 << total
	out := make([][]Val, 0, n)
	taken := make([]bool, n)
	for _, in := range head {
		var x uint64
		shift := uint(0)
		for i, p := range params {
			toBits(p.Ty, &in[i], &x, &shift)
		}
		if x < uint64(n) && !taken[x] {
			taken[x] = true
			out = append(out, in)
		}
	}
	for x := 0; x < n; x++ {
		if taken[x] {
			continue
		}
		bits := uint64(x)
		in := make([]Val, len(params))
		for i, p := range params {
			in[i] = fromBits(p.Ty, &bits)
		}
		out = append(out, in)
	}
	return out
}

// toBits appends value v of type t to *x at bit *shift, as fromBits
// consumes it.
func toBits(t *ir.Type, v *Val, x *uint64, shift *uint) {
	if t.Kind == ir.VectorType {
		for i := range v.X.Lanes {
			toBits(t.Elem, &v.X.Lanes[i], x, shift)
		}
		return
	}
	w := widthOf(t)
	*x |= (v.Bits & widthMask(w)) << *shift
	*shift += uint(w)
}

// fromBits builds a value of type t from the low bits of *bits, consuming them.
func fromBits(t *ir.Type, bits *uint64) Val {
	v := newVal(t)
	if t.Kind == ir.VectorType {
		for i := range v.X.Lanes {
			v.X.Lanes[i] = fromBits(t.Elem, bits)
		}
		return v
	}
	w := widthOf(t)
	v.Bits = *bits & widthMask(w)
	*bits >>= w
	return v
}

// edgeValues lists the interesting values of a scalar type.
func edgeValues(t *ir.Type) []Val {
	var vs []Val
	switch {
	case t.IsInt() && t.Bits > 64:
		for _, s := range []string{"0", "1", "-1", "2", "7"} {
			v, _ := ParseArg(t, s)
			vs = append(vs, v)
		}
		return vs
	case t.IsInt():
		w := t.Bits
		m := widthMask(w)
		seen := map[uint64]bool{}
		for _, x := range []uint64{0, 1, m, 2, 3, 1 << (w - 1), (1 << (w - 1)) - 1, (1 << (w - 1)) + 1, m - 1, 7, 8, 16, 42, 1 << (w / 2)} {
			x &= m
			if !seen[x] {
				seen[x] = true
				vs = append(vs, Val{Bits: x})
			}
		}
		return vs
	case isWideFloat(t):
		return wideEdgeValues(t)
	case t.IsFloat():
		f := formatOf(t.Kind)
		if f == nil {
			return nil
		}
		for _, s := range []string{"0.0", "-0.0", "1.0", "-1.0", "0.5", "2.0", "3.0", "-2.5", "inf", "-inf", "nan", "100.0", "1e-3"} {
			v, _ := ParseArg(t, s)
			vs = append(vs, v)
		}
		vs = append(vs, Val{Bits: 1}, Val{Bits: f.expMask() - 1}, Val{Bits: f.expMask() | f.quietBit() | 1 | f.sign()}, Val{Bits: f.expMask() | 1})
		return vs
	case t.IsPtr():
		return []Val{{}}
	case t.Kind == ir.VectorType:
		ev := edgeValues(t.Elem)
		for k := range ev {
			v := newVal(t)
			for i := range v.X.Lanes {
				v.X.Lanes[i] = ev[(k+i)%len(ev)].Clone()
			}
			vs = append(vs, v)
		}
		return vs
	}
	v := newVal(t)
	zeroFill(&v, t)
	return []Val{v}
}

// randomValue draws a random value of type t, biased towards edge values.
func randomValue(t *ir.Type, r *rand.Rand) Val {
	if t.Kind == ir.VectorType {
		v := newVal(t)
		for i := range v.X.Lanes {
			v.X.Lanes[i] = randomValue(t.Elem, r)
		}
		return v
	}
	ev := edgeValues(t)
	if len(ev) > 0 && r.IntN(3) == 0 {
		return ev[r.IntN(len(ev))].Clone()
	}
	if isWideFloat(t) {
		return wideRandom(t, r)
	}
	v := newVal(t)
	switch {
	case t.IsInt() && t.Bits > 64:
		for i := range v.X.Words {
			v.X.Words[i], v.X.UndefWords[i] = r.Uint64(), 0
		}
		if t.Bits%64 != 0 {
			v.X.Words[len(v.X.Words)-1] &= widthMask(t.Bits % 64)
		}
	case t.IsInt() || t.IsFloat():
		v.Bits = r.Uint64() & widthMask(widthOf(t))
		if t.IsInt() && r.IntN(2) == 0 {
			v.Bits &= 0xff // small numbers are where the interesting cases are
			if r.IntN(2) == 0 {
				v.Bits = -v.Bits & widthMask(t.Bits)
			}
		}
	}
	return v
}

// sampled builds MaxInputs inputs from edge values, the values derived
// from the function (d, see derivedValues) and random values. When the
// edge values of all parameters have at most MaxInputs/2 combinations,
// those come first; otherwise the first headEdges edge values (all
// parameters at 0, at 1, at -1). Then the list repeats a period of four:
// two inputs of derived values (the j-th of each parameter's pool, so
// the most relevant come first), one of the next edge values, one
// random; a derived or edge slot past the end of its list is random.
// Random inputs draw each parameter from its edge values, its derived
// pool or randomValue, a third of the time each.
func sampled(params []*ir.Argument, opts CheckOptions, d *derivedValues) [][]Val {
	s, combos, maxEdges := newSampler(params, opts, d)
	var out [][]Val
	nextEdge := 0
	if combos <= opts.MaxInputs/2 {
		out = s.edgeCombos()
		nextEdge = maxEdges
	} else {
		for ; nextEdge < headEdges && nextEdge < maxEdges && len(out) < opts.MaxInputs; nextEdge++ {
			out = append(out, s.edgeInput(nextEdge))
		}
	}
	j, derivedDone := 0, false
	for slot := 0; len(out) < opts.MaxInputs; slot++ {
		switch slot % 4 {
		case 0, 1:
			if !derivedDone {
				if in := s.derivedInput(j); in != nil {
					j++
					out = append(out, in)
					continue
				}
				derivedDone = true
			}
		case 2:
			if nextEdge < maxEdges {
				out = append(out, s.edgeInput(nextEdge))
				nextEdge++
				continue
			}
		}
		out = append(out, s.randomInput())
	}
	return out
}

// sampler makes the inputs of sampled: each parameter's edge values (its
// lanes' too, for a vector) and pool of values derived from the function,
// and the random source of the rest.
type sampler struct {
	params    []*ir.Argument
	edges     [][]Val
	laneEdges [][]Val
	pools     []*valuePool
	r         *rand.Rand
}

// newSampler prepares the sampler of params, and says how many
// combinations their edge values have (capped at MaxInputs+1) and the
// most edge values one parameter has.
func newSampler(params []*ir.Argument, opts CheckOptions, d *derivedValues) (s *sampler, combos, maxEdges int) {
	s = &sampler{
		params:    params,
		edges:     make([][]Val, len(params)),
		laneEdges: make([][]Val, len(params)),
		pools:     make([]*valuePool, len(params)),
		r:         rand.New(rand.NewPCG(opts.Seed, 0x5eed)),
	}
	combos = 1
	for i, p := range params {
		s.edges[i] = edgeValues(p.Ty)
		if len(s.edges[i]) == 0 {
			s.edges[i] = []Val{newVal(p.Ty)}
		}
		maxEdges = max(maxEdges, len(s.edges[i]))
		combos *= len(s.edges[i])
		if combos > opts.MaxInputs {
			combos = opts.MaxInputs + 1
		}
		t := p.Ty
		if t.Kind == ir.VectorType {
			t = t.Elem
			if s.laneEdges[i] = edgeValues(t); len(s.laneEdges[i]) == 0 {
				s.laneEdges[i] = []Val{newVal(t)}
			}
		}
		if t.IsInt() || t.IsFloat() {
			s.pools[i] = d.pool(t)
		}
	}
	return s, combos, maxEdges
}

// edgeInput is every parameter at its k-th edge value (cyclically).
func (s *sampler) edgeInput(k int) []Val {
	in := make([]Val, len(s.params))
	for i := range s.params {
		in[i] = s.edges[i][k%len(s.edges[i])].Clone()
	}
	return in
}

// edgeCombos is every combination of the parameters' edge values.
func (s *sampler) edgeCombos() [][]Val {
	var out [][]Val
	idx := make([]int, len(s.params))
	for {
		in := make([]Val, len(s.params))
		for i := range s.params {
			in[i] = s.edges[i][idx[i]].Clone()
		}
		out = append(out, in)
		k := len(idx) - 1
		for k >= 0 {
			idx[k]++
			if idx[k] < len(s.edges[k]) {
				break
			}
			idx[k] = 0
			k--
		}
		if k < 0 {
			return out
		}
	}
}

// derivedInput is the j-th input of derived values, nil when every
// parameter's pool is past its end. Parameters whose pool is (or vector
// lanes whose pool is) take edge values instead; lane l of a vector takes
// the (j+l)-th value, so lanes differ.
func (s *sampler) derivedInput(j int) []Val {
	in := make([]Val, len(s.params))
	hit := false
	for i, p := range s.params {
		pool := s.pools[i]
		if pool == nil {
			in[i] = s.edges[i][(headEdges+j)%len(s.edges[i])].Clone()
			continue
		}
		if p.Ty.Kind != ir.VectorType {
			v, ok := pool.at(j)
			if !ok {
				v = s.edges[i][(headEdges+j)%len(s.edges[i])].Clone()
			}
			in[i], hit = v, hit || ok
			continue
		}
		v := newVal(p.Ty)
		for l := range v.X.Lanes {
			lv, ok := pool.at(j + l)
			if !ok {
				lv = s.laneEdges[i][(j+l)%len(s.laneEdges[i])].Clone()
			}
			v.X.Lanes[l], hit = lv, hit || ok && l == 0
		}
		in[i] = v
	}
	if !hit {
		return nil
	}
	return in
}

// randomInput draws each parameter from its edge values, its derived pool
// or randomValue, a third of the time each.
func (s *sampler) randomInput() []Val {
	in := make([]Val, len(s.params))
	for i, p := range s.params {
		switch s.r.IntN(3) {
		case 0:
			in[i] = s.edges[i][s.r.IntN(len(s.edges[i]))].Clone()
			continue
		case 1:
			if s.pools[i] == nil {
				break
			}
			if p.Ty.Kind != ir.VectorType {
				in[i], _ = s.pools[i].draw(s.r)
				continue
			}
			v := newVal(p.Ty)
			for l := range v.X.Lanes {
				if lv, ok := s.pools[i].draw(s.r); ok {
					v.X.Lanes[l] = lv
				} else {
					v.X.Lanes[l] = randomValue(p.Ty.Elem, s.r)
				}
			}
			in[i] = v
			continue
		}
		in[i] = randomValue(p.Ty, s.r)
	}
	return in
}

// specialInputs tries each parameter without noundef as poison and as
// undef (or as the kinds given, of those two), the others at a few edge
// values.
func specialInputs(params []*ir.Argument, kinds ...string) [][]Val {
	if len(kinds) == 0 {
		kinds = []string{"poison", "undef"}
	}
	var out [][]Val
	for i, p := range params {
		if p.Attrs.Has("noundef") {
			continue
		}
		for _, special := range kinds {
			sv, err := ParseArg(p.Ty, special)
			if err != nil {
				continue
			}
			// The other parameters take their first few edge values together.
			for k := 0; k < 4; k++ {
				in := make([]Val, len(params))
				for j, q := range params {
					if j == i {
						in[j] = sv.Clone()
						continue
					}
					ev := edgeValues(q.Ty)
					if len(ev) == 0 {
						in[j] = newVal(q.Ty)
						continue
					}
					in[j] = ev[k%len(ev)].Clone()
				}
				out = append(out, in)
			}
		}
	}
	return out
}

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
