// Package median computes the median of a sample, the figure irfuzz
// reports for timings (a noisy machine's mean says little).
package median

import "slices"

// Of is the median of xs (the mean of the two middle values for an even
// count), 0 for none. xs is not changed.
func Of[T ~float64 | ~int64](xs []T) T {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
