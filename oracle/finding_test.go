package oracle

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
)

func readTestdata(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestGrepKey checks that the key is specific (not just "Assertion") and
// occurs verbatim in the output it came from, as commands.sh greps it.
func TestGrepKey(t *testing.T) {
	t.Parallel()
	tests := []struct{ stderr, want string }{
		{readTestdata(t, "assert.stderr"), "Assertion `S1->getType() == S2->getType() &&"},
		{readTestdata(t, "cannot-select.stderr"), "LLVM ERROR: Cannot select: t"},
		{readTestdata(t, "segv-anon.stderr"), "in (anonymous namespace)::DAGCombiner::visit(llvm::SDNode*)"},
		{"LLVM ERROR: fake crash in FooPass\n", "LLVM ERROR: fake crash in FooPass"},
		{"opt: a.ll:3:1: error: expected instruction\n", "error: expected instruction"},
	}
	for _, tc := range tests {
		msg := finding.CrashMessage(tc.stderr)
		key := grepKey(msg)
		if key != tc.want {
			t.Errorf("grepKey(%q) = %q, want %q", msg, key, tc.want)
		}
		if key != "" && !strings.Contains(tc.stderr, strings.TrimPrefix(key, "in ")) {
			t.Errorf("key %q is not in the output", key)
		}
	}
	if k := grepKey("1234"); k != "" {
		t.Errorf("grepKey(1234) = %q", k)
	}
}

func TestFailureSignature(t *testing.T) {
	t.Parallel()
	x86, _ := native.LookupTarget("x86_64")
	stderr := []byte(readTestdata(t, "cannot-select.stderr"))
	tests := []struct {
		name           string
		r              native.Result
		tool, pipeline string
		tg             *native.Target
		level          string
		kind, sig, msg string
	}{
		{name: "ok", r: native.Result{Exit: 0}, tool: "opt", pipeline: "O2"},
		{name: "cancelled", r: native.Result{Exit: -1, StartErr: os.ErrDeadlineExceeded}, tool: "opt", pipeline: "O2"},
		{name: "opt timeout", r: native.Result{Exit: -1, TimedOut: true}, tool: "opt", pipeline: "O3",
			kind: finding.KindTimeout, sig: "timeout/opt/O3", msg: "timed out after 0s"},
		{name: "llc timeout", r: native.Result{Exit: -1, TimedOut: true}, tool: "llc", pipeline: "O3", tg: x86, level: "O2",
			kind: finding.KindTimeout, sig: "timeout/llc/x86_64/O2", msg: "timed out after 0s"},
		{name: "llc error", r: native.Result{Exit: 1, Stderr: stderr}, tool: "llc", tg: x86, level: "O0",
			kind: finding.KindCrash, sig: "crash/llc/x86_64/LLVM ERROR: Cannot select: fcanonicalize", msg: "LLVM ERROR: Cannot select: t12: f16 = fcanonicalize t2"},
		{name: "abort", r: native.Result{Exit: -1, Signal: "SIGABRT", Stderr: []byte(readTestdata(t, "assert.stderr"))}, tool: "opt", pipeline: "O2",
			kind: finding.KindCrash, sig: "crash/opt/SIGABRT: Assertion `S1->getType() == S2->getType() && \"Cannot create binary operator with two operands of differing type!\"' failed.",
			msg: "SIGABRT: Assertion `S1->getType() == S2->getType() && \"Cannot create binary operator with two operands of differing type!\"' failed."},
		{name: "silent segv", r: native.Result{Exit: -1, Signal: "SIGSEGV"}, tool: "opt", pipeline: "O2",
			kind: finding.KindCrash, sig: "crash/opt/killed by SIGSEGV", msg: "killed by SIGSEGV"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			kind, sig, msg := failureSignature(&tc.r, tc.tool, tc.pipeline, tc.tg, tc.level)
			if kind != tc.kind || sig != tc.sig || msg != tc.msg {
				t.Errorf("failureSignature = (%q, %q, %q)\nwant (%q, %q, %q)", kind, sig, msg, tc.kind, tc.sig, tc.msg)
			}
		})
	}
}

// TestFailureLines checks the reproduction test commands.sh applies: the
// message when there is one (also with a signal), else the signal.
func TestSameCrash(t *testing.T) {
	t.Parallel()
	const segv = "crash/llc/aarch64/SIGSEGV: in llvm::RegBankSelect::assignInstr(llvm::MachineInstr&)"
	tests := []struct {
		got  string
		want bool
	}{
		{segv, true},
		{"crash/llc/aarch64/SIGSEGV: in llvm::MachineRegisterInfo::getVRegDef(llvm::Register) const", true},
		{"crash/llc/aarch64-gisel/SIGSEGV: in llvm::RegBankSelect::assignInstr(llvm::MachineInstr&)", false},
		{"crash/llc/aarch64/SIGABRT: LLVM ERROR: Unsupported library call operation!", false},
		{"crash/llc/aarch64/LLVM ERROR: Cannot select: fcanonicalize", false},
		{"", false},
	}
	for _, tc := range tests {
		if got := sameCrash(segv, tc.got); got != tc.want {
			t.Errorf("sameCrash(segv, %q) = %v, want %v", tc.got, got, tc.want)
		}
	}
	// Messages are compared exactly unless the signal is a wild access.
	if sameCrash("crash/opt/SIGABRT: LLVM ERROR: a", "crash/opt/SIGABRT: LLVM ERROR: b") {
		t.Error("two aborts with different messages are the same crash")
	}
	// but for the case and final punctuation a release rewords (LLVM 22).
	if !sameCrash("crash/llc/aarch64/SIGABRT: LLVM ERROR: Unsupported library call operation!", "crash/llc/aarch64/SIGABRT: LLVM ERROR: unsupported library call operation") {
		t.Error("a message LLVM 22 only lowercased is another crash")
	}
}

func TestFailureLines(t *testing.T) {
	t.Parallel()
	b := &batch{tools: &native.Tools{TC: &native.Toolchain{Major: 19, Opt: "/x/opt", Llc: "/x/llc"}}}
	tests := []struct {
		name, kind, msg, fn string
		want                string
	}{
		{"error", finding.KindCrash, "LLVM ERROR: Cannot select: t12: f16 = fcanonicalize t2", "t0", "grep -qF -- 'LLVM ERROR: Cannot select: t' tool.out"},
		{"signal and message", finding.KindCrash, "SIGABRT: LLVM ERROR: fake crash in FooPass", "", "grep -qF -- 'LLVM ERROR: fake crash in FooPass' tool.out"},
		{"signal only", finding.KindCrash, "killed by SIGSEGV", "", "if [ $status -ge 128 ]"},
		// A segfault's frame moves with the heap: the function it dies on
		// is what is looked for.
		{"segfault", finding.KindCrash, "SIGSEGV: in llvm::RegBankSelect::assignInstr(llvm::MachineInstr&)", "t1.x", `if [ $status -ge 128 ] && grep -qE -- 'on function ('\''@"?t1\.x"?'\''|"t1\.x")' tool.out`},
		{"timeout", finding.KindTimeout, "timed out after 2s", "", "timeout 60 /x/opt"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			body := strings.Join(b.failureLines(tc.kind, tc.msg, "opt", "O2", nil, "", tc.fn), "\n")
			if !strings.Contains(body, tc.want) {
				t.Errorf("commands.sh body lacks %q:\n%s", tc.want, body)
			}
		})
	}
	b.tools.Lim.Timeout = 1500e6 // 1.5 s rounds up, not down to the 60 s default
	if body := strings.Join(b.failureLines(finding.KindTimeout, "timed out", "opt", "O2", nil, "", ""), "\n"); !strings.Contains(body, "timeout 2 /x/opt") {
		t.Errorf("1.5 s limit:\n%s", body)
	}
}

const subsetModule = `
@fp = global ptr @by_global
@data = global i32 3

define internal i32 @by_global(i32 %x) {
  ret i32 %x
}

define internal i32 @helper(i32 %x) {
  %r = mul i32 %x, 7
  ret i32 %r
}

define internal i32 @helper2(i32 %x) {
  %r = call i32 @helper(i32 %x)
  ret i32 %r
}

define internal i32 @shared(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @a(i32 %x) {
  %s = call i32 @shared(i32 %x)
  ret i32 %s
}

define i32 @b(i32 %x) {
  %h = call i32 @helper2(i32 %x)
  %s = call i32 @shared(i32 %h)
  %c = call i32 @c(i32 %s)
  ret i32 %c
}

define i32 @c(i32 %x) {
  %v = load i32, ptr @data
  %r = xor i32 %x, %v
  ret i32 %r
}
`

func parse(t *testing.T, text string) *ir.Module {
	t.Helper()
	m, err := ir.Parse("subset.ll", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestSubset(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		src      string
		keep     []string
		defined  []string // functions with a body
		declared []string // functions without one
		absent   []string
	}{
		{"keep a", subsetModule, []string{"a"},
			[]string{"a", "shared", "by_global"}, []string{"b", "c"}, []string{"helper", "helper2"}},
		// @b calls @c, a test function too, which keeps its body (a
		// declaration would make the call jump to address 0); helper
		// chains stay.
		{"keep b", subsetModule, []string{"b"},
			[]string{"b", "c", "helper", "helper2", "shared", "by_global"}, []string{"a"}, nil},
		{"keep c", subsetModule, []string{"c"},
			[]string{"c", "by_global"}, []string{"a", "b"}, []string{"helper", "helper2", "shared"}},
		{"keep a and c", subsetModule, []string{"a", "c"},
			[]string{"a", "c", "shared"}, []string{"b"}, []string{"helper", "helper2"}},
		{"keep none", subsetModule, nil,
			[]string{"by_global"}, []string{"a", "b", "c"}, []string{"helper", "helper2", "shared"}},
		// A weak or linkonce definition cannot become a declaration with
		// its linkage: LLVM rejects `declare weak`.
		{"weak and linkonce", `
define weak i32 @w(i32 %x) {
  ret i32 %x
}
define linkonce i32 @l(i32 %x) {
  ret i32 %x
}
define i32 @k(i32 %x) {
  ret i32 %x
}
`, []string{"k"}, []string{"k"}, []string{"w", "l"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := parse(t, tc.src)
			before := m.String()
			keep := map[string]bool{}
			for _, n := range tc.keep {
				keep[n] = true
			}
			sub := Subset(m, keep)
			if sub == nil {
				t.Fatal("Subset = nil")
			}
			if m.String() != before {
				t.Error("Subset changed its argument")
			}
			text := sub.String()
			if err := ir.Verify(sub); err != nil {
				t.Fatalf("subset does not verify: %v\n%s", err, text)
			}
			if _, err := ir.Parse("again.ll", []byte(text)); err != nil {
				t.Fatalf("subset does not parse back: %v\n%s", err, text)
			}
			for _, n := range tc.defined {
				if f := sub.Func(n); f == nil || f.IsDeclaration() {
					t.Errorf("@%s should keep its body:\n%s", n, text)
				}
			}
			for _, n := range tc.declared {
				f := sub.Func(n)
				if f == nil || !f.IsDeclaration() {
					t.Errorf("@%s should be a declaration:\n%s", n, text)
				} else if f.Linkage != ir.LinkageExternal {
					t.Errorf("declaration @%s has linkage %q", n, f.Linkage)
				}
			}
			for _, n := range tc.absent {
				if sub.Func(n) != nil {
					t.Errorf("@%s should be gone:\n%s", n, text)
				}
			}
			if sub.Global("data") == nil || sub.Global("fp") == nil {
				if strings.Contains(tc.src, "@data") {
					t.Error("globals lost")
				}
			}
			checkLLVMAccepts(t, text)
		})
	}
}

// checkLLVMAccepts runs the real opt's verifier on text when LLVM 19 is
// installed.
func checkLLVMAccepts(t *testing.T, text string) {
	t.Helper()
	opt := llvmbin.Tool(19, "opt")
	if _, err := os.Stat(opt); err != nil {
		return
	}
	file := filepath.Join(t.TempDir(), "sub.ll")
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := native.Run(t.Context(), native.Limits{}, "", opt, "-passes=verify", "-disable-output", file); !r.OK() {
		t.Errorf("LLVM rejects the subset: %s\n%s\n%s", r.Describe(), r.Stderr, text)
	}
}

func TestCrashedFunction(t *testing.T) {
	t.Parallel()
	tests := []struct{ file, want string }{
		{"cannot-select.stderr", "f"},
		{"assert.stderr", "f"},
		{"segv-anon.stderr", "f"},
		{"cannot-select-unsymbolized.stderr", "f"}, // LLVM_DISABLE_SYMBOLIZATION (native.Limits.Unsymbolized)
	}
	for _, tt := range tests {
		text, err := os.ReadFile(filepath.Join("testdata", tt.file))
		if err != nil {
			t.Fatal(err)
		}
		if got := crashedFunction(text); got != tt.want {
			t.Errorf("%s: crashedFunction = %q, want %q", tt.file, got, tt.want)
		}
	}
	inline := []struct{ stderr, want string }{
		{"LLVM ERROR: out of memory\n", ""},
		{"1.\tRunning pass 'Function Pass Manager' on module 'a.ll'.\n2.\tRunning pass 'AArch64 Instruction Selection' on function '@t39'\n", "t39"},
		{"1.\tRunning pass \"function<eager-inv>\" on module \"a.ll\"\n2.\tRunning pass \"instcombine\" on function \"t7\"\n", "t7"},
		{"2.\tRunning pass 'RegBankSelect' on function '@\"odd name\"'\n", "odd name"},
		{"error: <unknown>:0:0: in function t5 i32 (i32, i2): A call to built-in function '__fixsfsi' is not supported.\n", "t5"},
	}
	for _, tt := range inline {
		if got := crashedFunction([]byte(tt.stderr)); got != tt.want {
			t.Errorf("crashedFunction(%q) = %q, want %q", tt.stderr, got, tt.want)
		}
	}
}
