package oracle

import (
	"testing"
	"time"

	"github.com/irfuzz/irfuzz/native"
)

// TestStarved: a timeout is a hang only when the tool used the processor
// for a good part of the time it was given.
func TestStarved(t *testing.T) {
	for _, tc := range []struct {
		r    native.Result
		want bool
	}{
		{native.Result{TimedOut: true, Wall: 60 * time.Second, CPU: 2300 * time.Millisecond}, true},
		{native.Result{TimedOut: true, Wall: 60 * time.Second, CPU: 59 * time.Second}, false},
		{native.Result{TimedOut: true, Wall: 60 * time.Second}, false}, // CPU not measured
		{native.Result{Wall: 60 * time.Second, CPU: time.Second}, false},
	} {
		if got := starved(&tc.r); got != tc.want {
			t.Errorf("starved(timed out %v, wall %v, cpu %v) = %v, want %v", tc.r.TimedOut, tc.r.Wall, tc.r.CPU, got, tc.want)
		}
	}
}
