package ir

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/internal/llvmbin"
)

// newIRModule uses what LLVM 22 reads and older releases do not.
const newIRModule = `declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare void @ext(ptr captures(none) dead_on_return)
declare i32 @pure(i32) memory(none)
declare void @argrd(ptr) memory(argmem: read)
declare void @both(ptr) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @mixed(ptr) memory(read, argmem: readwrite)

define range(i8 0, 10) i8 @f(i8 range(i8 0, 5) %a, i16 %w, ptr writable dereferenceable(8) dead_on_unwind initializes((0, 4)) %p, float nofpclass(nan) %x) {
  %o = or disjoint i8 %a, 1
  %z = zext nneg i8 %o to i16
  %u = uitofp nneg i8 %o to float
  %t = trunc nuw nsw i16 %w to i8
  %g = getelementptr nusw nuw i8, ptr %p, i64 1
  %g2 = getelementptr inbounds nuw i8, ptr %p, i64 2
  %c = icmp samesign ult i8 %t, %o
  %i = ptrtoaddr ptr %g to i64
  %s = alloca i32
  call void @llvm.lifetime.start.p0(ptr %s)
  call void @ext(ptr captures(none) %s)
  call void @llvm.lifetime.end.p0(ptr %s)
  store i32 0, ptr %p
  ret i8 %o
}
`

func TestForRelease(t *testing.T) {
	m, err := Parse("new.ll", []byte(newIRModule))
	if err != nil {
		t.Fatal(err)
	}
	before := m.String()
	for _, major := range []int{13, 14, 15, 16, 19, 22} {
		out, changes, err := ForRelease(m, major)
		if err != nil {
			t.Fatalf("LLVM %d: %v", major, err)
		}
		text := out.String()
		if err := Verify(out); err != nil {
			t.Errorf("LLVM %d: the copy does not verify: %v\n%s", major, err, text)
		}
		if NeedsRewrite(m, major) != (len(changes) > 0) {
			t.Errorf("LLVM %d: NeedsRewrite = %v, changes %v", major, NeedsRewrite(m, major), changes)
		}
		if major == 22 && (len(changes) != 0 || text != before) {
			t.Errorf("LLVM 22 reads everything, yet: %v", changes)
		}
		for _, gone := range []string{"samesign", "ptrtoaddr", "dead_on_return", "captures("} {
			if major < 19 && strings.Contains(text, gone) {
				t.Errorf("LLVM %d: %q left in\n%s", major, gone, text)
			}
		}
		if major < 19 && (!strings.Contains(text, "nocapture") || !strings.Contains(text, "@llvm.lifetime.start.p0(i64 4, ptr %s)")) {
			t.Errorf("LLVM %d: no nocapture or sized lifetime marker\n%s", major, text)
		}
		if major < 16 && (strings.Contains(text, "memory(") || !strings.Contains(text, "readnone") || !strings.Contains(text, "inaccessiblemem_or_argmemonly")) {
			t.Errorf("LLVM %d: memory(...) not written the old way\n%s", major, text)
		}
		if major == 19 && !slices.Contains(changes, "dropped icmp samesign") {
			t.Errorf("LLVM 19: changes %v", changes)
		}
		checkLLVMReads(t, major, text)
	}
	if m.String() != before {
		t.Error("ForRelease changed its argument")
	}
}

// checkLLVMReads has llvm-as of release major read text, when it is
// installed.
func checkLLVMReads(t *testing.T, major int, text string) {
	t.Helper()
	as := llvmbin.Tool(major, "llvm-as")
	if _, err := os.Stat(as); err != nil {
		t.Logf("llvm-as of LLVM %d not installed: not checked", major)
		return
	}
	f := filepath.Join(t.TempDir(), "m.ll")
	if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	argv := []string{"-o", os.DevNull, f}
	switch major {
	case 13:
		argv = append([]string{"-force-opaque-pointers"}, argv...)
	case 14, 15:
		argv = append([]string{"-opaque-pointers"}, argv...)
	}
	if _, out, err := llvmRun(nil, as, argv...); err != nil {
		t.Errorf("llvm-as-%d rejects the copy for it: %s\n%s", major, out, text)
	}
}

func TestLegacyMemory(t *testing.T) {
	for _, c := range []struct{ args, want string }{
		{"none", "readnone"},
		{"read", "readonly"},
		{"write", "writeonly"},
		{"readwrite", ""},
		{"argmem: readwrite", "argmemonly"},
		{"argmem: read", "readonly argmemonly"},
		{"argmem: write", "writeonly argmemonly"},
		{"inaccessiblemem: readwrite", "inaccessiblememonly"},
		{"argmem: read, inaccessiblemem: read", "readonly inaccessiblemem_or_argmemonly"},
		{"argmem: read, inaccessiblemem: write", "inaccessiblemem_or_argmemonly"},
		{"read, argmem: readwrite", ""},
		{"argmem: read, errnomem: write", ""},
		{"errnomem: read", "readonly"},
		{"bogus", ""},
	} {
		var keys []string
		for _, a := range legacyMemory(c.args) {
			keys = append(keys, a.Key)
		}
		if got := strings.Join(keys, " "); got != c.want {
			t.Errorf("memory(%s) = %q, want %q", c.args, got, c.want)
		}
	}
}
