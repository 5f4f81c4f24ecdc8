// Package parallel runs the iterations of a loop on a bounded number of
// goroutines, the way irfuzz's commands spread independent work (corpus
// cases, bugs to report) over --jobs.
package parallel

import "sync"

// Each calls do(i) for every i in [0, n), at most jobs calls at a time
// (at least one), and returns when all have returned. Calls start in the
// order of i; each writes its own results (a slot of a slice indexed by
// i), so the outcome does not depend on the order they end in.
func Each(n, jobs int, do func(i int)) {
	sem := make(chan struct{}, max(jobs, 1))
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			do(i)
		}()
	}
	wg.Wait()
}
