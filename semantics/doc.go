// Package semantics is irfuzz's reference interpreter of LLVM IR: an
// executable meaning of the IR that the ir package parses, against which
// optimized and compiled programs are judged.
//
// It gives every instruction, intrinsic and supported C library function
// its meaning under the LLVM Language Reference: values carry a poison
// flag per lane and an undef mask (bits that may take any value, each use
// on its own), undefined behaviour is a result (a UBInfo saying which kind
// and where), memory is a set of objects of bytes with provenance,
// liveness and alignment (pointers are an object and an offset; addresses
// are deterministic), and fast-math flags widen what a float operation may
// give.
//
// # Two modes, and the soundness rule
//
// A [Machine] runs in one of two modes. In the abstract (source) mode, with
// no [Chooser], a result stands for the set of values the program may
// produce: undef bits stay undetermined, reassoc/contract/arcp/afn make a
// float result any float of its type, nsz makes the sign of a zero any
// sign, and a branch on a frozen unknown value explores both ways
// ([Machine.Behaviours]). In the concrete (target) mode a Chooser picks every
// undetermined value, and arithmetic is IEEE arithmetic: one run is one
// behaviour.
//
// Every verdict follows one rule. The behaviours of the source (the
// unoptimized program) are over-approximated, so the source's set of
// allowed outcomes is never too small; the behaviours of the target (the
// optimized IR, or a native run) are under-approximated, by concrete runs
// with chosen values. A target outcome outside the source's set is
// therefore a real miscompilation (or a bug in irfuzz, which the tests
// rule out), never a false alarm caused by imprecision. An input on which
// the source has undefined behaviour says nothing and is skipped.
//
// # Open world
//
// A function may take pointers and call functions the module only
// declares. An input then includes memory: a pointer argument made by
// [ArgPointer] points into an [ArgObject] (its initial bytes, alignment,
// whether it is read-only memory, the pointer's offset in it; two
// arguments sharing one object alias), and [Inputs] makes such inputs for
// every pointer parameter, within what its attributes promise
// (dereferenceable, noalias, nonnull, align). The final bytes of every
// argument object are part of the outcome ([Outcome.Objects]) and are
// compared byte by byte. Memory attributes of the function and its
// parameters (readonly, writeonly, memory(...), nofree) make a forbidden
// access undefined behaviour, but for a read of a location only written
// through (writeonly, memory(argmem: write)), which gives poison before
// the function writes it and what it wrote after (the Language Reference
// since LLVM 19). A callee that may only read through a pointer argument
// and may not capture it is told the bytes it may read, not which object
// they are in.
//
// A call to an unknown function (declared; not an intrinsic; not a C
// library function, which is either in the modelled subset or
// unsupported) is answered by a world: deterministic, the same for source
// and target, within the callee's attributes. A call that may write
// memory is an observable event ([CallEvent]: the callee, the arguments,
// the bytes it may read) and its answer depends on the input, the world
// ([Checker.SetWorld]) and its place among the events; a call that writes
// nothing answers by its arguments and the bytes it reads, so LLVM may
// drop or merge it. The target must make the source's events, in order,
// with refined arguments and memory ([Outcome.Calls]). See env.go.
//
// # Outcomes
//
// A run ends in an [Outcome] of one of these kinds ([OutcomeKind]):
//
//   - Returned: the function returned, with its value and the final bytes
//     of the writable globals.
//   - UndefinedBehaviour: the run reached undefined behaviour ([UBKind], and
//     where).
//   - Exited: a whole program ended (main returned, exit or abort), with
//     its exit status and what it wrote to stdout and stderr.
//   - NoResult: a step, memory, depth or path budget ran out. No verdict.
//   - Unsupported: the program uses something the interpreter gives no
//     meaning to. No verdict.
//   - InternalError: the interpreter itself failed (a Go panic, recovered
//     into a [PanicInfo]). A bug in irfuzz, never a verdict.
//
// [Outcome.String] prints them as `irfuzz exec` does: `i32 12`, `poison`,
// `UB: division by zero at @f %entry %q`, `exit 0`, `no result: ...`,
// `unsupported: ...`, `internal error: ...`.
//
// # Use
//
// [Load] (or [LoadFile]) lowers a parsed module into a [Program], which is
// immutable and may be shared between goroutines. [Program.NewMachine] makes
// a Machine (one per goroutine) with budgets and a mode ([Config]):
//
//   - [Machine.Run] and [Machine.RunFunc] run a function once on arguments;
//     Behaviours returns every outcome the abstract mode allows.
//   - [Machine.RunMain] runs the module as a C program (constructors, main
//     with argv, exit handlers, destructors); [Machine.MainBehaviours] returns
//     every outcome.
//
// [ParseArg] reads an argument value from text (`5`, `-1`, `0x7f`, `1.5`,
// `poison`, `undef`, `<4 x i8> <1, 2, 3, 4>`) and [FormatVal] prints one.
//
// Refinement: [NewChecker] makes a [Checker] for a source and a target
// program; [Checker.Check] tries tgt against src on generated inputs
// ([Inputs]) and returns a [Verdict], correct or a counterexample. [Refines]
// checks one input. For the oracle's split of the work, [Checker.Expect]
// computes the source's outcomes on an input and [Checker.CheckTarget] or
// [Judge] ([Allows]) checks target outcomes against them; [ProgramAllows] and
// [JudgeProgram] do it for whole programs. [Pairs] and [PairsAcross] find the
// @src/@tgt function pairs of the alive-tv conventions.
//
// The package never panics on bad input and never exits: a panic inside
// it is recovered at every entry point into an InternalError outcome (or a
// Verdict with Internal set, or an error from Load). [SetTestHook] lets a
// caller's test inject such a panic.
package semantics
