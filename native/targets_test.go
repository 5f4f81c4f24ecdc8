package native

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"os/exec"
	"strings"
	"testing"
)

// targetModule has functions whose results depend on the target: byte
// order (@firstbyte, @inc's argument memory), pointer width (@ptrsize,
// @nextptr), the float format (@fbits, @dsum), 64-bit integers in pairs
// of registers on a 32-bit target (@wide), aggregates and vectors in
// the calling convention (@pair, @vadd), a global, and an isolated call
// (fork).
const targetModule = `
@counter = global i32 5

define i8 @firstbyte(i32 %x) {
  %p = alloca i32
  store i32 %x, ptr %p
  %b = load i8, ptr %p
  ret i8 %b
}

define i32 @ptrsize() {
  %e = getelementptr ptr, ptr null, i32 1
  %n = ptrtoint ptr %e to i32
  ret i32 %n
}

define ptr @nextptr(ptr %p) {
  %q = getelementptr ptr, ptr %p, i32 1
  ret ptr %q
}

define i64 @wide(i64 %a, i64 %b) {
  %m = mul i64 %a, %b
  %r = add i64 %m, 1
  ret i64 %r
}

define i32 @fbits(float %a, float %b) {
  %s = fadd float %a, %b
  %i = bitcast float %s to i32
  ret i32 %i
}

define double @dsum(double %a, i32 %b) {
  %f = sitofp i32 %b to double
  %s = fadd double %a, %f
  ret double %s
}

define { i32, i8 } @pair(i32 %x) {
  %a = insertvalue { i32, i8 } poison, i32 %x, 0
  %b = insertvalue { i32, i8 } %a, i8 7, 1
  ret { i32, i8 } %b
}

define <4 x i32> @vadd(<4 x i32> %a, <4 x i32> %b) {
  %r = add <4 x i32> %a, %b
  ret <4 x i32> %r
}

define <16 x i32> @wideadd(<16 x i32> %a, <16 x i32> %b) {
  %r = add <16 x i32> %a, %b
  ret <16 x i32> %r
}

define void @bump(i32 %x) {
  %v = load i32, ptr @counter
  %s = add i32 %v, %x
  store i32 %s, ptr @counter
  ret void
}

define void @inc(ptr %p) {
  %v = load i32, ptr %p
  %w = add i32 %v, 1
  store i32 %w, ptr %p
  ret void
}
`

// wideWant is @wide(0x100000003, 0x200000005), modulo 2^64.
var wideA, wideB uint64 = 0x100000003, 0x200000005

var wideWant = wideA*wideB + 1

// order writes integers as one target stores them.
type order struct {
	be   bool
	word int // pointer bytes
}

func (o order) put(size int, v uint64) []byte {
	b := make([]byte, 8)
	if o.be {
		binary.BigEndian.PutUint64(b, v)
		return b[8-size:]
	}
	binary.LittleEndian.PutUint64(b, v)
	return b[:size]
}

func (o order) u32(v uint32) []byte { return o.put(4, uint64(v)) }

// targetOrder reads tg's byte order and pointer width from its layout.
func targetOrder(t *testing.T, tg *Target) order {
	t.Helper()
	dl := tg.Layout(19)
	if dl == "" {
		t.Fatalf("%s: no datalayout", tg.Name)
	}
	o := order{be: strings.HasPrefix(dl, "E"), word: 8}
	if strings.Contains(dl, "p:32:32") {
		o.word = 4
	}
	return o
}

// seq is 16 numbers from base on, each 7 more than the last.
func seq(base uint32) []uint32 {
	s := make([]uint32, 16)
	for i := range s {
		s[i] = base + 7*uint32(i)
	}
	return s
}

// targetCases are targetModule's cases with their inputs, as tg's
// layout lays the images out, and the observations they should print.
func targetCases(o order) (*Harness, []Observation) {
	inc := &Memory{Objects: []ArgObject{{Bytes: []byte{0, 0, 0, 0xff}, Align: 4}}, Ptrs: []ArgPtr{{Param: 0, Object: 0}}}
	f32 := func(f float32) []byte { return o.u32(math.Float32bits(f)) }
	f64 := func(f float64) []byte { return o.put(8, math.Float64bits(f)) }
	vec := func(xs ...uint32) []byte {
		var b []byte
		for _, x := range xs {
			b = append(b, o.u32(x)...)
		}
		return b
	}
	h := &Harness{Word: o.word, Globals: []Global{{Name: "counter", Size: 4}}, Cases: []Case{
		{Func: "firstbyte", Params: []string{"i32"}, Ret: "i8", RetSize: 1, Inputs: [][][]byte{{o.u32(0x11223344)}}},
		{Func: "ptrsize", Ret: "i32", RetSize: 4, Inputs: [][][]byte{{}}},
		{Func: "nextptr", Params: []string{"ptr"}, Ret: "ptr", RetSize: o.word, Inputs: [][][]byte{{o.put(o.word, 0x1000)}}},
		{Func: "wide", Params: []string{"i64", "i64"}, Ret: "i64", RetSize: 8, Inputs: [][][]byte{{o.put(8, 0x100000003), o.put(8, 0x200000005)}}},
		{Func: "fbits", Params: []string{"float", "float"}, Ret: "i32", RetSize: 4, Inputs: [][][]byte{{f32(1.5), f32(0.25)}, {f32(float32(math.Inf(1))), f32(float32(math.Inf(-1)))}}},
		{Func: "dsum", Params: []string{"double", "i32"}, Ret: "double", RetSize: 8, Inputs: [][][]byte{{f64(0.5), o.u32(0xfffffffe)}}},
		{Func: "pair", Params: []string{"i32"}, Ret: "{ i32, i8 }", RetSize: 5, Inputs: [][][]byte{{o.u32(0x01020304)}}},
		{Func: "vadd", Params: []string{"<4 x i32>", "<4 x i32>"}, Ret: "<4 x i32>", RetSize: 16, Inputs: [][][]byte{{vec(1, 2, 3, 0xffffffff), vec(10, 20, 30, 2)}}},
		{Func: "wideadd", Params: []string{"<16 x i32>", "<16 x i32>"}, Ret: "<16 x i32>", RetSize: 64, Inputs: [][][]byte{{vec(seq(1)...), vec(seq(100)...)}}},
		{Func: "bump", Params: []string{"i32"}, Ret: "void", Inputs: [][][]byte{{o.u32(3)}}, Isolate: true},
		{Func: "inc", Params: []string{"ptr"}, Ret: "void", Inputs: [][][]byte{{make([]byte, o.word)}}, Memory: []*Memory{inc}},
	}}
	g5 := [][]byte{o.u32(5)}
	first := byte(0x44)
	incd := []byte{1, 0, 0, 0xff}
	if o.be {
		first, incd = 0x11, []byte{0, 0, 1, 0}
	}
	win := inc.Windows()[0]
	offs, _ := inc.Place()
	mem := make([]byte, win[1]-win[0])
	copy(mem[offs[0]-win[0]:], incd)
	fbitsNaN := o.u32(0x7fc00000) // any NaN: checked apart
	var sums []uint32
	for i, x := range seq(1) {
		sums = append(sums, x+seq(100)[i])
	}
	want := []Observation{
		{Step: 0, Ret: []byte{first}, Globals: g5},
		{Step: 1, Ret: o.u32(uint32(o.word)), Globals: g5},
		{Step: 2, Ret: o.put(o.word, 0x1000+uint64(o.word)), Globals: g5},
		{Step: 3, Ret: o.put(8, wideWant), Globals: g5},
		{Step: 4, Ret: o.u32(math.Float32bits(1.75)), Globals: g5},
		{Step: 5, Ret: fbitsNaN, Globals: g5},
		{Step: 6, Ret: f64(-1.5), Globals: g5},
		{Step: 7, Ret: append(o.u32(0x01020304), 7), Globals: g5},
		{Step: 8, Ret: vec(11, 22, 33, 1), Globals: g5},
		{Step: 9, Ret: vec(sums...), Globals: g5},
		{Step: 10, Globals: [][]byte{o.u32(8)}},
		{Step: 11, Globals: g5, Mem: mem},
	}
	return h, want
}

// newTargets are the runnable targets beyond x86_64 and aarch64.
var newTargets = []string{"riscv64", "riscv64-v", "ppc64le", "ppc64", "s390x", "i686", "i686-x87", "armv7", "mips64el", "x86_64-avx512", "wasm32"}

// TestTargetHarness runs targetModule on every runnable target: the
// harness passes arguments and prints results in the target's byte order
// and pointer width, on the target's float format. A target whose tools
// are missing is skipped, naming them and the install command.
func TestTargetHarness(t *testing.T) {
	for _, name := range newTargets {
		t.Run(name, func(t *testing.T) {
			tg, err := LookupTarget(name)
			if err != nil {
				t.Fatal(err)
			}
			if !tg.Runnable() {
				t.Fatalf("%s is compile-only", name)
			}
			if miss := tg.Missing(); len(miss) > 0 {
				t.Skipf("%s: missing %s (scripts/deps.sh --targets %s)", name, strings.Join(miss, ", "), name)
			}
			o := targetOrder(t, tg)
			h, want := targetCases(o)
			h.NoSignals = tg.NoSignals
			tools, bin := buildHarness(t, tg, targetModule, h)
			obs, died, runs, err := tools.RunHarness(context.Background(), tg, bin, len(h.Steps()), len(h.Globals))
			if err != nil {
				t.Fatalf("RunHarness: %v", err)
			}
			start, steps := SplitStart(obs)
			if len(died) != 0 {
				t.Errorf("died: %v\n%s", died, runs[len(runs)-1].Stderr)
			}
			if start == nil || len(start.Arena) != 8 {
				t.Errorf("start line %+v: want the arena's address", start)
			}
			if len(steps) != len(want) {
				t.Fatalf("%d steps printed, want %d:\n%s", len(steps), len(want), runs[0].Stdout)
			}
			for k, w := range want {
				g := steps[k]
				if k == 5 {
					// inf + -inf: any NaN.
					if len(g.Ret) != 4 || binary.BigEndian.Uint32(orderBytes(o, g.Ret))&0x7f800000 != 0x7f800000 || binary.BigEndian.Uint32(orderBytes(o, g.Ret))&0x7fffff == 0 {
						t.Errorf("step 5 (inf + -inf): %x, want a NaN", g.Ret)
					}
					continue
				}
				if g.Step != w.Step || !bytes.Equal(g.Ret, w.Ret) || fmt.Sprint(g.Globals) != fmt.Sprint(w.Globals) || !bytes.Equal(g.Mem, w.Mem) {
					t.Errorf("step %d (%s): got ret %x globals %x mem %x\nwant ret %x globals %x mem %x", k, h.Cases[h.Steps()[k].Case].Func, g.Ret, g.Globals, g.Mem, w.Ret, w.Globals, w.Mem)
				}
			}
		})
	}
}

// orderBytes returns a 4-byte image as big-endian bytes.
func orderBytes(o order, b []byte) []byte {
	if o.be {
		return b
	}
	return []byte{b[3], b[2], b[1], b[0]}
}

// TestTargetTable checks the rows of the target table: every runnable
// row has a layout llc agrees with, and every compile-only row asks for
// the machine verifier.
func TestTargetTable(t *testing.T) {
	tc := llvm19(t)
	for _, tg := range Targets {
		if strings.HasPrefix(tg.Name, "aarch64") {
			continue // (LLVM 19 adds -Fn32, the alignment of function pointers, which no datum has)
		}
		if !tg.Runnable() {
			if !strings.Contains(strings.Join(tg.LlcFlags, " "), "-verify-machineinstrs") {
				t.Errorf("compile-only %s: no -verify-machineinstrs", tg.Name)
			}
			continue
		}
		if tg.Layout == nil {
			t.Errorf("%s: runnable without a layout", tg.Name)
			continue
		}
		out, err := exec.Command(tc.Llc, "-mtriple="+tg.Triple, "-stop-after=pre-isel-intrinsic-lowering", "-o", "-", "/dev/null").CombinedOutput()
		if err != nil {
			t.Errorf("%s: llc: %v\n%s", tg.Name, err, out)
			continue
		}
		if want := fmt.Sprintf("target datalayout = %q", tg.Layout(tc.Major)); !strings.Contains(string(out), want) {
			t.Errorf("%s: llc %d says\n%s\nwant %s", tg.Name, tc.Major, out, want)
		}
	}
}
