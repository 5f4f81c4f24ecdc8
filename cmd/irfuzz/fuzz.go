package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/campaign"
	"github.com/irfuzz/irfuzz/campaign/csmith"
	"github.com/irfuzz/irfuzz/corpus"
	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/gen"
	"github.com/irfuzz/irfuzz/mutate"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/rangecheck"
	"github.com/irfuzz/irfuzz/reports"
)

// fuzzFlags are the flags of `irfuzz fuzz`.
type fuzzFlags struct {
	*oracleFlags
	duration    *time.Duration
	jobs        *int
	seed        *uint64
	out         *string
	shard       *string
	batch       *int
	modules     *int
	mode        *string
	csmithFlags *string
	seeds       *string
	steps       *string
	genFile     *string
	resume      *string
	json        *bool
	reduce      *bool
	reduceShare *float64
	reduceLimit *time.Duration
	reduceTail  *time.Duration
	known       *string
	avoid       *string
	matrix      *string
	matrixWidth *int
	cpuProfile  *string
}

func addFuzzFlags(fs *flag.FlagSet) *fuzzFlags {
	return &fuzzFlags{
		oracleFlags: addOracleFlags(fs),
		duration:    fs.Duration("duration", 10*time.Minute, "how long to run (0: until interrupted)"),
		jobs:        fs.Int("jobs", 2, "concurrent workers"),
		seed:        fs.Uint64("seed", 1, "first seed of the campaign: its modules use seeds S, S+1, ... spread over the shards"),
		out:         fs.String("out", "irfuzz-out", "output `dir`ectory: findings/, summary.json, timeline.jsonl, campaign.json"),
		shard:       fs.String("shard", "0/1", "`I/N`: this machine runs shard I of N (disjoint seeds)"),
		batch:       fs.Int("batch", campaign.DefaultBatchSize, "test functions per module"),
		modules:     fs.Int("modules", 0, "stop after `N` modules (0: run for the duration)"),
		mode:        fs.String("mode", "gen", "test source: gen (generated modules), mutate (mutants of the --seeds modules) or csmith (Csmith programs lowered by clang, checked as whole programs)"),
		csmithFlags: fs.String("csmith-flags", "", "with --mode csmith: extra csmith `flags` (space-separated), after the defaults --max-funcs 4 --max-block-depth 3 --no-unions --no-bitfields --no-packed-struct --no-jumps --no-argc"),
		seeds:       fs.String("seeds", "", "with --mode mutate: `dirs` of .ll files to mutate (comma-separated; searched recursively): the corpus, LLVM test files, earlier findings"),
		steps:       fs.String("steps", "1-4", "with --mode mutate: mutations per mutant, `MIN-MAX` or N"),
		genFile:     fs.String("gen-config", "", "JSON `file` overriding the generator configuration"),
		resume:      fs.String("resume", "", "continue the campaign in `dir` with the flags it was started with (DIR/campaign.json); without --duration or --modules it runs what is left of the campaign's"),
		json:        addJSONFlag(fs),
		reduce:      fs.Bool("reduce", true, "reduce every stored finding in the background and fingerprint it (one bug, one fingerprint)"),
		reduceShare: fs.Float64("reduce-share", 0.3, "the `share` of the campaign's job time reductions may take while it fuzzes (on up to share × jobs slots at once)"),
		reduceLimit: fs.Duration("reduce-limit", 5*time.Minute, "time limit of one reduction (`D`); a reduction cut short keeps the smallest module so far"),
		reduceTail:  fs.Duration("reduce-tail", 0, "how long to go on reducing the findings still waiting when the fuzzing ends (`D`; 0: a tenth of --duration, at least 2m; negative: none)"),
		known:       fs.String("known", defaultCorpusDir, "regression corpus `dir`ectory whose open cases are known bugs: a finding that reduces to one is counted as known (\"\": none)"),
		matrix:      fs.String("matrix", campaign.MatrixSample, "test matrix: sample (each module is built for --matrix-width of the targets, in a weighted cycle that visits them all) or full (every target for every module)"),
		matrixWidth: fs.Int("matrix-width", 3, "with --matrix sample: targets a module is built for"),
		cpuProfile:  fs.String("cpuprofile", "", "write a CPU profile of irfuzz's own process (not of the LLVM tools it runs) to `file`, for go tool pprof"),
		avoid:       fs.String("avoid", "", "`file` of constructs the generator keeps out (known bug families), one per line: "+avoidNames()),
	}
}

// avoidNames lists the patterns an --avoid file may name.
func avoidNames() string {
	var out []string
	for _, n := range slices.Sorted(maps.Keys(gen.AvoidPatterns)) {
		out = append(out, n+" ("+gen.AvoidPatterns[n]+")")
	}
	return strings.Join(out, "; ")
}

// reduceConfig is the campaign's background reduction as the flags ask;
// the known bugs are the open cases of the --known corpus on the release
// under test.
func (ff *fuzzFlags) reduceConfig(ctx context.Context, tc *native.Toolchain) (campaign.ReduceConfig, error) {
	rc := campaign.ReduceConfig{Enabled: *ff.reduce, Share: *ff.reduceShare, PerFinding: *ff.reduceLimit, Tail: *ff.reduceTail}
	if *ff.known == "" || !rc.Enabled {
		return rc, nil
	}
	cases, err := corpus.Load(*ff.known)
	if err != nil {
		if *ff.known == defaultCorpusDir && errors.Is(err, fs.ErrNotExist) {
			return rc, nil // no corpus here: nothing is known
		}
		return rc, fmt.Errorf("--known: %w", err)
	}
	work, err := os.MkdirTemp("", "irfuzz-known-")
	if err != nil {
		return rc, err
	}
	defer os.RemoveAll(work)
	rc.Known = corpus.Known(ctx, cases, tc, work)
	return rc, nil
}

// resumable are the flags a resumed campaign may set anew; the others
// must keep the values recorded in campaign.json.
var resumable = map[string]bool{"resume": true, "json": true, "duration": true, "modules": true, "jobs": true, "keep-work": true,
	"reduce": true, "reduce-share": true, "reduce-limit": true, "reduce-tail": true, "known": true, "cpuprofile": true}

// runFuzz implements `irfuzz fuzz`.
func runFuzz(args []string, stdout, stderr io.Writer) int {
	const usageLine = "irfuzz fuzz [--duration D] [--jobs N] [--seed S] [--out DIR] [--llvm V] [--pipelines P,...] [--targets T,...] [--shard I/N] [--mode gen|mutate --seeds DIR,...|csmith [--csmith-flags F]] [--json]\n       irfuzz fuzz --resume DIR [--duration D] [--modules N] [--jobs N] [--json]\n" +
		"exit: 0 no findings, 1 findings, 2 bad input, 3 interrupted by SIGINT/SIGTERM (the summary until then is printed; --resume continues)"
	fs := newFlagSet("fuzz", usageLine, stderr)
	ff := addFuzzFlags(fs)
	resume, asJSON := ff.resume, ff.json
	if _, code, ok := parseCommand(fs, args, 0, 0, stdout, stderr); !ok {
		return code
	}
	if *ff.cpuProfile != "" {
		stop, err := startCPUProfile(*ff.cpuProfile)
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz fuzz: %v\n", err)
			return exitUsage
		}
		defer stop()
	}
	cf := ff // the campaign's flags
	var rec *campaign.Record
	var prev *finding.Summary
	if *resume != "" {
		var err error
		if rec, err = campaign.LoadRecord(*resume); err != nil {
			fmt.Fprintf(stderr, "irfuzz fuzz: %v\n", err)
			return exitUsage
		}
		if prev, err = finding.LoadSummary(*resume); err != nil {
			fmt.Fprintf(stderr, "irfuzz fuzz: resuming %s: %v\n", *resume, err)
			return exitUsage
		}
		if cf, err = resumeFlags(fs, ff, rec, prev, *resume); err != nil {
			fmt.Fprintf(stderr, "irfuzz fuzz: %v\n", err)
			return exitUsage
		}
		if *cf.duration < 0 || *cf.modules < 0 {
			fmt.Fprintf(stderr, "irfuzz fuzz: %s has run the campaign's budget (%s, %d modules); give --duration or --modules to run more\n",
				*resume, time.Duration(prev.Seconds*float64(time.Second)).Round(time.Second), prev.Modules)
			return fuzzResult(prev, nil, *asJSON, stdout, stderr)
		}
	}
	var seeds []string
	switch *cf.mode {
	case campaign.ModeGen:
		if *cf.seeds != "" {
			fmt.Fprintln(stderr, "irfuzz fuzz: --seeds goes with --mode mutate")
			return exitUsage
		}
	case campaign.ModeCsmith:
		if *cf.seeds != "" {
			fmt.Fprintln(stderr, "irfuzz fuzz: --seeds goes with --mode mutate")
			return exitUsage
		}
	case campaign.ModeMutate:
		for _, d := range strings.Split(*cf.seeds, ",") {
			if d = strings.TrimSpace(d); d != "" {
				seeds = append(seeds, d)
			}
		}
		if len(seeds) == 0 {
			fmt.Fprintln(stderr, "irfuzz fuzz: --mode mutate needs --seeds DIR (corpus/cases, say)")
			return exitUsage
		}
	default:
		fmt.Fprintf(stderr, "irfuzz fuzz: unknown --mode %q (gen, mutate or csmith)\n", *cf.mode)
		return exitUsage
	}
	var minSteps, maxSteps int
	if n, err := fmt.Sscanf(*cf.steps, "%d-%d", &minSteps, &maxSteps); n == 1 && err != nil {
		maxSteps = minSteps
	} else if err != nil {
		fmt.Fprintf(stderr, "irfuzz fuzz: --steps %q: want MIN-MAX or N\n", *cf.steps)
		return exitUsage
	}
	var si, sn int
	if _, err := fmt.Sscanf(*cf.shard, "%d/%d", &si, &sn); err != nil || sn < 1 || si < 0 || si >= sn {
		fmt.Fprintf(stderr, "irfuzz fuzz: --shard %q: want I/N with 0 <= I < N\n", *cf.shard)
		return exitUsage
	}
	ocfg, err := cf.config("")
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz fuzz: %v\n", err)
		return exitUsage
	}
	gcfg := gen.Config{}
	if rec != nil {
		gcfg = rec.Gen // as recorded: the --gen-config file may have changed or gone
	} else if gcfg, err = genConfig("default", *cf.genFile, ocfg.Toolchain.Major); err != nil {
		fmt.Fprintf(stderr, "irfuzz fuzz: %v\n", err)
		return exitUsage
	}
	if rec == nil && *cf.avoid != "" {
		data, err := os.ReadFile(*cf.avoid)
		if err == nil {
			gcfg.Avoid, err = gen.ParseAvoid(*cf.avoid, data)
		}
		if err != nil {
			fmt.Fprintf(stderr, "irfuzz fuzz: --avoid: %v\n", err)
			return exitUsage
		}
	}

	mcfg := mutate.DefaultConfig()
	mcfg.LLVM, mcfg.MinSteps, mcfg.MaxSteps = gcfg.LLVM, minSteps, maxSteps
	if err := mcfg.Validate(); err != nil {
		fmt.Fprintf(stderr, "irfuzz fuzz: --steps %s: %v\n", *cf.steps, err)
		return exitUsage
	}
	ctx, stop := interruptible()
	defer stop()
	rcfg, err := cf.reduceConfig(ctx, ocfg.Toolchain)
	if err != nil {
		fmt.Fprintf(stderr, "irfuzz fuzz: %v\n", err)
		return exitUsage
	}
	if rcfg.Enabled {
		// A reduced finding's release range, when there is more than
		// one release to make one of.
		rcfg.Releases = rangecheck.CampaignHook(nil, ocfg.ToolLimits, ocfg.WorkDir)
	}
	cfg := campaign.Config{
		Oracle: ocfg, Mode: *cf.mode, Gen: gcfg, Seeds: seeds, Mutate: mcfg, Csmith: csmith.Options{Extra: strings.Fields(*cf.csmithFlags)}, BatchSize: *cf.batch, Duration: *cf.duration, Jobs: *cf.jobs, Seed: *cf.seed,
		Shard: si, Shards: sn, Out: *cf.out, MaxModules: *cf.modules, Progress: stderr, Terminal: isTerminal(stderr),
		Resume: rec != nil, Args: args, Reduce: rcfg, Matrix: *cf.matrix, MatrixWidth: *cf.matrixWidth,
	}
	what := "findings in"
	if rec != nil {
		what = fmt.Sprintf("resuming after %d modules, findings in", prev.Modules)
	} else if _, err := os.Stat(filepath.Join(*cf.out, campaign.RecordFile)); err == nil {
		fmt.Fprintf(stderr, "irfuzz fuzz: %s holds a campaign: starting a new one there (--resume %s continues it)\n", *cf.out, *cf.out)
	}
	fmt.Fprintf(stderr, "irfuzz fuzz: %s, pipelines %s, targets %s, %d jobs, %s %s\n",
		ocfg.Toolchain, strings.Join(ocfg.Pipelines, ","), *cf.targets, *cf.jobs, what, filepath.Join(*cf.out, "findings"))
	s, err := campaign.Run(ctx, cfg)
	code := fuzzResult(s, err, *asJSON, stdout, stderr)
	if ctx.Err() != nil {
		fmt.Fprintf(stderr, "irfuzz fuzz: interrupted: the summary is the campaign's until then (irfuzz fuzz --resume %s continues it)\n", *cf.out)
		return exitInterrupted
	}
	return code
}

// fuzzResult prints a campaign's summary (a table, or the finding.Summary
// as JSON) and returns the exit code: 1 when the campaign found anything.
func fuzzResult(s *finding.Summary, err error, asJSON bool, stdout, stderr io.Writer) int {
	if s != nil {
		if asJSON {
			printJSON(stdout, stderr, "fuzz", s)
		} else {
			reports.WriteSummary(stdout, s)
		}
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

// resumeFlags returns the flags of the campaign that `--resume dir`
// continues: those recorded in its campaign.json, with the resumable ones
// given on this command line over them. A flag that defines the campaign
// may be given only with its recorded value. Without --duration and
// --modules, the run gets what is left of the campaign's (negative when
// nothing is left).
func resumeFlags(fs *flag.FlagSet, ff *fuzzFlags, rec *campaign.Record, prev *finding.Summary, dir string) (*fuzzFlags, error) {
	ofs := flag.NewFlagSet("fuzz", flag.ContinueOnError)
	ofs.SetOutput(io.Discard)
	of := addFuzzFlags(ofs)
	if _, err := parseArgs(ofs, rec.Args); err != nil {
		return nil, fmt.Errorf("%s: the recorded command line %q: %v", filepath.Join(dir, campaign.RecordFile), rec.Args, err)
	}
	if !flagsSet(ofs)["batch"] && rec.BatchSize > 0 {
		// Started without --batch: the default of its day, as recorded
		// (the default may have changed since).
		*of.batch = rec.BatchSize
	}
	set := flagsSet(fs)
	for name := range set {
		if resumable[name] {
			continue
		}
		if name == "out" {
			if filepath.Clean(*ff.out) != filepath.Clean(dir) {
				return nil, fmt.Errorf("--out %s and --resume %s: a resumed campaign stays in its directory", *ff.out, dir)
			}
			continue
		}
		if got, was := fs.Lookup(name).Value.String(), ofs.Lookup(name).Value.String(); got != was {
			return nil, fmt.Errorf("--%s %s: a resumed campaign keeps the flags it was started with (--%s %s, in %s)",
				name, got, name, was, filepath.Join(dir, campaign.RecordFile))
		}
	}
	*of.out = dir
	if set["jobs"] {
		*of.jobs = *ff.jobs
	}
	if set["keep-work"] {
		*of.keep = *ff.keep
	}
	switch {
	case set["duration"] || set["modules"]:
		// This run's budget; what is not given is unlimited.
		*of.duration, *of.modules = 0, 0
		if set["duration"] {
			*of.duration = *ff.duration
		}
		if set["modules"] {
			*of.modules = *ff.modules
		}
	default:
		// What is left of the campaign's budget.
		if *of.duration > 0 {
			*of.duration -= time.Duration(prev.Seconds * float64(time.Second))
			if *of.duration <= 0 {
				*of.duration = -1
			}
		}
		if *of.modules > 0 {
			if *of.modules -= prev.Modules; *of.modules <= 0 {
				*of.modules = -1
			}
		}
	}
	return of, nil
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
