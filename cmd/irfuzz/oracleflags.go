package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
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
	noUndef   *bool
	noPoison  *bool
}

func addOracleFlags(fs *flag.FlagSet) *oracleFlags {
	return &oracleFlags{
		llvm:      fs.Int("llvm", 0, "LLVM `release` to test (default: the newest installed)"),
		llvmBin:   fs.String("llvm-bin", "", "`dir`ectory holding opt and llc to test instead of an installed release"),
		pipelines: fs.String("pipelines", strings.Join(oracle.DefaultPipelines, ","), "opt `pipelines`, comma-separated: O1,O2,O3,Os or -passes strings (separate those with ';')"),
		targets:   fs.String("targets", strings.Join(native.DefaultTargets, ","), "back ends, comma-separated, or all (every installed one): "+targetNames()),
		levels:    fs.String("levels", strings.Join(oracle.DefaultLevels, ","), "llc `levels`, comma-separated"),
		inputs:    fs.Int("inputs", 0, "sampled inputs per test function (default 24 for fuzz, 200 for check)"),
		noBlame:   fs.Bool("no-blame", false, "do not bisect the guilty pass of new miscompiles"),
		keep:      fs.Bool("keep-work", false, "keep the per-module work directories"),
		timeout:   fs.Duration("tool-timeout", 60*time.Second, "time limit of one opt/llc/link run"),
		noUndef:   fs.Bool("disable-undef-input", false, "as alive-tv: no sampled input of a test function (argument, byte of an argument object) is undef (native runs never pass undef)"),
		noPoison:  fs.Bool("disable-poison-input", false, "as alive-tv: no sampled input of a test function (argument, byte of an argument object) is poison (native runs never pass poison)"),
	}
}

func targetNames() string {
	var ns []string
	for _, t := range native.Targets {
		ns = append(ns, t.Name)
	}
	return strings.Join(ns, ", ")
}

// interruptible returns a context cancelled by SIGINT or SIGTERM.
func interruptible() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
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
	if strings.Contains(","+*f.targets+",", ",all,") {
		// all: the installed targets this release's llc has.
		ts = slices.DeleteFunc(ts, func(t *native.Target) bool { return t.CheckLLVM(tc.Major) != nil })
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
		Toolchain: tc, Pipelines: pipes, Targets: ts, Levels: levels, Inputs: *f.inputs, NoUndefInput: *f.noUndef, NoPoisonInput: *f.noPoison,
		ToolLimits: native.Limits{Timeout: *f.timeout}, WorkDir: workDir, KeepWork: *f.keep, Blame: !*f.noBlame,
	}, nil
}
