package oracle_test

import (
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/internal/testkit"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/oracle"
)

// cellTargets are the targets of name (each installed and runnable, or
// compile-only), skipping the test when one is missing.
func cellTargets(t *testing.T, names ...string) []*native.Target {
	t.Helper()
	var tgs []*native.Target
	for _, n := range names {
		tg, err := native.LookupTarget(n)
		if err != nil {
			t.Fatal(err)
		}
		if tg.Runnable() && len(tg.Missing()) > 0 {
			t.Skipf("%s is not installed: %v", n, tg.Missing())
		}
		tgs = append(tgs, tg)
	}
	return tgs
}

// checkCells fails the test for a cell that built something and judged
// no call without a reason, and returns the reasons of the cells.
func checkCells(t *testing.T, res *oracle.Result) map[string]string {
	t.Helper()
	why := map[string]string{}
	for name, c := range res.Cells {
		why[name] = strings.Join(c.Why, "; ")
		t.Logf("%s: builds %d, calls %d, why %q", name, c.Builds, c.Calls, c.Why)
		if c.Builds > 0 && c.Calls == 0 && len(c.Why) == 0 {
			t.Errorf("%s: %d builds, no call judged, and no reason", name, c.Builds)
		}
	}
	return why
}

// TestCellsSayWhy: every native cell that builds and judges no call says
// why, for a whole program and for test functions: a compile-only target
// (hexagon), a 32-bit one on a program that prints a long (i686: printf
// reads its %ld otherwise there), and a target caveat on floating point.
// A program that prints ints through printf is judged on i686 (it was
// built there and never run: the pointer-width rule refused every
// declared function, printf included).
func TestCellsSayWhy(t *testing.T) {
	t.Parallel()
	tc := testkit.Toolchain(t, 19)
	tgs := cellTargets(t, "hexagon", "i686")
	cfg := testkit.OracleConfig(t, tc)
	cfg.Pipelines = []string{"O2"}
	cfg.Levels = []string{"O0", "O2"}
	cfg.Targets = tgs
	t.Run("program of ints", func(t *testing.T) {
		res := checkProgram(t, cfg, programModule)
		checkCells(t, res)
		for _, l := range cfg.Levels {
			if c := res.Cells["i686/"+l]; c == nil || c.Calls == 0 {
				t.Errorf("i686/%s judged nothing: %+v", l, c)
			}
		}
		if why := res.Cells["hexagon/O2"]; why == nil || !strings.Contains(strings.Join(why.Why, ""), "compile-only") {
			t.Errorf("hexagon/O2: %+v", why)
		}
	})
	t.Run("program of longs", func(t *testing.T) {
		res := checkProgram(t, cfg, strings.NewReplacer("i32 %v)", "i64 %w)", "[4 x i8] c\"%d", "[5 x i8] c\"%ld", "%n = call", "%w = sext i32 %v to i64\n  %n = call").Replace(programModule))
		why := checkCells(t, res)
		if !strings.Contains(why["i686/O0"], "32-bit pointers") {
			t.Errorf("i686/O0: why %q, want the pointer width", why["i686/O0"])
		}
	})
	t.Run("test functions", func(t *testing.T) {
		res := check(t, cfg, openStore(t), "define double @f(double %x) {\n  %r = fadd double %x, 1.0\n  ret double %r\n}\n")
		why := checkCells(t, res)
		if !strings.Contains(why["i686/O2"], "floating point") {
			t.Errorf("i686/O2: why %q, want the float caveat", why["i686/O2"])
		}
	})
}
