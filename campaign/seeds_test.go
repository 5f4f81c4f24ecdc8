package campaign

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/mutate"
)

// seedDir writes a seed directory: two good seeds (one in a
// subdirectory), a copy of one, a module without a test function, one
// that does not parse, and a file that is not .ll.
func seedDir(t *testing.T) string {
	dir := t.TempDir()
	files := map[string]string{
		"a.ll":        "define i32 @t0(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n",
		"sub/b.ll":    "define i8 @t1(i8 %x, i8 %y) {\n  %z = mul i8 %x, %y\n  %c = icmp ult i8 %z, %x\n  %r = select i1 %c, i8 %x, i8 %z\n  ret i8 %r\n}\n",
		"sub/copy.ll": "; the same module as a.ll\ndefine i32 @t0(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n",
		"helper.ll":   "define internal i32 @h(i32 %x) {\n  ret i32 %x\n}\n",
		"broken.ll":   "define i32 @t0( {\n",
		"notes.txt":   "not a module",
	}
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestLoadSeeds(t *testing.T) {
	cfg := testConfig(t)
	dir := seedDir(t)
	seeds, st, err := LoadSeeds(context.Background(), []string{dir}, cfg.Oracle.Toolchain, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if st.Files != 5 || st.Used != 2 || st.Duplicates != 1 || st.NoTests != 1 || st.Unparsed != 1 || st.Rejected != 0 || len(seeds) != 2 {
		t.Errorf("stats %+v, %d seeds", st, len(seeds))
	}
	if len(seeds) == 2 && (filepath.Base(seeds[0].Path) != "a.ll" || filepath.Base(seeds[1].Path) != "b.ll") {
		t.Errorf("seeds %s, %s", seeds[0].Path, seeds[1].Path)
	}
	if _, _, err := LoadSeeds(context.Background(), []string{filepath.Join(dir, "sub", "none")}, cfg.Oracle.Toolchain, t.TempDir()); err == nil {
		t.Error("a missing seed directory: no error")
	}
	// Seeds the campaign's opt rejects (newer syntax, say) are left out.
	fake := *cfg.Oracle.Toolchain
	fake.Opt = "/bin/false"
	if _, st, err := LoadSeeds(context.Background(), []string{dir}, &fake, t.TempDir()); err == nil || st.Rejected != 2 {
		t.Errorf("an opt that rejects everything: %v, %+v", err, st)
	}
	empty := t.TempDir()
	if _, _, err := LoadSeeds(context.Background(), []string{empty}, cfg.Oracle.Toolchain, t.TempDir()); err == nil || !strings.Contains(err.Error(), "no usable seed") {
		t.Errorf("no seeds: %v", err)
	}
}

// TestMutationCampaign runs a two-module mutation campaign: its modules
// are batches of mutants of the seeds, recorded as such, and a resume must
// name the same seeds.
func TestMutationCampaign(t *testing.T) {
	cfg := testConfig(t)
	cfg.Mode, cfg.Seeds, cfg.Mutate = ModeMutate, []string{seedDir(t)}, mutate.DefaultConfig()
	cfg.BatchSize, cfg.MaxModules, cfg.TimelineEvery = 6, 2, 100*time.Millisecond
	s, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if s.Mode != ModeMutate || s.Modules != 2 || s.Tests != 12 || s.ErrorCount != 0 {
		t.Errorf("summary: mode %q, %d modules, %d tests, errors %v", s.Mode, s.Modules, s.Tests, s.Errors)
	}
	rec, err := LoadRecord(cfg.Out)
	if err != nil || rec.Mode != ModeMutate || rec.SeedCount != 2 || rec.Mutate == nil || rec.Mutate.LLVM != 19 {
		t.Fatalf("campaign.json: %+v, %v", rec, err)
	}
	other := cfg
	other.Resume, other.Seeds = true, []string{t.TempDir()}
	if _, err := Run(context.Background(), other); err == nil {
		t.Error("resumed with other seeds: no error")
	}
	bad := cfg
	bad.Out, bad.Seeds = t.TempDir(), nil
	if _, err := Run(context.Background(), bad); err == nil || !strings.Contains(err.Error(), "seed directories") {
		t.Errorf("no seeds: %v", err)
	}
	bad.Mode = "frob"
	if _, err := Run(context.Background(), bad); err == nil || !strings.Contains(err.Error(), "unknown campaign mode") {
		t.Errorf("unknown mode: %v", err)
	}
}
