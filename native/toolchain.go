// Package native finds LLVM toolchains and the compilers, linkers and
// emulators of each target, runs them under a timeout and a memory limit,
// and writes the execution harness: a main, in IR, that calls test
// functions on input vectors and prints every outcome in a fixed format
// that ParseOutput reads back.
package native

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/irfuzz/irfuzz/internal/lazyre"
	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/release"
)

// Toolchain is one installed LLVM release: the tools irfuzz drives.
type Toolchain struct {
	Major   int    // release major version (19)
	Version string // full version as the tools print it ("19.1.7")
	Dir     string // directory holding the tools ("" when found by suffixed names on PATH)
	Opt     string // path of opt
	Llc     string // path of llc
	LlvmAs  string // path of llvm-as (may be empty)
	// TypedPointers says the IR given to the tools is clang's own text
	// with typed pointers (LLVM 14), not irfuzz's (opaque pointers): the
	// tools then read it in their default mode.
	TypedPointers bool
}

// String names the toolchain as `LLVM 19.1.7 (/usr/lib/llvm-19/bin)`.
func (t *Toolchain) String() string {
	where := t.Dir
	if where == "" {
		where = filepath.Dir(t.Opt)
	}
	return fmt.Sprintf("LLVM %s (%s)", t.Version, where)
}

// IRFlags are the flags opt and llc need to read the IR irfuzz writes
// (opaque pointers): the release table's (-opaque-pointers on LLVM 14
// and 15), nothing for a release without a row.
func (t *Toolchain) IRFlags() []string {
	if r, err := release.Lookup(t.Major); err == nil && r.OpaquePointersFlag != "" && !t.TypedPointers {
		return []string{r.OpaquePointersFlag}
	}
	return nil
}

// Release is the release table's row of this toolchain's major, or an
// error naming the supported releases.
func (t *Toolchain) Release() (*release.Row, error) { return release.Lookup(t.Major) }

// knownMajors are the releases Find probes for, newest first: the
// release table's rows.
var knownMajors = func() []int {
	s := release.Supported()
	slices.Reverse(s)
	return s
}()

// Installed lists the LLVM toolchains found on this machine, newest first:
// /usr/lib/llvm-N/bin directories and opt-N/llc-N on PATH.
func Installed() []*Toolchain {
	var out []*Toolchain
	for _, n := range knownMajors {
		if t, err := findMajor(n); err == nil {
			out = append(out, t)
		}
	}
	return out
}

// FindAll returns the toolchains a check across releases runs on: the
// one in binDir when it is not empty, else the releases asked for
// (repeats dropped), else every installed one; oldest first, so that a
// regression reads after the release it was open on.
func FindAll(majors []int, binDir string) ([]*Toolchain, error) {
	var tcs []*Toolchain
	switch {
	case binDir != "" && len(majors) > 0:
		return nil, errors.New("a directory of tools and releases exclude each other")
	case binDir != "":
		tc, err := Find(0, binDir)
		if err != nil {
			return nil, err
		}
		tcs = append(tcs, tc)
	case len(majors) > 0:
		majors = slices.Clone(majors)
		slices.Sort(majors)
		for _, v := range slices.Compact(majors) {
			tc, err := Find(v, "")
			if err != nil {
				return nil, err
			}
			tcs = append(tcs, tc)
		}
	default:
		inst := Installed()
		for i := len(inst) - 1; i >= 0; i-- {
			tcs = append(tcs, inst[i])
		}
		if len(tcs) == 0 {
			_, err := Find(0, "")
			return nil, err
		}
	}
	return tcs, nil
}

// Find returns the toolchain asked for: the one in binDir when it is not
// empty, else release major (0: the newest installed).
func Find(major int, binDir string) (*Toolchain, error) {
	if binDir != "" {
		return FromDir(binDir)
	}
	if major == 0 {
		ts := Installed()
		if len(ts) == 0 {
			return nil, fmt.Errorf("no LLVM toolchain found (looked for /usr/lib/llvm-N/bin and opt-N on PATH, N in %v); run `make deps`", knownMajors)
		}
		return ts[0], nil
	}
	t, err := findMajor(major)
	if err != nil {
		return nil, fmt.Errorf("LLVM %d: %w (install it with: apt-get install -y llvm-%d)", major, err, major)
	}
	return t, nil
}

func findMajor(n int) (*Toolchain, error) {
	if t, err := FromDir(llvmbin.Dir(n)); err == nil {
		return t, nil
	}
	opt, err1 := exec.LookPath(fmt.Sprintf("opt-%d", n))
	llc, err2 := exec.LookPath(fmt.Sprintf("llc-%d", n))
	if err1 != nil || err2 != nil {
		return nil, fmt.Errorf("opt-%d and llc-%d not found", n, n)
	}
	as, _ := exec.LookPath(fmt.Sprintf("llvm-as-%d", n))
	t := &Toolchain{Opt: opt, Llc: llc, LlvmAs: as}
	if err := t.detectVersion(); err != nil {
		return nil, err
	}
	return t, nil
}

// FromDir returns the toolchain whose tools (opt, llc) are in dir, which
// may also hold a wrapper script standing in for a real tool, or the
// in-process toolchain registered there (RegisterInProcessToolchain).
func FromDir(dir string) (*Toolchain, error) {
	if tc, ok := inProcessToolchain(dir); ok {
		return tc, nil
	}
	t := &Toolchain{Dir: dir, Opt: filepath.Join(dir, "opt"), Llc: filepath.Join(dir, "llc")}
	for _, p := range []string{t.Opt, t.Llc} {
		if st, err := os.Stat(p); err != nil || st.IsDir() {
			return nil, fmt.Errorf("%s: no such tool", p)
		}
	}
	if as := filepath.Join(dir, "llvm-as"); fileExists(as) {
		t.LlvmAs = as
	}
	if err := t.detectVersion(); err != nil {
		return nil, err
	}
	return t, nil
}

var versionRE = lazyre.New(`LLVM version (\d+)\.(\d+)(?:\.(\d+))?`)

// detectVersion asks opt for its version.
func (t *Toolchain) detectVersion() error {
	out, err := versionOutput(t.Opt)
	if err != nil {
		return fmt.Errorf("%s --version: %v", t.Opt, err)
	}
	m := versionRE.FindSubmatch(out)
	if m == nil {
		return fmt.Errorf("%s --version: no version in %q", t.Opt, firstLine(string(out)))
	}
	t.Major, _ = strconv.Atoi(string(m[1]))
	t.Version = string(m[0][len("LLVM version "):])
	return nil
}

// versionOutput is the output (stdout, then stderr) of opt --version.
// Under go test the run cache may answer it (runcache.go): every lookup
// of a toolchain asks, some 300 times in one test binary, 20 ms of CPU
// each. It never runs an in-process stand-in registered at opt's path.
func versionOutput(opt string) ([]byte, error) {
	lim, argv := DefaultLimits, []string{opt, "--version"}
	run := func() *Result { return runProcess(context.Background(), lim, "", argv) }
	r, ok := cachedRun(lim, "", argv, run)
	if !ok {
		r = run()
	}
	if r.StartErr != nil {
		return nil, r.StartErr
	}
	out := append(slices.Clip(r.Stdout), r.Stderr...)
	if !r.OK() {
		return out, errors.New(r.Describe())
	}
	return out, nil
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
