package campaign

import (
	"context"
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/campaign/csmith"
	"github.com/irfuzz/irfuzz/native"
)

// TestCsmithCampaign runs a Csmith campaign of three programs, on LLVM 19
// and (typed pointers given to the tools) LLVM 14, and checks its summary
// and record.
func TestCsmithCampaign(t *testing.T) {
	if _, err := exec.LookPath("csmith"); err != nil {
		t.Skip("no csmith")
	}
	for _, major := range []int{19, 14} {
		t.Run(fmt.Sprintf("llvm%d", major), func(t *testing.T) {
			if _, err := csmith.FindClang(major); err != nil {
				t.Skipf("no clang-%d", major)
			}
			tc, err := native.Find(major, "")
			if err != nil {
				t.Skipf("no LLVM %d: %v", major, err)
			}
			cfg := testConfig(t)
			cfg.Oracle.Toolchain = tc
			cfg.Mode, cfg.MaxModules, cfg.TimelineEvery = ModeCsmith, 3, 100*time.Millisecond
			s, err := Run(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			if s.Mode != ModeCsmith || s.Modules != 3 || s.Tests != 3 || s.Inputs == 0 || s.NativeSteps == 0 || s.ErrorCount != 0 {
				t.Errorf("summary: mode %q, %d modules, %d programs, %d judged, %d native runs, errors %v", s.Mode, s.Modules, s.Tests, s.Inputs, s.NativeSteps, s.Errors)
			}
			for _, sc := range s.Signatures {
				t.Logf("finding: %s (%d)", sc.Signature, sc.Count)
			}
			rec, err := LoadRecord(cfg.Out)
			if err != nil || rec.Mode != ModeCsmith || rec.Csmith == nil || !strings.HasPrefix(rec.Clang, "clang") {
				t.Fatalf("campaign.json: %+v, %v", rec, err)
			}
			other := cfg
			other.Resume, other.Csmith.Extra = true, []string{"--no-structs"}
			if _, err := Run(context.Background(), other); err == nil || !strings.Contains(err.Error(), "Csmith options") {
				t.Errorf("resumed with other Csmith options: %v", err)
			}
		})
	}
}
