package semantics

import (
	"strconv"
	"strings"
	"testing"
)

// TestParseCInt checks strtol's parse against C11 7.22.1.4's rules.
func TestParseCInt(t *testing.T) {
	for _, c := range []struct {
		s         string
		base      int
		n         int
		mag       uint64
		neg, over bool
	}{
		{"  -42x", 0, 5, 42, true, false},
		{"0x1f", 0, 4, 31, false, false},
		{"0x1f", 16, 4, 31, false, false},
		{"0xz", 0, 1, 0, false, false},  // "0", the x is not a prefix
		{"0xz", 16, 1, 0, false, false}, // idem
		{"0777", 0, 4, 511, false, false},
		{"zz", 36, 2, 1295, false, false},
		{"zz", 10, 0, 0, false, false},
		{"+", 10, 0, 0, false, false},
		{"\t\n\v\f\r 7", 10, 7, 7, false, false},
		{"18446744073709551616", 10, 20, 0, false, true},
	} {
		n, mag, neg, over := parseCInt([]byte(c.s), c.base)
		if n != c.n || mag != c.mag || neg != c.neg || over != c.over {
			t.Errorf("parseCInt(%q, %d) = %d, %d, %v, %v; want %d, %d, %v, %v", c.s, c.base, n, mag, neg, over, c.n, c.mag, c.neg, c.over)
		}
	}
	for _, c := range []struct {
		mag               uint64
		neg, over, signed bool
		w                 uint32
		want              uint64
		erange            bool
	}{
		{1 << 63, true, false, true, 64, 1 << 63, false},
		{1<<63 + 1, true, false, true, 64, 1 << 63, true},
		{1 << 63, false, false, true, 64, 1<<63 - 1, true},
		{1 << 31, false, false, true, 32, 1<<31 - 1, true},
		{1, true, false, false, 64, ^uint64(0), false},
		{5, false, true, false, 64, ^uint64(0), true},
		{1 << 32, false, false, false, 32, 1<<32 - 1, true},
	} {
		got, erange := clampCInt(c.mag, c.neg, c.over, c.signed, c.w)
		if got != c.want || erange != c.erange {
			t.Errorf("clampCInt(%d, %v, %v, %v, %d) = %d, %v; want %d, %v", c.mag, c.neg, c.over, c.signed, c.w, got, erange, c.want, c.erange)
		}
	}
}

// FuzzParseCInt checks that any input parses without a panic, within
// its bytes, and as strconv does for plain decimal and hex numbers.
func FuzzParseCInt(f *testing.F) {
	for _, s := range []string{"12", "-0x7f", " +077", "0x", "zz"} {
		f.Add(s, 0)
	}
	f.Fuzz(func(t *testing.T, s string, base int) {
		base = ((base % 37) + 37) % 37
		if base == 1 {
			base = 10
		}
		n, mag, neg, over := parseCInt([]byte(s), base)
		if n < 0 || n > len(s) {
			t.Fatalf("parseCInt(%q) used %d bytes", s, n)
		}
		if (base == 10 || base == 16) && n == len(s) && n > 0 && !neg && !over && !strings.ContainsAny(s, " \t\n\v\f\r+xX") {
			want, err := strconv.ParseUint(s, base, 64)
			if err == nil && want != mag {
				t.Fatalf("parseCInt(%q, %d) = %d, strconv says %d", s, base, mag, want)
			}
		}
	})
}
