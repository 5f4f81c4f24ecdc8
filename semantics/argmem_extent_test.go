package semantics

import (
	"path/filepath"
	"testing"
)

// TestArgObjectsHoldAccesses: the correct pairs of
// testdata/refine/argmem_*.ll are judged on some input (an argument
// object holds their accesses, or a pointer into one), not called correct
// because the source is undefined on every input.
func TestArgObjectsHoldAccesses(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"argmem_offset_2.ll", "argmem_offset_4.ll", "argmem_pointer_2.ll"} {
		m, _ := loadTestModule(t, filepath.Join("testdata", "refine", name))
		p, err := Load(m)
		if err != nil {
			t.Fatal(err)
		}
		pairs := Pairs(m)
		v := NewChecker(p, p, CheckOptions{Seed: 1}).Check(pairs[0][0], pairs[0][1])
		if !v.Correct || v.Tried == v.Skipped {
			t.Errorf("%s: correct %v, %d of %d inputs skipped (%s)", name, v.Correct, v.Skipped, v.Tried, v.Inconclusive)
		}
	}
}

// TestAccessExtents checks the byte ranges found for constant offsets.
func TestAccessExtents(t *testing.T) {
	f := inputsFunc(t, `define void @f(ptr %p, ptr %q, ptr %r, i64 %i) {
  %a = getelementptr [10 x i32], ptr %p, i64 -20, i64 3
  %v = load i32, ptr %a
  %b = getelementptr { i8, i64 }, ptr %p, i64 30, i32 1
  store i64 0, ptr %b
  %c = getelementptr i8, ptr %q, i64 100
  call void @llvm.memcpy.p0.p0.i64(ptr %c, ptr %p, i64 300, i1 false)
  %d = getelementptr i8, ptr %r, i64 %i
  store i8 0, ptr %d
  ret void
}
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
`)
	got := accessExtents(f, mustLayout(t, ""))
	// (The default layout aligns i64 to 4 bytes: { i8, i64 } is 12 bytes.)
	want := map[int]argExtent{0: {-788, 372}, 1: {100, 400}}
	if len(got) != len(want) {
		t.Errorf("extents %v, want %v", got, want)
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("parameter %d: extent %v, want %v", k, got[k], w)
		}
	}
}
