package parallel

import (
	"sync/atomic"
	"testing"
)

func TestEach(t *testing.T) {
	for _, tc := range []struct{ n, jobs int }{{0, 2}, {1, 1}, {10, 3}, {5, 0}, {4, 10}} {
		var running, peak atomic.Int32
		done := make([]bool, tc.n)
		Each(tc.n, tc.jobs, func(i int) {
			r := running.Add(1)
			for {
				p := peak.Load()
				if r <= p || peak.CompareAndSwap(p, r) {
					break
				}
			}
			done[i] = true
			running.Add(-1)
		})
		for i, d := range done {
			if !d {
				t.Errorf("n=%d jobs=%d: iteration %d did not run", tc.n, tc.jobs, i)
			}
		}
		if lim := int32(max(tc.jobs, 1)); peak.Load() > lim {
			t.Errorf("n=%d jobs=%d: %d calls at once, at most %d allowed", tc.n, tc.jobs, peak.Load(), lim)
		}
	}
}
