// Package llvmbin finds the directory of an installed LLVM release's
// tools: the one place that knows where Debian and apt.llvm.org put them
// (/usr/lib/llvm-N/bin) and how they show on PATH (opt-N, a link into
// that directory). native finds toolchains with it, and tests find the
// tools they run with it.
package llvmbin

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// Dir is the directory holding release major's unsuffixed tools (opt,
// llc, llvm-as, clang, ...): /usr/lib/llvm-N/bin when it has opt, else
// the directory that opt-N on PATH links into when it has an opt. When
// neither is found it is still /usr/lib/llvm-N/bin, so that a caller
// that stats a tool there reports the path it looked for.
func Dir(major int) string {
	std := fmt.Sprintf("/usr/lib/llvm-%d/bin", major)
	if isFile(filepath.Join(std, "opt")) {
		return std
	}
	if p, err := exec.LookPath(fmt.Sprintf("opt-%d", major)); err == nil {
		if real, err := filepath.EvalSymlinks(p); err == nil && filepath.Base(real) == "opt" {
			return filepath.Dir(real)
		}
	}
	return std
}

// Tool is the path of tool name (opt, llc, llvm-as, lli, clang, ...) of
// release major: in Dir(major), whether or not it is there.
func Tool(major int, name string) string { return filepath.Join(Dir(major), name) }

// Installed reports whether release major's opt is found.
func Installed(major int) bool { return isFile(Tool(major, "opt")) }

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}
