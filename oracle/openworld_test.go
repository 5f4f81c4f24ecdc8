package oracle_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/faketools"
	"github.com/irfuzz/irfuzz/internal/testkit"
)

// TestOpenWorldFakeOpt checks the modules of testdata/openworld: functions
// that take pointers and call unknown functions, each with a fake opt
// that edits the real opt's output with the sed script of its first line
// ("; sed: ..."). A wrong-*.ll edit is a wrong memory transformation and
// must be caught at the IR level; a right-*.ll edit is a correct one of
// the same kind and must not be.
func TestOpenWorldFakeOpt(t *testing.T) {
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
			cfg := testkit.OracleConfig(t, fakeToolchain(t, body, ""))
			cfg.Pipelines = []string{"O2"}
			cfg.Targets = nil
			cfg.Inputs, cfg.Exhaustive = 24, 16 // as irfuzz check
			res := check(t, cfg, openStore(t), string(data))
			if strings.HasPrefix(filepath.Base(file), "wrong-") {
				only(t, res, finding.KindIR)
				return
			}
			for _, f := range res.Findings {
				t.Errorf("finding on a correct transformation: %s: @%s(%s): expected %s, got %s (%s)", f.Signature, f.Function, f.Input, f.Expected, f.Actual, f.Reason)
			}
		})
	}
}
