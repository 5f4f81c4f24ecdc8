package cformat

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestErrors(t *testing.T) {
	tests := []struct {
		f           string
		args        []any
		unsupported bool
		index       int
		msg         string // substring of the message
	}{
		{"%d", nil, false, 0, "missing"},
		{"%d %d", []any{1}, false, 3, "missing"},
		{"%*d", []any{1}, false, 0, "missing"},
		{"%.*d", nil, false, 0, "'*' precision"},
		{"%d", []any{1.5}, false, 0, "wants an integer"},
		{"%d", []any{int64(1)}, false, 0, "wants 4 bytes"},
		{"%ld", []any{1}, false, 0, "wants 8 bytes"},
		{"%f", []any{1}, false, 0, "wants a double"},
		{"%s", []any{1}, false, 0, "wants a string"},
		{"%p", []any{"x"}, false, 0, "wants a pointer"},
		{"%hhf", []any{1.0}, false, 0, "length modifier hh"},
		{"%zf", []any{1.0}, false, 0, "length modifier z"},
		{"%lp", []any{Ptr(1)}, false, 0, "length modifier l"},
		{"%hs", []any{"x"}, false, 0, "length modifier h"},
		{"%Ld", []any{1}, false, 0, "length modifier L"},
		{"%n", []any{Ptr(1)}, true, 0, "%n"},
		{"ab%hhn", []any{Ptr(1)}, true, 2, "%n"},
		{"%ls", []any{"x"}, true, 0, "wide"},
		{"%lc", []any{1}, true, 0, "wide"},
		{"%S", []any{"x"}, true, 0, "wide"},
		{"%Lf", []any{1.0}, true, 0, "long double"},
		{"%m", nil, true, 0, "%m"},
		{"%1$d", []any{1}, true, 0, "positional"},
		{"%*1$d", []any{1, 2}, true, 0, "positional"},
		{"abc%", nil, false, 3, "incomplete"},
		{"%-", nil, false, 0, "incomplete"},
		{"%5.", nil, false, 0, "incomplete"},
		{"%ll", nil, false, 0, "incomplete"},
		{"%q", nil, false, 0, "invalid conversion"},
		{"%qd", []any{int64(1)}, false, 0, "invalid conversion"},
		{"%lld %y", []any{int64(1)}, false, 5, "invalid conversion"},
		{"%\x01", nil, false, 0, "0x01"},
		{"%5%", nil, false, 0, "%%"},
		{"%#d", []any{1}, false, 0, "'#'"},
		{"%#s", []any{"x"}, false, 0, "'#'"},
		{"%05s", []any{"x"}, false, 0, "'0'"},
		{"%0c", []any{1}, false, 0, "'0'"},
		{"%.3c", []any{1}, false, 0, "precision"},
		{"%.3p", []any{Ptr(1)}, false, 0, "precision"},
		{"%2000000d", []any{1}, true, 0, "larger"},
		{"%99999999999999999999d", []any{1}, true, 0, "larger"},
		{"%.2000000f", []any{1.0}, true, 0, "larger"},
		{"%*d", []any{-2000000, 1}, true, 0, "larger"},
	}
	for _, tc := range tests {
		out, err := Format([]byte(tc.f), NewArgList(tc.args...))
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("Format(%q): got %q, %v; want an *Error", tc.f, out, err)
			continue
		}
		if e.Unsupported != tc.unsupported || e.Index != tc.index || !strings.Contains(e.Msg, tc.msg) {
			t.Errorf("Format(%q): error %v (index %d, unsupported %v); want index %d, unsupported %v, message containing %q",
				tc.f, e, e.Index, e.Unsupported, tc.index, tc.unsupported, tc.msg)
		}
	}
	// Many large fields exceed MaxOutput.
	f := strings.Repeat("%1000000d", 20)
	args := make([]any, 20)
	for i := range args {
		args[i] = 1
	}
	if _, err := Format([]byte(f), NewArgList(args...)); err == nil || !strings.Contains(err.Error(), "output longer") {
		t.Errorf("20 fields of 1e6 bytes: got error %v, want output too long", err)
	}
	// A NUL ends the format.
	if out, err := Format([]byte("a\x00%d"), NewArgList()); err != nil || string(out) != "a" {
		t.Errorf("NUL in format: got %q, %v", out, err)
	}
}

// ConformanceFormats are further seeds for FuzzFormat: the short formats of
// the conformance cases. The external test package fills it in (see
// conformance_test.go), as this package cannot import cformatcases.
var ConformanceFormats []string

// fuzzArgs supplies plausible arguments, failing after n of them.
type fuzzArgs struct {
	state uint64
	n     int
}

func (a *fuzzArgs) rand() (uint64, error) {
	if a.n <= 0 {
		return 0, errors.New("no more arguments")
	}
	a.n--
	a.state = a.state*6364136223846793005 + 1442695040888963407
	return a.state, nil
}

func (a *fuzzArgs) Int(size int, signed bool) (uint64, error) {
	v, err := a.rand()
	v >>= v & 63
	if size == 4 {
		if signed {
			return uint64(int64(int32(v))), err
		}
		return uint64(uint32(v)), err
	}
	return v, err
}

func (a *fuzzArgs) Double() (float64, error) {
	v, err := a.rand()
	return math.Float64frombits(v), err
}

func (a *fuzzArgs) String(max int) ([]byte, error) {
	v, err := a.rand()
	b := []byte("plausible string\xff")[:v%18]
	if max >= 0 && len(b) > max {
		b = b[:max]
	}
	return b, err
}

func (a *fuzzArgs) Pointer() (uint64, error) {
	v, err := a.rand()
	if v&3 == 0 {
		v = 0
	}
	return v, err
}

func FuzzFormat(f *testing.F) {
	seeds := []string{"%d", "%5.3f|%-#x|%+g", "%*.*e", "%.1000000f", "%999999999d", "%hh", "%lls%", "%#.0a%A%p%c%s%%", "%1$d"}
	seeds = append(seeds, ConformanceFormats...)
	for i, s := range seeds {
		f.Add([]byte(s), uint64(i), uint8(8))
	}
	f.Fuzz(func(t *testing.T, format []byte, seed uint64, n uint8) {
		out, err := Format(format, &fuzzArgs{state: seed, n: int(n)})
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
		}
		// Each conversion prints at most about MaxWidth bytes (plus the
		// integer digits of a double), and Format stops after MaxOutput.
		if len(out) > MaxOutput+MaxWidth+400 {
			t.Fatalf("output of %d bytes", len(out))
		}
	})
}
