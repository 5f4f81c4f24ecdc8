package median

import (
	"testing"
	"time"
)

func TestOf(t *testing.T) {
	for _, tc := range []struct {
		in   []float64
		want float64
	}{{nil, 0}, {[]float64{3}, 3}, {[]float64{5, 1, 3}, 3}, {[]float64{4, 1, 3, 2}, 2.5}} {
		if got := Of(tc.in); got != tc.want {
			t.Errorf("Of(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
	if got := Of([]time.Duration{3, 1, 2}); got != 2 {
		t.Errorf("durations: %v", got)
	}
	xs := []float64{2, 1}
	Of(xs)
	if xs[0] != 2 {
		t.Error("Of sorted its argument")
	}
}
