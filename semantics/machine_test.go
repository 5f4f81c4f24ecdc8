package semantics_test

import (
	"reflect"
	"sync"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
	"github.com/irfuzz/irfuzz/semantics"
)

// reuseExtra adds to manyFuncsModule functions that write a constant,
// observe the padding bits of i1 and i7 globals (stored differently in
// the two modes), take function and heap addresses, and call through a
// stored function pointer.
const reuseExtra = `
declare ptr @malloc(i64)
declare void @free(ptr)

define void @wconst() {
  store i16 9, ptr @tbl
  ret void
}

define i8 @padding() {
  %a = load i8, ptr @flag
  %b = load i8, ptr @odd
  %c = xor i8 %a, %b
  store i1 false, ptr @flag
  ret i8 %c
}

define i64 @addrs(ptr %p) {
  %h = call ptr @malloc(i64 8)
  store i32 1, ptr %h
  %hi = ptrtoint ptr %h to i64
  call void @free(ptr %h)
  %fi = ptrtoint ptr @f3 to i64
  %pi = ptrtoint ptr %p to i64
  %s = add i64 %hi, %fi
  %r = add i64 %s, %pi
  ret i64 %r
}

define i32 @indirect(i32 %x) {
  %f = load ptr, ptr @fp
  %r = call i32 %f(i32 %x)
  store ptr @f2, ptr @fp
  ret i32 %r
}
`

// TestMachineReuse checks that a machine reused across runs, functions and
// modes (it keeps an image of the initial memory per mode) gives exactly
// what a fresh machine gives on every run.
func TestMachineReuse(t *testing.T) {
	p := loadSrc(t, "reuse.ll", manyFuncsModule(8)+reuseExtra)
	type run struct {
		fn       string
		concrete bool
		args     []semantics.Val
	}
	i32 := []semantics.Val{{Bits: 3}}
	var runs []run
	for _, concrete := range []bool{false, true, true, false} {
		for _, fn := range []string{"f0", "f0", "f5", "wconst", "padding", "padding", "indirect", "indirect", "f1"} {
			args := i32
			if fn == "wconst" || fn == "padding" {
				args = nil
			}
			runs = append(runs, run{fn, concrete, args})
		}
		runs = append(runs, run{"addrs", concrete, []semantics.Val{{Bits: 0x10000, Prov: 1}}})
	}
	chooser := func(concrete bool) semantics.Chooser {
		if concrete {
			return semantics.OnesChooser{}
		}
		return nil
	}
	for _, maxMem := range []uint64{0, 40} { // 40 bytes: too few for the globals
		reused := p.NewMachine(semantics.Config{MaxMem: maxMem})
		for k, r := range runs {
			f := p.FuncByName(r.fn)
			reused.SetChooser(chooser(r.concrete))
			got := reused.RunFunc(f, r.args)
			fresh := p.NewMachine(semantics.Config{MaxMem: maxMem, Chooser: chooser(r.concrete)})
			want := fresh.RunFunc(f, r.args)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("maxMem %d, run %d (@%s, concrete %v): reused machine gives %s %v, a fresh one %s %v",
					maxMem, k, r.fn, r.concrete, got.String(), got.Globals, want.String(), want.Globals)
			}
			if maxMem == 0 && r.fn == "f0" {
				// @counter starts at 0 on every run: f0 stores 0 + x.
				if g := got.Globals[0]; g.Global.Name != "counter" || g.Bytes[0].Bits != 3 {
					t.Fatalf("run %d: @counter after @f0 is %v, want 3", k, g.Bytes)
				}
			}
			if maxMem == 0 && r.fn == "wconst" && got.Kind != semantics.UndefinedBehaviour {
				t.Fatalf("run %d: a store to a constant gives %s", k, got.String())
			}
			if maxMem != 0 && got.Kind != semantics.NoResult {
				t.Fatalf("run %d: with %d bytes of memory: %s", k, maxMem, got.String())
			}
		}
	}
}

// TestLayoutConcurrent checks that a Layout shared by goroutines (its
// cache filled by several at once) gives what a fresh one gives alone.
func TestLayoutConcurrent(t *testing.T) {
	var types []*ir.Type
	for n := range uint64(12) {
		inner := ir.Struct(n%2 == 0, ir.I8, ir.Vector(n+1, ir.I32, false), ir.Array(n, ir.Int(uint32(n*8+1))))
		types = append(types, inner, ir.Array(n+2, inner), ir.Struct(false, ir.Ptr, inner, ir.Double), ir.Vector(n+2, ir.I64, false))
	}
	const dl = "e-m:e-i64:64-i128:128-n32:64-S128"
	facts := func(l *semantics.Layout, ty *ir.Type) [5]uint64 {
		return [5]uint64{l.StoreSize(ty), l.AllocSize(ty), l.ABIAlign(ty), l.PrefAlign(ty), l.FieldOffset(ty, 1)}
	}
	alone := mustParseLayout(t, dl)
	want := make([][5]uint64, len(types))
	for i, ty := range types {
		want[i] = facts(alone, ty)
	}
	shared := mustParseLayout(t, dl)
	var wg sync.WaitGroup
	errs := make(chan string, 4*len(types))
	for g := range 4 {
		wg.Go(func() {
			for k := range types {
				i := (k*(g+1) + g) % len(types) // each goroutine in its own order
				if got := facts(shared, types[i]); got != want[i] {
					errs <- types[i].String()
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for ty := range errs {
		t.Errorf("shared layout differs on %s", ty)
	}
}

func mustParseLayout(t *testing.T, s string) *semantics.Layout {
	t.Helper()
	l, err := semantics.ParseLayout(s)
	if err != nil {
		t.Fatal(err)
	}
	return l
}
