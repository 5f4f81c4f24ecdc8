package reduce

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/irfuzz/irfuzz/ir"
)

// ScriptTimeout bounds one run of an interestingness script
// (ReduceWithScript); a run past it counts as not interesting.
var ScriptTimeout = 5 * time.Minute

// ReduceWithScript reduces the module in file with an interestingness
// script in the style of llvm-reduce --test: script runs with args and
// then the path of a file holding the candidate, and exit status 0 means
// interesting. Each candidate gets its own file. A script that cannot be
// started stops the reduction with an error.
func ReduceWithScript(ctx context.Context, file string, script string, args []string, opts Options) (*ir.Module, *Stats, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, nil, err
	}
	m, err := ir.Parse(file, data)
	if err != nil {
		return nil, nil, err
	}
	path, err := exec.LookPath(script)
	if err != nil {
		return nil, nil, fmt.Errorf("interestingness script: %w", err)
	}
	dir, err := os.MkdirTemp("", "irfuzz-reduce-")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(dir)
	var n atomic.Int64
	test := func(ctx context.Context, c *ir.Module) (bool, error) {
		cand := filepath.Join(dir, fmt.Sprintf("candidate-%d.ll", n.Add(1)))
		if err := os.WriteFile(cand, []byte(c.String()), 0o644); err != nil {
			return false, err
		}
		defer os.Remove(cand)
		return runScript(ctx, path, append(slices.Clone(args), cand))
	}
	return Reduce(ctx, m, test, opts)
}

// runScript runs an interestingness script under ScriptTimeout, killing
// its whole process group at the end; it reports whether it exited 0.
func runScript(ctx context.Context, path string, args []string) (bool, error) {
	ctx, cancel := context.WithTimeout(ctx, ScriptTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 5 * time.Second
	err := cmd.Run()
	if ctx.Err() != nil {
		return false, nil // timed out (or cancelled, which the reducer sees itself)
	}
	var ee *exec.ExitError
	switch {
	case err == nil:
		return true, nil
	case errors.As(err, &ee):
		return false, nil
	}
	return false, fmt.Errorf("running %s: %w", path, err)
}
