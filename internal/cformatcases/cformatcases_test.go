package cformatcases

import (
	"bytes"
	"math"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/semantics/cformat"
)

func TestCases(t *testing.T) {
	cs := Cases()
	if len(cs) != 3372 {
		t.Errorf("%d cases, want 3372", len(cs))
	}
	// Every case's arguments are ones ArgList accepts for its format.
	for _, c := range cs {
		args := cformat.NewArgList(c.Args...)
		if _, err := cformat.Format([]byte(c.Format), args); err != nil {
			t.Errorf("%v: %v", c, err)
		} else if args.Used() != len(c.Args) {
			t.Errorf("%v: the format uses %d arguments", c, args.Used())
		}
	}
	if got, want := (Case{"[%5d|%s|%p]", []any{int32(-3), "a\n", cformat.Ptr(16)}}).String(),
		`printf("[%5d|%s|%p]", int32(-3), string("a\n"), cformat.Ptr(0x10))`; got != want {
		t.Errorf("String() = %s, want %s", got, want)
	}
	if got, want := (Case{"x", nil}).String(), `printf("x")`; got != want {
		t.Errorf("String() = %s, want %s", got, want)
	}
}

func TestCProgram(t *testing.T) {
	src := CProgram([]Case{
		{"100%%\n", nil},
		{"%d %lld %hhd %s?", []any{int32(math.MinInt32), int64(math.MinInt64), int8(-1), "q\"\\\xff"}},
		{"%f %f %f %p %p %u", []any{math.Inf(-1), math.Copysign(math.NaN(), -1), 0.5, cformat.Ptr(255), nil, uint32(7)}},
	})
	for _, want := range []string{
		"#include <stdio.h>\nint main(void) {\n",
		`  n = printf("100%%\012");` + "\n" + `  fprintf(stderr, "%d\n", n);` + "\n",
		`n = printf("%d %lld %hhd %s\077", (int)(-2147483647-1), (long long)(-9223372036854775807LL-1), (signed char)-1, "q\042\134\377");`,
		`n = printf("%f %f %f %p %p %u", (-__builtin_inf()), (-__builtin_nan("")), (0x1p-01), (void *)0xffULL, (void *)0, (unsigned)7u);`,
		"  return 0;\n}\n",
	} {
		if !strings.Contains(src, want) {
			t.Errorf("the program lacks %q:\n%s", want, src)
		}
	}
	if n := strings.Count(src, "fprintf(stderr"); n != 3 {
		t.Errorf("%d fprintf calls, want 3", n)
	}
}

func TestSplit(t *testing.T) {
	outs, err := Split([]byte("abcdef\n"), []byte("3\n0\n4\n"), 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(outs) != 3 || !bytes.Equal(outs[0], []byte("abc")) || len(outs[1]) != 0 || !bytes.Equal(outs[2], []byte("def\n")) {
		t.Errorf("Split: got %q", outs)
	}
	for _, tc := range []struct {
		stdout, stderr string
		n              int
		msg            string
	}{
		{"abc", "3\n", 2, "reported 1 outputs, want 2"},
		{"abc", "4\n", 1, "bad length"},
		{"abc", "-1\n", 1, "bad length"},
		{"abc", "x\n", 1, "bad length"},
		{"abc", "2\n", 1, "1 bytes of output left over"},
	} {
		if _, err := Split([]byte(tc.stdout), []byte(tc.stderr), tc.n); err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("Split(%q, %q, %d): error %v, want one containing %q", tc.stdout, tc.stderr, tc.n, err, tc.msg)
		}
	}
}
