package oracle_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/faketools"
	"github.com/irfuzz/irfuzz/internal/testkit"
	"github.com/irfuzz/irfuzz/oracle"
)

// TestOpenWorldFakeOpt checks the modules of testdata/openworld: functions
// that take pointers and call unknown functions, each with a fake opt
// that edits the real opt's output with the sed script of its first line
// ("; sed: ..."). A wrong-*.ll edit is a wrong memory transformation and
// must be caught at the IR level; a right-*.ll edit is a correct one of
// the same kind and must not be. The same edits made by a fake llc are
// caught natively on every default target (the first alone under
// -short).
func TestOpenWorldFakeOpt(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("testdata/openworld/*.ll")
	if err != nil || len(files) < 12 {
		t.Fatalf("%d modules, want 12: %v", len(files), err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			first, _, _ := strings.Cut(string(data), "\n")
			sed, ok := strings.CutPrefix(first, "; sed:")
			if !ok {
				t.Fatal("no ; sed: line")
			}
			body := faketools.PassThrough
			if sed = strings.TrimSpace(sed); sed != "" {
				body = faketools.OptSed("", sed)
			}
			wrong := strings.HasPrefix(filepath.Base(file), "wrong-")
			t.Run("ir", func(t *testing.T) {
				cfg := testkit.OracleConfig(t, fakeToolchain(t, body, ""))
				cfg.Pipelines = []string{"O2"}
				cfg.Targets = nil
				cfg.Inputs, cfg.Exhaustive = 24, 16 // as irfuzz check
				judge(t, check(t, cfg, openStore(t), string(data)), wrong, finding.KindIR)
			})
			// The same edit made by llc (after the real opt) on the module
			// it compiles: caught by the native runs on each target.
			t.Run("native", func(t *testing.T) {
				llc := faketools.PassThrough
				if sed != "" {
					llc = faketools.LlcSed(sed)
				}
				cfg := testkit.OracleConfig(t, fakeToolchain(t, "", llc))
				cfg.Pipelines = []string{"O2"}
				cfg.Levels = []string{"O2"}
				cfg.Targets = falseAlarmTargets(t)
				if testing.Short() {
					// -short: the first target alone (two of the three
					// run under qemu); the full suite runs every one.
					cfg.Targets = cfg.Targets[:1]
				}
				cfg.Inputs, cfg.Exhaustive, cfg.NativeInputs = 24, 16, 64
				res := check(t, cfg, openStore(t), string(data))
				judge(t, res, wrong, finding.KindNative)
				if wrong {
					targets := map[string]bool{}
					for _, f := range res.Findings {
						targets[f.Target] = true
					}
					for _, tg := range cfg.Targets {
						if !targets[tg.Name] {
							t.Errorf("no finding on %s: %v", tg.Name, targets)
						}
					}
				}
			})
		})
	}
}

// judge checks res: a finding of kind on a wrong transformation, none at
// all on a right one.
func judge(t *testing.T, res *oracle.Result, wrong bool, kind string) {
	t.Helper()
	if wrong {
		only(t, res, kind)
		return
	}
	for _, f := range res.Findings {
		t.Errorf("finding on a correct transformation: %s: @%s(%s): expected %s, got %s (%s)", f.Signature, f.Function, f.Input, f.Expected, f.Actual, f.Reason)
	}
}
