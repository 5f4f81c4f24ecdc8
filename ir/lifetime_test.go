package ir

import (
	"os"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/internal/llvmbin"
)

// lifetime22 is a module with LLVM 22's one-operand lifetime markers.
const lifetime22 = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

%s = type { i8, i32, [3 x i16] }

define i32 @f(i64 %n) {
  %a = alloca i32, align 4
  %b = alloca %s, align 4
  %c = alloca i64, i32 3, align 8
  %d = alloca i8, i64 %n, align 1
  %e = alloca x86_fp80, align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %a)
  call void @llvm.lifetime.start.p0(ptr %b)
  call void @llvm.lifetime.start.p0(ptr %c)
  call void @llvm.lifetime.start.p0(ptr %d)
  call void @llvm.lifetime.start.p0(ptr %e)
  call void @llvm.lifetime.end.p0(ptr poison)
  store i32 1, ptr %a, align 4
  %v = load i32, ptr %a, align 4
  call void @llvm.lifetime.end.p0(ptr %e)
  call void @llvm.lifetime.end.p0(ptr %d)
  call void @llvm.lifetime.end.p0(ptr %c)
  call void @llvm.lifetime.end.p0(ptr %b)
  call void @llvm.lifetime.end.p0(ptr nonnull %a)
  ret i32 %v
}

declare void @llvm.lifetime.start.p0(ptr nocapture)

declare void @llvm.lifetime.end.p0(ptr nocapture)

declare void @llvm.lifetime.start.i64(i64)
`

// TestLifetimeWithSize checks the rewrite to the two-operand markers: the
// sizes are the allocations' (x86-64 layout), -1 where there is none to
// give, the module verifies, and llvm-as-19 (when installed) reads it.
func TestLifetimeWithSize(t *testing.T) {
	m, err := Parse("lifetime22.ll", []byte(lifetime22))
	if err != nil {
		t.Fatal(err)
	}
	if err := LifetimeWithSize(m); err != nil {
		t.Fatal(err)
	}
	if err := Verify(m); err != nil {
		t.Fatalf("verify after LifetimeWithSize: %v\n%s", err, m)
	}
	out := m.String()
	if strings.Contains(out, "@llvm.lifetime.start.i64") {
		t.Errorf("the unused declaration of neither form is still there:\n%s", out)
	}
	for _, want := range []string{
		"call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %a)",
		"call void @llvm.lifetime.start.p0(i64 16, ptr %b)",   // {i8, i32, [3 x i16]}: 1+3+4+6, padded to align 4
		"call void @llvm.lifetime.start.p0(i64 24, ptr %c)",   // 3 x i64
		"call void @llvm.lifetime.start.p0(i64 -1, ptr %d)",   // dynamic
		"call void @llvm.lifetime.start.p0(i64 16, ptr %e)",   // f80:128
		"call void @llvm.lifetime.end.p0(i64 -1, ptr poison)", // no object
		"call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %a)",
		"declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)",
		"declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	// Already two-operand: nothing changes.
	if err := LifetimeWithSize(m); err != nil || m.String() != out {
		t.Errorf("a second LifetimeWithSize changed the module (%v)", err)
	}
	as19 := llvmbin.Tool(19, "llvm-as")
	if _, err := os.Stat(as19); err != nil {
		t.Skipf("%s not installed: acceptance by LLVM 19 not checked", as19)
	}
	if _, b, err := llvmRun([]byte(out), as19, "-o", os.DevNull); err != nil {
		t.Errorf("llvm-as-19 rejects the rewritten module: %v\n%s\n%s", err, b, out)
	}
}

// TestLifetimeRoundTrip checks that LifetimeWithoutSize undoes
// LifetimeWithSize on LLVM 22's form.
func TestLifetimeRoundTrip(t *testing.T) {
	m, err := Parse("lifetime22.ll", []byte(lifetime22))
	if err != nil {
		t.Fatal(err)
	}
	want := m.String()
	if err := LifetimeWithSize(m); err != nil {
		t.Fatal(err)
	}
	if err := LifetimeWithoutSize(m); err != nil {
		t.Fatal(err)
	}
	if err := Verify(m); err != nil {
		t.Fatalf("verify: %v", err)
	}
	want = strings.ReplaceAll(want, "\ndeclare void @llvm.lifetime.start.i64(i64)\n", "")
	if got := m.String(); got != want {
		t.Errorf("round trip changed the module:\n%s\nwant:\n%s", got, want)
	}
}

// TestLifetimeWithoutSize checks the rewrite to LLVM 22's markers as its
// reader upgrades old ones: casts and zero getelementptrs of an alloca are
// seen through (also into another address space's declaration), markers
// on other pointers are dropped, and llvm-as-22 (when installed) reads
// the result.
func TestLifetimeWithoutSize(t *testing.T) {
	src := `define void @f(ptr %q) {
  %p = alloca [2 x i32], align 4
  %g = getelementptr i8, ptr %p, i64 0
  %g4 = getelementptr i8, ptr %p, i64 4
  call void @llvm.lifetime.start.p0(i64 8, ptr %g)
  call void @llvm.lifetime.start.p0(i64 4, ptr %g4)
  call void @llvm.lifetime.end.p0(i64 -1, ptr %q)
  %c = addrspacecast ptr %p to ptr addrspace(1)
  call void @llvm.lifetime.end.p1(i64 -1, ptr addrspace(1) %c)
  call void @llvm.lifetime.end.p0(i64 -1, ptr poison)
  call void @llvm.lifetime.end.p0(i64 8, ptr getelementptr ([2 x i32], ptr @gl, i64 0, i64 0))
  ret void
}

@gl = global [2 x i32] zeroinitializer

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture)
declare void @llvm.lifetime.end.p1(i64 immarg, ptr addrspace(1) nocapture)
`
	m, err := Parse("old.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(m); err != nil {
		t.Fatal(err)
	}
	if err := LifetimeWithoutSize(m); err != nil {
		t.Fatal(err)
	}
	if err := Verify(m); err != nil {
		t.Fatalf("verify after LifetimeWithoutSize: %v\n%s", err, m)
	}
	out := m.String()
	body := out[strings.Index(out, "define"):strings.Index(out, "ret void")]
	if got, want := strings.Count(body, "call void @llvm.lifetime."), 3; got != want {
		t.Errorf("%d markers left, want %d:\n%s", got, want, out)
	}
	for _, want := range []string{
		"call void @llvm.lifetime.start.p0(ptr %p)",
		"call void @llvm.lifetime.end.p0(ptr %p)", // through the addrspacecast
		"call void @llvm.lifetime.end.p0(ptr poison)",
		"declare void @llvm.lifetime.end.p1(ptr addrspace(1) nocapture)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	if _, err := os.Stat(llvm22AS); err != nil {
		t.Skipf("%s not installed: acceptance by LLVM 22 not checked", llvm22AS)
	}
	if msg, err := llvm22Assemble(out); err != nil {
		t.Errorf("llvm-as-22 rejects the rewritten module: %v\n%s\n%s", err, msg, out)
	}
}

// TestLifetimeRewriteRefuses checks that a marker declaration used other
// than as a callee makes both rewrites fail without changing the module.
func TestLifetimeRewriteRefuses(t *testing.T) {
	tests := []struct{ name, src string }{
		{"stored", `define void @f(ptr %p) {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(ptr %a)
  store ptr @llvm.lifetime.start.p0, ptr %p
  ret void
}
declare void @llvm.lifetime.start.p0(ptr)
`},
		{"stored-old", `define void @f(ptr %p) {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(i64 4, ptr %a)
  store ptr @llvm.lifetime.start.p0, ptr %p
  ret void
}
declare void @llvm.lifetime.start.p0(i64, ptr)
`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Parse(tc.name, []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			before := m.String()
			rewrite := LifetimeWithSize
			if strings.HasSuffix(tc.name, "-old") {
				rewrite = LifetimeWithoutSize
			}
			err = rewrite(m)
			if err == nil || !strings.Contains(err.Error(), "used other than as the callee") {
				t.Errorf("got %v, want a refusal", err)
			}
			if m.String() != before {
				t.Errorf("the module changed")
			}
		})
	}
}
