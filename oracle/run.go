package oracle

import (
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/semantics"
)

// subject is what a batch judges of its module: its test functions
// (Check; testFuncs, testfuncs.go) or the whole program (CheckProgram;
// program, program.go). The driver, batch.run, is the same for both: it
// runs opt and writes up what the tools crash on; a subject says what
// the source allows, judges what the tools made, and writes up (blame,
// commands.sh) what it finds wrong.
type subject interface {
	// expect works out what the source allows (each test function's
	// outcomes on its inputs, or the program's behaviours) and counts it
	// in res.
	expect(res *Result)
	// key records, from variant v's text, what identifies its code for
	// deduplication (test functions: their closure keys).
	key(v *variant, text string)
	// rejudges reports whether a pipeline output whose text is that of
	// the source or an earlier output is loaded and judged at the IR
	// level all the same (it is never built again). Test functions do:
	// their verdicts are reused by closure key, nothing is interpreted
	// twice, and an output irfuzz cannot read is reported for every
	// pipeline that makes it. A program does not.
	rejudges() bool
	// checkIR judges pipeline output v (loaded: v.prog is set) under the
	// reference semantics, storing what it finds.
	checkIR(ctx context.Context, v *variant, res *Result)
	// forTarget is the subject as target tg's code sees it: when llc gives
	// tg a datalayout whose sizes or alignments differ from the module's,
	// what the source allows is worked out again under it, and only the
	// source is built for tg (sourceOnly), since an opt output is only
	// valid under the layout it was made for.
	forTarget(tg *native.Target) (view subject, sourceOnly bool)
	// checkNative builds variants for tg at every level and, where tg runs
	// programs, runs them and judges what they do, storing what it finds.
	checkNative(ctx context.Context, tg *native.Target, variants []*variant, res *Result)
}

// variant is one module the batch builds natively: the source or a
// pipeline's output.
type variant struct {
	pipeline string // "" for the source
	file     string
	prog     *semantics.Program // nil when the output could not be loaded
	mod      *ir.Module         // nil when the output does not parse and verify
	// keys are the closure keys of its functions and shared those some
	// other entity names (closureKeys; set by testFuncs.key).
	keys   map[string][32]byte
	shared map[string]bool
}

func (v *variant) name() string {
	if v.pipeline == "" {
		return "source"
	}
	return v.pipeline
}

// run checks the batch's subject s: every pipeline's output at the IR
// level, then the source and every distinct output natively, for every
// target. Findings go to the store as they are made.
func (b *batch) run(ctx context.Context, s subject, res *Result) {
	src := &variant{file: "source.ll", prog: b.srcProg, mod: b.src}
	s.key(src, b.srcText)
	variants := []*variant{src}
	seen := map[[32]byte]bool{sha256.Sum256([]byte(b.srcText)): true}
	for i, p := range b.o.cfg.Pipelines {
		if ctx.Err() != nil {
			return
		}
		out, r, text := b.optPipeline(ctx, i, p, res)
		if text == nil {
			continue
		}
		h := sha256.Sum256(text)
		again := seen[h] // the same module as the source or an earlier pipeline
		if again && !s.rejudges() {
			continue
		}
		seen[h] = true
		v := b.loadVariant(p, out, r, text, res)
		s.key(v, string(text))
		if v.prog != nil {
			s.checkIR(ctx, v, res)
		}
		if !again {
			variants = append(variants, v)
		}
	}
	for _, tg := range b.targets {
		if ctx.Err() != nil {
			return
		}
		if why := unbuildable(tg, b.src); why != "" {
			// A limit of the target, named: not built there.
			res.Rejected = append(res.Rejected, fmt.Sprintf("%s: not built: %s", tg.Name, why))
			for _, level := range b.o.cfg.Levels {
				res.cell(tg, level).because("not built: " + why)
			}
			continue
		}
		view, sourceOnly := s.forTarget(tg)
		vs := variants
		if sourceOnly {
			vs = variants[:1]
		}
		view.checkNative(ctx, tg, vs, res)
	}
}

// optPipeline runs pipeline p (the i-th) on the source and returns its
// output file and text; a failing opt is a finding, and the text is nil
// then (or when the run was cancelled).
func (b *batch) optPipeline(ctx context.Context, i int, p string, res *Result) (out string, r *native.Result, text []byte) {
	out = fmt.Sprintf("opt%d.ll", i)
	r = b.timed(b.tools.Opt(ctx, p, "source.ll", out))
	if f := b.toolFailure(ctx, r, "opt", p, nil, ""); f != nil {
		b.found(res, f)
		return out, r, nil
	}
	if ctx.Err() != nil {
		return out, r, nil
	}
	text, err := os.ReadFile(filepath.Join(b.dir, out))
	if err != nil {
		return out, r, nil
	}
	return out, r, text
}

// loadVariant parses and loads pipeline p's output (file out, made by
// run r): mod and prog are nil when it does not parse and verify (a
// bad-output finding) or cannot be loaded.
func (b *batch) loadVariant(p, out string, r *native.Result, text []byte, res *Result) *variant {
	v := &variant{pipeline: p, file: out}
	tm, f := b.parseOutput(p, r, text)
	if f != nil {
		b.found(res, f)
		return v
	}
	v.mod = tm
	if tp, err := semantics.Load(tm); err == nil {
		v.prog = tp
	}
	return v
}
