// Package conformance checks irfuzz's refinement verdicts against a
// manifest of tests with known answers: Alive2's alive-tv tests and the
// verdicts Alive2 gives them (../shared/alive2-dev/MANIFEST.tsv). It
// reports, per test and in total, where irfuzz agrees, where it raises a
// false alarm (incorrect on a test the reference proves correct), which
// incorrect tests it catches, and where it has no verdict.
package conformance

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics"
)

// The verdicts of a test: the manifest's (Correct or Incorrect) and
// irfuzz's (those, or Inconclusive).
const (
	Correct      = "correct"
	Incorrect    = "incorrect"
	Inconclusive = "inconclusive"
)

// Test is one row of a manifest: a file (or a src/tgt pair of files) and
// the verdict the reference gives it.
type Test struct {
	Path    string // the source file, or the one file with @src/@tgt pairs
	TgtPath string // the target file of a two-file test ("" for one file)
	Want    string // Correct or Incorrect
	Error   string // the reference's message for an incorrect test
}

// LoadManifest reads a manifest: tab-separated `path verdict error
// tgt_file` rows after a header line, paths relative to the manifest's
// directory, `-` for an empty field.
func LoadManifest(path string) ([]Test, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	dir := filepath.Dir(path)
	var tests []Test
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if line == 1 || strings.TrimSpace(text) == "" {
			continue // the header
		}
		cols := strings.Split(text, "\t")
		if len(cols) != 4 {
			return nil, fmt.Errorf("%s:%d: want 4 tab-separated columns (path verdict error tgt_file), found %d", path, line, len(cols))
		}
		t := Test{Path: filepath.Join(dir, cols[0]), Want: cols[1]}
		if t.Want != Correct && t.Want != Incorrect {
			return nil, fmt.Errorf("%s:%d: verdict %q: want %s or %s", path, line, cols[1], Correct, Incorrect)
		}
		if cols[2] != "-" {
			t.Error = cols[2]
		}
		if cols[3] != "-" {
			t.TgtPath = filepath.Join(dir, cols[3])
		}
		tests = append(tests, t)
	}
	return tests, sc.Err()
}

// Options bound the check of each test.
type Options struct {
	Check semantics.CheckOptions
	// Limit is the time one test may take (0: 30s). A test that reaches
	// it without a counterexample is inconclusive, its reason "time
	// limit"; a counterexample found before stands.
	Limit time.Duration
	Jobs  int // tests checked at once (0: 1)
	// Self checks each function of a test against itself (@src against
	// @src, @tgt against @tgt) instead of @src against @tgt: every test
	// is then correct (Result.Want), and an incorrect verdict is a flaw
	// of the reference semantics, which would be a false alarm wherever
	// a pass leaves such a function alone.
	Self bool
}

// Result is irfuzz's verdict on one test.
type Result struct {
	Test
	Got      string        // Correct, Incorrect or Inconclusive
	Reason   string        // why incorrect or inconclusive
	Elapsed  time.Duration // the time the check took
	TimedOut bool          // the check stopped at the time limit
}

// TimeLimit is the reason (its start) of a test that reached
// Options.Limit without a counterexample.
const TimeLimit = "time limit"

// FalseAlarm reports whether irfuzz calls incorrect a test the reference
// proves correct.
func (r *Result) FalseAlarm() bool { return r.Want == Correct && r.Got == Incorrect }

// Run checks every test, Jobs at a time, and returns the results in the
// manifest's order. Cancelling ctx stops the checks under way between
// two inputs and returns what was done: the tests not started, and those
// whose check was stopped without a counterexample, are left out. Run
// returns at most StopGrace after the cancellation: a check still in one
// long input then is left out too, and ends in the background at its
// next input.
func Run(ctx context.Context, tests []Test, opts Options) []Result {
	if opts.Limit <= 0 {
		opts.Limit = 30 * time.Second
	}
	jobs := max(opts.Jobs, 1)
	type done struct {
		i int
		r Result
	}
	// Buffered for every test, so that a worker Run no longer waits for
	// never blocks.
	results := make(chan done, len(tests))
	next := make(chan int)
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results <- done{i, check(ctx, tests[i], opts)}
			}
		}()
	}
feed:
	for i := range tests {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	finished := make(chan struct{})
	go func() { wg.Wait(); close(finished) }()
	select {
	case <-finished:
	case <-ctx.Done():
		select {
		case <-finished:
		case <-time.After(StopGrace):
		}
	}
	out := make([]Result, len(tests))
	for len(results) > 0 {
		d := <-results
		out[d.i] = d.r
	}
	n := 0
	for _, r := range out {
		if r.Got != "" {
			out[n] = r
			n++
		}
	}
	return out[:n]
}

// StopGrace is how long Run waits, once its context is cancelled, for
// the checks under way to stop.
const StopGrace = 2 * time.Second

// check gives irfuzz's verdict on one test: incorrect when some pair has
// a counterexample; else inconclusive when some pair judged no input,
// reached the time limit, or the file could not be loaded; correct
// otherwise. A check that ctx stopped without a counterexample has no
// verdict (Got "").
func check(ctx context.Context, t Test, opts Options) Result {
	start := time.Now()
	r := Result{Test: t}
	pairs, sp, tp, err := load(t)
	if err != nil {
		r.Got, r.Reason = Inconclusive, err.Error()
		r.Elapsed = time.Since(start)
		return r
	}
	tctx, cancel := context.WithTimeout(ctx, opts.Limit)
	defer cancel()
	chk := semantics.NewChecker(sp, tp, opts.Check)
	checkers := make([]*semantics.Checker, len(pairs))
	for i := range checkers {
		checkers[i] = chk
	}
	if opts.Self {
		r.Want = Correct
		srcSelf, tgtSelf := semantics.NewChecker(sp, sp, opts.Check), semantics.NewChecker(tp, tp, opts.Check)
		var self [][2]*ir.Function
		checkers = checkers[:0]
		for _, p := range pairs {
			self = append(self, [2]*ir.Function{p[0], p[0]}, [2]*ir.Function{p[1], p[1]})
			checkers = append(checkers, srcSelf, tgtSelf)
		}
		pairs = self
	}
	r.Got = Correct
	for i, p := range pairs {
		v := checkers[i].CheckContext(tctx, p[0], p[1])
		r.TimedOut = r.TimedOut || v.TimedOut && ctx.Err() == nil
		switch {
		case !v.Correct:
			r.Got, r.Reason = Incorrect, fmt.Sprintf("%s: %s", p[0].Ident(), v.Reason)
		case v.Internal != nil:
			if r.Got == Correct {
				r.Got, r.Reason = Inconclusive, fmt.Sprintf("%s: %s", p[0].Ident(), v.Internal.Error())
			}
		case ctx.Err() != nil:
			r.Got = "" // interrupted: no verdict
		case v.TimedOut:
			if r.Got == Correct {
				r.Got, r.Reason = Inconclusive, fmt.Sprintf("%s: %s stopped after %v, %d inputs judged, no counterexample", TimeLimit, p[0].Ident(), opts.Limit, v.Tried-v.Skipped)
			}
		case v.Tried == v.Skipped && !v.Vacuous:
			if r.Got == Correct {
				why := v.Inconclusive
				if why == "" {
					why = "no input was judged"
				}
				r.Got, r.Reason = Inconclusive, fmt.Sprintf("%s: %s", p[0].Ident(), why)
			}
		}
		if r.Got == Incorrect || r.Got == "" {
			break
		}
	}
	r.Elapsed = time.Since(start)
	return r
}

// load parses, verifies and loads a test's module(s) and finds its pairs.
func load(t Test) (pairs [][2]*ir.Function, sp, tp *semantics.Program, err error) {
	srcM, err := ir.ParseFileVerified(t.Path)
	if err != nil {
		return nil, nil, nil, err
	}
	tgtM := srcM
	if t.TgtPath != "" {
		if tgtM, err = ir.ParseFileVerified(t.TgtPath); err != nil {
			return nil, nil, nil, err
		}
		pairs = semantics.PairsAcross(srcM, tgtM)
	} else {
		pairs = semantics.Pairs(srcM)
	}
	if len(pairs) == 0 {
		return nil, nil, nil, fmt.Errorf("%s: no src/tgt function pairs", t.Path)
	}
	if sp, err = semantics.Load(srcM); err != nil {
		return nil, nil, nil, fmt.Errorf("load: %w", err)
	}
	tp = sp
	if tgtM != srcM {
		if tp, err = semantics.Load(tgtM); err != nil {
			return nil, nil, nil, fmt.Errorf("load: %w", err)
		}
	}
	return pairs, sp, tp, nil
}

// Summary counts a run's results against the reference.
type Summary struct {
	Tests int
	// Of the tests the reference proves correct: irfuzz agrees, raises a
	// false alarm, or has no verdict.
	CorrectAgreed, FalseAlarms, CorrectInconclusive int
	// Of the tests the reference finds incorrect: irfuzz catches them,
	// misses them (calls them correct), or has no verdict.
	Caught, Missed, IncorrectInconclusive int
	TimedOut                              int
	Median, Max                           time.Duration
}

// Summarize counts results.
func Summarize(rs []Result) Summary {
	s := Summary{Tests: len(rs)}
	var times []time.Duration
	for i := range rs {
		r := &rs[i]
		times = append(times, r.Elapsed)
		if r.TimedOut {
			s.TimedOut++
		}
		switch {
		case r.Want == Correct && r.Got == Correct:
			s.CorrectAgreed++
		case r.Want == Correct && r.Got == Incorrect:
			s.FalseAlarms++
		case r.Want == Correct:
			s.CorrectInconclusive++
		case r.Got == Incorrect:
			s.Caught++
		case r.Got == Correct:
			s.Missed++
		default:
			s.IncorrectInconclusive++
		}
	}
	if len(times) > 0 {
		slices.Sort(times)
		s.Median, s.Max = times[len(times)/2], times[len(times)-1]
	}
	return s
}

// Inconclusive is the number of tests without a verdict.
func (s Summary) Inconclusive() int { return s.CorrectInconclusive + s.IncorrectInconclusive }

// String renders the summary as three lines: false alarms, incorrect
// tests caught, and tests without a verdict, with the times.
func (s Summary) String() string {
	pct := func(n, of int) float64 {
		if of == 0 {
			return 0
		}
		return 100 * float64(n) / float64(of)
	}
	correct, incorrect := s.CorrectAgreed+s.FalseAlarms+s.CorrectInconclusive, s.Caught+s.Missed+s.IncorrectInconclusive
	return fmt.Sprintf("false alarms: %d of %d correct tests (agreed %d, inconclusive %d)\n"+
		"incorrect caught: %d of %d (%.1f%%; missed %d, inconclusive %d)\n"+
		"inconclusive: %d of %d (%.1f%%); time per test: median %v, max %v, %d stopped at the limit\n",
		s.FalseAlarms, correct, s.CorrectAgreed, s.CorrectInconclusive,
		s.Caught, incorrect, pct(s.Caught, incorrect), s.Missed, s.IncorrectInconclusive,
		s.Inconclusive(), s.Tests, pct(s.Inconclusive(), s.Tests), s.Median.Round(time.Millisecond), s.Max.Round(time.Millisecond), s.TimedOut)
}
