package llvmbin

import (
	"os"
	"path/filepath"
	"testing"
)

func TestDir(t *testing.T) {
	for _, major := range []int{14, 19, 22} {
		d := Dir(major)
		if !filepath.IsAbs(d) {
			t.Errorf("Dir(%d) = %q, not absolute", major, d)
		}
		if Installed(major) {
			if _, err := os.Stat(Tool(major, "llc")); err != nil {
				t.Errorf("LLVM %d: opt in %s but no llc: %v", major, d, err)
			}
		}
	}
	if got, want := Dir(1), "/usr/lib/llvm-1/bin"; got != want {
		t.Errorf("Dir(1) = %q, want %q (where it looked)", got, want)
	}
	if Installed(1) {
		t.Error("LLVM 1 is installed")
	}
}
