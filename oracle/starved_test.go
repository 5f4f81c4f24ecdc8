package oracle

import (
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/native"
)

// TestStarved: a timed-out tool that worked, but for a small part of its
// time, was starved by the machine's load (it is run again); one that
// used almost no processor time waited (a hang, as TestTimeout's sleep).
func TestStarved(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		r    native.Result
		want bool
	}{
		{native.Result{TimedOut: true, Wall: 60 * time.Second, CPU: 2300 * time.Millisecond}, true},
		{native.Result{TimedOut: true, Wall: 60 * time.Second, CPU: 59 * time.Second}, false},
		{native.Result{TimedOut: true, Wall: 60 * time.Second}, false},
		{native.Result{TimedOut: true, Wall: 2 * time.Second, CPU: 3 * time.Millisecond}, false},
		{native.Result{Wall: 60 * time.Second, CPU: time.Second}, false},
	} {
		if got := starved(&tc.r); got != tc.want {
			t.Errorf("starved(timed out %v, wall %v, cpu %v) = %v, want %v", tc.r.TimedOut, tc.r.Wall, tc.r.CPU, got, tc.want)
		}
	}
}
