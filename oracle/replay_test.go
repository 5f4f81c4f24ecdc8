package oracle_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/faketools"
	"github.com/irfuzz/irfuzz/internal/testkit"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// victimAs is baseModule with @victim's body replaced.
func victimAs(sig, body string) string {
	start := strings.Index(baseModule, "define i32 @victim")
	end := start + strings.Index(baseModule[start:], "}\n") + 2
	return baseModule[:start] + "define i32 @victim" + sig + " {\n" + body + "\n}\n" + baseModule[end:]
}

func TestReplayIR(t *testing.T) {
	t.Parallel()
	tools := inProcessTools(t, inProcessSubVictim(7))
	cfg := testkit.OracleConfig(t, tools)
	cfg.Blame = true
	f := only(t, check(t, cfg, openStore(t), baseModule), finding.KindIR)[0]
	if f.Pass == "" {
		t.Fatalf("the finding names no pass: %+v", f)
	}
	rp, err := oracle.NewReplay(cfg, f.Dir)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		module  string
		repro   bool
		ubFree  bool
		because string // in the verdict's reason
	}{
		{"the finding's module", baseModule, true, true, "differs"},
		{"no add left", victimAs("(i32 %x, i32 %y)", "  %r = mul i32 %x, %y\n  ret i32 %r"), false, true, "correct on the witness; other inputs: opt's output is correct on each of"},
		{"UB on the witness", victimAs("(i32 %x, i32 %y)", "  %q = udiv i32 %x, 0\n  %r = add i32 %q, %y\n  ret i32 %r"), false, false, "UB"},
		{"a parameter removed", victimAs("(i32 %x)", "  %r = add i32 %x, 1\n  ret i32 %r"), true, true, "differs"},
		// The witness no longer applies: another input shows the bug.
		{"a parameter removed, one renamed", victimAs("(i32 %z)", "  %r = add i32 %z, 1\n  ret i32 %r"), true, true, "differs"},
		{"a parameter retyped", victimAs("(i64 %x, i32 %y)", "  %t = trunc i64 %x to i32\n  %r = add i32 %t, %y\n  ret i32 %r"), true, true, "differs"},
		{"a pointer result", strings.Replace(victimAs("(i32 %x, i32 %y)", "  %a = alloca i32\n  %r = add i32 %x, %y\n  store i32 %r, ptr %a\n  ret ptr %a"), "define i32 @victim", "define ptr @victim", 1), false, false, "no longer a test function"},
		{"a parameter retyped, no add left", victimAs("(i64 %x, i32 %y)", "  %t = trunc i64 %x to i32\n  %r = mul i32 %t, %y\n  ret i32 %r"), false, false, "changed its parameters"},
		{"no test function", strings.Replace(baseModule, "@victim", "@renamed", 1), false, false, "does not define @victim"},
	}
	// The checks run concurrently on one Replay.
	var wg sync.WaitGroup
	verdicts := make([]oracle.ReplayVerdict, len(tests))
	errs := make([]error, len(tests))
	for k, tc := range tests {
		m := testkit.Parse(t, tc.module)
		wg.Add(1)
		go func() {
			defer wg.Done()
			verdicts[k], errs[k] = rp.Check(context.Background(), m)
		}()
	}
	wg.Wait()
	for k, tc := range tests {
		v := verdicts[k]
		if errs[k] != nil || v.Reproduces != tc.repro || v.UBFree != tc.ubFree || !strings.Contains(v.Reason, tc.because) {
			t.Errorf("%s: Check = %+v, %v; want reproduces %v, UB-free %v, reason with %q", tc.name, v, errs[k], tc.repro, tc.ubFree, tc.because)
		}
		if tc.repro && (v.Expected == "" || v.Actual == "" || !strings.Contains(string(v.Files["target.ll"]), "sub i32") || v.Files["inputs"] == nil) {
			t.Errorf("%s: a reproducing verdict lacks its evidence: %+v", tc.name, v)
		}
	}
	if ents, _ := os.ReadDir(cfg.WorkDir); len(ents) != 0 {
		t.Errorf("work directories left behind: %v", ents)
	}

	// Bisection must name the finding's pass: not with another one.
	js := readJSON(t, f.Dir)
	js["pass"] = "SomeOtherPass"
	writeJSON(t, f.Dir, js)
	rp, err = oracle.NewReplay(cfg, f.Dir)
	if err != nil {
		t.Fatal(err)
	}
	if v, err := rp.Check(context.Background(), testkit.Parse(t, baseModule)); err != nil || v.Reproduces || !strings.Contains(v.Reason, "instead of SomeOtherPass") {
		t.Errorf("with another pass: Check = %+v, %v; want the bisection mismatch", v, err)
	}
}

func TestReplayCrash(t *testing.T) {
	t.Parallel()
	tools := inProcessTools(t, inProcessCrash)
	cfg := testkit.OracleConfig(t, tools)
	f := only(t, check(t, cfg, openStore(t), crashModule), finding.KindCrash)[0]
	rp, err := oracle.NewReplay(cfg, f.Dir)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		module  string
		repro   bool
		because string
	}{
		{"the finding's module", crashModule, true, "fake crash in FooPass"},
		{"without @crashme", baseModule, false, "succeeded"},
	}
	for _, tc := range tests {
		v, err := rp.Check(context.Background(), testkit.Parse(t, tc.module))
		if err != nil || v.Reproduces != tc.repro || v.UBFree || !strings.Contains(v.Reason, tc.because) {
			t.Errorf("%s: Check = %+v, %v; want reproduces %v, reason with %q", tc.name, v, err, tc.repro, tc.because)
		}
	}
	if want := []string{tools.Opt + " '-passes=default<O2>' -S reduced.ll -o -"}; strings.Join(rp.Commands("reduced.ll"), "\n") != want[0] {
		t.Errorf("Commands = %q, want %q", rp.Commands("reduced.ll"), want)
	}
}

func TestNewReplayErrors(t *testing.T) {
	t.Parallel()
	tools := fakeToolchain(t, "", "")
	cfg := testkit.OracleConfig(t, tools)
	write := func(dir string, files map[string]string) string {
		for name, text := range files {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return dir
	}
	tests := []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"empty directory", nil, "finding.json"},
		{"bad json", map[string]string{"finding.json": "{", "source.ll": baseModule}, "finding.json"},
		{"unknown kind", map[string]string{"finding.json": `{"kind":"bogus"}`, "source.ll": baseModule}, `unknown finding kind "bogus"`},
		{"no source", map[string]string{"finding.json": `{"kind":"crash","tool":"opt"}`}, "source.ll"},
		{"bad source", map[string]string{"finding.json": `{"kind":"crash","tool":"opt"}`, "source.ll": "define i32 @f( {"}, "source.ll"},
		{"miscompile without inputs", map[string]string{"finding.json": `{"kind":"ir-miscompile","function":"victim","pipeline":"O2"}`, "source.ll": baseModule}, "no witness input"},
		{"miscompile of a missing function", map[string]string{"finding.json": `{"kind":"ir-miscompile","function":"nope"}`, "source.ll": baseModule}, "@nope"},
		{"llc crash without a target", map[string]string{"finding.json": `{"kind":"crash","tool":"llc"}`, "source.ll": baseModule}, "without a target"},
		{"unknown target", map[string]string{"finding.json": `{"kind":"crash","tool":"llc","target":"vax"}`, "source.ll": baseModule}, "vax"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := oracle.NewReplay(cfg, write(t.TempDir(), tc.files))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("NewReplay: %v, want an error with %q", err, tc.want)
			}
		})
	}
}

func readJSON(t *testing.T, dir string) map[string]any {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "finding.json"))
	if err != nil {
		t.Fatal(err)
	}
	var js map[string]any
	if err := json.Unmarshal(data, &js); err != nil {
		t.Fatal(err)
	}
	return js
}

func writeJSON(t *testing.T, dir string, js map[string]any) {
	t.Helper()
	data, err := json.Marshal(js)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "finding.json"), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestFailureMode(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ actual, want string }{
		{"i32 5", "returned"},
		{"i32 4; @g0 = 00 01", "returned"},
		{"the program killed by SIGALRM", "hung"},
		{"the program timed out after 30s", "hung"},
		{"the program killed by SIGSEGV", "died"},
		{"the program exit 3", "died"},
	} {
		if got := oracle.FailureModeForTest(tc.actual); got != tc.want {
			t.Errorf("failureMode(%q) = %s, want %s", tc.actual, got, tc.want)
		}
	}
}

// An unresolved symbol leaves the functions that reach it unjudged,
// whether it is a runtime routine or something the module only declares.
func TestLackingRuntime(t *testing.T) {
	t.Parallel()
	m := testkit.Parse(t, `@ext = external global i32
@def = global i32 0
declare i32 @missing(i32)

define i32 @reads() {
  %v = load i32, ptr @ext
  ret i32 %v
}

define i32 @caller() {
  %v = call i32 @reads()
  ret i32 %v
}

define i32 @mul(i128 %x) {
  %v = load i32, ptr @def
  ret i32 %v
}

define i32 @fine() {
  ret i32 0
}
`)
	for _, tc := range []struct {
		name   string
		stderr string
		want   []string
		whole  bool
	}{
		{"none", "", nil, false},
		{"a declared global", "t.o: in function `reads':\nsrc.ll:(.text+0x3): warning: undefined reference to `ext'\n", []string{"caller", "reads"}, false},
		{"a runtime routine", "t.o: in function `mul':\n(.text+0x9): warning: undefined reference to `__muloti4'\n", []string{"mul"}, false},
		{"outside any function", "t.o:(.data+0x0): warning: undefined reference to `missing'\n", nil, true},
		// GNU ld names the first few functions only: the rest are the
		// declaration's users.
		{"more references", "t.o: in function `fine':\n(.text+0x9): warning: undefined reference to `ext'\nt.o:(.text+0x10): warning: more undefined references to `ext' follow\n", []string{"caller", "fine", "reads"}, false},
		// The harness's case function needs it (ppc64 converts half
		// arguments with a libgcc routine): that case's test function.
		{"the harness's case", "h.o: in function `__irfuzz.case.1':\n(.text+0x9): warning: undefined reference to `__gnu_h2f_ieee'\n", []string{"fine"}, false},
		{"a case out of range", "h.o: in function `__irfuzz.case.7':\n(.text+0x9): warning: undefined reference to `__gnu_h2f_ieee'\n", nil, true},
		// wasm-ld names no function.
		{"wasm-ld", "wasm-ld-19: warning: t.o: undefined symbol: ext\n", []string{"caller", "reads"}, false},
	} {
		caseFunc := func(c int) string { return map[int]string{0: "mul", 1: "fine"}[c] }
		lacking, whole := oracle.LackingRuntimeForTest(m, []byte(tc.stderr), caseFunc)
		got := slices.Sorted(maps.Keys(lacking))
		if whole != tc.whole || !slices.Equal(got, tc.want) {
			t.Errorf("%s: lackingRuntime = %v, %v; want %v, %v", tc.name, got, whole, tc.want, tc.whole)
		}
	}
}

// PrepareForCheck exposes internal functions only when nothing could be
// tested otherwise: a campaign module keeps its internal helpers.
func TestPrepareForCheck(t *testing.T) {
	t.Parallel()
	const helper = "define internal i32 @h(i32 %x) {\n  ret i32 %x\n}\n"
	for _, tc := range []struct {
		name, src string
		internal  bool // @h is still internal
	}{
		{"with a test function", helper + "define i32 @t(i32 %x) {\n  %r = call i32 @h(i32 %x)\n  ret i32 %r\n}\n", true},
		{"all internal", helper, false},
	} {
		got := oracle.PrepareForCheck(testkit.Parse(t, tc.src)).Func("h")
		if got == nil || (got.Linkage == ir.LinkageInternal) != tc.internal {
			t.Errorf("%s: @h = %v, want internal %v", tc.name, got, tc.internal)
		}
	}
}

// bisectLlc is an llc body that miscompiles @inc (add i32 %x, 1 becomes
// 2) at -O2 once pass has run on it: what llc's bisection blames is that
// pass, whatever number that run has in the module being built.
func bisectLlc(pass string) string {
	return faketools.LlcSedWhen(`limit=1000000000; args=; skip=
for a in "$@"; do
  if [ -n "$skip" ]; then skip=; continue; fi
  case "$a" in -o) skip=1;; -opt-bisect-limit=*) limit=${a#-opt-bisect-limit=};; *) args="$args $a";; esac
done
at=$("@REAL@" $args -o /dev/null -opt-bisect-limit=1000000000 2>&1 | sed -n 's/^BISECT: running pass (\([0-9]*\)) `+pass+` on function (inc)$/\1/p' | head -n 1)
[ "$level" = -O2 ] && [ -n "$at" ] && [ "$limit" -ge "$at" ]`, `s/add i32 %x, 1$/add i32 %x, 2/`)
}

// A candidate replay confirms the finding's pass on its own source, also
// when that pass runs on other functions first, and turns down a candidate
// that llc's bisection blames on another pass without the bisection that
// names that pass (which a user's replay does).
func TestReplayCandidatesSettle(t *testing.T) {
	t.Parallel()
	var src strings.Builder
	for k := range 4 {
		fmt.Fprintf(&src, "define i32 @f%d(i32 %%x) {\n  %%r = mul i32 %%x, %d\n  ret i32 %%r\n}\n\n", k, k+3)
	}
	src.WriteString("define i32 @inc(i32 %x) {\n  %r = add i32 %x, 1\n  ret i32 %r\n}\n")
	needLLVM(t)
	tg := needTarget(t, "x86_64")
	file := filepath.Join(t.TempDir(), "src.ll")
	if err := os.WriteFile(file, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _ := exec.Command(filepath.Join(llvmBin, "llc"), "-O2", "-mtriple="+tg.Triple, file, "-o", os.DevNull, "-opt-bisect-limit=1000000000").CombinedOutput()
	names := map[int]string{}
	first, other := 0, 0 // the first pass run on @inc, and the third after it
	for _, m := range regexp.MustCompile(`BISECT: running pass \((\d+)\) (.+?) on function \((\w+)\)`).FindAllStringSubmatch(string(out), -1) {
		k, _ := strconv.Atoi(m[1])
		names[k] = m[2]
		if m[3] == "inc" && first == 0 {
			first = k
		}
	}
	if other = first + 3; first == 0 || names[other] == "" || names[other] == names[first] {
		t.Fatalf("llc -O2 runs no two passes on @inc: %v", names)
	}
	tools := fakeToolchain(t, "", bisectLlc(names[first]))
	cfg := testkit.OracleConfig(t, tools)
	cfg.Blame = true
	cfg.Pipelines, cfg.Levels, cfg.Targets = []string{"O0"}, []string{"O2"}, []*native.Target{tg}
	f := only(t, check(t, cfg, openStore(t), src.String()), finding.KindNative)[0]
	if f.Pass != names[first] {
		t.Fatalf("the finding blames %q, want %q", f.Pass, names[first])
	}
	rp, err := oracle.NewReplay(cfg, f.Dir)
	if err != nil {
		t.Fatal(err)
	}
	m := testkit.Parse(t, src.String())
	// The pass (one that runs on each function) ran on four before @inc.
	if v, err := rp.ForCandidates().Check(context.Background(), m); err != nil || !v.Reproduces {
		t.Errorf("candidate replay of the finding's own source: %+v, %v", v, err)
	}
	if err := faketools.WriteTool(tools.Dir, llvmBin, "llc", bisectLlc(names[other])); err != nil {
		t.Fatal(err)
	}
	user, err := rp.Check(context.Background(), m)
	if err != nil || user.Reproduces || !strings.Contains(user.Reason, "names "+names[other]+" instead of "+f.Pass) {
		t.Errorf("user replay: %+v, %v; want bisection to name %q", user, err, names[other])
	}
	cand, err := rp.ForCandidates().Check(context.Background(), m)
	if err != nil || cand.Reproduces || !strings.Contains(cand.Reason, "not bisected past "+f.Pass) {
		t.Errorf("candidate replay: %+v, %v; want turned down without bisection", cand, err)
	}
}
