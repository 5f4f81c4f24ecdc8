// Command irfuzz fuzzes LLVM: it parses, prints, verifies, generates and
// interprets LLVM IR. Run `irfuzz help` for the commands.
//
// Exit codes, for every command: 0 = success, 1 = the answer is "no" (for
// example the verifier rejects the module), 2 = usage error or bad input,
// 3 = interrupted by SIGINT or SIGTERM (a long command prints what it did
// until then: partial tallies, the findings so far, the smallest module).
// With --json, a command that reports a result prints it as one JSON
// document on stdout, and nothing else there.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
)

// Exit codes shared by all commands.
const (
	exitOK    = 0 // success / nothing found
	exitNo    = 1 // the answer is "no": a finding, a verifier failure
	exitUsage = 2 // usage error, bad input, or a missing tool
	// exitInterrupted: SIGINT or SIGTERM stopped a long command, which
	// printed what it had done until then.
	exitInterrupted = 3
)

// command is one subcommand: its name, one-line summary, usage line, and the
// function that runs it with the arguments after the command name.
type command struct {
	name    string
	summary string
	usage   string
	run     func(args []string, stdout, stderr io.Writer) int
}

// commands returns the subcommands in the order `irfuzz help` lists them.
// It is a function, not a variable, because the help command refers to it.
func commands() []command {
	return []command{
		{"doctor", "list the LLVM toolchains and target tools found, and how to install what is missing", "irfuzz doctor [--json]", runDoctor},
		{"fmt", "parse a module and print it in canonical form", "irfuzz fmt FILE.ll [-o OUT]", runFmt},
		{"verify", "run the in-process verifier; prints ok or the problems", "irfuzz verify FILE.ll [--json]", runVerify},
		{"refine", "check that @tgt refines @src by execution (alive-tv conventions)", "irfuzz refine FILE.ll | irfuzz refine SRC.ll TGT.ll [--json]", runRefine},
		{"gen", "one random module to stdout (or --stats N)", "irfuzz gen [--seed N] [--llvm N] [--config F] [--stats N]", runGen},
		{"mutate", "one well-formed mutant of a module to stdout (what was done on stderr), or --stats: how often each operator applies", "irfuzz mutate [--seed N] [--llvm N] [--steps K] [--json] FILE.ll | irfuzz mutate --stats [--count K] [FILE.ll...]", runMutate},
		{"exec", "run a function on arguments under the reference semantics", "irfuzz exec FILE.ll [-f NAME] [--json] ARG...", runExec},
		{"check", "the whole oracle (opt pipelines, native targets, crashes) on one module", "irfuzz check FILE.ll [--llvm V] [--pipelines P,...] [--targets T,...] [--out DIR] [--json]", runCheck},
		{"fuzz", "a fuzzing campaign: generated modules through opt, llc and the reference semantics", "irfuzz fuzz [--duration D] [--jobs N] [--seed S] [--out DIR] [--llvm V] [--shard I/N] [--json] | irfuzz fuzz --resume DIR", runFuzz},
		{"blame", "the guilty pass of a miscompile finding, by opt-bisect", "irfuzz blame FINDING_DIR [--llvm V] [--json]", runBlame},
		{"reduce", "reduce a finding (UB-guarded, same signature) or a file with an llvm-reduce style --test script", "irfuzz reduce FINDING_DIR [--c] [-o DIR] [--json] | irfuzz reduce FILE.ll --test SCRIPT [--test-arg A]... [--json]", runReduce},
		{"corpus", "the regression corpus: add a reduced finding, list the cases, replay them on the installed LLVMs", "irfuzz corpus add FINDING_DIR... | list | check [--llvm V]... [--dir D] [--json]", runCorpus},
		{"releases", "replay findings or corpus cases on every installed LLVM release: per release reproduces, fixed, changed or cannot read, and the regression range", "irfuzz releases FINDING_DIR|CASE.ll... [--llvm V]... [--json]", runReleases},
		{"report", "campaign reports: totals, findings by kind/pass/target/pipeline, timeline; table, markdown, JSON or an HTML page with charts", "irfuzz report DIR... [--format table|md|json|html] [--json] [-o FILE]", runReport},
		{"bench", "benchmarks against the LLVM tools, measured in the same run", "irfuzz bench parse|interp|gen|fuzz|reduce|csmith [FLAGS] [--json]", runBench},
		{"help", "show this help, or the help of one command", "irfuzz help [COMMAND]", runHelp},
	}
}

func main() {
	if len(os.Args) > 1 {
		tuneGC(os.Args[1])
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// tuneGC sets the collector for the command about to run, unless the
// user set GOGC or GOMEMLIMIT. (Not in run: tests call it.)
func tuneGC(cmd string) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	switch cmd {
	case "exec":
		// One short run whose garbage is mostly the parse and the lowering:
		// collecting it costs more than keeping it (a third of a small
		// program's time). The collector wakes up only past the limit, which
		// bounds the heap of a long run.
		debug.SetGCPercent(-1)
		debug.SetMemoryLimit(2 << 30)
	case "fuzz", "check", "bench", "corpus", "reduce", "releases":
		// Long runs whose live heap is small (a module, its variants and
		// verdicts) and whose garbage is large: at the default 100 the
		// collector was a third of a campaign's own processor time. 400
		// cut irfuzz's share per test by a quarter (18.8 -> 14.1 ms of
		// processor time per test in bench fuzz) for a heap of about 650
		// MB instead of 300 MB; the limit makes it collect harder before
		// a machine of small memory would swap.
		debug.SetGCPercent(400)
		debug.SetMemoryLimit(4 << 30)
	}
}

// run executes the command line args (without the program name) and returns
// the process exit code. It is main without os.Exit, so tests can call it.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	name := args[0]
	switch name {
	case "-h", "-help", "--help":
		usage(stdout)
		return exitOK
	}
	for _, c := range commands() {
		if c.name == name {
			return c.run(args[1:], stdout, stderr)
		}
	}
	if name == interestingC {
		// Hidden: the C reducer's interestingness test (reduce --c).
		return runInterestingC(args[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "irfuzz: unknown command %q\n", name)
	usage(stderr)
	return exitUsage
}

// usage prints the list of commands.
func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: irfuzz COMMAND [ARGS]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "commands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "exit codes: 0 = success, 1 = the answer is no, 2 = usage error or bad input,")
	fmt.Fprintln(w, "  3 = interrupted by SIGINT/SIGTERM (refine, check, fuzz, reduce, corpus check print what they did until then)")
	fmt.Fprintln(w, "--json (on the commands that report a result): one JSON document on stdout")
	fmt.Fprintln(w, "run 'irfuzz help COMMAND' for a command's flags")
}

func runHelp(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stdout)
		return exitOK
	}
	if len(args) > 1 {
		fmt.Fprintln(stderr, "usage: irfuzz help [COMMAND]")
		return exitUsage
	}
	for _, c := range commands() {
		if c.name == args[0] {
			// Each command prints its own flags on -h.
			return c.run([]string{"-h"}, stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "irfuzz: unknown command %q\n", args[0])
	usage(stderr)
	return exitUsage
}

// newFlagSet returns a FlagSet for one command that reports errors instead
// of exiting, and prints errors and usage to w (stderr).
func newFlagSet(name, usageLine string, w io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(w)
	fs.Usage = func() {
		out := fs.Output()
		fmt.Fprintf(out, "usage: %s\n", usageLine)
		if hasFlags(fs) {
			fmt.Fprintln(out, "flags:")
			fs.PrintDefaults()
		}
	}
	return fs
}

func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}

// parseArgs parses flags that may appear before, between or after positional
// arguments (`fmt FILE -o OUT` as well as `fmt -o OUT FILE`), and returns the
// positional ones. "--" ends flag parsing.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		// fs.Parse stops at the first non-flag; if "--" stopped it, take
		// everything after it literally.
		if consumed := len(args) - len(rest); consumed > 0 && args[consumed-1] == "--" {
			return append(pos, rest...), nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// wantsHelp reports whether args ask for help (-h, -help, --help) before any "--".
func wantsHelp(args []string) bool {
	for _, a := range args {
		switch a {
		case "--":
			return false
		case "-h", "-help", "--help":
			return true
		}
	}
	return false
}

// parseCommand parses args with fs and checks the number of positional
// arguments is within [min, max]. When the command must stop (ok == false)
// it returns the exit code to use: 0 after help on stdout, 2 after a usage
// error on stderr.
func parseCommand(fs *flag.FlagSet, args []string, min, max int, stdout, stderr io.Writer) (pos []string, code int, ok bool) {
	if wantsHelp(args) {
		fs.SetOutput(stdout)
		fs.Usage()
		return nil, exitOK, false
	}
	pos, err := parseArgs(fs, args)
	if errors.Is(err, flag.ErrHelp) { // not reached: wantsHelp caught it
		return nil, exitOK, false
	}
	if err != nil {
		// flag already printed the error and the usage.
		return nil, exitUsage, false
	}
	if len(pos) < min || len(pos) > max {
		if len(pos) < min {
			fmt.Fprintf(stderr, "irfuzz %s: missing argument\n", fs.Name())
		} else {
			fmt.Fprintf(stderr, "irfuzz %s: unexpected argument(s): %s\n", fs.Name(), strings.Join(pos[min:], " "))
		}
		fs.Usage()
		return nil, exitUsage, false
	}
	return pos, exitOK, true
}
