package campaign

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/irfuzz/irfuzz/campaign/csmith"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/mutate"
	"github.com/irfuzz/irfuzz/oracle"
)

// openSource prepares a mutation or Csmith campaign's test source (seed
// modules; the clang that lowers programs) and notes it in the record.
func (c *run) openSource(ctx context.Context, now *Record) error {
	cfg := &c.cfg
	switch cfg.Mode {
	case ModeMutate:
		if err := os.MkdirAll(cfg.Oracle.WorkDir, 0o755); err != nil {
			return err
		}
		seeds, st, err := LoadSeeds(ctx, cfg.Seeds, c.orc.Config().Toolchain, cfg.Oracle.WorkDir)
		if err != nil {
			return err
		}
		if cfg.Progress != nil {
			fmt.Fprintf(cfg.Progress, "mutation campaign: %v\n", st)
		}
		c.seeds = seeds
		mc := cfg.Mutate
		now.Mode, now.Seeds, now.SeedCount, now.Mutate = ModeMutate, cfg.Seeds, len(seeds), &mc
	case ModeCsmith:
		if cfg.Clang == "" {
			clang, err := csmith.FindClang(c.orc.Config().Toolchain.Major)
			if err != nil {
				return err
			}
			cfg.Clang = clang
		}
		if err := os.MkdirAll(cfg.Oracle.WorkDir, 0o755); err != nil {
			return err
		}
		co := cfg.Csmith
		now.Mode, now.Csmith, now.Clang = ModeCsmith, &co, filepath.Base(cfg.Clang)
	}
	return nil
}

// csmithProgram makes the program of a seed: Csmith's C, lowered by clang.
// The C source goes with every finding (prog.c), and the origin is the
// command line that makes the IR again.
func (c *run) csmithProgram(ctx context.Context, seed uint64) (*ir.Module, oracle.Origin, error) {
	seed &= 0xffffffff // csmith reads 32 bits of its seed
	csrc, ll, err := csmith.Program(ctx, seed, c.cfg.Csmith, c.cfg.Clang, c.cfg.Oracle.WorkDir)
	if err != nil {
		return nil, oracle.Origin{}, err
	}
	m, err := ir.Parse(fmt.Sprintf("csmith-%d.ll", seed), ll)
	if err == nil {
		err = ir.Verify(m)
	}
	if err != nil {
		return nil, oracle.Origin{}, fmt.Errorf("csmith seed %d: %v", seed, err)
	}
	what := strings.ReplaceAll(strings.TrimSpace(csmith.Command(seed, c.cfg.Csmith, c.cfg.Clang)), "\n", "; ")
	// The tools get clang's own text: typed pointers for LLVM 14, whose
	// opaque-pointer mode was experimental (and crashes on these
	// programs where the default mode does not).
	typed := csmith.Lowering{Clang: c.cfg.Clang, Major: c.orc.Config().Toolchain.Major}.TypedPointers()
	return m, oracle.Origin{Seed: seed, What: what, Files: map[string][]byte{"prog.c": csrc}, Text: ll, TypedPointers: typed}, nil
}

// module makes the module of a seed: generated, or a batch of mutants of
// one seed module.
func (c *run) module(ctx context.Context, seed uint64) (*ir.Module, oracle.Origin, error) {
	if c.cfg.Mode == ModeCsmith {
		return c.csmithProgram(ctx, seed)
	}
	if c.cfg.Mode != ModeMutate {
		m, err := gen.Generate(seed, c.cfg.Gen)
		if err != nil {
			return nil, oracle.Origin{}, fmt.Errorf("gen seed %d: %v", seed, err)
		}
		return m, oracle.Origin{Seed: seed, What: fmt.Sprintf("irfuzz gen --seed %d (%d tests)", seed, c.cfg.BatchSize)}, nil
	}
	sd := c.seeds[seed%uint64(len(c.seeds))]
	m, mus, err := mutate.Batch(sd.Module, seed, c.cfg.Mutate, c.cfg.BatchSize, oracle.Drivable)
	if err != nil {
		return nil, oracle.Origin{}, fmt.Errorf("mutate %s (seed %d): %v", sd.Path, seed, err)
	}
	what := fmt.Sprintf("mutate.Batch of %s, seed %d, %d tests (irfuzz fuzz --mode mutate): %d mutations", sd.Path, seed, c.cfg.BatchSize, len(mus))
	return m, oracle.Origin{Seed: seed, What: what}, nil
}
