package faketools

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/native"
)

// InProcessToolchain registers opt and llc as in-process programs
// (native.RegisterInProcess) and returns a toolchain of release major
// that runs them: a test of a state machine around the tools (a
// verdict, a crash finding, a split batch, a resume) then starts no LLVM
// process. Its tools have no files: nothing may run them from a shell
// script (commands.sh, a reduction's test). Its Dir is registered too
// (native.RegisterInProcessToolchain): a command line under test reaches
// it with --llvm-bin Dir. remove unregisters them.
func InProcessToolchain(major int, opt, llc native.InProcess) (tc *native.Toolchain, remove func(), err error) {
	dir := filepath.Dir(native.InProcessPath("bin"))
	tc = &native.Toolchain{Major: major, Version: fmt.Sprintf("%d.1.0-inprocess", major), Dir: dir,
		Opt: filepath.Join(dir, "opt"), Llc: filepath.Join(dir, "llc")}
	rmOpt, err := native.RegisterInProcess(tc.Opt, opt)
	if err != nil {
		return nil, nil, err
	}
	rmLlc, err := native.RegisterInProcess(tc.Llc, llc)
	if err != nil {
		rmOpt()
		return nil, nil, err
	}
	rmTC, err := native.RegisterInProcessToolchain(tc)
	if err != nil {
		rmOpt()
		rmLlc()
		return nil, nil, err
	}
	return tc, func() { rmOpt(); rmLlc(); rmTC() }, nil
}

// Opt is an opt written in Go: it copies its -S input to its -o output
// (the identity pipeline, which never miscompiles), prints the passes it
// pretends to run as opt -opt-bisect-limit does, and misbehaves as its
// fields say.
type Opt struct {
	// Passes are the names of the passes it reports under
	// -opt-bisect-limit, numbered from 1 (none: FakePass1..FakePass10).
	Passes []string
	// Edit, when set, rewrites the output: a miscompile, made when the
	// bisect limit (1000000000 without -opt-bisect-limit) is at least
	// From, so that bisection converges on pass From (From 0: at every
	// limit, which bisection cannot blame).
	Edit func(text string) string
	From int
	// Crash, when set and true of the input's text, makes the run print
	// "LLVM ERROR: " + CrashMessage to stderr and die by SIGABRT.
	Crash        func(text string) bool
	CrashMessage string
	// Hang, when set and true of the input's text, makes the run wait
	// until its time limit.
	Hang func(text string) bool
}

// Run is the native.InProcess of o.
func (o Opt) Run(ctx context.Context, dir string, argv []string) *native.Result {
	in, out, limit, bisect := "", "", 1000000000, false
	for i, a := range argv {
		switch {
		case a == "-S" && i+1 < len(argv):
			in = argv[i+1]
		case a == "-o" && i+1 < len(argv):
			out = argv[i+1]
		case strings.HasPrefix(a, "-opt-bisect-limit="):
			if n, err := strconv.Atoi(strings.TrimPrefix(a, "-opt-bisect-limit=")); err == nil {
				limit, bisect = n, true
			}
		}
	}
	if in == "" {
		return usage("opt", "no -S input")
	}
	data, err := os.ReadFile(resolve(dir, in))
	if err != nil {
		return usage("opt", err.Error())
	}
	text := string(data)
	if o.Hang != nil && o.Hang(text) {
		<-ctx.Done()
		return &native.Result{Exit: -1}
	}
	if o.Crash != nil && o.Crash(text) {
		return &native.Result{Exit: -1, Signal: "SIGABRT", Stderr: []byte("LLVM ERROR: " + o.CrashMessage + "\n")}
	}
	var stderr strings.Builder
	if bisect {
		passes := o.Passes
		if len(passes) == 0 {
			for i := 1; i <= 10; i++ {
				passes = append(passes, fmt.Sprintf("FakePass%d", i))
			}
		}
		for i, p := range passes {
			not := ""
			if i+1 > limit {
				not = "NOT "
			}
			fmt.Fprintf(&stderr, "BISECT: %srunning pass (%d) %s on [module]\n", not, i+1, p)
		}
	}
	if o.Edit != nil && limit >= o.From {
		text = o.Edit(text)
	}
	r := &native.Result{Exit: 0, Stderr: []byte(stderr.String())}
	switch out {
	case "", "-":
		r.Stdout = []byte(text)
	default:
		if err := os.WriteFile(resolve(dir, out), []byte(text), 0o644); err != nil {
			return usage("opt", err.Error())
		}
	}
	return r
}

// Llc is an llc written in Go for compile-only targets: it writes a
// placeholder for the object file (nothing links or runs it) and
// misbehaves as its fields say.
type Llc struct {
	// Crash, when set and true of the input's text, makes the run print
	// "LLVM ERROR: " + CrashMessage to stderr and exit 1.
	Crash        func(text string) bool
	CrashMessage string
}

// Run is the native.InProcess of l.
func (l Llc) Run(ctx context.Context, dir string, argv []string) *native.Result {
	in, out := "", ""
	for i, a := range argv {
		switch {
		case a == "-o" && i+1 < len(argv):
			out = argv[i+1]
		case strings.HasSuffix(a, ".ll") && (i == 0 || argv[i-1] != "-o"):
			in = a
		}
	}
	if in == "" || out == "" {
		return usage("llc", "no .ll input or no -o output")
	}
	data, err := os.ReadFile(resolve(dir, in))
	if err != nil {
		return usage("llc", err.Error())
	}
	if l.Crash != nil && l.Crash(string(data)) {
		return &native.Result{Exit: 1, Stderr: []byte("LLVM ERROR: " + l.CrashMessage + "\n")}
	}
	if err := os.WriteFile(resolve(dir, out), []byte("; in-process llc: compiled "+filepath.Base(in)+"\n"), 0o644); err != nil {
		return usage("llc", err.Error())
	}
	return &native.Result{Exit: 0}
}

// CompileOnly is a compile-only x86-64 target (no linker, nothing runs):
// the target an in-process llc can stand in for.
func CompileOnly() *native.Target {
	return &native.Target{Name: "x86_64-compile", Triple: "x86_64-unknown-linux-gnu", Layout: native.X86Layout}
}

// usage is the result of a tool run with arguments it cannot use.
func usage(tool, msg string) *native.Result {
	return &native.Result{Exit: 1, Stderr: []byte(tool + ": " + msg + "\n")}
}

// resolve is name relative to dir.
func resolve(dir, name string) string {
	if filepath.IsAbs(name) || dir == "" {
		return name
	}
	return filepath.Join(dir, name)
}
