package native

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

// InProcess is a program that runs inside the calling process instead of
// as a process of its own: the seam through which tests give Run an opt
// or an llc written in Go (internal/faketools), so that the state
// machines around the tools (a verdict, a crash finding, a split batch, a
// resume) are tested without starting LLVM. It reads and writes the files
// argv names (relative names are in dir) and returns what the process
// would have: output, exit status or signal. ctx ends at the run's time
// limit; a program that returns then has timed out. Run fills in Argv,
// Dir, Wall and TimedOut.
type InProcess func(ctx context.Context, dir string, argv []string) *Result

// inProcess maps a program path to its InProcess stand-in.
var inProcess sync.Map // string -> InProcess

// inProcessSeq makes the paths of InProcessPath unique.
var inProcessSeq atomic.Int64

// InProcessPath is a path no file has (it names no directory that
// exists), for a program that only RegisterInProcess defines:
// "/nonexistent/irfuzz-inprocess-N/name".
func InProcessPath(name string) string {
	return fmt.Sprintf("/nonexistent/irfuzz-inprocess-%d/%s", inProcessSeq.Add(1), name)
}

// RegisterInProcess makes every Run of program path (argv[0]) call p in
// this process instead of starting a process, until the returned function
// removes it. Such runs are never cached, and count as "inprocess" in
// IRFUZZ_TOOL_LOG. A path registered twice is an error.
func RegisterInProcess(path string, p InProcess) (remove func(), err error) {
	if p == nil {
		return nil, errors.New("register in-process program: nil program")
	}
	if _, dup := inProcess.LoadOrStore(path, p); dup {
		return nil, fmt.Errorf("register in-process program: %s is registered already", path)
	}
	return func() { inProcess.Delete(path) }, nil
}

// IsInProcess reports whether program path is an in-process stand-in
// (RegisterInProcess): it has no file a shell script could run.
func IsInProcess(path string) bool {
	_, ok := inProcess.Load(path)
	return ok
}

// runInProcess is Run for a registered in-process program: it runs p
// under lim's time limit (ctx's end counts as an interruption, as for a
// process) and fills in what Run promises.
func runInProcess(ctx context.Context, lim Limits, dir string, argv []string, p InProcess) *Result {
	logRun(argv[0], "inprocess")
	start := time.Now()
	if err := ctx.Err(); err != nil {
		return &Result{Argv: argv, Dir: dir, Exit: -1, StartErr: err}
	}
	tctx, cancel := context.WithTimeout(ctx, lim.Timeout)
	defer cancel()
	r := p(tctx, dir, argv)
	if r == nil {
		r = &Result{Exit: -1, StartErr: errors.New("in-process program returned no result")}
	}
	r.Argv, r.Dir, r.Wall = argv, dir, time.Since(start)
	switch {
	case ctx.Err() != nil:
		r.Exit, r.StartErr = -1, ctx.Err()
	case tctx.Err() != nil:
		r.Exit, r.Signal, r.TimedOut = -1, "", true
	}
	return r
}

// inProcessTCs maps a directory to the in-process toolchain registered
// there (RegisterInProcessToolchain).
var inProcessTCs sync.Map // string -> Toolchain

// RegisterInProcessToolchain makes FromDir(tc.Dir), and so Find with
// that directory (irfuzz --llvm-bin), return a copy of tc without
// looking for files or asking opt its version, until the returned
// function removes it: how a command line under test runs on in-process
// tools (RegisterInProcess) that tc's Opt and Llc name.
func RegisterInProcessToolchain(tc *Toolchain) (remove func(), err error) {
	if tc == nil || tc.Dir == "" || !IsInProcess(tc.Opt) || !IsInProcess(tc.Llc) {
		return nil, errors.New("register in-process toolchain: it needs a directory and in-process opt and llc")
	}
	if _, dup := inProcessTCs.LoadOrStore(tc.Dir, *tc); dup {
		return nil, fmt.Errorf("register in-process toolchain: %s is registered already", tc.Dir)
	}
	return func() { inProcessTCs.Delete(tc.Dir) }, nil
}

// inProcessToolchain is the in-process toolchain registered at dir.
func inProcessToolchain(dir string) (*Toolchain, bool) {
	v, ok := inProcessTCs.Load(dir)
	if !ok {
		return nil, false
	}
	tc := v.(Toolchain)
	return &tc, true
}
