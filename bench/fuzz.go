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
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// FuzzConfig says what `irfuzz bench fuzz` measures: a fixed workload of
// generated modules through the whole oracle, batched as a campaign runs
// it, and the same test functions one module each.
type FuzzConfig struct {
	LLVM     int    // release to test (0: newest installed)
	Seed     uint64 // first generator seed
	Modules  int    // batched modules of Batch test functions each
	Batch    int    // test functions per batched module
	Singles  int    // test functions checked one module each
	Targets  []string
	Progress io.Writer // optional: one line per module
}

// DefaultFuzzConfig is the workload `irfuzz bench fuzz` runs by default.
// Its batch is the campaign's (campaign.DefaultBatchSize).
var DefaultFuzzConfig = FuzzConfig{Seed: 777, Modules: 3, Batch: campaign.DefaultBatchSize, Singles: 12, Targets: native.DefaultTargets}

// FuzzRun is one measured way of checking tests.
type FuzzRun struct {
	Name     string
	Modules  int
	Tests    int
	Wall     time.Duration
	ToolTime time.Duration // inside opt, llc, the linker and the test programs
	ByTool   [4]time.Duration
	// SelfCPU is irfuzz's own processor time (user and system, all
	// threads) while it checked the run's modules; CPUByTool is the tool
	// processes' by tool. Unlike the wall times they hardly grow with the
	// machine's load: on a quiet machine, with one worker, the wall time
	// is about their sum.
	SelfCPU   time.Duration
	CPUByTool [4]time.Duration
	Deduped   int64 // compiles+runs of a test function saved by variant dedup
	// Tally is the tool processes by purpose (oracle.Oracle.Tally).
	Tally []oracle.ToolUse `json:"-"`
}

// PerTest is the wall time per test function.
func (r *FuzzRun) PerTest() time.Duration {
	if r.Tests == 0 {
		return 0
	}
	return r.Wall / time.Duration(r.Tests)
}

// CPU is the run's processor time: irfuzz's own and the tools'.
func (r *FuzzRun) CPU() time.Duration {
	t := r.SelfCPU
	for _, d := range r.CPUByTool {
		t += d
	}
	return t
}

// CPUPerTest is the processor time per test function.
func (r *FuzzRun) CPUPerTest() time.Duration {
	if r.Tests == 0 {
		return 0
	}
	return r.CPU() / time.Duration(r.Tests)
}

// SelfCPUShare is irfuzz's own share of the run's processor time.
func (r *FuzzRun) SelfCPUShare() float64 {
	if r.CPU() <= 0 {
		return 0
	}
	return float64(r.SelfCPU) / float64(r.CPU())
}

// ToolShare is the fraction of wall time spent inside the tools.
func (r *FuzzRun) ToolShare() float64 {
	if r.Wall <= 0 {
		return 0
	}
	return float64(r.ToolTime) / float64(r.Wall)
}

// FuzzResult is what `irfuzz bench fuzz` measured.
type FuzzResult struct {
	LLVM             string
	Batched, Singles FuzzRun
}

// Speedup is how much faster per test batching is than one module per
// test function.
func (r *FuzzResult) Speedup() float64 {
	if r.Batched.PerTest() == 0 {
		return 0
	}
	return float64(r.Singles.PerTest()) / float64(r.Batched.PerTest())
}

// CPUSpeedup is Speedup by processor time per test.
func (r *FuzzResult) CPUSpeedup() float64 {
	if r.Batched.CPUPerTest() == 0 {
		return 0
	}
	return float64(r.Singles.CPUPerTest()) / float64(r.Batched.CPUPerTest())
}

// RunFuzz measures the workload, sequentially (one worker), with guilty
// pass bisection off so that findings cost what a repeat costs.
func RunFuzz(ctx context.Context, cfg FuzzConfig) (*FuzzResult, error) {
	tc, err := native.Find(cfg.LLVM, "")
	if err != nil {
		return nil, err
	}
	var targets []*native.Target
	for _, n := range cfg.Targets {
		t, err := native.LookupTarget(n)
		if err != nil {
			return nil, err
		}
		if len(t.Missing()) == 0 {
			targets = append(targets, t)
		}
	}
	gcfg := gen.DefaultConfig()
	gcfg.LLVM = tc.Major
	gcfg.MinTests, gcfg.MaxTests = cfg.Batch, cfg.Batch
	var mods []*ir.Module
	for k := range cfg.Modules {
		m, err := gen.Generate(cfg.Seed+uint64(k), gcfg)
		if err != nil {
			return nil, err
		}
		mods = append(mods, m)
	}
	tmp, err := os.MkdirTemp("", "irfuzz-bench-fuzz-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	res := &FuzzResult{LLVM: tc.Version}
	newOracle := func(name string) (*oracle.Oracle, error) {
		store, err := finding.OpenStore(tmp + "/" + name)
		if err != nil {
			return nil, err
		}
		return oracle.New(oracle.Config{Toolchain: tc, Targets: targets, WorkDir: tmp + "/work"}, store)
	}
	// A sample of the same test functions, one module each, taken evenly
	// from every module so both runs see the same mix of light and heavy
	// tests.
	singles := make([][]*ir.Module, len(mods))
	perModule := (cfg.Singles + len(mods) - 1) / max(1, len(mods))
	for i, m := range mods {
		var tests []*ir.Function
		for _, f := range m.Funcs {
			if oracle.Drivable(f) {
				tests = append(tests, f)
			}
		}
		stride := max(1, len(tests)/max(1, perModule))
		for k := 0; k < perModule && k*stride < len(tests); k++ {
			total := 0
			for _, ss := range singles {
				total += len(ss)
			}
			if total >= cfg.Singles {
				break
			}
			if s := oracle.Subset(m, map[string]bool{tests[k*stride].Name: true}); s != nil {
				singles[i] = append(singles[i], s)
			}
		}
	}
	res.Batched.Name = fmt.Sprintf("batched (%d tests per module)", cfg.Batch)
	res.Singles.Name = "one test function per module"
	batched, err := newOracle("batched")
	if err != nil {
		return nil, err
	}
	single, err := newOracle("singles")
	if err != nil {
		return nil, err
	}
	check := func(o *oracle.Oracle, run *FuzzRun, m *ir.Module, seed uint64) error {
		start, cpu := time.Now(), selfCPU()
		r, err := o.Check(ctx, m, oracle.Origin{Seed: seed})
		if err != nil {
			return err
		}
		run.Wall += time.Since(start)
		run.SelfCPU += selfCPU() - cpu
		run.Modules++
		// Every test function counts, also one whose inputs all gave the
		// source UB: its cost was paid in both runs alike.
		for _, f := range m.Funcs {
			if oracle.Drivable(f) {
				run.Tests++
			}
		}
		if cfg.Progress != nil {
			skipped := ""
			if r.Skipped != "" {
				skipped = " (skipped: " + r.Skipped + ")"
			}
			fmt.Fprintf(cfg.Progress, "%s: module %d, %d tests with inputs, %s%s\n", run.Name, run.Modules, r.Tests, run.Wall.Round(time.Millisecond), skipped)
		}
		return nil
	}
	// The two runs alternate, module by module, so that a change in the
	// machine's load (it is shared and noisy) falls on both alike.
	for i, m := range mods {
		if err := check(batched, &res.Batched, m, cfg.Seed+uint64(i)); err != nil {
			return nil, err
		}
		for _, s := range singles[i] {
			if err := check(single, &res.Singles, s, cfg.Seed+uint64(i)); err != nil {
				return nil, err
			}
		}
	}
	for _, p := range []struct {
		run *FuzzRun
		o   *oracle.Oracle
	}{{&res.Batched, batched}, {&res.Singles, single}} {
		p.run.ToolTime = p.o.ToolTime()
		p.run.ByTool = p.o.ToolTimes()
		p.run.CPUByTool = p.o.ToolCPUs()
		p.run.Deduped = p.o.Deduped()
		p.run.Tally = p.o.Tally()
	}
	return res, nil
}

// WriteTable prints both runs and the two figures the benchmark is about:
// the share of time inside the tools, and the per-test speedup of batching.
func (r *FuzzResult) WriteTable(w io.Writer) error {
	fmt.Fprintf(w, "LLVM %s, one worker, whole oracle (4 pipelines, native targets at O0 and O2)\n\n", r.LLVM)
	fmt.Fprintf(w, "%-34s %8s %8s %10s %12s %10s %12s %8s\n", "run", "modules", "tests", "wall s", "ms/test", "tests/s", "in tools", "deduped")
	for _, run := range []*FuzzRun{&r.Batched, &r.Singles} {
		tps := 0.0
		if run.Wall > 0 {
			tps = float64(run.Tests) / run.Wall.Seconds()
		}
		fmt.Fprintf(w, "%-34s %8d %8d %10.1f %12.1f %10.2f %11.0f%% %8d\n", run.Name, run.Modules, run.Tests,
			run.Wall.Seconds(), float64(run.PerTest().Microseconds())/1000, tps, 100*run.ToolShare(), run.Deduped)
	}
	fmt.Fprintf(w, "\n%-34s", "tool time per test (ms)")
	for _, n := range oracle.ToolNames {
		fmt.Fprintf(w, " %8s", n)
	}
	fmt.Fprintln(w)
	for _, run := range []*FuzzRun{&r.Batched, &r.Singles} {
		fmt.Fprintf(w, "%-34s", run.Name)
		for _, d := range run.ByTool {
			fmt.Fprintf(w, " %8.1f", float64(d.Microseconds())/1000/float64(max(run.Tests, 1)))
		}
		fmt.Fprintln(w)
	}
	r.writeCPU(w)
	writeTally(w, &r.Batched)
	_, err := fmt.Fprintf(w, "\nbatched: %.0f%% of wall time inside LLVM tools and test programs (irfuzz's own share %.0f%%)\nbatching speedup per test: %.1fx\n",
		100*r.Batched.ToolShare(), 100*(1-r.Batched.ToolShare()), r.Speedup())
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "by processor time: %.2f tests per processor second, irfuzz's own share %.0f%%, batching speedup %.1fx\n",
		r.Batched.CPURate(), 100*r.Batched.SelfCPUShare(), r.CPUSpeedup())
	return err
}

// CPURate is the run's tests per second of processor time: on a quiet
// machine, about its tests/s with one worker.
func (r *FuzzRun) CPURate() float64 {
	if r.CPU() <= 0 {
		return 0
	}
	return float64(r.Tests) / r.CPU().Seconds()
}

// writeCPU prints the processor time per test of both runs, irfuzz's own
// and each tool's: the figures a loaded machine changes least.
func (r *FuzzResult) writeCPU(w io.Writer) {
	fmt.Fprintf(w, "\n%-34s %8s", "processor time per test (ms)", "irfuzz")
	for _, n := range oracle.ToolNames {
		fmt.Fprintf(w, " %8s", n)
	}
	fmt.Fprintf(w, " %8s %12s\n", "all", "tests/cpu-s")
	ms := func(d time.Duration, n int) float64 { return float64(d.Microseconds()) / 1000 / float64(max(n, 1)) }
	for _, run := range []*FuzzRun{&r.Batched, &r.Singles} {
		fmt.Fprintf(w, "%-34s %8.1f", run.Name, ms(run.SelfCPU, run.Tests))
		for _, d := range run.CPUByTool {
			fmt.Fprintf(w, " %8.1f", ms(d, run.Tests))
		}
		fmt.Fprintf(w, " %8.1f %12.2f\n", ms(run.CPU(), run.Tests), run.CPURate())
	}
}

// writeTally prints where run's tool time went: the processes per module
// and their wall and processor time per test, by the oracle function that
// ran them.
func writeTally(w io.Writer, run *FuzzRun) {
	if len(run.Tally) == 0 {
		return
	}
	fmt.Fprintf(w, "\n%s: tool processes by purpose\n%-44s %5s %12s %10s %10s %10s\n", run.Name, "purpose", "tool", "per module", "ms each", "ms/test", "cpu ms/test")
	ms := func(d time.Duration, n int) float64 { return float64(d.Microseconds()) / 1000 / float64(max(n, 1)) }
	n, wall, cpu := 0, time.Duration(0), time.Duration(0)
	for _, u := range run.Tally {
		n += u.N
		wall += u.Wall
		cpu += u.CPU
		fmt.Fprintf(w, "%-44s %5s %12.1f %10.1f %10.1f %10.1f\n", u.Purpose, u.Tool, float64(u.N)/float64(max(run.Modules, 1)),
			ms(u.Wall, u.N), ms(u.Wall, run.Tests), ms(u.CPU, run.Tests))
	}
	fmt.Fprintf(w, "%-44s %5s %12.1f %10.1f %10.1f %10.1f\n", "all", "", float64(n)/float64(max(run.Modules, 1)),
		ms(wall, n), ms(wall, run.Tests), ms(cpu, run.Tests))
}
