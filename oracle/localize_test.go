package oracle_test

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/faketools"
	"github.com/irfuzz/irfuzz/internal/testkit"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// TestNativeLocalized checks that a native miscompile that llc's
// bisection names no pass for is localized by llc's own switches: the
// fake llc breaks @inc only with one instruction selector, and the
// signature names that selector, not the test function.
func TestNativeLocalized(t *testing.T) {
	t.Parallel()
	const sed = `s/add i32 %x, 1$/add i32 %x, 2/`
	tests := []struct {
		name, target, level string
		cond                string // when the fake llc miscompiles
		component           string
	}{
		{"x86_64 FastISel", "x86_64", "O0", `[ "$level" = -O0 ] && [ "$fast" != off ]`, "FastISel"},
		{"x86_64 SelectionDAG O2", "x86_64", "O2", `[ "$level" = -O2 ] && [ "$fast" != on ]`, "SelectionDAG"},
		{"aarch64-gisel GlobalISel", "aarch64-gisel", "O0", `[ -n "$gisel" ]`, "GlobalISel"},
	}
	// (Wrong at -O0 with either selector is not a finding of the source:
	// its reference build, the source at -O0 with -fast-isel=0, is wrong
	// too.)
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if testing.Short() && i > 0 {
				t.Skip("-short: the first case alone")
			}
			tg := needTarget(t, tc.target)
			needTarget(t, "x86_64") // commands.sh builds the reference for x86-64
			tools := fakeToolchain(t, "", faketools.LlcSedWhen(tc.cond, sed))
			cfg := testkit.OracleConfig(t, tools)
			cfg.Pipelines = []string{"O0"}
			cfg.Levels = []string{tc.level}
			cfg.Targets = []*native.Target{tg}
			cfg.Blame = true
			res := check(t, cfg, openStore(t), baseModule)
			for _, f := range res.Findings {
				checkNoFunctionInSig(t, f)
			}
			f := only(t, res, finding.KindNative)[0]
			want := finding.KindNative + "/" + tc.target + "/" + tc.level + "/" + tc.component
			if f.Signature != want || f.Function != "inc" || f.Pass != "" {
				t.Errorf("signature %q, function %q, pass %q; want %q on @inc", f.Signature, f.Function, f.Pass, want)
			}
			if !strings.Contains(f.BlameNote, tc.component) {
				t.Errorf("blame note %q does not name %s", f.BlameNote, tc.component)
			}
			script, _ := os.ReadFile(filepath.Join(f.Dir, "commands.sh"))
			if !strings.Contains(string(script), "localized by its switches") {
				t.Errorf("commands.sh does not say how it was localized:\n%s", script)
			}
			// irfuzz blame names no pass, and says where it is.
			if pass, err := oracle.Blame(context.Background(), cfg, f.Dir); pass != "" || err == nil || !strings.Contains(err.Error(), "localized to "+tc.component) {
				t.Errorf("Blame = %q, %v; want the component %s", pass, err, tc.component)
			}
			checkReplayComponent(t, cfg, f, tc.component)
			if variantRepro() {
				reproduce(t, f)
				fixTool(t, f, tools, "llc", faketools.PassThrough)
			}
		})
	}
}

// checkReplayComponent checks that replaying native finding f (localized
// to component) on its own module reproduces it, and that with another
// component in its signature it does not: the component is the bug.
func checkReplayComponent(t *testing.T, cfg oracle.Config, f *finding.Finding, component string) {
	t.Helper()
	rp, err := oracle.NewReplay(cfg, f.Dir)
	if err != nil {
		t.Fatal(err)
	}
	if v, err := rp.Check(context.Background(), testkit.Parse(t, baseModule)); err != nil || !v.Reproduces {
		t.Errorf("Check = %+v, %v; want it reproduced", v, err)
	}
	other := "CodeGen"
	js := readJSON(t, f.Dir)
	js["signature"] = strings.TrimSuffix(f.Signature, component) + other
	writeJSON(t, f.Dir, js)
	defer func() {
		js["signature"] = f.Signature
		writeJSON(t, f.Dir, js)
	}()
	if rp, err = oracle.NewReplay(cfg, f.Dir); err != nil {
		t.Fatal(err)
	}
	v, err := rp.Check(context.Background(), testkit.Parse(t, baseModule))
	if err != nil || v.Reproduces || !strings.Contains(v.Reason, "localized to "+component+" instead of "+other) || !strings.HasSuffix(v.Other, "/"+component) {
		t.Errorf("with component %s: Check = %+v, %v; want the localization mismatch", other, v, err)
	}
}

// reTestTag matches a signature part that names a test function and a
// hash of its code (t3@1a2b3c4d, inc@1a2b3c4d).
var reTestTag = regexp.MustCompile(`/[^/]*@[0-9a-f]+$|/t[0-9]+@`)

// checkNoFunctionInSig checks that a native finding's signature names no
// test function.
func checkNoFunctionInSig(t *testing.T, f *finding.Finding) {
	t.Helper()
	if f.Kind == finding.KindNative && !f.Program && (strings.Contains(f.Signature, "@") || reTestTag.MatchString(f.Signature)) {
		t.Errorf("signature %q names a test function", f.Signature)
	}
}

// TestProgramNativeLocalized checks that a whole program's native
// miscompile at -O0 is localized as a test function's is: the fake llc
// breaks it only with FastISel.
func TestProgramNativeLocalized(t *testing.T) {
	t.Parallel()
	tg := needTarget(t, "x86_64")
	tools := fakeToolchain(t, "", faketools.LlcSedWhen(`[ "$level" = -O0 ] && [ "$fast" != off ]`, `s/add i32 %x, 1$/add i32 %x, 2/`))
	cfg := testkit.OracleConfig(t, tools)
	cfg.Pipelines = []string{"O0"}
	cfg.Levels = []string{"O0"}
	cfg.Targets = []*native.Target{tg}
	cfg.Blame = true
	res := checkProgram(t, cfg, programModule)
	f := only(t, res, finding.KindNative)[0]
	if want := finding.KindNative + "/x86_64/O0/FastISel"; f.Signature != want || f.Function != "main" {
		t.Errorf("signature %q, function %q; want %q", f.Signature, f.Function, want)
	}
	if variantRepro() {
		reproduce(t, f)
		fixTool(t, f, tools, "llc", faketools.PassThrough)
	}
}

// TestLocalizedFallback checks that a GlobalISel finding whose witness
// GlobalISel gives up on (llc's fallback warning names the function) is
// localized to the fallback, not to GlobalISel: replayed with an llc that
// falls back on @inc, the GlobalISel finding is another bug.
func TestLocalizedFallback(t *testing.T) {
	t.Parallel()
	tg := needTarget(t, "aarch64-gisel")
	needTarget(t, "x86_64")
	body := faketools.LlcSedWhen(`[ -n "$gisel" ]`, `s/add i32 %x, 1$/add i32 %x, 2/`)
	tools := fakeToolchain(t, "", body)
	cfg := testkit.OracleConfig(t, tools)
	cfg.Pipelines, cfg.Levels, cfg.Targets, cfg.Blame = []string{"O0"}, []string{"O0"}, []*native.Target{tg}, true
	f := only(t, check(t, cfg, openStore(t), baseModule), finding.KindNative)[0]
	if want := finding.KindNative + "/aarch64-gisel/O0/GlobalISel"; f.Signature != want {
		t.Fatalf("signature %q, want %q", f.Signature, want)
	}
	fallback := strings.Replace(body, `case "$in" in`, `[ -n "$gisel" ] && echo 'warning: Instruction selection used fallback path for inc' >&2`+"\n"+`case "$in" in`, 1)
	if err := faketools.WriteTool(tools.Dir, llvmBin, "llc", fallback); err != nil {
		t.Fatal(err)
	}
	rp, err := oracle.NewReplay(cfg, f.Dir)
	if err != nil {
		t.Fatal(err)
	}
	v, err := rp.Check(context.Background(), testkit.Parse(t, baseModule))
	if err != nil || v.Reproduces || !strings.Contains(v.Reason, "localized to GlobalISel-fallback instead of GlobalISel") || !strings.HasSuffix(v.Other, "/O0/GlobalISel-fallback") {
		t.Errorf("Check = %+v, %v; want the fallback", v, err)
	}
}
