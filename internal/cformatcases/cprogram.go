package cformatcases

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/semantics/cformat"
)

// CProgram returns a C program that makes the calls cs in order: for each
// case, n = printf(format, args...) and then fprintf(stderr, "%d\n", n), so
// that standard output holds the cases' outputs one after another and
// standard error each one's length, one a line (see Split). main returns 0.
// The arguments are literals of their cases' C types; the program needs no
// header but <stdio.h> and compiles without warnings that matter (compile
// with -w: some formats are deliberately ones compilers warn about, and
// with -fno-builtin, so that the compiler does not rewrite the calls).
func CProgram(cs []Case) string {
	var src strings.Builder
	src.WriteString("#include <stdio.h>\nint main(void) {\n  int n;\n")
	for _, c := range cs {
		src.WriteString("  n = printf(" + cString(c.Format))
		for _, a := range c.Args {
			src.WriteString(", " + cLiteral(a))
		}
		src.WriteString(");\n  fprintf(stderr, \"%d\\n\", n);\n")
	}
	src.WriteString("  return 0;\n}\n")
	return src.String()
}

// Split splits what the program CProgram(cs) wrote, for n = len(cs) cases,
// into each case's output, by the lengths the program wrote to standard
// error. It fails when stderr does not hold n non-negative lengths or when
// they do not add up to len(stdout).
func Split(stdout, stderr []byte, n int) ([][]byte, error) {
	lens := strings.Fields(string(stderr))
	if len(lens) != n {
		return nil, fmt.Errorf("the program reported %d outputs, want %d", len(lens), n)
	}
	outs := make([][]byte, n)
	rest := stdout
	for i, l := range lens {
		k, err := strconv.Atoi(l)
		if err != nil || k < 0 || k > len(rest) {
			return nil, fmt.Errorf("case %d: bad length %q (%d bytes of output left)", i, l, len(rest))
		}
		outs[i], rest = bytes.Clone(rest[:k]), rest[k:]
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("%d bytes of output left over", len(rest))
	}
	return outs, nil
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
	case cformat.Ptr:
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
