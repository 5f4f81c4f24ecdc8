package native

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unsafe"
)

// Limits bound one tool run.
type Limits struct {
	Timeout time.Duration // wall-clock limit (0: 60 s)
	// MemBytes caps the process's data segment (RLIMIT_DATA: heap and
	// private mappings); 0 means 4 GiB.
	MemBytes uint64
	// PrivateTmp runs the program with a /tmp of its own (privtmp.go;
	// Tools.Exec sets it only where PrivateTmp() says the machine allows
	// it).
	PrivateTmp bool
	// Unsymbolized runs an LLVM tool without symbolizing the stack of a
	// crash (LLVM_DISABLE_SYMBOLIZATION): llvm-symbolizer costs about
	// 90 ms of processor time per crash, and a run whose failure is read
	// only for the function it died in (its pass stack, printed either
	// way) does not need it.
	Unsymbolized bool
}

// DefaultLimits are the limits of an LLVM tool run.
var DefaultLimits = Limits{Timeout: 60 * time.Second, MemBytes: 4 << 30}

// Result is what one tool run did.
type Result struct {
	Argv     []string      // the exact command line
	Dir      string        // its working directory
	Stdout   []byte        // captured standard output
	Stderr   []byte        // captured standard error
	Exit     int           // exit status (-1 when killed by a signal or not started)
	Signal   string        // the signal that killed it ("SIGSEGV"), if any
	TimedOut bool          // killed at the timeout
	Wall     time.Duration // how long it ran
	// CPU is the processor time (user and system) the process itself
	// used: far below Wall on a loaded machine.
	CPU      time.Duration
	StartErr error // the tool could not be started at all
}

// OK reports whether the tool ran and exited 0.
func (r *Result) OK() bool {
	return r.StartErr == nil && !r.TimedOut && r.Signal == "" && r.Exit == 0
}

// CommandLine renders Argv as a shell command line.
func (r *Result) CommandLine() string { return ShellJoin(r.Argv) }

// Describe says how the run ended: "exit 0", "killed by SIGSEGV",
// "timed out after 60s", "could not start: ...".
func (r *Result) Describe() string {
	switch {
	case r.StartErr != nil:
		return "could not start: " + r.StartErr.Error()
	case r.TimedOut:
		return fmt.Sprintf("timed out after %s", r.Wall.Round(time.Millisecond))
	case r.Signal != "":
		return "killed by " + r.Signal
	}
	return fmt.Sprintf("exit %d", r.Exit)
}

// Run runs argv in dir under lim, with stdin empty, capturing its output.
// The process and its children are killed at the timeout or when ctx ends.
// Under `go test` a run of a compiled program may come from the run cache
// (runcache.go).
func Run(ctx context.Context, lim Limits, dir string, argv ...string) *Result {
	if lim.Timeout == 0 {
		lim.Timeout = DefaultLimits.Timeout
	}
	if lim.MemBytes == 0 {
		lim.MemBytes = DefaultLimits.MemBytes
	}
	if p, ok := inProcess.Load(argv[0]); ok {
		return runInProcess(ctx, lim, dir, argv, p.(InProcess))
	}
	if ctx.Err() == nil {
		if r, ok := cachedRun(lim, dir, argv, func() *Result { return runProcess(ctx, lim, dir, argv) }); ok {
			return r
		}
	}
	return runProcess(ctx, lim, dir, argv)
}

// runProcess is Run without the cache.
func runProcess(ctx context.Context, lim Limits, dir string, argv []string) *Result {
	logRun(argv[0], "ran")
	r := &Result{Argv: argv, Dir: dir, Exit: -1}
	if slots := testSlots(); slots != nil {
		// Under go test, parallel tests share one bound on the tool
		// processes running at once; the time limit starts with the run.
		select {
		case slots <- struct{}{}:
			defer func() { <-slots }()
		case <-ctx.Done():
			r.StartErr = ctx.Err()
			return r
		}
	}
	if lim.PrivateTmp {
		wrapped, done, err := privateTmpRun(dir, argv)
		if err != nil {
			r.StartErr = err
			return r
		}
		defer done(r)
		argv = wrapped
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = dir
	if lim.Unsymbolized {
		cmd.Env = append(os.Environ(), "LLVM_DISABLE_SYMBOLIZATION=1")
	}
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		r.StartErr = err
		return r
	}
	setDataLimit(cmd.Process.Pid, lim.MemBytes)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	timer := time.NewTimer(lim.Timeout)
	defer timer.Stop()
	var err error
	select {
	case err = <-done:
	case <-timer.C:
		r.TimedOut = true
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		err = <-done
	case <-ctx.Done():
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		err = <-done
		r.StartErr = ctx.Err()
	}
	r.Wall = time.Since(start)
	if ps := cmd.ProcessState; ps != nil {
		r.CPU = ps.UserTime() + ps.SystemTime()
	}
	r.Stdout, r.Stderr = out.Bytes(), errb.Bytes()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			if !r.TimedOut {
				r.Signal = signalName(ws.Signal())
			}
			return r
		}
		r.Exit = ee.ExitCode()
		return r
	}
	if err == nil {
		r.Exit = 0
	}
	return r
}

// testSlots is, in a test binary, the semaphore that bounds the tool
// processes running at once to twice the CPUs (IRFUZZ_TEST_PROCS sets
// another bound; 0 removes it); nil outside tests.
var testSlots = sync.OnceValue(func() chan struct{} {
	if !testing.Testing() {
		return nil
	}
	n := 2 * runtime.NumCPU()
	if v, err := strconv.Atoi(os.Getenv("IRFUZZ_TEST_PROCS")); err == nil {
		n = v
	}
	if n <= 0 {
		return nil
	}
	return make(chan struct{}, n)
})

// setDataLimit caps the data segment of a started process (prlimit64).
// A failure leaves the process unlimited: the timeout still bounds it.
func setDataLimit(pid int, n uint64) {
	lim := syscall.Rlimit{Cur: n, Max: n}
	syscall.RawSyscall6(syscall.SYS_PRLIMIT64, uintptr(pid), uintptr(syscall.RLIMIT_DATA), uintptr(unsafe.Pointer(&lim)), 0, 0, 0)
}

func signalName(s syscall.Signal) string {
	switch s {
	case syscall.SIGSEGV:
		return "SIGSEGV"
	case syscall.SIGABRT:
		return "SIGABRT"
	case syscall.SIGILL:
		return "SIGILL"
	case syscall.SIGFPE:
		return "SIGFPE"
	case syscall.SIGBUS:
		return "SIGBUS"
	case syscall.SIGKILL:
		return "SIGKILL"
	case syscall.SIGTRAP:
		return "SIGTRAP"
	case syscall.SIGALRM:
		return "SIGALRM"
	}
	return fmt.Sprintf("signal %d", int(s))
}

// ShellJoin quotes argv for a POSIX shell.
func ShellJoin(argv []string) string {
	parts := make([]string, len(argv))
	for i, a := range argv {
		parts[i] = ShellQuote(a)
	}
	return strings.Join(parts, " ")
}

// ShellQuote quotes one word for a POSIX shell when it needs it.
func ShellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_=./:,+%@") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
