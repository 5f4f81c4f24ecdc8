package campaign

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// Seed is a module that a mutation campaign mutates.
type Seed struct {
	Path   string
	Module *ir.Module
	Tests  int // its functions the oracle can drive
}

// SeedStats says what LoadSeeds made of a directory.
type SeedStats struct {
	Files      int `json:"files"`      // .ll files found
	Used       int `json:"used"`       // seeds kept
	Unparsed   int `json:"unparsed"`   // do not parse or do not verify (in irfuzz)
	NoTests    int `json:"no_tests"`   // no function the oracle can drive
	Rejected   int `json:"rejected"`   // the campaign's opt does not accept them (newer syntax, say)
	Duplicates int `json:"duplicates"` // the same module text as an earlier file
}

func (s SeedStats) String() string {
	return fmt.Sprintf("%d seed modules from %d .ll files (%d do not parse or verify, %d have no test function, %d rejected by opt, %d duplicates)",
		s.Used, s.Files, s.Unparsed, s.NoTests, s.Rejected, s.Duplicates)
}

// LoadSeeds reads the .ll files under dirs (recursively, in path order)
// that parse and verify, have a function the oracle can drive, and that
// opt of the toolchain tc accepts; equal module texts are kept once.
func LoadSeeds(ctx context.Context, dirs []string, tc *native.Toolchain, work string) ([]Seed, SeedStats, error) {
	var st SeedStats
	var paths []string
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && strings.HasSuffix(p, ".ll") {
				paths = append(paths, p)
			}
			return nil
		})
		if err != nil {
			return nil, st, fmt.Errorf("seeds: %w", err)
		}
	}
	slices.Sort(paths)
	st.Files = len(paths)
	tmp, err := os.MkdirTemp(work, "seeds-")
	if err != nil {
		return nil, st, fmt.Errorf("seeds: %w", err)
	}
	defer os.RemoveAll(tmp)
	seen := map[string]bool{}
	var out []Seed
	for _, p := range paths {
		if ctx.Err() != nil {
			return nil, st, ctx.Err()
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return nil, st, fmt.Errorf("seeds: %w", err)
		}
		m, err := ir.Parse(p, src)
		if err != nil || ir.Verify(m) != nil {
			st.Unparsed++
			continue
		}
		tests := 0
		for _, f := range m.Funcs {
			if oracle.Drivable(f) {
				tests++
			}
		}
		if tests == 0 {
			st.NoTests++
			continue
		}
		text := m.String()
		if seen[text] {
			st.Duplicates++
			continue
		}
		seen[text] = true
		abs, err := filepath.Abs(p)
		if err != nil {
			return nil, st, fmt.Errorf("seeds: %w", err)
		}
		argv := append([]string{tc.Opt}, tc.IRFlags()...)
		argv = append(argv, "-passes=verify", "-disable-output", abs)
		if r := native.Run(ctx, native.Limits{}, tmp, argv...); !r.OK() {
			st.Rejected++
			continue
		}
		out = append(out, Seed{Path: p, Module: m, Tests: tests})
	}
	st.Used = len(out)
	if len(out) == 0 {
		return nil, st, fmt.Errorf("seeds: no usable seed module under %s: %v", strings.Join(dirs, ", "), st)
	}
	return out, st, nil
}
