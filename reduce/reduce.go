package reduce

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"maps"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/irfuzz/irfuzz/ir"
)

// Interesting reports whether a candidate module keeps the property being
// reduced for. It is called concurrently from several goroutines, each with
// its own module, which the predicate may read but should not keep. An
// error stops the reduction.
type Interesting func(ctx context.Context, m *ir.Module) (bool, error)

// InterestingText is Interesting for a predicate that also reads the
// candidate's text: what the reducer parsed m from and verified, so that
// the predicate need not print, parse and verify m again
// (oracle.Replay.CheckText). A candidate edited as text may spell things
// otherwise than m's printing would (i1 0 for false, the order of a
// "; preds" comment), in ways LLVM reads alike.
type InterestingText func(ctx context.Context, m *ir.Module, text string) (bool, error)

// Options tune a reduction. The zero value is usable.
type Options struct {
	// Jobs is how many candidates are tested in parallel (0: runtime.NumCPU()).
	// It changes speed, never the result (for a deterministic predicate and
	// no MaxTests limit).
	Jobs int
	// Progress, when set, is called after each accepted step, from the
	// goroutine that called Reduce.
	Progress func(Progress)
	// MaxTests stops the reduction after this many predicate calls (0: no
	// limit). Reduce then returns the best module so far and no error.
	MaxTests int
	// Passes are the names of the passes to run, in PassNames order
	// whatever the order given (nil: all).
	Passes []string
}

// Progress describes the reduction after an accepted step.
type Progress struct {
	Round     int    // 1 for the first sweep over the passes
	Pass      string // the pass whose candidate was accepted
	Tests     int    // predicate calls so far
	Accepted  int    // accepted steps so far
	StartSize int    // Size of the input
	Size      int    // Size of the accepted module
	// Module is a copy of the accepted module, the caller's to keep (to
	// save the best result so far, say).
	Module *ir.Module
}

// Stats sums up a reduction.
type Stats struct {
	Tests      int            // predicate calls, the input's included
	Accepted   int            // accepted steps
	CacheHits  int            // candidates skipped because the same text was seen before
	Invalid    int            // candidates dropped because they did not parse or verify
	NotSmaller int            // candidates dropped because they were not strictly smaller
	StartSize  int            // Size of the input
	FinalSize  int            // Size of the result
	ByPass     map[string]int // accepted steps per pass name
	Rounds     int            // sweeps over the passes
	Elapsed    time.Duration
}

// plus is s followed by a reduction that started over (next): its
// figures added up, with s's start and next's result; nil s is no prior
// reduction.
func (s *Stats) plus(next *Stats) *Stats {
	if s == nil || next == nil {
		return next
	}
	sum := *next
	sum.Tests += s.Tests
	sum.Accepted += s.Accepted
	sum.CacheHits += s.CacheHits
	sum.Invalid += s.Invalid
	sum.NotSmaller += s.NotSmaller
	sum.Rounds += s.Rounds
	sum.Elapsed += s.Elapsed
	sum.StartSize = s.StartSize
	sum.ByPass = maps.Clone(s.ByPass)
	if sum.ByPass == nil {
		sum.ByPass = map[string]int{}
	}
	for k, n := range next.ByPass {
		sum.ByPass[k] += n
	}
	return &sum
}

// Size is the number of instructions in the module's function bodies: the
// figure that reduction reports compare.
func Size(m *ir.Module) int { return m.NumInstructions() }

// PassNames returns the names of the reduction passes, in the order they run.
func PassNames() []string {
	out := make([]string, len(passes))
	for k, p := range passes {
		out[k] = p.name
	}
	return out
}

// Reduce returns a module that is smaller than m (or m's canonical copy when
// nothing could be removed) and on which test still holds, with statistics.
// m itself is not modified. It fails when m does not print, parse back and
// verify, or when test does not hold on m. When test returns an error, or
// ctx is cancelled, it returns the best module so far with the error (for
// cancellation, ctx.Err() itself).
func Reduce(ctx context.Context, m *ir.Module, test Interesting, opts Options) (*ir.Module, *Stats, error) {
	var tt InterestingText
	if test != nil {
		tt = func(ctx context.Context, m *ir.Module, _ string) (bool, error) { return test(ctx, m) }
	}
	return ReduceText(ctx, m, tt, opts)
}

// ReduceText is Reduce with a predicate that is given each candidate's
// text too.
func ReduceText(ctx context.Context, m *ir.Module, test InterestingText, opts Options) (*ir.Module, *Stats, error) {
	start := time.Now()
	st := &Stats{ByPass: map[string]int{}}
	defer func() { st.Elapsed = time.Since(start) }()
	if m == nil || test == nil {
		return nil, st, errors.New("reduce: nil module or predicate")
	}
	sel, err := selectPasses(opts.Passes)
	if err != nil {
		return nil, st, err
	}
	text, err := m.Text()
	if err != nil {
		return nil, st, fmt.Errorf("reduce: printing the input: %w", err)
	}
	first, err := ir.Parse(inputName(m), []byte(text))
	if err != nil {
		return nil, st, fmt.Errorf("reduce: the input does not parse back after printing: %w", err)
	}
	if err := ir.Verify(first); err != nil {
		return nil, st, fmt.Errorf("reduce: the input does not verify: %w", err)
	}
	r := &reducer{
		ctx: ctx, test: test, opts: opts, passes: sel, st: st,
		jobs:  opts.Jobs,
		cache: map[[32]byte]cacheEntry{},
	}
	if r.jobs <= 0 {
		r.jobs = runtime.NumCPU()
	}
	r.setCurrent(first)
	st.StartSize, st.FinalSize = r.curCx.insts, r.curCx.insts
	r.cache[sha256.Sum256([]byte(r.curText))] = cacheEntry{verdict: notSmaller}

	st.Tests++
	ok, err := test(ctx, r.result(), r.curText)
	if err != nil {
		if ctx.Err() != nil {
			return nil, st, ctx.Err()
		}
		return nil, st, fmt.Errorf("reduce: testing the input: %w", err)
	}
	if !ok {
		return nil, st, errors.New("reduce: the input is not interesting (the predicate does not hold on it)")
	}
	err = r.run()
	st.FinalSize = r.curCx.insts
	return r.result(), st, err
}

func inputName(m *ir.Module) string {
	if m.Filename != "" {
		return m.Filename
	}
	return "input.ll"
}

func selectPasses(names []string) ([]*pass, error) {
	if names == nil {
		return passes, nil
	}
	want := map[string]bool{}
	for _, n := range names {
		found := false
		for _, p := range passes {
			if p.name == n {
				found = true
			}
		}
		if !found {
			return nil, fmt.Errorf("reduce: unknown pass %q (have: %s)", n, strings.Join(PassNames(), ", "))
		}
		want[n] = true
	}
	var out []*pass
	for _, p := range passes {
		if want[p.name] {
			out = append(out, p)
		}
	}
	return out, nil
}

// verdict is what became of a candidate.
type verdict uint8

const (
	invalid     verdict = iota // did not print, parse or verify
	notSmaller                 // valid, but not strictly smaller than the module it came from
	boring                     // the predicate does not hold
	interesting                // the predicate holds
	skipped                    // not tested: the test budget is spent or the window was decided
	failed                     // the predicate returned an error
)

type cacheEntry struct {
	verdict verdict
	cx      complexity // of an interesting candidate, to re-check smallness
}

// reducer is the state of one Reduce call.
type reducer struct {
	ctx    context.Context
	test   InterestingText
	opts   Options
	passes []*pass
	jobs   int
	st     *Stats

	cur     *ir.Module // the best module so far; read-only while workers run
	curText string
	curCx   complexity
	round   int

	mu         sync.Mutex // guards cache and the counters in st while workers run
	cache      map[[32]byte]cacheEntry
	budgetGone bool
}

func (r *reducer) setCurrent(m *ir.Module) {
	r.cur = m
	r.curText = m.String() // also numbers the values, before workers read m
	r.curCx = measure(m, len(r.curText))
}

// result returns a private copy of the current module.
func (r *reducer) result() *ir.Module {
	m, err := ir.Parse(r.cur.Filename, []byte(r.curText))
	if err != nil {
		return r.cur.Clone() // cannot happen: curText was parsed before
	}
	return m
}

// run sweeps over the passes until a whole sweep accepts nothing.
func (r *reducer) run() error {
	for {
		r.round++
		r.st.Rounds = r.round
		changed := false
		for _, p := range r.passes {
			c, err := r.runPass(p)
			if err != nil {
				return err
			}
			if r.budgetGone {
				return nil
			}
			changed = changed || c
		}
		if !changed {
			return nil
		}
	}
}

// runPass tries the pass's sites in chunks: all of them, then halves,
// quarters, ... down to single sites. After an accepted chunk the sites are
// listed again and the scan goes on at the same position, where the sites
// that followed the removed chunk now are.
func (r *reducer) runPass(p *pass) (bool, error) {
	changed := false
	for v := 0; v < p.variants; v++ {
		size := r.countSites(p, v)
		for size > 0 {
			for i := 0; ; {
				n := r.countSites(p, v)
				if i >= n {
					break
				}
				var starts []int
				for j := 0; j < r.jobs && i+j*size < n; j++ {
					starts = append(starts, i+j*size)
				}
				acc, err := r.window(p, v, starts, size)
				if err != nil || r.budgetGone {
					return changed, err
				}
				if acc >= 0 {
					changed = true
					i = starts[acc]
					continue
				}
				i = starts[len(starts)-1] + size
			}
			if size == 1 {
				break
			}
			size = (size + 1) / 2
		}
	}
	return changed, nil
}

func (r *reducer) countSites(p *pass, v int) (n int) {
	defer func() {
		if recover() != nil {
			n = 0 // a pass bug on an odd module: skip the pass, do not crash
		}
	}()
	if p.text != nil {
		return len(p.text(r.curText, v))
	}
	return len(p.edits(r.cur, v))
}

// candidate is one tested chunk.
type candidate struct {
	verdict verdict
	err     error
	text    string
	cx      complexity
	mod     *ir.Module // the parsed and verified text, for the predicate
}

// window builds and tests the chunks starting at starts (of the given
// size) in parallel and accepts the lowest-index interesting one, which is
// what testing them one after the other would accept. It returns that
// index, or -1.
func (r *reducer) window(p *pass, v int, starts []int, size int) (int, error) {
	if err := r.ctx.Err(); err != nil {
		return -1, err
	}
	res := make([]candidate, len(starts))
	ctxs := make([]context.Context, len(starts))
	cancels := make([]context.CancelFunc, len(starts))
	for j := range starts {
		ctxs[j], cancels[j] = context.WithCancel(r.ctx)
	}
	defer func() {
		for _, c := range cancels {
			c()
		}
	}()
	var wg sync.WaitGroup
	for j, lo := range starts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res[j] = r.evaluate(ctxs[j], p, v, lo, lo+size)
			if res[j].verdict == interesting {
				// Candidates after an interesting one cannot win: stop them.
				for k := j + 1; k < len(cancels); k++ {
					cancels[k]()
				}
			}
		}()
	}
	wg.Wait()
	if err := r.ctx.Err(); err != nil {
		return -1, err
	}
	for j, c := range res {
		switch c.verdict {
		case failed:
			return -1, fmt.Errorf("reduce: pass %s: the predicate failed: %w", p.name, c.err)
		case skipped:
			// Budget spent (or cancelled after a lower interesting one):
			// nothing after this index may be decided, for determinism.
			return -1, nil
		case interesting:
			r.accept(p, c)
			return j, nil
		}
	}
	return -1, nil
}

func (r *reducer) accept(p *pass, c candidate) {
	m, err := ir.Parse(r.cur.Filename, []byte(c.text))
	if err != nil {
		return // cannot happen: the text parsed in evaluate
	}
	r.setCurrent(m)
	r.st.Accepted++
	r.st.ByPass[p.name]++
	r.st.FinalSize = r.curCx.insts
	if r.opts.Progress != nil {
		r.opts.Progress(Progress{
			Round: r.round, Pass: p.name, Tests: r.st.Tests, Accepted: r.st.Accepted,
			StartSize: r.st.StartSize, Size: r.curCx.insts, Module: r.result(),
		})
	}
}

// build applies sites [lo, hi) of the pass to a copy of the current module
// and prints it. ok is false when no site changed anything.
func (r *reducer) build(p *pass, v, lo, hi int) (text string, ok bool, bad bool) {
	defer func() {
		if recover() != nil {
			// An edit that trips over an odd module yields no candidate
			// rather than a crash of the whole reduction.
			text, ok, bad = "", false, true
		}
	}()
	if p.text != nil {
		sites := p.text(r.curText, v)
		if lo >= len(sites) {
			return "", false, false
		}
		t := r.curText
		for _, s := range sites[lo:min(hi, len(sites))] {
			t = s(t)
		}
		return t, t != r.curText, false
	}
	m := r.cur.Clone()
	sites := p.edits(m, v)
	if lo >= len(sites) {
		return "", false, false
	}
	changed := false
	for _, e := range sites[lo:min(hi, len(sites))] {
		if e() {
			changed = true
		}
	}
	if !changed {
		return "", false, false
	}
	if p.finish != nil {
		p.finish(m)
	}
	return m.String(), true, false
}

// evaluate builds one candidate, checks it and, when it is new, valid and
// smaller, asks the predicate.
func (r *reducer) evaluate(ctx context.Context, p *pass, v, lo, hi int) candidate {
	text, ok, bad := r.build(p, v, lo, hi)
	if bad {
		r.mu.Lock()
		r.st.Invalid++
		r.mu.Unlock()
		return candidate{verdict: invalid}
	}
	if !ok {
		return candidate{verdict: notSmaller}
	}
	key := sha256.Sum256([]byte(text))
	r.mu.Lock()
	if e, seen := r.cache[key]; seen {
		r.st.CacheHits++
		r.mu.Unlock()
		if e.verdict == interesting {
			if e.cx.less(r.curCx) {
				return candidate{verdict: interesting, text: text, cx: e.cx}
			}
			return candidate{verdict: notSmaller}
		}
		return candidate{verdict: e.verdict}
	}
	r.mu.Unlock()

	c := r.check(text)
	if c.verdict == invalid || c.verdict == notSmaller {
		r.mu.Lock()
		if c.verdict == invalid {
			r.st.Invalid++
		} else {
			r.st.NotSmaller++
		}
		r.cache[key] = cacheEntry{verdict: c.verdict}
		r.mu.Unlock()
		return c
	}

	r.mu.Lock()
	if r.opts.MaxTests > 0 && r.st.Tests >= r.opts.MaxTests {
		r.budgetGone = true
		r.mu.Unlock()
		return candidate{verdict: skipped}
	}
	r.st.Tests++
	r.mu.Unlock()

	yes, err := r.test(ctx, c.mod, c.text)
	c.mod = nil
	if ctx.Err() != nil {
		return candidate{verdict: skipped} // cancelled: the answer means nothing
	}
	if err != nil {
		return candidate{verdict: failed, err: err}
	}
	c.verdict = boring
	if yes {
		c.verdict = interesting
	}
	r.mu.Lock()
	r.cache[key] = cacheEntry{verdict: c.verdict, cx: c.cx}
	r.mu.Unlock()
	return c
}

// check parses and verifies a candidate's text and compares it with the
// current module.
func (r *reducer) check(text string) (c candidate) {
	defer func() {
		if recover() != nil {
			c = candidate{verdict: invalid}
		}
	}()
	m, err := ir.Parse(r.cur.Filename, []byte(text))
	if err != nil {
		return candidate{verdict: invalid}
	}
	if ir.Verify(m) != nil {
		return candidate{verdict: invalid}
	}
	cx := measure(m, len(text))
	if !cx.less(r.curCx) {
		return candidate{verdict: notSmaller}
	}
	return candidate{verdict: boring, text: text, cx: cx, mod: m}
}

// sortedKeys returns a map's keys in order (for deterministic walks).
func sortedKeys[K interface{ ~int | ~string }, V any](m map[K]V) []K {
	out := make([]K, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
