package semantics_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics"
)

// manyFuncsModule is shaped like an oracle batch: n small test functions
// sharing a few globals (one written by every function, a constant one, a
// function pointer table, an i1 whose padding bits differ between modes),
// each with an alloca and a function pointer comparison.
func manyFuncsModule(n int) string {
	var b strings.Builder
	b.WriteString(`@counter = global i32 0
@arr = global [16 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16]
@tbl = constant [4 x i16] [i16 1, i16 2, i16 3, i16 4]
@fp = global ptr @f0
@pair = global { i32, ptr } { i32 5, ptr @f1 }
@flag = global i1 true
@odd = global i7 5
`)
	for k := range n {
		fmt.Fprintf(&b, `
define i32 @f%d(i32 %%x) {
entry:
  %%p = alloca i32
  %%q = alloca [4 x i32]
  store i32 %%x, ptr %%p
  %%c = load i32, ptr @counter
  %%s = add i32 %%c, %%x
  store i32 %%s, ptr @counter
  %%g = getelementptr inbounds [16 x i32], ptr @arr, i64 0, i64 %d
  %%old = load i32, ptr %%g
  %%n = add i32 %%old, %%s
  store i32 %%n, ptr %%g
  %%e = getelementptr inbounds [4 x i32], ptr %%q, i64 0, i64 1
  store i32 %%n, ptr %%e
  %%t = getelementptr inbounds [4 x i16], ptr @tbl, i64 0, i64 %d
  %%tv = load i16, ptr %%t
  %%tz = zext i16 %%tv to i32
  %%f = load ptr, ptr @fp
  store ptr @f%d, ptr @fp
  %%eq = icmp eq ptr %%f, @f%d
  %%z = zext i1 %%eq to i32
  %%r0 = add i32 %%n, %%z
  %%r = add i32 %%r0, %%tz
  ret i32 %%r
}
`, k, k%16, k%4, (k+1)%n, k)
	}
	return b.String()
}

func loadSrc(tb testing.TB, name, src string) *semantics.Program {
	tb.Helper()
	m, err := ir.Parse(name, []byte(src))
	if err != nil {
		tb.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		tb.Fatal(err)
	}
	p, err := semantics.Load(m)
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// BenchmarkRunSmallFunctionManyGlobals measures the fixed cost of one short
// run in a 64-function module, as the oracle does it: one op is one run of
// one function (cycling through them), concretely (RunFunc with a chooser)
// or abstractly (Behaviours).
func BenchmarkRunSmallFunctionManyGlobals(b *testing.B) {
	p := loadSrc(b, "many.ll", manyFuncsModule(64))
	fns := p.Module.Funcs
	args := []semantics.Val{{Bits: 3}}
	b.Run("concrete", func(b *testing.B) {
		mach := p.NewMachine(semantics.Config{Chooser: semantics.ZeroChooser{}})
		i := 0
		b.ReportAllocs()
		for b.Loop() {
			if o := mach.RunFunc(fns[i%len(fns)], args); o.Kind != semantics.Returned {
				b.Fatal(o.String())
			}
			i++
		}
	})
	b.Run("abstract", func(b *testing.B) {
		mach := p.NewMachine(semantics.Config{})
		i := 0
		b.ReportAllocs()
		for b.Loop() {
			if outs := mach.Behaviours(fns[i%len(fns)], args, 64); outs[0].Kind != semantics.Returned {
				b.Fatal(outs[0].String())
			}
			i++
		}
	})
}
