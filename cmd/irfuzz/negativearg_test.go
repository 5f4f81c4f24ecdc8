package main

import "testing"

// TestNegativeArg: the arguments exec shields from the flag parser are the
// negative numbers (as the regexp ^-(\d|\.\d|inf$|nan$) it replaces said).
func TestNegativeArg(t *testing.T) {
	for _, tc := range []struct {
		arg  string
		want bool
	}{
		{"-1", true}, {"-0.5", true}, {"-.5", true}, {"-9abc", true}, {"-inf", true}, {"-nan", true},
		{"", false}, {"-", false}, {"-.", false}, {"-.x", false}, {"-infx", false}, {"-nanx", false},
		{"-in", false}, {"-f", false}, {"--json", false}, {"1", false}, {"x-1", false},
	} {
		if got := negativeArg(tc.arg); got != tc.want {
			t.Errorf("negativeArg(%q) = %v, want %v", tc.arg, got, tc.want)
		}
	}
}
