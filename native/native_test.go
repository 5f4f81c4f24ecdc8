package native

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestParseOutput(t *testing.T) {
	tests := []struct {
		name     string
		out      string
		nGlobals int
		want     []Observation
		wantErr  string // substring; "" for no error
	}{
		{name: "empty", out: "", want: nil},
		{
			name: "two lines",
			out:  "00000000 2a000000\n01000000 ff\n",
			want: []Observation{{Step: 0, Ret: []byte{0x2a, 0, 0, 0}}, {Step: 1, Ret: []byte{0xff}}},
		},
		{
			name:     "void and globals",
			out:      "05000000 - 07000000 aa\n0a010000 01 08000000 bb\n",
			nGlobals: 2,
			want: []Observation{
				{Step: 5, Globals: [][]byte{{7, 0, 0, 0}, {0xaa}}},
				{Step: 266, Ret: []byte{1}, Globals: [][]byte{{8, 0, 0, 0}, {0xbb}}},
			},
		},
		{
			name: "truncated last line dropped",
			out:  "00000000 01\n01000000 0",
			want: []Observation{{Step: 0, Ret: []byte{1}}},
		},
		{
			name: "truncated only line",
			out:  "0000",
			want: nil,
		},
		{
			name:    "wrong field count",
			out:     "00000000 01\n01000000 02 03\n",
			want:    []Observation{{Step: 0, Ret: []byte{1}}},
			wantErr: "line 2: 3 fields, want 2",
		},
		{
			name:     "missing global",
			out:      "00000000 01\n",
			nGlobals: 1,
			wantErr:  "line 1: 2 fields, want 3",
		},
		{
			name:    "bad step hex",
			out:     "0000zz00 01\n",
			wantErr: "bad step",
		},
		{
			name:    "short step",
			out:     "000000 01\n",
			wantErr: "bad step",
		},
		{
			name:    "bad result",
			out:     "00000000 0g\n",
			wantErr: "bad result",
		},
		{
			name:     "bad global",
			out:      "00000000 01 xyz\n",
			nGlobals: 1,
			wantErr:  "bad bytes",
		},
		{
			name:     "start line",
			out:      "ffffffff 05000000 0010400000000000\n00000000 01 06000000\n",
			nGlobals: 1,
			want: []Observation{
				{Step: StartStep, Globals: [][]byte{{5, 0, 0, 0}}, Addrs: [][]byte{{0, 0x10, 0x40, 0, 0, 0, 0, 0}}},
				{Step: 0, Ret: []byte{1}, Globals: [][]byte{{6, 0, 0, 0}}},
			},
		},
		{
			name:     "start line short of globals",
			out:      "ffffffff\n",
			nGlobals: 1,
			wantErr:  "start line",
		},
		{
			name:    "garbage line after good ones",
			out:     "00000000 01\nSegmentation fault\n",
			want:    []Observation{{Step: 0, Ret: []byte{1}}},
			wantErr: "line 2",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseOutput([]byte(tc.out), tc.nGlobals)
			if tc.wantErr == "" && err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)) {
				t.Fatalf("error = %v, want one containing %q", err, tc.wantErr)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("observations = %+v, want %+v", got, tc.want)
			}
		})
	}
}

func TestShellQuote(t *testing.T) {
	tests := []struct{ in, want string }{
		{"opt", "opt"},
		{"/usr/lib/llvm-19/bin/opt", "/usr/lib/llvm-19/bin/opt"},
		{"-mtriple=x86_64-unknown-linux-gnu", "-mtriple=x86_64-unknown-linux-gnu"},
		{"-mattr=+m,+a", "-mattr=+m,+a"},
		{"", "''"},
		{"a b", "'a b'"},
		{"-passes=default<O2>", "'-passes=default<O2>'"},
		{"it's", `'it'\''s'`},
		{"$HOME", "'$HOME'"},
		{"a;rm -rf x", "'a;rm -rf x'"},
		{"~", "'~'"},
		{"*.ll", "'*.ll'"},
		{"x\ny", "'x\ny'"},
	}
	for _, tc := range tests {
		if got := ShellQuote(tc.in); got != tc.want {
			t.Errorf("ShellQuote(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

// TestShellJoinRoundTrip runs the joined command line through sh and checks
// that every word arrives intact.
func TestShellJoinRoundTrip(t *testing.T) {
	words := []string{"plain", "", "a b", "it's", `"dq"`, "$HOME", "`id`", "-passes=default<O2>", "x\ny", "back\\slash", "*"}
	if got, want := ShellJoin([]string{"a", "b c"}), "a 'b c'"; got != want {
		t.Errorf("ShellJoin = %s, want %s", got, want)
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	script := `for a in "$@"; do printf '[%s]' "$a"; done`
	line := "set -- " + ShellJoin(words) + "; " + script
	out, err := exec.Command("sh", "-c", line).Output()
	if err != nil {
		t.Fatalf("sh: %v", err)
	}
	var want strings.Builder
	for _, w := range words {
		want.WriteString("[" + w + "]")
	}
	if string(out) != want.String() {
		t.Errorf("sh saw %q, want %q", out, want.String())
	}
}

func TestRun(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	ctx := context.Background()
	short := Limits{Timeout: 300 * time.Millisecond}
	tests := []struct {
		name     string
		lim      Limits
		argv     []string
		ok       bool
		exit     int
		signal   string
		timedOut bool
		startErr bool
		stdout   string
		stderr   string
		describe string // prefix
		maxWall  time.Duration
	}{
		{name: "exit 0", argv: []string{"sh", "-c", "echo out; echo err >&2"}, ok: true, exit: 0, stdout: "out\n", stderr: "err\n", describe: "exit 0"},
		{name: "exit 3", argv: []string{"sh", "-c", "exit 3"}, exit: 3, describe: "exit 3"},
		{name: "segv", argv: []string{"sh", "-c", "echo before; kill -SEGV $$"}, exit: -1, signal: "SIGSEGV", stdout: "before\n", describe: "killed by SIGSEGV"},
		{name: "abort", argv: []string{"sh", "-c", "kill -ABRT $$"}, exit: -1, signal: "SIGABRT", describe: "killed by SIGABRT"},
		{name: "signal number", argv: []string{"sh", "-c", "kill -USR1 $$"}, exit: -1, signal: "signal 10", describe: "killed by signal 10"},
		{name: "timeout", lim: short, argv: []string{"sh", "-c", "echo partial; exec sleep 30"}, exit: -1, timedOut: true, stdout: "partial\n", describe: "timed out after", maxWall: 5 * time.Second},
		// The shell's child holds the pipe: killing the process group
		// must end it too, or Run would wait 30 s.
		{name: "timeout kills children", lim: short, argv: []string{"sh", "-c", "sleep 30; echo never"}, exit: -1, timedOut: true, describe: "timed out after", maxWall: 5 * time.Second},
		{name: "not found", argv: []string{"/nonexistent/irfuzz-tool"}, exit: -1, startErr: true, describe: "could not start"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := Run(ctx, tc.lim, t.TempDir(), tc.argv...)
			if r.OK() != tc.ok || r.Exit != tc.exit || r.Signal != tc.signal || r.TimedOut != tc.timedOut || (r.StartErr != nil) != tc.startErr {
				t.Errorf("got ok=%v exit=%d signal=%q timedOut=%v startErr=%v; want ok=%v exit=%d signal=%q timedOut=%v startErr=%v",
					r.OK(), r.Exit, r.Signal, r.TimedOut, r.StartErr, tc.ok, tc.exit, tc.signal, tc.timedOut, tc.startErr)
			}
			if tc.stdout != "" && string(r.Stdout) != tc.stdout {
				t.Errorf("stdout = %q, want %q", r.Stdout, tc.stdout)
			}
			if tc.stderr != "" && string(r.Stderr) != tc.stderr {
				t.Errorf("stderr = %q, want %q", r.Stderr, tc.stderr)
			}
			if !strings.HasPrefix(r.Describe(), tc.describe) {
				t.Errorf("Describe() = %q, want prefix %q", r.Describe(), tc.describe)
			}
			if tc.maxWall != 0 && r.Wall > tc.maxWall {
				t.Errorf("ran %v, want at most %v", r.Wall, tc.maxWall)
			}
			if !reflect.DeepEqual(r.Argv, tc.argv) || r.CommandLine() != ShellJoin(tc.argv) {
				t.Errorf("Argv = %q, CommandLine = %q", r.Argv, r.CommandLine())
			}
		})
	}
}

func TestRunDirAndCancel(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	dir := t.TempDir()
	r := Run(context.Background(), Limits{}, dir, "sh", "-c", "pwd")
	if got := strings.TrimSpace(string(r.Stdout)); !r.OK() || got != dir {
		t.Errorf("pwd printed %q (%s), want %q", got, r.Describe(), dir)
	}
	// A relative program path is resolved in the working directory, as
	// ExecArgv relies on.
	if err := os.WriteFile(filepath.Join(dir, "prog"), []byte("#!/bin/sh\necho hi\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if r := Run(context.Background(), Limits{}, dir, ExecArgv(Targets[0], "prog")...); !r.OK() || string(r.Stdout) != "hi\n" {
		t.Errorf("./prog: %s, stdout %q", r.Describe(), r.Stdout)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	r = Run(ctx, Limits{Timeout: time.Minute}, dir, "sh", "-c", "exec sleep 30")
	if time.Since(start) > 5*time.Second {
		t.Errorf("cancelled run took %v", time.Since(start))
	}
	if r.StartErr == nil || r.OK() || r.TimedOut {
		t.Errorf("cancelled run: StartErr=%v OK=%v TimedOut=%v, want a context error", r.StartErr, r.OK(), r.TimedOut)
	}
}

// writeFakeTools makes a directory with opt and llc scripts that print
// version for --version.
func writeFakeTools(t *testing.T, version string, tools ...string) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range tools {
		script := "#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'LLVM (http://llvm.org/):'; echo '  " + version + "'; exit 0; fi\nexit 1\n"
		if err := os.WriteFile(filepath.Join(dir, name), []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestFromDir(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	dir := writeFakeTools(t, "LLVM version 19.1.7", "opt", "llc")
	tc, err := FromDir(dir)
	if err != nil {
		t.Fatalf("FromDir: %v", err)
	}
	want := &Toolchain{Major: 19, Version: "19.1.7", Dir: dir, Opt: filepath.Join(dir, "opt"), Llc: filepath.Join(dir, "llc")}
	if !reflect.DeepEqual(tc, want) {
		t.Errorf("FromDir = %+v, want %+v", tc, want)
	}
	if got := tc.String(); got != "LLVM 19.1.7 ("+dir+")" {
		t.Errorf("String() = %q", got)
	}
	if len(tc.IRFlags()) != 0 {
		t.Errorf("IRFlags for 19 = %v, want none", tc.IRFlags())
	}
	// Find with a directory is FromDir, whatever the major asked.
	if tc2, err := Find(14, dir); err != nil || tc2.Major != 19 || tc2.Dir != dir {
		t.Errorf("Find(14, dir) = %+v, %v", tc2, err)
	}

	withAs := writeFakeTools(t, "LLVM version 14.0.6", "opt", "llc", "llvm-as")
	tc, err = FromDir(withAs)
	if err != nil || tc.Major != 14 || tc.Version != "14.0.6" || tc.LlvmAs != filepath.Join(withAs, "llvm-as") {
		t.Errorf("FromDir(14) = %+v, %v", tc, err)
	}
	if tc != nil && !reflect.DeepEqual(tc.IRFlags(), []string{"-opaque-pointers"}) {
		t.Errorf("IRFlags for 14 = %v", tc.IRFlags())
	}

	for _, bad := range []struct {
		name string
		dir  string
		want string
	}{
		{"no llc", writeFakeTools(t, "LLVM version 19.1.7", "opt"), "no such tool"},
		{"no version", writeFakeTools(t, "something else", "opt", "llc"), "no version"},
		{"empty dir", t.TempDir(), "no such tool"},
	} {
		if tc, err := FromDir(bad.dir); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: FromDir = %+v, %v; want error containing %q", bad.name, tc, err, bad.want)
		}
	}
}

func TestFindInstalled(t *testing.T) {
	if _, err := Find(99, ""); err == nil {
		t.Error("Find(99) found a toolchain")
	}
	ts := Installed()
	for i := 1; i < len(ts); i++ {
		if ts[i-1].Major <= ts[i].Major {
			t.Errorf("Installed not newest first: %v", ts)
		}
	}
	if _, err := os.Stat("/usr/lib/llvm-19/bin/opt"); err != nil {
		t.Skip("LLVM 19 not installed")
	}
	tc, err := Find(19, "")
	if err != nil {
		t.Fatalf("Find(19): %v", err)
	}
	if tc.Major != 19 || !strings.HasPrefix(tc.Version, "19.") || tc.Opt != "/usr/lib/llvm-19/bin/opt" || tc.Llc != "/usr/lib/llvm-19/bin/llc" {
		t.Errorf("Find(19) = %+v", tc)
	}
	newest, err := Find(0, "")
	if err != nil || newest.Major != ts[0].Major {
		t.Errorf("Find(0) = %+v, %v; want major %d", newest, err, ts[0].Major)
	}
}

func TestPassesFlag(t *testing.T) {
	for in, want := range map[string]string{
		"O2":                    "-passes=default<O2>",
		"Oz":                    "-passes=default<Oz>",
		"instcombine":           "-passes=instcombine",
		"-passes=sroa,gvn":      "-passes=sroa,gvn",
		"function(instcombine)": "-passes=function(instcombine)",
	} {
		if got := PassesFlag(in); got != want {
			t.Errorf("PassesFlag(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPassesFlagFor(t *testing.T) {
	cases := []struct {
		major          int
		pipeline, want string
	}{
		{14, "instcombine", "-passes=instcombine"},
		{19, "instcombine", "-passes=instcombine<no-verify-fixpoint>"},
		{22, "function(instcombine),gvn", "-passes=function(instcombine<no-verify-fixpoint>),gvn"},
		{22, "instcombine<max-iterations=2>", "-passes=instcombine<max-iterations=2>"},
		{22, "instcombine,instcombine", "-passes=instcombine<no-verify-fixpoint>,instcombine<no-verify-fixpoint>"},
		{22, "O2", "-passes=default<O2>"},
		{22, "sroa", "-passes=sroa"},
	}
	for _, c := range cases {
		if got := PassesFlagFor(c.major, c.pipeline); got != c.want {
			t.Errorf("PassesFlagFor(%d, %q) = %q, want %q", c.major, c.pipeline, got, c.want)
		}
	}
}

func TestArgv(t *testing.T) {
	tools := &Tools{TC: &Toolchain{Major: 14, Opt: "/x/opt", Llc: "/x/llc"}}
	if got, want := tools.OptArgv("O2", "a.ll", "b.ll", "-opt-bisect-limit=3"), []string{"/x/opt", "-opaque-pointers", "-passes=default<O2>", "-S", "a.ll", "-o", "b.ll", "-opt-bisect-limit=3"}; !reflect.DeepEqual(got, want) {
		t.Errorf("OptArgv = %q, want %q", got, want)
	}
	gisel, err := LookupTarget("aarch64-gisel")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"/x/llc", "-opaque-pointers", "-O2", "-mtriple=aarch64-unknown-linux-gnu", "-relocation-model=pic", "-filetype=obj", "-global-isel", "-global-isel-abort=2", "-opt-bisect-limit=0", "a.ll", "-o", "a.o"}
	if got := tools.LlcArgv(gisel, "O2", "a.ll", "a.o", "-opt-bisect-limit=0"); !reflect.DeepEqual(got, want) {
		t.Errorf("LlcArgv = %q, want %q", got, want)
	}
	if got, want := ExecArgv(gisel, "t.bin", "3"), []string{"qemu-aarch64", "-L", "/usr/aarch64-linux-gnu", "./t.bin", "3"}; !reflect.DeepEqual(got, want) {
		t.Errorf("ExecArgv = %q, want %q", got, want)
	}
	x86, _ := LookupTarget("x86_64")
	if got, want := ExecArgv(x86, "/abs/t.bin"), []string{"/abs/t.bin"}; !reflect.DeepEqual(got, want) {
		t.Errorf("ExecArgv = %q, want %q", got, want)
	}
	if got, want := LinkArgv(x86, "p", "a.o", "b.o"), []string{"cc", "-o", "p", "a.o", "b.o", "-lm", "-no-pie", "-Wl,--warn-unresolved-symbols"}; !reflect.DeepEqual(got, want) {
		t.Errorf("LinkArgv = %q, want %q", got, want)
	}
}

func TestParseTargets(t *testing.T) {
	ts, err := ParseTargets(" x86_64, aarch64 ,")
	if err != nil || len(ts) != 2 || ts[0].Name != "x86_64" || ts[1].Name != "aarch64" {
		t.Errorf("ParseTargets = %v, %v", ts, err)
	}
	if _, err := ParseTargets("x86_64,mips"); err == nil || !strings.Contains(err.Error(), `unknown target "mips"`) {
		t.Errorf("unknown target: %v", err)
	}
	if _, err := ParseTargets(" , "); err == nil {
		t.Error("empty list accepted")
	}
	for _, name := range DefaultTargets {
		tg, err := LookupTarget(name)
		if err != nil || !tg.Runnable() {
			t.Errorf("default target %s: %v, runnable %v", name, err, tg != nil && tg.Runnable())
		}
	}
	if tg, _ := LookupTarget("hexagon"); tg.Runnable() || len(tg.Missing()) != 0 {
		t.Errorf("hexagon should be compile-only and need nothing, missing %v", tg.Missing())
	}
	fake := &Target{Name: "fake", Linker: "irfuzz-no-such-linker", Runner: []string{"irfuzz-no-such-emu"}, ExtraFiles: map[string]string{"/nonexistent/crt1.o": "pkg"}}
	if miss := fake.Missing(); len(miss) != 3 {
		t.Errorf("Missing = %v, want 3 entries", miss)
	}
}

func TestStartArgAndSteps(t *testing.T) {
	h := &Harness{Cases: []Case{
		{Func: "a", Inputs: [][][]byte{{{1}}, {{2}}}},
		{Func: "b"},
		{Func: "c", Inputs: [][][]byte{{{3}}}},
	}}
	want := []Step{{0, 0}, {0, 1}, {2, 0}}
	if got := h.Steps(); !reflect.DeepEqual(got, want) {
		t.Errorf("Steps = %v, want %v", got, want)
	}
	if StartArg(12) != "12" {
		t.Errorf("StartArg(12) = %q", StartArg(12))
	}
	if !bytes.Equal([]byte(byteArray(nil)), []byte("zeroinitializer")) || byteArray([]byte{0, 0xab}) != `c"\00\AB"` {
		t.Errorf("byteArray: %s %s", byteArray(nil), byteArray([]byte{0, 0xab}))
	}
}

func TestUnresolvedRefs(t *testing.T) {
	stderr := "/usr/bin/ld: t.o: in function `t37':\n" +
		"t.ll:(.text+0xfc): warning: undefined reference to `__muloti4'\n" +
		"t.ll:(.text+0x1fc): warning: undefined reference to `ext'\n" +
		"/usr/bin/ld: t.o: in function `helper.2':\n" +
		"t.ll:(.text+0x2a0): warning: undefined reference to `__divti3'\n" +
		"/usr/bin/ld: t.o:t.ll:(.text+0x2b0): warning: more undefined references to `ext' follow\n"
	want := []UnresolvedRef{{Func: "t37", Symbol: "__muloti4"}, {Func: "t37", Symbol: "ext"}, {Func: "helper.2", Symbol: "__divti3"}, {Symbol: "ext", More: true}}
	if got := UnresolvedRefs([]byte(stderr)); !reflect.DeepEqual(got, want) {
		t.Errorf("UnresolvedRefs = %v, want %v", got, want)
	}
	// riscv64's linker names a local label where the object has line
	// information (IR from clang): the reference is not attributed.
	riscv := "/usr/lib/gcc-cross/riscv64-linux-gnu/12/../../../../riscv64-linux-gnu/bin/ld: source-riscv64-O0.o: in function `.Lpcrel_hi1':\n" +
		"u.c:(.text+0xc8): warning: undefined reference to `ext_log'\n"
	if got := UnresolvedRefs([]byte(riscv)); !reflect.DeepEqual(got, []UnresolvedRef{{Symbol: "ext_log", More: true}}) {
		t.Errorf("UnresolvedRefs(riscv64) = %v", got)
	}
	if got := UnresolvedRefs(nil); got != nil {
		t.Errorf("UnresolvedRefs(nil) = %v", got)
	}
}

// TestLimitation: each target names only its own refusals, by design,
// as limits; a crash of another kind is no limitation.
func TestLimitation(t *testing.T) {
	for _, tc := range []struct {
		target, stderr string
		limited        bool
	}{
		{"bpf", "error: <unknown>:0:0: in function t5 i32 (i32): A call to built-in function '__fixsfsi' is not supported.\n", true},
		{"bpf", "LLVM ERROR: Found 2 machine code errors.\n", false},
		{"i686-x87", "error: <unknown>:0:0: in function t3 <2 x half> (half): SSE register return with SSE disabled\n", true},
		{"i686", "error: <unknown>:0:0: in function t3 <2 x half> (half): SSE register return with SSE disabled\n", false},
		{"nvptx64", "LLVM ERROR: Undefined external symbol \"__fixsfti\"\n", true},
		{"nvptx64", "LLVM ERROR: Cannot select: t5: i1 = setcc t2, t3, setult:ch\n", false},
		{"x86_64", "LLVM ERROR: Undefined external symbol \"x\"\n", false},
	} {
		tg, err := LookupTarget(tc.target)
		if err != nil {
			t.Fatal(err)
		}
		if got := tg.Limitation([]byte(tc.stderr)) != ""; got != tc.limited {
			t.Errorf("%s: %q: limitation %v, want %v", tc.target, tc.stderr, got, tc.limited)
		}
	}
}
