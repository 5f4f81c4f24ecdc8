package reduce

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// FindingOptions tune ReduceFinding.
type FindingOptions struct {
	Options
	// Config names the tools the finding is replayed with (and their
	// limits, the work directory, the interpreter's budget).
	Config oracle.Config
	// Out is the directory the reduced files go to (default: the
	// finding's own directory).
	Out string
}

// FindingResult is a reduced finding.
type FindingResult struct {
	Reduced *ir.Module
	Stats   *Stats
	// Verdict is the replay of the finding on Reduced.
	Verdict oracle.ReplayVerdict
	// Files are the paths written: reduced.ll, report.md,
	// reduced-commands.sh, for an IR-level finding reduced-src-tgt.ll, and
	// the directory reduced.
	Files []string
	// Stopped says why the reduction ended before it was done (ctx was
	// cancelled or ran out of time); "" when it ran to the end. The files
	// then hold the best module found so far, replayed and reproducing.
	Stopped string
	// Reduction is the finding's fingerprint and the reduction's figures,
	// also written into the finding's finding.json when the result goes
	// to the finding's own directory.
	Reduction *finding.Reduction
}

// Names of the files ReduceFinding writes.
const (
	ReducedFile  = "reduced.ll"          // the reduced module
	ReportFile   = "report.md"           // a bug report for LLVM
	SrcTgtFile   = "reduced-src-tgt.ll"  // @src and @tgt for alive-tv (IR-level findings)
	CommandsFile = "reduced-commands.sh" // reproduces the finding on reduced.ll
	// ReducedDir is the reduced finding as a finding directory of its
	// own (finding.json with the reduced witness, source.ll = reduced.ll,
	// the witness files, commands.sh): what oracle.NewReplay, irfuzz
	// reduce and the corpus read.
	ReducedDir = "reduced"
)

// finalGrace bounds the replay and writing of the best module so far
// after the reduction was stopped.
const finalGrace = 5 * time.Minute

// hangStepLimit is the step alarm of a hung native finding's candidates:
// a loop that never ends is told in half a second as in the usual two,
// and the reduced module is replayed with the usual alarm before it is
// written, so a candidate that is only slow does not make the result.
const hangStepLimit = 500 * time.Millisecond

// hung reports whether a native finding's actual outcome is a hang (the
// step alarm or the time limit killed the program).
func hung(actual string) bool {
	return strings.Contains(actual, "SIGALRM") || strings.Contains(actual, "timed out")
}

// finalAttempts is how many replays the result of a reduction gets before
// the finding counts as gone from it: a memory-safety crash may be flaky,
// and so may a native miscompile that reads an uninitialised register
// (its program's output, and so llc's bisection, can vary from run to
// run).
const finalAttempts = 3

// ReduceFinding reduces the source of the finding in directory dir while
// the finding still shows on it (oracle.Replay: the same crash, or a
// miscompile on the witness input by a source that has no undefined
// behaviour there), and writes the result with a bug report and a script
// that reproduces it. It fails when the finding does not reproduce on its
// own source.ll. When ctx ends during the reduction, the best module found
// so far is replayed and written as the result (FindingResult.Stopped
// says so), under a fresh time limit of finalGrace; when the reduction
// fails otherwise, the best module so far is returned with the error and
// nothing is written.
func ReduceFinding(ctx context.Context, dir string, opts FindingOptions) (*FindingResult, error) {
	j, err := openFinding(ctx, dir, opts)
	if err != nil {
		return nil, err
	}
	res, ctx, cancel, err := j.reduceChecked(ctx)
	defer cancel()
	if err != nil {
		return res, err
	}
	return res, j.write(ctx, res)
}

// findingJob is a finding being reduced: what ReduceFinding's steps
// (openFinding, reduceChecked, write) pass along.
type findingJob struct {
	dir  string           // the finding's directory
	opts FindingOptions   // as given to ReduceFinding
	f    *finding.Finding // the finding, as rp read it
	src  *ir.Module       // its source.ll
	orig []byte           // its commands.sh
	// rp replays the finding on the result; candidates on each
	// candidate (with a short step alarm for a hang).
	rp, candidates *oracle.Replay
	// useScript: the finding's own commands.sh reproduces it (native
	// findings only), so the result's must too.
	useScript bool
}

// openFinding reads the finding in dir and checks that it reproduces on
// its own source.ll.
func openFinding(ctx context.Context, dir string, opts FindingOptions) (*findingJob, error) {
	rp, err := oracle.NewReplay(opts.Config, dir)
	if err != nil {
		return nil, err
	}
	j := &findingJob{dir: dir, opts: opts, f: rp.Finding(), rp: rp}
	f := j.f
	srcPath := filepath.Join(dir, "source.ll")
	data, err := os.ReadFile(srcPath)
	if err != nil {
		return nil, err
	}
	if j.src, err = ir.Parse(srcPath, data); err != nil {
		return nil, err
	}
	if j.orig, err = os.ReadFile(filepath.Join(dir, "commands.sh")); err != nil {
		return nil, err
	}
	// The source gets as many tries as the result does.
	first, err := replayed(ctx, rp, j.src)
	if err != nil {
		return nil, err
	}
	if !first.Reproduces {
		return nil, fmt.Errorf("%s: the finding does not reproduce on its source.ll with %s: %s", dir, opts.Config.Toolchain, first.Reason)
	}
	// A native candidate must also reproduce with the commands.sh that
	// ships with it, unless the finding's own source does not (then the
	// replay's word has to do).
	if f.Kind == finding.KindNative {
		if j.useScript, err = scriptReproduces(ctx, j.src, first.Files); err != nil {
			return nil, err
		}
	}
	// A hang is shown by every candidate that keeps it only once the step
	// alarm rings: candidates get a short one (the result is checked
	// again with the usual alarm).
	j.candidates = rp.ForCandidates()
	if f.Kind == finding.KindNative && hung(f.Actual) {
		fast := opts.Config
		fast.StepLimit = hangStepLimit
		hangs, err := oracle.NewReplay(fast, dir)
		if err != nil {
			return nil, err
		}
		j.candidates = hangs.ForCandidates()
	}
	return j, nil
}

// write writes the reduced finding res into opts.Out (default: the
// finding's directory): reduced.ll, for an IR-level finding
// reduced-src-tgt.ll, reduced-commands.sh, the reduced directory and
// report.md; and records the reduction (res.Reduction, and the finding's
// finding.json when Out is its own directory).
func (j *findingJob) write(ctx context.Context, res *FindingResult) error {
	f := j.f
	text := res.Reduced.String()
	out := j.opts.Out
	if out == "" {
		out = j.dir
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	w := &findingWriter{out: out, res: res}
	w.write(ReducedFile, []byte(text), 0o644)
	pairNote := w.srcTgtPair(f, text, res.Verdict.Files["target.ll"])
	w.write(CommandsFile, []byte(reducedCommands(f, j.orig, res.Verdict.Files)), 0o755)
	if w.err != nil {
		return w.err
	}
	rf := reducedFinding(f, text, j.orig, res.Stats, res.Verdict)
	if err := finding.Write(filepath.Join(out, ReducedDir), rf); err != nil {
		return fmt.Errorf("writing %s: %w", ReducedDir, err)
	}
	// report.md is the LLVM issue of the reduced finding (package
	// upstream), whose command was run and shows the bug; irfuzz's own
	// account when no stock-tool command does.
	rep, err := upstreamReport(ctx, j.opts.Config, rf.Dir, f)
	if err != nil {
		rep = report(j.rp, text, res, j.opts.Config, pairNote) +
			fmt.Sprintf("\n_Not in LLVM's issue form: %s._\n", firstLine(err.Error()))
	}
	if res.Stopped != "" {
		rep += fmt.Sprintf("\n_The reduction was %s: this is the smallest module found until then. `irfuzz reduce` on the `%s` directory goes on from it._\n", res.Stopped, ReducedDir)
	}
	w.write(ReportFile, []byte(rep), 0o644)
	if w.err != nil {
		return w.err
	}
	res.Files = append(res.Files, rf.Dir)
	var tgt *ir.Module
	if f.Kind == finding.KindIR {
		tgt, _ = ir.Parse("target.ll", res.Verdict.Files["target.ll"])
	}
	res.Reduction = fingerprinted(ctx, j.opts.Config.Toolchain, out, f, res, tgt)
	if filepath.Clean(out) == filepath.Clean(j.dir) {
		// The finding itself records its bug.
		f.Reduction = res.Reduction
		if err := finding.WriteJSON(j.dir, f); err != nil {
			return err
		}
	}
	return nil
}

// reduceChecked reduces the finding's source while j.candidates shows the
// finding and replays the result as j.rp sees it (finalAttempts times at
// most for a native one). A native finding whose own commands.sh
// reproduces it (j.useScript) needs its reduced module to reproduce with
// the commands.sh that ships with it too, run as a user runs it: its
// program may depend on its environment (an uninitialised register reads
// what the harness left there). That script repeats every build of the
// replay, so candidates are first judged by the replay alone, and the
// script checks the result; only when the result fails it does the
// reduction start over with the script run on every candidate. When ctx
// ends during the reduction, the best module so far is replayed under a
// fresh limit of finalGrace, and the context returned (with its cancel,
// always to be called) is that one.
func (j *findingJob) reduceChecked(ctx context.Context) (*FindingResult, context.Context, context.CancelFunc, error) {
	cancel := context.CancelFunc(func() {})
	perCandidate := false
	var prior *Stats
	for {
		// The reducer hands over each candidate parsed and verified, with
		// its text: the replay need not print, parse and verify it again.
		test := func(ctx context.Context, c *ir.Module, text string) (bool, error) {
			v, err := j.candidates.CheckText(ctx, c, text)
			if err != nil || !v.Reproduces || !perCandidate {
				return v.Reproduces, err
			}
			return scriptReproduces(ctx, c, v.Files)
		}
		red, st, err := ReduceText(ctx, j.src, test, j.opts.Options)
		st = prior.plus(st)
		res := &FindingResult{Reduced: red, Stats: st}
		if err != nil {
			if red == nil || ctx.Err() == nil {
				return res, ctx, cancel, err
			}
			// Stopped (interrupted, or out of time): the best so far is
			// still a reduced finding, worth writing.
			res.Stopped = fmt.Sprintf("stopped after %s (%v)", st.Elapsed.Round(time.Second), context.Cause(ctx))
			ctx, cancel = context.WithTimeout(context.WithoutCancel(ctx), finalGrace)
		}
		// The verdict that goes into the report is a replay of exactly
		// the text that is written.
		final, err := ir.Parse(ReducedFile, []byte(red.String()))
		if err != nil {
			return res, ctx, cancel, fmt.Errorf("reduced module: %w", err)
		}
		if res.Verdict, err = replayed(ctx, j.rp, final); err != nil {
			return res, ctx, cancel, err
		}
		if !res.Verdict.Reproduces {
			return res, ctx, cancel, fmt.Errorf("%s: the reduced module does not reproduce the finding when checked again (%s)", j.dir, res.Verdict.Reason)
		}
		if !j.useScript || perCandidate {
			return res, ctx, cancel, nil
		}
		ok, err := scriptReproduces(ctx, red, res.Verdict.Files)
		switch {
		case err != nil:
			return res, ctx, cancel, err
		case ok:
			return res, ctx, cancel, nil
		case res.Stopped != "":
			return res, ctx, cancel, fmt.Errorf("%s: the best module found before the reduction %s does not reproduce with its commands.sh", j.dir, res.Stopped)
		}
		perCandidate, prior = true, st
	}
}

// replayed is rp's verdict on m, replayed up to finalAttempts times until
// it reproduces: a memory-safety crash may be flaky, and so may a native
// miscompile that reads an uninitialised register. The IR level is
// deterministic: one replay.
func replayed(ctx context.Context, rp *oracle.Replay, m *ir.Module) (oracle.ReplayVerdict, error) {
	var v oracle.ReplayVerdict
	for range finalAttempts {
		var err error
		if v, err = rp.Check(ctx, m); err != nil || v.Reproduces || rp.Finding().Kind == finding.KindIR {
			return v, err
		}
	}
	return v, nil
}

// fingerprinted is the record of the reduction res of f (tgt: the
// optimized reduced module of an IR-level finding, else nil).
func fingerprinted(ctx context.Context, tc *native.Toolchain, work string, f *finding.Finding, res *FindingResult, tgt *ir.Module) *finding.Reduction {
	fp, skel := oracle.FingerprintReduced(ctx, tc, work, f, res.Reduced, tgt)
	r := &finding.Reduction{Fingerprint: fp, Skeleton: skel, Size: Size(res.Reduced), Done: time.Now().UTC().Truncate(time.Second), Stopped: res.Stopped}
	if res.Stats != nil {
		r.Seconds = res.Stats.Elapsed.Seconds()
	}
	return r
}

// Refingerprint computes anew the fingerprint of the reduced finding in
// dir (its reduced/ directory, which ReduceFinding writes) and records it
// in dir/finding.json: for findings reduced by an irfuzz whose
// fingerprints differ (tc, when not nil, is the opt that says what an
// IR-level miscompile's guilty pass changed). known maps fingerprints of known bugs to their
// names (nil: none); a finding not reduced is left alone (nil result).
func Refingerprint(ctx context.Context, tc *native.Toolchain, dir string, known map[string]string) (*finding.Reduction, error) {
	f, err := finding.Load(dir)
	if err != nil {
		return nil, err
	}
	if f.Reduction == nil || f.Reduction.Failed != "" {
		return nil, nil
	}
	src, err := os.ReadFile(filepath.Join(dir, ReducedDir, "source.ll"))
	if err != nil {
		return nil, err
	}
	m, err := ir.Parse(ReducedFile, src)
	if err != nil {
		return nil, err
	}
	var tgt *ir.Module
	if text, err := os.ReadFile(filepath.Join(dir, ReducedDir, "target.ll")); err == nil && f.Kind == finding.KindIR {
		tgt, _ = ir.Parse("target.ll", text)
	}
	r := f.Reduction
	r.Fingerprint, r.Skeleton = oracle.FingerprintReduced(ctx, tc, dir, f, m, tgt)
	r.Known, r.SameAs = known[finding.KnownKey(r.Fingerprint)], ""
	return r, finding.WriteJSON(dir, f)
}
