package semantics_test

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/semantics"
)

// llvm22Programs are programs with the constructs LLVM 22 prints that
// irfuzz learnt to run. Each case runs one function in the abstract
// (source) mode and expects its outcome. Cases with lli set are also run
// by lli-22 (a zero-argument function returning i32, its result the exit
// status): "interp" under -force-interpreter, "jit" (LLVM's interpreter
// lacks the instruction: it aborts on ptrtoaddr, usub_cond, usub_sat,
// fmaximum and fminimum, and dies on a bitcast to <1 x ptr>) compiled.
var llvm22Programs = []struct {
	name, src, fn string
	args          []string
	want          string
	lli           string
}{
	{"ptrtoaddr is ptrtoint's address", ptrtoaddrSrc, "same_as_ptrtoint", []string{"3"}, "i64 0", ""},
	{"ptrtoaddr distance", ptrtoaddrSrc, "distance", []string{"3"}, "i64 12", ""},
	{"ptrtoaddr constant expression", ptrtoaddrSrc, "constexpr", nil, "i64 12", ""},
	{"ptrtoaddr vector", ptrtoaddrSrc, "vector", []string{"null"}, "<2 x i64> <i64 0, i64 0>", ""},
	{"ptrtoaddr poison", ptrtoaddrSrc, "of_poison", nil, "i64 poison", ""},
	{"ptrtoaddr main", ptrtoaddrSrc, "main", nil, "i32 12", "jit"},

	{"usub_cond subtracts", rmwSrc, "usub_cond", []string{"9", "7"}, "i32 2", ""},
	{"usub_cond keeps", rmwSrc, "usub_cond", []string{"5", "7"}, "i32 5", ""},
	{"usub_cond equal", rmwSrc, "usub_cond", []string{"7", "7"}, "i32 0", ""},
	{"usub_cond returns the old value", rmwSrc, "usub_cond_old", []string{"9", "7"}, "i32 9", ""},
	{"usub_sat saturates", rmwSrc, "usub_sat", []string{"5", "7"}, "i32 0", ""},
	{"usub_sat subtracts", rmwSrc, "usub_sat", []string{"9", "7"}, "i32 2", ""},
	{"usub_sat i8 poison", rmwSrc, "usub_sat8", []string{"poison"}, "i8 poison", ""},
	{"fmaximum of zeros", rmwSrc, "fmaximum", []string{"-0.0", "0.0"}, "float 0.000000e+00", ""},
	{"fmaximum of -0 and -0", rmwSrc, "fmaximum", []string{"-0.0", "-0.0"}, "float -0.000000e+00", ""},
	{"fmaximum propagates NaN", rmwSrc, "fmaximum_isnan", []string{"1.0", "nan"}, "i1 true", ""},
	{"fmax (maxnum) drops NaN", rmwSrc, "fmax_isnan", []string{"1.0", "nan"}, "i1 false", ""},
	{"fminimum of zeros", rmwSrc, "fminimum", []string{"0.0", "-0.0"}, "float -0.000000e+00", ""},
	{"fminimum", rmwSrc, "fminimum", []string{"2.0", "1.5"}, "float 1.500000e+00", ""},
	{"vector fadd", rmwSrc, "vfadd", []string{"<1.0, 2.0>", "<0.5, poison>"}, "<2 x float> <float 1.500000e+00, float poison>", ""},
	{"vector fmaximum old value", rmwSrc, "vfmaximum", nil, "<2 x half> <half 0xH3C00, half 0xH4000>", ""},
	{"usub_cond main", rmwSrc, "main_usub_cond", nil, "i32 2", "jit"},
	{"usub_sat main", rmwSrc, "main_usub_sat", nil, "i32 0", "jit"},
	{"fmaximum main", rmwSrc, "main_fmaximum", nil, "i32 7", "jit"},
	{"fminimum main", rmwSrc, "main_fminimum", nil, "i32 2", "jit"},
	{"vector fadd main", rmwSrc, "main_vfadd", nil, "i32 4", "jit"},

	{"lifetime one operand", lifetimeSrc, "one", nil, "i32 4", "interp"},
	{"lifetime end kills", lifetimeSrc, "dead", nil, "UB: use after free at @dead %0 %v", ""},
	{"lifetime start forgets", lifetimeSrc, "restart", nil, "i32 undef", ""},
	{"lifetime on poison", lifetimeSrc, "on_poison", nil, "i32 1", "interp"},
	{"lifetime two operands", lifetimeSrc, "old_form", nil, "i32 5", ""},

	{"bitcast through <1 x ptr>", bitcastSrc, "roundtrip", []string{"2"}, "i32 3", ""},
	{"bitcast <1 x ptr> poison", bitcastSrc, "of_poison", nil, "ptr poison", ""},
	{"bitcast <1 x ptr> main", bitcastSrc, "main", nil, "i32 4", "jit"}, // (lli-22 -force-interpreter dies of SIGFPE in executeBitCastInst)

	{"masked load and store, LLVM 22 form", maskedSrc, "main", nil, "i32 415", "jit"},
	{"masked load through a misaligned align 8 pointer", maskedSrc, "mis", nil, "UB: poison address at @mis %0 %r", ""},
	{"masked load without align: alignment 1", maskedSrc, "mis_ok", nil, "i32 2", "jit"},

	{"dead_on_return call leaves poison", deadOnReturnSrc, "after_call", nil, "i32 poison", ""},
	{"no dead_on_return keeps the callee's store", deadOnReturnSrc, "after_plain_call", nil, "i32 9", ""},
	{"dead_on_return(N) leaves the rest", deadOnReturnSrc, "after_call_sized", nil, "i32 2", ""},
}

const ptrtoaddrSrc = `
@g = global [4 x i32] zeroinitializer

define i64 @same_as_ptrtoint(i64 %i) {
  %p = getelementptr inbounds [4 x i32], ptr @g, i64 0, i64 %i
  %a = ptrtoaddr ptr %p to i64
  %b = ptrtoint ptr %p to i64
  %d = sub i64 %a, %b
  ret i64 %d
}

define i64 @distance(i64 %i) {
  %p = getelementptr inbounds [4 x i32], ptr @g, i64 0, i64 %i
  %a = ptrtoaddr ptr %p to i64
  %b = ptrtoaddr ptr @g to i64
  %d = sub i64 %a, %b
  ret i64 %d
}

define i64 @constexpr() {
  %s = sub i64 ptrtoaddr (ptr getelementptr (i8, ptr @g, i64 12) to i64), ptrtoaddr (ptr @g to i64)
  ret i64 %s
}

define <2 x i64> @vector(ptr %p) {
  %v0 = insertelement <2 x ptr> poison, ptr @g, i64 0
  %q = getelementptr i8, ptr @g, i64 5
  %v = insertelement <2 x ptr> %v0, ptr %q, i64 1
  %a = ptrtoaddr <2 x ptr> %v to <2 x i64>
  %b = ptrtoint <2 x ptr> %v to <2 x i64>
  %d = sub <2 x i64> %a, %b
  ret <2 x i64> %d
}

define i64 @of_poison() {
  %a = ptrtoaddr ptr poison to i64
  ret i64 %a
}

define i32 @main() {
  %x = alloca [4 x i32]
  %p = getelementptr i8, ptr %x, i64 12
  %a = ptrtoaddr ptr %p to i64
  %b = ptrtoaddr ptr %x to i64
  %d = sub i64 %a, %b
  %r = trunc i64 %d to i32
  ret i32 %r
}
`

const rmwSrc = `
define i32 @usub_cond(i32 %init, i32 %v) {
  %p = alloca i32
  store i32 %init, ptr %p
  %old = atomicrmw usub_cond ptr %p, i32 %v seq_cst
  %new = load i32, ptr %p
  ret i32 %new
}

define i32 @usub_cond_old(i32 %init, i32 %v) {
  %p = alloca i32
  store i32 %init, ptr %p
  %old = atomicrmw usub_cond ptr %p, i32 %v seq_cst
  ret i32 %old
}

define i32 @usub_sat(i32 %init, i32 %v) {
  %p = alloca i32
  store i32 %init, ptr %p
  %old = atomicrmw usub_sat ptr %p, i32 %v seq_cst
  %new = load i32, ptr %p
  ret i32 %new
}

define i8 @usub_sat8(i8 %v) {
  %p = alloca i8
  store i8 3, ptr %p
  %old = atomicrmw usub_sat ptr %p, i8 %v monotonic
  %new = load i8, ptr %p
  ret i8 %new
}

define float @fmaximum(float %init, float %v) {
  %p = alloca float
  store float %init, ptr %p
  %old = atomicrmw fmaximum ptr %p, float %v seq_cst
  %new = load float, ptr %p
  ret float %new
}

define i1 @fmaximum_isnan(float %init, float %v) {
  %p = alloca float
  store float %init, ptr %p
  %old = atomicrmw fmaximum ptr %p, float %v seq_cst
  %new = load float, ptr %p
  %c = fcmp uno float %new, 0.0
  ret i1 %c
}

define i1 @fmax_isnan(float %init, float %v) {
  %p = alloca float
  store float %init, ptr %p
  %old = atomicrmw fmax ptr %p, float %v seq_cst
  %new = load float, ptr %p
  %c = fcmp uno float %new, 0.0
  ret i1 %c
}

define float @fminimum(float %init, float %v) {
  %p = alloca float
  store float %init, ptr %p
  %old = atomicrmw fminimum ptr %p, float %v seq_cst
  %new = load float, ptr %p
  ret float %new
}

define <2 x float> @vfadd(<2 x float> %init, <2 x float> %v) {
  %p = alloca <2 x float>
  store <2 x float> %init, ptr %p
  %old = atomicrmw fadd ptr %p, <2 x float> %v seq_cst, align 8
  %new = load <2 x float>, ptr %p
  ret <2 x float> %new
}

define <2 x half> @vfmaximum() {
  %p = alloca <2 x half>
  store <2 x half> <half 1.0, half 2.0>, ptr %p
  %old = atomicrmw fmaximum ptr %p, <2 x half> <half 3.0, half 1.0> seq_cst, align 4
  ret <2 x half> %old
}

define i32 @main_usub_cond() {
  %p = alloca i32
  store i32 9, ptr %p
  %old = atomicrmw usub_cond ptr %p, i32 7 seq_cst
  %new = load i32, ptr %p
  ret i32 %new
}

define i32 @main_usub_sat() {
  %p = alloca i32
  store i32 5, ptr %p
  %old = atomicrmw usub_sat ptr %p, i32 7 seq_cst
  %new = load i32, ptr %p
  ret i32 %new
}

define i32 @main_fmaximum() {
  %p = alloca float
  store float 2.0, ptr %p
  %old = atomicrmw fmaximum ptr %p, float 7.0 seq_cst
  %new = load float, ptr %p
  %i = fptosi float %new to i32
  ret i32 %i
}

define i32 @main_fminimum() {
  %p = alloca double
  store double 2.0, ptr %p
  %old = atomicrmw fminimum ptr %p, double 7.0 seq_cst
  %new = load double, ptr %p
  %i = fptosi double %new to i32
  ret i32 %i
}

define i32 @main_vfadd() {
  %p = alloca <2 x float>
  store <2 x float> <float 1.0, float 2.0>, ptr %p
  %old = atomicrmw fadd ptr %p, <2 x float> <float 0.5, float 2.0> seq_cst, align 8
  %new = load <2 x float>, ptr %p
  %e = extractelement <2 x float> %new, i32 1
  %i = fptosi float %e to i32
  ret i32 %i
}
`

const lifetimeSrc = `
define i32 @one() {
  %p = alloca i32
  call void @llvm.lifetime.start.p0(ptr %p)
  store i32 4, ptr %p
  %v = load i32, ptr %p
  call void @llvm.lifetime.end.p0(ptr %p)
  ret i32 %v
}

define i32 @dead() {
  %p = alloca i32
  call void @llvm.lifetime.start.p0(ptr %p)
  store i32 4, ptr %p
  call void @llvm.lifetime.end.p0(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @restart() {
  %p = alloca i32
  store i32 4, ptr %p
  call void @llvm.lifetime.start.p0(ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @on_poison() {
  call void @llvm.lifetime.start.p0(ptr poison)
  call void @llvm.lifetime.end.p0(ptr poison)
  ret i32 1
}

declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

define i32 @old_form() {
  %p = alloca i32
  call void @llvm.lifetime.start.p1(i64 4, ptr addrspace(1) poison)
  store i32 5, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}

declare void @llvm.lifetime.start.p1(i64, ptr addrspace(1))
`

const bitcastSrc = `
@g = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]

define i32 @roundtrip(i64 %i) {
  %p = getelementptr i32, ptr @g, i64 %i
  %v = bitcast ptr %p to <1 x ptr>
  %e = extractelement <1 x ptr> %v, i32 0
  %w = insertelement <1 x ptr> poison, ptr %e, i32 0
  %q = bitcast <1 x ptr> %w to ptr
  %x = load i32, ptr %q
  ret i32 %x
}

define ptr @of_poison() {
  %q = bitcast <1 x ptr> poison to ptr
  ret ptr %q
}

define i32 @main() {
  %p = getelementptr i32, ptr @g, i64 3
  %v = bitcast ptr %p to <1 x ptr>
  %q = bitcast <1 x ptr> %v to ptr
  %x = load i32, ptr %q
  ret i32 %x
}
`

const maskedSrc = `define i32 @main() {
  %a = alloca <4 x i32>, align 16
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %a
  %m0 = insertelement <4 x i1> zeroinitializer, i1 true, i32 1
  %m = insertelement <4 x i1> %m0, i1 true, i32 3
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 4 %a, <4 x i1> %m, <4 x i32> <i32 10, i32 20, i32 30, i32 40>)
  call void @llvm.masked.store.v4i32.p0(<4 x i32> <i32 100, i32 200, i32 300, i32 400>, ptr align 16 %a, <4 x i1> %m)
  %s = load <4 x i32>, ptr %a
  %x0 = extractelement <4 x i32> %r, i32 0
  %x1 = extractelement <4 x i32> %r, i32 1
  %y3 = extractelement <4 x i32> %s, i32 3
  %y2 = extractelement <4 x i32> %s, i32 2
  %t = add i32 %x0, %x1
  %u = add i32 %t, %y3
  %w = add i32 %u, %y2
  ret i32 %w
}
define i32 @mis() {
  %a = alloca <4 x i32>, align 16
  %g = getelementptr i8, ptr %a, i64 4
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr align 8 %g, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x i32> poison)
  ret i32 0
}
define i32 @mis_ok() {
  %a = alloca <4 x i32>, align 16
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %a
  %g = getelementptr i8, ptr %a, i64 4
  %r = call <4 x i32> @llvm.masked.load.v4i32.p0(ptr %g, <4 x i1> <i1 true, i1 false, i1 false, i1 false>, <4 x i32> poison)
  %x = extractelement <4 x i32> %r, i32 0
  ret i32 %x
}
declare <4 x i32> @llvm.masked.load.v4i32.p0(ptr, <4 x i1>, <4 x i32>)
declare void @llvm.masked.store.v4i32.p0(<4 x i32>, ptr, <4 x i1>)
`

const deadOnReturnSrc = `
define void @callee(ptr %p) {
  store i32 9, ptr %p
  ret void
}

define i32 @after_call() {
  %t = alloca i32
  store i32 1, ptr %t
  call void @callee(ptr dead_on_return %t)
  %v = load i32, ptr %t
  ret i32 %v
}

define i32 @after_plain_call() {
  %t = alloca i32
  store i32 1, ptr %t
  call void @callee(ptr %t)
  %v = load i32, ptr %t
  ret i32 %v
}

define i32 @after_call_sized() {
  %t = alloca [2 x i32]
  %t1 = getelementptr i32, ptr %t, i64 1
  store i32 2, ptr %t1
  call void @callee(ptr dead_on_return(4) %t)
  %v = load i32, ptr %t1
  ret i32 %v
}
`

// TestLLVM22Programs runs each program of llvm22Programs and checks its
// outcome.
func TestLLVM22Programs(t *testing.T) {
	for _, tc := range llvm22Programs {
		t.Run(tc.name, func(t *testing.T) {
			p, err := load(tc.name, tc.src)
			if err != nil {
				t.Fatal(err)
			}
			f := p.FuncByName(tc.fn)
			if f == nil {
				t.Fatalf("no function @%s", tc.fn)
			}
			args, err := semantics.ParseArgs(f, tc.args)
			if err != nil {
				t.Fatal(err)
			}
			o := p.NewMachine(semantics.Config{}).Run(tc.fn, args)
			if got := o.String(); got != tc.want {
				t.Errorf("@%s(%s) = %s, want %s", tc.fn, strings.Join(tc.args, ", "), got, tc.want)
			}
		})
	}
}

// TestLLVM22ProgramsAgainstLLI runs the cases marked lli under lli-22
// too, and checks that its exit status is the result the interpreter
// expects (modulo 256).
func TestLLVM22ProgramsAgainstLLI(t *testing.T) {
	t.Parallel()
	lli := llvmbin.Tool(22, "lli")
	if _, err := os.Stat(lli); err != nil {
		t.Skipf("%s not installed", lli)
	}
	dir := t.TempDir()
	for _, tc := range llvm22Programs {
		if tc.lli == "" {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			n, err := strconv.ParseInt(strings.TrimPrefix(tc.want, "i32 "), 10, 64)
			if err != nil || len(tc.args) > 0 {
				t.Fatalf("an lli case returns a constant i32 and takes no arguments: want %q, args %v", tc.want, tc.args)
			}
			path := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "_")+".ll")
			if err := os.WriteFile(path, []byte(tc.src), 0o644); err != nil {
				t.Fatal(err)
			}
			args := []string{"-entry-function=" + tc.fn, path}
			if tc.lli == "interp" {
				args = append([]string{"-force-interpreter"}, args...)
			}
			out, err := exec.Command(lli, args...).CombinedOutput()
			status := 0
			var ee *exec.ExitError
			switch {
			case errors.As(err, &ee) && ee.Exited():
				status = ee.ExitCode()
			case err != nil:
				t.Fatalf("lli-22 %v: %v\n%s", args, err, out)
			}
			if status != int(n&0xff) {
				t.Errorf("lli-22 %v exits %d, the interpreter says %s\n%s", args, status, tc.want, out)
			}
		})
	}
}

// TestDeadOnReturnRefinement checks the oracle's view of a test function
// with a dead_on_return parameter: the final bytes of the object it
// points to may be anything in the target, and without the attribute
// they must match.
func TestDeadOnReturnRefinement(t *testing.T) {
	p, err := load("dor.ll", `
define void @src(ptr dead_on_return %p, ptr %q) {
  store i64 5, ptr %p
  store i64 6, ptr %q
  ret void
}
define void @tgt(ptr dead_on_return %p, ptr %q) {
  store i64 6, ptr %q
  ret void
}
define void @tgt_drops_live(ptr dead_on_return %p, ptr %q) {
  store i64 5, ptr %p
  ret void
}
define void @src_plain(ptr %p, ptr %q) {
  store i64 5, ptr %p
  store i64 6, ptr %q
  ret void
}
define void @src_sized(ptr dead_on_return(4) %p, ptr %q) {
  store i64 5, ptr %p
  store i64 6, ptr %q
  ret void
}
define i32 @call_src() {
  %t = alloca i32
  store i32 1, ptr %t
  call void @write(ptr dead_on_return %t)
  %v = load i32, ptr %t
  ret i32 %v
}
define i32 @call_tgt() {
  %t = alloca i32
  call void @write(ptr dead_on_return %t)
  ret i32 3
}
define void @write(ptr %p) {
  store i32 3, ptr %p
  ret void
}
`)
	if err != nil {
		t.Fatal(err)
	}
	c := semantics.NewChecker(p, p, semantics.CheckOptions{})
	for _, tc := range []struct {
		src, tgt string
		correct  bool
	}{
		{"src", "tgt", true},             // the dead store is gone
		{"src", "tgt_drops_live", false}, // the live one may not go
		{"src_plain", "tgt", false},      // without the attribute the store is seen
		{"src_sized", "tgt", false},      // dead_on_return(4): bytes 4..7 of the store are seen
		{"call_src", "call_tgt", true},   // what @write left is dead for the caller
	} {
		v := c.Check(p.FuncByName(tc.src), p.FuncByName(tc.tgt))
		if v.Correct != tc.correct || v.Tried == 0 {
			t.Errorf("@%s -> @%s: %s (tried %d), want correct=%v\nsource: %s\ntarget: %s", tc.src, tc.tgt, v.String(), v.Tried, tc.correct, v.Source, v.Target)
		}
	}
}
