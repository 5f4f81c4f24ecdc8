package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics"
)

// negativeArg reports whether a is an argument such as -1, -.5, -inf or
// -nan that the flag parser would otherwise take for a flag. (Written out
// rather than a regexp: compiling one cost every irfuzz exec.)
func negativeArg(a string) bool {
	digit := func(i int) bool { return i < len(a) && a[i] >= '0' && a[i] <= '9' }
	if len(a) < 2 || a[0] != '-' {
		return false
	}
	return digit(1) || a[1] == '.' && digit(2) || a[1:] == "inf" || a[1:] == "nan"
}

// protectNegatives hides negative-number arguments from the flag parser.
func protectNegatives(args []string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		if negativeArg(a) {
			a = "\x00" + a
		}
		out[i] = a
	}
	return out
}

func unprotect(s string) string { return strings.TrimPrefix(s, "\x00") }

// execJSON is the output of `irfuzz exec --json`.
type execJSON struct {
	File     string        `json:"file"`
	Function string        `json:"function"` // @name
	Args     []string      `json:"args"`     // as given
	Mode     string        `json:"mode"`     // "abstract": every behaviour the source allows; "concrete": one run, undef as zero
	Outcomes []outcomeJSON `json:"outcomes"` // one; several when the program is nondeterministic
}

// outcomeJSON is one behaviour of a run.
type outcomeJSON struct {
	Kind    string       `json:"kind"`              // returned, ub, no-result or unsupported
	Text    string       `json:"text"`              // as exec prints it: "i32 12", "UB: division by zero at @f %entry %q"
	Value   string       `json:"value,omitempty"`   // returned: the value ("i32 12", "i8 poison"; "void")
	UB      string       `json:"ub,omitempty"`      // ub: the kind
	Where   string       `json:"where,omitempty"`   // ub: @f %bb %inst
	Reason  string       `json:"reason,omitempty"`  // no-result, unsupported: why
	Globals []globalJSON `json:"globals,omitempty"` // returned, with --globals
	// Objects: the final bytes of the argument objects ("%arg0": "[4 x
	// i8] <01 02 uu pp>"); Calls: the calls to unknown functions, in order.
	Objects map[string]string `json:"objects,omitempty"`
	Calls   []string          `json:"calls,omitempty"`
	Steps   uint64            `json:"steps"` // instructions executed
	// A program run (main): what it wrote, and how it ended.
	Stdout  *string `json:"stdout,omitempty"`
	Stderr  *string `json:"stderr,omitempty"`
	Status  *int    `json:"status,omitempty"`  // exited: the exit status
	Aborted bool    `json:"aborted,omitempty"` // exited: by abort
}

type globalJSON struct {
	Global string `json:"global"`
	Bytes  string `json:"bytes"`
}

// outcomeKinds names semantics.OutcomeKind in JSON.
var outcomeKinds = map[semantics.OutcomeKind]string{
	semantics.Returned: "returned", semantics.UndefinedBehaviour: "ub",
	semantics.NoResult: "no-result", semantics.Unsupported: "unsupported",
	semantics.Exited: "exited", semantics.InternalError: "internal-error",
}

func outcomeOf(o *semantics.Outcome, globals bool) outcomeJSON {
	j := outcomeJSON{Kind: outcomeKinds[o.Kind], Text: o.String(), Steps: o.Steps}
	for _, c := range o.Calls {
		j.Calls = append(j.Calls, c.String())
	}
	for k := range o.Objects {
		if j.Objects == nil {
			j.Objects = map[string]string{}
		}
		j.Objects[o.Objects[k].Name] = o.Objects[k].String()
	}
	switch o.Kind {
	case semantics.Returned:
		j.Value = o.String()
		if globals {
			for _, g := range o.Globals {
				j.Globals = append(j.Globals, globalJSON{g.Global.Ident(), g.String()})
			}
		}
	case semantics.UndefinedBehaviour:
		if o.UB != nil {
			j.UB, j.Where = o.UB.Kind.String(), o.UB.Where()
		}
	case semantics.Exited:
		if !o.Aborted {
			j.Status = &o.Status
		}
		j.Aborted = o.Aborted
	default:
		j.Reason = o.Reason
	}
	return j
}

// runExec implements `irfuzz exec FILE.ll [-f NAME] ARG...`.
func runExec(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz exec FILE.ll [-f NAME] [--max-steps N] [--max-mem BYTES] [--concrete] [--globals] [--json] ARG...\n" +
		"       irfuzz exec FILE.ll [--max-steps N] [--max-mem BYTES] [--concrete] [--json] [-- PROGRAM-ARG...]   (a module with main: run it as a C program)"
	fs := newFlagSet("exec", usageLine, stderr)
	name := fs.String("f", "", "the function to run (default: main as a C program when the module defines it, else the first function defined in the file)")
	maxSteps := fs.Uint64("max-steps", 1e9, "stop after `N` instructions (no result)")
	maxMem := fs.Uint64("max-mem", semantics.DefaultMaxMem, "stop when live memory exceeds `BYTES` (no result; the interpreter holds each byte in 8)")
	concrete := fs.Bool("concrete", false, "run in the concrete (target) mode, undef chosen as zero, instead of the abstract (source) mode that prints the set of allowed results")
	globals := fs.Bool("globals", false, "also print the final contents of the global variables")
	asJSON := addJSONFlag(fs)
	pos, code, ok := parseCommand(fs, protectNegatives(args), 1, 1<<20, stdout, stderr)
	if !ok {
		return code
	}
	for i := range pos {
		pos[i] = unprotect(pos[i])
	}
	m, ok := loadModule(pos[0], stderr)
	if !ok {
		return exitUsage
	}
	prog, err := semantics.Load(m)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz exec: %v\n", err)
		return exitUsage
	}
	cfg := semantics.Config{MaxSteps: *maxSteps, MaxMem: *maxMem}
	if *concrete {
		cfg.Chooser = semantics.ZeroChooser{}
	}
	if main := prog.FuncByName("main"); *name == "" && main != nil && !main.IsDeclaration() {
		return execProgram(prog, cfg, pos[0], pos[1:], *asJSON, stdout, stderr)
	}
	f := prog.FuncByName(*name)
	if *name == "" {
		// The first externally visible definition (helpers are usually internal).
		for _, g := range m.Funcs {
			if !g.IsDeclaration() && (f == nil || f.Linkage == ir.LinkageInternal || f.Linkage == ir.LinkagePrivate) {
				if f == nil || (g.Linkage != ir.LinkageInternal && g.Linkage != ir.LinkagePrivate) {
					f = g
				}
			}
		}
	}
	if f == nil || f.IsDeclaration() {
		fmt.Fprintf(stderr, "irfuzz exec: %s: no function definition %q\n", pos[0], *name)
		return exitUsage
	}
	argv := pos[1:]
	if len(argv) != len(f.Params) {
		fmt.Fprintf(stderr, "irfuzz exec: %s takes %d argument(s), got %d\n", f.Ident(), len(f.Params), len(argv))
		return exitUsage
	}
	vals, err := semantics.ParseArgs(f, argv)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz exec: %v\n", err)
		return exitUsage
	}
	mach := prog.NewMachine(cfg)
	var outs []semantics.Outcome
	if *concrete {
		outs = []semantics.Outcome{mach.RunFunc(f, vals)}
	} else {
		outs = mach.Behaviours(f, vals, 256)
	}
	ret := execExit(outs)
	if *asJSON {
		out := execJSON{File: pos[0], Function: f.Ident(), Args: argv, Mode: "abstract", Outcomes: []outcomeJSON{}}
		if *concrete {
			out.Mode = "concrete"
		}
		for i := range outs {
			out.Outcomes = append(out.Outcomes, outcomeOf(&outs[i], *globals))
		}
		return max(printJSON(stdout, stderr, "exec", out), ret)
	}
	if len(outs) > 1 {
		fmt.Fprintf(stdout, "one of %d behaviours:\n", len(outs))
	}
	for _, o := range outs {
		fmt.Fprintln(stdout, o.String())
		if *globals && o.Kind == semantics.Returned {
			for _, g := range o.Globals {
				fmt.Fprintf(stdout, "  %s = %s\n", g.Global.Ident(), g.String())
			}
		}
		// What the caller sees besides the result: the calls to unknown
		// functions, and the final bytes of the argument objects.
		for _, c := range o.Calls {
			fmt.Fprintf(stdout, "  call %s\n", c.String())
		}
		for k := range o.Objects {
			fmt.Fprintf(stdout, "  %s = %s\n", o.Objects[k].Name, o.Objects[k].String())
		}
	}
	return ret
}

// execProgram runs the module's main as a C program with argv[0] = file
// and the given arguments: the program's standard output goes to stdout
// byte for byte, its standard error and then how it ended ("exit 0",
// "abort", "UB: ...") to stderr. Exit: 0 when the program ran to
// completion, 1 on undefined behaviour, 2 when it could not be run.
func execProgram(prog *semantics.Program, cfg semantics.Config, file string, args []string, asJSON bool, stdout, stderr io.Writer) int {
	argv := append([]string{file}, args...)
	mach := prog.NewMachine(cfg)
	var outs []semantics.Outcome
	if cfg.Chooser != nil {
		outs = []semantics.Outcome{mach.RunMain(argv)}
	} else {
		outs = mach.MainBehaviours(argv, 256)
	}
	ret := execExit(outs)
	if asJSON {
		out := execJSON{File: file, Function: "@main", Args: args, Mode: "abstract", Outcomes: []outcomeJSON{}}
		if cfg.Chooser != nil {
			out.Mode = "concrete"
		}
		for i := range outs {
			j := outcomeOf(&outs[i], false)
			so, se := string(outs[i].Stdout), string(outs[i].Stderr)
			j.Stdout, j.Stderr = &so, &se
			out.Outcomes = append(out.Outcomes, j)
		}
		return max(printJSON(stdout, stderr, "exec", out), ret)
	}
	if len(outs) > 1 {
		fmt.Fprintf(stderr, "irfuzz exec: the program has %d behaviours; the first follows\n", len(outs))
	}
	o := &outs[0]
	stdout.Write(o.Stdout)
	stderr.Write(o.Stderr)
	fmt.Fprintln(stderr, o.String())
	return ret
}

// execExit is exec's exit code for outcomes: 1 when one is undefined
// behaviour, 2 when one says nothing (a budget, something unsupported).
func execExit(outs []semantics.Outcome) int {
	ret := exitOK
	for _, o := range outs {
		switch o.Kind {
		case semantics.UndefinedBehaviour:
			ret = max(ret, exitNo)
		case semantics.NoResult, semantics.Unsupported, semantics.InternalError:
			ret = exitUsage
		}
	}
	return ret
}
