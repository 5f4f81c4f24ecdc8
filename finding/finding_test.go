package finding

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func readTestdata(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// Real stderr of LLVM tools: an assertion (a +Asserts build), a selection
// failure, and the stack dump of a release build (no message at all).
func TestCrashMessage(t *testing.T) {
	tests := []struct {
		name   string
		stderr string
		want   string
	}{
		{"assertion", readTestdata(t, "assert.stderr"),
			"Assertion `S1->getType() == S2->getType() && \"Cannot create binary operator with two operands of differing type!\"' failed."},
		{"cannot select", readTestdata(t, "cannot-select.stderr"),
			"LLVM ERROR: Cannot select: t12: f16 = fcanonicalize t2"},
		{"unreachable", "UNREACHABLE executed at /build/llvm/lib/CodeGen/TargetLoweringBase.cpp:1234!\nPLEASE submit a bug report\n",
			"UNREACHABLE executed at /build/llvm/lib/CodeGen/TargetLoweringBase.cpp:1234!"},
		{"parse error", "/usr/lib/llvm-19/bin/opt: source.ll:3:12: error: use of undefined value '%y'\n  %r = add i32 %x, %y\n           ^\n",
			"error: use of undefined value '%y'"},
		// A release build prints only the stack: the message is the first
		// frame in LLVM code, past the signal handler's frames (named or
		// anonymous) and libc.
		{"release stack dump", readTestdata(t, "segv-release.stderr"),
			"in llvm::MemoryBuffer::getFileOrSTDIN(llvm::Twine const&, bool, bool, std::optional<llvm::Align>)"},
		{"anonymous namespace frame", readTestdata(t, "segv-anon.stderr"),
			"in (anonymous namespace)::DAGCombiner::visit(llvm::SDNode*)"},
		{"plain line", "\n  something went wrong\n", "something went wrong"},
		// A stack overflow in MSP430 instruction selection (LLVM 14): no
		// frame is named; the innermost pass is, not the command line.
		{"no named frame", readTestdata(t, "segv-wild.stderr"),
			"in pass 'MSP430 DAG->DAG Pattern Instruction Selection'"},
		// glibc's heap check aborts: its verdict, then the first LLVM
		// frame past the C library's (symbolized with their sources).
		{"double free", readTestdata(t, "double-free.stderr"),
			"double free or corruption (out) in llvm::Combiner::combineMachineInstrs(llvm::MachineFunction&, llvm::GISelCSEInfo*)"},
		// A pass that leaves invalid IR: the verifier's first complaint
		// joins the message.
		{"broken module", readTestdata(t, "broken-module.stderr"),
			"LLVM ERROR: Broken module found, compilation aborted!: Function return type does not match operand type of return inst!"},
		{"nothing", "", ""},
		{"only boilerplate", "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/\nStack dump:\n", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := CrashMessage(tc.stderr); got != tc.want {
				t.Errorf("crashMessage = %q\nwant           %q", got, tc.want)
			}
		})
	}
}

func TestNormalize(t *testing.T) {
	tests := []struct{ in, want string }{
		{"LLVM ERROR: Cannot select: t12: f16 = fcanonicalize t2", "LLVM ERROR: Cannot select: fcanonicalize"},
		{"LLVM ERROR: Cannot select: 0x55d0a1: f64 = fcanonicalize nnan ninf 0x55d0b2", "LLVM ERROR: Cannot select: fcanonicalize"},
		{"LLVM ERROR: Cannot select: 0x55d0a1: f16 = AArch64ISD::CSEL 0x1, 0x2, Constant:i32<1>, 0x3:1", "LLVM ERROR: Cannot select: AArch64ISD::CSEL"},
		{"LLVM ERROR: Cannot select: t7: i64 = fcanonicalize t99", "LLVM ERROR: Cannot select: fcanonicalize"},
		{"Assertion `S1->getType() == S2->getType() && \"differing type!\"' failed.", "Assertion `S1->getType() == S2->getType() && \"differing type!\"' failed."},
		{"SIGSEGV: in foo at 0x7ffd1234abcd, offset 42", "SIGSEGV: in foo at 0x?, offset N"},
		{"error: use of undefined value '%y'", "error: use of undefined value '%v'"},
		{"error: invalid use of @foo.bar and %0", "error: invalid use of @g and %v"},
		{"  spaced \t out\n  message ", "spaced out message"},
		{"in (anonymous namespace)::DAGCombiner::visit(llvm::SDNode*)", "in (anonymous namespace)::DAGCombiner::visit(llvm::SDNode*)"},
		{strings.Repeat("x", 300), strings.Repeat("x", 200)},
	}
	for _, tc := range tests {
		if got := Normalize(tc.in); got != tc.want {
			t.Errorf("Normalize(%q)\n = %q\nwant %q", tc.in, got, tc.want)
		}
	}
	// Two instances of one bug normalize alike.
	a := Normalize(CrashMessage(readTestdata(t, "cannot-select.stderr")))
	b := Normalize(CrashMessage(strings.ReplaceAll(readTestdata(t, "cannot-select.stderr"), "t12", "t31")))
	if a != b {
		t.Errorf("%q != %q", a, b)
	}
}

func TestStore(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "findings")
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	f := &Finding{Kind: KindCrash, Signature: "crash/opt/x", Files: map[string][]byte{"source.ll": []byte("; m\n"), "commands.sh": []byte("#!/bin/sh\nexit 0\n")}}
	if stored, err := s.Add(f); !stored || err != nil {
		t.Fatalf("Add = %v, %v", stored, err)
	}
	g := &Finding{Kind: KindCrash, Signature: "crash/opt/x", Files: map[string][]byte{"source.ll": []byte("; other\n")}}
	if stored, err := s.Add(g); stored || err != nil || g.Dir != "" {
		t.Fatalf("second Add = %v, %v, dir %q", stored, err, g.Dir)
	}
	if st, err := os.Stat(filepath.Join(f.Dir, "commands.sh")); err != nil || st.Mode().Perm() != 0o755 {
		t.Errorf("commands.sh: %v", err)
	}
	if data, _ := os.ReadFile(filepath.Join(f.Dir, "source.ll")); string(data) != "; m\n" {
		t.Errorf("source.ll = %q", data)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 || !strings.HasPrefix(ents[0].Name(), KindCrash+"-") {
		t.Errorf("store entries: %v", ents)
	}
	if c := s.Counts(); len(c) != 1 || c[0].Count != 2 {
		t.Errorf("Counts = %+v", c)
	}
	// An interrupted Add leaves a .tmp- directory with json: it
	// was never stored, so reopening must not count it as seen.
	tmp := filepath.Join(dir, ".tmp-crash-0123456789ab-42")
	if err := os.MkdirAll(tmp, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(tmp, "json"), []byte(`{"kind":"crash","signature":"crash/opt/half-written"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	s2, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	if s2.Seen("crash/opt/half-written") || !s2.Seen("crash/opt/x") {
		t.Errorf("reopened store: Counts = %+v", s2.Counts())
	}
	lf, err := Load(f.Dir)
	if err != nil || lf.Signature != f.Signature || lf.Kind != f.Kind {
		t.Errorf("Load = %+v, %v", lf, err)
	}
}

// TestStoreSamples: a miscompile signature is stored at its SampleAt
// occurrences, each in a directory of its own, a crash once; a reopened
// store goes on from the samples it holds.
func TestStoreSamples(t *testing.T) {
	dir := t.TempDir()
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	var stored []int
	for n := 1; n <= 20; n++ {
		ok, err := s.Add(&Finding{Kind: KindIR, Signature: "ir-miscompile/P"})
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			stored = append(stored, n)
		}
		if ok, _ := s.Add(&Finding{Kind: KindCrash, Signature: "crash/x"}); ok != (n == 1) {
			t.Errorf("crash occurrence %d stored: %v", n, ok)
		}
	}
	if fmt.Sprint(stored) != "[1 4 16]" {
		t.Errorf("stored occurrences %v, want [1 4 16]", stored)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 4 {
		t.Errorf("%d directories, want 4", len(ents))
	}
	s2, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	if s2.Wants(KindIR, "ir-miscompile/P") {
		t.Error("a reopened store wants occurrence 17")
	}
	for range 48 {
		s2.Add(&Finding{Kind: KindIR, Signature: "ir-miscompile/P"})
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 5 {
		t.Errorf("after 64 occurrences: %d directories, want 5", len(ents))
	}
}

func TestBugKey(t *testing.T) {
	for _, tc := range []struct {
		f    Finding
		want string
	}{
		{Finding{Kind: KindCrash, Target: "aarch64-gisel", Signature: "crash/llc/aarch64-gisel/LLVM ERROR: x"}, "crash/llc/aarch64/LLVM ERROR: x"},
		{Finding{Kind: KindCrash, Target: "x86_64", Signature: "crash/llc/x86_64/LLVM ERROR: x"}, "crash/llc/x86/LLVM ERROR: x"},
		{Finding{Kind: KindCrash, Target: "armv7", Signature: "crash/llc/armv7/LLVM ERROR: Cannot select: setcc"}, "crash/llc/any-target/LLVM ERROR: Cannot select: setcc"},
		{Finding{Kind: KindCrash, Target: "ppc64", Signature: "crash/llc/ppc64/SIGABRT: LLVM ERROR: Do not know how to promote this operator's operand!"}, "crash/llc/any-target/SIGABRT: LLVM ERROR: Do not know how to promote this operator's operand!"},
		{Finding{Kind: KindCrash, Target: "aarch64", Signature: "crash/llc/aarch64/LLVM ERROR: Cannot select: AArch64ISD::CSEL"}, "crash/llc/aarch64/LLVM ERROR: Cannot select: AArch64ISD::CSEL"},
		{Finding{Kind: KindCrash, Target: "hexagon", Signature: "crash/llc/hexagon/SIGABRT: LLVM ERROR: unable to allocate function argument #N"}, "crash/llc/hexagon/SIGABRT: LLVM ERROR: unable to allocate function argument #N"},
		{Finding{Kind: KindCrash, Target: "i686-x87", Signature: "crash/llc/i686-x87/LLVM ERROR: x"}, "crash/llc/x86/LLVM ERROR: x"},
		{Finding{Kind: KindCrash, Target: "aarch64_be", Signature: "crash/llc/aarch64_be/LLVM ERROR: x"}, "crash/llc/aarch64/LLVM ERROR: x"},
		{Finding{Kind: KindCrash, Target: "hexagon", Signature: "crash/llc/hexagon/LLVM ERROR: x"}, "crash/llc/hexagon/LLVM ERROR: x"},
		{Finding{Kind: KindCrash, Target: "aarch64-gisel", Signature: "crash/llc/aarch64-gisel/SIGSEGV: in llvm::RegBankSelect::runOnMachineFunction(llvm::MachineFunction&)"}, "crash/llc/aarch64/SIGSEGV"},
		{Finding{Kind: KindCrash, Signature: "crash/opt/SIGSEGV: in llvm::ArgumentPromotionPass::run()"}, "crash/opt/SIGSEGV: in llvm::ArgumentPromotionPass::run()"},
		{Finding{Kind: KindNative, Target: "aarch64-gisel", Signature: "native-miscompile/aarch64-gisel/O0/GlobalISel"}, "native-miscompile/aarch64-gisel/O0/GlobalISel"},
		{Finding{Kind: KindIR, Pipeline: "O2", Signature: "ir-miscompile/unbisected/t3@12345678"}, "ir-miscompile/unbisected/O2"},
		{Finding{Kind: KindIR, Signature: "ir-miscompile/InstCombinePass"}, "ir-miscompile/InstCombinePass"},
	} {
		if got := BugKey(&tc.f); got != tc.want {
			t.Errorf("BugKey(%s) = %s, want %s", tc.f.Signature, got, tc.want)
		}
	}
}

func TestKnownKeyFoldsRewordedCrash(t *testing.T) {
	llvm19 := &Finding{Kind: KindCrash, Target: "aarch64", Signature: "crash/llc/aarch64/SIGABRT: LLVM ERROR: Unsupported library call operation!"}
	llvm22 := &Finding{Kind: KindCrash, Target: "aarch64-gisel", Signature: "crash/llc/aarch64-gisel/SIGABRT: LLVM ERROR: unsupported library call operation"}
	for _, f := range []*Finding{llvm19, llvm22} {
		if !GenericCrash(f) {
			t.Errorf("GenericCrash(%q) = false, want true", f.Signature)
		}
	}
	a, b := KnownKey(BugKey(llvm19)+"#d0191104"), KnownKey(BugKey(llvm22)+"#d0191104")
	if a != b {
		t.Errorf("KnownKey: %q != %q", a, b)
	}
	if KnownKey("crash/llc/x86/SIGABRT: LLVM ERROR: Cannot select: t1#1") == KnownKey("crash/llc/x86/SIGABRT: LLVM ERROR: Cannot select: t2#1") {
		t.Error("KnownKey merged two messages")
	}
}
