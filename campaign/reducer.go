package campaign

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/irfuzz/irfuzz/finding"
	"github.com/irfuzz/irfuzz/internal/median"
	"github.com/irfuzz/irfuzz/oracle"
	"github.com/irfuzz/irfuzz/reduce"
)

// ReduceConfig is how a campaign reduces its findings in the background.
type ReduceConfig struct {
	// Enabled turns background reduction on.
	Enabled bool
	// Share is the part of the campaign's job time (duration × jobs) that
	// reductions may take while the campaign fuzzes (default 0.3). Each
	// reduction runs in one of the Jobs slots, on up to Share × Jobs
	// slots at once (at least one), so the fuzzing goes on in the others
	// and never stops. The budget starts with one PerFinding in hand:
	// the first minutes bring a burst of findings, which would otherwise
	// wait for the share to build up.
	Share float64
	// PerFinding bounds one reduction (default 5 minutes); a reduction
	// cut short keeps the smallest module found until then.
	PerFinding time.Duration
	// Tail is how long the campaign goes on reducing, on every slot, the
	// findings still waiting when the fuzzing ends (default: a tenth of
	// the duration, at least two minutes; negative: not at all).
	Tail time.Duration
	// Known maps the fingerprints of known bugs, in finding.KnownKey's
	// form (open regression-corpus
	// cases) to their names: a finding reduced to one of them is counted
	// as known.
	Known map[string]string
	// Releases, when set, gives the release range of a finding directory
	// (rangecheck.CampaignHook, set by the CLI when more than one
	// supported LLVM release is installed): it is called once a
	// reduction has succeeded, under the campaign's context and
	// ReleasesLimit, and what it returns goes into finding.json. Its
	// failures (an error, a panic, the limit) are recorded there, never
	// the campaign's.
	Releases func(ctx context.Context, dir string) *finding.Releases
	// ReleasesLimit bounds one Releases call (default 5 minutes).
	ReleasesLimit time.Duration
}

func (rc *ReduceConfig) complete(duration time.Duration) {
	if rc.Share <= 0 {
		rc.Share = 0.3
	}
	if rc.PerFinding <= 0 {
		rc.PerFinding = 5 * time.Minute
	}
	if rc.Tail == 0 {
		rc.Tail = max(duration/10, 2*time.Minute)
	}
	if rc.ReleasesLimit <= 0 {
		rc.ReleasesLimit = 5 * time.Minute
	}
}

// reducer reduces the findings a campaign stores in the campaign's worker
// slots (as many at once as parallel says), within the budget of
// ReduceConfig.Share, and then the rest in the tail.
type reducer struct {
	c     *run
	cfg   ReduceConfig
	slots chan struct{} // the campaign's worker slots (shared with the workers)
	start time.Time
	// reduceOne reduces one finding (reduceFinding; a test's fake).
	reduceOne func(ctx context.Context, f *finding.Finding) (*finding.Reduction, error)

	mu      sync.Mutex
	queue   []*finding.Finding
	wake    chan struct{}
	end     chan struct{}                  // closed when the reducer is done (finished)
	used    time.Duration                  // reduction time so far, of the reductions that ended
	running map[*finding.Finding]time.Time // the reductions going on, from when
	bugs    map[string]*finding.Bug
	order   []string
	waits   []float64 // native: seconds from found to reduced
	takes   []float64 // native: seconds the reduction took
	done    int
	failed  int
	known   int
}

func newReducer(c *run, slots chan struct{}) *reducer {
	rc := c.cfg.Reduce
	rc.complete(c.cfg.Duration)
	r := &reducer{c: c, cfg: rc, slots: slots, start: time.Now(), wake: make(chan struct{}, 1), end: make(chan struct{}),
		bugs: map[string]*finding.Bug{}, running: map[*finding.Finding]time.Time{}}
	r.reduceOne = r.reduceFinding
	return r
}

// parallel is how many reductions may run at once while the campaign
// fuzzes: Share × Jobs slots, at least one.
func (r *reducer) parallel() int {
	return max(1, int(r.cfg.Share*float64(r.c.cfg.Jobs)))
}

// resume queues the findings a resumed campaign stored before and did not
// reduce, and counts those it did.
func (r *reducer) resume(dir string) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	var todo []*finding.Finding
	for _, e := range ents {
		f, err := finding.Load(filepath.Join(dir, e.Name()))
		if err != nil || strings.HasPrefix(e.Name(), ".tmp-") {
			continue
		}
		if f.Reduction == nil || strings.HasPrefix(f.Reduction.Failed, notReduced) {
			todo = append(todo, f)
			continue
		}
		r.count(f, f.Reduction, -1)
	}
	r.add(todo)
}

// notReduced begins the Failed note of a finding the campaign had no time
// to reduce.
const notReduced = "not reduced: "

// finished marks the reducer done; wait waits for that.
func (r *reducer) finished() { close(r.end) }
func (r *reducer) wait()     { <-r.end }

// add queues the stored findings of a module.
func (r *reducer) add(fs []*finding.Finding) {
	r.mu.Lock()
	n := len(r.queue)
	for _, f := range fs {
		if f.Dir != "" && f.Kind != finding.KindInternal && f.Kind != finding.KindTimeout && f.Kind != finding.KindPolicy {
			r.queue = append(r.queue, f)
		}
	}
	grew := len(r.queue) > n
	r.mu.Unlock()
	if grew {
		select {
		case r.wake <- struct{}{}:
		default:
		}
	}
}

// next takes the next finding to reduce, nil when none waits: the
// oldest miscompile first (a crash's fingerprint is its signature, so its
// reduction only makes the report smaller), native ones before IR-level
// ones (their reductions take longest to run).
func (r *reducer) next() *finding.Finding {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.queue) == 0 {
		return nil
	}
	k := 0
	for _, kind := range []string{finding.KindNative, finding.KindIR} {
		if i := slices.IndexFunc(r.queue, func(f *finding.Finding) bool { return f.Kind == kind }); i >= 0 {
			k = i
			break
		}
	}
	f := r.queue[k]
	r.queue = slices.Delete(r.queue, k, k+1)
	return f
}

// inBudget reports whether reductions (those that ended and those going
// on) have used less than their share of the job time so far, plus the
// starting allowance of one PerFinding.
func (r *reducer) inBudget() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	now := time.Now()
	used := r.used
	for _, began := range r.running {
		used += now.Sub(began)
	}
	jobTime := now.Sub(r.start) * time.Duration(r.c.cfg.Jobs)
	return float64(used) < r.cfg.Share*float64(jobTime)+float64(r.cfg.PerFinding)
}

// during reduces while the campaign fuzzes, on up to parallel slots and
// within the budget, until the fuzzing ends; the reductions begun go on
// (under ctx) past that end, and during returns when they have.
func (r *reducer) during(ctx, fuzzing context.Context) {
	tick := time.NewTicker(5 * time.Second)
	defer tick.Stop()
	var wg sync.WaitGroup
	defer wg.Wait()
	going := make(chan struct{}, r.parallel()) // one token per reduction going on
	ended := make(chan struct{}, 1)
	for fuzzing.Err() == nil {
		if len(going) < cap(going) && r.inBudget() {
			if f := r.next(); f != nil {
				select {
				case r.slots <- struct{}{}:
				case <-fuzzing.Done():
					r.requeue(f)
					return
				}
				going <- struct{}{}
				wg.Add(1)
				go func() {
					defer wg.Done()
					r.reduce(ctx, f)
					<-r.slots
					<-going
					select {
					case ended <- struct{}{}:
					default:
					}
				}()
				continue
			}
		}
		select {
		case <-fuzzing.Done():
		case <-r.wake:
		case <-ended:
		case <-tick.C:
		}
	}
}

// tail reduces what is left when the fuzzing has ended, on every slot,
// until the queue is empty or the tail's time is up; what is left then is
// recorded as not reduced.
func (r *reducer) tail(ctx context.Context) {
	if r.cfg.Tail > 0 {
		tctx, cancel := context.WithTimeout(ctx, r.cfg.Tail)
		defer cancel()
		var wg sync.WaitGroup
		for range r.c.cfg.Jobs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for tctx.Err() == nil {
					f := r.next()
					if f == nil {
						return
					}
					r.reduce(tctx, f)
				}
			}()
		}
		wg.Wait()
	}
	for f := r.next(); f != nil; f = r.next() {
		r.record(f, &finding.Reduction{Done: time.Now().UTC().Truncate(time.Second), Failed: notReduced + "the campaign's reduction time ran out"}, 0)
	}
}

func (r *reducer) requeue(f *finding.Finding) {
	r.mu.Lock()
	r.queue = append([]*finding.Finding{f}, r.queue...)
	r.mu.Unlock()
}

// reduce reduces one finding, under ctx and the per-finding limit.
func (r *reducer) reduce(ctx context.Context, f *finding.Finding) {
	began := time.Now()
	r.mu.Lock()
	r.running[f] = began
	r.mu.Unlock()
	rctx, cancel := context.WithTimeoutCause(ctx, r.cfg.PerFinding, fmt.Errorf("the campaign's limit of %s a reduction", r.cfg.PerFinding))
	defer cancel()
	res, err := r.reduceOne(rctx, f)
	var rels *finding.Releases
	if err == nil && res != nil && res.Failed == "" {
		rels = r.releases(ctx, f)
	}
	took := time.Since(began)
	r.mu.Lock()
	r.used += took
	delete(r.running, f)
	r.mu.Unlock()
	red := &finding.Reduction{Done: time.Now().UTC().Truncate(time.Second), Seconds: took.Seconds()}
	switch {
	case err != nil:
		red.Failed = err.Error()
	case res != nil:
		red = res
	}
	f.Releases = rels
	// The reduction wrote report.md before the range was known.
	if err := reduce.SetReleases(f.Dir, rels); err != nil {
		r.c.addError(fmt.Sprintf("release range of %s: %v", filepath.Base(f.Dir), err))
	}
	r.record(f, red, time.Since(f.Found).Seconds())
}

// releases is the release range of reduced finding f (nil without a
// Releases hook); a failure of the hook is its Error.
func (r *reducer) releases(ctx context.Context, f *finding.Finding) (rels *finding.Releases) {
	if r.cfg.Releases == nil {
		return nil
	}
	defer func() {
		if p := recover(); p != nil {
			rels = &finding.Releases{Error: fmt.Sprintf("internal error: %v", p)}
		}
	}()
	rctx, cancel := context.WithTimeout(ctx, r.cfg.ReleasesLimit)
	defer cancel()
	rels = r.cfg.Releases(rctx, f.Dir)
	if rels == nil {
		rels = &finding.Releases{Error: "no release range"}
	}
	if err := rctx.Err(); err != nil && rels.Error == "" {
		rels.Error = fmt.Sprintf("cut short: %v", err)
	}
	return rels
}

// reduceFinding reduces f with the campaign's toolchain, in one job (the
// slot it runs in), in a scratch directory under the campaign's.
func (r *reducer) reduceFinding(ctx context.Context, f *finding.Finding) (*finding.Reduction, error) {
	work := filepath.Join(r.c.orc.Config().WorkDir, "reduce")
	os.MkdirAll(work, 0o755)
	oc := oracle.Config{Toolchain: r.c.orc.Config().Toolchain, WorkDir: work}
	res, err := reduce.ReduceFinding(ctx, f.Dir, reduce.FindingOptions{Options: reduce.Options{Jobs: 1}, Config: oc})
	if err != nil {
		return nil, err
	}
	return res.Reduction, nil
}

// record files a reduction: the bug it shows (known, a repeat of one
// reduced before, or new), in finding.json and the campaign's counts.
func (r *reducer) record(f *finding.Finding, red *finding.Reduction, wait float64) {
	r.count(f, red, wait)
	f.Reduction = red
	if err := finding.WriteJSON(f.Dir, f); err != nil {
		r.c.addError(fmt.Sprintf("reduction of %s: %v", filepath.Base(f.Dir), err))
	}
}

// count counts a reduction of f (wait < 0: one of an earlier run) and
// notes in red whether its bug is known or was reduced before.
func (r *reducer) count(f *finding.Finding, red *finding.Reduction, wait float64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if red.Failed != "" {
		r.failed++
		return
	}
	r.done++
	if f.Kind == finding.KindNative && wait >= 0 {
		r.waits = append(r.waits, wait)
		r.takes = append(r.takes, red.Seconds)
	}
	red.Known = r.cfg.Known[finding.KnownKey(red.Fingerprint)]
	b := r.bugs[red.Fingerprint]
	if b == nil {
		b = &finding.Bug{Fingerprint: red.Fingerprint, Kind: f.Kind, Signature: f.Signature, Dir: filepath.Base(f.Dir),
			Skeleton: red.Skeleton, Size: red.Size, Known: red.Known}
		r.bugs[red.Fingerprint] = b
		r.order = append(r.order, red.Fingerprint)
	} else if b.Dir != filepath.Base(f.Dir) {
		red.SameAs = b.Dir
	}
	b.Findings++
	if red.Known != "" {
		r.known++
	}
}

// fill writes the reduction's counts into a summary snapshot.
func (r *reducer) fill(s *finding.Summary) {
	r.mu.Lock()
	defer r.mu.Unlock()
	s.Reduced, s.ReduceFailed, s.ReducePending = r.done, r.failed, len(r.queue)+len(r.running)
	s.ReduceSeconds = r.used.Seconds()
	s.KnownFindings = r.known
	s.Bugs = nil
	for _, fp := range r.order {
		s.Bugs = append(s.Bugs, *r.bugs[fp])
	}
	s.NativeReduceMedian = median.Of(r.takes)
	s.NativeWaitMedian = median.Of(r.waits)
}
