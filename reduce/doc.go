// Package reduce shrinks an LLVM IR module while an interestingness
// predicate keeps holding: the generic core of irfuzz's test-case reducer.
//
// Reduce runs named passes (PassNames) over and over until none of them
// makes progress. Each pass lists edit sites of the current module
// (functions, blocks, instructions, operands, flags, ...; returning a value
// early, if-converting small branches into selects, turning an entry
// point's instruction into a parameter) and tries to apply
// them in ddmin-style chunks, biggest first. Every candidate is built on a
// clone, printed, parsed back and verified before the predicate sees it, and
// it is accepted only when the predicate holds and the candidate is strictly
// smaller in a fixed order (instructions, blocks, global values, parameters,
// then a simplicity score and the printed length). That order makes the
// reduction terminate and Size never grow. Replacement values are taken from
// the program (a same-typed operand, an argument) or are 0, 1, -1 or a
// smaller constant; undef and poison are never introduced.
//
// Candidates of one chunk round are tested in parallel, and the lowest
// interesting one wins, so the result does not depend on Options.Jobs.
//
// ReduceFinding reduces a finding directory with oracle.Replay as the
// predicate: every accepted candidate is free of undefined behaviour on its
// witness input under the reference semantics (the finding's, or another
// sampled input once the finding's no longer shows an IR-level bug) and
// still shows the same
// finding (same crash signature, or an outcome outside the source's allowed
// set under the same pipeline, target and guilty pass); it writes
// reduced.ll, report.md and reduced-commands.sh. ReduceWithScript follows
// llvm-reduce's --test convention.
package reduce
