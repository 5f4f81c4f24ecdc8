package semantics

import (
	"cmp"
	"context"
	"errors"
	"fmt"
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
