package ir

import (
	"math/big"
	"testing"
)

// TestDecimal64: the fast path of integer literals gives the value modulo
// 2^w that NewIntBig gives, for every width up to 64, and leaves what does
// not fit in 64 bits to math/big.
func TestDecimal64(t *testing.T) {
	for _, tc := range []struct {
		text string
		fits bool
	}{
		{"0", true}, {"-0", true}, {"+7", true}, {"1", true}, {"-1", true}, {"255", true}, {"-128", true},
		{"123456789012345678", true}, {"-123456789012345678", true},
		{"9223372036854775807", true}, {"-9223372036854775808", true}, {"9223372036854775808", true},
		{"18446744073709551615", true}, {"-18446744073709551615", true},
		{"18446744073709551616", false}, {"-18446744073709551616", false}, {"99999999999999999999", false},
		{"100000000000000000000", false}, {"", false}, {"-", false}, {"12a", false},
	} {
		got, ok := decimal64([]byte(tc.text))
		if ok != tc.fits {
			t.Errorf("decimal64(%q) ok = %v, want %v", tc.text, ok, tc.fits)
			continue
		}
		if !ok {
			continue
		}
		v, _ := new(big.Int).SetString(tc.text, 10)
		for _, w := range []uint32{1, 7, 8, 16, 32, 33, 63, 64} {
			if want := NewIntBig(Int(w), v).Int; got&WidthMask(w) != want {
				t.Errorf("decimal64(%q) mod 2^%d = %#x, NewIntBig gives %#x", tc.text, w, got&WidthMask(w), want)
			}
		}
	}
}
