// Package selffuzz holds the self-fuzz targets of irfuzz: the checks that
// its own parser, verifier, interpreter, mutator and reducer must pass on any
// input. Each target is one function from bytes to a go-fuzz priority and an
// error; a non-nil error is a bug of irfuzz (a panic, a hang, a broken
// invariant), never a property of the input.
//
// The same bodies serve two fuzzers: the native Go targets of
// selffuzz_test.go (go test -fuzz, `make fuzz-self`) and the go-fuzz entry
// points of gofuzz.go (build tag gofuzz, go-fuzz-build -func NAME).
package selffuzz

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/mutate"
	"github.com/irfuzz/irfuzz/reduce"
	"github.com/irfuzz/irfuzz/semantics"
)

// The priorities a target returns, in go-fuzz's convention.
const (
	// Reject asks go-fuzz not to add the input to its corpus: it did not
	// reach the code under test (for most targets: it does not parse or
	// verify).
	Reject = -1
	// Normal is an input that exercised the code under test and was fine.
	Normal = 0
	// Interesting is an input that got all the way through the target (it
	// parsed, verified, ran), which go-fuzz favours for mutation.
	Interesting = 1
)

// Parse checks the parser and printer on arbitrary bytes: ir.Parse returns a
// module or an error, never panics or hangs, a module it returns prints, and
// the printed text parses again and prints the same (print∘parse is
// idempotent), whether or not the module verifies.
func Parse(data []byte) (int, error) {
	return guard("parse", hangLimit(len(data)), func() (int, error) {
		m, err := ir.Parse("fuzz.ll", data)
		if err != nil {
			return Normal, nil // rejecting bad input is the parser's job
		}
		if m == nil {
			return Normal, errors.New("parse: ir.Parse returned a nil module and a nil error")
		}
		if err := reprints("parse", m.String(), false); err != nil {
			return Normal, err
		}
		return Interesting, nil
	})
}

// Verify checks the verifier: ir.Verify never panics on a module the parser
// returns (it recovers a panic into an "internal verifier error", which
// counts as a bug here), and a module that verifies, printed and parsed
// again, verifies again and prints the same text.
func Verify(data []byte) (int, error) {
	return guard("verify", hangLimit(len(data)), func() (int, error) {
		m, err := ir.Parse("fuzz.ll", data)
		if err != nil {
			return Reject, nil
		}
		if err := ir.Verify(m); err != nil {
			if bug := internalVerifyError(err); bug != nil {
				return Normal, fmt.Errorf("verify: %w", bug)
			}
			return Normal, nil
		}
		if err := reprints("verify", m.String(), true); err != nil {
			return Normal, err
		}
		return Interesting, nil
	})
}

// Exec checks the reference interpreter: the input is parsed and verified,
// then the module and a mutant of it (mutate.Mutate, seeded by a hash of the
// input) are loaded and every defined function is run on a few inputs, in
// the abstract mode (all behaviours) and the concrete mode (an adversarial
// chooser), under small step, memory and depth budgets. Nothing may panic or
// hang, and running the first input of a function again on the same machine
// gives the same outcomes (a run must not leak state into the next). A
// mutator failure only means no mutant is run: the Mutate target reports it.
func Exec(data []byte) (int, error) {
	return guard("exec", slowLimit(len(data)), func() (int, error) {
		m, ok := parseVerified(data)
		if !ok {
			return Reject, nil
		}
		// The original first: the inputs of the old FuzzInterp target are
		// modules whose bug shows without any mutation.
		if err := runAll("exec", m); err != nil {
			return Normal, err
		}
		mutant, _, err := mutate.Mutate(m, seedOf(data), mutate.DefaultConfig())
		if err != nil || mutant == nil || ir.Verify(mutant) != nil {
			return Interesting, nil
		}
		if err := runAll("exec (mutant)", mutant); err != nil {
			return Normal, fmt.Errorf("%w\n--- mutant:\n%s", err, excerpt(mutant.String()))
		}
		return Interesting, nil
	})
}

// Mutate checks the mutator: on a module that parses and verifies,
// mutate.Mutate with a seed taken from the input (its FNV-1a hash) and the
// default configuration succeeds (it fails on a verified module only when an
// operator broke the module) and returns a mutant that verifies, prints, and
// parses back to a module that verifies; the original module is left
// unchanged.
func Mutate(data []byte) (int, error) {
	return guard("mutate", slowLimit(len(data)), func() (int, error) {
		m, ok := parseVerified(data)
		if !ok {
			return Reject, nil
		}
		before := m.String()
		mutant, muts, err := mutate.Mutate(m, seedOf(data), mutate.DefaultConfig())
		if after := m.String(); after != before {
			return Normal, fmt.Errorf("mutate: the original module changed: %s", firstDiff(before, after))
		}
		if err != nil {
			return Normal, fmt.Errorf("mutate: mutate.Mutate failed on a module that verifies: %w", err)
		}
		if mutant == nil {
			return Normal, errors.New("mutate: mutate.Mutate returned a nil module and a nil error")
		}
		if err := ir.Verify(mutant); err != nil {
			return Normal, fmt.Errorf("mutate: the mutant (%d mutations: %v) does not verify: %w\n--- mutant:\n%s",
				len(muts), muts, err, excerpt(mutant.String()))
		}
		text := mutant.String()
		back, err := ir.Parse("mutant.ll", []byte(text))
		if err != nil {
			return Normal, fmt.Errorf("mutate: the printed mutant does not parse: %w\n--- mutant:\n%s", err, excerpt(text))
		}
		if err := ir.Verify(back); err != nil {
			return Normal, fmt.Errorf("mutate: the printed mutant, parsed again, does not verify: %w\n--- mutant:\n%s", err, excerpt(text))
		}
		return Interesting, nil
	})
}

// reduceMaxTests bounds the predicate calls of one Reduce run, which keeps
// one fuzz execution well under a second on small modules.
const reduceMaxTests = 200

// Reduce checks the reducer with a cheap synthetic predicate (the module
// still holds the opcode of its last instruction; without instructions, it
// has as many functions as the input): on any module that parses and
// verifies, reduce.Reduce does not panic, and its result verifies, is no
// larger (reduce.Size) and keeps the predicate; the input module is left
// unchanged. A reduction error (say, a printed module that does not parse
// back) is reported by Reduce, not a crash, and not counted as a bug here.
func Reduce(data []byte) (int, error) {
	return guard("reduce", slowLimit(len(data)), func() (int, error) {
		m, ok := parseVerified(data)
		if !ok {
			return Reject, nil
		}
		nfuncs := len(m.Funcs)
		pred := func(_ context.Context, c *ir.Module) (bool, error) { return len(c.Funcs) >= nfuncs, nil }
		if ops := opcodes(m); len(ops) > 0 {
			pred = hasOp(ops[len(ops)-1])
		}
		before, size := m.String(), reduce.Size(m)
		got, _, err := reduce.Reduce(context.Background(), m, pred, reduce.Options{Jobs: 1, MaxTests: reduceMaxTests})
		if after := m.String(); after != before {
			return Normal, fmt.Errorf("reduce: the input module changed: %s", firstDiff(before, after))
		}
		if err != nil {
			return Normal, nil
		}
		if err := ir.Verify(got); err != nil {
			return Normal, fmt.Errorf("reduce: the result does not verify: %w\n--- result:\n%s", err, excerpt(got.String()))
		}
		if n := reduce.Size(got); n > size {
			return Normal, fmt.Errorf("reduce: size grew from %d to %d\n--- result:\n%s", size, n, excerpt(got.String()))
		}
		if ok, _ := pred(context.Background(), got); !ok {
			return Normal, fmt.Errorf("reduce: the result lost the property\n--- result:\n%s", excerpt(got.String()))
		}
		return Interesting, nil
	})
}

// guard runs body in a goroutine of its own and turns a panic into an error
// with the stack, and a run longer than limit into a hang error. A hung
// goroutine is abandoned: the fuzzer stops on the error anyway. A panic in a
// goroutine that body starts (the reducer's workers) cannot be caught here;
// it ends the process, which both fuzzers report as a crash too.
func guard(what string, limit time.Duration, body func() (int, error)) (int, error) {
	type result struct {
		prio int
		err  error
	}
	done := make(chan result, 1)
	go func() {
		var r result
		err := catch(what, func() { r.prio, r.err = body() })
		if err != nil {
			r = result{Normal, err}
		}
		done <- r
	}()
	timer := time.NewTimer(limit)
	defer timer.Stop()
	select {
	case r := <-done:
		return r.prio, r.err
	case <-timer.C:
		return Normal, fmt.Errorf("%s: hang: no result after %v", what, limit)
	}
}

// catch calls f and returns its panic, if any, as an error with the stack.
func catch(what string, f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: panic: %v\n%s", what, r, debug.Stack())
		}
	}()
	f()
	return nil
}

// hangLimit is how long parsing, verifying and printing n bytes may take
// before it counts as a hang: generous, because the fuzzer's coverage
// instrumentation and a busy machine slow everything down.
func hangLimit(n int) time.Duration {
	return 10*time.Second + time.Duration(n/100_000)*time.Second
}

// slowLimit is hangLimit for the targets that also run, mutate or reduce
// the module, whose work is bounded by budgets rather than by the input size.
func slowLimit(n int) time.Duration {
	return time.Minute + hangLimit(n)
}

// parseVerified parses data and verifies the module; ok is false when either
// fails (the input then does not reach the code under test).
func parseVerified(data []byte) (m *ir.Module, ok bool) {
	m, err := ir.Parse("fuzz.ll", data)
	if err != nil || ir.Verify(m) != nil {
		return nil, false
	}
	return m, true
}

// reprints checks that text, the printed form of a module, parses again,
// verifies again if the module verified, and prints to the same text.
func reprints(what, text string, verified bool) error {
	m, err := ir.Parse("printed.ll", []byte(text))
	if err != nil {
		return fmt.Errorf("%s: the printed module does not parse again: %w\n--- printed:\n%s", what, err, excerpt(text))
	}
	if verified {
		if err := ir.Verify(m); err != nil {
			return fmt.Errorf("%s: the printed module, parsed again, does not verify: %w\n--- printed:\n%s", what, err, excerpt(text))
		}
	}
	if again := m.String(); again != text {
		return fmt.Errorf("%s: printing is not idempotent: %s", what, firstDiff(text, again))
	}
	return nil
}

// internalVerifyError returns the problem of err that reports a panic the
// verifier recovered from, or nil. ir.Verify marks those with this message
// prefix (see ir/verify.go); it has no error type of its own for them.
func internalVerifyError(err error) error {
	var errs ir.VerifyErrors
	if !errors.As(err, &errs) {
		return nil
	}
	for _, e := range errs {
		if strings.HasPrefix(e.Msg, "internal verifier error") {
			return e
		}
	}
	return nil
}

// execBudget keeps each run short and small; the inputs are arbitrary.
var execBudget = semantics.Config{MaxSteps: 20_000, MaxMem: 1 << 20, MaxDepth: 200}

// The bounds of runAll: functions per module, inputs per function and
// abstract paths per input, so one execution stays well under a second.
const (
	execMaxFuncs  = 32
	execMaxInputs = 8
	execMaxPaths  = 8
)

// runAll runs every defined function of m (up to execMaxFuncs) on a few
// inputs in both modes of the interpreter, and then the first input again,
// which must give the same outcomes. A module that does not load (something
// the interpreter does not support) is fine.
func runAll(what string, m *ir.Module) error {
	var p *semantics.Program
	var loadErr error
	if bug := catch(what+": load", func() { p, loadErr = semantics.Load(m) }); bug != nil {
		return bug
	}
	if loadErr != nil {
		return nil
	}
	abs := p.NewMachine(execBudget)
	cc := execBudget
	cc.Chooser = semantics.NewAdversarialChooser(1)
	con := p.NewMachine(cc)
	opts := semantics.CheckOptions{MaxInputs: 3, Exhaustive: 4}
	// run returns the outcomes of f on in, both modes, as text; the
	// concrete chooser restarts so that a rerun makes the same choices.
	run := func(f *ir.Function, in []semantics.Val) string {
		var b strings.Builder
		for _, o := range abs.Behaviours(f, in, execMaxPaths) {
			b.WriteString(o.String())
			b.WriteByte('\n')
		}
		con.SetChooser(semantics.NewAdversarialChooser(1))
		o := con.RunFunc(f, in)
		b.WriteString("concrete: ")
		b.WriteString(o.String())
		return b.String()
	}
	funcs := 0
	for _, f := range m.Funcs {
		if f.IsDeclaration() {
			continue
		}
		if funcs++; funcs > execMaxFuncs {
			break
		}
		var broken error
		bug := catch(fmt.Sprintf("%s: running %s", what, f.Ident()), func() {
			ins := semantics.Inputs(f, opts)
			if len(ins) > execMaxInputs {
				ins = ins[:execMaxInputs]
			}
			if len(ins) == 0 {
				return
			}
			first := run(f, ins[0])
			for _, in := range ins[1:] {
				run(f, in)
			}
			if again := run(f, ins[0]); again != first {
				broken = fmt.Errorf("%s: %s gives other outcomes on the same input after other runs: %s",
					what, f.Ident(), firstDiff(first, again))
			}
		})
		if bug != nil {
			return bug
		}
		if broken != nil {
			return broken
		}
	}
	return nil
}

// seedOf derives the mutation seed from the input: the same bytes always
// give the same mutant, so a crasher replays.
func seedOf(data []byte) uint64 {
	h := fnv.New64a()
	h.Write(data)
	return h.Sum64()
}

// opcodes returns the opcodes of m's instructions, once each, in order of
// first appearance.
func opcodes(m *ir.Module) []ir.Opcode {
	var out []ir.Opcode
	for _, i := range m.Instructions() {
		if !slices.Contains(out, i.Op) {
			out = append(out, i.Op)
		}
	}
	return out
}

// hasOp is the Reduce target's predicate: some function still has an
// instruction with opcode op.
func hasOp(op ir.Opcode) reduce.Interesting {
	return func(_ context.Context, m *ir.Module) (bool, error) {
		for _, i := range m.Instructions() {
			if i.Op == op {
				return true, nil
			}
		}
		return false, nil
	}
}

// excerptMax bounds the module text an error carries.
const excerptMax = 4000

// excerpt returns text, cut to excerptMax bytes.
func excerpt(text string) string {
	if len(text) <= excerptMax {
		return text
	}
	return text[:excerptMax] + fmt.Sprintf("\n... (%d more bytes)", len(text)-excerptMax)
}

// firstDiff describes where a and b first differ, with a line of each.
func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y || i >= len(al) || i >= len(bl) {
			return fmt.Sprintf("first difference at line %d:\n- %s\n+ %s", i+1, x, y)
		}
	}
	return "no difference"
}
