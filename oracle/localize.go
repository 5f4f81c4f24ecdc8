package oracle

// Localizing a native miscompile that llc's opt-bisect names no pass for
// (at -O0, where llc runs no optional pass, and in instruction selection,
// which opt-bisect cannot skip): the witness program is built again with
// a few of the back end's own switches, each once, and the switch that
// makes the wrong outcome go away names the component. The component, not
// the test function, is the last part of the finding's signature, so one
// back-end bug found in many functions is one signature.

import (
	"context"
	"fmt"
	"strings"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/native"
)

// The components localizeLlc names.
const (
	// compGlobalISel: wrong with GlobalISel, right when the same triple
	// selects instructions with SelectionDAG/FastISel (-global-isel=0).
	compGlobalISel = "GlobalISel"
	// compGlobalISelFallback: GlobalISel gave the witness function up and
	// SelectionDAG selected it (-global-isel-abort=2's fallback path).
	compGlobalISelFallback = "GlobalISel-fallback"
	// compFastISel: wrong at -O0, right with -fast-isel=0.
	compFastISel = "FastISel"
	// compSelectionDAG: wrong at -O0 with -fast-isel=0 too (SelectionDAG
	// also lowers what FastISel leaves to it), or above -O0 wrong with
	// every optional pass skipped and right with FastISel selecting.
	compSelectionDAG = "SelectionDAG"
	// compCodeGen: wrong whichever selector runs (every optional pass
	// skipped above -O0): not one selector's alone. FastISel hands what it
	// cannot select (wide integers, many vectors and intrinsics) to
	// SelectionDAG, and register allocation and the other passes
	// opt-bisect cannot skip are shared. (llc -regalloc=fast would tell
	// the register allocator apart, but LLVM 14's x86-64 llc crashes with
	// it above -O0.)
	compCodeGen = "CodeGen"
	// compUnlocalized: the switches could not say (a build failed, or the
	// wrong outcome needs optional passes that bisection did not name).
	compUnlocalized = "unlocalized"
)

// localization is where localizeLlc put a miscompile: the component and
// how the switches showed it.
type localization struct {
	component, note string
}

// nativeSig is the signature of a native miscompile of a test function:
// target, level, and the guilty llc pass or else the component.
func nativeSig(kind string, tg *native.Target, level, pass string, loc localization) string {
	last := pass
	if last == "" {
		last = loc.component
	}
	if last == "" {
		last = compUnlocalized
	}
	return fmt.Sprintf("%s/%s/%s/%s", kind, tg.Name, level, last)
}

// selectorSibling is the runnable target of tg's triple that does not
// select with GlobalISel (aarch64 for aarch64-gisel: llc takes
// -global-isel once only); nil when there is none.
func selectorSibling(tg *native.Target) *native.Target {
	for _, t := range native.Targets {
		if t.Triple == tg.Triple && t.Runnable() && !t.UsesGlobalISel() {
			return t
		}
	}
	return nil
}

// localizeLlc localizes the miscompile of entry e on input k, src built
// as nb says, where llc's bisection named no pass; observed is the
// witness run that showed it (see localizeBy).
func (ts *testFuncs) localizeLlc(ctx context.Context, nb nativeBuild, src []byte, e *entry, k int, observed *witnessRun) localization {
	if observed != nil && observed.fellBack {
		return localization{compGlobalISelFallback, fmt.Sprintf("GlobalISel fell back to SelectionDAG on @%s (llc -global-isel-abort=2 says so)", e.fn.Name)}
	}
	return localizeBy(nb.tg, nb.level, func(w witnessBuild) (wrong, ok bool) {
		w.pipeline = nb.pipeline
		run := ts.runWitness(ctx, src, e, k, w)
		return run.wrong(), run != nil
	})
}

// probe builds the miscompiled code as w says (its target, level, extra
// llc flags, and -opt-bisect-limit when w.limit >= 0), runs it, and
// reports whether the outcome is wrong; ok is false when it could not be
// built or run.
type probe func(w witnessBuild) (wrong, ok bool)

// localizeBy localizes a miscompile built for tg at level, where llc's
// bisection named no pass, by building it again with llc's switches (try)
// and seeing which one makes the wrong outcome go away. Above -O0 the
// variants are built with every optional pass skipped
// (-opt-bisect-limit=0), so that only what opt-bisect cannot skip is
// compared. Each variant is built and run once: at most three runs.
func localizeBy(tg *native.Target, level string, try probe) localization {
	build := func(t *native.Target, limit int, extra ...string) witnessBuild {
		return witnessBuild{tg: t, level: level, limit: limit, extra: extra}
	}
	// run tries w: on failure it says so, else the outcome is wrong or not.
	run := func(w witnessBuild) (wrong bool, failed *localization) {
		wrong, ok := try(w)
		if !ok {
			return false, &localization{compUnlocalized, "the program could not be built or run " + w.describeAll()}
		}
		return wrong, nil
	}
	limit := -1
	if level != "O0" {
		w := build(tg, 0)
		wrong, failed := run(w)
		switch {
		case failed != nil:
			return *failed
		case !wrong:
			return localization{compUnlocalized, "right " + w.describeAll() + ", yet bisection named no single llc pass"}
		}
		limit = 0
	}
	if tg.UsesGlobalISel() {
		sib := selectorSibling(tg)
		if sib == nil {
			return localization{compUnlocalized, "no target of " + tg.Triple + " selects without GlobalISel"}
		}
		w := build(sib, limit)
		flags := " (" + strings.Join(sib.LlcFlags, " ") + ")"
		wrong, failed := run(w)
		switch {
		case failed != nil:
			return *failed
		case !wrong:
			return localization{compGlobalISel, "right " + w.describeAll() + flags + ": GlobalISel"}
		}
		return localization{compCodeGen, "wrong " + w.describeAll() + flags + " too: not GlobalISel's alone"}
	}
	if level == "O0" {
		w := build(tg, limit, "-fast-isel=0")
		wrong, failed := run(w)
		switch {
		case failed != nil:
			return *failed
		case !wrong:
			return localization{compFastISel, "right " + w.describeAll() + ": FastISel"}
		}
		return localization{compSelectionDAG, "wrong " + w.describeAll() + " too: SelectionDAG (which also lowers what FastISel leaves to it)"}
	}
	w := build(tg, limit, "-fast-isel")
	wrong, failed := run(w)
	switch {
	case failed != nil:
		return *failed
	case !wrong:
		return localization{compSelectionDAG, "wrong with every optional llc pass skipped, right " + w.describeAll() + ": SelectionDAG"}
	}
	return localization{compCodeGen, "wrong with every optional llc pass skipped whether SelectionDAG or FastISel selects (" + w.describeAll() + "): not one selector's alone (FastISel hands what it cannot select to SelectionDAG; register allocation and the other passes opt-bisect cannot skip are shared)"}
}

// describeAll is describe with the bisection limit, when there is one.
func (w witnessBuild) describeAll() string {
	s := w.describe()
	if w.limit >= 0 {
		if len(w.extra) == 0 {
			s += " with"
		}
		s += fmt.Sprintf(" -opt-bisect-limit=%d", w.limit)
	}
	return s
}

// localizedComponent is the component native finding f's signature names
// (localizeLlc), "" when it names none: a pass, unlocalized, or the
// function tag of a signature made before localization.
func localizedComponent(f *finding.Finding) string {
	if f.Kind != finding.KindNative || f.Pass != "" {
		return ""
	}
	c := f.Signature[strings.LastIndexByte(f.Signature, '/')+1:]
	switch c {
	case compGlobalISel, compGlobalISelFallback, compFastISel, compSelectionDAG, compCodeGen:
		return c
	}
	return ""
}
