package faketools

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/native"
)

// TestInProcessTools: the in-process opt copies its input, edits it from
// its bisect threshold on (printing the passes as opt -opt-bisect-limit
// does), crashes and hangs on the inputs it is told to; the in-process
// llc writes its output or fails; neither starts a process.
func TestInProcessTools(t *testing.T) {
	opt := Opt{
		Edit: func(s string) string { return strings.ReplaceAll(s, "add i32", "sub i32") }, From: 3,
		Crash: func(s string) bool { return strings.Contains(s, "@crashme") }, CrashMessage: "fake crash in FooPass",
		Hang: func(s string) bool { return strings.Contains(s, "@hangme") },
	}
	llc := Llc{Crash: func(s string) bool { return strings.Contains(s, "@crashme") }, CrashMessage: "Cannot select"}
	tc, remove, err := InProcessToolchain(19, opt.Run, llc.Run)
	if err != nil {
		t.Fatal(err)
	}
	defer remove()
	if got, err := native.FromDir(tc.Dir); err != nil || *got != *tc {
		t.Errorf("FromDir(%s) = %+v, %v; want the in-process toolchain", tc.Dir, got, err)
	}
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a.ll", "define i32 @f(i32 %x) {\n  %r = add i32 %x, 1\n  ret i32 %r\n}\n")
	write("c.ll", "define void @crashme() {\n  ret void\n}\n")
	write("h.ll", "define void @hangme() {\n  ret void\n}\n")
	tools := &native.Tools{TC: tc, Dir: dir, Lim: native.Limits{Timeout: 10 * time.Second}}
	ctx := context.Background()
	for _, tt := range []struct {
		limit string
		want  string
	}{{"", "sub i32"}, {"-opt-bisect-limit=3", "sub i32"}, {"-opt-bisect-limit=2", "add i32"}} {
		var extra []string
		if tt.limit != "" {
			extra = append(extra, tt.limit)
		}
		r := tools.Opt(ctx, "O2", "a.ll", "b.ll", extra...)
		out, _ := os.ReadFile(filepath.Join(dir, "b.ll"))
		if !r.OK() || !strings.Contains(string(out), tt.want) {
			t.Errorf("opt %s: %s, output %q", tt.limit, r.Describe(), out)
		}
		if tt.limit == "-opt-bisect-limit=2" && !strings.Contains(string(r.Stderr), "BISECT: running pass (2) FakePass2 on") ||
			tt.limit == "-opt-bisect-limit=2" && !strings.Contains(string(r.Stderr), "BISECT: NOT running pass (3) FakePass3 on") {
			t.Errorf("opt %s: stderr %q", tt.limit, r.Stderr)
		}
	}
	if r := tools.Opt(ctx, "O2", "c.ll", "d.ll"); r.Signal != "SIGABRT" || !strings.Contains(string(r.Stderr), "LLVM ERROR: fake crash in FooPass") {
		t.Errorf("opt crash: %s %q", r.Describe(), r.Stderr)
	}
	hang := *tools
	hang.Lim.Timeout = 20 * time.Millisecond
	if r := hang.Opt(ctx, "O2", "h.ll", "d.ll"); !r.TimedOut {
		t.Errorf("opt hang: %s", r.Describe())
	}
	tg := CompileOnly()
	if r := tools.Llc(ctx, tg, "O2", "a.ll", "a.o"); !r.OK() {
		t.Errorf("llc: %s %q", r.Describe(), r.Stderr)
	} else if _, err := os.Stat(filepath.Join(dir, "a.o")); err != nil {
		t.Errorf("llc wrote no output: %v", err)
	}
	if r := tools.Llc(ctx, tg, "O2", "c.ll", "c.o"); r.Exit != 1 || !strings.Contains(string(r.Stderr), "LLVM ERROR: Cannot select") {
		t.Errorf("llc crash: %s %q", r.Describe(), r.Stderr)
	}
}
