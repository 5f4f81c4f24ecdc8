package native

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestInProcess: Run calls a registered in-process program instead of
// starting a process, fills in the command line, directory and wall
// time, times it out at the limit, reports an ended context as an
// interruption, and stops calling it once it is removed.
func TestInProcess(t *testing.T) {
	path := InProcessPath("opt")
	calls := 0
	remove, err := RegisterInProcess(path, func(ctx context.Context, dir string, argv []string) *Result {
		calls++
		if len(argv) > 1 && argv[1] == "hang" {
			<-ctx.Done()
			return &Result{Exit: -1}
		}
		data, err := os.ReadFile(filepath.Join(dir, argv[1]))
		if err != nil {
			return &Result{Exit: 1, Stderr: []byte(err.Error())}
		}
		return &Result{Exit: 0, Stdout: []byte(strings.ToUpper(string(data)))}
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := RegisterInProcess(path, func(context.Context, string, []string) *Result { return nil }); err == nil {
		t.Error("a path registered twice is not refused")
	}
	if !IsInProcess(path) {
		t.Errorf("IsInProcess(%q) = false", path)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "in.ll"), []byte("abc"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	r := Run(ctx, Limits{}, dir, path, "in.ll")
	if !r.OK() || string(r.Stdout) != "ABC" || r.Dir != dir || r.CommandLine() != path+" in.ll" {
		t.Errorf("run: %+v", r)
	}
	r = Run(ctx, Limits{Timeout: 50 * time.Millisecond}, dir, path, "hang")
	if !r.TimedOut || r.OK() || r.Wall < 50*time.Millisecond || !strings.HasPrefix(r.Describe(), "timed out") {
		t.Errorf("hang: %+v (%s)", r, r.Describe())
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if r = Run(cctx, Limits{}, dir, path, "in.ll"); r.StartErr == nil || r.TimedOut {
		t.Errorf("cancelled: %+v", r)
	}
	if calls != 2 {
		t.Errorf("%d calls, want 2 (none after the context ended)", calls)
	}
	remove()
	if IsInProcess(path) {
		t.Error("still registered after remove")
	}
	if r = Run(ctx, Limits{}, dir, path, "in.ll"); r.StartErr == nil {
		t.Errorf("removed program ran: %+v", r)
	}
	if _, err := RegisterInProcess(InProcessPath("x"), nil); err == nil {
		t.Error("a nil program is not refused")
	}
}
