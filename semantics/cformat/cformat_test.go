package cformat

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

type fcase struct {
	f    string
	args []any
}

func (c fcase) String() string {
	var as []string
	for _, a := range c.args {
		as = append(as, fmt.Sprintf("%T(%#v)", a, a))
	}
	return fmt.Sprintf("printf(%q, %s)", c.f, strings.Join(as, ", "))
}

var (
	negZero = math.Copysign(0, -1)
	negNaN  = math.Copysign(math.NaN(), -1)
)

// conformanceCases returns the cases compared against the host C library.
func conformanceCases() []fcase {
	var cs []fcase
	add := func(f string, args ...any) { cs = append(cs, fcase{f, args}) }

	// Plain text and %%.
	add("")
	add("hello, world\n")
	add("100%%")
	add("%%%d%%", 5)
	add("\x01\xff\t")

	// Signed int conversions: flags x width x precision.
	intVals := []int32{0, 1, -1, 42, -42, math.MinInt32, math.MaxInt32}
	for _, fl := range []string{"", "-", "+", " ", "0", "-+", "+ ", "0+", "-0", " 0", "0 -"} {
		for _, wp := range []string{"", "8", ".0", ".3", "8.3", "12.0", "1.12"} {
			for _, conv := range []string{"d", "i"} {
				if conv == "i" && (wp == "8.3" || wp == "1.12") {
					continue
				}
				f := "[%" + fl + wp + conv + "]"
				for _, v := range intVals {
					if fl != "" && wp != "" && v != -42 && v != 0 && v != 42 {
						continue
					}
					add(f, v)
				}
			}
		}
	}
	// Unsigned conversions.
	uVals := []uint32{0, 1, 8, 255, 0x80, 0xdeadbeef, math.MaxUint32}
	for _, fl := range []string{"", "-", "#", "0", "#0", "-#", "+ "} {
		for _, wp := range []string{"", "10", ".0", ".5", "10.5", "3.0"} {
			for _, conv := range []string{"u", "o", "x", "X"} {
				if conv == "u" && strings.Contains(fl, "#") {
					continue // undefined
				}
				f := "[%" + fl + wp + conv + "]"
				for _, v := range uVals {
					if (fl != "" || wp != "") && v != 0 && v != 8 && v != 0xdeadbeef {
						continue
					}
					add(f, v)
				}
			}
		}
	}
	// Length modifiers.
	for _, v := range []int32{0, 127, 128, 255, 256, 0x80, -1, -128, -129, 65535, 32768, -32769, 0x12345678} {
		add("%hhd %hhi %hhu %hhx %hhX %hho", v, v, v, v, v, v)
		add("%hd %hi %hu %hx %hX %ho", v, v, v, v, v, v)
	}
	add("%hhu %hu", uint8(255), uint16(65535))
	add("%hhd %hd", int8(-1), int16(-1))
	add("%#hhx %#hx %#hho", int32(-1), int32(-1), int32(0x100))
	for _, v := range []int64{0, 1, -1, math.MinInt64, math.MaxInt64, 1 << 40, -1 << 33} {
		add("%ld %li %lld %lli %jd %zd %td", v, v, v, v, v, v, v)
		add("[%25ld] [%-25lld] [%+jd] [% td] [%025zd] [%.20ld]", v, v, v, v, v, v)
	}
	for _, v := range []uint64{0, 1, math.MaxUint64, 1 << 63, 0x0123456789abcdef} {
		add("%lu %lx %lX %lo %llu %llx %llX %llo", v, v, v, v, v, v, v, v)
		add("%zu %zx %ju %jo %tu %tx", v, v, v, v, v, v)
		add("[%#lx] [%#llo] [%#25lX] [%-#25llx] [%#025lx] [%#.20lo]", v, v, v, v, v, v)
	}
	// '*' width and precision.
	add("[%*d]", 5, int32(42))
	add("[%*d]", -5, int32(42))
	add("[%-*d]", -5, int32(42))
	add("[%*d]", 0, int32(42))
	add("[%.*d]", 5, int32(42))
	add("[%.*d]", -1, int32(42))
	add("[%.*d]", 0, int32(0))
	add("[%0*d]", 6, int32(-42))
	add("[%0.*d]", -3, int32(-42))
	add("[%*.*d]", 10, 5, int32(-42))
	add("[%*.*d]", -10, 5, int32(-42))
	add("[%*.*f]", 12, 3, math.Pi)
	add("[%*.*f]", 12, -3, math.Pi)
	add("[%.*e]", 2, 12345.678)
	add("[%.*g]", 0, 12345.678)
	add("[%*s]", 7, "abc")
	add("[%*s]", -7, "abc")
	add("[%.*s]", 2, "abcdef")
	add("[%.*s]", -2, "abcdef")
	add("[%*c]", 3, int32('x'))
	add("[%*p]", 20, Ptr(0x1234))
	add("[%*p]", -20, Ptr(0))

	// %c.
	for _, v := range []int32{'A', 0, 255, 256 + 'A', -1, '%', '\n'} {
		add("[%c]", v)
		add("[%3c]", v)
		add("[%-3c]", v)
	}
	add("%c%c%c", 'a', 'b', 'c')

	// %s.
	for _, s := range []string{"", "hello", "with\nnewline and \"quotes\"", "%d not a conversion", "\xff\x80", "embedded\x00nul"} {
		for _, f := range []string{"[%s]", "[%10s]", "[%-10s]", "[%.0s]", "[%.2s]", "[%.10s]", "[%3.1s]", "[%-8.3s]", "[%.s]"} {
			add(f, s)
		}
	}

	// %p.
	for _, v := range []Ptr{0, 1, 0x1234, 0x7ffd5e8a9b40, math.MaxUint64} {
		for _, f := range []string{"[%p]", "[%20p]", "[%-20p]", "[%+p]", "[% p]", "[%3p]"} {
			add(f, v)
		}
	}
	add("[%p]", nil)

	// Floating point.
	fVals := []float64{0, negZero, 0.1, 1e300, 1e-300, 5e-324, math.MaxFloat64, 2.5, 0.125, 1.5e-5,
		123456789.0, math.Inf(1), math.Inf(-1), math.NaN(), negNaN, 1, -1.5, 0.5, 1.5, 3.5,
		9.9999995, 999999.5, 1e15, 1e16, 1e-5, 1e-4, 0.0001234, 2.2250738585072014e-308,
		100, 0.05, 0.15, 0.25, 0.35, 1e21, 12345.6789, -0.000123456, 1e100, 0x1p-1074 * 3,
		0x1.fffffffffffffp0, 0x1.08p0, 0x1.18p0, 0x1.8p0, 0.999999, 9.5, 99999.95}
	for _, conv := range []string{"f", "e", "g", "a", "F", "E", "G", "A"} {
		for _, p := range []string{"", ".0", ".1", ".3", ".17"} {
			f := "[%" + p + conv + "]"
			for _, v := range fVals {
				if conv >= "A" && conv <= "Z" && p != "" && p != ".1" {
					continue
				}
				if conv == "f" && p == "" && (v == 1e300 || v == math.MaxFloat64 || v == 1e100) {
					continue // below
				}
				add(f, v)
			}
		}
	}
	add("%f", 1e300)
	add("%F", math.MaxFloat64)
	add("%.0f", 1e100)
	add("%.30f", 0.1)
	add("%.60e", 0.1)
	add("%.1080f", 5e-324)
	add("%.770e", 5e-324)
	add("%.40g", 1.0/3)
	add("%.40a", 0.1)
	add("%.13a %.12a %.14a", 0.1, 0.1, 0.1)
	add("%.0e %.0e %.0e %.0e", 0.5, 1.5, 2.5, 3.5)
	add("%.0f %.0f %.0f %.0f %.0f", 0.5, 1.5, 2.5, 3.5, -0.5)
	add("%.1f %.1f %.1f %.2f %.2f", 0.25, 0.35, 0.45, 0.125, 0.375)
	add("%.0a %.0a %.0a %.0a %.1a", 1.5, 0x1.8p1, 0x1.fp0, 0x1.08p0, 0x1.18p0)
	add("%.0a %.1a %.2a", 0x1.0000000000001p0, 0x1.f8p0, 0x1.ff8p0)
	add("%a %.0a %.3a", 0x0.8p-1022, 0x0.8p-1022, 0x0.fffffffffffffp-1022)
	add("%lf %le %lg %la", 1.25, 1.25, 1.25, 1.25)
	for _, fl := range []string{"-", "+", " ", "0", "#", "+0", "-#", "# 0", "-+ "} {
		for _, wp := range []string{"", "12", "12.0", ".0", "25.3"} {
			for _, conv := range []string{"f", "e", "g", "a", "G"} {
				f := "[%" + fl + wp + conv + "]"
				for _, v := range []float64{0, -1.5, 100, 1e-5, math.Inf(-1), math.NaN()} {
					if wp != "12" && v != -1.5 && v != 100 {
						continue
					}
					add(f, v)
				}
			}
		}
	}
	add("%g %g %g %g %g %g", 100000.0, 1000000.0, 1e-4, 1e-5, 123456.5, 1234567.0)
	add("%#g %#g %#.0g %#.0e %#.0f %#.0a", 1.0, 0.0, 1.0, 1.0, 1.0, 1.0)
	add("%#x %#o %#x %#o %#.0o %.0o %.0x", uint32(0), uint32(0), uint32(1), uint32(1), uint32(0), uint32(0), uint32(0))
	add("%#.3o %#.3o %#5o", uint32(8), uint32(0777), uint32(8))
	add("%'d %'.2f", int32(1234567), 1234567.891)
	add("%s=%d, %s=%.2f%c", "x", int32(3), "y", 0.5, int32('\n'))

	// Exact decimal ties (small dyadic rationals) and pseudo-random doubles,
	// which exercise the correctly rounded conversions at every precision.
	for m := 1; m < 64; m += 2 {
		for _, e := range []int{-6, -3, -1, 0, 3} {
			x := math.Ldexp(float64(m), e)
			add("%.0f %.1f %.2f %.3f|%.0e %.1e %.2e|%.1g %.2g %.3g|%.0a %.1a", x, x, x, x, x, x, x, x, x, x, x, x)
		}
	}
	state := uint64(1)
	for i := 0; i < 120; i++ {
		state = state*6364136223846793005 + 1442695040888963407
		x := math.Float64frombits(state)
		if i%3 == 0 { // a narrower exponent range, so %f stays short
			x = math.Ldexp(math.Float64frombits(state&(1<<52-1)|1023<<52), int(state>>53%80)-40)
		}
		p := int(state >> 58 % 20)
		add(fmt.Sprintf("%%.%de|%%.%dg|%%.%da|%%.%df|%%g|%%a", p, p, p%15, p), x, x, x, x, x, x)
	}
	return cs
}

// cLiteral returns a C expression of the type the Go value stands for.
func cLiteral(v any) string {
	switch t := v.(type) {
	case int:
		return fmt.Sprintf("(int)%dLL", t)
	case int8:
		return fmt.Sprintf("(signed char)%d", t)
	case int16:
		return fmt.Sprintf("(short)%d", t)
	case int32:
		if t == math.MinInt32 {
			return "(int)(-2147483647-1)"
		}
		return fmt.Sprintf("(int)%d", t)
	case int64:
		if t == math.MinInt64 {
			return "(long long)(-9223372036854775807LL-1)"
		}
		return fmt.Sprintf("(long long)%dLL", t)
	case uint8:
		return fmt.Sprintf("(unsigned char)%du", t)
	case uint16:
		return fmt.Sprintf("(unsigned short)%du", t)
	case uint32:
		return fmt.Sprintf("(unsigned)%du", t)
	case uint64:
		return fmt.Sprintf("(unsigned long long)%dULL", t)
	case float64:
		switch {
		case math.IsNaN(t) && math.Signbit(t):
			return "(-__builtin_nan(\"\"))"
		case math.IsNaN(t):
			return "__builtin_nan(\"\")"
		case math.IsInf(t, 1):
			return "__builtin_inf()"
		case math.IsInf(t, -1):
			return "(-__builtin_inf())"
		}
		return "(" + strconv.FormatFloat(t, 'x', -1, 64) + ")"
	case string:
		return cString(t)
	case Ptr:
		return fmt.Sprintf("(void *)0x%xULL", uint64(t))
	case nil:
		return "(void *)0"
	}
	panic(fmt.Sprintf("cLiteral: %T", v))
}

// cString returns a C string literal holding s, using octal escapes for all
// but plain printable characters.
func cString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c < 0x7f && c != '"' && c != '\\' && c != '?' {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "\\%03o", c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// hostOutputs runs all cases through the host's printf, returning each
// case's output.
func hostOutputs(t *testing.T, cs []fcase) [][]byte {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	var src strings.Builder
	src.WriteString("#include <stdio.h>\nint main(void) {\n  int n;\n")
	for _, c := range cs {
		src.WriteString("  n = printf(" + cString(c.f))
		for _, a := range c.args {
			src.WriteString(", " + cLiteral(a))
		}
		src.WriteString(");\n  fprintf(stderr, \"%d\\n\", n);\n")
	}
	src.WriteString("  return 0;\n}\n")
	dir := t.TempDir()
	cfile := filepath.Join(dir, "cases.c")
	bin := filepath.Join(dir, "cases")
	if err := os.WriteFile(cfile, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(gcc, "-O0", "-fno-builtin", "-w", "-o", bin, cfile).CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(bin)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("running the C cases: %v\n%s", err, stderr.Bytes())
	}
	lens := strings.Fields(stderr.String())
	if len(lens) != len(cs) {
		t.Fatalf("C program reported %d outputs, want %d", len(lens), len(cs))
	}
	outs := make([][]byte, len(cs))
	rest := stdout.Bytes()
	for i, l := range lens {
		n, err := strconv.Atoi(l)
		if err != nil || n < 0 || n > len(rest) {
			t.Fatalf("case %d: bad length %q (%d bytes left)", i, l, len(rest))
		}
		outs[i], rest = rest[:n], rest[n:]
	}
	if len(rest) != 0 {
		t.Fatalf("%d bytes of C output left over", len(rest))
	}
	return outs
}

func TestConformance(t *testing.T) {
	cs := conformanceCases()
	want := hostOutputs(t, cs)
	bad := 0
	for i, c := range cs {
		args := NewArgList(c.args...)
		got, err := Format([]byte(c.f), args)
		if err != nil {
			t.Errorf("%v: error %v; glibc prints %q", c, err, want[i])
			bad++
			continue
		}
		if args.Used() != len(c.args) {
			t.Errorf("%v: used %d arguments", c, args.Used())
		}
		if !bytes.Equal(got, want[i]) {
			t.Errorf("%v:\n got %q\nwant %q", c, got, want[i])
			bad++
		}
	}
	t.Logf("%d cases, %d mismatches", len(cs), bad)
}

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
	for _, c := range conformanceCases() {
		if len(c.f) < 40 {
			seeds = append(seeds, c.f)
		}
	}
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
