package main

import (
	"fmt"

	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/release"
)

// defaultRelease is the LLVM release a command that makes IR keeps to:
// the one --llvm names, else the newest installed release, else the
// newest the release table knows (IR for a machine without LLVM).
func defaultRelease(flag int) int {
	if flag != 0 {
		return flag
	}
	if tc, err := native.Find(0, ""); err == nil && release.IsSupported(tc.Major) {
		return tc.Major
	}
	return release.Newest()
}

// releaseUsage is the help text of a --llvm flag of a command that makes
// IR for one release.
func releaseUsage(what string) string {
	return fmt.Sprintf("LLVM `release` %s: one of %v (default: the newest installed)", what, release.Supported())
}
