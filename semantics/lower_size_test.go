package semantics

import (
	"testing"
	"unsafe"
)

// TestInstSize keeps an inst at one cache line: the lowered code is the
// largest part of what loading a program allocates.
func TestInstSize(t *testing.T) {
	if s := unsafe.Sizeof(inst{}); s != 64 {
		t.Errorf("inst is %d bytes, want 64", s)
	}
}
