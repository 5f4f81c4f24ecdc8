package semantics

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/ir"
)

// fastCase is one function of TestExecFastIntOps: an operation with its
// flags on given widths, run by exec on defined operands.
type fastCase struct {
	op       ir.Opcode
	fl       ir.Flags
	pred     ir.Predicate // icmp
	from, to uint32       // casts: the widths; others: from is the width
}

// TestExecFastIntOps runs integer operations with every poison-generating
// flag through exec, whose fast cases compute them on defined operands, and
// checks each outcome (value, poison or undefined behaviour) against
// intBinary, intCast and intCmp, the evaluator's arithmetic, in both
// modes.
func TestExecFastIntOps(t *testing.T) {
	rng := intTestRNG(t)
	widths := []uint32{1, 2, 3, 8, 16, 32, 33, 63, 64}
	var cases []fastCase
	for _, w := range widths {
		for _, o := range binOps {
			for _, fl := range o.flags {
				cases = append(cases, fastCase{op: o.op, fl: fl, from: w})
			}
		}
		for _, p := range []ir.Predicate{ir.IntEQ, ir.IntULT, ir.IntSLT, ir.IntSGE} {
			for _, fl := range []ir.Flags{0, ir.SameSign} {
				cases = append(cases, fastCase{op: ir.OpICmp, fl: fl, pred: p, from: w})
			}
		}
		for _, to := range widths {
			switch {
			case to < w:
				for _, fl := range []ir.Flags{0, ir.NUW, ir.NSW, ir.NUW | ir.NSW} {
					cases = append(cases, fastCase{op: ir.OpTrunc, fl: fl, from: w, to: to})
				}
			case to > w:
				cases = append(cases, fastCase{op: ir.OpZExt, from: w, to: to}, fastCase{op: ir.OpZExt, fl: ir.NNeg, from: w, to: to},
					fastCase{op: ir.OpSExt, from: w, to: to})
			}
		}
	}
	var src strings.Builder
	for k, c := range cases {
		name := c.op.Info().Name
		if fs := c.fl.String(); fs != "" {
			name += " " + fs
		}
		switch {
		case c.op == ir.OpICmp:
			fmt.Fprintf(&src, "define i1 @f%d(i%d %%a, i%d %%b) {\n  %%r = %s %s i%d %%a, %%b\n  ret i1 %%r\n}\n", k, c.from, c.from, name, c.pred, c.from)
		case c.to != 0:
			fmt.Fprintf(&src, "define i%d @f%d(i%d %%a) {\n  %%r = %s i%d %%a to i%d\n  ret i%d %%r\n}\n", c.to, k, c.from, name, c.from, c.to, c.to)
		default:
			fmt.Fprintf(&src, "define i%d @f%d(i%d %%a, i%d %%b) {\n  %%r = %s i%d %%a, %%b\n  ret i%d %%r\n}\n", c.from, k, c.from, c.from, name, c.from, c.from)
		}
	}
	m, err := ir.Parse("fast.ll", []byte(src.String()))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Load(m)
	if err != nil {
		t.Fatal(err)
	}
	machines := []*Machine{p.NewMachine(Config{}), p.NewMachine(Config{Chooser: ZeroChooser{}})}
	vals := map[uint32][]uint64{}
	for _, w := range widths {
		for _, v := range concreteVals(w, w <= 3, rng) {
			vals[w] = append(vals[w], v.Uint64())
		}
	}
	fails := 0
	for k, c := range cases {
		f := p.FuncByName(fmt.Sprintf("f%d", k))
		bs := vals[c.from]
		if c.to != 0 {
			bs = []uint64{0}
		}
		for _, a := range vals[c.from] {
			for _, b := range bs {
				x, y := Val{Bits: a}, Val{Bits: b}
				var want Val
				var wantUB UBKind
				w := c.from
				switch {
				case c.op == ir.OpICmp:
					intCmp(c.pred, c.fl, c.from, &x, &y, &want)
					w = 1
				case c.to != 0:
					intCast(c.op, c.fl, c.from, c.to, &x, &want)
					w = c.to
				default:
					wantUB = intBinary(c.op, c.fl, c.from, &x, &y, &want)
				}
				args := []Val{x, y}
				if c.to != 0 {
					args = args[:1]
				}
				for _, mach := range machines {
					o := mach.RunFunc(f, args)
					var got string
					switch {
					case o.Kind == UndefinedBehaviour:
						got = "UB " + o.UB.Kind.String()
					case o.Kind != Returned:
						got = o.String()
					case o.Value.Poison:
						got = "poison"
					default:
						got = fmt.Sprintf("%#x undef %#x", o.Value.Bits&widthMask(w), o.Value.Undef)
					}
					exp := fmt.Sprintf("%#x undef %#x", want.Bits&widthMask(w), want.Undef)
					switch {
					case wantUB != UBNone:
						exp = "UB " + wantUB.String()
					case want.Poison:
						exp = "poison"
					}
					if got != exp && fails < 20 {
						fails++
						t.Errorf("%s on %#x, %#x (chooser %v): exec gives %s, the evaluator %s", f.Blocks[0].Instrs[0], a, b, mach.cfg.Chooser != nil, got, exp)
					}
				}
			}
		}
	}
}

// TestFastPathsAgree runs every program of testdata (the modules with a
// main) lowered twice, with exec's
// fast cases (integer and float operations, plain loads, stores and calls)
// and without them (load's slowOnly: the evaluator and the general memory
// and call paths), in the abstract mode and in the concrete one, and checks
// the outcomes are the same: result, output, status, steps and the final
// globals.
func TestFastPathsAgree(t *testing.T) {
	var files []string
	for _, pat := range []string{"testdata/*/*.ll"} {
		fs, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, fs...)
	}
	srcs := map[string][]byte{}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		srcs[file] = src
	}
	for i, src := range fastPathPrograms {
		srcs[fmt.Sprintf("fastPathPrograms[%d]", i)] = []byte(src)
	}
	ran := 0
	for file, src := range srcs {
		if !bytes.Contains(src, []byte("@main(")) {
			continue
		}
		m, err := ir.Parse(file, src)
		if err != nil {
			if strings.HasPrefix(file, "fastPath") {
				t.Fatalf("%s: %v", file, err)
			}
			continue // (a test of the parser's errors)
		}
		fast, err1 := load(m, false)
		slow, err2 := load(m, true)
		if err1 != nil || err2 != nil {
			if (err1 == nil) != (err2 == nil) {
				t.Errorf("%s: load errors differ: %v, %v", file, err1, err2)
			}
			continue
		}
		if f := fast.FuncByName("main"); f == nil || f.IsDeclaration() {
			continue
		}
		ran++
		for _, ch := range []Chooser{nil, ZeroChooser{}} {
			outs := [2][]Outcome{}
			for k, p := range []*Program{fast, slow} {
				mach := p.NewMachine(Config{MaxSteps: 1e8, Chooser: ch})
				if ch == nil {
					outs[k] = mach.MainBehaviours([]string{file}, 16)
				} else {
					outs[k] = []Outcome{mach.RunMain([]string{file})}
				}
			}
			if got, want := describeOutcomes(outs[0]), describeOutcomes(outs[1]); got != want {
				t.Errorf("%s (concrete %v): with the fast cases\n%s\nwithout\n%s", file, ch != nil, got, want)
			}
		}
	}
	if ran < 50 {
		t.Errorf("ran %d programs, want at least 50", ran)
	}
}

// fastPathPrograms are programs whose loads, stores and calls leave exec's
// fast cases at run time: poison and undef bytes, pointers stored and
// loaded, accesses that are undefined, attributes that a call's values
// break.
var fastPathPrograms = []string{
	// poison and undef bytes loaded; a pointer through memory; a partial
	// overwrite of a pointer's bytes
	`@g = global i64 0
define i32 @main() {
  %a = alloca i32
  store i32 poison, ptr %a
  %p = load i32, ptr %a
  %f = freeze i32 %p
  %s = alloca ptr
  store ptr @g, ptr %s
  %q = load ptr, ptr %s
  store i64 7, ptr %q
  store i8 1, ptr %s
  %r = load ptr, ptr %s
  %ri = ptrtoint ptr %r to i64
  %t = trunc i64 %ri to i32
  %x = add i32 %f, %t
  ret i32 %x
}`,
	`define i32 @main() {
  %a = alloca i64
  %u = load i64, ptr %a
  %t = trunc i64 %u to i32
  ret i32 %t
}`,
	// a load of a poison byte reaching a branch
	`define i32 @main() {
  %a = alloca [2 x i16], align 4
  %b = getelementptr inbounds i8, ptr %a, i64 2
  store i16 3, ptr %a
  store i8 poison, ptr %b
  %v = load i32, ptr %a
  %c = icmp eq i32 %v, 0
  br i1 %c, label %t, label %f
t:
  ret i32 1
f:
  ret i32 2
}`,
	// a store to a constant global
	`@k = constant i32 5
define i32 @main() {
  store i32 1, ptr @k
  ret i32 0
}`,
	// a misaligned load and an out-of-bounds one
	`define i32 @main() {
  %a = alloca [4 x i32], align 16
  store i32 1, ptr %a
  %p = getelementptr i8, ptr %a, i64 2
  %v = load i32, ptr %p, align 4
  ret i32 %v
}`,
	`define i32 @main() {
  %a = alloca [4 x i32]
  %p = getelementptr i32, ptr %a, i64 4
  store i32 1, ptr %p
  ret i32 0
}`,
	// a stack object of a returned call, used after its return
	`define ptr @leak() {
  %a = alloca i32
  store i32 9, ptr %a
  ret ptr %a
}
define i32 @main() {
  %p = call ptr @leak()
  %v = load i32, ptr %p
  ret i32 %v
}`,
	// a noundef return broken by undef, and a noundef argument broken
	`define noundef i32 @u() {
  %a = alloca i32
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @main() {
  %v = call i32 @u()
  ret i32 %v
}`,
	`define i32 @id(i32 noundef %x) {
  ret i32 %x
}
define i32 @main() {
  %v = call i32 @id(i32 poison)
  ret i32 %v
}`,
	// a call's range return attribute, a callee that may not write
	// memory writing it, and one of memory(argmem) writing its argument
	`define i32 @seven() {
  ret i32 7
}
define i32 @main() {
  %v = call range(i32 0, 5) i32 @seven()
  %c = icmp eq i32 %v, 7
  %r = zext i1 %c to i32
  ret i32 %r
}`,
	`@g = global i32 0
define void @w() memory(none) {
  store i32 1, ptr @g
  ret void
}
define i32 @main() {
  call void @w()
  ret i32 0
}`,
	`define void @w(ptr %p) memory(argmem: write) {
  store i32 4, ptr %p
  ret void
}
define i32 @main() {
  %a = alloca i32
  call void @w(ptr %a)
  %v = load i32, ptr %a
  ret i32 %v
}`,
	// recursion deep enough for the frames to be reused
	`define i32 @f(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %b, label %r
b:
  ret i32 0
r:
  %a = alloca i32
  store i32 %n, ptr %a
  %m = sub i32 %n, 1
  %x = call i32 @f(i32 %m)
  %y = load i32, ptr %a
  %s = add i32 %x, %y
  ret i32 %s
}
define i32 @main() {
  %v = call i32 @f(i32 50)
  %w = call i32 @f(i32 10)
  %s = add i32 %v, %w
  ret i32 %s
}`,
	// the callee's own range return attribute broken (callSite.retAttrs),
	// and kept
	`define range(i32 0, 3) i32 @r(i32 %x) {
  ret i32 %x
}
define i32 @main() {
  %a = call i32 @r(i32 2)
  %b = call i32 @r(i32 7)
  %c = icmp eq i32 %b, 7
  br i1 %c, label %t, label %f
t:
  ret i32 %a
f:
  ret i32 0
}`,
	// calls that are plain but not lean: a callee with a vscale_range
	// the run's vscale is outside of, and a module with a
	// null_pointer_is_valid function
	`define i32 @v(i32 %x) vscale_range(2, 2) {
  ret i32 %x
}
define i32 @main() {
  %a = call i32 @v(i32 1)
  ret i32 %a
}`,
	`define i32 @nv(i32 %x) null_pointer_is_valid {
  store i32 %x, ptr null
  %y = load i32, ptr null
  ret i32 %y
}
define i32 @id(i32 %x) {
  ret i32 %x
}
define i32 @main() {
  %a = call i32 @id(i32 3)
  %b = call i32 @nv(i32 %a)
  ret i32 %b
}`,
	// a callee making no stack object between callees making several
	// (a dynamic alloca in a loop): Release skipped and not
	`define ptr @many(i32 %n) {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %i1 = add i32 %i, 1
  %a = alloca i32, i32 %i1
  store i32 %i, ptr %a
  %d = icmp eq i32 %i1, %n
  br i1 %d, label %x, label %l
x:
  ret ptr %a
}
define i32 @none(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}
define i32 @main() {
  %p = call ptr @many(i32 3)
  %q = alloca i32
  store i32 5, ptr %q
  %a = call i32 @none(i32 1)
  %v = load i32, ptr %q
  %s = add i32 %a, %v
  %w = load i32, ptr %p
  %t = add i32 %s, %w
  ret i32 %t
}`,
}

// describeOutcomes renders what TestFastPathsAgree compares.
func describeOutcomes(outs []Outcome) string {
	var b strings.Builder
	for i := range outs {
		o := &outs[i]
		fmt.Fprintf(&b, "%s | status %d | steps %d | stdout %q | stderr %q | globals %s\n",
			o.String(), o.Status, o.Steps, o.Stdout, o.Stderr, FormatGlobals(o.Globals))
	}
	return b.String()
}
