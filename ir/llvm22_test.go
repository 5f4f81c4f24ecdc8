package ir

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/internal/llvmbin"
)

// llvm22AS is LLVM 22's assembler; the tests that need it skip without it.
var llvm22AS = llvmbin.Tool(22, "llvm-as")

// TestLLVM22Constructs parses each module of testdata/llvm22 (one LLVM 22
// construct each, named in its first comment) without a warning,
// verifies it, prints it,
// parses and verifies the printed text, checks that printing that gives
// the same text (round trip), and, where llvm-as-22 is installed, checks
// that it accepts both the original and the printed text.
func TestLLVM22Constructs(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "llvm22", "*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no modules in testdata/llvm22 (%v)", err)
	}
	_, asErr := os.Stat(llvm22AS)
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(string(src), "; construct: ") {
				t.Errorf("%s does not start with a '; construct: ' comment naming what it tests", path)
			}
			m, err := Parse(path, src)
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			for _, w := range m.Warnings {
				t.Errorf("parse warning (a construct irfuzz does not know): %v", w)
			}
			if err := Verify(m); err != nil {
				t.Fatalf("verify: %v", err)
			}
			printed := m.String()
			m2, err := Parse(path+" (printed)", []byte(printed))
			if err != nil {
				t.Fatalf("parse of the printed text: %v\n%s", err, printed)
			}
			if err := Verify(m2); err != nil {
				t.Fatalf("verify of the printed text: %v\n%s", err, printed)
			}
			if again := m2.String(); again != printed {
				t.Fatalf("printing is not stable:\nfirst:\n%s\nsecond:\n%s", printed, again)
			}
			if asErr != nil {
				t.Skipf("%s not installed: llvm-as-22 acceptance not checked", llvm22AS)
			}
			for what, text := range map[string]string{"original": string(src), "printed": printed} {
				if out, err := llvm22Assemble(text); err != nil {
					t.Errorf("llvm-as-22 rejects the %s text: %v\n%s\n%s", what, err, out, text)
				}
			}
		})
	}
}

// llvm22Assemble runs llvm-as-22 on text and returns its diagnostics.
func llvm22Assemble(text string) (string, error) {
	_, errb, err := llvmRun([]byte(text), llvm22AS, "-o", os.DevNull)
	return string(errb), err
}

// TestLLVM22Rejects checks that the verifier refuses what LLVM 22's
// verifier refuses among the new constructs, with a message naming it.
func TestLLVM22Rejects(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"ptrtoaddr wider than the index width", `
target datalayout = "e-p:64:64:64:32"
define i64 @f(ptr %p) {
  %a = ptrtoaddr ptr %p to i64
  ret i64 %a
}`, "result must be the address width of address space 0, i32"},
		{"ptrtoaddr of an integer", `
define i64 @f(i64 %p) {
  %a = ptrtoaddr i64 %p to i64
  ret i64 %a
}`, "operand must be a pointer"},
		{"ptrtoaddr to a pointer", `
define ptr @f(ptr %p) {
  %a = ptrtoaddr ptr %p to ptr
  ret ptr %a
}`, "result an integer"},
		{"ptrtoaddr vector to scalar", `
define i64 @f(<2 x ptr> %p) {
  %a = ptrtoaddr <2 x ptr> %p to i64
  ret i64 %a
}`, "same length"},
		{"dead_on_return on an integer", `
define void @g(i32 dead_on_return %x) {
  ret void
}`, "attribute 'dead_on_return' applied to incompatible type i32"},
		{"atomicrmw fmaximum on an integer", `
define void @f(ptr %p, i32 %v) {
  %a = atomicrmw fmaximum ptr %p, i32 %v seq_cst
  ret void
}`, "atomicrmw fmaximum operand must be a floating point type"},
		{"atomicrmw usub_cond on a float", `
define void @f(ptr %p, float %v) {
  %a = atomicrmw usub_cond ptr %p, float %v seq_cst
  ret void
}`, "atomicrmw usub_cond operand must be an integer type"},
		{"atomicrmw fminimum unordered", `
define void @f(ptr %p, float %v) {
  %a = atomicrmw fminimum ptr %p, float %v unordered
  ret void
}`, "ordering must be at least monotonic"},
		{"one-operand lifetime marker on an argument", `
define void @f(ptr %p) {
  call void @llvm.lifetime.start.p0(ptr %p)
  ret void
}
declare void @llvm.lifetime.start.p0(ptr)`, "can only be used on alloca or poison, not ptr %p"},
		{"one-operand lifetime marker on a getelementptr", `
define void @f() {
  %a = alloca [2 x i32]
  %g = getelementptr i8, ptr %a, i64 4
  call void @llvm.lifetime.end.p0(ptr %g)
  ret void
}
declare void @llvm.lifetime.end.p0(ptr)`, "can only be used on alloca or poison"},
		{"lifetime marker with three operands", `
define void @f() {
  %a = alloca i32
  call void @llvm.lifetime.end.p0(i64 4, i64 4, ptr %a)
  ret void
}
declare void @llvm.lifetime.end.p0(i64, i64, ptr)`, "has 3 parameters, expected 2"},
		{"bitcast of two pointers to one", `
define ptr @f(<2 x ptr> %v) {
  %r = bitcast <2 x ptr> %v to ptr
  ret ptr %r
}`, "pointer vectors must have the same length"},
		{"bitcast of a scalable vector of one pointer", `
define ptr @f(<vscale x 1 x ptr> %v) {
  %r = bitcast <vscale x 1 x ptr> %v to ptr
  ret ptr %r
}`, "pointer vectors must have the same length"},
		{"bitcast of a vector of one pointer to another address space", `
define ptr addrspace(1) @f(<1 x ptr> %v) {
  %r = bitcast <1 x ptr> %v to ptr addrspace(1)
  ret ptr addrspace(1) %r
}`, "cannot change the address space"},
	}
	_, asErr := os.Stat(llvm22AS)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse(tc.name, []byte(tc.src))
			if err == nil {
				err = Verify(m)
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
			if asErr == nil {
				if _, err := llvm22Assemble(tc.src); err == nil {
					t.Errorf("llvm-as-22 accepts it: the test is wrong")
				}
			}
		})
	}
}
