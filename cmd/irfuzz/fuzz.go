package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/irfuzz/irfuzz/campaign"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/reports"
)

// oracleFlags are the flags shared by check and fuzz.
type oracleFlags struct {
	llvm      *int
	llvmBin   *string
	pipelines *string
	targets   *string
	levels    *string
	inputs    *int
	noBlame   *bool
	keep      *bool
	timeout   *time.Duration
}

func addOracleFlags(fs *flag.FlagSet) *oracleFlags {
	return &oracleFlags{
		llvm:      fs.Int("llvm", 0, "LLVM `release` to test (default: the newest installed)"),
		llvmBin:   fs.String("llvm-bin", "", "`dir`ectory holding opt and llc to test instead of an installed release"),
		pipelines: fs.String("pipelines", strings.Join(oracle.DefaultPipelines, ","), "opt `pipelines`, comma-separated: O1,O2,O3,Os or -passes strings (separate those with ';')"),
		targets:   fs.String("targets", strings.Join(native.DefaultTargets, ","), "back ends, comma-separated: "+targetNames()),
		levels:    fs.String("levels", strings.Join(oracle.DefaultLevels, ","), "llc `levels`, comma-separated"),
		inputs:    fs.Int("inputs", 0, "sampled inputs per test function (default 24 for fuzz, 200 for check)"),
		noBlame:   fs.Bool("no-blame", false, "do not bisect the guilty pass of new miscompiles"),
		keep:      fs.Bool("keep-work", false, "keep the per-module work directories"),
		timeout:   fs.Duration("tool-timeout", 60*time.Second, "time limit of one opt/llc/link run"),
	}
}

func targetNames() string {
	var ns []string
	for _, t := range native.Targets {
		ns = append(ns, t.Name)
	}
	return strings.Join(ns, ", ")
}

// config resolves the flags into an oracle configuration.
func (f *oracleFlags) config(workDir string) (oracle.Config, error) {
	tc, err := native.Find(*f.llvm, *f.llvmBin)
	if err != nil {
		return oracle.Config{}, err
	}
	ts, err := native.ParseTargets(*f.targets)
	if err != nil {
		return oracle.Config{}, err
	}
	for _, t := range ts {
		if miss := t.Missing(); len(miss) > 0 {
			return oracle.Config{}, fmt.Errorf("target %s needs %s (see irfuzz doctor)", t.Name, strings.Join(miss, ", "))
		}
	}
	sep := ","
	if strings.Contains(*f.pipelines, ";") {
		sep = ";"
	}
	var pipes []string
	for _, p := range strings.Split(*f.pipelines, sep) {
		if p = strings.TrimSpace(p); p != "" {
			pipes = append(pipes, p)
		}
	}
	var levels []string
	for _, l := range strings.Split(*f.levels, ",") {
		l = strings.TrimSpace(strings.TrimPrefix(l, "-"))
		switch l {
		case "O0", "O1", "O2", "O3":
			levels = append(levels, l)
		case "":
		default:
			return oracle.Config{}, fmt.Errorf("unknown llc level %q (O0, O1, O2, O3)", l)
		}
	}
	return oracle.Config{
		Toolchain: tc, Pipelines: pipes, Targets: ts, Levels: levels, Inputs: *f.inputs,
		ToolLimits: native.Limits{Timeout: *f.timeout}, WorkDir: workDir, KeepWork: *f.keep, Blame: !*f.noBlame,
	}, nil
}

// interruptible returns a context cancelled by SIGINT or SIGTERM.
func interruptible() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}

// runFuzz implements `irfuzz fuzz`.
func runFuzz(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz fuzz [--duration D] [--jobs N] [--seed S] [--out DIR] [--llvm V] [--pipelines P,...] [--targets T,...] [--shard I/N]"
	fs := newFlagSet("fuzz", usageLine, stderr)
	of := addOracleFlags(fs)
	duration := fs.Duration("duration", 10*time.Minute, "how long to run")
	jobs := fs.Int("jobs", 2, "concurrent workers")
	seed := fs.Uint64("seed", 1, "first seed of the campaign")
	out := fs.String("out", "irfuzz-out", "output `dir`ectory: findings/, summary.json")
	shard := fs.String("shard", "0/1", "`I/N`: this machine runs shard I of N (disjoint seeds)")
	batch := fs.Int("batch", 64, "test functions per module")
	modules := fs.Int("modules", 0, "stop after `N` modules (0: run for the duration)")
	mode := fs.String("mode", "gen", "test source: gen")
	genFile := fs.String("gen-config", "", "JSON `file` overriding the generator configuration")
	if _, code, ok := parseCommand(fs, args, 0, 0, stdout, stderr); !ok {
		return code
	}
	if *mode != "gen" {
		fmt.Fprintf(stderr, "irfuzz fuzz: unknown --mode %q (gen)\n", *mode)
		return exitUsage
	}
	var si, sn int
	if _, err := fmt.Sscanf(*shard, "%d/%d", &si, &sn); err != nil || sn < 1 || si < 0 || si >= sn {
		fmt.Fprintf(stderr, "irfuzz fuzz: --shard %q: want I/N with 0 <= I < N\n", *shard)
		return exitUsage
	}
	ocfg, err := of.config("")
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz fuzz: %v\n", err)
		return exitUsage
	}
	gcfg, err := genConfig("default", *genFile, ocfg.Toolchain.Major)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz fuzz: %v\n", err)
		return exitUsage
	}
	ctx, stop := interruptible()
	defer stop()
	cfg := campaign.Config{
		Oracle: ocfg, Gen: gcfg, BatchSize: *batch, Duration: *duration, Jobs: *jobs, Seed: *seed,
		Shard: si, Shards: sn, Out: *out, MaxModules: *modules, Progress: stderr, Terminal: isTerminal(stderr),
	}
	fmt.Fprintf(stderr, "irfuzz fuzz: %s, pipelines %s, targets %s, %d jobs, findings in %s\n",
		ocfg.Toolchain, strings.Join(ocfg.Pipelines, ","), *of.targets, *jobs, filepath.Join(*out, "findings"))
	s, err := campaign.Run(ctx, cfg)
	if s != nil {
		reports.WriteSummary(stdout, s)
	}
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz fuzz: %v\n", err)
		return exitUsage
	}
	if s.Findings > 0 {
		return exitNo
	}
	return exitOK
}

// isTerminal reports whether w is a terminal (for the live progress line).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// runCheck implements `irfuzz check FILE.ll`.
func runCheck(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz check FILE.ll [--llvm V] [--pipelines P,...] [--targets T,...] [--out DIR]"
	fs := newFlagSet("check", usageLine, stderr)
	of := addOracleFlags(fs)
	out := fs.String("out", "irfuzz-check", "output `dir`ectory for findings")
	seed := fs.Uint64("seed", 1, "seed of the random inputs")
	pos, code, ok := parseCommand(fs, args, 1, 1, stdout, stderr)
	if !ok {
		return code
	}
	if *of.inputs == 0 {
		*of.inputs = 200
	}
	ocfg, err := of.config("")
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz check: %v\n", err)
		return exitUsage
	}
	ocfg.Exhaustive = 16
	ocfg.NativeInputs = 64
	m, ok := loadModule(pos[0], stderr)
	if !ok {
		return exitUsage
	}
	if err := ir.Verify(m); err != nil {
		fmt.Fprintf(stderr, "irfuzz check: %s: %v\n", pos[0], err)
		return exitUsage
	}
	m = oracle.PrepareForCheck(m)
	store, err := oracle.OpenStore(*out)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz check: %v\n", err)
		return exitUsage
	}
	orc, err := oracle.New(ocfg, store)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz check: %v\n", err)
		return exitUsage
	}
	ctx, stop := interruptible()
	defer stop()
	res, err := orc.Check(ctx, m, oracle.Origin{Seed: *seed, What: pos[0]})
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz check: %v\n", err)
		return exitUsage
	}
	if res.Skipped != "" {
		fmt.Fprintf(stderr, "irfuzz check: cannot run %s: %s\n", pos[0], res.Skipped)
		return exitUsage
	}
	for _, e := range res.Errors {
		fmt.Fprintf(stderr, "irfuzz check: %s\n", e)
	}
	fmt.Fprintf(stdout, "%s: %d test functions, %d inputs, %d native calls, %s\n", pos[0], res.Tests, res.Inputs, res.Steps, ocfg.Toolchain)
	for _, f := range res.Findings {
		where := f.Dir
		if where == "" {
			where = "(seen before)"
		}
		fmt.Fprintf(stdout, "%s: %s\n  %s\n", f.Kind, f.Signature, where)
		if f.Function != "" {
			fmt.Fprintf(stdout, "  @%s(%s): expected %s, got %s\n", f.Function, f.Input, f.Expected, f.Actual)
		}
	}
	if len(res.Findings) > 0 {
		return exitNo
	}
	fmt.Fprintln(stdout, "no findings")
	return exitOK
}

// runBlame implements `irfuzz blame FINDING_DIR`.
func runBlame(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("blame", "irfuzz blame FINDING_DIR [--llvm V | --llvm-bin DIR]", stderr)
	of := addOracleFlags(fs)
	pos, code, ok := parseCommand(fs, args, 1, 1, stdout, stderr)
	if !ok {
		return code
	}
	f, err := oracle.LoadFinding(pos[0])
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz blame: %v\n", err)
		return exitUsage
	}
	if *of.llvm == 0 && *of.llvmBin == "" {
		// The release the finding was made with, by default.
		fmt.Sscanf(f.LLVM, "%d", of.llvm)
	}
	cfg, err := of.config("")
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz blame: %v\n", err)
		return exitUsage
	}
	ctx, stop := interruptible()
	defer stop()
	pass, err := oracle.Blame(ctx, cfg, pos[0])
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz blame: %v\n", err)
		return exitUsage
	}
	fmt.Fprintln(stdout, pass)
	return exitOK
}
