package release_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/irfuzz/irfuzz/internal/llvmbin"
	"github.com/irfuzz/irfuzz/native"
	"github.com/irfuzz/irfuzz/release"
)

// installedMajors are the LLVM releases installed where Debian puts them.
func installedMajors(t *testing.T) []int {
	t.Helper()
	dirs, _ := filepath.Glob("/usr/lib/llvm-*/bin/opt")
	var out []int
	for _, d := range dirs {
		n, err := strconv.Atoi(strings.TrimPrefix(filepath.Base(filepath.Dir(filepath.Dir(d))), "llvm-"))
		if err == nil {
			out = append(out, n)
		}
	}
	return out
}

// TestInstalledHaveRows fails when an installed release has no row: its
// facts would be guessed.
func TestInstalledHaveRows(t *testing.T) {
	for _, n := range installedMajors(t) {
		if !release.IsSupported(n) {
			t.Errorf("LLVM %d is installed (/usr/lib/llvm-%d) but the release table has no row for it", n, n)
		}
	}
}

func TestLookup(t *testing.T) {
	for _, n := range []int{13, 14, 15, 16, 19, 22} {
		r, err := release.Lookup(n)
		if err != nil || r.Major != n {
			t.Errorf("Lookup(%d) = %v, %v", n, r, err)
		}
		for _, arch := range []string{"x86_64", "aarch64", "riscv64", "s390x", "wasm32"} {
			if r != nil && r.Layout(arch) == "" {
				t.Errorf("LLVM %d has no %s layout", n, arch)
			}
		}
	}
	if _, err := release.Lookup(12); err == nil || !strings.Contains(err.Error(), "supported: [13 14 15 16 19 22]") {
		t.Errorf("Lookup(12) = %v, want an error listing the supported releases", err)
	}
	if got := release.Newest(); got != 22 {
		t.Errorf("Newest() = %d", got)
	}
}

func TestFeatureNames(t *testing.T) {
	seen := map[string]bool{}
	for _, f := range release.Features() {
		if f.String() == "unknown feature" || f.Since() == 0 || seen[f.String()] {
			t.Errorf("feature %d: name %q since %d", f, f, f.Since())
		}
		seen[f.String()] = true
	}
	if release.Has(19, release.SameSign) || !release.Has(22, release.SameSign) || !release.Has(30, release.PtrToAddr) {
		t.Error("Has disagrees with the table")
	}
}

// featureProbes are a module for each feature that llvm-as reads only
// from the feature's first release on.
var featureProbes = map[release.Feature]string{
	release.DisjointOr:        "define i8 @f(i8 %a, i8 %b) {\n  %r = or disjoint i8 %a, %b\n  ret i8 %r\n}",
	release.ZExtNNeg:          "define i16 @f(i8 %a) {\n  %r = zext nneg i8 %a to i16\n  ret i16 %r\n}",
	release.UIToFPNNeg:        "define float @f(i8 %a) {\n  %r = uitofp nneg i8 %a to float\n  ret float %r\n}",
	release.TruncNoWrap:       "define i8 @f(i16 %a) {\n  %r = trunc nuw nsw i16 %a to i8\n  ret i8 %r\n}",
	release.GEPNoWrap:         "define ptr @f(ptr %a, i64 %i) {\n  %r = getelementptr nusw nuw i8, ptr %a, i64 %i\n  ret ptr %r\n}",
	release.SameSign:          "define i1 @f(i8 %a, i8 %b) {\n  %r = icmp samesign ult i8 %a, %b\n  ret i1 %r\n}",
	release.RangeAttr:         "define range(i8 0, 10) i8 @f(i8 range(i8 0, 5) %a) {\n  ret i8 %a\n}",
	release.NoFPClass:         "define float @f(float nofpclass(nan) %a) {\n  ret float %a\n}",
	release.Writable:          "define void @f(ptr writable dereferenceable(4) %a) {\n  ret void\n}",
	release.DeadOnUnwind:      "define void @f(ptr dead_on_unwind %a) {\n  ret void\n}",
	release.Initializes:       "define void @f(ptr initializes((0, 4)) %a) {\n  store i32 0, ptr %a\n  ret void\n}",
	release.Captures:          "define void @f(ptr captures(none) %a) {\n  ret void\n}",
	release.DeadOnReturn:      "define void @f(ptr dead_on_return %a) {\n  ret void\n}",
	release.PtrToAddr:         "define i64 @f(ptr %a) {\n  %r = ptrtoaddr ptr %a to i64\n  ret i64 %r\n}",
	release.AtomicFMinMax:     "define float @f(ptr %a) {\n  %r = atomicrmw fmax ptr %a, float 1.0 seq_cst\n  ret float %r\n}",
	release.AtomicWrap:        "define i32 @f(ptr %a) {\n  %r = atomicrmw uinc_wrap ptr %a, i32 1 seq_cst\n  ret i32 %r\n}",
	release.AtomicUSubCond:    "define i32 @f(ptr %a) {\n  %r = atomicrmw usub_cond ptr %a, i32 1 seq_cst\n  ret i32 %r\n}",
	release.AtomicFMinMaxIEEE: "define float @f(ptr %a) {\n  %r = atomicrmw fmaximum ptr %a, float 1.0 seq_cst\n  ret float %r\n}",
	release.LifetimeNoSize:    "declare void @llvm.lifetime.start.p0(ptr)\ndefine void @f() {\n  %a = alloca i32\n  call void @llvm.lifetime.start.p0(ptr %a)\n  ret void\n}",
	release.MemoryAttr:        "define void @f() memory(none) {\n  ret void\n}",
	release.SplatConst:        "define <4 x i8> @f() {\n  ret <4 x i8> splat (i8 1)\n}",
}

// TestFeaturesAgainstLLVM checks each feature's first release against
// every installed llvm-as: it reads the feature's probe exactly when the
// table says the release has the feature.
func TestFeaturesAgainstLLVM(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	checked := 0
	for _, n := range installedMajors(t) {
		as := llvmbin.Tool(n, "llvm-as")
		if _, err := os.Stat(as); err != nil || !release.IsSupported(n) {
			continue
		}
		r, _ := release.Lookup(n)
		// A control every release reads, with the row's flag: else a
		// wrong flag would make every feature look absent.
		control := filepath.Join(dir, "control.ll")
		if err := os.WriteFile(control, []byte("define ptr @f(ptr %p) {\n  ret ptr %p\n}\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		cargv := []string{"-o", os.DevNull, control}
		if r.OpaquePointersFlag != "" {
			cargv = append([]string{r.OpaquePointersFlag}, cargv...)
		}
		if out, err := toolRun(as, cargv...); err != nil {
			t.Errorf("LLVM %d does not read opaque pointers with %q: %s", n, r.OpaquePointersFlag, out)
			continue
		}
		for f, src := range featureProbes {
			file := filepath.Join(dir, fmt.Sprintf("f%d.ll", f))
			if err := os.WriteFile(file, []byte(src+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			argv := []string{"-o", os.DevNull, file}
			if r.OpaquePointersFlag != "" {
				argv = append([]string{r.OpaquePointersFlag}, argv...)
			}
			out, err := toolRun(as, argv...)
			if got, want := err == nil, r.Has(f); got != want {
				t.Errorf("LLVM %d reads %q: %v, the table says %v (since %d): %s", n, f, got, want, f.Since(), strings.TrimSpace(string(out)))
			}
			checked++
		}
	}
	if checked == 0 {
		t.Skip("no LLVM with llvm-as installed: the feature table is not checked")
	}
}

var reLayout = regexp.MustCompile(`target datalayout = "([^"]*)"`)

// TestLayoutsAgainstClang checks each row's datalayouts against what the
// installed clang of that release gives an empty C file.
func TestLayoutsAgainstClang(t *testing.T) {
	t.Parallel()
	triples := map[string]string{
		"x86_64": "x86_64-unknown-linux-gnu", "aarch64": "aarch64-unknown-linux-gnu",
		"riscv64": "riscv64-unknown-linux-gnu", "powerpc64le": "powerpc64le-unknown-linux-gnu",
		"powerpc64": "powerpc64-unknown-linux-gnu", "s390x": "s390x-unknown-linux-gnu",
		"i686": "i686-unknown-linux-gnu", "armv7": "armv7-unknown-linux-gnueabihf",
		"mips64el": "mips64el-unknown-linux-gnuabi64", "wasm32": "wasm32-wasi",
	}
	checked := 0
	for _, n := range installedMajors(t) {
		clang := llvmbin.Tool(n, "clang")
		if _, err := os.Stat(clang); err != nil || !release.IsSupported(n) {
			continue
		}
		r, _ := release.Lookup(n)
		for arch, triple := range triples {
			run := native.Run(context.Background(), native.Limits{}, "", clang, "-target", triple, "-S", "-emit-llvm", "-x", "c", os.DevNull, "-o", "-")
			out, err := run.Stdout, runErr(run)
			if err != nil {
				t.Errorf("clang-%d -target %s: %v", n, triple, err)
				continue
			}
			m := reLayout.FindSubmatch(out)
			if m == nil || string(m[1]) != r.Layout(arch) {
				t.Errorf("LLVM %d %s: clang gives %q, the table %q", n, arch, m, r.Layout(arch))
			}
			checked++
		}
	}
	if checked == 0 {
		t.Skip("no clang of a supported release installed: the layouts are not checked")
	}
}

func TestCanonicalPass(t *testing.T) {
	cases := []struct {
		major      int
		tool, name string
		want       string
	}{
		{22, "opt", "instcombine", "InstCombinePass"},
		{22, "opt", "sroa", "SROAPass"},
		{22, "llc", "sroa", "SROA"},
		{22, "llc", "x86-isel", "X86 DAG->DAG Instruction Selection"},
		{22, "llc", "aarch64-isel", "AArch64 Instruction Selection"},
		{22, "llc", "Local Dynamic TLS Access Clean-up", "Local Dynamic TLS Access Clean-up"},
		{19, "opt", "instcombine", "instcombine"}, // 19 has no arguments in its log
		{19, "opt", "InstCombinePass", "InstCombinePass"},
	}
	for _, c := range cases {
		if got := release.CanonicalPass(c.major, c.tool, c.name); got != c.want {
			t.Errorf("CanonicalPass(%d, %s, %q) = %q, want %q", c.major, c.tool, c.name, got, c.want)
		}
	}
	if got := release.PassArg("opt", "InstCombinePass"); got != "instcombine" {
		t.Errorf("PassArg(opt, InstCombinePass) = %q", got)
	}
}

// toolRun runs prog with args through native.Run, whose test run cache answers the
// runs of fixed inputs (these tests run the same probes on every
// release each time), and returns its standard output and error
// together, with an error when it did not exit 0.
func toolRun(prog string, args ...string) ([]byte, error) {
	r := native.Run(context.Background(), native.Limits{}, "", append([]string{prog}, args...)...)
	return append(r.Stdout, r.Stderr...), runErr(r)
}

// runErr is nil when r ran and exited 0, else how it ended.
func runErr(r *native.Result) error {
	if r.OK() {
		return nil
	}
	return errors.New(r.Describe())
}
