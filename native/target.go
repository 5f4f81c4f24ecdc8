package native

import (
	"fmt"
	"os/exec"
	"strings"
)

// Target is one back end irfuzz compiles for: how to run llc for it, how to
// link, and how to run the result. llc takes the module's datalayout from
// the target (-mtriple), so one module serves every target. Adding a target is adding an entry to
// Targets. A target without a linker is compile-only: llc runs (hunting
// back-end crashes) but nothing is executed.
type Target struct {
	Name     string   // what --targets names it
	Triple   string   // the module's target triple for llc
	LlcFlags []string // extra llc flags (-mcpu, -global-isel, ...)
	// Layout is the datalayout llc gives modules for this target in a
	// release (it replaces the module's own); nil when not known.
	Layout func(major int) string
	// Linker is the C compiler driver that links the objects; empty for a
	// compile-only target.
	Linker string
	// Runner runs the linked program (an emulator with its flags); empty
	// when the program runs natively.
	Runner []string
	// Packages are the Debian packages that provide Linker and Runner.
	Packages []string
	// ExtraFiles are files the target needs (a cross libc), each with the
	// package that provides it.
	ExtraFiles map[string]string
}

const (
	qemuAArch64   = "qemu-aarch64"
	aarch64Layout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
)

// X86Layout is x86-64's datalayout in LLVM release major: i128 is 16-byte
// aligned from LLVM 18 on, 8-byte aligned before.
func X86Layout(major int) string {
	if major >= 18 {
		return "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
	}
	return "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
}

// Targets is the table of known targets, in the order --targets lists them.
var Targets = []*Target{
	{Name: "x86_64", Triple: "x86_64-unknown-linux-gnu", Layout: X86Layout, Linker: "cc", Packages: []string{"gcc"}},
	// AArch64 selects with GlobalISel at -O0 by default: this target asks
	// for FastISel there (SelectionDAG above -O0), so that it does not
	// repeat aarch64-gisel at -O0 and FastISel is tested too.
	{Name: "aarch64", Triple: "aarch64-unknown-linux-gnu", Layout: func(int) string { return aarch64Layout }, LlcFlags: []string{"-global-isel=0"},
		Linker: "aarch64-linux-gnu-gcc", Runner: []string{qemuAArch64, "-L", "/usr/aarch64-linux-gnu"},
		Packages:   []string{"gcc-aarch64-linux-gnu", "qemu-user", "libc6-dev-arm64-cross"},
		ExtraFiles: map[string]string{"/usr/aarch64-linux-gnu/lib/crt1.o": "libc6-dev-arm64-cross"}},
	{Name: "aarch64-gisel", Triple: "aarch64-unknown-linux-gnu", Layout: func(int) string { return aarch64Layout }, LlcFlags: []string{"-global-isel", "-global-isel-abort=2"},
		Linker: "aarch64-linux-gnu-gcc", Runner: []string{qemuAArch64, "-L", "/usr/aarch64-linux-gnu"},
		Packages:   []string{"gcc-aarch64-linux-gnu", "qemu-user", "libc6-dev-arm64-cross"},
		ExtraFiles: map[string]string{"/usr/aarch64-linux-gnu/lib/crt1.o": "libc6-dev-arm64-cross"}},
	// Compile-only targets: llc hunts back-end crashes; nothing runs.
	{Name: "riscv64", Triple: "riscv64-unknown-linux-gnu", LlcFlags: []string{"-mattr=+m,+a,+f,+d,+c,+v"}},
	{Name: "ppc64le", Triple: "powerpc64le-unknown-linux-gnu"},
	{Name: "s390x", Triple: "s390x-unknown-linux-gnu"},
}

// DefaultTargets are the targets a campaign uses when none are named.
var DefaultTargets = []string{"x86_64", "aarch64", "aarch64-gisel"}

// LookupTarget returns the target called name.
func LookupTarget(name string) (*Target, error) {
	for _, t := range Targets {
		if t.Name == name {
			return t, nil
		}
	}
	var names []string
	for _, t := range Targets {
		names = append(names, t.Name)
	}
	return nil, fmt.Errorf("unknown target %q (known: %s)", name, strings.Join(names, ", "))
}

// ParseTargets resolves a comma-separated list of target names.
func ParseTargets(list string) ([]*Target, error) {
	var ts []*Target
	for _, n := range strings.Split(list, ",") {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		t, err := LookupTarget(n)
		if err != nil {
			return nil, err
		}
		ts = append(ts, t)
	}
	if len(ts) == 0 {
		return nil, fmt.Errorf("no targets in %q", list)
	}
	return ts, nil
}

// Runnable reports whether programs for t are linked and run (not
// compile-only).
func (t *Target) Runnable() bool { return t.Linker != "" }

// Missing lists what t needs that this machine lacks, as "what (package)".
func (t *Target) Missing() []string {
	var miss []string
	if t.Linker != "" {
		if _, err := exec.LookPath(t.Linker); err != nil {
			miss = append(miss, t.Linker)
		}
	}
	if len(t.Runner) > 0 {
		if _, err := exec.LookPath(t.Runner[0]); err != nil {
			miss = append(miss, t.Runner[0])
		}
	}
	for f := range t.ExtraFiles {
		if !fileExists(f) {
			miss = append(miss, f)
		}
	}
	return miss
}
