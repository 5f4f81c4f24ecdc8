package oracle

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// Internal errors. A Go runtime error inside the reference semantics is a
// bug of irfuzz, never a verdict on LLVM: the semantics recovers it into
// an outcome (semantics.InternalError) and the oracle stores it as a
// finding of its own kind, so that a campaign counts it and goes on. One
// bug, one signature: the panic's value (numbers normalized) and the
// function that panicked.

// internalError is one run of the reference semantics that failed.
type internalError struct {
	fn    string   // the function run ("main" for a program)
	args  []string // its arguments, printed (none for a program)
	panic *semantics.PanicInfo
	// file is the module that was run: "" for the source, else the
	// pipeline output's file in the batch directory.
	file string
}

// internalFinding is the finding of internal error e.
func (b *batch) internalFinding(e internalError) *finding.Finding {
	msg := e.panic.Error()
	f := b.newFinding(finding.KindInternal, "irfuzz", finding.KindInternal+"/"+finding.Normalize(msg)+"/"+panicFrame(e.panic.Stack))
	f.Function, f.Input, f.Message = e.fn, strings.Join(e.args, ", "), msg
	f.Reason = "the reference semantics failed (a bug of irfuzz, not of LLVM)"
	f.Files["stack.txt"] = []byte(e.panic.Stack)
	module := "source.ll"
	if e.file != "" {
		target, _ := os.ReadFile(filepath.Join(b.dir, e.file))
		f.Files["target.ll"] = target
		module = "target.ll"
	}
	argv := []string{"irfuzz", "exec", module}
	if e.file != "" {
		argv = append(argv, "--concrete")
	}
	if b.program {
		argv = append(argv, "--")
	} else {
		argv = append(argv, "-f", e.fn)
		// One word per argument: a vector's text has commas of its own.
		argv = append(argv, e.args...)
	}
	f.Command = native.ShellJoin(argv)
	f.Files["commands.sh"] = fmt.Appendf(nil, "#!/bin/sh\n# irfuzz's reference semantics panicked (stack.txt): a bug of irfuzz.\n# Run it again:\n%s\n", f.Command)
	return f
}

// panicFrame is the function a panic's stack starts in (its first line),
// or "?" when the stack is empty.
func panicFrame(stack string) string {
	first, _, _ := strings.Cut(stack, "\n")
	if first = strings.TrimSpace(first); first == "" {
		return "?"
	}
	if i := strings.LastIndexByte(first, '/'); i >= 0 {
		first = first[i+1:] // "semantics.(*Machine).exec", without the module path
	}
	return first
}

// internalOf returns the internal error among outcomes outs of fn on
// input in, or nil.
func internalOf(fn *ir.Function, in []semantics.Val, outs []semantics.Outcome) *internalError {
	for k := range outs {
		if outs[k].Kind == semantics.InternalError && outs[k].Panic != nil {
			return &internalError{fn: fn.Name, args: formatArgs(fn, in), panic: outs[k].Panic}
		}
	}
	return nil
}
