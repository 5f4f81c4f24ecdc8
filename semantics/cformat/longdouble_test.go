package cformat

import (
	"fmt"
	"testing"
)

// ldArgs supplies long double arguments as x87 encodings.
type ldArgs struct {
	ArgList
}

// ld80 is an x87 long double encoding.
type ld80 struct {
	mant uint64
	se   uint16
}

func (a *ldArgs) LongDouble() (uint64, uint16, error) {
	v, n, err := a.take()
	if err != nil {
		return 0, 0, err
	}
	x, ok := v.(ld80)
	if !ok {
		return 0, 0, fmt.Errorf("argument %d is not a long double", n)
	}
	return x.mant, x.se, nil
}

// TestLongDouble checks %L conversions against what glibc printed for the
// same values (clang-22 -O0 on x86-64).
func TestLongDouble(t *testing.T) {
	third := ld80{0xAAAAAAAAAAAAAAAB, 0x3FFD}
	for _, c := range []struct {
		format string
		arg    ld80
		want   string
	}{
		{"%Lf", third, "0.333333"},
		{"%.20Lf", third, "0.33333333333333333334"},
		{"%Le", third, "3.333333e-01"},
		{"%.18Lg", third, "0.333333333333333333"},
		{"%La", third, "0xa.aaaaaaaaaaaaaabp-5"},
		{"%LA", ld80{0xC000000000000000, 0xC000}, "-0XCP-2"},
		{"%La", ld80{0, 0}, "0x0p+0"},
		{"%La", ld80{0x0000000663278E62, 0}, "0x0.000000663278e62p-16385"},
		{"%Le", ld80{0x0000000663278E62, 0}, "1.000000e-4940"},
		{"%+12.4Lf", ld80{0xC000000000000000, 0x4000}, "     +3.0000"},
		{"%012.3Lg", third, "00000000.333"},
		{"%#.0Le", ld80{0x8000000000000000, 0x3FFF}, "1.e+00"},
		{"%Lg", ld80{0x8000000000000000, 0x7FFF}, "inf"},
		{"%LG", ld80{0x8000000000000000, 0xFFFF}, "-INF"},
		{"%Lf", ld80{0xC000000000000000, 0x7FFF}, "nan"},
	} {
		got, err := Format([]byte(c.format), &ldArgs{ArgList{Vals: []any{c.arg}}})
		if err != nil || string(got) != c.want {
			t.Errorf("%s of %04x%016x = %q, %v; want %q", c.format, c.arg.se, c.arg.mant, got, err, c.want)
		}
	}
	// An unnormal, and a %La precision that rounds, are unsupported.
	for _, c := range []struct {
		format string
		arg    ld80
	}{{"%Lf", ld80{0x4000000000000000, 0x3FFF}}, {"%.2La", third}} {
		_, err := Format([]byte(c.format), &ldArgs{ArgList{Vals: []any{c.arg}}})
		if e, ok := err.(*Error); !ok || !e.Unsupported {
			t.Errorf("%s of %04x%016x: %v, want unsupported", c.format, c.arg.se, c.arg.mant, err)
		}
	}
}
