package bench

import (
	"context"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/irfuzz/irfuzz/campaign"
	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// MatrixConfig is what `irfuzz bench fuzz --matrix` measures: the same
// generated modules checked with every installed target (--matrix full)
// and with the campaign's default sample of them, module by module
// alternately, on one worker.
type MatrixConfig struct {
	LLVM     int
	Seed     uint64
	Modules  int
	Batch    int
	Width    int // targets a module under the sample (campaign default: 3)
	Progress io.Writer
}

// MatrixRun is one matrix's measurement.
type MatrixRun struct {
	Name    string
	Modules int
	Cells   int // (module, target, llc level) builds judged
	Wall    time.Duration
	// Covered is the wall time until every target had been built for
	// (0 when some never was).
	Covered time.Duration
}

// CellsPerSec is the cells judged per second of wall time.
func (r *MatrixRun) CellsPerSec() float64 {
	if r.Wall <= 0 {
		return 0
	}
	return float64(r.Cells) / r.Wall.Seconds()
}

// MatrixResult is what `irfuzz bench fuzz --matrix` measured.
type MatrixResult struct {
	LLVM    string
	Targets []string
	Levels  []string
	Full    MatrixRun
	Sample  MatrixRun
}

// Ratio is the sample's cells per second over the full matrix's.
func (r *MatrixResult) Ratio() float64 {
	if r.Full.CellsPerSec() == 0 {
		return 0
	}
	return r.Sample.CellsPerSec() / r.Full.CellsPerSec()
}

// RunMatrix measures both matrices on the same modules.
func RunMatrix(ctx context.Context, cfg MatrixConfig) (*MatrixResult, error) {
	tc, err := native.Find(cfg.LLVM, "")
	if err != nil {
		return nil, err
	}
	var targets []*native.Target
	for _, t := range native.InstalledTargets() {
		if t.CheckLLVM(tc.Major) == nil {
			targets = append(targets, t)
		}
	}
	tmp, err := os.MkdirTemp("", "irfuzz-bench-matrix-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	store, err := finding.OpenStore(tmp + "/findings")
	if err != nil {
		return nil, err
	}
	o, err := oracle.New(oracle.Config{Toolchain: tc, Targets: targets, WorkDir: tmp + "/work"}, store)
	if err != nil {
		return nil, err
	}
	levels := o.Config().Levels
	res := &MatrixResult{LLVM: tc.Version, Levels: levels, Full: MatrixRun{Name: "--matrix full"}}
	for _, t := range targets {
		res.Targets = append(res.Targets, t.Name)
	}
	width := cfg.Width
	if width <= 0 {
		width = 3
	}
	res.Sample.Name = fmt.Sprintf("--matrix sample (default, %d targets a module)", width)
	sample := campaign.SampleTargets(targets, width)
	gcfg := gen.DefaultConfig()
	gcfg.LLVM = tc.Major
	gcfg.MinTests, gcfg.MaxTests = cfg.Batch, cfg.Batch
	seen := [2]map[string]bool{{}, {}}
	for k := range cfg.Modules {
		m, err := gen.Generate(cfg.Seed+uint64(k), gcfg)
		if err != nil {
			return nil, err
		}
		// Alternately, so that the machine's load falls on both alike.
		for i, run := range []*MatrixRun{&res.Full, &res.Sample} {
			ts := targets
			if i == 1 {
				ts = sample(int64(k))
			}
			start := time.Now()
			if _, err := o.CheckOn(ctx, m, oracle.Origin{Seed: cfg.Seed + uint64(k)}, ts); err != nil {
				return nil, err
			}
			run.Wall += time.Since(start)
			run.Modules++
			run.Cells += len(ts) * len(levels)
			for _, t := range ts {
				seen[i][t.Name] = true
			}
			if run.Covered == 0 && len(seen[i]) == len(targets) {
				run.Covered = run.Wall
			}
			if cfg.Progress != nil {
				fmt.Fprintf(cfg.Progress, "%s: module %d, %d cells, %s\n", run.Name, run.Modules, run.Cells, run.Wall.Round(time.Millisecond))
			}
		}
	}
	return res, nil
}

// WriteTable prints both matrices side by side.
func (r *MatrixResult) WriteTable(w io.Writer) error {
	fmt.Fprintf(w, "LLVM %s, one worker, %d targets (%v) at %v\n\n", r.LLVM, len(r.Targets), r.Targets, r.Levels)
	fmt.Fprintf(w, "%-46s %8s %8s %10s %12s %22s\n", "matrix", "modules", "cells", "wall s", "cells/s", "every target built by")
	for _, run := range []*MatrixRun{&r.Full, &r.Sample} {
		covered := "never"
		if run.Covered > 0 {
			covered = run.Covered.Round(time.Second).String()
		}
		fmt.Fprintf(w, "%-46s %8d %8d %10.1f %12.3f %22s\n", run.Name, run.Modules, run.Cells, run.Wall.Seconds(), run.CellsPerSec(), covered)
	}
	_, err := fmt.Fprintf(w, "\nsample / full cells per second: %.2fx\n", r.Ratio())
	return err
}
