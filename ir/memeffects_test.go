package ir

import "testing"

// TestFnMemoryEffects reads memory(...) and the older attributes as the
// Language Reference defines them.
func TestFnMemoryEffects(t *testing.T) {
	for _, c := range []struct {
		attrs string
		want  MemoryEffects
	}{
		{"", AnyMemory},
		{"memory(none)", MemoryEffects{}},
		{"memory(read)", MemoryEffects{1, 1, 1, 1, 1}},
		{"memory(argmem: readwrite)", MemoryEffects{ArgMem: 3}},
		{"memory(read, argmem: write)", MemoryEffects{2, 1, 1, 1, 1}},
		{"memory(none, errnomem: write)", MemoryEffects{ErrnoMem: 2}},
		{"memory(inaccessiblemem: readwrite, target_mem0: read)", MemoryEffects{InaccessibleMem: 3, TargetMem: 1}},
		{"readnone", MemoryEffects{}},
		{"readonly", MemoryEffects{1, 1, 1, 1, 1}},
		{"writeonly argmemonly", MemoryEffects{ArgMem: 2}},
		{"inaccessiblememonly", MemoryEffects{InaccessibleMem: 3}},
		{"readonly inaccessiblemem_or_argmemonly", MemoryEffects{ArgMem: 1, InaccessibleMem: 1}},
		{"memory(write) readonly", MemoryEffects{}},
	} {
		src := "declare void @f() " + c.attrs + "\n"
		m, err := Parse("t.ll", []byte(src))
		if err != nil {
			t.Fatalf("%s: %v", c.attrs, err)
		}
		f := m.Func("f")
		if got := m.FnMemoryEffects(f.FnAttrs); got != c.want {
			t.Errorf("%s: got %+v, want %+v", c.attrs, got, c.want)
		}
	}
}
